// My Profile: which optional mails the signed-in user receives, and for an Admin whether they are
// copied on their users' mails (PUT /company-users/me/mail-choices). The server honours them when sending.
import { useState, type FormEvent } from 'react';
import type { MailChoices, MyProfile } from '@contracts/companyUsers';
import { APPROVING_ROLES } from '@contracts/approvalRules';
import { ALWAYS_SENT_MAILS, MAIL_CHOICES, MAIL_CHOICE_LABELS, type MailChoice } from '@contracts/companyUserRules';
import { readFailure } from '@/shared/api/failure';
import { notify } from '@/shared/lib/notify';
import { FormAlert } from '@/shared/ui/form';
import { useSetMyMailChoicesMutation } from '../api';

const FALLBACK = 'Your mail choices could not be saved. Please try again.';

/** The choices a role can receive: approval requests go only to those who approve. */
const choicesFor = (role: MyProfile['role']): readonly MailChoice[] =>
  MAIL_CHOICES.filter((k) => k !== 'approval_requests' || APPROVING_ROLES.includes(role));

export function MyMailsForm({ me }: { me: MyProfile }) {
  const [save, { isLoading }] = useSetMyMailChoicesMutation();
  const [choices, setChoices] = useState<MailChoices>(me.mail_choices);
  const [copy, setCopy] = useState(me.copy_company_mails);
  const [error, setError] = useState<string | null>(null);
  const isAdmin = me.role === 'admin';

  const onSubmit = async (e: FormEvent) => {
    e.preventDefault();
    setError(null);
    try {
      await save({ mail_choices: choices, ...(isAdmin ? { copy_company_mails: copy } : {}) }).unwrap();
      notify.success('Mail choices saved.');
    } catch (err) {
      setError(readFailure(err, FALLBACK).message);
    }
  };

  return (
    <section className="panel account-card" aria-labelledby="my-mails-title">
      <h2 id="my-mails-title" className="account-card__title">
        Mails I receive
      </h2>
      <form className="form" noValidate onSubmit={(e) => void onSubmit(e)}>
        <FormAlert message={error} />
        <fieldset className="form__fieldset mail-choices">
          <legend className="sr-only">Optional mails</legend>
          {choicesFor(me.role).map((k) => (
            <label key={k} className="mail-choice">
              <input type="checkbox" checked={choices[k]} onChange={(e) => setChoices({ ...choices, [k]: e.target.checked })} />
              <span>
                <span className="mail-choice__label">{MAIL_CHOICE_LABELS[k].label}</span>
                <span className="field-hint">{MAIL_CHOICE_LABELS[k].hint}</span>
              </span>
            </label>
          ))}
          {isAdmin ? (
            <label className="mail-choice">
              <input type="checkbox" checked={copy} onChange={(e) => setCopy(e.target.checked)} />
              <span>
                <span className="mail-choice__label">Copy me on my users&apos; mails</span>
                <span className="field-hint">The mails about your users&apos; orders, approvals and quotations, of the kinds you chose above.</span>
              </span>
            </label>
          ) : null}
        </fieldset>
        <div className="field-hint">
          Always sent, whatever you choose: {ALWAYS_SENT_MAILS.map((m) => m.toLowerCase()).join(', ')}.
        </div>
        <div className="form__actions">
          <button type="submit" className="btn btn--primary" disabled={isLoading}>
            {isLoading ? 'Saving...' : 'Save mail choices'}
          </button>
        </div>
      </form>
    </section>
  );
}
