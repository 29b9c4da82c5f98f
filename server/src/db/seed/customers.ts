// Seeded accounts: the approved demo customer (credit, addresses), a pending demo account, and
// the reviewer companies whose ratings appear on products (unusable random passwords).
import { randomBytes } from 'node:crypto';
import { inArray, sql } from 'drizzle-orm';
import type { Db } from '../client';
import { addresses, customers } from '../schema';
import { gstinCheckChar } from '@contracts/gstin';
import { hashPassword } from '../../lib/crypto';
import { addCompanyAdmin } from '../companyUsers';
import { REVIEWER_COUNT } from './products';
import { slugify } from '../../lib/slug';
import { Rng } from './random';

export const DEMO_CUSTOMER = { email: 'demo@example.com', password: 'Demo@12345' } as const;
export const PENDING_CUSTOMER = { email: 'pending@example.com', password: 'Pending@12345' } as const;

/** A GSTIN with a valid check character: state code + PAN + entity number + 'Z' + check. */
export function gstin(stateCode: string, pan: string): string {
  const body = `${stateCode}${pan}1Z`;
  return body + gstinCheckChar(body);
}

const REVIEWERS = [
  ['Rahul', 'Mehta', 'TechServe Solutions Pvt Ltd', '27', 'Pune'],
  ['Priya', 'Nair', 'Coastal Infotech LLP', '32', 'Kochi'],
  ['Amit', 'Sharma', 'Sharma Computers', '07', 'New Delhi'],
  ['Kavita', 'Iyer', 'Iyer Systems & Services', '33', 'Chennai'],
  ['Sandeep', 'Reddy', 'Deccan Networks Pvt Ltd', '36', 'Hyderabad'],
  ['Neha', 'Gupta', 'Gupta IT Mart', '09', 'Lucknow'],
  ['Vikram', 'Singh', 'Rajputana Digital Pvt Ltd', '08', 'Jaipur'],
  ['Anjali', 'Desai', 'Sabarmati Tech Traders', '24', 'Ahmedabad'],
  ['Arjun', 'Menon', 'Malabar Office Automation', '32', 'Kozhikode'],
  ['Sneha', 'Patil', 'Sahyadri Infosystems', '27', 'Nashik'],
  ['Rohit', 'Banerjee', 'Eastern Computech Pvt Ltd', '19', 'Kolkata'],
  ['Pooja', 'Agarwal', 'Agarwal Peripherals', '10', 'Patna'],
  ['Manoj', 'Kumar', 'Silicon Valley Systems', '29', 'Bengaluru'],
  ['Divya', 'Joshi', 'Doon IT Solutions', '05', 'Dehradun'],
  ['Karan', 'Malhotra', 'Punjab Infoways Pvt Ltd', '03', 'Ludhiana'],
  ['Meera', 'Pillai', 'Trident Business Machines', '33', 'Coimbatore'],
  ['Suresh', 'Yadav', 'Narmada Computers', '23', 'Indore'],
  ['Farah', 'Khan', 'Nawab Office Supplies', '09', 'Kanpur'],
] as const;

if (REVIEWERS.length !== REVIEWER_COUNT) throw new Error('REVIEWERS and REVIEWER_COUNT disagree');

function pan(r: Rng, company: string): string {
  return `${r.code(3, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}C${company[0].toUpperCase()}${r.code(4, '0123456789')}${r.code(1, 'ABCDEFGHIJKLMNOPQRSTUVWXYZ')}`;
}

const reviewerEmail = (i: number) => {
  const [first, last, company] = REVIEWERS[i];
  return `${first}.${last}@${slugify(company).split('-')[0]}.example`.toLowerCase();
};

/** Creates any missing reviewer accounts; returns their ids in reviewer order. */
export async function ensureReviewers(db: Db): Promise<number[]> {
  const emails = REVIEWERS.map((_, i) => reviewerEmail(i));
  const existing = await db
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(inArray(sql`lower(${customers.email})`, emails));
  const have = new Set(existing.map((c) => c.email.toLowerCase()));
  const missing = REVIEWERS.map((row, i) => ({ row, i })).filter(({ i }) => !have.has(emails[i]));
  if (missing.length) {
    // Nobody knows these passwords: reviewers exist only to sign their reviews.
    const hashes = await Promise.all(missing.map(() => hashPassword(randomBytes(24).toString('base64url'))));
    const made = await db
      .insert(customers)
      .values(
      missing.map(({ row: [first, last, company, state], i }) => {
        const r = new Rng(`reviewer:${i}`);
        const p = pan(r, company);
        return {
          email: emails[i],
          firstName: first,
          lastName: last,
          primaryContactName: `${first} ${last}`,
          companyName: company,
          typeOfCompany: company.includes('Pvt Ltd') ? 'Private Limited' : company.includes('LLP') ? 'LLP' : 'Proprietorship',
          noOfEmployee: r.pick(['1-100', '1-100', '101-500']),
          gstno: gstin(state, p),
          panNumber: p,
          phone: `9${r.code(9, '0123456789')}`,
          creditLimit: '0',
          status: 'approved',
          createdAt: new Date(Date.UTC(2023, r.int(0, 11), r.int(1, 28))),
        };
      }),
    ).returning({ id: customers.id, email: customers.email, name: customers.primaryContactName });
    for (const [k, c] of made.entries()) await addCompanyAdmin(db, { customerId: c.id, email: c.email, passwordHash: hashes[k], name: c.name });
  }
  const rows = await db
    .select({ id: customers.id, email: customers.email })
    .from(customers)
    .where(inArray(sql`lower(${customers.email})`, emails));
  const byEmail = new Map(rows.map((c) => [c.email.toLowerCase(), c.id]));
  return emails.map((e) => byEmail.get(e)!);
}

async function findCustomer(db: Db, email: string): Promise<number | undefined> {
  const [row] = await db.select({ id: customers.id }).from(customers).where(sql`lower(${customers.email}) = ${email}`);
  return row?.id;
}

/** The approved demo customer with addresses; returns its id (existing or new). */
export async function ensureDemoCustomer(db: Db): Promise<{ id: number; created: boolean }> {
  const existing = await findCustomer(db, DEMO_CUSTOMER.email);
  if (existing) return { id: existing, created: false };
  const [row] = await db
    .insert(customers)
    .values({
      email: DEMO_CUSTOMER.email,
      firstName: 'Asha',
      lastName: 'Verma',
      primaryContactName: 'Asha Verma',
      companyName: 'Demo Traders Pvt Ltd',
      companyDomain: 'demotraders.example',
      typeOfCompany: 'Private Limited',
      noOfEmployee: '101-500',
      // 27AAACD1234F1Z7: Maharashtra, the demo PAN, a valid check character.
      gstno: gstin('27', 'AAACD1234F'),
      panNumber: 'AAACD1234F',
      tanNumber: 'MUMD12345E',
      msmeNumber: 'UDYAM-MH-19-0012345',
      phone: '9876543210',
      // The limit and, with no dues yet, all of it available (modules/credit keeps the two apart).
      creditLimit: '500000.00',
      creditLine: '500000.00',
      status: 'approved',
    })
    .returning({ id: customers.id });
  await addCompanyAdmin(db, { customerId: row.id, email: DEMO_CUSTOMER.email, passwordHash: await hashPassword(DEMO_CUSTOMER.password), name: 'Asha Verma' });
  await db.insert(addresses).values({
    customerId: row.id,
    kind: 'billing',
    line1: '3rd Floor, Ballard House',
    line2: 'Adi Marzban Path, Ballard Estate, Fort',
    city: 'Mumbai',
    state: 'Maharashtra',
    country: 'India',
    pincode: '400001',
    phone: '9876543210',
    isDefault: 'y',
  });
  await db.insert(addresses).values([
    {
      customerId: row.id,
      kind: 'shipping',
      line1: 'Shop 14, Dalal Street Annexe',
      line2: 'Near Bombay Stock Exchange, Fort',
      city: 'Mumbai',
      state: 'Maharashtra',
      country: 'India',
      pincode: '400001',
      phone: '9876543210',
      isDefault: 'y',
    },
    {
      // Outside the store's state, so checkout shows IGST instead of CGST + SGST.
      customerId: row.id,
      kind: 'shipping',
      line1: '2nd Floor, 80 Feet Road',
      line2: 'Koramangala 4th Block',
      city: 'Bengaluru',
      state: 'Karnataka',
      country: 'India',
      pincode: '560034',
      phone: '9876501234',
      isDefault: 'n',
    },
  ]);
  return { id: row.id, created: true };
}

/** A registered account still waiting for approval (sees no prices, cannot order). */
export async function ensurePendingCustomer(db: Db): Promise<boolean> {
  if (await findCustomer(db, PENDING_CUSTOMER.email)) return false;
  const p = 'AAKFP4821L';
  const [row] = await db
    .insert(customers)
    .values({
      email: PENDING_CUSTOMER.email,
      firstName: 'Rohan',
      lastName: 'Kulkarni',
      primaryContactName: 'Rohan Kulkarni',
      companyName: 'Pending Systems LLP',
      typeOfCompany: 'LLP',
      noOfEmployee: '1-100',
      gstno: gstin('27', p),
      panNumber: p,
      phone: '9822012345',
      status: 'pending',
    })
    .returning({ id: customers.id });
  await addCompanyAdmin(db, { customerId: row.id, email: PENDING_CUSTOMER.email, passwordHash: await hashPassword(PENDING_CUSTOMER.password), name: 'Rohan Kulkarni' });
  await db.insert(addresses).values({
    customerId: row.id,
    kind: 'billing',
    line1: 'Office 5, Shivaji Nagar',
    line2: 'FC Road',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    pincode: '411005',
    phone: '9822012345',
    isDefault: 'y',
  });
  await db.insert(addresses).values({
    customerId: row.id,
    kind: 'shipping',
    line1: 'Office 5, Shivaji Nagar',
    line2: 'FC Road',
    city: 'Pune',
    state: 'Maharashtra',
    country: 'India',
    pincode: '411005',
    phone: '9822012345',
    isDefault: 'y',
  });
  return true;
}
