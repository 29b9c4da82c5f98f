// The settings area's public face: the seller a document is issued with and printed with, and the
// quotation price warnings' thresholds.
export { documentSeller, loadSettingsInto, quoteWarnThresholds, SELLER_NOW } from './service';
