// What the account area offers other areas: reading an operator's rupee amount the way credit limits are read.
export { parseAmount } from './operator';
