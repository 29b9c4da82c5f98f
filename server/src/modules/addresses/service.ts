// Billing and shipping address books: one implementation, two books that differ in their field
// prefix ('b_' / 's_') and in which fields are required (spec 5).
import { and, count, desc, eq } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { billingAddresses, customers, shippingAddresses } from '../../db/schema';
import { notFound } from '../../lib/errors';
import { DIGITS_RE, FieldErrorsBuilder, LINE1_MAX_MESSAGE, PINCODE_RE, checkFields, type Rules } from '../auth/fields';
import type { Tx } from '../../db/client';

export type BookName = 'billing' | 'shipping';
export const PER_PAGE = 10;

const SUFFIXES = ['address_line1', 'address_line2', 'city', 'state', 'country', 'pincode', 'phone'] as const;
type Suffix = (typeof SUFFIXES)[number];
const PROP: Record<Suffix, string> = {
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

function rules(prefix: 'b' | 's', required: Suffix[]): Rules {
  const need = (s: Suffix, message: string) => (required.includes(s) ? { required: message } : {});
  const tooLong = (label: string, n: number) => ({ max: n, maxMessage: `${label} may not be greater than ${n} characters.` });
  return {
    [`${prefix}_address_line1`]: { required: 'Address line 1 is required', max: 30, maxMessage: LINE1_MAX_MESSAGE },
    [`${prefix}_address_line2`]: { ...need('address_line2', 'Address line 2 is required'), ...tooLong('Address line 2', 191) },
    [`${prefix}_city`]: { ...need('city', 'City is required'), ...tooLong('City', 100) },
    [`${prefix}_state`]: { ...need('state', 'State is required'), ...tooLong('State', 100) },
    [`${prefix}_country`]: { ...need('country', 'Country is required'), ...tooLong('Country', 100) },
    [`${prefix}_pincode`]: {
      ...need('pincode', 'Pincode is required'),
      pattern: PINCODE_RE,
      patternMessage: 'Pincode must be 6 digits',
    },
    [`${prefix}_phone`]: {
      ...need('phone', 'Phone number is required'),
      ...tooLong('Phone number', 15),
      pattern: DIGITS_RE,
      patternMessage: 'Phone number must contain digits only',
    },
    is_default: { oneOf: ['y', 'n'], oneOfMessage: "Default must be 'y' or 'n'.", transform: (v) => v.toLowerCase() },
  };
}

const BOOKS: Record<BookName, Book> = {
  billing: { table: billingAddresses, prefix: 'b', rules: rules('b', []) },
  shipping: {
    // Same shape as billing but for the prefix and NOT NULL on the required fields; see Book.
    table: shippingAddresses as unknown as typeof billingAddresses,
    prefix: 's',
    rules: rules('s', ['city', 'state', 'country', 'pincode', 'phone']),
  },
};

export type AddressJson = Record<string, string | number | null>;

type Row = Record<string, unknown> & { id: number; isDefault: string };

function serialize(book: Book, row: Row): AddressJson {
  const out: AddressJson = { id: row.id };
  for (const s of SUFFIXES) out[`${book.prefix}_${s}`] = (row[`${book.prefix}${PROP[s]}`] as string | null) ?? null;
  out.is_default = row.isDefault;
  return out;
}

export interface AddressPage {
  data: AddressJson[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

/** Defaults first, then newest; a page past the end answers the last page. */
export async function listAddresses(db: Db, name: BookName, customerId: number, page = 1): Promise<AddressPage> {
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
    data: rows.map((r) => serialize(book, r as Row)),
    current_page: current,
    last_page: lastPage,
    per_page: PER_PAGE,
    total,
  };
}

function validate(book: Book, input: Record<string, unknown> | null | undefined) {
  const errors = new FieldErrorsBuilder();
  const v = checkFields(input, book.rules, errors);
  errors.throwIfAny();
  const values: Record<string, string | null> = {};
  for (const s of SUFFIXES) values[`${book.prefix}${PROP[s]}`] = v[`${book.prefix}_${s}`];
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

export async function storeAddress(
  db: Db,
  name: BookName,
  customerId: number,
  input: Record<string, unknown> | null | undefined,
): Promise<AddressJson> {
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
    return serialize(book, row as Row);
  });
}

/**
 * Replaces the address's fields. is_default 'y' makes it the book's default; 'n' on the current
 * default is ignored, because a book always has one default: choose another address instead.
 */
export async function updateAddress(
  db: Db,
  name: BookName,
  customerId: number,
  id: number,
  input: Record<string, unknown> | null | undefined,
): Promise<AddressJson> {
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
    return serialize(book, row as Row);
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
