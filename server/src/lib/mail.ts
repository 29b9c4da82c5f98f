// Outgoing mail through nodemailer: SMTP when SMTP_URL is set, otherwise each message is written
// as an .eml file under DATA_DIR/mail so a developer (or an end-to-end test) can open it.
import fs from 'node:fs';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import nodemailer from 'nodemailer';
import { OWNER_FILE, ownerOnlyDirAsync } from './ownerOnly';

export interface MailMessage {
  to: string;
  /** Copies (a company's Admins who asked to be copied on their users' mails). */
  cc?: string[];
  /** Where a reply goes (e.g. the visitor who wrote to the sales team). */
  replyTo?: string;
  subject: string;
  text: string;
  html?: string;
  /** Kept across retries of the same mail (the mail job sets it), so a resend is recognisably the same mail. */
  messageId?: string;
}

export interface SentMail {
  messageId?: string;
  /** The .eml file written in file mode. */
  file?: string;
}

export interface Mailer {
  /** 'smtp' delivers over the network; 'file' writes .eml files (development and tests). */
  readonly kind: 'smtp' | 'file';
  send(message: MailMessage): Promise<SentMail>;
}

/** What the mailer needs of the store's configuration (server/src/config.ts AppConfig has these). */
export interface MailConfig {
  /** SMTP connection URL; unset: mails are written as files under dataDir/mail. */
  smtpUrl?: string;
  mailFrom: string;
  dataDir: string;
}

export function mailDir(config: { dataDir: string }): string {
  return path.join(config.dataDir, 'mail');
}

export function createMailer(config: MailConfig): Mailer {
  const mailer = transportMailer(config);
  return {
    kind: mailer.kind,
    // No recipient: everyone the mail concerns chose not to receive its kind (db/companyUsers.ts mailPeople).
    send: (message) => (message.to ? mailer.send(message) : Promise.resolve({})),
  };
}

function transportMailer(config: MailConfig): Mailer {
  if (config.smtpUrl) {
    const transport = nodemailer.createTransport(config.smtpUrl);
    return {
      kind: 'smtp',
      async send(message) {
        const info = await transport.sendMail({ from: config.mailFrom, ...message, cc: message.cc?.length ? message.cc : undefined });
        return { messageId: info.messageId };
      },
    };
  }

  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'unix' });
  const dir = mailDir(config);
  return {
    kind: 'file',
    async send(message) {
      const info = await transport.sendMail({ from: config.mailFrom, ...message, cc: message.cc?.length ? message.cc : undefined });
      await ownerOnlyDirAsync(dir);
      // Sortable by time, unique within the millisecond; the newest mail is the last name.
      const name = `${new Date().toISOString().replace(/[:.]/g, '-')}-${randomBytes(4).toString('hex')}.eml`;
      const file = path.join(dir, name);
      await fs.promises.writeFile(file, info.message as Buffer, { mode: OWNER_FILE });
      return { messageId: info.messageId, file };
    },
  };
}

/**
 * The readable text of a written .eml file: quoted-printable soft line breaks and escapes undone,
 * so a link can be found with a plain search (tests, and an operator reading DATA_DIR/mail).
 */
export function mailText(eml: string): string {
  // A run of escapes is one UTF-8 byte sequence (₹ is three bytes): decoded together.
  return eml
    .replace(/=\r?\n/g, '')
    .replace(/(?:=[0-9A-F]{2})+/g, (run) => Buffer.from(run.replace(/=/g, ''), 'hex').toString('utf8'));
}
