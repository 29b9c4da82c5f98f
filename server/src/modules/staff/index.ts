// The staff area's public file: what other areas use (the audit log's writer, inside their
// own transactions).
export { recordAudit, type Actor, type AuditRecord } from './audit';
