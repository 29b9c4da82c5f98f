// Checkout: what the page shows (GET /checkout) and the card provider order (create-razorpay-order).
// Placing the order (order-store) is placeOrder.ts; the pieces an order is built from, orderParts.ts.
// The browser only says which addresses, which payment and which attempt; prices, tax, stock, credit
// and ownership are all decided here.
import { eq } from 'drizzle-orm';
import { APPROVAL_REQUIRED_FIELD, cardNeedsApprovalMessage, needsApproval } from '@contracts/approvalRules';
import type { CheckoutData, CheckoutLine, CreatePaymentOrderRequest, CreatePaymentOrderResponse } from '@contracts/checkout';
import type { DbOrTx } from '../../db/client';
import { customers } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { codBlock } from '../credit';
import { fromPaise, toPaise } from '../../lib/money';
import { formatPaise } from '@contracts/format';
import { addressFields, defaultAddress, ownAddress } from '../addresses';
import { chosenFreeProduct, pricedCart, type CartOwner, type PricedLine } from '../cart';
import type { Services } from '../../services';
import { assertWithinLimits, userLimits } from '../spendinglimits';
import { approvalThreshold } from '../approvals';
import { cartChangedMessage } from './messages';
import { assertOrderable, chosenAddresses, normalizeOrderData } from './orderParts';
import { MIN_CARD_PAISE, startProviderOrder } from './providerOrder';


/* ---------- GET /checkout ---------- */

function checkoutLine(l: PricedLine): CheckoutLine {
  return {
    id: l.publicId,
    quantity: l.quantity,
    unit_price: fromPaise(l.unitPrice),
    line_total: fromPaise(l.lineTotal),
    gst_rate: l.gstRate,
    cgst: fromPaise(l.cgst),
    sgst: fromPaise(l.sgst),
    igst: fromPaise(l.igst),
    product: { id: l.productId, product_name: l.name, product_slug: l.slug, primary_image: l.image, stock_quantity: l.stock },
  };
}

async function creditPaise(db: DbOrTx, customerId: number): Promise<number> {
  const [row] = await db.select({ credit: customers.creditLimit }).from(customers).where(eq(customers.id, customerId));
  return toPaise(row?.credit ?? '0');
}

/** The checkout page: the company's addresses and credit with the signed-in user's own cart. */
export async function checkoutData(ctx: Services, owner: CartOwner, shippingAddressId?: string): Promise<CheckoutData> {
  const { db, config, provider } = ctx;
  const { customerId } = owner;
  const [billing, shipping] = await Promise.all([
    defaultAddress(db, customerId, 'billing'),
    shippingAddressId === undefined ? defaultAddress(db, customerId, 'shipping') : ownAddress(db, customerId, 'shipping', shippingAddressId),
  ]);
  if (shippingAddressId !== undefined && !shipping) throw notFound('Address not found');
  const [cart, free, credit, codBlocked] = await Promise.all([
    pricedCart(db, owner, config.storeState, undefined, shipping?.state ?? null),
    chosenFreeProduct(db, owner),
    creditPaise(db, customerId),
    codBlock(db, customerId, ctx.clock.now()),
  ]);
  const t = cart.totals;
  return {
    default_billing_address: billing && { id: billing.publicId, ...addressFields('billing', billing) },
    default_shipping_address: shipping && { id: shipping.publicId, ...addressFields('shipping', shipping) },
    carts: cart.lines.map(checkoutLine),
    free_product: free,
    same_state: cart.sameState,
    sub_total: fromPaise(t.sub_total),
    cgst_amount: fromPaise(t.cgst_amount),
    sgst_amount: fromPaise(t.sgst_amount),
    igst_amount: fromPaise(t.igst_amount),
    grand_total: fromPaise(t.grand_total),
    credit_limit: fromPaise(credit),
    payment_provider: provider.name,
    payment_script_url: provider.scriptUrl,
    cod_blocked: codBlocked,
  };
}
/* ---------- POST /create-razorpay-order ---------- */

export async function createPaymentOrder(
  ctx: Services,
  customerId: number,
  input: CreatePaymentOrderRequest,
  userId: number,
): Promise<CreatePaymentOrderResponse> {
  const { db, config } = ctx;
  // Spec 7 sends the amount alone: the default addresses stand in ('', no address, when there is none).
  const [billingId, shippingId] = await Promise.all([
    input.billing_address_id ?? defaultAddress(db, customerId, 'billing').then((a) => a?.publicId ?? ''),
    input.shipping_address_id ?? defaultAddress(db, customerId, 'shipping').then((a) => a?.publicId ?? ''),
  ]);
  const orderData = normalizeOrderData({ ...input, billing_address_id: billingId, shipping_address_id: shippingId });
  const { shipping } = await chosenAddresses(db, customerId, orderData);
  // The user's own cart: the order the payment becomes empties the same user's cart (placeOrder.ts).
  const cart = await pricedCart(db, { customerId, userId }, config.storeState, undefined, shipping.state);
  // Checked before the customer pays: a payment for a cart that cannot be ordered helps nobody.
  assertOrderable(cart);
  const grand = cart.totals.grand_total;
  if (input.amount !== grand) throw conflict(cartChangedMessage(grand), { amount: [cartChangedMessage(grand)] });
  if (grand < MIN_CARD_PAISE) {
    throw conflict(`Card payments start at ${formatPaise(MIN_CARD_PAISE)}. Choose cash on delivery.`);
  }
  // The user's limits before they pay; placing the order checks them again under the lock (and
  // refunds the payment if they no longer allow it).
  const limits = await userLimits(db, customerId, userId);
  await assertWithinLimits(db, customerId, limits, grand, ctx.clock.now());
  // An order that needs the company's approval is paid after it is approved: no payment
  // now. The answer is keyed approval_required; the checkout then sends it to order-store without a
  // payment, which saves it for approval (placeOrder.ts).
  const threshold = await approvalThreshold(db, customerId);
  if (limits && threshold !== null && needsApproval(limits.role, threshold, grand)) {
    const message = cardNeedsApprovalMessage(grand, threshold);
    throw conflict(message, { [APPROVAL_REQUIRED_FIELD]: [message] });
  }
  return startProviderOrder(ctx, {
    customerId,
    userId,
    amountPaise: grand,
    orderData,
    receipt: `cust${customerId}-${Date.now()}`,
    notes: { customer_id: String(customerId) },
  });
}
