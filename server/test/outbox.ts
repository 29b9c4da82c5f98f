// The mails a test app wrote, read back from its outbox folder (MAIL_DIR under the data dir, one
// .eml per mail, in the order written): the headers a test asks about and the readable text.
import fs from 'node:fs';
import { mailDir, mailText } from '../src/lib/mail';

export interface OutboxMail {
  to: string;
  cc: string;
  subject: string;
  /** The whole mail as text (headers and decoded body). */
  text: string;
}

export function outbox(config: { dataDir: string }): OutboxMail[] {
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
      text,
    }));
}

/** The mails addressed (To) to this address. */
export function mailsTo(config: { dataDir: string }, email: string): OutboxMail[] {
  const want = email.toLowerCase();
  return outbox(config).filter((m) => m.to.toLowerCase().includes(want));
}
