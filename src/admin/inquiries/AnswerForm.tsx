// "Mark answered" with a note saying what was done: the note's rules and messages come from
// contracts (the server answers the same 422); a 409 (someone else answered first) is shown in the
// form with a Reload that fetches the list again, where the other answer then shows.
import { ErrorMessage, Field, Form, Formik } from 'formik';
import * as Yup from 'yup';
import { ANSWER_NOTE_MAX, ANSWER_NOTE_MESSAGES, ANSWER_NOTE_MIN } from '@contracts/adminInquiryRules';
import { SaveNotice, saveForm } from '../kit';

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
        await saveForm(values, form, () => answer(values.note.trim()), { fallback: 'It could not be marked answered. Try again.' });
      }}
    >
      {({ isSubmitting, errors, touched }) => {
        const invalid = Boolean(errors.note && touched.note);
        return (
          <Form noValidate className="vf-answer" aria-label="Mark answered">
            <SaveNotice onReload={onReload} />
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
            <button type="submit" className="a-btn" disabled={isSubmitting}>
              {isSubmitting ? 'Saving…' : 'Mark answered'}
            </button>
          </Form>
        );
      }}
    </Formik>
  );
}
