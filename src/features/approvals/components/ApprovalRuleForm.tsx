// The company's approval rule: the Admin enters the amount above which a Buyer's order waits for an
// approval (empty: no rule); everyone else reads it.
import { Form, Formik, type FormikHelpers } from 'formik';
import type { ApprovalRule } from '@contracts/approvals';
import { APPROVAL_MESSAGES, approvalRuleRules } from '@contracts/approvalRules';
import { formatRupees } from '@contracts/format';
import { readFailure, showInForm } from '@/shared/api/failure';
import { notify } from '@/shared/lib/notify';
import { rulesSchema } from '@/shared/lib/yupRules';
import { FormAlert, TextField } from '@/shared/ui/form';
import { useSetApprovalRuleMutation } from '../api';

interface Values {
  threshold: string;
}

const schema = rulesSchema(approvalRuleRules);

export function ApprovalRuleForm({ rule }: { rule: ApprovalRule }) {
  const [setRule] = useSetApprovalRuleMutation();
  const current =
    rule.threshold === null
      ? 'No rule: every order is placed at once.'
      : `Orders above ${formatRupees(rule.threshold)} by a Buyer wait for an Approver's or Admin's approval.`;

  if (!rule.can_set_rule) return <p className="approvals-rule__current">{current}</p>;

  const onSubmit = async (values: Values, helpers: FormikHelpers<Values>) => {
    helpers.setStatus(null);
    try {
      const res = await setRule({ threshold: values.threshold.trim() }).unwrap();
      notify.success(res.message ?? APPROVAL_MESSAGES.ruleSaved);
    } catch (err) {
      showInForm(readFailure(err, 'Could not save the rule.'), helpers);
    }
  };
  return (
    <Formik<Values> initialValues={{ threshold: rule.threshold === null ? '' : String(rule.threshold) }} validationSchema={schema} onSubmit={onSubmit} enableReinitialize>
      {({ isSubmitting, status }) => (
        <Form className="form approvals-rule" noValidate>
          <p className="approvals-rule__current">{current}</p>
          <TextField
            name="threshold"
            label="Orders above (₹) need approval"
            hint="Buyers' orders above this total wait for an Approver or Admin. Leave empty for no rule."
            inputMode="decimal"
            maxLength={16}
          />
          <FormAlert message={status as string | null} />
          <div className="form__actions">
            <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
              {isSubmitting ? 'Saving...' : 'Save rule'}
            </button>
          </div>
        </Form>
      )}
    </Formik>
  );
}
