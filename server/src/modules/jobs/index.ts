// What the job queue offers other areas: a stable job id for a business event, the error that
// fails a job at once, a running job's shape, and queueing mail in a transaction.
export { jobIdFor, PermanentJobError, type JobHandler, type RunningJob } from './jobQueue';
export { queueMail } from './mail';
