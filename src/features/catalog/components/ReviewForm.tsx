// 'Write the Review' on the REVIEWS tab (shown to signed-in customers; visitors get the spec's
// 'You must be logged in to submit a review.' link instead): a half-star rating, starting unchosen at 0
// (spec 3) but needing at least half a star to send, title and text required. The server keeps one review per customer and product, so a customer who
// has reviewed the product is offered 'Update your review', prefilled with what they wrote.
import { Formik, Form, Field, ErrorMessage } from 'formik';
import { useRef, useState } from 'react';
import * as Yup from 'yup';
import { readFailure } from '@/shared/api/failure';
import { notify } from '@/shared/lib/notify';
import { respondToAgent } from '@/shared/lib/webmcp';
import { FORM_TOOLS } from '@contracts/agentForms';
import { RATING_MAX, RATING_MESSAGE, RATING_MIN } from '@contracts/fields';
import type { Rating } from '@contracts/catalog';
import { useSubmitReviewMutation } from '../api';

const schema = Yup.object({
  rating: Yup.number().min(RATING_MIN, RATING_MESSAGE).max(RATING_MAX, RATING_MESSAGE).required(RATING_MESSAGE),
  review_title: Yup.string().trim().max(191, 'Title is too long.').required('Title is required'),
  review_description: Yup.string().trim().max(2000, 'Description is too long.').required('Description is required'),
});

const STEPS = Array.from({ length: RATING_MAX * 2 }, (_, i) => (i + 1) / 2); // 0.5, 1, ... 5

interface Props {
  productId: number;
  productSlug: string;
  /** The signed-in customer's existing review of this product, if any. */
  mine?: Rating;
}

export function ReviewForm({ productId, productSlug, mine }: Props) {
  const [open, setOpen] = useState(false);
  const [submit] = useSubmitReviewMutation();
  /** What the last submit ended with, for an agent that submitted the form (WebMCP). */
  const outcome = useRef<string | null>(null);
  const initialValues = mine
    ? { rating: Number(mine.rating), review_title: mine.review_title, review_description: mine.review_description }
    : { rating: 0, review_title: '', review_description: '' };
  return (
    <div className="review-form">
      <button type="button" className="btn btn--secondary" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        {mine ? 'Update your review' : 'Write the Review'}
      </button>
      {open ? (
        <Formik
          initialValues={initialValues}
          validationSchema={schema}
          onSubmit={async (values, { setErrors, resetForm }) => {
            try {
              await submit({ product_id: productId, slug: productSlug, ...values, rating: Number(values.rating) }).unwrap();
              notify.success('Review submitted successfully!');
              outcome.current = 'Review submitted successfully!';
              resetForm();
              setOpen(false);
            } catch (err) {
              const failure = readFailure(err, 'An error occurred while submitting the review.');
              setErrors(failure.fields);
              notify.error(failure.message);
              outcome.current = failure.message;
            }
          }}
        >
          {({ isSubmitting, values, setFieldValue, submitForm }) => (
            <Form
              className="form panel"
              noValidate
              aria-label={mine ? 'Update your review' : 'Write a review'}
              toolname={FORM_TOOLS.review.name}
              tooldescription={FORM_TOOLS.review.description}
              // Formik's own submit, plus the outcome for an agent that submitted the form.
              onSubmit={(e) => {
                e.preventDefault();
                outcome.current = null;
                const done = submitForm().then(
                  () => outcome.current ?? 'The review was not sent: a title and the review text are needed.',
                  () => 'An error occurred while submitting the review.',
                );
                respondToAgent(e, done);
              }}
            >
              <fieldset className="field rating-input">
                <legend>Your rating</legend>
                <div className="rating-input__stars" role="radiogroup" aria-label="Rating">
                  {STEPS.map((v) => (
                    <label key={v} className={`rating-input__step${Number(values.rating) >= v ? ' is-on' : ''}${v % 1 ? ' is-half' : ''}`}>
                      <input type="radio" name="rating" value={v} checked={Number(values.rating) === v} onChange={() => setFieldValue('rating', v)} aria-label={`${v} stars`} />
                    </label>
                  ))}
                </div>
                <span className="muted">{Number(values.rating).toFixed(1)} out of 5</span>
                <ErrorMessage name="rating" component="p" className="field-error" />
              </fieldset>
              <div className="field">
                <label htmlFor="review_title">
                  Title <span className="required">*</span>
                </label>
                <Field id="review_title" name="review_title" type="text" maxLength={191} />
                <ErrorMessage name="review_title" component="p" className="field-error" />
              </div>
              <div className="field">
                <label htmlFor="review_description">
                  Review <span className="required">*</span>
                </label>
                <Field id="review_description" name="review_description" as="textarea" rows={4} maxLength={2000} />
                <ErrorMessage name="review_description" component="p" className="field-error" />
              </div>
              <div>
                <button type="submit" className="btn btn--primary" disabled={isSubmitting}>
                  {isSubmitting ? 'Submitting...' : mine ? 'Update Review' : 'Submit Review'}
                </button>
              </div>
            </Form>
          )}
        </Formik>
      ) : null}
    </div>
  );
}
