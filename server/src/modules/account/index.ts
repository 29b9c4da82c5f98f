// What the account area offers other areas: reading an operator's rupee amount the way credit limits
// are read, and recognising an uploaded image by its bytes (the back office's content images).
export { parseAmount } from './operator';
export { sniffImage } from './avatar';
