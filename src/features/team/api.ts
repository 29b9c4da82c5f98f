// The company admin's Team endpoints (/api/company-users): the users, invitations, role,
// limits, disable and enable. Every change refreshes the list.
import type { StatusMessage } from '@contracts/common';
import type { CompanyUser, CompanyUserResponse, CompanyUsersResponse, InviteRequest, UpdateCompanyUserRequest } from '@contracts/companyUsers';
import { baseApi } from '@/shared/api/baseApi';

const LIST = { type: 'Team', id: 'LIST' } as const;
const path = (id: string, tail = '') => `/company-users/${encodeURIComponent(id)}${tail}`;

export const teamApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getTeam: build.query<CompanyUser[], void>({
      query: () => '/company-users',
      transformResponse: (r: CompanyUsersResponse) => r.data.users,
      providesTags: [LIST],
    }),
    inviteUser: build.mutation<CompanyUser, InviteRequest>({
      query: (body) => ({ url: '/company-users', method: 'POST', body }),
      transformResponse: (r: CompanyUserResponse) => r.data,
      invalidatesTags: [LIST],
    }),
    updateUser: build.mutation<CompanyUser, UpdateCompanyUserRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: path(id), method: 'PATCH', body }),
      transformResponse: (r: CompanyUserResponse) => r.data,
      // The admin may change their own role: the menu reads it.
      invalidatesTags: [LIST, { type: 'Team', id: 'ME' }],
    }),
    setUserEnabled: build.mutation<CompanyUser, { id: string; enabled: boolean }>({
      query: ({ id, enabled }) => ({ url: path(id, enabled ? '/enable' : '/disable'), method: 'POST' }),
      transformResponse: (r: CompanyUserResponse) => r.data,
      invalidatesTags: [LIST],
    }),
    resendInvitation: build.mutation<CompanyUser, string>({
      query: (id) => ({ url: path(id, '/resend-invitation'), method: 'POST' }),
      transformResponse: (r: CompanyUserResponse) => r.data,
      invalidatesTags: [LIST],
    }),
    revokeInvitation: build.mutation<StatusMessage, string>({
      query: (id) => ({ url: path(id, '/invitation'), method: 'DELETE' }),
      invalidatesTags: [LIST],
    }),
  }),
});

export const { useGetTeamQuery, useInviteUserMutation, useUpdateUserMutation, useSetUserEnabledMutation, useResendInvitationMutation, useRevokeInvitationMutation } =
  teamApi;
