// One approval request on /my-account/approvals: what was asked (lines, totals, address, who, when),
// its status, and the actions the signed-in user may take: approve or reject with a reason (an
// Approver or Admin, not on their own request), withdraw (its buyer, while pending or awaiting
// payment), pay an approved card request (its buyer or the Admin).
import { useState } from 'react';
import { Link } from 'react-router-dom';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as Yup from 'yup';
import type { ApprovalRequest } from '@contracts/approvals';
import { APPROVAL_MESSAGES, APPROVAL_STATUS_LABELS } from '@contracts/approvalRules';
import { formatDateTime, formatRupees } from '@contracts/format';
import { readFailure, showInForm } from '@/shared/api/failure';
import { notify } from '@/shared/lib/notify';
import { FormAlert, TextAreaField } from '@/shared/ui/form';
import { useApproveRequestMutation, useRejectRequestMutation, useWithdrawRequestMutation } from '../api';
import { PayRequest } from './PayRequest';

const reasonSchema = Yup.object({ reason: Yup.string().trim().required(APPROVAL_MESSAGES.reasonRequired).max(1000) });

function RejectForm({ id, onDone }: { id: string; onDone: () => void }) {
  const [reject] = useRejectRequestMutation();
  const onSubmit = async ({ reason }: { reason: string }, helpers: FormikHelpers<{ reason: string }>) => {
    helpers.setStatus(null);
    try {
      const res = await reject({ id, reason: reason.trim() }).unwrap();
      notify.success(res.message);
      onDone();
    } catch (err) {
      showInForm(readFailure(err, 'Could not reject the request.'), helpers);
    }
  };
  return (
    <Formik initialValues={{ reason: '' }} validationSchema={reasonSchema} onSubmit={onSubmit}>
      {({ isSubmitting, status }) => (
        <Form className="form approval-card__reject" noValidate>
          <TextAreaField name="reason" label="Why is it rejected? (the buyer sees this)" required rows={2} maxLength={1000} />
          <FormAlert message={status as string | null} />
          <div className="form__actions">
            <button type="submit" className="btn btn--danger" disabled={isSubmitting}>
              {isSubmitting ? 'Rejecting...' : 'Reject request'}
            </button>
            <button type="button" className="btn btn--ghost" onClick={onDone} disabled={isSubmitting}>
              Cancel
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}

export function ApprovalRequestCard({ request: q, canDecide }: { request: ApprovalRequest; canDecide: boolean }) {
  const [approve, approving] = useApproveRequestMutation();
  const [withdraw, withdrawing] = useWithdrawRequestMutation();
  const [rejecting, setRejecting] = useState(false);
  const pending = q.status === 'pending';
  const awaitingPayment = q.status === 'awaiting_payment';
  const card = q.payment_method === 'razorpay';
  const busy = approving.isLoading || withdrawing.isLoading;

  const act = async (run: () => Promise<{ message: string }>, fallback: string) => {
    try {
      notify.success((await run()).message);
    } catch (err) {
      notify.error(readFailure(err, fallback).message);
    }
  };

  return (
    <article className={`approval-card approval-card--${q.status}`} aria-labelledby={`approval-${q.id}`}>
      <header className="approval-card__head">
        <h3 id={`approval-${q.id}`}>
          {formatRupees(q.grand_total)} <span className="muted">by {q.mine ? 'you' : (q.requested_by ?? 'a former user')}</span>
        </h3>
        <span className={`approval-card__status approval-card__status--${q.status}`}>{APPROVAL_STATUS_LABELS[q.status]}</span>
      </header>
      <p className="muted approval-card__meta">
        Sent {formatDateTime(q.created_at)} · {card ? 'Card, paid after approval' : 'Cash on delivery'} · Ship to {q.ship_to}
        {q.purchase_order_number ? ` · PO ${q.purchase_order_number}` : ''}
      </p>
      <ul className="approval-card__lines">
        {q.lines.map((l) => (
          <li key={l.product_id}>
            {l.quantity} x {l.name} <span className="muted">@ {formatRupees(l.unit_price)}</span> <span className="num">{formatRupees(l.line_total)}</span>
          </li>
        ))}
      </ul>
      <p className="approval-card__totals">
        Sub-total {formatRupees(q.sub_total)} · GST {formatRupees(q.tax)} · <strong>Total {formatRupees(q.grand_total)}</strong>
      </p>
      {q.status === 'approved' && q.order_number ? (
        <p>
          Approved by {q.decided_by ?? 'an approver'}
          {q.decided_at ? ` on ${formatDateTime(q.decided_at)}` : ''}: order <Link to={`/order-details/${encodeURIComponent(q.order_number)}`}>{q.order_number}</Link>
        </p>
      ) : null}
      {awaitingPayment ? (
        <p>
          Approved by {q.decided_by ?? 'an approver'}
          {q.decided_at ? ` on ${formatDateTime(q.decided_at)}` : ''}. The order is placed when it is paid by card
          {q.can_pay ? ' (at today\'s prices, never more than approved).' : ' by the buyer who sent it or the company Admin.'}
        </p>
      ) : null}
      {q.status === 'rejected' ? (
        <p className="approval-card__reason">
          Rejected by {q.decided_by ?? 'an approver'}
          {q.decided_at ? ` on ${formatDateTime(q.decided_at)}` : ''}. Reason: {q.reason}
        </p>
      ) : null}
      {pending && canDecide && !q.mine && !rejecting ? (
        <div className="approval-card__actions">
          <button type="button" className="btn btn--primary" disabled={busy} onClick={() => void act(() => approve(q.id).unwrap(), 'Could not approve the request.')}>
            {approving.isLoading ? 'Approving...' : card ? 'Approve' : 'Approve and place order'}
          </button>
          <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => setRejecting(true)}>
            Reject
          </button>
        </div>
      ) : null}
      {pending && canDecide && !q.mine && rejecting ? <RejectForm id={q.id} onDone={() => setRejecting(false)} /> : null}
      {(awaitingPayment && q.can_pay) || ((pending || awaitingPayment) && q.mine) ? (
        <div className="approval-card__actions">
          {awaitingPayment && q.can_pay ? <PayRequest request={q} disabled={busy} /> : null}
          {q.mine ? (
            <button type="button" className="btn btn--ghost" disabled={busy} onClick={() => void act(() => withdraw(q.id).unwrap(), 'Could not withdraw the request.')}>
              {withdrawing.isLoading ? 'Withdrawing...' : 'Withdraw request'}
            </button>
          ) : null}
        </div>
      ) : null}
    </article>
  );
}
