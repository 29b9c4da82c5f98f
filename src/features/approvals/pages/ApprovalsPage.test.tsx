import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { http, HttpResponse } from 'msw';
import { approvedCustomer } from '@/test/fixtures';
import { makePaymentOrder } from '@/test/handlers/checkout';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import type { PaymentOptions } from '@/shared/payments/paymentScript';
import ApprovalsPage from './ApprovalsPage';

const request = (extra: Record<string, unknown> = {}) => ({
  id: 'req_1',
  status: 'pending',
  requested_by: 'Ravi Buyer',
  mine: false,
  lines: [{ product_id: 7, name: 'TP-Link Archer C1 Router', quantity: 2, unit_price: 1000, line_total: 2000 }],
  sub_total: 2000,
  tax: 360,
  grand_total: 2360,
  ship_to: '7 Dock Yard Road, Mumbai',
  purchase_order_number: 'PO-77',
  reason: null,
  decided_by: null,
  decided_at: null,
  order_number: null,
  payment_method: 'cash_on_delivery',
  can_pay: false,
  created_at: '2026-11-26T06:00:00Z',
  ...extra,
});

/** The rule (none) and these requests; `canDecide`: the signed-in user approves. */
function serveList(requests: Record<string, unknown>[], canDecide = true) {
  server.use(
    http.get('*/api/approvals/rule', () => HttpResponse.json({ status: true, data: { threshold: 2000, can_set_rule: false } })),
    http.get('*/api/approvals', () => HttpResponse.json({ status: true, data: { can_decide: canDecide, requests } })),
  );
}

const render = () =>
  renderWithProviders(<ApprovalsPage />, { route: '/my-account/approvals', path: '/my-account/approvals', preloadedState: signedInAs(approvedCustomer) });

beforeEach(() => {
  server.use(http.get('*/api/approvals', () => HttpResponse.json({ status: true, data: { can_decide: false, requests: [] } })));
});

describe('ApprovalsPage: the rule', () => {
  it('lets the Admin set the amount and shows the rule the server saved', async () => {
    let threshold: number | null = null;
    const sent: unknown[] = [];
    server.use(
      http.get('*/api/approvals/rule', () => HttpResponse.json({ status: true, data: { threshold, can_set_rule: true } })),
      http.post('*/api/approvals/rule', async ({ request }) => {
        const body = (await request.json()) as { threshold: string };
        sent.push(body);
        threshold = Number(body.threshold.replace(/,/g, ''));
        return HttpResponse.json({ status: true, message: 'Approval rule saved.', data: { threshold, can_set_rule: true } });
      }),
    );
    render();
    expect(await screen.findByText('No rule: every order is placed at once.')).toBeInTheDocument();
    const field = screen.getByLabelText(/Orders above/);
    await userEvent.type(field, 'lots');
    await userEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText('Enter an amount in rupees such as 50000, 50,000 or 1,00,000.50, or leave it empty for no rule.')).toBeInTheDocument();
    expect(sent).toEqual([]);

    await userEvent.clear(field);
    await userEvent.type(field, '50,000');
    await userEvent.click(screen.getByRole('button', { name: 'Save rule' }));
    expect(await screen.findByText("Orders above ₹50,000.00 by a Buyer wait for an Approver's or Admin's approval.")).toBeInTheDocument();
    expect(sent).toEqual([{ threshold: '50,000' }]);
  });

  it('shows a non-admin the rule without a form', async () => {
    server.use(http.get('*/api/approvals/rule', () => HttpResponse.json({ status: true, data: { threshold: 20000, can_set_rule: false } })));
    render();
    expect(await screen.findByText("Orders above ₹20,000.00 by a Buyer wait for an Approver's or Admin's approval.")).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Save rule' })).not.toBeInTheDocument();
  });
});

describe('ApprovalsPage: the requests', () => {
  it('an approver approves a pending request and sees its order', async () => {
    let list = [request()];
    const approved: string[] = [];
    serveList(list);
    server.use(
      http.get('*/api/approvals', () => HttpResponse.json({ status: true, data: { can_decide: true, requests: list } })),
      http.post('*/api/approvals/:id/approve', ({ params }) => {
        approved.push(String(params.id));
        list = [request({ status: 'approved', decided_by: 'Asha Approver', decided_at: '2026-11-26T07:00:00Z', order_number: 'ITW-2026-00042' })];
        return HttpResponse.json({ status: true, message: 'Approved: the order has been placed. Order ITW-2026-00042.', data: list[0] });
      }),
    );
    render();
    const card = await screen.findByRole('article', { name: /₹2,360.00 by Ravi Buyer/ });
    expect(within(card).getByText('Waiting for approval')).toBeInTheDocument();
    expect(card).toHaveTextContent('2 x TP-Link Archer C1 Router');
    expect(card).toHaveTextContent('PO PO-77');
    await userEvent.click(within(card).getByRole('button', { name: 'Approve and place order' }));
    expect(await screen.findByRole('link', { name: 'ITW-2026-00042' })).toHaveAttribute('href', '/order-details/ITW-2026-00042');
    expect(approved).toEqual(['req_1']);
    expect(screen.queryByRole('button', { name: 'Approve and place order' })).not.toBeInTheDocument();
  });

  it('rejecting asks for a reason before anything is sent', async () => {
    const bodies: unknown[] = [];
    serveList([request()]);
    server.use(
      http.post('*/api/approvals/:id/reject', async ({ request: req }) => {
        bodies.push(await req.json());
        return HttpResponse.json({ status: true, message: 'Request rejected; the buyer has been told why.', data: request({ status: 'rejected', reason: 'Over budget' }) });
      }),
    );
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Reject' }));
    await userEvent.click(screen.getByRole('button', { name: 'Reject request' }));
    expect(await screen.findByText('Say why the request is rejected (the buyer sees it).')).toBeInTheDocument();
    expect(bodies).toEqual([]);
    await userEvent.type(screen.getByLabelText(/Why is it rejected/), 'Over budget');
    await userEvent.click(screen.getByRole('button', { name: 'Reject request' }));
    await waitFor(() => expect(bodies).toEqual([{ reason: 'Over budget' }]));
  });

  it('the buyer sees the reason of a rejected request and may withdraw a pending one, but not approve it', async () => {
    serveList([request({ mine: true }), request({ id: 'req_0', status: 'rejected', mine: true, reason: 'Over budget', decided_by: 'Asha Approver' })], true);
    render();
    expect(await screen.findByText(/Reason: Over budget/)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Approve and place order' })).not.toBeInTheDocument();
  });
});

describe('ApprovalsPage: a card request paid after approval', () => {
  afterEach(() => {
    delete window.Razorpay;
  });

  it('shows it awaiting payment; its buyer pays it in the popup and the order-store gets the signed payment', async () => {
    let list = [request({ status: 'awaiting_payment', payment_method: 'razorpay', mine: true, can_pay: true, decided_by: 'Asha Approver', decided_at: '2026-11-26T07:00:00Z' })];
    const stored: unknown[] = [];
    let popup: PaymentOptions | null = null;
    window.Razorpay = class {
      constructor(options: PaymentOptions) {
        popup = options;
      }
      open() {}
      on() {}
    };
    serveList(list, false);
    server.use(
      http.get('*/api/approvals', () => HttpResponse.json({ status: true, data: { can_decide: false, requests: list } })),
      http.post('*/api/approvals/:id/pay', () => {
        // The checkout's provider order, plus the script the approvals page loads the popup from.
        const rpo = makePaymentOrder({ rpo_number: 'order_SBX7', rpo_amount: 236000 });
        return HttpResponse.json({
          ...rpo,
          data: { ...rpo.data, payment_script_url: '/api/payments/sandbox/checkout.js' },
          order_data: { billing_address_id: 'b_1', shipping_address_id: 's_1' },
        });
      }),
      http.post('*/api/order-store', async ({ request: req }) => {
        stored.push(await req.json());
        list = [request({ status: 'approved', payment_method: 'razorpay', mine: true, order_number: 'ITW-2026-00050', decided_by: 'Asha Approver' })];
        return HttpResponse.json({ status: true, message: 'Order placed successfully', data: { order_number: 'ITW-2026-00050', id: 'o_50' } });
      }),
    );
    render();
    const card = await screen.findByRole('article', { name: /₹2,360.00 by you/ });
    expect(within(card).getByText('Approved — awaiting payment')).toBeInTheDocument();
    expect(card).toHaveTextContent('Card, paid after approval');
    expect(within(card).getByRole('button', { name: 'Withdraw request' })).toBeInTheDocument();
    await userEvent.click(within(card).getByRole('button', { name: 'Pay ₹2,360.00' }));
    await waitFor(() => expect(popup).not.toBeNull());
    expect(popup!).toMatchObject({ amount: 236000, order_id: 'order_SBX7', key: 'rzp_test_sandbox' });
    popup!.handler({ razorpay_order_id: 'order_SBX7', razorpay_payment_id: 'pay_1', razorpay_signature: 'sig' });
    expect(await screen.findByRole('link', { name: 'ITW-2026-00050' })).toBeInTheDocument();
    expect(stored).toEqual([
      {
        billing_address_id: 'b_1',
        shipping_address_id: 's_1',
        payment_method: 'razorpay',
        razorpay_order_id: 'order_SBX7',
        razorpay_payment_id: 'pay_1',
        razorpay_signature: 'sig',
        rpo_id: 'pO31nV4tLk9bXz2yRm7Qsa',
      },
    ]);
  });

  it('offers no Pay to a user who may not pay it (an approver, another buyer)', async () => {
    serveList([request({ status: 'awaiting_payment', payment_method: 'razorpay', can_pay: false, decided_by: 'Asha Approver' })], true);
    render();
    const card = await screen.findByRole('article', { name: /₹2,360.00 by Ravi Buyer/ });
    expect(within(card).getByText('Approved — awaiting payment')).toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Pay/ })).not.toBeInTheDocument();
    expect(within(card).queryByRole('button', { name: /^Approve/ })).not.toBeInTheDocument();
    expect(card).toHaveTextContent('by the buyer who sent it or the company Admin');
  });
});
