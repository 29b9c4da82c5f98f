// What the staff area offers other areas: the audit log (record a change in its transaction, read an entity's history).
export { CLI_ACTOR, historyOf, recordAudit, searchAudit, type Actor, type AuditRecord } from './audit';
