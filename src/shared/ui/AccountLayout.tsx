// The frame of every account page (spec 2): the account side menu, the page title, the approval
// notice for accounts awaiting approval, and the page itself. Pages of several features use it
// (account, orders, quotations, lists, team, approvals); the menu and the notice are the account
// and auth features', handed in by the app layer (AccountFrameProvider), so no feature imports
// another for its frame.
import { createContext, useContext, type ComponentType, type ReactNode } from 'react';
import { Breadcrumb } from './Breadcrumb';
import './AccountLayout.css';

/** What the app puts in the frame: the side menu (it also refreshes the profile) and the notice above the page. */
export interface AccountFrame {
  Menu: ComponentType;
  Notice: ComponentType;
}

const None = () => null;
const AccountFrameContext = createContext<AccountFrame>({ Menu: None, Notice: None });
export const AccountFrameProvider = AccountFrameContext.Provider;

interface Props {
  title: string;
  /** Buttons shown beside the title (e.g. Add Address). */
  actions?: ReactNode;
  children: ReactNode;
}

export function AccountLayout({ title, actions, children }: Props) {
  const { Menu, Notice } = useContext(AccountFrameContext);
  return (
    <div className="container">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'My Account' }, { label: title }]} />
      <div className="account-layout">
        <Menu />
        <section className="account-main" aria-labelledby="account-page-title">
          <div className="account-main__head">
            <h1 id="account-page-title" className="page-title">
              {title}
            </h1>
            {actions ? <div className="account-main__actions">{actions}</div> : null}
          </div>
          <Notice />
          {children}
        </section>
      </div>
    </div>
  );
}
