// /my-account/team: the company admin's users. Active and disabled users with their role
// (changed in place), spending limits (a dialog), last sign-in and disable/enable; open invitations
// with resend and withdraw; "Invite user" opens the invitation dialog. Other roles get the server's
// refusal (the menu does not offer them the page).
import { useState } from 'react';
import { COMPANY_ROLES, COMPANY_ROLE_LABELS, type CompanyRole } from '@contracts/companyUserRules';
import type { CompanyUser } from '@contracts/companyUsers';
import { formatDate, formatDateTime, formatRupees } from '@contracts/format';
import { AccountLayout } from '@/shared/ui/AccountLayout';
import { readFailure } from '@/shared/api/failure';
import { notify } from '@/shared/lib/notify';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { ConfirmDialog } from '@/shared/ui/ConfirmDialog';
import { LoadError } from '@/shared/ui/LoadError';
import { Spinner } from '@/shared/ui/feedback';
import { useGetTeamQuery, useResendInvitationMutation, useRevokeInvitationMutation, useSetUserEnabledMutation, useUpdateUserMutation } from '../api';
import { UserDialog } from '../components/UserDialog';
import '../team.css';

const limit = (rupees: number | null) => (rupees === null ? 'No limit' : formatRupees(rupees));
const STATUS_LABELS = { active: 'Active', invited: 'Invited', disabled: 'Disabled' } as const;

type Dialog = { kind: 'invite' } | { kind: 'limits'; user: CompanyUser } | { kind: 'disable'; user: CompanyUser } | { kind: 'revoke'; user: CompanyUser } | null;

export default function TeamPage() {
  usePageMeta({ title: 'Team', private: true });
  const { data: users, error, isLoading, refetch } = useGetTeamQuery();
  const [update] = useUpdateUserMutation();
  const [setEnabled] = useSetUserEnabledMutation();
  const [resend] = useResendInvitationMutation();
  const [revoke] = useRevokeInvitationMutation();
  const [dialog, setDialog] = useState<Dialog>(null);

  /** Runs a change and tells the outcome; the server's refusal (last admin, ...) is shown as it is. */
  const act = async (run: () => Promise<unknown>, done: string) => {
    try {
      await run();
      notify.success(done);
    } catch (err) {
      const failure = readFailure(err, 'The change could not be saved. Please try again.');
      notify.error(Object.values(failure.fields)[0] ?? failure.message);
    }
  };

  const members = (users ?? []).filter((u) => u.status !== 'invited');
  const invited = (users ?? []).filter((u) => u.status === 'invited');

  let body;
  if (isLoading) body = <Spinner />;
  else if (error && typeof (error as { status?: unknown }).status === 'number')
    // The server answered (a role that may not manage users): its words.
    body = (
      <p className="form-alert" role="alert">
        {readFailure(error, 'Your team could not be loaded.').message}
      </p>
    );
  else if (error) body = <LoadError title="Your team could not be loaded." onRetry={() => void refetch()} />;
  else
    body = (
      <>
        <table className="team-table">
          <caption className="sr-only">Users of your company</caption>
          <thead>
            <tr>
              <th scope="col">User</th>
              <th scope="col">Role</th>
              <th scope="col">Limits</th>
              <th scope="col">Status</th>
              <th scope="col">Last sign-in</th>
              <th scope="col">
                <span className="sr-only">Actions</span>
              </th>
            </tr>
          </thead>
          <tbody>
            {members.map((u) => (
              <tr key={u.id} className={u.status === 'disabled' ? 'team-table__off' : undefined}>
                <td data-label="User">
                  <span className="team-table__name">
                    {u.name}
                    {u.is_you ? <span className="team-table__you"> (you)</span> : null}
                  </span>
                  <span className="team-table__email">{u.email}</span>
                </td>
                <td data-label="Role">
                  <select
                    aria-label={`Role of ${u.name}`}
                    value={u.role}
                    onChange={(e) => {
                      const role = e.target.value as CompanyRole;
                      void act(() => update({ id: u.id, role }).unwrap(), `${u.name} is now ${COMPANY_ROLE_LABELS[role]}.`);
                    }}
                  >
                    {COMPANY_ROLES.map((r) => (
                      <option key={r} value={r}>
                        {COMPANY_ROLE_LABELS[r]}
                      </option>
                    ))}
                  </select>
                </td>
                <td data-label="Limits">
                  <div>
                    <span className="team-table__limit">Order: {limit(u.order_limit)}</span>
                    <span className="team-table__limit">Month: {limit(u.monthly_limit)}</span>
                  </div>
                </td>
                <td data-label="Status">
                  <span className={`team-status team-status--${u.status}`}>{STATUS_LABELS[u.status]}</span>
                </td>
                <td data-label="Last sign-in">{u.last_sign_in_at ? formatDateTime(u.last_sign_in_at) : 'Never'}</td>
                <td className="team-table__actions">
                  <button type="button" className="btn btn--ghost btn--small" onClick={() => setDialog({ kind: 'limits', user: u })} aria-label={`Limits of ${u.name}`}>
                    Limits
                  </button>
                  {u.status === 'active' ? (
                    <button type="button" className="btn btn--ghost btn--small" onClick={() => setDialog({ kind: 'disable', user: u })} aria-label={`Disable ${u.name}`}>
                      Disable
                    </button>
                  ) : (
                    <button
                      type="button"
                      className="btn btn--ghost btn--small"
                      onClick={() => void act(() => setEnabled({ id: u.id, enabled: true }).unwrap(), `${u.name} can sign in again.`)}
                      aria-label={`Enable ${u.name}`}
                    >
                      Enable
                    </button>
                  )}
                </td>
              </tr>
            ))}
          </tbody>
        </table>

        <section className="team-invites" aria-labelledby="team-invites-title">
          <h2 id="team-invites-title">Pending invitations</h2>
          {invited.length === 0 ? (
            <p className="muted">No open invitations. Invite a colleague to let them order, approve or read your company&apos;s documents.</p>
          ) : (
            <ul className="team-invites__list">
              {invited.map((u) => (
                <li key={u.id}>
                  <div>
                    <span className="team-table__name">{u.name}</span> · {COMPANY_ROLE_LABELS[u.role]}
                    <span className="team-table__email">{u.email}</span>
                    <span className="muted team-invites__when">
                      {u.invitation_expires_at && new Date(u.invitation_expires_at) > new Date()
                        ? `Link works until ${formatDateTime(u.invitation_expires_at)}`
                        : `Link expired · invited ${formatDate(u.created_at)}`}
                    </span>
                  </div>
                  <div className="team-invites__actions">
                    <button
                      type="button"
                      className="btn btn--ghost btn--small"
                      onClick={() => void act(() => resend(u.id).unwrap(), `A new invitation was sent to ${u.email}.`)}
                      aria-label={`Resend invitation to ${u.email}`}
                    >
                      Resend
                    </button>
                    <button type="button" className="btn btn--ghost btn--small" onClick={() => setDialog({ kind: 'revoke', user: u })} aria-label={`Withdraw invitation to ${u.email}`}>
                      Withdraw
                    </button>
                  </div>
                </li>
              ))}
            </ul>
          )}
        </section>
      </>
    );

  return (
    <AccountLayout
      title="Team"
      actions={
        <button type="button" className="btn btn--primary" onClick={() => setDialog({ kind: 'invite' })}>
          Invite user
        </button>
      }
    >
      <div className="panel account-card">{body}</div>
      {dialog?.kind === 'invite' ? <UserDialog user={null} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'limits' ? <UserDialog user={dialog.user} onClose={() => setDialog(null)} /> : null}
      {dialog?.kind === 'disable' ? (
        <ConfirmDialog
          title={`Disable ${dialog.user.name}?`}
          confirmLabel="Disable user"
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            const { user } = dialog;
            setDialog(null);
            void act(() => setEnabled({ id: user.id, enabled: false }).unwrap(), `${user.name} is disabled and signed out.`);
          }}
        >
          {dialog.user.email} is signed out at once and cannot sign in until you enable them again. Their orders and quotations stay with your company.
        </ConfirmDialog>
      ) : null}
      {dialog?.kind === 'revoke' ? (
        <ConfirmDialog
          title={`Withdraw the invitation to ${dialog.user.email}?`}
          confirmLabel="Withdraw invitation"
          onCancel={() => setDialog(null)}
          onConfirm={() => {
            const { user } = dialog;
            setDialog(null);
            void act(() => revoke(user.id).unwrap(), `The invitation to ${user.email} was withdrawn.`);
          }}
        >
          The link in the mail stops working. You can invite the address again later.
        </ConfirmDialog>
      ) : null}
    </AccountLayout>
  );
}
