// The purchase register page: the server's rows in GSTR-2B's order with credit notes negative and
// the totals row, and choosing another period asks the server for that period.
import { screen, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import type { PurchaseRegister, PurchaseRegisterRow } from '@contracts/purchaseRegister';
import { approvedCustomer } from '@/test/fixtures';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import PurchaseRegisterPage from './PurchaseRegisterPage';

const row = (over: Partial<PurchaseRegisterRow>): PurchaseRegisterRow => ({
  supplier_gstin: '27AABCI4567K1Z8',
  supplier_name: 'IT Wholesale Pvt Ltd',
  buyer_gstin: '27AAPFU0939F1ZV',
  document_type: 'Invoice',
  document_number: 'INV/26-27/00001',
  document_date: '2026-11-03',
  document_value_paise: 118000,
  place_of_supply: '27-Maharashtra',
  reverse_charge: 'N',
  rate: 18,
  taxable_paise: 100000,
  igst_paise: 0,
  cgst_paise: 9000,
  sgst_paise: 9000,
  cess_paise: 0,
  ...over,
});

function serveRegister() {
  const asked: string[] = [];
  server.use(
    http.get('*/api/purchase-register', ({ request }) => {
      const period = new URL(request.url).searchParams.get('period') ?? '';
      asked.push(period);
      const data: PurchaseRegister = {
        period,
        label: period,
        from: '2026-11-01',
        to: '2026-11-30',
        buyer: { name: 'Test Company', gstin: '27AAPFU0939F1ZV' },
        rows: [row({}), row({ document_type: 'Credit note', document_number: 'CN/26-27/00001', document_value_paise: -59000, taxable_paise: -50000, cgst_paise: -4500, sgst_paise: -4500 })],
        totals: { invoices: 1, credit_notes: 1, document_value_paise: 59000, taxable_paise: 50000, igst_paise: 0, cgst_paise: 4500, sgst_paise: 4500, cess_paise: 0 },
      };
      return HttpResponse.json({ status: true, data });
    }),
  );
  return asked;
}

describe('PurchaseRegisterPage', () => {
  it('shows the rows, the credit note negative, and the totals; another period is asked for when chosen', async () => {
    const asked = serveRegister();
    const { user } = renderWithProviders(<PurchaseRegisterPage />, {
      route: '/my-account/purchase-register?period=2026-11',
      path: '/my-account/purchase-register',
      preloadedState: signedInAs(approvedCustomer),
    });
    const credit = await screen.findByRole('row', { name: /CN\/26-27\/00001/ });
    expect(credit).toHaveTextContent('-₹590.00');
    expect(credit).toHaveTextContent('-₹500.00');
    const total = screen.getByRole('row', { name: /^Total/ });
    expect(within(total).getAllByRole('cell').map((c) => c.textContent)).toEqual(['₹590.00', '', '₹500.00', '₹0.00', '₹45.00', '₹45.00', '₹0.00']);
    expect(asked).toEqual(['2026-11']);
    const select = screen.getByLabelText('Period');
    const other = within(select).getAllByRole('option')[1] as HTMLOptionElement;
    await user.selectOptions(select, other.value);
    await screen.findByText(new RegExp(`^${other.value}:`));
    expect(asked).toContain(other.value);
  });
});
