// Staff download an order's GST credit notes from the back office: the detail lists each note's
// download, Admin, Sales and Finance get the PDF the buyer gets, Dispatch (no money matters) is
// refused, and a note asked for under another order is not found.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import type { StaffRole } from '@contracts/staff';
import { creditNotes, orders } from '../src/db/schema';
import { setOrderStatus } from '../src/modules/orders/status';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { pdfTextLines } from './pdfText';
import { addAddresses, requests, seedProducts, type Addresses } from './shop';
import { createStaffTeam, type TestStaff } from './staffFactory';

let t: TestApp;
let buyer: TestCustomer;
let at: Addresses;
let team: Record<StaffRole, TestStaff>;
let cancelled: string;
let other: string;
let noteNumber: string;

beforeAll(async () => {
  t = await buildTestApp({ storeState: 'Maharashtra' });
  const r = requests(t);
  const pid = await seedProducts(t.db, [{ sku: 'CN1', base: '1000.00', gst: '18', stock: 100 }]);
  buyer = await createCustomer(t.db, { creditLimit: '1000000' });
  at = await addAddresses(t.db, buyer.id, 'Karnataka');
  team = await createStaffTeam(t.db);
  cancelled = await r.placeCod(buyer, at, [[pid('CN1'), 2]]);
  await setOrderStatus(t.app.services, cancelled, 'approved');
  await setOrderStatus(t.app.services, cancelled, 'canceled');
  other = await r.placeCod(buyer, at, [[pid('CN1'), 1]]);
  await setOrderStatus(t.app.services, other, 'approved');
  const [o] = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.orderNumber, cancelled));
  [{ noteNumber }] = await t.db.select({ noteNumber: creditNotes.noteNumber }).from(creditNotes).where(eq(creditNotes.orderId, o.id));
}, 60_000);
afterAll(() => t.close());

const get = (who: TestStaff, url: string) => t.app.inject({ url, headers: who.auth });
const fileForm = (n: string) => n.replace(/\//g, '-');

describe("an order's credit notes in the back office", () => {
  it('are listed on the detail with their download, and Finance, Sales and Admin get the PDF', async () => {
    const detail = (await get(team.finance, `/api/admin/orders/${cancelled}`)).json().data;
    expect(detail.credit_note_urls).toEqual([{ note_number: noteNumber, url: `/api/admin/orders/${cancelled}/credit-notes/${fileForm(noteNumber)}` }]);
    for (const who of [team.finance, team.sales, team.admin]) {
      const res = await get(who, detail.credit_note_urls[0].url);
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('application/pdf');
      expect(res.headers['content-disposition']).toContain(`${fileForm(noteNumber)}.pdf`);
      expect(pdfTextLines(res.rawPayload)).toContain(noteNumber);
    }
    // The same document the buyer downloads.
    const buyers = await t.app.inject({ url: `/api/order-credit-note/${fileForm(noteNumber)}`, headers: buyer.auth });
    expect(pdfTextLines(buyers.rawPayload)).toEqual(pdfTextLines((await get(team.finance, detail.credit_note_urls[0].url)).rawPayload));
  });

  it('are not offered to Dispatch, and the download is refused to it', async () => {
    expect((await get(team.dispatch, `/api/admin/orders/${cancelled}`)).json().data.credit_note_urls).toEqual([]);
    expect((await get(team.dispatch, `/api/admin/orders/${cancelled}/credit-notes/${fileForm(noteNumber)}`)).statusCode).toBe(403);
    expect((await get(team.catalogue, `/api/admin/orders/${cancelled}/credit-notes/${fileForm(noteNumber)}`)).statusCode).toBe(403);
  });

  it('answers 404 for a note asked for under another order, or one that does not exist', async () => {
    const wrongOrder = await get(team.finance, `/api/admin/orders/${other}/credit-notes/${fileForm(noteNumber)}`);
    expect(wrongOrder.statusCode).toBe(404);
    expect((await get(team.finance, `/api/admin/orders/${cancelled}/credit-notes/CN-26-27-99999`)).statusCode).toBe(404);
    expect((await get(team.finance, `/api/admin/orders/${other}`)).json().data.credit_note_urls).toEqual([]);
  });
});
