// The store's figures, each one SQL aggregate over an indexed date range (orders by invoice or order
// date, credit notes by note date): no order is loaded into memory. Amounts are summed in paise.
import { sql, type SQL } from 'drizzle-orm';
import { SALES_BASIS, type CreditFigures, type Figures, type SalesAmounts, type SalesBucket, type StatusCount, type TopCustomer, type TopProduct } from '@contracts/adminFigures';
import { ORDER_STATUSES } from '@contracts/statuses';
import type { Db } from '../../db/client';
import { fromPaise } from '../../lib/money';
import type { ResolvedPeriod } from './period';

type Rows<T> = { rows: T[] };
const rowsOf = async <T>(db: Db, query: SQL): Promise<T[]> => ((await db.execute(query)) as unknown as Rows<T>).rows;

/** The first instant of an India-time day (plus some days), for index-friendly range conditions. */
const dayStart = (day: string, plus = 0) => sql`((${day}::date + ${plus}::int)::timestamp at time zone 'Asia/Kolkata')`;
/** Rows of `column` inside the period: from the first day's midnight to the midnight after the last, India time. */
const within = (column: SQL, p: ResolvedPeriod) => sql`${column} >= ${dayStart(p.from)} and ${column} < ${dayStart(p.to, 1)}`;
/** The day, week (Monday) or month an instant falls in, India time; the first bucket starts at the period's first day. */
const bucketOf = (column: SQL, p: ResolvedPeriod) =>
  sql`greatest(date_trunc(${p.group}, ${column} at time zone 'Asia/Kolkata')::date, ${p.from}::date)`;
/** NUMERIC rupees summed, as integer paise. */
const paiseSum = (column: SQL) => sql`coalesce(round(sum(${column}) * 100), 0)::bigint`;

interface SalesRow {
  start: string;
  invoices: number | string;
  taxable: number | string;
  cgst: number | string;
  sgst: number | string;
  igst: number | string;
  total: number | string;
  notes: number | string;
  n_taxable: number | string;
  n_cgst: number | string;
  n_sgst: number | string;
  n_igst: number | string;
  n_total: number | string;
}

/** Invoices issued less credit notes issued, per bucket (every bucket of the period, empty ones at zero). */
export async function salesFigures(db: Db, p: ResolvedPeriod): Promise<{ buckets: SalesBucket[]; totals: SalesAmounts }> {
  const rows = await rowsOf<SalesRow>(
    db,
    sql`with inv as (
          select ${bucketOf(sql`o.invoice_date`, p)} as b, count(*) as invoices,
                 ${paiseSum(sql`o.sub_total`)} as taxable, ${paiseSum(sql`o.cgst`)} as cgst, ${paiseSum(sql`o.sgst`)} as sgst,
                 ${paiseSum(sql`o.igst`)} as igst, ${paiseSum(sql`o.total_amount`)} as total
          from orders o where o.invoice_number is not null and ${within(sql`o.invoice_date`, p)} group by 1),
        cn as (
          select ${bucketOf(sql`n.note_date`, p)} as b, count(*) as notes,
                 coalesce(sum(n.taxable_paise), 0)::bigint as n_taxable, coalesce(sum(n.cgst_paise), 0)::bigint as n_cgst,
                 coalesce(sum(n.sgst_paise), 0)::bigint as n_sgst, coalesce(sum(n.igst_paise), 0)::bigint as n_igst,
                 coalesce(sum(n.total_paise), 0)::bigint as n_total
          from credit_notes n where ${within(sql`n.note_date`, p)} group by 1),
        buckets as (
          select greatest(g::date, ${p.from}::date) as b
          from generate_series(date_trunc(${p.group}, ${p.from}::date::timestamp), ${p.to}::date::timestamp, ('1 ' || ${p.group})::interval) g)
        select to_char(buckets.b, 'YYYY-MM-DD') as start,
               coalesce(inv.invoices, 0) as invoices, coalesce(inv.taxable, 0) as taxable, coalesce(inv.cgst, 0) as cgst,
               coalesce(inv.sgst, 0) as sgst, coalesce(inv.igst, 0) as igst, coalesce(inv.total, 0) as total,
               coalesce(cn.notes, 0) as notes, coalesce(cn.n_taxable, 0) as n_taxable, coalesce(cn.n_cgst, 0) as n_cgst,
               coalesce(cn.n_sgst, 0) as n_sgst, coalesce(cn.n_igst, 0) as n_igst, coalesce(cn.n_total, 0) as n_total
        from buckets left join inv on inv.b = buckets.b left join cn on cn.b = buckets.b
        order by buckets.b`,
  );
  const sum = { invoices: 0, credit_notes: 0, taxable: 0, cgst: 0, sgst: 0, igst: 0, total: 0, credited: 0 };
  const buckets = rows.map((r) => {
    const paise = {
      invoices: Number(r.invoices),
      credit_notes: Number(r.notes),
      taxable: Number(r.taxable) - Number(r.n_taxable),
      cgst: Number(r.cgst) - Number(r.n_cgst),
      sgst: Number(r.sgst) - Number(r.n_sgst),
      igst: Number(r.igst) - Number(r.n_igst),
      total: Number(r.total) - Number(r.n_total),
      credited: Number(r.n_total),
    };
    for (const k of Object.keys(sum) as (keyof typeof sum)[]) sum[k] += paise[k];
    return { start: r.start, ...rupees(paise) };
  });
  return { buckets, totals: rupees(sum) };
}

/** Counts stay counts; every other amount goes from paise to rupees. */
function rupees(p: { invoices: number; credit_notes: number; taxable: number; cgst: number; sgst: number; igst: number; total: number; credited: number }): SalesAmounts {
  return {
    invoices: p.invoices,
    credit_notes: p.credit_notes,
    taxable: fromPaise(p.taxable),
    cgst: fromPaise(p.cgst),
    sgst: fromPaise(p.sgst),
    igst: fromPaise(p.igst),
    total: fromPaise(p.total),
    credited: fromPaise(p.credited),
  };
}

/** Orders placed in the period by their status now, every status listed (zero where none). */
export async function ordersByStatus(db: Db, p: ResolvedPeriod): Promise<StatusCount[]> {
  const rows = await rowsOf<{ status: string; orders: number | string; total: number | string }>(
    db,
    sql`select o.status, count(*) as orders, ${paiseSum(sql`o.total_amount`)} as total
        from orders o where ${within(sql`o.order_date`, p)} group by o.status`,
  );
  const by = new Map(rows.map((r) => [r.status, r]));
  return ORDER_STATUSES.map((status) => ({ status, orders: Number(by.get(status)?.orders ?? 0), total: fromPaise(Number(by.get(status)?.total ?? 0)) }));
}

/** The ten products most sold by value (before GST) in orders placed in the period and not cancelled. */
export async function topProducts(db: Db, p: ResolvedPeriod): Promise<TopProduct[]> {
  const rows = await rowsOf<{ product_id: number; sku: string; name: string; quantity: number | string; value: number | string }>(
    db,
    sql`select t.product_id, p.sku, p.product_name as name, t.quantity, t.value
        from (select i.product_id, sum(i.product_qty) as quantity, ${paiseSum(sql`i.line_total`)} as value
              from orders o join order_items i on i.order_id = o.id
              where o.status <> 'canceled' and ${within(sql`o.order_date`, p)}
              group by i.product_id order by value desc, quantity desc, i.product_id limit 10) t
        join products p on p.id = t.product_id
        order by t.value desc, t.quantity desc, t.product_id`,
  );
  return rows.map((r) => ({ product_id: Number(r.product_id), sku: r.sku, name: r.name, quantity: Number(r.quantity), value: fromPaise(Number(r.value)) }));
}

/** The ten customers with the highest sales in the period (invoices less credit notes, with GST). */
export async function topCustomers(db: Db, p: ResolvedPeriod): Promise<TopCustomer[]> {
  const rows = await rowsOf<{ public_id: string; company: string; name: string; invoices: number | string; value: number | string }>(
    db,
    sql`select c.public_id, c.company_name as company, c.primary_contact_name as name, t.invoices, t.value
        from (select s.customer_id, sum(s.invoices) as invoices, sum(s.value) as value
              from (select o.customer_id, count(*) as invoices, ${paiseSum(sql`o.total_amount`)} as value
                    from orders o where o.invoice_number is not null and ${within(sql`o.invoice_date`, p)} group by o.customer_id
                    union all
                    select o.customer_id, 0, -coalesce(sum(n.total_paise), 0)::bigint
                    from credit_notes n join orders o on o.id = n.order_id where ${within(sql`n.note_date`, p)} group by o.customer_id) s
              group by s.customer_id having sum(s.value) > 0
              order by value desc, s.customer_id limit 10) t
        join customers c on c.id = t.customer_id
        order by t.value desc, c.id`,
  );
  return rows.map((r) => ({ id: r.public_id, company: r.company, name: r.name, invoices: Number(r.invoices), value: fromPaise(Number(r.value)) }));
}

/**
 * Credit today (not per period), from the credit ledger: an approved account's limit is its
 * available credit plus its outstanding dues (modules/credit keeps the two columns so).
 */
export async function creditFigures(db: Db): Promise<CreditFigures> {
  const [r] = await rowsOf<{ customers: number | string; n_using: number | string; in_use: number | string; available: number | string }>(
    db,
    sql`select count(*) filter (where c.credit_line > 0) as customers,
               count(*) filter (where c.credit_line > c.credit_limit) as n_using,
               ${paiseSum(sql`c.credit_line - c.credit_limit`)} as in_use,
               ${paiseSum(sql`c.credit_limit`)} as available
        from customers c
        where c.status = 'approved'`,
  );
  const inUse = Number(r?.in_use ?? 0);
  const available = Number(r?.available ?? 0);
  return {
    customers: Number(r?.customers ?? 0),
    customers_using: Number(r?.n_using ?? 0),
    limit: fromPaise(inUse + available),
    in_use: fromPaise(inUse),
    available: fromPaise(available),
  };
}

/** Every figure of the page for one period. */
export async function storeFigures(db: Db, p: ResolvedPeriod): Promise<Figures> {
  const [sales, byStatus, products, customers, credit] = await Promise.all([
    salesFigures(db, p),
    ordersByStatus(db, p),
    topProducts(db, p),
    topCustomers(db, p),
    creditFigures(db),
  ]);
  return {
    period: { name: p.name, from: p.from, to: p.to, group: p.group },
    basis: SALES_BASIS,
    sales,
    orders_by_status: byStatus,
    top_products: products,
    top_customers: customers,
    credit,
  };
}
