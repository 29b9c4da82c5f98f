// The back office's one RTK Query API for /api/admin (its own, apart from the storefront's
// baseApi: that one carries a customer's token, this one a staff member's). Only the session's
// calls live here; each area injects its own endpoints in src/admin/<area>/api.ts.
import type { TagDescription } from '@reduxjs/toolkit/query';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { StaffMeResponse, StaffSignInRequest, StaffSignedInResponse } from '@contracts/staff';
import { staffActive, staffSessionEnded, type AdminSessionState } from './session';

const rawBaseQuery = fetchBaseQuery({
  baseUrl: `${globalThis.location?.origin ?? ''}/api/admin`,
  prepareHeaders(headers, { getState }) {
    const token = (getState() as { session: AdminSessionState }).session.token;
    if (token) headers.set('authorization', `Bearer ${token}`);
    headers.set('accept', 'application/json');
    return headers;
  },
});

/** A 401 on a call that carried a token means the session ended (idle time-out, deactivation). */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const sentWithToken = Boolean((api.getState() as { session: AdminSessionState }).session.token);
  const result = await rawBaseQuery(args, api, extra);
  if (!sentWithToken) return result;
  if (result.error?.status === 401) api.dispatch(staffSessionEnded());
  else if (result.meta?.response) api.dispatch(staffActive(Date.now()));
  return result;
};

/** Drops empty filters from a list's query so the address and the cache key stay clean. */
export const cleanParams = <T extends object>(params: T): Record<string, string | number> =>
  Object.fromEntries(Object.entries(params).filter(([, v]) => v !== '' && v != null)) as Record<string, string | number>;

// Each area adds its tag names here (one line) when it injects its endpoints.
const TAG_TYPES = ['Staff', 'Audit', 'Inbox', 'Inquiries', 'ItemRequests', 'Accounts', 'Orders', 'Quotations', 'Products', 'Categories', 'Brands', 'Content', 'Settings', 'Jobs'] as const;
type AdminTag = TagDescription<(typeof TAG_TYPES)[number]>;

/**
 * A save's tags, invalidated only when it succeeded. A refused save must not refetch the record
 * the form is editing: the new version would start the form again and drop what was typed.
 */
export const whenSaved =
  (...tags: AdminTag[]) =>
  (_result: unknown, error: unknown): AdminTag[] =>
    error ? [] : tags;

export const adminApi = createApi({
  reducerPath: 'adminApi',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: (build) => ({
    signIn: build.mutation<StaffSignedInResponse, StaffSignInRequest>({
      query: (body) => ({ url: '/signin', method: 'POST', body }),
    }),
    signOut: build.mutation<{ status: boolean }, void>({
      query: () => ({ url: '/signout', method: 'POST' }),
    }),
    me: build.query<StaffMeResponse, void>({ query: () => '/me' }),
  }),
});

export const { useSignInMutation, useSignOutMutation, useMeQuery, useLazyMeQuery } = adminApi;
