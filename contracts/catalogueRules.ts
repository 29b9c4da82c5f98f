// The catalogue's rules as plain data, written once: who may read and change products, categories
// and brands in the back office, the product form's field rules, and the value rules the product
// CSV import (server/src/modules/catalog/import/check.ts) checks its cells with. The browser bundle
// loads it (Formik + Yup), the server validates with it.
import { amountTooLarge, MAX_AMOUNT_PAISE, nameField, PG_INT_MAX, rupeeRule, textField, type FieldRule, type Rules } from './fields';
import { STAFF_ROLES, type StaffRole } from './staffRules';

/** Catalogue and Admin change the catalogue; every role may read the products (Sales needs prices). */
export const CATALOGUE_ROLES = {
  read: STAFF_ROLES,
  write: ['admin', 'catalogue'],
} as const satisfies Record<string, readonly StaffRole[]>;

export const mayEditCatalogue = (role: StaffRole): boolean => (CATALOGUE_ROLES.write as readonly StaffRole[]).includes(role);

/** The Inbox's low-stock card and the products list's low-stock filter count the same products. */
export const LOW_STOCK_THRESHOLD = 5;

export const PRODUCTS_PAGE_SIZE = 20;
export const PRODUCT_SORTS = ['newest', 'name', 'stock'] as const;
export type ProductSort = (typeof PRODUCT_SORTS)[number];

/* ---------- value rules shared with the product import ---------- */

/** GST rates a product may carry (percent). */
export const GST_RATES = ['0', '5', '12', '18', '28'] as const;
/** NUMERIC(12,2): at most ₹9,99,99,99,999.99. */
export const MAX_PRICE_PAISE = MAX_AMOUNT_PAISE;
/** products.stock_quantity is a PostgreSQL integer. */
export const MAX_STOCK = 2_147_483_647;
/** Dimensions in NUMERIC(8,2) (cm) and the weight in NUMERIC(8,3) (kg). */
export const DIMENSION_PATTERN = /^\d{1,6}(\.\d{1,2})?$/;
export const WEIGHT_PATTERN = /^\d{1,5}(\.\d{1,3})?$/;
/** The back office asks for the 6-digit HSN heading (or the 8-digit tariff item) a tax invoice prints. */
export const HSN_PATTERN = /^(\d{6}|\d{8})$/;

/* ---------- the product form ---------- */

export const PRODUCT_NAME_MAX = 255;
export const MODEL_NUMBER_MAX = 100;
export const SKU_MAX = 64;
export const SHORT_DESCRIPTION_MAX = 2000;
/** The long description's HTML (before sanitising). */
export const LONG_DESCRIPTION_MAX = 100_000;
export const WARRANTY_TERMS_MAX = 5000;
export const SPEC_TITLE_MAX = 191;
export const SPEC_VALUE_MAX = 1000;
export const SPECS_MAX = 60;

const ID_PATTERN = /^[1-9]\d{0,9}$/;
/** An id chosen from a list: a whole number an integer column holds (a larger one is no id of ours). */
const idRule = (required: string | undefined, patternMessage: string): FieldRule => ({ required, pattern: ID_PATTERN, maxValue: PG_INT_MAX, patternMessage });
const dimension = (label: string) => ({
  pattern: DIMENSION_PATTERN,
  patternMessage: `${label} must be a number of centimetres such as 35.5 (at most 2 decimals).`,
});

/** Every field of the product form but the specifications, the active flag and the version. */
export const productRules = {
  sku: {
    required: 'SKU is required',
    max: SKU_MAX,
    maxMessage: `SKU may not be greater than ${SKU_MAX} characters.`,
    pattern: /^\S+$/,
    patternMessage: 'SKU may not contain spaces.',
  },
  product_name: nameField('Product name', PRODUCT_NAME_MAX, 'Product name is required'),
  model_number: textField('Model number', MODEL_NUMBER_MAX, 'Model number is required'),
  category_id: idRule('Choose a category', 'Choose a category from the list.'),
  sub_category_id: idRule(undefined, 'Choose a sub-category from the list.'),
  brand_id: idRule('Choose a brand', 'Choose a brand from the list.'),
  price: rupeeRule({
    label: 'Price',
    required: 'Price is required',
    invalid: 'Price must be a number of rupees such as 1499, 1,499 or 1,499.50.',
    maxPaise: MAX_PRICE_PAISE,
  }),
  mrp: rupeeRule({
    label: 'MRP',
    invalid: 'MRP must be a number of rupees such as 1999, 1,999 or 1,999.50, or left empty.',
    maxPaise: MAX_PRICE_PAISE,
  }),
  gst_rate: { required: 'GST rate is required', oneOf: GST_RATES, oneOfMessage: 'GST rate must be one of 0, 5, 12, 18 or 28 %.' },
  hsn_code: { pattern: HSN_PATTERN, patternMessage: 'HSN code must be 6 or 8 digits.' },
  stock_quantity: { required: 'Stock is required', pattern: /^\d{1,10}$/, maxValue: MAX_STOCK, patternMessage: 'Stock must be a whole number of 0 or more.' },
  short_description: textField('Short description', SHORT_DESCRIPTION_MAX),
  long_description: textField('Description', LONG_DESCRIPTION_MAX),
  warranty_period: textField('Warranty period', 100),
  warranty_terms: textField('Warranty terms', WARRANTY_TERMS_MAX),
  height: dimension('Height'),
  length: dimension('Length'),
  width: dimension('Width'),
  weight: { pattern: WEIGHT_PATTERN, patternMessage: 'Weight must be a number of kilograms such as 1.25 (at most 3 decimals).' },
} satisfies Rules;

/** One specification row. */
export const specRules = {
  title: textField('Title', SPEC_TITLE_MAX, 'Give the specification a title'),
  value: textField('Value', SPEC_VALUE_MAX, 'Give the specification a value'),
} satisfies Rules;

/** Setting the stock on its own (inline on the list, or on the form). */
export const stockRules = { stock_quantity: productRules.stock_quantity } satisfies Rules;

/** A category's or brand's name. */
export const CATALOGUE_NAME_MAX = 191;
export const categoryRules = {
  title: nameField('Name', CATALOGUE_NAME_MAX, 'Name is required'),
  parent_id: idRule(undefined, 'Choose the parent category from the list.'),
} satisfies Rules;
export const brandRules = { brand_name: nameField('Name', CATALOGUE_NAME_MAX, 'Name is required') } satisfies Rules;

export const STALE_PRODUCT_MESSAGE = 'This product was changed by someone else; reload to see the change.';
export const PRODUCT_VERSION_REQUIRED = 'Reload the product: the change must name the version you saw.';
export const MRP_BELOW_PRICE = 'MRP cannot be below the price.';
export const PRICE_ZERO = 'Price must be more than 0.';
export const PRICE_TOO_LARGE = amountTooLarge('Price', MAX_PRICE_PAISE);
