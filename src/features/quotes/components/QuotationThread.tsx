// The quotation's message thread: the buyer's questions and the store's answers,
// oldest first, and the form to ask; the store is mailed each question and answers by mail too.
import { Form, Formik } from 'formik';
import { quotationMessageRules } from '@contracts/fields';
import { readFailure, showInForm } from '@/shared/api/failure';
import { formatDate } from '@contracts/format';
import { notify } from '@/shared/lib/notify';
import { rulesSchema } from '@/shared/lib/yupRules';
import { FormAlert, TextAreaField } from '@/shared/ui/form';
import { useGetQuotationMessagesQuery, usePostQuotationMessageMutation } from '../api';
import { VIEWER_READ_ONLY, useMayBuy } from '@/features/auth';
import './quotationAnswer.css';

export const MESSAGE_SENT = 'Message sent to the store';
export const MESSAGE_FAILED = 'The message could not be sent. Please try again.';

const messageSchema = rulesSchema(quotationMessageRules);

export function QuotationThread({ id }: { id: string }) {
  const { data: messages = [], isError } = useGetQuotationMessagesQuery(id);
  const [post] = usePostQuotationMessageMutation();
  // A Viewer reads the conversation; asking is a buying role's (the server refuses the others).
  const mayBuy = useMayBuy();
  return (
    <section className="panel quotation-thread" aria-labelledby="quotation-thread-title">
      <h2 id="quotation-thread-title">Questions about this quotation</h2>
      {isError ? <p className="error-text">The messages could not be loaded.</p> : null}
      {messages.length ? (
        <ol className="quotation-thread__list">
          {messages.map((m) => (
            <li key={m.id} className={`quotation-thread__message quotation-thread__message--${m.author}`}>
              <p className="quotation-thread__meta">
                <strong>{m.author === 'store' ? 'Store' : 'You'}</strong> <time dateTime={m.created_at}>{formatDate(m.created_at)}</time>
              </p>
              <p className="quotation-thread__body">{m.body}</p>
            </li>
          ))}
        </ol>
      ) : (
        <p className="muted">No messages yet. Ask us anything about the prices, delivery or the products.</p>
      )}
      {mayBuy ? null : <p className="muted">{VIEWER_READ_ONLY}</p>}
      {mayBuy ? (
        <Formik
          initialValues={{ message: '' }}
          validationSchema={messageSchema}
          onSubmit={async (values, form) => {
            form.setStatus(null);
            try {
              await post({ id, message: values.message.trim() }).unwrap();
              notify.success(MESSAGE_SENT);
              form.resetForm();
            } catch (err) {
              const reading = readFailure(err, MESSAGE_FAILED);
              showInForm(reading, form);
              notify.error(reading.message);
            }
          }}
        >
          {({ isSubmitting, status }) => (
            <Form className="quotation-thread__form" noValidate aria-label="Ask the store">
              <TextAreaField name="message" label="Your message" rows={3} maxLength={quotationMessageRules.message.max} />
              <FormAlert message={typeof status === 'string' ? status : null} />
              <button type="submit" className="btn btn--secondary" disabled={isSubmitting}>
                {isSubmitting ? 'Sending...' : 'Send message'}
              </button>
            </Form>
          )}
        </Formik>
      ) : null}
    </section>
  );
}
