// /shipping-address (spec 2): the shipping address book.
import { useMyCompanyRole } from '@/features/auth';
import { AddressBook } from '../components/AddressBook';
import { shippingBook } from '@/features/addresses';
import { usePageMeta } from '@/shared/lib/pageMeta';

export default function ShippingAddressPage() {
  usePageMeta({ title: 'Shipping Addresses', private: true });
  const role = useMyCompanyRole();
  // The book is its Admin's to change (the server refuses the other roles); read only for them.
  return <AddressBook config={shippingBook} mayEdit={role === null || role === 'admin'} />;
}
