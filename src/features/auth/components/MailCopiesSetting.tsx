// An Admin's own choice, on the account settings page: be copied on the mails about the company's
// other users' orders, approvals and quotations (each goes to the user who acted). Other roles
// are never copied, so they see nothing here.
import { readFailure } from '@/shared/api/failure';
import { notify } from '@/shared/lib/notify';
import { useGetMyCompanyUserQuery, useSetMailCopiesMutation } from '../api';

export const MAIL_COPIES_FAILED = 'Your mail setting could not be saved. Please try again.';

export function MailCopiesSetting() {
  const { data: me } = useGetMyCompanyUserQuery();
  const [save, { isLoading }] = useSetMailCopiesMutation();
  if (me?.role !== 'admin') return null;
  const onChange = async (copy: boolean) => {
    try {
      await save({ copy_company_mails: copy }).unwrap();
      notify.success(copy ? 'You will be copied on your users’ order mails.' : 'You will no longer be copied on your users’ order mails.');
    } catch (err) {
      notify.error(readFailure(err, MAIL_COPIES_FAILED).message);
    }
  };
  return (
    <section className="panel account-card" aria-labelledby="mail-copies-title">
      <h2 id="mail-copies-title">Company mails</h2>
      <label>
        <input type="checkbox" checked={me.copy_company_mails} disabled={isLoading} onChange={(e) => void onChange(e.target.checked)} /> Copy me on the mails
        about my users&apos; orders, approval requests and quotations
      </label>
      <p className="muted">Each of those mails goes to the user who placed the order or asked; as an Admin you may be copied on them.</p>
    </section>
  );
}
