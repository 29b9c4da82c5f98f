// 'Order again' and quick order, in the wire shapes of contracts/quickOrder.ts. The
// quick-order handlers judge rows against a small catalogue, so a page test sees per-row answers.
import { http, HttpResponse } from 'msw';
import type { QuickOrderRequest, QuickOrderRow, ReorderLine, ReorderResponse } from '@contracts/quickOrder';

export function makeReorderLine(over: Partial<ReorderLine> = {}): ReorderLine {
  return {
    product_id: 101,
    product_name: 'TP-Link Archer C1 Router',
    product_slug: 'tp-link-archer-c1',
    ordered_qty: 2,
    added_qty: 2,
    cart_qty: 2,
    unit_price: 1050,
    outcome: 'added',
    reason: null,
    message: 'Added 2.',
    ...over,
  };
}

export function makeReorderResponse(lines: ReorderLine[] = [makeReorderLine()]): ReorderResponse {
  const added = lines.filter((l) => l.outcome !== 'skipped').length;
  return {
    status: true,
    message: added === 0 ? "None of this order's products could be added to your cart." : `${added} of ${lines.length} products added to your cart.`,
    data: { order_number: 'ITW-2025-00005', lines, added_count: added, skipped_count: lines.length - added, item_count: added },
  };
}

/** SKU -> product, unit price and stock of the fake catalogue. */
export const quickOrderCatalogue: Record<string, { id: number; name: string; price: number; stock: number }> = {
  'ITW-LAP-00001': { id: 1, name: 'Dell Latitude 5410 Business Laptop', price: 72000, stock: 25 },
  'ITW-MON-00004': { id: 4, name: 'LG 24MP400 Monitor', price: 9000, stock: 3 },
};

export function judgeRows({ rows }: QuickOrderRequest): QuickOrderRow[] {
  return rows.map((r): QuickOrderRow => {
    const p = quickOrderCatalogue[r.sku.toUpperCase()];
    const qty = /^\d+$/.test(r.quantity) && Number(r.quantity) >= 1 ? Number(r.quantity) : null;
    const product = p ? { id: p.id, product_name: p.name, product_slug: `product-${p.id}`, unit_price: p.price, stock_quantity: p.stock, in_cart: 0 } : null;
    const base = { line: r.line, sku: r.sku, quantity: qty, product, line_total: p && qty ? p.price * qty : null };
    if (!p) return { ...base, status: 'error', message: 'No product has this SKU.' };
    if (qty === null) return { ...base, status: 'error', message: 'Quantity must be a whole number of at least 1.' };
    if (qty > p.stock) return { ...base, status: 'error', message: `Only ${p.stock} in stock.` };
    return { ...base, status: 'ok', message: 'Ready to add.' };
  });
}

export const quickOrderHandlers = [
  http.post('*/api/reorder', () => HttpResponse.json(makeReorderResponse())),
  http.post('*/api/quick-order/check', async ({ request }) => {
    const rows = judgeRows((await request.json()) as QuickOrderRequest);
    const errors = rows.filter((r) => r.status === 'error').length;
    const subTotal = rows.reduce((s, r) => s + (r.status === 'error' ? 0 : (r.line_total ?? 0)), 0);
    return HttpResponse.json({
      status: true,
      message: `${rows.length - errors} of ${rows.length} rows can go to the cart.`,
      data: { rows, valid_count: rows.length - errors, error_count: errors, sub_total: subTotal },
    });
  }),
  http.post('*/api/quick-order/add', async ({ request }) => {
    const { rows } = (await request.json()) as QuickOrderRequest;
    return HttpResponse.json({ status: true, message: `${rows.length} products added to your cart.`, data: { added_count: rows.length, item_count: rows.length } });
  }),
];
