// The e-way bill a shipped order travels under, as an order's answer carries it (the buyer's and
// the back office's). Its rules are contracts/ewayBillRules.ts.
import { Type, type Static } from 'typebox';
import { Nullable } from './common';

export * from './ewayBillRules';

/** The e-way bill on an order's answer (the buyer's and the back office's). */
export const EwayBill = Type.Object({
  number: Type.String({ description: 'The 12-digit e-way bill number.' }),
  date: Type.String({ format: 'date', description: 'The day it was generated (YYYY-MM-DD).' }),
  transporter_name: Type.String(),
  transporter_id: Nullable(Type.String({ description: 'GSTIN or transporter id (TRANSIN).' })),
  vehicle_number: Type.String(),
  distance_km: Type.Integer(),
  valid_days: Type.Integer({ description: 'One per 200 km or part (ordinary cargo).' }),
  last_valid_day: Type.String({ format: 'date', description: 'Valid until midnight at the end of this day (India time).' }),
  valid_until: Type.String({ description: 'That midnight as an instant (ISO 8601).' }),
  version: Type.Integer({ description: 'Bumped by each correction; a correction names the version it saw.' }),
});
export type EwayBill = Static<typeof EwayBill>;
