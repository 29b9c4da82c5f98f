// The operator's command-line tool: `npm run store -- <command>`. While the store runs it talks to
// the operator API (address and secret from DATA_DIR/server.json), because PGlite allows one
// process per database; with the store stopped, or on PostgreSQL (DATABASE_URL), it opens the
// database itself. Both ways run the same service functions (modules/operator/service.ts).
import fs from 'node:fs';
import path from 'node:path';
import { loadConfig, type AppConfig } from './config';
import { openDatabase, type Database } from './db/client';
import { HttpError, type FieldErrors } from './lib/errors';
import { createMailer } from './lib/mail';
import { OPERATOR_HEADER } from './modules/operator/routes';
import {
  listCustomers,
  listInquiries,
  listItemRequests,
  setCreditLimit,
  setCustomerStatus,
  type CreditChange,
  type OperatorInquiry,
  type OperatorItemRequest,
  type StatusChange,
} from './modules/operator/service';
import type { OperatorCustomer } from '@contracts/operator';
import type {
  OperatorOrderListResponse,
  OperatorOrderRefundBody,
  OperatorOrderRefundResponse,
  OperatorOrderResponse,
  OperatorOrderStatusResponse,
  OperatorRefund,
} from '@contracts/operatorOrders';
import { operatorListOrders, operatorOrder, refundOrder, setOrderStatus } from './modules/orders/service';
import { listRefunds, operatorRefund, retryRefund } from './modules/refunds/service';
import { statusMessage } from './modules/operator/orderRoutes';
import { createServices, type Log } from './services';
import {
  claimServerFile,
  describeHolder,
  ownEntry,
  processAlive,
  readServerFile,
  removeServerFile,
  serverFilePath,
  type ServerFile,
} from './modules/operator/serverFile';
import {
  listQuotationsForOperator,
  priceQuotation,
  quotationForOperator,
  replyToQuotation,
  setQuotationStatus,
  type AnswerContext,
  type ReplyResult,
  type OperatorQuotation,
  type OperatorQuotationDetail,
  type PricingResult,
  type QuotationStatusChange,
} from './modules/operator/quotations';
import { apiCatalog, CATALOG_COMMANDS, CATALOG_USAGE, CatalogCliError, directCatalog, runCatalog, type CatalogOps } from './cliCatalog';

export interface CliIo {
  out(line: string): void;
  err(line: string): void;
  /** Raw output (export-products writes CSV to stdout). */
  write?(chunk: string): void;
}

const consoleIo: CliIo = {
  out: (line) => process.stdout.write(`${line}\n`),
  err: (line) => process.stderr.write(`${line}\n`),
  write: (chunk) => process.stdout.write(chunk),
};

export const USAGE = `Usage: npm run store -- <command>

Commands:
  pending                  list company accounts awaiting approval
  approve <email>          approve an account: it sees prices and can order
  reject <email>           reject an account: it can no longer sign in
  credit <email> <amount>  set an account's credit limit in rupees (e.g. 50000 or 1250.50)
  orders [--status S]      list the newest orders (S: pending, approved, shipped, delivered, canceled)
  order <number>           show an order (lines, totals, addresses, payment)
  order-status <number> <approved|shipped|delivered|canceled>
                           move an order forward, or cancel it (pending or approved only:
                           stock back, cash-on-delivery credit back, card payment refunded)
                           (approving issues the order's GST tax invoice number)
  refunds [--failed | --state S]
                           list refunds, newest first (S: pending, processed, failed)
  refunds retry <id>       send a failed refund again (new attempt), or ask the provider again
                           about a pending one (same idempotency key: never a second refund)
  refund <number> <item-id>:<qty> ... [--reason TEXT]
  refund <number> --amount <rupees> [--reason TEXT]
                           refund part of an order: returned lines (a GST credit note if it is
                           invoiced; cash on delivery: credit back), or before the invoice an
                           amount; never more than is left of the payment (item ids: see 'order')
  inquiries                the newest contact inquiries (Contact Us page)
  item-requests            the newest requests for products that are not listed (Request An Item)
  quotations [--status S]  list quotations, newest first (S: pending, quoted, accepted, rejected,
                           ordered, expired)
  quotation <number>       show a quotation's lines, prices, validity and message thread
  quote-price <number> <sku>=<unit price> ...
                           set quoted unit prices (rupees, before GST); once every line has one
                           the quotation is 'quoted' and the customer gets a mail
  quote-status <number> <status>
                           move a quotation along its flow (quoted -> accepted | rejected | expired,
                           accepted -> expired); 'ordered' comes only from the buyer's order.
                           The customer is mailed
  quote-reply <number> <text>
                           answer the buyer's question in the quotation's thread (mailed to them)
${CATALOG_USAGE}
  help                     show this help

The tool works on the store in DATA_DIR (default ./var), or on DATABASE_URL when set. While the
store is running it goes through the store's operator API; otherwise it opens the database.`;

/** A failure to report to the operator (exit code 1). */
class CliError extends Error {
  constructor(
    message: string,
    readonly errors?: FieldErrors,
  ) {
    super(message);
  }
}

/** The operator's actions, whether through the running server or straight on the database. */
interface Operator extends CatalogOps {
  readonly via: string;
  readonly mode: 'api' | 'direct';
  list(status: 'pending'): Promise<OperatorCustomer[]>;
  setStatus(email: string, status: 'approved' | 'rejected'): Promise<StatusChange>;
  setCredit(email: string, amount: string): Promise<CreditChange>;
  listOrders(status?: string): Promise<OperatorOrderListResponse>;
  order(orderNumber: string): Promise<OperatorOrderResponse>;
  setOrderStatus(orderNumber: string, status: string): Promise<OperatorOrderStatusResponse>;
  listRefunds(state: string | null): Promise<OperatorRefund[]>;
  retryRefund(id: number): Promise<OperatorRefund>;
  refundOrder(orderNumber: string, body: OperatorOrderRefundBody): Promise<OperatorOrderRefundResponse>;
  inquiries(): Promise<OperatorInquiry[]>;
  itemRequests(): Promise<OperatorItemRequest[]>;
  listQuotations(status: string | null): Promise<OperatorQuotation[]>;
  quotation(number: string): Promise<OperatorQuotationDetail>;
  priceQuotation(number: string, prices: Record<string, string>): Promise<PricingResult>;
  setQuotationStatus(number: string, status: string): Promise<QuotationStatusChange>;
  replyToQuotation(number: string, text: string): Promise<ReplyResult>;
  close(): Promise<void>;
}

type ApiBody = {
  status?: boolean;
  message?: string;
  errors?: FieldErrors;
  customers?: OperatorCustomer[];
  customer?: OperatorCustomer;
  changed?: boolean;
  previous?: number;
  inquiries?: OperatorInquiry[];
  item_requests?: OperatorItemRequest[];
  quotations?: OperatorQuotation[];
  quotation?: OperatorQuotationDetail;
  refunds?: OperatorRefund[];
  refund?: OperatorRefund;
  complete?: boolean;
  mailed?: boolean;
};

function apiOperator(server: ServerFile, fetchImpl: typeof fetch): Operator {
  async function call(method: 'GET' | 'POST', route: string, body?: unknown): Promise<ApiBody> {
    const res = await fetchImpl(`${server.url}/api/operator/${route}`, {
      method,
      headers: { [OPERATOR_HEADER]: server.secret, ...(body ? { 'content-type': 'application/json' } : {}) },
      body: body ? JSON.stringify(body) : undefined,
      signal: AbortSignal.timeout(15_000),
    });
    const json = (await res.json().catch(() => ({}))) as ApiBody;
    if (!res.ok) throw new CliError(json.message ?? `The store answered ${res.status}.`, json.errors);
    return json;
  }
  return {
    ...apiCatalog(server, fetchImpl),
    mode: 'api',
    via: `the running store at ${server.url}`,
    async list(status) {
      return (await call('GET', `customers?status=${status}`)).customers ?? [];
    },
    async setStatus(email, status) {
      const json = await call('POST', `customers/${status === 'approved' ? 'approve' : 'reject'}`, { email });
      return { customer: json.customer as OperatorCustomer, changed: json.changed ?? true };
    },
    async setCredit(email, amount) {
      const json = await call('POST', 'customers/credit', { email, amount });
      return { customer: json.customer as OperatorCustomer, previous: json.previous ?? 0 };
    },
    listOrders: async (status) =>
      (await call('GET', `orders${status ? `?status=${encodeURIComponent(status)}` : ''}`)) as unknown as OperatorOrderListResponse,
    order: async (orderNumber) => (await call('GET', `orders/${encodeURIComponent(orderNumber)}`)) as unknown as OperatorOrderResponse,
    setOrderStatus: async (orderNumber, status) =>
      (await call('POST', `orders/${encodeURIComponent(orderNumber)}/status`, { status })) as unknown as OperatorOrderStatusResponse,
    async listRefunds(state) {
      return (await call('GET', `refunds${state ? `?state=${encodeURIComponent(state)}` : ''}`)).refunds ?? [];
    },
    async retryRefund(id) {
      return (await call('POST', `refunds/${id}/retry`)).refund as OperatorRefund;
    },
    refundOrder: async (orderNumber, body) => (await call('POST', `orders/${encodeURIComponent(orderNumber)}/refund`, body)) as unknown as OperatorOrderRefundResponse,
    async inquiries() {
      return (await call('GET', 'inquiries')).inquiries ?? [];
    },
    async itemRequests() {
      return (await call('GET', 'item-requests')).item_requests ?? [];
    },
    async listQuotations(status) {
      return (await call('GET', `quotations${status ? `?status=${encodeURIComponent(status)}` : ''}`)).quotations ?? [];
    },
    async quotation(number) {
      return (await call('GET', `quotations/${encodeURIComponent(number)}`)).quotation as OperatorQuotationDetail;
    },
    async priceQuotation(number, prices) {
      const json = await call('POST', `quotations/${encodeURIComponent(number)}/price`, { prices });
      return { quotation: json.quotation as OperatorQuotationDetail, complete: json.complete ?? false, mailed: json.mailed ?? false };
    },
    async setQuotationStatus(number, status) {
      const json = await call('POST', `quotations/${encodeURIComponent(number)}/status`, { status });
      return { quotation: json.quotation as OperatorQuotationDetail, changed: json.changed ?? true, mailed: json.mailed ?? false };
    },
    async replyToQuotation(number, text) {
      const json = (await call('POST', `quotations/${encodeURIComponent(number)}/messages`, { message: text })) as unknown as ReplyResult;
      return { quotation: json.quotation, message: json.message, mailed: json.mailed };
    },
    close: async () => undefined,
  };
}

/** The order services log through this in the tool: only problems, on stderr. */
const quietLog: Log = {
  info: () => undefined,
  warn: (obj, msg) => process.stderr.write(`warning: ${msg ?? ''} ${JSON.stringify(obj)}\n`),
  error: (obj, msg) => process.stderr.write(`error: ${msg ?? ''} ${JSON.stringify(obj)}\n`),
};

/** What a quotation answer needs in direct mode: the same mail setup as the server's. */
function answerContext(config: AppConfig): AnswerContext {
  return {
    storeState: config.storeState,
    publicUrl: config.publicUrl,
    storeName: config.storeName,
    validityDays: config.quotationValidityDays,
    mailer: createMailer(config),
  };
}

function directOperator(
  database: Database,
  where: string,
  answer: AnswerContext,
  env: NodeJS.ProcessEnv = process.env,
  release: () => void = () => undefined,
): Operator {
  // Cancelling refunds through the payment provider and mails the customer, as the server would.
  const store = createServices(loadConfig(env), database.db, { log: quietLog });
  const run = async <T>(work: () => Promise<T>): Promise<T> => {
    try {
      return await work();
    } catch (err) {
      if (err instanceof HttpError) throw new CliError(err.message, err.errors);
      throw err;
    }
  };
  const catalog = directCatalog(database.db);
  return {
    mode: 'direct',
    via: where,
    importProducts: (csv, flags, onProgress) => run(() => catalog.importProducts(csv, flags, onProgress)),
    exportProducts: (write) => run(() => catalog.exportProducts(write)),
    importPriceList: (csv) => run(() => catalog.importPriceList(csv)),
    priceList: (email) => run(() => catalog.priceList(email)),
    setStock: (sku, quantity) => run(() => catalog.setStock(sku, quantity)),
    lowStock: (below) => run(() => catalog.lowStock(below)),
    list: (status) => run(() => listCustomers(database.db, status)),
    setStatus: (email, status) => run(() => setCustomerStatus(store, email, status)),
    setCredit: (email, amount) => run(() => setCreditLimit(database.db, email, amount)),
    listOrders: (status) => run(async () => ({ status: true, ...(await operatorListOrders(database.db, status)) })),
    order: (orderNumber) => run(async () => ({ status: true, ...(await operatorOrder(database.db, orderNumber)) })),
    setOrderStatus: (orderNumber, status) =>
      run(async () => {
        const change = await setOrderStatus(store, orderNumber, status);
        return { status: true, message: statusMessage(change), order_number: change.order_number, previous: change.previous, order_status: change.status, changed: change.changed };
      }),
    listRefunds: (state) => run(() => listRefunds(database.db, state)),
    retryRefund: (id) =>
      run(async () => {
        await retryRefund(store, id);
        return operatorRefund(database.db, id);
      }),
    refundOrder: (orderNumber, body) =>
      run(async () => {
        const result = await refundOrder(store, orderNumber, body);
        return { status: true, ...result, credit_returned: result.credit_returned / 100 };
      }),
    inquiries: () => run(() => listInquiries(database.db)),
    itemRequests: () => run(() => listItemRequests(database.db)),
    listQuotations: (status) => run(() => listQuotationsForOperator(database.db, status)),
    quotation: (number) => run(() => quotationForOperator(database.db, number, answer.storeState)),
    priceQuotation: (number, prices) => run(() => priceQuotation(database.db, number, prices, answer)),
    setQuotationStatus: (number, status) => run(() => setQuotationStatus(database.db, number, status, answer)),
    replyToQuotation: (number, text) => run(() => replyToQuotation(database.db, number, text, answer)),
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
    const json = (await res.json().catch(() => ({}))) as ApiBody;
    return { kind: 'refused', message: json.message ?? `status ${res.status}` };
  } catch {
    return { kind: 'unreachable' };
  }
}

async function connect(env: NodeJS.ProcessEnv, fetchImpl: typeof fetch): Promise<Operator> {
  const config = loadConfig(env);
  if (config.databaseUrl) {
    // PostgreSQL serves many clients at once: no need to go through the store.
    const database = await openDatabase({ databaseUrl: config.databaseUrl });
    await database.migrate();
    return directOperator(database, 'the PostgreSQL database in DATABASE_URL', answerContext(config), env);
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
    return directOperator(database, `the database in ${dbDir}`, answerContext(config), env, release);
  } catch (err) {
    release();
    throw err;
  }
}

const inr = new Intl.NumberFormat('en-IN', { style: 'currency', currency: 'INR', minimumFractionDigits: 2 });
const label = (c: OperatorCustomer) => `${c.email} (${c.company_name})`;

function table(rows: string[][]): string[] {
  const widths = rows[0].map((_, i) => Math.max(...rows.map((r) => r[i].length)));
  return rows.map((r) => r.map((cell, i) => cell.padEnd(widths[i])).join('  ').trimEnd());
}

function printRefund(r: OperatorRefund, io: CliIo) {
  const what = r.order_number ? `order ${r.order_number}` : `payment ${r.payment_id ?? r.provider_order_id} (no order)`;
  io.out(`Refund ${r.id}: ${inr.format(r.amount)} of ${what}, ${r.state}${r.provider_refund_id ? ` (${r.provider_refund_id})` : ''}, attempt ${r.attempt}`);
  if (r.failure_reason) io.out(`  Failed: ${r.failure_reason}`);
}

async function runRefunds(args: string[], op: Operator, io: CliIo): Promise<void> {
  if (args[0] === 'retry') {
    const id = Number(args[1]);
    if (!Number.isInteger(id) || id < 1) throw new CliError('Usage: refunds retry <id> (the id from: refunds --failed)');
    const refund = await op.retryRefund(id);
    printRefund(refund, io);
    if (refund.state === 'pending') io.out('The provider has not confirmed it yet; its webhook will, or run the retry again later (same key, never a second refund).');
    return;
  }
  let state: string | null = null;
  if (args[0] === '--failed') state = 'failed';
  else if (args[0] === '--state') state = args[1] ?? '';
  else if (args.length > 0) throw new CliError(`Unknown option ${args[0]}. Usage: refunds [--failed | --state S] | refunds retry <id>`);
  const list = await op.listRefunds(state);
  if (list.length === 0) {
    io.out(state ? `No ${state} refunds.` : 'No refunds yet.');
    return;
  }
  const rows = [['ID', 'STATE', 'AMOUNT', 'ORDER', 'CUSTOMER', 'CREATED', 'REASON']];
  for (const r of list) {
    rows.push([String(r.id), r.state, inr.format(r.amount), r.order_number ?? '(no order)', r.customer_email, r.created_at.slice(0, 16).replace('T', ' '), r.failure_reason ? `${r.reason} - failed: ${r.failure_reason}` : r.reason]);
  }
  for (const line of table(rows)) io.out(line);
  if (list.some((r) => r.state === 'failed')) io.out('Retry a failed refund with: npm run store -- refunds retry <id>');
}

async function runRefund(args: string[], op: Operator, io: CliIo): Promise<void> {
  const [orderNumber, ...rest] = args;
  if (!orderNumber) throw new CliError('Usage: refund <order number> <item-id>:<qty> ... | --amount <rupees> [--reason TEXT]');
  const body: OperatorOrderRefundBody = {};
  const lines: { item_id: number; quantity: number }[] = [];
  for (let i = 0; i < rest.length; i += 1) {
    const a = rest[i];
    if (a === '--amount') body.amount = rest[++i];
    else if (a === '--reason') body.reason = rest[++i];
    else {
      const m = /^(\d+):(\d+)$/.exec(a);
      if (!m) throw new CliError(`'${a}' is not <item-id>:<quantity> (e.g. 42:1).`);
      lines.push({ item_id: Number(m[1]), quantity: Number(m[2]) });
    }
  }
  if (lines.length > 0) body.lines = lines;
  const result = await op.refundOrder(orderNumber, body);
  if (result.refund) io.out(`Refund ${result.refund.id} of ${inr.format(result.refund.amount)} for order ${result.order_number}: ${result.refund.state}${result.refund.failure_reason ? ` (${result.refund.failure_reason})` : ''}.`);
  if (result.credit_returned > 0) io.out(`${inr.format(result.credit_returned)} was credited back to the customer's available credit.`);
  if (result.credit_note) io.out(`Credit note ${result.credit_note} was issued against the order's tax invoice.`);
  io.out('The customer was mailed.');
}

async function run(command: string, args: string[], op: Operator, io: CliIo): Promise<void> {
  if (Object.hasOwn(CATALOG_COMMANDS, command)) {
    return runCatalog(command, args, op, io, op.mode, io === consoleIo && Boolean(process.stderr.isTTY));
  }
  switch (command) {
    case 'pending': {
      const list = await op.list('pending');
      if (list.length === 0) {
        io.out('No accounts are awaiting approval.');
        return;
      }
      io.out(`${list.length} account${list.length === 1 ? '' : 's'} awaiting approval:`);
      const rows = [['EMAIL', 'COMPANY', 'CONTACT', 'PHONE', 'GSTIN', 'REGISTERED']];
      for (const c of list) {
        rows.push([c.email, c.company_name, c.primary_contact_name, c.phone, c.gstno, c.created_at.slice(0, 10)]);
      }
      for (const line of table(rows)) io.out(line);
      io.out('Approve with: npm run store -- approve <email>');
      return;
    }
    case 'approve':
    case 'reject': {
      const status = command === 'approve' ? 'approved' : 'rejected';
      const { customer, changed } = await op.setStatus(args[0], status);
      if (!changed) io.out(`${label(customer)} was already ${status}.`);
      else if (status === 'approved') io.out(`Approved ${label(customer)}: the account now sees prices and can order.`);
      else io.out(`Rejected ${label(customer)}: the account can no longer sign in and its sessions were ended.`);
      return;
    }
    case 'credit': {
      const { customer, previous } = await op.setCredit(args[0], args[1]);
      io.out(`Credit limit of ${label(customer)} set to ${inr.format(customer.credit_limit)} (was ${inr.format(previous)}).`);
      return;
    }
    case 'orders':
      return printOrders(await op.listOrders(ordersStatusArg(args)), io);
    case 'order':
      return printOrder(await op.order(args[0]), io);
    case 'order-status': {
      const change = await op.setOrderStatus(args[0], args[1]);
      io.out(change.message);
      if (change.changed && change.order_status === 'canceled') {
        io.out('Stock was returned; a cash-on-delivery amount was credited back, a card payment refunded; the customer was mailed.');
      }
      return;
    }
    case 'refunds':
      return runRefunds(args, op, io);
    case 'refund':
      return runRefund(args, op, io);
    case 'inquiries': {
      const list = await op.inquiries();
      if (list.length === 0) {
        io.out('No inquiries yet.');
        return;
      }
      io.out(`${list.length} ${list.length === 1 ? 'inquiry' : 'inquiries'}, newest first:`);
      for (const q of list) {
        io.out('');
        io.out(`${q.reference}  ${when(q.created_at)}  ${q.first_name} ${q.last_name} (${q.employee_designation}, ${q.company_name})`);
        io.out(`  ${q.email}  ${q.phone}`);
        for (const line of indented(q.description ?? '(no message)')) io.out(line);
      }
      return;
    }
    case 'item-requests': {
      const list = await op.itemRequests();
      if (list.length === 0) {
        io.out('No item requests yet.');
        return;
      }
      io.out(`${list.length} item ${list.length === 1 ? 'request' : 'requests'}, newest first:`);
      for (const r of list) {
        io.out('');
        io.out(`${r.reference}  ${when(r.created_at)}  ${r.name}  ${r.email}  ${r.phone}`);
        for (const p of r.products) io.out(`  ${String(p.quantity).padStart(6)} × ${p.product_name}`);
        if (r.other_details) for (const line of indented(`Other details: ${r.other_details}`)) io.out(line);
      }
      return;
    }
    case 'quotations': {
      const status = args[0] === '--status' ? args[1] : null;
      const list = await op.listQuotations(status);
      if (list.length === 0) {
        io.out(status ? `No ${status} quotations.` : 'No quotations yet.');
        return;
      }
      io.out(`${list.length} quotation${list.length === 1 ? '' : 's'}${status ? ` (${status})` : ''}:`);
      const rows = [['NUMBER', 'STATUS', 'CUSTOMER', 'COMPANY', 'LINES', 'PRICED', 'REQUESTED']];
      for (const q of list) {
        rows.push([q.quotation_number, q.status_title, q.customer_email, q.company_name, String(q.item_count), String(q.priced_count), q.created_at.slice(0, 10)]);
      }
      for (const line of table(rows)) io.out(line);
      io.out('Show one with: npm run store -- quotation <number>');
      return;
    }
    case 'quotation': {
      printQuotation(await op.quotation(args[0]), io);
      return;
    }
    case 'quote-price': {
      const prices: Record<string, string> = {};
      for (const pair of args.slice(1)) {
        const at = pair.indexOf('=');
        if (at <= 0) throw new CliError(`Not a <sku>=<unit price> pair: ${pair}`);
        prices[pair.slice(0, at)] = pair.slice(at + 1);
      }
      const { quotation, complete, mailed } = await op.priceQuotation(args[0], prices);
      printQuotation(quotation, io);
      if (complete) io.out(`Every line is priced: ${quotation.quotation_number} is now Quoted.${mailed ? ` The customer was mailed at ${quotation.contact_email ?? quotation.customer_email}.` : ''}`);
      else {
        const open = quotation.lines.filter((l) => l.quoted_price === null).map((l) => l.sku);
        io.out(`Still to price: ${open.join(', ')}. The quotation stays ${quotation.status_title} until every line has a price.`);
      }
      return;
    }
    case 'quote-status': {
      const { quotation, changed, mailed } = await op.setQuotationStatus(args[0], args[1]);
      if (!changed) io.out(`${quotation.quotation_number} was already ${quotation.status_title}.`);
      else io.out(`${quotation.quotation_number} is now ${quotation.status_title}.${mailed ? ' The customer was mailed.' : ''}`);
      return;
    }
    case 'quote-reply': {
      const { quotation, mailed } = await op.replyToQuotation(args[0], args.slice(1).join(' '));
      io.out(`Answer added to ${quotation.quotation_number}'s thread.${mailed ? ` The customer was mailed at ${quotation.contact_email ?? quotation.customer_email}.` : ''}`);
      return;
    }
  }
}

/** An ISO time as "2026-05-01 10:22 UTC". */
const when = (iso: string) => `${iso.slice(0, 10)} ${iso.slice(11, 16)} UTC`;
/** Visitor text, each line indented under its heading line. */
const indented = (text: string) => text.split(/\r?\n/).map((line) => `  ${line}`.trimEnd());

/** `orders`, `orders --status S` or `orders --status=S`. */
function ordersStatusArg(args: string[]): string | undefined {
  if (args.length === 0) return undefined;
  if (args.length === 1 && args[0].startsWith('--status=')) return args[0].slice('--status='.length);
  if (args.length === 2 && args[0] === '--status') return args[1];
  throw new CliError('Usage: npm run store -- orders [--status pending|approved|shipped|delivered|canceled]');
}

const method = (m: string) => (m === 'cash_on_delivery' ? 'COD' : 'card');

function printOrders(list: OperatorOrderListResponse, io: CliIo): void {
  if (list.orders.length === 0) {
    io.out('No orders.');
    return;
  }
  const shown = list.orders.length < list.total ? ` (the newest ${list.orders.length} shown)` : '';
  io.out(`${list.total} order${list.total === 1 ? '' : 's'}${shown}:`);
  const rows = [['NUMBER', 'DATE', 'CUSTOMER', 'TOTAL', 'PAYMENT', 'LINES', 'STATUS']];
  for (const o of list.orders) {
    rows.push([o.order_number, o.created_at.slice(0, 10), o.customer_email, inr.format(o.total_amount), method(o.payment_method), String(o.item_count), o.status]);
  }
  for (const line of table(rows)) io.out(line);
}

function printOrder({ order: o, free_product: free, card_payment: card }: OperatorOrderResponse, io: CliIo): void {
  const address = (parts: (string | null)[]) => parts.filter(Boolean).join(', ');
  io.out(`Order ${o.order_number}  (${o.status.status_title})  placed ${o.created_at.replace('T', ' ').slice(0, 16)} UTC`);
  io.out(`Customer: ${o.customer_name} <${o.customer_email}>, ${o.customer_phone}${o.customer.gst ? `, GSTIN ${o.customer.gst}` : ''}`);
  io.out(`Ship to:  ${address([o.s_address_line1, o.s_address_line2, o.s_city, o.s_state, o.s_pincode, o.s_country])}${o.s_contact ? ` (${o.s_contact})` : ''}`);
  io.out(`Bill to:  ${address([o.b_address_line1, o.b_address_line2, o.b_city, o.b_state, o.b_pincode, o.b_country])}`);
  if (o.invoice_number) io.out(`Tax invoice: ${o.invoice_number}`);
  if (o.purchase_order_number) io.out(`PO number: ${o.purchase_order_number}`);
  if (o.delivery_instructions) io.out(`Delivery instructions: ${o.delivery_instructions}`);
  const rows = [['ITEM', 'QTY', 'PRODUCT', 'UNIT', 'GST', 'AMOUNT']];
  for (const i of o.order_items) rows.push([String(i.id), String(i.product_qty), i.product.product_name, inr.format(i.unit_price), `${i.gst_rate}%`, inr.format(i.line_total)]);
  if (free) rows.push(['', '1', `FREE PRODUCT: ${free.product.product_name}`, inr.format(0), '', inr.format(0)]);
  for (const line of table(rows)) io.out(`  ${line}`);
  const taxes = o.igst > 0 ? `IGST ${inr.format(o.igst)}` : `CGST ${inr.format(o.cgst)} + SGST ${inr.format(o.sgst)}`;
  io.out(`Sub-total ${inr.format(o.sub_total)}; ${taxes}; grand total ${inr.format(o.total_amount)}`);
  for (const p of o.payments) io.out(`Payment: ${p.payment_method === 'cash_on_delivery' ? 'cash on delivery (credit)' : 'card'} ${inr.format(p.amount)}${p.txn_id ? ` (${p.txn_id})` : ''}`);
  if (card) io.out(`Card payment: ${card.provider} order ${card.provider_order_id}, ${card.status}${card.refund_id ? `, refund ${card.refund_id}` : ''}`);
  for (const r of o.refunds ?? []) io.out(`Refund ${r.id}: ${inr.format(r.amount)} ${r.state}, ${r.reason}${r.failure_reason ? ` (failed: ${r.failure_reason})` : ''}`);
  for (const n of o.credit_notes ?? []) io.out(`Credit note ${n.note_number}: ${inr.format(n.total)} against ${n.invoice_number}, ${n.reason}`);
}

function printQuotation(q: OperatorQuotationDetail, io: CliIo): void {
  io.out(`${q.quotation_number}  ${q.status_title}  requested ${q.created_at.slice(0, 10)}`);
  io.out(`Customer: ${q.company_name} <${q.customer_email}>, contact ${q.contact_name}${q.contact_phone ? `, ${q.contact_phone}` : ''}`);
  io.out(`Ships to: ${q.shipping_state ?? 'no default shipping address'}`);
  if (q.description) io.out(`Requirement: ${q.description}`);
  const rows = [['SKU', 'PRODUCT', 'QTY', 'LIST', 'RATE', 'QUOTED', 'GST%']];
  for (const l of q.lines) {
    rows.push([
      l.sku,
      l.product_name.length > 48 ? `${l.product_name.slice(0, 47)}…` : l.product_name,
      String(l.quantity),
      inr.format(l.list_price),
      l.custom_rate === null ? '-' : inr.format(l.custom_rate),
      l.quoted_price === null ? '-' : inr.format(l.quoted_price),
      String(l.gst_rate),
    ]);
  }
  for (const line of table(rows)) io.out(line);
  if (q.totals) io.out(`Quoted total: ${inr.format(q.totals.sub_total)} + GST = ${inr.format(q.totals.grand_total)}`);
  if (q.valid_until) io.out(`Valid until: ${when(q.valid_until)}`);
  if (q.order_number) io.out(`Ordered: order ${q.order_number}`);
  if (q.rejection_reason) io.out(`Rejected: ${q.rejection_reason}`);
  if (q.messages.length) {
    io.out('Messages:');
    for (const m of q.messages) {
      io.out(`  ${when(m.created_at)}  ${m.author === 'store' ? 'Store' : 'Buyer'}:`);
      for (const line of indented(m.body)) io.out(`  ${line}`);
    }
  }
}

const ARITY: Record<string, number | [min: number, max: number]> = {
  pending: 0,
  approve: 1,
  reject: 1,
  credit: 2,
  orders: [0, 2],
  order: 1,
  'order-status': 2,
  refunds: [0, 2],
  refund: [2, Number.POSITIVE_INFINITY],
  inquiries: 0,
  'item-requests': 0,
  quotations: [0, 2],
  quotation: 1,
  'quote-price': [2, Number.POSITIVE_INFINITY],
  'quote-status': 2,
  'quote-reply': [2, Number.POSITIVE_INFINITY],
  // Catalogue commands: their shapes are checked by CATALOG_COMMANDS.
  ...Object.fromEntries(Object.keys(CATALOG_COMMANDS).map((c) => [c, [0, Number.POSITIVE_INFINITY] as [number, number]])),
};

/** The quotation commands take a varying number of arguments. */
const QUOTE_USAGE: Record<string, { shape: string; ok: (args: string[]) => boolean }> = {
  quotations: { shape: 'quotations [--status <status>]', ok: (a) => a.length === 0 || (a.length === 2 && a[0] === '--status') },
  quotation: { shape: 'quotation <number>', ok: (a) => a.length === 1 },
  'quote-price': { shape: 'quote-price <number> <sku>=<unit price> ...', ok: (a) => a.length >= 2 },
  'quote-status': { shape: 'quote-status <number> <status>', ok: (a) => a.length === 2 },
  'quote-reply': { shape: 'quote-reply <number> <text>', ok: (a) => a.length >= 2 },
};

/** Runs one command; resolves to the process exit code (0 done, 1 failed, 2 bad usage). */
export async function main(
  argv: string[],
  env: NodeJS.ProcessEnv = process.env,
  io: CliIo = consoleIo,
  fetchImpl: typeof fetch = fetch,
): Promise<number> {
  const [command, ...args] = argv;
  if (command === 'help' || command === '--help' || command === '-h') {
    io.out(USAGE);
    return 0;
  }
  if (!command || !Object.hasOwn(ARITY, command)) {
    if (command) io.err(`Unknown command: ${command}\n`);
    io.err(USAGE);
    return 2;
  }
  const catalogUsage = CATALOG_COMMANDS[command];
  if (catalogUsage && !catalogUsage.ok(args)) {
    io.err(`Usage: npm run store -- ${catalogUsage.shape}`);
    return 2;
  }
  const quoteUsage = QUOTE_USAGE[command];
  if (quoteUsage && !quoteUsage.ok(args)) {
    io.err(`Usage: npm run store -- ${quoteUsage.shape}`);
    return 2;
  }
  const arity = ARITY[command];
  const [min, max] = typeof arity === 'number' ? [arity, arity] : arity;
  if (!quoteUsage && (args.length < min || args.length > max)) {
    const shape = {
      pending: 'pending',
      approve: 'approve <email>',
      reject: 'reject <email>',
      credit: 'credit <email> <amount>',
      orders: 'orders [--status S]',
      order: 'order <number>',
      'order-status': 'order-status <number> approved|shipped|delivered|canceled',
      inquiries: 'inquiries',
      'item-requests': 'item-requests',
    };
    io.err(`Usage: npm run store -- ${shape[command as keyof typeof shape]}`);
    return 2;
  }
  if (command === 'orders') {
    try {
      ordersStatusArg(args);
    } catch (err) {
      io.err((err as Error).message);
      return 2;
    }
  }

  let op: Operator | null = null;
  try {
    op = await connect(env, fetchImpl);
    await run(command, args, op, io);
    return 0;
  } catch (err) {
    if (!(err instanceof CliError) && !(err instanceof CatalogCliError)) throw err;
    io.err(`Error: ${err.message}`);
    for (const [field, messages] of Object.entries(err.errors ?? {})) io.err(`  ${field}: ${messages.join(', ')}`);
    return 1;
  } finally {
    await op?.close();
  }
}

if (require.main === module) {
  main(process.argv.slice(2)).then(
    (code) => {
      process.exitCode = code;
    },
    (err: unknown) => {
      console.error(err);
      process.exitCode = 1;
    },
  );
}
