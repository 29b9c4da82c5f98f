import { SAMPLE_CSV, parseQuickOrder } from './quickOrderList';

describe('parseQuickOrder', () => {
  it('reads comma, semicolon and tab separated lines with their line numbers, skipping blanks', () => {
    expect(parseQuickOrder('ITW-A-1, 2\n\nITW-B-2;3\r\nITW-C-3\t 4 \n  \n')).toEqual([
      { line: 1, sku: 'ITW-A-1', quantity: '2' },
      { line: 3, sku: 'ITW-B-2', quantity: '3' },
      { line: 4, sku: 'ITW-C-3', quantity: '4' },
    ]);
  });

  it('skips a header line, a byte-order mark and spreadsheet quotes; keeps bad rows for the server to judge', () => {
    expect(parseQuickOrder('\uFEFF"SKU","Quantity","Note"\n"ITW-A-1","12","for branch 2"\nITW-B-2\n,5\nITW-C-3,1.5')).toEqual([
      { line: 2, sku: 'ITW-A-1', quantity: '12' },
      { line: 3, sku: 'ITW-B-2', quantity: '' },
      { line: 4, sku: '', quantity: '5' },
      { line: 5, sku: 'ITW-C-3', quantity: '1.5' },
    ]);
  });

  it('treats "sku" as a header only on the first line', () => {
    expect(parseQuickOrder('ITW-A-1,1\nsku,2')).toEqual([
      { line: 1, sku: 'ITW-A-1', quantity: '1' },
      { line: 2, sku: 'sku', quantity: '2' },
    ]);
  });

  it('reads its own sample', () => {
    expect(parseQuickOrder(SAMPLE_CSV).map((r) => r.line)).toEqual([2, 3, 4]);
  });
});
