// Account Setting, change password (spec 5, 7): the current password is checked on the server.
import { Form, Formik, type FormikHelpers } from 'formik';
import * as Yup from 'yup';
import { FormAlert, TextField } from '@/shared/ui/form';
import { showServerErrors } from '@/shared/api/baseApi';
import { PASSWORD_MIN } from '@/shared/config';
import { notify } from '@/shared/lib/notify';
import { useChangePasswordMutation } from '../api';
import type { PasswordChange } from '../types';

export const changePasswordSchema = Yup.object({
  current_password: Yup.string().required('Current password is required'),
  new_password: Yup.string().required('New password is required').min(PASSWORD_MIN, `New password must be at least ${PASSWORD_MIN} characters`),
  confirm_password: Yup.string().test('match', 'Passwords do not match', function match(value) {
    return (value ?? '') === ((this.parent as PasswordChange).new_password ?? '');
  }),
});

const EMPTY: PasswordChange = { current_password: '', new_password: '', confirm_password: '' };
const FALLBACK = 'An error occurred. Please try again.';

export function ChangePasswordForm() {
  const [changePassword] = useChangePasswordMutation();

  const onSubmit = async (values: PasswordChange, { setErrors, setStatus, resetForm }: FormikHelpers<PasswordChange>) => {
    setStatus(null);
    try {
      const res = await changePassword(values).unwrap();
      if (!res.status) {
        const message = res.message || FALLBACK;
        setStatus(message);
        return;
      }
      notify.success(res.message || 'Password changed successfully');
      resetForm();
    } catch (err) {
      showServerErrors(err, { setErrors, setStatus }, FALLBACK);
    }
  };

  return (
    <section className="panel account-card" aria-labelledby="password-title">
      <h2 id="password-title" className="account-card__title">
        Change Password
      </h2>
      <Formik<PasswordChange> initialValues={EMPTY} validationSchema={changePasswordSchema} onSubmit={onSubmit}>
        {({ isSubmitting, status }) => (
          <Form className="form" noValidate>
            <FormAlert message={status as string | null} />
            <TextField name="current_password" label="Current Password" type="password" required autoComplete="current-password" />
            <div className="form__grid">
              <TextField
                name="new_password"
                label="New Password"
                type="password"
                required
                autoComplete="new-password"
                hint={`At least ${PASSWORD_MIN} characters.`}
              />
              <TextField name="confirm_password" label="Confirm New Password" type="password" required autoComplete="new-password" />
            </div>
            <div className="form__actions">
              <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
                {isSubmitting ? 'Changing...' : 'Change Password'}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
