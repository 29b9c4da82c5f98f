// What the job queue offers other areas: mails queued in the transaction of the change they tell about.
import { queueMail } from './mail';

export { queueMail };

/** What queueing a mail needs: the queue and the store's sender address (the Services bundle has both). */
export type MailContext = Parameters<typeof queueMail>[0];
