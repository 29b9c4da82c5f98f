// Product reviews: stored for the token's customer, with the product's average rating kept in step.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, ratings } from '../../db/schema';
import type { Rating } from '@contracts/catalog';
import { RATING_MAX, RATING_MESSAGE, RATING_MIN, reviewRules } from '@contracts/fields';
import type { ReviewRequest } from '@contracts/reviews';
import { notFound } from '../../lib/errors';
import { lockCustomer } from '../../db/locks';
import { FieldErrorsBuilder, checkFields } from '../../lib/fields';

function validate(input: ReviewRequest) {
  const errors = new FieldErrorsBuilder();
  const { rating } = input;
  // Half-star steps: twice the rating is a whole number.
  if (!Number.isFinite(rating) || rating < RATING_MIN || rating > RATING_MAX || !Number.isInteger(rating * 2)) errors.add('rating', RATING_MESSAGE);
  const v = checkFields(input, reviewRules, errors);
  errors.throwIfAny();
  // Both are present past the check above.
  return { rating, title: v.review_title as string, description: v.review_description as string };
}

/**
 * Stores the review and recomputes the product's average. The product row is locked, so the
 * average is computed after any concurrent review of the same product has committed; the
 * customer's row before it (db/locks.ts: the rating's foreign key would take it after).
 */
export async function storeReview(
  db: Db,
  customer: { id: number; primaryContactName: string },
  input: ReviewRequest,
): Promise<Rating> {
  const { rating, title, description } = validate(input);
  return db.transaction(async (tx) => {
    await lockCustomer(tx, customer.id);
    const [product] = await tx
      .select({ id: products.id })
      .from(products)
      .where(and(eq(products.id, input.product_id), eq(products.isActive, true)))
      .for('update');
    if (!product) throw notFound('Product not found');
    const [row] = await tx
      .insert(ratings)
      .values({
        productId: product.id,
        customerId: customer.id,
        rating: rating.toFixed(1),
        reviewTitle: title,
        reviewDescription: description,
      })
      // One review per customer and product: writing again replaces it, so one account cannot
      // move a product's average by posting many times.
      .onConflictDoUpdate({
        target: [ratings.productId, ratings.customerId],
        set: { rating: rating.toFixed(1), reviewTitle: title, reviewDescription: description, createdAt: sql`now()` },
      })
      .returning();
    await tx
      .update(products)
      .set({
        averageRating: sql`(select coalesce(round(avg(${ratings.rating}), 2), 0) from ${ratings} where ${ratings.productId} = ${product.id})`,
      })
      .where(eq(products.id, product.id));
    return {
      id: row.id,
      rating: Number(row.rating),
      review_title: row.reviewTitle,
      review_description: row.reviewDescription,
      created_at: row.createdAt.toISOString(),
      customer: { primary_contact_name: customer.primaryContactName },
      // The author is the one asking.
      is_mine: true,
    };
  });
}
