// The order page's e-invoice card: each GST document (tax invoice, credit notes) with the state of its
// e-invoice at the registration portal (IRN and acknowledgement, or why it failed with Retry, or
// cancelled); Finance and Admin cancel a registered one within 24 hours with the portal's reason code
// and a remark; after that the card says a credit note is needed (the server refuses too).
import { useState } from 'react';
import { Field, Form, Formik } from 'formik';
import * as Yup from 'yup';
import { EINVOICE_ACTION_ROLES, EINVOICE_CANCEL_REASONS, EINVOICE_REMARK_MAX, EINVOICE_TEXT } from '@contracts/adminOrderRules';
import type { AdminEInvoice } from '@contracts/adminEInvoices';
import { formatDateTime } from '@contracts/format';
import { readFailure } from '@/shared/api/failure';
import { SaveNotice, saveForm } from '../kit';
import { useAdminSelector } from '../store';
import { useCancelEInvoiceMutation, useOrderEInvoicesQuery, useRetryEInvoiceMutation } from './api';
import './einvoices.css';

const STATE_LABELS: Record<AdminEInvoice['state'], string> = {
  not_registered: 'Not registered',
  pending: 'Being registered',
  registered: 'Registered',
  failed: 'Failed',
  cancelled: 'Cancelled',
};

const cancelSchema = Yup.object({
  reason: Yup.string().oneOf(EINVOICE_CANCEL_REASONS.map((r) => r.code), EINVOICE_TEXT.reasonRequired).required(EINVOICE_TEXT.reasonRequired),
  remark: Yup.string().trim().min(3, EINVOICE_TEXT.remarkRequired).max(EINVOICE_REMARK_MAX, EINVOICE_TEXT.remarkTooLong).required(EINVOICE_TEXT.remarkRequired),
});

function CancelForm({ orderRef, doc, onDone }: { orderRef: string; doc: AdminEInvoice; onDone: (message: string | null) => void }) {
  const [cancel] = useCancelEInvoiceMutation();
  const id = `einv-${doc.document_number.replace(/[^A-Za-z0-9]/g, '-')}`;
  return (
    <Formik
      initialValues={{ reason: '', remark: '' }}
      validationSchema={cancelSchema}
      onSubmit={async (values, form) => {
        const res = await saveForm(values, form, () => cancel({ ref: orderRef, body: { document: doc.document_number, reason: values.reason, remark: values.remark.trim() } }).unwrap(), {
          fallback: 'The e-invoice could not be cancelled. Please try again.',
        });
        if (res) onDone(`The e-invoice of ${doc.document_number} was cancelled.`);
      }}
    >
      {({ errors, touched, isSubmitting }) => (
        <Form className="einv-form" noValidate aria-label={`Cancel the e-invoice of ${doc.document_number}`}>
          <SaveNotice />
          <div className="a-field">
            <label htmlFor={`${id}-reason`}>Reason</label>
            <Field as="select" id={`${id}-reason`} name="reason" aria-invalid={Boolean(touched.reason && errors.reason)} aria-describedby={touched.reason && errors.reason ? `${id}-reason-error` : undefined}>
              <option value="">Choose…</option>
              {EINVOICE_CANCEL_REASONS.map((r) => (
                <option key={r.code} value={r.code}>
                  {r.label}
                </option>
              ))}
            </Field>
            {touched.reason && errors.reason && (
              <span id={`${id}-reason-error`} className="a-error">
                {errors.reason}
              </span>
            )}
          </div>
          <div className="a-field">
            <label htmlFor={`${id}-remark`}>Remark</label>
            <Field id={`${id}-remark`} name="remark" type="text" autoComplete="off" maxLength={EINVOICE_REMARK_MAX} aria-invalid={Boolean(touched.remark && errors.remark)} aria-describedby={touched.remark && errors.remark ? `${id}-remark-error` : undefined} />
            {touched.remark && errors.remark && (
              <span id={`${id}-remark-error`} className="a-error">
                {errors.remark}
              </span>
            )}
          </div>
          <div className="einv-form__actions">
            <button type="submit" className="a-btn a-btn--danger" disabled={isSubmitting}>
              Cancel e-invoice
            </button>
            <button type="button" className="a-btn" onClick={() => onDone(null)}>
              Keep it
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

function Document({ orderRef, doc, mayAct, onNote }: { orderRef: string; doc: AdminEInvoice; mayAct: boolean; onNote: (note: string) => void }) {
  const [retry, retrying] = useRetryEInvoiceMutation();
  const [cancelling, setCancelling] = useState(false);
  const kind = doc.document_type === 'INV' ? 'Tax invoice' : 'Credit note';
  return (
    <li className="einv-doc">
      <div className="einv-doc__head">
        <strong>
          {kind} {doc.document_number}
        </strong>
        <span className={`einv-state einv-state--${doc.state}`}>{STATE_LABELS[doc.state]}</span>
      </div>
      {doc.irn && (
        <dl className="einv-facts">
          <dt>IRN</dt>
          <dd className="einv-irn">{doc.irn}</dd>
          <dt>Ack No.</dt>
          <dd>{doc.ack_no}</dd>
          <dt>Ack date</dt>
          <dd>{doc.ack_date ? formatDateTime(doc.ack_date) : '—'}</dd>
          {doc.cancelled_at && (
            <>
              <dt>Cancelled</dt>
              <dd>
                {formatDateTime(doc.cancelled_at)}
                {doc.cancel_remark ? ` · ${doc.cancel_remark}` : ''}
              </dd>
            </>
          )}
        </dl>
      )}
      {doc.error && doc.state === 'failed' && <p className="einv-error">{doc.error}</p>}
      {mayAct && (doc.state === 'failed' || doc.state === 'not_registered' || doc.state === 'pending') && (
        <button
          type="button"
          className="a-btn a-btn--small"
          disabled={retrying.isLoading}
          onClick={async () => {
            try {
              const after = (await retry({ ref: orderRef, document: doc.document_number }).unwrap()).einvoices.find((e) => e.document_number === doc.document_number);
              onNote(after?.state === 'registered' ? `${doc.document_number} is registered.` : `${doc.document_number} failed again: ${after?.error ?? 'the portal refused it'}`);
            } catch (err) {
              onNote(readFailure(err, 'The registration could not be retried.').message);
            }
          }}
        >
          {doc.state === 'not_registered' ? 'Register' : 'Retry'}
        </button>
      )}
      {mayAct && doc.state === 'registered' && !doc.can_cancel && <p className="a-note">{doc.cancel_blocked_by ?? EINVOICE_TEXT.creditNoteNeeded}</p>}
      {mayAct && doc.can_cancel && !cancelling && (
        <button type="button" className="a-btn a-btn--danger a-btn--small" onClick={() => setCancelling(true)}>
          Cancel e-invoice
        </button>
      )}
      {mayAct && doc.can_cancel && doc.cancellable_until && !cancelling && <span className="einv-until">until {formatDateTime(doc.cancellable_until)}</span>}
      {cancelling && (
        <CancelForm
          orderRef={orderRef}
          doc={doc}
          onDone={(message) => {
            setCancelling(false);
            if (message) onNote(message);
          }}
        />
      )}
    </li>
  );
}

export function EInvoices({ orderRef }: { orderRef: string }) {
  const role = useAdminSelector((s) => s.session.staff?.role);
  const { data } = useOrderEInvoicesQuery(orderRef);
  const [note, setNote] = useState<string | null>(null);
  if (!data || data.einvoices.length === 0) return null;
  const mayAct = Boolean(role && EINVOICE_ACTION_ROLES.includes(role)) && data.enabled;
  return (
    <section className="a-card" aria-labelledby="order-einvoice-title">
      <h2 id="order-einvoice-title">E-invoices</h2>
      {!data.enabled && <p className="a-note">E-invoicing is switched off on this store.</p>}
      <ul className="einv-list">
        {data.einvoices.map((doc) => (
          <Document key={doc.document_number} orderRef={orderRef} doc={doc} mayAct={mayAct} onNote={setNote} />
        ))}
      </ul>
      {note && (
        <p role="status" className="a-note">
          {note}
        </p>
      )}
    </section>
  );
}
