// Server configuration, read once from environment variables (documented in docs/running.md).
import { createPublicKey } from 'node:crypto';
import fs from 'node:fs';
import path from 'node:path';
import { PATTERNS } from '@contracts/fields';
import type { CostKind, CostPolicy } from './lib/costLimit';
import { FILE_STORAGE_KINDS, type FileStorageKind } from './lib/fileStore';

export interface AppConfig {
  port: number;
  host: string;
  dataDir: string;
  /** Unset: embedded PGlite under dataDir/db. Set: a PostgreSQL server through `pg`. */
  databaseUrl?: string;
  /**
   * Where stored files (profile pictures, quotation PDFs) live (FILE_STORAGE): 'database' in the
   * stored_files table, so every server process serves every file (the default with DATABASE_URL),
   * or 'folder' under dataDir (the default with the embedded database).
   */
  fileStorage: FileStorageKind;
  /**
   * The seller's state: a shipping address in this state pays CGST + SGST, others IGST. From
   * STORE_STATE at the first start only; then the store_settings row's (plugins/storeSettings.ts).
   */
  storeState: string;
  sessionTimeoutSeconds: number;
  /** Public address of the storefront, used in mails. */
  publicUrl: string;
  smtpUrl?: string;
  mailFrom: string;
  /** The store's sales address: contact inquiries and item requests are mailed here. */
  salesEmail: string;
  razorpayKeyId?: string;
  razorpayKeySecret?: string;
  /** Secret of the offline sandbox payment provider (HMAC key). */
  sandboxPaymentSecret: string;
  /**
   * Key of the payment webhook's signature (X-Razorpay-Signature). Defaults to the sandbox secret
   * when the sandbox provider is in use; with Razorpay and no secret the webhook is switched off.
   */
  razorpayWebhookSecret?: string;
  /**
   * The sandbox provider sends its payment.captured webhook this long after a payment (as
   * Razorpay does), completing the order of a customer whose browser closed after paying. 0: never.
   */
  sandboxWebhookDelayMs: number;
  /**
   * How the sandbox provider answers refunds (SANDBOX_REFUNDS): 'processed' (default: at once),
   * 'pending' (refund.processed webhook after SANDBOX_WEBHOOK_DELAY_MS), 'fail' (declined at
   * once), 'fail-later' (refund.failed webhook later). Read at each refund, so a test may switch it.
   */
  sandboxRefunds: SandboxRefundMode;
  /**
   * The sandbox provider makes each refund but loses its answer this many times per idempotency
   * key (SANDBOX_REFUND_LOST_ANSWERS, default 0), as a timeout would: the refund job asks again
   * with the same key and gets the refund already made. Read at each refund, so a test may set it.
   */
  sandboxRefundLostAnswers: number;
  /**
   * The sandbox invoice registration portal answers "try again later" to the first this many
   * registrations of each document (SANDBOX_EINVOICE_TRY_LATER, default 0), as the real portal
   * does when it is busy: the registration job retries by itself. Read at each call.
   */
  sandboxEInvoiceTryLater: number;
  /** Directory of the built storefront; served with a history fallback when it exists. */
  staticDir?: string;
  logLevel: string;
  /** Trust X-Forwarded-For (only behind a reverse proxy; otherwise clients could spoof their IP). */
  trustProxy: boolean;
  passwordResetMinutes: number;
  /** Posts per minute one client address may make to each public form (registration, contact, ...). */
  formRateLimit: number;
  quotationFileMinutes: number;
  /**
   * The seller on the documents: letterhead name, GSTIN and postal address. From STORE_NAME,
   * STORE_GSTIN, STORE_ADDRESS at the first start only; then the store_settings row's.
   */
  storeName: string;
  storeGstin: string;
  storeAddress: string;
  /** How long a quotation's prices hold, printed on its PDF. */
  quotationValidityDays: number;
  /** Megabytes of product JSON a server process keeps in memory for listings (catalog/productStore.ts). */
  productStoreMb: number;
  /** Opens the operator API (`npm run store`); main.ts makes a random one per start. Unset: no operator API. */
  operatorSecret?: string;
  /** URLs per sitemap file before /sitemap.xml becomes an index (the protocol's 50,000; tests lower it). */
  sitemapUrlsPerFile?: number;
  /**
   * Whether issued tax invoices and credit notes are registered as e-invoices (EINVOICE_ENABLED,
   * default on: the sandbox portal needs nothing outside this server).
   */
  einvoiceEnabled: boolean;
  /**
   * The invoice registration portal (EINVOICE_PROVIDER): 'sandbox', the offline one (default), or
   * 'nic', a portal speaking NIC's e-invoice API v1.03 (directly or through a GSP), set up by einvoiceNic.
   */
  einvoiceProvider: EInvoiceProvider;
  /** The 'nic' portal's address and credentials (EINVOICE_* variables); set exactly when the provider is 'nic'. */
  einvoiceNic?: NicPortalConfig;
  /**
   * How often this process looks for jobs to run (JOB_POLL_MS, default 1000). 0: this process runs
   * none (a web-only process beside job workers; the API tests drain the queue themselves).
   */
  jobPollMs: number;
  /** Lower limits on costly calls (lib/costLimit.ts) than COST_LIMITS: tests only. */
  costLimits?: Partial<Record<CostKind, Partial<CostPolicy>>>;
}

export const EINVOICE_PROVIDERS = ['sandbox', 'nic'] as const;
export type EInvoiceProvider = (typeof EINVOICE_PROVIDERS)[number];

/** How the store reaches a NIC-protocol invoice registration portal (modules/gst/einvoice/nic.ts). Secrets: never log this object. */
export interface NicPortalConfig {
  /** Base URL the API paths (/eivital/v1.03/auth, /eicore/v1.03/Invoice, ...) are appended to. */
  apiUrl: string;
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  /** The GSTIN the API user belongs to: the seller GSTIN of every document registered. */
  gstin: string;
  /** The portal's RSA public key (PEM) the password and app key are encrypted with. */
  publicKeyPem: string;
  /** The portal's signing public key (PEM), served at /api/einvoice/public-key.pem when given. */
  signingPublicKeyPem?: string;
  /** Milliseconds every call to the portal may take before it is abandoned. */
  timeoutMs: number;
}

export const SANDBOX_REFUND_MODES = ['processed', 'pending', 'fail', 'fail-later'] as const;
export type SandboxRefundMode = (typeof SANDBOX_REFUND_MODES)[number];

function sandboxRefundMode(value: string | undefined): SandboxRefundMode {
  if (!value) return 'processed';
  if ((SANDBOX_REFUND_MODES as readonly string[]).includes(value)) return value as SandboxRefundMode;
  throw new Error(`SANDBOX_REFUNDS must be one of ${SANDBOX_REFUND_MODES.join(', ')} (got ${value}).`);
}

function fileStorage(value: string | undefined, databaseUrl: string | undefined): FileStorageKind {
  if (!value) return databaseUrl ? 'database' : 'folder';
  if ((FILE_STORAGE_KINDS as readonly string[]).includes(value)) return value as FileStorageKind;
  throw new Error(`FILE_STORAGE must be one of ${FILE_STORAGE_KINDS.join(', ')} (got ${value}).`);
}

function einvoiceProvider(value: string | undefined): EInvoiceProvider {
  if (!value) return 'sandbox';
  if ((EINVOICE_PROVIDERS as readonly string[]).includes(value)) return value as EInvoiceProvider;
  throw new Error(`EINVOICE_PROVIDER must be one of ${EINVOICE_PROVIDERS.join(', ')} (got ${value}).`);
}

/** A PEM public key given inline or as a file path; `name` is the variable, for the error. */
function publicKeyFrom(name: string, value: string): string {
  const pem = value.includes('-----BEGIN') ? value.replace(/\\n/g, '\n') : readKeyFile(name, value);
  try {
    createPublicKey(pem);
  } catch {
    throw new Error(`${name} is not a PEM public key (give the key's PEM text or the path of a .pem file).`);
  }
  return pem;
}

function readKeyFile(name: string, file: string): string {
  try {
    return fs.readFileSync(path.resolve(file), 'utf8');
  } catch {
    throw new Error(`${name} is neither PEM text nor a readable file (${file}).`);
  }
}

/**
 * The 'nic' portal's settings, each variable required and checked here, so a wrong setup stops the
 * server at start with the variable's name instead of failing each registration later. The error
 * names the variable, never its value (they are secrets).
 */
function nicPortalConfig(env: NodeJS.ProcessEnv): NicPortalConfig {
  const required = (name: string, what: string): string => {
    const value = env[name]?.trim();
    if (!value) throw new Error(`${name} is required with EINVOICE_PROVIDER=nic: ${what}.`);
    return value;
  };
  const apiUrl = required('EINVOICE_API_URL', "the portal's (or your GSP's) base URL");
  let url: URL;
  try {
    url = new URL(apiUrl);
  } catch {
    throw new Error('EINVOICE_API_URL must be an http(s) URL.');
  }
  if (url.protocol !== 'https:' && url.protocol !== 'http:') throw new Error('EINVOICE_API_URL must be an http(s) URL.');
  const gstin = required('EINVOICE_GSTIN', 'the GSTIN the API user is registered for').toUpperCase();
  if (!PATTERNS.gstin.test(gstin)) throw new Error('EINVOICE_GSTIN must be a 15-character GSTIN.');
  const timeout = env.EINVOICE_TIMEOUT_MS?.trim();
  if (timeout && !/^[1-9][0-9]*$/.test(timeout)) throw new Error('EINVOICE_TIMEOUT_MS must be a whole number of milliseconds.');
  const signing = env.EINVOICE_SIGNING_PUBLIC_KEY?.trim();
  return withSecretsHidden({
    apiUrl: apiUrl.replace(/\/+$/, ''),
    clientId: required('EINVOICE_CLIENT_ID', 'the client id the portal or GSP issued'),
    clientSecret: required('EINVOICE_CLIENT_SECRET', 'the client secret the portal or GSP issued'),
    username: required('EINVOICE_USERNAME', "the API user's name on the e-invoice portal"),
    password: required('EINVOICE_PASSWORD', "the API user's password"),
    gstin,
    publicKeyPem: publicKeyFrom('EINVOICE_PUBLIC_KEY', required('EINVOICE_PUBLIC_KEY', "the portal's public key for encrypting the sign-in, as PEM text or a file path")),
    signingPublicKeyPem: signing ? publicKeyFrom('EINVOICE_SIGNING_PUBLIC_KEY', signing) : undefined,
    timeoutMs: timeout ? Number(timeout) : 15_000,
  });
}

/** The settings as JSON (a logged config, an error's details) carry no client secret or password. */
function withSecretsHidden(nic: NicPortalConfig): NicPortalConfig {
  Object.defineProperty(nic, 'toJSON', {
    enumerable: false,
    value: () => ({ ...nic, clientSecret: '[hidden]', password: '[hidden]' }),
  });
  return nic;
}

function int(value: string | undefined, fallback: number): number {
  const n = Number.parseInt(value ?? '', 10);
  return Number.isFinite(n) && n > 0 ? n : fallback;
}

function einvoicePortalConfig(env: NodeJS.ProcessEnv): Pick<AppConfig, 'einvoiceProvider' | 'einvoiceNic'> {
  const provider = einvoiceProvider(env.EINVOICE_PROVIDER?.trim());
  return provider === 'nic' ? { einvoiceProvider: provider, einvoiceNic: nicPortalConfig(env) } : { einvoiceProvider: provider };
}

export function loadConfig(env: NodeJS.ProcessEnv = process.env): AppConfig {
  const port = int(env.PORT, 3000);
  const dataDir = path.resolve(env.DATA_DIR ?? './var');
  return {
    port,
    host: env.HOST ?? '0.0.0.0',
    dataDir,
    databaseUrl: env.DATABASE_URL || undefined,
    fileStorage: fileStorage(env.FILE_STORAGE, env.DATABASE_URL || undefined),
    storeState: env.STORE_STATE ?? 'Maharashtra',
    sessionTimeoutSeconds: int(env.SESSION_TIMEOUT_SECONDS, 1800),
    publicUrl: (env.PUBLIC_URL ?? `http://localhost:${port}`).replace(/\/+$/, ''),
    smtpUrl: env.SMTP_URL || undefined,
    mailFrom: env.MAIL_FROM ?? 'IT Wholesale <no-reply@itwholesale.example>',
    salesEmail: env.SALES_EMAIL || 'sales@itwholesale.example',
    razorpayKeyId: env.RAZORPAY_KEY_ID || undefined,
    razorpayKeySecret: env.RAZORPAY_KEY_SECRET || undefined,
    sandboxPaymentSecret: env.SANDBOX_PAYMENT_SECRET ?? 'sandbox-secret',
    razorpayWebhookSecret: env.RAZORPAY_WEBHOOK_SECRET || undefined,
    sandboxWebhookDelayMs: env.SANDBOX_WEBHOOK_DELAY_MS === '0' ? 0 : int(env.SANDBOX_WEBHOOK_DELAY_MS, 10_000),
    sandboxRefunds: sandboxRefundMode(env.SANDBOX_REFUNDS),
    sandboxRefundLostAnswers: int(env.SANDBOX_REFUND_LOST_ANSWERS, 0),
    sandboxEInvoiceTryLater: int(env.SANDBOX_EINVOICE_TRY_LATER, 0),
    staticDir: env.STATIC_DIR ? path.resolve(env.STATIC_DIR) : path.resolve('dist'),
    logLevel: env.LOG_LEVEL ?? 'info',
    trustProxy: env.TRUST_PROXY === 'true' || env.TRUST_PROXY === '1',
    passwordResetMinutes: int(env.PASSWORD_RESET_MINUTES, 60),
    formRateLimit: int(env.FORM_RATE_LIMIT, 10),
    quotationFileMinutes: int(env.QUOTATION_FILE_MINUTES, 60),
    storeName: env.STORE_NAME || 'IT Wholesale Pvt Ltd',
    storeGstin: env.STORE_GSTIN || '27AABCI4567K1Z8',
    storeAddress: env.STORE_ADDRESS || '14, Lamington Road, Grant Road East, Mumbai, Maharashtra 400007, India',
    quotationValidityDays: int(env.QUOTATION_VALIDITY_DAYS, 15),
    productStoreMb: int(env.PRODUCT_STORE_MB, 320),
    jobPollMs: env.JOB_POLL_MS === '0' ? 0 : int(env.JOB_POLL_MS, 1000),
    einvoiceEnabled: !['false', '0', 'no', 'off'].includes((env.EINVOICE_ENABLED ?? '').trim().toLowerCase()),
    ...einvoicePortalConfig(env),
  };
}
