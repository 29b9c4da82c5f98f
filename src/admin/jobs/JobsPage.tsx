// /admin/jobs (Admin, Finance): the job queue's work, newest first, by state and queue (the filters
// live in the address, so the Inbox links straight to the failed ones). A failed job shows why it
// failed, with Retry (run it once more) and Discard (asked first); what each did, or why it was
// refused, is said above the list and focus moves there. While jobs wait or run, the list follows them.
import { useEffect, useRef, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { AdminJob, AdminJobListQuery } from '@contracts/adminJobs';
import { JOB_STATE_LABELS, JOB_STATES, type JobState } from '@contracts/adminJobRules';
import { formatDateTime } from '@contracts/format';
import { readFailure } from '@/shared/api/failure';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { AdminPager } from '../layout/AdminPager';
import { useAdminJobsQuery, useAdminJobsQueryState, useChangeJobMutation } from './api';
import '../layout/confirmDialog.css';
import './jobs.css';

interface Notice {
  text: string;
  error: boolean;
}

/** How often the list is read again while some of its jobs are queued or running. */
const BUSY_POLL_MS = 5000;

const isState = (v: string | null): v is JobState => (JOB_STATES as readonly string[]).includes(v ?? '');

function When({ job }: { job: AdminJob }) {
  const lines: [string, string | null][] = [
    ['Created', job.created_at],
    ['Started', job.started_at],
    [job.state === 'failed' ? 'Failed' : job.state === 'cancelled' ? 'Discarded' : 'Finished', job.finished_at],
    [job.attempts > 0 ? 'Next try' : 'Runs', job.next_try_at],
  ];
  return (
    <dl className="jobs-when">
      {lines
        .filter(([, at]) => at)
        .map(([label, at]) => (
          <div key={label}>
            <dt>{label}</dt>
            <dd>{formatDateTime(at as string)}</dd>
          </div>
        ))}
    </dl>
  );
}

export function JobsPage() {
  const [params, setParams] = useSearchParams();
  const stateParam = params.get('state');
  const query: AdminJobListQuery = {
    state: isState(stateParam) ? stateParam : undefined,
    queue: params.get('queue') || undefined,
    page: Number(params.get('page') ?? '1') || 1,
  };
  // While jobs wait or run the list follows them (a retried job runs within a second or two).
  const last = useAdminJobsQueryState(query).data;
  const busy = Boolean(last && last.counts.queued + last.counts.running > 0);
  const { data, isFetching, error } = useAdminJobsQuery(query, { pollingInterval: busy ? BUSY_POLL_MS : 0, skipPollingIfUnfocused: true });
  const [change, changing] = useChangeJobMutation();
  const [notice, setNotice] = useState<Notice | null>(null);
  const [discarding, setDiscarding] = useState<AdminJob | null>(null);
  const noticeRef = useRef<HTMLParagraphElement>(null);
  const failure = error ? readFailure(error, 'The jobs could not be loaded.') : null;

  // What an action did is where the person looks next: the notice takes focus (and scrolls into view).
  useEffect(() => {
    if (notice) noticeRef.current?.focus();
  }, [notice]);

  const setParam = (name: string, value: string) => {
    setNotice(null);
    setParams((p) => {
      if (value) p.set(name, value);
      else p.delete(name);
      p.delete('page');
      return p;
    });
  };

  const act = async (job: AdminJob, action: 'retry' | 'discard') => {
    setNotice(null);
    try {
      const res = await change({ queue: job.queue, id: job.id, action }).unwrap();
      setNotice({ text: res.message, error: false });
    } catch (err) {
      setNotice({ text: readFailure(err, action === 'retry' ? 'The job could not be retried. Try again.' : 'The job could not be discarded. Try again.').message, error: true });
    }
  };

  const list = data?.jobs;
  const counts = data?.counts;
  const total = counts ? JOB_STATES.reduce((n, s) => n + counts[s], 0) : null;
  const tabs: { value: JobState | ''; label: string; count: number | null }[] = [
    { value: '', label: 'All', count: total },
    ...JOB_STATES.map((s) => ({ value: s, label: JOB_STATE_LABELS[s], count: counts?.[s] ?? null })),
  ];
  const queueLabel = data?.queues.find((q) => q.name === query.queue)?.label;

  return (
    <>
      <h1 className="admin-title">Jobs</h1>
      <p className="jobs-intro">
        Work the store does after a change: mails, e-invoice registration, refunds, the payment provider’s events, reminders and imports. A job that fails is tried again for about a
        day; one that still fails, or is refused for good, waits here as <strong>Failed</strong>: Retry runs it once more, Discard drops it.
      </p>
      <nav className="jobs-tabs" aria-label="Job state">
        {tabs.map((tab) => {
          const on = (query.state ?? '') === tab.value;
          return (
            <button key={tab.value || 'all'} type="button" className={`jobs-tab${on ? ' jobs-tab--on' : ''}${tab.value === 'failed' && tab.count ? ' jobs-tab--alert' : ''}`} aria-pressed={on} onClick={() => setParam('state', tab.value)}>
              {tab.label}
              {tab.count !== null && <span className="jobs-tab__count"> {tab.count}</span>}
            </button>
          );
        })}
      </nav>
      <div className="a-card jobs-filters">
        <label className="a-field">
          Queue
          <select value={query.queue ?? ''} onChange={(e) => setParam('queue', e.target.value)}>
            <option value="">Every queue</option>
            {data?.queues.map((q) => (
              <option key={q.name} value={q.name}>
                {q.label}
              </option>
            ))}
          </select>
        </label>
      </div>
      {failure && (
        <p className="a-alert" role="alert">
          {failure.message}
        </p>
      )}
      {notice && (
        <p ref={noticeRef} tabIndex={-1} className={notice.error ? 'a-alert jobs-notice' : 'a-note jobs-notice jobs-notice--done'} role={notice.error ? 'alert' : 'status'}>
          {notice.text}
        </p>
      )}
      {/* A refused list (another desk's queue) says why above, with no empty table under it. */}
      {(list || !failure) && (
        <section className="a-card jobs-list" aria-busy={isFetching} aria-label="Jobs">
          <table className="a-table">
            <thead>
              <tr>
                <th scope="col">Job</th>
                <th scope="col">State</th>
                <th scope="col">When (India time)</th>
                <th scope="col">Why it failed</th>
                <th scope="col">
                  <span className="a-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {list?.data.map((job) => (
                <tr key={`${job.queue}-${job.id}`}>
                  <td data-label="Job">
                    <strong className="jobs-queue">{job.queue_label}</strong>
                    <span className="jobs-summary">{job.summary}</span>
                  </td>
                  <td data-label="State">
                    <span className={`a-badge jobs-state jobs-state--${job.state}`}>{JOB_STATE_LABELS[job.state]}</span>
                    <span className="jobs-tries">
                      {job.attempts === 0 ? 'Not tried yet' : `Try ${job.attempts} of ${job.max_attempts}`}
                    </span>
                  </td>
                  <td data-label="When">
                    <When job={job} />
                  </td>
                  <td data-label="Why it failed" className={`jobs-reason${job.reason ? '' : ' jobs-reason--none'}`}>
                    {job.reason ? (job.state === 'queued' ? `Last try: ${job.reason}` : job.reason) : <span className="jobs-none">—</span>}
                  </td>
                  <td className="jobs-actions">
                    {job.state === 'failed' && (
                      <>
                        <button type="button" className="a-btn a-btn--small" disabled={changing.isLoading} onClick={() => void act(job, 'retry')} aria-label={`Retry: ${job.queue_label}, ${job.summary}`}>
                          Retry
                        </button>
                        <button type="button" className="a-btn a-btn--small a-btn--danger" disabled={changing.isLoading} onClick={() => setDiscarding(job)} aria-label={`Discard: ${job.queue_label}, ${job.summary}`}>
                          Discard
                        </button>
                      </>
                    )}
                  </td>
                </tr>
              ))}
              {list && list.data.length === 0 && (
                <tr>
                  <td colSpan={5} className="a-empty">
                    {query.state === 'failed'
                      ? `No failed jobs${queueLabel ? ` in ${queueLabel}` : ''}: nothing needs you here.`
                      : query.state || query.queue
                        ? 'No jobs match these filters.'
                        : 'No jobs yet: mails and other work appear here as the store sends them.'}
                  </td>
                </tr>
              )}
            </tbody>
          </table>
          {list && <AdminPager page={list.current_page} lastPage={list.last_page} total={list.total} noun="job" label="Job pages" onPage={(n) => setParams((p) => (p.set('page', String(n)), p))} />}
        </section>
      )}
      {discarding && (
        <ConfirmDialog
          title="Discard this job?"
          confirmLabel="Discard job"
          onCancel={() => setDiscarding(null)}
          onConfirm={() => {
            const job = discarding;
            setDiscarding(null);
            void act(job, 'discard');
          }}
        >
          <p>
            <strong>{discarding.queue_label}</strong>: {discarding.summary}
          </p>
          {discarding.reason && <p>It failed: {discarding.reason}</p>}
          <p>It will not run again. If the work still needs doing, do it by hand (or Retry instead).</p>
        </ConfirmDialog>
      )}
    </>
  );
}
