// /admin/figures (Admin, Finance): the store's figures for a period (presets or custom India-time
// days), sales grouped by day, week or month: charts with their tables, and each figure as CSV.
// The period lives in the address, so a view can be shared and reloaded.
import { useMemo, useState } from 'react';
import { useSearchParams } from 'react-router-dom';
import type { Figures, FiguresQuery } from '@contracts/adminFigures';
import { FIGURE_GROUPS, FIGURE_PERIOD_LABELS, FIGURE_PERIODS, type FigureFile, type FigureGroup, type FigurePeriod } from '@contracts/figuresRules';
import { formatRupees } from '@contracts/format';
import { ORDER_STATUS_LABELS, stateWords } from '@contracts/adminOrderRules';
import { readFailure } from '@/shared/api/failure';
import { useFiguresQuery } from './api';
import { BarChart, type Series } from './BarChart';
import './FiguresPage.css';

const GROUP_LABELS: Record<FigureGroup, string> = { day: 'Day', week: 'Week', month: 'Month' };
const COLORS = { taxable: '#0b3d91', cgst: '#2f7d4f', sgst: '#7fb685', igst: '#d48806', value: '#0b3d91', count: '#5b6fb3' };

const COMPACT = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', notation: 'compact', maximumFractionDigits: 1 });
const rupees = (n: number) => formatRupees(n);
const compactRupees = (n: number) => COMPACT.format(n);
const count = (n: number) => String(Math.round(n));

const DAY = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', day: 'numeric', month: 'short' });
const MONTH = new Intl.DateTimeFormat('en-IN', { timeZone: 'UTC', month: 'short', year: 'numeric' });
/** A bucket's label: its day, the week it starts, or its month (the days are India-time days already). */
function bucketLabel(start: string, group: FigureGroup): string {
  const d = new Date(`${start}T00:00:00Z`);
  if (group === 'month') return MONTH.format(d);
  return group === 'week' ? `Week of ${DAY.format(d)}` : DAY.format(d);
}

function readQuery(params: URLSearchParams): FiguresQuery {
  const period = (FIGURE_PERIODS as readonly string[]).includes(params.get('period') ?? '') ? (params.get('period') as FigurePeriod) : 'this_month';
  const group = (FIGURE_GROUPS as readonly string[]).includes(params.get('group') ?? '') ? (params.get('group') as FigureGroup) : 'day';
  return period === 'custom' ? { period, group, from: params.get('from') ?? '', to: params.get('to') ?? '' } : { period, group };
}

/** A figure's card: its heading, what it counts, its CSV download, and the chart with its table. */
function FigureCard({ id, title, note, file, onDownload, children }: { id: string; title: string; note: string; file: FigureFile; onDownload: (f: FigureFile) => void; children: React.ReactNode }) {
  return (
    <section className="a-card figures-card" aria-labelledby={id}>
      <div className="figures-card__head">
        <h2 id={id}>{title}</h2>
        <button type="button" className="a-btn a-btn--ghost a-btn--small" onClick={() => onDownload(file)}>
          Download CSV<span className="a-visually-hidden"> of {title.toLowerCase()}</span>
        </button>
      </div>
      <p className="figures-note">{note}</p>
      {children}
    </section>
  );
}

function useCharts(f: Figures | undefined) {
  return useMemo(() => {
    if (!f) return null;
    const b = f.sales.buckets;
    const sales: Series[] = [
      { label: 'Taxable value', values: b.map((x) => x.taxable), color: COLORS.taxable },
      { label: 'CGST', values: b.map((x) => x.cgst), color: COLORS.cgst },
      { label: 'SGST', values: b.map((x) => x.sgst), color: COLORS.sgst },
      { label: 'IGST', values: b.map((x) => x.igst), color: COLORS.igst },
    ];
    return {
      salesLabels: b.map((x) => bucketLabel(x.start, f.period.group)),
      sales,
      statusLabels: f.orders_by_status.map((s) => stateWords(ORDER_STATUS_LABELS, s.status)),
      statusSeries: [{ label: 'Orders', values: f.orders_by_status.map((s) => s.orders), color: COLORS.count }],
      statusValue: [{ label: 'Value with GST', values: f.orders_by_status.map((s) => s.total), color: COLORS.value }],
      productLabels: f.top_products.map((p) => `${p.name} (${p.sku})`),
      productSeries: [{ label: 'Value before GST', values: f.top_products.map((p) => p.value), color: COLORS.value }],
      productQty: [{ label: 'Quantity', values: f.top_products.map((p) => p.quantity), color: COLORS.count }],
      customerLabels: f.top_customers.map((c) => c.company),
      customerSeries: [{ label: 'Sales with GST', values: f.top_customers.map((c) => c.value), color: COLORS.value }],
      creditLabels: ['Credit'],
      creditSeries: [
        { label: 'In use', values: [f.credit.in_use], color: COLORS.igst },
        { label: 'Available', values: [f.credit.available], color: COLORS.cgst },
      ],
    };
  }, [f]);
}

export function FiguresPage() {
  const [params, setParams] = useSearchParams();
  const query = readQuery(params);
  const [period, setPeriod] = useState<FigurePeriod>(query.period ?? 'this_month');
  const custom = query.period === 'custom';
  const incomplete = custom && (!query.from || !query.to);
  const { data, isFetching, error } = useFiguresQuery(query, { skip: incomplete });
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const failure = error ? readFailure(error, 'The figures could not be loaded.') : null;
  const f = data?.figures;
  const charts = useCharts(f);

  const download = async (file: FigureFile) => {
    setDownloadError(null);
    const search = new URLSearchParams(Object.entries(query).filter(([, v]) => v) as [string, string][]);
    const res = await fetch(`/api/admin/figures/csv/${file}?${search}`, { credentials: 'same-origin' });
    if (!res.ok) return setDownloadError(readFailure({ status: res.status, data: await res.json().catch(() => null) }, 'The file could not be downloaded.').message);
    const url = URL.createObjectURL(await res.blob());
    const a = document.createElement('a');
    a.href = url;
    a.download = /filename="([^"]+)"/.exec(res.headers.get('content-disposition') ?? '')?.[1] ?? `figures-${file}.csv`;
    a.click();
    URL.revokeObjectURL(url);
    return undefined;
  };

  return (
    <div className="figures-page">
      <h1 className="admin-title">Figures</h1>
      <form
        className="a-card figures-filters"
        aria-label="Period"
        onSubmit={(e) => {
          e.preventDefault();
          const form = new FormData(e.currentTarget);
          const next = new URLSearchParams();
          for (const name of ['period', 'from', 'to', 'group']) {
            const value = String(form.get(name) ?? '').trim();
            if (value) next.set(name, value);
          }
          setParams(next);
        }}
      >
        <label className="a-field">
          Period
          <select name="period" value={period} onChange={(e) => setPeriod(e.target.value as FigurePeriod)}>
            {FIGURE_PERIODS.map((p) => (
              <option key={p} value={p}>
                {FIGURE_PERIOD_LABELS[p]}
              </option>
            ))}
          </select>
        </label>
        {period === 'custom' && (
          <>
            <label className="a-field">
              From (day)
              <input name="from" type="date" defaultValue={query.from ?? ''} required />
            </label>
            <label className="a-field">
              To (day)
              <input name="to" type="date" defaultValue={query.to ?? ''} required />
            </label>
          </>
        )}
        <label className="a-field">
          Sales per
          <select name="group" defaultValue={query.group}>
            {FIGURE_GROUPS.map((g) => (
              <option key={g} value={g}>
                {GROUP_LABELS[g]}
              </option>
            ))}
          </select>
        </label>
        <div className="figures-filters__actions">
          <button type="submit" className="a-btn">
            Show
          </button>
        </div>
      </form>

      {failure && (
        <p className="a-alert" role="alert">
          {Object.values(failure.fields)[0] ?? failure.message}
        </p>
      )}
      {downloadError && (
        <p className="a-alert" role="alert">
          {downloadError}
        </p>
      )}
      {incomplete && <p className="a-note">Choose the first and last day of the period, then Show.</p>}
      {!f && !failure && !incomplete && <p aria-live="polite">Loading the figures…</p>}

      {f && charts && (
        <div className="figures-grid" aria-busy={isFetching}>
          <p className="figures-period">
            {f.period.from} to {f.period.to} (India time)
          </p>
          <section className="figures-totals" aria-label="Sales in the period">
            <div className="a-card figures-total">
              <span>Net sales with GST</span>
              <strong>{rupees(f.sales.totals.total)}</strong>
            </div>
            <div className="a-card figures-total">
              <span>Taxable value</span>
              <strong>{rupees(f.sales.totals.taxable)}</strong>
            </div>
            <div className="a-card figures-total">
              <span>CGST + SGST</span>
              <strong>{rupees(f.sales.totals.cgst + f.sales.totals.sgst)}</strong>
            </div>
            <div className="a-card figures-total">
              <span>IGST</span>
              <strong>{rupees(f.sales.totals.igst)}</strong>
            </div>
            <div className="a-card figures-total">
              <span>
                Credit notes ({f.sales.totals.credit_notes}) subtracted
              </span>
              <strong>{rupees(f.sales.totals.credited)}</strong>
            </div>
          </section>

          <FigureCard id="fig-sales" title={`Sales per ${f.period.group}`} note={f.basis} file="sales" onDownload={download}>
            <BarChart title={`Sales per ${f.period.group}`} labels={charts.salesLabels} series={charts.sales} format={rupees} axisFormat={compactRupees} stacked labelHeading={GROUP_LABELS[f.period.group]} totalLabel="Total with GST" />
          </FigureCard>

          <FigureCard id="fig-status" title="Orders by status" note="Orders placed in the period, by their status today; value with GST." file="orders-by-status" onDownload={download}>
            <BarChart title="Orders by status" labels={charts.statusLabels} series={charts.statusSeries} format={count} horizontal labelHeading="Status" />
            <BarChart title="Order value by status" labels={charts.statusLabels} series={charts.statusValue} format={rupees} axisFormat={compactRupees} horizontal labelHeading="Status" />
          </FigureCard>

          <FigureCard id="fig-products" title="Top 10 products" note="By value before GST in orders placed in the period and not cancelled (returns are not subtracted)." file="top-products" onDownload={download}>
            {f.top_products.length === 0 ? (
              <p className="a-empty">No orders in this period.</p>
            ) : (
              <>
                <BarChart title="Top 10 products by value" labels={charts.productLabels} series={charts.productSeries} format={rupees} axisFormat={compactRupees} horizontal labelHeading="Product" />
                <BarChart title="Top 10 products: quantity" labels={charts.productLabels} series={charts.productQty} format={count} horizontal labelHeading="Product" />
              </>
            )}
          </FigureCard>

          <FigureCard id="fig-customers" title="Top 10 customers" note="By sales with GST in the period: invoices less credit notes." file="top-customers" onDownload={download}>
            {f.top_customers.length === 0 ? (
              <p className="a-empty">No sales in this period.</p>
            ) : (
              <BarChart title="Top 10 customers" labels={charts.customerLabels} series={charts.customerSeries} format={rupees} axisFormat={compactRupees} horizontal labelHeading="Customer" />
            )}
          </FigureCard>

          <FigureCard
            id="fig-credit"
            title="Credit in use"
            note={`Today, whatever the period: ${f.credit.customers_using} of ${f.credit.customers} approved accounts with credit use ${rupees(f.credit.in_use)} of their ${rupees(f.credit.limit)} limits (cash-on-delivery orders not yet returned).`}
            file="credit"
            onDownload={download}
          >
            <BarChart title="Credit in use and available" labels={charts.creditLabels} series={charts.creditSeries} format={rupees} axisFormat={compactRupees} horizontal stacked labelHeading="Credit" totalLabel="Limits" />
          </FigureCard>
        </div>
      )}
    </div>
  );
}
