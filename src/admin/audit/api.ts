// The Audit screen's call (Admin only): the change log, filtered and paged by the server.
import type { AuditListResponse, AuditQuery } from '@contracts/staff';
import { adminApi, cleanParams } from '../api';

const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    audit: build.query<AuditListResponse, AuditQuery>({
      query: (params) => ({ url: '/audit', params: cleanParams(params) }),
      providesTags: ['Audit'],
    }),
  }),
});

export const { useAuditQuery } = auditApi;
