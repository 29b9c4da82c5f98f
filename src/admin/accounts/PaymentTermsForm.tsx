// Finance and Admin set the company's payment terms (days after the invoice a due falls due) with a
// note; invoices issued from now on are dated by them, dues already dated keep their date.
import { Form, Formik } from 'formik';
import { creditTermsRules } from '@contracts/creditRules';
import { SaveNotice, saveForm } from '../kit';
import { rulesSchema } from '@/shared/lib/yupRules';
import { useSetPaymentTermsMutation } from './api';
import { AccountField } from './AccountField';

const schema = rulesSchema(creditTermsRules);

export function PaymentTermsForm({ id, current, onDone }: { id: number; current: number; onDone: (message: string) => void }) {
  const [setTerms] = useSetPaymentTermsMutation();
  return (
    <Formik
      initialValues={{ payment_terms_days: String(current), note: '' }}
      enableReinitialize
      validationSchema={schema}
      onSubmit={async (values, form) => {
        const res = await saveForm(values, form, () => setTerms({ id, ...values }).unwrap(), { fallback: 'The payment terms could not be changed. Try again.' });
        if (!res) return;
        form.resetForm();
        onDone(res.message);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="acc-credit-form" aria-label="Change the payment terms">
          <SaveNotice />
          <AccountField name="payment_terms_days" label="Payment terms (days after invoice)" inputMode="decimal" hint={`Now ${current} days. Applies to invoices issued from now on.`} />
          <AccountField name="note" label="Note (why; staff only)" multiline placeholder="e.g. Agreed in the annual contract" />
          <button type="submit" className="a-btn" disabled={isSubmitting}>
            Set payment terms
          </button>
        </Form>
      )}
    </Formik>
  );
}
