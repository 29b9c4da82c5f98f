// What the cart area offers other areas: the priced cart with its free-product offer, and its messages and default state.
export { chosenFreeProduct, freeProductOffers } from './freeProduct';
export { defaultShippingState, pricedCart, pricedLines, pricedProductColumns, type PricedCart, type PricedLine } from './pricedCart';
export { OUT_OF_STOCK_MESSAGE, QUANTITY_MIN_MESSAGE } from './service';
