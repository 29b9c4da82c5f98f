// Field rules and their messages (spec section 5), written once: the server validates requests
// with them (server/src/lib/fields.ts) and the storefront builds its Yup schemas from them
// (src/shared/lib/yupRules.ts). Plain data and pure functions only: this file imports nothing but
// the plain list of Indian states and the rupee formatter (format.ts, itself import-free), so the
// browser bundle can load it as it is.
import { formatPaise } from './format';
import { canonicalStateName, INDIAN_STATE_NAMES, normalizeIndianPhone } from './indianStates';

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
  /** The largest number the field may hold (an integer column, an amount's NUMERIC column); beyond it, maxValueMessage or patternMessage. */
  maxValue?: number;
  maxValueMessage?: string;
  /** Another field of the same form this one must equal (password confirmations). */
  sameAs?: string;
  sameAsMessage?: string;
  /** Upper-cases the value before the checks (GSTIN, PAN). */
  upperCase?: boolean;
  /** Lower-cases the value before the checks (emails are stored lower-case). */
  lowerCase?: boolean;
  /** Passwords are not trimmed: spaces are part of them. */
  keepSpaces?: boolean;
  /** Rewrites the trimmed value into the form the store keeps (a phone's +91, a state's spelling). */
  normalize?: (value: string) => string;
}

export type Rules = Record<string, FieldRule>;

/** The largest value of a PostgreSQL integer column (ids, quantities, sort orders). */
export const PG_INT_MAX = 2_147_483_647;

/** One pattern per kind of value, used by every form and every service. */
export const PATTERNS = {
  email: /^[^\s@]+@[^\s@]+\.[^\s@]+$/,
  /** An Indian mobile number (after normalizeIndianPhone): ten digits, the first 6 to 9. */
  phone: /^[6-9][0-9]{9}$/,
  digits: /^[0-9]+$/,
  pincode: /^[0-9]{6}$/,
  gstin: /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/,
  pan: /^[A-Z]{5}[0-9]{4}[A-Z]$/,
  /** A name or address line: anything but the angle brackets of markup. */
  noMarkup: /^[^<>]*$/,
} as const;

export const MESSAGES = {
  emailInvalid: 'Enter a valid email address',
  phoneInvalid: 'Enter a valid 10-digit Indian mobile number (optionally with +91 or 0 in front).',
  stateInvalid: 'Choose a state or union territory of India from the list.',
  pincodeInvalid: 'Pincode must be 6 digits',
  gstinInvalid: 'Enter a valid 15-character GST number (e.g. 27AAPFU0939F1ZV).',
  panInvalid: 'Enter a valid 10-character PAN (e.g. AAPFU0939F).',
  /** Names and address lines are printed on pages, mails and PDFs: no markup in them. */
  nameMarkup: 'Names cannot contain < or >.',
  /** Spec 5 and 9: address line 1 holds at most 30 characters. */
  line1Max: 'Maximum length of characters reached.',
} as const;

export const LINE1_MAX = 30;
/** Spec 9: new passwords have at least 8 characters. */
export const PASSWORD_MIN = 8;
/** scrypt cost grows with input length; nobody types a longer password. */
export const PASSWORD_MAX = 128;
export const EMPLOYEE_COUNTS = ['1-100', '101-500', '501-1000', '1000+'] as const;

/* ---------- reading and checking one value (the server and the Yup adapter share these) ---------- */

/** A request value as text: strings trimmed (unless kept), numbers stringified, anything else empty. */
export function textOf(value: unknown, keepSpaces = false): string {
  if (typeof value === 'string') return keepSpaces ? value : value.trim();
  if (typeof value === 'number' && Number.isFinite(value)) return String(value);
  return '';
}

/** The value as the rule reads it: trimmed and case-normalised as the rule says. */
export function cleanValue(rule: FieldRule, raw: unknown): string {
  const typed = textOf(raw, rule.keepSpaces);
  const value = rule.normalize && typed ? rule.normalize(typed) : typed;
  if (rule.upperCase) return value.toUpperCase();
  if (rule.lowerCase) return value.toLowerCase();
  return value;
}

/** Characters as a person counts them (and as PostgreSQL's varchar does): code points. */
const lengthOf = (value: string) => [...value].length;

/**
 * The first message the rule gives for a cleaned value, or null when it passes. `values` holds
 * the form's other cleaned values (for `sameAs`). Order: required, max, pattern, min, oneOf, sameAs.
 */
export function ruleError(rule: FieldRule, value: string, values: Record<string, unknown> = {}): string | null {
  if (!value) {
    if (rule.required) return rule.required;
    const other = rule.sameAs ? textOf(values[rule.sameAs], rule.keepSpaces) : '';
    return other ? (rule.sameAsMessage ?? 'The values do not match.') : null;
  }
  if (rule.max !== undefined && lengthOf(value) > rule.max) {
    return rule.maxMessage ?? `This field may not be greater than ${rule.max} characters.`;
  }
  if (rule.pattern && !rule.pattern.test(value)) return rule.patternMessage ?? 'This field is invalid.';
  if (rule.maxValue !== undefined && Number(value) > rule.maxValue) {
    return rule.maxValueMessage ?? rule.patternMessage ?? `This field may not be greater than ${rule.maxValue}.`;
  }
  if (rule.min !== undefined && lengthOf(value) < rule.min) {
    return rule.minMessage ?? `This field must be at least ${rule.min} characters.`;
  }
  if (rule.oneOf && !rule.oneOf.includes(value)) return rule.oneOfMessage ?? `Choose one of: ${rule.oneOf.join(', ')}.`;
  if (rule.sameAs) {
    const other = textOf(values[rule.sameAs], rule.keepSpaces);
    if (other && other !== value) return rule.sameAsMessage ?? 'The values do not match.';
  }
  return null;
}

/* ---------- amounts in rupees ---------- */

/** Rupees as the store keeps them once normalised: digits, at most 2 decimals. */
export const RUPEES_PATTERN = /^\d+(\.\d{1,2})?$/;
/** The same, above zero. */
export const RUPEES_ABOVE_ZERO_PATTERN = /^(?!0+(\.0{1,2})?$)\d+(\.\d{1,2})?$/;
/** NUMERIC(12,2), the store's money columns: at most ₹9,99,99,99,999.99. */
export const MAX_AMOUNT_PAISE = 999_999_999_999;

/** Whole rupees grouped the Indian way (6,00,000; 1,23,45,678) or the western way (600,000). */
const GROUPED_RUPEES = /^(\d{1,3}(,\d{3})+|\d{1,2}(,\d{2})*,\d{3})$/;

/**
 * An amount as people type it ("₹ 6,00,000.50", "Rs. 600,000", "600000") as the store reads it
 * ("600000.50"): the rupee sign and spaces dropped, a well-grouped whole part's commas removed.
 * Anything else (a malformed grouping such as "6,0,0") comes back as typed, for the pattern to refuse.
 */
export function normalizeRupees(value: string): string {
  const bare = value.trim().replace(/^(₹|rs\.?|inr)\s*/i, '');
  const dot = bare.indexOf('.');
  const whole = dot === -1 ? bare : bare.slice(0, dot);
  const fraction = dot === -1 ? '' : bare.slice(dot);
  if (!whole.includes(',')) return bare;
  return GROUPED_RUPEES.test(whole) ? whole.replace(/,/g, '') + fraction : value.trim();
}

/** The refusal of an amount above `maxPaise`, stating the maximum the Indian way. */
export const amountTooLarge = (label: string, maxPaise: number): string => `${label} can be at most ${formatPaise(maxPaise)}.`;

export interface RupeeRuleOptions {
  /** Shown in "<label> can be at most ₹…". */
  label: string;
  /** Message when the amount is missing; omit for an optional amount. */
  required?: string;
  /** Message for anything that is not an amount of rupees. */
  invalid: string;
  /** The largest amount, in paise (default: what a NUMERIC(12,2) column holds). */
  maxPaise?: number;
  /** Refuse 0 (prices, payments) with `invalid`. */
  aboveZero?: boolean;
}

/** Every amount in rupees the store takes: grouped or plain, ₹ or not, at most 2 decimals, at most `maxPaise`. */
export const rupeeRule = ({ label, required, invalid, maxPaise = MAX_AMOUNT_PAISE, aboveZero = false }: RupeeRuleOptions): FieldRule => ({
  required,
  normalize: normalizeRupees,
  // Far longer than any amount: the pattern's regex never runs on a pasted essay.
  max: 40,
  maxMessage: invalid,
  pattern: aboveZero ? RUPEES_ABOVE_ZERO_PATTERN : RUPEES_PATTERN,
  patternMessage: invalid,
  maxValue: maxPaise / 100,
  maxValueMessage: amountTooLarge(label, maxPaise),
});

/* ---------- building blocks: a form's rules are composed from these with its own texts ---------- */

const tooLong = (label: string, max: number): FieldRule => ({ max, maxMessage: `${label} may not be greater than ${max} characters.` });

/** A plain text field: required when a message is given, at most `max` characters. */
export const textField = (label: string, max: number, required?: string): FieldRule => ({ required, ...tooLong(label, max) });

/** A person's, company's, product's, category's or brand's name: a text field that refuses < and >. */
export const nameField = (label: string, max: number, required?: string): FieldRule => ({
  ...textField(label, max, required),
  pattern: PATTERNS.noMarkup,
  patternMessage: MESSAGES.nameMarkup,
});
/** Refuses < and > on a rule that has no pattern of its own. */
const noMarkup = <R extends FieldRule>(rule: R) => ({ ...rule, pattern: PATTERNS.noMarkup, patternMessage: MESSAGES.nameMarkup });

export const email = (required = 'Email is required', over: Partial<FieldRule> = {}): FieldRule => ({
  required,
  ...tooLong('Email', 191),
  pattern: PATTERNS.email,
  patternMessage: MESSAGES.emailInvalid,
  ...over,
});
/** Every phone the store takes (registration, profile, addresses, forms): an Indian mobile, kept as ten digits. */
export const phone = (required = 'Phone number is required', over: Partial<FieldRule> = {}): FieldRule => ({
  required,
  normalize: normalizeIndianPhone,
  pattern: PATTERNS.phone,
  patternMessage: MESSAGES.phoneInvalid,
  ...over,
});
/** A state: one of the Indian states and union territories, kept in the list's spelling. */
export const indianState = (required?: string): FieldRule => ({
  required,
  normalize: canonicalStateName,
  oneOf: INDIAN_STATE_NAMES,
  oneOfMessage: MESSAGES.stateInvalid,
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
  pattern: PATTERNS.noMarkup,
  patternMessage: MESSAGES.nameMarkup,
});
export const gstin = (required = 'GST number is required'): FieldRule => ({
  required,
  upperCase: true,
  pattern: PATTERNS.gstin,
  patternMessage: MESSAGES.gstinInvalid,
});
export const pan = (required = 'PAN number is required'): FieldRule => ({
  required,
  upperCase: true,
  pattern: PATTERNS.pan,
  patternMessage: MESSAGES.panInvalid,
});
/** A new password: at least PASSWORD_MIN characters, spaces kept. */
export const newPassword = (required: string, label: string): FieldRule => ({
  required,
  keepSpaces: true,
  min: PASSWORD_MIN,
  minMessage: `${label} must be at least ${PASSWORD_MIN} characters`,
  ...tooLong(label, PASSWORD_MAX),
});

/* ---------- addresses: one set of rules for registration and both address books ---------- */

export const ADDRESS_PARTS = ['address_line1', 'address_line2', 'city', 'state', 'country', 'pincode', 'phone'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export type AddressPrefix = 'b' | 's';

const ADDRESS_PART_RULES: Record<AddressPart, (required?: string) => FieldRule> = {
  address_line1: addressLine1,
  address_line2: (required) => nameField('Address line 2', 191, required),
  city: (required) => textField('City', 100, required),
  state: indianState,
  country: (required) => textField('Country', 100, required),
  pincode,
  // Optional in the billing book: phone() fills in a required message when given none.
  phone: (required) => ({ ...phone(), required }),
};
const ADDRESS_REQUIRED: Record<AddressPart, string> = {
  address_line1: 'Address line 1 is required',
  address_line2: 'Address line 2 is required',
  city: 'City is required',
  state: 'State is required',
  country: 'Country is required',
  pincode: 'Pincode is required',
  phone: 'Phone number is required',
};

/** The rules of one address's prefixed fields (`b_city`, `s_pincode`, ...). */
export function addressRules<P extends AddressPrefix, Part extends AddressPart>(
  prefix: P,
  parts: readonly Part[],
  required: readonly Part[],
): Record<`${P}_${Part}`, FieldRule> {
  const rules = {} as Record<`${P}_${Part}`, FieldRule>;
  for (const part of parts) {
    rules[`${prefix}_${part}`] = ADDRESS_PART_RULES[part](required.includes(part) ? ADDRESS_REQUIRED[part] : undefined);
  }
  return rules;
}

const defaultFlag: FieldRule = { oneOf: ['y', 'n'], oneOfMessage: "Default must be 'y' or 'n'.", lowerCase: true };

/** Spec 5: the billing book enforces only line 1 (and a valid phone and state when given). */
export const BILLING_REQUIRED = ['address_line1'] as const satisfies readonly AddressPart[];
/** Spec 5: the shipping book also requires city, state, country, pincode and phone. */
export const SHIPPING_REQUIRED = ['address_line1', 'city', 'state', 'country', 'pincode', 'phone'] as const satisfies readonly AddressPart[];

export const billingAddressRules = { ...addressRules('b', ADDRESS_PARTS, BILLING_REQUIRED), is_default: defaultFlag } satisfies Rules;
export const shippingAddressRules = { ...addressRules('s', ADDRESS_PARTS, SHIPPING_REQUIRED), is_default: defaultFlag } satisfies Rules;

/* ---------- account forms ---------- */

export const loginRules = {
  email: { required: 'Email is required' },
  password: { required: 'Password is required', keepSpaces: true },
} satisfies Rules;

/** The registration form's addresses have no phone (the company's phone is their contact). */
const REGISTRATION_ADDRESS_PARTS = ['address_line1', 'address_line2', 'city', 'state', 'pincode', 'country'] as const;
const REGISTRATION_ADDRESS_REQUIRED = ['address_line1', 'city', 'state', 'pincode', 'country'] as const;

export const registrationRules = {
  gstno: gstin(),
  pan_number: pan(),
  tan_number: { upperCase: true, ...tooLong('TAN number', 20) },
  msme_number: tooLong('MSME number', 30),
  incorporation_number: tooLong('Incorporation number', 30),
  moa_number: tooLong('MOA number', 30),
  company_name: nameField('Company name', 191, 'Company name is required'),
  company_domain: tooLong('Company domain', 191),
  type_of_company: textField('Type of company', 100, 'Type of company is required'),
  no_of_employee: {
    required: 'Number of employees is required',
    oneOf: EMPLOYEE_COUNTS,
    oneOfMessage: `Choose one of ${EMPLOYEE_COUNTS.join(', ')}.`,
  },
  first_name: nameField('First name', 100, 'First name is required'),
  last_name: nameField('Last name', 100, 'Last name is required'),
  phone: phone(),
  fax: tooLong('Fax', 20),
  email: email('Email is required', { lowerCase: true }),
  password: newPassword('Password is required', 'Password'),
  ...addressRules('s', REGISTRATION_ADDRESS_PARTS, REGISTRATION_ADDRESS_REQUIRED),
  ...addressRules('b', REGISTRATION_ADDRESS_PARTS, REGISTRATION_ADDRESS_REQUIRED),
} satisfies Rules;

export const profileRules = {
  company_name: nameField('Name', 191, 'Name is required'),
  email: email('Email is required', { lowerCase: true }),
  phone: phone(),
  // Needed only when the email changes (checked by the service, which knows the old address).
  current_password: { keepSpaces: true },
} satisfies Rules;

export const changePasswordRules = {
  current_password: { required: 'Current password is required', keepSpaces: true },
  new_password: newPassword('New password is required', 'New password'),
  confirm_password: { keepSpaces: true, sameAs: 'new_password', sameAsMessage: 'Passwords do not match' },
} satisfies Rules;

export const forgotPasswordRules = {
  // An over-long address is just not a valid one here (the form says nothing about lengths).
  email: email('Email is required', { maxMessage: MESSAGES.emailInvalid }),
} satisfies Rules;

export const resetPasswordRules = {
  // Optional: the token names the account, so a link opened in another browser (without the
  // forgot-password page's stored email) still works. When sent, it must be the token's.
  email: { lowerCase: true },
  password: newPassword('Password is required', 'Password'),
  password_confirmation: {
    required: 'Please confirm the password',
    keepSpaces: true,
    sameAs: 'password',
    sameAsMessage: 'Passwords do not match.',
  },
} satisfies Rules;

/* ---------- newsletter ---------- */

export const subscribeRules = {
  email: email('Please enter email.', { patternMessage: 'Please enter a valid email address.' }),
} satisfies Rules;

/* ---------- reviews ---------- */

export const REVIEW_TITLE_MAX = 191;
export const REVIEW_DESCRIPTION_MAX = 2000;

/** A review's stars: half-star steps from half a star to five (a review of 0 stars reads as unrated). */
export const RATING_MIN = 0.5;
export const RATING_MAX = 5;
export const RATING_MESSAGE = 'Choose a rating of at least half a star (0.5 to 5, in steps of 0.5).';

export const reviewRules = {
  review_title: textField('The review title', REVIEW_TITLE_MAX, 'The review title field is required.'),
  review_description: textField('The review description', REVIEW_DESCRIPTION_MAX, 'The review description field is required.'),
} satisfies Rules;

/* ---------- visitor forms (spec 3 "Inquiry", "Item request"; spec 5) ---------- */

/** Longest free text a visitor form takes (message, other details). */
export const LONG_TEXT_MAX = 2000;

/** The contact inquiry (POST /contact-us): the spec's required messages; the message text is optional. */
export const inquiryRules = {
  first_name: noMarkup({ required: 'First name is required.', max: 100, maxMessage: 'First name may not be greater than 100 characters.' }),
  last_name: noMarkup({ required: 'Last name is required.', max: 100, maxMessage: 'Last name may not be greater than 100 characters.' }),
  employee_designation: {
    required: 'Employee Designation is required.',
    max: 100,
    maxMessage: 'Employee Designation may not be greater than 100 characters.',
  },
  company_name: noMarkup({ required: 'Company name is required.', max: 191, maxMessage: 'Company name may not be greater than 191 characters.' }),
  email: { ...email('Email is required.'), maxMessage: 'Email may not be greater than 191 characters.' },
  phone: phone('Phone number is required.'),
  description: { max: LONG_TEXT_MAX, maxMessage: `Message may not be greater than ${LONG_TEXT_MAX} characters.` },
} satisfies Rules;

/** The item request (POST /request-an-item) apart from its product rows. */
export const itemRequestRules = {
  name: noMarkup({ required: 'Name is required.', max: 191, maxMessage: 'Name may not be greater than 191 characters.' }),
  email: { ...email('Email is required.'), maxMessage: 'Email may not be greater than 191 characters.' },
  phone: phone('Phone number is required.'),
  other_details: { max: LONG_TEXT_MAX, maxMessage: `Other details may not be greater than ${LONG_TEXT_MAX} characters.` },
} satisfies Rules;

export const MAX_REQUESTED_PRODUCTS = 50;
export const MAX_ITEM_QUANTITY = 100_000;

/** One product row of an item request; errors are keyed `products.<index>.<field>`. */
export const itemRequestProductRules = {
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
  name: noMarkup({ required: 'Name is required', max: 201 }),
  email: email(),
  phone: phone(),
  quotation_description: { max: 2000, maxMessage: 'The description may not be greater than 2000 characters.' },
} satisfies Rules;

/**
 * The field of order-store's 409 when a paid provider order could not become an order and its
 * payment was refunded: its message says so ("Your payment of ₹X was refunded because ...").
 */
export const PAYMENT_REFUNDED_FIELD = 'payment_refunded';

/** A question or answer about a quotation (the buyer's form; the store's reply uses the same rule). */
export const quotationMessageRules = {
  message: { required: 'Please write your message.', max: 2000, maxMessage: 'The message may not be greater than 2000 characters.' },
} satisfies Rules;

/** Rejecting a quotation: the reason is optional. */
export const quotationRejectRules = {
  reason: { max: 1000, maxMessage: 'The reason may not be greater than 1000 characters.' },
} satisfies Rules;
