// The buyer's decision on a quoted quotation: accept it and place its order at the quoted prices
// (POST /quotation-accept/{id}), or reject it (POST /quotation-reject/{id}).
//
// Ordering is one transaction with row locks in the documented lock order, the quotation taking
// the place of the cart: customer, the accepting user (limits), then the quotation, then its
// products in id order. The quotation's lock makes two parallel accepts one order (the second
// reads it ordered), and the order's idempotency key (plus the unique orders.quotation_id) makes a
// retry answer that order.
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { QuotationAcceptBody } from '@contracts/quotes';
import { quotationRejectRules } from '@contracts/fields';
import type { Tx } from '../../db/client';
import { customers, orderItems, orders, payments, products, quotationItems, quotations, walletTransactions } from '../../db/schema';
import { conflict, notFound } from '../../lib/errors';
import { validateForm } from '../../lib/fields';
import { cartTotals, isSameState, priceLine } from '../../lib/gst';
import { addressOneLine, formatPaise } from '@contracts/format';
import { paiseToNumeric, toPaise } from '../../lib/money';
import { chosenAddresses, normalizeOrderData, orderItemRows, orderSnapshot, quantitiesByProduct, takeStock } from '../checkout';
import { sendOrderPlacedMail, withFreshOrderNumber, type PlacedOrderMail } from '../orders';
import { debitOrder } from '../credit';
import { assertWithinLimits } from '../spendinglimits';
import { lockUser } from '../../db/locks';
import type { Services } from '../../services';
import { NOT_FOUND_MESSAGE } from './service';
import { assertTransition, effectiveStatus } from './status';
import { nextVersion } from './version';

export const QUOTATION_ORDERED_MESSAGE = 'Quotation accepted and order placed successfully';
export const QUOTATION_REJECTED_MESSAGE = 'Quotation rejected';
export const quotationCreditMessage = (grandPaise: number, creditPaise: number) =>
  `The quotation total of ${formatPaise(grandPaise)} is more than your available credit of ${formatPaise(creditPaise)}. ` +
  'Please ask us about the quotation below.';

export interface QuotationOrder {
  orderId: number;
  orderNumber: string;
  /** False when this idempotency key had already placed it. */
  created: boolean;
}

type QuotationRow = typeof quotations.$inferSelect;

/** Locks the customer's quotation (404 for someone else's, as for a missing one). */
async function lockQuotation(tx: Tx, customerId: number, id: number): Promise<QuotationRow> {
  const [row] = await tx
    .select()
    .from(quotations)
    .where(and(eq(quotations.id, id), eq(quotations.customerId, customerId)))
    .for('update');
  if (!row) throw notFound(NOT_FOUND_MESSAGE);
  return row;
}

/** The quotation's lines at their quoted prices, their products locked in id order and checked for sale. */
async function lockQuotedLines(tx: Tx, quotationId: number) {
  const items = await tx.select().from(quotationItems).where(eq(quotationItems.quotationId, quotationId)).orderBy(asc(quotationItems.id));
  const ids = [...new Set(items.map((i) => i.productId))].sort((a, b) => a - b);
  const rows = ids.length
    ? await tx
        .select({ id: products.id, name: products.productName, stock: products.stockQuantity, active: products.isActive, gstRate: products.gstRate, hsn: products.hsnCode })
        .from(products)
        .where(inArray(products.id, ids))
        .orderBy(asc(products.id))
        .for('update')
    : [];
  const byId = new Map(rows.map((r) => [r.id, r]));
  const lines = items.map((i) => {
    const p = byId.get(i.productId)!;
    if (i.quotedPrice === null) throw conflict('The store has not priced every line of this quotation yet.');
    return { productId: i.productId, name: p.name, quantity: i.productQty, unitPrice: toPaise(i.quotedPrice), gstRate: Number(p.gstRate), hsn: p.hsn, stock: p.stock, active: p.active };
  });
  const problems = lines
    .map((l) =>
      !l.active
        ? `${l.name} is no longer sold, so this quotation cannot be ordered. Please ask us about it below.`
        : l.quantity > l.stock
          ? `Only ${l.stock} units of ${l.name} are in stock for the ${l.quantity} quoted. Please ask us about it below.`
          : null,
    )
    .filter((p): p is string => p !== null);
  if (problems.length) throw conflict(problems[0], { quotation: problems });
  return lines;
}

/**
 * Accepts the quotation (quoted -> accepted -> ordered, or accepted -> ordered) and places its
 * order: the quoted unit prices and quantities, GST split by the chosen shipping state, cash on
 * delivery against the customer's credit, stock taken. An expired quotation is refused (409).
 */
export async function acceptAndOrder(ctx: Services, who: { customerId: number; userId: number }, id: number, input: QuotationAcceptBody): Promise<QuotationOrder> {
  const { customerId, userId } = who;
  const { db, config } = ctx;
  const key = input.idempotency_key;
  const orderData = normalizeOrderData(input);

  const outcome = await db.transaction(async (tx): Promise<{ order: QuotationOrder; mail?: PlacedOrderMail }> => {
    // Lock order: customer, user, quotation, products.
    const [customer] = await tx.select().from(customers).where(eq(customers.id, customerId)).for('update');
    if (!customer) throw notFound('Customer not found');
    const limits = await lockUser(tx, customerId, userId);
    const [done] = await tx
      .select({ id: orders.id, orderNumber: orders.orderNumber, quotationId: orders.quotationId })
      .from(orders)
      .where(and(eq(orders.customerId, customerId), eq(orders.idempotencyKey, key)));
    if (done) {
      if (done.quotationId !== id) throw conflict('This idempotency key was already used for another order.');
      return { order: { orderId: done.id, orderNumber: done.orderNumber, created: false } };
    }

    const q = await lockQuotation(tx, customerId, id);
    // Quoted -> accepted -> ordered in this one step; an accepted one (by phone) just -> ordered.
    const from = effectiveStatus(q);
    assertTransition(q.quotationNumber, from, from === 'accepted' ? 'ordered' : 'accepted', q.validUntil);

    const { billing, shipping } = await chosenAddresses(tx, customerId, orderData);
    const lines = await lockQuotedLines(tx, q.id);
    const sameState = isSameState(shipping.state, config.storeState);
    const taxed = lines.map((l) => ({ ...l, ...priceLine(l.unitPrice, l.quantity, l.gstRate, sameState) }));
    const t = cartTotals(taxed);
    const grand = t.grand_total;
    await assertWithinLimits(tx, customerId, limits, grand, ctx.clock.now());
    const credit = toPaise(customer.creditLimit);
    if (grand > credit) {
      const message = quotationCreditMessage(grand, credit);
      throw conflict(message, { payment_method: [message] });
    }

    const order = await withFreshOrderNumber(async (drawn) => {
      const [row] = await tx
        .insert(orders)
        .values({
          orderNumber: drawn,
          customerId,
          createdByUserId: limits ? userId : null,
          ...orderSnapshot(customer, billing, shipping, t),
          deliveryInstructions: orderData.delivery_instructions ?? null,
          purchaseOrderNumber: orderData.purchase_order_number ?? null,
          quotationId: q.id,
          paymentMethod: 'cash_on_delivery',
          status: 'pending',
          idempotencyKey: key,
        })
        .onConflictDoNothing({ target: orders.orderNumber })
        .returning({ id: orders.id, orderNumber: orders.orderNumber });
      return row;
    });
    const { orderNumber } = order;

    const hsnOf = new Map(taxed.map((l) => [l.productId, l.hsn ?? null] as const));
    await tx.insert(orderItems).values(orderItemRows(order.id, taxed, (productId) => hsnOf.get(productId) ?? null));
    await takeStock(tx, quantitiesByProduct(lines));
    await tx.insert(payments).values({ orderId: order.id, paymentMethod: 'cash_on_delivery', txnId: null, amount: paiseToNumeric(grand), details: null });
    await debitOrder(tx, { customerId, orderId: order.id, orderNumber, amountPaise: grand }, customer.email);
    await tx.insert(walletTransactions).values({
      customerId,
      orderNumber,
      description: `Order ${orderNumber} placed from quotation ${q.quotationNumber} (cash on delivery)`,
      type: 'd',
      amount: paiseToNumeric(grand),
    });
    await tx.update(quotations).set({ status: 'ordered', decidedAt: new Date(), version: nextVersion }).where(eq(quotations.id, q.id));

    const mail: PlacedOrderMail = {
      to: customer.email,
      name: customer.primaryContactName,
      orderNumber,
      paymentMethod: 'cash_on_delivery',
      lines: taxed.map((l) => ({ name: l.name, quantity: l.quantity, unitPaise: l.unitPrice, linePaise: l.lineTotal })),
      freeProduct: null,
      totals: t,
      sameState,
      shipTo: addressOneLine(shipping),
    };
    return { order: { orderId: order.id, orderNumber, created: true }, mail };
  });

  if (outcome.mail) await sendOrderPlacedMail(ctx, outcome.mail);
  return outcome.order;
}

/** The buyer turns the store's answer down (quoted -> rejected), optionally saying why; the store is mailed. */
export async function rejectQuotation(
  ctx: Services,
  customerId: number,
  id: number,
  input: { reason?: string },
): Promise<void> {
  const reason = validateForm(input as Record<string, unknown>, quotationRejectRules).reason;
  const q = await ctx.db.transaction(async (tx) => {
    const row = await lockQuotation(tx, customerId, id);
    assertTransition(row.quotationNumber, effectiveStatus(row), 'rejected', row.validUntil);
    await tx.update(quotations).set({ status: 'rejected', decidedAt: new Date(), rejectionReason: reason, version: nextVersion }).where(eq(quotations.id, row.id));
    return row;
  });
  await ctx.mailer
    .send({
      to: ctx.config.salesEmail,
      subject: `Quotation ${q.quotationNumber} was rejected by the buyer`,
      text: `The buyer rejected quotation ${q.quotationNumber}.\n\n${reason ? `Their reason:\n${reason}\n` : 'They gave no reason.\n'}`,
    })
    .catch((err: unknown) => ctx.log.warn({ err, quotation: q.quotationNumber }, 'quotation rejection mail failed'));
}
