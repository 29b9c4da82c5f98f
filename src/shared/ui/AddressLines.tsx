// One postal address as every page prints it (checkout, order details, order success, quotation,
// the address books): line 1 in bold, line 2, "city, state pincode", country, phone, each on its own
// line. Its styles come with it, so the first page opened in a tab lays it out right.
import './AddressLines.css';

const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

interface Props {
  /** Which set of fields to read: b_* (billing) or s_* (shipping). */
  prefix: 'b' | 's';
  /** Any object the server sends with b_* or s_* address fields (an address, an order, a quotation's address). */
  address: object;
  /** The phone field's name after the prefix: addresses say phone, orders say contact. */
  phoneField?: 'phone' | 'contact';
}

export function AddressLines({ prefix, address, phoneField = 'phone' }: Props) {
  const fields = address as Record<string, unknown>;
  const f = (part: string) => text(fields[`${prefix}_${part}`]);
  const place = [f('city'), [f('state'), f('pincode')].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  const lines = [f('address_line2'), place, f('country')].filter(Boolean);
  return (
    <address className="address-lines">
      <span className="address-lines__line address-lines__main">{f('address_line1')}</span>
      {lines.map((line, i) => (
        <span key={i} className="address-lines__line">
          {line}
        </span>
      ))}
      {f(phoneField) ? <span className="address-lines__line address-lines__phone">Phone: {f(phoneField)}</span> : null}
    </address>
  );
}
