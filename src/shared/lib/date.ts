// Dates as the store shows them: Indian English, the store's time zone (a review written late on
// the 1st in Mumbai is not dated the 31st elsewhere).
const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

const parse = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** '2025-03-01T00:00:00Z' -> '1 March 2025'; '' for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string {
  const d = parse(iso);
  return d ? DATE.format(d) : '';
}

const SHORT_DATE = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

/** In tables (orders): '2025-03-12T05:00:00Z' -> '12 Mar 2025'. */
export const formatShortDate = (iso: string | null | undefined): string => {
  const d = parse(iso);
  return d ? SHORT_DATE.format(d) : '';
};

/** Orders and wallet lines: '2025-03-12T05:00:00Z' -> '12 Mar 2025, 10:30 am'. */
export const formatDateTime = (iso: string | null | undefined): string => {
  const d = parse(iso);
  return d ? DATE_TIME.format(d) : '';
};
