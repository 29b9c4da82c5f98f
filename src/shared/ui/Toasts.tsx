// The toast container: top-right, 5000 ms, pause on hover, light theme (spec 9). Lazy, like notify.
import { lazy, Suspense } from 'react';
import { TOAST_AUTO_CLOSE_MS } from '@/shared/config';

const ToastContainer = lazy(() => import(/* webpackChunkName: "toasts" */ 'react-toastify').then((m) => ({ default: m.ToastContainer })));

export function Toasts() {
  return (
    <Suspense fallback={null}>
      <ToastContainer position="top-right" autoClose={TOAST_AUTO_CLOSE_MS} pauseOnHover theme="light" />
    </Suspense>
  );
}
