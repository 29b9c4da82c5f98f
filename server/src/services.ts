// The services every area uses besides its rules: configuration, database, payment provider,
// mailer, clock, rate-limit store, file store and log, built once per process by createServices. The API
// server decorates them onto Fastify (plugins/services.ts); the command-line tool's direct mode
// and tests call createServices themselves. Area services take this one bundle as `ctx`.
import type { AppConfig } from './config';
import type { Db } from './db/client';
import { createMailer, type Mailer } from './lib/mail';
import { DatabaseLimitStore } from './db/limitStore';
import { DatabaseFileStore } from './db/fileStore';
import { FolderFileStore, type FileStore } from './lib/fileStore';
import type { LimitStore } from './lib/rateLimit';
import { createPaymentProvider } from './modules/payments/provider';
import type { PaymentProvider } from './modules/payments/types';
import { createEInvoicePortal, type EInvoicePortal } from './modules/gst/einvoice/portal';
import { silentLog, type Log } from './lib/log';
import { JobQueue } from './modules/jobs/jobQueue';
import { registerMailJob } from './modules/jobs/mail';


/** Where "now" comes from, so a test or a replay can fix it. */
export interface Clock {
  now(): Date;
}

export const systemClock: Clock = { now: () => new Date() };


export { silentLog, type Log };

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
  /** Work after a commit (modules/jobs): sent in the change's transaction, run by the queue. */
  jobs: JobQueue;
  log: Log;
}

/** The file store config.fileStorage names. */
export function createFileStore(config: Pick<AppConfig, 'fileStorage' | 'dataDir'>, db: Db): FileStore {
  return config.fileStorage === 'database' ? new DatabaseFileStore(db) : new FolderFileStore(config.dataDir);
}

export function createServices(config: AppConfig, db: Db, opts: { log?: Log; clock?: Clock } = {}): Services {
  const log = opts.log ?? silentLog;
  const mailer = createMailer(config);
  const jobs = new JobQueue(db, log);
  registerMailJob(jobs, mailer, log);
  return {
    db,
    config,
    provider: createPaymentProvider(config, db),
    einvoicePortal: createEInvoicePortal(config, db),
    mailer,
    clock: opts.clock ?? systemClock,
    limitStore: new DatabaseLimitStore(db),
    fileStore: createFileStore(config, db),
    jobs,
    log,
  };
}
