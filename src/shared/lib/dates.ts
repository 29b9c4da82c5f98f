// One way to show the server's ISO 8601 timestamps (orders, wallet): Indian English, the store's
// time zone, so every customer reads the same date the invoice carries.
const dateFormat = new Intl.DateTimeFormat('en-IN', { day: '2-digit', month: 'short', year: 'numeric', timeZone: 'Asia/Kolkata' });
const dateTimeFormat = new Intl.DateTimeFormat('en-IN', {
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
  timeZone: 'Asia/Kolkata',
});

const parse = (iso: string | null | undefined): Date | null => {
  if (!iso) return null;
  const d = new Date(iso);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** '2025-03-12T05:00:00Z' -> '12 Mar 2025' */
export const formatDate = (iso: string | null | undefined): string => {
  const d = parse(iso);
  return d ? dateFormat.format(d) : '';
};

/** '2025-03-12T05:00:00Z' -> '12 Mar 2025, 10:30 am' */
export const formatDateTime = (iso: string | null | undefined): string => {
  const d = parse(iso);
  return d ? dateTimeFormat.format(d) : '';
};
