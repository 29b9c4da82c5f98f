// The back office's CSV imports (/api/admin/imports): a job started, its file streamed to it and
// queued, the job polled for its progress and outcome, its row errors paged; and the catalogue export.
import { Type, type Static } from 'typebox';
import { Id, Nullable, OneOf, Paged, PageQuery, Timestamp } from './common';

export const IMPORT_KINDS = ['products', 'price_list'] as const;
export type ImportKind = (typeof IMPORT_KINDS)[number];
/**
 * waiting for its file, reading it, queued (the file is kept; the job queue runs imports one at a
 * time per server process), checking rows, writing them; then done, refused (row errors) or failed
 * (not the format, or the server could not finish it).
 */
export const IMPORT_STATUSES = ['waiting', 'reading', 'queued', 'checking', 'writing', 'done', 'refused', 'failed'] as const;
export type ImportStatus = (typeof IMPORT_STATUSES)[number];
export const IMPORT_FINISHED: readonly ImportStatus[] = ['done', 'refused', 'failed'];
/** Row errors a job keeps (the count covers them all); a page of the error table holds IMPORT_ERRORS_PAGE. */
export const IMPORT_MAX_ERRORS = 50_000;
export const IMPORT_ERRORS_PAGE = 50;
/** The largest file the back office takes (100,000 products with full descriptions are ~150 MB). */
export const IMPORT_MAX_BYTES = 512 * 1024 * 1024;

export const AdminImportStart = Type.Object({
  dry_run: Type.Boolean({ description: 'Check the file and report what it would do; change nothing.' }),
});
export type AdminImportStart = Static<typeof AdminImportStart>;

export const AdminImportParams = Type.Object({ id: Id });
export const AdminAccountImportParams = Type.Object({ id: Id, job: Id });

export const AdminImportCounts = Type.Object({
  rows: Type.Integer(),
  created: Type.Integer({ description: 'New products (or new rates).' }),
  updated: Type.Integer({ description: 'Changed products (or rates).' }),
  unchanged: Type.Integer(),
  removed: Type.Integer({ description: 'Rates removed (price lists: an empty rate); 0 for products.' }),
  brands_created: Type.Array(Type.String()),
  /** Product rows whose long description had unsafe markup removed, and the first of them with what went. */
  cleaned_count: Type.Optional(Type.Integer()),
  cleaned: Type.Optional(Type.Array(Type.Object({ line: Type.Integer(), sku: Type.String(), message: Type.String() }))),
});
export type AdminImportCounts = Static<typeof AdminImportCounts>;

export const AdminImportJob = Type.Object({
  id: Id,
  kind: OneOf(IMPORT_KINDS),
  dry_run: Type.Boolean(),
  status: OneOf(IMPORT_STATUSES),
  progress: Type.Integer({ minimum: 0, maximum: 100 }),
  counts: Nullable(AdminImportCounts),
  error_count: Type.Integer({ description: 'Rows with errors (each may have several).' }),
  message: Nullable(Type.String({ description: 'Why the file was refused or the import failed, in words; while queued again after a failed try, why.' })),
  started_by: Nullable(Type.String()),
  created_at: Timestamp,
  updated_at: Timestamp,
});
export type AdminImportJob = Static<typeof AdminImportJob>;
export const AdminImportJobResponse = Type.Object({ status: Type.Boolean(), job: AdminImportJob });
export type AdminImportJobResponse = Static<typeof AdminImportJobResponse>;

export const AdminImportError = Type.Object({
  line: Type.Integer({ description: 'The file line the row starts on (1 is the header).' }),
  sku: Type.String(),
  field: Type.String({ description: 'The column the error is about; empty when it is about the whole row.' }),
  message: Type.String(),
});
export type AdminImportError = Static<typeof AdminImportError>;
export const AdminImportErrorsQuery = PageQuery;
export const AdminImportErrorsResponse = Type.Object({ status: Type.Boolean(), errors: Paged(AdminImportError) });
export type AdminImportErrorsResponse = Static<typeof AdminImportErrorsResponse>;

export const AdminExportResponse = Type.String({ description: 'CSV (text/csv), the product import format.' });
