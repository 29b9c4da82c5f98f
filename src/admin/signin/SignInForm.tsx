// The staff sign-in form: the contracts' rules (Formik + Yup), the server's answer shown in the
// form (field errors on their fields, a refusal or a throttle as the form's status).
import { Field, Form, Formik, type FieldProps } from 'formik';
import { staffSignInRules } from '@contracts/staffRules';
import { rulesSchema } from '@/shared/lib/yupRules';
import { readFailure, showInForm } from '@/shared/api/failure';
import { useSignInMutation } from '../api';
import { signedIn } from '../session';
import { useAdminDispatch } from '../store';

const schema = rulesSchema(staffSignInRules);
const FALLBACK = { answered: 'Sign-in failed. Please try again.', network: 'The server could not be reached. Please try again.' };

function TextField({ name, label, type }: { name: 'email' | 'password'; label: string; type: string }) {
  return (
    <Field name={name}>
      {({ field, meta }: FieldProps<string>) => {
        const invalid = Boolean(meta.touched && meta.error);
        return (
          <div className="a-field">
            <label htmlFor={`signin-${name}`}>{label}</label>
            <input {...field} id={`signin-${name}`} type={type} autoComplete={name === 'email' ? 'username' : 'current-password'} aria-invalid={invalid} aria-describedby={invalid ? `${name}-error` : undefined} />
            {invalid && (
              <span className="a-error" id={`${name}-error`}>
                {meta.error}
              </span>
            )}
          </div>
        );
      }}
    </Field>
  );
}

export function SignInForm() {
  const [signIn] = useSignInMutation();
  const dispatch = useAdminDispatch();
  return (
    <Formik
      initialValues={{ email: '', password: '' }}
      validationSchema={schema}
      onSubmit={async (values, form) => {
        form.setStatus(undefined);
        try {
          const answer = await signIn(values).unwrap();
          dispatch(signedIn({ staff: answer.staff, csrfToken: answer.csrf_token ?? null, timeout: answer.timeout }));
        } catch (err) {
          showInForm(readFailure(err, FALLBACK), form);
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form className="signin-form" noValidate>
          {status && (
            <p className="a-alert" role="alert">
              {status}
            </p>
          )}
          <TextField name="email" label="Email" type="email" />
          <TextField name="password" label="Password" type="password" />
          <button type="submit" className="a-btn signin-submit" disabled={isSubmitting}>
            {isSubmitting ? 'Signing in…' : 'Sign in'}
          </button>
        </Form>
      )}
    </Formik>
  );
}
