// Product reviews: stored for the token's customer, with the product's average rating kept in step.
import { and, eq, sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { products, ratings } from '../../db/schema';
import { invalid, notFound, type FieldErrors } from '../../lib/errors';

export const RATING_MESSAGE = 'The rating must be between 0 and 5, in steps of 0.5.';
export const TITLE_MAX = 191;
export const DESCRIPTION_MAX = 2000;

export interface ReviewInput {
  product_id: number;
  rating: number;
  review_title?: string;
  review_description?: string;
}

export interface WireReview {
  id: number;
  rating: number;
  review_title: string;
  review_description: string;
  created_at: string;
  customer: { primary_contact_name: string };
}

function validate(input: ReviewInput) {
  const errors: FieldErrors = {};
  const add = (field: string, message: string) => (errors[field] ??= []).push(message);
  const { rating } = input;
  // Half-star steps: twice the rating is a whole number.
  if (!Number.isFinite(rating) || rating < 0 || rating > 5 || !Number.isInteger(rating * 2)) add('rating', RATING_MESSAGE);
  const title = (input.review_title ?? '').trim();
  const description = (input.review_description ?? '').trim();
  if (!title) add('review_title', 'The review title field is required.');
  else if ([...title].length > TITLE_MAX) add('review_title', `The review title may not be greater than ${TITLE_MAX} characters.`);
  if (!description) add('review_description', 'The review description field is required.');
  else if ([...description].length > DESCRIPTION_MAX) {
    add('review_description', `The review description may not be greater than ${DESCRIPTION_MAX} characters.`);
  }
  if (Object.keys(errors).length > 0) throw invalid(errors);
  return { rating, title, description };
}

/**
 * Stores the review and recomputes the product's average. The product row is locked first, so
 * the average is computed after any concurrent review of the same product has committed.
 */
export async function storeReview(
  db: Db,
  customer: { id: number; primaryContactName: string },
  input: ReviewInput,
): Promise<WireReview> {
  const { rating, title, description } = validate(input);
  return db.transaction(async (tx) => {
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
    };
  });
}
