// The back office's CSV imports (products at /api/admin/imports, an account's price list at
// /api/admin/accounts/{id}/price-list/imports): a job started, its file sent as a text/csv body,
// the job polled for its progress, its errors paged. `base` is the kind's path.
import type { AdminImportErrorsResponse, AdminImportJobResponse } from '@contracts/adminImports';
import { adminApi } from '../api';

export const importApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    startImport: build.mutation<AdminImportJobResponse, { base: string; dry_run: boolean }>({
      query: ({ base, dry_run }) => ({ url: base, method: 'POST', body: { dry_run } }),
    }),
    /** The File itself is the body: the browser streams it, the server reads it as it arrives. */
    sendImportFile: build.mutation<AdminImportJobResponse, { base: string; id: number; file: Blob }>({
      query: ({ base, id, file }) => ({ url: `${base}/${id}/file`, method: 'PUT', body: file, headers: { 'content-type': 'text/csv' } }),
      // An applied import changes the products list and the accounts' rates.
      invalidatesTags: (res) => (res?.job.dry_run === false ? [{ type: 'Products', id: 'LIST' }, 'Accounts'] : []),
    }),
    importJob: build.query<AdminImportJobResponse, { base: string; id: number }>({ query: ({ base, id }) => `${base}/${id}` }),
    importErrors: build.query<AdminImportErrorsResponse, { base: string; id: number; page: number }>({
      query: ({ base, id, page }) => ({ url: `${base}/${id}/errors`, params: { page } }),
    }),
  }),
});

export const { useStartImportMutation, useSendImportFileMutation, useImportJobQuery, useImportErrorsQuery } = importApi;
