// What the catalogue area offers other areas: one customer's price-list rates, read and changed one at a time.
export { ratesOf, removeCustomerRate, setCustomerRate } from './priceLists';
