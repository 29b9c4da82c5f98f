// The Audit screen's calls (Admin only): the change log, filtered and paged by the server, and the kinds of record it holds.
import type { AuditEntityTypesResponse, AuditListResponse, AuditQuery } from '@contracts/staff';
import { adminApi, cleanParams } from '../api';

const auditApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    audit: build.query<AuditListResponse, AuditQuery>({
      query: (params) => ({ url: '/audit', params: cleanParams(params) }),
      providesTags: ['Audit'],
    }),
    auditEntityTypes: build.query<AuditEntityTypesResponse, void>({
      query: () => '/audit/entity-types',
      providesTags: ['Audit'],
    }),
  }),
});

export const { useAuditQuery, useAuditEntityTypesQuery } = auditApi;
