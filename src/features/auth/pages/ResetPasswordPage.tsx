// /reset-password/:token (spec 4, 5, 8): a new password for the link's account; 'Password reset
// successful!' then /signin after 1 second. The email kept by the forgot-password page is shown
// and sent when this browser has it; the server knows the token's account either way, so a link
// opened on another device or browser works too.
import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link, useParams } from 'react-router-dom';
import { PASSWORD_MIN, resetPasswordRules } from '@contracts/fields';
import { hasFieldErrors, readFailure } from '@/shared/api/failure';
import { REDIRECT_DELAY } from '@/shared/config';
import { notify } from '@/shared/lib/notify';
import { useAppSelector } from '@/shared/lib/storeHooks';
import { rulesSchema } from '@/shared/lib/yupRules';
import { useCheckResetTokenQuery, useResetPasswordMutation } from '../api';
import { selectResetEmail } from '../authSlice';
import { AuthCard } from '../components/AuthCard';
import { FormAlert, TextField } from '@/shared/ui/form';
import { useDelayedNavigate } from '../components/useDelayedNavigate';
import { usePageMeta } from '@/shared/lib/pageMeta';

interface Values {
  password: string;
  password_confirmation: string;
}

// The email and the token come from the forgot-password page and the link, not from this form.
const { password, password_confirmation } = resetPasswordRules;
export const resetPasswordSchema = rulesSchema({ password, password_confirmation });

const FALLBACK = 'An error occurred. Please try again.';

export default function ResetPasswordPage() {
  usePageMeta({ title: 'Reset Password', private: true });
  const { token = '' } = useParams();
  const email = useAppSelector(selectResetEmail);
  const navigateLater = useDelayedNavigate();
  const [done, setDone] = useState(false);

  const [resetPassword] = useResetPasswordMutation();
  // Asked as the page opens: a used or expired link says so before a password is typed. Only the
  // server's "no" hides the form; if the check itself fails, the reset call still answers.
  const check = useCheckResetTokenQuery(token, { skip: !token });
  const deadLink = check.isError && 'status' in check.error && check.error.status === 404;

  const onSubmit = async (values: Values, { setErrors, setStatus }: FormikHelpers<Values>) => {
    setStatus(null);
    try {
      const res = await resetPassword({ ...(email ? { email } : {}), token, ...values }).unwrap();
      if (!res.status) {
        setStatus(readFailure(res, FALLBACK).message);
        return;
      }
      notify.success(res.message || 'Password reset successful!');
      setDone(true);
      navigateLater('/signin', REDIRECT_DELAY.afterPasswordReset);
    } catch (err) {
      const failure = readFailure(err, FALLBACK);
      setErrors(failure.fields);
      // The form has no email field: an error about it is a form-level message.
      setStatus(hasFieldErrors(failure) ? (failure.fields.email ?? null) : failure.message);
    }
  };

  return (
    <AuthCard
      title="Reset Password"
      intro={
        <p className="muted">
          {email ? (
            <>
              Choose a new password for <strong>{email}</strong>.
            </>
          ) : (
            'Choose a new password for your account.'
          )}
        </p>
      }
      footer={
        <p>
          Link expired? <Link to="/forgot-password">Request a new one</Link>
        </p>
      }
    >
      {deadLink && !done ? (
        <div className="form-alert" role="alert">
          <p>{readFailure(check.error, 'This password reset link is invalid or has expired.').message}</p>
          <p>
            <Link to="/forgot-password">Request a new reset link</Link>
          </p>
        </div>
      ) : null}
      {done ? (
        <p className="form-success" role="status">
          Password reset successful! Taking you to sign in...
        </p>
      ) : null}
      {deadLink && !done ? null : (
      <Formik<Values> initialValues={{ password: '', password_confirmation: '' }} validationSchema={resetPasswordSchema} onSubmit={onSubmit}>
        {({ isSubmitting, status }) => (
          <Form className="form" noValidate>
            <FormAlert message={status as string | null} />
            <TextField
              name="password"
              label="New Password"
              type="password"
              autoComplete="new-password"
              required
              hint={`At least ${PASSWORD_MIN} characters.`}
            />
            <TextField name="password_confirmation" label="Confirm Password" type="password" autoComplete="new-password" required />
            <button type="submit" className="btn btn--primary auth__submit" disabled={isSubmitting || done}>
              {isSubmitting ? 'Resetting...' : 'Reset Password'}
            </button>
          </Form>
        )}
      </Formik>
      )}
    </AuthCard>
  );
}
