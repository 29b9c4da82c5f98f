// A real invoice registration portal speaking NIC's e-invoice API v1.03 (the IRP's own API, used
// directly or through a GSP that passes it through), chosen with EINVOICE_PROVIDER=nic.
//
// The protocol as published: the sign-in sends the user name, the password and a fresh random
// 32-byte app key, the last two RSA-encrypted (PKCS#1 v1.5) with the portal's public key; the
// portal answers an auth token, its expiry (India time) and a session key (SEK) AES-256-ECB-
// encrypted with the app key. Every later request carries client_id, client_secret, Gstin,
// user_name and AuthToken headers and its payload as `Data`: the JSON in base64, AES-256-ECB-
// encrypted with the SEK; the answer's `Data` decrypts with the SEK. `Status` 1 is success; 0 comes
// with `ErrorDetails` (ErrorCode, ErrorMessage) and, for a duplicate IRN (2150), the registration
// is fetched by its document. The token is kept per process until shortly before its expiry; an
// "Invalid Token" (1005) answer signs in again once. Every call has a timeout.
import { constants, createCipheriv, createDecipheriv, publicEncrypt, randomBytes } from 'node:crypto';
import type { NicPortalConfig } from '../../../config';
import { EInvoiceRefused } from './document';
import { DUPLICATE_IRN, PortalRefused, PortalUnavailable, type EInvoicePortal, type Registration } from './types';

/** The API's paths under EINVOICE_API_URL. */
export const NIC_PATHS = {
  auth: '/eivital/v1.03/auth',
  invoice: '/eicore/v1.03/Invoice',
  cancel: '/eicore/v1.03/Invoice/Cancel',
  byDocument: '/eicore/v1.03/Invoice/irnbydocdetails',
} as const;

/** The portal's error code for an expired or unknown auth token. */
export const INVALID_TOKEN = '1005';
/** Sign in again this long before the portal's TokenExpiry, so no call leaves with a token about to lapse. */
export const TOKEN_MARGIN_MS = 5 * 60_000;
/** The portal's codes for its own trouble ("try after some time"): the same request may pass later. */
const TRY_LATER_CODES = new Set(['2141', '2146', '2147']);

type Json = Record<string, unknown>;

interface Session {
  token: string;
  sek: Buffer;
  /** When the portal stops honouring the token (ms since the epoch). */
  expiresAt: number;
}

export const gstinMismatch = (seller: unknown, configured: string) =>
  `The document's seller GSTIN (${String(seller)}) is not EINVOICE_GSTIN (${configured}), the GSTIN the e-invoice API user is registered for: correct the GSTIN in Settings or the server's EINVOICE_GSTIN, then retry.`;

export function aesEncrypt(key: Buffer, plain: Buffer): Buffer {
  const cipher = createCipheriv('aes-256-ecb', key, null);
  return Buffer.concat([cipher.update(plain), cipher.final()]);
}

export function aesDecrypt(key: Buffer, data: Buffer): Buffer {
  const decipher = createDecipheriv('aes-256-ecb', key, null);
  return Buffer.concat([decipher.update(data), decipher.final()]);
}

/** 'yyyy-MM-dd HH:mm:ss' in India time (TokenExpiry, AckDt, CancelDate) as an instant; null when it is not that. */
export function parsePortalDateTime(value: unknown): Date | null {
  if (typeof value !== 'string' || !/^\d{4}-\d{2}-\d{2} \d{2}:\d{2}:\d{2}$/.test(value.trim())) return null;
  const at = new Date(`${value.trim().replace(' ', 'T')}+05:30`);
  return Number.isNaN(at.getTime()) ? null : at;
}

// By shape, not instanceof: fetch rejects with a DOMException (and under a test runner's VM, errors of another realm).
const errorName = (err: unknown) => (typeof err === 'object' && err !== null && 'name' in err ? String(err.name) : '');
const describe = (err: unknown) => (typeof err === 'object' && err !== null && 'message' in err ? String(err.message) : String(err));
const isTimeout = (err: unknown) => errorName(err) === 'TimeoutError' || errorName(err) === 'AbortError';

/** The portal's ErrorDetails (a list, or the list as base64 JSON, as some versions send it). */
function errorDetails(value: unknown): { code: string; message: string }[] {
  let list = value;
  if (typeof list === 'string') {
    try {
      list = JSON.parse(Buffer.from(list, 'base64').toString('utf8'));
    } catch {
      return [{ code: 'unknown', message: list as string }];
    }
  }
  if (!Array.isArray(list)) return [];
  return list.map((e: { ErrorCode?: unknown; ErrorMessage?: unknown }) => ({ code: String(e?.ErrorCode ?? 'unknown'), message: String(e?.ErrorMessage ?? '') }));
}

export interface NicPortalOptions {
  /** The HTTP client (tests pass none: the global fetch reaches the mock portal). */
  fetch?: typeof fetch;
}

export function nicPortal(cfg: NicPortalConfig, opts: NicPortalOptions = {}): EInvoicePortal {
  const fetchImpl = opts.fetch ?? fetch;
  let session: Session | null = null;
  let signingIn: Promise<Session> | null = null;

  /** One HTTP exchange: the answer's Data when Status is 1; PortalRefused with its codes otherwise; PortalUnavailable when there is no proper answer. */
  async function exchange(method: 'GET' | 'POST', path: string, headers: Record<string, string>, body?: Json, query?: Record<string, string>): Promise<unknown> {
    const url = new URL(cfg.apiUrl + path);
    for (const [k, v] of Object.entries(query ?? {})) url.searchParams.set(k, v);
    let status: number;
    let answer: Json;
    try {
      const res = await fetchImpl(url, {
        method,
        headers: { accept: 'application/json', client_id: cfg.clientId, client_secret: cfg.clientSecret, Gstin: cfg.gstin, ...(body ? { 'content-type': 'application/json' } : {}), ...headers },
        body: body ? JSON.stringify(body) : undefined,
        signal: AbortSignal.timeout(cfg.timeoutMs),
      });
      status = res.status;
      const text = await res.text();
      try {
        answer = JSON.parse(text) as Json;
      } catch {
        throw new PortalUnavailable(`The portal answered HTTP ${status} without its JSON answer.`);
      }
    } catch (err) {
      if (err instanceof PortalUnavailable) throw err;
      const cause = (err as { cause?: unknown }).cause;
      throw new PortalUnavailable(`The portal could not be reached: ${isTimeout(err) ? `no answer within ${cfg.timeoutMs} ms` : `network error (${describe(cause ?? err)})`}.`);
    }
    if (String(answer.Status) === '1') return answer.Data;
    const errors = errorDetails(answer.ErrorDetails);
    if (errors.length === 0) {
      if (status === 401) throw new PortalRefused(INVALID_TOKEN, 'The portal answered 401 Unauthorized.');
      throw new PortalUnavailable(`The portal answered HTTP ${status} with neither success nor its error details.`);
    }
    const message = errors.map((e) => (errors.length > 1 ? `${e.code}: ${e.message}` : e.message)).join('; ');
    throw new PortalRefused(errors[0].code, message, undefined, errors.every((e) => TRY_LATER_CODES.has(e.code)));
  }

  const rsa = (data: Buffer) => publicEncrypt({ key: cfg.publicKeyPem, padding: constants.RSA_PKCS1_PADDING }, data).toString('base64');

  async function signIn(refresh: boolean): Promise<Session> {
    const appKey = randomBytes(32);
    const data = (await exchange('POST', NIC_PATHS.auth, {}, {
      data: { UserName: cfg.username, Password: rsa(Buffer.from(cfg.password, 'utf8')), AppKey: rsa(appKey), ForceRefreshAccessToken: refresh },
    })) as Json | null;
    const token = data?.AuthToken;
    const expiresAt = parsePortalDateTime(data?.TokenExpiry);
    if (typeof token !== 'string' || !token || typeof data?.Sek !== 'string' || !expiresAt) {
      throw new PortalUnavailable('The portal’s sign-in answer lacks AuthToken, Sek or TokenExpiry.');
    }
    let sek: Buffer;
    try {
      sek = aesDecrypt(appKey, Buffer.from(data.Sek, 'base64'));
    } catch {
      throw new PortalUnavailable('The portal’s session key (Sek) does not decrypt with the app key.');
    }
    if (sek.length !== 32) throw new PortalUnavailable('The portal’s session key (Sek) is not an AES-256 key.');
    return { token, sek, expiresAt: expiresAt.getTime() };
  }

  /** The session in use: the held one until shortly before its expiry, else one sign-in shared by every caller waiting. */
  function currentSession(): Promise<Session> {
    if (session && Date.now() < session.expiresAt - TOKEN_MARGIN_MS) return Promise.resolve(session);
    signingIn ??= signIn(session !== null)
      .then((s) => (session = s))
      .finally(() => {
        signingIn = null;
      });
    return signingIn;
  }

  /** A call with the session; a token the portal no longer honours is dropped and the call made once more with a fresh one. */
  async function withSession<T>(call: (s: Session) => Promise<T>): Promise<T> {
    const held = await currentSession();
    try {
      return await call(held);
    } catch (err) {
      if (!(err instanceof PortalRefused) || err.code !== INVALID_TOKEN) throw err;
      if (session === held) session = null;
      return call(await currentSession());
    }
  }

  const sessionHeaders = (s: Session) => ({ user_name: cfg.username, AuthToken: s.token });

  function encrypt(s: Session, payload: Json): string {
    return aesEncrypt(s.sek, Buffer.from(Buffer.from(JSON.stringify(payload), 'utf8').toString('base64'), 'utf8')).toString('base64');
  }

  /** The answer's Data decrypted with the SEK: JSON, or JSON in base64 (both are seen from the portal's versions). */
  function decrypt(s: Session, data: unknown): Json {
    if (typeof data !== 'string') throw new PortalUnavailable('The portal’s answer has no encrypted Data.');
    try {
      const plain = aesDecrypt(s.sek, Buffer.from(data, 'base64')).toString('utf8');
      const text = plain.trimStart().startsWith('{') ? plain : Buffer.from(plain, 'base64').toString('utf8');
      return JSON.parse(text) as Json;
    } catch {
      throw new PortalUnavailable('The portal’s answer does not decrypt with the session key.');
    }
  }

  const post = (path: string, payload: Json) =>
    withSession(async (s) => decrypt(s, await exchange('POST', path, sessionHeaders(s), { Data: encrypt(s, payload) })));
  const get = (path: string, query: Record<string, string>) =>
    withSession(async (s) => decrypt(s, await exchange('GET', path, sessionHeaders(s), undefined, query)));

  function registrationOf(data: Json): Registration {
    const ackDate = parsePortalDateTime(data.AckDt);
    const { Irn, AckNo, SignedInvoice, SignedQRCode } = data;
    if (typeof Irn !== 'string' || !/^[0-9a-f]{64}$/i.test(Irn) || (typeof AckNo !== 'number' && typeof AckNo !== 'string') || !ackDate || typeof SignedInvoice !== 'string' || typeof SignedQRCode !== 'string') {
      throw new PortalUnavailable('The portal’s answer lacks the IRN, acknowledgement, signed invoice or signed QR code.');
    }
    return { irn: Irn.toLowerCase(), ackNo: String(AckNo), ackDate, signedInvoice: SignedInvoice, signedQrCode: SignedQRCode };
  }

  return {
    name: 'nic',

    async registerInvoice(json) {
      const seller = (json.SellerDtls as { Gstin?: unknown } | undefined)?.Gstin;
      if (seller !== cfg.gstin) throw new EInvoiceRefused(gstinMismatch(seller, cfg.gstin));
      try {
        return registrationOf(await post(NIC_PATHS.invoice, json));
      } catch (err) {
        if (!(err instanceof PortalRefused) || err.code !== DUPLICATE_IRN) throw err;
        // Registered before (an answer lost on the way, or a racing process): the portal holds it; fetch it by its document.
        const doc = json.DocDtls as { Typ: string; No: string; Dt: string };
        let existing: Registration;
        try {
          existing = registrationOf(await get(NIC_PATHS.byDocument, { doctype: doc.Typ, docnum: doc.No, docdate: doc.Dt }));
        } catch (lookup) {
          throw new PortalRefused(DUPLICATE_IRN, `${err.message} (its registration could not be fetched: ${describe(lookup)})`, undefined, true);
        }
        throw new PortalRefused(DUPLICATE_IRN, `${err.message}: ${existing.irn} was issued with acknowledgement ${existing.ackNo}.`, existing);
      }
    },

    async cancel(irn, reason, now = new Date()) {
      const data = await post(NIC_PATHS.cancel, { Irn: irn, CnlRsn: reason.code, CnlRem: reason.remark });
      return { irn: typeof data.Irn === 'string' ? data.Irn : irn, cancelDate: parsePortalDateTime(data.CancelDate) ?? now };
    },

    async publicKeyPem() {
      return cfg.signingPublicKeyPem ?? null;
    },
  };
}
