// /address (spec 2): the billing address book.
import { AddressBook } from '../components/AddressBook';
import { billingBook } from '@/features/addresses';
import { usePageMeta } from '@/shared/lib/pageMeta';

export default function BillingAddressPage() {
  usePageMeta({ title: 'Billing Addresses', private: true });
  return <AddressBook config={billingBook} />;
}
