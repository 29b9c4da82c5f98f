// Each company user's own profile (/company-users/me/profile, /password, /mail-choices): only their
// own row, checked on the server, recorded in the audit log; and the mails honour their choices.
import { afterAll, beforeAll, describe, expect, it, jest } from '@jest/globals';
import { and, eq, like } from 'drizzle-orm';
import { auditLog, customers, customerUsers } from '../src/db/schema';
import { createCompanyUser, createCustomer, type TestCustomer } from './factories';
import { buildTestApp } from './helper';
import { addAddresses, requests, seedProducts, setCart, type Shop } from './shop';
import { outbox as readOutbox } from './outbox';

jest.setTimeout(120_000);

let t: Shop['t'];
let r: Shop['r'];
let pid: Shop['pid'];

beforeAll(async () => {
  t = await buildTestApp({ storeState: 'Maharashtra' });
  r = requests(t);
  pid = await seedProducts(t.db, [{ sku: 'UP-ITEM', base: '1000.00', gst: '18', stock: 1000 }]);
}, 60_000);
afterAll(() => t.close());

const put = (url: string, payload: object, who: TestCustomer) => t.app.inject({ method: 'PUT', url: `/api/company-users/me${url}`, headers: who.auth, payload });
const profile = async (who: TestCustomer) => (await r.get('/company-users/me/profile', who)).json().data;
const ALL_ON = { order_updates: true, approval_requests: true, quotation_answers: true, dues_reminders: true };

/** Every mail written so far, read from the outbox: its headers and text. */
const outbox = () => readOutbox(t);

describe('the profile', () => {
  it('every role reads and changes only their own name and mobile; a pasted +91 number is kept as ten digits', async () => {
    const admin = await createCustomer(t.db);
    const viewer = await createCompanyUser(t.db, { id: admin.id }, { role: 'viewer' });
    const res = await put('/profile', { name: '  Meera Iyer ', phone: '+91 98765 43210' }, viewer);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ name: 'Meera Iyer', phone: '9876543210', role: 'viewer', is_primary: false, mail_choices: ALL_ON });
    // The Admin's own profile is untouched: the session names the row, nothing in the body can.
    const adminProfile = await profile(admin);
    expect(adminProfile.name).not.toBe('Meera Iyer');
    expect(adminProfile).toMatchObject({ role: 'admin', is_primary: true, phone: '9876543210', copy_company_mails: true });
    // Naming another user in the body changes nothing of theirs: the extra fields are not read.
    const sneaky = await put('/profile', { name: 'Other', id: adminProfile.id, email: admin.email }, viewer);
    expect(sneaky.json().data).toMatchObject({ name: 'Other', email: viewer.email });
    expect(await profile(admin)).toEqual(adminProfile);
  });

  it('refuses a missing name and a wrong mobile with field messages, keeping what was there', async () => {
    const admin = await createCustomer(t.db);
    const buyer = await createCompanyUser(t.db, { id: admin.id }, { role: 'buyer' });
    const before = await profile(buyer);
    const res = await put('/profile', { name: ' ', phone: '12345' }, buyer);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ name: ['Name is required'], phone: ['Enter a valid 10-digit Indian mobile number (optionally with +91 or 0 in front).'] });
    expect(await profile(buyer)).toEqual(before);
    // An empty mobile is allowed: it clears it.
    await put('/profile', { name: 'B', phone: '9123456780' }, buyer);
    expect((await put('/profile', { name: 'B', phone: '' }, buyer)).json().data.phone).toBeNull();
    expect((await r.get('/company-users/me/profile')).statusCode).toBe(401);
  });

  it("the primary login's name is the spec's profile name too, and the change is in the audit log", async () => {
    const admin = await createCustomer(t.db);
    expect((await put('/profile', { name: 'Asha Rao', phone: '9000000001' }, admin)).statusCode).toBe(200);
    expect((await r.get('/customer-profile', admin)).json().customer).toMatchObject({ primary_contact_name: 'Asha Rao', phone: '9876543210' });
    const [company] = await t.db.select().from(customers).where(eq(customers.id, admin.id));
    expect(company.primaryContactName).toBe('Asha Rao');
    const [entry] = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'company_user.profile'), eq(auditLog.entityId, String(admin.id))));
    expect(entry).toMatchObject({ actorEmail: admin.email, after: expect.objectContaining({ name: 'Asha Rao', phone: '9000000001' }) });
  });
});

describe('the password', () => {
  it('an invited user changes their own password with their current one; a wrong current one is refused', async () => {
    const admin = await createCustomer(t.db);
    const buyer = await createCompanyUser(t.db, { id: admin.id }, { role: 'buyer' });
    const wrong = await put('/password', { current_password: 'Nope@1234', new_password: 'Fresh@2345', confirm_password: 'Fresh@2345' }, buyer);
    expect(wrong.statusCode).toBe(422);
    expect(wrong.json().errors).toEqual({ current_password: ['Current password is incorrect.'] });
    const mismatch = await put('/password', { current_password: buyer.password, new_password: 'Fresh@2345', confirm_password: 'Other@2345' }, buyer);
    expect(mismatch.json().errors).toEqual({ confirm_password: ['Passwords do not match'] });
    const ok = await put('/password', { current_password: buyer.password, new_password: 'Fresh@2345', confirm_password: 'Fresh@2345' }, buyer);
    expect(ok.statusCode).toBe(200);
    expect((await r.post('/customer-login', { email: buyer.email, password: 'Fresh@2345' })).json().status).toBe(true);
    expect((await r.post('/customer-login', { email: buyer.email, password: buyer.password })).json().status).toBe(false);
    // The Admin's password is the Admin's: still the old one.
    expect((await r.post('/customer-login', { email: admin.email, password: admin.password })).json().status).toBe(true);
    const trail = await t.db.select().from(auditLog).where(and(eq(auditLog.action, 'company_user.password'), like(auditLog.actorEmail, buyer.email)));
    expect(trail).toHaveLength(1);
    expect(JSON.stringify(trail[0])).not.toContain('Fresh@2345');
  });
});

describe('mail choices', () => {
  it('are saved per user; only an Admin may send the copy setting', async () => {
    const admin = await createCustomer(t.db);
    const buyer = await createCompanyUser(t.db, { id: admin.id }, { role: 'buyer' });
    const choices = { ...ALL_ON, quotation_answers: false };
    expect((await put('/mail-choices', { mail_choices: choices, copy_company_mails: false }, buyer)).statusCode).toBe(403);
    const saved = await put('/mail-choices', { mail_choices: choices }, buyer);
    expect(saved.statusCode).toBe(200);
    expect(saved.json().data.mail_choices).toEqual(choices);
    expect((await put('/mail-choices', { mail_choices: { order_updates: 'no' } }, buyer)).statusCode).toBe(422);
    const adminSaved = await put('/mail-choices', { mail_choices: ALL_ON, copy_company_mails: false }, admin);
    expect(adminSaved.json().data).toMatchObject({ copy_company_mails: false, mail_choices: ALL_ON });
    expect((await profile(buyer)).mail_choices).toEqual(choices);
    expect((await r.get('/company-users/me', admin)).json().data.copy_company_mails).toBe(false);
  });

  it('are honoured: a buyer who turned order updates off gets no order mail; the copied Admin still does, in To', async () => {
    const admin = await createCustomer(t.db, { creditLimit: '1000000' });
    const buyer = await createCompanyUser(t.db, { id: admin.id }, { role: 'buyer' });
    const at = await addAddresses(t.db, admin.id, 'Maharashtra');
    expect((await put('/mail-choices', { mail_choices: { ...ALL_ON, order_updates: false } }, buyer)).statusCode).toBe(200);
    await setCart(t.db, buyer, [[pid('UP-ITEM'), 1]]);
    const number = (await r.cod(buyer, at)).json().data.order_number as string;
    const mails = (await outbox()).filter((m) => m.subject.includes(number));
    expect(mails).toHaveLength(1);
    expect(mails[0].to).toContain(admin.email);
    expect(`${mails[0].to} ${mails[0].cc}`).not.toContain(buyer.email);

    // The Admin turns order updates off too: nobody wanted it, nothing is written.
    await put('/mail-choices', { mail_choices: { ...ALL_ON, order_updates: false } }, admin);
    await setCart(t.db, buyer, [[pid('UP-ITEM'), 1]]);
    const second = (await r.cod(buyer, at)).json().data.order_number as string;
    expect((await outbox()).filter((m) => m.subject.includes(second))).toHaveLength(0);
  });

  it('an Approver who turned approval requests off is not mailed; another Approver is', async () => {
    const admin = await createCustomer(t.db, { creditLimit: '1000000' });
    const buyer = await createCompanyUser(t.db, { id: admin.id }, { role: 'buyer' });
    const quiet = await createCompanyUser(t.db, { id: admin.id }, { role: 'approver' });
    const keen = await createCompanyUser(t.db, { id: admin.id }, { role: 'approver' });
    const at = await addAddresses(t.db, admin.id, 'Maharashtra');
    await t.db.update(customers).set({ approvalThresholdPaise: 100 }).where(eq(customers.id, admin.id));
    await put('/mail-choices', { mail_choices: { ...ALL_ON, approval_requests: false } }, quiet);
    await setCart(t.db, buyer, [[pid('UP-ITEM'), 1]]);
    expect((await r.cod(buyer, at)).json().data.approval_request_id).toBeTruthy();
    // The subject carries the rupee sign (an encoded header): the text says what it is.
    const waiting = (await outbox()).filter((m) => m.text.includes('sent an order of'));
    expect(waiting.some((m) => m.to.includes(keen.email))).toBe(true);
    expect(waiting.some((m) => m.to.includes(quiet.email))).toBe(false);
  });

  it('the stored choice columns are the ones the page shows', async () => {
    const admin = await createCustomer(t.db);
    await put('/mail-choices', { mail_choices: { ...ALL_ON, dues_reminders: false } }, admin);
    const [row] = await t.db.select().from(customerUsers).where(eq(customerUsers.id, admin.userId));
    expect(row.mailDuesReminders).toBe(false);
    expect(row.mailOrderUpdates).toBe(true);
  });
});
