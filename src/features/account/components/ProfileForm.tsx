// Account Setting, profile (spec 2, 5, 7): company name, email, phone and an optional image,
// sent as multipart form data. Changing the sign-in email also takes the current password.
import { useEffect, useId, useState, type ChangeEvent } from 'react';
import { Form, Formik, type FormikHelpers } from 'formik';
import * as Yup from 'yup';
import { profileRules } from '@contracts/fields';
import { customerUpdated, selectCustomer } from '@/features/auth';
import { readFailure, showInForm } from '@/shared/api/failure';
import { FormAlert, PhoneField, TextField } from '@/shared/ui/form';
import { mediaUrl } from '@/shared/lib/media';
import { notify } from '@/shared/lib/notify';
import { useAppDispatch, useAppSelector } from '@/shared/lib/storeHooks';
import { rulesSchema } from '@/shared/lib/yupRules';
import { useUpdateProfileMutation } from '../api';

export const IMAGE_TYPES = ['image/png', 'image/jpeg', 'image/webp', 'image/gif'] as const;
export const IMAGE_MAX_BYTES = 2 * 1024 * 1024;
// The server's own words for the same checks.
export const IMAGE_TYPE_MESSAGE = 'The image must be a PNG, JPEG, WebP or GIF file.';
export const IMAGE_SIZE_MESSAGE = 'The image may not be greater than 2 MB.';

interface Values {
  company_name: string;
  email: string;
  phone: string;
  current_password: string;
  image: File | null;
}

export const CURRENT_PASSWORD_MESSAGE = 'Current password is required';

/** Whether the form's email differs from the one the account signs in with now. */
const emailChanged = (email: string | undefined, currentEmail: string) =>
  (email ?? '').trim().toLowerCase() !== currentEmail.trim().toLowerCase();

export const profileSchema = (currentEmail: string) => rulesSchema(profileRules).shape({
  // The server asks for it only when the sign-in email changes.
  current_password: Yup.string().when('email', {
    is: (email: string | undefined) => emailChanged(email, currentEmail),
    then: (s) => s.required(CURRENT_PASSWORD_MESSAGE),
  }),
  image: Yup.mixed<File>()
    .nullable()
    .test('type', IMAGE_TYPE_MESSAGE, (f) => !f || (IMAGE_TYPES as readonly string[]).includes(f.type))
    .test('size', IMAGE_SIZE_MESSAGE, (f) => !f || f.size <= IMAGE_MAX_BYTES),
});

const FALLBACK = 'An error occurred. Please try again.';

const initialsOf = (name: string) =>
  name
    .split(/\s+/)
    .filter(Boolean)
    .slice(0, 2)
    .map((w) => w.charAt(0).toUpperCase())
    .join('');

/** A data URL of the chosen image, for the preview (read asynchronously). */
function usePreview(file: File | null): string | null {
  const [read, setRead] = useState<{ file: File; url: string } | null>(null);
  useEffect(() => {
    if (!file) return;
    let live = true;
    const reader = new FileReader();
    reader.onload = () => {
      if (live && typeof reader.result === 'string') setRead({ file, url: reader.result });
    };
    reader.readAsDataURL(file);
    return () => {
      live = false;
    };
  }, [file]);
  return read && read.file === file ? read.url : null;
}

interface ImageFieldProps {
  current: string | null;
  initials: string;
  file: File | null;
  error?: string;
  onChoose: (f: File | null) => void;
  /** Read only: the current image without the chooser. */
  readOnly?: boolean;
}

function ImageField({ current, initials, file, error, onChoose, readOnly = false }: ImageFieldProps) {
  const id = useId();
  const valid = file && !error;
  const preview = usePreview(valid ? file : null);
  const onChange = (e: ChangeEvent<HTMLInputElement>) => onChoose(e.target.files?.[0] ?? null);
  return (
    <div className={`field profile-image${error ? ' field--invalid' : ''}`}>
      <span className="profile-image__label" id={`${id}-label`}>
        Profile Image
      </span>
      <div className="profile-image__row">
        {preview || current ? (
          <img
            className="profile-image__preview"
            src={preview ?? mediaUrl(current)}
            alt={preview ? 'Preview of the new image' : 'Current profile image'}
            width={72}
            height={72}
          />
        ) : (
          <span className="profile-image__preview profile-image__preview--empty" aria-hidden="true">
            {initials}
          </span>
        )}
        {readOnly ? null : (
          <div>
            <input
              id={id}
              className="sr-only"
              type="file"
              accept={IMAGE_TYPES.join(',')}
              aria-labelledby={`${id}-label`}
              aria-describedby={`${id}-hint${error ? ` ${id}-error` : ''}`}
              aria-invalid={error ? true : undefined}
              onChange={onChange}
            />
            <label htmlFor={id} className="btn btn--ghost btn--small profile-image__choose">
              Choose image
            </label>
            <p className="field-hint" id={`${id}-hint`}>
              {file ? `${file.name} · ` : ''}PNG, JPEG, WebP or GIF, up to 2 MB. Optional.
            </p>
            {error ? (
              <p className="field-error" id={`${id}-error`}>
                {error}
              </p>
            ) : null}
          </div>
        )}
      </div>
    </div>
  );
}

/** Shown instead of the form's button to the users the server would refuse (every role but Admin). */
export const COMPANY_PROFILE_ADMIN_ONLY = "Only your company's Admin can change the company profile.";

/** `mayEdit`: the signed-in user is their company's Admin (the server refuses the others); otherwise the form is read only. */
export function ProfileForm({ mayEdit = true }: { mayEdit?: boolean }) {
  const dispatch = useAppDispatch();
  const customer = useAppSelector(selectCustomer);
  const [updateProfile] = useUpdateProfileMutation();
  // Re-mounting the file input clears it after a successful upload.
  const [uploadKey, setUploadKey] = useState(0);

  const initialValues: Values = {
    company_name: customer?.company_name ?? '',
    email: customer?.email ?? '',
    phone: customer?.phone ?? '',
    current_password: '',
    image: null,
  };
  const currentEmail = customer?.email ?? '';

  const onSubmit = async (values: Values, { setErrors, setStatus, setFieldValue }: FormikHelpers<Values>) => {
    setStatus(null);
    const body = new FormData();
    body.append('company_name', values.company_name.trim());
    body.append('email', values.email.trim());
    body.append('phone', values.phone.trim());
    // Only an email change needs (and sends) the password.
    if (emailChanged(values.email, currentEmail)) body.append('current_password', values.current_password);
    if (values.image) body.append('image', values.image);
    try {
      const res = await updateProfile(body).unwrap();
      if (!res.status) {
        setStatus(readFailure(res, FALLBACK).message);
        return;
      }
      if (res.customer) dispatch(customerUpdated(res.customer));
      notify.success(res.message || 'Profile updated successfully');
      await setFieldValue('image', null, false);
      await setFieldValue('current_password', '', false);
      setUploadKey((k) => k + 1);
    } catch (err) {
      showInForm(readFailure(err, FALLBACK), { setErrors, setStatus });
    }
  };

  return (
    <section className="panel account-card" aria-labelledby="profile-title">
      <h2 id="profile-title" className="account-card__title">
        Profile
      </h2>
      <Formik<Values> initialValues={initialValues} enableReinitialize validationSchema={profileSchema(currentEmail)} onSubmit={onSubmit}>
        {({ isSubmitting, status, values, errors, setFieldValue, setFieldTouched }) => (
          <Form className="form" noValidate>
            <FormAlert message={status as string | null} />
            {mayEdit ? null : <p className="field-hint">{COMPANY_PROFILE_ADMIN_ONLY}</p>}
            <fieldset className="form__fieldset" disabled={!mayEdit}>
              <ImageField
                key={uploadKey}
                current={customer?.image ?? null}
                initials={initialsOf(customer?.company_name ?? '')}
                file={values.image}
                error={errors.image}
                readOnly={!mayEdit}
                onChoose={(f) => {
                  void setFieldValue('image', f, true);
                  void setFieldTouched('image', true, false);
                }}
              />
              <div className="form__grid">
                <TextField name="company_name" label="Company Name" required autoComplete="organization" />
                <TextField name="email" label="Email" type="email" required autoComplete="email" />
                <PhoneField name="phone" label="Phone Number" required />
                {emailChanged(values.email, currentEmail) ? (
                  <TextField
                    name="current_password"
                    label="Current Password"
                    type="password"
                    required
                    autoComplete="current-password"
                    hint="Needed to change the sign-in email. We will let the old address know."
                  />
                ) : null}
              </div>
            </fieldset>
            {mayEdit ? (
              <div className="form__actions">
                <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
                  {isSubmitting ? 'Saving...' : 'Update Profile'}
                </button>
              </div>
            ) : null}
          </Form>
        )}
      </Formik>
    </section>
  );
}
