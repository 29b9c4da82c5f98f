// The wire of the content pages and the visitor forms (spec sections 3 and 7): banners, partners,
// social links, FAQs, about, blog, policies, contact inquiry, item request, newsletter.
import { Type, type Static } from 'typebox';
import { FormFields, Id, Nullable, StatusMessage, Timestamp } from './common';
import { subscribeRules } from './fields';

export const Banner = Type.Object({ id: Id, image: Type.String(), first_title: Type.String() });
export type Banner = Static<typeof Banner>;
export const BannerListResponse = Type.Object({ status: Type.Boolean(), data: Type.Object({ banners: Type.Array(Banner) }) });
export type BannerListResponse = Static<typeof BannerListResponse>;

export const Partner = Type.Object({ id: Id, name: Type.String(), image: Type.String() });
export type Partner = Static<typeof Partner>;
export const PartnerListResponse = Type.Object({ status: Type.Boolean(), data: Type.Object({ partners: Type.Array(Partner) }) });
export type PartnerListResponse = Static<typeof PartnerListResponse>;

export const SocialLink = Type.Object({ id: Id, platform: Type.String(), url: Type.String() });
export type SocialLink = Static<typeof SocialLink>;
export const SocialLinksResponse = Type.Object({ status: Type.Boolean(), SocialLink: Type.Array(SocialLink) });
export type SocialLinksResponse = Static<typeof SocialLinksResponse>;

export const Faq = Type.Object({ id: Id, question: Type.String(), answer: Type.String() });
export type Faq = Static<typeof Faq>;
export const FaqListResponse = Type.Object({ status: Type.Boolean(), faqs: Type.Array(Faq) });
export type FaqListResponse = Static<typeof FaqListResponse>;

export const AboutEntry = Type.Object({ id: Id, title: Type.String(), description: Type.String({ description: 'HTML.' }), image: Nullable(Type.String()) });
export type AboutEntry = Static<typeof AboutEntry>;
export const AboutResponse = Type.Object({ status: Type.Boolean(), about: Type.Array(AboutEntry) });
export type AboutResponse = Static<typeof AboutResponse>;

export const Blog = Type.Object({
  id: Id,
  slug: Type.String(),
  title: Type.String(),
  description: Type.String({ description: 'HTML.' }),
  image: Nullable(Type.String()),
  created_at: Timestamp,
});
export type Blog = Static<typeof Blog>;
export const BlogListResponse = Type.Object({ status: Type.Boolean(), blog: Type.Array(Blog) });
export type BlogListResponse = Static<typeof BlogListResponse>;
export const BlogSlugParams = Type.Object({ slug: Type.String({ maxLength: 191 }) });
export const BlogDetailResponse = Type.Object({ status: Type.Boolean(), blog: Blog });
export type BlogDetailResponse = Static<typeof BlogDetailResponse>;

export const Policy = Type.Object({ title: Type.String(), description: Type.String({ description: 'HTML.' }) });
export type Policy = Static<typeof Policy>;
/** GET /privacyPolicies and /shippingPolicies: title and description at the top level (spec 7). */
export const FlatPolicyResponse = Type.Object({ status: Type.Boolean(), ...Policy.properties });
export type FlatPolicyResponse = Static<typeof FlatPolicyResponse>;
/** GET /termsConditions and /cancellationrefund: under `policies` (spec 7). */
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

/* ---------- POST /subscribe ---------- */

export const SubscribeRequest = Nullable(FormFields(subscribeRules));
export type SubscribeRequest = Static<typeof SubscribeRequest>;

/** The visitor forms answer with a message only (failures are `Failure`, common.ts). */
export const FormSentResponse = StatusMessage;
export type FormSentResponse = Static<typeof FormSentResponse>;
