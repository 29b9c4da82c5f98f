// What the job queue offers other areas: mails queued in the transaction of the change they tell
// about, a stable job id for a business event, the error that fails a job at once, a running
// job's shape, what became of a job an area queued, and the failed jobs a role sees (the Inbox's card).
import { queueMail } from './mail';

export { queueMail };
export { jobIdFor, PermanentJobError, type JobHandler, type RunningJob } from './jobQueue';
export { EXPIRED_REASON, jobState, type JobState } from './state';
export { failedJobs } from './admin';

/** What queueing a mail needs: the queue and the store's sender address (the Services bundle has both). */
export type MailContext = Parameters<typeof queueMail>[0];
