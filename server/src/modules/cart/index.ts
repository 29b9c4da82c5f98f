// What the cart area offers other areas: whose cart (each company user's own), the priced cart with its free-product offer, and its messages and default state.
export { chosenFreeProduct, freeProductOffers } from './freeProduct';
export { cartOwner, companyCartOwner, type CartOwner } from './owner';
export { defaultShippingState, pricedCart, pricedLines, pricedProductColumns, type PricedCart, type PricedLine } from './pricedCart';
export { OUT_OF_STOCK_MESSAGE, QUANTITY_MIN_MESSAGE } from './service';
