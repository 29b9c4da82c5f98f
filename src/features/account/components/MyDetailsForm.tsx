// My Profile: the signed-in user's own name and mobile (every role; PUT /company-users/me/profile).
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link } from 'react-router-dom';
import type { MyProfile } from '@contracts/companyUsers';
import { userProfileRules } from '@contracts/companyUserRules';
import { readFailure, showInForm } from '@/shared/api/failure';
import { notify } from '@/shared/lib/notify';
import { rulesSchema } from '@/shared/lib/yupRules';
import { FormAlert, PhoneField, TextField } from '@/shared/ui/form';
import { useUpdateMyProfileMutation } from '../api';

interface Values {
  name: string;
  phone: string;
}

export const myDetailsSchema = rulesSchema(userProfileRules);
const FALLBACK = 'Your profile could not be saved. Please try again.';

export function MyDetailsForm({ me }: { me: MyProfile }) {
  const [save] = useUpdateMyProfileMutation();
  const onSubmit = async (values: Values, { setErrors, setStatus }: FormikHelpers<Values>) => {
    setStatus(null);
    try {
      const res = await save({ name: values.name.trim(), phone: values.phone.trim() }).unwrap();
      notify.success(res.message || 'Profile saved.');
    } catch (err) {
      showInForm(readFailure(err, FALLBACK), { setErrors, setStatus });
    }
  };
  return (
    <section className="panel account-card" aria-labelledby="my-details-title">
      <h2 id="my-details-title" className="account-card__title">
        My details
      </h2>
      <Formik<Values> initialValues={{ name: me.name, phone: me.phone ?? '' }} enableReinitialize validationSchema={myDetailsSchema} onSubmit={onSubmit}>
        {({ isSubmitting, status }) => (
          <Form className="form" noValidate>
            <FormAlert message={status as string | null} />
            <div className="form__grid">
              <TextField name="name" label="Name" required autoComplete="name" />
              <PhoneField name="phone" label="Mobile" hint="Optional. An Indian mobile, such as 98765 43210." />
            </div>
            <p className="field-hint">
              You sign in as <strong>{me.email}</strong>.{' '}
              {me.role === 'admin' ? (
                <>
                  You change it, and the company&apos;s name and phone, on <Link to="/setting">Account Setting</Link>.
                </>
              ) : (
                'It cannot be changed here.'
              )}
            </p>
            <div className="form__actions">
              <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
                {isSubmitting ? 'Saving...' : 'Save details'}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}
