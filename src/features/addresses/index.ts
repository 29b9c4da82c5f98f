// The company's billing and shipping address books: their endpoints, the add/edit dialog and the
// picker. The account pages keep the books; checkout and quotations choose from them.
export {
  useGetBillingAddressesQuery,
  useGetShippingAddressesQuery,
} from './api';
export { billingBook, shippingBook, addressToForm, emptyAddress, PART_LABELS } from './addressBooks';
export type { AddressBookConfig, AddressFormValues, AnyAddress, SavedAddress } from './addressBooks';
export { AddressDialog } from './components/AddressDialog';
export { AddressPicker, useMayKeepAddresses } from './components/AddressPicker';
