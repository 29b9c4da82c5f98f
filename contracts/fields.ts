// Field rules and their messages (spec section 5), written once: the server validates requests
// with them (server/src/lib/fields.ts) and the storefront builds its Yup schemas from them.
// Plain data only: this file imports nothing, so the browser bundle can load it as it is.

export interface FieldRule {
  /** Message when the field is missing or blank; omit for an optional field. */
  required?: string;
  /** Maximum length in characters (after trimming). */
  max?: number;
  maxMessage?: string;
  min?: number;
  minMessage?: string;
  pattern?: RegExp;
  patternMessage?: string;
  oneOf?: readonly string[];
  oneOfMessage?: string;
  /** Upper-cases the value before the checks (GSTIN, PAN). */
  upperCase?: boolean;
  /** Passwords are not trimmed: spaces are part of them. */
  keepSpaces?: boolean;
}

export type Rules = Record<string, FieldRule>;

/** One pattern per kind of value, used by every form and every service. */
export const PATTERNS = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  /** Indian mobile or landline: ten digits. */
  phone: /^[0-9]{10}$/,
  digits: /^[0-9]+$/,
  pincode: /^[0-9]{6}$/,
  gstin: /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
  pan: /^[A-Z]{5}[0-9]{4}[A-Z]$/,
} as const;

export const MESSAGES = {
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Phone number must be 10 digits',
  digitsOnly: 'Phone number must contain digits only',
  pincodeInvalid: 'Pincode must be 6 digits',
  gstinInvalid: 'Enter a valid 15-character GST number (e.g. 27AAPFU0939F1ZV).',
  panInvalid: 'Enter a valid 10-character PAN (e.g. AAPFU0939F).',
  /** Spec 5 and 9: address line 1 holds at most 30 characters. */
  line1Max: 'Maximum length of characters reached.',
} as const;

export const LINE1_MAX = 30;

/** Building blocks: a form's rules are composed from these with its own required texts. */
export const email = (required = 'Email is required'): FieldRule => ({
  required,
  max: 191,
  pattern: PATTERNS.email,
  patternMessage: MESSAGES.emailInvalid,
});
export const phone = (required = 'Phone number is required'): FieldRule => ({
  required,
  pattern: PATTERNS.phone,
  patternMessage: MESSAGES.phoneInvalid,
});
export const pincode = (required?: string): FieldRule => ({
  required,
  pattern: PATTERNS.pincode,
  patternMessage: MESSAGES.pincodeInvalid,
});
export const addressLine1 = (required = 'Address line 1 is required'): FieldRule => ({
  required,
  max: LINE1_MAX,
  maxMessage: MESSAGES.line1Max,
});

/* ---------- visitor forms (spec 3 "Inquiry", "Item request"; spec 5) ---------- */

/** Longest free text a visitor form takes (message, other details). */
export const LONG_TEXT_MAX = 2000;

/** The contact inquiry (POST /contact-us): the spec's required messages; the message text is optional. */
export const INQUIRY_RULES = {
  first_name: { required: 'First name is required.', max: 100, maxMessage: 'First name may not be greater than 100 characters.' },
  last_name: { required: 'Last name is required.', max: 100, maxMessage: 'Last name may not be greater than 100 characters.' },
  employee_designation: {
    required: 'Employee Designation is required.',
    max: 100,
    maxMessage: 'Employee Designation may not be greater than 100 characters.',
  },
  company_name: { required: 'Company name is required.', max: 191, maxMessage: 'Company name may not be greater than 191 characters.' },
  email: { ...email('Email is required.'), maxMessage: 'Email may not be greater than 191 characters.' },
  phone: phone('Phone number is required.'),
  description: { max: LONG_TEXT_MAX, maxMessage: `Message may not be greater than ${LONG_TEXT_MAX} characters.` },
} satisfies Rules;

/** The item request (POST /request-an-item) apart from its product rows. */
export const ITEM_REQUEST_RULES = {
  name: { required: 'Name is required.', max: 191, maxMessage: 'Name may not be greater than 191 characters.' },
  email: { ...email('Email is required.'), maxMessage: 'Email may not be greater than 191 characters.' },
  phone: phone('Phone number is required.'),
  other_details: { max: LONG_TEXT_MAX, maxMessage: `Other details may not be greater than ${LONG_TEXT_MAX} characters.` },
} satisfies Rules;

export const MAX_REQUESTED_PRODUCTS = 50;
export const MAX_ITEM_QUANTITY = 100_000;

/** One product row of an item request; errors are keyed `products.<index>.<field>`. */
export const ITEM_REQUEST_PRODUCT_RULES = {
  product_name: { required: 'Product name is required.', max: 191, maxMessage: 'Product name may not be greater than 191 characters.' },
  quantity: {
    required: 'Quantity is required.',
    pattern: /^[0-9]{1,9}$/,
    patternMessage: 'Quantity must be a whole number of at least 1.',
  },
} satisfies Rules;

export const ITEM_REQUEST_MESSAGES = {
  noProducts: 'Please add at least one product.',
  tooManyProducts: `You can request at most ${MAX_REQUESTED_PRODUCTS} products at a time.`,
  quantityMin: 'Quantity must be a whole number of at least 1.',
  quantityMax: `Quantity may not be greater than ${MAX_ITEM_QUANTITY.toLocaleString('en-IN')}.`,
} as const;

/** The quote form (spec 3: name, email, phone, description), prefilled from the customer. */
export const quoteFormRules = {
  name: { required: 'Name is required', max: 201 },
  email: email(),
  phone: phone(),
  quotation_description: { max: 2000, maxMessage: 'The description may not be greater than 2000 characters.' },
} satisfies Rules;
