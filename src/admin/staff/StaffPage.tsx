// /admin/staff (Admin): everyone who works in the back office, a form to add a member with a
// role, and per member a role change and deactivation (each audited by the server).
import { useState } from 'react';
import { Field, Form, Formik, type FieldProps } from 'formik';
import { STAFF_ROLES, STAFF_ROLE_LABELS, staffCreateRules, type StaffRole } from '@contracts/staffRules';
import type { StaffMember } from '@contracts/staff';
import { rulesSchema } from '@/shared/lib/yupRules';
import { readFailure } from '@/shared/api/failure';
import { ConfirmDialog, SaveNotice, TableScroll, saveForm } from '../kit';
import { formatDateTime } from '@contracts/format';
import { useChangeRoleMutation, useCreateStaffMutation, useDeactivateMutation, useStaffListQuery } from './api';
import { useAdminSelector } from '../store';
import '../layout/confirmDialog.css';
import './staff.css';

const schema = rulesSchema(staffCreateRules);
type NewStaff = { name: string; email: string; role: string; password: string };
const EMPTY: NewStaff = { name: '', email: '', role: '', password: '' };

function Input({ name, label, type = 'text', autoComplete }: { name: keyof NewStaff; label: string; type?: string; autoComplete?: string }) {
  return (
    <Field name={name}>
      {({ field, meta }: FieldProps<string>) => {
        const invalid = Boolean(meta.touched && meta.error);
        return (
          <div className="a-field">
            <label htmlFor={`new-${name}`}>{label}</label>
            {name === 'role' ? (
              <select {...field} id={`new-${name}`} aria-invalid={invalid} aria-describedby={invalid ? `new-${name}-error` : undefined}>
                <option value="">Choose a role</option>
                {STAFF_ROLES.map((r) => (
                  <option key={r} value={r}>
                    {STAFF_ROLE_LABELS[r]}
                  </option>
                ))}
              </select>
            ) : (
              <input {...field} id={`new-${name}`} type={type} autoComplete={autoComplete} aria-invalid={invalid} aria-describedby={invalid ? `new-${name}-error` : undefined} />
            )}
            {invalid && (
              <span className="a-error" id={`new-${name}-error`}>
                {meta.error}
              </span>
            )}
          </div>
        );
      }}
    </Field>
  );
}

function AddStaff() {
  const [create] = useCreateStaffMutation();
  const [added, setAdded] = useState<string | null>(null);
  return (
    <section className="a-card staff-add" aria-labelledby="add-staff">
      <h2 id="add-staff">Add a staff member</h2>
      <Formik
        initialValues={EMPTY}
        validationSchema={schema}
        onSubmit={async (values, form) => {
          setAdded(null);
          const answer = await saveForm(values, form, () => create(values).unwrap(), { fallback: 'The staff member could not be added. Please try again.' });
          if (!answer) return;
          form.resetForm();
          setAdded(`${answer.staff.name} was added as ${STAFF_ROLE_LABELS[answer.staff.role]}.`);
        }}
      >
        {({ isSubmitting }) => (
          <Form className="staff-form" noValidate>
            <SaveNotice className="staff-form__wide" />
            <Input name="name" label="Name" autoComplete="off" />
            <Input name="email" label="Email" type="email" autoComplete="off" />
            <Input name="role" label="Role" />
            <Input name="password" label="First password" type="password" autoComplete="new-password" />
            <div className="staff-form__wide staff-form__actions">
              <button type="submit" className="a-btn" disabled={isSubmitting}>
                {isSubmitting ? 'Adding…' : 'Add staff member'}
              </button>
              {added && (
                <span role="status" className="staff-added">
                  {added}
                </span>
              )}
            </div>
          </Form>
        )}
      </Formik>
    </section>
  );
}

/** What each role may do, in the words of the Roles table (docs/back-office.md), for the confirmation. */
const ROLE_DOES: Record<StaffRole, string> = {
  admin: 'everything, with staff, the audit log and settings',
  sales: 'accounts, quotations, order approval and inquiries',
  finance: 'credit, payments, refunds and the figures',
  dispatch: 'shipping and delivering orders',
  catalogue: 'products, stock, images and the storefront’s content',
};

function StaffRow({ member, self }: { member: StaffMember; self: boolean }) {
  const [changeRole, role] = useChangeRoleMutation();
  const [deactivate, off] = useDeactivateMutation();
  const [error, setError] = useState<string | null>(null);
  // The role picked in the list, waiting for the confirmation.
  const [asked, setAsked] = useState<StaffRole | null>(null);
  const [deactivating, setDeactivating] = useState(false);
  const act = async (call: () => Promise<unknown>) => {
    setError(null);
    try {
      await call();
    } catch (err) {
      setError(readFailure(err, 'That did not work. Please try again.', { joinFields: true }).message);
    }
  };
  const editable = member.active && !self;
  return (
    <tr>
      <td>
        <strong>{member.name}</strong>
        {self && <span className="staff-you"> (you)</span>}
        <div className="staff-email">{member.email}</div>
      </td>
      <td>
        {editable ? (
          <select
            aria-label={`Role of ${member.name}`}
            value={member.role}
            disabled={role.isLoading}
            onChange={(e) => setAsked(e.target.value as StaffRole)}
          >
            {STAFF_ROLES.map((r) => (
              <option key={r} value={r}>
                {STAFF_ROLE_LABELS[r]}
              </option>
            ))}
          </select>
        ) : (
          STAFF_ROLE_LABELS[member.role]
        )}
      </td>
      <td>{member.active ? <span className="a-badge">Active</span> : <span className="a-badge a-badge--off">Deactivated</span>}</td>
      <td>{member.last_sign_in_at ? formatDateTime(member.last_sign_in_at) : 'Never'}</td>
      <td>
        {editable && (
          <button
            type="button"
            className="a-btn a-btn--danger a-btn--small"
            disabled={off.isLoading}
            onClick={() => setDeactivating(true)}
          >
            Deactivate
          </button>
        )}
        {deactivating && (
          <ConfirmDialog
            title={`Deactivate ${member.name}?`}
            confirmLabel="Deactivate"
            cancelLabel="Keep them active"
            onCancel={() => setDeactivating(false)}
            onConfirm={() => {
              setDeactivating(false);
              void act(() => deactivate(member.id).unwrap());
            }}
          >
            <p>They are signed out at once and can no longer sign in. Their changes stay in the audit log.</p>
          </ConfirmDialog>
        )}
        {error && (
          <p className="a-error" role="alert">
            {error}
          </p>
        )}
        {asked && (
          <ConfirmDialog
            title={`Make ${member.name} ${STAFF_ROLE_LABELS[asked]}?`}
            confirmLabel={`Make ${STAFF_ROLE_LABELS[asked]}`}
            cancelLabel={`Keep ${STAFF_ROLE_LABELS[member.role]}`}
            danger={false}
            onCancel={() => setAsked(null)}
            onConfirm={() => {
              const next = asked;
              setAsked(null);
              void act(() => changeRole({ id: member.id, role: next }).unwrap());
            }}
          >
            <p>
              From {STAFF_ROLE_LABELS[member.role]} ({ROLE_DOES[member.role]}) to {STAFF_ROLE_LABELS[asked]} ({ROLE_DOES[asked]}).
            </p>
            <p>{member.name} is signed out at once and signs in again to work in the new role.</p>
          </ConfirmDialog>
        )}
      </td>
    </tr>
  );
}

export function StaffPage() {
  const me = useAdminSelector((s) => s.session.staff);
  const { data, isLoading, isError } = useStaffListQuery();
  return (
    <>
      <h1 className="admin-title">Staff</h1>
      <AddStaff />
      <section className="a-card staff-list" aria-labelledby="staff-list">
        <h2 id="staff-list">Everyone with back-office access</h2>
        {isError && <p className="a-alert">The staff list could not be loaded. Please reload the page.</p>}
        <TableScroll label="Staff members">
          <table className="a-table">
            <thead>
              <tr>
                <th scope="col">Member</th>
                <th scope="col">Role</th>
                <th scope="col">Status</th>
                <th scope="col">Last sign-in (India time)</th>
                <th scope="col">
                  <span className="a-visually-hidden">Actions</span>
                </th>
              </tr>
            </thead>
            <tbody>
              {isLoading && (
                <tr>
                  <td colSpan={5} className="a-empty">
                    Loading…
                  </td>
                </tr>
              )}
              {data?.staff.map((m) => <StaffRow key={m.id} member={m} self={m.id === me?.id} />)}
            </tbody>
          </table>
        </TableScroll>
      </section>
    </>
  );
}
