// Who is signed in. Persisted (see app/persistStorage.ts) as userToken, userDetails,
// isAuthenticated and resetEmail.
import { createSlice, type PayloadAction } from '@reduxjs/toolkit';
import { sessionEnded, signedOut } from '@/shared/api/baseApi';
import type { Customer } from '@contracts/account';

export interface AuthState {
  token: string | null;
  customer: Customer | null;
  /** Set once by the inactivity timer or a 401, so the sign-in page can say why. */
  sessionExpired: boolean;
  resetEmail: string | null;
}

export const initialAuthState: AuthState = { token: null, customer: null, sessionExpired: false, resetEmail: null };

const cleared = (state: AuthState): AuthState => ({ ...initialAuthState, resetEmail: state.resetEmail });

export const authSlice = createSlice({
  name: 'auth',
  initialState: initialAuthState,
  reducers: {
    credentialsReceived(state, action: PayloadAction<{ token: string; customer: Customer }>) {
      state.token = action.payload.token;
      state.customer = action.payload.customer;
      state.sessionExpired = false;
    },
    customerUpdated(state, action: PayloadAction<Partial<Customer>>) {
      if (state.customer) state.customer = { ...state.customer, ...action.payload };
    },
    resetEmailStored(state, action: PayloadAction<string | null>) {
      state.resetEmail = action.payload;
    },
  },
  extraReducers: (builder) => {
    builder
      .addCase(signedOut, (state) => cleared(state))
      .addCase(sessionEnded, (state) => ({ ...cleared(state), sessionExpired: state.token !== null }));
  },
  selectors: {
    selectToken: (s) => s.token,
    selectCustomer: (s) => s.customer,
    /** Signed in when both a token and the customer's details are held (spec 4). */
    selectIsAuthenticated: (s) => s.token !== null && s.customer !== null,
    selectIsApproved: (s) => s.token !== null && s.customer?.status === 'approved',
    selectSessionExpired: (s) => s.sessionExpired,
    selectResetEmail: (s) => s.resetEmail,
  },
});

export const { credentialsReceived, customerUpdated, resetEmailStored } = authSlice.actions;
export const {
  selectToken,
  selectCustomer,
  selectIsAuthenticated,
  selectIsApproved,
  selectSessionExpired,
  selectResetEmail,
} = authSlice.selectors;
