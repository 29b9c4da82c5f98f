// Approve or reject a registration (Sales, Admin). Rejecting asks for the reason, which the
// customer reads in the mail; approving says the customer will be mailed. Either way the answer
// is the account as it is now, and the dialog closes.
import { useRef } from 'react';
import { createPortal } from 'react-dom';
import { Form, Formik } from 'formik';
import { accountRejectRules } from '@contracts/accountRules';
import { SaveNotice, saveForm } from '../kit';
import { rulesSchema } from '@/shared/lib/yupRules';
import { useDialogFocus } from '@/shared/ui/useDialogFocus';
import { useApproveAccountMutation, useRejectAccountMutation } from './api';
import { AccountField } from './AccountField';
import './DecisionDialog.css';

const rejectSchema = rulesSchema(accountRejectRules);

interface Props {
  id: number;
  company: string;
  decision: 'approve' | 'reject';
  onDone: (message: string) => void;
  onCancel: () => void;
}

export function DecisionDialog({ id, company, decision, onDone, onCancel }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onCancel);
  const [approve, approving] = useApproveAccountMutation();
  const [reject] = useRejectAccountMutation();
  const title = decision === 'approve' ? `Approve ${company}?` : `Reject ${company}?`;

  return createPortal(
    <div className="acc-dialog-backdrop" onClick={onCancel}>
      <div className="acc-dialog" role="dialog" aria-modal="true" aria-labelledby="acc-dialog-title" ref={ref} onClick={(e) => e.stopPropagation()}>
        <h2 id="acc-dialog-title">{title}</h2>
        <Formik
          initialValues={{ reason: '' }}
          validationSchema={decision === 'reject' ? rejectSchema : undefined}
          onSubmit={async (values, form) => {
            const res = await saveForm(values, form, () => (decision === 'approve' ? approve(id).unwrap() : reject({ id, reason: values.reason }).unwrap()), {
              fallback: 'The decision could not be saved. Try again.',
            });
            if (res) onDone(res.message);
          }}
        >
          {({ isSubmitting }) => (
            <Form noValidate>
              <SaveNotice />
              {decision === 'approve' ? (
                <p>The account will see prices and can order. The customer is mailed that the account is approved, with its credit limit.</p>
              ) : (
                <>
                  <p>The account can no longer sign in. The customer is mailed that it was not approved, with this reason.</p>
                  <AccountField name="reason" label="Reason (sent to the customer)" multiline placeholder="e.g. The GSTIN does not match the company name." />
                </>
              )}
              <div className="acc-dialog__actions">
                <button type="button" className="a-btn a-btn--ghost" onClick={onCancel}>
                  Cancel
                </button>
                <button type="submit" className={`a-btn${decision === 'reject' ? ' a-btn--danger' : ''}`} disabled={isSubmitting || approving.isLoading}>
                  {decision === 'approve' ? 'Approve account' : 'Reject account'}
                </button>
              </div>
            </Form>
          )}
        </Formik>
      </div>
    </div>,
    document.body,
  );
}
