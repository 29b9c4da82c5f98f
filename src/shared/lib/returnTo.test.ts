import { safeReturnPath } from './returnTo';

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
