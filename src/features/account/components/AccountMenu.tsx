// The account side menu of every account page (the app puts it in the shared AccountLayout): who
// is signed in, the menu lines this user may use, and Log out. It shows on every account page, so
// it is also what reloads the signed-in customer when one opens.
import { NavLink } from 'react-router-dom';
import { selectCustomer, useLogout } from '@/features/auth';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { useAccountMenu } from '../useAccountMenu';
import { useProfileRefresh } from './useProfileRefresh';
import '../account.css';

export function AccountMenu() {
  useProfileRefresh();
  const customer = useAppSelector(selectCustomer);
  const { logout, isLoading } = useLogout();
  const menu = useAccountMenu();
  return (
    <nav className="side-menu" aria-label="My account">
      {customer ? (
        <div className="side-menu__who">
          <span className="side-menu__company">{customer.company_name}</span>
          <span className="side-menu__person">{customer.primary_contact_name}</span>
        </div>
      ) : null}
      <ul>
        {menu.map((item) => (
          <li key={item.to}>
            <NavLink to={item.to}>{item.label}</NavLink>
          </li>
        ))}
        <li>
          <button type="button" className="side-menu__logout" disabled={isLoading} onClick={() => void logout()}>
            {isLoading ? 'Logging out...' : 'Log out'}
          </button>
        </li>
      </ul>
    </nav>
  );
}
