// The back office's Settings wire (/api/admin/settings): the store as the seller on its documents
// and the state of the GST split; read with its change history, saved with the version seen.
import { Type, type Static } from 'typebox';
import { Timestamp } from './common';
import { AuditEntry } from './staff';
import { SETTINGS_LIMITS } from './settingsRules';

export * from './settingsRules';

export const StoreSettingsFields = Type.Object({
  name: Type.String({ maxLength: SETTINGS_LIMITS.name + 50, description: 'The seller’s legal name on quotations, invoices, credit notes and mails.' }),
  address: Type.String({ maxLength: SETTINGS_LIMITS.address + 50, description: 'Postal address, one line or several.' }),
  gstin: Type.String({ maxLength: 30, description: '15 characters; its first two digits are the state’s GST code; checked against its check character.' }),
  state: Type.String({ maxLength: 100, description: 'The state the store is registered in: shipping there is CGST + SGST, elsewhere IGST.' }),
});

export const StoreSettings = Type.Object({
  ...StoreSettingsFields.properties,
  version: Type.Integer(),
  updated_at: Timestamp,
  history: Type.Array(AuditEntry),
});
export type StoreSettings = Static<typeof StoreSettings>;

export const StoreSettingsBody = Type.Object({
  ...StoreSettingsFields.properties,
  version: Type.Integer({ minimum: 1, maximum: 2147483647, description: 'The version of the settings the staff member saw; a stale one answers 409.' }),
});
export type StoreSettingsBody = Static<typeof StoreSettingsBody>;

export const StoreSettingsResponse = Type.Object({ status: Type.Boolean(), settings: StoreSettings });
export type StoreSettingsResponse = Static<typeof StoreSettingsResponse>;
