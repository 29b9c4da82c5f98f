// The product page's review summary (average, count, bars per star) computed from its ratings.
import type { RatingSummary } from '@contracts/catalog';

/** The bar a rating counts toward: the whole star at or below it, at least 1 (ratings go 0..5 in halves). */
export function starOf(rating: number): number {
  return Math.min(5, Math.max(1, Math.floor(rating)));
}

export function ratingSummary(ratings: readonly number[]): RatingSummary {
  const counts = [0, 0, 0, 0, 0, 0];
  let sum = 0;
  for (const r of ratings) {
    counts[starOf(r)] += 1;
    sum += r;
  }
  const count = ratings.length;
  return {
    // Two decimals, as the products table keeps its average.
    average: count ? Math.round((sum / count) * 100) / 100 : 0,
    count,
    stars: [5, 4, 3, 2, 1].map((star) => ({
      star,
      count: counts[star],
      percent: count ? Math.round((counts[star] * 100) / count) : 0,
    })),
  };
}
