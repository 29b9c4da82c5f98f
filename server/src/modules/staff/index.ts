// The staff area's public face for other areas: the audit log writer and who made a change.
export { CLI_ACTOR, recordAudit, type Actor, type AuditRecord } from './audit';
