// My Profile: the signed-in user's own password, on their own credentials (every role; PUT /company-users/me/password).
import { Form, Formik, type FormikHelpers } from 'formik';
import type { MyPasswordRequest } from '@contracts/companyUsers';
import { PASSWORD_MIN } from '@contracts/fields';
import { readFailure, showInForm } from '@/shared/api/failure';
import { notify } from '@/shared/lib/notify';
import { FormAlert, TextField } from '@/shared/ui/form';
import { useChangeMyPasswordMutation } from '../api';
import { changePasswordSchema } from './ChangePasswordForm';

type Values = Required<MyPasswordRequest>;
const EMPTY: Values = { current_password: '', new_password: '', confirm_password: '' };
const FALLBACK = 'Your password could not be changed. Please try again.';

export function MyPasswordForm() {
  const [change] = useChangeMyPasswordMutation();
  const onSubmit = async (values: Values, { setErrors, setStatus, resetForm }: FormikHelpers<Values>) => {
    setStatus(null);
    try {
      const res = await change(values).unwrap();
      notify.success(res.message || 'Password changed.');
      resetForm();
    } catch (err) {
      showInForm(readFailure(err, FALLBACK), { setErrors, setStatus });
    }
  };
  return (
    <section className="panel account-card" aria-labelledby="my-password-title">
      <h2 id="my-password-title" className="account-card__title">
        My password
      </h2>
      <Formik<Values> initialValues={EMPTY} validationSchema={changePasswordSchema} onSubmit={onSubmit}>
        {({ isSubmitting, status }) => (
          <Form className="form" noValidate>
            <FormAlert message={status as string | null} />
            <TextField name="current_password" label="Current Password" type="password" required autoComplete="current-password" />
            <div className="form__grid">
              <TextField name="new_password" label="New Password" type="password" required autoComplete="new-password" hint={`At least ${PASSWORD_MIN} characters.`} />
              <TextField name="confirm_password" label="Confirm New Password" type="password" required autoComplete="new-password" />
            </div>
            <p className="field-hint">Your other signed-in browsers are signed out; this one stays.</p>
            <div className="form__actions">
              <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
                {isSubmitting ? 'Changing...' : 'Change password'}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
