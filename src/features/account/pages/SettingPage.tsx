// /setting (spec 2): Account Setting, with the company's profile (its Admin's to change; read only
// for the other roles) and the password change (every user's own). Each user's own name, mobile
// and mail choices are on My Profile.
import { Link } from 'react-router-dom';
import { useMyCompanyRole } from '@/features/auth';
import { AccountLayout } from '@/shared/ui/AccountLayout';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ProfileForm } from '../components/ProfileForm';
import { usePageMeta } from '@/shared/lib/pageMeta';

export default function SettingPage() {
  usePageMeta({ title: 'Account Setting', private: true });
  const role = useMyCompanyRole();
  return (
    <AccountLayout title="Account Setting">
      <div className="account-stack">
        {/* Until the role is known the form is offered (the server refuses anyone but an Admin). */}
        <ProfileForm mayEdit={role === null || role === 'admin'} />
        <ChangePasswordForm />
        <p className="muted">
          Your own name, mobile and the mails you receive: <Link to="/my-account/profile">My Profile</Link>.
        </p>
      </div>
    </AccountLayout>
  );
}
