// An address as the checkout and the order details show it: line 1 (bold), line 2, city, state and
// pincode, country, phone. Reads the b_* or s_* fields of any object the server sends.
const text = (v: unknown) => (v === null || v === undefined ? '' : String(v).trim());

interface Props {
  prefix: 'b' | 's';
  address: object;
  /** The phone field's name after the prefix: addresses say phone, orders say contact. */
  phoneField?: 'phone' | 'contact';
}

export function AddressText({ prefix, address, phoneField = 'phone' }: Props) {
  const fields = address as Record<string, unknown>;
  const f = (part: string) => text(fields[`${prefix}_${part}`]);
  const place = [f('city'), [f('state'), f('pincode')].filter(Boolean).join(' ')].filter(Boolean).join(', ');
  return (
    <address className="address-lines">
      <span className="address-lines__main">{f('address_line1')}</span>
      {f('address_line2') ? <span>{f('address_line2')}</span> : null}
      {place ? <span>{place}</span> : null}
      {f('country') ? <span>{f('country')}</span> : null}
      {f(phoneField) ? <span className="muted">Phone: {f(phoneField)}</span> : null}
    </address>
  );
}
