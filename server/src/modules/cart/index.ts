// What the cart area offers other areas: the priced cart with its free-product offer, and its messages and default state.
export { chosenFreeProduct, defaultShippingState, freeProductOffers, OUT_OF_STOCK_MESSAGE, pricedCart, QUANTITY_MIN_MESSAGE, type PricedCart, type PricedLine } from './service';
