import { pendingAddOf, safeReturnPath } from './returnTo';

describe('safeReturnPath', () => {
  it.each([
    ['/checkout', '/checkout'],
    ['/order-details/ITW-2025-00005?tab=1#lines', '/order-details/ITW-2025-00005?tab=1#lines'],
    ['/a/../myorder', '/myorder'],
  ])('takes the site path %s', (raw, path) => {
    expect(safeReturnPath(raw)).toBe(path);
  });

  it.each([
    'https://evil.example/',
    '//evil.example/x',
    '/\\evil.example',
    '\\\\evil.example',
    'javascript:alert(1)',
    'checkout',
    '/\tevil',
    '/signin',
    '/signup?x=1',
    '/reset-password/abc',
    '',
    null,
    42,
  ])('refuses %p', (raw) => {
    expect(safeReturnPath(raw)).toBeNull();
  });
});

describe('pendingAddOf', () => {
  it('takes a product id and a whole quantity', () => {
    expect(pendingAddOf({ product_id: 7, quantity: 3, product_name: 'Dell' })).toEqual({ product_id: 7, quantity: 3, product_name: 'Dell' });
  });

  it.each([null, 'x', { product_id: '7', quantity: 1 }, { product_id: 0, quantity: 1 }, { product_id: 7, quantity: 0 }, { product_id: 7, quantity: 1.5 }, { product_id: 7, quantity: 1e9 }])(
    'refuses %p',
    (raw) => {
      expect(pendingAddOf(raw)).toBeNull();
    },
  );
});
