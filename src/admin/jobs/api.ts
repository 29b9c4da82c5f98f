// The Jobs screen's calls: the filtered list with its counts, and Retry / Discard of a failed job.
// An action's answer, refused or not, refreshes the list (a 409 means it changed meanwhile), the
// Inbox's count and the audit log.
import type { AdminJobChangeResponse, AdminJobListQuery, AdminJobListResponse } from '@contracts/adminJobs';
import { adminApi, cleanParams } from '../api';

const jobsApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminJobs: build.query<AdminJobListResponse, AdminJobListQuery>({
      query: (params) => ({ url: '/jobs', params: cleanParams(params) }),
      providesTags: ['Jobs'],
    }),
    changeJob: build.mutation<AdminJobChangeResponse, { queue: string; id: string; action: 'retry' | 'discard' }>({
      query: ({ queue, id, action }) => ({ url: `/jobs/${encodeURIComponent(queue)}/${encodeURIComponent(id)}/${action}`, method: 'POST', body: {} }),
      invalidatesTags: () => ['Jobs', 'Inbox', 'Audit'],
    }),
  }),
});

export const { useAdminJobsQuery, useChangeJobMutation } = jobsApi;
/** The list as last read, without asking for it (the screen polls while jobs wait or run). */
export const useAdminJobsQueryState = jobsApi.endpoints.adminJobs.useQueryState;
