// /shipping-address (spec 2): the shipping address book.
import { AddressBook } from '../components/AddressBook';
import { shippingBook } from '@/features/addresses';
import { usePageMeta } from '@/shared/lib/pageMeta';

export default function ShippingAddressPage() {
  usePageMeta({ title: 'Shipping Addresses', private: true });
  return <AddressBook config={shippingBook} />;
}
