// Account Setting, change password (spec 5, 7): the current password is checked on the server.
import { Form, Formik, type FormikHelpers } from 'formik';
import type { ChangePasswordRequest } from '@contracts/account';
import { PASSWORD_MIN, changePasswordRules } from '@contracts/fields';
import { readFailure, showInForm } from '@/shared/api/failure';
import { notify } from '@/shared/lib/notify';
import { rulesSchema } from '@/shared/lib/yupRules';
import { FormAlert, TextField } from '@/shared/ui/form';
import { useChangePasswordMutation } from '../api';

type PasswordChange = Required<ChangePasswordRequest>;

export const changePasswordSchema = rulesSchema(changePasswordRules);

const EMPTY: PasswordChange = { current_password: '', new_password: '', confirm_password: '' };
const FALLBACK = 'An error occurred. Please try again.';

export function ChangePasswordForm() {
  const [changePassword] = useChangePasswordMutation();

  const onSubmit = async (values: PasswordChange, { setErrors, setStatus, resetForm }: FormikHelpers<PasswordChange>) => {
    setStatus(null);
    try {
      const res = await changePassword(values).unwrap();
      if (!res.status) {
        setStatus(readFailure(res, FALLBACK).message);
        return;
      }
      notify.success(res.message || 'Password changed successfully');
      resetForm();
    } catch (err) {
      showInForm(readFailure(err, FALLBACK), { setErrors, setStatus });
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
