export {
  authSlice,
  credentialsReceived,
  customerUpdated,
  resetEmailStored,
  selectToken,
  selectCustomer,
  selectIsAuthenticated,
  selectIsApproved,
  selectSessionExpired,
  selectResetEmail,
  initialAuthState,
} from './authSlice';
export type { AuthState } from './authSlice';
export { SessionWatcher } from './components/SessionWatcher';
export { useLogout } from './useLogout';
