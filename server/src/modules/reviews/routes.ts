// POST /review-store (spec 7, "Reviews"): approved customers review products; the reviewer is the
// token's customer, never a customer_id from the body.
import type { FastifyInstance } from 'fastify';
import { ReviewRequest, ReviewResponse } from '@contracts/reviews';
import { forbidden, unauthorized } from '../../lib/errors';
import { bearer, treatMissingBodyAsEmpty, typed } from '../../lib/routes';
import { AWAITING_APPROVAL, requireApproved } from '../../plugins/auth';
import { storeReview } from './service';

export const LOGIN_TO_REVIEW_MESSAGE = 'You must be logged in to submit a review.';

export default async function reviewRoutes(app: FastifyInstance) {
  const api = typed(app);
  treatMissingBodyAsEmpty(app);
  // Before body validation, so a visitor hears the sign-in message whatever the form held.
  app.addHook('preValidation', async (req) => {
    if (!req.customer) throw unauthorized(LOGIN_TO_REVIEW_MESSAGE);
    if (req.customer.status !== 'approved') throw forbidden(AWAITING_APPROVAL);
  });

  api.post(
    '/review-store',
    {
      schema: {
        tags: ['reviews'],
        security: bearer,
        summary: "Write a review of a product (updates the product's average rating)",
        body: ReviewRequest,
        response: { 200: ReviewResponse },
      },
    },
    async (req) => {
      const data = await storeReview(app.db, requireApproved(req), req.body);
      return { status: true, message: 'Review submitted successfully!', data };
    },
  );
}
