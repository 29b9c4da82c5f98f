// The Jobs screen with a failed job: its reason readable, Retry says what it did, Discard asks
// first and a refusal shows the server's message where the person is looking (focus moves to it).
import { render, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { MemoryRouter } from 'react-router-dom';
import type { AdminJob, AdminJobListResponse } from '@contracts/adminJobs';
import { server } from '@/test/server';
import { signedInStore } from '../testSupport';
import { JobsPage } from './JobsPage';

const FAILED: AdminJob = {
  id: '6f1d3c1e-0000-4000-8000-000000000001',
  queue: 'einvoice-register',
  queue_label: 'E-invoice registration',
  state: 'failed',
  attempts: 1,
  max_attempts: 61,
  created_at: '2026-11-28T10:00:00Z',
  started_at: '2026-11-28T10:00:01Z',
  finished_at: '2026-11-28T10:00:02Z',
  next_try_at: null,
  reason: 'The portal refused INV/2026/0001: GSTIN is cancelled',
  summary: 'Order ORD-1001 · Document INV/2026/0001',
};

const listOf = (jobs: AdminJob[]): AdminJobListResponse => ({
  status: true,
  jobs: { data: jobs, current_page: 1, last_page: 1, per_page: 25, total: jobs.length },
  counts: { failed: jobs.filter((j) => j.state === 'failed').length, queued: 0, running: 0, done: 0, cancelled: 0 },
  queues: [
    { name: 'mail', label: 'Mail' },
    { name: 'einvoice-register', label: 'E-invoice registration' },
  ],
});

function renderPage(route = '/admin/jobs?state=failed') {
  const store = signedInStore();
  const user = userEvent.setup();
  render(
    <Provider store={store}>
      <MemoryRouter initialEntries={[route]}>
        <JobsPage />
      </MemoryRouter>
    </Provider>,
  );
  return { user };
}

afterEach(() => localStorage.clear());

it('shows a failed job with why it failed, and says what Retry did', async () => {
  let jobs = [FAILED];
  const calls: string[] = [];
  server.use(
    http.get('*/api/admin/jobs', ({ request }) => (calls.push(new URL(request.url).search), HttpResponse.json(listOf(jobs)))),
    http.post('*/api/admin/jobs/einvoice-register/:id/retry', () => {
      jobs = [];
      return HttpResponse.json({ status: true, message: 'The job is queued again and will run in a moment: Order ORD-1001 · Document INV/2026/0001.', job: { ...FAILED, state: 'queued' } });
    }),
  );
  const { user } = renderPage();
  const row = (await screen.findByText('Order ORD-1001 · Document INV/2026/0001')).closest('tr') as HTMLElement;
  expect(within(row).getByText('The portal refused INV/2026/0001: GSTIN is cancelled')).toBeInTheDocument();
  expect(within(row).getByText('Try 1 of 61')).toBeInTheDocument();
  expect(calls[0]).toBe('?state=failed&page=1');
  await user.click(within(row).getByRole('button', { name: /^Retry/ }));
  const notice = await screen.findByRole('status');
  expect(notice).toHaveTextContent('The job is queued again and will run in a moment');
  await waitFor(() => expect(notice).toHaveFocus());
  expect(await screen.findByText('No failed jobs: nothing needs you here.')).toBeInTheDocument();
});

it('asks before Discard, and shows the server’s refusal where the person looks', async () => {
  let discards = 0;
  server.use(
    http.get('*/api/admin/jobs', () => HttpResponse.json(listOf([FAILED]))),
    http.post('*/api/admin/jobs/einvoice-register/:id/discard', () => {
      discards += 1;
      return HttpResponse.json({ status: false, message: 'Only a failed job can be discarded; this one is queued. The list has been brought up to date.' }, { status: 409 });
    }),
  );
  const { user } = renderPage();
  await user.click(await screen.findByRole('button', { name: /^Discard/ }));
  const dialog = screen.getByRole('alertdialog', { name: 'Discard this job?' });
  expect(within(dialog).getByText(/GSTIN is cancelled/)).toBeInTheDocument();
  await user.click(within(dialog).getByRole('button', { name: 'Keep it' }));
  expect(screen.queryByRole('alertdialog')).not.toBeInTheDocument();
  expect(discards).toBe(0);

  await user.click(screen.getByRole('button', { name: /^Discard/ }));
  await user.click(within(screen.getByRole('alertdialog')).getByRole('button', { name: 'Discard job' }));
  const alert = await screen.findByRole('alert');
  expect(alert).toHaveTextContent('Only a failed job can be discarded; this one is queued.');
  await waitFor(() => expect(alert).toHaveFocus());
  expect(discards).toBe(1);
});
