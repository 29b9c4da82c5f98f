// The two address books (spec 2, 5, 7): what differs between billing and shipping.
import type * as Yup from 'yup';
import type { PagedOf, StatusMessage } from '@contracts/common';
import type { YesNo } from '@contracts/addresses';
import { ADDRESS_PARTS, type AddressPart, type AddressPrefix } from '@contracts/fields';
// The books' rules and required parts are the server's.
import { BILLING_REQUIRED, SHIPPING_REQUIRED, billingAddressRules, shippingAddressRules } from '@contracts/fields';
import { rulesSchema } from '@/shared/lib/yupRules';
import {
  useAddBillingAddressMutation,
  useAddShippingAddressMutation,
  useDeleteBillingAddressMutation,
  useDeleteShippingAddressMutation,
  useGetBillingAddressesQuery,
  useGetShippingAddressesQuery,
  useUpdateBillingAddressMutation,
  useUpdateShippingAddressMutation,
} from './api';

/** The dialog's form: the prefixed fields of the book plus the default flag. */
export type AddressFormValues = Record<string, string> & { is_default: YesNo };

/** One address, read without caring which book it is from (its id is the public id the server gives). */
export type AnyAddress = { id: string; is_default: YesNo } & Record<string, unknown>;

/** A store's or an update's answer: the message and the saved address (with its public id). */
export type SavedAddress = StatusMessage & { data: AnyAddress };

export interface AddressBookConfig {
  prefix: AddressPrefix;
  /** Page title. */
  title: string;
  /** What the dialog's title calls an address of this book: 'New Billing Address'. */
  noun: 'Billing' | 'Shipping';
  /** The dialog's dismiss button: 'Cancel' on billing, 'Close' on shipping (spec 2). */
  dismissLabel: 'Cancel' | 'Close';
  requiredParts: readonly AddressPart[];
  schema: Yup.ObjectSchema<Record<string, unknown>>;
  useList: (page: number) => { data?: PagedOf<AnyAddress>; isLoading: boolean; isFetching: boolean; isError: boolean };
  useSave: () => { save: (id: string | null, values: AddressFormValues) => Promise<SavedAddress>; isSaving: boolean };
  useRemove: () => { remove: (id: string) => Promise<StatusMessage>; isRemoving: boolean };
}

export const PART_LABELS: Record<AddressPart, string> = {
  address_line1: 'Address Line 1',
  address_line2: 'Address Line 2',
  city: 'City',
  state: 'State',
  country: 'Country',
  pincode: 'Pincode',
  phone: 'Phone',
};

const schemaOf = (rules: typeof billingAddressRules | typeof shippingAddressRules) =>
  rulesSchema(rules) as unknown as Yup.ObjectSchema<Record<string, unknown>>;

export function emptyAddress(prefix: AddressPrefix): AddressFormValues {
  const values: AddressFormValues = { is_default: 'n' };
  for (const part of ADDRESS_PARTS) values[`${prefix}_${part}`] = part === 'country' ? 'India' : '';
  return values;
}

export function addressToForm(prefix: AddressPrefix, address: AnyAddress): AddressFormValues {
  const values: AddressFormValues = { is_default: address.is_default === 'y' ? 'y' : 'n' };
  for (const part of ADDRESS_PARTS) {
    const v = address[`${prefix}_${part}`];
    values[`${prefix}_${part}`] = v === null || v === undefined ? '' : String(v);
  }
  return values;
}

// The bodies are typed per book in api.ts; the dialog builds them from the book's own prefix.
type BillingBody = Parameters<ReturnType<typeof useAddBillingAddressMutation>[0]>[0];
type ShippingBody = Parameters<ReturnType<typeof useAddShippingAddressMutation>[0]>[0];

export const billingBook: AddressBookConfig = {
  prefix: 'b',
  title: 'Billing Addresses',
  noun: 'Billing',
  dismissLabel: 'Cancel',
  requiredParts: BILLING_REQUIRED,
  schema: schemaOf(billingAddressRules),
  useList: (page) => useGetBillingAddressesQuery(page) as ReturnType<AddressBookConfig['useList']>,
  useSave: () => {
    const [add, added] = useAddBillingAddressMutation();
    const [update, updated] = useUpdateBillingAddressMutation();
    return {
      save: (id, values) => (id === null ? add(values as BillingBody).unwrap() : update({ ...(values as BillingBody), id }).unwrap()),
      isSaving: added.isLoading || updated.isLoading,
    };
  },
  useRemove: () => {
    const [remove, removed] = useDeleteBillingAddressMutation();
    return { remove: (id) => remove(id).unwrap(), isRemoving: removed.isLoading };
  },
};

export const shippingBook: AddressBookConfig = {
  prefix: 's',
  title: 'Shipping Addresses',
  noun: 'Shipping',
  dismissLabel: 'Close',
  requiredParts: SHIPPING_REQUIRED,
  schema: schemaOf(shippingAddressRules),
  useList: (page) => useGetShippingAddressesQuery(page) as ReturnType<AddressBookConfig['useList']>,
  useSave: () => {
    const [add, added] = useAddShippingAddressMutation();
    const [update, updated] = useUpdateShippingAddressMutation();
    return {
      save: (id, values) => (id === null ? add(values as ShippingBody).unwrap() : update({ ...(values as ShippingBody), id }).unwrap()),
      isSaving: added.isLoading || updated.isLoading,
    };
  },
  useRemove: () => {
    const [remove, removed] = useDeleteShippingAddressMutation();
    return { remove: (id) => remove(id).unwrap(), isRemoving: removed.isLoading };
  },
};
