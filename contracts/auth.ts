// The wire of signing in, registering, signing out and resetting a password (spec sections 3 and
// 7, "Account"). Form bodies are optional text: the service answers with the form's own messages.
import { Type, type Static } from 'typebox';
import { Customer } from './account';
import { FormFields, StatusMessage } from './common';
import { forgotPasswordRules, loginRules, registrationRules, resetPasswordRules } from './fields';

export const LoginRequest = FormFields(loginRules);
export type LoginRequest = Static<typeof LoginRequest>;

export const RegisterRequest = FormFields(registrationRules, { description: 'Company registration (spec section 3).' });
export type RegisterRequest = Static<typeof RegisterRequest>;

/** The answer of a sign-in or a registration (refusals are a Failure with `error` and `message`). */
export const SignedInResponse = Type.Object({
  status: Type.Boolean(),
  token: Type.String({ description: 'Bearer token of the new session.' }),
  customer: Customer,
  message: Type.String(),
});
export type SignedInResponse = Static<typeof SignedInResponse>;

export const ForgotPasswordRequest = FormFields(
  { ...forgotPasswordRules, base_url: {} },
  { description: 'base_url: the address of the reset page.' },
);
export type ForgotPasswordRequest = Static<typeof ForgotPasswordRequest>;

export const ResetPasswordRequest = FormFields({ ...resetPasswordRules, token: {} });
export type ResetPasswordRequest = Static<typeof ResetPasswordRequest>;

/** Sign-out and the password-reset calls only report success. */
export const AuthStatusResponse = StatusMessage;

/** GET /reset-password-token/{token} (beyond spec 7): whether a reset link can still be used. */
export const ResetTokenParams = Type.Object({ token: Type.String({ maxLength: 200 }) });
export type ResetTokenParams = Static<typeof ResetTokenParams>;
export type AuthStatusResponse = Static<typeof AuthStatusResponse>;

export const SessionTimeoutResponse = Type.Object({
  status: Type.Boolean(),
  timeout: Type.Integer({ description: 'Inactivity time-out in seconds.' }),
});
export type SessionTimeoutResponse = Static<typeof SessionTimeoutResponse>;
