// The staff area's public face for other areas: the audit log they write their changes to (in the
// change's own transaction) and read a thing's history from.
export { CLI_ACTOR, recordAudit, searchAudit, type Actor, type AuditRecord } from './audit';
