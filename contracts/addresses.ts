// The wire of the billing and shipping address books (spec sections 3 and 7, "Addresses"). The two
// books differ in their field prefix (b_ / s_) and in which fields are required (spec 5).
import { Type, type Static, type TNull, type TObject, type TSchema, type TString, type TUnion } from 'typebox';
import { FormFields, Nullable, Paged, PageQuery, PublicId, StatusMessage } from './common';
import {
  ADDRESS_PARTS,
  BILLING_REQUIRED,
  SHIPPING_REQUIRED,
  billingAddressRules,
  shippingAddressRules,
  type AddressPart,
  type AddressPrefix,
} from './fields';

export const YesNo = Type.Enum(['y', 'n']);
export type YesNo = Static<typeof YesNo>;

type AddressProperties<P extends AddressPrefix, Required extends AddressPart> = { id: typeof PublicId; is_default: typeof YesNo } & {
  [K in `${P}_${Required}`]: TString;
} & { [K in `${P}_${Exclude<AddressPart, Required>}`]: TUnion<[TString, TNull]> };

/**
 * An address as a book lists it: the required parts are always there, the others may be null. Its
 * id is the address's public id (a random string, never the row's serial number).
 */
function addressOf<P extends AddressPrefix, Required extends AddressPart>(prefix: P, required: readonly Required[]) {
  const properties: Record<string, TSchema> = { id: PublicId };
  for (const part of ADDRESS_PARTS) {
    properties[`${prefix}_${part}`] = (required as readonly AddressPart[]).includes(part) ? Type.String() : Nullable(Type.String());
  }
  properties.is_default = YesNo;
  return Type.Object(properties) as unknown as TObject<AddressProperties<P, Required>>;
}

// The database holds line 1 in both books and every part the shipping book requires.
export const BillingAddress = addressOf('b', BILLING_REQUIRED);
export type BillingAddress = Static<typeof BillingAddress>;
export const ShippingAddress = addressOf('s', SHIPPING_REQUIRED);
export type ShippingAddress = Static<typeof ShippingAddress>;
/** An address of either book, as the storefront's shared address components read it. */
export type AddressOf<P extends AddressPrefix> = P extends 'b' ? BillingAddress : ShippingAddress;

export const AddressListQuery = PageQuery;
export const BillingAddressListResponse = Type.Object({ status: Type.Boolean(), billing_addresses: Paged(BillingAddress) });
export type BillingAddressListResponse = Static<typeof BillingAddressListResponse>;
export const ShippingAddressListResponse = Type.Object({ status: Type.Boolean(), shipping_addresses: Paged(ShippingAddress) });
export type ShippingAddressListResponse = Static<typeof ShippingAddressListResponse>;

const defaultNote = "is_default: 'y' makes this the book's default address.";
export const BillingAddressRequest = FormFields(billingAddressRules, { description: defaultNote });
export type BillingAddressRequest = Static<typeof BillingAddressRequest>;
export const ShippingAddressRequest = FormFields(shippingAddressRules, { description: defaultNote });
export type ShippingAddressRequest = Static<typeof ShippingAddressRequest>;

/** An address in a URL: its public id; a number or another customer's id answers 404 like a missing one. */
export const AddressIdParams = Type.Object({ id: PublicId });

/** The answer of a store or an update: the saved address. */
export const BillingAddressSaved = Type.Object({ ...StatusMessage.properties, data: BillingAddress });
export type BillingAddressSaved = Static<typeof BillingAddressSaved>;
export const ShippingAddressSaved = Type.Object({ ...StatusMessage.properties, data: ShippingAddress });
export type ShippingAddressSaved = Static<typeof ShippingAddressSaved>;

export const AddressDeleted = StatusMessage;
export type AddressDeleted = Static<typeof AddressDeleted>;
