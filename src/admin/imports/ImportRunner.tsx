// A CSV import as staff run it: choose the file, check it (a dry run: counts and every row error
// by line and column, paged), then import it, all or nothing. The file is sent, kept and queued;
// the bar follows the job the server keeps in the database until it has its outcome, so it moves
// whichever server process runs it.
import { useRef, useState, type ReactNode } from 'react';
import type { AdminImportJob } from '@contracts/adminImports';
import { readFailure } from '@/shared/api/failure';
import { AdminPager } from '../layout/AdminPager';
import { useImportErrorsQuery, useImportJobQuery, useImportJobState, useSendImportFileMutation, useStartImportMutation } from './api';
import './ImportRunner.css';

interface Props {
  /** The kind's API path, e.g. /imports. */
  base: string;
  /** What the file holds, for the labels ("product CSV"). */
  what: string;
  /** What one row is ("product", "rate"), for the counts. */
  noun: string;
  /** Shown under the file chooser: the columns the file needs. */
  hint: ReactNode;
}

const PHASE: Record<AdminImportJob['status'], string> = {
  waiting: 'Sending the file',
  reading: 'Reading the file',
  queued: 'Queued: waiting for its turn',
  checking: 'Checking every row',
  writing: 'Writing the changes',
  done: 'Finished',
  refused: 'Finished with errors',
  failed: 'Refused',
};

/** A job in one of these has its outcome (contracts/adminImports.ts IMPORT_FINISHED: wire types only reach the browser as types). */
const FINISHED: readonly AdminImportJob['status'][] = ['done', 'refused', 'failed'];

const sameFile = (a: File | null, b: File | null) => Boolean(a && b && a.name === b.name && a.size === b.size && a.lastModified === b.lastModified);

function Counts({ job, noun }: { job: AdminImportJob; noun: string }) {
  const c = job.counts;
  if (!c) return null;
  const rows = `${c.rows} ${c.rows === 1 ? 'row' : 'rows'}`;
  const list = [`${c.created} new`, `${c.updated} changed`, `${c.unchanged} unchanged`, ...(c.removed ? [`${c.removed} removed`] : [])].join(', ');
  let outcome = null;
  if (job.status === 'done' && job.dry_run) outcome = <p className="imp-ok">The file is ready: {rows} would give {list}. Nothing has changed yet.</p>;
  else if (job.status === 'done') outcome = <p className="imp-ok">Imported {rows}: {list} ({noun}s).</p>;
  return (
    <>
      {outcome}
      <Cleaned job={job} />
    </>
  );
}

/** What the sanitiser took out of long descriptions (scripts, event handlers, javascript: links), by line. */
function Cleaned({ job }: { job: AdminImportJob }) {
  const n = job.counts?.cleaned_count ?? 0;
  const listed = job.counts?.cleaned ?? [];
  if (n === 0) return null;
  return (
    <div className="imp-cleaned" role="status">
      <p>
        Unsafe markup {job.dry_run ? 'will be' : 'was'} removed from the long description of {n} {n === 1 ? 'row' : 'rows'}; the rest of each description is kept.
      </p>
      <ul>
        {listed.map((c) => (
          <li key={c.line}>
            Line {c.line} <span className="mono">{c.sku}</span>: {c.message}
          </li>
        ))}
        {n > listed.length ? <li>… and {n - listed.length} more.</li> : null}
      </ul>
    </div>
  );
}

function ErrorTable({ base, job }: { base: string; job: AdminImportJob }) {
  const [page, setPage] = useState(1);
  const { data, isFetching } = useImportErrorsQuery({ base, id: job.id, page });
  const errors = data?.errors;
  if (!errors || errors.total === 0) return null;
  return (
    <div className="imp-errors">
      <table className={`a-table imp-errors__table${isFetching ? ' is-stale' : ''}`}>
        <caption className="imp-errors__caption">Errors in the file, by line</caption>
        <thead>
          <tr>
            <th scope="col" className="num">Line</th>
            <th scope="col">SKU</th>
            <th scope="col">Column</th>
            <th scope="col">Error</th>
          </tr>
        </thead>
        <tbody>
          {errors.data.map((e, i) => (
            <tr key={`${e.line}-${i}`}>
              <td className="num" data-label="Line">{e.line || '—'}</td>
              <td className="mono" data-label="SKU">{e.sku || '—'}</td>
              <td className="mono" data-label="Column">{e.field || 'row'}</td>
              <td data-label="Error">{e.message}</td>
            </tr>
          ))}
        </tbody>
      </table>
      <AdminPager page={errors.current_page} lastPage={errors.last_page} total={errors.total} noun="error" label="Error pages" onPage={setPage} />
    </div>
  );
}

export function ImportRunner({ base, what, noun, hint }: Props) {
  const input = useRef<HTMLInputElement>(null);
  const [file, setFile] = useState<File | null>(null);
  /** The file the current job was given. */
  const [jobFile, setJobFile] = useState<File | null>(null);
  const [jobId, setJobId] = useState<number | null>(null);
  const [sending, setSending] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [start] = useStartImportMutation();
  const [send] = useSendImportFileMutation();
  const args = { base, id: jobId ?? 0 };
  // The job as last polled decides the polling: quick while it runs, slower while it waits for its turn, none once finished.
  const { data: seen } = useImportJobState(args, { skip: jobId === null });
  const seenJob = jobId !== null && seen?.job.id === jobId ? seen.job : null;
  const running = sending || (seenJob !== null && !FINISHED.includes(seenJob.status));
  const { data, refetch } = useImportJobQuery(args, { skip: jobId === null, pollingInterval: running ? (seenJob?.status === 'queued' ? 2000 : 400) : 0 });
  const job = jobId !== null && data?.job.id === jobId ? data.job : null;

  const run = async (dryRun: boolean) => {
    if (!file) return;
    setProblem(null);
    setSending(true);
    try {
      const started = await start({ base, dry_run: dryRun }).unwrap();
      setJobId(started.job.id);
      setJobFile(file);
      try {
        await send({ base, id: started.job.id, file }).unwrap();
      } catch {
        // A refusal of the file (too large, not text) is in the job; only a lost connection needs words here.
        const final = await refetch();
        if (!final.data || !FINISHED.includes(final.data.job.status)) {
          setJobId(null);
          setProblem('The file did not reach the server. Try again.');
        }
      }
    } catch (err) {
      setProblem(readFailure(err, 'The import could not start. Try again.').message);
    } finally {
      setSending(false);
    }
  };

  // Import applies the file whose check (a dry run) just found no errors.
  const ready = job !== null && job.status === 'done' && job.dry_run && sameFile(file, jobFile);
  const progress = job?.progress ?? 0;
  return (
    <div className="imp">
      <div className="imp-choose">
        <div className="a-field">
          <label htmlFor={`${base}-file`}>The {what} file</label>
          <input
            ref={input}
            id={`${base}-file`}
            type="file"
            accept=".csv,text/csv"
            disabled={running}
            aria-describedby={`${base}-hint`}
            onChange={(e) => {
              setFile(e.target.files?.[0] ?? null);
              setJobId(null);
              setProblem(null);
            }}
          />
          <span id={`${base}-hint`} className="imp-hint">
            {hint}
          </span>
        </div>
        <div className="imp-buttons">
          <button type="button" className="a-btn a-btn--ghost" disabled={!file || running} onClick={() => run(true)}>
            Check the file
          </button>
          <button type="button" className="a-btn" disabled={!ready || running} onClick={() => run(false)}>
            Import
          </button>
        </div>
        {!ready && file && !running && !(job?.status === 'done' && !job.dry_run) && <p className="imp-hint">Check the file first: Import applies a file whose check found no errors.</p>}
      </div>
      {(running || job) && (
        <div className="imp-progress" aria-live="polite">
          <label htmlFor={`${base}-bar`} className="imp-progress__label">
            {job ? PHASE[job.status] : PHASE.waiting}
            {job?.dry_run === false ? ' (import)' : ' (check)'} · {progress}%
          </label>
          <progress id={`${base}-bar`} max={100} value={progress}>
            {progress}%
          </progress>
          {running && job?.message && <p className="imp-hint">{job.message}</p>}
        </div>
      )}
      {problem && (
        <p className="a-alert" role="alert">
          {problem}
        </p>
      )}
      {job && !running && (
        <div className="imp-result">
          {job.message && (
            <p className="a-alert" role="alert">
              {job.message}
            </p>
          )}
          <Counts job={job} noun={noun} />
          {(job.status === 'refused' || job.status === 'failed') && <ErrorTable key={job.id} base={base} job={job} />}
        </div>
      )}
    </div>
  );
}
