// Profile, password and address-book calls (spec 7, "Account" and "Addresses").
import { http, HttpResponse } from 'msw';
import { approvedCustomer } from '../fixtures';

export const ADDRESS_PAGE_SIZE = 10;

/** The public id (22 characters, as the server draws them) of the n-th mock address of a book. */
export const addressId = (book: 'b' | 's', n: number) => `${book}-address-${String(n).padStart(12, '0')}`;

export function makeBillingAddress(id: number, over: Record<string, unknown> = {}) {
  return {
    id: addressId('b', id),
    b_address_line1: `${id} MG Road`,
    b_address_line2: `Floor ${id}`,
    b_city: 'Pune',
    b_state: 'Maharashtra',
    b_country: 'India',
    b_pincode: '411001',
    b_phone: '9876543210',
    is_default: id === 1 ? 'y' : 'n',
    ...over,
  };
}

export function makeShippingAddress(id: number, over: Record<string, unknown> = {}) {
  return {
    id: addressId('s', id),
    s_address_line1: `${id} Park Street`,
    s_address_line2: null,
    s_city: 'Kolkata',
    s_state: 'West Bengal',
    s_country: 'India',
    s_pincode: '700016',
    s_phone: '9123456780',
    is_default: id === 1 ? 'y' : 'n',
    ...over,
  };
}

/** One page of a book of `total` addresses, in the server's paging shape. */
export function addressPage<T>(make: (id: number) => T, page: number, total: number, perPage = ADDRESS_PAGE_SIZE) {
  const lastPage = Math.max(1, Math.ceil(total / perPage));
  const from = (page - 1) * perPage;
  const ids = Array.from({ length: Math.max(0, Math.min(perPage, total - from)) }, (_, i) => from + i + 1);
  return { data: ids.map(make), current_page: page, last_page: lastPage, per_page: perPage, total };
}

const pageOf = (request: Request) => Number(new URL(request.url).searchParams.get('page')) || 1;

export const accountHandlers = [
  // A company with one user: its admin.
  http.get('*/api/company-users/me', () =>
    HttpResponse.json({ status: true, data: { id: 'me', email: approvedCustomer.email, name: approvedCustomer.primary_contact_name, role: 'admin', order_limit: null, monthly_limit: null, copy_company_mails: true } }),
  ),
  http.get('*/api/customer-profile', () => HttpResponse.json({ status: true, customer: approvedCustomer })),
  http.post('*/api/customer-profile-update', () =>
    HttpResponse.json({ status: true, message: 'Profile updated successfully', customer: approvedCustomer }),
  ),
  http.post('*/api/customer-changepassword', () => HttpResponse.json({ status: true, message: 'Password changed successfully' })),

  http.get('*/api/billing-address-list', ({ request }) =>
    HttpResponse.json({ status: true, billing_addresses: addressPage((id) => makeBillingAddress(id), pageOf(request), 12) }),
  ),
  http.post('*/api/billing-address-store', () => HttpResponse.json({ status: true, message: 'Address added successfully' })),
  http.post('*/api/billing-address-update/:id', () => HttpResponse.json({ status: true, message: 'Address updated successfully' })),
  http.get('*/api/billing-address-delete/:id', () => HttpResponse.json({ status: true, message: 'Address deleted successfully' })),

  http.get('*/api/shipping-address-list', ({ request }) =>
    HttpResponse.json({ status: true, shipping_addresses: addressPage((id) => makeShippingAddress(id), pageOf(request), 3) }),
  ),
  http.post('*/api/shipping-address-store', () => HttpResponse.json({ status: true, message: 'Address added successfully' })),
  http.post('*/api/shipping-address-update/:id', () => HttpResponse.json({ status: true, message: 'Address updated successfully' })),
  http.get('*/api/shipping-address-delete/:id', () => HttpResponse.json({ status: true, message: 'Address deleted successfully' })),
];
