// The store's settings rules, once for the server and the Settings form: the seller's name, postal
// address, GSTIN and state (the GST split's home state). Plain data and pure functions (the browser
// imports them at run time).
import { GST_STATE_NAMES, gstinCheckDigitOk } from './gstin';
import { findIndianState } from './indianStates';
import type { StaffRole } from './staffRules';

/** Who reads and changes the store's settings. */
export const SETTINGS_ROLES: readonly StaffRole[] = ['admin'];

export const SETTINGS_LIMITS = { name: 191, address: 500 } as const;

export const SETTINGS_MESSAGES = {
  nameRequired: 'Enter the store’s name as its documents print it.',
  nameLong: `The name can be at most ${SETTINGS_LIMITS.name} characters.`,
  addressRequired: 'Enter the store’s postal address.',
  addressLong: `The address can be at most ${SETTINGS_LIMITS.address} characters.`,
  stateRequired: 'Choose the state the store is registered in.',
  stateUnknown: 'Choose one of the Indian states and union territories.',
  gstinRequired: 'Enter the store’s GSTIN.',
  gstinFormat: 'A GSTIN is 15 characters: 2 digits of the state code, the 10-character PAN, the entity number, Z and a check character (e.g. 27AABCI4567K1Z8).',
  gstinCheck: 'The GSTIN’s last character is not its check character: please check the number.',
  gstinState: (code: string, state: string) =>
    `The GSTIN starts with ${code}${GST_STATE_NAMES[code] ? ` (${GST_STATE_NAMES[code]})` : ', which is no Indian state code'}, but the store’s state is ${state} (${findIndianState(state)?.code ?? '?'}).`,
  stale: 'The settings were changed by someone else; reload to see the change.',
  warnAbove: 'Enter a whole number of per cent from 0 to 1000.',
  warnBelow: 'Enter a whole number of per cent from 0 to 100.',
} as const;

/**
 * The quotation screen's price warnings (a warning, never a refusal): a quoted unit price more than
 * `quote_warn_above_pct` % above the list price, or more than `quote_warn_below_pct` % below the
 * buyer's own price (the account's price-list rate, else the list price: the catalogue records no
 * cost price). Whole per cent; the defaults are the database's.
 */
export const QUOTE_WARN_LIMITS = { quote_warn_above_pct: 1000, quote_warn_below_pct: 100 } as const;
export const QUOTE_WARN_DEFAULTS = { quote_warn_above_pct: 25, quote_warn_below_pct: 10 } as const;
export type QuoteWarnKey = keyof typeof QUOTE_WARN_LIMITS;
export type QuoteWarnThresholds = Record<QuoteWarnKey, number>;

/** A typed threshold ('25', 25, ' 10 ') as a whole number within its range, else the field's message. */
export function parseQuoteWarn(key: QuoteWarnKey, value: unknown): { value: number } | { problem: string } {
  const text = typeof value === 'number' ? String(value) : typeof value === 'string' ? value.trim() : '';
  const n = /^\d{1,4}$/.test(text) ? Number(text) : NaN;
  if (Number.isInteger(n) && n >= 0 && n <= QUOTE_WARN_LIMITS[key]) return { value: n };
  return { problem: key === 'quote_warn_above_pct' ? SETTINGS_MESSAGES.warnAbove : SETTINGS_MESSAGES.warnBelow };
}

const GSTIN_SHAPE = /^[0-9]{2}[A-Z]{5}[0-9]{4}[A-Z][1-9A-Z]Z[0-9A-Z]$/;

export interface SettingsInput {
  name: string;
  address: string;
  gstin: string;
  state: string;
}

/** The input as stored: trimmed, the GSTIN upper-cased, the state's canonical name. */
export function normaliseSettings(input: SettingsInput): SettingsInput {
  const state = findIndianState(input.state.trim());
  return { name: input.name.trim(), address: input.address.trim(), gstin: input.gstin.trim().toUpperCase(), state: state?.name ?? input.state.trim() };
}

/** What is wrong with the (normalised) input, one message per field; {} when it may be saved. */
export function settingsProblems(input: SettingsInput): Partial<Record<keyof SettingsInput, string>> {
  const out: Partial<Record<keyof SettingsInput, string>> = {};
  if (!input.name) out.name = SETTINGS_MESSAGES.nameRequired;
  else if (input.name.length > SETTINGS_LIMITS.name) out.name = SETTINGS_MESSAGES.nameLong;
  if (!input.address) out.address = SETTINGS_MESSAGES.addressRequired;
  else if (input.address.length > SETTINGS_LIMITS.address) out.address = SETTINGS_MESSAGES.addressLong;
  const state = input.state ? findIndianState(input.state) : null;
  if (!input.state) out.state = SETTINGS_MESSAGES.stateRequired;
  else if (!state) out.state = SETTINGS_MESSAGES.stateUnknown;
  if (!input.gstin) out.gstin = SETTINGS_MESSAGES.gstinRequired;
  else if (!GSTIN_SHAPE.test(input.gstin)) out.gstin = SETTINGS_MESSAGES.gstinFormat;
  else if (!gstinCheckDigitOk(input.gstin)) out.gstin = SETTINGS_MESSAGES.gstinCheck;
  else if (state && input.gstin.slice(0, 2) !== state.code) out.gstin = SETTINGS_MESSAGES.gstinState(input.gstin.slice(0, 2), state.name);
  return out;
}
