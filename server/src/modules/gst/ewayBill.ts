// The e-way bill of an order's consignment: checking what Dispatch enters on the ship step
// (required above ₹50,000, optional below), writing it with the ship step, correcting its vehicle
// in transit, and reading it for the order's answers. The validity rule is in contracts/ewayBill.ts.
import { and, eq, ne } from 'drizzle-orm';
import { ORDER_ACTION_ROLES, STALE_ORDER_MESSAGE, VERSION_REQUIRED_MESSAGE } from '@contracts/adminOrderRules';
import {
  EWAY_BILL_LIMIT_PAISE,
  EWAY_FIELDS,
  EWAY_MESSAGES,
  distanceOk,
  ewayBillRules,
  ewayLastValidDay,
  ewayValidityDays,
  ewayValidUntil,
  ewayVehicleRules,
  transporterIdOk,
  type EwayBill,
} from '@contracts/ewayBill';
import { indiaDay } from '@contracts/format';
import type { DbOrTx, Tx } from '../../db/client';
import { ewayBills, orders } from '../../db/schema';
import { conflict, forbidden, invalid, notFound } from '../../lib/errors';
import { FieldErrorsBuilder, checkFields, isUniqueViolation, text, type FormInput } from '../../lib/fields';
import { toPaise } from '../../lib/money';
import type { Services } from '../../services';
import { recordAudit, type Actor } from '../staff';
import type { StaffRole } from '@contracts/staff';

type OrderRow = typeof orders.$inferSelect;
type EwayRow = typeof ewayBills.$inferSelect;

/** An e-way bill as checked, ready to be written. */
export interface EwayBillInput {
  number: string;
  date: string;
  transporterName: string;
  transporterId: string | null;
  vehicleNumber: string;
  distanceKm: number;
}

/** True when the consignment (the invoice total including tax) may only move under an e-way bill. */
export const needsEwayBill = (order: Pick<OrderRow, 'totalAmount'>): boolean => toPaise(order.totalAmount) > EWAY_BILL_LIMIT_PAISE;

/**
 * The e-way bill in a ship request, checked against the order and today: null when none was
 * given and none is needed; a 422 keyed by field when one is needed and missing, or given wrong.
 * Below the limit a bill is optional, but one that is given is checked in full. Messages join
 * `errors` (the ship form's other fields), all thrown together.
 */
export function checkEwayBill(
  input: FormInput,
  order: Pick<OrderRow, 'totalAmount' | 'orderDate'>,
  now: Date,
  errors = new FieldErrorsBuilder(),
): EwayBillInput | null {
  const source = input && typeof input === 'object' ? input : {};
  const given = EWAY_FIELDS.some((f) => text(source[f]) !== '');
  if (!given && !needsEwayBill(order)) {
    errors.throwIfAny();
    return null;
  }
  const v = checkFields(source, ewayBillRules, errors);
  if (v.transporter_id && !errors.has('transporter_id') && !transporterIdOk(v.transporter_id)) errors.add('transporter_id', EWAY_MESSAGES.transporterIdInvalid);
  if (v.distance_km && !errors.has('distance_km') && !distanceOk(Number(v.distance_km))) errors.add('distance_km', EWAY_MESSAGES.distanceInvalid);
  if (v.eway_bill_date && !errors.has('eway_bill_date')) {
    const day = v.eway_bill_date;
    const real = !Number.isNaN(Date.parse(`${day}T00:00:00Z`)) && new Date(`${day}T00:00:00Z`).toISOString().slice(0, 10) === day;
    if (!real) errors.add('eway_bill_date', EWAY_MESSAGES.dateInvalid);
    else if (day > indiaDay(now)) errors.add('eway_bill_date', EWAY_MESSAGES.dateFuture);
    else if (day < indiaDay(order.orderDate)) errors.add('eway_bill_date', EWAY_MESSAGES.dateBeforeOrder);
  }
  errors.throwIfAny();
  return {
    number: v.eway_bill_number!,
    date: v.eway_bill_date!,
    transporterName: v.transporter_name!,
    transporterId: v.transporter_id,
    vehicleNumber: v.vehicle_number!,
    distanceKm: Number(v.distance_km),
  };
}

/**
 * The ship step's part, in its transaction under the order's row lock: the bill is written (or,
 * for an order that already has one, kept), and an order above the limit without one is refused
 * whoever ships it (the command-line tool cannot give one: such orders ship from the back office).
 */
export async function recordEwayBill(tx: Tx, order: OrderRow, input: EwayBillInput | undefined, now: Date): Promise<EwayRow | null> {
  const [existing] = await tx.select().from(ewayBills).where(eq(ewayBills.orderId, order.id));
  if (existing) return existing;
  if (!input) {
    if (needsEwayBill(order)) throw invalid({ eway_bill_number: [EWAY_MESSAGES.numberRequired] }, `Order ${order.orderNumber} is worth more than ₹50,000: it ships only with its e-way bill (from the back office).`);
    return null;
  }
  // One e-way bill covers one consignment: a number already on another order is refused, naming it.
  const numberTaken = async () => {
    const [taken] = await tx
      .select({ orderNumber: orders.orderNumber })
      .from(ewayBills)
      .innerJoin(orders, eq(orders.id, ewayBills.orderId))
      .where(and(eq(ewayBills.ewbNumber, input.number), ne(ewayBills.orderId, order.id)))
      .limit(1);
    return taken ? invalid({ eway_bill_number: [EWAY_MESSAGES.numberTaken(taken.orderNumber)] }) : null;
  };
  const taken = await numberTaken();
  if (taken) throw taken;
  // Two orders shipped with one number at the same moment both pass the look-up; the unique index
  // refuses the second insert once the first commits. A savepoint keeps this transaction usable to
  // name the order that won.
  try {
    return await tx.transaction((sp) => insertEwayBill(sp, order, input, now));
  } catch (err) {
    if (!isUniqueViolation(err, EWAY_NUMBER_UNIQUE)) throw err;
    throw (await numberTaken()) ?? err;
  }
}

/** The unique index on the bill's number (bills recorded twice before it existed are left out of it). */
export const EWAY_NUMBER_UNIQUE = 'eway_bills_number_unique';

async function insertEwayBill(tx: Tx, order: OrderRow, input: EwayBillInput, now: Date): Promise<EwayRow> {
  const [row] = await tx
    .insert(ewayBills)
    .values({
      orderId: order.id,
      ewbNumber: input.number,
      ewbDate: input.date,
      transporterName: input.transporterName,
      transporterId: input.transporterId,
      vehicleNumber: input.vehicleNumber,
      distanceKm: input.distanceKm,
      validUntil: ewayValidUntil(input.date, input.distanceKm),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  return row;
}

/** The bill as the audit log keeps it with the ship step and its corrections. */
export const ewayAuditState = (row: EwayRow) => ({
  eway_bill: row.ewbNumber,
  eway_bill_date: row.ewbDate,
  vehicle_number: row.vehicleNumber,
  transporter: row.transporterName,
  distance_km: row.distanceKm,
  valid_until: ewayLastValidDay(row.ewbDate, row.distanceKm),
});

export function serializeEwayBill(row: EwayRow): EwayBill {
  return {
    number: row.ewbNumber,
    date: row.ewbDate,
    transporter_name: row.transporterName,
    transporter_id: row.transporterId,
    vehicle_number: row.vehicleNumber,
    distance_km: row.distanceKm,
    valid_days: ewayValidityDays(row.distanceKm),
    last_valid_day: ewayLastValidDay(row.ewbDate, row.distanceKm),
    valid_until: row.validUntil.toISOString(),
    version: row.version,
  };
}

export async function ewayBillOf(db: DbOrTx, orderId: number): Promise<EwayBill | null> {
  const [row] = await db.select().from(ewayBills).where(eq(ewayBills.orderId, orderId));
  return row ? serializeEwayBill(row) : null;
}

export interface EwayVehicleChange {
  version?: number;
  vehicle_number?: string;
  reason?: string;
}

/**
 * Dispatch corrects the vehicle of a shipped order's bill (a breakdown, a transhipment): the
 * bill's version the staff member saw is checked under its row lock, the change is audited on the
 * order in the same transaction. The number, date and validity stay as generated.
 */
export async function changeEwayVehicle(ctx: Services, actor: Actor & { role: StaffRole }, order: OrderRow, input: EwayVehicleChange): Promise<void> {
  if (!ORDER_ACTION_ROLES.ship.includes(actor.role)) throw forbidden('Only Dispatch or an Admin can change the e-way bill.');
  const errors = new FieldErrorsBuilder();
  const v = checkFields(input as FormInput, ewayVehicleRules, errors);
  errors.throwIfAny();
  if (input.version === undefined) throw invalid({ version: [VERSION_REQUIRED_MESSAGE] });
  if (order.status !== 'shipped') throw conflict(`Order ${order.orderNumber} is ${order.status}; the vehicle of its e-way bill can change only while it is in transit.`);
  await ctx.db.transaction(async (tx) => {
    const [bill] = await tx.select().from(ewayBills).where(eq(ewayBills.orderId, order.id)).for('update');
    if (!bill) throw notFound(`Order ${order.orderNumber} has no e-way bill.`);
    if (bill.version !== input.version) throw conflict(STALE_ORDER_MESSAGE);
    const [after] = await tx
      .update(ewayBills)
      .set({ vehicleNumber: v.vehicle_number!, version: bill.version + 1, updatedAt: ctx.clock.now() })
      .where(eq(ewayBills.id, bill.id))
      .returning();
    await recordAudit(tx, actor, {
      action: 'order.eway_vehicle',
      entityType: 'order',
      entityId: order.orderNumber,
      before: { eway_bill: bill.ewbNumber, vehicle_number: bill.vehicleNumber },
      after: { eway_bill: after.ewbNumber, vehicle_number: after.vehicleNumber, reason: v.reason },
    });
  });
}
