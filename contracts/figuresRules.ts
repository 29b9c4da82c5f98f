// The figures' plain data, read by the server and at run time by the back office: who sees them,
// the periods, groupings and CSV files, the limits and what the sales count. No schemas here.
import type { StaffRole } from './staffRules';

/** Who sees the store's figures (the server enforces it on every figures call). */
export const FIGURES_ROLES: readonly StaffRole[] = ['admin', 'finance'];

export const FIGURE_PERIODS = ['this_month', 'last_month', 'this_fy', 'custom'] as const;
export type FigurePeriod = (typeof FIGURE_PERIODS)[number];
export const FIGURE_PERIOD_LABELS: Record<FigurePeriod, string> = {
  this_month: 'This month',
  last_month: 'Last month',
  this_fy: 'This financial year',
  custom: 'Custom',
};
export const FIGURE_GROUPS = ['day', 'week', 'month'] as const;
export type FigureGroup = (typeof FIGURE_GROUPS)[number];

/** The figures one CSV file each: its name in the download's address. */
export const FIGURE_FILES = ['sales', 'orders-by-status', 'top-products', 'top-customers', 'credit'] as const;
export type FigureFile = (typeof FIGURE_FILES)[number];

/** The longest custom period (the figures are read in one pass, but a page of 10 years of days is not readable). */
export const FIGURES_MAX_DAYS = 3 * 366;
/** Days grouped by day at most (a longer period is grouped by week or month). */
export const FIGURES_MAX_DAY_BUCKETS = 366;

/** What the sales figures count, said on the page and in the API document. */
export const SALES_BASIS =
  'Sales are the tax invoices issued in the period (an order is invoiced when it is approved) less the credit notes issued in it (cancellations of invoiced orders and returns); orders not yet approved are not sales.';
