// A local stand-in for NIC's invoice registration portal (e-invoice API v1.03), for the 'nic'
// provider's tests: an HTTP server on 127.0.0.1 with its own RSA key pairs that does the protocol's
// cryptography on its side (RSA-decrypts the password and app key, answers a session key encrypted
// with the app key, decrypts payloads and encrypts answers with it), checks the headers and the
// token, and answers as the IRP does: the IRN by its formula, signed JWTs, 2150 with the duplicate's
// details, get-by-document, cancel, Invalid Token (1005) and its own validation refusals. Written
// from the published protocol; it is not NIC's code and was never compared with NIC's sandbox.
import { constants, createCipheriv, createDecipheriv, createHash, createSign, generateKeyPairSync, privateDecrypt, randomBytes, type KeyObject } from 'node:crypto';
import http from 'node:http';
import type { AddressInfo } from 'node:net';

export interface MockCredentials {
  clientId: string;
  clientSecret: string;
  username: string;
  password: string;
  gstin: string;
}

interface Session {
  sek: Buffer;
  expiresAt: number;
}

interface Held {
  irn: string;
  ackNo: number;
  ackDt: string;
  docType: string;
  docNo: string;
  docDate: string;
  signedInvoice: string;
  signedQrCode: string;
  cancelled: boolean;
}

type Json = Record<string, unknown>;

/** HSN codes the mock's master knows (the real portal checks HSN codes against its master). */
export const MOCK_HSN_MASTER = new Set(['847130', '85444299', '731815']);
export const MOCK_INVALID_HSN = '2233';

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

/** 'yyyy-MM-dd HH:mm:ss' India time. */
function istText(at: Date): string {
  return new Date(at.getTime() + 330 * 60_000).toISOString().slice(0, 19).replace('T', ' ');
}

/**
 * RSA PKCS#1 v1.5 decryption done by hand over the raw RSA operation: Node 20 refuses
 * RSA_PKCS1_PADDING for private decryption (CVE-2023-46809), and the IRP's clients encrypt with it.
 */
function rsaPkcs1Decrypt(key: KeyObject, data: Buffer): Buffer {
  const block = privateDecrypt({ key, padding: constants.RSA_NO_PADDING }, data);
  if (block[0] !== 0 || block[1] !== 2) throw new Error('not PKCS#1 v1.5 type 2');
  const end = block.indexOf(0, 2);
  if (end < 10) throw new Error('bad PKCS#1 padding');
  return block.subarray(end + 1);
}

const aes = (mode: 'enc' | 'dec', key: Buffer, data: Buffer) => {
  const c = mode === 'enc' ? createCipheriv('aes-256-ecb', key, null) : createDecipheriv('aes-256-ecb', key, null);
  return Buffer.concat([c.update(data), c.final()]);
};

export interface MockPortal {
  url: string;
  /** PEM of the key the client encrypts its sign-in with (EINVOICE_PUBLIC_KEY). */
  encryptionPublicKey: string;
  /** PEM of the key the mock signs its JWTs with. */
  signingPublicKey: string;
  creds: MockCredentials;
  /** Requests seen, by path (without the query). */
  hits: Record<string, number>;
  /** Every decrypted document registered, in order. */
  registered: Json[];
  /** The decrypted cancel requests. */
  cancels: Json[];
  held: Map<string, Held>;
  /** The app keys sign-ins sent (decrypted), to check each is a fresh 32 bytes. */
  appKeys: Buffer[];
  /** Headers of the last authenticated request. */
  lastHeaders: http.IncomingHttpHeaders | null;
  /** How long the tokens it issues last (the real one: 360 minutes; its sandbox 60). */
  tokenLifetimeMs: number;
  /** Forgets every token, as when they expire on the portal's side. */
  expireTokens(): void;
  /** The next generate registers the document but never answers (an answer lost on the way). */
  loseNextAnswer: boolean;
  /** While set, every connection is cut before an answer (a network failure). */
  down: boolean;
  close(): Promise<void>;
}

export async function startMockPortal(creds: MockCredentials): Promise<MockPortal> {
  const enc = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const sign = generateKeyPairSync('rsa', { modulusLength: 2048 });
  const sessions = new Map<string, Session>();
  let nextAck = 132610000000001;

  function jwt(claims: Json): string {
    const head = b64url(JSON.stringify({ alg: 'RS256', kid: 'mock-irp', typ: 'JWT' }));
    const body = b64url(JSON.stringify(claims));
    return `${head}.${body}.${b64url(createSign('RSA-SHA256').update(`${head}.${body}`).sign(sign.privateKey))}`;
  }

  const fail = (code: string, message: string, info?: unknown) => ({ Status: 0, ErrorDetails: [{ ErrorCode: code, ErrorMessage: message }], InfoDtls: info ?? null, Data: null });
  const ok = (session: Session, data: Json) => ({
    Status: 1,
    // Answers are the JSON encrypted with the SEK (the client also takes base64-wrapped JSON).
    Data: aes('enc', session.sek, Buffer.from(JSON.stringify(data), 'utf8')).toString('base64'),
    ErrorDetails: null,
    InfoDtls: null,
  });
  const decryptRequest = (session: Session, data: unknown): Json => {
    const inner = aes('dec', session.sek, Buffer.from(String(data), 'base64')).toString('utf8');
    return JSON.parse(Buffer.from(inner, 'base64').toString('utf8')) as Json;
  };
  const details = (h: Held) => ({ AckNo: h.ackNo, AckDt: h.ackDt, Irn: h.irn, SignedInvoice: h.signedInvoice, SignedQRCode: h.signedQrCode, Status: h.cancelled ? 'CNL' : 'ACT' });

  const portal: MockPortal = {
    url: '',
    encryptionPublicKey: enc.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    signingPublicKey: sign.publicKey.export({ type: 'spki', format: 'pem' }).toString(),
    creds,
    hits: {},
    registered: [],
    cancels: [],
    held: new Map(),
    appKeys: [],
    lastHeaders: null,
    tokenLifetimeMs: 60 * 60_000,
    expireTokens: () => sessions.clear(),
    loseNextAnswer: false,
    down: false,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };

  function auth(headers: http.IncomingHttpHeaders, body: Json) {
    if (headers.client_id !== creds.clientId || headers.client_secret !== creds.clientSecret) return fail('1010', 'Invalid Client-ID/Client-Secret');
    const data = body.data as { UserName?: string; Password?: string; AppKey?: string } | undefined;
    if (!data?.UserName) return fail('1006', 'User Name is required');
    let password: string;
    let appKey: Buffer;
    try {
      password = rsaPkcs1Decrypt(enc.privateKey, Buffer.from(String(data.Password), 'base64')).toString('utf8');
    } catch {
      return fail('1013', 'Decryption of password failed');
    }
    try {
      appKey = rsaPkcs1Decrypt(enc.privateKey, Buffer.from(String(data.AppKey), 'base64'));
    } catch {
      return fail('1016', 'Decryption of App Key failed');
    }
    if (appKey.length !== 32) return fail('1016', 'Decryption of App Key failed');
    if (data.UserName !== creds.username || password !== creds.password) return fail('1008', 'Invalid login credentials');
    portal.appKeys.push(appKey);
    const token = randomBytes(18).toString('base64url');
    const sek = randomBytes(32);
    const expiresAt = Date.now() + portal.tokenLifetimeMs;
    sessions.set(token, { sek, expiresAt });
    return {
      Status: 1,
      Data: { ClientId: creds.clientId, UserName: creds.username, AuthToken: token, Sek: aes('enc', appKey, sek).toString('base64'), TokenExpiry: istText(new Date(expiresAt)) },
      ErrorDetails: null,
    };
  }

  function generate(session: Session, doc: Json): object | null {
    const d = doc.DocDtls as { Typ: string; No: string; Dt: string };
    const seller = doc.SellerDtls as { Gstin: string };
    const buyer = doc.BuyerDtls as { Gstin: string };
    const items = doc.ItemList as { HsnCd: string; AssAmt: number }[];
    if (seller?.Gstin !== creds.gstin) return fail('2163', 'The supplier GSTIN is not the GSTIN of the logged-in user');
    const unknown = items.filter((i) => !MOCK_HSN_MASTER.has(i.HsnCd)).map((i) => i.HsnCd);
    if (unknown.length > 0) return fail(MOCK_INVALID_HSN, `Invalid HSN code(s): ${unknown.join(', ')}`);
    const [, month, year] = d.Dt.split('/').map(Number);
    const fyStart = month >= 4 ? year : year - 1;
    const fy = `${fyStart}-${String((fyStart + 1) % 100).padStart(2, '0')}`;
    const irn = createHash('sha256').update(`${seller.Gstin}${fy}${d.Typ}${d.No}`).digest('hex');
    const before = portal.held.get(irn);
    if (before) return fail('2150', 'Duplicate IRN', [{ InfCd: 'DUPIRN', Desc: { AckNo: before.ackNo, AckDt: before.ackDt, Irn: before.irn } }]);
    const ackNo = nextAck++;
    const ackDt = istText(new Date());
    const main = items.reduce((best, i) => (i.AssAmt > best.AssAmt ? i : best), items[0]);
    const held: Held = {
      irn,
      ackNo,
      ackDt,
      docType: d.Typ,
      docNo: d.No,
      docDate: d.Dt,
      signedInvoice: jwt({ data: JSON.stringify({ ...doc, Irn: irn, AckNo: ackNo, AckDt: ackDt }), iss: 'NIC Mock' }),
      signedQrCode: jwt({
        data: JSON.stringify({ SellerGstin: seller.Gstin, BuyerGstin: buyer.Gstin, DocNo: d.No, DocTyp: d.Typ, DocDt: d.Dt, TotInvVal: (doc.ValDtls as { TotInvVal: number }).TotInvVal, ItemCnt: items.length, MainHsnCode: main.HsnCd, Irn: irn, IrnDt: ackDt }),
        iss: 'NIC Mock',
      }),
      cancelled: false,
    };
    portal.held.set(irn, held);
    portal.registered.push(doc);
    if (portal.loseNextAnswer) {
      portal.loseNextAnswer = false;
      return null;
    }
    return ok(session, { ...details(held), EwbNo: null, EwbDt: null, EwbValidTill: null, Remarks: null });
  }

  function route(req: http.IncomingMessage, url: URL, body: Json): object | null {
    if (req.method === 'POST' && url.pathname === '/eivital/v1.03/auth') return auth(req.headers, body);
    // Every other call: the client's headers, the GSTIN and a live token.
    const h = req.headers;
    portal.lastHeaders = h;
    if (h.client_id !== creds.clientId || h.client_secret !== creds.clientSecret) return fail('1010', 'Invalid Client-ID/Client-Secret');
    if (!h.gstin) return fail('1004', 'Header GSTIN is required');
    if (h.gstin !== creds.gstin) return fail('1015', 'Invalid GSTIN for this user');
    if (h.user_name !== creds.username) return fail('1017', 'Incorrect user id/User does not exists');
    const session = sessions.get(String(h.authtoken));
    if (!session || session.expiresAt <= Date.now()) return fail('1005', 'Invalid Token');

    if (req.method === 'POST' && url.pathname === '/eicore/v1.03/Invoice') return generate(session, decryptRequest(session, body.Data));
    if (req.method === 'GET' && url.pathname === '/eicore/v1.03/Invoice/irnbydocdetails') {
      const q = url.searchParams;
      const found = [...portal.held.values()].find((x) => x.docType === q.get('doctype') && x.docNo === q.get('docnum') && x.docDate === q.get('docdate'));
      return found ? ok(session, details(found)) : fail('2148', 'Requested IRN data is not available');
    }
    if (req.method === 'POST' && url.pathname === '/eicore/v1.03/Invoice/Cancel') {
      const c = decryptRequest(session, body.Data) as { Irn?: string; CnlRsn?: string; CnlRem?: string };
      portal.cancels.push(c);
      const found = c.Irn ? portal.held.get(c.Irn) : undefined;
      if (!found) return fail('2148', 'Requested IRN data is not available');
      if (found.cancelled) return fail('9999', 'Invoice is already cancelled');
      if (!['1', '2', '3', '4'].includes(String(c.CnlRsn)) || !c.CnlRem) return fail('2140', 'Error while validating invoice: CnlRsn and CnlRem are required');
      found.cancelled = true;
      return ok(session, { Irn: found.irn, CancelDate: istText(new Date()) });
    }
    return null;
  }

  const server = http.createServer((req, res) => {
    if (portal.down) {
      req.socket.destroy();
      return;
    }
    const chunks: Buffer[] = [];
    req.on('data', (c: Buffer) => chunks.push(c));
    req.on('end', () => {
      const url = new URL(req.url ?? '/', 'http://mock');
      portal.hits[url.pathname] = (portal.hits[url.pathname] ?? 0) + 1;
      let body: Json;
      try {
        body = chunks.length ? (JSON.parse(Buffer.concat(chunks).toString('utf8')) as Json) : {};
      } catch {
        res.writeHead(400, { 'content-type': 'application/json' }).end(JSON.stringify(fail('2142', 'Incomplete request parameters')));
        return;
      }
      const known = ['/eivital/v1.03/auth', '/eicore/v1.03/Invoice', '/eicore/v1.03/Invoice/irnbydocdetails', '/eicore/v1.03/Invoice/Cancel'].includes(url.pathname);
      if (!known) {
        res.writeHead(404).end();
        return;
      }
      const answer = route(req, url, body);
      if (answer === null) return; // the lost answer: the client's timeout ends the wait
      res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(answer));
    });
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  portal.url = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return portal;
}
