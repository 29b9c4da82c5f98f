// Toasts (react-toastify) loaded on the first toast, so neither the library nor its container is
// part of a first visit. The container (shared/ui/Toasts) mounts once a toast has been asked for;
// react-toastify queues toasts shown before a container exists and renders them when it mounts.
type Kind = 'success' | 'error' | 'info' | 'warning';
type Options = { toastId?: string };

const load = () => import(/* webpackChunkName: "toasts" */ 'react-toastify');

let requested = false;
const listeners = new Set<() => void>();

/** For useSyncExternalStore: whether any toast has been shown yet in this page's life. */
export const toastsRequested = (): boolean => requested;
export function subscribeToToastRequests(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function show(kind: Kind, message: string, options?: Options): void {
  if (!requested) {
    requested = true;
    listeners.forEach((listener) => listener());
  }
  void load().then(({ toast }) => toast[kind](message, options));
}

export const notify = {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
  info: (message: string, options?: Options) => show('info', message, options),
  warning: (message: string, options?: Options) => show('warning', message, options),
};
