// The add/edit address dialog (spec 2, 4): 'New Billing Address' / 'Edit Billing Address' on the
// billing book and the spec's 'New Shipping Address' / 'Edit Shipping Address' on the shipping one
// (the spec titled both 'Shipping', which misled on the billing page). Saving or dismissing closes
// it; the form starts empty with default 'n' the next time it opens.
import { useRef } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import { PhoneField, StateField, TextField } from '@/shared/ui/form';
import { readFailure } from '@/shared/api/failure';
import { notify } from '@/shared/lib/notify';
import { ADDRESS_PARTS, LINE1_MAX } from '@contracts/fields';
import { useDialogFocus } from '@/shared/ui/useDialogFocus';
import { addressToForm, emptyAddress, PART_LABELS, type AddressBookConfig, type AddressFormValues, type AnyAddress } from '../addressBooks';

interface Props {
  config: AddressBookConfig;
  /** The address being edited, or null to add one. */
  address: AnyAddress | null;
  onClose: () => void;
  /** Told of the saved address before the dialog closes (checkout chooses a new one at once). */
  onSaved?: (address: AnyAddress) => void;
}

export function AddressDialog({ config, address, onClose, onSaved }: Props) {
  const { prefix } = config;
  const { save } = config.useSave();
  const dialogRef = useRef<HTMLDivElement>(null);
  const editing = address !== null;
  const title = `${editing ? 'Edit' : 'New'} ${config.noun} Address`;

  useDialogFocus(dialogRef, onClose);

  const onSubmit = async (values: AddressFormValues, { setErrors }: FormikHelpers<AddressFormValues>) => {
    const body = { ...values };
    for (const part of ADDRESS_PARTS) body[`${prefix}_${part}`] = (body[`${prefix}_${part}`] ?? '').trim();
    try {
      const saved = await save(address?.id ?? null, body);
      notify.success(editing ? 'Address updated successfully' : 'Address added successfully');
      onSaved?.(saved.data);
      onClose();
    } catch (err) {
      setErrors(readFailure(err, 'Error saving address').fields);
      notify.error('Error saving address');
    }
  };

  const required = (part: (typeof ADDRESS_PARTS)[number]) => config.requiredParts.includes(part);

  return (
    <div className="modal-backdrop">
      <div className="modal modal--wide" role="dialog" aria-modal="true" aria-labelledby="address-dialog-title" tabIndex={-1} ref={dialogRef}>
        <button type="button" className="modal__close" aria-label="Close dialog" onClick={onClose}>
          ×
        </button>
        <h2 id="address-dialog-title" className="modal__title">
          {title}
        </h2>
        <Formik<AddressFormValues>
          initialValues={address ? addressToForm(prefix, address) : emptyAddress(prefix)}
          validationSchema={config.schema}
          onSubmit={onSubmit}
        >
          {({ isSubmitting, values, setFieldValue }) => (
            <Form className="form" noValidate>
              <TextField
                name={`${prefix}_address_line1`}
                label={PART_LABELS.address_line1}
                required
                liveError
                hint={`Up to ${LINE1_MAX} characters.`}
              />
              <TextField name={`${prefix}_address_line2`} label={PART_LABELS.address_line2} required={required('address_line2')} />
              <div className="form__grid">
                <TextField name={`${prefix}_city`} label={PART_LABELS.city} required={required('city')} />
                <StateField name={`${prefix}_state`} label={PART_LABELS.state} required={required('state')} />
                <TextField name={`${prefix}_country`} label={PART_LABELS.country} required={required('country')} />
                <TextField name={`${prefix}_pincode`} label={PART_LABELS.pincode} required={required('pincode')} numeric maxLength={6} />
                <PhoneField name={`${prefix}_phone`} label={PART_LABELS.phone} required={required('phone')} />
              </div>
              <label className="checkbox">
                <input
                  type="checkbox"
                  name="is_default"
                  checked={values.is_default === 'y'}
                  onChange={(e) => void setFieldValue('is_default', e.target.checked ? 'y' : 'n')}
                />
                Use as my default address
              </label>
              <div className="form__actions">
                <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
                  {isSubmitting ? 'Saving...' : editing ? 'Update Address' : 'Add Address'}
                </button>
                <button type="button" className="btn btn--ghost" onClick={onClose} disabled={isSubmitting}>
                  {config.dismissLabel}
                </button>
              </div>
            </Form>
          )}
        </Formik>
      </div>
    </div>
  );
}
