// The wire of POST /review-store (spec sections 3 and 7, "Reviews"). The reviewer is the token's
// customer; a customer_id in the body is ignored.
import { Type, type Static } from 'typebox';
import { Rating } from './catalog';
import { FormFields, Id, StatusMessage } from './common';
import { reviewRules } from './fields';

export const ReviewRequest = Type.Object({
  product_id: Id,
  rating: Type.Number({ description: '0.5 to 5 in steps of 0.5.' }),
  ...FormFields(reviewRules).properties,
  customer_id: Type.Optional(Type.Unknown({ description: 'Ignored: the reviewer is the signed-in customer.' })),
});
export type ReviewRequest = Static<typeof ReviewRequest>;

export const ReviewResponse = Type.Object({ ...StatusMessage.properties, data: Rating });
export type ReviewResponse = Static<typeof ReviewResponse>;
