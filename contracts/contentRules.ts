// The back office's Content rules as plain data, written once: who may change the storefront's
// content, the kinds and their field rules and messages. The browser bundle loads it (Formik + Yup),
// the server validates with it; the wire shapes are in adminContent.ts.
import { textField, type Rules } from './fields';
import type { StaffRole } from './staffRules';

/** Catalogue and Admin read and change the content. */
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
/** A banner is at most 8000 x 3000 pixels as uploaded, and kept at most 2400 on its longer side. */
export const CONTENT_IMAGE_MAX_PIXELS = 24_000_000;
export const CONTENT_IMAGE_LARGEST = 2400;
export const CONTENT_MESSAGES = {
  imageRequired: 'Choose an image (JPEG, PNG or WebP).',
  notAnImage: 'This file is not a JPEG, PNG or WebP image.',
  tooManyPixels: 'The image is larger than 24 megapixels. Upload one of at most 8000 x 3000 pixels.',
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

/**
 * Text limits that keep the storefront's pages readable (a banner title on one or two lines, an FAQ
 * question a sentence or two, an answer a few paragraphs); staff see the message in the form.
 */
export const BANNER_TITLE_MAX = 120;
export const FAQ_QUESTION_MAX = 300;
export const FAQ_ANSWER_MAX = 3000;
export const CONTENT_TITLE_MAX = 150;

const html = (label: string): Rules[string] => textField(label, CONTENT_HTML_MAX, `${label} is required`);

/** Each kind's text fields (the image is checked on its own: it arrives as a file). */
export const CONTENT_RULES = {
  banners: { first_title: textField('Title', BANNER_TITLE_MAX, 'Title is required') },
  partners: { name: textField('Name', 191, 'Name is required') },
  faqs: { question: textField('Question', FAQ_QUESTION_MAX, 'Question is required'), answer: textField('Answer', FAQ_ANSWER_MAX, 'Answer is required') },
  about: { title: textField('Title', CONTENT_TITLE_MAX, 'Title is required'), description: html('Text') },
  'social-links': {
    platform: { required: 'Choose a platform', oneOf: SOCIAL_PLATFORMS, oneOfMessage: `Choose one of: ${SOCIAL_PLATFORMS.join(', ')}.` },
    url: { required: 'Address is required', max: 2000, maxMessage: 'Address may not be greater than 2000 characters.', pattern: HTTP_URL, patternMessage: 'Enter a web address starting with http:// or https://.' },
  },
  blogs: {
    title: textField('Title', CONTENT_TITLE_MAX, 'Title is required'),
    slug: { max: 191, maxMessage: 'Slug may not be greater than 191 characters.', pattern: SLUG_PATTERN, patternMessage: 'Slug may hold lower-case letters, digits and single hyphens only (e.g. choosing-a-laptop).' },
    description: html('Text'),
  },
} as const satisfies Record<ContentListKind, Rules>;

export const POLICY_RULES = { title: textField('Title', CONTENT_TITLE_MAX, 'Title is required'), description: html('Text') } satisfies Rules;
