// A company's shopping lists: create, rename, delete, read priced with the buyer's prices,
// add, change and remove items. A list belongs to the company (its customers row); another company's
// list answers exactly like a missing one.
//
// Writes take their locks in the store's one lock order (db/locks.ts): the customer row first (so
// the per-company limits and name check hold, and parallel adds of one product queue and merge),
// then the list row. Adding the list to the cart lives in toCart.ts.
import { and, asc, count, eq, sql } from 'drizzle-orm';
import {
  SHOPPING_LISTS_MAX,
  SHOPPING_LIST_ITEMS_MAX,
  SHOPPING_LIST_MESSAGES as M,
  SHOPPING_LIST_QUANTITY_MAX,
  STOCK_STATE_LABELS,
  shoppingListRules,
  type StockState,
} from '@contracts/shoppingListRules';
import type { ShoppingListDetail, ShoppingListItem, ShoppingListItemInput, ShoppingListRequest, ShoppingListSummary } from '@contracts/shoppingLists';
import type { Db, DbOrTx, Tx } from '../../db/client';
import { customRates, products, shoppingListItems, shoppingLists } from '../../db/schema';
import { conflict, invalid, notFound } from '../../lib/errors';
import { FieldErrorsBuilder, checkFields, isUniqueViolation } from '../../lib/fields';
import { lockCustomer } from '../../db/locks';
import { cartTotals, isSameState, listPricePaise, priceLine, unitPricePaise } from '../../lib/gst';
import { fromPaise, toPaise } from '../../lib/money';
import { csvRow } from '../../lib/csv';
import { defaultShippingState, pricedProductColumns } from '../cart';
import { anyOf } from '../quickorder';

type ListRow = typeof shoppingLists.$inferSelect;

/** The company's own list named by its public id, optionally locked; anything else is 'not found'. */
export async function ownList(tx: DbOrTx, customerId: number, publicId: string, lock = false): Promise<ListRow> {
  const q = tx
    .select()
    .from(shoppingLists)
    .where(and(eq(shoppingLists.publicId, publicId), eq(shoppingLists.customerId, customerId)));
  const [row] = await (lock ? q.for('update') : q);
  if (!row) throw notFound(M.listNotFound);
  return row;
}

const itemCount = async (tx: DbOrTx, listId: number) =>
  (await tx.select({ n: count() }).from(shoppingListItems).where(eq(shoppingListItems.listId, listId)))[0].n;

function summaryOf(row: ListRow, items: number): ShoppingListSummary {
  return {
    id: row.publicId,
    name: row.name,
    note: row.note,
    version: row.version,
    item_count: items,
    created_at: row.createdAt.toISOString(),
    updated_at: row.updatedAt.toISOString(),
  };
}

/** The company's lists, by name, with how many products each holds. */
export async function listLists(db: Db, customerId: number): Promise<ShoppingListSummary[]> {
  const rows = await db
    .select({ list: shoppingLists, items: count(shoppingListItems.id) })
    .from(shoppingLists)
    .leftJoin(shoppingListItems, eq(shoppingListItems.listId, shoppingLists.id))
    .where(eq(shoppingLists.customerId, customerId))
    .groupBy(shoppingLists.id)
    .orderBy(sql`lower(${shoppingLists.name})`, asc(shoppingLists.id));
  return rows.map((r) => summaryOf(r.list, r.items));
}

/** Refuses a name another of the company's lists has (any case); the caller holds the customer lock. */
async function checkNameFree(tx: Tx, customerId: number, name: string, exceptId?: number) {
  const [taken] = await tx
    .select({ id: shoppingLists.id })
    .from(shoppingLists)
    .where(and(eq(shoppingLists.customerId, customerId), sql`lower(${shoppingLists.name}) = lower(${name})`));
  if (taken && taken.id !== exceptId) throw invalid({ name: [M.nameTaken] }, M.nameTaken);
}

/** A unique-index refusal the pre-check could not see (it cannot, under the customer lock) still reads as the name rule. */
async function nameRule<T>(work: () => Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (err) {
    if (isUniqueViolation(err, 'shopping_lists_customer_name_unique')) throw invalid({ name: [M.nameTaken] }, M.nameTaken);
    throw err;
  }
}

export async function createList(db: Db, customerId: number, body: ShoppingListRequest): Promise<ShoppingListSummary> {
  const errors = new FieldErrorsBuilder();
  const v = checkFields(body, shoppingListRules, errors);
  errors.throwIfAny();
  const name = v.name!;
  return nameRule(() =>
    db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      const [{ n }] = await tx.select({ n: count() }).from(shoppingLists).where(eq(shoppingLists.customerId, customerId));
      if (n >= SHOPPING_LISTS_MAX) throw invalid({ name: [M.tooManyLists] }, M.tooManyLists);
      await checkNameFree(tx, customerId, name);
      const [row] = await tx.insert(shoppingLists).values({ customerId, name, note: v.note ?? '' }).returning();
      return summaryOf(row, 0);
    }),
  );
}

/** Rename and / or change the note; a `version` sent must be the list's current one (409 otherwise). */
export async function updateList(db: Db, customerId: number, publicId: string, body: ShoppingListRequest): Promise<ShoppingListSummary> {
  const errors = new FieldErrorsBuilder();
  // Only the fields sent are checked and changed: a rename does not clear the note.
  const rules = {
    ...(body.name !== undefined ? { name: shoppingListRules.name } : {}),
    ...(body.note !== undefined ? { note: shoppingListRules.note } : {}),
  };
  const v = checkFields(body, rules, errors) as { name?: string | null; note?: string | null };
  errors.throwIfAny();
  return nameRule(() =>
    db.transaction(async (tx) => {
      await lockCustomer(tx, customerId);
      const list = await ownList(tx, customerId, publicId, true);
      if (body.version !== undefined && body.version !== list.version) throw conflict(M.stale);
      if (v.name) await checkNameFree(tx, customerId, v.name, list.id);
      const [row] = await tx
        .update(shoppingLists)
        .set({
          ...(v.name ? { name: v.name } : {}),
          ...(body.note !== undefined ? { note: v.note ?? '' } : {}),
          version: list.version + 1,
          updatedAt: new Date(),
        })
        .where(eq(shoppingLists.id, list.id))
        .returning();
      return summaryOf(row, await itemCount(tx, list.id));
    }),
  );
}

export async function deleteList(db: Db, customerId: number, publicId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const list = await ownList(tx, customerId, publicId, true);
    await tx.delete(shoppingLists).where(eq(shoppingLists.id, list.id));
  });
}

/* ---------- reading a list, priced ---------- */

function stockState(isActive: boolean, stock: number, quantity: number): StockState {
  if (!isActive) return 'not_sold';
  if (stock <= 0) return 'out_of_stock';
  return stock < quantity ? 'low_stock' : 'in_stock';
}

/**
 * One list with its items in list order, each priced as this company pays today (its price-list
 * rate, else the list price) and taxed for its default shipping address, like the cart. The totals
 * count the products still sold: a withdrawn product cannot be bought.
 */
export async function readList(db: DbOrTx, customerId: number, publicId: string, storeState: string): Promise<ShoppingListDetail> {
  const list = await ownList(db, customerId, publicId);
  const [rows, shipState] = await Promise.all([
    db
      .select({
        productId: shoppingListItems.productId,
        quantity: shoppingListItems.quantity,
        position: shoppingListItems.position,
        sku: products.sku,
        ...pricedProductColumns,
      })
      .from(shoppingListItems)
      .innerJoin(products, eq(products.id, shoppingListItems.productId))
      .leftJoin(customRates, and(eq(customRates.productId, shoppingListItems.productId), eq(customRates.customerId, customerId)))
      .where(eq(shoppingListItems.listId, list.id))
      .orderBy(asc(shoppingListItems.position), asc(shoppingListItems.id)),
    defaultShippingState(db, customerId),
  ]);
  const sameState = isSameState(shipState, storeState);
  const taxed = rows.map((r) => {
    const unit = unitPricePaise(r);
    return { r, unit, line: priceLine(unit, r.quantity, Number(r.gstRate), sameState) };
  });
  const items: ShoppingListItem[] = taxed.map(({ r, unit, line }) => ({
    product_id: r.productId,
    sku: r.sku,
    name: r.name,
    slug: r.slug,
    image: r.image,
    quantity: r.quantity,
    position: r.position,
    unit_price: fromPaise(unit),
    list_price: fromPaise(listPricePaise(r)),
    custom_rate: r.customRate === null ? null : fromPaise(toPaise(r.customRate)),
    line_total: fromPaise(line.lineTotal),
    gst: Number(r.gstRate),
    stock_quantity: r.isActive ? r.stock : 0,
    stock_state: stockState(r.isActive, r.stock, r.quantity),
  }));
  const t = cartTotals(taxed.filter((x) => x.r.isActive).map((x) => x.line));
  return {
    ...summaryOf(list, rows.length),
    items,
    totals: {
      sub_total: fromPaise(t.sub_total),
      cgst_amount: fromPaise(t.cgst_amount),
      sgst_amount: fromPaise(t.sgst_amount),
      igst_amount: fromPaise(t.igst_amount),
      grand_total: fromPaise(t.grand_total),
    },
    max_items: SHOPPING_LIST_ITEMS_MAX,
  };
}

/* ---------- items ---------- */

const goodQuantity = (q: number) => Number.isInteger(q) && q >= 1 && q <= SHOPPING_LIST_QUANTITY_MAX;

/** Marks the list changed (version and time) inside the caller's transaction. */
async function touch(tx: Tx, list: ListRow) {
  await tx.update(shoppingLists).set({ version: list.version + 1, updatedAt: new Date() }).where(eq(shoppingLists.id, list.id));
}

/**
 * Adds products (a product already on the list, or named twice, has its quantities added together).
 * New products go to the end of the list in the order given. Every product must exist and be sold;
 * errors are keyed `items.<index>.<field>`.
 */
export async function addItems(db: Db, customerId: number, publicId: string, input: ShoppingListItemInput[]): Promise<void> {
  if (input.length === 0) throw invalid({ items: [M.noItems] }, M.noItems);
  const errors = new FieldErrorsBuilder();
  const wanted = new Map<number, number>();
  input.forEach((it, i) => {
    const q = it.quantity ?? 1;
    if (!goodQuantity(q)) errors.add(`items.${i}.quantity`, M.quantity);
    else wanted.set(it.product_id, (wanted.get(it.product_id) ?? 0) + q);
  });
  errors.throwIfAny();

  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const list = await ownList(tx, customerId, publicId, true);
    const ids = [...wanted.keys()];
    const [found, existing] = await Promise.all([
      tx.select({ id: products.id, isActive: products.isActive }).from(products).where(anyOf(products.id, ids, 'int4')),
      tx
        .select({ productId: shoppingListItems.productId, quantity: shoppingListItems.quantity, position: shoppingListItems.position })
        .from(shoppingListItems)
        .where(eq(shoppingListItems.listId, list.id)),
    ]);
    const sold = new Map(found.map((p) => [p.id, p.isActive] as const));
    const held = new Map(existing.map((e) => [e.productId, e.quantity] as const));
    input.forEach((it, i) => {
      const active = sold.get(it.product_id);
      if (active === undefined) errors.add(`items.${i}.product_id`, M.unknownProduct);
      else if (!active) errors.add(`items.${i}.product_id`, M.notSold);
      else if ((held.get(it.product_id) ?? 0) + wanted.get(it.product_id)! > SHOPPING_LIST_QUANTITY_MAX) errors.add(`items.${i}.quantity`, M.quantity);
    });
    errors.throwIfAny();
    const fresh = ids.filter((id) => !held.has(id));
    if (existing.length + fresh.length > SHOPPING_LIST_ITEMS_MAX) throw invalid({ items: [M.tooManyItems] }, M.tooManyItems);

    let next = existing.reduce((m, e) => Math.max(m, e.position), 0);
    const positions = new Map(fresh.map((id) => [id, ++next] as const));
    const qtys = ids.map((id) => (held.get(id) ?? 0) + wanted.get(id)!);
    const pos = ids.map((id) => positions.get(id) ?? 0);
    // One statement however many products; the unique (list, product) index makes a product one row.
    await tx.execute(sql`
      insert into ${shoppingListItems} (list_id, product_id, quantity, position)
      select ${list.id}::int4, t.product_id, t.quantity, t.position
      from unnest(${sql.param(ids)}::int4[], ${sql.param(qtys)}::int4[], ${sql.param(pos)}::int4[]) as t(product_id, quantity, position)
      on conflict (list_id, product_id) do update set quantity = excluded.quantity`);
    await touch(tx, list);
  });
}

export async function setItemQuantity(db: Db, customerId: number, publicId: string, productId: number, quantity: number): Promise<void> {
  if (!goodQuantity(quantity)) throw invalid({ quantity: [M.quantity] }, M.quantity);
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const list = await ownList(tx, customerId, publicId, true);
    const updated = await tx
      .update(shoppingListItems)
      .set({ quantity })
      .where(and(eq(shoppingListItems.listId, list.id), eq(shoppingListItems.productId, productId)))
      .returning({ id: shoppingListItems.id });
    if (updated.length === 0) throw notFound(M.itemNotFound);
    await touch(tx, list);
  });
}

export async function removeItem(db: Db, customerId: number, publicId: string, productId: number): Promise<void> {
  await db.transaction(async (tx) => {
    await lockCustomer(tx, customerId);
    const list = await ownList(tx, customerId, publicId, true);
    const deleted = await tx
      .delete(shoppingListItems)
      .where(and(eq(shoppingListItems.listId, list.id), eq(shoppingListItems.productId, productId)))
      .returning({ id: shoppingListItems.id });
    if (deleted.length === 0) throw notFound(M.itemNotFound);
    await touch(tx, list);
  });
}

/** The list as CSV (SKU first, so the file goes back into quick order as it is), with today's prices. */
export function listCsv(list: ShoppingListDetail): string {
  const head = csvRow(['SKU', 'Quantity', 'Product', 'Unit price (INR)', 'Line total (INR)', 'GST %', 'Stock']);
  const rows = list.items.map((i) => csvRow([i.sku, i.quantity, i.name, i.unit_price.toFixed(2), i.line_total.toFixed(2), i.gst, STOCK_STATE_LABELS[i.stock_state]]));
  // No totals row: the file stays one product per line, which quick order reads back.
  return head + rows.join('');
}

/** A file name from the list's name: letters, digits and dashes only. */
export const csvFileName = (name: string) => `${name.replace(/[^A-Za-z0-9]+/g, '-').replace(/^-|-$/g, '').toLowerCase() || 'shopping-list'}.csv`;
