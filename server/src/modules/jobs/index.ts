// What the job queue offers other areas: mails queued in the transaction of the change they tell
// about, and the failed jobs a role sees (the Inbox's card).
import { queueMail } from './mail';

export { queueMail };
export { failedJobs } from './admin';

/** What queueing a mail needs: the queue and the store's sender address (the Services bundle has both). */
export type MailContext = Parameters<typeof queueMail>[0];
