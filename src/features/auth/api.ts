// Account endpoints (spec 7, "Account").
import { baseApi } from '@/shared/api/baseApi';
import type { Customer } from '@/shared/api/types';

export interface LoginResponse {
  status: boolean;
  token: string;
  customer: Customer;
  message?: string;
  error?: string;
}

export interface RegistrationValues {
  gstno: string;
  pan_number: string;
  tan_number: string;
  msme_number: string;
  incorporation_number: string;
  moa_number: string;
  company_name: string;
  company_domain: string;
  type_of_company: string;
  no_of_employee: string;
  first_name: string;
  last_name: string;
  phone: string;
  fax: string;
  email: string;
  password: string;
  s_address_line1: string;
  s_address_line2: string;
  s_city: string;
  s_state: string;
  s_pincode: string;
  s_country: string;
  b_address_line1: string;
  b_address_line2: string;
  b_city: string;
  b_state: string;
  b_pincode: string;
  b_country: string;
}

const form = (fields: Record<string, string>) => new URLSearchParams(fields);

export const authApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getSessionTimeout: build.query<number, void>({
      query: () => '/session-timeout',
      transformResponse: (res: { timeout: number }) => Number(res.timeout),
    }),
    login: build.mutation<LoginResponse, { email: string; password: string }>({
      query: (body) => ({ url: '/customer-login', method: 'POST', body }),
    }),
    register: build.mutation<LoginResponse, RegistrationValues>({
      query: (body) => ({ url: '/customer-register', method: 'POST', body }),
    }),
    logout: build.mutation<{ status: boolean; message: string }, void>({
      query: () => ({ url: '/customer-logout', method: 'POST' }),
    }),
    forgotPassword: build.mutation<{ status: boolean; message: string }, { email: string; base_url: string }>({
      query: (fields) => ({ url: '/forget-password', method: 'POST', body: form(fields), headers: { authorization: '' } }),
    }),
    resetPassword: build.mutation<
      { status: boolean; message: string },
      { email: string; password: string; password_confirmation: string; token: string }
    >({
      query: (fields) => ({ url: '/submit-reset-password-form', method: 'POST', body: form(fields), headers: { authorization: '' } }),
    }),
  }),
});

export const { useGetSessionTimeoutQuery, useLoginMutation, useRegisterMutation, useLogoutMutation, useForgotPasswordMutation, useResetPasswordMutation } = authApi;
