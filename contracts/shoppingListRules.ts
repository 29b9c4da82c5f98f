// The rules of a company's shopping lists, written once: limits, messages, the list form's
// field rules and the stock states' names. Plain data (imports only the field rules), so the
// storefront loads it at run time; the wire shapes are in shoppingLists.ts.
import { textField, type Rules } from './fields';

/** The most lists one company keeps, and the most products one list holds. */
export const SHOPPING_LISTS_MAX = 50;
export const SHOPPING_LIST_ITEMS_MAX = 500;
/** The largest quantity of one product on a list (after merging). */
export const SHOPPING_LIST_QUANTITY_MAX = 100_000;
export const SHOPPING_LIST_NAME_MAX = 100;
export const SHOPPING_LIST_NOTE_MAX = 500;

export const SHOPPING_LIST_MESSAGES = {
  nameTaken: 'You already have a list with this name.',
  tooManyLists: `A company keeps up to ${SHOPPING_LISTS_MAX} shopping lists. Delete one you no longer use.`,
  tooManyItems: `A shopping list holds up to ${SHOPPING_LIST_ITEMS_MAX} products. Start another list for the rest.`,
  quantity: `Quantity must be a whole number from 1 to ${SHOPPING_LIST_QUANTITY_MAX}.`,
  noItems: 'Choose at least one product to add.',
  unknownProduct: 'No such product.',
  notSold: 'This product is no longer sold.',
  listNotFound: 'Shopping list not found.',
  itemNotFound: 'This product is not on the list.',
  stale: 'This list was changed meanwhile. Reload it and try again.',
  empty: 'This list has no products to add.',
} as const;

/** The list form (create and rename), read by the server's checks and the storefront's Yup schema. */
export const shoppingListRules = {
  name: textField('Name', SHOPPING_LIST_NAME_MAX, 'Give the list a name.'),
  note: textField('Note', SHOPPING_LIST_NOTE_MAX),
} satisfies Rules;

/** What the buyer can do with an item today: in stock, fewer in stock than the list asks, none, or no longer sold. */
export const STOCK_STATES = ['in_stock', 'low_stock', 'out_of_stock', 'not_sold'] as const;
export type StockState = (typeof STOCK_STATES)[number];
/** How the list page and the CSV name each state. */
export const STOCK_STATE_LABELS: Record<StockState, string> = {
  in_stock: 'In stock',
  low_stock: 'Fewer in stock than listed',
  out_of_stock: 'Out of stock',
  not_sold: 'No longer sold',
};

