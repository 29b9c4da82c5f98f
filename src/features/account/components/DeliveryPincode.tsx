// Where the cart will be delivered: the default shipping address's pincode and town (the same
// address the cart's CGST + SGST or IGST split follows), or a link to add one.
import { Link } from 'react-router-dom';
import { useGetShippingAddressesQuery } from '@/features/addresses';

export function DeliveryPincode() {
  const { data, isLoading, isError } = useGetShippingAddressesQuery();
  if (isLoading) return <p className="muted delivery-to">Checking your delivery address...</p>;
  if (isError || !data) return null;
  // The server lists the default address first.
  const address = data.data.find((a) => a.is_default === 'y');
  if (!address) {
    return (
      <p className="muted delivery-to">
        No default shipping address yet. <Link to="/shipping-address">Add a shipping address</Link> to see where your order goes and its
        GST split.
      </p>
    );
  }
  const place = [address.s_city, address.s_state].filter(Boolean).join(', ');
  return (
    <p className="muted delivery-to">
      Deliver to pincode <strong>{address.s_pincode || 'not set'}</strong>
      {place ? ` (${place})` : null} · <Link to="/shipping-address">Change</Link>
    </p>
  );
}
