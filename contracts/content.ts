// The wire of the content pages and the visitor forms (spec sections 3 and 7): banners, partners,
// social links, FAQs, about, blog, policies, contact inquiry, item request, newsletter.
import { Type, type Static } from 'typebox';
import { FormFields, Id, Nullable, StatusMessage, Timestamp } from './common';
import { inquiryRules, itemRequestRules, subscribeRules } from './fields';

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

/* ---------- visitor forms: JSON, URL-encoded or multipart; a multipart body arrives as null ---------- */

export const InquiryRequest = Nullable(FormFields(inquiryRules));
export type InquiryRequest = Static<typeof InquiryRequest>;

export const ItemRequestProduct = Type.Object({
  product_name: Type.Optional(Type.String()),
  // Untyped so that the service, not the schema validator, words the error for "abc" or 1.5.
  quantity: Type.Optional(Type.Unknown({ description: 'Whole number, at least 1.' })),
});
export const ItemRequestRequest = Nullable(
  Type.Object(
    {
      ...FormFields(itemRequestRules).properties,
      products: Type.Optional(
        Type.Array(ItemRequestProduct, { description: 'At least one row. Form posts may send products[0][product_name] keys instead.' }),
      ),
    },
    { description: 'JSON, URL-encoded (products[0][product_name]=...) or multipart form.' },
  ),
);
export type ItemRequestRequest = Static<typeof ItemRequestRequest>;

export const SubscribeRequest = Nullable(FormFields(subscribeRules));
export type SubscribeRequest = Static<typeof SubscribeRequest>;

/** The visitor forms answer with a message only. */
export const FormSentResponse = StatusMessage;
export type FormSentResponse = Static<typeof FormSentResponse>;
