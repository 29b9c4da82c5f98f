// The store's job queues: what runs after a commit, how often it is tried, and which desk sees it.
// Each queue is a row of pgboss.queue, created by a migration (0054_job_queue.sql creates these;
// a new queue is a new migration calling pgboss.create_queue). The policies below are sent with
// every job, so a change here applies to the jobs enqueued after it.

/** Which back-office desk sees a queue's jobs on the Jobs screen (Admin sees every queue). */
export type JobDesk = 'admin' | 'finance';

export interface QueuePolicy {
  /** What staff read on the Jobs screen. */
  label: string;
  desk: JobDesk;
  /**
   * Tries after the first. A transient failure (SMTP down, the portal's "try later", a provider
   * 5xx) waits 30 s, then twice as long each time, never more than 30 minutes (runner.ts): 60
   * retries cover more than a day. A permanent refusal (PermanentJobError) fails at once.
   */
  retryLimit: number;
  /** A running job not finished in this long is taken to have died with its process and is retried. */
  expireInSeconds: number;
  /** Scheduled jobs: a cron expression (UTC), run once per period across every process. */
  cron?: string;
}

const DAY_OF_RETRIES = 60;

export const QUEUES = {
  mail: { label: 'Mail', desk: 'admin', retryLimit: DAY_OF_RETRIES, expireInSeconds: 5 * 60 },
  'einvoice-register': { label: 'E-invoice registration', desk: 'finance', retryLimit: DAY_OF_RETRIES, expireInSeconds: 5 * 60 },
  'refund-send': { label: 'Refund sent to the payment provider', desk: 'finance', retryLimit: DAY_OF_RETRIES, expireInSeconds: 5 * 60 },
  'refund-check': { label: 'Check of pending refunds', desk: 'finance', retryLimit: 0, expireInSeconds: 10 * 60, cron: '*/15 * * * *' },
  'payment-event': { label: 'Payment provider event', desk: 'finance', retryLimit: DAY_OF_RETRIES, expireInSeconds: 5 * 60 },
  'due-reminders': { label: 'Payment due reminders', desk: 'finance', retryLimit: 2, expireInSeconds: 30 * 60, cron: '0 * * * *' },
  'quote-file-sweep': { label: 'Expired quotation files sweep', desk: 'admin', retryLimit: 0, expireInSeconds: 10 * 60, cron: '*/10 * * * *' },
  'catalog-import': { label: 'Product CSV import', desk: 'admin', retryLimit: 1, expireInSeconds: 60 * 60 },
} as const satisfies Record<string, QueuePolicy>;

export type QueueName = keyof typeof QUEUES;

export const QUEUE_NAMES = Object.keys(QUEUES) as QueueName[];

/** The queues a desk sees: Admin every one, Finance its own. */
export function queuesOf(desk: JobDesk): QueueName[] {
  return desk === 'admin' ? QUEUE_NAMES : QUEUE_NAMES.filter((q) => QUEUES[q].desk === desk);
}

/** The wait before retry number `retry` (1 = the first retry): 30 s doubling, at most 30 minutes. */
export function retryDelaySeconds(retry: number): number {
  return Math.min(30 * 2 ** Math.max(0, retry - 1), 30 * 60);
}
