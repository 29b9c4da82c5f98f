// /contact-us (spec 2, 5, 8): the inquiry form. Any invalid field shows 'Please fix the errors in
// the form.' and sends nothing; the server's field errors are shown on their fields.
import { useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import { Form, Formik, type FormikHelpers } from 'formik';
import { inquiryRules } from '@contracts/fields';
import type { Inquiry } from '@contracts/content';
import { hasFieldErrors, readFailure } from '@/shared/api/failure';
import { STORE_NAME } from '@/shared/config';
import { rulesSchema } from '@/shared/lib/yupRules';
import { notify } from '@/shared/lib/notify';
import { usePageMeta } from '@/shared/lib/pageMeta';
import { Breadcrumb } from '@/shared/ui/Breadcrumb';
import { FocusFirstError, FormAlert, PhoneField, SelectField, TextAreaField, TextField } from '@/shared/ui/form';
import { useSendInquiryMutation } from '../api';
import { PAGE_DESCRIPTIONS } from '../meta';
import '../content.css';

export const inquirySchema = rulesSchema(inquiryRules);

const EMPTY: Inquiry = { first_name: '', last_name: '', employee_designation: '', company_name: '', email: '', phone: '', description: '' };

/**
 * What the inquiry is about, chosen in the form and preselected by a link (?subject=feedback from
 * the footer's Feedback & Complaints). The spec's inquiry has no subject field, so the subject
 * travels as the first line of the message, where the sales team reads it.
 */
const SUBJECTS = { general: 'General inquiry', sales: 'Bulk order or quotation', account: 'Company account', feedback: 'Feedback & Complaints' } as const;
type Subject = keyof typeof SUBJECTS;
const isSubject = (v: string | null): v is Subject => v !== null && Object.hasOwn(SUBJECTS, v);
type ContactValues = Inquiry & { subject: Subject };

const withSubject = (subject: Subject, message: string) => (subject === 'general' ? message : `Subject: ${SUBJECTS[subject]}\n\n${message}`.trim());

export const INQUIRY_MESSAGES = {
  success: 'Inquiry submitted successfully!',
  invalid: 'Please fix the errors in the form.',
  refused: 'Something went wrong!',
  failed: 'Error submitting inquiry. Please try again.',
} as const;

/** The server answered with an HTTP status below 500 (it looked at the inquiry and said no). */
const refusedByServer = (err: unknown) => {
  const status = (err as { status?: unknown } | undefined)?.status;
  return typeof status === 'number' && status < 500;
};

export default function ContactPage() {
  usePageMeta({ title: 'Contact Us', description: PAGE_DESCRIPTIONS.contact });
  const [sendInquiry] = useSendInquiryMutation();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const asked = useSearchParams()[0].get('subject');
  const initialValues: ContactValues = { ...EMPTY, subject: isSubject(asked) ? asked : 'general' };

  const onSubmit = async ({ subject, ...values }: ContactValues, { setErrors, setStatus, resetForm }: FormikHelpers<ContactValues>) => {
    setStatus(null);
    setSentTo(null);
    const body = inquirySchema.cast(values) as Inquiry;
    try {
      const res = await sendInquiry({ ...body, description: withSubject(subject, body.description ?? '') }).unwrap();
      if (!res.status) {
        setStatus(INQUIRY_MESSAGES.refused);
        return;
      }
      notify.success(res.message || INQUIRY_MESSAGES.success);
      resetForm();
      setSentTo(body.email);
    } catch (err) {
      // A refusal shows the server's words; no answer, or a server failure, the spec's retry text.
      const failure = readFailure(err, INQUIRY_MESSAGES.refused);
      if (hasFieldErrors(failure)) setErrors(failure.fields);
      else setStatus(refusedByServer(err) ? failure.message : INQUIRY_MESSAGES.failed);
    }
  };

  return (
    <div className="container info-page">
      <Breadcrumb items={[{ label: 'Home', to: '/' }, { label: 'Contact Us' }]} />
      <h1 className="page-title">Contact Us</h1>
      <div className="contact">
        <section className="panel contact__details" aria-labelledby="contact-details-title">
          <h2 id="contact-details-title" className="contact__title">
            Talk to our sales team
          </h2>
          <p>Bulk quotes, company accounts, product availability and delivery: tell us what you need and we answer within one working day.</p>
          <address>
            <strong>{STORE_NAME} Pvt Ltd</strong>
            <br />
            14, Lamington Road, Grant Road East
            <br />
            Mumbai, Maharashtra 400007
          </address>
          <p>
            Phone: <a href="tel:+912240001234">+91 22 4000 1234</a>
            <br />
            Email: <a href="mailto:sales@itwholesale.example">sales@itwholesale.example</a>
          </p>
          <p className="muted">Monday to Saturday, 10:00 to 19:00 IST</p>
        </section>

        <section className="panel contact__form" aria-labelledby="inquiry-title">
          <h2 id="inquiry-title" className="contact__title">
            Send an inquiry
          </h2>
          {sentTo ? (
            <div className="form-success" role="status">
              <p className="form-success__title">{INQUIRY_MESSAGES.success}</p>
              <p>
                Our sales team will get back to you within one working day. A confirmation is on its way to <strong>{sentTo}</strong>.
              </p>
            </div>
          ) : null}
          <Formik<ContactValues> initialValues={initialValues} enableReinitialize validationSchema={inquirySchema} onSubmit={onSubmit}>
            {({ isSubmitting, isValid, submitCount, errors, status }) => (
              <Form className="form" noValidate>
                <FormAlert message={(status as string | null) ?? (submitCount > 0 && !isValid && !isSubmitting ? INQUIRY_MESSAGES.invalid : null)} />
                <div className="form__grid">
                  <TextField name="first_name" label="First Name" autoComplete="given-name" required />
                  <TextField name="last_name" label="Last Name" autoComplete="family-name" required />
                  <TextField name="employee_designation" label="Employee Designation" autoComplete="organization-title" required />
                  <TextField name="company_name" label="Company Name" autoComplete="organization" required />
                  <TextField name="email" label="Email" type="email" autoComplete="email" required />
                  <PhoneField name="phone" label="Phone Number" required />
                </div>
                <SelectField
                  name="subject"
                  label="Subject"
                  options={Object.keys(SUBJECTS)}
                  optionLabel={(v) => SUBJECTS[v as Subject]}
                  placeholder="Choose a subject"
                />
                <TextAreaField name="description" label="Message" rows={5} placeholder="What can we help you with?" liveError />
                <div className="form__actions">
                  <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
                    {isSubmitting ? 'Submitting...' : 'Submit Inquiry'}
                  </button>
                </div>
                <FocusFirstError submitCount={submitCount} errorCount={Object.keys(errors).length} />
              </Form>
            )}
          </Formik>
        </section>
      </div>
    </div>
  );
}
