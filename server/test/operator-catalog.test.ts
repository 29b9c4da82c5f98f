// The operator's catalogue commands: product CSV import/export, price lists, stock.
// The rules through the operator API (the running store's path) and the tool in both modes.
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq, inArray, sql } from 'drizzle-orm';
import { main, type CliIo } from '../src/cli';
import { openDatabase, type Db } from '../src/db/client';
import { brands, categories, customRates, productImages, products, productSpecifications } from '../src/db/schema';
import { csvRow, parseCsv } from '../src/lib/csv';
import { writeServerFile } from '../src/lib/serverFile';
import { createCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';

const SECRET = 'operator-secret-for-catalog-tests';
const HEADER = 'sku,product_name,model_number,category,sub_category,brand,base_price,discount_price,gst_rate,hsn_code,stock_quantity,specifications';

/** The store's taxonomy these tests import into: two categories with a sub-category each, two brands. */
async function taxonomy(db: Db) {
  const [laptops] = await db.insert(categories).values({ slug: 'laptops', title: 'Laptops' }).returning();
  const [accessories] = await db.insert(categories).values({ slug: 'accessories', title: 'Accessories' }).returning();
  await db.insert(categories).values([
    { slug: 'business-laptops', title: 'Business Laptops', parentId: laptops.id },
    { slug: 'mice', title: 'Mice', parentId: accessories.id },
  ]);
  await db.insert(brands).values([
    { slug: 'acer', brandName: 'Acer' },
    { slug: 'logitech', brandName: 'Logitech' },
  ]);
}

const csv = (...rows: string[]) => `${[HEADER, ...rows].join('\r\n')}\r\n`;
const LAPTOP = 'LAP-1,"Acer TravelMate P214, 14"" i5",TMP214,laptops,business-laptops,Acer,55499,49899.50,18,847130,12,"Processor: Intel Core i5 | Memory: 16GB"';
const MOUSE = 'MOU-1,Logitech M90 Mouse,M90,Accessories,Mice,logitech,399,,18,8471,250,';

function capture(): CliIo & { stdout: string[]; stderr: string[]; raw: string[] } {
  const stdout: string[] = [];
  const stderr: string[] = [];
  const raw: string[] = [];
  return { stdout, stderr, raw, out: (l) => stdout.push(l), err: (l) => stderr.push(l), write: (c) => raw.push(c) };
}

async function productBySku(db: Db, sku: string) {
  const [row] = await db.select().from(products).where(eq(products.sku, sku));
  return row;
}

describe('CSV reading', () => {
  it('reads quoted fields with commas, quotes and line breaks, CRLF and a BOM, and knows each record\u2019s line', () => {
    const text = '\ufeffa,b,c\r\n1,"x, y","say ""hi"""\r\n\r\n2,"two\nlines",z\n3,,\n';
    expect(parseCsv(text)).toEqual([
      { line: 1, fields: ['a', 'b', 'c'] },
      { line: 2, fields: ['1', 'x, y', 'say "hi"'] },
      { line: 4, fields: ['2', 'two\nlines', 'z'] },
      { line: 6, fields: ['3', '', ''] },
    ]);
    expect(() => parseCsv('a,b\n1,"open\n2,3\n')).toThrow(/Line 2: a quoted field is never closed/);
    const row = csvRow(['a,b', 'say "x"', 'two\nlines', null, 5, ' edge']);
    expect(parseCsv(row)[0].fields).toEqual(['a,b', 'say "x"', 'two\nlines', '', '5', ' edge']);
  });
});

describe('product import (operator API)', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ operatorSecret: SECRET });
    await taxonomy(t.db);
  }, 30_000);
  afterAll(() => t.close());

  const importCsv = (body: string, query = '') =>
    t.app.inject({
      method: 'POST',
      url: `/api/operator/products/import${query}`,
      headers: { 'x-operator-secret': SECRET, 'content-type': 'text/csv' },
      payload: body,
    });

  it('needs the operator secret', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/operator/products/import', headers: { 'content-type': 'text/csv' }, payload: csv(MOUSE) });
    expect(res.statusCode).toBe(401);
  });

  it('reports every broken rule with its line number, and imports nothing', async () => {
    const file = csv(
      LAPTOP,
      // A description over two lines: the rows after it start a line later.
      'BAD-1,Nameless category,M1,desktops,,Acer,100,,18,,1,',
      'BAD-2,Wrong sub,M2,laptops,mice,Acer,100,,18,,1,',
      'BAD-3,No such brand,M3,laptops,,Acme Computers,100,,18,,1,',
      'BAD-4,Bad numbers,M4,laptops,,Acer,"14,99",,18,,1.5,',
      'BAD-5,Discount above,M5,laptops,,Acer,100,120,18,,1,',
      'BAD-6,GST,M6,laptops,,Acer,100,,15,,1,',
      'BAD-7,HSN,M7,laptops,,Acer,100,,18,123,1,',
      'LAP-1,Twice,M8,laptops,,Acer,100,,18,,1,',
      'BAD-9,,M9,laptops,,Acer,100,,18,,1,',
      'BAD-10,Spec,M10,laptops,,Acer,100,,18,,1,"Colour black"',
      'BAD-11,Short row,M11',
      'BAD-12,"Two',
      'lines",M12,laptops,,Acer,-5,,18,123456789,-1,',
      'BAD-13,After the two-line row,M13,laptops,,Acer,100,,5%,,1,',
    );
    const res = await importCsv(file);
    expect(res.statusCode).toBe(422);
    const body = res.json();
    expect(body.message).toBe(
      '12 of 14 rows have errors: nothing was imported (the other 2 rows would create 2, update 0 and leave 0 unchanged). Fix them, or import with --partial to skip them.',
    );
    expect(body.errors).toEqual({
      'line 3 (BAD-1)': ["Unknown category 'desktops'."],
      'line 4 (BAD-2)': ["Unknown sub-category 'mice' in category 'laptops'."],
      'line 5 (BAD-3)': ["Unknown brand 'Acme Computers' (import with --create-brands to add it)."],
      'line 6 (BAD-4)': [
        "base_price must be a number of rupees such as 1499, 1,499 or 1,499.50, not '14,99'. stock_quantity must be a whole number of 0 or more, not '1.5'.",
      ],
      'line 7 (BAD-5)': ['discount_price 120.00 is above base_price 100.00.'],
      'line 8 (BAD-6)': ["gst_rate must be one of 0, 5, 12, 18, 28, not '15'."],
      'line 9 (BAD-7)': ["hsn_code must be 4 to 8 digits, not '123'."],
      'line 10 (LAP-1)': ['SKU LAP-1 is already on line 2.'],
      'line 11 (BAD-9)': ['product_name is required for a new product.'],
      'line 12 (BAD-10)': ["Specification 'Colour black' needs a 'Title: value' form."],
      'line 13 (BAD-11)': ['The row has 3 fields; the header has 12. (A quote or comma out of place?)'],
      'line 14 (BAD-12)': [
        "base_price must be a number of rupees such as 1499, 1,499 or 1,499.50, not '-5'. hsn_code must be 4 to 8 digits, not '123456789'. stock_quantity must be a whole number of 0 or more, not '-1'.",
      ],
    });
    expect(await productBySku(t.db, 'LAP-1')).toBeUndefined();
    // '5%' is read as 5: the row on line 16 is fine.
    expect(body.errors['line 16 (BAD-13)']).toBeUndefined();
  });

  it('refuses a header it does not know and a file that is not CSV', async () => {
    const unknown = await importCsv('sku,name,price\r\nX,Y,1\r\n');
    expect(unknown.statusCode).toBe(422);
    expect(unknown.json().errors['line 1']).toEqual(expect.arrayContaining(["Unknown column 'name'.", "Unknown column 'price'."]));
    const noSku = await importCsv('product_name\r\nY\r\n');
    expect(noSku.json().errors['line 1']).toContain("The header has no 'sku' column.");
    const open = await importCsv(`${HEADER}\r\nX,"never closed,M,laptops\r\n`);
    expect(open.statusCode).toBe(422);
    expect(open.json().errors).toEqual({ 'line 2': ['a quoted field is never closed (a missing ").'] });
    const empty = await importCsv('');
    expect(empty.statusCode).toBe(422);
  });

  it('--dry-run reports what would happen and changes nothing', async () => {
    const res = await importCsv(csv(LAPTOP, MOUSE), '?dry_run=true');
    expect(res.statusCode).toBe(200);
    expect(res.json().report).toMatchObject({ dry_run: true, committed: false, rows: 2, created: 2, updated: 0, unchanged: 0, error_count: 0 });
    expect(await productBySku(t.db, 'LAP-1')).toBeUndefined();
    // A dry run of a file with errors fails like the import would.
    const bad = await importCsv(csv(LAPTOP, 'X-1,Bad,M,laptops,,Acer,abc,,18,,1,'), '?dry_run=true');
    expect(bad.statusCode).toBe(422);
    expect(bad.json().message).toMatch(/^1 of 2 rows have errors: the import would fail/);
  });

  it('creates products with a slug, search text, image and specifications; the shop lists them', async () => {
    const res = await importCsv(csv(LAPTOP, MOUSE));
    expect(res.statusCode).toBe(200);
    expect(res.json().report).toMatchObject({ committed: true, rows: 2, created: 2, updated: 0, unchanged: 0, error_count: 0, errors: [] });
    const laptop = await productBySku(t.db, 'LAP-1');
    expect(laptop).toMatchObject({
      productName: 'Acer TravelMate P214, 14" i5',
      productSlug: 'acer-travelmate-p214-14-i5',
      primaryImage: 'img/product/acer-travelmate-p214-14-i5-1.svg',
      basePrice: '55499.00',
      discountPrice: '49899.50',
      gstRate: '18.00',
      hsnCode: '847130',
      stockQuantity: 12,
      isActive: true,
      searchText: 'acer travelmate p214, 14" i5 lap-1 tmp214 acer',
    });
    const specs = await t.db.select().from(productSpecifications).where(eq(productSpecifications.productId, laptop.id)).orderBy(productSpecifications.sortOrder);
    expect(specs.map((s) => [s.title, s.description])).toEqual([['Processor', 'Intel Core i5'], ['Memory', '16GB']]);
    expect((await t.db.select().from(productImages).where(eq(productImages.productId, laptop.id))).length).toBe(2);
    // The shop's search finds it.
    const shop = await t.app.inject({ url: '/api/product-list?search=travelmate%20p214' });
    expect(shop.json().data.data.map((p: { sku: string }) => p.sku)).toEqual(['LAP-1']);
    const detail = await t.app.inject({ url: '/api/product-detail/acer-travelmate-p214-14-i5' });
    expect(detail.statusCode).toBe(200);
    // Accessories/Mice were given by title, logitech by slug.
    const mouse = await productBySku(t.db, 'MOU-1');
    expect(mouse).toMatchObject({ discountPrice: null, hsnCode: '8471', stockQuantity: 250 });
  });

  it('is idempotent: the same file again changes nothing', async () => {
    const before = await productBySku(t.db, 'LAP-1');
    const specIds = (await t.db.select().from(productSpecifications).where(eq(productSpecifications.productId, before.id))).map((s) => s.id);
    const res = await importCsv(csv(LAPTOP, MOUSE));
    expect(res.json().report).toMatchObject({ rows: 2, created: 0, updated: 0, unchanged: 2 });
    const after = await productBySku(t.db, 'LAP-1');
    expect(after).toEqual(before);
    expect((await t.db.select().from(productSpecifications).where(eq(productSpecifications.productId, before.id))).map((s) => s.id)).toEqual(specIds);
  });

  it('updates by SKU: only the columns in the file, keeping the slug', async () => {
    const res = await importCsv('sku,stock_quantity,base_price,discount_price,product_name,specifications\r\nLAP-1,3,52000,,Acer TravelMate P214 Renamed,Processor: Intel Core i7\r\n');
    expect(res.json().report).toMatchObject({ created: 0, updated: 1, unchanged: 0 });
    const row = await productBySku(t.db, 'LAP-1');
    expect(row).toMatchObject({
      stockQuantity: 3,
      basePrice: '52000.00',
      discountPrice: null,
      productName: 'Acer TravelMate P214 Renamed',
      productSlug: 'acer-travelmate-p214-14-i5',
      hsnCode: '847130',
      searchText: 'acer travelmate p214 renamed lap-1 tmp214 acer',
    });
    // The shop's search finds it by its new name.
    const renamed = await t.app.inject({ url: '/api/product-list?search=p214%20renamed' });
    expect(renamed.json().data.data.map((p: { sku: string }) => p.sku)).toEqual(['LAP-1']);
    const specs = await t.db.select().from(productSpecifications).where(eq(productSpecifications.productId, row.id));
    expect(specs.map((s) => [s.title, s.description])).toEqual([['Processor', 'Intel Core i7']]);
    // A stock-only file leaves everything else as it is.
    await t.db.update(products).set({ longDescription: '<p>Kept</p>', warrantyTerms: 'Kept too' }).where(eq(products.sku, 'MOU-1'));
    const stockOnly = await importCsv('sku,stock_quantity\r\nMOU-1,7\r\nLAP-1,3\r\n');
    expect(stockOnly.json().report).toMatchObject({ updated: 1, unchanged: 1 });
    expect(await productBySku(t.db, 'MOU-1')).toMatchObject({ stockQuantity: 7, longDescription: '<p>Kept</p>', warrantyTerms: 'Kept too', hsnCode: '8471', basePrice: '399.00' });
    // A new SKU that only differs in case is taken for a typo.
    const cased = await importCsv(csv(LAPTOP.replace('LAP-1', 'lap-1')));
    expect(cased.json().errors).toEqual({ 'line 2 (lap-1)': ["SKU lap-1 differs from the store's LAP-1 only in upper/lower case."] });
  });

  it('--partial imports the good rows and lists the others', async () => {
    const res = await importCsv(csv('PAR-1,Partial one,P1,laptops,,Acer,100,,18,,1,', 'PAR-2,Partial two,P2,laptops,,Acer,100,,19,,1,'), '?partial=true');
    expect(res.statusCode).toBe(200);
    expect(res.json().report).toMatchObject({
      partial: true,
      committed: true,
      rows: 2,
      created: 1,
      error_count: 1,
      errors: [{ line: 3, sku: 'PAR-2', message: "gst_rate must be one of 0, 5, 12, 18, 28, not '19'." }],
    });
    expect(await productBySku(t.db, 'PAR-1')).toBeDefined();
    expect(await productBySku(t.db, 'PAR-2')).toBeUndefined();
  });

  it('creates unknown brands only when told to', async () => {
    const row = 'NEW-B,Zebronics Zeb-Transformer,ZT1,accessories,mice,Zebronics,899,,18,,5,';
    expect((await importCsv(csv(row))).statusCode).toBe(422);
    const res = await importCsv(csv(row), '?create_brands=true');
    expect(res.json().report).toMatchObject({ created: 1, brands_created: ['Zebronics'] });
    const [brand] = await t.db.select().from(brands).where(eq(brands.slug, 'zebronics'));
    expect(brand.brandName).toBe('Zebronics');
    expect((await productBySku(t.db, 'NEW-B')).brandId).toBe(brand.id);
  });

  it('exports the same format: export then import is a no-op', async () => {
    // Awkward texts: quotes, commas, line breaks, and | and : inside specifications.
    await importCsv(
      csv('ODD-1,"Odd ""quoted"", name",O1,laptops,business-laptops,Acer,1000,999,12,84713010,0,"Ratio\\: aspect: 16\\:10 | Ports: USB-C \\| HDMI"'),
    );
    const [odd] = await t.db.select().from(products).where(eq(products.sku, 'ODD-1'));
    await t.db.update(products).set({ longDescription: '<p>Line one,\nline two</p>', isActive: false }).where(eq(products.id, odd.id));
    const specs = await t.db.select().from(productSpecifications).where(eq(productSpecifications.productId, odd.id));
    expect(specs.map((s) => [s.title, s.description])).toEqual([['Ratio: aspect', '16:10'], ['Ports', 'USB-C | HDMI']]);

    const exported = await t.app.inject({ url: '/api/operator/products/export', headers: { 'x-operator-secret': SECRET } });
    expect(exported.statusCode).toBe(200);
    expect(exported.headers['content-type']).toMatch(/^text\/csv/);
    const count = Number((await t.db.select({ n: sql<number>`count(*)::int` }).from(products))[0].n);
    expect(exported.headers['x-product-count']).toBe(String(count));
    const records = parseCsv(exported.body);
    expect(records[0].fields).toEqual(
      'sku,product_name,model_number,category,sub_category,brand,base_price,discount_price,gst_rate,hsn_code,stock_quantity,short_description,long_description,specifications,warranty_period,warranty_terms,height,length,width,weight,is_active'.split(','),
    );
    const oddRow = records.find((r) => r.fields[0] === 'ODD-1')!;
    expect(oddRow.fields.slice(0, 14)).toEqual([
      'ODD-1', 'Odd "quoted", name', 'O1', 'laptops', 'business-laptops', 'Acer', '1000.00', '999.00', '12', '84713010', '0', '',
      '<p>Line one,\nline two</p>', 'Ratio\\: aspect: 16:10 | Ports: USB-C \\| HDMI',
    ]);
    expect(oddRow.fields[20]).toBe('false');
    const again = await importCsv(exported.body);
    expect(again.json().report).toMatchObject({ rows: count, created: 0, updated: 0, unchanged: count, error_count: 0 });
  });
});

describe('price lists and stock (operator API)', () => {
  let t: TestApp;
  let buyer: string;
  beforeAll(async () => {
    t = await buildTestApp({ operatorSecret: SECRET });
    await taxonomy(t.db);
    buyer = (await createCustomer(t.db)).email;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/operator/products/import',
      headers: { 'x-operator-secret': SECRET, 'content-type': 'text/csv' },
      payload: csv(LAPTOP, MOUSE, 'OLD-1,Old mouse,OM,accessories,mice,Logitech,299,,18,,0,'),
    });
    expect(res.statusCode).toBe(200);
  }, 30_000);
  afterAll(() => t.close());

  const op = (method: 'GET' | 'POST', route: string, payload?: string | object, type = 'text/csv') =>
    t.app.inject({
      method,
      url: `/api/operator/${route}`,
      headers: { 'x-operator-secret': SECRET, ...(typeof payload === 'string' ? { 'content-type': type } : {}) },
      payload,
    });

  it('refuses a price list with any bad row, naming the line', async () => {
    const res = await op(
      'POST',
      'price-list',
      `email,sku,rate\r\n${buyer},LAP-1,47000\r\nghost@nowhere.example,LAP-1,1\r\n${buyer},NOPE,1\r\n${buyer},MOU-1,abc\r\n${buyer},OLD-1,400\r\n${buyer.toUpperCase()},LAP-1,46000\r\n`,
    );
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      'line 3': ['No customer with the email ghost@nowhere.example.'],
      'line 4': ['No product with the SKU NOPE.'],
      'line 5': ["rate must be a number of rupees above 0 such as 1499 or 1499.50, not 'abc'."],
      'line 6': ["rate ₹400.00 is above the product's price ₹299.00."],
      'line 7': ['This customer and SKU are already on line 2.'],
    });
    expect(await t.db.select().from(customRates)).toEqual([]);
    const header = await op('POST', 'price-list', 'customer,sku\r\n');
    expect(header.json().errors['line 1']).toEqual(expect.arrayContaining(["Unknown column 'customer'.", "The header has no 'rate' column."]));
  });

  it('adds, changes, keeps and removes rates, and shows them', async () => {
    const first = await op('POST', 'price-list', `customer_email,sku,rate\r\n${buyer},LAP-1,47000\r\n${buyer},MOU-1,350.50\r\n`);
    expect(first.json().report).toEqual({ rows: 2, created: 2, updated: 0, unchanged: 0, removed: 0 });
    const second = await op('POST', 'price-list', `email,sku,rate\r\n${buyer},LAP-1,46000\r\n${buyer},MOU-1,350.5\r\n${buyer},OLD-1,\r\n`);
    expect(second.json().report).toEqual({ rows: 3, created: 0, updated: 1, unchanged: 2, removed: 0 });
    const show = await op('GET', `price-list?email=${encodeURIComponent(buyer.toUpperCase())}`);
    expect(show.json().price_list.lines).toEqual([
      { sku: 'LAP-1', product_name: 'Acer TravelMate P214, 14" i5', list_price: 49899.5, custom_rate: 46000, is_active: true },
      { sku: 'MOU-1', product_name: 'Logitech M90 Mouse', list_price: 399, custom_rate: 350.5, is_active: true },
    ]);
    // The storefront prices the buyer's lines at the rate.
    const removed = await op('POST', 'price-list', `email,sku,rate\r\n${buyer},MOU-1,\r\n`);
    expect(removed.json().report).toEqual({ rows: 1, created: 0, updated: 0, unchanged: 0, removed: 1 });
    expect((await op('GET', `price-list?email=${encodeURIComponent(buyer)}`)).json().price_list.lines.map((l: { sku: string }) => l.sku)).toEqual(['LAP-1']);
    expect((await op('GET', 'price-list?email=ghost%40nowhere.example')).statusCode).toBe(404);
  });

  it('sets stock and lists low stock, lowest first', async () => {
    const set = await op('POST', 'products/stock', { sku: 'mou-1', quantity: '4' });
    expect(set.statusCode).toBe(200);
    expect(set.json().change).toEqual({ sku: 'MOU-1', product_name: 'Logitech M90 Mouse', previous: 250, stock: 4 });
    expect((await productBySku(t.db, 'MOU-1')).stockQuantity).toBe(4);
    for (const quantity of ['-1', '2.5', 'many', '']) {
      const bad = await op('POST', 'products/stock', { sku: 'MOU-1', quantity });
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors.quantity).toEqual(['Quantity must be a whole number of 0 or more.']);
    }
    expect((await op('POST', 'products/stock', { sku: 'NOPE', quantity: 1 })).json().message).toBe('No product with the SKU NOPE.');

    const low = await op('GET', 'products/low-stock');
    expect(low.json().report).toEqual({
      below: 5,
      total: 2,
      products: [
        { sku: 'OLD-1', product_name: 'Old mouse', stock: 0 },
        { sku: 'MOU-1', product_name: 'Logitech M90 Mouse', stock: 4 },
      ],
    });
    // Products no longer sold are left out.
    await t.db.update(products).set({ isActive: false }).where(eq(products.sku, 'OLD-1'));
    const wider = await op('GET', 'products/low-stock?below=20');
    expect(wider.json().report.products.map((p: { sku: string }) => p.sku)).toEqual(['MOU-1', 'LAP-1']);
    expect((await op('GET', 'products/low-stock?below=-3')).statusCode).toBe(422);
  });
});

describe('npm run store: catalogue commands', () => {
  let dir: string;
  const file = (name: string, text: string) => {
    const p = path.join(dir, name);
    fs.writeFileSync(p, text);
    return p;
  };
  beforeAll(() => {
    dir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-catalog-cli-'));
  });
  afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

  it('refuses bad usage with exit code 2', async () => {
    for (const argv of [['import-products'], ['import-products', 'a.csv', 'b.csv'], ['import-products', 'a.csv', '--force'], ['stock', 'X'], ['low-stock', '--below'], ['price-list-show']]) {
      const io = capture();
      expect(await main(argv, { DATA_DIR: dir }, io)).toBe(2);
      expect(io.stderr[0]).toMatch(/^Usage: npm run store -- /);
    }
    const help = capture();
    expect(await main(['help'], { DATA_DIR: dir }, help)).toBe(0);
    expect(help.stdout.join('\n')).toMatch(/import-products <file.csv> \[--dry-run\] \[--partial\]/);
  });

  /** Runs the same journey through whichever way `env` leads the tool. */
  async function journey(env: NodeJS.ProcessEnv, db: () => Promise<Db>, close: () => Promise<void>) {
    const good = file('good.csv', csv(LAPTOP, MOUSE));
    const dry = capture();
    expect(await main(['import-products', good, '--dry-run'], env, dry)).toBe(0);
    expect(dry.stdout[0]).toBe(`Dry run of ${good}: nothing was changed. Of 2 rows, 2 would be created, 0 updated, 0 left unchanged.`);

    const bad = capture();
    expect(await main(['import-products', file('bad.csv', csv(LAPTOP, 'B-1,Bad,M,laptops,,Acer,1,,18,12,1,')), ], env, bad)).toBe(1);
    expect(bad.stderr).toEqual([
      'Error: 1 of 2 rows have errors: nothing was imported (the other row would create 1, update 0 and leave 0 unchanged). Fix them, or import with --partial to skip them.',
      "  line 3 (B-1): hsn_code must be 4 to 8 digits, not '12'.",
    ]);

    const missing = capture();
    expect(await main(['import-products', path.join(dir, 'nope.csv')], env, missing)).toBe(1);
    expect(missing.stderr[0]).toBe(`Error: No such file: ${path.join(dir, 'nope.csv')}`);

    const imported = capture();
    expect(await main(['import-products', good], env, imported)).toBe(0);
    expect(imported.stdout[0]).toMatch(new RegExp(`^Imported 2 rows from ${good.replace(/[.]/g, '\\.')} in [\\d.]+ s: 2 created, 0 updated, 0 unchanged\\.$`));
    const twice = capture();
    expect(await main(['import-products', good], env, twice)).toBe(0);
    expect(twice.stdout[0]).toMatch(/: 0 created, 0 updated, 2 unchanged\.$/);

    const exportFile = path.join(dir, 'export.csv');
    const exported = capture();
    expect(await main(['export-products', exportFile], env, exported)).toBe(0);
    expect(exported.stdout).toEqual([`Exported 2 products to ${exportFile}.`]);
    const toStdout = capture();
    expect(await main(['export-products'], env, toStdout)).toBe(0);
    expect(toStdout.raw.join('')).toBe(fs.readFileSync(exportFile, 'utf8'));
    expect(toStdout.stderr).toEqual(['Exported 2 products.']);
    const roundTrip = capture();
    expect(await main(['import-products', exportFile], env, roundTrip)).toBe(0);
    expect(roundTrip.stdout[0]).toMatch(/: 0 created, 0 updated, 2 unchanged\.$/);

    const stock = capture();
    expect(await main(['stock', 'MOU-1', '3'], env, stock)).toBe(0);
    expect(stock.stdout).toEqual(['MOU-1 (Logitech M90 Mouse): stock 250 -> 3.']);
    const badStock = capture();
    expect(await main(['stock', 'MOU-1', '-2'], env, badStock)).toBe(1);
    expect(badStock.stderr).toEqual(['Error: The given data was invalid.', '  quantity: Quantity must be a whole number of 0 or more.']);
    const low = capture();
    expect(await main(['low-stock', '--below', '20'], env, low)).toBe(0);
    expect(low.stdout).toEqual(['2 active products with 20 or fewer in stock, lowest first:', 'STOCK  SKU    PRODUCT', '3      MOU-1  Logitech M90 Mouse', '12     LAP-1  Acer TravelMate P214, 14" i5']);
    const none = capture();
    expect(await main(['low-stock'], env, none)).toBe(0);
    expect(none.stdout).toEqual(['1 active product with 5 or fewer in stock, lowest first:', 'STOCK  SKU    PRODUCT', '3      MOU-1  Logitech M90 Mouse']);

    const database = await db();
    const buyer = (await createCustomer(database)).email;
    await close();
    const prices = capture();
    expect(await main(['price-list', file('rates.csv', `email,sku,rate\n${buyer},LAP-1,45000\n`)], env, prices)).toBe(0);
    expect(prices.stdout[0]).toMatch(/: 1 row; 1 rates added, 0 changed, 0 removed, 0 unchanged\.$/);
    const badPrices = capture();
    expect(await main(['price-list', file('bad-rates.csv', `email,sku,rate\n${buyer},LAP-1,99999\n`)], env, badPrices)).toBe(1);
    expect(badPrices.stderr[1]).toBe("  line 2: rate ₹99,999.00 is above the product's price ₹49,899.50.");
    const show = capture();
    expect(await main(['price-list-show', buyer], env, show)).toBe(0);
    expect(show.stdout[0]).toMatch(/^Price list of .* \(Test Company \d+\): 1 rate$/);
    expect(show.stdout[2]).toMatch(/^LAP-1 +Acer TravelMate P214, 14" i5 +₹49,899\.50 +₹45,000\.00$/);
  }

  it('works on the database directly while the store is stopped', async () => {
    const dataDir = path.join(dir, 'stopped');
    const template = process.env.STORE_TEST_TEMPLATE;
    const dbDir = path.join(dataDir, 'db');
    const open = () => openDatabase({ dataDir: dbDir, loadDataDir: template && !fs.existsSync(dbDir) ? new Blob([fs.readFileSync(template)]) : undefined });
    let database = await open();
    await database.migrate();
    await taxonomy(database.db);
    await database.close();
    await journey(
      { DATA_DIR: dataDir },
      async () => {
        database = await open();
        return database.db;
      },
      () => database.close(),
    );
    database = await open();
    expect((await database.db.select().from(products).where(inArray(products.sku, ['LAP-1', 'MOU-1']))).length).toBe(2);
    await database.close();
  }, 120_000);

  it('goes through the operator API while the store runs', async () => {
    const live = await buildTestApp({ operatorSecret: SECRET });
    const dataDir = fs.mkdtempSync(path.join(os.tmpdir(), 'store-catalog-live-'));
    try {
      await taxonomy(live.db);
      await live.app.listen({ port: 0, host: '127.0.0.1' });
      const { port } = live.app.server.address() as net.AddressInfo;
      writeServerFile(dataDir, { url: `http://127.0.0.1:${port}`, secret: SECRET, pid: process.pid });
      // DATA_DIR holds no database: only the API can have done this.
      await journey({ DATA_DIR: dataDir }, async () => live.db, async () => undefined);
      expect((await productBySku(live.db, 'MOU-1')).stockQuantity).toBe(3);
    } finally {
      await live.close();
      fs.rmSync(dataDir, { recursive: true, force: true });
    }
  }, 120_000);
});
