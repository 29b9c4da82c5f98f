// The Orders screens' calls: the filtered list, one order, its status changes (each carrying the
// version shown), the e-way bill's vehicle correction, a refund's retry and the order's e-invoices (Retry,
// Cancel); the answers refresh the list and the order.
import type {
  AdminEwayVehicleBody,
  AdminOrderCancelBody,
  AdminOrderChangeResponse,
  AdminOrderDetailResponse,
  AdminOrderListQuery,
  AdminOrderListResponse,
  AdminOrderShipBody,
} from '@contracts/adminOrders';
import type { AdminEInvoiceCancelBody, AdminEInvoicesResponse } from '@contracts/adminEInvoices';
import { adminApi, cleanParams } from '../api';

type Change = { ref: string; action: 'approve' | 'deliver'; body: { version: number } } | { ref: string; action: 'ship'; body: AdminOrderShipBody } | { ref: string; action: 'cancel'; body: AdminOrderCancelBody };

const ordersApi = adminApi.injectEndpoints({
  endpoints: (build) => ({
    adminOrders: build.query<AdminOrderListResponse, AdminOrderListQuery>({
      query: (params) => ({ url: '/orders', params: cleanParams(params) }),
      providesTags: ['Orders'],
    }),
    adminOrder: build.query<AdminOrderDetailResponse, string>({
      query: (ref) => `/orders/${encodeURIComponent(ref)}`,
      providesTags: ['Orders'],
    }),
    changeOrder: build.mutation<AdminOrderChangeResponse, Change>({
      query: ({ ref, action, body }) => ({ url: `/orders/${encodeURIComponent(ref)}/${action}`, method: 'POST', body }),
      invalidatesTags: ['Orders', 'Audit'],
    }),
    changeEwayVehicle: build.mutation<AdminOrderChangeResponse, { ref: string; body: AdminEwayVehicleBody }>({
      query: ({ ref, body }) => ({ url: `/orders/${encodeURIComponent(ref)}/eway-bill/vehicle`, method: 'POST', body }),
      invalidatesTags: ['Orders', 'Audit'],
    }),
    retryRefund: build.mutation<AdminOrderChangeResponse, { ref: string; refundId: string }>({
      query: ({ ref, refundId }) => ({ url: `/orders/${encodeURIComponent(ref)}/refunds/${encodeURIComponent(refundId)}/retry`, method: 'POST', body: {} }),
      invalidatesTags: ['Orders', 'Audit'],
    }),
    orderEInvoices: build.query<AdminEInvoicesResponse, string>({
      query: (ref) => `/orders/${encodeURIComponent(ref)}/einvoices`,
      providesTags: ['Orders'],
    }),
    retryEInvoice: build.mutation<AdminEInvoicesResponse, { ref: string; document: string }>({
      query: ({ ref, document }) => ({ url: `/orders/${encodeURIComponent(ref)}/einvoices/retry`, method: 'POST', body: { document } }),
      invalidatesTags: ['Orders', 'Audit'],
    }),
    cancelEInvoice: build.mutation<AdminEInvoicesResponse, { ref: string; body: AdminEInvoiceCancelBody }>({
      query: ({ ref, body }) => ({ url: `/orders/${encodeURIComponent(ref)}/einvoices/cancel`, method: 'POST', body }),
      invalidatesTags: ['Orders', 'Audit'],
    }),
  }),
});

export const {
  useAdminOrdersQuery,
  useAdminOrderQuery,
  useChangeOrderMutation,
  useChangeEwayVehicleMutation,
  useRetryRefundMutation,
  useOrderEInvoicesQuery,
  useRetryEInvoiceMutation,
  useCancelEInvoiceMutation,
} = ordersApi;
