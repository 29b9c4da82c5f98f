// The Team page's dialog: invite a user (email, name, role, limits) or change one's limits. Limits
// are typed in rupees (empty: no limit); the server keeps paise and answers field-keyed errors.
import { useRef } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { COMPANY_ROLES, COMPANY_ROLE_LABELS, inviteRules, teamUserRules, type CompanyRole } from '@contracts/companyUserRules';
import type { CompanyUser } from '@contracts/companyUsers';
import { readFailure } from '@/shared/api/failure';
import { notify } from '@/shared/lib/notify';
import { rulesSchema } from '@/shared/lib/yupRules';
import { FocusFirstError, FormAlert, SelectField, TextField } from '@/shared/ui/form';
import { useDialogFocus } from '@/shared/ui/useDialogFocus';
import { useInviteUserMutation, useUpdateUserMutation } from '../api';

interface Values {
  email: string;
  name: string;
  role: CompanyRole | '';
  order_limit: string;
  monthly_limit: string;
}

const inviteSchema = rulesSchema(inviteRules);
const limitsSchema = rulesSchema({ order_limit: teamUserRules.order_limit, monthly_limit: teamUserRules.monthly_limit });

export const ROLE_HINTS: Record<CompanyRole, string> = {
  admin: 'everything, including users and addresses',
  buyer: 'cart, quotations and orders within the limits',
  approver: 'as a buyer, and approves orders that need it',
  viewer: 'reads orders, invoices, quotations and the wallet',
};

const limitText = (rupees: number | null) => (rupees === null ? '' : String(rupees));

interface Props {
  /** The user whose limits change, or null to invite one. */
  user: CompanyUser | null;
  onClose: () => void;
}

export function UserDialog({ user, onClose }: Props) {
  const ref = useRef<HTMLDivElement>(null);
  useDialogFocus(ref, onClose);
  const [invite] = useInviteUserMutation();
  const [update] = useUpdateUserMutation();
  const title = user ? `Spending limits of ${user.name}` : 'Invite a user';

  const onSubmit = async (values: Values, { setErrors, setStatus }: FormikHelpers<Values>) => {
    setStatus(null);
    try {
      if (user) {
        await update({ id: user.id, order_limit: values.order_limit.trim(), monthly_limit: values.monthly_limit.trim() }).unwrap();
        notify.success('Limits saved.');
      } else {
        const added = await invite(values).unwrap();
        notify.success(`Invitation sent to ${added.email}.`);
      }
      onClose();
    } catch (err) {
      const failure = readFailure(err, 'The change could not be saved. Please try again.');
      setErrors(failure.fields);
      if (Object.keys(failure.fields).length === 0) setStatus(failure.message);
    }
  };

  return (
    <div className="modal-backdrop">
      <div className="modal" role="dialog" aria-modal="true" aria-labelledby="user-dialog-title" tabIndex={-1} ref={ref}>
        <button type="button" className="modal__close" aria-label="Close dialog" onClick={onClose}>
          ×
        </button>
        <h2 id="user-dialog-title" className="modal__title">
          {title}
        </h2>
        <Formik<Values>
          initialValues={{ email: '', name: '', role: user ? user.role : '', order_limit: limitText(user?.order_limit ?? null), monthly_limit: limitText(user?.monthly_limit ?? null) }}
          validationSchema={user ? limitsSchema : inviteSchema}
          onSubmit={onSubmit}
        >
          {({ isSubmitting, status, submitCount, errors }) => (
            <Form className="form" noValidate>
              <FormAlert message={status as string | null} />
              <FocusFirstError submitCount={submitCount} errorCount={Object.keys(errors).length} />
              {user ? null : (
                <>
                  <TextField name="email" label="Email" type="email" autoComplete="off" required hint="The invitation link goes to this address and works once, for 72 hours." />
                  <TextField name="name" label="Name" autoComplete="off" required />
                  <SelectField
                    name="role"
                    label="Role"
                    required
                    options={COMPANY_ROLES}
                    optionLabel={(r) => `${COMPANY_ROLE_LABELS[r as CompanyRole]}: ${ROLE_HINTS[r as CompanyRole]}`}
                  />
                </>
              )}
              <div className="form__grid">
                <TextField name="order_limit" label="Order limit (₹)" inputMode="decimal" hint="Largest single order. Empty: no limit." />
                <TextField name="monthly_limit" label="Monthly limit (₹)" inputMode="decimal" hint="All orders in a calendar month. Empty: no limit." />
              </div>
              <div className="form__actions">
                <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
                  {isSubmitting ? 'Saving...' : user ? 'Save limits' : 'Send invitation'}
                </button>
                <button type="button" className="btn btn--ghost" onClick={onClose} disabled={isSubmitting}>
                  Cancel
                </button>
              </div>
            </Form>
          )}
        </Formik>
      </div>
    </div>
  );
}
