import { lazy, Suspense } from 'react';
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ChunkErrorBoundary, isChunkLoadError, RELOAD_KEY } from './ChunkErrorBoundary';

function chunkError() {
  const error = new Error('Loading chunk page-product failed.\n(missing: http://localhost/assets/page-product.0123456789.js)');
  error.name = 'ChunkLoadError';
  return error;
}

/** A lazy page whose chunk is gone, as after a deploy. */
const MissingPage = lazy(() => Promise.reject(chunkError()));

function renderMissingPage(reload: () => void) {
  return render(
    <ChunkErrorBoundary resetKey="/product/x" reload={reload}>
      <Suspense fallback={<p>Loading</p>}>
        <MissingPage />
      </Suspense>
    </ChunkErrorBoundary>,
  );
}

beforeEach(() => sessionStorage.clear());
// React logs every caught render error; these are expected.
beforeEach(() => jest.spyOn(console, 'error').mockImplementation(() => {}));
afterEach(() => jest.restoreAllMocks());

it('reloads the page once when a page chunk is missing', async () => {
  const reload = jest.fn();
  renderMissingPage(reload);
  await screen.findByText('Processing...');
  await new Promise((r) => setTimeout(r, 0));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(Number(sessionStorage.getItem(RELOAD_KEY))).toBeGreaterThan(Date.now() - 5000);
  expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument();
});

it('keeps waiting for its reload when the missing chunk fails again before the browser navigates', async () => {
  const reload = jest.fn();
  const { rerender } = renderMissingPage(reload);
  await screen.findByText('Processing...');
  await new Promise((r) => setTimeout(r, 0));
  // The page renders again (another navigation) before the reload has happened: the same failure.
  rerender(
    <ChunkErrorBoundary resetKey="/product/y" reload={reload}>
      <Suspense fallback={<p>Loading</p>}>
        <MissingPage />
      </Suspense>
    </ChunkErrorBoundary>,
  );
  await screen.findByText('Processing...');
  await new Promise((r) => setTimeout(r, 0));
  expect(reload).toHaveBeenCalledTimes(1);
  expect(screen.queryByText('This page could not be loaded')).not.toBeInTheDocument();
});

it('says so with a Reload button when the chunk is still missing after the reload', async () => {
  sessionStorage.setItem(RELOAD_KEY, String(Date.now() - 2000));
  const reload = jest.fn();
  renderMissingPage(reload);
  expect(await screen.findByRole('heading', { name: 'This page could not be loaded' })).toBeInTheDocument();
  expect(reload).not.toHaveBeenCalled();
  await userEvent.setup().click(screen.getByRole('button', { name: 'Reload' }));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('reloads again when the last automatic reload was long ago (a later deploy)', async () => {
  sessionStorage.setItem(RELOAD_KEY, String(Date.now() - 10 * 60_000));
  const reload = jest.fn();
  renderMissingPage(reload);
  await screen.findByText('Processing...');
  await new Promise((r) => setTimeout(r, 0));
  expect(reload).toHaveBeenCalledTimes(1);
});

it('recognises the chunk errors of webpack and of the browsers, and nothing else', () => {
  expect(isChunkLoadError(chunkError())).toBe(true);
  expect(isChunkLoadError(new Error('Loading CSS chunk 412 failed.\n(/assets/page-cart.css)'))).toBe(true);
  expect(isChunkLoadError(new TypeError('Failed to fetch dynamically imported module: http://x/a.js'))).toBe(true);
  expect(isChunkLoadError(new TypeError("Cannot read properties of undefined (reading 'map')"))).toBe(false);
  expect(isChunkLoadError('Loading chunk 1 failed')).toBe(false);
});

it('keeps the shell and says something went wrong when a page fails for another reason, without reloading', async () => {
  function Broken(): never {
    throw new TypeError("Cannot read properties of undefined (reading 'map')");
  }
  const reload = jest.fn();
  render(
    <ChunkErrorBoundary resetKey="/cart" reload={reload}>
      <Broken />
    </ChunkErrorBoundary>,
  );
  expect(await screen.findByRole('heading', { name: 'Something went wrong on this page' })).toBeInTheDocument();
  expect(reload).not.toHaveBeenCalled();
});
