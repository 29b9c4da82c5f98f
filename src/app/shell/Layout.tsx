import { Suspense } from 'react';
import { Outlet } from 'react-router-dom';
import { SessionWatcher } from '@/features/auth';
import { ProcessingOverlay } from '@/shared/ui/feedback';
import { Toasts } from '@/shared/ui/Toasts';
import { Footer } from './Footer';
import { Header } from './Header';
import { ScrollManager } from './ScrollManager';

export function Layout() {
  return (
    <>
      <a className="skip-link" href="#main">
        Skip to content
      </a>
      <Header />
      <main id="main" className="main">
        <Suspense fallback={<ProcessingOverlay show />}>
          <Outlet />
        </Suspense>
      </main>
      <Footer />
      <SessionWatcher />
      <ScrollManager />
      <Toasts />
    </>
  );
}
