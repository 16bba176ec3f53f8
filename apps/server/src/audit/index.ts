// The audit log's writer, shared by the operator console and buy-out processing (one place decides
// what an audit row holds).
export { writeAudit, type AuditDb, type AuditEntry } from './write-audit.js';
