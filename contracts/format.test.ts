// The printed facts every side shares: money by unit, India's calendar date, an address's lines.
import { addressLines, addressOneLine, addressParts, formatDate, formatDateTime, formatPaise, formatPaiseDigits, formatRupees, formatShortDate, indiaDay } from './format';

describe('money, by unit', () => {
  it('prints rupees and paise as the same amount', () => {
    expect(formatRupees(123456.5)).toBe('₹1,23,456.50');
    expect(formatPaise(12345650)).toBe('₹1,23,456.50');
    expect(formatPaiseDigits(12345650)).toBe('1,23,456.50');
  });
  it('reads a missing or unreadable rupee amount as zero', () => {
    expect(formatRupees(null)).toBe('₹0.00');
    expect(formatRupees('abc')).toBe('₹0.00');
    expect(formatRupees('99.5')).toBe('₹99.50');
  });
});

describe('dates in India', () => {
  // 20:00 UTC on 31 March is 01:30 on 1 April in India: a new day and a new financial year.
  const lateNight = new Date('2027-03-31T20:00:00Z');
  it('dates a moment by the calendar in India', () => {
    expect(indiaDay(lateNight)).toBe('2027-04-01');
    expect(formatShortDate(lateNight)).toBe('01 Apr 2027');
    expect(formatDate(lateNight.toISOString())).toBe('1 April 2027');
    expect(formatDateTime('2025-03-12T05:00:00Z')).toMatch(/^12 Mar 2025, 10:30 am$/i);
  });
  it('prints nothing for a missing or unreadable date', () => {
    expect(formatDate(null)).toBe('');
    expect(formatShortDate('not a date')).toBe('');
  });
});

describe('address lines', () => {
  const order = { s_address_line1: '12 MG Road', s_address_line2: ' ', s_city: 'Pune', s_state: 'Maharashtra', s_pincode: '411001', s_country: 'India', s_contact: '9800000000' };
  it('prints the lines every page, mail and PDF shows', () => {
    expect(addressLines(addressParts(order, 's', 'contact'))).toEqual(['12 MG Road', 'Pune, Maharashtra 411001', 'India', 'Phone: 9800000000']);
    expect(addressLines(addressParts(order, 's', 'contact'), { withPhone: false })).toEqual(['12 MG Road', 'Pune, Maharashtra 411001', 'India']);
    expect(addressOneLine(addressParts(order, 's'))).toBe('12 MG Road, Pune, Maharashtra 411001');
  });
  it('reads the other prefix as absent', () => {
    expect(addressLines(addressParts(order, 'b'))).toEqual([]);
  });
});
