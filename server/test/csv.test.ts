// The one CSV writer neutralises formula starts (OWASP CSV injection) and the reader gets the text back.
import { describe, expect, it } from '@jest/globals';
import { csvField, csvRow, csvText, parseCsv } from '../src/lib/csv';

describe('csvField', () => {
  it('puts a single quote before text a spreadsheet would run as a formula', () => {
    expect(csvField('=HYPERLINK("http://evil.example","Click")')).toBe(`"'=HYPERLINK(""http://evil.example"",""Click"")"`);
    expect(csvField('+91 98765')).toBe("'+91 98765");
    expect(csvField('-2+3')).toBe("'-2+3");
    expect(csvField('@SUM(A1)')).toBe("'@SUM(A1)");
    expect(csvField('\t=1')).toBe("'\t=1");
    expect(csvField('\r=1')).toBe(`"'\r=1"`);
  });

  it('leaves ordinary text and numbers alone (a negative number is not a formula)', () => {
    expect(csvField('Laptop 14"')).toBe('"Laptop 14"""');
    expect(csvField('a=b')).toBe('a=b');
    expect(csvField(-5)).toBe('-5');
    expect(csvField("it's")).toBe("it's");
  });

  it('reads back exactly what was written, quotes in front included', () => {
    const values = ['=HYPERLINK("x")', "'=already quoted", "''+two", '-dash', 'plain', "'just a quote"];
    const [rec] = parseCsv(csvRow(values));
    expect(rec.fields.map(csvText)).toEqual(values);
  });
});
