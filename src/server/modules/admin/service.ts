/** The admin module's surface for other modules: the audit log that voters' own changes also go to. */
export { type AuditRecord, recordAudit } from "./audit";
