// What the quotations area offers other areas: a quotation's status as of now (expiry read from the clock).
export { effectiveStatus } from './status';
