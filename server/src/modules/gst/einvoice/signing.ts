// The e-invoice portal's cryptography, done as the government's portal (IRP) does it: the IRN is
// the SHA-256 (hex) of seller GSTIN + financial year + document type + document number, and the
// signed invoice and signed QR code are JWTs (RS256) whose `data` claim holds the JSON as text.
import { createHash, createSign, createVerify, type KeyObject } from 'node:crypto';

/** '26/11/2026' -> '2026-27', '31/03/2027' -> '2026-27', '01/04/2027' -> '2027-28' (Indian financial year, 1 April - 31 March). */
export function financialYearOf(portalDate: string): string {
  const [, month, year] = portalDate.split('/').map(Number);
  const start = month >= 4 ? year : year - 1;
  return `${start}-${String((start + 1) % 100).padStart(2, '0')}`;
}

/** The IRN as the portal computes it. */
export function computeIrn(sellerGstin: string, financialYear: string, docType: string, docNumber: string): string {
  return createHash('sha256').update(`${sellerGstin}${financialYear}${docType}${docNumber}`, 'utf8').digest('hex');
}

const b64url = (buf: Buffer | string) => Buffer.from(buf).toString('base64url');

/** A compact JWS (RS256) of `claims`, with the key's id in the header so a verifier picks the right key. */
export function signJwt(claims: Record<string, unknown>, privateKey: KeyObject | string, kid: string): string {
  const head = b64url(JSON.stringify({ alg: 'RS256', kid, typ: 'JWT' }));
  const body = b64url(JSON.stringify(claims));
  const signature = createSign('RSA-SHA256').update(`${head}.${body}`).sign(privateKey);
  return `${head}.${body}.${b64url(signature)}`;
}

/** The claims of a JWT signed with RS256 by the holder of `publicKey`; throws when the signature does not verify. */
export function verifyJwt(token: string, publicKey: KeyObject | string): Record<string, unknown> {
  const [head, body, signature] = token.split('.');
  if (!head || !body || !signature) throw new Error('Not a compact JWT.');
  const header = JSON.parse(Buffer.from(head, 'base64url').toString('utf8')) as { alg?: string };
  if (header.alg !== 'RS256') throw new Error(`Unexpected JWT algorithm ${String(header.alg)}.`);
  const ok = createVerify('RSA-SHA256').update(`${head}.${body}`).verify(publicKey, Buffer.from(signature, 'base64url'));
  if (!ok) throw new Error('The JWT signature does not verify with this public key.');
  return JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Record<string, unknown>;
}
