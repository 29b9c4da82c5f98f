// /address (spec 2): the billing address book.
import { AddressBook } from '../components/AddressBook';
import { billingBook } from '../components/addressBooks';

export default function BillingAddressPage() {
  return <AddressBook config={billingBook} />;
}
