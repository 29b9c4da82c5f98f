import '@testing-library/jest-dom';
import { toast } from 'react-toastify';
import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
  // Toasts live in react-toastify's module state, which outlives a test's render.
  toast.dismiss();
});
afterAll(() => server.close());

// jsdom does not implement scrolling; pages scroll to the top when paging.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
