// The services every area uses besides its rules: configuration, database, payment provider,
// mailer, clock, rate-limit store, file store and log, built once per process by createServices. The API
// server decorates them onto Fastify (plugins/services.ts); the command-line tool's direct mode
// and tests call createServices themselves. Area services take this one bundle as `ctx`.
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { createMailer, type MailMessage, type Mailer } from './lib/mail';
import { DatabaseLimitStore } from './db/limitStore';
import { DatabaseFileStore } from './db/fileStore';
import { FolderFileStore, type FileStore } from './lib/fileStore';
import type { LimitStore } from './lib/rateLimit';
import { createPaymentProvider } from './modules/payments/provider';
import type { PaymentProvider } from './modules/payments/types';
import { createEInvoicePortal, type EInvoicePortal } from './modules/gst/einvoice/portal';

/** The part of a pino logger the services use (the CLI passes a console stand-in). */
export interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

/** Where "now" comes from, so a test or a replay can fix it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };

export const silentLog: Log = { info: () => undefined, warn: () => undefined, error: () => undefined };

export interface Services {
  db: Db;
  config: AppConfig;
  provider: PaymentProvider;
  /** The invoice registration portal e-invoices go to (modules/gst/einvoice/portal.ts). */
  einvoicePortal: EInvoicePortal;
  mailer: Mailer;
  clock: Clock;
  /** Rate-limit counters, in the database so every server process of the store shares them. */
  limitStore: LimitStore;
  /** Stored files (lib/fileStore.ts): DATA_DIR or the database, as config.fileStorage says. */
  fileStore: FileStore;
  log: Log;
}

/** The file store config.fileStorage names. */
export function createFileStore(config: Pick<AppConfig, 'fileStorage' | 'dataDir'>, db: Db): FileStore {
  return config.fileStorage === 'database' ? new DatabaseFileStore(db) : new FolderFileStore(config.dataDir);
}

export function createServices(config: AppConfig, db: Db, opts: { log?: Log; clock?: Clock } = {}): Services {
  return {
    db,
    config,
    provider: createPaymentProvider(config, db),
    einvoicePortal: createEInvoicePortal(config, db),
    mailer: createMailer(config),
    clock: opts.clock ?? systemClock,
    limitStore: new DatabaseLimitStore(db),
    fileStore: createFileStore(config, db),
    log: opts.log ?? silentLog,
  };
}

/**
 * Sends mail about something already committed: a failure is logged, never reported to the caller
 * (the change stands). File mode is local and quick and awaited (tests and the operator read the
 * files at once); an SMTP server is not waited for, so it never holds up an answer or, for a
 * password reset, makes a registered address answer slower than an unknown one.
 */
export async function sendAfterCommit(
  ctx: Pick<Services, 'mailer' | 'log'>,
  what: string,
  fields: Record<string, unknown>,
  messages: MailMessage | MailMessage[],
): Promise<void> {
  // A message with no recipient is one everyone it concerns chose not to receive: nothing to send or log.
  const list = (Array.isArray(messages) ? messages : [messages]).filter((m) => m.to);
  const all = Promise.all(
    list.map((m) =>
      ctx.mailer.send(m).then(
        (sent) => ctx.log.info({ ...fields, ...(list.length > 1 ? { to: m.to } : {}), file: sent.file }, `${what} sent`),
        (err: unknown) => ctx.log.error({ err, ...fields, ...(list.length > 1 ? { to: m.to } : {}) }, `${what} failed`),
      ),
    ),
  );
  if (ctx.mailer.kind === 'file') await all;
}
