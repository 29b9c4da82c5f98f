// The figures' period: a preset (this month, last month, this financial year) or a custom range of
// India-time days, checked and turned into the first and last day the queries read.
import { FIGURES_MAX_DAY_BUCKETS, FIGURES_MAX_DAYS, type FigureGroup, type FigurePeriod, type FiguresQuery } from '@contracts/adminFigures';
import { indiaDay } from '@contracts/format';
import { invalid } from '../../lib/errors';

export interface ResolvedPeriod {
  name: FigurePeriod;
  /** First and last India-time day, YYYY-MM-DD, both included. */
  from: string;
  to: string;
  group: FigureGroup;
}

const DAY = 86_400_000;
const pad = (n: number) => String(n).padStart(2, '0');
const dayOf = (y: number, m: number, d: number) => new Date(Date.UTC(y, m - 1, d)).toISOString().slice(0, 10);
/** Days from `from` to `to`, both included (plain calendar days: no time zone in a day key). */
export const daysBetween = (from: string, to: string) => Math.round((Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / DAY) + 1;

/** The period a query names, as of `now` (India time): current periods end today. */
export function resolvePeriod(query: FiguresQuery, now = new Date()): ResolvedPeriod {
  const name = query.period ?? 'this_month';
  const group = query.group ?? 'day';
  const today = indiaDay(now);
  const [y, m] = today.split('-').map(Number) as [number, number];
  let from: string;
  let to: string;
  if (name === 'this_month') {
    from = `${y}-${pad(m)}-01`;
    to = today;
  } else if (name === 'last_month') {
    from = dayOf(m === 1 ? y - 1 : y, m === 1 ? 12 : m - 1, 1);
    to = dayOf(y, m, 0);
  } else if (name === 'this_fy') {
    // India's financial year runs April to March.
    from = `${m >= 4 ? y : y - 1}-04-01`;
    to = today;
  } else {
    const errors: Record<string, string[]> = {};
    if (!query.from) errors.from = ['Choose the first day of the period.'];
    if (!query.to) errors.to = ['Choose the last day of the period.'];
    if (Object.keys(errors).length) throw invalid(errors);
    from = query.from as string;
    to = query.to as string;
    if (from > to) throw invalid({ to: ['The last day cannot be before the first day.'] });
    if (daysBetween(from, to) > FIGURES_MAX_DAYS) throw invalid({ to: [`Choose a period of at most ${FIGURES_MAX_DAYS} days.`] });
  }
  if (group === 'day' && daysBetween(from, to) > FIGURES_MAX_DAY_BUCKETS) {
    throw invalid({ group: [`Group a period longer than ${FIGURES_MAX_DAY_BUCKETS} days by week or month.`] });
  }
  return { name, from, to, group };
}
