import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ProfileSync } from '@/features/account';
import { SessionWatcher } from '@/features/auth';
import type { BackState } from '@/shared/lib/returnTo';
import { PendingAddToCart } from '@/features/cart';
import { AccountFrameProvider } from '@/shared/ui/AccountLayout';
import { ProcessingOverlay } from '@/shared/ui/feedback';
import { Toasts } from '@/shared/ui/Toasts';
import { ACCOUNT_FRAME } from './accountFrame';
import { ChunkErrorBoundary } from './ChunkErrorBoundary';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollManager } from './ScrollManager';

export function Layout() {
  const { pathname, state } = useLocation();
  // A page opened after sign-in with the product a visitor pressed Add for.
  const pendingAdd = Boolean((state as BackState | null)?.pendingAdd);
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="main">
        <ChunkErrorBoundary resetKey={pathname}>
          <Suspense fallback={<ProcessingOverlay show />}>
            <AccountFrameProvider value={ACCOUNT_FRAME}>
              <Outlet />
            </AccountFrameProvider>
          </Suspense>
        </ChunkErrorBoundary>
      </main>
      <Footer />
      <SessionWatcher />
      <ProfileSync />
      {pendingAdd ? (
        <Suspense fallback={null}>
          <PendingAddToCart />
        </Suspense>
      ) : null}
      <ScrollManager />
      <Toasts />
    </>
  );
}
