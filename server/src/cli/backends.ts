// The operator tool's two back ends, both thin clients of the same area services: the running
// store's operator API (address and secret from DATA_DIR/server.json; PGlite allows one process
// per database), or the database itself when the store is stopped or on PostgreSQL (DATABASE_URL).
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type AppConfig } from '../config';
import { openDatabase, type Database } from '../db/client';
import type { FieldErrors } from '../lib/errors';
import { claimServerFile, describeHolder, ownEntry, processAlive, readServerFile, removeServerFile, serverFilePath, type ServerFile } from '../lib/serverFile';
import type { AnswerContext } from '../modules/quotes/answer';
import { createServices, type Log, type Services } from '../services';
import { OPERATOR_HEADER } from '../plugins/operatorAuth';
import { apiCatalog, directCatalog, type CatalogOps } from './catalogOps';
import { apiAccounts, directAccounts, type AccountOps } from './accounts';
import { apiContent, directContent, type ContentOps } from './content';
import { apiOrders, directOrders, type OrderOps } from './orders';
import { apiQuotes, directQuotes, type QuoteOps } from './quotations';
import { apiRefunds, directRefunds, type RefundOps } from './refunds';
import { apiStaff, directStaff, type StaffOps } from './staff';
import { CliError, type ApiCall } from './shared';
import { loadSettingsInto } from '../modules/settings';

/** The operator's actions, whether through the running server or straight on the database. */
export interface Operator extends AccountOps, OrderOps, RefundOps, ContentOps, QuoteOps, CatalogOps, StaffOps {
  readonly via: string;
  readonly mode: 'api' | 'direct';
  close(): Promise<void>;
}

function apiOperator(server: ServerFile, fetchImpl: typeof fetch): Operator {
  const call: ApiCall = async <T>(method: 'GET' | 'POST', route: string, body?: unknown): Promise<T> => {
    const res = await fetchImpl(`${server.url}/api/operator/${route}`, {
      method,
      headers: { [OPERATOR_HEADER]: server.secret, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => ({}))) as { message?: string; errors?: FieldErrors };
    if (!res.ok) throw new CliError(json.message ?? `The store answered ${res.status}.`, json.errors);
    return json as T;
  };
  return {
    ...apiCatalog(server, fetchImpl),
    ...apiAccounts(call),
    ...apiOrders(call),
    ...apiRefunds(call),
    ...apiContent(call),
    ...apiQuotes(call),
    ...apiStaff(call),
    mode: 'api',
    via: `the running store at ${server.url}`,
    close: async () => undefined,
  };
}

/** The order services log through this in the tool: only problems, on stderr. */
const quietLog: Log = {
  info: () => undefined,
  warn: (obj, msg) => process.stderr.write(`warning: ${msg ?? ''} ${JSON.stringify(obj)}\n`),
  error: (obj, msg) => process.stderr.write(`error: ${msg ?? ''} ${JSON.stringify(obj)}\n`),
};

/** What a quotation answer needs in direct mode: its mails go to the store's job queue, sent when the server runs it. */
function answerContext(store: Services): AnswerContext {
  const { config } = store;
  return {
    storeState: config.storeState,
    publicUrl: config.publicUrl,
    storeName: config.storeName,
    validityDays: config.quotationValidityDays,
    mail: store,
  };
}

function directOperator(database: Database, where: string, config: AppConfig, release: () => void = () => undefined): Operator {
  // Payment provider and mailer as the server has them: a cancel refunds and mails the customer.
  const store = createServices(config, database.db, { log: quietLog });
  return {
    ...directCatalog(database.db),
    ...directAccounts(store),
    ...directOrders(store),
    ...directRefunds(store),
    ...directContent(database.db),
    ...directStaff(database.db),
    ...directQuotes(database.db, answerContext(store)),
    mode: 'direct',
    via: where,
    close: async () => {
      await database.close();
      release();
    },
  };
}

type Probe = { kind: 'ok' } | { kind: 'unreachable' } | { kind: 'refused'; message: string };

async function probe(server: ServerFile, fetchImpl: typeof fetch): Promise<Probe> {
  try {
    const res = await fetchImpl(`${server.url}/api/operator/customers?status=pending`, {
      headers: { [OPERATOR_HEADER]: server.secret },
      signal: AbortSignal.timeout(3_000),
    });
    if (res.ok) return { kind: 'ok' };
    const json = (await res.json().catch(() => ({}))) as { message?: string };
    return { kind: 'refused', message: json.message ?? `status ${res.status}` };
  } catch {
    return { kind: 'unreachable' };
  }
}

/** The running store's API when it answers; otherwise the database, held for this tool alone. */
export async function connect(env: NodeJS.ProcessEnv, fetchImpl: typeof fetch): Promise<Operator> {
  const config = loadConfig(env);
  if (config.databaseUrl) {
    // PostgreSQL serves many clients at once: no need to go through the store.
    const database = await openDatabase({ databaseUrl: config.databaseUrl });
    await database.migrate();
    // The store's name and state as the back office's Settings hold them, not the environment's.
    await loadSettingsInto(database.db, config);
    return directOperator(database, 'the PostgreSQL database in DATABASE_URL', config);
  }

  const server = readServerFile(config.dataDir);
  if (server?.url) {
    const answer = await probe(server, fetchImpl);
    if (answer.kind === 'ok') return apiOperator(server, fetchImpl);
    // Never open the embedded database under a store that may still hold it.
    if (answer.kind === 'refused') {
      throw new CliError(`The store at ${server.url} refused the operator secret (${answer.message}). Restart the store.`);
    }
    if (processAlive(server.pid, server.started) && server.pid !== process.pid) {
      throw new CliError(
        `The store (process ${server.pid}) does not answer at ${server.url}, but it may still hold the database. ` +
          `Wait for it to start, or stop it; if it is gone, delete ${serverFilePath(config.dataDir)}.`,
      );
    }
  }

  const dbDir = path.join(config.dataDir, 'db');
  if (!fs.existsSync(path.join(dbDir, 'PG_VERSION'))) {
    throw new CliError(`No store database in ${dbDir}. Start the store once (npm start), or set DATA_DIR.`);
  }
  // The embedded database has one writer at a time: hold DATA_DIR while the tool works on it.
  const holder = claimServerFile(config.dataDir, ownEntry({ tool: 'the operator tool (npm run store)' }));
  if (holder) {
    throw new CliError(`${describeHolder(holder)} is using the embedded database in ${config.dataDir}. Wait for it, then try again.`);
  }
  const release = () => removeServerFile(config.dataDir);
  try {
    const database = await openDatabase({ dataDir: dbDir });
    await database.migrate();
    await loadSettingsInto(database.db, config);
    return directOperator(database, `the database in ${dbDir}`, config, release);
  } catch (err) {
    release();
    throw err;
  }
}
