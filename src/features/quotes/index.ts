import { lazy } from 'react';

export {
  quotesSlice,
  itemAdded,
  quantityChanged,
  itemRemoved,
  listCleared,
  addToQuoteList,
  selectQuoteItems,
  selectIsInQuoteList,
  selectQuoteCount,
  selectHasCustomRate,
  initialQuotesState,
} from './quotesSlice';
export type { QuoteItem, QuotesState } from './quotesSlice';
export { quotesApi } from './api';
export { QuoteButton } from './components/QuoteButton';
export { QuoteListLink } from './components/QuoteListLink';

export const QuoteRequestPage = lazy(() => import(/* webpackChunkName: "page-quote-request" */ './pages/QuoteRequestPage'));
export const QuotationListPage = lazy(() => import(/* webpackChunkName: "page-quotation-list" */ './pages/QuotationListPage'));
export const QuotationDetailsPage = lazy(() => import(/* webpackChunkName: "page-quotation-details" */ './pages/QuotationDetailsPage'));
