// A bar chart drawn by Chart.js on a canvas, with the same numbers as a table for screen readers and
// anyone who would rather read them (the canvas is an image named by its title). Only the parts of
// Chart.js a bar chart needs are registered, so the back office's figures chunk carries no more.
import { useEffect, useRef } from 'react';
import { BarController, BarElement, CategoryScale, Chart, Legend, LinearScale, Tooltip, type ChartDataset } from 'chart.js';
import './BarChart.css';

Chart.register(BarController, BarElement, CategoryScale, LinearScale, Tooltip, Legend);

export interface Series {
  label: string;
  values: number[];
  color: string;
}

interface Props {
  title: string;
  labels: string[];
  series: Series[];
  /** How an amount reads in the tooltip, the axis and the table (rupees or a count). */
  format: (n: number) => string;
  /** The value axis's ticks (shorter than `format`: ₹1.2L); `format` when not given. */
  axisFormat?: (n: number) => string;
  horizontal?: boolean;
  stacked?: boolean;
  /** The table's first column heading (what a label is: a day, a status, a product). */
  labelHeading: string;
  /** The table's last column: the series summed per row (the stacked total). */
  totalLabel?: string;
}

/** Long product and company names are cut on the axis; the table keeps them whole. */
const short = (s: string) => (s.length > 22 ? `${s.slice(0, 21)}…` : s);

export function BarChart({ title, labels, series, format, axisFormat, horizontal = false, stacked = false, labelHeading, totalLabel }: Props) {
  const canvas = useRef<HTMLCanvasElement>(null);

  useEffect(() => {
    if (!canvas.current) return undefined;
    const datasets: ChartDataset<'bar'>[] = series.map((s) => ({ label: s.label, data: s.values, backgroundColor: s.color, borderRadius: 3, maxBarThickness: 48 }));
    // Whole-number ticks: a count axis of 0..1 read '0 0 0 1 1 1' with fractional steps (seen on the screenshot).
    const valueAxis = { stacked, ticks: { callback: (v: string | number) => (axisFormat ?? format)(Number(v)), maxTicksLimit: 6, precision: 0 } };
    const labelAxis = { stacked, ticks: { callback(this: { getLabelForValue: (v: number) => string }, v: string | number) { return short(this.getLabelForValue(Number(v))); }, autoSkip: true } };
    const chart = new Chart(canvas.current, {
      type: 'bar',
      data: { labels, datasets },
      options: {
        indexAxis: horizontal ? 'y' : 'x',
        responsive: true,
        maintainAspectRatio: false,
        animation: false,
        plugins: {
          legend: { display: series.length > 1, position: 'bottom' },
          tooltip: { callbacks: { label: (item) => `${item.dataset.label ?? ''}: ${format(Number(item.raw))}` } },
        },
        scales: horizontal ? { x: valueAxis, y: labelAxis } : { x: labelAxis, y: valueAxis },
      },
    });
    return () => chart.destroy();
  }, [labels, series, format, axisFormat, horizontal, stacked]);

  const height = horizontal ? Math.max(160, labels.length * 34 + 60) : 280;
  return (
    <figure className="bar-chart">
      <div className="bar-chart__canvas" style={{ height }}>
        <canvas ref={canvas} role="img" aria-label={`${title}: a bar chart; the same figures are in the table below it.`} />
      </div>
      <details className="bar-chart__table">
        <summary>{title} as a table</summary>
        <div className="bar-chart__scroll" tabIndex={0} role="region" aria-label={`${title} as a table`}>
          <table className="a-table">
            <thead>
              <tr>
                <th scope="col">{labelHeading}</th>
                {series.map((s) => (
                  <th scope="col" key={s.label} className="bar-chart__num">
                    {s.label}
                  </th>
                ))}
                {totalLabel && (
                  <th scope="col" className="bar-chart__num">
                    {totalLabel}
                  </th>
                )}
              </tr>
            </thead>
            <tbody>
              {labels.map((label, i) => (
                <tr key={`${label}-${i}`}>
                  <th scope="row">{label}</th>
                  {series.map((s) => (
                    <td key={s.label} className="bar-chart__num">
                      {format(s.values[i] ?? 0)}
                    </td>
                  ))}
                  {totalLabel && <td className="bar-chart__num">{format(series.reduce((sum, s) => sum + (s.values[i] ?? 0), 0))}</td>}
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      </details>
    </figure>
  );
}
