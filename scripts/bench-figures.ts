// Times the back office's figures on a store with many orders: fills a PostgreSQL database
// (DATABASE_URL, required: use an empty one) with ORDERS orders over the last 400 days (default
// 200,000; about 80% approved and invoiced, 5% with a credit note, 3 lines each), then times every
// figure of this financial year grouped by day, week and month, and prints EXPLAIN of the sales query.
import { sql } from 'drizzle-orm';
import { openDatabase } from '../server/src/db/client';
import { resolvePeriod } from '../server/src/modules/figures/period';
import { salesFigures, storeFigures } from '../server/src/modules/figures/service';

async function main() {
  const url = process.env.DATABASE_URL;
  if (!url) throw new Error('Set DATABASE_URL to an empty PostgreSQL database.');
  const n = Number(process.env.ORDERS ?? 200_000);
  const database = await openDatabase({ databaseUrl: url });
  await database.migrate();
  const db = database.db;
  const [{ count }] = ((await db.execute(sql`select count(*)::int as count from orders`)) as unknown as { rows: { count: number }[] }).rows;
  if (count < n) {
    const t0 = Date.now();
    await db.execute(sql`insert into categories (slug, title) values ('bench-cat', 'Bench') on conflict do nothing`);
    await db.execute(sql`insert into brands (slug, brand_name) values ('bench-brand', 'Bench') on conflict do nothing`);
    await db.execute(sql`insert into products (sku, model_number, product_name, category_id, brand_id, base_price, gst_rate, stock_quantity, product_slug, primary_image)
      select 'BENCH-' || g, 'M-' || g, 'Bench product ' || g, (select id from categories where slug = 'bench-cat'), (select id from brands where slug = 'bench-brand'), 100 + g, 18, 1000, 'bench-product-' || g, 'bench.png'
      from generate_series(1, 200) g on conflict do nothing`);
    await db.execute(sql`insert into customers (email, first_name, last_name, primary_contact_name, company_name, type_of_company, no_of_employee, gstno, pan_number, phone, credit_limit, status)
      select 'bench' || g || '@example.com', 'Bench', 'Buyer', 'Bench Buyer ' || g, 'Bench Company ' || g, 'Private Limited', '1-100', '27AAPFU0939F1ZV', 'AAPFU0939F', '9876543210', 100000, 'approved'
      from generate_series(1, 500) g on conflict do nothing`);
    await db.execute(sql`insert into orders (order_number, customer_id, customer_name, customer_phone, customer_email, s_address_line1, b_address_line1, sub_total, cgst, sgst, igst, total_amount, payment_method, status, invoice_number, invoice_date, order_date)
      select 'BENCH-' || g, (select min(id) from customers) + g % 500, 'Bench', '9876543210', 'bench@example.com', 'x', 'x', 1000, case when g % 3 = 0 then 0 else 90 end, case when g % 3 = 0 then 0 else 90 end, case when g % 3 = 0 then 180 else 0 end, 1180,
             'cash_on_delivery', case when g % 10 < 8 then 'approved' when g % 10 = 8 then 'pending' else 'canceled' end,
             case when g % 10 < 8 then 'INV/BENCH/' || g end, case when g % 10 < 8 then now() - (g % 400) * interval '1 day' + interval '1 hour' end,
             now() - (g % 400) * interval '1 day'
      from generate_series(${count + 1}::int, ${n}::int) g`);
    await db.execute(sql`insert into order_items (order_id, product_id, product_name, unit_price, gst_rate, product_qty, line_total, tax_amount)
      select o.id, (select min(id) from products where sku like 'BENCH-%') + (o.id * 7 + k) % 200, 'Bench', 333.33, 18, 1 + k, 333.33, 60
      from orders o cross join generate_series(0, 2) k where o.order_number like 'BENCH-%' and not exists (select 1 from order_items i where i.order_id = o.id)`);
    await db.execute(sql`insert into credit_notes (note_number, note_date, order_id, invoice_number, invoice_date, reason, intra_state, lines, taxable_paise, cgst_paise, sgst_paise, igst_paise, total_paise)
      select 'CN/B/' || o.id, o.invoice_date + interval '3 days', o.id, o.invoice_number, o.invoice_date, 'Bench', true, '[]', 100000, 9000, 9000, 0, 118000
      from orders o where o.invoice_number like 'INV/BENCH/%' and o.id % 20 = 0 on conflict do nothing`);
    await db.execute(sql`analyze`);
    console.log(`Seeded ${n - count} orders in ${((Date.now() - t0) / 1000).toFixed(1)} s.`);
  }
  for (const group of ['day', 'week', 'month'] as const) {
    const p = resolvePeriod({ period: 'this_fy', group });
    const runs: number[] = [];
    for (let i = 0; i < 5; i += 1) {
      const t = process.hrtime.bigint();
      await storeFigures(db, p);
      runs.push(Number(process.hrtime.bigint() - t) / 1e6);
    }
    runs.sort((a, b) => a - b);
    console.log(`All figures, this financial year (${p.from} to ${p.to}) by ${group}: median ${runs[2].toFixed(1)} ms, best ${runs[0].toFixed(1)} ms (5 runs).`);
  }
  const month = resolvePeriod({ period: 'last_month', group: 'day' });
  const t = process.hrtime.bigint();
  await salesFigures(db, month);
  console.log(`Sales of last month by day: ${(Number(process.hrtime.bigint() - t) / 1e6).toFixed(1)} ms.`);
  const plan = (await db.execute(
    sql`explain analyze select count(*), sum(total_amount) from orders where invoice_number is not null and invoice_date >= ${`${month.from}T00:00:00+05:30`}::timestamptz and invoice_date < ${`${month.to}T23:59:59+05:30`}::timestamptz`,
  )) as unknown as { rows: { 'QUERY PLAN': string }[] };
  console.log((plan.rows as { 'QUERY PLAN': string }[]).map((r) => r['QUERY PLAN']).join('\n'));
  await database.close();
}

main().catch((err) => {
  console.error(err);
  process.exit(1);
});
