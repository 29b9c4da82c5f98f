// The addresses area's public face: what other areas (cart, checkout, quotations, registration) use.
export {
  addressFields,
  defaultAddress,
  defaultShippingStates,
  ownAddress,
  type AddressFields,
  type AddressKind,
  type AddressRow,
} from './read';
export { addFirstAddresses, type AddressValues } from './service';
