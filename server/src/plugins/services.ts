// Decorates the app once with the store's services (createServices in services.ts): every route
// reaches the same mailer, payment provider, clock, file store and configuration through `app`, and an area's
// service gets the whole bundle as `app.services`.
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import type { AppConfig } from '../config';
import type { Database, Db } from '../db/client';
import type { FileStore } from '../lib/fileStore';
import type { Mailer } from '../lib/mail';
import type { LimitStore } from '../lib/rateLimit';
import type { PaymentProvider } from '../modules/payments/types';
import { createServices, type Clock, type Services } from '../services';

declare module 'fastify' {
  interface FastifyInstance {
    database: Database;
    db: Db;
    config: AppConfig;
    services: Services;
    mailer: Mailer;
    paymentProvider: PaymentProvider;
    clock: Clock;
    limitStore: LimitStore;
    fileStore: FileStore;
  }
}

export interface ServicesOptions {
  config: AppConfig;
  database: Database;
  /** A fixed clock for tests; the system clock otherwise. */
  clock?: Clock;
}

export default fp<ServicesOptions>(
  async function servicesPlugin(app: FastifyInstance, { config, database, clock }: ServicesOptions) {
    const services = createServices(config, database.db, { log: app.log, clock });
    app.decorate('database', database);
    app.decorate('db', database.db);
    app.decorate('config', config);
    app.decorate('services', services);
    app.decorate('mailer', services.mailer);
    app.decorate('paymentProvider', services.provider);
    app.decorate('clock', services.clock);
    app.decorate('limitStore', services.limitStore);
    app.decorate('fileStore', services.fileStore);
    // Jobs run once every area has said how (their plugins register handlers): JOB_POLL_MS > 0 only.
    // The embedded database has one process: jobs it finds running were left by a killed one.
    app.addHook('onReady', async () => {
      if (config.jobPollMs > 0) await services.jobs.start({ pollMs: config.jobPollMs, soleProcess: database.kind === 'pglite' });
    });
    app.addHook('onClose', async () => services.jobs.stop());
  },
  { name: 'services' },
);
