// Reading a customer's addresses: the one definition of "the default address" of a book (used by
// the cart, checkout, quotations and the book's own list), lookups by public id, and the b_ / s_
// wire shapes one stored row is shown in.
import { and, desc, eq, inArray } from 'drizzle-orm';
import type { Static } from 'typebox';
import type { BillingAddress, ShippingAddress } from '@contracts/addresses';
import type { BillingAddressFields, ShippingAddressFields } from '@contracts/common';
import { ADDRESS_PARTS, type AddressPart } from '@contracts/fields';
import type { DbOrTx } from '../../db/client';
import { addresses, type AddressKind } from '../../db/schema';

export type { AddressKind } from '../../db/schema';
export type AddressRow = typeof addresses.$inferSelect;

/** The wire address of each book (its list, store and update answers). */
export interface BookAddress {
  billing: BillingAddress;
  shipping: ShippingAddress;
}

/** An address's parts under its book's prefix, as orders, checkout and quotations carry them. */
export interface AddressFields {
  billing: Static<typeof BillingAddressFields>;
  shipping: Static<typeof ShippingAddressFields>;
}

export const PREFIX: Record<AddressKind, 'b' | 's'> = { billing: 'b', shipping: 's' };

/** The column each wire part is stored in. */
export const COLUMN: Record<AddressPart, 'line1' | 'line2' | 'city' | 'state' | 'country' | 'pincode' | 'phone'> = {
  address_line1: 'line1',
  address_line2: 'line2',
  city: 'city',
  state: 'state',
  country: 'country',
  pincode: 'pincode',
  phone: 'phone',
};

/**
 * A book's order, and with it which address is the default: the one marked default, else (should
 * none be marked) the newest. The book's list, the default lookups and the promotion after a
 * delete all read this one order.
 */
export const DEFAULT_FIRST = [desc(addresses.isDefault), desc(addresses.createdAt), desc(addresses.id)];

const ofBook = (customerId: number, kind: AddressKind) => and(eq(addresses.customerId, customerId), eq(addresses.kind, kind));

/** The customer's default address of a book (see DEFAULT_FIRST), or null for an empty book. */
export async function defaultAddress(db: DbOrTx, customerId: number, kind: AddressKind): Promise<AddressRow | null> {
  const [row] = await db.select().from(addresses).where(ofBook(customerId, kind)).orderBy(...DEFAULT_FIRST).limit(1);
  return row ?? null;
}

/** The states of some customers' default shipping addresses, in one query (a customer without one is left out). */
export async function defaultShippingStates(db: DbOrTx, customerIds: readonly number[]): Promise<Map<number, string>> {
  if (customerIds.length === 0) return new Map();
  const rows = await db
    .selectDistinctOn([addresses.customerId], { customerId: addresses.customerId, state: addresses.state })
    .from(addresses)
    .where(and(inArray(addresses.customerId, [...customerIds]), eq(addresses.kind, 'shipping')))
    .orderBy(addresses.customerId, ...DEFAULT_FIRST);
  // A shipping address always has a state (addresses_shipping_complete_check).
  return new Map(rows.map((r) => [r.customerId, r.state as string]));
}

/** The customer's own address of a book by its public id; a serial id or someone else's reads as none. */
export async function ownAddress(db: DbOrTx, customerId: number, kind: AddressKind, publicId: string): Promise<AddressRow | null> {
  const [row] = await db
    .select()
    .from(addresses)
    .where(and(ofBook(customerId, kind), eq(addresses.publicId, publicId)))
    .limit(1);
  return row ?? null;
}

/**
 * The row's parts under its book's prefix (b_city, s_city). The keys are built from the prefix,
 * hence the one cast; a shipping row has every part (addresses_shipping_complete_check).
 */
export function addressFields<K extends AddressKind>(kind: K, row: AddressRow): AddressFields[K] {
  const out: Record<string, string | null> = {};
  for (const part of ADDRESS_PARTS) out[`${PREFIX[kind]}_${part}`] = row[COLUMN[part]];
  return out as unknown as AddressFields[K];
}

/** The row as its book lists it: public id, prefixed parts, default flag. */
export function bookAddress<K extends AddressKind>(kind: K, row: AddressRow): BookAddress[K] {
  return { id: row.publicId, ...addressFields(kind, row), is_default: row.isDefault } as unknown as BookAddress[K];
}
