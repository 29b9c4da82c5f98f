// The back office's Jobs screen: what the queue gave up on is listed with its reason (never a
// mail's text or link), each desk sees its own queues, and Retry / Discard change only a failed
// job, in the audit log; the Inbox counts the failed jobs each role sees.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { and, eq } from 'drizzle-orm';
import type { AdminJob, AdminJobListResponse } from '@contracts/adminJobs';
import type { InboxCard } from '@contracts/adminInbox';
import { auditLog } from '../src/db/schema';
import { PermanentJobError } from '../src/modules/jobs/jobQueue';
import { queueMail } from '../src/modules/jobs/mail';
import { buildTestApp, drainJobs, type TestApp } from './helper';
import { createStaffTeam, type TestStaff } from './staffFactory';
import type { StaffRole } from '@contracts/staffRules';

jest.setTimeout(120_000);

let t: TestApp;
let staff: Record<StaffRole, TestStaff>;
/** The e-invoice portal's answer for the next registration: refuse for good, or register. */
let portalRefuses = true;

const SECRET = 'reset-password/S3cretT0kenValue';

beforeAll(async () => {
  t = await buildTestApp();
  staff = await createStaffTeam(t.db);
  const jobs = t.app.services.jobs;
  // The mail relay refuses every mail for good (a 550); the portal refuses while portalRefuses.
  jobs.handle('mail', async () => {
    throw new PermanentJobError('The mail relay refused it (550): mailbox unavailable');
  });
  jobs.handle<{ documentNumber: string }>('einvoice-register', async ({ data }) => {
    if (portalRefuses) throw new PermanentJobError(`The portal refused ${data.documentNumber}: GSTIN is cancelled`);
    return { irn: 'IRN-1' };
  });
  jobs.handle('refund-check', async () => ({ checked: 0 }));

  // A password-reset mail: its fields carry the link, as the reset flow's do; the screen must not show it.
  await queueMail({ jobs, config: t.config }, t.db, 'password reset mail', { customerId: 7, link: `https://store.example/${SECRET}` }, {
    to: 'buyer@firm.in',
    subject: 'Reset your password',
    text: `Open https://store.example/${SECRET} to choose a new password.`,
    html: `<a href="https://store.example/${SECRET}">Reset</a>`,
  });
  await jobs.send(t.db, 'einvoice-register', { documentNumber: 'INV/2026/0001', orderNumber: 'ORD-1001' });
  await jobs.send(t.db, 'refund-check', {});
  await drainJobs(t);
}, 120_000);
afterAll(() => t.close());

async function list(role: StaffRole, query = ''): Promise<AdminJobListResponse> {
  const res = await t.app.inject({ url: `/api/admin/jobs${query}`, headers: staff[role].auth });
  expect({ query, status: res.statusCode }).toEqual({ query, status: 200 });
  return res.json() as AdminJobListResponse;
}
const act = (role: StaffRole, job: Pick<AdminJob, 'queue' | 'id'>, action: 'retry' | 'discard') =>
  t.app.inject({ method: 'POST', url: `/api/admin/jobs/${job.queue}/${job.id}/${action}`, headers: staff[role].auth });
const failedOf = async (queue: string) => (await list('admin', `?state=failed&queue=${queue}`)).jobs.data[0];
async function jobsCard(role: StaffRole): Promise<InboxCard | undefined> {
  const res = await t.app.inject({ url: '/api/admin/inbox', headers: staff[role].auth });
  return (res.json().cards as InboxCard[]).find((c) => c.key === 'jobs_failed');
}

describe('the Jobs screen', () => {
  it('lists a failed job with its reason, its tries and what it was, never a mail’s text or link', async () => {
    const body = await list('admin', '?state=failed');
    expect(body.counts).toEqual({ failed: 2, queued: 0, running: 0, done: 1, cancelled: 0 });
    expect(body.jobs.total).toBe(2);
    const mail = body.jobs.data.find((j) => j.queue === 'mail')!;
    expect(mail).toMatchObject({
      queue_label: 'Mail',
      state: 'failed',
      attempts: 1,
      reason: 'The mail relay refused it (550): mailbox unavailable',
      summary: 'Password reset mail to buyer@firm.in · Customer 7',
      next_try_at: null,
    });
    expect(mail.finished_at).not.toBeNull();
    const einvoice = body.jobs.data.find((j) => j.queue === 'einvoice-register')!;
    expect(einvoice).toMatchObject({ queue_label: 'E-invoice registration', reason: 'The portal refused INV/2026/0001: GSTIN is cancelled', summary: 'Order ORD-1001 · Document INV/2026/0001' });
    // Nothing of the mail's text, link or token anywhere in the answer, in any state's list.
    for (const query of ['', '?state=failed', '?queue=mail']) {
      const res = await t.app.inject({ url: `/api/admin/jobs${query}`, headers: staff.admin.auth });
      expect(res.body).not.toContain('S3cretT0ken');
      expect(res.body).not.toContain('reset-password');
    }
  });

  it('filters by state and queue, newest first, and lists finished jobs as done', async () => {
    const all = await list('admin');
    expect(all.jobs.total).toBe(3);
    const created = all.jobs.data.map((j) => j.created_at);
    expect(created).toEqual([...created].sort().reverse());
    const done = await list('admin', '?state=done');
    expect(done.jobs.data.map((j) => [j.queue, j.summary, j.reason])).toEqual([['refund-check', 'Scheduled run', null]]);
    const mailOnly = await list('admin', '?queue=mail');
    expect(mailOnly.jobs.data.map((j) => j.queue)).toEqual(['mail']);
    expect(mailOnly.counts.failed).toBe(1);
    expect(all.queues.map((q) => q.name)).toContain('mail');
  });

  it('shows Finance only the finance desk’s queues, and says so when it asks for another', async () => {
    const body = await list('finance');
    expect(body.jobs.data.map((j) => j.queue).sort()).toEqual(['einvoice-register', 'refund-check']);
    expect(body.queues.map((q) => q.name)).not.toContain('mail');
    expect(body.counts.failed).toBe(1);
    const asked = await t.app.inject({ url: '/api/admin/jobs?queue=mail', headers: staff.finance.auth });
    expect(asked.statusCode).toBe(403);
    expect(asked.json().message).toBe('The Mail queue is seen by Admin only; you are signed in as Finance.');
    const mail = await failedOf('mail');
    const retry = await act('finance', mail, 'retry');
    expect(retry.statusCode).toBe(403);
    expect((await act('finance', mail, 'discard')).statusCode).toBe(403);
    expect((await failedOf('mail')).state).toBe('failed');
  });

  it('refuses Sales, Dispatch and Catalogue', async () => {
    for (const role of ['sales', 'dispatch', 'catalogue'] as const) {
      const res = await t.app.inject({ url: '/api/admin/jobs', headers: staff[role].auth });
      expect({ role, status: res.statusCode }).toEqual({ role, status: 403 });
      const einvoice = { queue: 'einvoice-register', id: '00000000-0000-4000-8000-000000000000' };
      expect((await act(role, einvoice, 'retry')).statusCode).toBe(403);
    }
  });

  it('answers 404 for an unknown queue or job', async () => {
    const unknown = await t.app.inject({ url: '/api/admin/jobs?queue=nope', headers: staff.admin.auth });
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().message).toBe('There is no job queue named “nope”.');
    expect((await act('admin', { queue: 'mail', id: 'not-a-uuid' }, 'retry')).statusCode).toBe(404);
    expect((await act('admin', { queue: 'mail', id: '00000000-0000-4000-8000-000000000000' }, 'discard')).statusCode).toBe(404);
  });

  it('counts the failed jobs each role sees on its Inbox card, linking to the failed list', async () => {
    const admin = await jobsCard('admin');
    expect(admin).toMatchObject({ title: 'Failed jobs', count: 2, link: '/admin/jobs?state=failed' });
    expect(admin!.items.map((i) => i.label).sort()).toEqual(['E-invoice registration', 'Mail']);
    const finance = await jobsCard('finance');
    expect(finance?.count).toBe(1);
    expect(finance!.items.map((i) => [i.label, i.link])).toEqual([['E-invoice registration', '/admin/jobs?state=failed&queue=einvoice-register']]);
    expect(await jobsCard('sales')).toBeUndefined();
    // The card's link lists exactly what it counts.
    expect((await list('finance', '?state=failed')).jobs.total).toBe(finance!.count);
  });

  it('retries a failed job: queued again, recorded in the audit log, and run', async () => {
    const job = await failedOf('einvoice-register');
    const res = await act('finance', job, 'retry');
    expect(res.statusCode).toBe(200);
    expect(res.json().job).toMatchObject({ id: job.id, state: 'queued', max_attempts: job.max_attempts + 1 });
    expect(res.json().message).toContain('queued again');
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.retry'), eq(auditLog.entityId, job.id)));
    expect(audit).toMatchObject({ actorId: staff.finance.id, actorEmail: staff.finance.email, entityType: 'job' });
    expect(audit.before).toMatchObject({ state: 'failed', reason: 'The portal refused INV/2026/0001: GSTIN is cancelled' });
    expect(audit.after).toMatchObject({ state: 'queued' });
    expect((await jobsCard('finance'))?.count).toBe(0);

    // Not failed any more: a second Retry is refused with why.
    const again = await act('finance', job, 'retry');
    expect(again.statusCode).toBe(409);
    expect(again.json().message).toBe('Only a failed job can be retried; this one is queued. The list has been brought up to date.');

    portalRefuses = false;
    await drainJobs(t);
    const done = (await list('finance', '?state=done&queue=einvoice-register')).jobs.data;
    expect(done.map((j) => [j.id, j.attempts])).toEqual([[job.id, 2]]);
  });

  it('discards a failed job: cancelled, recorded, and no longer retriable', async () => {
    const job = await failedOf('mail');
    const res = await act('admin', job, 'discard');
    expect(res.statusCode).toBe(200);
    expect(res.json().job).toMatchObject({ id: job.id, state: 'cancelled', reason: job.reason });
    const [audit] = await t.db
      .select()
      .from(auditLog)
      .where(and(eq(auditLog.action, 'job.discard'), eq(auditLog.entityId, job.id)));
    expect(audit).toMatchObject({ actorId: staff.admin.id, before: expect.objectContaining({ state: 'failed' }), after: expect.objectContaining({ state: 'cancelled' }) });
    expect(JSON.stringify(audit)).not.toContain('S3cretT0ken');
    expect((await list('admin', '?state=cancelled')).jobs.data.map((j) => j.id)).toEqual([job.id]);
    const retry = await act('admin', job, 'retry');
    expect(retry.statusCode).toBe(409);
    expect(retry.json().message).toContain('this one is cancelled');
    await drainJobs(t);
    expect((await list('admin', '?state=cancelled')).jobs.total).toBe(1);
    expect((await jobsCard('admin'))?.count).toBe(0);
  });
});
