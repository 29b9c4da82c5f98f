// What the quick-order area offers other areas: the cart reads and writes that fill the cart in one step.
export { NOT_SOLD_MESSAGE, anyOf, cartFullMessage, cartLineCount, heldInCart, productsWhere, setCartQuantities } from './cartLines';
