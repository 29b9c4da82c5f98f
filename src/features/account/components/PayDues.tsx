// The buyer pays credit dues online: the invoices chosen, each in full, or an amount
// settled oldest due first. The server prices the payment; the provider's popup (the sandbox's
// offline) takes it, and the signed answer settles the dues and restores the available credit.
import { useState } from 'react';
import { Field, Form, Formik } from 'formik';
import * as Yup from 'yup';
import type { CreditDue } from '@contracts/credit';
import { duesPaymentRules } from '@contracts/creditRules';
import { normalizeRupees } from '@contracts/fields';
import { formatRupees } from '@contracts/format';
import { openPaymentPopup, type PaymentSuccess } from '@/shared/payments/paymentScript';
import { readFailure } from '@/shared/api/failure';
import { notify } from '@/shared/lib/notify';
import { ruleString } from '@/shared/lib/yupRules';
import { VIEWER_READ_ONLY, useMayBuy } from '@/features/auth';
import { usePayDuesMutation, useVerifyDuesPaymentMutation } from '../api';
import './PayDues.css';

const schema = Yup.object({
  mode: Yup.string(),
  // The server's rule (grouped or plain rupees, above 0), required only when paying by amount.
  amount: Yup.string().when('mode', { is: 'amount', then: () => ruleString({ ...duesPaymentRules.amount, required: 'Enter the amount to pay.' }) }),
});

export function PayDues({ dues, outstanding }: { dues: CreditDue[]; outstanding: number }) {
  const [start] = usePayDuesMutation();
  const [verify] = useVerifyDuesPaymentMutation();
  const [busy, setBusy] = useState(false);
  const open = dues.filter((d) => d.state === 'open' && d.outstanding > 0);
  // Paying is a buying role's (the server refuses a Viewer): the Viewer reads the dues above.
  const mayBuy = useMayBuy();
  if (open.length === 0) return null;
  if (!mayBuy)
    return (
      <section className="panel account-card credit-section" aria-labelledby="pay-heading">
        <h2 id="pay-heading">Pay dues online</h2>
        <p className="muted">{VIEWER_READ_ONLY}</p>
      </section>
    );

  return (
    <section className="panel account-card credit-section" aria-labelledby="pay-heading">
      <h2 id="pay-heading">Pay dues online</h2>
      <Formik
        initialValues={{ mode: 'dues', chosen: [] as string[], amount: '' }}
        validationSchema={schema}
        onSubmit={async (values, form) => {
          form.setStatus(null);
          if (values.mode === 'dues' && values.chosen.length === 0) return form.setStatus('Choose at least one invoice to pay.');
          setBusy(true);
          try {
            const rpo = await start(values.mode === 'dues' ? { dues: values.chosen } : { amount: values.amount.trim() }).unwrap();
            await new Promise<void>((done, reject) => {
              openPaymentPopup(rpo.script_url, rpo, {
                description: 'Payment of credit dues',
                onPaid: (answer: PaymentSuccess) => {
                  verify(answer)
                    .unwrap()
                    .then((res) => {
                      notify.success(res.message);
                      form.resetForm();
                    })
                    .catch((err: unknown) => form.setStatus(readFailure(err, 'Your payment could not be confirmed yet. If money was taken, it will settle your dues shortly.').message))
                    .finally(done);
                },
                onDismiss: () => done(),
                onFailed: () => form.setStatus('The payment failed. Nothing was charged; try again.'),
              }).catch(reject);
            });
          } catch (err) {
            const reading = readFailure(err, 'The payment could not be started. Try again.');
            form.setStatus(reading.fields.amount ?? reading.fields.dues ?? reading.message);
          } finally {
            setBusy(false);
          }
        }}
      >
        {({ values, status, errors, touched }) => {
          const total = values.mode === 'dues' ? open.filter((d) => values.chosen.includes(d.id)).reduce((n, d) => n + Math.round(d.outstanding * 100), 0) / 100 : Number(normalizeRupees(values.amount)) || 0;
          return (
            <Form noValidate className="pay-dues" aria-label="Pay dues online">
              <fieldset className="pay-dues__mode">
                <legend>What to pay</legend>
                <label>
                  <Field type="radio" name="mode" value="dues" /> The invoices I choose
                </label>
                <label>
                  <Field type="radio" name="mode" value="amount" /> An amount, oldest dues first
                </label>
              </fieldset>
              {values.mode === 'dues' ? (
                <ul className="pay-dues__list">
                  {open.map((d) => (
                    <li key={d.id}>
                      <label>
                        <Field type="checkbox" name="chosen" value={d.id} />
                        <span>
                          {d.order_number}
                          {d.days_overdue > 0 ? <span className="credit-tag credit-tag--overdue">Overdue {d.days_overdue} days</span> : null}
                        </span>
                        <span className="num">{formatRupees(d.outstanding)}</span>
                      </label>
                    </li>
                  ))}
                </ul>
              ) : (
                <div className="pay-dues__amount">
                  <label htmlFor="pay-dues-amount">Amount (₹)</label>
                  <Field
                    id="pay-dues-amount"
                    name="amount"
                    inputMode="decimal"
                    aria-invalid={Boolean(touched.amount && errors.amount) || undefined}
                    aria-describedby="pay-dues-amount-hint"
                  />
                  <span id="pay-dues-amount-hint" className="muted">
                    At most {formatRupees(outstanding)}.
                  </span>
                  {touched.amount && errors.amount ? <span className="field-error">{errors.amount}</span> : null}
                </div>
              )}
              {status ? (
                <p className="field-error" role="alert">
                  {status}
                </p>
              ) : null}
              <button type="submit" className="btn btn--primary" disabled={busy || total <= 0}>
                {total > 0 ? `Pay ${formatRupees(total)} online` : 'Pay online'}
              </button>
            </Form>
          );
        }}
      </Formik>
    </section>
  );
}
