// /my-account/profile: the signed-in user's own profile, whatever their role: name and mobile,
// password, and which mails they receive. The company's profile stays on Account Setting (spec 2).
import { COMPANY_ROLE_LABELS } from '@contracts/companyUserRules';
import { readFailure } from '@/shared/api/failure';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { AccountLayout } from '@/shared/ui/AccountLayout';
import { useGetMyProfileQuery } from '../api';
import { MyDetailsForm } from '../components/MyDetailsForm';
import { MyMailsForm } from '../components/MyMailsForm';
import { MyPasswordForm } from '../components/MyPasswordForm';

export default function ProfilePage() {
  usePageMeta({ title: 'My Profile', private: true });
  const { data: me, error, isLoading } = useGetMyProfileQuery();
  return (
    <AccountLayout title="My Profile">
      {isLoading ? <p role="status">Loading your profile...</p> : null}
      {error ? <p role="alert">{readFailure(error, 'Your profile could not be loaded. Please try again.').message}</p> : null}
      {me ? (
        <div className="account-stack">
          <p className="muted">
            Your role in your company: <strong>{COMPANY_ROLE_LABELS[me.role]}</strong>. Only you see and change this page.
          </p>
          <MyDetailsForm me={me} />
          <MyPasswordForm />
          <MyMailsForm key={JSON.stringify(me.mail_choices) + String(me.copy_company_mails)} me={me} />
        </div>
      ) : null}
    </AccountLayout>
  );
}
