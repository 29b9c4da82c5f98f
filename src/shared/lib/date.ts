// Dates as the storefront shows them (Indian English: 5 March 2026).
const longDate = new Intl.DateTimeFormat('en-IN', { day: 'numeric', month: 'long', year: 'numeric' });

/** An ISO date-time from the API as a date; an unreadable value is shown as it came. */
export function formatDate(iso: string): string {
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? iso : longDate.format(d);
}
