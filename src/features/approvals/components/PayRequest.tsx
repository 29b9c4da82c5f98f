// "Pay ₹X" on an approved card request: the server prices a provider order from the
// request at today's prices (never above what was approved), the provider's popup (the sandbox's
// offline) takes the payment, and its signed answer goes to order-store, which places the request's
// order once (or refunds the payment when it can no longer be placed, and says so).
import { useState } from 'react';
import type { ApprovalRequest } from '@contracts/approvals';
import { PAYMENT_REFUNDED_FIELD } from '@contracts/fields';
import { formatRupees } from '@contracts/format';
import { openPaymentPopup, type PaymentSuccess } from '@/shared/payments/paymentScript';
import { readFailure } from '@/shared/api/failure';
import { notify } from '@/shared/lib/notify';
import { usePayRequestMutation, usePlacePaidRequestMutation } from '../api';

export function PayRequest({ request: q, disabled }: { request: ApprovalRequest; disabled: boolean }) {
  const [start] = usePayRequestMutation();
  const [place] = usePlacePaidRequestMutation();
  const [busy, setBusy] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);

  const pay = async () => {
    setProblem(null);
    setBusy(true);
    try {
      const rpo = await start(q.id).unwrap();
      const { data } = rpo;
      await new Promise<void>((done, reject) => {
        openPaymentPopup(data.payment_script_url, data, {
          description: 'Approved order payment',
          onPaid: (answer: PaymentSuccess) => {
            place({
              ...rpo.order_data,
              payment_method: 'razorpay',
              razorpay_order_id: answer.razorpay_order_id,
              razorpay_payment_id: answer.razorpay_payment_id,
              razorpay_signature: answer.razorpay_signature,
              rpo_id: data.rpo_id,
            })
              .unwrap()
              .then((res) => {
                // The list reads the request again: approved, with its order's link.
                if ('order_number' in res.data) notify.success(`${res.message}: order ${res.data.order_number}`);
              })
              .catch((err: unknown) => {
                const reading = readFailure(err, 'Your payment was taken but the order is not confirmed yet. It is placed (or refunded) shortly.');
                setProblem(reading.fields[PAYMENT_REFUNDED_FIELD] ?? reading.message);
              })
              .finally(done);
          },
          onDismiss: () => done(),
          onFailed: () => setProblem('The payment failed. Nothing was charged; try again.'),
        }).catch(reject);
      });
    } catch (err) {
      setProblem(readFailure(err, 'The payment could not be started. Try again.').message);
    } finally {
      setBusy(false);
    }
  };

  return (
    <>
      <button type="button" className="btn btn--primary" disabled={disabled || busy} onClick={() => void pay()}>
        {busy ? 'Paying...' : `Pay ${formatRupees(q.grand_total)}`}
      </button>
      {problem ? (
        <p className="field-error" role="alert">
          {problem}
        </p>
      ) : null}
    </>
  );
}
