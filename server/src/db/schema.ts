// The whole store's data model (spec section 3). Money columns are NUMERIC(12,2); arithmetic
// on them happens in integer paise (see server/src/lib/money.ts).
// One file on purpose (~1,000 lines): drizzle-kit reads this one schema to generate the migrations,
// and the tables' foreign keys and check constraints refer to each other across the whole model.
import { sql } from 'drizzle-orm';
import {
  type AnyPgColumn,
  bigint,
  boolean,
  char,
  check,
  customType,
  date,
  index,
  integer,
  jsonb,
  numeric,
  pgTable,
  primaryKey,
  serial,
  text,
  timestamp,
  uniqueIndex,
  varchar,
} from 'drizzle-orm/pg-core';
// Relative, not @contracts/: drizzle-kit loads this file without the tsconfig paths.
import { CUSTOMER_STATUSES, ORDER_STATUSES, PAYMENT_METHODS, QUOTATION_STATUSES, WALLET_TRANSACTION_TYPES } from '../../../contracts/statuses';
import { STAFF_ROLES } from '../../../contracts/staffRules';
import { COMPANY_ROLES, COMPANY_USER_STATUSES } from '../../../contracts/companyUserRules';
import { APPROVAL_STATUSES } from '../../../contracts/approvalRules';

const money = (name: string) => numeric(name, { precision: 12, scale: 2 });
/** `column in ('a', 'b')` from a contracts/statuses.ts list, inlined: a check constraint takes no parameters. */
const oneOf = (column: AnyPgColumn, list: readonly string[]) => sql`${column} in (${sql.raw(list.map((v) => `'${v}'`).join(', '))})`;
const createdAt = () => timestamp('created_at', { withTimezone: true }).notNull().defaultNow();
/** Raw bytes: node-postgres hands back a Buffer, PGlite a Uint8Array; callers always get a Buffer. */
const bytea = customType<{ data: Buffer; driverData: Uint8Array }>({
  dataType: () => 'bytea',
  fromDriver: (value) => (Buffer.isBuffer(value) ? value : Buffer.from(value)),
});

/* ---------- customers and sessions ---------- */

/**
 * A random public id (16 random bytes of a v4 UUID, base64url: 22 characters), drawn by the
 * database for every new row and every row that existed before the column: the id a customer
 * sees in URLs and calls instead of the serial id, which would count the store's rows (customers,
 * orders and their lines, quotations and their lines and messages, addresses, cart lines, card
 * payment orders, wallet transactions).
 */
const publicId = (name: string) =>
  varchar(name, { length: 22 })
    .notNull()
    .default(sql`rtrim(translate(encode(uuid_send(gen_random_uuid()), 'base64'), '+/', '-_'), '=')`);

export const customers = pgTable(
  'customers',
  {
    id: serial('id').primaryKey(),
    /** The customer's id on the wire (login, registration, profile): the serial id stays inside the server. */
    publicId: publicId('public_id'),
    email: varchar('email', { length: 191 }).notNull(),
    firstName: varchar('first_name', { length: 100 }).notNull(),
    lastName: varchar('last_name', { length: 100 }).notNull(),
    primaryContactName: varchar('primary_contact_name', { length: 201 }).notNull(),
    companyName: varchar('company_name', { length: 191 }).notNull(),
    companyDomain: varchar('company_domain', { length: 191 }),
    typeOfCompany: varchar('type_of_company', { length: 100 }).notNull(),
    noOfEmployee: varchar('no_of_employee', { length: 20 }).notNull(),
    gstno: varchar('gstno', { length: 15 }).notNull(),
    panNumber: varchar('pan_number', { length: 10 }).notNull(),
    tanNumber: varchar('tan_number', { length: 20 }),
    msmeNumber: varchar('msme_number', { length: 30 }),
    incorporationNumber: varchar('incorporation_number', { length: 30 }),
    moaNumber: varchar('moa_number', { length: 30 }),
    phone: varchar('phone', { length: 15 }).notNull(),
    fax: varchar('fax', { length: 20 }),
    image: text('image'),
    // Available credit for cash-on-delivery orders (the spec's credit_limit): debited by COD orders,
    // credited on cancel, refund and payment of dues (modules/credit).
    creditLimit: money('credit_limit').notNull().default('0'),
    // The company's credit limit as staff set it: always credit_limit (available) + outstanding dues.
    creditLine: money('credit_line').notNull().default('0'),
    // Days from the invoice date to a due's due date.
    paymentTermsDays: integer('payment_terms_days').notNull().default(30),
    // The company's approval rule: a Buyer's order above this total (paise) waits for an
    // Approver's or Admin's approval (modules/approvals). Null: no rule, every order is placed at once.
    approvalThresholdPaise: bigint('approval_threshold_paise', { mode: 'number' }),
    // Typed as a plain string until operator/service.ts (being moved on another branch) narrows its filter with isOneOf.
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    // Why the store rejected the account (the back office requires one; the rejection mail quotes
    // it). Null while the account is not rejected, and for rejections made before it was asked.
    rejectionReason: text('rejection_reason'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('customers_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('customers_public_id_unique').on(t.publicId),
    check('customers_status_check', oneOf(t.status, CUSTOMER_STATUSES)),
    check('customers_credit_check', sql`${t.creditLimit} >= 0`),
    check('customers_payment_terms_check', sql`${t.paymentTermsDays} between 0 and 365`),
    check('customers_approval_threshold_check', sql`coalesce(${t.approvalThresholdPaise}, 0) >= 0`),
  ],
);

/**
 * The people who sign in for a company. The customers row stays the company: prices,
 * credit, price list, wallet, addresses and orders are its own; a user brings the sign-in email,
 * the password, a role and spending limits. Registration creates the company's first user, an admin.
 */
export const customerUsers = pgTable(
  'customer_users',
  {
    id: serial('id').primaryKey(),
    publicId: publicId('public_id'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    email: varchar('email', { length: 191 }).notNull(),
    // Null while an invitation is open: the invited person chooses it.
    passwordHash: text('password_hash'),
    name: varchar('name', { length: 201 }).notNull(),
    role: varchar('role', { length: 16 }).notNull(),
    status: varchar('status', { length: 16 }).notNull().default('active'),
    // Spending limits in paise; null means none.
    orderLimitPaise: bigint('order_limit_paise', { mode: 'number' }),
    monthlyLimitPaise: bigint('monthly_limit_paise', { mode: 'number' }),
    /**
     * An Admin's choice to be copied on the mails about other users' orders, approvals and
     * quotations (each goes to the user who acted). On by default: those mails went to the company's
     * main address before, which is the first Admin's, so nobody stops hearing of them unasked.
     */
    copyCompanyMails: boolean('copy_company_mails').notNull().default(true),
    /** The user's own mobile (ten digits; the company's phone stays on customers). */
    phone: varchar('phone', { length: 15 }),
    /**
     * Which optional mails the user receives (db/companyUsers.ts mailPeople reads them). On by
     * default: these mails reached every user before the choice existed. Password reset,
     * invitation and registration mails are always sent.
     */
    mailOrderUpdates: boolean('mail_order_updates').notNull().default(true),
    mailApprovalRequests: boolean('mail_approval_requests').notNull().default(true),
    mailQuotationAnswers: boolean('mail_quotation_answers').notNull().default(true),
    mailDuesReminders: boolean('mail_dues_reminders').notNull().default(true),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One sign-in email names one person across every company.
    uniqueIndex('customer_users_email_unique').on(sql`lower(${t.email})`),
    uniqueIndex('customer_users_public_id_unique').on(t.publicId),
    index('customer_users_customer_idx').on(t.customerId),
    check('customer_users_role_check', oneOf(t.role, COMPANY_ROLES)),
    check('customer_users_status_check', oneOf(t.status, COMPANY_USER_STATUSES)),
    check('customer_users_password_check', sql`${t.status} = 'invited' or ${t.passwordHash} is not null`),
    check('customer_users_limits_check', sql`coalesce(${t.orderLimitPaise}, 0) >= 0 and coalesce(${t.monthlyLimitPaise}, 0) >= 0`),
  ],
);

export const sessions = pgTable(
  'sessions',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The signed-in user of the company: their role decides what the session may do. */
    userId: integer('user_id')
      .notNull()
      .references(() => customerUsers.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('sessions_token_unique').on(t.tokenHash), index('sessions_customer_idx').on(t.customerId), index('sessions_user_idx').on(t.userId)],
);

export const passwordResets = pgTable(
  'password_resets',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The user whose password the link sets (reset) or who was invited (invitation). */
    userId: integer('user_id')
      .notNull()
      .references(() => customerUsers.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    /** 'reset': a forgotten password; 'invite': a company admin's invitation (sets name and password). */
    kind: varchar('kind', { length: 8 }).notNull().default('reset'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('password_resets_token_unique').on(t.tokenHash), check('password_resets_kind_check', sql`${t.kind} in ('reset', 'invite')`)],
);

/* ---------- catalogue ---------- */

export const categories = pgTable(
  'categories',
  {
    id: serial('id').primaryKey(),
    // null for a top-level category; a sub-category points at its category.
    parentId: integer('parent_id').references((): AnyPgColumn => categories.id, {
      onDelete: 'cascade',
    }),
    slug: varchar('slug', { length: 191 }).notNull(),
    title: varchar('title', { length: 191 }).notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
    // Deactivated in the back office: left out of the storefront's category menu and of the
    // product form's choices; its products keep their own active flag.
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('categories_slug_unique').on(t.slug), index('categories_parent_idx').on(t.parentId)],
);

export const brands = pgTable(
  'brands',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 191 }).notNull(),
    brandName: varchar('brand_name', { length: 191 }).notNull(),
    // Deactivated in the back office: no longer offered in the product form's choices.
    isActive: boolean('is_active').notNull().default(true),
  },
  (t) => [uniqueIndex('brands_slug_unique').on(t.slug)],
);

export const products = pgTable(
  'products',
  {
    id: serial('id').primaryKey(),
    sku: varchar('sku', { length: 64 }).notNull(),
    modelNumber: varchar('model_number', { length: 100 }).notNull(),
    productName: varchar('product_name', { length: 255 }).notNull(),
    productSlug: varchar('product_slug', { length: 255 }).notNull(),
    categoryId: integer('category_id')
      .notNull()
      .references(() => categories.id),
    subCategoryId: integer('sub_category_id').references(() => categories.id),
    brandId: integer('brand_id')
      .notNull()
      .references(() => brands.id),
    primaryImage: text('primary_image').notNull(),
    basePrice: money('base_price').notNull(),
    discountPrice: money('discount_price'),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2 }).notNull().default('18'),
    // Harmonised System code printed on tax invoices (6-8 digits); null until the operator sets it.
    hsnCode: varchar('hsn_code', { length: 8 }),
    stockQuantity: integer('stock_quantity').notNull().default(0),
    averageRating: numeric('average_rating', { precision: 3, scale: 2 }).notNull().default('0'),
    height: numeric('height', { precision: 8, scale: 2 }),
    length: numeric('length', { precision: 8, scale: 2 }),
    width: numeric('width', { precision: 8, scale: 2 }),
    weight: numeric('weight', { precision: 8, scale: 3 }),
    shortDescription: text('short_description').notNull().default(''),
    longDescription: text('long_description').notNull().default(''),
    warrantyPeriod: varchar('warranty_period', { length: 100 }),
    warrantyTerms: text('warranty_terms'),
    // Lower-cased name, SKU, model and brand (catalog service's productSearchText).
    searchText: text('search_text').notNull().default(''),
    isActive: boolean('is_active').notNull().default(true),
    // Bumped by every back-office change to the product: an edit names the version its staff
    // member saw and a stale one is refused (two people editing at once). Sales and imports do
    // not move it.
    version: integer('version').notNull().default(1),
    // The transaction that last wrote the product, its images or its specifications (64-bit id,
    // set by triggers: migration 0038), so the in-memory product store (catalog/productStore.ts)
    // finds what changed since its last read with an index range instead of a scan.
    changedXid: bigint('changed_xid', { mode: 'number' })
      .notNull()
      .default(sql`(pg_current_xact_id()::text::bigint)`),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('products_sku_unique').on(t.sku),
    index('products_changed_xid_idx').on(t.changedXid),
    uniqueIndex('products_slug_unique').on(t.productSlug),
    index('products_category_idx').on(t.categoryId),
    index('products_sub_category_idx').on(t.subCategoryId),
    index('products_brand_idx').on(t.brandId),
    // Listing orders (catalog service): each answers a page of the active catalogue without a
    // sort, and the descending orders by scanning backwards. "C" keeps the order the same on
    // PGlite and on PostgreSQL whatever its locale.
    // The default order also carries the filter columns (and the name the key is computed
    // from), so a filtered walk is an index-only scan: brand filters select names far down the
    // alphabet, since names start with the brand.
    index('products_list_name_idx')
      .on(
        sql`(lower(${t.productName}) collate "C")`,
        t.id,
        t.categoryId,
        t.subCategoryId,
        t.brandId,
        t.discountPrice,
        t.basePrice,
        t.productName,
      )
      .where(sql`${t.isActive}`),
    index('products_list_price_idx')
      .on(sql`(coalesce(${t.discountPrice}, ${t.basePrice}))`, sql`(lower(${t.productName}) collate "C")`, t.id)
      .where(sql`${t.isActive}`),
    index('products_list_newest_idx').on(t.createdAt, t.id).where(sql`${t.isActive}`),
    index('products_list_rating_idx')
      .on(sql`${t.averageRating} desc`, sql`(lower(${t.productName}) collate "C")`, t.id)
      .where(sql`${t.isActive}`),
    // The listing's facet aggregate (counts per brand, price bounds) as an index-only scan.
    index('products_list_facet_idx')
      .on(t.categoryId, t.subCategoryId, t.brandId, t.discountPrice, t.basePrice)
      .where(sql`${t.isActive}`),
    check('products_stock_check', sql`${t.stockQuantity} >= 0`),
    check('products_price_check', sql`${t.basePrice} >= 0`),
  ],
);

export const productImages = pgTable(
  'product_images',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    images: text('images').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_images_product_idx').on(t.productId)],
);

export const productSpecifications = pgTable(
  'product_specifications',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    title: varchar('title', { length: 191 }).notNull(),
    description: text('description').notNull(),
    sortOrder: integer('sort_order').notNull().default(0),
  },
  (t) => [index('product_specifications_product_idx').on(t.productId)],
);

/** Price-list rates: a customer's own price for a product (spec 6, "custom rate"). */
export const customRates = pgTable(
  'custom_rates',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customRate: money('custom_rate').notNull(),
  },
  (t) => [uniqueIndex('custom_rates_customer_product_unique').on(t.customerId, t.productId)],
);

export const ratings = pgTable(
  'ratings',
  {
    id: serial('id').primaryKey(),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    rating: numeric('rating', { precision: 2, scale: 1 }).notNull(),
    reviewTitle: varchar('review_title', { length: 191 }).notNull(),
    reviewDescription: text('review_description').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    index('ratings_product_idx').on(t.productId),
    uniqueIndex('ratings_product_customer_unique').on(t.productId, t.customerId),
    check('ratings_range_check', sql`${t.rating} >= 0 and ${t.rating} <= 5`),
  ],
);

/* ---------- cart and free product ---------- */

export const carts = pgTable(
  'carts',
  {
    id: serial('id').primaryKey(),
    /** The line's id on the wire (cart_id): the serial id stays inside the server. */
    publicId: publicId('public_id'),
    /** The company: its prices, credit and addresses price the line. */
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The company user whose cart this is: each user of a company keeps a cart of their own. */
    userId: integer('user_id')
      .notNull()
      .references(() => customerUsers.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    // One line per product in a user's cart; two users of one company may each hold the product.
    uniqueIndex('carts_user_product_unique').on(t.userId, t.productId),
    index('carts_customer_idx').on(t.customerId),
    uniqueIndex('carts_public_id_unique').on(t.publicId),
    check('carts_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/** Products the store offers free with an order. */
export const freeProducts = pgTable('free_products', {
  id: serial('id').primaryKey(),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  isActive: boolean('is_active').notNull().default(true),
});

/** The free product a company user has taken with their cart: at most one (primary key on the user). */
export const cartFreeProducts = pgTable('cart_free_products', {
  userId: integer('user_id')
    .primaryKey()
    .references(() => customerUsers.id, { onDelete: 'cascade' }),
  customerId: integer('customer_id')
    .notNull()
    .references(() => customers.id, { onDelete: 'cascade' }),
  productId: integer('product_id')
    .notNull()
    .references(() => products.id, { onDelete: 'cascade' }),
  createdAt: createdAt(),
});

/**
 * A company's shopping list (requisition list): named, shared by the company's users,
 * turned into a cart in one step. `version` rises with every change to the list or its items.
 */
export const shoppingLists = pgTable(
  'shopping_lists',
  {
    id: serial('id').primaryKey(),
    /** The list's id on the wire and in its URL: the serial id stays inside the server. */
    publicId: publicId('public_id'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    name: varchar('name', { length: 100 }).notNull(),
    note: text('note').notNull().default(''),
    version: integer('version').notNull().default(1),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    // One name per company, whatever its case ('Monthly' and 'MONTHLY' are one list to a buyer).
    uniqueIndex('shopping_lists_customer_name_unique').on(t.customerId, sql`lower(${t.name})`),
    uniqueIndex('shopping_lists_public_id_unique').on(t.publicId),
  ],
);

/** A product on a shopping list: one row per product per list, `position` orders the list. */
export const shoppingListItems = pgTable(
  'shopping_list_items',
  {
    id: serial('id').primaryKey(),
    listId: integer('list_id')
      .notNull()
      .references(() => shoppingLists.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    quantity: integer('quantity').notNull(),
    position: integer('position').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('shopping_list_items_list_product_unique').on(t.listId, t.productId),
    check('shopping_list_items_quantity_check', sql`${t.quantity} >= 1`),
  ],
);

/* ---------- addresses ---------- */

/** The two address books of a customer. */
export const ADDRESS_KINDS = ['billing', 'shipping'] as const;
export type AddressKind = (typeof ADDRESS_KINDS)[number];

/**
 * Both address books in one table: the wire keeps each book's prefix (b_city, s_city),
 * the storage one column set. Billing needs only line 1 (spec 5), so the other parts are nullable;
 * a shipping address must have all of them, which the check below holds the database to.
 */
export const addresses = pgTable(
  'addresses',
  {
    id: serial('id').primaryKey(),
    publicId: publicId('public_id'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The company user who made it; null for rows made before company users. */
    createdByUserId: integer('created_by_user_id').references(() => customerUsers.id, { onDelete: 'set null' }),
    kind: varchar('kind', { length: 8, enum: ADDRESS_KINDS }).notNull(),
    line1: varchar('line1', { length: 30 }).notNull(),
    line2: varchar('line2', { length: 191 }),
    city: varchar('city', { length: 100 }),
    state: varchar('state', { length: 100 }),
    country: varchar('country', { length: 100 }),
    pincode: varchar('pincode', { length: 12 }),
    phone: varchar('phone', { length: 15 }),
    isDefault: char('is_default', { length: 1 }).notNull().default('n'),
    createdAt: createdAt(),
  },
  (t) => [
    index('addresses_customer_kind_idx').on(t.customerId, t.kind),
    uniqueIndex('addresses_public_id_unique').on(t.publicId),
    // Exactly one default per book is kept by the service; the index makes two impossible.
    uniqueIndex('addresses_one_default').on(t.customerId, t.kind).where(sql`${t.isDefault} = 'y'`),
    check('addresses_default_check', sql`${t.isDefault} in ('y', 'n')`),
    check('addresses_kind_check', oneOf(t.kind, ADDRESS_KINDS)),
    check(
      'addresses_shipping_complete_check',
      sql`${t.kind} <> 'shipping' or (${t.city} is not null and ${t.state} is not null and ${t.country} is not null and ${t.pincode} is not null and ${t.phone} is not null)`,
    ),
  ],
);

/* ---------- orders, payments, wallet ---------- */

export const orders = pgTable(
  'orders',
  {
    id: serial('id').primaryKey(),
    publicId: publicId('public_id'),
    orderNumber: varchar('order_number', { length: 32 }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The company user who made it; null for rows made before company users. */
    createdByUserId: integer('created_by_user_id').references(() => customerUsers.id, { onDelete: 'set null' }),
    customerName: varchar('customer_name', { length: 201 }).notNull(),
    customerPhone: varchar('customer_phone', { length: 15 }).notNull(),
    customerEmail: varchar('customer_email', { length: 191 }).notNull(),
    customerGst: varchar('customer_gst', { length: 15 }),
    // The legal name the tax invoice is made out to, as it was when the order was placed.
    customerCompany: varchar('customer_company', { length: 191 }),
    // Addresses are copied onto the order so later edits of the address book do not rewrite it.
    sAddressLine1: varchar('s_address_line1', { length: 191 }).notNull(),
    sAddressLine2: varchar('s_address_line2', { length: 191 }),
    sCity: varchar('s_city', { length: 100 }),
    sState: varchar('s_state', { length: 100 }),
    sCountry: varchar('s_country', { length: 100 }),
    sPincode: varchar('s_pincode', { length: 12 }),
    sContact: varchar('s_contact', { length: 15 }),
    bAddressLine1: varchar('b_address_line1', { length: 191 }).notNull(),
    bAddressLine2: varchar('b_address_line2', { length: 191 }),
    bCity: varchar('b_city', { length: 100 }),
    bState: varchar('b_state', { length: 100 }),
    bCountry: varchar('b_country', { length: 100 }),
    bPincode: varchar('b_pincode', { length: 12 }),
    bContact: varchar('b_contact', { length: 15 }),
    subTotal: money('sub_total').notNull(),
    cgst: money('cgst').notNull().default('0'),
    sgst: money('sgst').notNull().default('0'),
    igst: money('igst').notNull().default('0'),
    totalAmount: money('total_amount').notNull(),
    deliveryInstructions: text('delivery_instructions'),
    purchaseOrderNumber: varchar('purchase_order_number', { length: 100 }),
    // The quotation this order was placed from (at its quoted prices); one order per quotation.
    quotationId: integer('quotation_id').references((): AnyPgColumn => quotations.id),
    paymentMethod: varchar('payment_method', { length: 32, enum: PAYMENT_METHODS }).notNull(),
    status: varchar('status', { length: 16, enum: ORDER_STATUSES }).notNull().default('pending'),
    freeProductId: integer('free_product_id').references(() => products.id),
    // The free product as shipped (its invoice line), whatever the catalogue says later.
    freeProductName: varchar('free_product_name', { length: 255 }),
    freeProductHsnCode: varchar('free_product_hsn_code', { length: 8 }),
    // GST tax invoice: issued when the order is approved, consecutive per financial year
    // (INV/26-27/00001, at most 16 characters, from invoice_counters).
    invoiceNumber: varchar('invoice_number', { length: 32 }),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }),
    // The seller as the invoice was issued (store_settings then: name, gstin, address, state), so a
    // later change of the store's settings does not rewrite an issued invoice. Null until invoiced.
    seller: jsonb('seller'),
    orderDate: timestamp('order_date', { withTimezone: true }).notNull().defaultNow(),
    // One per checkout attempt, made by the browser (or derived from the provider order by the
    // payment webhook): a retried placement finds the order it already made.
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    // SHA-256 (hex) of the request the key came with (lib/idempotency.ts): the key answers this
    // order only to the same request; null for orders placed before keys were bound to one.
    idempotencyFingerprint: varchar('idempotency_fingerprint', { length: 64 }),
    // Bumped by every change to the order: a back-office write names the version its staff member
    // saw, and a stale one is refused (two people changing one order: one wins, the other is told).
    version: integer('version').notNull().default(1),
    // The shipment as Dispatch entered it when shipping (shown to the customer).
    shippingCourier: varchar('shipping_courier', { length: 100 }),
    trackingNumber: varchar('tracking_number', { length: 100 }),
    // Why the store (or the customer) cancelled it.
    cancelReason: varchar('cancel_reason', { length: 500 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('orders_number_unique').on(t.orderNumber),
    uniqueIndex('orders_public_id_unique').on(t.publicId),
    uniqueIndex('orders_invoice_number_unique').on(t.invoiceNumber),
    uniqueIndex('orders_customer_idempotency_unique').on(t.customerId, t.idempotencyKey),
    uniqueIndex('orders_quotation_unique').on(t.quotationId),
    index('orders_customer_idx').on(t.customerId, t.id),
    // The back office's figures read orders by invoice day and by order day (modules/figures).
    index('orders_invoice_date_idx').on(t.invoiceDate),
    index('orders_order_date_idx').on(t.orderDate),
    check('orders_status_check', oneOf(t.status, ORDER_STATUSES)),
    check('orders_payment_method_check', oneOf(t.paymentMethod, PAYMENT_METHODS)),
  ],
);

export const orderItems = pgTable(
  'order_items',
  {
    id: serial('id').primaryKey(),
    /** The line's id on the wire (order_items[].id): the serial id stays with the store (refund lines). */
    publicId: publicId('public_id'),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productName: varchar('product_name', { length: 255 }).notNull(),
    unitPrice: money('unit_price').notNull(),
    gstRate: numeric('gst_rate', { precision: 5, scale: 2 }).notNull(),
    productQty: integer('product_qty').notNull(),
    lineTotal: money('line_total').notNull(),
    taxAmount: money('tax_amount').notNull(),
    // The HSN code as sold, for the tax invoice.
    hsnCode: varchar('hsn_code', { length: 8 }),
  },
  (t) => [index('order_items_order_idx').on(t.orderId), uniqueIndex('order_items_public_id_unique').on(t.publicId)],
);

/**
 * The last tax invoice number issued in each Indian financial year ('2026-27'). Approvals take
 * the row with UPDATE ... RETURNING inside their transaction, so numbers are consecutive: a
 * rolled-back approval gives its number back.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    financialYear: varchar('financial_year', { length: 7 }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.financialYear] }), check('invoice_counters_last_check', sql`${t.lastNumber} >= 0`)],
);

/** An order created with the card provider, before (and after) it is paid. */
export const paymentOrders = pgTable(
  'payment_orders',
  {
    id: serial('id').primaryKey(),
    /** The payment order's id on the wire (rpo_id): the serial id stays inside the server. */
    publicId: publicId('public_id'),
    provider: varchar('provider', { length: 16 }).notNull(),
    providerOrderId: varchar('provider_order_id', { length: 64 }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id),
    /** The company user who started the payment: the order it becomes is theirs and within their limits. */
    createdByUserId: integer('created_by_user_id').references(() => customerUsers.id, { onDelete: 'set null' }),
    amountPaise: integer('amount_paise').notNull(),
    // created -> paid (its order exists) -> refund_pending -> refunded (the order was cancelled).
    status: varchar('status', { length: 16 }).notNull().default('created'),
    /** The addresses and notes the order is to be placed with (what the webhook completes it with). */
    orderData: jsonb('order_data'),
    paymentId: varchar('payment_id', { length: 64 }),
    paidAt: timestamp('paid_at', { withTimezone: true }),
    refundId: varchar('refund_id', { length: 64 }),
    refundedAt: timestamp('refunded_at', { withTimezone: true }),
    orderId: integer('order_id').references(() => orders.id),
    /**
     * The approved card request this payment pays for: its order is placed from the
     * request's lines, not from the cart (checkout/approvedOrder.ts). Null for a cart's payment.
     */
    approvalRequestId: integer('approval_request_id').references((): AnyPgColumn => approvalRequests.id, { onDelete: 'set null' }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('payment_orders_provider_order_unique').on(t.providerOrderId),
    uniqueIndex('payment_orders_public_id_unique').on(t.publicId),
    // At most one order per provider order.
    uniqueIndex('payment_orders_order_unique').on(t.orderId),
    index('payment_orders_customer_idx').on(t.customerId),
    index('payment_orders_approval_request_idx').on(t.approvalRequestId),
    check('payment_orders_status_check', sql`${t.status} in ('created', 'paid', 'refund_pending', 'refunded')`),
  ],
);

/**
 * The offline sandbox provider's own record of payments (what Razorpay keeps on its side): the
 * sandbox popup pays or fails a provider order here, and refunds are recorded here.
 */
export const sandboxPayments = pgTable(
  'sandbox_payments',
  {
    id: serial('id').primaryKey(),
    paymentId: varchar('payment_id', { length: 64 }).notNull(),
    providerOrderId: varchar('provider_order_id', { length: 64 }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    refundId: varchar('refund_id', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_payments_payment_unique').on(t.paymentId),
    index('sandbox_payments_order_idx').on(t.providerOrderId),
    // One captured payment per provider order, as the real provider allows.
    uniqueIndex('sandbox_payments_one_capture').on(t.providerOrderId).where(sql`${t.status} <> 'failed'`),
    check('sandbox_payments_status_check', sql`${t.status} in ('captured', 'failed', 'refunded')`),
  ],
);

/** Payment webhook events already received: a redelivered event id is acknowledged and ignored. */
export const webhookEvents = pgTable(
  'webhook_events',
  {
    id: serial('id').primaryKey(),
    eventId: varchar('event_id', { length: 128 }).notNull(),
    event: varchar('event', { length: 64 }).notNull(),
    outcome: text('outcome'),
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [uniqueIndex('webhook_events_event_unique').on(t.eventId)],
);

/**
 * Money given back for a card payment: a cancelled order, a partial refund (some lines or an
 * amount), or a paid provider order that could not become an order (order_id null). Created
 * 'pending' in the transaction that decides it; only the provider's answer or its refund.*
 * webhooks move it to 'processed' or 'failed'. The idempotency key goes to the provider with the
 * call (X-Refund-Idempotency), so a retried, replayed or raced call makes one refund; a retry of
 * a failed refund starts a new attempt with a new key.
 */
export const refunds = pgTable(
  'refunds',
  {
    id: serial('id').primaryKey(),
    /** The refund's id on the wire (an order's refunds[].id, the back office's retry): the serial id stays with the store. */
    publicId: publicId('public_id'),
    paymentOrderId: integer('payment_order_id')
      .notNull()
      .references(() => paymentOrders.id),
    orderId: integer('order_id').references(() => orders.id),
    amountPaise: integer('amount_paise').notNull(),
    /** Refunded lines for a partial refund: [{ item_id, quantity }]; null for an amount or the whole order. */
    lines: jsonb('lines'),
    reason: text('reason').notNull(),
    state: varchar('state', { length: 16 }).notNull().default('pending'),
    attempt: integer('attempt').notNull().default(1),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    providerRefundId: varchar('provider_refund_id', { length: 64 }),
    failureReason: text('failure_reason'),
    createdAt: createdAt(),
    processedAt: timestamp('processed_at', { withTimezone: true }),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('refunds_public_id_unique').on(t.publicId),
    uniqueIndex('refunds_idempotency_unique').on(t.idempotencyKey),
    uniqueIndex('refunds_provider_refund_unique').on(t.providerRefundId),
    index('refunds_order_idx').on(t.orderId),
    index('refunds_payment_order_idx').on(t.paymentOrderId),
    // A payment that could not become an order is refunded once.
    uniqueIndex('refunds_unplaced_unique').on(t.paymentOrderId).where(sql`${t.orderId} is null`),
    check('refunds_state_check', sql`${t.state} in ('pending', 'processed', 'failed')`),
    check('refunds_amount_check', sql`${t.amountPaise} > 0`),
  ],
);

/** The sandbox provider's record of refunds (Razorpay's side): one per idempotency key. */
export const sandboxRefunds = pgTable(
  'sandbox_refunds',
  {
    id: serial('id').primaryKey(),
    refundId: varchar('refund_id', { length: 64 }).notNull(),
    paymentId: varchar('payment_id', { length: 64 }).notNull(),
    amountPaise: integer('amount_paise').notNull(),
    idempotencyKey: varchar('idempotency_key', { length: 64 }).notNull(),
    status: varchar('status', { length: 16 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('sandbox_refunds_refund_unique').on(t.refundId),
    uniqueIndex('sandbox_refunds_key_unique').on(t.idempotencyKey),
    index('sandbox_refunds_payment_idx').on(t.paymentId),
    check('sandbox_refunds_status_check', sql`${t.status} in ('pending', 'processed', 'failed')`),
  ],
);

/**
 * GST credit notes (CGST Act s.34): issued when an invoiced order is cancelled or refunded,
 * numbered CN/26-27/00001 consecutively per financial year (credit_note_counters), each
 * referencing the invoice it corrects. What it prints is stored with it.
 */
export const creditNotes = pgTable(
  'credit_notes',
  {
    id: serial('id').primaryKey(),
    noteNumber: varchar('note_number', { length: 16 }).notNull(),
    noteDate: timestamp('note_date', { withTimezone: true }).notNull(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    refundId: integer('refund_id').references(() => refunds.id),
    invoiceNumber: varchar('invoice_number', { length: 16 }).notNull(),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }).notNull(),
    reason: text('reason').notNull(),
    intraState: boolean('intra_state').notNull(),
    /** The credited lines as printed: description, hsn, quantity, unit price, taxable value, rate, taxes (paise). */
    lines: jsonb('lines').notNull(),
    taxablePaise: integer('taxable_paise').notNull(),
    cgstPaise: integer('cgst_paise').notNull(),
    sgstPaise: integer('sgst_paise').notNull(),
    igstPaise: integer('igst_paise').notNull(),
    totalPaise: integer('total_paise').notNull(),
    /** The seller as the note was issued (store_settings then), like orders.seller. */
    seller: jsonb('seller'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_notes_number_unique').on(t.noteNumber),
    index('credit_notes_order_idx').on(t.orderId),
    // The figures subtract credit notes by their day.
    index('credit_notes_note_date_idx').on(t.noteDate),
  ],
);

/** The last credit note number of each financial year, taken like invoice_counters. */
export const creditNoteCounters = pgTable(
  'credit_note_counters',
  {
    financialYear: varchar('financial_year', { length: 7 }).notNull(),
    lastNumber: integer('last_number').notNull(),
  },
  (t) => [primaryKey({ columns: [t.financialYear] }), check('credit_note_counters_last_check', sql`${t.lastNumber} >= 0`)],
);

export const payments = pgTable(
  'payments',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    paymentMethod: varchar('payment_method', { length: 32, enum: PAYMENT_METHODS }).notNull(),
    txnId: varchar('txn_id', { length: 64 }),
    amount: money('amount').notNull(),
    details: jsonb('details'),
    createdAt: createdAt(),
  },
  (t) => [index('payments_order_idx').on(t.orderId)],
);

export const walletTransactions = pgTable(
  'wallet_transactions',
  {
    id: serial('id').primaryKey(),
    /** The transaction's id on the wire (wallet history). */
    publicId: publicId('public_id'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    datetime: timestamp('datetime', { withTimezone: true }).notNull().defaultNow(),
    orderNumber: varchar('order_number', { length: 32 }),
    description: text('description').notNull(),
    type: char('type', { length: 1, enum: WALLET_TRANSACTION_TYPES }).notNull(),
    amount: money('amount').notNull(),
  },
  (t) => [
    index('wallet_transactions_customer_idx').on(t.customerId, t.datetime),
    uniqueIndex('wallet_transactions_public_id_unique').on(t.publicId),
    // An order is debited once and credited back once at most (a backstop for the order rules).
    uniqueIndex('wallet_transactions_order_type_unique').on(t.orderNumber, t.type).where(sql`${t.orderNumber} is not null`),
    check('wallet_transactions_type_check', oneOf(t.type, WALLET_TRANSACTION_TYPES)),
  ],
);

/**
 * The e-way bill a consignment travels under (CGST Rules, rule 138), recorded by Dispatch when the
 * order ships: required above the e-way bill limit (contracts/ewayBill.ts), optional below. One
 * per order; its validity is computed by the server from the distance (gst/ewayBill.ts) and kept,
 * so a later change of the rule does not rewrite a bill already issued. Corrections (a new vehicle)
 * bump its version.
 */
export const ewayBills = pgTable(
  'eway_bills',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    ewbNumber: varchar('ewb_number', { length: 12 }).notNull(),
    ewbDate: date('ewb_date', { mode: 'string' }).notNull(),
    transporterName: varchar('transporter_name', { length: 100 }).notNull(),
    transporterId: varchar('transporter_id', { length: 15 }),
    vehicleNumber: varchar('vehicle_number', { length: 12 }).notNull(),
    distanceKm: integer('distance_km').notNull(),
    validUntil: timestamp('valid_until', { withTimezone: true }).notNull(),
    version: integer('version').notNull().default(1),
    /**
     * True for a bill whose number was recorded on more than one order before numbers were unique
     * (set once by the migration that made them so, left as it was for staff to look into); such
     * rows stay out of the unique index. Every new bill has a number no other order has.
     */
    numberSharedBefore: boolean('number_shared_before').notNull().default(false),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('eway_bills_order_unique').on(t.orderId),
    uniqueIndex('eway_bills_number_unique').on(t.ewbNumber).where(sql`not ${t.numberSharedBefore}`),
    check('eway_bills_number_check', sql`${t.ewbNumber} ~ '^[0-9]{12}$'`),
    check('eway_bills_distance_check', sql`${t.distanceKm} between 1 and 4000`),
  ],
);

/**
 * The e-invoice of each tax invoice (order_id, credit_note_id null) and credit note registered with
 * the invoice registration portal (modules/gst/einvoice): registered after the document's transaction
 * commits, so a portal that is slow or down never holds an order's locks; a failure keeps its
 * reason for the back office's Retry. One row per document; IRN, acknowledgement and the portal's
 * signed QR payload (a JWT) are printed on the document's PDF.
 */
export const eInvoices = pgTable(
  'e_invoices',
  {
    id: serial('id').primaryKey(),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id),
    creditNoteId: integer('credit_note_id').references(() => creditNotes.id),
    docType: varchar('doc_type', { length: 3, enum: ['INV', 'CRN'] }).notNull(),
    docNumber: varchar('doc_number', { length: 16 }).notNull(),
    state: varchar('state', { length: 16, enum: ['pending', 'registered', 'failed', 'cancelled'] }).notNull(),
    irn: varchar('irn', { length: 64 }),
    ackNo: varchar('ack_no', { length: 20 }),
    ackDate: timestamp('ack_date', { withTimezone: true }),
    signedInvoice: text('signed_invoice'),
    signedQrCode: text('signed_qr_code'),
    /** Why the last attempt failed (the portal's answer or the store's own refusal). */
    error: text('error'),
    attempts: integer('attempts').notNull().default(0),
    cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
    /** The portal's cancellation reason code: 1 duplicate, 2 data entry mistake, 3 order cancelled, 4 other. */
    cancelReason: varchar('cancel_reason', { length: 1 }),
    cancelRemark: varchar('cancel_remark', { length: 100 }),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('e_invoices_doc_unique').on(t.docType, t.docNumber),
    uniqueIndex('e_invoices_irn_unique').on(t.irn),
    index('e_invoices_order_idx').on(t.orderId),
    check('e_invoices_state_check', oneOf(t.state, ['pending', 'registered', 'failed', 'cancelled'])),
    check('e_invoices_doc_type_check', oneOf(t.docType, ['INV', 'CRN'])),
  ],
);

/**
 * The offline sandbox registration portal's own records (modules/gst/einvoice/sandbox.ts), standing in
 * for the government's: every IRN it issued (a second registration of one IRN is refused, as the
 * real portal does) with its acknowledgement number from the serial, and whether it was cancelled.
 */
export const eInvoiceSandboxIrns = pgTable('einvoice_sandbox_irns', {
  ackNo: bigint('ack_no', { mode: 'number' }).primaryKey().generatedAlwaysAsIdentity({ startWith: 112610000000001 }),
  irn: varchar('irn', { length: 64 }).notNull().unique('einvoice_sandbox_irns_irn_unique'),
  ackDate: timestamp('ack_date', { withTimezone: true }).notNull(),
  signedInvoice: text('signed_invoice').notNull(),
  signedQrCode: text('signed_qr_code').notNull(),
  cancelledAt: timestamp('cancelled_at', { withTimezone: true }),
});

/** The sandbox portal's signing key pair (RS256), made on first use; its public key is downloadable. */
export const eInvoiceSandboxKeys = pgTable('einvoice_sandbox_keys', {
  id: integer('id').primaryKey(),
  kid: varchar('kid', { length: 64 }).notNull(),
  privateKey: text('private_key').notNull(),
  publicKey: text('public_key').notNull(),
  createdAt: createdAt(),
});

/**
 * A Buyer's cash-on-delivery order above the company's approval threshold, kept as it was
 * submitted until an Approver or Admin decides: approving places it on that day's prices, stock,
 * credit and limits (modules/approvals); nothing is reserved or debited while it waits.
 */
export const approvalRequests = pgTable(
  'approval_requests',
  {
    id: serial('id').primaryKey(),
    publicId: publicId('public_id'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    requestedByUserId: integer('requested_by_user_id').references(() => customerUsers.id, { onDelete: 'set null' }),
    /** The addresses (public ids), delivery instructions and PO number as submitted. */
    orderData: jsonb('order_data').notNull(),
    /** The cart lines as submitted: [{ product_id, name, quantity, unit_paise, line_paise }]. */
    lines: jsonb('lines').notNull(),
    freeProductId: integer('free_product_id').references(() => products.id, { onDelete: 'set null' }),
    /** The totals as submitted (paise): what the approver was asked to approve. */
    subTotalPaise: bigint('sub_total_paise', { mode: 'number' }).notNull(),
    taxPaise: bigint('tax_paise', { mode: 'number' }).notNull(),
    grandTotalPaise: bigint('grand_total_paise', { mode: 'number' }).notNull(),
    /** The one-line shipping address as submitted (the list shows it). */
    shipTo: text('ship_to').notNull(),
    /**
     * How the order is to be paid: cash on delivery (approving places it) or a card (approving makes
     * it awaiting_payment; paying it places it).
     */
    paymentMethod: varchar('payment_method', { length: 32, enum: PAYMENT_METHODS }).notNull().default('cash_on_delivery'),
    status: varchar('status', { length: 16 }).notNull().default('pending'),
    reason: text('reason'),
    decidedByUserId: integer('decided_by_user_id').references(() => customerUsers.id, { onDelete: 'set null' }),
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The order approving it placed. */
    orderId: integer('order_id').references(() => orders.id, { onDelete: 'set null' }),
    /** A quotation accepted above the threshold: approving it orders the quotation at its quoted prices. */
    quotationId: integer('quotation_id').references(() => quotations.id, { onDelete: 'set null' }),
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    idempotencyFingerprint: varchar('idempotency_fingerprint', { length: 64 }),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('approval_requests_public_id_unique').on(t.publicId),
    uniqueIndex('approval_requests_order_unique').on(t.orderId),
    uniqueIndex('approval_requests_idempotency_unique').on(t.customerId, t.idempotencyKey),
    index('approval_requests_customer_idx').on(t.customerId, t.status),
    check('approval_requests_status_check', oneOf(t.status, APPROVAL_STATUSES)),
    check('approval_requests_payment_method_check', oneOf(t.paymentMethod, PAYMENT_METHODS)),
  ],
);

/* ---------- the credit ledger (modules/credit) ---------- */

/**
 * What a cash-on-delivery order owes: one per order, from the moment it is placed (its debit of the
 * available credit). The due date is the invoice date + the company's payment terms, set when the
 * tax invoice is issued (null before: not yet due). Cancellations and refunds lower the amount;
 * payments and TDS raise paid. Outstanding = amount - paid; state paid once nothing is left.
 */
export const creditDues = pgTable(
  'credit_dues',
  {
    id: serial('id').primaryKey(),
    publicId: publicId('public_id'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    orderId: integer('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    orderNumber: varchar('order_number', { length: 32 }).notNull(),
    amount: money('amount').notNull(),
    paid: money('paid').notNull().default('0'),
    invoiceNumber: varchar('invoice_number', { length: 32 }),
    invoiceDate: timestamp('invoice_date', { withTimezone: true }),
    /** India's calendar date by which it is to be paid. */
    dueDate: varchar('due_date', { length: 10 }),
    state: varchar('state', { length: 8 }).notNull().default('open'),
    createdAt: createdAt(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('credit_dues_order_unique').on(t.orderId),
    uniqueIndex('credit_dues_public_id_unique').on(t.publicId),
    index('credit_dues_customer_idx').on(t.customerId, t.id),
    index('credit_dues_due_date_idx').on(t.dueDate).where(sql`${t.state} = 'open'`),
    check('credit_dues_state_check', sql`${t.state} in ('open', 'paid')`),
    check('credit_dues_paid_check', sql`${t.paid} >= 0 and ${t.paid} <= ${t.amount}`),
    check('credit_dues_state_paid_check', sql`(${t.state} = 'paid') = (${t.paid} = ${t.amount})`),
  ],
);

/**
 * Money received against dues: online through the payment provider, offline (NEFT, RTGS, cheque,
 * UPI) recorded by staff, or TDS withheld under section 194Q (reference = the certificate number).
 */
export const creditPayments = pgTable(
  'credit_payments',
  {
    id: serial('id').primaryKey(),
    publicId: publicId('public_id'),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    method: varchar('method', { length: 8 }).notNull(),
    /** UTR, cheque number, provider payment id or TDS certificate number. */
    reference: varchar('reference', { length: 100 }).notNull(),
    /** India's calendar date the money was received. */
    receivedOn: varchar('received_on', { length: 10 }).notNull(),
    amount: money('amount').notNull(),
    /** The provider order an online payment was made through: one payment per provider order. */
    providerOrderId: varchar('provider_order_id', { length: 64 }),
    /** Who recorded it: a staff email, or the buyer's for an online payment. */
    recordedBy: varchar('recorded_by', { length: 191 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('credit_payments_public_id_unique').on(t.publicId),
    uniqueIndex('credit_payments_provider_order_unique').on(t.providerOrderId),
    // One payment per company, method and reference (UTR, cheque number, TDS certificate): a form
    // sent twice records the money once (modules/credit/offline.ts).
    uniqueIndex('credit_payments_reference_unique').on(t.customerId, t.method, t.reference),
    index('credit_payments_customer_idx').on(t.customerId, t.id),
    check('credit_payments_method_check', sql`${t.method} in ('online', 'neft', 'rtgs', 'cheque', 'upi', 'tds')`),
    check('credit_payments_amount_check', sql`${t.amount} > 0`),
  ],
);

/** How a payment was spread over dues. */
export const creditAllocations = pgTable(
  'credit_allocations',
  {
    paymentId: integer('payment_id')
      .notNull()
      .references(() => creditPayments.id, { onDelete: 'cascade' }),
    dueId: integer('due_id')
      .notNull()
      .references(() => creditDues.id, { onDelete: 'cascade' }),
    amount: money('amount').notNull(),
  },
  (t) => [primaryKey({ columns: [t.paymentId, t.dueId] }), index('credit_allocations_due_idx').on(t.dueId), check('credit_allocations_amount_check', sql`${t.amount} > 0`)],
);

/**
 * The ledger: every change of what the company owes (debit: an order; credit: a cancellation,
 * refund, payment or TDS) and of its limit, with who made it and when. The statement of account
 * reads it; the running balance is the outstanding dues.
 */
export const creditEntries = pgTable(
  'credit_entries',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    kind: varchar('kind', { length: 12 }).notNull(),
    description: text('description').notNull(),
    /** The order or document the entry is about (order, credit note, payment reference). */
    reference: varchar('reference', { length: 100 }),
    dueId: integer('due_id').references(() => creditDues.id, { onDelete: 'set null' }),
    paymentId: integer('payment_id').references(() => creditPayments.id, { onDelete: 'set null' }),
    debit: money('debit').notNull().default('0'),
    credit: money('credit').notNull().default('0'),
    /** The credit limit after the entry (a limit change's new limit). */
    limitAfter: money('limit_after').notNull(),
    actor: varchar('actor', { length: 191 }).notNull(),
  },
  (t) => [
    index('credit_entries_customer_idx').on(t.customerId, t.at, t.id),
    check('credit_entries_kind_check', sql`${t.kind} in ('opening', 'order', 'cancel', 'refund', 'payment', 'tds', 'limit', 'terms')`),
    check('credit_entries_amounts_check', sql`${t.debit} >= 0 and ${t.credit} >= 0`),
  ],
);

/**
 * The due-date reminders mailed (modules/credit/reminders.ts): one per due and kind, so the
 * interval job mails each once however often, and on however many server processes, it runs.
 */
export const creditReminders = pgTable(
  'credit_reminders',
  {
    dueId: integer('due_id')
      .notNull()
      .references(() => creditDues.id, { onDelete: 'cascade' }),
    /** 'before': 3 days before the due date; 'after': 1 day after it. */
    kind: varchar('kind', { length: 8 }).notNull(),
    /** The due date the reminder was about (a due re-dated would be reminded of again). */
    dueDate: varchar('due_date', { length: 10 }).notNull(),
    sentAt: timestamp('sent_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [primaryKey({ columns: [t.dueId, t.kind] }), check('credit_reminders_kind_check', sql`${t.kind} in ('before', 'after')`)],
);

/* ---------- quotations ---------- */

export const quotations = pgTable(
  'quotations',
  {
    id: serial('id').primaryKey(),
    publicId: publicId('public_id'),
    quotationNumber: varchar('quotation_number', { length: 32 }).notNull(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    /** The company user who made it; null for rows made before company users. */
    createdByUserId: integer('created_by_user_id').references(() => customerUsers.id, { onDelete: 'set null' }),
    quotationDescription: text('quotation_description'),
    contactName: varchar('contact_name', { length: 201 }),
    contactEmail: varchar('contact_email', { length: 191 }),
    contactPhone: varchar('contact_phone', { length: 15 }),
    status: varchar('status', { length: 16, enum: QUOTATION_STATUSES }).notNull().default('pending'),
    // Snapshots of the default addresses at the time of the request.
    shippingAddress: jsonb('shipping_address'),
    billingAddress: jsonb('billing_address'),
    // The browser's key for one submit: a repeated submit finds the quotation it already made.
    idempotencyKey: varchar('idempotency_key', { length: 64 }),
    // SHA-256 (hex) of the request the key came with: another request with the key is refused.
    idempotencyFingerprint: varchar('idempotency_fingerprint', { length: 64 }),
    createdAt: createdAt(),
    /** When the store last priced it: its answer is valid from then. */
    quotedAt: timestamp('quoted_at', { withTimezone: true }),
    // The answer's prices hold until then (set when priced); a quoted or accepted quotation past
    // it reads as expired (quotes/status.ts) and can no longer be accepted or ordered.
    validUntil: timestamp('valid_until', { withTimezone: true }),
    /** When the buyer accepted, rejected or ordered it. */
    decidedAt: timestamp('decided_at', { withTimezone: true }),
    /** The buyer's reason for rejecting, if they gave one. */
    rejectionReason: text('rejection_reason'),
    // Bumped by every change (store's answer, buyer's decision, order): a back-office write carries
    // the version its staff member saw, and a stale one is refused (two people answering at once).
    version: integer('version').notNull().default(1),
  },
  (t) => [
    uniqueIndex('quotations_number_unique').on(t.quotationNumber),
    uniqueIndex('quotations_public_id_unique').on(t.publicId),
    index('quotations_customer_idx').on(t.customerId, t.id),
    uniqueIndex('quotations_customer_idempotency_unique').on(t.customerId, t.idempotencyKey),
    check('quotations_status_check', oneOf(t.status, QUOTATION_STATUSES)),
  ],
);

/** Questions and answers about one quotation, between the buyer and the store, oldest first. */
export const quotationMessages = pgTable(
  'quotation_messages',
  {
    id: serial('id').primaryKey(),
    /** The message's id on the wire (the quotation's thread). */
    publicId: publicId('public_id'),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    author: varchar('author', { length: 8 }).notNull(),
    body: text('body').notNull(),
    createdAt: createdAt(),
    // A buyer's message stays unread (null) until a Sales or Admin member opens the quotation or
    // answers it in the back office; the Inbox lists the unread ones. Store messages keep null.
    readAt: timestamp('read_at', { withTimezone: true }),
    readByStaffId: integer('read_by_staff_id').references((): AnyPgColumn => staff.id),
  },
  (t) => [
    index('quotation_messages_quotation_idx').on(t.quotationId, t.id),
    // The Inbox's question: buyers' messages nobody has read yet.
    index('quotation_messages_unread_idx').on(t.quotationId, t.id).where(sql`${t.author} = 'buyer' and ${t.readAt} is null`),
    uniqueIndex('quotation_messages_public_id_unique').on(t.publicId),
    check('quotation_messages_author_check', sql`${t.author} in ('buyer', 'store')`),
  ],
);

export const quotationItems = pgTable(
  'quotation_items',
  {
    id: serial('id').primaryKey(),
    /** The line's id on the wire (quotation_items[].id): the back office prices lines by serial id. */
    publicId: publicId('public_id'),
    quotationId: integer('quotation_id')
      .notNull()
      .references(() => quotations.id, { onDelete: 'cascade' }),
    productId: integer('product_id')
      .notNull()
      .references(() => products.id),
    productQty: integer('product_qty').notNull(),
    // The operator's quoted price, when priced.
    quotedPrice: money('quoted_price'),
  },
  (t) => [index('quotation_items_quotation_idx').on(t.quotationId), uniqueIndex('quotation_items_public_id_unique').on(t.publicId)],
);

/** Generated quotation PDFs: served by an unguessable name until they expire. */
export const files = pgTable(
  'files',
  {
    id: serial('id').primaryKey(),
    customerId: integer('customer_id')
      .notNull()
      .references(() => customers.id, { onDelete: 'cascade' }),
    fileName: varchar('file_name', { length: 100 }).notNull(),
    contentType: varchar('content_type', { length: 100 }).notNull(),
    /** The name a browser saves it under (Content-Disposition), e.g. QT-20250101-7KQ2MX.pdf. */
    downloadName: varchar('download_name', { length: 100 }).notNull().default('quotation.pdf'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: createdAt(),
  },
  // The sweep reads the oldest expiries first (modules/quotes/files.ts).
  (t) => [uniqueIndex('files_name_unique').on(t.fileName), index('files_expires_idx').on(t.expiresAt)],
);

/**
 * The bytes of stored files when they live in the database (FILE_STORAGE=database, the default
 * with DATABASE_URL; db/fileStore.ts), so every server process serves every file. The key is the
 * file's path as the folder store would keep it under DATA_DIR ('uploads/avatars/ab12.png').
 */
export const storedFiles = pgTable('stored_files', {
  key: varchar('key', { length: 300 }).primaryKey(),
  data: bytea('data').notNull(),
  contentType: varchar('content_type', { length: 100 }).notNull(),
  size: integer('size').notNull(),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/* ---------- visitor submissions ---------- */

export const inquiries = pgTable('inquiries', {
  id: serial('id').primaryKey(),
  /**
   * What the visitor and the sales team quote: INQ- and 10 random hex digits, drawn by the database
   * for every insert, so the number of inquiries stays private (rows from before 0033: INQ-000042).
   */
  reference: varchar('reference', { length: 16 })
    .notNull()
    .default(sql`'INQ-' || upper(substr(md5(gen_random_uuid()::text), 1, 10))`)
    .unique('inquiries_reference_unique'),
  firstName: varchar('first_name', { length: 100 }).notNull(),
  lastName: varchar('last_name', { length: 100 }).notNull(),
  companyName: varchar('company_name', { length: 191 }).notNull(),
  employeeDesignation: varchar('employee_designation', { length: 100 }).notNull(),
  description: text('description'),
  email: varchar('email', { length: 191 }).notNull(),
  phone: varchar('phone', { length: 15 }).notNull(),
  createdAt: createdAt(),
  // Answered in the back office (Sales or Admin): when, by whom, and what was done.
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  answeredBy: integer('answered_by').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
  answerNote: text('answer_note'),
});

export const itemRequests = pgTable('item_requests', {
  id: serial('id').primaryKey(),
  /** What the visitor and the sales team quote: REQ- and 10 random hex digits, as inquiries' (rows from before 0033: REQ-000007). */
  reference: varchar('reference', { length: 16 })
    .notNull()
    .default(sql`'REQ-' || upper(substr(md5(gen_random_uuid()::text), 1, 10))`)
    .unique('item_requests_reference_unique'),
  name: varchar('name', { length: 191 }).notNull(),
  email: varchar('email', { length: 191 }).notNull(),
  phone: varchar('phone', { length: 15 }).notNull(),
  products: jsonb('products').notNull(),
  otherDetails: text('other_details'),
  createdAt: createdAt(),
  // Answered in the back office (Sales or Admin): when, by whom, and what was done.
  answeredAt: timestamp('answered_at', { withTimezone: true }),
  answeredBy: integer('answered_by').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
  answerNote: text('answer_note'),
});

export const subscribers = pgTable(
  'subscribers',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 191 }).notNull(),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('subscribers_email_unique').on(sql`lower(${t.email})`)],
);

/* ---------- content ---------- */

export const banners = pgTable('banners', {
  id: serial('id').primaryKey(),
  image: text('image').notNull(),
  firstTitle: varchar('first_title', { length: 191 }).notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const partners = pgTable('partners', {
  id: serial('id').primaryKey(),
  name: varchar('name', { length: 191 }).notNull(),
  image: text('image').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const socialLinks = pgTable('social_links', {
  id: serial('id').primaryKey(),
  platform: varchar('platform', { length: 32 }).notNull(),
  url: text('url').notNull(),
});

export const faqs = pgTable('faqs', {
  id: serial('id').primaryKey(),
  question: text('question').notNull(),
  answer: text('answer').notNull(),
  sortOrder: integer('sort_order').notNull().default(0),
});

export const blogs = pgTable(
  'blogs',
  {
    id: serial('id').primaryKey(),
    slug: varchar('slug', { length: 191 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description').notNull(),
    image: text('image'),
    createdAt: createdAt(),
  },
  (t) => [uniqueIndex('blogs_slug_unique').on(t.slug)],
);

/** Policy pages keyed by kind: privacy, shipping, terms, cancellation. */
export const policies = pgTable(
  'policies',
  {
    id: serial('id').primaryKey(),
    kind: varchar('kind', { length: 32 }).notNull(),
    title: varchar('title', { length: 255 }).notNull(),
    description: text('description').notNull(),
  },
  (t) => [uniqueIndex('policies_kind_unique').on(t.kind)],
);

export const aboutEntries = pgTable('about_entries', {
  id: serial('id').primaryKey(),
  title: varchar('title', { length: 255 }).notNull(),
  description: text('description').notNull(),
  image: text('image'),
  sortOrder: integer('sort_order').notNull().default(0),
});

/** Key/value facts about the running store (e.g. seed version). */
/**
 * Rich text stored before every door sanitised it, waiting to be cleaned by the one sanitiser
 * (lib/sanitizeHtml.ts) when a server starts (modules/site/cleanStoredHtml.ts). The migration that
 * added it queued the rows whose HTML held anything the sanitiser removes; a row leaves the queue
 * once cleaned. Empty on a store where nothing needed it.
 */
export const htmlCleanup = pgTable(
  'html_cleanup',
  {
    tableName: varchar('table_name', { length: 32 }).notNull(),
    rowId: integer('row_id').notNull(),
  },
  (t) => [primaryKey({ columns: [t.tableName, t.rowId] })],
);

export const storeMeta = pgTable(
  'store_meta',
  {
    key: varchar('key', { length: 64 }).notNull(),
    value: text('value').notNull(),
  },
  (t) => [primaryKey({ columns: [t.key] })],
);

/**
 * One row: the store as the seller on its documents (quotation PDFs, tax invoices, credit notes,
 * mails) and the state that decides the GST split. Written at first start from STORE_NAME,
 * STORE_ADDRESS, STORE_GSTIN and STORE_STATE (or their defaults), then only by the back office's
 * Settings (Admin), which names the version it saw. Every server process reads it on each request
 * that needs it, so a change is seen everywhere at once.
 */
export const storeSettings = pgTable(
  'store_settings',
  {
    id: integer('id').primaryKey().default(1),
    name: varchar('name', { length: 191 }).notNull(),
    address: text('address').notNull(),
    gstin: varchar('gstin', { length: 15 }).notNull(),
    state: varchar('state', { length: 100 }).notNull(),
    // The quotation screen warns (never refuses) when a quoted price is more than this many per
    // cent above the list price, or below the buyer's own price (contracts/settingsRules.ts).
    quoteWarnAbovePct: integer('quote_warn_above_pct').notNull().default(25),
    quoteWarnBelowPct: integer('quote_warn_below_pct').notNull().default(10),
    version: integer('version').notNull().default(1),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (t) => [
    check('store_settings_one_row', sql`${t.id} = 1`),
    check('store_settings_quote_warn_range', sql`${t.quoteWarnAbovePct} between 0 and 1000 and ${t.quoteWarnBelowPct} between 0 and 100`),
  ],
);

/**
 * One row: the catalogue's version, bumped in the same transaction by statement-level triggers on
 * every table a listing or product page reads (migration 0010). Catalogue caches key on it, so
 * every server process sees a committed change in its next request. `shapeVersion` moves only with
 * what decides which products a listing holds, in which order, and its facets (everything but
 * stock, descriptions, images, specifications and reviews' text: migration 0011), so a sale's
 * stock change does not recompute them.
 */
export const catalogVersion = pgTable('catalog_version', {
  id: integer('id').primaryKey().default(1),
  version: bigint('version', { mode: 'number' }).notNull().default(1),
  shapeVersion: bigint('shape_version', { mode: 'number' }).notNull().default(1),
});

/**
 * Rate limits and the sign-in throttle (lib/rateLimit.ts), one row per key, so that every server
 * process of a store counts the same attempts. Rows whose time is up are swept.
 */
export const rateLimits = pgTable(
  'rate_limits',
  {
    key: text('key').primaryKey(),
    state: jsonb('state'),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
  },
  (t) => [index('rate_limits_expires_at_idx').on(t.expiresAt)],
);

/**
 * The search's synonym list of the trade (catalog/search): each row a group of phrases that mean
 * the same to a buyer ("pen drive", "pendrive", "usb flash drive"). Kept as data so the people who
 * run the store can change it; a change bumps the catalogue's shape version (migration 0016), so
 * every server process searches with the new list from its next request.
 */
export const searchSynonyms = pgTable('search_synonyms', {
  id: serial('id').primaryKey(),
  phrases: text('phrases').array().notNull(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/* ---------- back office: staff, their sessions, the audit log ---------- */

/** The people who run the store (not customers): one role each, from contracts/staff.ts. */
export const staff = pgTable(
  'staff',
  {
    id: serial('id').primaryKey(),
    email: varchar('email', { length: 191 }).notNull(),
    name: varchar('name', { length: 100 }).notNull(),
    passwordHash: text('password_hash').notNull(),
    role: varchar('role', { length: 16 }).notNull(),
    // Deactivated staff keep their row (the audit log names them) but cannot sign in.
    active: boolean('active').notNull().default(true),
    createdAt: createdAt(),
    lastSignInAt: timestamp('last_sign_in_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('staff_email_unique').on(sql`lower(${t.email})`),
    check('staff_role_check', sql.raw(`role in (${STAFF_ROLES.map((r) => `'${r}'`).join(', ')})`)),
  ],
);

/** Staff sessions: opaque bearer tokens stored hashed, ended by sign-out, idleness or deactivation. */
export const staffSessions = pgTable(
  'staff_sessions',
  {
    id: serial('id').primaryKey(),
    staffId: integer('staff_id')
      .notNull()
      .references(() => staff.id, { onDelete: 'cascade' }),
    tokenHash: char('token_hash', { length: 64 }).notNull(),
    createdAt: createdAt(),
    lastSeenAt: timestamp('last_seen_at', { withTimezone: true }).notNull().defaultNow(),
    revokedAt: timestamp('revoked_at', { withTimezone: true }),
  },
  (t) => [uniqueIndex('staff_sessions_token_unique').on(t.tokenHash), index('staff_sessions_staff_idx').on(t.staffId)],
);

/**
 * Every change a staff member (or the command-line tool, actor null) makes, written in the same
 * transaction as the change (modules/staff/audit.ts). The actor's email is copied so the entry
 * still reads right after the staff row changes.
 */
export const auditLog = pgTable(
  'audit_log',
  {
    id: serial('id').primaryKey(),
    at: timestamp('at', { withTimezone: true }).notNull().defaultNow(),
    actorId: integer('actor_id').references(() => staff.id, { onDelete: 'set null' }),
    actorEmail: varchar('actor_email', { length: 191 }).notNull(),
    action: varchar('action', { length: 60 }).notNull(),
    entityType: varchar('entity_type', { length: 50 }).notNull(),
    entityId: varchar('entity_id', { length: 100 }).notNull(),
    before: jsonb('before'),
    after: jsonb('after'),
  },
  (t) => [index('audit_log_entity_idx').on(t.entityType, t.entityId, t.id), index('audit_log_at_idx').on(t.at), index('audit_log_actor_idx').on(t.actorId, t.id)],
);

/* ---------- back-office file imports ---------- */

/**
 * One CSV import started in the back office (products, or one account's price list): its progress
 * and its outcome, in the database so that any server process can answer the page that polls it
 * while another process reads the upload (behind a load balancer the two calls may land apart).
 */
export const importJobs = pgTable('import_jobs', {
  id: serial('id').primaryKey(),
  /** 'products' or 'price_list'. */
  kind: varchar('kind', { length: 20 }).notNull(),
  /** The account whose price list is imported (kind 'price_list'). */
  customerId: integer('customer_id').references((): AnyPgColumn => customers.id, { onDelete: 'cascade' }),
  dryRun: boolean('dry_run').notNull(),
  staffId: integer('staff_id').references((): AnyPgColumn => staff.id, { onDelete: 'set null' }),
  /** waiting (no file yet), reading, checking, writing, done, refused (row errors), failed (not the format). */
  status: varchar('status', { length: 20 }).notNull().default('waiting'),
  /** 0..100: reading the upload is the first 40, checking and writing the rest. */
  progress: integer('progress').notNull().default(0),
  /** The counts (new, changed, unchanged, rows) once checked. */
  report: jsonb('report'),
  /** Every row error found ({line, sku, field, message}), paged by the page that shows them. */
  errors: jsonb('errors').notNull().default(sql`'[]'::jsonb`),
  errorCount: integer('error_count').notNull().default(0),
  /** Why the file was refused or failed, in words. */
  message: text('message'),
  createdAt: createdAt(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});

/* ---------- notifications ---------- */

/**
 * What a company user is told in the storefront's bell: one row per recipient, written in the same
 * transaction as the change it tells of (an order placed, approved, shipped; an approval waiting or
 * decided; a quotation answered). Dues falling due are written when first read (`due_id` set; see
 * modules/notifications/dues.ts for why). The link is a storefront path; read_at null is unread.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: serial('id').primaryKey(),
    publicId: publicId('public_id'),
    userId: integer('user_id')
      .notNull()
      .references(() => customerUsers.id, { onDelete: 'cascade' }),
    kind: varchar('kind', { length: 32 }).notNull(),
    title: varchar('title', { length: 200 }).notNull(),
    body: text('body').notNull().default(''),
    link: varchar('link', { length: 200 }).notNull(),
    /** The credit due a due_soon or overdue notification tells of (each told once per user and kind). */
    dueId: integer('due_id').references(() => creditDues.id, { onDelete: 'cascade' }),
    createdAt: createdAt(),
    readAt: timestamp('read_at', { withTimezone: true }),
  },
  (t) => [
    uniqueIndex('notifications_public_id_unique').on(t.publicId),
    index('notifications_user_idx').on(t.userId, t.id),
    index('notifications_unread_idx').on(t.userId).where(sql`${t.readAt} is null`),
    uniqueIndex('notifications_due_unique').on(t.userId, t.dueId, t.kind).where(sql`${t.dueId} is not null`),
  ],
);
