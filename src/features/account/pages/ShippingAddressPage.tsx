// /shipping-address (spec 2): the shipping address book.
import { AddressBook } from '../components/AddressBook';
import { shippingBook } from '../components/addressBooks';

export default function ShippingAddressPage() {
  return <AddressBook config={shippingBook} />;
}
