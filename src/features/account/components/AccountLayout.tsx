// The frame of every account page (spec 2): the account side menu, the page title, the approval
// notice for accounts awaiting approval, and the page itself. Reused by orders, wallet and
// quotation pages.
import type { ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { ApprovalNotice, selectCustomer, useLogout } from '@/features/auth';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { useAccountMenu } from '../useAccountMenu';
import { useProfileRefresh } from './useProfileRefresh';
import '../account.css';

export function AccountMenu() {
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

interface Props {
  title: string;
  /** Buttons shown beside the title (e.g. Add Address). */
  actions?: ReactNode;
  children: ReactNode;
}

export function AccountLayout({ title, actions, children }: Props) {
  useProfileRefresh();
  return (
    <div className="container">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'My Account' }, { label: title }]} />
      <div className="account-layout">
        <AccountMenu />
        <section className="account-main" aria-labelledby="account-page-title">
          <div className="account-main__head">
            <h1 id="account-page-title" className="page-title">
              {title}
            </h1>
            {actions ? <div className="account-main__actions">{actions}</div> : null}
          </div>
          <ApprovalNotice />
          {children}
        </section>
      </div>
    </div>
  );
}
