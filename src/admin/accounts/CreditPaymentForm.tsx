// Finance records money received offline (NEFT, RTGS, cheque, UPI) or TDS under section 194Q
// against the company's dues: an amount settled oldest first, or the invoices it names with the
// amount for each. The server computes what each settles; the reference identifies the payment, so
// sending the form twice records it once.
import { Field, FieldArray, Form, Formik, type FormikErrors } from 'formik';
import * as Yup from 'yup';
import type { AdminCreditPaymentRequest, CreditDue } from '@contracts/credit';
import { CREDIT_METHOD_LABELS, CREDIT_PAYMENT_METHODS, creditAllocationRules, creditPaymentRules, referenceLabel } from '@contracts/creditRules';
import { formatRupees, indiaDay } from '@contracts/format';
import { SaveNotice, saveForm, type SaveStatus } from '../kit';
import { ruleString, rulesShape } from '@/shared/lib/yupRules';
import { useRecordCreditPaymentMutation } from './api';
import { AccountField } from './AccountField';

interface DueLine {
  id: string;
  selected: boolean;
  amount: string;
}

interface Values {
  method: string;
  reference: string;
  received_on: string;
  mode: 'oldest' | 'named';
  amount: string;
  note: string;
  dues: DueLine[];
}

const { amount: amountRule, ...headRules } = creditPaymentRules;
const schema = Yup.object({
  ...rulesShape(headRules),
  amount: ruleString(amountRule).when('mode', {
    is: 'oldest',
    then: (s) => s.required('Enter the amount, or choose the invoices it settles.'),
  }),
  dues: Yup.array().of(
    Yup.object({
      selected: Yup.boolean(),
      amount: Yup.string().when('selected', { is: true, then: () => ruleString(creditAllocationRules.amount) }),
    }),
  ),
});

const methods = CREDIT_PAYMENT_METHODS.map((m) => ({ value: m, label: CREDIT_METHOD_LABELS[m] }));

/** The rupees of a due's outstanding as the form's text (1180 or 1180.5). */
const rupeesText = (n: number) => String(Math.round(n * 100) / 100);

export function CreditPaymentForm({ id, dues, outstanding, onDone }: { id: number; dues: CreditDue[]; outstanding: number; onDone: (message: string) => void }) {
  const [record] = useRecordCreditPaymentMutation();
  const initial: Values = {
    method: 'neft',
    reference: '',
    received_on: indiaDay(new Date()),
    mode: 'oldest',
    amount: '',
    note: '',
    dues: dues.map((d) => ({ id: d.id, selected: false, amount: rupeesText(d.outstanding) })),
  };
  return (
    <Formik<Values>
      initialValues={initial}
      enableReinitialize
      validationSchema={schema}
      onSubmit={async (values, form) => {
        form.setStatus(undefined);
        // Only the chosen invoices are sent; their position in the form maps the server's errors back.
        const chosen = values.dues.map((d, i) => ({ ...d, at: i })).filter((d) => d.selected);
        if (values.mode === 'named' && chosen.length === 0) {
          form.setStatus({ kind: 'error', message: 'Choose at least one invoice, or settle an amount oldest first.' } satisfies SaveStatus);
          return;
        }
        const body: AdminCreditPaymentRequest = {
          method: values.method,
          reference: values.reference,
          received_on: values.received_on,
          note: values.note || undefined,
          ...(values.mode === 'named' ? { dues: chosen.map((d) => ({ id: d.id, amount: d.amount })) } : { amount: values.amount }),
        };
        const res = await saveForm(values, form, () => record({ id, ...body }).unwrap(), {
          fallback: 'The payment could not be recorded. Try again.',
          rename: (field) => {
            const m = /^dues\.(\d+)\.(\w+)$/.exec(field);
            return m ? `dues.${chosen[Number(m[1])]?.at ?? 0}.amount` : field;
          },
        });
        if (res) onDone(res.message);
      }}
    >
      {({ values, errors, isSubmitting }) => (
        <Form noValidate className="acc-credit-form cc-pay" aria-label="Record a payment or TDS">
          <h3 className="cc-form-title">Record a payment or TDS</h3>
          <SaveNotice />
          <div className="cc-row">
            <AccountField name="method" label="Received by" options={methods} />
            <AccountField name="reference" label={referenceLabel(values.method)} placeholder={values.method === 'tds' ? 'Form 16A certificate no.' : undefined} />
            <AccountField name="received_on" label={values.method === 'tds' ? 'Date of deduction' : 'Date received'} type="date" />
          </div>
          <fieldset className="cc-mode">
            <legend>Settles</legend>
            <label>
              <Field type="radio" name="mode" value="oldest" /> An amount, oldest dues first
            </label>
            <label>
              <Field type="radio" name="mode" value="named" /> The invoices I choose
            </label>
          </fieldset>
          {values.mode === 'oldest' ? (
            <AccountField name="amount" label="Amount (₹)" inputMode="decimal" hint={`At most ${formatRupees(outstanding)} (all that is outstanding).`} />
          ) : (
            <FieldArray name="dues">
              {() => (
                <ul className="cc-dues">
                  {dues.map((d, i) => {
                    const line = values.dues[i];
                    const lineError = (errors.dues?.[i] as FormikErrors<DueLine> | undefined)?.amount;
                    return (
                      <li key={d.id}>
                        <label className="cc-dues__pick">
                          <Field type="checkbox" name={`dues.${i}.selected`} />
                          <span>
                            {d.order_number}
                            <span className="acc-muted"> · {formatRupees(d.outstanding)} outstanding</span>
                          </span>
                        </label>
                        {line?.selected && (
                          <AccountField name={`dues.${i}.amount`} label={`Amount for ${d.order_number} (₹)`} inputMode="decimal" />
                        )}
                        {!line?.selected && lineError && <span className="acc-field__error">{lineError}</span>}
                      </li>
                    );
                  })}
                </ul>
              )}
            </FieldArray>
          )}
          <AccountField name="note" label="Note (staff only, optional)" multiline />
          <button type="submit" className="a-btn" disabled={isSubmitting}>
            {values.method === 'tds' ? 'Record TDS' : 'Record payment'}
          </button>
        </Form>
      )}
    </Formik>
  );
}
