// Account wire types (spec 3: billing and shipping addresses; spec 7: profile and password).
import type { Customer } from '@/shared/api/types';

export type AddressPrefix = 'b' | 's';
export const ADDRESS_PARTS = ['address_line1', 'address_line2', 'city', 'state', 'country', 'pincode', 'phone'] as const;
export type AddressPart = (typeof ADDRESS_PARTS)[number];
export type YesNo = 'y' | 'n';

/** An address of one book as the server sends it: b_* for billing, s_* for shipping. */
export type AddressOf<P extends AddressPrefix> = { id: number; is_default: YesNo } & {
  [K in `${P}_${AddressPart}`]: string | null;
};
export type BillingAddress = AddressOf<'b'>;
export type ShippingAddress = AddressOf<'s'>;

/** The body of an address store or update call. */
export type AddressInput<P extends AddressPrefix> = { is_default: YesNo } & { [K in `${P}_${AddressPart}`]: string };
export type BillingAddressInput = AddressInput<'b'>;
export type ShippingAddressInput = AddressInput<'s'>;

/** A page of a server-paged list (addresses, orders, quotations). */
export interface Paged<T> {
  data: T[];
  current_page: number;
  last_page: number;
  per_page: number;
  total: number;
}

export interface StatusMessage {
  status: boolean;
  message: string;
}

export interface ProfileUpdateResponse extends StatusMessage {
  customer: Customer;
}

export interface PasswordChange {
  current_password: string;
  new_password: string;
  confirm_password: string;
}
