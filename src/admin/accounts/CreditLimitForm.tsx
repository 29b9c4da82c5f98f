// Finance and Admin set the account's credit limit (rupees) with a note saying why; the change
// shows in the customer's wallet as a limit change, and the note stays in the account's history.
import { Form, Formik } from 'formik';
import { accountCreditRules } from '@contracts/accountRules';
import { formatRupees } from '@contracts/format';
import { SaveNotice, saveForm } from '../kit';
import { rulesSchema } from '@/shared/lib/yupRules';
import { useSetCreditLimitMutation } from './api';
import { AccountField } from './AccountField';

const schema = rulesSchema(accountCreditRules);

export function CreditLimitForm({ id, current, onDone }: { id: number; current: number; onDone: (message: string) => void }) {
  const [setCredit] = useSetCreditLimitMutation();
  return (
    <Formik
      initialValues={{ credit_limit: '', note: '' }}
      validationSchema={schema}
      onSubmit={async (values, form) => {
        const res = await saveForm(values, form, () => setCredit({ id, ...values }).unwrap(), { fallback: 'The credit limit could not be changed. Try again.' });
        if (!res) return;
        form.resetForm();
        onDone(res.message);
      }}
    >
      {({ isSubmitting }) => (
        <Form noValidate className="acc-credit-form" aria-label="Change the credit limit">
          <SaveNotice />
          <AccountField name="credit_limit" label="New credit limit (₹)" inputMode="decimal" hint={`Now ${formatRupees(current)}. Rupees, e.g. 250000 or 1250.50.`} />
          <AccountField name="note" label="Note (why; staff only)" multiline placeholder="e.g. Raised after the signed credit agreement" />
          <button type="submit" className="a-btn" disabled={isSubmitting}>
            Set credit limit
          </button>
        </Form>
      )}
    </Formik>
  );
}
