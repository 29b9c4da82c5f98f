// Shared header (spec 2): Request An Item, logo, search, notification and cart icons, account.
import { useEffect, useRef, useState } from 'react';
import { Link, NavLink, useLocation, useSearchParams } from 'react-router-dom';
import { selectCustomer, selectIsApproved, selectIsAuthenticated, useLogout } from '@/features/auth';
import { useAccountMenu } from '@/features/account';
import { useCartCount, useGetCreditLimitQuery } from '@/features/cart';
import { QuoteListLink } from '@/features/quotes';
import { SearchBox } from '@/features/catalog';
import { NotificationBell } from '@/features/notifications';
import { STORE_NAME } from '@/shared/config';
import { formatRupees } from '@contracts/format';
import { AVAILABLE_CREDIT_HELP } from '@contracts/walletLabels';
import { useAppSelector } from '@/shared/lib/storeHooks';

const NAV = [
  { to: '/', label: 'Home', end: true },
  { to: '/about-us', label: 'About Us' },
  { to: '/contact-us', label: 'Contact Us' },
  { to: '/privacy-policy', label: 'Privacy Policy' },
  { to: '/shop', label: 'Shop' },
  { to: '/cancellation-refund-policy', label: 'Cancellation/Refund Policy' },
  { to: '/terms-conditions', label: 'Terms and Conditions' },
];

/** The search term of the current /shop URL; the box is re-mounted (keyed) when it changes. */
function useCurrentSearch(): string {
  const [params] = useSearchParams();
  const location = useLocation();
  return location.pathname === '/shop' ? (params.get('search') ?? '') : '';
}

function AccountMenu() {
  const customer = useAppSelector(selectCustomer);
  const approved = useAppSelector(selectIsApproved);
  const { data: credit } = useGetCreditLimitQuery(undefined, { skip: !approved });
  const { logout, isLoading } = useLogout();
  const menu = useAccountMenu();
  const [open, setOpen] = useState(false);
  const ref = useRef<HTMLDivElement>(null);
  const buttonRef = useRef<HTMLButtonElement>(null);
  useEffect(() => {
    if (!open) return;
    const close = (e: MouseEvent) => !ref.current?.contains(e.target as Node) && setOpen(false);
    // Escape closes the menu and puts focus back on its button, so the keyboard user is not lost.
    const onKey = (e: KeyboardEvent) => {
      if (e.key !== 'Escape') return;
      setOpen(false);
      if (ref.current?.contains(document.activeElement)) buttonRef.current?.focus();
    };
    document.addEventListener('mousedown', close);
    document.addEventListener('keydown', onKey);
    return () => {
      document.removeEventListener('mousedown', close);
      document.removeEventListener('keydown', onKey);
    };
  }, [open]);
  if (!customer) return null;
  return (
    <div className="account" ref={ref}>
      <button ref={buttonRef} type="button" className="account__btn" aria-expanded={open} aria-haspopup="menu" onClick={() => setOpen((o) => !o)}>
        <span className="account__name">{customer.primary_contact_name}</span>
        <span className={`account__wallet${approved ? '' : ' account__wallet--pending'}`} title={approved ? AVAILABLE_CREDIT_HELP : undefined}>
          {approved ? `Wallet ${formatRupees(credit ?? 0)}` : 'Awaiting approval'}
        </span>
      </button>
      {open ? (
        <ul className="account__menu" role="menu">
          {menu.map((l) => (
            <li key={l.to} role="none">
              <Link role="menuitem" to={l.to} onClick={() => setOpen(false)}>
                {l.label}
              </Link>
            </li>
          ))}
          <li role="none">
            <button
              type="button"
              role="menuitem"
              disabled={isLoading}
              onClick={() => {
                setOpen(false);
                void logout();
              }}
            >
              Log out
            </button>
          </li>
        </ul>
      ) : null}
    </div>
  );
}

export function Header() {
  const signedIn = useAppSelector(selectIsAuthenticated);
  const count = useCartCount();
  const [navOpen, setNavOpen] = useState(false);
  const currentSearch = useCurrentSearch();
  return (
    <header className="header">
      <div className="header__top container">
        <Link to="/requestitem" className="btn btn--ghost btn--small header__request">
          Request An Item
        </Link>
        <Link to="/" className="logo" aria-label={`${STORE_NAME} home`}>
          <svg viewBox="0 0 64 64" width="36" height="36" aria-hidden="true">
            <rect width="64" height="64" rx="14" fill="#0b3d91" />
            <path d="M16 20h32v20H16z" fill="none" stroke="#fff" strokeWidth="4" />
            <path d="M12 46h40" stroke="#f5a623" strokeWidth="5" strokeLinecap="round" />
          </svg>
          <span>{STORE_NAME}</span>
        </Link>
        <SearchBox current={currentSearch} />
        <div className="header__icons">
          <NotificationBell />
          <QuoteListLink />
          <Link to="/cart" className="icon-btn" aria-label={`Cart, ${count} ${count === 1 ? 'item' : 'items'}`}>
            <svg viewBox="0 0 24 24" width="22" height="22" aria-hidden="true">
              <path fill="currentColor" d="M7 18a2 2 0 1 0 0 4 2 2 0 0 0 0-4Zm10 0a2 2 0 1 0 0 4 2 2 0 0 0 0-4ZM7.2 14h9.9a2 2 0 0 0 1.8-1.1L22 6H5.2l-.9-2H1v2h2l3.6 7.6L5.2 16A2 2 0 0 0 7 19h12v-2H7.4Z" />
            </svg>
            <span className="badge" data-testid="cart-count">
              {count}
            </span>
          </Link>
          {signedIn ? (
            <AccountMenu />
          ) : (
            <span className="header__auth">
              <Link to="/signup">Sign Up</Link>
              <Link to="/signin" className="btn btn--primary btn--small">
                Sign In
              </Link>
            </span>
          )}
        </div>
      </div>
      <nav className="nav" aria-label="Main">
        <div className="container">
          <button type="button" className="nav__toggle" aria-expanded={navOpen} onClick={() => setNavOpen((o) => !o)}>
            Menu
          </button>
          <ul className={`nav__list${navOpen ? ' is-open' : ''}`}>
            {NAV.map((n) => (
              <li key={n.to}>
                <NavLink to={n.to} end={n.end} onClick={() => setNavOpen(false)}>
                  {n.label}
                </NavLink>
              </li>
            ))}
            {/* The header's Request An Item button is hidden on phones; the menu carries it there. */}
            <li className="nav__request">
              <NavLink to="/requestitem" onClick={() => setNavOpen(false)}>
                Request An Item
              </NavLink>
            </li>
          </ul>
        </div>
      </nav>
    </header>
  );
}
