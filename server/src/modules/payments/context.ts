// What the order services need besides the database: configuration, the payment provider, the
// mailer and a log. The API modules share one per app; the operator tool builds its own.
import type { FastifyInstance } from 'fastify';
import type { AppConfig } from '../../config';
import type { Db } from '../../db/client';
import { createMailer, type Mailer } from '../../lib/mail';
import { createPaymentProvider, type PaymentProvider } from './provider';

/** The part of a pino logger the services use (the CLI passes a console stand-in). */
export interface Log {
  info(obj: object, msg?: string): void;
  warn(obj: object, msg?: string): void;
  error(obj: object, msg?: string): void;
}

export interface StoreContext {
  db: Db;
  config: AppConfig;
  provider: PaymentProvider;
  mailer: Mailer;
  log: Log;
}

export function createStoreContext(db: Db, config: AppConfig, log: Log): StoreContext {
  return { db, config, provider: createPaymentProvider(config, db), mailer: createMailer(config), log };
}

// Each module is its own encapsulated plugin; keyed by the app's database they still share one
// provider (one Razorpay client) and one mailer.
const contexts = new WeakMap<Db, StoreContext>();

export function storeContext(app: FastifyInstance): StoreContext {
  let ctx = contexts.get(app.db);
  if (!ctx) {
    ctx = createStoreContext(app.db, app.config, app.log);
    contexts.set(app.db, ctx);
  }
  return ctx;
}
