// The e-way bill's rules (CGST Rules, rule 138) as plain data and pure functions (the browser
// bundle loads them): when one is required, the ship form's fields and their messages, and the
// validity rule. Its wire shape is contracts/ewayBill.ts.
import { PATTERNS, type Rules } from './fields';
import { gstinCheckDigitOk } from './gstin';

/**
 * Above this consignment value (the invoice total including tax) goods move only under an e-way
 * bill (rule 138(1): ₹50,000). At or below it the bill is optional.
 */
export const EWAY_BILL_LIMIT_PAISE = 50_000_00;

export const EWAY_DISTANCE_MAX = 4000;
/** Ordinary cargo: one day of validity per 200 km or part of it (rule 138(10)). */
export const EWAY_KM_PER_DAY = 200;

/** Letters and digits only, upper case: "ka-01 ab 1234" reads as KA01AB1234, "1234 5678 9012" as 123456789012. */
const compact = (value: string) => value.replace(/[\s-]+/g, '');

/**
 * An Indian registration number: state letters, RTO digits, up to three series letters and four
 * digits (KA01AB1234, DL1CAB1234, MH12A1234), or a Bharat series number (22BH1234AA).
 */
export const VEHICLE_NUMBER_PATTERN = /^(?:[A-Z]{2}[0-9]{1,2}[A-Z]{0,3}[0-9]{4}|[0-9]{2}BH[0-9]{4}[A-Z]{1,2})$/;

export const EWAY_MESSAGES = {
  numberRequired: 'E-way bill number is required.',
  numberInvalid: 'The e-way bill number has 12 digits.',
  dateRequired: 'E-way bill date is required.',
  dateInvalid: 'Enter the e-way bill date as a date (YYYY-MM-DD).',
  dateFuture: 'The e-way bill date cannot be in the future.',
  dateBeforeOrder: 'The e-way bill date cannot be before the order was placed.',
  transporterRequired: 'Transporter name is required.',
  transporterIdInvalid: 'Enter a valid 15-character GSTIN or transporter id (e.g. 29AAACB1234C1Z5).',
  vehicleRequired: 'Vehicle number is required.',
  vehicleInvalid: 'Enter an Indian vehicle registration number (e.g. KA01AB1234).',
  distanceRequired: 'Distance is required.',
  distanceInvalid: `Distance is a whole number of kilometres from 1 to ${EWAY_DISTANCE_MAX}.`,
  reasonRequired: 'Say why the vehicle changed.',
  numberTaken: (orderNumber: string) => `This e-way bill number is already on order ${orderNumber}: each consignment has its own.`,
} as const;

/** The e-way bill fields of the ship form (keys as the ship call takes them). */
export const EWAY_FIELDS = ['eway_bill_number', 'eway_bill_date', 'transporter_name', 'transporter_id', 'vehicle_number', 'distance_km'] as const;

/**
 * Their rules when a bill is required or being given. The date's calendar checks (not in the
 * future, not before the order) need the clock and the order, so the server adds them.
 */
export const ewayBillRules = {
  eway_bill_number: { required: EWAY_MESSAGES.numberRequired, normalize: compact, pattern: /^[0-9]{12}$/, patternMessage: EWAY_MESSAGES.numberInvalid },
  eway_bill_date: { required: EWAY_MESSAGES.dateRequired, pattern: /^[0-9]{4}-[0-9]{2}-[0-9]{2}$/, patternMessage: EWAY_MESSAGES.dateInvalid },
  transporter_name: { required: EWAY_MESSAGES.transporterRequired, max: 100, maxMessage: 'Transporter name may not be greater than 100 characters.' },
  transporter_id: { upperCase: true, normalize: compact, pattern: PATTERNS.gstin, patternMessage: EWAY_MESSAGES.transporterIdInvalid },
  vehicle_number: { required: EWAY_MESSAGES.vehicleRequired, upperCase: true, normalize: compact, pattern: VEHICLE_NUMBER_PATTERN, patternMessage: EWAY_MESSAGES.vehicleInvalid },
  distance_km: { required: EWAY_MESSAGES.distanceRequired, pattern: /^[0-9]{1,4}$/, patternMessage: EWAY_MESSAGES.distanceInvalid },
} satisfies Rules;

/** Correcting the vehicle of a shipped order's bill (Part B of the bill, updated in transit). */
export const ewayVehicleRules = {
  vehicle_number: ewayBillRules.vehicle_number,
  reason: { required: EWAY_MESSAGES.reasonRequired, max: 200, maxMessage: 'The reason may not be greater than 200 characters.' },
} satisfies Rules;

/** A transporter id beyond its pattern: the GSTIN check character (a TRANSIN has one too). */
export const transporterIdOk = (id: string): boolean => gstinCheckDigitOk(id);

export const distanceOk = (km: number): boolean => Number.isInteger(km) && km >= 1 && km <= EWAY_DISTANCE_MAX;

/** Days of validity for ordinary cargo: one per 200 km or part (199 and 200 km: 1 day, 201: 2, 1000: 5). */
export function ewayValidityDays(distanceKm: number): number {
  return Math.max(1, Math.ceil(distanceKm / EWAY_KM_PER_DAY));
}

/** 'YYYY-MM-DD' plus whole days, by the calendar. */
export function addDays(day: string, days: number): string {
  const d = new Date(`${day}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

/**
 * The last day a bill dated `billDate` (India's calendar) is valid. Rule 138(10), explanation: the
 * validity is counted from the time of generation, and each day is "the period expiring at
 * midnight of the day immediately following the date of generation"; so a one-day bill made on
 * 26 Nov is valid until midnight at the end of 27 Nov, a two-day one until the end of 28 Nov.
 */
export function ewayLastValidDay(billDate: string, distanceKm: number): string {
  return addDays(billDate, ewayValidityDays(distanceKm));
}

/** That midnight (the end of the last day, India time) as an instant: 00:00 IST of the day after. */
export function ewayValidUntil(billDate: string, distanceKm: number): Date {
  // India has no daylight saving: midnight there is 18:30 UTC the day before.
  return new Date(`${addDays(ewayLastValidDay(billDate, distanceKm), 1)}T00:00:00+05:30`);
}

