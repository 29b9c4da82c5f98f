// What the job queue offers other areas: mails queued in the transaction of the change they tell
// about, stable job ids, and what became of a job an area queued.
import { queueMail } from './mail';

export { queueMail };
export { jobIdFor, type RunningJob } from './jobQueue';
export { EXPIRED_REASON, jobState, type JobState } from './state';

/** What queueing a mail needs: the queue and the store's sender address (the Services bundle has both). */
export type MailContext = Parameters<typeof queueMail>[0];
