// Dates as the store shows them: Indian English, the store's time zone (a review written late on
// the 1st in Mumbai is not dated the 31st elsewhere).
const DATE = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric', timeZone: 'Asia/Kolkata' });

/** '2025-03-01T00:00:00Z' -> '1 March 2025'; '' for a missing or unreadable date. */
export function formatDate(iso: string | null | undefined): string {
  if (!iso) return '';
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? '' : DATE.format(d);
}
