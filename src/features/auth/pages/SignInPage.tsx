// /signin (spec 2, 4, 5, 8): email and password; 'Signing in...' while busy; server errors shown;
// success stores the credentials and goes back (or to /) after 3 seconds.
import { useState } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link, useLocation } from 'react-router-dom';
import { loginRules } from '@contracts/fields';
import { readFailure, showInForm } from '@/shared/api/failure';
import { REDIRECT_DELAY } from '@/shared/config';
import { notify } from '@/shared/lib/notify';
import { useAppDispatch, useAppSelector } from '@/shared/lib/storeHooks';
import { useLoginMutation } from '../api';
import { credentialsReceived, selectSessionExpired } from '../authSlice';
import { AuthCard } from '../components/AuthCard';
import { FormAlert, TextField } from '@/shared/ui/form';
import { rulesSchema } from '@/shared/lib/yupRules';
import { useDelayedNavigate } from '../components/useDelayedNavigate';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { pendingAddOf, safeReturnPath, type BackState, type ReturnState } from '@/shared/lib/returnTo';

interface Values {
  email: string;
  password: string;
}

export const signInSchema = rulesSchema(loginRules);

/** Spec 8: the server's error or message first; these when it says nothing, or did not answer. */
const FALLBACKS = { answered: 'Login failed. Please try again.', network: 'An error occurred. Please try again.' };

export default function SignInPage() {
  usePageMeta({ title: 'Sign In', private: true });
  const dispatch = useAppDispatch();
  const expired = useAppSelector(selectSessionExpired);
  const [login] = useLoginMutation();
  const navigateLater = useDelayedNavigate();
  const [done, setDone] = useState(false);
  // Back to the page the buyer was sent here from (a guard, a time-out or Add to cart), else home,
  // with the product they pressed Add for: that page adds it (cart's PendingAddToCart).
  const sentWith = useLocation().state as ReturnState | null;
  const returnTo = safeReturnPath(sentWith?.from) ?? '/';
  const pendingAdd = pendingAddOf(sentWith?.add);

  const onSubmit = async (values: Values, { setErrors, setStatus }: FormikHelpers<Values>) => {
    setStatus(null);
    try {
      const res = await login({ email: values.email.trim(), password: values.password }).unwrap();
      if (!res.status || !res.token) {
        setStatus(readFailure({ ...res, status: false }, FALLBACKS).message);
        return;
      }
      dispatch(credentialsReceived({ token: res.token, customer: res.customer }));
      setDone(true);
      notify.success(res.message || 'Login successful');
      if (res.customer.status !== 'approved') {
        notify.info('Your account is awaiting approval. Prices and ordering open once it is approved.');
      }
      navigateLater(returnTo, REDIRECT_DELAY.afterSignIn, pendingAdd ? ({ pendingAdd } satisfies BackState) : undefined);
    } catch (err) {
      showInForm(readFailure(err, FALLBACKS, { joinFields: true }), { setErrors, setStatus });
    }
  };

  return (
    <AuthCard
      title="Sign In"
      intro={<p className="muted">Sign in to your company account to see prices, order and request quotations.</p>}
      footer={
        <p>
          New to the store? <Link to="/signup">Register your company</Link>
        </p>
      }
    >
      {expired ? (
        <p className="notice" role="status">
          Your session has ended. Please sign in again.
        </p>
      ) : null}
      <Formik<Values> initialValues={{ email: '', password: '' }} validationSchema={signInSchema} onSubmit={onSubmit}>
        {({ isSubmitting, status }) => (
          <Form className="form" noValidate>
            <FormAlert message={status as string | null} />
            <TextField name="email" label="Email" type="email" autoComplete="email" required />
            <TextField name="password" label="Password" type="password" autoComplete="current-password" required />
            <p className="auth__aside">
              <Link to="/forgot-password">Forgot password?</Link>
            </p>
            {done ? (
              <p className="form-success" role="status">
                You are signed in. Taking you to the store...
              </p>
            ) : null}
            <button type="submit" className="btn btn--primary auth__submit" disabled={isSubmitting || done}>
              {isSubmitting ? 'Signing in...' : 'Sign In'}
            </button>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
