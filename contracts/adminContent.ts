// The back office's Content wire (/api/admin/content...): every kind's rows with their version (a
// hash of what a row holds, which an edit sends back, so two staff members editing one row cannot
// overwrite each other unseen), and the requests. The rules are in contentRules.ts.
import { Type, type Static } from 'typebox';
import { Id, Nullable, OneOf, Timestamp } from './common';
import { CONTENT_LIST_KINDS, POLICY_KINDS } from './contentRules';

/* ---------- wire shapes ---------- */

const Version = Type.String({ description: 'What the row held when read; an edit sends it back (409 when the row changed since).' });

export const AdminBanner = Type.Object({ id: Id, version: Version, first_title: Type.String(), image: Type.String() });
export const AdminPartner = Type.Object({ id: Id, version: Version, name: Type.String(), image: Type.String() });
export const AdminFaq = Type.Object({ id: Id, version: Version, question: Type.String(), answer: Type.String() });
export const AdminAbout = Type.Object({ id: Id, version: Version, title: Type.String(), description: Type.String(), image: Nullable(Type.String()) });
export const AdminSocialLink = Type.Object({ id: Id, version: Version, platform: Type.String(), url: Type.String() });
export const AdminBlog = Type.Object({
  id: Id,
  version: Version,
  slug: Type.String(),
  title: Type.String(),
  description: Type.String(),
  image: Nullable(Type.String()),
  created_at: Timestamp,
});
export const AdminPolicy = Type.Object({ kind: OneOf(POLICY_KINDS), version: Version, title: Type.String(), description: Type.String() });
export const AdminFreeProduct = Type.Object({
  id: Id,
  version: Version,
  product_id: Id,
  sku: Type.String(),
  product_name: Type.String(),
  is_active: Type.Boolean(),
  product_active: Type.Boolean(),
  stock_quantity: Type.Integer(),
});
export type AdminBanner = Static<typeof AdminBanner>;
export type AdminPartner = Static<typeof AdminPartner>;
export type AdminFaq = Static<typeof AdminFaq>;
export type AdminAbout = Static<typeof AdminAbout>;
export type AdminSocialLink = Static<typeof AdminSocialLink>;
export type AdminBlog = Static<typeof AdminBlog>;
export type AdminPolicy = Static<typeof AdminPolicy>;
export type AdminFreeProduct = Static<typeof AdminFreeProduct>;

export const AdminContent = Type.Object({
  banners: Type.Array(AdminBanner),
  partners: Type.Array(AdminPartner),
  faqs: Type.Array(AdminFaq),
  about: Type.Array(AdminAbout),
  'social-links': Type.Array(AdminSocialLink),
  blogs: Type.Array(AdminBlog),
  policies: Type.Array(AdminPolicy),
  'free-products': Type.Array(AdminFreeProduct),
});
export type AdminContent = Static<typeof AdminContent>;
export const AdminContentResponse = Type.Object({ status: Type.Literal(true), content: AdminContent });
export type AdminContentResponse = Static<typeof AdminContentResponse>;

export const AdminContentChangeResponse = Type.Object({ status: Type.Literal(true), message: Type.String(), id: Type.Optional(Id) });
export type AdminContentChangeResponse = Static<typeof AdminContentChangeResponse>;

export const ContentKindParams = Type.Object({ kind: OneOf(CONTENT_LIST_KINDS) });
export const ContentRowParams = Type.Object({ kind: OneOf(CONTENT_LIST_KINDS), id: Id });
export const PolicyParams = Type.Object({ kind: OneOf(POLICY_KINDS) });
export const FreeProductParams = Type.Object({ id: Id });

/** A row's fields (strings) plus the version for an edit; multipart with an `image` file where the kind has one. */
export const ContentRowBody = Nullable(Type.Record(Type.String(), Type.Unknown(), {
  description: 'The kind\'s fields (contracts/adminContent.ts CONTENT_RULES) and, for an edit, `version`. JSON, or multipart/form-data with an `image` file (JPEG, PNG or WebP, at most 2 MB).',
}));
export type ContentRowBody = Record<string, unknown>;
export const ContentMoveRequest = Type.Object({ direction: Type.Union([Type.Literal('up'), Type.Literal('down')]) });
export type ContentMoveRequest = Static<typeof ContentMoveRequest>;
export const PolicyRequest = Type.Object({ title: Type.Optional(Type.Unknown()), description: Type.Optional(Type.Unknown()), version: Type.Optional(Type.String()) });
export type PolicyRequest = Static<typeof PolicyRequest>;
export const FreeProductRequest = Type.Object({ sku: Type.Optional(Type.Unknown()) });
export type FreeProductRequest = Static<typeof FreeProductRequest>;
export const FreeProductChange = Type.Object({ is_active: Type.Boolean(), version: Type.Optional(Type.String()) });
export type FreeProductChange = Static<typeof FreeProductChange>;
