// Every mail the store sends is a job: queued in the transaction of the change it tells about, sent
// by the queue (at least once; a retry keeps the Message-ID, so a resend after a crash is the same
// mail to the reader's client), retried while the mail relay is away. Logs say what was sent to
// whom and why it failed, never the mail's text: a reset or invitation link grants access.
import { randomUUID } from 'node:crypto';
import type { DbOrTx } from '../../db/client';
import type { MailMessage, Mailer } from '../../lib/mail';
import type { Log } from '../../lib/log';
import { PermanentJobError, type JobQueue } from './jobQueue';

export interface MailJob {
  /** What the mail is, for logs and the Jobs screen ("order placed mail"). */
  what: string;
  /** Ids that say what it concerns (an order number, a customer id): logged, so never a token or link. */
  fields: Record<string, string | number | null>;
  message: MailMessage & { messageId: string };
}

function messageIdFor(mailFrom: string): string {
  const domain = /@([^>\s]+)>?\s*$/.exec(mailFrom)?.[1] ?? 'store.invalid';
  return `<${randomUUID()}@${domain}>`;
}

/**
 * Queues mails about a change in the same transaction as the change (`tx`); after a change that
 * already committed, or with none, the database handle. A message without a recipient is one
 * everyone it concerns chose not to receive (db/companyUsers.ts mailPeople): nothing is queued.
 */
export async function queueMail(
  ctx: { jobs: JobQueue; config: { mailFrom: string } },
  tx: DbOrTx,
  what: string,
  fields: MailJob['fields'],
  messages: MailMessage | MailMessage[],
): Promise<void> {
  for (const message of Array.isArray(messages) ? messages : [messages]) {
    if (!message.to) continue;
    const job: MailJob = { what, fields, message: { ...message, messageId: message.messageId ?? messageIdFor(ctx.config.mailFrom) } };
    await ctx.jobs.send(tx, 'mail', job);
  }
}

/** The mail queue's handler: sends the message as queued. */
export function registerMailJob(jobs: JobQueue, mailer: Mailer, log: Log): void {
  jobs.handle<MailJob>('mail', async ({ data, retryCount }) => {
    const sent = await mailer.send(data.message).catch((err: unknown) => {
      // The relay's 5xx answer refuses this mail for good (no such mailbox); anything else (unreachable, 4xx) passes.
      const code = (err as { responseCode?: number }).responseCode;
      if (code && code >= 500 && code < 600) throw new PermanentJobError(`The mail relay refused it (${code}): ${(err as Error).message}`);
      throw err;
    });
    log.info({ ...data.fields, to: data.message.to, attempt: retryCount + 1, file: sent.file }, `${data.what} sent`);
    return { messageId: data.message.messageId, to: data.message.to };
  });
}
