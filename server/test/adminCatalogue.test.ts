// The back office's Catalogue API: the products list (search, filters, sorts, paging), the product
// form (field-keyed 422s from the contracts' rules, sanitised HTML, versions and 409s, audit
// before/after), stock on its own, categories and brands (refused deletes), and that each change
// is in the storefront's next listing and search.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import { auditLog, brands, categories, products, productSpecifications } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helper';
import { createStaffMember, type TestStaff } from './staffFactory';

let t: TestApp;
let catalogue: TestStaff;
let admin: TestStaff;
let sales: TestStaff;
let categoryId: number;
let subId: number;
let brandId: number;
let seq = 0;

beforeAll(async () => {
  t = await buildTestApp();
  catalogue = await createStaffMember(t.db, 'catalogue');
  admin = await createStaffMember(t.db, 'admin');
  sales = await createStaffMember(t.db, 'sales');
  const [cat] = await t.db.insert(categories).values({ slug: `adm-cat-${Date.now()}`, title: 'Admin Test Laptops' }).returning();
  const [sc] = await t.db.insert(categories).values({ slug: `adm-sub-${Date.now()}`, title: 'Admin Test Business', parentId: cat.id }).returning();
  const [brand] = await t.db.insert(brands).values({ slug: `adm-brand-${Date.now()}`, brandName: 'Admintestco' }).returning();
  categoryId = cat.id;
  subId = sc.id;
  brandId = brand.id;
});
afterAll(async () => t.close());

const call = (method: 'GET' | 'POST' | 'PUT' | 'DELETE', url: string, who: TestStaff = catalogue, payload?: object) =>
  t.app.inject({ method, url: `/api/admin${url}`, headers: who.auth, payload });

function form(over: Record<string, unknown> = {}) {
  seq += 1;
  return {
    sku: `ADM-${Date.now()}-${seq}`,
    product_name: `Quokkabook ${seq} Laptop`,
    model_number: `QB-${seq}`,
    category_id: String(categoryId),
    sub_category_id: String(subId),
    brand_id: String(brandId),
    price: '45999.50',
    mrp: '52000',
    gst_rate: '18',
    hsn_code: '847130',
    stock_quantity: '12',
    short_description: 'A business laptop.',
    long_description: '<p>Fast and <strong>light</strong>.</p>',
    specifications: [{ title: 'RAM', value: '16 GB' }],
    height: '1.8',
    weight: '1.25',
    warranty_period: '3 years',
    is_active: true,
    ...over,
  };
}

async function create(over: Record<string, unknown> = {}) {
  const res = await call('POST', '/products', catalogue, form(over));
  expect(res.statusCode).toBe(200);
  return res.json().product as { id: number; sku: string; version: number; product_name: string; [k: string]: unknown };
}

const storefront = async (query: string) => (await t.app.inject({ url: `/api/product-list?${query}` })).json().data as { data: { sku: string; product_name: string }[]; total: number };

describe('creating and editing a product', () => {
  it('creates a product with prices, specifications and audit, and the storefront lists and finds it at once', async () => {
    const name = `Zyzzogeton ${Date.now()} Notebook`;
    const p = await create({ product_name: name });
    expect(p).toMatchObject({ product_name: name, price: 45999.5, mrp: 52000, gst_rate: '18', hsn_code: '847130', stock_quantity: 12, is_active: true, version: 1 });
    expect(p.specifications).toEqual([{ title: 'RAM', value: '16 GB' }]);
    expect(p.weight).toBe('1.250');
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    // The customer pays the discount price; the MRP is the base price shown struck through.
    expect({ base: row.basePrice, discount: row.discountPrice }).toEqual({ base: '52000.00', discount: '45999.50' });
    expect((p.history as { action: string }[]).map((h) => h.action)).toEqual(['product.create']);

    const found = await storefront(`search=${encodeURIComponent('zyzzogeton')}`);
    expect(found.data.map((x) => x.sku)).toEqual([p.sku]);
    const listed = await storefront(`category=${(await t.db.select().from(categories).where(eq(categories.id, categoryId)))[0].slug}&itemsPerPage=100`);
    expect(listed.data.map((x) => x.sku)).toContain(p.sku);
  });

  it('edits with the version seen: only what changed is audited, and the storefront shows the new name', async () => {
    const f = form();
    const p = (await call('POST', '/products', catalogue, f)).json().product;
    // The storefront's listing is cached per catalogue version: read it first so a stale cache would show.
    expect((await storefront(`search=${encodeURIComponent(p.product_name)}`)).data.map((x) => x.sku)).toContain(p.sku);
    const renamed = `Xanthippe ${Date.now()} Ultrabook`;
    const res = await call('PUT', `/products/${p.id}`, catalogue, { ...f, sku: 'IGNORED', product_name: renamed, price: '39999', mrp: '', version: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json().message).toBe(`Product ${p.sku} saved.`);
    const after = res.json().product;
    expect(after).toMatchObject({ sku: p.sku, product_name: renamed, price: 39999, mrp: null, version: 2, stock_quantity: 12 });
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, p.sku), eq(auditLog.action, 'product.update')));
    expect(entry.before).toEqual({ productName: p.product_name, basePrice: '52000.00', discountPrice: '45999.50' });
    expect(entry.after).toEqual({ productName: renamed, basePrice: '39999.00', discountPrice: null });
    expect(entry.actorEmail).toBe(catalogue.email);
    expect((await storefront(`search=${encodeURIComponent('xanthippe')}`)).data.map((x) => [x.sku, x.product_name])).toEqual([[p.sku, renamed]]);

    // Deactivated: gone from the storefront's next listing.
    const off = await call('PUT', `/products/${p.id}`, admin, { ...f, product_name: renamed, price: '39999', mrp: '', is_active: false, version: 2 });
    expect(off.statusCode).toBe(200);
    expect((await storefront(`search=${encodeURIComponent('xanthippe')}`)).total).toBe(0);
  });

  it('refuses a stale version with 409 and changes nothing; a missing version is a 422', async () => {
    const p = await create();
    expect((await call('PUT', `/products/${p.id}`, catalogue, { ...form(), product_name: 'First edit', version: 1 })).statusCode).toBe(200);
    const stale = await call('PUT', `/products/${p.id}`, admin, { ...form(), product_name: 'Second edit', version: 1 });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().message).toBe('This product was changed by someone else; reload to see the change.');
    const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
    expect({ name: row.productName, version: row.version }).toEqual({ name: 'First edit', version: 2 });
    const missing = await call('PUT', `/products/${p.id}`, admin, { ...form(), product_name: 'Third edit' });
    expect(missing.statusCode).toBe(422);
    expect(missing.json().errors.version).toEqual(['Reload the product: the change must name the version you saw.']);
    expect((await call('PUT', '/products/999999', admin, { ...form(), version: 1 })).statusCode).toBe(404);
  });

  it('refuses markup in a product name and keeps the product out', async () => {
    const before = (await t.db.select().from(products)).length;
    const res = await call('POST', '/products', catalogue, { ...form(), product_name: '<b>Laptop</b>' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ product_name: ['Names cannot contain < or >.'] });
    expect((await t.db.select().from(products)).length).toBe(before);
  });

  it('answers bad fields with 422 keyed by field, in the contracts\' words, and creates nothing', async () => {
    const before = (await t.db.select().from(products)).length;
    const res = await call('POST', '/products', catalogue, {
      ...form(),
      product_name: '  ',
      category_id: '999999',
      price: '12,0,00',
      mrp: '10',
      gst_rate: '15',
      hsn_code: '8471',
      stock_quantity: '-1',
      height: 'tall',
      specifications: [{ title: 'RAM', value: '' }, { title: '', value: '' }],
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      product_name: ['Product name is required'],
      category_id: ['Choose a category from the list.'],
      price: ['Price must be a number of rupees such as 1499, 1,499 or 1,499.50.'],
      gst_rate: ['GST rate must be one of 0, 5, 12, 18 or 28 %.'],
      hsn_code: ['HSN code must be 6 or 8 digits.'],
      stock_quantity: ['Stock must be a whole number of 0 or more.'],
      height: ['Height must be a number of centimetres such as 35.5 (at most 2 decimals).'],
      'specifications.0.value': ['Give the specification a value'],
    });
    const prices = await call('POST', '/products', catalogue, { ...form(), price: '500', mrp: '400', sub_category_id: String(categoryId) });
    expect(prices.json().errors).toEqual({ mrp: ['MRP cannot be below the price.'], sub_category_id: ['Choose a sub-category of the chosen category.'] });
    const taken = await create();
    const twin = await call('POST', '/products', catalogue, { ...form(), sku: taken.sku.toLowerCase() });
    expect(twin.json().errors.sku[0]).toMatch(/only in upper\/lower case/);
    expect((await t.db.select().from(products)).length).toBe(before + 1);
  });

  it('sanitises the description on write: no script, event handler or javascript: link survives', async () => {
    const p = await create({
      long_description:
        '<p>Good</p><img src="x" onerror="alert(1)"><script>alert(2)</script><a href="javascript:alert(3)">link</a><iframe src="https://evil.example"></iframe><form><input></form>',
    });
    const stored = (await t.db.select().from(products).where(eq(products.id, p.id)))[0].longDescription;
    expect(stored).toContain('<p>Good</p>');
    expect(stored).toContain('<img src="x">');
    expect(stored).not.toMatch(/onerror|<script|javascript:|alert|<iframe|<form|<input/i);
    const edited = await call('PUT', `/products/${p.id}`, catalogue, { ...form(), long_description: '<p onclick="x()">Hi</p><svg><script>1</script></svg>', version: 1 });
    expect(edited.json().product.long_description).not.toMatch(/onclick|<script/);
  });
});

describe('the products list and stock', () => {
  it('searches name, SKU and brand, filters, sorts and pages by 20', async () => {
    const tag = `Pangolin${Date.now()}`;
    const made = [];
    for (let i = 0; i < 3; i += 1) made.push(await create({ product_name: `${tag} ${['Gamma', 'Alpha', 'Beta'][i]}`, stock_quantity: String([9, 2, 30][i]) }));
    const list = async (q: string, who = sales) => (await call('GET', `/products?${q}`, who)).json();
    // Sales reads the list (it needs the prices).
    const byName = await list(`q=${tag}&sort=name`);
    expect(byName.products.data.map((p: { product_name: string }) => p.product_name)).toEqual([`${tag} Alpha`, `${tag} Beta`, `${tag} Gamma`]);
    expect(byName.products.data[0]).toMatchObject({ brand: 'Admintestco', category: 'Admin Test Laptops', sub_category: 'Admin Test Business', price: 45999.5, mrp: 52000 });
    expect((await list(`q=${tag}&sort=stock`)).products.data.map((p: { stock_quantity: number }) => p.stock_quantity)).toEqual([2, 9, 30]);
    expect((await list(`q=${tag}`)).products.data.map((p: { id: number }) => p.id)).toEqual(made.map((p) => p.id).reverse());
    expect((await list(`q=${made[0].sku.toLowerCase()}`)).products.total).toBe(1);
    const low = await list(`q=${tag}&low_stock=true`);
    expect(low.low_stock_threshold).toBe(5);
    expect(low.products.data.map((p: { stock_quantity: number }) => p.stock_quantity)).toEqual([2]);
    expect((await list(`brand=${brandId}&category=${subId}&active=no&q=${tag}`)).products.total).toBe(0);
    const all = await list('brand=' + brandId);
    expect(all.products.per_page).toBe(20);
    expect((await list('q=nothing-like-this-anywhere')).products).toMatchObject({ data: [], total: 0, last_page: 1 });
  });

  it('sets the stock on its own: versioned, audited, refused to Sales', async () => {
    const p = await create({ stock_quantity: '3' });
    expect((await call('PUT', `/products/${p.id}/stock`, sales, { stock_quantity: '50', version: 1 })).statusCode).toBe(403);
    const res = await call('PUT', `/products/${p.id}/stock`, catalogue, { stock_quantity: '50', version: 1 });
    expect(res.json()).toMatchObject({ message: `Stock of ${p.sku} changed from 3 to 50.`, product: { stock_quantity: 50, version: 2 } });
    expect((await call('PUT', `/products/${p.id}/stock`, catalogue, { stock_quantity: '7', version: 1 })).statusCode).toBe(409);
    expect((await call('PUT', `/products/${p.id}/stock`, catalogue, { stock_quantity: 'lots', version: 2 })).json().errors).toEqual({
      stock_quantity: ['Stock must be a whole number of 0 or more.'],
    });
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, p.sku), eq(auditLog.action, 'product.stock')));
    expect([entry.before, entry.after]).toEqual([{ stockQuantity: 3 }, { stockQuantity: 50 }]);
  });

  it('lets every role read but only Catalogue and Admin write', async () => {
    expect((await call('POST', '/products', sales, form())).statusCode).toBe(403);
    expect((await call('POST', '/brands', sales, { brand_name: 'Nope' })).statusCode).toBe(403);
    expect((await call('GET', '/categories', sales)).statusCode).toBe(200);
  });
});

describe('categories and brands', () => {
  it('adds, renames and deactivates a category; the storefront menu follows; a used one cannot be deleted', async () => {
    const added = await call('POST', '/categories', catalogue, { title: 'Projectors Test' });
    expect(added.json().message).toBe('Category Projectors Test added.');
    expect((await call('POST', '/categories', catalogue, { title: 'projectors test' })).json().errors).toEqual({ title: ['There is already a category named projectors test here.'] });
    const cat = (await call('GET', '/categories')).json().categories.find((c: { title: string }) => c.title === 'Projectors Test');
    expect(cat).toMatchObject({ parent_id: null, is_active: true, products: 0, slug: 'projectors-test' });
    const menu = async () => (await t.app.inject({ url: '/api/category-list' })).json().data.category.map((c: { title: string }) => c.title);
    expect(await menu()).toContain('Projectors Test');
    expect((await call('PUT', `/categories/${cat.id}`, catalogue, { title: 'Projectors' })).json().message).toBe('Category renamed to Projectors.');
    expect((await call('PUT', `/categories/${cat.id}`, catalogue, { is_active: false })).statusCode).toBe(200);
    expect(await menu()).not.toContain('Projectors');
    // A deactivated category is not offered for products.
    expect((await call('POST', '/products', catalogue, form({ category_id: String(cat.id), sub_category_id: '' }))).json().errors).toEqual({ category_id: ['Choose a category from the list.'] });
    expect((await call('DELETE', `/categories/${cat.id}`)).json().message).toBe('Category Projectors deleted.');

    await create();
    const listed = (await call('GET', '/categories')).json().categories;
    const [top, subRow] = [categoryId, subId].map((id) => listed.find((c: { id: number }) => c.id === id));
    expect(top).toMatchObject({ sub_categories: 1, parent_id: null });
    expect(subRow).toMatchObject({ parent_id: categoryId, parent_title: 'Admin Test Laptops', sub_categories: 0 });
    expect(subRow.products).toBeGreaterThan(0);
    expect(top.products).toBe(subRow.products);
    const used = await call('DELETE', `/categories/${subId}`);
    expect(used.statusCode).toBe(409);
    expect(used.json().message).toMatch(/^Admin Test Business cannot be deleted: \d+ products? uses? it\. Move them to another category first, or deactivate it instead\.$/);
    expect((await call('DELETE', `/categories/${categoryId}`)).statusCode).toBe(409);
    expect((await t.db.select().from(categories).where(eq(categories.id, subId))).length).toBe(1);
    const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entityType, 'category'), eq(auditLog.entityId, String(cat.id)))).orderBy(auditLog.id);
    expect(audit.map((a) => a.action)).toEqual(['category.create', 'category.update', 'category.update', 'category.delete']);
  });

  it('renaming a brand renames it in the storefront search; a used brand cannot be deleted', async () => {
    const res = await call('POST', '/brands', admin, { brand_name: 'Wombatronics' });
    expect(res.json().message).toBe('Brand Wombatronics added.');
    const brand = (await call('GET', '/brands')).json().brands.find((b: { brand_name: string }) => b.brand_name === 'Wombatronics');
    expect(brand.products).toBe(0);
    const p = await create({ brand_id: String(brand.id) });
    expect((await call('GET', '/brands')).json().brands.find((b: { id: number }) => b.id === brand.id).products).toBe(1);
    expect((await storefront('search=wombatronics')).data.map((x) => x.sku)).toEqual([p.sku]);
    expect((await call('PUT', `/brands/${brand.id}`, catalogue, { brand_name: 'Numbatronics' })).json().message).toBe('Brand renamed to Numbatronics.');
    expect((await storefront('search=numbatronics')).data.map((x) => x.sku)).toEqual([p.sku]);
    expect((await storefront('search=wombatronics')).total).toBe(0);
    const refused = await call('DELETE', `/brands/${brand.id}`);
    expect(refused.statusCode).toBe(409);
    expect(refused.json().message).toBe('Numbatronics cannot be deleted: 1 product uses it. Move them to another brand first, or deactivate it instead.');
    expect((await call('PUT', `/brands/${brand.id}`, catalogue, { brand_name: 'admintestco' })).json().errors).toEqual({ brand_name: ['There is already a brand named admintestco.'] });
    // Deactivated: the product keeps it, new products cannot take it.
    await call('PUT', `/brands/${brand.id}`, catalogue, { is_active: false });
    expect((await call('PUT', `/products/${p.id}`, catalogue, { ...form({ brand_id: String(brand.id) }), product_name: 'Kept brand', version: 1 })).statusCode).toBe(200);
    expect((await call('POST', '/products', catalogue, form({ brand_id: String(brand.id) }))).json().errors).toEqual({ brand_id: ['Choose a brand from the list.'] });
    expect((await t.db.select().from(productSpecifications).where(eq(productSpecifications.productId, p.id))).length).toBe(1);
  });
});

const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

onPostgres('two staff members at once (PostgreSQL)', () => {
  it('two edits naming the same version: exactly one wins, the other gets 409', async () => {
    for (let round = 0; round < 4; round += 1) {
      const p = await create();
      const answers = await Promise.all([
        call('PUT', `/products/${p.id}`, catalogue, { ...form(), product_name: `One ${round}`, version: 1 }),
        call('PUT', `/products/${p.id}/stock`, admin, { stock_quantity: '99', version: 1 }),
      ]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual([200, 409]);
      const [row] = await t.db.select().from(products).where(eq(products.id, p.id));
      expect(row.version).toBe(2);
      const audit = await t.db.select().from(auditLog).where(and(eq(auditLog.entityId, p.sku)));
      expect(audit).toHaveLength(2);
    }
  });
});
