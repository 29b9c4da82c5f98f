// Billing and shipping address books: one table, two books that differ in their wire prefix
// ('b_' / 's_') and in which fields are required (spec 5). The id a customer sees is the address's
// public id; reading which address is a book's default lives in read.ts.
import { and, count, eq } from 'drizzle-orm';
import type { Db, Tx } from '../../db/client';
import { addresses, customers } from '../../db/schema';
import type { PagedOf } from '@contracts/common';
import { ADDRESS_PARTS, billingAddressRules, shippingAddressRules, type Rules } from '@contracts/fields';
import { notFound } from '../../lib/errors';
import { validateForm, type FormInput } from '../../lib/fields';
import { COLUMN, DEFAULT_FIRST, PREFIX, bookAddress, ownAddress, type AddressKind, type AddressRow, type BookAddress } from './read';

export const PER_PAGE = 10;

/** What the form of each book requires (spec 5: billing only line 1, shipping every part but line 2). */
const RULES: Record<AddressKind, Rules> = { billing: billingAddressRules, shipping: shippingAddressRules };

/** The stored parts of an address, by column. */
export type AddressValues = Pick<AddressRow, 'line1' | 'line2' | 'city' | 'state' | 'country' | 'pincode' | 'phone'>;

const ofBook = (customerId: number, kind: AddressKind) => and(eq(addresses.customerId, customerId), eq(addresses.kind, kind));

/** Defaults first, then newest; a page past the end answers the last page. */
export async function listAddresses<K extends AddressKind>(db: Db, kind: K, customerId: number, page = 1): Promise<PagedOf<BookAddress[K]>> {
  const [{ total }] = await db.select({ total: count() }).from(addresses).where(ofBook(customerId, kind));
  const lastPage = Math.max(1, Math.ceil(total / PER_PAGE));
  const current = Math.min(Math.max(1, Math.floor(page) || 1), lastPage);
  const rows = await db
    .select()
    .from(addresses)
    .where(ofBook(customerId, kind))
    .orderBy(...DEFAULT_FIRST)
    .limit(PER_PAGE)
    .offset((current - 1) * PER_PAGE);
  return {
    data: rows.map((r) => bookAddress(kind, r)),
    current_page: current,
    last_page: lastPage,
    per_page: PER_PAGE,
    total,
  };
}

/** The book's form checked against its rules (422 per field), as columns. */
function validate(kind: AddressKind, input: FormInput): { values: AddressValues; isDefault: 'y' | 'n' | null } {
  const v = validateForm(input, RULES[kind]);
  const values: Record<string, string | null> = {};
  for (const part of ADDRESS_PARTS) values[COLUMN[part]] = v[`${PREFIX[kind]}_${part}`];
  // Line 1 is required in both books, so the check above leaves it non-null.
  return { values: values as AddressValues, isDefault: v.is_default as 'y' | 'n' | null };
}

/** Address writes of one customer run one at a time, so "exactly one default" cannot race. */
async function lockBook(tx: Tx, customerId: number) {
  await tx.select({ id: customers.id }).from(customers).where(eq(customers.id, customerId)).for('update');
}

async function clearDefault(tx: Tx, kind: AddressKind, customerId: number) {
  await tx
    .update(addresses)
    .set({ isDefault: 'n' })
    .where(and(ofBook(customerId, kind), eq(addresses.isDefault, 'y')));
}

async function requireOwn(tx: Tx, kind: AddressKind, customerId: number, publicId: string): Promise<AddressRow> {
  const row = await ownAddress(tx, customerId, kind, publicId);
  // A serial id, another book's id or someone else's address looks exactly like a missing one.
  if (!row) throw notFound('Address not found');
  return row;
}

/** Adds an address to the company's book; `userId` is the company user who made it. */
export async function storeAddress<K extends AddressKind>(db: Db, kind: K, customerId: number, userId: number, input: FormInput): Promise<BookAddress[K]> {
  const { values, isDefault } = validate(kind, input);
  return db.transaction(async (tx) => {
    await lockBook(tx, customerId);
    const [{ n }] = await tx.select({ n: count() }).from(addresses).where(ofBook(customerId, kind));
    // The first address of a book is its default, whatever the form said.
    const makeDefault = n === 0 || isDefault === 'y';
    if (makeDefault && n > 0) await clearDefault(tx, kind, customerId);
    const [row] = await tx
      .insert(addresses)
      .values({ ...values, customerId, createdByUserId: userId, kind, isDefault: makeDefault ? 'y' : 'n' })
      .returning();
    return bookAddress(kind, row);
  });
}

/**
 * Replaces the address's fields. is_default 'y' makes it the book's default; 'n' on the current
 * default is ignored, because a book always has one default: choose another address instead.
 */
export async function updateAddress<K extends AddressKind>(
  db: Db,
  kind: K,
  customerId: number,
  publicId: string,
  input: FormInput,
): Promise<BookAddress[K]> {
  const { values, isDefault } = validate(kind, input);
  return db.transaction(async (tx) => {
    await lockBook(tx, customerId);
    const current = await requireOwn(tx, kind, customerId, publicId);
    const becomesDefault = isDefault === 'y' && current.isDefault !== 'y';
    if (becomesDefault) await clearDefault(tx, kind, customerId);
    const [row] = await tx
      .update(addresses)
      .set({ ...values, ...(becomesDefault ? { isDefault: 'y' } : {}) })
      .where(eq(addresses.id, current.id))
      .returning();
    return bookAddress(kind, row);
  });
}

/** Deleting the default promotes the address the book would fall back to (the newest remaining). */
export async function deleteAddress(db: Db, kind: AddressKind, customerId: number, publicId: string): Promise<void> {
  await db.transaction(async (tx) => {
    await lockBook(tx, customerId);
    const current = await requireOwn(tx, kind, customerId, publicId);
    await tx.delete(addresses).where(eq(addresses.id, current.id));
    if (current.isDefault !== 'y') return;
    const [next] = await tx
      .select({ id: addresses.id })
      .from(addresses)
      .where(ofBook(customerId, kind))
      .orderBy(...DEFAULT_FIRST)
      .limit(1);
    if (next) await tx.update(addresses).set({ isDefault: 'y' }).where(eq(addresses.id, next.id));
  });
}

/** A new account's first address of each book (registration): each is its book's default. */
export async function addFirstAddresses(tx: Tx, customerId: number, userId: number, parts: Record<AddressKind, AddressValues>): Promise<void> {
  await tx.insert(addresses).values([
    { ...parts.billing, customerId, createdByUserId: userId, kind: 'billing', isDefault: 'y' },
    { ...parts.shipping, customerId, createdByUserId: userId, kind: 'shipping', isDefault: 'y' },
  ]);
}
