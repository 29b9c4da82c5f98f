// The Indian states and union territories with their GST state codes (the first two digits of a
// GSTIN): the one list every form offers, the server accepts, and GST reads. Plain data and pure
// functions only, so the browser bundle can load it as it is.

export interface IndianState {
  /** GST state code, two digits. */
  code: string;
  /** The name as the store writes and stores it. */
  name: string;
  /** Older or short names typed before the list existed ('Orissa', 'J&K'), read as this state. */
  aliases: readonly string[];
}

const row = (code: string, name: string, ...aliases: string[]): IndianState => ({ code, name, aliases });

/** In the order the forms list them: alphabetical by name. */
export const INDIAN_STATES: readonly IndianState[] = [
  row('35', 'Andaman and Nicobar Islands', 'Andaman and Nicobar'),
  row('37', 'Andhra Pradesh', 'AP'),
  row('12', 'Arunachal Pradesh'),
  row('18', 'Assam'),
  row('10', 'Bihar'),
  row('04', 'Chandigarh'),
  row('22', 'Chhattisgarh', 'Chattisgarh'),
  row('26', 'Dadra and Nagar Haveli and Daman and Diu', 'Daman and Diu', 'Dadra and Nagar Haveli'),
  row('07', 'Delhi', 'New Delhi', 'NCT of Delhi'),
  row('30', 'Goa'),
  row('24', 'Gujarat'),
  row('06', 'Haryana'),
  row('02', 'Himachal Pradesh', 'HP'),
  row('01', 'Jammu and Kashmir', 'J&K'),
  row('20', 'Jharkhand'),
  row('29', 'Karnataka'),
  row('32', 'Kerala'),
  row('38', 'Ladakh'),
  row('31', 'Lakshadweep'),
  row('23', 'Madhya Pradesh', 'MP'),
  row('27', 'Maharashtra'),
  row('14', 'Manipur'),
  row('17', 'Meghalaya'),
  row('15', 'Mizoram'),
  row('13', 'Nagaland'),
  row('21', 'Odisha', 'Orissa'),
  row('34', 'Puducherry', 'Pondicherry'),
  row('03', 'Punjab'),
  row('08', 'Rajasthan'),
  row('11', 'Sikkim'),
  row('33', 'Tamil Nadu', 'TN'),
  row('36', 'Telangana'),
  row('16', 'Tripura'),
  row('09', 'Uttar Pradesh', 'UP'),
  row('05', 'Uttarakhand', 'Uttaranchal'),
  row('19', 'West Bengal', 'WB'),
];

export const INDIAN_STATE_NAMES: readonly string[] = INDIAN_STATES.map((s) => s.name);

/** Names compared loosely: case, spacing, punctuation, '&' for 'and'. */
const key = (name: string) =>
  name
    .toLowerCase()
    .replace(/&/g, ' and ')
    .replace(/[^a-z]+/g, ' ')
    .trim();

const BY_KEY = new Map<string, IndianState>();
for (const s of INDIAN_STATES) for (const n of [s.name, ...s.aliases]) BY_KEY.set(key(n), s);

/** 'maharashtra ' -> Maharashtra (code 27); null for a name that is no Indian state or territory. */
export function findIndianState(name: string | null | undefined): IndianState | null {
  if (!name) return null;
  return BY_KEY.get(key(name)) ?? null;
}

/** The list's spelling of a state typed loosely; anything else unchanged (so a check can refuse it). */
export function canonicalStateName(name: string): string {
  return findIndianState(name)?.name ?? name;
}

/**
 * An Indian phone number as the store keeps it: ten digits. Spaces, dashes, dots and brackets are
 * dropped, and a +91, 91 or 0 in front of ten digits is taken off. Anything else is returned as
 * typed (without the separators), so the pattern check refuses it.
 */
export function normalizeIndianPhone(value: string): string {
  const compact = value.replace(/[\s\-.()]/g, '');
  const m = /^(?:\+91|91|0)?([0-9]{10})$/.exec(compact);
  return m ? m[1] : compact;
}
