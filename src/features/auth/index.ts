import { lazy } from 'react';

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
export { VIEWER_HINT, VIEWER_READ_ONLY, useMayBuy, useMyCompanyRole } from './useMyCompanyRole';
export { ApprovalNotice } from './components/ApprovalNotice';
export { ApprovalHint, AWAITING_APPROVAL_HINT, REJECTED_HINT } from './components/ApprovalHint';

export const SignInPage = lazy(() => import(/* webpackChunkName: "page-signin" */ './pages/SignInPage'));
export const SignUpPage = lazy(() => import(/* webpackChunkName: "page-signup" */ './pages/SignUpPage'));
export const ForgotPasswordPage = lazy(() => import(/* webpackChunkName: "page-forgot-password" */ './pages/ForgotPasswordPage'));
export const ResetPasswordPage = lazy(() => import(/* webpackChunkName: "page-reset-password" */ './pages/ResetPasswordPage'));
export const AcceptInvitePage = lazy(() => import(/* webpackChunkName: "page-accept-invite" */ './pages/AcceptInvitePage'));
