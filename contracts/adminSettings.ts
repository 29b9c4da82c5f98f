// The back office's Settings wire (/api/admin/settings): the store as the seller on its documents
// and the state of the GST split; read with its change history, saved with the version seen.
import { Type, type Static } from 'typebox';
import { Timestamp } from './common';
import { AuditEntry } from './staff';
import { QUOTE_WARN_LIMITS, SETTINGS_LIMITS } from './settingsRules';

export * from './settingsRules';

export const StoreSettingsFields = Type.Object({
  name: Type.String({ maxLength: SETTINGS_LIMITS.name + 50, description: 'The seller’s legal name on quotations, invoices, credit notes and mails.' }),
  address: Type.String({ maxLength: SETTINGS_LIMITS.address + 50, description: 'Postal address, one line or several.' }),
  gstin: Type.String({ maxLength: 30, description: '15 characters; its first two digits are the state’s GST code; checked against its check character.' }),
  state: Type.String({ maxLength: 100, description: 'The state the store is registered in: shipping there is CGST + SGST, elsewhere IGST.' }),
});

const warnAbove = 'Warn on the quotation screen when a quoted unit price is more than this many per cent above the list price.';
const warnBelow = "Warn when a quoted unit price is more than this many per cent below the buyer's own price (their price-list rate, else the list price).";

export const StoreSettings = Type.Object({
  ...StoreSettingsFields.properties,
  quote_warn_above_pct: Type.Integer({ minimum: 0, maximum: QUOTE_WARN_LIMITS.quote_warn_above_pct, description: warnAbove }),
  quote_warn_below_pct: Type.Integer({ minimum: 0, maximum: QUOTE_WARN_LIMITS.quote_warn_below_pct, description: warnBelow }),
  version: Type.Integer(),
  updated_at: Timestamp,
  history: Type.Array(AuditEntry),
});
export type StoreSettings = Static<typeof StoreSettings>;

/** A threshold as typed: checked on the server with its field's message (422), so any short text or number passes the schema. */
const Percent = (description: string) => Type.Optional(Type.Union([Type.Integer({ minimum: -100000, maximum: 100000 }), Type.String({ maxLength: 10 })], { description: `${description} Left out: unchanged.` }));

export const StoreSettingsBody = Type.Object({
  ...StoreSettingsFields.properties,
  quote_warn_above_pct: Percent(warnAbove),
  quote_warn_below_pct: Percent(warnBelow),
  version: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'The version of the settings the staff member saw; a stale one answers 409.' }),
});
export type StoreSettingsBody = Static<typeof StoreSettingsBody>;

export const StoreSettingsResponse = Type.Object({ status: Type.Boolean(), settings: StoreSettings });
export type StoreSettingsResponse = Static<typeof StoreSettingsResponse>;
