export { quotesSlice, itemAdded, quantityChanged, itemRemoved, listCleared, selectQuoteItems, selectIsInQuoteList, initialQuotesState } from './quotesSlice';
export type { QuoteItem, QuotesState } from './quotesSlice';
