// Building blocks of the wire schemas (TypeBox: plain JSON Schema with static types).
// The server validates and serializes with these; the storefront imports their types only.
import { Type, type TSchema } from 'typebox';

/** A serial id (int4): larger numbers could never match a row. */
export const Id = Type.Integer({ minimum: 1, maximum: 2147483647 });
/** Rupees with 2 decimals, computed on the server from integer paise. */
export const Money = Type.Number({ description: 'Rupees (2 decimals), computed on the server.' });
export const Nullable = <T extends TSchema>(schema: T) => Type.Union([schema, Type.Null()]);

/** The answer of a call that only reports success. */
export const StatusMessage = Type.Object({ status: Type.Boolean(), message: Type.String() });

/** A failed call: a message and, for validation failures (422), the field-keyed errors. */
export const Failure = Type.Object({
  status: Type.Literal(false),
  message: Type.String(),
  errors: Type.Optional(Type.Record(Type.String(), Type.Array(Type.String()))),
});

/** A server-paged list (Laravel-style fields the spec reads: data, current_page, last_page, per_page, total). */
export const Paged = <T extends TSchema>(item: T) =>
  Type.Object({
    data: Type.Array(item),
    current_page: Type.Integer(),
    last_page: Type.Integer(),
    per_page: Type.Integer(),
    total: Type.Integer(),
  });

/** `?page=n`: a whole number from 1; a page past the last answers the last. */
export const PageQuery = Type.Object({ page: Type.Optional(Type.Integer({ minimum: 1, maximum: 1000000, default: 1 })) });

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
