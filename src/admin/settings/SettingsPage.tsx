// /admin/settings (Admin): the store's name, postal address, GSTIN and state (the seller on new
// documents and the GST split's home state), and the per cents at which the quotation screen warns
// about a quoted price; saved with the version seen, with the change history. Issued invoices and
// credit notes keep the seller they were issued with.
import { useId, useState } from 'react';
import { Form, Formik, useField } from 'formik';
import * as Yup from 'yup';
import { normaliseSettings, parseQuoteWarn, settingsProblems, type QuoteWarnKey, type SettingsInput } from '@contracts/settingsRules';
import { INDIAN_STATE_NAMES } from '@contracts/indianStates';
import { formatDateTime } from '@contracts/format';
import { readFailure } from '@/shared/api/failure';
import { SaveNotice, saveForm } from '../kit';
import { AuditHistory } from '../layout/AuditHistory';
import { useSaveStoreSettingsMutation, useStoreSettingsQuery } from './api';
import './SettingsPage.css';

/** Each field checked by the same rules the server uses (contracts/settingsRules.ts), with its messages. */
const rule = (field: keyof SettingsInput) =>
  Yup.string().test(field, '', function check(value) {
    // Formik hands Yup an emptied field as undefined: read every field as text, or a cleared
    // name would stop the address's check with an exception instead of a message.
    const parent = this.parent as Partial<SettingsInput>;
    const input: SettingsInput = { name: parent.name ?? '', address: parent.address ?? '', gstin: parent.gstin ?? '', state: parent.state ?? '', [field]: value ?? '' };
    const problem = settingsProblems(normaliseSettings(input))[field];
    return problem ? this.createError({ message: problem }) : true;
  });
/** A threshold checked by the server's own rule (contracts/settingsRules.ts), with its message. */
const percentRule = (key: QuoteWarnKey) =>
  Yup.string().test(key, '', function check(value) {
    const parsed = parseQuoteWarn(key, value ?? '');
    return 'problem' in parsed ? this.createError({ message: parsed.problem }) : true;
  });
const schema = Yup.object({
  name: rule('name'),
  address: rule('address'),
  gstin: rule('gstin'),
  state: rule('state'),
  quote_warn_above_pct: percentRule('quote_warn_above_pct'),
  quote_warn_below_pct: percentRule('quote_warn_below_pct'),
});

type FormValues = SettingsInput & Record<QuoteWarnKey, string>;

function Field({ name, label, hint, kind = 'text' }: { name: keyof FormValues; label: string; hint?: string; kind?: 'text' | 'textarea' | 'state' | 'percent' }) {
  const [field, meta] = useField<string>(name);
  const id = `${useId()}-${name}`;
  const showError = Boolean(meta.touched && meta.error);
  const described = [hint ? `${id}-hint` : '', showError ? `${id}-error` : ''].filter(Boolean).join(' ') || undefined;
  const common = { id, ...field, 'aria-invalid': showError || undefined, 'aria-describedby': described };
  return (
    <div className="set-field">
      <label htmlFor={id}>{label}</label>
      {kind === 'textarea' && <textarea rows={3} {...common} />}
      {kind === 'text' && <input type="text" {...common} />}
      {kind === 'percent' && (
        <span className="set-percent">
          <input type="text" inputMode="numeric" {...common} />
          <span aria-hidden="true">%</span>
        </span>
      )}
      {kind === 'state' && (
        <select {...common}>
          {INDIAN_STATE_NAMES.map((s) => (
            <option key={s} value={s}>
              {s}
            </option>
          ))}
        </select>
      )}
      {hint && (
        <span id={`${id}-hint`} className="set-field__hint">
          {hint}
        </span>
      )}
      {showError && (
        <span id={`${id}-error`} className="set-field__error">
          {meta.error}
        </span>
      )}
    </div>
  );
}

export function SettingsPage() {
  const { data, error, isLoading, refetch } = useStoreSettingsQuery();
  const [save] = useSaveStoreSettingsMutation();
  const [saved, setSaved] = useState<string | null>(null);

  if (isLoading) return <p aria-live="polite">Loading the settings…</p>;
  if (!data) {
    return (
      <>
        <h1 className="admin-title">Settings</h1>
        <p className="a-alert" role="alert">
          {readFailure(error, 'The settings could not be loaded.').message}
        </p>
      </>
    );
  }
  const s = data.settings;
  return (
    <div className="set-page">
      <h1 className="admin-title">Settings</h1>
      <p className="set-intro">
        The store as the seller on new quotations, tax invoices, credit notes and mails, and the state that decides the GST split (CGST + SGST within it,
        IGST elsewhere). Invoices and credit notes already issued keep the seller they were issued with.
      </p>
      <Formik<FormValues>
        // A new version from the server (after a save or a reload) starts the form again from it.
        key={s.version}
        initialValues={{
          name: s.name,
          address: s.address,
          gstin: s.gstin,
          state: s.state,
          quote_warn_above_pct: String(s.quote_warn_above_pct),
          quote_warn_below_pct: String(s.quote_warn_below_pct),
        }}
        validationSchema={schema}
        onSubmit={async (values, form) => {
          setSaved(null);
          const done = await saveForm(values, form, () => save({ ...values, version: s.version }).unwrap(), { fallback: 'The settings could not be saved. Try again.' });
          if (done) setSaved('The settings were saved. New documents, carts and price warnings use them from now on.');
        }}
      >
        {({ isSubmitting, dirty }) => (
          <Form noValidate className="a-card set-form" aria-label="Store settings">
            <SaveNotice onReload={() => void refetch()} />
            <Field name="name" label="Store name" hint="The legal name, as the letterhead prints it." />
            <Field name="address" label="Postal address" kind="textarea" />
            <Field name="state" label="State" kind="state" hint="Where the store is registered for GST." />
            <Field name="gstin" label="GSTIN" hint="15 characters; the first two digits are the state's GST code." />
            <fieldset className="set-group">
              <legend>Quotation price warnings</legend>
              <p className="set-field__hint">
                The quotation screen warns Sales next to a line whose quoted price looks wrong. A warning only: the quotation can still be sent.
              </p>
              <Field
                kind="percent"
                name="quote_warn_above_pct"
                label="Warn when a quoted price is more than this above the list price"
                hint="Per cent above the list price (the discount price, else the base price); 0 to 1000."
              />
              <Field
                kind="percent"
                name="quote_warn_below_pct"
                label="Warn when a quoted price is more than this below the buyer’s price"
                hint="Per cent below what the buyer pays today: their price-list rate, else the list price (the catalogue keeps no cost price); 0 to 100."
              />
            </fieldset>
            {saved && !dirty && (
              <p className="set-saved" role="status">
                {saved}
              </p>
            )}
            <div className="set-actions">
              <button type="submit" className="a-btn" disabled={isSubmitting}>
                Save settings
              </button>
              <span className="set-version">
                Version {s.version}, saved {formatDateTime(s.updated_at)}
              </span>
            </div>
          </Form>
        )}
      </Formik>
      <section className="a-card set-history" aria-labelledby="set-history">
        <h2 id="set-history">History</h2>
        <AuditHistory entries={s.history} />
      </section>
    </div>
  );
}
