// The Staff screen's calls (Admin only): the list, a new member, a role change, a deactivation.
import type { StaffCreateRequest, StaffListResponse, StaffMemberResponse } from '@contracts/staff';
import type { StaffRole } from '@contracts/staffRules';
import { adminApi } from '../api';

const staffApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    staffList: build.query<StaffListResponse, void>({
      query: () => '/staff',
      providesTags: (r) => [{ type: 'Staff', id: 'LIST' }, ...(r?.staff ?? []).map((s) => ({ type: 'Staff' as const, id: s.id }))],
    }),
    createStaff: build.mutation<StaffMemberResponse, StaffCreateRequest>({
      query: (body) => ({ url: '/staff', method: 'POST', body }),
      invalidatesTags: [{ type: 'Staff', id: 'LIST' }, 'Audit'],
    }),
    changeRole: build.mutation<StaffMemberResponse, { id: number; role: StaffRole }>({
      query: ({ id, role }) => ({ url: `/staff/${id}/role`, method: 'POST', body: { role } }),
      invalidatesTags: (_r, _e, { id }) => [{ type: 'Staff', id }, 'Audit'],
    }),
    deactivate: build.mutation<StaffMemberResponse, number>({
      query: (id) => ({ url: `/staff/${id}/deactivate`, method: 'POST' }),
      invalidatesTags: (_r, _e, id) => [{ type: 'Staff', id }, 'Audit'],
    }),
  }),
});

export const { useStaffListQuery, useCreateStaffMutation, useChangeRoleMutation, useDeactivateMutation } = staffApi;
