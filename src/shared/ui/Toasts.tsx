// The toast container: top-right, 5000 ms, pause on hover, light theme (spec 9). It loads with the
// first toast (see shared/lib/notify), not with the page.
import { lazy, Suspense, useSyncExternalStore } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@/shared/config';
import { subscribeToToastRequests, toastsRequested } from '@/shared/lib/notify';

const ToastContainer = lazy(() => import(/* webpackChunkName: "toasts" */ 'react-toastify').then((m) => ({ default: m.ToastContainer })));

export function Toasts() {
  const requested = useSyncExternalStore(subscribeToToastRequests, toastsRequested, () => false);
  if (!requested) return null;
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} pauseOnHover theme="light" />
    </Suspense>
  );
}
