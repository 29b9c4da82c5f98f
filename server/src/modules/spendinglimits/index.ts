// What the spending-limits area offers the order paths (checkout, card payment, quotation accept).
export { assertWithinLimits, indiaMonthStart, monthSpentPaise, userLimits } from './service';
