// /address (spec 2): the billing address book.
import { useMyCompanyRole } from '@/features/auth';
import { AddressBook } from '../components/AddressBook';
import { billingBook } from '@/features/addresses';
import { usePageMeta } from '@/shared/lib/pageMeta';

export default function BillingAddressPage() {
  usePageMeta({ title: 'Billing Addresses', private: true });
  const role = useMyCompanyRole();
  // The book is its Admin's to change (the server refuses the other roles); read only for them.
  return <AddressBook config={billingBook} mayEdit={role === null || role === 'admin'} />;
}
