// The Jobs screen's plain data, read by the server and at run time by the back office: who sees it
// and the states a job is listed under. No schemas here (contracts/adminJobs.ts has the wire).
import type { StaffRole } from './staffRules';

/**
 * Who opens the Jobs screen: Admin sees every queue, Finance the queues of its desk (the server
 * decides which, from the queues' policies, on every call).
 */
export const JOB_ROLES: readonly StaffRole[] = ['admin', 'finance'];

/**
 * A job as staff read it: waiting to run (first try or a retry), running, failed for good (Retry or
 * Discard it), done, or cancelled (discarded by staff).
 */
export const JOB_STATES = ['failed', 'queued', 'running', 'done', 'cancelled'] as const;
export type JobState = (typeof JOB_STATES)[number];

export const JOB_STATE_LABELS: Record<JobState, string> = {
  failed: 'Failed',
  queued: 'Queued',
  running: 'Running',
  done: 'Done',
  cancelled: 'Cancelled',
};

/** Jobs on one page of the list. */
export const JOBS_PAGE_SIZE = 25;
