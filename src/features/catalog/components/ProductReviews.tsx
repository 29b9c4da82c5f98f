// REVIEWS tab: the summary of the product's own ratings (from the server), its reviews, and a slot for the review form.
import { useState, type ReactNode } from 'react';
import type { Rating, RatingSummary } from '@contracts/catalog';
import { formatDate } from '@contracts/format';
import { Stars } from '@/shared/ui/Stars';

/** Reviews shown at first and added by each 'Read More Reviews'. */
const REVIEWS_PAGE = 5;

type ReviewOrder = 'top' | 'recent';

function ordered(ratings: Rating[], order: ReviewOrder): Rating[] {
  // The server lists the newest first; 'Top Reviews' puts the best ratings first, newest first among equals.
  if (order === 'recent') return ratings;
  return [...ratings].sort((a, b) => b.rating - a.rating);
}

export function ReviewSummary({ summary }: { summary: RatingSummary }) {
  if (summary.count === 0) {
    return (
      <div className="reviews__summary">
        <h2 className="reviews__heading">Customer reviews</h2>
        <p className="muted">No ratings yet.</p>
      </div>
    );
  }
  const average = summary.average.toFixed(1);
  return (
    <div className="reviews__summary">
      <h2 className="reviews__heading">Customer reviews</h2>
      <p className="reviews__avg">
        <strong>{average}</strong> out of 5
      </p>
      <Stars rating={summary.average} label={`Average rating ${average} out of 5`} />
      <p className="muted">
        {summary.count.toLocaleString('en-IN')} {summary.count === 1 ? 'rating' : 'ratings'}
      </p>
      <ul className="reviews__bars" aria-label="Ratings by star">
        {summary.stars.map(({ star, count, percent }) => (
          <li key={star} aria-label={`${star} star: ${count} ${count === 1 ? 'rating' : 'ratings'}, ${percent}%`}>
            <span aria-hidden="true">{star} star</span>
            <span className="bar" aria-hidden="true">
              <span style={{ width: `${percent}%` }} />
            </span>
            <span aria-hidden="true">
              {percent}% <span className="muted">({count})</span>
            </span>
          </li>
        ))}
      </ul>
    </div>
  );
}

export function ProductReviews({ ratings, summary, form }: { ratings: Rating[]; summary: RatingSummary; form: ReactNode }) {
  const [order, setOrder] = useState<ReviewOrder>('top');
  const [shown, setShown] = useState(REVIEWS_PAGE);
  const visible = ordered(ratings, order).slice(0, shown);
  return (
    <div className="reviews">
      <ReviewSummary summary={summary} />
      <div className="reviews__list">
        {form}
        {ratings.length > 1 ? (
          <div className="reviews__toolbar">
            <label>
              Sort{' '}
              <select value={order} onChange={(e) => setOrder(e.target.value as ReviewOrder)} aria-label="Sort reviews">
                <option value="top">Top Reviews</option>
                <option value="recent">Most Recent</option>
              </select>
            </label>
          </div>
        ) : null}
        {ratings.length === 0 ? <p className="muted">No reviews yet. Be the first to review this product.</p> : null}
        <ul className="review-items">
          {visible.map((r) => (
            <li key={r.id} className="review">
              <p className="review__who">
                {r.customer.primary_contact_name}
                {r.is_mine ? <span className="review__mine"> · Your review</span> : null}
              </p>
              <Stars rating={Number(r.rating)} />
              <h3 className="review__title">{r.review_title}</h3>
              <p className="review__date muted">
                Reviewed in India on <time dateTime={r.created_at}>{formatDate(r.created_at)}</time>
              </p>
              <p>{r.review_description}</p>
            </li>
          ))}
        </ul>
        {ratings.length > shown ? (
          <button type="button" className="linklike" onClick={() => setShown((n) => n + REVIEWS_PAGE)}>
            Read More Reviews
          </button>
        ) : null}
      </div>
    </div>
  );
}
