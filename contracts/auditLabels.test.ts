// Audit entries in words, as every detail page's history and the audit log show them.
import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { AUDIT_LABELLED_ACTIONS, auditActor, auditEntityLabel, auditLabel } from './auditLabels';

const entry = (action: string, before: unknown, after: unknown) => ({ action, before, after });

test('order steps read as status changes, with the courier, or the reason a cancel gave', () => {
  expect(auditLabel(entry('order.approve', { status: 'pending', version: 1 }, { status: 'approved', version: 2 }))).toBe('Status changed: Pending → Approved');
  expect(auditLabel(entry('order.ship', { status: 'approved' }, { status: 'shipped', courier: 'Blue Dart', tracking_number: 'BD123' }))).toBe(
    'Status changed: Approved → Shipped · Blue Dart, tracking BD123',
  );
  expect(auditLabel(entry('order.cancel', { status: 'approved' }, { status: 'canceled', cancel_reason: 'Out of stock' }))).toBe(
    'Status changed: Approved → Cancelled · Reason: Out of stock',
  );
});

test('account decisions, credit in rupees, and price-list rates', () => {
  expect(auditLabel(entry('customer.approve', { status: 'pending' }, { status: 'approved' }))).toBe('Approved');
  expect(auditLabel(entry('customer.reject', { status: 'pending' }, { status: 'rejected', rejection_reason: 'GSTIN does not match' }))).toBe('Rejected: GSTIN does not match');
  expect(auditLabel(entry('customer.credit', { credit_limit: 0 }, { credit_limit: 50000, note: 'Annual review' }))).toBe('Credit limit changed ₹0.00 → ₹50,000.00 · Note: Annual review');
  expect(auditLabel(entry('customer.rate.set', null, { sku: 'SKU-1', rate: 1200.5 }))).toBe('Rate for SKU-1 set to ₹1,200.50');
  expect(auditLabel(entry('customer.rate.set', { sku: 'SKU-1', rate: 1300 }, { sku: 'SKU-1', rate: 1200 }))).toBe('Rate for SKU-1 changed ₹1,300.00 → ₹1,200.00');
  expect(auditLabel(entry('customer.rate.remove', { sku: 'SKU-1', rate: 1200 }, null))).toBe('Rate for SKU-1 removed (was ₹1,200.00)');
});

test('quotation answers, visitor forms and staff changes', () => {
  expect(auditLabel(entry('quotation.send', {}, { status: 'quoted', valid_until: '2026-12-10T18:29:59.999Z', note: 'Freight included' }))).toBe(
    'Prices sent, valid until 10 Dec 2026 · Note: Freight included',
  );
  expect(auditLabel(entry('quotation.reject', {}, { reason: 'Discontinued' }))).toBe('Rejected: Discontinued');
  expect(auditLabel(entry('inquiry.answer', { answered: false }, { answered: true, note: 'Called back' }))).toBe('Marked answered · Note: Called back');
  expect(auditLabel(entry('staff.role', { role: 'sales' }, { role: 'finance' }))).toBe('Role changed: Sales → Finance');
});

test('content changes name the row and what changed', () => {
  expect(auditLabel(entry('content.create', null, { question: 'Do you ship to Goa?', answer: 'Yes.' }))).toBe('Added: Do you ship to Goa?');
  expect(auditLabel(entry('content.update', { title: 'Terms', description: '<p>a</p>' }, { title: 'Terms', description: '<p>b</p>' }))).toBe('Edited Terms: description');
  expect(auditLabel(entry('content.delete', { first_title: 'Sale', image: 'x.png' }, null))).toBe('Removed: Sale');
  expect(auditLabel(entry('content.move', { position: 3 }, { position: 2 }))).toBe('Moved from position 3 to 2');
});

test('a code this build does not know still reads as words, never as the code', () => {
  expect(auditLabel(entry('order.something_new', { a: 1 }, { a: 2 }))).toBe('Order something new');
  expect(auditLabel(entry('widget.update', null, null))).toBe('Widget updated');
});

test('catalogue and settings changes read as words', () => {
  expect(auditLabel(entry('settings.update', { name: 'Old', gstin: 'X', version: 3 }, { name: 'New', gstin: 'X', version: 4 }))).toBe('Settings updated: name');
  expect(auditLabel(entry('product.stock', { stockQuantity: 12 }, { stockQuantity: 0 }))).toBe('Stock changed 12 → 0');
  expect(auditLabel(entry('brand.update', { brandName: 'Acme', isActive: true }, { brandName: 'Acme', isActive: false }))).toBe('Brand deactivated: Acme');
  expect(auditLabel(entry('category.update', { title: 'Laptop', isActive: true }, { title: 'Laptops', isActive: true }))).toBe('Category renamed: Laptop → Laptops');
  expect(auditEntityLabel('store_settings')).toBe('Store settings');
  expect(auditEntityLabel('something_new')).toBe('Something new');
});

test('every action the server records has its own words', () => {
  const root = join(__dirname, '..', 'server', 'src');
  const files = (dir: string): string[] => readdirSync(dir, { withFileTypes: true }).flatMap((e) => (e.isDirectory() ? files(join(dir, e.name)) : e.name.endsWith('.ts') ? [join(dir, e.name)] : []));
  const actions = new Set(files(root).flatMap((f) => [...readFileSync(f, 'utf8').matchAll(/action: '([a-z_]+\.[a-z_.]+)'/g)].map((m) => m[1])));
  expect(actions.size).toBeGreaterThan(30);
  // A label of its own names what changed; the fallback only turns the code into words.
  const fallback = [...actions].filter((a) => !AUDIT_LABELLED_ACTIONS.includes(a));
  expect(fallback).toEqual([]);
});

test('the actor is named; the command-line tool says so; an unknown name falls back to the email', () => {
  expect(auditActor({ actor_email: 'sales@example.com', actor_name: 'Sonia Sales' })).toBe('Sonia Sales');
  expect(auditActor({ actor_email: 'cli', actor_name: null })).toBe('Command-line tool');
  expect(auditActor({ actor_email: 'gone@example.com', actor_name: null })).toBe('gone@example.com');
});

test('CSV imports read as their counts', () => {
  expect(auditLabel(entry('catalogue.import', null, { rows: 3, created: 2, updated: 1, unchanged: 0, brands_created: [] }))).toBe(
    'Products imported from CSV: 3 rows, 2 new, 1 changed, 0 unchanged',
  );
  expect(auditLabel(entry('customer.price_list.import', null, { rows: 2, created: 1, updated: 0, unchanged: 0, removed: 1 }))).toBe(
    'Price list imported from CSV: 2 rows, 1 new, 0 changed, 1 removed',
  );
});

test('a failed job retried or discarded names what it was and why it failed', () => {
  const failed = { queue: 'mail', state: 'failed', summary: 'Order placed mail to buyer@firm.in · Order ORD-1', reason: 'The mail relay refused it (550)' };
  expect(auditLabel(entry('job.retry', failed, { ...failed, state: 'queued' }))).toBe('Failed job retried: Order placed mail to buyer@firm.in · Order ORD-1 · Reason: The mail relay refused it (550)');
  expect(auditLabel(entry('job.discard', failed, { ...failed, state: 'cancelled' }))).toBe('Failed job discarded: Order placed mail to buyer@firm.in · Order ORD-1 · Reason: The mail relay refused it (550)');
});
