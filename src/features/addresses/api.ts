// The address books' endpoints (spec 7, "Addresses"): read by checkout, quotations and the account
// pages, kept (added, edited, deleted) by the company's Admin.
import type {
  AddressDeleted,
  BillingAddress,
  BillingAddressListResponse,
  BillingAddressRequest,
  BillingAddressSaved,
  ShippingAddress,
  ShippingAddressListResponse,
  ShippingAddressRequest,
  ShippingAddressSaved,
} from '@contracts/addresses';
import type { PagedOf } from '@contracts/common';
import { baseApi } from '@/shared/api/baseApi';

type BookTag = 'BillingAddresses' | 'ShippingAddresses';

const listTags = (type: BookTag) => (res: PagedOf<{ id: string }> | undefined) => [
  { type, id: 'LIST' as const },
  ...(res?.data ?? []).map((a) => ({ type, id: a.id })),
];

// Checkout reads the default addresses, so every change to a book refreshes it too.
const CHECKOUT = { type: 'Checkout' as const, id: 'CURRENT' };
/** The cart's tax split (CGST + SGST or IGST) follows the default shipping address's state. */
const CART = { type: 'Cart' as const, id: 'LIST' };

/**
 * A store or a delete changes the paging and totals of every page; making an address the default
 * changes the flag of another one, so those refresh the whole book. A plain edit refreshes its row.
 */
const updateTags = (type: BookTag) => (_res: unknown, _err: unknown, arg: { id: string; is_default?: string }) => {
  const related = type === 'ShippingAddresses' ? [CHECKOUT, CART] : [CHECKOUT];
  return arg.is_default === 'y' ? [{ type, id: 'LIST' as const }, { type, id: arg.id }, ...related] : [{ type, id: arg.id }, ...related];
};

export const addressesApi = baseApi.injectEndpoints({
  endpoints: (build) => ({
    getBillingAddresses: build.query<PagedOf<BillingAddress>, number | void>({
      query: (page) => ({ url: '/billing-address-list', params: { page: page ?? 1 } }),
      transformResponse: (res: BillingAddressListResponse) => res.billing_addresses,
      providesTags: listTags('BillingAddresses'),
    }),
    addBillingAddress: build.mutation<BillingAddressSaved, BillingAddressRequest>({
      query: (body) => ({ url: '/billing-address-store', method: 'POST', body }),
      invalidatesTags: [{ type: 'BillingAddresses', id: 'LIST' }, CHECKOUT],
    }),
    updateBillingAddress: build.mutation<BillingAddressSaved, BillingAddressRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/billing-address-update/${encodeURIComponent(id)}`, method: 'POST', body }),
      invalidatesTags: updateTags('BillingAddresses'),
    }),
    deleteBillingAddress: build.mutation<AddressDeleted, string>({
      query: (id) => `/billing-address-delete/${encodeURIComponent(id)}`,
      invalidatesTags: (_res, _err, id) => [{ type: 'BillingAddresses', id: 'LIST' }, { type: 'BillingAddresses', id }, CHECKOUT],
    }),

    getShippingAddresses: build.query<PagedOf<ShippingAddress>, number | void>({
      query: (page) => ({ url: '/shipping-address-list', params: { page: page ?? 1 } }),
      transformResponse: (res: ShippingAddressListResponse) => res.shipping_addresses,
      providesTags: listTags('ShippingAddresses'),
    }),
    addShippingAddress: build.mutation<ShippingAddressSaved, ShippingAddressRequest>({
      query: (body) => ({ url: '/shipping-address-store', method: 'POST', body }),
      invalidatesTags: [{ type: 'ShippingAddresses', id: 'LIST' }, CHECKOUT, CART],
    }),
    updateShippingAddress: build.mutation<ShippingAddressSaved, ShippingAddressRequest & { id: string }>({
      query: ({ id, ...body }) => ({ url: `/shipping-address-update/${encodeURIComponent(id)}`, method: 'POST', body }),
      invalidatesTags: updateTags('ShippingAddresses'),
    }),
    deleteShippingAddress: build.mutation<AddressDeleted, string>({
      query: (id) => `/shipping-address-delete/${encodeURIComponent(id)}`,
      invalidatesTags: (_res, _err, id) => [{ type: 'ShippingAddresses', id: 'LIST' }, { type: 'ShippingAddresses', id }, CHECKOUT, CART],
    }),
  }),
});

export const {
  useGetBillingAddressesQuery,
  useAddBillingAddressMutation,
  useUpdateBillingAddressMutation,
  useDeleteBillingAddressMutation,
  useGetShippingAddressesQuery,
  useAddShippingAddressMutation,
  useUpdateShippingAddressMutation,
  useDeleteShippingAddressMutation,
} = addressesApi;
