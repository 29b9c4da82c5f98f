// Tells a signed-in company whose account is not approved yet why prices, the cart and ordering
// are closed to it. Renders nothing for visitors and approved customers.
import { Link } from 'react-router-dom';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { selectCustomer } from '../authSlice';
import '../auth.css';

export function ApprovalNotice({ className }: { className?: string }) {
  const customer = useAppSelector(selectCustomer);
  if (!customer || customer.status === 'approved') return null;
  const classes = `notice approval-notice${className ? ` ${className}` : ''}`;
  if (customer.status === 'rejected') {
    return (
      <div className={`${classes} approval-notice--rejected`} role="status">
        <p className="approval-notice__title">Your account application was not approved.</p>
        <p>
          Prices, the cart, quotations and ordering are not available to this account. If you think this is a mistake,
          please <Link to="/contact-us">contact us</Link>.
        </p>
      </div>
    );
  }
  return (
    <div className={classes} role="status">
      <p className="approval-notice__title">Your account is awaiting approval.</p>
      <p>
        Our team is reviewing the registration of {customer.company_name || 'your company'}. Prices, the cart, quotations and
        ordering open as soon as the account is approved. Meanwhile you can keep your profile and address books up to date.
      </p>
    </div>
  );
}
