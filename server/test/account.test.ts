// Profile, profile image, change password and credit limit of the signed-in customer.
import fs from 'node:fs';
import path from 'node:path';
import zlib from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { eq } from 'drizzle-orm';
import { customers, sessions } from '../src/db/schema';
import { newToken } from '../src/lib/crypto';
import { mailDir } from '../src/lib/mail';
import { createCustomer, type TestCustomer } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { outbox } from './outbox';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

const PNG = Buffer.from(
  'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mNk+M9QDwADhgGAWjR9awAAAABJRU5ErkJggg==',
  'base64',
);
const GIF = Buffer.from('R0lGODlhAQABAIAAAAAAAP///ywAAAAAAQABAAACAUwAOw==', 'base64');

/** A real multipart body, as a browser's FormData would send it. */
async function multipart(fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) {
  const form = new FormData();
  for (const [k, v] of Object.entries(fields)) form.append(k, v);
  if (file) form.append('image', new Blob([new Uint8Array(file.data)], { type: file.type }), file.name);
  const res = new Response(form);
  return {
    payload: Buffer.from(await res.arrayBuffer()),
    headers: { 'content-type': res.headers.get('content-type') as string },
  };
}

/** The profile pictures the (folder) file store holds. */
const avatarFiles = () => {
  const dir = path.join(t.config.dataDir, 'uploads', 'avatars');
  return fs.existsSync(dir) ? fs.readdirSync(dir).sort() : [];
};

async function updateProfile(c: TestCustomer, fields: Record<string, string>, file?: { data: Buffer; name: string; type: string }) {
  const body = await multipart(fields, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/customer-profile-update',
    headers: { ...c.auth, ...body.headers },
    payload: body.payload,
  });
}

/** The id a customer sees of themselves (customers.public_id). */
async function publicIdOf(id: number): Promise<string> {
  const [row] = await t.db.select({ publicId: customers.publicId }).from(customers).where(eq(customers.id, id));
  return row.publicId;
}

describe('GET /customer-profile', () => {
  it("returns the signed-in customer's details", async () => {
    const c = await createCustomer(t.db, { creditLimit: '2500.50' });
    const res = await t.app.inject({ url: '/api/customer-profile', headers: c.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      status: true,
      customer: {
        // The customer's public id (migration 0029), not the store's counter.
        id: await publicIdOf(c.id),
        primary_contact_name: expect.any(String),
        company_name: expect.any(String),
        credit_limit: 2500.5,
        email: c.email,
        phone: '9876543210',
        image: null,
        status: 'approved',
      },
    });
  });

  it('needs a token', async () => {
    expect((await t.app.inject({ url: '/api/customer-profile' })).statusCode).toBe(401);
    const bad = await t.app.inject({ url: '/api/customer-profile', headers: { authorization: 'Bearer forged' } });
    expect(bad.statusCode).toBe(401);
  });
});

describe('POST /customer-profile-update', () => {
  it('updates name, email and phone from a JSON body', async () => {
    const c = await createCustomer(t.db);
    const email = `renamed-${c.id}@acme.example`;
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/customer-profile-update',
      headers: c.auth,
      payload: { company_name: 'Renamed Pvt Ltd', email: email.toUpperCase(), phone: '9123456780', current_password: c.password },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: true,
      message: 'Profile updated successfully',
      customer: { id: await publicIdOf(c.id), company_name: 'Renamed Pvt Ltd', email, phone: '9123456780' },
    });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row.companyName).toBe('Renamed Pvt Ltd');
  });

  it('stores an uploaded image and serves it under /media/', async () => {
    const c = await createCustomer(t.db);
    const res = await updateProfile(c, { company_name: 'With Logo', email: c.email, phone: '9876543210' }, {
      data: PNG,
      name: 'logo.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(200);
    const image = res.json().customer.image as string;
    expect(image).toMatch(/^uploads\/avatars\/[0-9a-f]{32}\.png$/);
    // Kept re-encoded from the decoded picture: the same 1 x 1 PNG, not the uploaded bytes.
    expect(await sharp(fs.readFileSync(path.join(t.config.dataDir, image))).metadata()).toMatchObject({ format: 'png', width: 1, height: 1 });
    // Owner-only, whatever the umask: 0600 files in 0700 folders.
    expect((fs.statSync(path.join(t.config.dataDir, image)).mode & 0o777).toString(8)).toBe('600');
    expect((fs.statSync(path.dirname(path.join(t.config.dataDir, image))).mode & 0o777).toString(8)).toBe('700');
    expect((fs.statSync(path.join(t.config.dataDir, 'uploads')).mode & 0o777).toString(8)).toBe('700');
    const served = await t.app.inject({ url: `/media/${image}` });
    expect(served.statusCode).toBe(200);
    expect(served.rawPayload).toEqual(fs.readFileSync(path.join(t.config.dataDir, image)));

    // A new image replaces the old file; the type comes from the content, not the name.
    const again = await updateProfile(c, { company_name: 'With Logo', email: c.email, phone: '9876543210' }, {
      data: GIF,
      name: 'logo.png',
      type: 'image/png',
    });
    expect(again.statusCode).toBe(200);
    const next = again.json().customer.image as string;
    // A GIF is kept as its first frame, as a PNG.
    expect(next).toMatch(/\.png$/);
    expect(fs.existsSync(path.join(t.config.dataDir, image))).toBe(false);

    // A form without a file keeps the image.
    const noFile = await updateProfile(c, { company_name: 'Still Logo', email: c.email, phone: '9876543210' });
    expect(noFile.json().customer.image).toBe(next);
  });

  it('refuses files that are not images, whatever their name and type say', async () => {
    const c = await createCustomer(t.db);
    const files = avatarFiles();
    const res = await updateProfile(c, { company_name: 'X', email: c.email, phone: '9876543210' }, {
      data: Buffer.from('<?php echo "hi"; ?>'),
      name: 'avatar.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ image: ['The image must be a PNG, JPEG, WebP or GIF file.'] });
    const [row] = await t.db.select().from(customers).where(eq(customers.id, c.id));
    expect(row.companyName).not.toBe('X');
    expect(avatarFiles()).toEqual(files);
  });

  it('judges an image by decoding it: a PNG-looking polyglot and a header claiming 50,000 x 50,000 pixels are refused', async () => {
    const c = await createCustomer(t.db);
    const files = avatarFiles();
    const polyglot = Buffer.concat([PNG.subarray(0, 8), Buffer.from('<html><script>alert(1)</script></html>')]);
    const fake = await updateProfile(c, { company_name: 'Poly', email: c.email, phone: '9876543210' }, { data: polyglot, name: 'a.png', type: 'image/png' });
    expect(fake.statusCode).toBe(422);
    expect(fake.json().errors).toEqual({ image: ['The image must be a PNG, JPEG, WebP or GIF file.'] });
    const huge = Buffer.from(PNG);
    huge.writeUInt32BE(50_000, 16);
    huge.writeUInt32BE(50_000, 20);
    huge.writeUInt32BE(zlib.crc32(huge.subarray(12, 29)), 29);
    const bomb = await updateProfile(c, { company_name: 'Bomb', email: c.email, phone: '9876543210' }, { data: huge, name: 'a.png', type: 'image/png' });
    expect(bomb.statusCode).toBe(422);
    expect(bomb.json().errors).toEqual({ image: ['The image may not be larger than 16 megapixels (4000 x 4000).'] });
    expect(avatarFiles()).toEqual(files);
  });

  it('refuses an image over 2 MB', async () => {
    const c = await createCustomer(t.db);
    const files = avatarFiles();
    const big = Buffer.concat([PNG, Buffer.alloc(2 * 1024 * 1024)]);
    const res = await updateProfile(c, { company_name: 'Big', email: c.email, phone: '9876543210' }, {
      data: big,
      name: 'big.png',
      type: 'image/png',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ image: ['The image may not be greater than 2 MB.'] });
    expect(avatarFiles()).toEqual(files);
  });

  it("answers missing fields with the form's messages", async () => {
    const c = await createCustomer(t.db);
    const res = await updateProfile(c, {});
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      company_name: ['Name is required'],
      email: ['Email is required'],
      phone: ['Phone number is required'],
    });
    const bad = await updateProfile(c, { company_name: 'A', email: 'nope', phone: '12345' });
    expect(bad.json().errors).toEqual({ email: ['Enter a valid email address'], phone: ['Enter a valid 10-digit Indian mobile number (optionally with +91 or 0 in front).'] });
  });

  it("refuses another customer's email but accepts its own", async () => {
    const a = await createCustomer(t.db);
    const b = await createCustomer(t.db);
    const taken = await updateProfile(a, { company_name: 'A', email: b.email.toUpperCase(), phone: '9876543210', current_password: a.password });
    expect(taken.statusCode).toBe(422);
    expect(taken.json().errors).toEqual({ email: ['The email has already been taken.'] });
    const own = await updateProfile(a, { company_name: 'A', email: a.email, phone: '9876543210' });
    expect(own.statusCode).toBe(200);
  });

  describe('changing the sign-in email', () => {
    /** Every mail sent so far, oldest first, once the queue has sent what is ready. */
    const mails = async () => (await outbox(t)).map((m) => m.text);
    const emailOf = async (id: number) => (await t.db.select().from(customers).where(eq(customers.id, id)))[0].email;

    it('needs the current password', async () => {
      const c = await createCustomer(t.db);
      const res = await updateProfile(c, { company_name: 'Moved', email: `moved-${c.id}@acme.example`, phone: '9876543210' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ current_password: ['Current password is required'] });
      expect(await emailOf(c.id)).toBe(c.email);
    });

    it('refuses a wrong current password, and too many of them', async () => {
      const c = await createCustomer(t.db);
      const fields = { company_name: 'Moved', email: `moved-${c.id}@acme.example`, phone: '9876543210' };
      const wrong = await updateProfile(c, { ...fields, current_password: 'not-my-password' });
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors).toEqual({ current_password: ['The current password is incorrect.'] });
      expect(await emailOf(c.id)).toBe(c.email);
      for (let i = 0; i < 4; i += 1) await updateProfile(c, { ...fields, current_password: `guess-${i}` });
      const blocked = await updateProfile(c, { ...fields, current_password: c.password });
      expect(blocked.statusCode).toBe(429);
      expect(blocked.json().message).toMatch(/^Too many password attempts\. Please try again in \d+ minutes?\.$/);
      expect(await emailOf(c.id)).toBe(c.email);
    });

    it('changes it with the right password and sends a notice to the old address', async () => {
      const c = await createCustomer(t.db);
      const email = `moved-${c.id}@acme.example`;
      const before = (await mails()).length;
      const res = await updateProfile(c, { company_name: 'Moved', email, phone: '9876543210', current_password: c.password });
      expect(res.statusCode).toBe(200);
      expect(res.json().customer.email).toBe(email);
      expect(await emailOf(c.id)).toBe(email);
      const sent = (await mails()).slice(before);
      expect(sent).toHaveLength(1);
      expect(sent[0]).toContain(`To: ${c.email}`);
      expect(sent[0]).toContain(`changed from ${c.email} to ${email}`);
      // Mail holds personal data: owner-only like the rest of DATA_DIR.
      const dir = mailDir(t.config);
      expect((fs.statSync(dir).mode & 0o777).toString(8)).toBe('700');
      for (const f of fs.readdirSync(dir)) expect((fs.statSync(path.join(dir, f)).mode & 0o777).toString(8)).toBe('600');
    });

    it('needs no password, and sends nothing, when the email stays (in any case)', async () => {
      const c = await createCustomer(t.db);
      const before = (await mails()).length;
      const res = await updateProfile(c, { company_name: 'Same Mail', email: c.email.toUpperCase(), phone: '9876543210' });
      expect(res.statusCode).toBe(200);
      expect(res.json().customer.company_name).toBe('Same Mail');
      expect((await mails()).length).toBe(before);
    });
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/customer-profile-update', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('POST /customer-changepassword', () => {
  const change = (c: TestCustomer, payload: object) =>
    t.app.inject({ method: 'POST', url: '/api/customer-changepassword', headers: c.auth, payload });

  it('changes the password and signs out the other sessions only', async () => {
    const c = await createCustomer(t.db);
    const elsewhere = newToken();
    await t.db.insert(sessions).values({ customerId: c.id, userId: c.userId, tokenHash: elsewhere.hash });

    const res = await change(c, { current_password: c.password, new_password: 'Fresh-pass-9', confirm_password: 'Fresh-pass-9' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, message: 'Password changed successfully' });

    expect((await t.app.inject({ url: '/api/customer-profile', headers: c.auth })).statusCode).toBe(200);
    const other = await t.app.inject({ url: '/api/customer-profile', headers: { authorization: `Bearer ${elsewhere.token}` } });
    expect(other.statusCode).toBe(401);

    const login = (password: string) =>
      t.app.inject({ method: 'POST', url: '/api/customer-login', payload: { email: c.email, password } });
    expect((await login('Fresh-pass-9')).statusCode).toBe(200);
    expect((await login(c.password)).statusCode).toBe(401);
  });

  it("answers with the form's four messages", async () => {
    const c = await createCustomer(t.db);
    const empty = await change(c, {});
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors).toEqual({
      current_password: ['Current password is required'],
      new_password: ['New password is required'],
    });
    const short = await change(c, { current_password: c.password, new_password: 'short', confirm_password: 'short' });
    expect(short.json().errors).toEqual({ new_password: ['New password must be at least 8 characters'] });
    const mismatch = await change(c, { current_password: c.password, new_password: 'Fresh-pass-9', confirm_password: 'Fresh-pass-8' });
    expect(mismatch.json().errors).toEqual({ confirm_password: ['Passwords do not match'] });
  });

  it('checks the current password on the server, with a limit on guesses', async () => {
    const c = await createCustomer(t.db);
    const wrong = { current_password: 'not-it-at-all', new_password: 'Fresh-pass-9', confirm_password: 'Fresh-pass-9' };
    const res = await change(c, wrong);
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({ current_password: ['Current password is incorrect.'] });
    for (let i = 0; i < 4; i += 1) await change(c, wrong);
    const limited = await change(c, { ...wrong, current_password: c.password });
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/^Too many password attempts\. Please try again in \d+ minutes\.$/);
  });

  it('needs a token', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/api/customer-changepassword', payload: {} });
    expect(res.statusCode).toBe(401);
  });
});

describe('GET /credit-limit', () => {
  it('returns the available credit of an approved customer', async () => {
    const c = await createCustomer(t.db, { creditLimit: '75000.25' });
    const res = await t.app.inject({ url: '/api/credit-limit', headers: c.auth });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: true, data: { credit_limit: 75000.25 } });
  });

  it('is closed to pending accounts and visitors', async () => {
    const pending = await createCustomer(t.db, { status: 'pending' });
    const res = await t.app.inject({ url: '/api/credit-limit', headers: pending.auth });
    expect(res.statusCode).toBe(403);
    expect(res.json().message).toMatch(/awaiting approval/);
    expect((await t.app.inject({ url: '/api/credit-limit' })).statusCode).toBe(401);
  });
});
