// The send form's checks, with the server's messages (contracts/adminQuoteRules.ts): every line a
// rupee price above 0 (grouped or plain) with at most 2 decimals, a validity day from today, a note of bounded length.
import * as Yup from 'yup';
import { ADMIN_QUOTE_MESSAGES as M, QUOTATION_NOTE_MAX, quotePriceRules } from '@contracts/adminQuoteRules';
import { normalizeRupees, RUPEES_PATTERN } from '@contracts/fields';
import { ruleString } from '@/shared/lib/yupRules';
import { indiaDay } from '@contracts/format';

export interface SendValues {
  lines: { item_id: number; unit_price: string }[];
  valid_until: string;
  note: string;
}

export const sendSchema = Yup.object({
  lines: Yup.array(
    Yup.object({
      item_id: Yup.number().required(),
      unit_price: ruleString(quotePriceRules.unit_price),
    }),
  ).required(),
  valid_until: Yup.string()
    .required(M.validUntilRequired)
    .test('not-past', M.validUntilPast, (v) => !v || v >= indiaDay(new Date())),
  note: Yup.string().max(QUOTATION_NOTE_MAX, M.noteMax),
});

/** Rupees typed in a price box as paise, or null while it is not a valid price (display only). */
export function typedPaise(text: string): number | null {
  const t = normalizeRupees(text);
  if (!RUPEES_PATTERN.test(t)) return null;
  const [whole, frac = ''] = t.split('.');
  return Number(whole) * 100 + Number(frac.padEnd(2, '0'));
}
