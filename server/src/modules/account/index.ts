// What the account area offers other areas: reading an operator's rupee amount the way credit limits
// are read, and recognising an uploaded image by its first bytes (product and content images).
export { parseAmount } from './operator';
export { sniffImage } from './avatar';
