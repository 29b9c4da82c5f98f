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
  }),
});

export const { useGetSessionTimeoutQuery, useLoginMutation, useRegisterMutation, useLogoutMutation, useForgotPasswordMutation, useResetPasswordMutation } = authApi;
