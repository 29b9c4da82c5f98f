// /signup (spec 2, 3, 5, 8): the company registration form. Success stores the credentials and
// goes to / after 3 seconds; the new account waits for approval before it sees prices.
import { useCallback, useEffect, useState } from 'react';
import { Form, Formik, useFormikContext, type FormikHelpers } from 'formik';
import { Link } from 'react-router-dom';
import { EMPLOYEE_COUNTS, LINE1_MAX, PASSWORD_MIN, cleanValue, ruleError, registrationRules } from '@contracts/fields';
import { gstinProblems } from '@contracts/gstin';
import { readFailure, hasFieldErrors } from '@/shared/api/failure';
import { REDIRECT_DELAY } from '@/shared/config';
import { notify } from '@/shared/lib/notify';
import { ruleString, rulesSchema } from '@/shared/lib/yupRules';
import { useAppDispatch } from '@/shared/lib/storeHooks';
import { useRegisterMutation, type RegistrationValues } from '../api';
import { credentialsReceived } from '../authSlice';
import { AuthCard } from '../components/AuthCard';
import { FocusFirstError, FormAlert, PhoneField, SelectField, StateField, TextField } from '@/shared/ui/form';
import { useDelayedNavigate } from '../components/useDelayedNavigate';
import { usePageMeta } from '@/shared/lib/pageMeta';

export const COMPANY_TYPES = [
  'Proprietorship',
  'Partnership',
  'LLP',
  'Private Limited',
  'Public Limited',
  'One Person Company',
  'Other',
] as const;

/** The parts of an address the form copies from shipping to billing. */
const ADDRESS_PARTS = ['address_line1', 'address_line2', 'city', 'state', 'pincode', 'country'] as const;

/** The GSTIN rule beyond the pattern (check character, PAN, billing state), as the server applies it. */
function gstinProblemFor(field: 'gstno' | 'pan_number', parent: Record<string, unknown>): string | undefined {
  const gstin = cleanValue(registrationRules.gstno, parent.gstno);
  if (ruleError(registrationRules.gstno, gstin)) return undefined;
  const pan = cleanValue(registrationRules.pan_number, parent.pan_number);
  const billingState = cleanValue(registrationRules.b_state, parent.b_state);
  return gstinProblems({ gstin, pan: ruleError(registrationRules.pan_number, pan) ? '' : pan, billingState })[field];
}

const gstinTest = (field: 'gstno' | 'pan_number') =>
  ruleString(registrationRules[field]).test({
    name: 'gstin',
    test(_value, ctx) {
      const message = gstinProblemFor(field, (ctx.parent ?? {}) as Record<string, unknown>);
      return message ? ctx.createError({ message }) : true;
    },
  });

export const registrationSchema = rulesSchema(registrationRules).shape({ gstno: gstinTest('gstno'), pan_number: gstinTest('pan_number') });

export const emptyRegistration: RegistrationValues = {
  gstno: '',
  pan_number: '',
  tan_number: '',
  msme_number: '',
  incorporation_number: '',
  moa_number: '',
  company_name: '',
  company_domain: '',
  type_of_company: '',
  no_of_employee: '',
  first_name: '',
  last_name: '',
  phone: '',
  fax: '',
  email: '',
  password: '',
  s_address_line1: '',
  s_address_line2: '',
  s_city: '',
  s_state: '',
  s_pincode: '',
  s_country: 'India',
  b_address_line1: '',
  b_address_line2: '',
  b_city: '',
  b_state: '',
  b_pincode: '',
  b_country: 'India',
};

const FALLBACK = 'An unexpected error occurred.';

/** While "same as shipping" is ticked, the billing fields follow the shipping fields. */
function BillingFollowsShipping({ active }: { active: boolean }) {
  const { values, setValues } = useFormikContext<RegistrationValues>();
  useEffect(() => {
    if (!active) return;
    const next = { ...values };
    let changed = false;
    for (const part of ADDRESS_PARTS) {
      if (next[`b_${part}`] !== next[`s_${part}`]) {
        next[`b_${part}`] = next[`s_${part}`];
        changed = true;
      }
    }
    if (changed) void setValues(next, false);
  }, [active, values, setValues]);
  return null;
}

function AddressFields({ prefix, readOnly = false }: { prefix: 's' | 'b'; readOnly?: boolean }) {
  const group = prefix === 's' ? 'shipping' : 'billing';
  return (
    <div className="form__grid">
      <TextField
        name={`${prefix}_address_line1`}
        label="Address Line 1"
        required
        liveError
        readOnly={readOnly}
        autoComplete={`${group} address-line1`}
        hint={`Up to ${LINE1_MAX} characters.`}
      />
      <TextField name={`${prefix}_address_line2`} label="Address Line 2" readOnly={readOnly} autoComplete={`${group} address-line2`} />
      <TextField name={`${prefix}_city`} label="City" required readOnly={readOnly} autoComplete={`${group} address-level2`} />
      <StateField name={`${prefix}_state`} required disabled={readOnly} autoComplete={`${group} address-level1`} />
      <TextField
        name={`${prefix}_pincode`}
        label="Postal Code"
        required
        numeric
        maxLength={6}
        readOnly={readOnly}
        autoComplete={`${group} postal-code`}
      />
      <TextField name={`${prefix}_country`} label="Country" required readOnly={readOnly} autoComplete={`${group} country-name`} />
    </div>
  );
}

export default function SignUpPage() {
  usePageMeta({ title: 'Register Your Company', description: 'Register your company for a wholesale account: once approved, you see trade prices, order on credit and request GST quotations.' });
  const dispatch = useAppDispatch();
  const [register] = useRegisterMutation();
  const navigateLater = useDelayedNavigate();
  const [sameAsShipping, setSameAsShipping] = useState(false);
  const [done, setDone] = useState(false);
  // The long form was scrolled down to its Register button: the short confirmation that replaces it
  // would sit above the window, so it is brought into view and focused (read out too).
  const bringIntoView = useCallback((el: HTMLDivElement | null) => {
    if (!el) return;
    el.scrollIntoView({ block: 'center' });
    el.focus({ preventScroll: true });
  }, []);

  const onSubmit = async (values: RegistrationValues, { setErrors, setStatus }: FormikHelpers<RegistrationValues>) => {
    setStatus(null);
    try {
      const res = await register(registrationSchema.cast(values, { stripUnknown: false }) as RegistrationValues).unwrap();
      if (!res.status || !res.token) {
        setStatus(readFailure({ ...res, status: false }, FALLBACK).message);
        return;
      }
      notify.success(res.message || 'Congratulations! Register Successfully');
      dispatch(credentialsReceived({ token: res.token, customer: res.customer }));
      setDone(true);
      navigateLater('/', REDIRECT_DELAY.afterRegister);
    } catch (err) {
      const failure = readFailure(err, FALLBACK);
      setErrors(failure.fields);
      // A field error the form has no input for is still worth reading.
      const stray = Object.entries(failure.fields)
        .filter(([name]) => !(name in emptyRegistration))
        .map(([, text]) => text);
      if (!hasFieldErrors(failure)) setStatus(failure.message);
      else setStatus(stray.length ? stray.join(' ') : 'Please correct the highlighted fields.');
    }
  };

  if (done) {
    return (
      <AuthCard title="Registration received">
        <div className="form-success" role="status" tabIndex={-1} ref={bringIntoView}>
          <p className="form-success__title">Congratulations! Register Successfully</p>
          <p>
            Your company account is awaiting approval. Approved accounts will have access to the online order system: prices, the
            cart, quotations and ordering. Taking you to the store...
          </p>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Register Your Company"
      wide
      intro={
        <p className="muted">
          Open a wholesale account for your business. Every registration is reviewed; approved accounts will have access to the
          online order system. Fields marked <span className="required">*</span> are required.
        </p>
      }
      footer={
        <p>
          Already registered? <Link to="/signin">Sign in</Link>
        </p>
      }
    >
      <Formik<RegistrationValues> initialValues={emptyRegistration} validationSchema={registrationSchema} onSubmit={onSubmit}>
        {({ isSubmitting, status, submitCount, errors }) => (
          <Form className="form" noValidate>
            <FocusFirstError submitCount={submitCount} errorCount={Object.keys(errors).length} />
            <fieldset className="form__section">
              <legend>Company Details</legend>
              <div className="form__grid">
                <TextField name="company_name" label="Company Name" required autoComplete="organization" />
                <TextField name="company_domain" label="Company Domain" placeholder="example.com" autoComplete="url" />
                <SelectField name="type_of_company" label="Type of Company" required options={COMPANY_TYPES} />
                <SelectField name="no_of_employee" label="No. of Employees" required options={EMPLOYEE_COUNTS} />
                <TextField name="gstno" label="GST Number" required maxLength={15} className="field--upper" />
                <TextField name="pan_number" label="PAN Number" required maxLength={10} className="field--upper" />
                <TextField name="tan_number" label="TAN Number" maxLength={20} className="field--upper" />
                <TextField name="msme_number" label="MSME Number" maxLength={30} />
                <TextField name="incorporation_number" label="Incorporation Number" maxLength={30} />
                <TextField name="moa_number" label="MOA Number" maxLength={30} />
              </div>
            </fieldset>

            <fieldset className="form__section">
              <legend>Contact Person and Sign-in</legend>
              <div className="form__grid">
                <TextField name="first_name" label="First Name" required autoComplete="given-name" />
                <TextField name="last_name" label="Last Name" required autoComplete="family-name" />
                <PhoneField name="phone" label="Phone" required />
                <TextField name="fax" label="Fax" type="tel" maxLength={20} />
                <TextField name="email" label="Email" type="email" required autoComplete="email" />
                <TextField
                  name="password"
                  label="Password"
                  type="password"
                  required
                  autoComplete="new-password"
                  hint={`At least ${PASSWORD_MIN} characters.`}
                />
              </div>
            </fieldset>

            <fieldset className="form__section">
              <legend>Shipping Address</legend>
              <AddressFields prefix="s" />
            </fieldset>

            <fieldset className="form__section">
              <legend>Billing Address</legend>
              <label className="checkbox">
                <input type="checkbox" checked={sameAsShipping} onChange={(e) => setSameAsShipping(e.target.checked)} />
                Billing address is the same as the shipping address
              </label>
              <BillingFollowsShipping active={sameAsShipping} />
              <AddressFields prefix="b" readOnly={sameAsShipping} />
            </fieldset>

            <FormAlert message={status as string | null} />
            <div className="form__actions">
              <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
                {isSubmitting ? 'Registering...' : 'Register'}
              </button>
            </div>
          </Form>
        )}
      </Formik>
    </AuthCard>
  );
}
