// The GSTIN rule (contracts/gstin.ts): the GSTN check character on real-format numbers, the PAN
// inside the GSTIN and the state its code names.
import { GSTIN_MESSAGES, gstinCheckChar, gstinCheckDigitOk, gstinProblems } from './gstin';

describe('GSTIN check character', () => {
  it.each([
    ['27AAPFU0939F1ZV', 'V'],
    ['29AAGCB7383J1Z4', '4'],
    ['33AAACH7409R1Z8', '8'],
    ['24AAACC1206D1ZM', 'M'],
    ['27AABCI4567K1Z8', '8'],
    ['27AAACD1234F1Z7', '7'],
  ])('accepts %s (check %s)', (gstin, check) => {
    expect(gstinCheckChar(gstin.slice(0, 14))).toBe(check);
    expect(gstinCheckDigitOk(gstin)).toBe(true);
  });

  it.each(['27AAACD1234F1Z5', '27AAPFU0939F1ZW', '29AAGCB7383J1Z5', '72AAPFU0939F1ZV'])('refuses %s (one character changed, or two swapped)', (gstin) => {
    expect(gstinCheckDigitOk(gstin)).toBe(false);
  });

  it('catches two swapped neighbouring characters, which a plain sum would not', () => {
    expect(gstinCheckDigitOk('27AAPFU9039F1ZV')).toBe(false);
  });
});

describe('gstinProblems', () => {
  const ok = { gstin: '29AAGCB7383J1Z4', pan: 'AAGCB7383J', billingState: 'Karnataka' };

  it('passes a GSTIN whose check, PAN and state all agree', () => {
    expect(gstinProblems(ok)).toEqual({});
  });

  it('says the check digit is wrong before anything else', () => {
    expect(gstinProblems({ ...ok, gstin: '29AAGCB7383J1Z5', pan: 'XXXXX0000X' })).toEqual({ gstno: GSTIN_MESSAGES.checkDigit });
  });

  it('points at the PAN when the GSTIN carries another one', () => {
    expect(gstinProblems({ ...ok, pan: 'AAGCB7383K' })).toEqual({
      pan_number: 'The PAN in the GSTIN (AAGCB7383J) does not match the PAN you entered',
    });
  });

  it('names both states when the GSTIN is registered in another state than the billing address', () => {
    expect(gstinProblems({ ...ok, billingState: 'Maharashtra' })).toEqual({
      gstno: 'The GSTIN is registered in Karnataka (29) but the billing state is Maharashtra',
    });
  });

  it('reads the billing state loosely, and through the resolver it is given', () => {
    expect(gstinProblems({ ...ok, billingState: '  karnataka ' })).toEqual({});
    expect(gstinProblems({ ...ok, billingState: 'Bangalore Urban' }, () => '29')).toEqual({});
    // An unknown billing state is not guessed at.
    expect(gstinProblems({ ...ok, billingState: 'Atlantis' })).toEqual({});
  });

  it('refuses a state code no Indian state has', () => {
    const body = '99AAGCB7383J1Z';
    expect(gstinProblems({ ...ok, gstin: body + gstinCheckChar(body) })).toEqual({ gstno: GSTIN_MESSAGES.unknownState('99') });
  });
});
