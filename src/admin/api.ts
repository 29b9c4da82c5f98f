// The back office's one RTK Query API for /api/admin (its own, apart from the storefront's
// baseApi: that one carries a customer's token; this one rides on the staff session's HttpOnly
// cookie, which the browser adds by itself, plus the session's CSRF token on every call). Only the
// session's calls live here; each area injects its own endpoints in src/admin/<area>/api.ts.
import type { TagDescription } from '@reduxjs/toolkit/query';
import { createApi, fetchBaseQuery, type BaseQueryFn, type FetchArgs, type FetchBaseQueryError } from '@reduxjs/toolkit/query/react';
import type { StaffSessionResponse, StaffSignInRequest, StaffSignedInResponse } from '@contracts/staff';
import { STAFF_CSRF_HEADER, STAFF_CSRF_REFUSED } from '@contracts/staffRules';
import { csrfRenewed, sessionFound, staffActive, staffSessionEnded, type AdminSessionState } from './session';

const sessionOf = (getState: () => unknown) => (getState() as { session: AdminSessionState }).session;

const rawBaseQuery = fetchBaseQuery({
  baseUrl: `${globalThis.location?.origin ?? ''}/api/admin`,
  // The session cookie goes with same-origin calls only; the back office never calls elsewhere.
  credentials: 'same-origin',
  prepareHeaders(headers, { getState }) {
    const csrf = sessionOf(getState).csrfToken;
    if (csrf) headers.set(STAFF_CSRF_HEADER, csrf);
    headers.set('accept', 'application/json');
    return headers;
  },
});

const csrfRefused = (error: FetchBaseQueryError | undefined) => error?.status === 403 && (error.data as { message?: unknown } | undefined)?.message === STAFF_CSRF_REFUSED;

/**
 * A 401 on a call of a signed-in tab means the session ended (idle time-out, deactivation, a
 * sign-out elsewhere). A CSRF refusal means this tab holds an old token (the browser signed in
 * again meanwhile): the server's current one is fetched and the call, refused before it did
 * anything, is made once more, but only when the session is still the same member's.
 */
const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const signedInAs = sessionOf(api.getState).staff;
  let result = await rawBaseQuery(args, api, extra);
  if (!signedInAs) return result;
  if (csrfRefused(result.error)) {
    const current = (await rawBaseQuery('/session', api, extra)).data as StaffSessionResponse | undefined;
    if (current?.csrf_token && current.staff.id === signedInAs.id) {
      api.dispatch(csrfRenewed(current.csrf_token));
      result = await rawBaseQuery(args, api, extra);
    } else if (current) {
      api.dispatch(sessionFound({ staff: current.staff, csrfToken: current.csrf_token, timeout: current.timeout }));
      return result;
    }
  }
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
    // A cookie session: the answer carries the CSRF token, never the session's token.
    signIn: build.mutation<StaffSignedInResponse, Omit<StaffSignInRequest, 'session'>>({
      query: (body) => ({ url: '/signin', method: 'POST', body: { ...body, session: 'cookie' } }),
    }),
    signOut: build.mutation<{ status: boolean }, void>({
      query: () => ({ url: '/signout', method: 'POST' }),
    }),
    session: build.query<StaffSessionResponse, void>({ query: () => '/session' }),
  }),
});

export const { useSignInMutation, useSignOutMutation, useSessionQuery, useLazySessionQuery } = adminApi;
