// Account endpoints (spec 7, "Account").
import { baseApi } from '@/shared/api/baseApi';
import type {
  AuthStatusResponse,
  ForgotPasswordRequest,
  LoginRequest,
  RegisterRequest,
  ResetPasswordRequest,
  SessionTimeoutResponse,
  SignedInResponse,
} from '@contracts/auth';
import type { AcceptInvitationRequest, InvitationResponse, MyCompanyUserResponse } from '@contracts/companyUsers';

/** The registration form holds every field of the call, as text. */
export type RegistrationValues = Required<RegisterRequest>;

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSessionTimeout: build.query<number, void>({
      query: () => '/session-timeout',
      transformResponse: (res: SessionTimeoutResponse) => Number(res.timeout),
    }),
    login: build.mutation<SignedInResponse, LoginRequest>({
      query: (body) => ({ url: '/customer-login', method: 'POST', body }),
    }),
    register: build.mutation<SignedInResponse, RegisterRequest>({
      query: (body) => ({ url: '/customer-register', method: 'POST', body }),
    }),
    logout: build.mutation<AuthStatusResponse, void>({
      query: () => ({ url: '/customer-logout', method: 'POST' }),
    }),
    forgotPassword: build.mutation<AuthStatusResponse, Required<ForgotPasswordRequest>>({
      query: (fields) => ({ url: '/forget-password', method: 'POST', body: form(fields), headers: { authorization: '' } }),
    }),
    // The email is optional: the server takes the account from the token (a link opened elsewhere).
    resetPassword: build.mutation<AuthStatusResponse, Omit<Required<ResetPasswordRequest>, 'email'> & { email?: string }>({
      query: ({ email, ...fields }) => ({
        url: '/submit-reset-password-form',
        method: 'POST',
        body: form(email ? { email, ...fields } : fields),
        headers: { authorization: '' },
      }),
    }),
    /**
     * The signed-in user's role and limits. No argument: the store resets the API cache
     * whenever the session changes (app/store.ts), so another user signing in on this browser reads
     * their own; a token as the cache key would show in DevTools.
     */
    getMyCompanyUser: build.query<MyCompanyUserResponse['data'], void>({
      query: () => '/company-users/me',
      transformResponse: (res: MyCompanyUserResponse) => res.data,
      providesTags: [{ type: 'Team', id: 'ME' }],
    }),
    /** Whether a password reset link can still be used; a used or expired one answers 404 with why. */
    checkResetToken: build.query<AuthStatusResponse, string>({
      query: (token) => ({ url: `/reset-password-token/${encodeURIComponent(token)}`, headers: { authorization: '' } }),
    }),
    /** Who a company admin's invitation link invites; a used or expired link answers 400 with why. */
    getInvitation: build.query<InvitationResponse['data'], string>({
      query: (token) => ({ url: `/invitations/${encodeURIComponent(token)}`, headers: { authorization: '' } }),
      transformResponse: (r: InvitationResponse) => r.data,
    }),
    acceptInvitation: build.mutation<SignedInResponse, Required<AcceptInvitationRequest> & { token: string }>({
      query: ({ token, ...body }) => ({ url: `/invitations/${encodeURIComponent(token)}/accept`, method: 'POST', body, headers: { authorization: '' } }),
    }),
  }),
});

export const { useGetSessionTimeoutQuery, useLoginMutation, useRegisterMutation, useLogoutMutation, useForgotPasswordMutation, useResetPasswordMutation, useCheckResetTokenQuery, useGetInvitationQuery, useAcceptInvitationMutation, useGetMyCompanyUserQuery } = authApi;
