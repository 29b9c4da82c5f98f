// Content pages (banners, partners, FAQs, blog, policies, about) and the visitor forms
// (contact inquiry, item request, newsletter). Form validation lives here, not in Ajv, so the
// field messages are the spec's own (contracts/fields.ts).
import { asc, desc, eq } from 'drizzle-orm';
import type { Blog } from '@contracts/content';
import { indianPhoneDigits, inquiryRules, itemRequestProductRules, itemRequestRules, subscribeRules } from '@contracts/fields';
import type { Db } from '../../db/client';
import { aboutEntries, banners, blogs, faqs, inquiries, itemRequests, partners, policies, socialLinks, subscribers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { FieldErrorsBuilder, checkFields, text, validateForm } from '../../lib/fields';

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
  createdAt: blogs.createdAt,
};

const toBlog = ({ createdAt, ...row }: { createdAt: Date } & Omit<Blog, 'created_at'>): Blog => ({
  ...row,
  created_at: createdAt.toISOString(),
});

export const listBlogs = async (db: Db): Promise<Blog[]> =>
  (await db.select(blogColumns).from(blogs).orderBy(desc(blogs.createdAt), desc(blogs.id))).map(toBlog);

export async function blogBySlug(db: Db, slug: string): Promise<Blog> {
  const [blog] = await db.select(blogColumns).from(blogs).where(eq(blogs.slug, slug)).limit(1);
  if (!blog) throw notFound('Blog not found');
  return toBlog(blog);
}

export async function policy(db: Db, kind: PolicyKind) {
  const [row] = await db.select({ title: policies.title, description: policies.description }).from(policies).where(eq(policies.kind, kind)).limit(1);
  if (!row) throw notFound('Policy not found');
  return row;
}

/* ---------- visitor forms ---------- */

type Input = Record<string, unknown>;

const asInput = (body: unknown): Input => (body && typeof body === 'object' && !Array.isArray(body) ? (body as Input) : {});

export async function createInquiry(db: Db, body: unknown) {
  const input = asInput(body);
  const v = validateForm({ ...input, phone: indianPhoneDigits(text(input.phone)) }, inquiryRules);
  // Every required field is present past the check above.
  await db.insert(inquiries).values({
    firstName: v.first_name as string,
    lastName: v.last_name as string,
    companyName: v.company_name as string,
    employeeDesignation: v.employee_designation as string,
    description: v.description,
    email: v.email as string,
    phone: v.phone as string,
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
  const errors = new FieldErrorsBuilder();
  const v = checkFields(input, itemRequestRules, errors);

  const rows = productRows(input);
  const items: { product_name: string; quantity: number }[] = [];
  if (!Array.isArray(rows) || rows.length === 0) {
    errors.add('products', 'Please add at least one product.');
  } else if (rows.length > MAX_REQUESTED_PRODUCTS) {
    errors.add('products', `You can request at most ${MAX_REQUESTED_PRODUCTS} products at a time.`);
  } else {
    rows.forEach((row: unknown, i) => {
      const item = asInput(row);
      const { product_name: productName } = checkFields(item, itemRequestProductRules, errors, `products.${i}.`);
      let quantity: number | null = null;
      if (item.quantity === undefined || item.quantity === null || item.quantity === '') {
        errors.add(`products.${i}.quantity`, 'The quantity field is required.');
      } else {
        quantity = wholeNumber(item.quantity);
        if (quantity === null || quantity < 1) errors.add(`products.${i}.quantity`, 'The quantity must be a whole number of at least 1.');
        else if (quantity > MAX_QUANTITY) errors.add(`products.${i}.quantity`, `The quantity may not be greater than ${MAX_QUANTITY}.`);
      }
      items.push({ product_name: productName ?? '', quantity: quantity ?? 0 });
    });
  }
  errors.throwIfAny();
  // Every required field is present past the check above.
  await db.insert(itemRequests).values({
    name: v.name as string,
    email: v.email as string,
    phone: v.phone as string,
    products: items,
    otherDetails: v.other_details,
  });
}

export async function subscribe(db: Db, body: unknown) {
  const email = validateForm(asInput(body), subscribeRules).email as string;
  // Subscribing twice is not an error: the visitor gets the same thanks either way.
  await db.insert(subscribers).values({ email: email.toLowerCase() }).onConflictDoNothing();
}
