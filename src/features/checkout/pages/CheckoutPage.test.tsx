import { act, screen, waitFor, within } from '@testing-library/react';
import { http, HttpResponse } from 'msw';
import { useParams } from 'react-router-dom';
import type { OrderStoreRequest } from '@contracts/checkout';
import { useCartCount, useGetCreditLimitQuery } from '@/features/cart';
import { formatRupees } from '@contracts/format';
import { approvedCustomer } from '@/test/fixtures';
import { addressId } from '@/test/handlers/account';
import { checkoutBooks, checkoutWithBooks, makeCheckout, makePaymentOrder, orderPublicId, otherStateCheckout } from '@/test/handlers/checkout';
import { server } from '@/test/server';
import { renderWithProviders, signedInAs } from '@/test/utils';
import { Toasts } from '@/shared/ui/Toasts';
import type { PaymentFailure, PaymentOptions, PaymentSuccess } from '@/shared/payments/paymentScript';
import CheckoutPage, { ADDRESS_GONE } from './CheckoutPage';

function Success() {
  const { orderNumber } = useParams();
  return <p>Thank-you page for {orderNumber}</p>;
}

/** What the shell's header shows: the cart badge and the wallet amount. */
function HeaderProbe() {
  const count = useCartCount();
  const { data: credit } = useGetCreditLimitQuery();
  return (
    <p data-testid="header">
      cart {count} wallet {formatRupees(credit ?? 0)}
    </p>
  );
}

function renderCheckout(withHeader = false) {
  return renderWithProviders(
    <>
      {withHeader ? <HeaderProbe /> : null}
      <CheckoutPage />
    </>,
    {
      route: '/checkout',
      path: '/checkout',
      preloadedState: signedInAs(approvedCustomer),
      routes: [
        {
          path: '/my-account/approvals',
          element: (
            <>
              <Toasts />
              <p>Approvals page</p>
            </>
          ),
        },
        {
          path: '/order-success/:orderNumber',
          element: (
            <>
              {withHeader ? <HeaderProbe /> : null}
              <Success />
            </>
          ),
        },
      ],
    },
  );
}

/** The checkout with the toasts shown. */
function renderWithToasts() {
  return renderWithProviders(
    <>
      <Toasts />
      <CheckoutPage />
    </>,
    { route: '/checkout', path: '/checkout', preloadedState: signedInAs(approvedCustomer) },
  );
}

const checkoutIs = (data = makeCheckout()) => server.use(http.get('*/api/checkout', () => HttpResponse.json({ status: true, data })));

/** Records every /order-store body; answers with `answer` (default: the order is placed). */
function recordOrderStore(answer?: (body: OrderStoreRequest, n: number) => Promise<Response> | Response) {
  const bodies: OrderStoreRequest[] = [];
  server.use(
    http.post('*/api/order-store', async ({ request }) => {
      const body = (await request.json()) as OrderStoreRequest;
      bodies.push(body);
      if (answer) return answer(body, bodies.length);
      return HttpResponse.json({ status: true, message: 'Order placed successfully', data: { order_number: 'ITW-2025-00005', id: orderPublicId(5) } });
    }),
  );
  return bodies;
}

/** A stand-in for the provider's checkout.js: records the options and lets the test play the customer. */
class FakePopup {
  static last: FakePopup | null = null;
  opened = false;
  onFailed: ((r: PaymentFailure) => void) | null = null;
  constructor(public options: PaymentOptions) {
    FakePopup.last = this;
  }
  open() {
    this.opened = true;
  }
  on(_event: 'payment.failed', callback: (r: PaymentFailure) => void) {
    this.onFailed = callback;
  }
}

const paid: PaymentSuccess = { razorpay_payment_id: 'pay_SBX9', razorpay_order_id: 'order_SBX123', razorpay_signature: 'a1b2c3' };

async function choose(user: ReturnType<typeof renderCheckout>['user'], method: 'Cash on Delivery' | 'Pay online') {
  await user.click(await screen.findByRole('radio', { name: new RegExp(`^${method.replace(/[()/]/g, '\\$&')}`) }));
}

const summary = () => screen.getByRole('complementary', { name: 'Order summary' });

describe('CheckoutPage', () => {
  beforeEach(() => {
    FakePopup.last = null;
    window.Razorpay = FakePopup;
    // The books hold the checkout's default addresses (and one more each).
    server.use(...checkoutWithBooks().handlers.slice(0, 2));
  });
  afterEach(() => {
    delete window.Razorpay;
  });

  it('shows the default addresses, the lines and CGST + SGST for an address in the store state', async () => {
    checkoutIs(makeCheckout({ free_product: { id: 9, product_name: 'USB Mouse M90', primary_image: 'img/product/m90.svg' } }));
    renderCheckout();
    expect(await screen.findByText('7 Dock Yard Road')).toBeInTheDocument();
    expect(screen.getByText('14 MG Road')).toBeInTheDocument();
    const aside = summary();
    expect(within(aside).getByText('TP-Link Archer C1 Router')).toBeInTheDocument();
    expect(within(aside).getByText('FREE PRODUCT')).toBeInTheDocument();
    expect(within(aside).getByText('USB Mouse M90')).toBeInTheDocument();
    const totals = within(aside).getByText('Grand Total').closest('dl')!;
    expect(totals).toHaveTextContent('Sub-total (3 units)₹7,500.50');
    expect(totals).toHaveTextContent('CGST₹675.05');
    expect(totals).toHaveTextContent('SGST₹675.05');
    expect(within(totals).queryByText('IGST')).toBeNull();
    expect(totals).toHaveTextContent('Grand Total₹8,850.60');
    expect(aside).toHaveTextContent('Available credit ₹5,00,000.00');
    expect(screen.getByRole('radio', { name: /7 Dock Yard Road/ })).toBeChecked();
    expect(screen.getByRole('radio', { name: /14 MG Road/ })).toBeChecked();
  });

  it('shows IGST alone for an address in another state', async () => {
    checkoutIs(otherStateCheckout());
    renderCheckout();
    const totals = await waitFor(() => within(summary()).getByText('Grand Total').closest('dl')!);
    expect(totals).toHaveTextContent('IGST₹1,350.10');
    expect(within(totals).queryByText('CGST')).toBeNull();
    expect(within(totals).queryByText('SGST')).toBeNull();
  });

  describe("this order's addresses", () => {
    const radio = (name: RegExp) => screen.getByRole('radio', { name });
    const shipTo = () => screen.getByRole('group', { name: 'Ship this order to' });

    it('ships to another saved address: the tax follows its state, the order takes both chosen addresses, the books are not written', async () => {
      const { handlers, asked } = checkoutWithBooks();
      const writes: string[] = [];
      server.use(...handlers, http.post('*/api/*-address-*', ({ request }) => (writes.push(request.url), HttpResponse.json({ status: true }))));
      const bodies = recordOrderStore();
      const { user } = renderCheckout();
      expect(await screen.findByRole('radio', { name: /7 Dock Yard Road/ })).toBeChecked();
      expect(within(shipTo()).getAllByRole('radio')).toHaveLength(2);
      expect(within(summary()).getByText('Grand Total').closest('dl')).toHaveTextContent('CGST₹675.05');

      await user.click(radio(/3 Brigade Road/));
      await waitFor(() => expect(within(summary()).getByText('Grand Total').closest('dl')).toHaveTextContent('IGST₹1,350.10'));
      expect(within(summary()).getByText('Grand Total').closest('dl')).not.toHaveTextContent('CGST');
      expect(asked).toEqual(['', addressId('s', 22)]);
      expect(radio(/3 Brigade Road/)).toBeChecked();
      expect(radio(/7 Dock Yard Road/)).not.toBeChecked();

      await user.click(radio(/40 Residency Road/));
      await choose(user, 'Cash on Delivery');
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(await screen.findByText('Thank-you page for ITW-2025-00005')).toBeInTheDocument();
      expect(bodies[0]).toMatchObject({ shipping_address_id: addressId('s', 22), billing_address_id: addressId('b', 12) });
      expect(writes).toEqual([]);
    });

    it('moves between addresses with the arrow keys, as one radio group', async () => {
      const { handlers, asked } = checkoutWithBooks();
      server.use(...handlers);
      const { user } = renderCheckout();
      const first = await within(await screen.findByRole('group', { name: 'Ship this order to' })).findByRole('radio', { name: /7 Dock Yard Road/ });
      first.focus();
      await user.keyboard('{ArrowDown}');
      expect(radio(/3 Brigade Road/)).toBeChecked();
      await waitFor(() => expect(asked).toContain(addressId('s', 22)));
    });

    it('keeps the chosen address after a refused attempt and sends it again', async () => {
      const { handlers } = checkoutWithBooks();
      server.use(...handlers);
      const bodies = recordOrderStore((_b, n) =>
        n === 1
          ? HttpResponse.json({ status: false, message: 'Only 1 units of TP-Link Archer C1 Router are in stock.' }, { status: 409 })
          : HttpResponse.json({ status: true, message: 'Order placed successfully', data: { order_number: 'ITW-2025-00005', id: orderPublicId(5) } }),
      );
      const { user } = renderCheckout();
      await user.click(await screen.findByRole('radio', { name: /3 Brigade Road/ }));
      await waitFor(() => expect(within(summary()).getByText('Grand Total').closest('dl')).toHaveTextContent('IGST'));
      await choose(user, 'Cash on Delivery');
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(await screen.findByRole('alert')).toHaveTextContent('Only 1 units');
      expect(radio(/3 Brigade Road/)).toBeChecked();
      expect(within(summary()).getByText('Grand Total').closest('dl')).toHaveTextContent('IGST₹1,350.10');
      await user.click(screen.getByRole('button', { name: 'Place Order' }));
      expect(await screen.findByText('Thank-you page for ITW-2025-00005')).toBeInTheDocument();
      expect(bodies.map((b) => b.shipping_address_id)).toEqual([addressId('s', 22), addressId('s', 22)]);
    });

    it("lets the company's Admin add an address here, which is chosen for this order", async () => {
      const books = { shipping: [...checkoutBooks.shipping], billing: checkoutBooks.billing };
      const { handlers, asked } = checkoutWithBooks(books);
      const added = { ...checkoutBooks.shipping[1], id: addressId('s', 23), s_address_line1: '5 Marine Drive', s_city: 'Panaji', s_state: 'Goa', s_pincode: '403001' };
      server.use(
        ...handlers,
        http.post('*/api/shipping-address-store', () => {
          books.shipping.push(added);
          return HttpResponse.json({ status: true, message: 'Address added successfully', data: added });
        }),
      );
      const { user } = renderCheckout();
      await user.click(await screen.findByRole('button', { name: 'Add a new shipping address' }));
      const dialog = screen.getByRole('dialog', { name: 'New Shipping Address' });
      await user.type(within(dialog).getByLabelText(/Address Line 1/), '5 Marine Drive');
      await user.type(within(dialog).getByLabelText(/City/), 'Panaji');
      await user.selectOptions(within(dialog).getByLabelText(/State/), 'Goa');
      await user.type(within(dialog).getByLabelText(/Pincode/), '403001');
      await user.type(within(dialog).getByLabelText(/Phone/), '9123456781');
      await user.click(within(dialog).getByRole('button', { name: 'Add Address' }));
      await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
      expect(await screen.findByRole('radio', { name: /5 Marine Drive/ })).toBeChecked();
      await waitFor(() => expect(asked).toContain(addressId('s', 23)));
      await waitFor(() => expect(within(summary()).getByText('Grand Total').closest('dl')).toHaveTextContent('IGST'));
    });

    it('offers no Add button to a role that may not keep the address book', async () => {
      server.use(
        ...checkoutWithBooks().handlers,
        http.get('*/api/company-users/me', () =>
          HttpResponse.json({ status: true, data: { id: 'me', email: 'b@x.in', name: 'Ravi', role: 'buyer', order_limit: null, monthly_limit: null, copy_company_mails: true } }),
        ),
      );
      renderCheckout();
      expect(await screen.findByRole('radio', { name: /3 Brigade Road/ })).toBeInTheDocument();
      // Give the role's answer time to arrive; the buttons must still not be there.
      await new Promise((r) => setTimeout(r, 50));
      expect(screen.queryByRole('button', { name: /Add a new/ })).toBeNull();
    });

    it('falls back to the default address, saying so, when the chosen one was deleted meanwhile', async () => {
      const books = { shipping: [...checkoutBooks.shipping], billing: checkoutBooks.billing };
      const { handlers } = checkoutWithBooks(books);
      server.use(...handlers);
      const { user } = renderWithToasts();
      const other = await screen.findByRole('radio', { name: /3 Brigade Road/ });
      books.shipping.splice(1, 1);
      await user.click(other);
      expect(await screen.findByText(ADDRESS_GONE)).toBeInTheDocument();
      await waitFor(() => expect(within(summary()).getByText('Grand Total').closest('dl')).toHaveTextContent('CGST₹675.05'));
    });
  });

  it("opens the approvals page and says so when the company's rule sends the order for approval", async () => {
    const bodies = recordOrderStore(() =>
      HttpResponse.json({
        status: true,
        message: "Sent for approval. Your company's approvers have been told; the order is placed when one of them approves it.",
        data: { approval_request_id: 'req_4kq2', approval_status: 'pending' },
      }),
    );
    const { user } = renderCheckout();
    await choose(user, 'Cash on Delivery');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Approvals page')).toBeInTheDocument();
    expect(await screen.findByText(/^Sent for approval\./)).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it('sends a card order above the approval rule for approval without paying, when the server says it needs one', async () => {
    server.use(
      http.post('*/api/create-razorpay-order', () =>
        HttpResponse.json(
          { status: false, message: 'Needs approval', errors: { approval_required: ["Orders above ₹2,000.00 need an approver's approval. Send it for approval."] } },
          { status: 409 },
        ),
      ),
    );
    const bodies = recordOrderStore(() =>
      HttpResponse.json({
        status: true,
        message: "Sent for approval. Your company's approvers have been told; the order is placed when one of them approves it.",
        data: { approval_request_id: 'req_4kq3', approval_status: 'pending' },
      }),
    );
    const { user } = renderCheckout();
    await choose(user, 'Pay online');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Approvals page')).toBeInTheDocument();
    expect(await screen.findByText(/^Sent for approval\./)).toBeInTheDocument();
    expect(FakePopup.last).toBeNull();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({ payment_method: 'razorpay', billing_address_id: addressId('b', 11), shipping_address_id: addressId('s', 21) });
    expect(bodies[0]).not.toHaveProperty('razorpay_payment_id');
  });

  it('keeps Place Order disabled until a method is chosen, and while the order is placed', async () => {
    // The server answers only when the test says so: the busy state is seen for certain.
    let answer!: () => void;
    const answered = new Promise<void>((resolve) => (answer = resolve));
    recordOrderStore(async () => {
      await answered;
      return HttpResponse.json({ status: true, message: 'ok', data: { order_number: 'ITW-2025-00005', id: orderPublicId(5) } });
    });
    const { user } = renderCheckout();
    const button = await screen.findByRole('button', { name: 'Place Order' });
    expect(button).toBeDisabled();
    await choose(user, 'Cash on Delivery');
    expect(button).toBeEnabled();
    await user.click(button);
    expect(await screen.findByRole('button', { name: 'Placing Order...' })).toBeDisabled();
    answer();
    expect(await screen.findByText('Thank-you page for ITW-2025-00005')).toBeInTheDocument();
  });

  it('places a cash order with the addresses, instructions, PO number and a key, then opens the thank-you page and refreshes the header', async () => {
    let ordered = false;
    server.use(
      http.get('*/api/cart-list', () =>
        HttpResponse.json({
          status: true,
          carts: ordered ? [] : [{ id: 1 }, { id: 2 }],
          summary: { item_count: 0, sub_total: 0, cgst_amount: 0, sgst_amount: 0, igst_amount: 0, grand_total: 0 },
          free_product: null,
        }),
      ),
      http.get('*/api/credit-limit', () => HttpResponse.json({ status: true, data: { credit_limit: ordered ? 491149.4 : 500000 } })),
    );
    const bodies = recordOrderStore(() => {
      ordered = true;
      return HttpResponse.json({ status: true, message: 'Order placed successfully', data: { order_number: 'ITW-2025-00005', id: orderPublicId(5) } });
    });
    const { user } = renderCheckout(true);
    await waitFor(() => expect(screen.getByTestId('header')).toHaveTextContent('cart 2 wallet ₹5,00,000.00'));
    await user.type(await screen.findByLabelText('Delivery instructions'), 'Ring at gate 2');
    await user.type(screen.getByLabelText('Purchase order number'), 'PO-7781');
    await choose(user, 'Cash on Delivery');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Thank-you page for ITW-2025-00005')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
    expect(bodies[0]).toMatchObject({
      billing_address_id: addressId('b', 11),
      shipping_address_id: addressId('s', 21),
      delivery_instructions: 'Ring at gate 2',
      purchase_order_number: 'PO-7781',
      payment_method: 'cash_on_delivery',
    });
    expect(bodies[0].idempotency_key).toMatch(/^[A-Za-z0-9_-]{16,64}$/);
    expect(bodies[0]).not.toHaveProperty('razorpay_payment_id');
    await waitFor(() => expect(screen.getByTestId('header')).toHaveTextContent('cart 0 wallet ₹4,91,149.40'));
  });

  it('places one order for a double click', async () => {
    const bodies = recordOrderStore();
    const { user } = renderCheckout();
    await choose(user, 'Cash on Delivery');
    await user.dblClick(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Thank-you page for ITW-2025-00005')).toBeInTheDocument();
    expect(bodies).toHaveLength(1);
  });

  it("shows the server's refusal and retries the same attempt with the same key", async () => {
    const bodies = recordOrderStore((_body, n) =>
      n === 1
        ? HttpResponse.json({ status: false, message: 'The order total exceeds your available credit.' }, { status: 422 })
        : HttpResponse.json({ status: true, message: 'ok', data: { order_number: 'ITW-2025-00006', id: 6 } }),
    );
    const { user } = renderCheckout();
    await choose(user, 'Cash on Delivery');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The order total exceeds your available credit.');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByText('Thank-you page for ITW-2025-00006')).toBeInTheDocument();
    expect(bodies).toHaveLength(2);
    expect(bodies[1].idempotency_key).toBe(bodies[0].idempotency_key);
  });

  it("says 'Failed to process order' when the server gives no reason", async () => {
    recordOrderStore(() => HttpResponse.json({}, { status: 500 }));
    const { user } = renderCheckout();
    await choose(user, 'Cash on Delivery');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to process order');
  });

  it('offers online payment as customers know it, with the sandbox named only in small print', async () => {
    renderCheckout();
    const online = await screen.findByRole('radio', { name: /^Pay online/ });
    expect(online.closest('label')).toHaveTextContent('Pay onlineCard, net banking, or UPI app/QR code.Sandbox for testing: no real money moves.');
    expect(screen.queryByText(/Razorpay|offline sandbox|Test payments/)).toBeNull();
  });

  it('names no sandbox when the store takes real payments', async () => {
    checkoutIs(makeCheckout({ payment_provider: 'razorpay' }));
    renderCheckout();
    const online = await screen.findByRole('radio', { name: /^Pay online/ });
    expect(online.closest('label')).toHaveTextContent(/^Pay onlineCard, net banking, or UPI app\/QR code\.$/);
    expect(screen.queryByText(/sandbox/i)).toBeNull();
  });

  it('says why cash on delivery is unavailable at ₹0 credit, and where to ask for credit', async () => {
    checkoutIs(makeCheckout({ credit_limit: 0 }));
    renderCheckout();
    const cod = await screen.findByRole('radio', { name: /^Cash on Delivery/ });
    expect(cod).toBeDisabled();
    const option = cod.closest('label') as HTMLElement;
    expect(option).toHaveTextContent('Your credit limit is ₹0.00, so cash on delivery is not available yet. Contact us to request credit.');
    expect(within(option).getByRole('link', { name: 'Contact us' })).toHaveAttribute('href', '/contact-us');
    expect(screen.getByRole('radio', { name: /^Pay online/ })).toBeEnabled();
  });

  it('warns before a cash order that does not fit in the credit, and still lets the server decide', async () => {
    checkoutIs(makeCheckout({ credit_limit: 5000 }));
    const bodies = recordOrderStore();
    const { user } = renderCheckout();
    await choose(user, 'Pay online');
    expect(screen.queryByText(/Cash on delivery needs/)).toBeNull();
    await choose(user, 'Cash on Delivery');
    expect(screen.getByText(/Cash on delivery needs ₹8,850.60 of credit and ₹5,000.00 is available/)).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await screen.findByText('Thank-you page for ITW-2025-00005');
    expect(bodies).toHaveLength(1);
  });

  it('pays by card: provider order for the grand total in paise, the popup, then the order with the signed payment', async () => {
    let paymentBody: unknown;
    server.use(
      http.post('*/api/create-razorpay-order', async ({ request }) => {
        paymentBody = await request.json();
        return HttpResponse.json(makePaymentOrder());
      }),
    );
    const bodies = recordOrderStore();
    const { user } = renderCheckout();
    await choose(user, 'Pay online');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(FakePopup.last?.opened).toBe(true));
    expect(paymentBody).toEqual({ billing_address_id: addressId('b', 11), shipping_address_id: addressId('s', 21), amount: 885060 });
    expect(FakePopup.last!.options).toMatchObject({
      key: 'rzp_test_sandbox',
      amount: 885060,
      currency: 'INR',
      order_id: 'order_SBX123',
      name: 'IT Wholesale',
      prefill: { name: 'Asha Verma', email: 'demo@example.com', contact: '9876543210' },
      // UPI Collect is retired: the provider's checkout must not offer it.
      config: { display: { hide: [{ method: 'upi', flows: ['collect'] }] } },
    });
    expect(screen.getByRole('button', { name: 'Placing Order...' })).toBeDisabled();
    expect(bodies).toHaveLength(0);

    act(() => FakePopup.last!.options.handler(paid));
    expect(await screen.findByText('Thank-you page for ITW-2025-00005')).toBeInTheDocument();
    expect(bodies[0]).toMatchObject({
      billing_address_id: addressId('b', 11),
      shipping_address_id: addressId('s', 21),
      payment_method: 'razorpay',
      razorpay_order_id: 'order_SBX123',
      razorpay_payment_id: 'pay_SBX9',
      razorpay_signature: 'a1b2c3',
      rpo_id: 'pO31nV4tLk9bXz2yRm7Qsa',
    });
  });

  it("says 'Payment cancelled.' when the popup is closed, creates no order, and lets the customer try again", async () => {
    const bodies = recordOrderStore();
    const { user } = renderCheckout();
    await choose(user, 'Pay online');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(FakePopup.last?.opened).toBe(true));
    act(() => FakePopup.last!.options.modal!.ondismiss!());
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment cancelled.');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeEnabled();
    expect(bodies).toHaveLength(0);
  });

  it("says 'Payment failed. No order created.' when the payment fails, even if the popup is closed afterwards", async () => {
    const bodies = recordOrderStore();
    const { user } = renderCheckout();
    await choose(user, 'Pay online');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(FakePopup.last?.opened).toBe(true));
    act(() => FakePopup.last!.onFailed!({ error: { code: 'BAD_REQUEST_ERROR', description: 'Card declined' } }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Payment failed. No order created.');
    act(() => FakePopup.last!.options.modal!.ondismiss!());
    expect(screen.getByRole('alert')).toHaveTextContent('Payment failed. No order created.');
    expect(bodies).toHaveLength(0);
  });

  it("says 'Order creation failed after payment' when the order is refused after paying, and retries without paying again", async () => {
    let payments = 0;
    server.use(
      http.post('*/api/create-razorpay-order', () => {
        payments += 1;
        return HttpResponse.json(makePaymentOrder());
      }),
    );
    const bodies = recordOrderStore((_b, n) =>
      n === 1 ? HttpResponse.json({ status: false, message: 'Server busy' }, { status: 503 }) : HttpResponse.json({ status: true, message: 'ok', data: { order_number: 'ITW-2025-00007', id: 7 } }),
    );
    const { user } = renderCheckout();
    await choose(user, 'Pay online');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    await waitFor(() => expect(FakePopup.last?.opened).toBe(true));
    act(() => FakePopup.last!.options.handler(paid));
    expect(await screen.findByRole('alert')).toHaveTextContent('Order creation failed after payment');
    await user.click(screen.getByRole('button', { name: 'Try creating the order again' }));
    expect(await screen.findByText('Thank-you page for ITW-2025-00007')).toBeInTheDocument();
    expect(payments).toBe(1);
    expect(bodies).toHaveLength(2);
    expect(bodies[1]).toMatchObject({ razorpay_payment_id: 'pay_SBX9', idempotency_key: bodies[0].idempotency_key });
  });

  it('reports a refused provider order and opens no popup', async () => {
    server.use(http.post('*/api/create-razorpay-order', () => HttpResponse.json({ status: false, message: 'The cart changed. Please review it.' }, { status: 422 })));
    const { user } = renderCheckout();
    await choose(user, 'Pay online');
    await user.click(screen.getByRole('button', { name: 'Place Order' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The cart changed. Please review it.');
    expect(FakePopup.last).toBeNull();
  });

  it('asks for addresses when there are none, and cannot place the order', async () => {
    checkoutIs(makeCheckout({ default_billing_address: null, default_shipping_address: null }));
    server.use(...checkoutWithBooks({ shipping: [], billing: [] }).handlers.slice(0, 2));
    const { user } = renderCheckout();
    expect(await screen.findByText('No shipping address added. Add one to place the order.')).toBeInTheDocument();
    expect(await screen.findByText('No billing address added. Add one to place the order.')).toBeInTheDocument();
    await choose(user, 'Cash on Delivery');
    expect(screen.getByRole('button', { name: 'Place Order' })).toBeDisabled();
  });

  it('tells the customer that the cart is empty, with a way to the shop', async () => {
    checkoutIs(makeCheckout({ carts: [], sub_total: 0, cgst_amount: 0, sgst_amount: 0, grand_total: 0 }));
    renderCheckout();
    expect(await screen.findByRole('heading', { name: 'Your cart is empty' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Continue shopping' })).toHaveAttribute('href', '/shop');
    expect(screen.queryByRole('button', { name: 'Place Order' })).toBeNull();
  });

  it("says 'Failed to load checkout data' when the checkout does not load", async () => {
    server.use(http.get('*/api/checkout', () => HttpResponse.json({ status: false }, { status: 500 })));
    renderCheckout();
    expect(await screen.findByRole('alert')).toHaveTextContent('Failed to load checkout data');
  });

  it('folds and unfolds a step of the accordion', async () => {
    const { user } = renderCheckout();
    const head = await screen.findByRole('button', { name: /Shipping Address/ });
    expect(head).toHaveAttribute('aria-expanded', 'true');
    await user.click(head);
    expect(head).toHaveAttribute('aria-expanded', 'false');
    expect(screen.queryByText('Mumbai, Maharashtra 400010')).not.toBeVisible();
    await user.click(head);
    expect(screen.getByText('Mumbai, Maharashtra 400010')).toBeVisible();
  });
});
