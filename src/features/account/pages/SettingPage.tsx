// /setting (spec 2): Account Setting, with the profile update and the password change.
import { MailCopiesSetting } from '@/features/auth';
import { AccountLayout } from '@/shared/ui/AccountLayout';
import { ChangePasswordForm } from '../components/ChangePasswordForm';
import { ProfileForm } from '../components/ProfileForm';
import { usePageMeta } from '@/shared/lib/pageMeta';

export default function SettingPage() {
  usePageMeta({ title: 'Account Setting', private: true });
  return (
    <AccountLayout title="Account Setting">
      <div className="account-stack">
        <ProfileForm />
        <ChangePasswordForm />
        <MailCopiesSetting />
      </div>
    </AccountLayout>
  );
}
