// The send form's checks match the server's rule (rupees above 0, 2 decimals, a day from today),
// and the typed prices read as paise exactly (no floating-point drift in the live totals).
import { describe, expect, it } from '@jest/globals';
import { ADMIN_QUOTE_MESSAGES as M } from '@contracts/adminQuoteRules';
import { indiaDay } from '@contracts/format';
import { sendSchema, typedPaise } from './sendSchema';

const today = indiaDay(new Date());
const yesterday = indiaDay(new Date(Date.now() - 86_400_000));

async function errorsOf(values: object): Promise<string[]> {
  try {
    await sendSchema.validate(values, { abortEarly: false });
    return [];
  } catch (err) {
    return (err as { errors: string[] }).errors;
  }
}

describe('the send form', () => {
  it('accepts every line priced and a validity from today', async () => {
    expect(await errorsOf({ lines: [{ item_id: 1, unit_price: '1250.50' }, { item_id: 2, unit_price: '7' }], valid_until: today, note: '' })).toEqual([]);
  });

  it('refuses a blank, zero, negative or 3-decimal price and a past validity, with the server messages', async () => {
    expect(await errorsOf({ lines: [{ item_id: 1, unit_price: '' }], valid_until: today })).toEqual([M.priceRequired]);
    expect(await errorsOf({ lines: [{ item_id: 1, unit_price: '0' }], valid_until: today })).toEqual([M.priceFormat]);
    expect(await errorsOf({ lines: [{ item_id: 1, unit_price: '-5' }], valid_until: today })).toEqual([M.priceFormat]);
    expect(await errorsOf({ lines: [{ item_id: 1, unit_price: '1.005' }], valid_until: today })).toEqual([M.priceFormat]);
    expect(await errorsOf({ lines: [{ item_id: 1, unit_price: '5' }], valid_until: yesterday })).toEqual([M.validUntilPast]);
    expect(await errorsOf({ lines: [{ item_id: 1, unit_price: '5' }], valid_until: '' })).toEqual([M.validUntilRequired]);
  });

  it('reads typed rupees as exact paise', () => {
    expect(typedPaise('1250.5')).toBe(125050);
    expect(typedPaise(' 0.29 ')).toBe(29);
    expect(typedPaise('12.345')).toBeNull();
    expect(typedPaise('abc')).toBeNull();
  });
});
