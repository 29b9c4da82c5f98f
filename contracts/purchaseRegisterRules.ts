// The purchase register's periods as plain data and pure functions (the browser bundle loads
// them): a calendar month ('2026-11') or a quarter of India's financial year ('FY2026-27-Q3',
// October to December), read in India's calendar.

export const REGISTER_PERIOD_PATTERN = '^(?:[0-9]{4}-(?:0[1-9]|1[0-2])|FY[0-9]{4}-[0-9]{2}-Q[1-4])$';
export const REGISTER_PERIOD_MESSAGE = "Choose a month ('2026-11') or a financial-year quarter ('FY2026-27-Q3').";

export interface RegisterPeriod {
  /** As asked: '2026-11' or 'FY2026-27-Q3'. */
  key: string;
  /** 'November 2026', 'Q3 FY 2026-27 (Oct–Dec 2026)'. */
  label: string;
  /** First day, YYYY-MM-DD (India time). */
  from: string;
  /** Last day, YYYY-MM-DD (India time). */
  to: string;
}

const MONTHS = ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'];
const pad = (n: number) => String(n).padStart(2, '0');
const lastDay = (year: number, month: number) => new Date(Date.UTC(year, month, 0)).getUTCDate();

/** The period a key names, or null when it names none (a wrong pattern, a financial year whose two halves do not follow). */
export function registerPeriod(key: string): RegisterPeriod | null {
  const month = /^([0-9]{4})-(0[1-9]|1[0-2])$/.exec(key);
  if (month) {
    const y = Number(month[1]);
    const m = Number(month[2]);
    return { key, label: `${MONTHS[m - 1]} ${y}`, from: `${y}-${pad(m)}-01`, to: `${y}-${pad(m)}-${pad(lastDay(y, m))}` };
  }
  const quarter = /^FY([0-9]{4})-([0-9]{2})-Q([1-4])$/.exec(key);
  if (!quarter) return null;
  const start = Number(quarter[1]);
  if ((start + 1) % 100 !== Number(quarter[2])) return null;
  const q = Number(quarter[3]);
  // The financial year runs April to March: Q1 April-June ... Q4 January-March of the next year.
  const firstMonth = ((q - 1) * 3 + 3) % 12; // 0-based: 3 (Apr), 6, 9, 0 (Jan)
  const year = q === 4 ? start + 1 : start;
  const last = firstMonth + 3;
  return {
    key,
    label: `Q${q} FY ${start}-${quarter[2]} (${MONTHS[firstMonth].slice(0, 3)}–${MONTHS[last - 1].slice(0, 3)} ${year})`,
    from: `${year}-${pad(firstMonth + 1)}-01`,
    to: `${year}-${pad(last)}-${pad(lastDay(year, last))}`,
  };
}

/** The choices offered: the last `months` months (newest first) and the quarters they touch. */
export function recentRegisterPeriods(todayIndia: string, months = 12): { months: RegisterPeriod[]; quarters: RegisterPeriod[] } {
  const [y, m] = todayIndia.split('-').map(Number);
  const monthList: RegisterPeriod[] = [];
  const quarterKeys: string[] = [];
  for (let i = 0; i < months; i += 1) {
    const d = new Date(Date.UTC(y, m - 1 - i, 1));
    const year = d.getUTCFullYear();
    const month = d.getUTCMonth() + 1;
    monthList.push(registerPeriod(`${year}-${pad(month)}`)!);
    const fyStart = month >= 4 ? year : year - 1;
    const q = month >= 4 ? Math.floor((month - 4) / 3) + 1 : 4;
    const key = `FY${fyStart}-${pad((fyStart + 1) % 100)}-Q${q}`;
    if (!quarterKeys.includes(key)) quarterKeys.push(key);
  }
  return { months: monthList, quarters: quarterKeys.map((k) => registerPeriod(k)!) };
}

/** The register's columns in GSTR-2B's order, as the CSV heads them and the page and PDF show them. */
export const REGISTER_COLUMNS = [
  'GSTIN of supplier',
  'Supplier name',
  'GSTIN of buyer',
  'Document type',
  'Document number',
  'Document date',
  'Document value',
  'Place of supply',
  'Reverse charge',
  'Rate (%)',
  'Taxable value',
  'Integrated tax',
  'Central tax',
  'State/UT tax',
  'Cess',
] as const;
