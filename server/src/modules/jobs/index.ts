// What the job queue offers other areas: queueing a mail in the transaction of the change it tells of.
export { queueMail } from './mail';
