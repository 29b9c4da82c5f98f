// The back office's Jobs screen (/api/admin/jobs): the queue's jobs newest first by state and
// queue, with why a failed one failed, and Retry or Discard of a failed job.
import { Type, type Static } from 'typebox';
import { Nullable, OneOf, Paged, Timestamp, type PagedOf } from './common';
import { JOB_STATES } from './adminJobRules';

export const AdminJobListQuery = Type.Object({
  state: Type.Optional(OneOf(JOB_STATES, { description: 'Only jobs in this state; every state when absent.' })),
  queue: Type.Optional(Type.String({ maxLength: 64, description: 'Only this queue’s jobs (its name, e.g. mail).' })),
  page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })),
});
export type AdminJobListQuery = Static<typeof AdminJobListQuery>;

export const AdminJobParams = Type.Object({
  queue: Type.String({ maxLength: 64 }),
  id: Type.String({ maxLength: 64 }),
});
export type AdminJobParams = Static<typeof AdminJobParams>;

export const AdminJob = Type.Object({
  id: Type.String({ description: 'The job’s id (a UUID).' }),
  queue: Type.String(),
  queue_label: Type.String(),
  state: OneOf(JOB_STATES),
  attempts: Type.Integer({ minimum: 0, description: 'Tries so far, the running one included.' }),
  max_attempts: Type.Integer({ minimum: 1, description: 'Tries allowed in all: the first and its retries.' }),
  created_at: Timestamp,
  started_at: Nullable(Timestamp),
  finished_at: Nullable(Timestamp),
  next_try_at: Nullable(Type.String({ format: 'date-time', description: 'A queued job: when it runs (a retry waits 30 s, doubling, at most 30 minutes).' })),
  reason: Nullable(Type.String({ description: 'Why the last try failed (failed, cancelled, or queued for a retry).' })),
  summary: Type.String({ description: 'What the job is about in one line: a mail’s kind and recipient, or the order, refund or document it concerns. Never a mail’s text, link or token.' }),
});
export type AdminJob = Static<typeof AdminJob>;

export const AdminJobQueue = Type.Object({ name: Type.String(), label: Type.String() });
export type AdminJobQueue = Static<typeof AdminJobQueue>;

/** Jobs per state in the queues listed (the queue filter applies, the state filter does not). */
export const AdminJobCounts = Type.Object({
  failed: Type.Integer(),
  queued: Type.Integer(),
  running: Type.Integer(),
  done: Type.Integer(),
  cancelled: Type.Integer(),
});
export type AdminJobCounts = Static<typeof AdminJobCounts>;

export const AdminJobListResponse = Type.Object({
  status: Type.Boolean(),
  jobs: Paged(AdminJob),
  counts: AdminJobCounts,
  queues: Type.Array(AdminJobQueue, { description: 'The queues the signed-in role sees.' }),
});
export type AdminJobListResponse = { status: boolean; jobs: PagedOf<AdminJob>; counts: AdminJobCounts; queues: AdminJobQueue[] };

export const AdminJobChangeResponse = Type.Object({ status: Type.Boolean(), message: Type.String(), job: AdminJob });
export type AdminJobChangeResponse = Static<typeof AdminJobChangeResponse>;
