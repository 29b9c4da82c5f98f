import { Suspense } from 'react';
import { Outlet, useLocation } from 'react-router-dom';
import { ProfileSync } from '@/features/account';
import { SessionWatcher } from '@/features/auth';
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
  const { pathname } = useLocation();
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
      <PendingAddToCart />
      <ScrollManager />
      <Toasts />
    </>
  );
}
