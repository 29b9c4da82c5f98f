// Billing and shipping address books (spec 7, "Addresses"). Any signed-in customer keeps
// addresses, pending ones included: the registration form already created the first two.
import type { FastifyInstance } from 'fastify';
import type { TObject } from 'typebox';
import {
  AddressDeleted,
  AddressIdParams,
  AddressListQuery,
  BillingAddressListResponse,
  BillingAddressRequest,
  BillingAddressSaved,
  ShippingAddressListResponse,
  ShippingAddressRequest,
  ShippingAddressSaved,
} from '@contracts/addresses';
import { bearer, treatMissingBodyAsEmpty, typed } from '../../lib/routes';
import { requireCustomer } from '../../plugins/auth';
import type { AddressKind } from './read';
import { deleteAddress, listAddresses, storeAddress, updateAddress } from './service';

/** The contracts of one book. The service's return types (contracts' Static types) keep the answers exact. */
interface BookWire {
  listKey: 'billing_addresses' | 'shipping_addresses';
  list: TObject;
  request: TObject;
  saved: TObject;
}

const WIRE: Record<AddressKind, BookWire> = {
  billing: { listKey: 'billing_addresses', list: BillingAddressListResponse, request: BillingAddressRequest, saved: BillingAddressSaved },
  shipping: { listKey: 'shipping_addresses', list: ShippingAddressListResponse, request: ShippingAddressRequest, saved: ShippingAddressSaved },
};

function bookRoutes(app: FastifyInstance, book: AddressKind) {
  const api = typed(app);
  const { listKey, list, request: body, saved } = WIRE[book];
  const base = { tags: ['Addresses'], security: bearer };

  api.get(`/${book}-address-list`, { schema: { ...base, querystring: AddressListQuery, response: { 200: list } } }, async (req) => {
    const who = requireCustomer(req);
    return { status: true, [listKey]: await listAddresses(app.db, book, who.id, req.query.page) };
  });

  api.post(`/${book}-address-store`, { schema: { ...base, body, response: { 200: saved } } }, async (req) => {
    const who = requireCustomer(req);
    const data = await storeAddress(app.db, book, who.id, who.userId, req.body);
    return { status: true, message: 'Address added successfully', data };
  });

  api.post(
    `/${book}-address-update/:id`,
    { schema: { ...base, params: AddressIdParams, body, response: { 200: saved } } },
    async (req) => {
      const who = requireCustomer(req);
      const data = await updateAddress(app.db, book, who.id, req.params.id, req.body);
      return { status: true, message: 'Address updated successfully', data };
    },
  );

  api.get(`/${book}-address-delete/:id`, { schema: { ...base, params: AddressIdParams, response: { 200: AddressDeleted } } }, async (req) => {
    const who = requireCustomer(req);
    await deleteAddress(app.db, book, who.id, req.params.id);
    return { status: true, message: 'Address deleted successfully' };
  });
}

export default async function addressRoutes(app: FastifyInstance) {
  treatMissingBodyAsEmpty(app);
  bookRoutes(app, 'billing');
  bookRoutes(app, 'shipping');
}
