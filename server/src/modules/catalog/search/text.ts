// How catalogue text and a buyer's query become comparable words: one tokenizer for both, so a
// product's `27"` and a query's `27 inch`, `Wi-Fi` and `wifi`, `Laptops` and `laptop` meet.

/** A word of a text with where it stands in the original string (for highlighting). */
export interface Token {
  /** The normalized (lower-cased, singular) form that is indexed and compared. */
  term: string;
  start: number;
  end: number;
}

/** Measures written after a number, with or without a space or hyphen ("64 GB", "8-Port", "27 inch"), as one word. */
const UNITS: Record<string, string> = {
  gb: 'gb', tb: 'tb', mb: 'mb', kb: 'kb', ghz: 'ghz', mhz: 'mhz', hz: 'hz', va: 'va', kva: 'kva', w: 'w', mah: 'mah',
  mp: 'mp', fps: 'fps', mm: 'mm', cm: 'cm', m: 'm', p: 'p', k: 'k', port: 'port', ports: 'port', in: 'in', inch: 'in',
  inches: 'in', x: 'x', nm: 'nm', rpm: 'rpm', mbps: 'mbps', gbps: 'gbps', u: 'u', year: 'year', years: 'year', user: 'user', users: 'user',
};
const NUMBER = /^\d+(?:\.\d+)?$/;
/** An inch mark right after a number: 27" and 27'' and 27”. */
const INCH_MARK = /^\s?(?:"|''|”|″)/;

/** Words that never decide what a buyer means. */
const STOP_WORDS = new Set(['a', 'an', 'and', 'the', 'for', 'of', 'with', 'to', 'on', 'or', 'by', 'from', 'buy', 'best', 'cheap', 'online', 'price', 'new']);

/** Singulars a suffix rule cannot find. */
const IRREGULAR: Record<string, string> = { mice: 'mouse', indices: 'index', licences: 'licence', licenses: 'license', accessories: 'accessory' };

/** Words ending in s that are not plurals (or whose singular nobody types). */
const NOT_PLURAL = new Set(['ups', 'nas', 'ios', 'windows', 'series', 'plus', 'sas', 'dus', 'bus', 'gps', 'dps', 'wireless', 'business', 'express', 'access', 'class', 'glass', 'pros', 'yes', 'os', 'ips', 'fps', 'mbps', 'gbps', 'ms', 'vs', 'bios', 'lens', 'news', 'canvas', 'atlas']);

/** The singular of an English plural, as far as a catalogue's words need (laptops, switches, batteries). */
export function singular(word: string): string {
  if (IRREGULAR[word]) return IRREGULAR[word];
  if (word.length <= 3 || /\d/.test(word) || NOT_PLURAL.has(word) || !word.endsWith('s')) return word;
  if (word.endsWith('ss') || word.endsWith('us') || word.endsWith('is')) return word;
  if (word.endsWith('ies') && word.length > 4) return `${word.slice(0, -3)}y`;
  if (/(ch|sh|x|z|sses)es$/.test(word)) return word.slice(0, -2);
  return word.slice(0, -1);
}

/** Lower-cased, accents off (what the index and the query compare). */
export function normalize(text: string): string {
  return text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '').toLowerCase();
}

const WORD = /[a-z0-9]+(?:\.[0-9]+)?[a-z0-9]*/g;
/** Runs of words joined by hyphens or slashes ("wi-fi", "tp-link", "usb-c", "cbs110-8t-d"). */
const COMPOUND = /[a-z0-9.]+(?:[-/][a-z0-9.]+)+/g;

/**
 * Words of a text with their offsets. The text is lower-cased in place when that keeps its
 * length (offsets then point into the original, for highlighting), else normalized.
 */
function rawWords(text: string): { lower: string; words: Token[] } {
  const lower0 = text.toLowerCase();
  const lower = lower0.length === text.length ? lower0 : normalize(text);
  return { lower, words: [...lower.matchAll(WORD)].map((m) => ({ term: m[0], start: m.index, end: m.index + m[0].length })) };
}

/**
 * Numbers with their unit as one word: `27"`, `27 inch`, `27-inch` all give 27in, `64 GB` 64gb,
 * `8-Port` 8port. Returns, for each word index that starts such a pair, the joined token and how
 * many words it takes.
 */
function unitJoins(lower: string, words: Token[]): Map<number, { token: Token; span: number }> {
  const joins = new Map<number, { token: Token; span: number }>();
  words.forEach((w, i) => {
    if (!NUMBER.test(w.term)) return;
    const after = lower.slice(w.end, w.end + 3);
    if (INCH_MARK.test(after)) {
      const markLen = after.match(INCH_MARK)![0].length;
      joins.set(i, { token: { term: `${w.term}in`, start: w.start, end: w.end + markLen }, span: 1 });
      return;
    }
    const next = words[i + 1];
    const unit = next && UNITS[next.term];
    if (unit && /^[\s-]?$/.test(lower.slice(w.end, next.start))) {
      joins.set(i, { token: { term: `${w.term}${unit}`, start: w.start, end: next.end }, span: 2 });
    }
  });
  return joins;
}

/**
 * Everything a catalogue text can be found by, with offsets: each word (singular), each number
 * with its unit joined, and each hyphenated or slashed compound joined ("wi-fi" also gives
 * wifi), so either spelling finds the other.
 */
export function tokenize(text: string): Token[] {
  const { lower, words } = rawWords(text);
  const out = words.map((w) => ({ ...w, term: singular(w.term) }));
  for (const { token } of unitJoins(lower, words).values()) out.push(token);
  for (const m of lower.matchAll(COMPOUND)) {
    const joined = m[0].replace(/[-/]/g, '');
    out.push({ term: singular(joined), start: m.index, end: m.index + m[0].length });
  }
  return out;
}

/** A query's words in the order typed: units joined to their numbers, singular, stop words out (unless nothing else is left). */
export function queryWords(query: string): string[] {
  const { lower, words } = rawWords(query);
  const joins = unitJoins(lower, words);
  const out: string[] = [];
  for (let i = 0; i < words.length; i += 1) {
    const join = joins.get(i);
    if (join) {
      out.push(join.token.term);
      i += join.span - 1;
    } else out.push(words[i].term);
  }
  const kept = out.filter((w) => !STOP_WORDS.has(w));
  return (kept.length ? kept : out).map(singular);
}

/** Letters and digits only: how SKUs and model numbers are compared ("CBS110-8T-D" = "cbs1108td"). */
export const compactKey = (text: string) => normalize(text).replace(/[^a-z0-9]/g, '');

/**
 * Levenshtein distance between a and b (a swap of neighbours counting one) if it is at most
 * max, else max + 1; stops early, since a vocabulary scan mostly meets words that are far off.
 */
export function boundedDistance(a: string, b: string, max: number): number {
  if (Math.abs(a.length - b.length) > max) return max + 1;
  if (a === b) return 0;
  const width = b.length + 1;
  // Three rows: the one before last is needed for a swap of neighbouring letters.
  let before = new Array<number>(width).fill(0);
  let prev = Array.from({ length: width }, (_, j) => j);
  let cur = new Array<number>(width).fill(0);
  for (let i = 1; i <= a.length; i += 1) {
    cur[0] = i;
    let rowMin = i;
    for (let j = 1; j <= b.length; j += 1) {
      const cost = a.charCodeAt(i - 1) === b.charCodeAt(j - 1) ? 0 : 1;
      let v = Math.min(prev[j] + 1, cur[j - 1] + 1, prev[j - 1] + cost);
      if (cost === 1 && i > 1 && j > 1 && a.charCodeAt(i - 1) === b.charCodeAt(j - 2) && a.charCodeAt(i - 2) === b.charCodeAt(j - 1)) {
        v = Math.min(v, before[j - 2] + 1);
      }
      cur[j] = v;
      if (v < rowMin) rowMin = v;
    }
    if (rowMin > max) return max + 1;
    [before, prev, cur] = [prev, cur, before];
  }
  return prev[b.length] <= max ? prev[b.length] : max + 1;
}

/** The edits a word may be off by and still be taken for a catalogue word: one from 5 letters, two from 9. */
export const typoBudget = (word: string) => (/\d/.test(word) ? 0 : word.length >= 9 ? 2 : word.length >= 5 ? 1 : 0);
