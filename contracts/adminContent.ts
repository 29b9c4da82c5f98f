// The back office's Content screens (issue 25), written once for the server and the browser: who may
// change the storefront's content, each kind's field rules and messages, and the wire shapes of
// /api/admin/content. Every row carries a version (a hash of what it holds) that an edit sends back,
// so two staff members editing one row cannot overwrite each other unseen.
import { Type, type Static } from 'typebox';
import { Id, Nullable, OneOf, Timestamp } from './common';
import { textField, type Rules } from './fields';
import type { StaffRole } from './staffRules';

/** Catalogue and Admin read and change the content (issue 25). */
export const CONTENT_ROLES = ['admin', 'catalogue'] as const satisfies readonly StaffRole[];

/** The kinds kept as ordered or dated lists; each has its tab and its own add/edit/remove calls. */
export const CONTENT_LIST_KINDS = ['banners', 'partners', 'faqs', 'about', 'social-links', 'blogs'] as const;
export type ContentListKind = (typeof CONTENT_LIST_KINDS)[number];
/** Kinds whose rows the storefront shows in the order staff set. */
export const ORDERED_KINDS: readonly ContentListKind[] = ['banners', 'partners', 'faqs', 'about'];
/** Kinds with an image: an upload (JPEG, PNG or WebP), required for banners and partners. */
export const IMAGE_KINDS: readonly ContentListKind[] = ['banners', 'partners', 'about', 'blogs'];
export const IMAGE_REQUIRED_KINDS: readonly ContentListKind[] = ['banners', 'partners'];

export const POLICY_KINDS = ['privacy', 'shipping', 'terms', 'cancellation'] as const;
export type PolicyKind = (typeof POLICY_KINDS)[number];
export const POLICY_LABELS: Record<PolicyKind, string> = {
  privacy: 'Privacy policy',
  shipping: 'Shipping policy',
  terms: 'Terms and conditions',
  cancellation: 'Cancellation and refunds',
};

/** The platforms the storefront's footer has an icon for (a link to any other would not show). */
export const SOCIAL_PLATFORMS = ['facebook', 'instagram', 'linkedin', 'youtube', 'twitter'] as const;

export const CONTENT_IMAGE_MAX_BYTES = 2 * 1024 * 1024;
export const CONTENT_MESSAGES = {
  imageRequired: 'Choose an image (JPEG, PNG or WebP).',
  notAnImage: 'This file is not a JPEG, PNG or WebP image.',
  imageTooLarge: 'The image may not be larger than 2 MB.',
  oneImage: 'Upload one image only.',
  stale: 'This entry was changed by someone else; reload to see the change.',
  versionRequired: 'Reload the page: the change must name the version you saw.',
  slugTaken: 'Another blog post already uses this address. Choose another slug.',
  productRequired: 'Enter the SKU of the product to offer.',
  productUnknown: 'No product has this SKU.',
  productInactive: 'This product is not active: customers could not take it.',
  productOffered: 'This product is already on offer.',
} as const;

/** An http(s) address, as a footer link or a browser opens it. */
export const HTTP_URL = /^https?:\/\/[^\s/?#]+\.[^\s/?#]+(?:[/?#]\S*)?$/i;
export const SLUG_PATTERN = /^[a-z0-9]+(?:-[a-z0-9]+)*$/;
/** The rich-text fields' HTML, before sanitising. */
export const CONTENT_HTML_MAX = 100_000;

const html = (label: string): Rules[string] => textField(label, CONTENT_HTML_MAX, `${label} is required`);

/** Each kind's text fields (the image is checked on its own: it arrives as a file). */
export const CONTENT_RULES = {
  banners: { first_title: textField('Title', 191, 'Title is required') },
  partners: { name: textField('Name', 191, 'Name is required') },
  faqs: { question: textField('Question', 1000, 'Question is required'), answer: textField('Answer', 5000, 'Answer is required') },
  about: { title: textField('Title', 255, 'Title is required'), description: html('Text') },
  'social-links': {
    platform: { required: 'Choose a platform', oneOf: SOCIAL_PLATFORMS, oneOfMessage: `Choose one of: ${SOCIAL_PLATFORMS.join(', ')}.` },
    url: { required: 'Address is required', max: 2000, maxMessage: 'Address may not be greater than 2000 characters.', pattern: HTTP_URL, patternMessage: 'Enter a web address starting with http:// or https://.' },
  },
  blogs: {
    title: textField('Title', 255, 'Title is required'),
    slug: { max: 191, maxMessage: 'Slug may not be greater than 191 characters.', pattern: SLUG_PATTERN, patternMessage: 'Slug may hold lower-case letters, digits and single hyphens only (e.g. choosing-a-laptop).' },
    description: html('Text'),
  },
} as const satisfies Record<ContentListKind, Rules>;

export const POLICY_RULES = { title: textField('Title', 255, 'Title is required'), description: html('Text') } satisfies Rules;

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
