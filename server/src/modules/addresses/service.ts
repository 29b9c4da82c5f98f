// Billing and shipping address books: one implementation, two books that differ in their field
// prefix ('b_' / 's_') and in which fields are required (spec 5).
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingAddresses, customers, shippingAddresses } from '../../db/schema';
import type { Tx } from '../../db/client';
import type { BillingAddress, ShippingAddress } from '@contracts/addresses';
import type { PagedOf } from '@contracts/common';
import { ADDRESS_PARTS, billingAddressRules, shippingAddressRules, type AddressPart, type Rules } from '@contracts/fields';
import { notFound } from '../../lib/errors';
import { validateForm, type FormInput } from '../../lib/fields';

export type BookName = 'billing' | 'shipping';
export const PER_PAGE = 10;

/** The wire address of each book. */
export interface BookAddress {
  billing: BillingAddress;
  shipping: ShippingAddress;
}

const PROP: Record<AddressPart, string> = {
  address_line1: 'AddressLine1',
  address_line2: 'AddressLine2',
  city: 'City',
  state: 'State',
  country: 'Country',
  pincode: 'Pincode',
  phone: 'Phone',
};

interface Book {
  // The two tables share every column but the prefix; queries below only name the shared ones
  // (id, customerId, isDefault, createdAt) through the table, the prefixed ones by property name.
  table: typeof billingAddresses;
  prefix: 'b' | 's';
  rules: Rules;
}

const BOOKS: Record<BookName, Book> = {
  billing: { table: billingAddresses, prefix: 'b', rules: billingAddressRules },
  shipping: {
    // Same shape as billing but for the prefix and NOT NULL on the required fields; see Book.
    table: shippingAddresses as unknown as typeof billingAddresses,
    prefix: 's',
    rules: shippingAddressRules,
  },
};

type Row = Record<string, unknown> & { id: number; isDefault: string };

/**
 * A row in the book's wire shape. The columns the book requires are NOT NULL in its table, so
 * the row fills the contract's shape; the prefixed keys are built, hence the one cast.
 */
function serialize<B extends BookName>(name: B, row: Row): BookAddress[B] {
  const { prefix } = BOOKS[name];
  const out: Record<string, string | number | null> = { id: row.id };
  for (const part of ADDRESS_PARTS) out[`${prefix}_${part}`] = (row[`${prefix}${PROP[part]}`] as string | null) ?? null;
  out.is_default = row.isDefault;
  return out as unknown as BookAddress[B];
}

/** Defaults first, then newest; a page past the end answers the last page. */
export async function listAddresses<B extends BookName>(db: Db, name: B, customerId: number, page = 1): Promise<PagedOf<BookAddress[B]>> {
  const book = BOOKS[name];
  const t = book.table;
  const [{ total }] = await db.select({ total: count() }).from(t).where(eq(t.customerId, customerId));
  const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), lastPage);
  const rows = await db
    .select()
    .from(t)
    .where(eq(t.customerId, customerId))
    .orderBy(desc(t.isDefault), desc(t.createdAt), desc(t.id))
    .limit(PER_PAGE)
    .offset((current - 1) * PER_PAGE);
  return {
    data: rows.map((r) => serialize(name, r as Row)),
    current_page: current,
    last_page: lastPage,
    per_page: PER_PAGE,
    total,
  };
}

function validate(book: Book, input: FormInput) {
  const v = validateForm(input, book.rules);
  const values: Record<string, string | null> = {};
  for (const part of ADDRESS_PARTS) values[`${book.prefix}${PROP[part]}`] = v[`${book.prefix}_${part}`];
  return { values, isDefault: v.is_default as 'y' | 'n' | null };
}

/** Address writes of one customer run one at a time, so "exactly one default" cannot race. */
async function lockBook(tx: Tx, customerId: number) {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

async function clearDefault(tx: Tx, book: Book, customerId: number) {
  const t = book.table;
  await tx
    .update(t)
    .set({ isDefault: 'n' })
    .where(and(eq(t.customerId, customerId), eq(t.isDefault, 'y')));
}

async function ownAddress(tx: Tx, book: Book, customerId: number, id: number): Promise<Row> {
  const t = book.table;
  const [row] = await tx
    .select()
    .from(t)
    .where(and(eq(t.id, id), eq(t.customerId, customerId)))
    .limit(1);
  // Someone else's address looks exactly like a missing one.
  if (!row) throw notFound('Address not found');
  return row as Row;
}

export async function storeAddress<B extends BookName>(db: Db, name: B, customerId: number, input: FormInput): Promise<BookAddress[B]> {
  const book = BOOKS[name];
  const { values, isDefault } = validate(book, input);
  const t = book.table;
  return db.transaction(async (tx) => {
    await lockBook(tx, customerId);
    const [{ n }] = await tx.select({ n: count() }).from(t).where(eq(t.customerId, customerId));
    // The first address of a book is its default, whatever the form said.
    const makeDefault = n === 0 || isDefault === 'y';
    if (makeDefault && n > 0) await clearDefault(tx, book, customerId);
    const [row] = await tx
      .insert(t)
      .values({ ...values, customerId, isDefault: makeDefault ? 'y' : 'n' } as typeof t.$inferInsert)
      .returning();
    return serialize(name, row as Row);
  });
}

/**
 * Replaces the address's fields. is_default 'y' makes it the book's default; 'n' on the current
 * default is ignored, because a book always has one default: choose another address instead.
 */
export async function updateAddress<B extends BookName>(
  db: Db,
  name: B,
  customerId: number,
  id: number,
  input: FormInput,
): Promise<BookAddress[B]> {
  const book = BOOKS[name];
  const { values, isDefault } = validate(book, input);
  const t = book.table;
  return db.transaction(async (tx) => {
    await lockBook(tx, customerId);
    const current = await ownAddress(tx, book, customerId, id);
    const becomesDefault = isDefault === 'y' && current.isDefault !== 'y';
    if (becomesDefault) await clearDefault(tx, book, customerId);
    const [row] = await tx
      .update(t)
      .set({ ...values, ...(becomesDefault ? { isDefault: 'y' } : {}) } as Partial<typeof t.$inferInsert>)
      .where(and(eq(t.id, id), eq(t.customerId, customerId)))
      .returning();
    return serialize(name, row as Row);
  });
}

/** Deleting the default promotes the newest remaining address. */
export async function deleteAddress(db: Db, name: BookName, customerId: number, id: number): Promise<void> {
  const book = BOOKS[name];
  const t = book.table;
  await db.transaction(async (tx) => {
    await lockBook(tx, customerId);
    const current = await ownAddress(tx, book, customerId, id);
    await tx.delete(t).where(and(eq(t.id, id), eq(t.customerId, customerId)));
    if (current.isDefault !== 'y') return;
    const [next] = await tx
      .select({ id: t.id })
      .from(t)
      .where(eq(t.customerId, customerId))
      .orderBy(desc(t.createdAt), desc(t.id))
      .limit(1);
    if (next) await tx.update(t).set({ isDefault: 'y' }).where(eq(t.id, next.id));
  });
}
