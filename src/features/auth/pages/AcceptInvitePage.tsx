// /accept-invite/:token, a company admin's invitation. Shows who is invited to which
// company and as what, takes the person's name and a password (the reset form's rules), then signs
// them in and opens My Orders. A used or expired link says so and points to sign-in.
import { Form, Formik, type FormikHelpers } from 'formik';
import { Link, useNavigate, useParams } from 'react-router-dom';
import { COMPANY_ROLE_LABELS, acceptInvitationRules } from '@contracts/companyUserRules';
import { PASSWORD_MIN } from '@contracts/fields';
import { readFailure } from '@/shared/api/failure';
import { notify } from '@/shared/lib/notify';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { useAppDispatch } from '@/shared/lib/storeHooks';
import { rulesSchema } from '@/shared/lib/yupRules';
import { FocusFirstError, FormAlert, TextField } from '@/shared/ui/form';
import { Spinner } from '@/shared/ui/feedback';
import { useAcceptInvitationMutation, useGetInvitationQuery } from '../api';
import { credentialsReceived } from '../authSlice';
import { AuthCard } from '../components/AuthCard';

interface Values {
  name: string;
  password: string;
  password_confirmation: string;
}

export const acceptInvitationSchema = rulesSchema(acceptInvitationRules);
const FALLBACK = 'An error occurred. Please try again.';

export default function AcceptInvitePage() {
  usePageMeta({ title: 'Accept Invitation', private: true });
  const { token = '' } = useParams();
  const navigate = useNavigate();
  const dispatch = useAppDispatch();
  const invitation = useGetInvitationQuery(token);
  const [accept] = useAcceptInvitationMutation();

  const onSubmit = async (values: Values, { setErrors, setStatus }: FormikHelpers<Values>) => {
    setStatus(null);
    try {
      const res = await accept({ token, ...values }).unwrap();
      dispatch(credentialsReceived({ token: res.token, customer: res.customer }));
      notify.success(res.message);
      navigate('/myorder', { replace: true });
    } catch (err) {
      const failure = readFailure(err, FALLBACK);
      setErrors(failure.fields);
      setStatus(failure.message);
    }
  };

  if (invitation.isLoading) return <Spinner />;
  if (!invitation.data) {
    return (
      <AuthCard title="Invitation" footer={<p><Link to="/signin">Go to sign in</Link></p>}>
        <p className="form-alert" role="alert">
          {readFailure(invitation.error, FALLBACK).message}
        </p>
      </AuthCard>
    );
  }
  const { email, name, company_name: company, role } = invitation.data;
  return (
    <AuthCard
      title="Join your company's account"
      intro={
        <p className="muted">
          You are invited to buy for <strong>{company}</strong> as <strong>{COMPANY_ROLE_LABELS[role]}</strong>. You will sign in as{' '}
          <strong>{email}</strong>.
        </p>
      }
      footer={
        <p>
          Already set your password? <Link to="/signin">Sign in</Link>
        </p>
      }
    >
      <Formik<Values> initialValues={{ name, password: '', password_confirmation: '' }} validationSchema={acceptInvitationSchema} onSubmit={onSubmit}>
        {({ isSubmitting, status, submitCount, errors }) => (
          <Form className="form" noValidate>
            <FormAlert message={status as string | null} />
            <FocusFirstError submitCount={submitCount} errorCount={Object.keys(errors).length} />
            <TextField name="name" label="Your Name" autoComplete="name" required />
            <TextField name="password" label="Password" type="password" autoComplete="new-password" required hint={`At least ${PASSWORD_MIN} characters.`} />
            <TextField name="password_confirmation" label="Confirm Password" type="password" autoComplete="new-password" required />
            <button type="submit" className="btn btn--primary auth__submit" disabled={isSubmitting}>
              {isSubmitting ? 'Setting up...' : 'Set Password and Sign In'}
            </button>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
