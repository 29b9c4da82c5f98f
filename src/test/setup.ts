import '@testing-library/jest-dom';
import { server } from './server';

beforeAll(() => server.listen({ onUnhandledRequest: 'error' }));
afterEach(() => {
  server.resetHandlers();
  localStorage.clear();
});
afterAll(() => server.close());

// jsdom does not implement scrolling; pages scroll to the top when paging.
window.scrollTo = (() => undefined) as typeof window.scrollTo;
