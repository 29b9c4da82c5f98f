// The GSTIN rule beyond its pattern, written once for the server and the registration form: the
// GSTN check character, the PAN inside the GSTIN, and the state its first two digits name. Plain
// data and pure functions only (imported at run time by the browser, like fields.ts).
import { INDIAN_STATES } from './indianStates';

/** The 36 characters of a GSTIN's check-character arithmetic, in value order. */
export const GSTIN_ALPHABET = '0123456789ABCDEFGHIJKLMNOPQRSTUVWXYZ';

/** GST state codes (a GSTIN's first two digits) and the state each names, for the messages. */
export const GST_STATE_NAMES: Readonly<Record<string, string>> = Object.fromEntries(INDIAN_STATES.map((s) => [s.code, s.name]));

export const GSTIN_MESSAGES = {
  checkDigit: 'GSTIN check digit is wrong — please check the number',
  panMismatch: (gstinPan: string) => `The PAN in the GSTIN (${gstinPan}) does not match the PAN you entered`,
  unknownState: (code: string) => `The GSTIN starts with ${code}, which is no Indian state code — please check the number`,
  stateMismatch: (code: string, billingState: string) =>
    `The GSTIN is registered in ${GST_STATE_NAMES[code]} (${code}) but the billing state is ${billingState}`,
} as const;

/**
 * The check character of a GSTIN's first 14 characters (the GSTN algorithm): each character's
 * value times 1 or 2 alternately (1 for the first), the product's base-36 digits added up, and the
 * check is what brings the sum to a multiple of 36. Null when a character is outside 0-9A-Z.
 */
export function gstinCheckChar(first14: string): string | null {
  let sum = 0;
  for (let i = 0; i < first14.length; i += 1) {
    const value = GSTIN_ALPHABET.indexOf(first14[i]);
    if (value < 0) return null;
    const product = value * (i % 2 === 0 ? 1 : 2);
    sum += Math.floor(product / 36) + (product % 36);
  }
  return GSTIN_ALPHABET[(36 - (sum % 36)) % 36];
}

/** True when the 15th character is the check character of the first 14 (upper-case input). */
export function gstinCheckDigitOk(gstin: string): boolean {
  return gstin.length === 15 && gstinCheckChar(gstin.slice(0, 14)) === gstin[14];
}

const stateKey = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();
const CODE_BY_NAME = new Map(Object.entries(GST_STATE_NAMES).map(([code, name]) => [stateKey(name), code]));

/** The GST code of a state written out in full ('Tamil Nadu' -> '33'); null when unknown. */
export function gstStateCodeOf(name: string): string | null {
  return CODE_BY_NAME.get(stateKey(name)) ?? null;
}

export interface GstinInput {
  /** Upper-cased and already matching the GSTIN pattern (fields.ts). */
  gstin: string;
  /** Upper-cased PAN as entered; the check is skipped while it is empty. */
  pan: string;
  /** The billing state as entered; the check is skipped while it is empty or unknown. */
  billingState: string;
}

/**
 * What is wrong with a well-formed GSTIN against the rest of the form, by field (first problem per
 * field): `gstno` for the check character and the state, `pan_number` for the PAN. `stateCodeOf`
 * reads a typed state name (the server passes its alias-aware reader).
 */
export function gstinProblems(
  input: GstinInput,
  stateCodeOf: (name: string) => string | null = gstStateCodeOf,
): { gstno?: string; pan_number?: string } {
  const { gstin, pan, billingState } = input;
  if (!gstinCheckDigitOk(gstin)) return { gstno: GSTIN_MESSAGES.checkDigit };
  const out: { gstno?: string; pan_number?: string } = {};
  const gstinPan = gstin.slice(2, 12);
  if (pan && pan !== gstinPan) out.pan_number = GSTIN_MESSAGES.panMismatch(gstinPan);
  const code = gstin.slice(0, 2);
  if (!GST_STATE_NAMES[code]) {
    out.gstno = GSTIN_MESSAGES.unknownState(code);
  } else if (billingState.trim()) {
    const billingCode = stateCodeOf(billingState);
    if (billingCode !== null && billingCode !== code) out.gstno = GSTIN_MESSAGES.stateMismatch(code, billingState.trim());
  }
  return out;
}
