// Toasts (react-toastify) loaded on first use, so the library stays out of the first page load.
type Kind = 'success' | 'error' | 'info' | 'warning';
type Options = { toastId?: string };

const load = () => import(/* webpackChunkName: "toasts" */ 'react-toastify');

function show(kind: Kind, message: string, options?: Options): void {
  void load().then(({ toast }) => toast[kind](message, options));
}

export const notify = {
  success: (message: string, options?: Options) => show('success', message, options),
  error: (message: string, options?: Options) => show('error', message, options),
  info: (message: string, options?: Options) => show('info', message, options),
  warning: (message: string, options?: Options) => show('warning', message, options),
};
