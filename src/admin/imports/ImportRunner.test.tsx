// The import runner follows a queued import to its outcome: the upload answers "queued", the bar
// says the import waits for its turn (with the queue's note after a failed try), and the page keeps
// polling until the outcome, which it then shows; an import the server could not finish says why.
import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import type { AdminImportJob } from '@contracts/adminImports';
import { server } from '@/test/server';
import { makeAdminStore } from '../store';
import { ImportRunner } from './ImportRunner';

const JOB: AdminImportJob = {
  id: 7,
  kind: 'products',
  dry_run: true,
  status: 'waiting',
  progress: 0,
  counts: null,
  error_count: 0,
  message: null,
  started_by: 'Chitra Catalogue',
  created_at: '2026-11-28T10:00:00Z',
  updated_at: '2026-11-28T10:00:00Z',
};
const COUNTS = { rows: 2, created: 1, updated: 1, unchanged: 0, removed: 0, brands_created: [] };

/** The server: start, upload (answers queued), then each poll answers the next of `polls` (the last one again). */
function serve(polls: Partial<AdminImportJob>[]) {
  let n = 0;
  const seen: string[] = [];
  server.use(
    http.post('*/api/admin/imports', () => HttpResponse.json({ status: true, job: JOB })),
    http.put('*/api/admin/imports/7/file', () => HttpResponse.json({ status: true, job: { ...JOB, status: 'queued', progress: 40 } })),
    http.get('*/api/admin/imports/7', () => {
      const job = { ...JOB, ...polls[Math.min(n, polls.length - 1)] };
      n += 1;
      seen.push(job.status);
      return HttpResponse.json({ status: true, job });
    }),
    http.get('*/api/admin/imports/7/errors', () => HttpResponse.json({ status: true, errors: { data: [], current_page: 1, last_page: 1, per_page: 50, total: 0 } })),
  );
  return seen;
}

async function check() {
  const user = userEvent.setup();
  render(
    <Provider store={makeAdminStore()}>
      <ImportRunner base="/imports" what="product CSV" noun="product" hint="Columns: sku, …" />
    </Provider>,
  );
  await user.upload(screen.getByLabelText('The product CSV file'), new File(['sku\r\nA-1\r\n'], 'products.csv', { type: 'text/csv' }));
  await user.click(screen.getByRole('button', { name: 'Check the file' }));
  return user;
}

it('says a queued import waits for its turn, with the note of a failed try, and shows the outcome once the queue has run it', async () => {
  const note = 'The check stopped (the server stopped while it ran): it will be tried again shortly.';
  const seen = serve([
    { status: 'queued', progress: 40, message: note },
    { status: 'checking', progress: 70 },
    { status: 'done', progress: 100, counts: COUNTS },
  ]);
  await check();
  expect(await screen.findByText('Queued: waiting for its turn (check) · 40%')).toBeInTheDocument();
  expect(screen.getByText(note)).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Check the file' })).toBeDisabled();
  expect(await screen.findByText('The file is ready: 2 rows would give 1 new, 1 changed, 0 unchanged. Nothing has changed yet.', {}, { timeout: 5000 })).toBeInTheDocument();
  expect(screen.getByText('Finished (check) · 100%')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import' })).toBeEnabled();
  expect(seen.slice(0, 3)).toEqual(['queued', 'checking', 'done']);
});

it('an import the server could not finish says why, and the file must be checked again', async () => {
  const reason = 'This check failed (the server stopped while it ran). Choose the file again.';
  serve([{ status: 'queued', progress: 40 }, { status: 'failed', progress: 100, message: reason }]);
  await check();
  expect(await screen.findByRole('alert', {}, { timeout: 5000 })).toHaveTextContent(reason);
  expect(screen.getByText('Refused (check) · 100%')).toBeInTheDocument();
  expect(screen.getByRole('button', { name: 'Import' })).toBeDisabled();
  expect(screen.getByRole('button', { name: 'Check the file' })).toBeEnabled();
});
