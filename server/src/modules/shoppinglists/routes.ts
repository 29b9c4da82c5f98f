// Shopping list routes, /api/shopping-lists: approved customers only, every call on the
// company's own lists (another company's list answers 404, like a missing one).
import type { FastifyInstance } from 'fastify';
import {
  AddShoppingListItemsRequest,
  ListToCartResponse,
  ShoppingListItemParams,
  ShoppingListParams,
  ShoppingListRequest,
  ShoppingListResponse,
  ShoppingListSummaryResponse,
  ShoppingListsResponse,
  UpdateShoppingListItemRequest,
} from '@contracts/shoppingLists';
import { SHOPPING_LISTS_MAX } from '@contracts/shoppingListRules';
import { StatusMessage } from '@contracts/common';
import { bearer, treatMissingBodyAsEmpty, typed } from '../../lib/routes';
import { requireApproved } from '../../plugins/auth';
import { addItems, createList, csvFileName, listCsv, deleteList, listLists, readList, removeItem, setItemQuantity, updateList } from './service';
import { addListToCart } from './toCart';
import { cartOwner } from '../cart';
import { sendDownload } from '../../lib/download';

const base = { tags: ['shopping lists'], security: bearer };

export default async function shoppingListRoutes(app: FastifyInstance) {
  const api = typed(app);
  treatMissingBodyAsEmpty(app);
  // Before body validation: a visitor or a pending account is refused as such, whatever it sent.
  app.addHook('preValidation', async (req) => {
    requireApproved(req);
  });
  const detail = (customerId: number, id: string, message: string) =>
    readList(app.db, customerId, id, app.config.storeState).then((data) => ({ status: true, message, data }));

  api.get(
    '/shopping-lists',
    { schema: { ...base, summary: "The company's shopping lists with their item counts", response: { 200: ShoppingListsResponse } } },
    async (req) => {
      const who = requireApproved(req);
      return { status: true, data: { lists: await listLists(app.db, who.id), max_lists: SHOPPING_LISTS_MAX } };
    },
  );

  api.post(
    '/shopping-lists',
    { schema: { ...base, summary: 'Create a list', body: ShoppingListRequest, response: { 200: ShoppingListSummaryResponse } } },
    async (req) => {
      const who = requireApproved(req);
      return { status: true, message: 'Shopping list created.', data: await createList(app.db, who.id, req.body) };
    },
  );

  api.patch(
    '/shopping-lists/:id',
    {
      schema: {
        ...base,
        summary: 'Rename a list or change its note',
        description: 'Absent fields stay as they are; a `version` sent must be the current one (409 otherwise).',
        params: ShoppingListParams,
        body: ShoppingListRequest,
        response: { 200: ShoppingListSummaryResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      return { status: true, message: 'Shopping list saved.', data: await updateList(app.db, who.id, req.params.id, req.body) };
    },
  );

  api.delete(
    '/shopping-lists/:id',
    { schema: { ...base, summary: 'Delete a list and its items', params: ShoppingListParams, response: { 200: StatusMessage } } },
    async (req) => {
      const who = requireApproved(req);
      await deleteList(app.db, who.id, req.params.id);
      return { status: true, message: 'Shopping list deleted.' };
    },
  );

  api.get(
    '/shopping-lists/:id',
    {
      schema: {
        ...base,
        summary: "One list, its items priced with the company's prices today, their stock and the totals",
        params: ShoppingListParams,
        response: { 200: ShoppingListResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      return detail(who.id, req.params.id, 'Shopping list');
    },
  );

  api.get(
    '/shopping-lists/:id/csv',
    {
      schema: {
        ...base,
        summary: 'The list as CSV (SKU, quantity, product, prices, stock): opens in a spreadsheet, goes back into quick order',
        params: ShoppingListParams,
      },
    },
    async (req, reply) => {
      const who = requireApproved(req);
      const list = await readList(app.db, who.id, req.params.id, app.config.storeState);
      return sendDownload(reply, 'csv', csvFileName(list.name), listCsv(list));
    },
  );

  api.post(
    '/shopping-lists/:id/items',
    {
      schema: {
        ...base,
        summary: 'Add products (quantities of a product already on the list are added together)',
        params: ShoppingListParams,
        body: AddShoppingListItemsRequest,
        response: { 200: ShoppingListResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      await addItems(app.db, who.id, req.params.id, req.body.items);
      const n = req.body.items.length;
      return detail(who.id, req.params.id, n === 1 ? 'Added to the list.' : `${n} products added to the list.`);
    },
  );

  api.patch(
    '/shopping-lists/:id/items/:productId',
    {
      schema: {
        ...base,
        summary: "Change an item's quantity",
        params: ShoppingListItemParams,
        body: UpdateShoppingListItemRequest,
        response: { 200: ShoppingListResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      await setItemQuantity(app.db, who.id, req.params.id, req.params.productId, req.body.quantity);
      return detail(who.id, req.params.id, 'Quantity changed.');
    },
  );

  api.delete(
    '/shopping-lists/:id/items/:productId',
    { schema: { ...base, summary: 'Remove an item', params: ShoppingListItemParams, response: { 200: ShoppingListResponse } } },
    async (req) => {
      const who = requireApproved(req);
      await removeItem(app.db, who.id, req.params.id, req.params.productId);
      return detail(who.id, req.params.id, 'Removed from the list.');
    },
  );

  api.post(
    '/shopping-lists/:id/add-to-cart',
    {
      schema: {
        ...base,
        summary: "Add all the list's items to the cart in one step",
        description:
          "One transaction under the cart's rules: each item capped at the stock left after what the cart holds; products out of stock or no longer sold are reported and skipped, the rest added.",
        params: ShoppingListParams,
        response: { 200: ListToCartResponse },
      },
    },
    async (req) => {
      const who = requireApproved(req);
      return addListToCart(app.db, cartOwner(who), req.params.id);
    },
  );
}
