// Billing and shipping address books (spec 7, "Addresses"). Any signed-in customer keeps
// addresses, pending ones included: the registration form already created the first two.
import type { FastifyInstance } from 'fastify';
import { requireCustomer } from '../../plugins/auth';
import { bearer, stringFields, treatMissingBodyAsEmpty } from '../auth/schemas';
import { deleteAddress, listAddresses, storeAddress, updateAddress, type BookName } from './service';

type Body = Record<string, unknown> | undefined;

const pageQuery = {
  type: 'object',
  properties: { page: { type: 'integer', minimum: 1, default: 1 } },
} as const;

// Serial ids are int4: a larger number could never match and would only make PostgreSQL complain.
const idParams = {
  type: 'object',
  required: ['id'],
  properties: { id: { type: 'integer', minimum: 1, maximum: 2147483647 } },
} as const;

function bodySchema(prefix: 'b' | 's') {
  return stringFields(
    [...['address_line1', 'address_line2', 'city', 'state', 'country', 'pincode', 'phone'].map((s) => `${prefix}_${s}`), 'is_default'],
    "is_default: 'y' makes this the book's default address.",
  );
}

function bookRoutes(app: FastifyInstance, book: BookName, prefix: 'b' | 's', listKey: string) {
  const tags = ['Addresses'];
  const body = bodySchema(prefix);

  app.get(`/${book}-address-list`, { schema: { tags, security: bearer, querystring: pageQuery } }, async (req) => {
    const who = requireCustomer(req);
    const { page } = req.query as { page: number };
    return { status: true, [listKey]: await listAddresses(app.db, book, who.id, page) };
  });

  app.post(`/${book}-address-store`, { schema: { tags, security: bearer, body } }, async (req) => {
    const who = requireCustomer(req);
    const data = await storeAddress(app.db, book, who.id, req.body as Body);
    return { status: true, message: 'Address added successfully', data };
  });

  app.post(`/${book}-address-update/:id`, { schema: { tags, security: bearer, params: idParams, body } }, async (req) => {
    const who = requireCustomer(req);
    const { id } = req.params as { id: number };
    const data = await updateAddress(app.db, book, who.id, id, req.body as Body);
    return { status: true, message: 'Address updated successfully', data };
  });

  app.get(`/${book}-address-delete/:id`, { schema: { tags, security: bearer, params: idParams } }, async (req) => {
    const who = requireCustomer(req);
    const { id } = req.params as { id: number };
    await deleteAddress(app.db, book, who.id, id);
    return { status: true, message: 'Address deleted successfully' };
  });
}

export default async function addressRoutes(app: FastifyInstance) {
  treatMissingBodyAsEmpty(app);
  bookRoutes(app, 'billing', 'b', 'billing_addresses');
  bookRoutes(app, 'shipping', 's', 'shipping_addresses');
}
