// The two address books (spec 2, 5, 7): what differs between billing and shipping.
import * as Yup from 'yup';
import { ADDRESS_LINE1_MAX, ADDRESS_LINE1_MAX_MESSAGE } from '@/shared/config';
import {
  useAddBillingAddressMutation,
  useAddShippingAddressMutation,
  useDeleteBillingAddressMutation,
  useDeleteShippingAddressMutation,
  useGetBillingAddressesQuery,
  useGetShippingAddressesQuery,
  useUpdateBillingAddressMutation,
  useUpdateShippingAddressMutation,
} from '../api';
import { ADDRESS_PARTS, type AddressPart, type AddressPrefix, type Paged, type StatusMessage, type YesNo } from '../types';


/** The dialog's form: the prefixed fields of the book plus the default flag. */
export type AddressFormValues = Record<string, string> & { is_default: YesNo };

/** One address, read without caring which book it is from. */
export type AnyAddress = { id: number; is_default: YesNo } & Record<string, unknown>;

export interface AddressBookConfig {
  prefix: AddressPrefix;
  /** Page title. */
  title: string;
  /** The dialog's dismiss button: 'Cancel' on billing, 'Close' on shipping (spec 2). */
  dismissLabel: 'Cancel' | 'Close';
  requiredParts: readonly AddressPart[];
  schema: Yup.ObjectSchema<Record<string, unknown>>;
  useList: (page: number) => { data?: Paged<AnyAddress>; isLoading: boolean; isFetching: boolean; isError: boolean };
  useSave: () => { save: (id: number | null, values: AddressFormValues) => Promise<StatusMessage>; isSaving: boolean };
  useRemove: () => { remove: (id: number) => Promise<StatusMessage>; isRemoving: boolean };
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

const REQUIRED_MESSAGES: Record<AddressPart, string> = {
  address_line1: 'Address line 1 is required',
  address_line2: 'Address line 2 is required',
  city: 'City is required',
  state: 'State is required',
  country: 'Country is required',
  pincode: 'Pincode is required',
  phone: 'Phone number is required',
};

function schemaFor(prefix: AddressPrefix, required: readonly AddressPart[]) {
  const shape: Record<string, Yup.StringSchema> = {};
  for (const part of ADDRESS_PARTS) {
    let s = Yup.string().trim();
    if (required.includes(part)) s = s.required(REQUIRED_MESSAGES[part]);
    if (part === 'address_line1') s = s.max(ADDRESS_LINE1_MAX, ADDRESS_LINE1_MAX_MESSAGE);
    if (part === 'phone') s = s.matches(/^[0-9]*$/, 'Phone number must contain digits only');
    // Shipping enforces the pincode too; billing enforces only line 1 and a numeric phone (spec 5).
    if (part === 'pincode' && required.includes('pincode')) s = s.matches(/^[0-9]{6}$/, 'Pincode must be 6 digits');
    shape[`${prefix}_${part}`] = s;
  }
  return Yup.object(shape) as unknown as Yup.ObjectSchema<Record<string, unknown>>;
}

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

const BILLING_REQUIRED = ['address_line1'] as const;
const SHIPPING_REQUIRED = ['address_line1', 'city', 'state', 'country', 'pincode', 'phone'] as const;

// The bodies are typed per book in api.ts; the dialog builds them from the book's own prefix.
type BillingBody = Parameters<ReturnType<typeof useAddBillingAddressMutation>[0]>[0];
type ShippingBody = Parameters<ReturnType<typeof useAddShippingAddressMutation>[0]>[0];

export const billingBook: AddressBookConfig = {
  prefix: 'b',
  title: 'Billing Addresses',
  dismissLabel: 'Cancel',
  requiredParts: BILLING_REQUIRED,
  schema: schemaFor('b', BILLING_REQUIRED),
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
  dismissLabel: 'Close',
  requiredParts: SHIPPING_REQUIRED,
  schema: schemaFor('s', SHIPPING_REQUIRED),
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
