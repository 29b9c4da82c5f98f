// Money: NUMERIC strings in the database, integer paise in arithmetic, numbers (rupees, 2 dp) on the wire.
import { amountTooLarge, MAX_AMOUNT_PAISE, normalizeRupees, RUPEES_PATTERN } from '@contracts/fields';
import { invalid } from './errors';

/** '1234.5' | 1234.5 -> 123450 paise. Rounds half away from zero at the paisa. */
export function toPaise(value: string | number | null | undefined): number {
  if (value === null || value === undefined || value === '') return 0;
  const n = typeof value === 'number' ? value : Number(value);
  if (!Number.isFinite(n)) throw new Error(`Not a money value: ${String(value)}`);
  return Math.round(n * 100 + (n >= 0 ? 1e-7 : -1e-7));
}

/** 123450 -> 1234.5 (a JSON number in rupees). */
export const fromPaise = (paise: number): number => paise / 100;

/** 123450 -> '1234.50' (for NUMERIC columns). */
export const paiseToNumeric = (paise: number): string => (paise / 100).toFixed(2);

/** A NUMERIC column value to a JSON number, keeping null. */
export function num(value: string | null | undefined): number | null {
  if (value === null || value === undefined) return null;
  return Number(value);
}

/** "50000", "50,000.5", "₹ 5,00,000", 50000 -> paise; anything else is refused with a field error under `field`. */
export function parseAmount(amount: unknown, field = 'amount', label = 'Amount'): number {
  const raw = normalizeRupees(typeof amount === 'number' ? String(amount) : typeof amount === 'string' ? amount : '');
  if (!raw) throw invalid({ [field]: [`${label} is required`] });
  if (!RUPEES_PATTERN.test(raw)) {
    throw invalid({ [field]: [`${label} must be a number of rupees of 0 or more, such as 50000, 50,000 or 5,00,000.50.`] });
  }
  const paise = toPaise(raw);
  if (paise > MAX_AMOUNT_PAISE) throw invalid({ [field]: [amountTooLarge(label, MAX_AMOUNT_PAISE)] });
  return paise;
}
