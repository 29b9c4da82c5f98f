// What the job queue's area offers other areas: the failed jobs a role sees (the Inbox's card).
export { failedJobs } from './admin';
