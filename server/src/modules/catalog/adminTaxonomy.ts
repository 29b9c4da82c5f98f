// The back office's categories and brands: lists with how many products use each, add,
// rename, deactivate, and delete (refused while products or sub-categories use it), each audited in
// its own transaction. A brand's name is part of its products' search text, so a rename rewrites
// it; the catalogue version triggers take every change to the listings of every server process.
import { and, asc, eq, ne, or, sql } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { brandRules, categoryRules, type AdminBrand, type AdminBrandChange, type AdminBrandRequest, type AdminCategory, type AdminCategoryChange, type AdminCategoryRequest } from '@contracts/adminCatalogue';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { brands, categories, products } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/errors';
import { validateForm } from '../../lib/fields';
import { slugify } from '../../lib/slug';
import { recordAudit, type Actor } from '../staff';

const parent = alias(categories, 'parent');
const plural = (n: number, one: string, many = `${one}s`) => `${n} ${n === 1 ? one : many}`;

/** A slug not yet in `table`: the name's, then -2, -3... */
async function freeSlug(tx: DbOrTx, table: typeof categories | typeof brands, name: string): Promise<string> {
  const base = slugify(name).slice(0, 180) || 'item';
  const taken = new Set((await tx.select({ slug: table.slug }).from(table).where(or(eq(table.slug, base), sql`${table.slug} like ${`${base}-%`}`))).map((r) => r.slug));
  let slug = base;
  for (let n = 2; taken.has(slug); n += 1) slug = `${base}-${n}`;
  return slug;
}

/* ---------- categories ---------- */

export async function listAdminCategories(db: DbOrTx): Promise<AdminCategory[]> {
  const rows = await db
    .select({
      id: categories.id,
      parent_id: categories.parentId,
      parent_title: parent.title,
      slug: categories.slug,
      title: categories.title,
      is_active: categories.isActive,
      // Spelled out: drizzle leaves a one-table select's columns unqualified, which inside these
      // subqueries would name the subquery's own table.
      products: sql<number>`(select count(*)::int from products p where p.category_id = "categories"."id" or p.sub_category_id = "categories"."id")`,
      sub_categories: sql<number>`(select count(*)::int from categories c2 where c2.parent_id = "categories"."id")`,
    })
    .from(categories)
    .leftJoin(parent, eq(parent.id, categories.parentId))
    .orderBy(asc(categories.sortOrder), asc(categories.title), asc(categories.id));
  // Each category followed by its sub-categories, as the storefront's menu shows them.
  const out: AdminCategory[] = [];
  for (const top of rows.filter((r) => r.parent_id === null)) {
    for (const r of [top, ...rows.filter((c) => c.parent_id === top.id)]) out.push({ ...r, products: Number(r.products), sub_categories: Number(r.sub_categories) });
  }
  return out;
}

async function categoryById(db: DbOrTx, id: number) {
  const [row] = await db.select().from(categories).where(eq(categories.id, id));
  if (!row) throw notFound(`No category with the id ${id}.`);
  return row;
}

/** Two categories side by side may not share a name: the import and the menu find them by it. */
async function refuseTwin(db: DbOrTx, title: string, parentId: number | null, except?: number) {
  const [twin] = await db
    .select({ id: categories.id })
    .from(categories)
    .where(
      and(
        sql`lower(${categories.title}) = lower(${title})`,
        parentId === null ? sql`${categories.parentId} is null` : eq(categories.parentId, parentId),
        except ? ne(categories.id, except) : undefined,
      ),
    );
  if (twin) throw invalid({ title: [`There is already a category named ${title} here.`] });
}

export async function createAdminCategory(db: Db, actor: Actor, body: AdminCategoryRequest): Promise<AdminCategory> {
  const v = validateForm(body as Record<string, unknown>, categoryRules);
  const title = v.title as string;
  const parentId = v.parent_id ? Number(v.parent_id) : null;
  if (parentId !== null) {
    const [p] = await db.select().from(categories).where(eq(categories.id, parentId));
    // Two levels, as the storefront's menu and URLs have them.
    if (!p || p.parentId !== null) throw invalid({ parent_id: ['Choose a top-level category as the parent.'] });
  }
  const id = await db.transaction(async (tx) => {
    await refuseTwin(tx, title, parentId);
    const slug = await freeSlug(tx, categories, title);
    const [row] = await tx.insert(categories).values({ title, slug, parentId }).returning();
    await recordAudit(tx, actor, { action: 'category.create', entityType: 'category', entityId: row.id, before: null, after: { title, slug, parentId } });
    return row.id;
  });
  return (await listAdminCategories(db)).find((c) => c.id === id) as AdminCategory;
}

/** Renames and/or (de)activates; the slug (and so the storefront's URLs) stays. */
export async function changeAdminCategory(db: Db, actor: Actor, id: number, body: AdminCategoryChange): Promise<string> {
  const title = body.title === undefined ? undefined : (validateForm({ title: body.title }, { title: categoryRules.title }).title as string);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(categories).where(eq(categories.id, id)).for('update');
    if (!row) throw notFound(`No category with the id ${id}.`);
    const after = { title: title ?? row.title, isActive: body.is_active ?? row.isActive };
    if (after.title === row.title && after.isActive === row.isActive) return `Category ${row.title} is unchanged.`;
    if (after.title.toLowerCase() !== row.title.toLowerCase()) await refuseTwin(tx, after.title, row.parentId, id);
    await tx.update(categories).set(after).where(eq(categories.id, id));
    await recordAudit(tx, actor, { action: 'category.update', entityType: 'category', entityId: id, before: { title: row.title, isActive: row.isActive }, after });
    if (after.title !== row.title) return `Category renamed to ${after.title}.`;
    return after.isActive ? `Category ${row.title} is active again.` : `Category ${row.title} deactivated: it is no longer in the storefront's menu or the product form.`;
  });
}

export async function deleteAdminCategory(db: Db, actor: Actor, id: number): Promise<string> {
  return db.transaction(async (tx) => {
    const row = await categoryById(tx, id);
    const [{ used }] = await tx.select({ used: sql<number>`count(*)::int` }).from(products).where(or(eq(products.categoryId, id), eq(products.subCategoryId, id)));
    if (Number(used) > 0) {
      throw conflict(`${row.title} cannot be deleted: ${plural(Number(used), 'product uses', 'products use')} it. Move them to another category first, or deactivate it instead.`);
    }
    const [{ subs }] = await tx.select({ subs: sql<number>`count(*)::int` }).from(categories).where(eq(categories.parentId, id));
    if (Number(subs) > 0) throw conflict(`${row.title} cannot be deleted: it has ${plural(Number(subs), 'sub-category', 'sub-categories')}. Delete or move them first, or deactivate it instead.`);
    await tx.delete(categories).where(eq(categories.id, id));
    await recordAudit(tx, actor, { action: 'category.delete', entityType: 'category', entityId: id, before: { title: row.title, slug: row.slug, parentId: row.parentId }, after: null });
    return `Category ${row.title} deleted.`;
  });
}

/* ---------- brands ---------- */

export async function listAdminBrands(db: DbOrTx): Promise<AdminBrand[]> {
  const rows = await db
    .select({
      id: brands.id,
      slug: brands.slug,
      brand_name: brands.brandName,
      is_active: brands.isActive,
      products: sql<number>`(select count(*)::int from products p where p.brand_id = "brands"."id")`,
    })
    .from(brands)
    .orderBy(sql`lower(${brands.brandName})`, asc(brands.id));
  return rows.map((r) => ({ ...r, products: Number(r.products) }));
}

async function refuseBrandTwin(db: DbOrTx, name: string, except?: number) {
  const [twin] = await db
    .select({ id: brands.id })
    .from(brands)
    .where(and(sql`lower(${brands.brandName}) = lower(${name})`, except ? ne(brands.id, except) : undefined));
  if (twin) throw invalid({ brand_name: [`There is already a brand named ${name}.`] });
}

/** Its products' search text holds the brand's name (productSearchText): the same expression, in SQL. */
async function renewSearchText(tx: Tx, brandId: number, name: string) {
  await tx.execute(sql`update products set search_text = btrim(regexp_replace(lower(concat_ws(' ', product_name, sku, model_number, ${name}::text)), '\\s+', ' ', 'g'))
    where brand_id = ${brandId}`);
}

export async function createAdminBrand(db: Db, actor: Actor, body: AdminBrandRequest): Promise<AdminBrand> {
  const name = validateForm(body as Record<string, unknown>, brandRules).brand_name as string;
  const id = await db.transaction(async (tx) => {
    await refuseBrandTwin(tx, name);
    const slug = await freeSlug(tx, brands, name);
    const [row] = await tx.insert(brands).values({ brandName: name, slug }).returning();
    await recordAudit(tx, actor, { action: 'brand.create', entityType: 'brand', entityId: row.id, before: null, after: { brandName: name, slug } });
    return row.id;
  });
  return (await listAdminBrands(db)).find((b) => b.id === id) as AdminBrand;
}

export async function changeAdminBrand(db: Db, actor: Actor, id: number, body: AdminBrandChange): Promise<string> {
  const name = body.brand_name === undefined ? undefined : (validateForm({ brand_name: body.brand_name }, brandRules).brand_name as string);
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(brands).where(eq(brands.id, id)).for('update');
    if (!row) throw notFound(`No brand with the id ${id}.`);
    const after = { brandName: name ?? row.brandName, isActive: body.is_active ?? row.isActive };
    if (after.brandName === row.brandName && after.isActive === row.isActive) return `Brand ${row.brandName} is unchanged.`;
    if (after.brandName.toLowerCase() !== row.brandName.toLowerCase()) await refuseBrandTwin(tx, after.brandName, id);
    await tx.update(brands).set(after).where(eq(brands.id, id));
    if (after.brandName !== row.brandName) await renewSearchText(tx, id, after.brandName);
    await recordAudit(tx, actor, { action: 'brand.update', entityType: 'brand', entityId: id, before: { brandName: row.brandName, isActive: row.isActive }, after });
    if (after.brandName !== row.brandName) return `Brand renamed to ${after.brandName}.`;
    return after.isActive ? `Brand ${row.brandName} is active again.` : `Brand ${row.brandName} deactivated: the product form no longer offers it.`;
  });
}

export async function deleteAdminBrand(db: Db, actor: Actor, id: number): Promise<string> {
  return db.transaction(async (tx) => {
    const [row] = await tx.select().from(brands).where(eq(brands.id, id));
    if (!row) throw notFound(`No brand with the id ${id}.`);
    const [{ used }] = await tx.select({ used: sql<number>`count(*)::int` }).from(products).where(eq(products.brandId, id));
    if (Number(used) > 0) {
      throw conflict(`${row.brandName} cannot be deleted: ${plural(Number(used), 'product uses', 'products use')} it. Move them to another brand first, or deactivate it instead.`);
    }
    await tx.delete(brands).where(eq(brands.id, id));
    await recordAudit(tx, actor, { action: 'brand.delete', entityType: 'brand', entityId: id, before: { brandName: row.brandName, slug: row.slug }, after: null });
    return `Brand ${row.brandName} deleted.`;
  });
}
