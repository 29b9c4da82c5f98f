// One postal address as every page prints it (checkout, order details, order success, quotation,
// the address books): the lines come from contracts/format.ts's addressLines, the function the
// PDFs and mails print with; here line 1 is bold and each line sits on its own row. Its styles come
// with it, so the first page opened in a tab lays it out right.
import { addressLines, addressParts } from '@contracts/format';
import './AddressLines.css';

interface Props {
  /** Which set of fields to read: b_* (billing) or s_* (shipping). */
  prefix: 'b' | 's';
  /** Any object the server sends with b_* or s_* address fields (an address, an order, a quotation's address). */
  address: object;
  /** The phone field's name after the prefix: addresses say phone, orders say contact. */
  phoneField?: 'phone' | 'contact';
}

export function AddressLines({ prefix, address, phoneField = 'phone' }: Props) {
  const parts = addressParts(address, prefix, phoneField);
  const lines = addressLines(parts);
  // addressLines puts the phone last when there is one.
  const phoneAt = parts.phone?.trim() ? lines.length - 1 : -1;
  return (
    <address className="address-lines">
      {lines.map((line, i) => (
        <span
          key={i}
          className={`address-lines__line${i === 0 && parts.line1?.trim() ? ' address-lines__main' : ''}${i === phoneAt ? ' address-lines__phone' : ''}`}
        >
          {line}
        </span>
      ))}
    </address>
  );
}
