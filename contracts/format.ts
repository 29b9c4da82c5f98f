// How the store prints its facts, one source for the storefront, the server's messages and mails,
// and the PDFs: money (each name says its unit: rupees as the wire carries them, integer paise as
// the server computes them), dates in India's time zone, and an address's printed lines. Pure
// functions, no imports, so the browser bundle and the server share them.

const INR = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2, maximumFractionDigits: 2 });
const GROUPED = new Intl.NumberFormat('en-IN', { minimumFractionDigits: 2, maximumFractionDigits: 2 });

/** Rupees (a wire amount): 123456.5 -> '₹1,23,456.50'; a missing or unreadable amount reads ₹0.00. */
export const formatRupees = (rupees: number | string | null | undefined): string => INR.format(Number(rupees ?? 0) || 0);

/** Integer paise: 118000 -> '₹1,180.00' (the server's messages and mails). */
export const formatPaise = (paise: number): string => INR.format(paise / 100);

/**
 * Integer paise with Indian grouping and no sign: 12345650 -> '1,23,456.50', for columns headed
 * in rupees (the PDFs, whose standard fonts carry no rupee sign).
 */
export const formatPaiseDigits = (paise: number): string => GROUPED.format(paise / 100);

/* ---------- dates: the store's calendar is India's ---------- */

/** The store's time zone: an order placed at 00:30 in Mumbai is dated that day, wherever the server runs. */
export const STORE_TIME_ZONE = 'Asia/Kolkata';

const DAY_KEY = new Intl.DateTimeFormat('en-CA', { timeZone: STORE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });
const LONG_DATE = new Intl.DateTimeFormat('en-IN', { timeZone: STORE_TIME_ZONE, day: 'numeric', month: 'long', year: 'numeric' });
const SHORT_DATE = new Intl.DateTimeFormat('en-IN', { timeZone: STORE_TIME_ZONE, day: '2-digit', month: 'short', year: 'numeric' });
const DATE_TIME = new Intl.DateTimeFormat('en-IN', {
  timeZone: STORE_TIME_ZONE,
  day: '2-digit',
  month: 'short',
  year: 'numeric',
  hour: '2-digit',
  minute: '2-digit',
});

type When = Date | string | null | undefined;

const toDate = (when: When): Date | null => {
  if (when === null || when === undefined || when === '') return null;
  const d = when instanceof Date ? when : new Date(when);
  return Number.isNaN(d.getTime()) ? null : d;
};

/** The calendar date in India as 'YYYY-MM-DD' (document numbers, file names, financial years). */
export function indiaDay(at: Date): string {
  return DAY_KEY.format(at);
}

/** '2025-03-01T00:00:00Z' -> '1 March 2025'; '' for a missing or unreadable date. */
export const formatDate = (when: When): string => {
  const d = toDate(when);
  return d ? LONG_DATE.format(d) : '';
};

/** Tables, PDFs and messages: '2025-03-12T05:00:00Z' -> '12 Mar 2025'. */
export const formatShortDate = (when: When): string => {
  const d = toDate(when);
  return d ? SHORT_DATE.format(d) : '';
};

/** Orders and wallet lines: '2025-03-12T05:00:00Z' -> '12 Mar 2025, 10:30 am'. */
export const formatDateTime = (when: When): string => {
  const d = toDate(when);
  return d ? DATE_TIME.format(d) : '';
};

/* ---------- addresses ---------- */

/** An address's parts, whichever record holds them (an address book entry, an order's copy, a quotation's snapshot). */
export interface AddressParts {
  line1: string | null | undefined;
  line2?: string | null;
  city?: string | null;
  state?: string | null;
  pincode?: string | null;
  country?: string | null;
  phone?: string | null;
}

/** The prefixed wire fields of one address (b_* billing, s_* shipping); orders name the phone `contact`. */
export function addressParts(record: object, prefix: 'b' | 's', phoneField: 'phone' | 'contact' = 'phone'): AddressParts {
  const fields = record as Record<string, unknown>;
  const f = (part: string) => {
    const v = fields[`${prefix}_${part}`];
    return v === null || v === undefined ? null : String(v);
  };
  return { line1: f('address_line1'), line2: f('address_line2'), city: f('city'), state: f('state'), pincode: f('pincode'), country: f('country'), phone: f(phoneField) };
}

/** 'City, State PIN' ('' when none is known). */
export function addressPlace(a: AddressParts): string {
  const t = (v: string | null | undefined) => (v ?? '').trim();
  return [t(a.city), [t(a.state), t(a.pincode)].filter(Boolean).join(' ')].filter(Boolean).join(', ');
}

/**
 * The printed lines of an address, as every page, mail and PDF shows it: line 1, line 2,
 * 'City, State PIN', country, then 'Phone: ...' when `withPhone`; empty parts are left out.
 */
export function addressLines(a: AddressParts, { withPhone = true } = {}): string[] {
  const t = (v: string | null | undefined) => (v ?? '').trim();
  const phone = t(a.phone);
  return [t(a.line1), t(a.line2), addressPlace(a), t(a.country), withPhone && phone ? `Phone: ${phone}` : ''].filter(Boolean);
}

/** One line for a mail or a terminal: 'line 1, line 2, City, State PIN' (no country, no phone). */
export const addressOneLine = (a: AddressParts): string => {
  const t = (v: string | null | undefined) => (v ?? '').trim();
  return [t(a.line1), t(a.line2), addressPlace(a)].filter(Boolean).join(', ');
};
