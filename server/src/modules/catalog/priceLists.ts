// Customers' price lists (custom rates by SKU): import from CSV, all rows or none, show
// one customer's, and the back office's one-rate changes. Shared by the operator API, the tool's
// direct mode and the back office (account/adminRoutes.ts).
import { and, asc, eq, or, sql } from 'drizzle-orm';
import type { CustomerPriceList, PriceListLine, PriceListReport } from '@contracts/operatorProducts';
import { accountRateRules, rateDiscountPercent } from '@contracts/accountRules';
import type { Db } from '../../db/client';
import { customers, customRates, products } from '../../db/schema';
import { csvRow } from '../../lib/csv';
import { lockCustomer } from '../../db/locks';
import { validateForm, type FormInput } from '../../lib/fields';
import { toPaise } from '../../lib/money';
import { recordAudit, type Actor } from '../staff';
import { bulkInsert } from '../../db/bulk';
import { HttpError, invalid, notFound } from '../../lib/errors';
import { formatPaise } from '@contracts/format';
import { MAX_LISTED_ERRORS, readCsv } from './import/format';
import type { CsvRecord } from '../../lib/csv';
import type { Tx } from '../../db/client';

type Rows<T> = { rows: T[] };

interface ProductRef {
  id: number;
  sku: string;
  product_name: string;
  base_price: string;
  discount_price: string | null;
}

type PriceColumn = 'email' | 'sku' | 'rate' | 'info';
const HEADER_NAMES: Record<string, PriceColumn> = {
  email: 'email',
  customer_email: 'email',
  sku: 'sku',
  rate: 'rate',
  custom_rate: 'rate',
};
/** One account's file (the back office's download) also carries what the grid shows; reading it back ignores them. */
const ACCOUNT_INFO_COLUMNS = ['product_name', 'list_price', 'discount_percent'];
export const ACCOUNT_PRICE_LIST_COLUMNS = ['sku', 'product_name', 'list_price', 'rate', 'discount_percent'];

export interface PriceListOptions {
  /** One account's price list (the back office): the file has sku and rate, no email column. */
  customerId?: number;
  /** Check every row and report what the file would do; change nothing. */
  dryRun?: boolean;
  /** How many row errors are kept (default MAX_LISTED_ERRORS); the count covers them all. */
  maxErrors?: number;
  /** Runs in the import's transaction before it commits (the back office's audit entry). */
  beforeCommit?: (tx: Db, report: PriceListReport) => Promise<void>;
}

/** A price-list row's error: its line, SKU, the column it is about ('' for the whole row) and what is wrong. */
export interface PriceListRowError {
  line: number;
  sku: string;
  field: string;
  message: string;
}

/** Row errors refused the file: the tool's 422 (messages by line), with the rows and counts for the back office. */
export class PriceListRefused extends HttpError {
  constructor(
    message: string,
    fields: Record<string, string[]>,
    readonly rows: PriceListRowError[],
    readonly errorRows: number,
    readonly report: PriceListReport,
  ) {
    super(422, message, fields);
  }
}

const listPricePaise = (p: { base_price: string; discount_price: string | null }) => Math.round(Number(p.discount_price ?? p.base_price) * 100);

/**
 * Upserts customers' price-list rates from CSV (email, sku, rate). An empty rate removes that
 * customer's rate for the product. A rate may not be above the product's own price: a price list
 * only ever lowers a customer's price, and a rate above it is almost always a typo.
 * All rows or none.
 */
export async function importPriceList(db: Db, csv: string, opts: PriceListOptions = {}): Promise<PriceListReport> {
  return importPriceListRecords(db, readCsv(csv), opts);
}

/** The price-list import of a file already read into records (the back office reads its upload as it streams). */
export async function importPriceListRecords(db: Db, records: CsvRecord[], opts: PriceListOptions = {}): Promise<PriceListReport> {
  const [head, ...rows] = records;
  const one = opts.customerId !== undefined;
  const needed = one ? (['sku', 'rate'] as const) : (['email', 'sku', 'rate'] as const);
  const columns = one ? 'sku, rate (product_name, list_price and discount_percent are read as notes)' : 'email, sku, rate';
  if (!head) throw invalid({ 'line 1': [`The file is empty: it needs the header ${needed.join(',')}.`] }, 'The file has no rows.');
  const col: Partial<Record<PriceColumn, number>> = {};
  const headerProblems: string[] = [];
  head.fields.forEach((cell, i) => {
    const key = cell.trim().toLowerCase().replace(/[\s-]+/g, '_');
    const name = one && ACCOUNT_INFO_COLUMNS.includes(key) ? 'info' : HEADER_NAMES[key];
    if (!name || (one && name === 'email')) headerProblems.push(`Unknown column '${cell.trim()}'.`);
    else if (name === 'info') return;
    else if (col[name] !== undefined) headerProblems.push(`Column '${name}' appears twice.`);
    else col[name] = i;
  });
  for (const name of needed) if (col[name] === undefined) headerProblems.push(`The header has no '${name}' column.`);
  if (headerProblems.length) throw invalid({ 'line 1': [...headerProblems, `Columns: ${columns}.`] }, 'The header row is not a price-list header.');

  const work = async (tx: Db): Promise<PriceListReport> => {
    const cell = (r: { fields: string[] }, name: 'email' | 'sku' | 'rate') => (col[name] === undefined ? '' : (r.fields[col[name]!] ?? '').trim());
    if (one && !(await lockCustomer(tx as unknown as Tx, opts.customerId!))) throw notFound(ACCOUNT_NOT_FOUND);
    const emails = JSON.stringify([...new Set(rows.map((r) => cell(r, 'email').toLowerCase()))]);
    const skus = JSON.stringify([...new Set(rows.map((r) => cell(r, 'sku')))]);
    const customerRows = (await tx.execute(
      sql`select id, lower(email) as email from customers where lower(email) in (select jsonb_array_elements_text(${emails}::jsonb))`,
    )) as unknown as Rows<{ id: number; email: string }>;
    const customerId = new Map(customerRows.rows.map((c) => [c.email, Number(c.id)]));
    // One account's file: every row is that account's (the email column is not there).
    if (one) customerId.set('', opts.customerId!);
    // SKUs as staff type them: upper or lower case finds the product (the import keeps new SKUs
    // from being case-only twins; where old ones are, the exact spelling wins).
    const productRows = (await tx.execute(
      sql`select id, sku, product_name, base_price, discount_price from products
          where lower(sku) in (select lower(jsonb_array_elements_text(${skus}::jsonb)))
          order by id`,
    )) as unknown as Rows<ProductRef>;
    const exact = new Map(productRows.rows.map((p) => [p.sku, { ...p, id: Number(p.id) }]));
    const byLower = new Map<string, ProductRef>();
    for (const p of exact.values()) if (!byLower.has(p.sku.toLowerCase())) byLower.set(p.sku.toLowerCase(), p);
    const product = { get: (sku: string) => exact.get(sku) ?? byLower.get(sku.toLowerCase()) };
    const current = (await tx.execute(
      sql`select customer_id, product_id, custom_rate from custom_rates
          where customer_id in (select (jsonb_array_elements_text(${JSON.stringify([...customerId.values()])}::jsonb))::int)`,
    )) as unknown as Rows<{ customer_id: number; product_id: number; custom_rate: string }>;
    const rateOf = new Map(current.rows.map((r) => [`${r.customer_id}/${r.product_id}`, Math.round(Number(r.custom_rate) * 100)]));

    const errors: Record<string, string[]> = {};
    const rowErrors: PriceListRowError[] = [];
    const maxErrors = opts.maxErrors ?? MAX_LISTED_ERRORS;
    let errorRows = 0;
    let listed = 0;
    const seen = new Map<string, number>();
    const upserts: { customer_id: number; product_id: number; custom_rate: string }[] = [];
    const removals: { customer_id: number; product_id: number }[] = [];
    const report: PriceListReport = { rows: rows.length, created: 0, updated: 0, unchanged: 0, removed: 0 };
    for (const r of rows) {
      const problems: [field: string, message: string][] = [];
      const email = cell(r, 'email');
      const sku = cell(r, 'sku');
      const rateText = cell(r, 'rate');
      if (r.fields.length !== head.fields.length) problems.push(['', `The row has ${r.fields.length} fields; the header has ${head.fields.length}.`]);
      const cid = customerId.get(email.toLowerCase());
      const p = product.get(sku);
      if (!one && !email) problems.push(['email', 'email is required.']);
      else if (cid === undefined) problems.push(['email', `No customer with the email ${email}.`]);
      if (!sku) problems.push(['sku', 'sku is required.']);
      else if (!p) problems.push(['sku', `No product with the SKU ${sku}.`]);
      let paise: number | null = null;
      if (rateText !== '') {
        if (!/^\d+(\.\d{1,2})?$/.test(rateText) || Number(rateText) <= 0) problems.push(['rate', `rate must be a number of rupees above 0 such as 1499 or 1499.50, not '${rateText}'.`]);
        else paise = Math.round(Number(rateText) * 100);
      }
      if (p && paise !== null && paise > listPricePaise(p)) {
        problems.push(['rate', `rate ${formatPaise(paise)} is above the product's price ${formatPaise(listPricePaise(p))}.`]);
      }
      // One product however its SKU was spelled on each line.
      const key = `${email.toLowerCase()}/${p ? p.id : sku}`;
      if ((one || email) && sku && seen.has(key)) problems.push(['sku', `This ${one ? 'SKU is' : 'customer and SKU are'} already on line ${seen.get(key)}.`]);
      else seen.set(key, r.line);
      if (problems.length) {
        errorRows += 1;
        if (listed < MAX_LISTED_ERRORS) errors[`line ${r.line}`] = problems.map(([, m]) => m);
        listed += problems.length;
        for (const [field, message] of problems) if (rowErrors.length < maxErrors) rowErrors.push({ line: r.line, sku, field, message });
        continue;
      }
      const was = rateOf.get(`${cid}/${p!.id}`);
      if (paise === null) {
        if (was !== undefined) {
          removals.push({ customer_id: cid!, product_id: p!.id });
          report.removed += 1;
        } else report.unchanged += 1;
      } else if (was === paise) report.unchanged += 1;
      else {
        upserts.push({ customer_id: cid!, product_id: p!.id, custom_rate: (paise / 100).toFixed(2) });
        if (was === undefined) report.created += 1;
        else report.updated += 1;
      }
    }
    if (errorRows) {
      throw new PriceListRefused(`${errorRows} of ${rows.length} rows have errors: no rates were changed.`, errors, rowErrors, errorRows, report);
    }
    if (opts.dryRun) return report;
    if (removals.length) {
      await tx.execute(sql`delete from custom_rates c using jsonb_to_recordset(${JSON.stringify(removals)}::jsonb) as x(customer_id int, product_id int)
                           where c.customer_id = x.customer_id and c.product_id = x.product_id`);
    }
    if (upserts.length) {
      // Existing rates are updated in place: delete-and-insert would give them new ids for nothing.
      for (let start = 0; start < upserts.length; start += 1000) {
        const json = JSON.stringify(upserts.slice(start, start + 1000));
        await tx.execute(sql`update custom_rates c set custom_rate = x.custom_rate
                             from jsonb_to_recordset(${json}::jsonb) as x(customer_id int, product_id int, custom_rate numeric)
                             where c.customer_id = x.customer_id and c.product_id = x.product_id`);
      }
      const fresh = upserts.filter((u) => !rateOf.has(`${u.customer_id}/${u.product_id}`));
      await bulkInsert(tx, { name: 'custom_rates', columns: { customer_id: 'int', product_id: 'int', custom_rate: 'numeric' } }, fresh);
    }
    if (opts.beforeCommit) await opts.beforeCommit(tx, report);
    return report;
  };
  // A dry run reads only; the import is one transaction: all rows or none.
  return opts.dryRun ? work(db) : db.transaction((tx) => work(tx as unknown as Db));
}

/** A customer's price-list rates by SKU. */
export async function priceListOf(db: Db, emailInput: string): Promise<CustomerPriceList> {
  const email = (emailInput ?? '').trim();
  if (!email) throw invalid({ email: ['Email is required'] });
  const customer = (await db.execute(
    sql`select id, email, company_name from customers where lower(email) = ${email.toLowerCase()} limit 1`,
  )) as unknown as Rows<{ id: number; email: string; company_name: string }>;
  const c = customer.rows[0];
  if (!c) throw notFound(`No customer with the email ${email}.`);
  const rates = (await db.execute(
    sql`select p.sku, p.product_name, p.base_price, p.discount_price, p.is_active, r.custom_rate
        from custom_rates r join products p on p.id = r.product_id
        where r.customer_id = ${c.id} order by p.sku collate "C"`,
  )) as unknown as Rows<ProductRef & { is_active: boolean; custom_rate: string }>;
  return {
    email: c.email,
    company_name: c.company_name,
    lines: rates.rows.map((r) => ({
      sku: r.sku,
      product_name: r.product_name,
      list_price: listPricePaise(r) / 100,
      custom_rate: Number(r.custom_rate),
      is_active: Boolean(r.is_active),
    })),
  };
}

/** One customer's rates, by SKU (the back office's account page). */
export async function ratesOf(db: Db, customerId: number): Promise<PriceListLine[]> {
  const rows = await db
    .select({
      sku: products.sku,
      product_name: products.productName,
      base_price: products.basePrice,
      discount_price: products.discountPrice,
      is_active: products.isActive,
      custom_rate: customRates.customRate,
    })
    .from(customRates)
    .innerJoin(products, eq(products.id, customRates.productId))
    .where(eq(customRates.customerId, customerId))
    .orderBy(asc(sql`${products.sku} collate "C"`));
  return rows.map((r) => ({
    sku: r.sku,
    product_name: r.product_name,
    list_price: listPricePaise(r) / 100,
    custom_rate: toPaise(r.custom_rate) / 100,
    is_active: Boolean(r.is_active),
  }));
}

const ACCOUNT_NOT_FOUND = 'Account not found';

/** The product of a SKU as staff typed it: the exact spelling first, else the one that differs only in case. */
async function productBySku(db: Pick<Db, 'select'>, sku: string) {
  const [p] = await db
    .select({ id: products.id, sku: products.sku, base_price: products.basePrice, discount_price: products.discountPrice })
    .from(products)
    .where(or(eq(products.sku, sku), sql`lower(${products.sku}) = lower(${sku})`))
    .orderBy(sql`${products.sku} = ${sku} desc`, asc(products.id))
    .limit(1);
  return p;
}

/**
 * Sets one customer's rate for one product (staff, with an audit entry in the same transaction).
 * The import's rules: above 0 and not above the product's own price.
 */
export async function setCustomerRate(db: Db, actor: Actor, customerId: number, input: FormInput): Promise<{ created: boolean }> {
  const v = validateForm(input, accountRateRules);
  const sku = v.sku as string;
  // The rule has refused 0 and read "1,499.50" as "1499.50".
  const paise = toPaise(v.rate as string);
  return db.transaction(async (tx) => {
    // The customer first (lib/locks.ts): rate writes of one account queue behind each other.
    if (!(await lockCustomer(tx, customerId))) throw notFound(ACCOUNT_NOT_FOUND);
    const p = await productBySku(tx, sku);
    if (!p) throw invalid({ sku: [`No product with the SKU ${sku}.`] });
    const list = listPricePaise(p);
    if (paise > list) throw invalid({ rate: [`The rate ${formatPaise(paise)} is above the product's price ${formatPaise(list)}.`] });
    const [was] = await tx
      .select({ id: customRates.id, rate: customRates.customRate })
      .from(customRates)
      .where(and(eq(customRates.customerId, customerId), eq(customRates.productId, p.id)));
    const rate = (paise / 100).toFixed(2);
    if (was) await tx.update(customRates).set({ customRate: rate }).where(eq(customRates.id, was.id));
    else await tx.insert(customRates).values({ customerId, productId: p.id, customRate: rate });
    await recordAudit(tx, actor, {
      action: 'customer.rate.set',
      entityType: 'customer',
      entityId: customerId,
      before: was ? { sku, rate: toPaise(was.rate) / 100 } : null,
      after: { sku, rate: paise / 100 },
    });
    return { created: !was };
  });
}

/** Removes one customer's rate for one product: the customer pays the product's price again. */
export async function removeCustomerRate(db: Db, actor: Actor, customerId: number, sku: string): Promise<void> {
  await db.transaction(async (tx) => {
    if (!(await lockCustomer(tx, customerId))) throw notFound(ACCOUNT_NOT_FOUND);
    const p = await productBySku(tx, sku);
    const [was] = p
      ? await tx
          .delete(customRates)
          .where(and(eq(customRates.customerId, customerId), eq(customRates.productId, p.id)))
          .returning({ rate: customRates.customRate })
      : [];
    if (!was) throw notFound(`This account has no rate for the SKU ${sku}.`);
    await recordAudit(tx, actor, {
      action: 'customer.rate.remove',
      entityType: 'customer',
      entityId: customerId,
      before: { sku, rate: toPaise(was.rate) / 100 },
      after: null,
    });
  });
}

/** 404 unless the account exists. */
export async function requireAccount(db: Db, customerId: number): Promise<void> {
  const [found] = await db.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId));
  if (!found) throw notFound(ACCOUNT_NOT_FOUND);
}

/** One account's price list as CSV (the back office's download): sku, product, price, rate, discount; it imports back unchanged. */
export async function accountPriceListCsv(db: Db, customerId: number): Promise<string> {
  await requireAccount(db, customerId);
  const lines = await ratesOf(db, customerId);
  const rows = lines.map((l) => csvRow([l.sku, l.product_name, l.list_price.toFixed(2), l.custom_rate.toFixed(2), rateDiscountPercent(l.list_price, l.custom_rate)]));
  return csvRow(ACCOUNT_PRICE_LIST_COLUMNS) + rows.join('');
}
