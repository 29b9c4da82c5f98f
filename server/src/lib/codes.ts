// Random codes people read out and type: references and numbers that do not count the store's rows.
import { randomInt } from 'node:crypto';

/** No 0/O or 1/I: codes are read out over the phone. */
const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

/** `length` random characters of the code alphabet (32 of them: 5 bits each). */
export function randomCode(length: number): string {
  let out = '';
  for (let i = 0; i < length; i += 1) out += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return out;
}
