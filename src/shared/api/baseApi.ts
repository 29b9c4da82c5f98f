// The one RTK Query API. Features inject their endpoints (features/<slice>/api.ts).
import { createAction } from '@reduxjs/toolkit';
import {
  createApi,
  fetchBaseQuery,
  type BaseQueryFn,
  type FetchArgs,
  type FetchBaseQueryError,
} from '@reduxjs/toolkit/query/react';
import { API_BASE } from '@/shared/config';

/** Dispatched when the server answers 401 to a request that carried a token, or on inactivity. */
export const sessionEnded = createAction('session/ended');
/** Dispatched after a deliberate logout. Every slice that holds a customer's data clears it. */
export const signedOut = createAction('session/signedOut');

interface TokenState {
  auth: { token: string | null };
}

const rawBaseQuery = fetchBaseQuery({
  // Absolute, so that the same code runs under Node's fetch in tests.
  baseUrl: `${globalThis.location?.origin ?? ''}${API_BASE}`,
  prepareHeaders(headers, { getState }) {
    const token = (getState() as TokenState).auth?.token;
    if (token && !headers.has('authorization')) headers.set('authorization', `Bearer ${token}`);
    headers.set('accept', 'application/json');
    return headers;
  },
});

const baseQuery: BaseQueryFn<string | FetchArgs, unknown, FetchBaseQueryError> = async (args, api, extra) => {
  const result = await rawBaseQuery(args, api, extra);
  const error = result.error;
  // A custom responseHandler that throws (cart-list) reports a 401 as a PARSING_ERROR.
  const unauthorized = error?.status === 401 || (error?.status === 'PARSING_ERROR' && error.originalStatus === 401);
  if (unauthorized && (api.getState() as TokenState).auth?.token) {
    api.dispatch(sessionEnded());
  }
  return result;
};

export const TAG_TYPES = [
  'Products',
  'Cart',
  'FreeProducts',
  'Credit',
  'Checkout',
  'Orders',
  'Quotations',
  'Addresses',
  'BillingAddresses',
  'ShippingAddresses',
  'Wallet',
  'Profile',
  'ShoppingLists',
  'Team',
  'Approvals',
  'Notifications',
] as const;

export const baseApi = createApi({
  reducerPath: 'api',
  baseQuery,
  tagTypes: TAG_TYPES,
  endpoints: () => ({}),
});
