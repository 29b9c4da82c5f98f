// Building blocks of the wire schemas (TypeBox: plain JSON Schema with static types).
// The server validates and serializes with these; the storefront imports their types only.
import { Type, type Static, type TObject, type TOptional, type TSchema, type TString, type TUnsafe } from 'typebox';
import type { FieldRule, Rules } from './fields';

/** A serial id (int4): larger numbers could never match a row. */
/** One of a list of strings, as a union of literals (the schema the routes have always published). */
export const OneOf = <T extends string>(list: readonly T[], options: { description?: string } = {}) =>
  Type.Unsafe<T>(Type.Union(list.map((v) => Type.Literal(v)), options));

export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
/**
 * The id a customer sees of themselves, an order or a quotation and their lines, a quotation's
 * message, an address, a cart line, a card payment order or a wallet transaction (random, 22
 * characters): never a counter across customers. Any string is accepted in a path or a body,
 * so a numeric id answers the same 404 as an unknown one.
 */
export const PublicId = Type.String({ minLength: 1, maxLength: 64, description: 'Random public id (22 characters).' });
/** Rupees with 2 decimals, computed on the server from integer paise. */
export const Money = Type.Number({ description: 'Rupees (2 decimals), computed on the server.' });
/**
 * The schema or null. Written as `type: [..., 'null']` where the schema has one type: the
 * response serializer handles that directly, while an anyOf costs it a validator per field
 * (products have a dozen nullable fields, compiled for every route that sends them).
 */
export function Nullable<T extends TSchema>(schema: T): TUnsafe<Static<T> | null> {
  const { type } = schema as { type?: unknown };
  if (typeof type === 'string') return Type.Unsafe<Static<T> | null>({ ...schema, type: [type, 'null'] } as TSchema);
  return Type.Unsafe<Static<T> | null>(Type.Union([schema, Type.Null()]));
}
/** A point in time as ISO 8601 text. */
export const Timestamp = Type.String({ format: 'date-time' });

/** The answer of a call that only reports success. */
export const StatusMessage = Type.Object({ status: Type.Boolean(), message: Type.String() });
export type StatusMessage = Static<typeof StatusMessage>;

/**
 * A failed call: a message and, for validation failures (422), the field-keyed errors. Sign-in
 * and password refusals also carry the message as `error` (spec 3, login response).
 */
export const Failure = Type.Object({
  status: Type.Literal(false),
  message: Type.String(),
  error: Type.Optional(Type.String()),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});
export type Failure = Static<typeof Failure>;

/** A server-paged list (Laravel-style fields the spec reads: data, current_page, last_page, per_page, total). */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    current_page: Type.Integer(),
    last_page: Type.Integer(),
    per_page: Type.Integer(),
    total: Type.Integer(),
  });
/** The static type of a Paged(...) list. */
export type PagedOf<T> = { data: T[]; current_page: number; last_page: number; per_page: number; total: number };

/** `?page=n`: a whole number from 1; a page past the last answers the last. */
export const PageQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })) });

/** What a rule says, for the API document (the rule itself is checked by the service). */
function describeRule(rule: FieldRule): string | undefined {
  const parts = [
    rule.required ? 'Required.' : null,
    rule.max !== undefined ? `At most ${rule.max} characters.` : null,
    rule.min !== undefined ? `At least ${rule.min} characters.` : null,
    rule.pattern ? `Pattern ${rule.pattern.source}.` : null,
    rule.oneOf ? `One of ${rule.oneOf.join(', ')}.` : null,
  ].filter(Boolean);
  return parts.length ? parts.join(' ') : undefined;
}

/**
 * The body of a form post: every field of the rules as optional text. Presence and format are
 * checked by the service with the rules (contracts/fields.ts), so the answer carries the form's
 * own messages rather than the schema validator's.
 */
export function FormFields<R extends Rules>(rules: R, options: { description?: string } = {}) {
  const properties = Object.fromEntries(
    Object.entries(rules).map(([field, rule]) => [field, Type.Optional(Type.String({ description: describeRule(rule) }))]),
  ) as { [K in keyof R & string]: TOptional<TString> };
  return Type.Object(properties, options) as TObject<{ [K in keyof R & string]: TOptional<TString> }>;
}
/** An address as orders, checkout and quotations carry it (spec 3: s_ and b_ fields). */
export const ShippingAddressFields = Type.Object({
  s_address_line1: Type.String(),
  s_address_line2: Nullable(Type.String()),
  s_city: Nullable(Type.String()),
  s_state: Nullable(Type.String()),
  s_country: Nullable(Type.String()),
  s_pincode: Nullable(Type.String()),
  s_phone: Nullable(Type.String()),
});
export const BillingAddressFields = Type.Object({
  b_address_line1: Type.String(),
  b_address_line2: Nullable(Type.String()),
  b_city: Nullable(Type.String()),
  b_state: Nullable(Type.String()),
  b_country: Nullable(Type.String()),
  b_pincode: Nullable(Type.String()),
  b_phone: Nullable(Type.String()),
});
