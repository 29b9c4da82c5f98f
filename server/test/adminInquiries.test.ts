// The back office's visitor forms: Sales lists unanswered inquiries and item requests, searches
// them, marks one answered with a note (audited, once only); other roles are refused.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { auditLog, inquiries, itemRequests } from '../src/db/schema';
import { buildTestApp, type TestApp } from './helper';
import { createStaffMember, type TestStaff } from './staffFactory';

let t: TestApp;
let sales: TestStaff;
let dispatch: TestStaff;
let firstInquiry: number;
let firstRequest: number;

beforeAll(async () => {
  t = await buildTestApp();
  sales = await createStaffMember(t.db, 'sales');
  dispatch = await createStaffMember(t.db, 'dispatch');
  const rows = await t.db
    .insert(inquiries)
    .values([
      { firstName: 'Ravi', lastName: 'Kumar', companyName: 'Kumar Traders', employeeDesignation: 'Owner', email: 'ravi@kumar.in', phone: '9876543210', description: 'Bulk laptops for a school' },
      { firstName: 'Meena', lastName: 'Shah', companyName: 'Shah IT', employeeDesignation: 'Buyer', email: 'meena@shah.in', phone: '9876500000', description: 'Router pricing' },
    ])
    .returning();
  firstInquiry = rows[0].id;
  const reqs = await t.db
    .insert(itemRequests)
    .values([{ name: 'Anil', email: 'anil@example.in', phone: '9800000000', products: [{ product_name: 'HP LaserJet M1136', quantity: 5 }], otherDetails: null }])
    .returning();
  firstRequest = reqs[0].id;
});
afterAll(async () => t.close());

const get = (url: string, who: TestStaff) => t.app.inject({ url, headers: who.auth });
const post = (url: string, who: TestStaff, payload: object) => t.app.inject({ method: 'POST', url, headers: who.auth, payload });

describe('inquiries in the back office', () => {
  it('lists unanswered inquiries newest first, searchable by name, company or reference', async () => {
    const all = (await get('/api/admin/inquiries', sales)).json();
    expect(all.inquiries.total).toBe(2);
    expect(all.inquiries.data.map((i: { company_name: string }) => i.company_name)).toEqual(['Shah IT', 'Kumar Traders']);
    expect(all.inquiries.data[0].answered_at).toBeNull();
    const found = (await get('/api/admin/inquiries?q=school', sales)).json();
    expect(found.inquiries.data.map((i: { id: number }) => i.id)).toEqual([firstInquiry]);
    const reference = all.inquiries.data.find((i: { id: number }) => i.id === firstInquiry).reference as string;
    expect(reference).toMatch(/^INQ-[0-9A-F]{10}$/);
    for (const q of [reference, reference.toLowerCase()]) {
      const byRef = (await get(`/api/admin/inquiries?q=${encodeURIComponent(q)}`, sales)).json();
      expect({ q, ids: byRef.inquiries.data.map((i: { id: number }) => i.id) }).toEqual({ q, ids: [firstInquiry] });
    }
  });

  it('refuses a missing note with a field message and other roles with 403', async () => {
    const res = await post(`/api/admin/inquiries/${firstInquiry}/answer`, sales, { note: ' ' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.note[0]).toBe('Say what was done (at least 3 characters).');
    expect((await post(`/api/admin/inquiries/${firstInquiry}/answer`, dispatch, { note: 'Called back' })).statusCode).toBe(403);
    expect((await post('/api/admin/inquiries/999999/answer', sales, { note: 'Called back' })).statusCode).toBe(404);
  });

  it('marks an inquiry answered once, with who and the note, audited; it leaves the unanswered list', async () => {
    const res = await post(`/api/admin/inquiries/${firstInquiry}/answer`, sales, { note: 'Called back, quotation sent' });
    expect(res.statusCode).toBe(200);
    expect(res.json().inquiry).toMatchObject({ id: firstInquiry, answered_by: expect.stringMatching(/^Test sales /), answer_note: 'Called back, quotation sent' });
    const again = await post(`/api/admin/inquiries/${firstInquiry}/answer`, sales, { note: 'Twice' });
    expect(again.statusCode).toBe(409);
    const open = (await get('/api/admin/inquiries', sales)).json();
    expect(open.inquiries.data.map((i: { id: number }) => i.id)).not.toContain(firstInquiry);
    const done = (await get('/api/admin/inquiries?status=answered', sales)).json();
    expect(done.inquiries.data.map((i: { id: number; answer_note: string }) => [i.id, i.answer_note])).toEqual([[firstInquiry, 'Called back, quotation sent']]);
    const audit = await t.db.select().from(auditLog);
    expect(audit.filter((a) => a.action === 'inquiry.answer').map((a) => [a.entityId, a.actorEmail])).toEqual([[String(firstInquiry), sales.email]]);
  });
});

describe('item requests in the back office', () => {
  it('searches the products asked for and marks a request answered', async () => {
    const found = (await get('/api/admin/item-requests?q=laserjet', sales)).json();
    expect(found.item_requests.data.map((r: { id: number }) => r.id)).toEqual([firstRequest]);
    const res = await post(`/api/admin/item-requests/${firstRequest}/answer`, sales, { note: 'Sourcing; will quote Friday' });
    expect(res.json().item_request).toMatchObject({ answered_by: expect.stringMatching(/^Test sales /), answer_note: 'Sourcing; will quote Friday' });
    expect((await get('/api/admin/item-requests', sales)).json().item_requests.total).toBe(0);
  });

  it('answers a request once, audited as an item request; a missing one is named as such', async () => {
    // The inquiry and the item request share one answer function: each keeps its own 404, 409 and audit names.
    expect((await post(`/api/admin/item-requests/${firstRequest}/answer`, sales, { note: 'Twice' })).statusCode).toBe(409);
    const missing = await post('/api/admin/item-requests/999999/answer', sales, { note: 'Called back' });
    expect(missing.statusCode).toBe(404);
    expect(missing.json().message).toBe('Item request not found');
    const audit = await t.db.select().from(auditLog);
    expect(audit.filter((a) => a.entityType === 'item_request').map((a) => [a.action, a.entityId, a.actorEmail, (a.after as { note: string }).note])).toEqual([
      ['item_request.answer', String(firstRequest), sales.email, 'Sourcing; will quote Friday'],
    ]);
  });
});
