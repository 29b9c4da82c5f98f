// The wire of the information pages and the visitor forms (spec sections 3 and 7: content calls,
// contact-us, request-an-item). Field rules and their messages are in ./fields.
import { Type, type Static } from 'typebox';
import { Id, Nullable } from './common';

/* ---------- content (GET) ---------- */

export const Faq = Type.Object({ id: Id, question: Type.String(), answer: Type.String() });
export type Faq = Static<typeof Faq>;
export const FaqsResponse = Type.Object({ status: Type.Boolean(), faqs: Type.Array(Faq) });
export type FaqsResponse = Static<typeof FaqsResponse>;

/** An entry of the about page; `description` is HTML (sanitized before it is shown). */
export const AboutEntry = Type.Object({ id: Id, title: Type.String(), description: Type.String(), image: Nullable(Type.String()) });
export type AboutEntry = Static<typeof AboutEntry>;
export const AboutResponse = Type.Object({ status: Type.Boolean(), about: Type.Array(AboutEntry) });
export type AboutResponse = Static<typeof AboutResponse>;

/** A blog post; `description` is the HTML body, `created_at` an ISO date-time. */
export const Blog = Type.Object({
  id: Id,
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  image: Nullable(Type.String()),
  created_at: Type.String({ format: 'date-time' }),
});
export type Blog = Static<typeof Blog>;
export const BlogListResponse = Type.Object({ status: Type.Boolean(), blog: Type.Array(Blog) });
export type BlogListResponse = Static<typeof BlogListResponse>;
export const BlogDetailsResponse = Type.Object({ status: Type.Boolean(), blog: Blog });
export type BlogDetailsResponse = Static<typeof BlogDetailsResponse>;

/** A policy: title plus HTML body. */
export const Policy = Type.Object({ title: Type.String(), description: Type.String() });
export type Policy = Static<typeof Policy>;
/** GET /privacyPolicies and /shippingPolicies answer the policy's fields at the top level... */
export const FlatPolicyResponse = Type.Object({ status: Type.Boolean(), title: Type.String(), description: Type.String() });
export type FlatPolicyResponse = Static<typeof FlatPolicyResponse>;
/** ...GET /termsConditions and /cancellationrefund inside `policies` (spec 7). */
export const NestedPolicyResponse = Type.Object({ status: Type.Boolean(), policies: Policy });
export type NestedPolicyResponse = Static<typeof NestedPolicyResponse>;

/* ---------- POST /contact-us ---------- */

/** The inquiry as the storefront sends it (spec 3, "Inquiry"); `description` is the message. */
export const Inquiry = Type.Object({
  first_name: Type.String(),
  last_name: Type.String(),
  company_name: Type.String(),
  employee_designation: Type.String(),
  description: Type.String(),
  email: Type.String(),
  phone: Type.String({ description: 'Ten digits; spaces, dashes and a +91 or 0 prefix are tolerated.' }),
});
export type Inquiry = Static<typeof Inquiry>;

/**
 * What the server accepts: every field optional, so that a missing or blank field is answered by
 * the service with the spec's own message (422, errors keyed by field) rather than by the schema.
 */
export const InquiryBody = Nullable(Type.Partial(Inquiry));

/* ---------- POST /request-an-item ---------- */

export const RequestedProduct = Type.Object({
  product_name: Type.String(),
  quantity: Type.Integer({ minimum: 1 }),
});
export type RequestedProduct = Static<typeof RequestedProduct>;

/** The item request as the storefront sends it (spec 3, "Item request"): at least one product row. */
export const ItemRequest = Type.Object({
  name: Type.String(),
  email: Type.String(),
  phone: Type.String({ description: 'Digits only.' }),
  products: Type.Array(RequestedProduct, { minItems: 1 }),
  other_details: Type.String(),
});
export type ItemRequest = Static<typeof ItemRequest>;

/**
 * What the server accepts: JSON as above, a URL-encoded form with `products[0][product_name]`
 * keys, or a multipart form whose `products` part is the JSON list. Rows and quantities are
 * loose on purpose: the service words every error, per row (`products.1.quantity`).
 */
export const ItemRequestBody = Nullable(
  Type.Object(
    {
      name: Type.Optional(Type.String()),
      email: Type.Optional(Type.String()),
      phone: Type.Optional(Type.String({ description: 'Digits only.' })),
      // Loose on purpose (an array of rows, or its JSON text from a form post): the service
      // words every error, per row.
      products: Type.Optional(
        Type.Unknown({ description: 'At least one row of { product_name, quantity } (whole number, at least 1); a form post may send the JSON list or products[0][product_name] keys.' }),
      ),
      other_details: Type.Optional(Type.String()),
    },
    { additionalProperties: true },
  ),
);

/* ---------- answers of both forms ---------- */

/** Success: `status` true and the message to show. Failures are `Failure` (common.ts). */
export const FormAnswer = Type.Object({ status: Type.Boolean(), message: Type.String() });
export type FormAnswer = Static<typeof FormAnswer>;
