// /admin/quotations/:ref: one quotation for the store. The line grid shows each line's list price,
// the account's price-list rate and quantity; Sales and Admin type the quoted unit prices (live
// GST totals by the server's own rule, contracts/gst.ts, for display only: the server recomputes),
// set the validity and a note, and Send, or Reject with a reason. A change someone else made first
// answers 409: the page says so and offers to reload. As prices are typed the server checks them
// against the Settings' thresholds and a warning shows by the line (sending is still allowed).
// Below: the thread, the buyer's unread messages flagged, a reply box for Sales and Admin; and the history.
import { useEffect, useRef, useState } from 'react';
import { Field, FieldArray, Form, Formik, useFormikContext, type FormikErrors } from 'formik';
import * as Yup from 'yup';
import { Link, useParams } from 'react-router-dom';
import type { AdminQuotationDetail, AdminQuotePriceWarning } from '@contracts/adminQuotes';
import { quotationMessageRules } from '@contracts/fields';
import { ADMIN_QUOTE_MESSAGES, QUOTATION_ANSWER_ROLES, QUOTATION_REJECT_REASON_MAX } from '@contracts/adminQuoteRules';
import { formatDateTime, formatPaise, formatRupees, formatShortDate, indiaDay } from '@contracts/format';
import { cartTotals, priceLine } from '@contracts/gst';
import { readFailure } from '@/shared/api/failure';
import { isNotFound } from '@/shared/ui/LoadError';
import { Totals } from '@/shared/ui/Totals';
import { SaveNotice, saveForm } from '../kit';
import { AuditHistory } from '../layout/AuditHistory';
import { useAdminSelector } from '../store';
import { useAdminQuotationQuery, useCheckQuotationPricesMutation, useRejectQuotationMutation, useReplyToQuotationMutation, useSendQuotationMutation } from './api';
import { QuotationBadge } from './QuotationBadge';
import { RejectDialog } from './RejectDialog';
import { sendSchema, typedPaise, type SendValues } from './sendSchema';
import './QuotationPage.css';

const initialValues = (q: AdminQuotationDetail): SendValues => ({
  lines: q.lines.map((l) => ({ item_id: l.item_id, unit_price: l.quoted_price === null ? '' : l.quoted_price.toFixed(2) })),
  valid_until: q.status === 'quoted' && q.valid_until && indiaDay(new Date(q.valid_until)) >= indiaDay(new Date()) ? indiaDay(new Date(q.valid_until)) : q.default_valid_until,
  note: '',
});

/** The live totals of the typed prices (every line valid), else null. */
function liveTotals(q: AdminQuotationDetail, values: SendValues) {
  const taxed = [];
  for (const [i, l] of q.lines.entries()) {
    const paise = typedPaise(values.lines[i]?.unit_price ?? '');
    if (paise === null || paise <= 0) return null;
    taxed.push(priceLine(paise, l.quantity, l.gst_rate, q.same_state));
  }
  return cartTotals(taxed);
}

/** How long typing pauses before the typed prices are checked. */
const CHECK_AFTER_MS = 400;

/**
 * Asks the server for the typed prices' warnings whenever they change (after a pause): the
 * thresholds live in Settings and the rule on the server, so the screen never works them out.
 */
function PriceCheck({ number, onWarnings }: { number: string; onWarnings: (w: AdminQuotePriceWarning[]) => void }) {
  const { values } = useFormikContext<SendValues>();
  const [check] = useCheckQuotationPricesMutation();
  const typed = JSON.stringify(values.lines);
  const latest = useRef(0);
  useEffect(() => {
    const lines = (JSON.parse(typed) as SendValues['lines']).filter((l) => typedPaise(l.unit_price));
    const run = ++latest.current;
    const timer = setTimeout(() => {
      check({ ref: number, body: { lines } })
        .unwrap()
        // Only the newest check's answer counts; a failed check leaves the last warnings.
        .then((res) => run === latest.current && onWarnings(res.warnings))
        .catch(() => undefined);
    }, CHECK_AFTER_MS);
    return () => clearTimeout(timer);
  }, [typed, number, check, onWarnings]);
  return null;
}

const replySchema = Yup.object({
  message: Yup.string().trim().required(quotationMessageRules.message.required).max(quotationMessageRules.message.max, quotationMessageRules.message.maxMessage),
});

/** The store's answer in the thread: mailed to the buyer; the prices and their validity stay. */
function ReplyForm({ number }: { number: string }) {
  const [reply] = useReplyToQuotationMutation();
  const [sent, setSent] = useState<string | null>(null);
  return (
    <Formik
      initialValues={{ message: '' }}
      validationSchema={replySchema}
      onSubmit={async (values, form) => {
        setSent(null);
        const res = await saveForm(values, form, () => reply({ ref: number, body: { message: values.message.trim() } }).unwrap(), { fallback: 'The reply could not be sent.' });
        if (res) {
          form.resetForm();
          setSent(res.message);
        }
      }}
    >
      {({ errors, touched, isSubmitting }) => (
        <Form className="aq-reply" noValidate aria-label="Answer in the thread">
          <SaveNotice />
          <label className="aq-field" htmlFor="aq-reply">
            Reply to the buyer
          </label>
          <Field
            id="aq-reply"
            name="message"
            as="textarea"
            rows={3}
            aria-invalid={errors.message && touched.message ? true : undefined}
            aria-describedby={['aq-reply-hint', errors.message && touched.message ? 'aq-reply-error' : ''].filter(Boolean).join(' ')}
            onFocus={() => setSent(null)}
          />
          <span id="aq-reply-hint" className="aq-muted aq-small">
            Mailed to the buyer and shown in their quotation. The prices and the validity date do not change.
          </span>
          {errors.message && touched.message && (
            <span id="aq-reply-error" className="aq-error">
              {errors.message}
            </span>
          )}
          <div className="aq-actions">
            <button type="submit" className="a-btn" disabled={isSubmitting}>
              {isSubmitting ? 'Sending…' : 'Send reply'}
            </button>
            {sent && (
              <span className="aq-done aq-done--inline" role="status">
                {sent}
              </span>
            )}
          </div>
        </Form>
      )}
    </Formik>
  );
}

function Stale({ message, onReload }: { message: string; onReload: () => void }) {
  return (
    <div className="aq-alert aq-alert--stale" role="alert">
      <p>{message}</p>
      <button type="button" className="a-btn" onClick={onReload}>
        Reload
      </button>
    </div>
  );
}

function QuotationView({ q, refetch }: { q: AdminQuotationDetail; refetch: () => void }) {
  const role = useAdminSelector((st) => st.session.staff?.role);
  const mayReply = role !== undefined && QUOTATION_ANSWER_ROLES.includes(role);
  const mayAnswer = mayReply && q.answerable;
  const [warnings, setWarnings] = useState<AdminQuotePriceWarning[]>([]);
  const [send] = useSendQuotationMutation();
  const [reject, rejecting] = useRejectQuotationMutation();
  const [stale, setStale] = useState<string | null>(null);
  const [done, setDone] = useState<string | null>(null);
  const [rejectOpen, setRejectOpen] = useState(false);
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);

  const reload = () => {
    setStale(null);
    refetch();
  };

  const doReject = async () => {
    const text = reason.trim();
    if (!text) return setReasonError(ADMIN_QUOTE_MESSAGES.reasonRequired);
    if (text.length > QUOTATION_REJECT_REASON_MAX) return setReasonError(ADMIN_QUOTE_MESSAGES.reasonMax);
    try {
      const res = await reject({ ref: q.quotation_number, body: { version: q.version, reason: text } }).unwrap();
      setRejectOpen(false);
      setDone(res.message);
    } catch (err) {
      const failure = readFailure(err, 'The quotation could not be rejected.');
      if ((err as { status?: number }).status === 409) {
        setRejectOpen(false);
        setStale(failure.message);
      } else setReasonError(failure.fields.reason ?? failure.message);
    }
  };

  return (
    <div className="aq-detail">
      <p className="aq-back">
        <Link to="/admin/quotations">← Quotations</Link>
      </p>
      <header className="aq-head">
        <h1 className="admin-title">
          Quotation {q.quotation_number} <QuotationBadge status={q.status} title={q.status_title} />
        </h1>
        <dl className="aq-facts">
          <div>
            <dt>Customer</dt>
            <dd>
              {q.customer.company_name}
              <span className="aq-muted">
                {q.customer.name} · {q.customer.email} · GSTIN {q.customer.gstin}
              </span>
            </dd>
          </div>
          <div>
            <dt>Contact</dt>
            <dd>{[q.contact.name, q.contact.email, q.contact.phone].filter(Boolean).join(' · ') || '—'}</dd>
          </div>
          <div>
            <dt>Requested</dt>
            <dd>{formatDateTime(q.created_at)}</dd>
          </div>
          <div>
            <dt>Ships to</dt>
            <dd>
              {q.shipping_state ?? 'No state given'} ({q.same_state ? 'CGST + SGST' : 'IGST'})
            </dd>
          </div>
          {q.valid_until && (
            <div>
              <dt>Valid until</dt>
              <dd>{formatShortDate(q.valid_until)}</dd>
            </div>
          )}
          {q.order_number && (
            <div>
              <dt>Order</dt>
              <dd>{q.order_number}</dd>
            </div>
          )}
        </dl>
        {q.description && <p className="aq-description">“{q.description}”</p>}
        {q.rejection_reason && (
          <p className="aq-reason">
            <strong>Reason for rejecting:</strong> {q.rejection_reason}
          </p>
        )}
      </header>

      {stale && <Stale message={stale} onReload={reload} />}
      {done && !stale && (
        <p className="aq-done" role="status">
          {done}
        </p>
      )}

      <Formik<SendValues>
        key={q.version}
        initialValues={initialValues(q)}
        validationSchema={sendSchema}
        onSubmit={async (values, form) => {
          setDone(null);
          const body = { version: q.version, lines: values.lines, valid_until: values.valid_until, note: values.note.trim() || undefined };
          const res = await saveForm(values, form, () => send({ ref: q.quotation_number, body }).unwrap(), { fallback: 'The quotation could not be sent.' });
          if (res) {
            setDone(res.warnings?.length ? `${res.message}, with ${res.warnings.length === 1 ? 'a price warning' : `${res.warnings.length} price warnings`}: check the lines.` : res.message);
            setWarnings(res.warnings ?? []);
          }
        }}
      >
        {({ values, errors, touched, isSubmitting, status }) => {
          const totals = liveTotals(q, values);
          const lineErrors = (i: number) => (errors.lines?.[i] as FormikErrors<SendValues['lines'][number]> | undefined)?.unit_price;
          return (
            <Form className="aq-form" noValidate aria-label="Quoted prices">
              <SaveNotice onReload={reload} />
              {mayAnswer && <PriceCheck number={q.quotation_number} onWarnings={setWarnings} />}
              <div className="aq-grid-wrap">
                <table className="aq-grid">
                  <caption className="a-visually-hidden">Lines of quotation {q.quotation_number}</caption>
                  <thead>
                    <tr>
                      <th scope="col">Product</th>
                      <th scope="col" className="num">
                        List price
                      </th>
                      <th scope="col" className="num">
                        Their rate
                      </th>
                      <th scope="col" className="num">
                        Quoted unit price (₹, before GST)
                      </th>
                      <th scope="col" className="num">
                        Qty
                      </th>
                      <th scope="col" className="num">
                        GST
                      </th>
                      <th scope="col" className="num">
                        Line total
                      </th>
                    </tr>
                  </thead>
                  <tbody>
                    <FieldArray name="lines">
                      {() =>
                        q.lines.map((l, i) => {
                          const paise = typedPaise(values.lines[i]?.unit_price ?? '');
                          const err = lineErrors(i);
                          const id = `price-${l.item_id}`;
                          const lineWarnings = mayAnswer ? warnings.filter((w) => w.item_id === l.item_id) : [];
                          const described = [err ? `${id}-error` : '', lineWarnings.length ? `${id}-warning` : ''].filter(Boolean).join(' ') || undefined;
                          return (
                            <tr key={l.item_id}>
                              <td data-label="Product">
                                <span className="aq-grid__name">{l.product_name}</span>
                                <span className="aq-muted">{l.sku}</span>
                              </td>
                              <td data-label="List price" className="num">
                                {formatRupees(l.list_price)}
                              </td>
                              <td data-label="Their rate" className="num">
                                {l.custom_rate === null ? '—' : formatRupees(l.custom_rate)}
                              </td>
                              <td data-label="Quoted unit price" className="num">
                                {mayAnswer ? (
                                  <>
                                    <label htmlFor={id} className="a-visually-hidden">
                                      Quoted unit price of {l.product_name}
                                    </label>
                                    <Field
                                      id={id}
                                      name={`lines.${i}.unit_price`}
                                      inputMode="decimal"
                                      className="aq-price"
                                      aria-invalid={err ? true : undefined}
                                      aria-describedby={described}
                                    />
                                    {err && (touched.lines || status === undefined) && (
                                      <span id={`${id}-error`} className="aq-error">
                                        {err}
                                      </span>
                                    )}
                                    {lineWarnings.length > 0 && (
                                      <span id={`${id}-warning`} className="aq-warning">
                                        {lineWarnings.map((w) => (
                                          <span key={w.kind}>
                                            <strong>Check:</strong> {w.message}
                                          </span>
                                        ))}
                                      </span>
                                    )}
                                  </>
                                ) : l.quoted_price === null ? (
                                  '—'
                                ) : (
                                  formatRupees(l.quoted_price)
                                )}
                              </td>
                              <td data-label="Qty" className="num">
                                {l.quantity}
                              </td>
                              <td data-label="GST" className="num">
                                {l.gst_rate}%
                              </td>
                              <td data-label="Line total" className="num">
                                {mayAnswer ? (paise ? formatPaise(paise * l.quantity) : '—') : l.line_total === null ? '—' : formatRupees(l.line_total)}
                              </td>
                            </tr>
                          );
                        })
                      }
                    </FieldArray>
                  </tbody>
                </table>
              </div>
              {typeof errors.lines === 'string' && (
                <p className="aq-error" role="alert">
                  {errors.lines}
                </p>
              )}

              <div className="aq-bottom">
                {mayAnswer && (
                  <div className="aq-answer">
                    <label className="aq-field" htmlFor="valid_until">
                      Valid until (last day, India time)
                    </label>
                    <Field id="valid_until" name="valid_until" type="date" aria-invalid={errors.valid_until ? true : undefined} aria-describedby={errors.valid_until ? 'valid_until-error' : undefined} />
                    {errors.valid_until && (
                      <span id="valid_until-error" className="aq-error">
                        {errors.valid_until}
                      </span>
                    )}
                    <label className="aq-field" htmlFor="note">
                      Note to the customer (optional)
                    </label>
                    <Field id="note" name="note" as="textarea" rows={3} aria-invalid={errors.note ? true : undefined} />
                    {errors.note && <span className="aq-error">{errors.note}</span>}
                    <div className="aq-actions">
                      <button type="submit" className="a-btn" disabled={isSubmitting}>
                        {isSubmitting ? 'Sending…' : q.status === 'quoted' ? 'Send new prices' : 'Send to customer'}
                      </button>
                      <button type="button" className="a-btn a-btn--danger" onClick={() => (setReason(''), setReasonError(null), setRejectOpen(true))}>
                        Reject…
                      </button>
                    </div>
                  </div>
                )}
                <div className="aq-totals">
                  <h2 className="aq-h2">{mayAnswer ? 'Totals of these prices' : 'Totals'}</h2>
                  {mayAnswer ? (
                    totals ? (
                      <Totals
                        subTotal={totals.sub_total / 100}
                        cgst={totals.cgst_amount / 100}
                        sgst={totals.sgst_amount / 100}
                        igst={totals.igst_amount / 100}
                        grandTotal={totals.grand_total / 100}
                        sameState={q.same_state}
                        label="Totals of the typed prices"
                      />
                    ) : (
                      <p className="aq-muted">Price every line to see the totals.</p>
                    )
                  ) : q.totals ? (
                    <Totals subTotal={q.totals.sub_total} cgst={q.totals.cgst_amount} sgst={q.totals.sgst_amount} igst={q.totals.igst_amount} grandTotal={q.totals.grand_total} sameState={q.same_state} />
                  ) : (
                    <p className="aq-muted">Not priced yet.</p>
                  )}
                  {mayAnswer && <p className="aq-muted aq-small">Shown as you type; the server works the totals out again when you send.</p>}
                </div>
              </div>
            </Form>
          );
        }}
      </Formik>

      {rejectOpen && (
        <RejectDialog
          number={q.quotation_number}
          reason={reason}
          error={reasonError}
          busy={rejecting.isLoading}
          onReason={setReason}
          onConfirm={() => void doReject()}
          onCancel={() => setRejectOpen(false)}
        />
      )}

      <section className="aq-section" aria-labelledby="aq-thread">
        <h2 id="aq-thread" className="aq-h2">
          Messages{' '}
          {q.unread_count > 0 && (
            <span className="aq-unread">{q.unread_count === 1 ? '1 new from the buyer' : `${q.unread_count} new from the buyer`}</span>
          )}
        </h2>
        {q.messages.length === 0 ? (
          <p className="aq-muted">No messages.</p>
        ) : (
          <ol className="aq-thread">
            {q.messages.map((m) => (
              <li key={m.id} className={`aq-thread__msg aq-thread__msg--${m.author}${m.unread ? ' aq-thread__msg--unread' : ''}`}>
                <span className="aq-muted">
                  {m.unread && <span className="aq-unread">New</span>} {m.author === 'store' ? 'Store' : 'Customer'} · {formatDateTime(m.created_at)}
                  {m.author === 'buyer' && m.read_by && !m.unread && ` · read by ${m.read_by}`}
                </span>
                <p>{m.body}</p>
              </li>
            ))}
          </ol>
        )}
        {mayReply && <ReplyForm number={q.quotation_number} />}
      </section>

      <section className="aq-section" aria-labelledby="aq-history">
        <h2 id="aq-history" className="aq-h2">
          History
        </h2>
        <AuditHistory entries={q.history} />
      </section>
    </div>
  );
}

export default function QuotationPage() {
  const { ref = '' } = useParams();
  const { data, isLoading, error, refetch } = useAdminQuotationQuery(ref);
  if (isLoading) return <p role="status">Loading the quotation…</p>;
  if (error && isNotFound(error)) {
    return (
      <div className="aq-detail">
        <h1 className="admin-title">Quotation not found</h1>
        <p>
          There is no quotation {ref}. <Link to="/admin/quotations">Back to quotations</Link>
        </p>
      </div>
    );
  }
  if (error || !data) {
    return (
      <div className="aq-alert" role="alert">
        <p>{readFailure(error, 'The quotation could not be loaded.').message}</p>
        <button type="button" className="a-btn a-btn--ghost" onClick={() => void refetch()}>
          Try again
        </button>
      </div>
    );
  }
  return <QuotationView q={data.quotation} refetch={() => void refetch()} />;
}
