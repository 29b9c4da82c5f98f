// Content pages (banners, partners, FAQs, blog, policies, about) and the visitor forms
// (contact inquiry, item request, newsletter). Form validation lives here, not in Ajv, so the
// field messages are the spec's own (contracts/fields.ts).
import { asc, desc, eq } from 'drizzle-orm';
import {
  inquiryRules,
  ITEM_REQUEST_MESSAGES,
  subscribeRules,
  itemRequestProductRules,
  itemRequestRules,
  MAX_ITEM_QUANTITY,
  MAX_REQUESTED_PRODUCTS,
} from '@contracts/fields';
import type { Blog, RequestedProduct } from '@contracts/content';
import type { Db } from '../../db/client';
import { aboutEntries, banners, blogs, faqs, inquiries, itemRequests, partners, policies, socialLinks, subscribers } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { FieldErrorsBuilder, checkFields, text, validateForm } from '../../lib/fields';
import type { Services } from '../../services';
import { queueMail } from '../jobs';

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

/** Digits of an Indian phone number: spaces, dashes and a +91 / 0 prefix are tolerated. */
function indianMobile(value: string): string | null {
  const digits = value.replace(/[\s-]/g, '');
  const m = /^(?:\+91|91|0)?(\d{10})$/.exec(digits);
  return m ? m[1] : null;
}

/** Visitor text on one line (mail subjects and headers never carry a line break from a form). */
const oneLine = (value: string) => value.replace(/\s+/g, ' ').trim();
/**
 * Inserts a visitor form; the database draws its reference (INQ- or REQ- and 10 random hex digits,
 * schema.ts), so the number of forms the store receives stays private. A clash (1 in 10^12 per
 * pair) inserts nothing and draws again.
 */
async function insertWithReference<R>(insert: () => Promise<R[]>): Promise<R> {
  for (let attempt = 0; ; attempt += 1) {
    const [row] = await insert();
    if (row) return row;
    if (attempt >= 4) throw new Error('No free visitor-form reference after 5 draws');
  }
}

export async function createInquiry(ctx: Services, body: unknown): Promise<string> {
  const errors = new FieldErrorsBuilder();
  const input = asInput(body);
  const v = checkFields({ ...input, phone: indianMobile(text(input.phone)) ?? input.phone }, inquiryRules, errors);
  errors.throwIfAny();
  const req = (value: string | null) => value ?? '';
  const row = {
    firstName: req(v.first_name),
    lastName: req(v.last_name),
    companyName: req(v.company_name),
    employeeDesignation: req(v.employee_designation),
    description: v.description,
    email: req(v.email),
    phone: req(v.phone),
  };
  const name = oneLine(`${row.firstName} ${row.lastName}`);
  // The inquiry and its mails are stored together; the queue sends them (a relay that is away
  // delays the mails, it never fails the visitor's form).
  return ctx.db.transaction(async (tx) => {
    const { reference: ref } = await insertWithReference(() =>
      tx.insert(inquiries).values(row).onConflictDoNothing({ target: inquiries.reference }).returning({ reference: inquiries.reference }),
    );
    await queueMail(ctx, tx, 'inquiry mail', { ref }, inquiryMails(ctx, ref, name, row));
    return ref;
  });
}

/** The inquiry to the sales address, and its receipt to the visitor. */
function inquiryMails(
  ctx: Services,
  ref: string,
  name: string,
  row: { firstName: string; companyName: string; employeeDesignation: string; description: string | null; email: string; phone: string },
) {
  return [
    {
      to: ctx.config.salesEmail,
      replyTo: row.email,
      subject: `Inquiry ${ref} from ${name}, ${oneLine(row.companyName)}`,
      text:
        `A visitor sent an inquiry through the contact page (${ref}).\n\n` +
        `Name:        ${name}\n` +
        `Designation: ${oneLine(row.employeeDesignation)}\n` +
        `Company:     ${oneLine(row.companyName)}\n` +
        `Email:       ${row.email}\n` +
        `Phone:       ${row.phone}\n\n` +
        `Message:\n${row.description ?? '(none)'}\n\n` +
        `Reply to this mail to answer ${name}.\n`,
    },
    {
      // Only the visitor's own name goes back to the address given: the form cannot be used to
      // send a stranger someone else's text under the store's name.
      to: row.email,
      subject: `We received your inquiry (${ref})`,
      text:
        `Dear ${oneLine(row.firstName)},\n\n` +
        `Thank you for contacting IT Wholesale. We received your inquiry, reference ${ref}.\n` +
        `Our sales team will get back to you within one working day.\n\n` +
        `If you did not send this inquiry, please ignore this mail.\n`,
    },
  ];
}

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

export async function createItemRequest(ctx: Services, body: unknown): Promise<string> {
  const input = asInput(body);
  const errors = new FieldErrorsBuilder();
  const v = checkFields(input, itemRequestRules, errors);

  const rows = productRows(input);
  const items: RequestedProduct[] = [];
  if (!Array.isArray(rows) || rows.length === 0) {
    errors.add('products', ITEM_REQUEST_MESSAGES.noProducts);
  } else if (rows.length > MAX_REQUESTED_PRODUCTS) {
    errors.add('products', ITEM_REQUEST_MESSAGES.tooManyProducts);
  } else {
    rows.forEach((row: unknown, i) => {
      // Each row is checked like a form of its own; its errors are keyed products.<i>.<field>.
      const rowErrors = new FieldErrorsBuilder();
      const r = checkFields(asInput(row), itemRequestProductRules, rowErrors);
      const quantity = Number(r.quantity);
      if (!rowErrors.has('quantity') && r.quantity !== null) {
        if (quantity < 1) rowErrors.add('quantity', ITEM_REQUEST_MESSAGES.quantityMin);
        else if (quantity > MAX_ITEM_QUANTITY) rowErrors.add('quantity', ITEM_REQUEST_MESSAGES.quantityMax);
      }
      for (const [field, messages] of Object.entries(rowErrors.errors)) {
        for (const message of messages) errors.add(`products.${i}.${field}`, message);
      }
      items.push({ product_name: r.product_name ?? '', quantity });
    });
  }
  errors.throwIfAny();

  const row = { name: v.name ?? '', email: v.email ?? '', phone: v.phone ?? '', products: items, otherDetails: v.other_details };
  // Stored with its mails in one transaction, as an inquiry is.
  return ctx.db.transaction(async (tx) => {
    const { reference: ref } = await insertWithReference(() =>
      tx.insert(itemRequests).values(row).onConflictDoNothing({ target: itemRequests.reference }).returning({ reference: itemRequests.reference }),
    );
    await queueMail(ctx, tx, 'item request mail', { ref }, itemRequestMails(ctx, ref, row));
    return ref;
  });
}

/** The item request to the sales address, and its receipt to the visitor. */
function itemRequestMails(
  ctx: Services,
  ref: string,
  row: { name: string; email: string; phone: string; products: RequestedProduct[]; otherDetails: string | null },
) {
  const items = row.products;
  const lines = items.map((p, i) => `${String(i + 1).padStart(3)}. ${oneLine(p.product_name)} (quantity ${p.quantity})`).join('\n');
  const count = `${items.length} product${items.length === 1 ? '' : 's'}`;
  return [
    {
      to: ctx.config.salesEmail,
      replyTo: row.email,
      subject: `Item request ${ref} from ${oneLine(row.name)} (${count})`,
      text:
        `A visitor asked for products that are not listed (${ref}).\n\n` +
        `Name:  ${oneLine(row.name)}\n` +
        `Email: ${row.email}\n` +
        `Phone: ${row.phone}\n\n` +
        `Products:\n${lines}\n\n` +
        `Other details:\n${row.otherDetails ?? '(none)'}\n`,
    },
    {
      to: row.email,
      subject: `We received your item request (${ref})`,
      text:
        `Dear ${oneLine(row.name)},\n\n` +
        `Thank you for your request for ${count}, reference ${ref}.\n` +
        `Our sales team will check availability and prices and get back to you within two working days.\n\n` +
        `If you did not send this request, please ignore this mail.\n`,
    },
  ];
}

export async function subscribe(db: Db, body: unknown) {
  const email = validateForm(asInput(body), subscribeRules).email as string;
  // Subscribing twice is not an error: the visitor gets the same thanks either way.
  await db.insert(subscribers).values({ email: email.toLowerCase() }).onConflictDoNothing();
}
