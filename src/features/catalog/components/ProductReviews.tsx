// REVIEWS tab: the spec's static summary, the product's ratings, and a slot for the review form.
import type { ReactNode } from 'react';
import type { Rating } from '@contracts/catalog';
import { formatDate } from '@/shared/lib/date';
import { Stars } from '@/shared/ui/Stars';

// Reviewer summary figures are hard-coded by the spec (section 9).
const SUMMARY = { average: 4.1, count: '11,130', bars: [[5, 62], [4, 21], [3, 9], [2, 3], [1, 5]] as const };

export function ProductReviews({ ratings, form }: { ratings: Rating[]; form: ReactNode }) {
  return (
    <div className="reviews">
      <div className="reviews__summary">
        <p className="reviews__avg">
          <strong>{SUMMARY.average}</strong> out of 5
        </p>
        <Stars rating={SUMMARY.average} />
        <p className="muted">{SUMMARY.count} ratings</p>
        <ul className="reviews__bars">
          {SUMMARY.bars.map(([star, pct]) => (
            <li key={star}>
              <span>{star} star</span>
              <span className="bar" aria-hidden="true">
                <span style={{ width: `${pct}%` }} />
              </span>
              <span>{pct}%</span>
            </li>
          ))}
        </ul>
      </div>
      <div className="reviews__list">
        {form}
        <div className="reviews__toolbar">
          <label>
            Sort{' '}
            <select defaultValue="top" aria-label="Sort reviews">
              <option value="top">Top Reviews</option>
              <option value="recent">Most Recent</option>
            </select>
          </label>
        </div>
        {ratings.length === 0 ? <p className="muted">No reviews yet. Be the first to review this product.</p> : null}
        <ul className="review-items">
          {ratings.map((r) => (
            <li key={r.id} className="review">
              <p className="review__who">
                {r.customer.primary_contact_name}
                {r.is_mine ? <span className="review__mine"> · Your review</span> : null}
              </p>
              <Stars rating={Number(r.rating)} />
              <h4 className="review__title">{r.review_title}</h4>
              <p className="review__date muted">
                Reviewed in India on <time dateTime={r.created_at}>{formatDate(r.created_at)}</time>
              </p>
              <p>{r.review_description}</p>
              <p className="review__actions muted">
                <button type="button" className="linklike">
                  Helpful
                </button>{' '}
                ·{' '}
                <button type="button" className="linklike">
                  Report abuse
                </button>
              </p>
            </li>
          ))}
        </ul>
        {ratings.length ? (
          <button type="button" className="linklike">
            Read More Reviews
          </button>
        ) : null}
      </div>
    </div>
  );
}
