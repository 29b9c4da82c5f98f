// Every destructive button of the back office wears the kit's one danger style (kit/danger.css), and
// that style's text stands out from its background well enough to read (WCAG AA, 4.5:1).
import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import type { ReactElement } from 'react';
import { render, screen } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { Provider } from 'react-redux';
import { server } from '@/test/server';
import { signedInStore, staffMember } from '../testSupport';
import { RatesEditor } from '../accounts/RatesEditor';
import { EInvoices } from '../orders/EInvoices';
import { BrandsPage } from '../catalogue/BrandsPage';
import { StaffPage } from '../staff/StaffPage';

const show = (ui: ReactElement) => render(<Provider store={signedInStore()}>{ui}</Provider>);

/** The relative luminance of a #rrggbb colour (WCAG 2). */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((i) => parseInt(hex.slice(i, i + 2), 16) / 255).map((c) => (c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4));
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}
const contrast = (a: string, b: string) => {
  const [hi, lo] = [luminance(a), luminance(b)].sort((x, y) => y - x);
  return (hi + 0.05) / (lo + 0.05);
};

it('gives the danger style text that reads on its background, at rest and on hover', () => {
  const tokens = readFileSync(join(__dirname, '../../shared/ui/tokens.css'), 'utf8');
  const css = readFileSync(join(__dirname, 'danger.css'), 'utf8');
  const resolve = (v: string) => v.replace(/var\((--[\w-]+)\)/, (_m, name: string) => new RegExp(`${name}:\\s*(#[0-9a-f]{6})`, 'i').exec(tokens)![1]);
  const rules = [...css.matchAll(/\{([^}]*)\}/g)].map((m) => Object.fromEntries([...m[1].matchAll(/([\w-]+):\s*([^;]+);/g)].map((d) => [d[1], resolve(d[2].trim())])));
  expect(rules[0].color).toBe('#fff');
  for (const rule of rules) expect(contrast(rule.background, '#ffffff')).toBeGreaterThanOrEqual(4.5);
});

it('puts removing a customer rate, cancelling an e-invoice, deactivating a brand and a member in the danger style', async () => {
  server.use(
    http.get('*/api/admin/orders/ORD-1/einvoices', () =>
      HttpResponse.json({
        status: true,
        enabled: true,
        einvoices: [
          { document_type: 'INV', document_number: 'INV/1', state: 'registered', irn: 'a'.repeat(64), ack_no: '1', ack_date: '2026-11-01T10:00:00.000Z', error: null, attempts: 1, cancellable_until: '2026-11-02T10:00:00.000Z', can_cancel: true, cancel_blocked_by: null, cancelled_at: null, cancel_remark: null },
        ],
      }),
    ),
    http.get('*/api/admin/brands', () => HttpResponse.json({ status: true, brands: [{ id: 2, brand_name: 'Acme', is_active: true, products: 1, version: 1 }] })),
    http.get('*/api/admin/staff', () => HttpResponse.json({ status: true, staff: [staffMember(), staffMember({ id: 2, name: 'Ravi', email: 'ravi@example.com', role: 'sales' })] })),
  );
  show(<RatesEditor id={3} rates={[{ sku: 'SKU-1', product_name: 'Mouse', list_price: 500, custom_rate: 450, is_active: true }]} canEdit onDone={() => undefined} />);
  show(<EInvoices orderRef="ORD-1" />);
  show(<BrandsPage />);
  show(<StaffPage />);
  for (const name of ['Remove the rate for SKU-1', 'Cancel e-invoice', 'Deactivate Acme', 'Delete Acme', 'Deactivate']) {
    expect(await screen.findByRole('button', { name })).toHaveClass('a-btn--danger');
  }
});
