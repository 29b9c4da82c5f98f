// The settings area's public face: the seller a document is issued with and printed with.
export { documentSeller, loadSettingsInto, SELLER_NOW } from './service';
