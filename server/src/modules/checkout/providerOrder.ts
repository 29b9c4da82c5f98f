// Starting a card payment: the provider order for an amount the server priced, stored with what it
// pays for (the order's data, and the approval request when it pays for one), and what the popup needs.
import type { CreatePaymentOrderResponse, OrderData } from '@contracts/checkout';
import { eq } from 'drizzle-orm';
import { customers, paymentOrders } from '../../db/schema';
import type { Services } from '../../services';

/** Razorpay takes no card payment under ₹1. */
export const MIN_CARD_PAISE = 100;

export async function startProviderOrder(
  ctx: Services,
  p: {
    customerId: number;
    /** The company user the order will be placed for (null: an operator's or a test's). */
    userId: number | null;
    amountPaise: number;
    orderData: OrderData;
    /** The provider's receipt (ours, unique per attempt) and notes shown in its dashboard. */
    receipt: string;
    notes: Record<string, string>;
    approvalRequestId?: number;
  },
): Promise<CreatePaymentOrderResponse> {
  const { db, provider } = ctx;
  const [customer] = await db
    .select({ name: customers.primaryContactName, email: customers.email, phone: customers.phone })
    .from(customers)
    .where(eq(customers.id, p.customerId));
  const order = await provider.createOrder({ amountPaise: p.amountPaise, receipt: p.receipt, notes: p.notes });
  const [stored] = await db
    .insert(paymentOrders)
    .values({
      provider: provider.name,
      providerOrderId: order.id,
      customerId: p.customerId,
      createdByUserId: p.userId,
      amountPaise: p.amountPaise,
      orderData: p.orderData,
      approvalRequestId: p.approvalRequestId ?? null,
    })
    .returning({ publicId: paymentOrders.publicId });
  return {
    status: true,
    data: {
      rpo_number: order.id,
      rpo_amount: p.amountPaise,
      rpo_id: stored.publicId,
      currency: 'INR',
      key: provider.keyId,
      customer_name: customer.name,
      customer_email: customer.email,
      customer_phone: customer.phone,
    },
    order_data: p.orderData,
  };
}
