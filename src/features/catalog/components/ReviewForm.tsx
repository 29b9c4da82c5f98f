// 'Write the Review' on the REVIEWS tab (shown to signed-in customers; visitors get the spec's
// 'You must be logged in to submit a review.' link instead): half-star rating, title and text required.
import { Formik, Form, Field, ErrorMessage } from 'formik';
import { useState } from 'react';
import * as Yup from 'yup';
import { readFailure } from '@/shared/api/failure';
import { notify } from '@/shared/lib/notify';
import { useSubmitReviewMutation } from '../api';

const schema = Yup.object({
  rating: Yup.number().min(0).max(5).required(),
  review_title: Yup.string().trim().max(191, 'Title is too long.').required('Title is required'),
  review_description: Yup.string().trim().max(2000, 'Description is too long.').required('Description is required'),
});

const STEPS = Array.from({ length: 11 }, (_, i) => i / 2); // 0, 0.5, ... 5

export function ReviewForm({ productId, productSlug }: { productId: number; productSlug: string }) {
  const [open, setOpen] = useState(false);
  const [submit] = useSubmitReviewMutation();
  return (
    <div className="review-form">
      <button type="button" className="btn btn--secondary" aria-expanded={open} onClick={() => setOpen((o) => !o)}>
        Write the Review
      </button>
      {open ? (
        <Formik
          initialValues={{ rating: 5, review_title: '', review_description: '' }}
          validationSchema={schema}
          onSubmit={async (values, { setErrors, resetForm }) => {
            try {
              await submit({ product_id: productId, slug: productSlug, ...values, rating: Number(values.rating) }).unwrap();
              notify.success('Review submitted successfully!');
              resetForm();
              setOpen(false);
            } catch (err) {
              const failure = readFailure(err, 'An error occurred while submitting the review.');
              setErrors(failure.fields);
              notify.error(failure.message);
            }
          }}
        >
          {({ isSubmitting, values, setFieldValue }) => (
            <Form className="form panel" noValidate aria-label="Write a review">
              <fieldset className="field rating-input">
                <legend>Your rating</legend>
                <div className="rating-input__stars" role="radiogroup" aria-label="Rating">
                  {STEPS.slice(1).map((v) => (
                    <label key={v} className={`rating-input__step${Number(values.rating) >= v ? ' is-on' : ''}${v % 1 ? ' is-half' : ''}`}>
                      <input type="radio" name="rating" value={v} checked={Number(values.rating) === v} onChange={() => setFieldValue('rating', v)} aria-label={`${v} stars`} />
                    </label>
                  ))}
                  <button type="button" className="linklike" onClick={() => setFieldValue('rating', 0)}>
                    0
                  </button>
                </div>
                <span className="muted">{Number(values.rating).toFixed(1)} out of 5</span>
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
                  {isSubmitting ? 'Submitting...' : 'Submit Review'}
                </button>
              </div>
            </Form>
          )}
        </Formik>
      ) : null}
    </div>
  );
}
