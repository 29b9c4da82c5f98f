// The e-way bill on the order page: its fields in the ship form (required above ₹50,000, optional
// below; the server checks again), and the bill of a shipped order with the vehicle correction.
import { useState } from 'react';
import { Form, Formik } from 'formik';
import type { AdminOrderDetail } from '@contracts/adminOrders';
import { ORDER_ACTION_ROLES } from '@contracts/adminOrderRules';
import { EWAY_BILL_LIMIT_PAISE, EWAY_DISTANCE_MAX, EWAY_KM_PER_DAY, ewayBillRules, ewayVehicleRules } from '@contracts/ewayBillRules';
import { formatShortDate } from '@contracts/format';
import { orderShipRules } from '@contracts/adminOrderRules';
import { SaveNotice, saveForm } from '../kit';
import { rulesSchema } from '@/shared/lib/yupRules';
import { useAdminSelector } from '../store';
import { useChangeEwayVehicleMutation } from './api';
import { TextInput } from './TextInput';

export const ewayInitialValues = { eway_bill_number: '', eway_bill_date: '', transporter_name: '', transporter_id: '', vehicle_number: '', distance_km: '' };

/** The order's total is in rupees; the limit compares paise. */
const needsBill = (total: number) => Math.round(total * 100) > EWAY_BILL_LIMIT_PAISE;

const shipOnly = rulesSchema(orderShipRules);
const shipWithBill = rulesSchema({ ...orderShipRules, ...ewayBillRules });
/** Above the limit the browser asks for the whole bill before sending; below it the server checks what is given. */
export const shipSchemaFor = (total: number) => (needsBill(total) ? shipWithBill : shipOnly);

export function EwayBillFields({ total }: { total: number }) {
  const required = needsBill(total);
  return (
    <fieldset className="order-eway">
      <legend>E-way bill{required ? '' : ' (optional)'}</legend>
      <p className="a-note">
        {required
          ? 'This consignment is worth more than ₹50,000: it ships only with its e-way bill.'
          : 'Not required below ₹50,000; fill it in if one was generated.'}
      </p>
      <div className="order-eway__grid">
        <TextInput name="eway_bill_number" label="E-way bill number" inputMode="numeric" hint="12 digits" />
        <TextInput name="eway_bill_date" label="E-way bill date" type="date" />
        <TextInput name="transporter_name" label="Transporter" />
        <TextInput name="transporter_id" label="Transporter GSTIN / id (optional)" />
        <TextInput name="vehicle_number" label="Vehicle number" hint="e.g. KA01AB1234" />
        <TextInput name="distance_km" label="Distance (km)" inputMode="numeric" hint={`1 to ${EWAY_DISTANCE_MAX}; valid one day per ${EWAY_KM_PER_DAY} km`} />
      </div>
    </fieldset>
  );
}

const vehicleSchema = rulesSchema(ewayVehicleRules);

export function EwayBillCard({ detail, onReload }: { detail: AdminOrderDetail; onReload: () => void }) {
  const bill = detail.order.eway_bill;
  const role = useAdminSelector((s) => s.session.staff?.role);
  const [change] = useChangeEwayVehicleMutation();
  const [open, setOpen] = useState(false);
  const [done, setDone] = useState<string | null>(null);
  if (!bill) return null;
  const mayChange = detail.order.status.status_title === 'shipped' && role !== undefined && ORDER_ACTION_ROLES.ship.includes(role);
  return (
    <section className="a-card" aria-labelledby="order-eway-title">
      <h2 id="order-eway-title">E-way bill</h2>
      <dl className="order-facts">
        <dt>Number</dt>
        <dd>{bill.number}</dd>
        <dt>Date</dt>
        <dd>{formatShortDate(bill.date)}</dd>
        <dt>Valid until</dt>
        <dd>
          Midnight ending {formatShortDate(bill.last_valid_day)}
          <span className="order-sub">
            {bill.valid_days} day{bill.valid_days === 1 ? '' : 's'} for {bill.distance_km} km
          </span>
        </dd>
        <dt>Vehicle</dt>
        <dd>{bill.vehicle_number}</dd>
        <dt>Transporter</dt>
        <dd>
          {bill.transporter_name}
          {bill.transporter_id && <span className="order-sub">GSTIN / id {bill.transporter_id}</span>}
        </dd>
      </dl>
      {mayChange && !open && (
        <button type="button" className="a-btn a-btn--ghost" onClick={() => setOpen(true)}>
          Change vehicle…
        </button>
      )}
      {done && (
        <p role="status" className="a-note">
          {done}
        </p>
      )}
      {open && (
        <Formik
          initialValues={{ vehicle_number: '', reason: '' }}
          validationSchema={vehicleSchema}
          onSubmit={async (values, form) => {
            const answer = await saveForm(values, form, () => change({ ref: detail.order.order_number, body: { version: bill.version, ...values } }).unwrap(), {
              fallback: 'The vehicle could not be changed. Please try again.',
            });
            if (!answer) return;
            setOpen(false);
            setDone(answer.message);
          }}
        >
          {({ isSubmitting }) => (
            <Form className="order-form" noValidate aria-label="Change the vehicle">
              <SaveNotice onReload={onReload} />
              <TextInput name="vehicle_number" label="New vehicle number" hint="e.g. KA01AB1234" />
              <TextInput name="reason" label="Reason (breakdown, transhipment…)" />
              <div className="order-form__actions">
                <button type="submit" className="a-btn" disabled={isSubmitting}>
                  Save vehicle
                </button>
                <button type="button" className="a-btn a-btn--ghost" onClick={() => setOpen(false)}>
                  Close
                </button>
              </div>
            </Form>
          )}
        </Formik>
      )}
    </section>
  );
}
