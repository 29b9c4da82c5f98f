// /forgot-password (spec 4, 5, 8): a required, valid email; the server mails a reset link to the
// reset page. The email is kept (resetEmail) for the reset page.
import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link } from 'react-router-dom';
import { forgotPasswordRules } from '@contracts/fields';
import { readFailure, showInForm } from '@/shared/api/failure';
import { notify } from '@/shared/lib/notify';
import { rulesSchema } from '@/shared/lib/yupRules';
import { useAppDispatch } from '@/shared/lib/storeHooks';
import { useForgotPasswordMutation } from '../api';
import { resetEmailStored } from '../authSlice';
import { AuthCard } from '../components/AuthCard';
import { FormAlert, TextField } from '@/shared/ui/form';
import { usePageMeta } from '@/shared/lib/pageMeta';

interface Values {
  email: string;
}

export const forgotPasswordSchema = rulesSchema(forgotPasswordRules);

const FALLBACK = 'An error occurred. Please try again.';

export default function ForgotPasswordPage() {
  usePageMeta({ title: 'Forgot Password', private: true });
  const dispatch = useAppDispatch();
  const [forgotPassword] = useForgotPasswordMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);

  const onSubmit = async (values: Values, { setErrors, setStatus }: FormikHelpers<Values>) => {
    setStatus(null);
    const email = values.email.trim();
    try {
      const res = await forgotPassword({ email, base_url: `${window.location.origin}/reset-password` }).unwrap();
      if (!res.status) {
        setStatus(readFailure(res, FALLBACK).message);
        return;
      }
      dispatch(resetEmailStored(email));
      notify.success(res.message || 'Reset link sent to your email.');
      setSentTo(email);
    } catch (err) {
      showInForm(readFailure(err, FALLBACK), { setErrors, setStatus });
    }
  };

  return (
    <AuthCard
      title="Forgot Password"
      intro={<p className="muted">Enter the email address of your account and we will send you a link to set a new password.</p>}
      footer={
        <p>
          Remembered it? <Link to="/signin">Back to sign in</Link>
        </p>
      }
    >
      {sentTo ? (
        <div className="form-success" role="status">
          <p className="form-success__title">Reset link sent to your email.</p>
          <p>
            If an account exists for <strong>{sentTo}</strong>, a message with a link to set a new password is on its way. The link
            works once and expires after a while. Open it in this browser.
          </p>
        </div>
      ) : null}
      <Formik<Values> initialValues={{ email: '' }} validationSchema={forgotPasswordSchema} onSubmit={onSubmit}>
        {({ isSubmitting, status }) => (
          <Form className="form" noValidate>
            <FormAlert message={status as string | null} />
            <TextField name="email" label="Email" type="email" autoComplete="email" required />
            <button type="submit" className="btn btn--primary auth__submit" disabled={isSubmitting}>
              {isSubmitting ? 'Sending...' : sentTo ? 'Send Again' : 'Send Reset Link'}
            </button>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
