// Content endpoints (home page blocks, information pages, policies, session time-out) and the
// visitor forms (contact inquiry, item request, newsletter) with the spec's messages.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { desc, sql } from 'drizzle-orm';
import { inquiries, itemRequests, subscribers } from '../src/db/schema';
import { seedContent } from '../src/db/seed/content';
import { contactInquiry } from './factories';
import { buildTestApp, type TestApp } from './helper';
import { outbox } from './outbox';

describe('content before anything is published', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp();
  });
  afterAll(() => t.close());

  it('answers empty lists and a 404 for a missing policy', async () => {
    expect((await t.app.inject({ url: '/api/banner-list' })).json()).toEqual({ status: true, data: { banners: [] } });
    expect((await t.app.inject({ url: '/api/blog' })).json()).toEqual({ status: true, blog: [] });
    const policy = await t.app.inject({ url: '/api/privacyPolicies' });
    expect(policy.statusCode).toBe(404);
    expect(policy.json()).toMatchObject({ status: false });
  });
});

describe('content API', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await buildTestApp({ sessionTimeoutSeconds: 900 });
    await seedContent(t.db);
  });
  afterAll(() => t.close());

  const get = async (url: string) => {
    const res = await t.app.inject({ url: `/api${url}` });
    expect(res.statusCode).toBe(200);
    return res.json();
  };

  it('lists banners, partners and social links', async () => {
    const banners = await get('/banner-list');
    expect(banners.status).toBe(true);
    expect(banners.data.banners).toHaveLength(4);
    for (const b of banners.data.banners) {
      expect(Object.keys(b).sort()).toEqual(['first_title', 'id', 'image']);
      expect(b.image).toMatch(/^img\/banner\/[a-z0-9-]+\.svg$/);
    }
    const partners = await get('/partner-list');
    expect(partners.data.partners).toHaveLength(10);
    expect(partners.data.partners[0]).toEqual({ id: expect.any(Number), name: 'Dell', image: 'img/partner/dell.svg' });
    const social = await get('/social-links');
    expect(social.status).toBe(true);
    expect(social.SocialLink.map((l: { platform: string }) => l.platform).sort()).toEqual(['facebook', 'instagram', 'linkedin', 'twitter', 'youtube']);
    for (const l of social.SocialLink) expect(l.url).toMatch(/^https:\/\//);
  });

  it('lists FAQs and about entries', async () => {
    const faqs = await get('/faqs');
    expect(faqs.status).toBe(true);
    expect(faqs.faqs.length).toBeGreaterThanOrEqual(8);
    expect(Object.keys(faqs.faqs[0]).sort()).toEqual(['answer', 'id', 'question']);
    const about = await get('/about');
    expect(about.about.length).toBeGreaterThanOrEqual(3);
    expect(about.about[0]).toEqual({ id: expect.any(Number), title: 'Who We Are', description: expect.stringContaining('<p>'), image: 'img/about/who-we-are.svg' });
  });

  it('lists blog posts newest first and shows one by slug', async () => {
    const { status, blog } = await get('/blog');
    expect(status).toBe(true);
    expect(blog.length).toBeGreaterThanOrEqual(7);
    const dates = blog.map((b: { created_at: string }) => Date.parse(b.created_at));
    expect([...dates].sort((a, b) => b - a)).toEqual(dates);
    expect(Object.keys(blog[0]).sort()).toEqual(['created_at', 'description', 'id', 'image', 'slug', 'title']);
    const one = await get(`/blog-details/${blog[1].slug}`);
    expect(one).toEqual({ status: true, blog: blog[1] });
    expect(one.blog.description.match(/<p>/g).length).toBeGreaterThanOrEqual(3);
  });

  it('answers an unknown blog slug with "Blog not found"', async () => {
    const res = await t.app.inject({ url: '/api/blog-details/no-such-post' });
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ status: false, message: 'Blog not found' });
    const long = await t.app.inject({ url: `/api/blog-details/${'x'.repeat(99)}` });
    expect(long.statusCode).toBe(404);
  });

  it('serves the four policies in their two shapes', async () => {
    expect(await get('/privacyPolicies')).toEqual({ status: true, title: 'Privacy Policy', description: expect.stringContaining('<h3>') });
    expect(await get('/shippingPolicies')).toEqual({ status: true, title: 'Shipping Policy', description: expect.stringContaining('e-way bill') });
    expect(await get('/termsConditions')).toEqual({ status: true, policies: { title: 'Terms and Conditions', description: expect.stringContaining('Mumbai') } });
    expect(await get('/cancellationrefund')).toEqual({ status: true, policies: { title: 'Cancellation/Refund Policy', description: expect.stringContaining('<ul>') } });
  });

  it('tells the storefront the inactivity time-out', async () => {
    expect(await get('/session-timeout')).toEqual({ status: true, timeout: 900 });
  });
});

/** The mails the app sent since the last call (once its queue has sent what is ready), with their recipient. */
function mailbox(t: TestApp) {
  const seen = new Set<string>();
  return {
    /** Mails sent since the previous call. */
    async take(): Promise<{ to: string; replyTo: string | null; subject: string; text: string }[]> {
      const fresh = (await outbox(t)).filter((m) => !seen.has(m.messageId));
      return fresh.map((m) => {
        seen.add(m.messageId);
        const replyTo = /^Reply-To: (.*)$/im.exec(m.text)?.[1]?.trim() ?? null;
        return { to: m.to, replyTo, subject: m.subject, text: m.text };
      });
    },
  };
}

describe('visitor forms', () => {
  let t: TestApp;
  let mail: ReturnType<typeof mailbox>;
  beforeAll(async () => {
    t = await buildTestApp({ salesEmail: 'orders@store.example' });
    mail = mailbox(t);
  });
  afterAll(() => t.close());

  const post = (url: string, payload?: object | string, headers: Record<string, string> = {}) =>
    t.app.inject({ method: 'POST', url: `/api${url}`, payload, headers });

  const count = async (table: typeof inquiries | typeof itemRequests) => {
    const [{ n }] = await t.db.select({ n: sql<number>`count(*)::int` }).from(table);
    return n;
  };

  const inquiry = contactInquiry;

  describe('POST /contact-us', () => {
    it('stores the inquiry, mails the sales address and confirms to the sender', async () => {
      const res = await post('/contact-us', { ...inquiry, phone: '+91 98450 12345' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true, message: 'Inquiry submitted successfully!' });
      const [row] = await t.db.select().from(inquiries).orderBy(desc(inquiries.id)).limit(1);
      expect(row).toMatchObject({ firstName: 'Ravi', companyName: 'Shetty Infotech', email: 'ravi@shettyinfotech.example', phone: '9845012345' });

      const mails = await mail.take();
      expect(mails.map((m) => m.to).sort()).toEqual(['orders@store.example', 'ravi@shettyinfotech.example']);
      // A random reference, not the inquiry's serial id: the store's count of inquiries stays private.
      const ref = row.reference;
      expect(ref).toMatch(/^INQ-[0-9A-F]{10}$/);
      const sales = mails.find((m) => m.to === 'orders@store.example')!;
      expect(sales.subject).toBe(`Inquiry ${ref} from Ravi Shetty, Shetty Infotech`);
      expect(sales.replyTo).toBe('ravi@shettyinfotech.example');
      for (const part of ['Purchase Manager', '9845012345', 'Need 40 business laptops for a new branch.']) expect(sales.text).toContain(part);
      const confirmation = mails.find((m) => m.to === 'ravi@shettyinfotech.example')!;
      expect(confirmation.subject).toBe(`We received your inquiry (${ref})`);
      expect(confirmation.text).toContain('Dear Ravi,');
      // The sender's message is not echoed to the address typed into the form.
      expect(confirmation.text).not.toContain('40 business laptops');
    });

    it("answers missing fields with the spec's messages, and sends nothing", async () => {
      const before = await count(inquiries);
      const res = await post('/contact-us', {});
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        status: false,
        message: expect.any(String),
        errors: {
          first_name: ['First name is required.'],
          last_name: ['Last name is required.'],
          company_name: ['Company name is required.'],
          employee_designation: ['Employee Designation is required.'],
          email: ['Email is required.'],
          phone: ['Phone number is required.'],
        },
      });
      const none = await post('/contact-us');
      expect(none.statusCode).toBe(422);
      expect(Object.keys(none.json().errors)).toHaveLength(6);
      expect(await count(inquiries)).toBe(before);
      expect(await mail.take()).toEqual([]);
    });

    it.each([
      ['first_name', 'blank', '   ', 'First name is required.'],
      ['first_name', 'too long', 'R'.repeat(101), 'First name may not be greater than 100 characters.'],
      ['last_name', 'blank', '', 'Last name is required.'],
      ['last_name', 'too long', 'S'.repeat(101), 'Last name may not be greater than 100 characters.'],
      ['company_name', 'blank', '', 'Company name is required.'],
      ['company_name', 'too long', 'C'.repeat(192), 'Company name may not be greater than 191 characters.'],
      ['employee_designation', 'blank', ' ', 'Employee Designation is required.'],
      ['employee_designation', 'too long', 'D'.repeat(101), 'Employee Designation may not be greater than 100 characters.'],
      ['email', 'blank', '', 'Email is required.'],
      ['email', 'ravi@', 'ravi@', 'Enter a valid email address'],
      ['email', 'too long', `${'r'.repeat(190)}@x.example`, 'Email may not be greater than 191 characters.'],
      ['phone', 'blank', '', 'Phone number is required.'],
      ['phone', '12345', '12345', 'Enter a valid 10-digit Indian mobile number (optionally with +91 or 0 in front).'],
      ['phone', '98450-1234x', '98450-1234x', 'Enter a valid 10-digit Indian mobile number (optionally with +91 or 0 in front).'],
      ['phone', '400 digits', '9'.repeat(400), 'Enter a valid 10-digit Indian mobile number (optionally with +91 or 0 in front).'],
      ['description', 'too long', 'x'.repeat(2001), 'Message may not be greater than 2000 characters.'],
    ])('refuses %s (%s) with its message', async (field, _label, value, message) => {
      const res = await post('/contact-us', { ...inquiry, [field]: value });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ [field]: [message] });
    });

    it('refuses a field that is not text', async () => {
      const wrongType = await post('/contact-us', { ...inquiry, last_name: { nested: true } });
      expect(wrongType.statusCode).toBe(422);
      expect(wrongType.json().errors.last_name).toBeDefined();
      expect(await mail.take()).toEqual([]);
    });

    it('takes the message as optional', async () => {
      const res = await post('/contact-us', { ...inquiry, description: '' });
      expect(res.statusCode).toBe(200);
      const [row] = await t.db.select().from(inquiries).orderBy(desc(inquiries.id)).limit(1);
      expect(row.description).toBeNull();
      expect(await mail.take()).toHaveLength(2);
    });

    it('keeps a line break typed into a name from starting a line of its own in the mails', async () => {
      const res = await post('/contact-us', { ...inquiry, first_name: 'Ravi\r\nBcc: victim@example.com', email: 'ravi2@shettyinfotech.example' });
      expect(res.statusCode).toBe(200);
      const mails = await mail.take();
      expect(mails).toHaveLength(2);
      for (const m of mails) expect(m.text).not.toMatch(/^Bcc:/im);
    });
  });

  describe('POST /request-an-item', () => {
    const request = {
      name: 'Meena Rao',
      email: 'meena@raotraders.example',
      phone: '9876501234',
      products: [
        { product_name: 'HP LaserJet M1005 drum unit', quantity: 4 },
        { product_name: 'Cat6 keystone jacks', quantity: '200' },
      ],
      other_details: 'Delivery to Hubballi.',
    };

    it('stores a JSON request, mails the sales address and confirms to the sender', async () => {
      const res = await post('/request-an-item', request);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: true, message: 'Your request has been submitted.' });
      const [row] = await t.db.select().from(itemRequests).orderBy(desc(itemRequests.id)).limit(1);
      expect(row).toMatchObject({
        name: 'Meena Rao',
        phone: '9876501234',
        otherDetails: 'Delivery to Hubballi.',
        products: [
          { product_name: 'HP LaserJet M1005 drum unit', quantity: 4 },
          { product_name: 'Cat6 keystone jacks', quantity: 200 },
        ],
      });

      const ref = row.reference;
      expect(ref).toMatch(/^REQ-[0-9A-F]{10}$/);
      const mails = await mail.take();
      expect(mails.map((m) => m.to).sort()).toEqual(['meena@raotraders.example', 'orders@store.example']);
      const sales = mails.find((m) => m.to === 'orders@store.example')!;
      expect(sales.subject).toBe(`Item request ${ref} from Meena Rao (2 products)`);
      expect(sales.replyTo).toBe('meena@raotraders.example');
      expect(sales.text).toContain('1. HP LaserJet M1005 drum unit (quantity 4)');
      expect(sales.text).toContain('2. Cat6 keystone jacks (quantity 200)');
      expect(sales.text).toContain('Delivery to Hubballi.');
      const confirmation = mails.find((m) => m.to === 'meena@raotraders.example')!;
      expect(confirmation.subject).toBe(`We received your item request (${ref})`);
      expect(confirmation.text).toContain('your request for 2 products');
    });

    it('accepts a URL-encoded form with bracketed product keys', async () => {
      const form = 'name=Meena&email=meena%40raotraders.example&phone=9876501234&products%5B0%5D%5Bproduct_name%5D=Toner&products%5B0%5D%5Bquantity%5D=3';
      const res = await post('/request-an-item', form, { 'content-type': 'application/x-www-form-urlencoded' });
      expect(res.statusCode).toBe(200);
      const [row] = await t.db.select().from(itemRequests).orderBy(desc(itemRequests.id)).limit(1);
      expect(row.products).toEqual([{ product_name: 'Toner', quantity: 3 }]);
      expect(await mail.take()).toHaveLength(2);
    });

    it('accepts a multipart form', async () => {
      const boundary = '----store-test';
      const field = (name: string, value: string) => `--${boundary}\r\nContent-Disposition: form-data; name="${name}"\r\n\r\n${value}\r\n`;
      const body =
        field('name', 'Meena') + field('email', 'meena@raotraders.example') + field('phone', '9876501234') +
        field('products', JSON.stringify([{ product_name: 'Webcam', quantity: 2 }])) + `--${boundary}--\r\n`;
      const res = await post('/request-an-item', body, { 'content-type': `multipart/form-data; boundary=${boundary}` });
      expect(res.statusCode).toBe(200);
      const [row] = await t.db.select().from(itemRequests).orderBy(desc(itemRequests.id)).limit(1);
      expect(row.products).toEqual([{ product_name: 'Webcam', quantity: 2 }]);
      expect(await mail.take()).toHaveLength(2);
    });

    it('keys errors by field and by product row, and stores and mails nothing', async () => {
      const before = await count(itemRequests);
      const res = await post('/request-an-item', {
        name: '',
        email: 'not-an-email',
        phone: '98765abc',
        products: [
          { product_name: 'Ok', quantity: 1 },
          { product_name: '', quantity: 0 },
          { product_name: 'Mouse', quantity: 1.5 },
          { product_name: 'Pad' },
          { product_name: 'p'.repeat(192), quantity: 100_001 },
          { product_name: 'Cable', quantity: 'abc' },
        ],
      });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        name: ['Name is required.'],
        email: ['Enter a valid email address'],
        phone: ['Enter a valid 10-digit Indian mobile number (optionally with +91 or 0 in front).'],
        'products.1.product_name': ['Product name is required.'],
        'products.1.quantity': ['Quantity must be a whole number of at least 1.'],
        'products.2.quantity': ['Quantity must be a whole number of at least 1.'],
        'products.3.quantity': ['Quantity is required.'],
        'products.4.product_name': ['Product name may not be greater than 191 characters.'],
        'products.4.quantity': ['Quantity may not be greater than 1,00,000.'],
        'products.5.quantity': ['Quantity must be a whole number of at least 1.'],
      });
      expect(await count(itemRequests)).toBe(before);
      expect(await mail.take()).toEqual([]);
    });

    it.each([
      ['name', 'blank', '  ', 'Name is required.'],
      ['name', 'too long', 'N'.repeat(192), 'Name may not be greater than 191 characters.'],
      ['email', 'blank', '', 'Email is required.'],
      ['email', 'meena@raotraders', 'meena@raotraders', 'Enter a valid email address'],
      ['email', 'too long', `${'m'.repeat(190)}@x.example`, 'Email may not be greater than 191 characters.'],
      ['phone', 'blank', '', 'Phone number is required.'],
      ['phone', '12345', '12345', 'Enter a valid 10-digit Indian mobile number (optionally with +91 or 0 in front).'],
      ['phone', 'not a mobile', '1234567890', 'Enter a valid 10-digit Indian mobile number (optionally with +91 or 0 in front).'],
      ['other_details', 'too long', 'x'.repeat(2001), 'Other details may not be greater than 2000 characters.'],
    ])('refuses %s (%s) with its message', async (field, _label, value, message) => {
      const res = await post('/request-an-item', { ...request, [field]: value });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ [field]: [message] });
    });

    it('needs at least one product and at most 50', async () => {
      const none = await post('/request-an-item', { ...request, products: [] });
      expect(none.statusCode).toBe(422);
      expect(none.json().errors).toEqual({ products: ['Please add at least one product.'] });
      const missing = await post('/request-an-item', { name: 'A', email: 'a@b.example', phone: '9876501234' });
      expect(missing.json().errors).toEqual({ products: ['Please add at least one product.'] });
      const notAList = await post('/request-an-item', { ...request, products: 'toner' });
      expect(notAList.json().errors).toEqual({ products: ['Please add at least one product.'] });
      const many = await post('/request-an-item', { ...request, products: Array.from({ length: 51 }, () => ({ product_name: 'x', quantity: 1 })) });
      expect(many.json().errors).toEqual({ products: ['You can request at most 50 products at a time.'] });
      const fifty = await post('/request-an-item', { ...request, products: Array.from({ length: 50 }, (_, i) => ({ product_name: `Part ${i}`, quantity: 1 })) });
      expect(fifty.statusCode).toBe(200);
      await mail.take();
    });
  });

  describe('POST /subscribe', () => {
    it('subscribes once, and answers a repeat the same way', async () => {
      for (const email of ['buyer@acme.example', 'Buyer@ACME.example']) {
        const res = await post('/subscribe', { email });
        expect(res.statusCode).toBe(200);
        expect(res.json()).toEqual({ status: true, message: 'Thank you for subscribing.' });
      }
      const rows = await t.db.select().from(subscribers);
      expect(rows.map((r) => r.email)).toEqual(['buyer@acme.example']);
    });

    it('asks for a valid email', async () => {
      const missing = await post('/subscribe', {});
      expect(missing.statusCode).toBe(422);
      expect(missing.json().errors).toEqual({ email: ['Please enter email.'] });
      const bad = await post('/subscribe', { email: 'nope' });
      expect(bad.json().errors).toEqual({ email: ['Please enter a valid email address.'] });
      const long = await post('/subscribe', { email: `${'a'.repeat(200)}@x.example` });
      expect(long.statusCode).toBe(422);
    });
  });
});
