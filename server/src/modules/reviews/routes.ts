// POST /review-store (spec 7, "Reviews"): approved customers review products; the reviewer is the
// token's customer, never a customer_id from the body.
import type { FastifyInstance } from 'fastify';
import { AWAITING_APPROVAL, requireApproved } from '../../plugins/auth';
import { forbidden, unauthorized } from '../../lib/errors';
import { bearer, treatMissingBodyAsEmpty } from '../auth/schemas';
import { DESCRIPTION_MAX, TITLE_MAX, storeReview, type ReviewInput } from './service';

export const LOGIN_TO_REVIEW_MESSAGE = 'You must be logged in to submit a review.';

const reviewStoreSchema = {
  tags: ['reviews'],
  security: bearer,
  summary: "Write a review of a product (updates the product's average rating)",
  body: {
    type: 'object',
    required: ['product_id', 'rating'],
    properties: {
      product_id: { type: 'integer', minimum: 1, maximum: 2147483647 },
      rating: { type: 'number', description: '0 to 5 in steps of 0.5.' },
      review_title: { type: 'string', description: `Required, at most ${TITLE_MAX} characters.` },
      review_description: { type: 'string', description: `Required, at most ${DESCRIPTION_MAX} characters.` },
      customer_id: { description: 'Ignored: the reviewer is the signed-in customer.' },
    },
  },
  response: {
    200: {
      type: 'object',
      required: ['status', 'message', 'data'],
      properties: {
        status: { type: 'boolean' },
        message: { type: 'string' },
        data: {
          type: 'object',
          required: ['id', 'rating', 'review_title', 'review_description', 'created_at', 'customer'],
          properties: {
            id: { type: 'integer' },
            rating: { type: 'number' },
            review_title: { type: 'string' },
            review_description: { type: 'string' },
            created_at: { type: 'string', format: 'date-time' },
            customer: {
              type: 'object',
              required: ['primary_contact_name'],
              properties: { primary_contact_name: { type: 'string' } },
            },
          },
        },
      },
    },
  },
} as const;

export default async function reviewRoutes(app: FastifyInstance) {
  treatMissingBodyAsEmpty(app);
  // Before body validation, so a visitor hears the sign-in message whatever the form held.
  app.addHook('preValidation', async (req) => {
    if (!req.customer) throw unauthorized(LOGIN_TO_REVIEW_MESSAGE);
    if (req.customer.status !== 'approved') throw forbidden(AWAITING_APPROVAL);
  });

  app.post<{ Body: ReviewInput }>('/review-store', { schema: reviewStoreSchema }, async (req) => {
    const data = await storeReview(app.db, requireApproved(req), req.body);
    return { status: true, message: 'Review submitted successfully!', data };
  });
}
