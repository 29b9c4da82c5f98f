// "Mark answered" with a note saying what was done: the note's rules and messages come from
// contracts (the server answers the same 422); a 409 (someone else answered first) is shown in the
// form with a Reload that fetches the list again, where the other answer then shows.
import { ErrorMessage, Field, Form, Formik } from 'formik';
import * as Yup from 'yup';
import { ANSWER_NOTE_MAX, ANSWER_NOTE_MESSAGES, ANSWER_NOTE_MIN } from '@contracts/adminInquiryRules';
import { readFailure, showInForm } from '@/shared/api/failure';

const schema = Yup.object({
  note: Yup.string().trim().required(ANSWER_NOTE_MESSAGES.short).min(ANSWER_NOTE_MIN, ANSWER_NOTE_MESSAGES.short).max(ANSWER_NOTE_MAX, ANSWER_NOTE_MESSAGES.long),
});

interface Props {
  /** Sends the note; rejects with RTK Query's error. */
  answer: (note: string) => Promise<void>;
  onReload: () => void;
}

export function AnswerForm({ answer, onReload }: Props) {
  return (
    <Formik
      initialValues={{ note: '' }}
      validationSchema={schema}
      onSubmit={async (values, form) => {
        form.setStatus(null);
        try {
          await answer(values.note.trim());
        } catch (err) {
          const reading = readFailure(err, 'It could not be marked answered. Try again.');
          if ((err as { status?: unknown }).status === 409) form.setStatus({ stale: reading.message });
          else showInForm(reading, form);
        }
      }}
    >
      {({ isSubmitting, status, errors, touched }) => {
        const stale = status && typeof status === 'object' ? (status as { stale: string }).stale : null;
        const invalid = Boolean(errors.note && touched.note);
        return (
          <Form noValidate className="vf-answer" aria-label="Mark answered">
            <label className="a-field" htmlFor="vf-note">
              Note: what was done
            </label>
            <Field
              as="textarea"
              id="vf-note"
              name="note"
              rows={4}
              maxLength={ANSWER_NOTE_MAX + 100}
              placeholder="e.g. Called Ravi, sent a quotation for 20 laptops"
              aria-invalid={invalid}
              aria-describedby={invalid ? 'vf-note-error' : 'vf-note-hint'}
            />
            {invalid ? (
              <ErrorMessage name="note">
                {(msg) => (
                  <span className="a-error" id="vf-note-error">
                    {msg}
                  </span>
                )}
              </ErrorMessage>
            ) : (
              <span className="vf-answer__hint" id="vf-note-hint">
                Staff only; kept with the record and in the audit log.
              </span>
            )}
            {stale && (
              <div className="a-alert vf-answer__stale" role="alert">
                <span>{stale}</span>
                <button type="button" className="a-btn a-btn--ghost a-btn--small" onClick={onReload}>
                  Reload
                </button>
              </div>
            )}
            {typeof status === 'string' && (
              <p className="a-alert" role="alert">
                {status}
              </p>
            )}
            <button type="submit" className="a-btn" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Mark answered'}
            </button>
          </Form>
        );
      }}
    </Formik>
  );
}
