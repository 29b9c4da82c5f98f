// The buyer's answer to a quoted quotation: Accept & order (which addresses; cash on
// delivery against credit) or Reject with an optional reason; once decided, what happened.
import { useId, useRef, useState } from 'react';
import { Form, Formik, useField, type FormikHelpers } from 'formik';
import { Link, useNavigate } from 'react-router-dom';
import * as Yup from 'yup';
import { APPROVAL_MESSAGES } from '@contracts/approvalRules';
import type { Quotation } from '@contracts/quotes';
import { quotationRejectRules } from '@contracts/fields';
import { useGetBillingAddressesQuery, useGetShippingAddressesQuery } from '@/features/addresses';
import { readFailure, showInForm } from '@/shared/api/failure';
import { formatRupees, formatShortDate } from '@contracts/format';
import { notify } from '@/shared/lib/notify';
import { rulesShape } from '@/shared/lib/yupRules';
import { FormAlert, TextAreaField, TextField } from '@/shared/ui/form';
import { useAcceptQuotationMutation, useRejectQuotationMutation } from '../api';
import { VIEWER_READ_ONLY, useMayBuy } from '@/features/auth';
import './quotationAnswer.css';

export const ORDER_FAILED = 'The order could not be placed. Please try again.';
export const REJECT_FAILED = 'The quotation could not be rejected. Please try again.';
export const CHOOSE_ADDRESS = 'Please choose an address.';

/** One accept attempt's key: a retry (or a double click) cannot make a second order. */
const newKey = () => (globalThis.crypto?.randomUUID?.() ?? `${Date.now()}-${Math.random().toString(36).slice(2)}`).replace(/[^A-Za-z0-9_-]/g, '');

function AddressSelect({ name, label, options }: { name: string; label: string; options: { id: string; text: string }[] }) {
  const [field, meta] = useField<string>(name);
  const id = useId();
  const showError = Boolean(meta.error) && meta.touched;
  return (
    <div className={`field${showError ? ' field--invalid' : ''}`}>
      <label htmlFor={id}>{label}</label>
      <select id={id} {...field} aria-invalid={showError || undefined} aria-describedby={showError ? `${id}-error` : undefined}>
        <option value="">Select</option>
        {options.map((o) => (
          <option key={o.id} value={o.id}>
            {o.text}
          </option>
        ))}
      </select>
      {showError ? (
        <p className="field-error" id={`${id}-error`}>
          {meta.error}
        </p>
      ) : null}
    </div>
  );
}

const oneLine = (...parts: (string | null | undefined)[]) => parts.filter((p) => p && p.trim()).join(', ');

interface AcceptValues {
  shipping_address_id: string;
  billing_address_id: string;
  purchase_order_number: string;
}

const acceptSchema = Yup.object({
  shipping_address_id: Yup.string().required(CHOOSE_ADDRESS),
  billing_address_id: Yup.string().required(CHOOSE_ADDRESS),
  purchase_order_number: Yup.string().trim().max(100, 'The PO number may not be greater than 100 characters.'),
});

function AcceptForm({ q }: { q: Quotation }) {
  const navigate = useNavigate();
  const [accept] = useAcceptQuotationMutation();
  const { data: shipping } = useGetShippingAddressesQuery();
  const { data: billing } = useGetBillingAddressesQuery();
  const attempt = useRef<{ key: string; sent: string } | null>(null);
  const ships = (shipping?.data ?? []).map((a) => ({ id: a.id, text: oneLine(a.s_address_line1, a.s_city, a.s_state, a.s_pincode), isDefault: a.is_default === 'y' }));
  const bills = (billing?.data ?? []).map((a) => ({ id: a.id, text: oneLine(a.b_address_line1, a.b_city, a.b_state, a.b_pincode), isDefault: a.is_default === 'y' }));
  const initial: AcceptValues = {
    shipping_address_id: (ships.find((a) => a.isDefault) ?? ships[0])?.id ?? '',
    billing_address_id: (bills.find((a) => a.isDefault) ?? bills[0])?.id ?? '',
    purchase_order_number: '',
  };

  const onSubmit = async (values: AcceptValues, form: FormikHelpers<AcceptValues>) => {
    form.setStatus(null);
    const body = {
      shipping_address_id: values.shipping_address_id,
      billing_address_id: values.billing_address_id,
      ...(values.purchase_order_number.trim() ? { purchase_order_number: values.purchase_order_number.trim() } : {}),
      payment_method: 'cash_on_delivery' as const,
    };
    const sent = JSON.stringify(body);
    if (attempt.current?.sent !== sent) attempt.current = { key: newKey(), sent };
    try {
      const res = await accept({ id: q.id, body: { ...body, idempotency_key: attempt.current.key } }).unwrap();
      if ('approval_request_id' in res) {
        // Above the company's approval threshold: nothing is ordered yet; the page (its quotation
        // refreshed from the answer) now says it waits for approval.
        notify.success(APPROVAL_MESSAGES.sentForApproval);
        return;
      }
      notify.success(`Order ${res.order_number} placed at the quoted prices`);
      navigate(`/order-success/${encodeURIComponent(res.order_number)}`);
    } catch (err) {
      const reading = readFailure(err, ORDER_FAILED);
      showInForm(reading, form);
      notify.error(reading.message);
    }
  };

  return (
    <Formik<AcceptValues> initialValues={initial} enableReinitialize validationSchema={acceptSchema} onSubmit={onSubmit}>
      {({ isSubmitting, status }) => (
        <Form className="quotation-decision__accept" noValidate aria-label="Accept and order">
          <h3>Accept &amp; order</h3>
          <p className="muted">
            Order every line at the quoted price{q.quoted_totals ? ` (${formatRupees(q.quoted_totals.grand_total)} with GST for the quotation's address; GST follows the shipping address you choose)` : ''}.
          </p>
          <AddressSelect name="shipping_address_id" label="Ship to" options={ships} />
          <AddressSelect name="billing_address_id" label="Bill to" options={bills} />
          <TextField name="purchase_order_number" label="Your PO number (optional)" maxLength={100} />
          <fieldset className="quotation-decision__payment">
            <legend>Payment</legend>
            <label>
              <input type="radio" name="payment" value="cash_on_delivery" checked readOnly /> Cash on delivery (against your credit)
            </label>
          </fieldset>
          <FormAlert message={typeof status === 'string' ? status : null} />
          <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
            {isSubmitting ? 'Placing order...' : 'Accept & order'}
          </button>
        </Form>
      )}
    </Formik>
  );
}

const rejectSchema = Yup.object(rulesShape(quotationRejectRules));

function RejectForm({ q }: { q: Quotation }) {
  const [reject] = useRejectQuotationMutation();
  const [open, setOpen] = useState(false);
  if (!open) {
    return (
      <button type="button" className="btn btn--ghost quotation-decision__reject-open" onClick={() => setOpen(true)}>
        Reject quotation
      </button>
    );
  }
  return (
    <Formik
      initialValues={{ reason: '' }}
      validationSchema={rejectSchema}
      onSubmit={async (values, form) => {
        form.setStatus(null);
        try {
          await reject({ id: q.id, reason: values.reason.trim() }).unwrap();
          notify.success('Quotation rejected');
        } catch (err) {
          const reading = readFailure(err, REJECT_FAILED);
          showInForm(reading, form);
          notify.error(reading.message);
        }
      }}
    >
      {({ isSubmitting, status }) => (
        <Form className="quotation-decision__reject" noValidate aria-label="Reject quotation">
          <TextAreaField name="reason" label="Why are you rejecting it? (optional)" rows={3} maxLength={1000} />
          <FormAlert message={typeof status === 'string' ? status : null} />
          <div className="form__actions">
            <button type="submit" className="btn btn--danger" disabled={isSubmitting}>
              {isSubmitting ? 'Rejecting...' : 'Reject quotation'}
            </button>
            <button type="button" className="btn btn--ghost" onClick={() => setOpen(false)}>
              Cancel
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

export function QuotationDecision({ q }: { q: Quotation }) {
  // Accepting and rejecting are a buying role's (the server refuses a Viewer): the Viewer is told so.
  const mayBuy = useMayBuy();
  let body;
  if (q.order) {
    body = (
      <p>
        You ordered this quotation: order <Link to={`/order-details/${encodeURIComponent(q.order.order_number)}`}>{q.order.order_number}</Link>.
      </p>
    );
  } else if (q.awaiting_approval) {
    body = (
      <p role="status">
        Sent for approval: your company&apos;s approvers have been told, and the order is placed at the quoted prices when one of them approves it
        {q.valid_until ? ` (by ${formatShortDate(q.valid_until)}, while the prices hold)` : ''}. Follow it on <Link to="/my-account/approvals">Approvals</Link>.
      </p>
    );
  } else if (q.status.status === 'rejected') {
    body = <p>You rejected this quotation{q.rejection_reason ? `: “${q.rejection_reason}”` : '.'}</p>;
  } else if (q.status.status === 'expired') {
    body = (
      <p>
        This quotation expired{q.valid_until ? ` on ${formatShortDate(q.valid_until)}` : ''}: its prices no longer hold. Add the products to your quote list to ask
        for a new one.
      </p>
    );
  } else if (q.can_order && !mayBuy) {
    body = <p className="muted">{VIEWER_READ_ONLY}</p>;
  } else if (q.can_order) {
    body = (
      <>
        {q.valid_until ? <p className="quotation-decision__validity">These prices hold until {formatShortDate(q.valid_until)}.</p> : null}
        <AcceptForm q={q} />
        {q.can_reject ? <RejectForm q={q} /> : null}
      </>
    );
  } else {
    return null;
  }
  return (
    <section className="panel quotation-decision" aria-labelledby="quotation-decision-title">
      <h2 id="quotation-decision-title">Your decision</h2>
      {body}
    </section>
  );
}
