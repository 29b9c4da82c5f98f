// Content pages (banners, partners, FAQs, blog, policies, about) and the visitor forms
// (contact inquiry, item request, newsletter). Form validation lives here, not in Ajv, so the
// field messages are the spec's own.
import { asc, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { aboutEntries, banners, blogs, faqs, inquiries, itemRequests, partners, policies, socialLinks, subscribers } from '../../db/schema';
import { invalid, notFound, type FieldErrors } from '../../lib/errors';

export type PolicyKind = 'privacy' | 'shipping' | 'terms' | 'cancellation';

export const listBanners = (db: Db) =>
  db.select({ id: banners.id, image: banners.image, first_title: banners.firstTitle }).from(banners).orderBy(asc(banners.sortOrder), asc(banners.id));

export const listPartners = (db: Db) =>
  db.select({ id: partners.id, name: partners.name, image: partners.image }).from(partners).orderBy(asc(partners.sortOrder), asc(partners.id));

export const listSocialLinks = (db: Db) =>
  db.select({ id: socialLinks.id, platform: socialLinks.platform, url: socialLinks.url }).from(socialLinks).orderBy(asc(socialLinks.id));

export const listFaqs = (db: Db) =>
  db.select({ id: faqs.id, question: faqs.question, answer: faqs.answer }).from(faqs).orderBy(asc(faqs.sortOrder), asc(faqs.id));

export const listAbout = (db: Db) =>
  db
    .select({ id: aboutEntries.id, title: aboutEntries.title, description: aboutEntries.description, image: aboutEntries.image })
    .from(aboutEntries)
    .orderBy(asc(aboutEntries.sortOrder), asc(aboutEntries.id));

const blogColumns = {
  id: blogs.id,
  slug: blogs.slug,
  title: blogs.title,
  description: blogs.description,
  image: blogs.image,
  created_at: blogs.createdAt,
};

export const listBlogs = (db: Db) => db.select(blogColumns).from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id));

export async function blogBySlug(db: Db, slug: string) {
  const [blog] = await db.select(blogColumns).from(blogs).where(eq(blogs.slug, slug)).limit(1);
  if (!blog) throw notFound('Blog not found');
  return blog;
}

export async function policy(db: Db, kind: PolicyKind) {
  const [row] = await db.select({ title: policies.title, description: policies.description }).from(policies).where(eq(policies.kind, kind)).limit(1);
  if (!row) throw notFound('Policy not found');
  return row;
}

/* ---------- visitor forms ---------- */

type Input = Record<string, unknown>;

const EMAIL = /^[^\s@]+@[^\s@.]+(\.[^\s@.]+)+$/;
const LONG_TEXT = 2000;

interface TextRule {
  required?: string;
  max: number;
  tooLong: string;
}

/** Collects field errors; `text` reads one optional or required text field. */
class Form {
  readonly errors: FieldErrors = {};

  constructor(private readonly input: Input) {}

  fail(field: string, message: string) {
    (this.errors[field] ??= []).push(message);
  }

  /** The trimmed text of a top-level field ('' when missing). */
  text(field: string, opts: TextRule): string {
    return this.check(field, this.input[field], opts);
  }

  /** Checks one value reported under `field`; objects and arrays are not text. */
  check(field: string, raw: unknown, opts: TextRule): string {
    if (raw !== undefined && raw !== null && typeof raw !== 'string' && typeof raw !== 'number') {
      this.fail(field, opts.required ?? 'Please enter text.');
      return '';
    }
    const value = raw === undefined || raw === null ? '' : String(raw).trim();
    if (!value) {
      if (opts.required) this.fail(field, opts.required);
    } else if (value.length > opts.max) {
      this.fail(field, opts.tooLong);
    }
    return value;
  }

  done() {
    if (Object.keys(this.errors).length) throw invalid(this.errors);
  }
}

const asInput = (body: unknown): Input => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Input) : {});

export interface InquiryInput {
  first_name?: unknown;
  last_name?: unknown;
  company_name?: unknown;
  employee_designation?: unknown;
  description?: unknown;
  email?: unknown;
  phone?: unknown;
}

/** Digits of an Indian phone number: spaces, dashes and a +91 / 0 prefix are tolerated. */
function indianMobile(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  const m = /^(?:\+91|91|0)?(\d{10})$/.exec(digits);
  return m ? m[1] : null;
}

export async function createInquiry(db: Db, body: unknown) {
  const form = new Form(asInput(body));
  const firstName = form.text('first_name', { required: 'First name is required.', max: 100, tooLong: 'First name may not be greater than 100 characters.' });
  const lastName = form.text('last_name', { required: 'Last name is required.', max: 100, tooLong: 'Last name may not be greater than 100 characters.' });
  const company = form.text('company_name', { required: 'Company name is required.', max: 191, tooLong: 'Company name may not be greater than 191 characters.' });
  const designation = form.text('employee_designation', {
    required: 'Employee Designation is required.',
    max: 100,
    tooLong: 'Employee Designation may not be greater than 100 characters.',
  });
  const email = form.text('email', { required: 'Email is required.', max: 191, tooLong: 'Email may not be greater than 191 characters.' });
  if (email && email.length <= 191 && !EMAIL.test(email)) form.fail('email', 'Please enter a valid email address.');
  const phoneText = form.text('phone', { required: 'Phone number is required.', max: 20, tooLong: 'Phone number must be 10 digits.' });
  const phone = phoneText ? indianMobile(phoneText) : null;
  if (phoneText && phoneText.length <= 20 && !phone) form.fail('phone', 'Phone number must be 10 digits.');
  const description = form.text('description', { max: LONG_TEXT, tooLong: `Message may not be greater than ${LONG_TEXT} characters.` });
  form.done();
  await db.insert(inquiries).values({
    firstName,
    lastName,
    companyName: company,
    employeeDesignation: designation,
    description: description || null,
    email,
    phone: phone!,
  });
}

export const MAX_REQUESTED_PRODUCTS = 50;
const MAX_QUANTITY = 100_000;

/**
 * The product rows of an item request, from JSON (an array), a JSON string (form posts of the
 * whole list) or bracketed form keys (products[0][product_name]=...).
 */
function productRows(input: Input): unknown {
  const value = input.products;
  if (typeof value === 'string') {
    try {
      return JSON.parse(value) as unknown;
    } catch {
      return value;
    }
  }
  if (value !== undefined) return value;
  const rows: Input[] = [];
  for (const [key, v] of Object.entries(input)) {
    const m = /^products\[(\d{1,3})\](?:\[|\.)(\w+)\]?$/.exec(key);
    if (m) (rows[Number(m[1])] ??= {})[m[2]] = Array.isArray(v) ? v[0] : v;
  }
  return rows.length ? Array.from(rows, (r) => r ?? {}) : undefined;
}

function wholeNumber(raw: unknown): number | null {
  if (typeof raw === 'number') return Number.isInteger(raw) ? raw : null;
  if (typeof raw === 'string' && /^\s*\d{1,9}\s*$/.test(raw)) return Number(raw);
  return null;
}

export async function createItemRequest(db: Db, body: unknown) {
  const input = asInput(body);
  const form = new Form(input);
  const name = form.text('name', { required: 'The name field is required.', max: 191, tooLong: 'The name may not be greater than 191 characters.' });
  const email = form.text('email', { required: 'The email field is required.', max: 191, tooLong: 'The email may not be greater than 191 characters.' });
  if (email && email.length <= 191 && !EMAIL.test(email)) form.fail('email', 'The email must be a valid email address.');
  const phone = form.text('phone', { required: 'The phone field is required.', max: 15, tooLong: 'The phone may not be greater than 15 digits.' });
  if (phone && phone.length <= 15) {
    if (!/^\d+$/.test(phone)) form.fail('phone', 'The phone must contain digits only.');
    else if (phone.length < 10) form.fail('phone', 'The phone must be at least 10 digits.');
  }
  const otherDetails = form.text('other_details', { max: LONG_TEXT, tooLong: `The other details may not be greater than ${LONG_TEXT} characters.` });

  const rows = productRows(input);
  const items: { product_name: string; quantity: number }[] = [];
  if (!Array.isArray(rows) || rows.length === 0) {
    form.fail('products', 'Please add at least one product.');
  } else if (rows.length > MAX_REQUESTED_PRODUCTS) {
    form.fail('products', `You can request at most ${MAX_REQUESTED_PRODUCTS} products at a time.`);
  } else {
    rows.forEach((row: unknown, i) => {
      const item = asInput(row);
      const productName = form.check(`products.${i}.product_name`, item.product_name, {
        required: 'The product name field is required.',
        max: 191,
        tooLong: 'The product name may not be greater than 191 characters.',
      });
      let quantity: number | null = null;
      if (item.quantity === undefined || item.quantity === null || item.quantity === '') {
        form.fail(`products.${i}.quantity`, 'The quantity field is required.');
      } else {
        quantity = wholeNumber(item.quantity);
        if (quantity === null || quantity < 1) form.fail(`products.${i}.quantity`, 'The quantity must be a whole number of at least 1.');
        else if (quantity > MAX_QUANTITY) form.fail(`products.${i}.quantity`, `The quantity may not be greater than ${MAX_QUANTITY}.`);
      }
      items.push({ product_name: productName, quantity: quantity ?? 0 });
    });
  }
  form.done();
  await db.insert(itemRequests).values({ name, email, phone, products: items, otherDetails: otherDetails || null });
}

export async function subscribe(db: Db, body: unknown) {
  const form = new Form(asInput(body));
  const email = form.text('email', { required: 'Please enter email.', max: 191, tooLong: 'Email may not be greater than 191 characters.' });
  if (email && email.length <= 191 && !EMAIL.test(email)) form.fail('email', 'Please enter a valid email address.');
  form.done();
  // Subscribing twice is not an error: the visitor gets the same thanks either way.
  await db.insert(subscribers).values({ email: email.toLowerCase() }).onConflictDoNothing();
}

