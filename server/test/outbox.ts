// The mails a test app sent, read back from its outbox folder (MAIL_DIR under the data dir, one
// .eml per mail, in the order written), after the job queue has sent every mail that is ready:
// the headers a test asks about and the readable text.
import fs from 'node:fs';
import type { FastifyInstance } from 'fastify';
import { mailDir, mailText } from '../src/lib/mail';

export interface OutboxMail {
  to: string;
  cc: string;
  subject: string;
  messageId: string;
  /** The whole mail as text (headers and decoded body). */
  text: string;
}

/** What the outbox needs of a test app: its queue (drained first) and its data dir. */
export interface OutboxOwner {
  app: FastifyInstance;
  config: { dataDir: string };
}

/** The mails written so far, without running the queue (what has been sent, not what is queued). */
export function sentMails(config: { dataDir: string }): OutboxMail[] {
  const dir = mailDir(config);
  if (!fs.existsSync(dir)) return [];
  return fs
    .readdirSync(dir)
    .filter((f) => f.endsWith('.eml'))
    .sort()
    .map((f) => mailText(fs.readFileSync(`${dir}/${f}`, 'utf8')))
    .map((text) => ({
      to: /^To: (.*)$/m.exec(text)?.[1] ?? '',
      cc: /^Cc: (.*)$/m.exec(text)?.[1] ?? '',
      subject: /^Subject: (.*)$/m.exec(text)?.[1]?.trim() ?? '',
      messageId: /^Message-ID: (.*)$/im.exec(text)?.[1]?.trim() ?? '',
      text,
    }));
}

/** Every mail, once the queue has sent what is ready. */
export async function outbox(t: OutboxOwner): Promise<OutboxMail[]> {
  await t.app.services.jobs.drain();
  return sentMails(t.config);
}

/** The mails addressed (To) to this address, once the queue has sent what is ready. */
export async function mailsTo(t: OutboxOwner, email: string): Promise<OutboxMail[]> {
  const want = email.toLowerCase();
  return (await outbox(t)).filter((m) => m.to.toLowerCase().includes(want));
}
