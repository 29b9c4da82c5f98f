// The back office's CSV imports (products at /api/admin/imports, an account's price list at
// /api/admin/accounts/{id}/price-list/imports): a job started, its file sent as a text/csv body
// (the server keeps it and queues the job), the job polled for its progress and outcome, its
// errors paged. `base` is the kind's path.
import type { AdminImportErrorsResponse, AdminImportJobResponse } from '@contracts/adminImports';
import { adminApi } from '../api';

export const importApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    startImport: build.mutation<AdminImportJobResponse, { base: string; dry_run: boolean }>({
      query: ({ base, dry_run }) => ({ url: base, method: 'POST', body: { dry_run } }),
    }),
    /** The File itself is the body: the browser streams it; the server answers once it is kept and queued. */
    sendImportFile: build.mutation<AdminImportJobResponse, { base: string; id: number; file: Blob }>({
      query: ({ base, id, file }) => ({ url: `${base}/${id}/file`, method: 'PUT', body: file, headers: { 'content-type': 'text/csv' } }),
    }),
    importJob: build.query<AdminImportJobResponse, { base: string; id: number }>({
      query: ({ base, id }) => `${base}/${id}`,
      // The poll that sees an import finish: the applied import changed the products list and the accounts' rates.
      async onQueryStarted(_args, { dispatch, getCacheEntry, queryFulfilled }) {
        const before = getCacheEntry().data?.job.status;
        try {
          const { data } = await queryFulfilled;
          if (data.job.status === 'done' && !data.job.dry_run && before !== 'done') dispatch(adminApi.util.invalidateTags([{ type: 'Products', id: 'LIST' }, 'Accounts']));
        } catch {
          // A failed poll changes nothing; the next one tries again.
        }
      },
    }),
    importErrors: build.query<AdminImportErrorsResponse, { base: string; id: number; page: number }>({
      query: ({ base, id, page }) => ({ url: `${base}/${id}/errors`, params: { page } }),
    }),
  }),
});

export const { useStartImportMutation, useSendImportFileMutation, useImportJobQuery, useImportErrorsQuery } = importApi;
/** The job as last polled, without polling (the runner decides from it how often to poll). */
export const useImportJobState = importApi.endpoints.importJob.useQueryState;
