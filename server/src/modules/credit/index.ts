// What the credit ledger offers other areas: the writes that keep limit = available + outstanding.
export { changeLimit, changeTerms, codBlock, creditOrder, creditState, dateDue, debitOrder, recordPayment, type CreditState, type PaymentInput } from './ledger';
export { settleDues } from './service';
export { isDuesPayment, settleOnlinePayment } from './online';
