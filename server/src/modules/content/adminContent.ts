// The back office's Content: banners, partners, FAQs, about entries, social links, blog
// posts, the four policies and the free-product offers. Each change runs in one transaction with its
// audit entry (before/after); an edit names the version it saw (a hash of the row's content) and a
// stale one is refused with 409. Rich text is sanitised here with the storefront's own rules, images
// are recognised by their bytes and kept in the file store. The storefront's content calls read the
// tables on every request (no server-side cache), so a change is in the next answer of every process.
import { createHash, randomBytes } from 'node:crypto';
import { and, asc, desc, eq, ne, sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { AdminContent, AdminFreeProduct, ContentRowBody, FreeProductChange, FreeProductRequest, PolicyRequest } from '@contracts/adminContent';
import { CONTENT_IMAGE_LARGEST, CONTENT_IMAGE_MAX_PIXELS, CONTENT_MESSAGES, CONTENT_RULES, IMAGE_KINDS, IMAGE_REQUIRED_KINDS, ORDERED_KINDS, POLICY_KINDS, POLICY_LABELS, POLICY_RULES, type ContentListKind, type PolicyKind } from '@contracts/contentRules';
import type { Db, Tx } from '../../db/client';
import { aboutEntries, banners, blogs, faqs, freeProducts, partners, policies, products, socialLinks } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/errors';
import type { FileStore } from '../../lib/fileStore';
import { isUniqueViolation, validateForm } from '../../lib/fields';
import { sanitizeHtml } from '../../lib/sanitizeHtml';
import { slugify } from '../../lib/slug';
import { decodeImage, encodeImage, ImageRefused } from '../../lib/decodeImage';
import { recordAudit, type Actor } from '../staff';

export const CONTENT_UPLOAD_DIR = 'uploads/content';

/** An uploaded file as the route read it; its bytes decide what it is, never its name or type. */
export interface ContentUpload {
  data: Buffer;
}

/** How one kind of row maps between the wire (snake_case fields) and its table. */
interface KindSpec {
  table: PgTable;
  entity: string;
  noun: string;
  /** Wire field -> column property of the table. */
  fields: Record<string, string>;
  /** Fields holding rich text (sanitised before they are stored). */
  html: readonly string[];
  /** The field that names a row in messages. */
  label: string;
}

const SPECS: Record<ContentListKind, KindSpec> = {
  banners: { table: banners, entity: 'banner', noun: 'Banner', fields: { first_title: 'firstTitle', image: 'image' }, html: [], label: 'first_title' },
  partners: { table: partners, entity: 'partner', noun: 'Partner', fields: { name: 'name', image: 'image' }, html: [], label: 'name' },
  faqs: { table: faqs, entity: 'faq', noun: 'FAQ', fields: { question: 'question', answer: 'answer' }, html: [], label: 'question' },
  about: { table: aboutEntries, entity: 'about_entry', noun: 'About entry', fields: { title: 'title', description: 'description', image: 'image' }, html: ['description'], label: 'title' },
  'social-links': { table: socialLinks, entity: 'social_link', noun: 'Social link', fields: { platform: 'platform', url: 'url' }, html: [], label: 'platform' },
  blogs: { table: blogs, entity: 'blog', noun: 'Blog post', fields: { slug: 'slug', title: 'title', description: 'description', image: 'image' }, html: ['description'], label: 'title' },
};

type Row = Record<string, unknown>;
/** The columns every content table has, looked up by property name (the tables differ otherwise). */
const col = (spec: KindSpec, prop: string) => (spec.table as unknown as Record<string, PgColumn>)[prop];
const idCol = (spec: KindSpec) => col(spec, 'id');

/** The version of a row: a short hash of what staff can change in it. Equal content, equal version. */
export const versionOf = (values: Row): string => createHash('sha1').update(JSON.stringify(values)).digest('base64url').slice(0, 16);

/** The row as the wire names it (without id and version). */
function wireOf(spec: KindSpec, row: Row): Row {
  return Object.fromEntries(Object.entries(spec.fields).map(([wire, prop]) => [wire, row[prop] ?? null]));
}

const shorten = (s: unknown) => {
  const t = typeof s === 'string' ? s : '';
  return t.length > 60 ? `${t.slice(0, 57)}…` : t;
};

/* ---------- reading ---------- */

async function listKind(db: Db, kind: ContentListKind): Promise<Row[]> {
  const spec = SPECS[kind];
  const order = kind === 'blogs' ? [desc(blogs.createdAt), desc(blogs.id)] : ORDERED_KINDS.includes(kind) ? [asc(col(spec, 'sortOrder')), asc(idCol(spec))] : [asc(idCol(spec))];
  const rows = (await db.select().from(spec.table).orderBy(...order)) as Row[];
  return rows.map((r) => {
    const wire = wireOf(spec, r);
    return { id: r.id, version: versionOf(wire), ...wire, ...(kind === 'blogs' ? { created_at: (r.createdAt as Date).toISOString() } : {}) };
  });
}

async function listFreeProducts(db: Db): Promise<AdminFreeProduct[]> {
  const rows = await db
    .select({
      id: freeProducts.id,
      product_id: freeProducts.productId,
      is_active: freeProducts.isActive,
      sku: products.sku,
      product_name: products.productName,
      product_active: products.isActive,
      stock_quantity: products.stockQuantity,
    })
    .from(freeProducts)
    .innerJoin(products, eq(products.id, freeProducts.productId))
    .orderBy(asc(freeProducts.id));
  return rows.map((r) => ({ ...r, version: versionOf({ product_id: r.product_id, is_active: r.is_active }) }));
}

async function listPolicies(db: Db): Promise<AdminContent['policies']> {
  const rows = await db.select().from(policies);
  // The four kinds in a fixed order; one the seed never wrote is offered empty, to be written.
  return POLICY_KINDS.map((kind) => {
    const row = rows.find((r) => r.kind === kind);
    const values = { title: row?.title ?? POLICY_LABELS[kind], description: row?.description ?? '' };
    return { kind, version: versionOf(row ? values : { missing: kind }), ...values };
  });
}

/** Everything the Content screens show, in the storefront's order. */
export async function adminContent(db: Db): Promise<AdminContent> {
  const [b, p, f, a, s, bl, pol, fp] = await Promise.all([
    listKind(db, 'banners'),
    listKind(db, 'partners'),
    listKind(db, 'faqs'),
    listKind(db, 'about'),
    listKind(db, 'social-links'),
    listKind(db, 'blogs'),
    listPolicies(db),
    listFreeProducts(db),
  ]);
  return {
    banners: b as AdminContent['banners'],
    partners: p as AdminContent['partners'],
    faqs: f as AdminContent['faqs'],
    about: a as AdminContent['about'],
    'social-links': s as AdminContent['social-links'],
    blogs: bl as AdminContent['blogs'],
    policies: pol,
    'free-products': fp,
  };
}

/* ---------- images ---------- */

/**
 * Stores an uploaded image under uploads/content/<kind>/ with a random name: decoded (a JPEG, PNG or
 * WebP of at most CONTENT_IMAGE_MAX_PIXELS), bounded to CONTENT_IMAGE_LARGEST on its longer side
 * and re-encoded, so only the picture is kept and served.
 */
async function storeImage(store: FileStore, kind: ContentListKind, upload: ContentUpload): Promise<string> {
  let image: Awaited<ReturnType<typeof encodeImage>>;
  try {
    image = await encodeImage(await decodeImage(upload.data, { maxPixels: CONTENT_IMAGE_MAX_PIXELS, largest: CONTENT_IMAGE_LARGEST }));
  } catch (err) {
    if (err instanceof ImageRefused) throw invalid({ image: [err.reason === 'too_many_pixels' ? CONTENT_MESSAGES.tooManyPixels : CONTENT_MESSAGES.notAnImage] });
    throw err;
  }
  const key = `${CONTENT_UPLOAD_DIR}/${kind}/${randomBytes(16).toString('hex')}.${image.ext}`;
  await store.put(key, image.bytes, { contentType: image.mime });
  return key;
}

/** Removes an uploaded content image; seeded images (img/...) and other values are left alone. */
async function removeImage(store: FileStore, image: unknown): Promise<void> {
  if (typeof image === 'string' && /^uploads\/content\/[a-z-]+\/[0-9a-f]{32}\.(png|jpg|webp)$/.test(image)) await store.delete(image);
}

/* ---------- list kinds: add, edit, move, remove ---------- */

interface Ctx {
  db: Db;
  fileStore: FileStore;
}

/** The kind's text fields from the request: validated, rich text sanitised, a blog post's slug made from its title when left empty. */
async function readFields(kind: ContentListKind, body: ContentRowBody): Promise<Row> {
  const v: Row = { ...validateForm(body, CONTENT_RULES[kind]) };
  for (const field of SPECS[kind].html) {
    v[field] = await sanitizeHtml(String(v[field]));
    // Only script or forbidden tags: nothing would show.
    if (!String(v[field]).replace(/<[^>]*>/g, '').trim()) throw invalid({ [field]: ['Text is required'] });
  }
  if (kind === 'blogs' && !v.slug) {
    v.slug = slugify(String(v.title)).slice(0, 180);
    if (!v.slug) throw invalid({ slug: ['Enter a slug: the title has no letters or digits to make one from.'] });
  }
  return v;
}

async function refuseTakenSlug(tx: Tx, slug: unknown, except?: number) {
  const [twin] = await tx.select({ id: blogs.id }).from(blogs).where(and(eq(blogs.slug, String(slug)), except ? ne(blogs.id, except) : undefined));
  if (twin) throw invalid({ slug: [CONTENT_MESSAGES.slugTaken] });
}

/** Runs a write that may store an image first: the stored file is removed again when the write fails. */
async function withUpload<T>(ctx: Ctx, kind: ContentListKind, upload: ContentUpload | null, write: (image: string | null) => Promise<T>): Promise<T> {
  const image = upload && IMAGE_KINDS.includes(kind) ? await storeImage(ctx.fileStore, kind, upload) : null;
  try {
    return await write(image);
  } catch (err) {
    if (image) await removeImage(ctx.fileStore, image);
    if (kind === 'blogs' && isUniqueViolation(err, 'blogs_slug_unique')) throw invalid({ slug: [CONTENT_MESSAGES.slugTaken] });
    throw err;
  }
}

export async function createContentRow(ctx: Ctx, actor: Actor, kind: ContentListKind, body: ContentRowBody, upload: ContentUpload | null): Promise<{ id: number; message: string }> {
  const spec = SPECS[kind];
  const v = await readFields(kind, body);
  if (IMAGE_REQUIRED_KINDS.includes(kind) && !upload) throw invalid({ image: [CONTENT_MESSAGES.imageRequired] });
  return withUpload(ctx, kind, upload, (image) =>
    ctx.db.transaction(async (tx) => {
      if (kind === 'blogs') await refuseTakenSlug(tx, v.slug);
      const values: Row = {};
      for (const [wire, prop] of Object.entries(spec.fields)) values[prop] = wire === 'image' ? image : v[wire];
      if (ORDERED_KINDS.includes(kind)) {
        // Last in the storefront's order.
        const [{ next }] = await tx.select({ next: sql<number>`coalesce(max(${col(spec, 'sortOrder')}), 0) + 1` }).from(spec.table);
        values.sortOrder = Number(next);
      }
      const [row] = (await tx.insert(spec.table).values(values as never).returning()) as Row[];
      const after = wireOf(spec, row);
      await recordAudit(tx, actor, { action: 'content.create', entityType: spec.entity, entityId: row.id as number, before: null, after });
      return { id: row.id as number, message: `${spec.noun} “${shorten(after[spec.label])}” added.` };
    }),
  );
}

/** Reads the row for a change under a row lock, refusing a missing row and a stale version. */
async function lockRow(tx: Tx, spec: KindSpec, id: number, version: unknown): Promise<Row> {
  const [row] = (await tx.select().from(spec.table).where(eq(idCol(spec), id)).for('update')) as Row[];
  if (!row) throw notFound(`No ${spec.noun.toLowerCase()} with the id ${id}.`);
  if (version !== undefined && versionOf(wireOf(spec, row)) !== version) throw conflict(CONTENT_MESSAGES.stale);
  return row;
}

export async function updateContentRow(
  ctx: Ctx,
  actor: Actor,
  kind: ContentListKind,
  id: number,
  body: ContentRowBody,
  upload: ContentUpload | null,
): Promise<{ message: string }> {
  const spec = SPECS[kind];
  if (typeof body.version !== 'string' || !body.version) throw invalid({ version: [CONTENT_MESSAGES.versionRequired] });
  const v = await readFields(kind, body);
  const dropImage = body.remove_image === true || body.remove_image === 'true';
  let replaced: unknown = null;
  const result = await withUpload(ctx, kind, upload, (image) =>
    ctx.db.transaction(async (tx) => {
      const row = await lockRow(tx, spec, id, body.version);
      const before = wireOf(spec, row);
      if (kind === 'blogs') await refuseTakenSlug(tx, v.slug, id);
      const after: Row = { ...before };
      for (const wire of Object.keys(spec.fields)) if (wire !== 'image') after[wire] = v[wire];
      if (image) after.image = image;
      else if (dropImage && IMAGE_KINDS.includes(kind) && !IMAGE_REQUIRED_KINDS.includes(kind)) after.image = null;
      if (JSON.stringify(after) === JSON.stringify(before)) return { message: `Nothing to save: the ${spec.noun.toLowerCase()} is as you left it.` };
      const set: Row = {};
      for (const [wire, prop] of Object.entries(spec.fields)) set[prop] = after[wire];
      await tx.update(spec.table).set(set as never).where(eq(idCol(spec), id));
      await recordAudit(tx, actor, { action: 'content.update', entityType: spec.entity, entityId: id, before, after });
      if (before.image !== after.image) replaced = before.image;
      return { message: `${spec.noun} “${shorten(after[spec.label])}” saved.` };
    }),
  );
  // After the commit: a failed write keeps the old image in use.
  await removeImage(ctx.fileStore, replaced);
  return result;
}

export async function deleteContentRow(ctx: Ctx, actor: Actor, kind: ContentListKind, id: number): Promise<{ message: string }> {
  const spec = SPECS[kind];
  const before = await ctx.db.transaction(async (tx) => {
    const row = wireOf(spec, await lockRow(tx, spec, id, undefined));
    await tx.delete(spec.table).where(eq(idCol(spec), id));
    await recordAudit(tx, actor, { action: 'content.delete', entityType: spec.entity, entityId: id, before: row, after: null });
    return row;
  });
  await removeImage(ctx.fileStore, before.image);
  return { message: `${spec.noun} “${shorten(before[spec.label])}” removed.` };
}

/** Moves a row one place up or down in the storefront's order; the kind's order is renumbered 1..n. */
export async function moveContentRow(db: Db, actor: Actor, kind: ContentListKind, id: number, direction: 'up' | 'down'): Promise<{ message: string }> {
  const spec = SPECS[kind];
  if (!ORDERED_KINDS.includes(kind)) throw invalid({ kind: [`${spec.noun}s have no order to change.`] });
  return db.transaction(async (tx) => {
    // Every row of the kind, locked in one statement in id order: two moves queue, neither reorders half.
    const rows = (await tx.select().from(spec.table).orderBy(asc(idCol(spec))).for('update')) as Row[];
    rows.sort((a, b) => (a.sortOrder as number) - (b.sortOrder as number) || (a.id as number) - (b.id as number));
    const at = rows.findIndex((r) => r.id === id);
    if (at === -1) throw notFound(`No ${spec.noun.toLowerCase()} with the id ${id}.`);
    const to = direction === 'up' ? at - 1 : at + 1;
    const label = shorten(wireOf(spec, rows[at])[spec.label]);
    if (to < 0 || to >= rows.length) return { message: `${spec.noun} “${label}” is already ${direction === 'up' ? 'first' : 'last'}.` };
    [rows[at], rows[to]] = [rows[to], rows[at]];
    for (const [i, r] of rows.entries()) {
      if (r.sortOrder !== i + 1) await tx.update(spec.table).set({ sortOrder: i + 1 } as never).where(eq(idCol(spec), r.id as number));
    }
    await recordAudit(tx, actor, { action: 'content.move', entityType: spec.entity, entityId: id, before: { position: at + 1 }, after: { position: to + 1 } });
    return { message: `${spec.noun} “${label}” moved to position ${to + 1}.` };
  });
}

/* ---------- policies ---------- */

export async function updatePolicy(db: Db, actor: Actor, kind: PolicyKind, body: PolicyRequest): Promise<{ message: string }> {
  if (typeof body.version !== 'string' || !body.version) throw invalid({ version: [CONTENT_MESSAGES.versionRequired] });
  const v = validateForm(body as Row, POLICY_RULES);
  const description = await sanitizeHtml(v.description as string);
  if (!description.replace(/<[^>]*>/g, '').trim()) throw invalid({ description: ['Text is required'] });
  const after = { title: v.title as string, description };
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(policies).where(eq(policies.kind, kind)).for('update');
    const before = row ? { title: row.title, description: row.description } : null;
    if (versionOf(before ?? { missing: kind }) !== body.version) throw conflict(CONTENT_MESSAGES.stale);
    if (before && before.title === after.title && before.description === after.description) return { message: `Nothing to save: the ${POLICY_LABELS[kind].toLowerCase()} is as you left it.` };
    if (row) await tx.update(policies).set(after).where(eq(policies.id, row.id));
    else await tx.insert(policies).values({ kind, ...after });
    await recordAudit(tx, actor, { action: 'content.update', entityType: 'policy', entityId: kind, before, after });
    return { message: `${POLICY_LABELS[kind]} saved.` };
  });
}

/* ---------- free-product offers ---------- */

/** Offers a product (by SKU) free with an order: it must exist, be active and not be on offer already. */
export async function addFreeProductOffer(db: Db, actor: Actor, body: FreeProductRequest): Promise<{ id: number; message: string }> {
  const sku = typeof body.sku === 'string' ? body.sku.trim() : '';
  if (!sku) throw invalid({ sku: [CONTENT_MESSAGES.productRequired] });
  return db.transaction(async (tx) => {
    const [product] = await tx.select({ id: products.id, name: products.productName, active: products.isActive }).from(products).where(sql`lower(${products.sku}) = lower(${sku})`).limit(1).for('update');
    if (!product) throw invalid({ sku: [CONTENT_MESSAGES.productUnknown] });
    if (!product.active) throw invalid({ sku: [CONTENT_MESSAGES.productInactive] });
    // Two offers of one product would be one choice for the customer (cart/freeProduct.ts); the
    // product's row lock above makes two staff adding it at once queue, so the second sees the first.
    const [twin] = await tx.select({ id: freeProducts.id }).from(freeProducts).where(eq(freeProducts.productId, product.id));
    if (twin) throw invalid({ sku: [CONTENT_MESSAGES.productOffered] });
    const [row] = await tx.insert(freeProducts).values({ productId: product.id }).returning();
    await recordAudit(tx, actor, { action: 'content.create', entityType: 'free_product', entityId: row.id, before: null, after: { sku, product_name: product.name, is_active: true } });
    return { id: row.id, message: `${product.name} is now offered free with an order.` };
  });
}

async function lockOffer(tx: Tx, id: number) {
  const [row] = await tx
    .select({ id: freeProducts.id, productId: freeProducts.productId, isActive: freeProducts.isActive, sku: products.sku, name: products.productName })
    .from(freeProducts)
    .innerJoin(products, eq(products.id, freeProducts.productId))
    .where(eq(freeProducts.id, id))
    .for('update', { of: freeProducts });
  if (!row) throw notFound(`No free-product offer with the id ${id}.`);
  return row;
}

/** Switches an offer on or off; customers who already took it keep it (their choice is in cart_free_products). */
export async function changeFreeProductOffer(db: Db, actor: Actor, id: number, body: FreeProductChange): Promise<{ message: string }> {
  if (typeof body.version !== 'string' || !body.version) throw invalid({ version: [CONTENT_MESSAGES.versionRequired] });
  return db.transaction(async (tx) => {
    const row = await lockOffer(tx, id);
    if (versionOf({ product_id: row.productId, is_active: row.isActive }) !== body.version) throw conflict(CONTENT_MESSAGES.stale);
    if (row.isActive === body.is_active) return { message: `${row.name} is already ${row.isActive ? 'on offer' : 'paused'}.` };
    await tx.update(freeProducts).set({ isActive: body.is_active }).where(eq(freeProducts.id, id));
    await recordAudit(tx, actor, { action: 'content.update', entityType: 'free_product', entityId: id, before: { sku: row.sku, is_active: row.isActive }, after: { sku: row.sku, is_active: body.is_active } });
    return { message: body.is_active ? `${row.name} is on offer again.` : `${row.name} is no longer offered to new choices.` };
  });
}

export async function deleteFreeProductOffer(db: Db, actor: Actor, id: number): Promise<{ message: string }> {
  return db.transaction(async (tx) => {
    const row = await lockOffer(tx, id);
    await tx.delete(freeProducts).where(eq(freeProducts.id, id));
    await recordAudit(tx, actor, { action: 'content.delete', entityType: 'free_product', entityId: id, before: { sku: row.sku, product_name: row.name, is_active: row.isActive }, after: null });
    return { message: `${row.name} is no longer a free-product offer.` };
  });
}
