// The catalogue's in-process search index: an inverted index of every active product's words
// (name, brand, category, description, model and SKU), with plural, typo, prefix, compound and
// synonym expansion of the query against its vocabulary, and ranking by where the words matched.
// It is built from the database per catalogue shape version (see ./load.ts), so every server
// process answers from the same committed catalogue.
import { boundedDistance, compactKey, queryWords, tokenize, typoBudget } from './text';

/** One active product as the index reads it. */
export interface SearchDoc {
  id: number;
  name: string;
  sku: string;
  model: string;
  description: string;
  brand: string;
  category: string;
  subCategory: string;
  brandId: number;
  categoryId: number;
  subCategoryId: number | null;
  /** coalesce(discount_price, base_price) in paise. */
  pricePaise: number;
  rating: number;
  createdAt: number;
}

/** Where a word was found; a match in the name weighs most, in the description least. */
const NAME = 1;
const MODEL = 2;
const BRAND = 4;
const CATEGORY = 8;
const DESCRIPTION = 16;
const FIELD_WEIGHTS: [number, number][] = [
  [NAME, 3],
  [MODEL, 3],
  [BRAND, 2.5],
  [CATEGORY, 2],
  [DESCRIPTION, 1],
];
/** The best field a word was found in, plus a little for each other one (a "desktop" that is also in Desktops). */
const fieldWeight = (mask: number) => {
  let best = 0;
  let others = 0;
  for (const [bit, w] of FIELD_WEIGHTS) {
    if (!(mask & bit)) continue;
    if (best === 0) best = w;
    else others += 1;
  }
  return best + 0.3 * others;
};

/** How much a query word's expansion counts against the word itself. */
const EXACT = 1;
const PREFIX = 0.8;
const SPLIT = 0.9;
const TYPO = [1, 0.7, 0.55];
/** Completions of a prefix kept (shortest first): "s" alone would otherwise take the whole vocabulary. */
const MAX_PREFIX_TERMS = 60;
/** Score added to an exact SKU or model number match, so it comes first whatever else matches. */
const EXACT_CODE = 100;

/** Docs with a score each: a dense array over all docs and the list of docs set in it. */
interface Scores {
  score: Float32Array;
  docs: number[];
}

/** A growable Int32Array (the build appends millions of entries without a JS array per word). */
class IntList {
  data = new Int32Array(1 << 16);
  length = 0;
  push(v: number) {
    if (this.length === this.data.length) {
      const next = new Int32Array(this.data.length * 2);
      next.set(this.data);
      this.data = next;
    }
    this.data[this.length++] = v;
  }
}

export interface SearchFilters {
  categoryId: number | null;
  subCategoryId: number | null;
  /** Average rating at least this. */
  minRating: number | null;
}

export interface SearchResult {
  /** Matching doc indices (unordered) with their scores. */
  docs: number[];
  scores: Float64Array;
  /** The catalogue words the query matched (for highlighting). */
  matched: Set<string>;
}

export type SortOrder = 'relevance' | 'name' | 'name_desc' | 'price_asc' | 'price_desc' | 'newest' | 'rating';

export class SearchIndex {
  readonly size: number;
  readonly ids: Int32Array;
  readonly brandIds: Int32Array;
  readonly categoryIds: Int32Array;
  readonly subCategoryIds: Int32Array;
  readonly pricePaise: Float64Array;
  readonly ratings: Float64Array;
  /** Position of each doc in the listing's name order (lower-cased name, then id). */
  private readonly nameRank: Int32Array;
  private readonly createdRank: Int32Array;
  private readonly nameLength: Int32Array;
  /** Word to its number; a word's docs are docs[offsets[n]..offsets[n+1]) with the fields in masks. */
  private readonly termIds = new Map<string, number>();
  private readonly offsets: Int32Array;
  private readonly postingDocs: Int32Array;
  private readonly postingMasks: Uint8Array;
  /** Words without digits, by length: where typos are looked for. */
  private readonly wordsByLength: string[][] = [];
  /** Every indexed word, sorted: where prefixes are looked for. */
  private readonly sortedTerms: string[];
  /** Compact SKU and model number to doc indices. */
  private readonly codes = new Map<string, number[]>();
  /** Synonym phrases (as query words) by their first word, each with its group's other phrases. */
  private readonly synonyms = new Map<string, { phrase: string[]; group: string[][] }[]>();
  private readonly expansions = new Map<string, [string, number][]>();
  /** Product names kept for suggestions, by doc index. */
  readonly names: string[];

  constructor(docs: SearchDoc[], synonymGroups: string[][]) {
    const n = docs.length;
    this.size = n;
    this.ids = Int32Array.from(docs, (d) => d.id);
    this.brandIds = Int32Array.from(docs, (d) => d.brandId);
    this.categoryIds = Int32Array.from(docs, (d) => d.categoryId);
    this.subCategoryIds = Int32Array.from(docs, (d) => d.subCategoryId ?? -1);
    this.pricePaise = Float64Array.from(docs, (d) => d.pricePaise);
    this.ratings = Float64Array.from(docs, (d) => d.rating);
    this.names = docs.map((d) => d.name);
    this.nameLength = Int32Array.from(docs, (d) => d.name.length);

    const keys = docs.map((d) => d.name.toLowerCase());
    const byName = Array.from({ length: n }, (_, i) => i).sort((a, b) => (keys[a] < keys[b] ? -1 : keys[a] > keys[b] ? 1 : docs[a].id - docs[b].id));
    this.nameRank = new Int32Array(n);
    byName.forEach((doc, rank) => (this.nameRank[doc] = rank));
    const byCreated = Array.from({ length: n }, (_, i) => i).sort((a, b) => docs[a].createdAt - docs[b].createdAt || docs[a].id - docs[b].id);
    this.createdRank = new Int32Array(n);
    byCreated.forEach((doc, rank) => (this.createdRank[doc] = rank));

    // Pass 1: every (word, doc, field) as three parallel int lists; a doc's words come in doc
    // order, so each word's docs end up sorted by the counting sort of pass 2.
    const words = new IntList();
    const entryDocs = new IntList();
    const entryMasks = new IntList();
    const idOf = (term: string) => {
      let id = this.termIds.get(term);
      if (id === undefined) this.termIds.set(term, (id = this.termIds.size));
      return id;
    };
    // Names, descriptions, brands and categories repeat across a large catalogue (the same model
    // under many SKUs): each distinct text is tokenized once.
    const seen = new Map<string, number[]>();
    const idsOf = (text: string) => {
      let ids = seen.get(text);
      if (!ids) seen.set(text, (ids = [...new Set(tokenize(text).map((t) => idOf(t.term)))]));
      return ids;
    };
    /** Words found only in model numbers and SKUs: matched exactly or as typed, never as typos. */
    const codeOnly = new Set<number>();
    const wordy = new Set<number>();
    docs.forEach((d, i) => {
      const fields = new Map<number, number>();
      const add = (ids: number[], field: number) => {
        for (const id of ids) fields.set(id, (fields.get(id) ?? 0) | field);
      };
      add(idsOf(d.name), NAME);
      add(idsOf(d.brand), BRAND);
      add(idsOf(`${d.category} ${d.subCategory}`), CATEGORY);
      add(idsOf(d.description), DESCRIPTION);
      for (const id of fields.keys()) wordy.add(id);
      const codes = [...idsOf(d.model), ...tokenize(d.sku).map((t) => idOf(t.term))];
      for (const id of codes) if (!fields.has(id)) codeOnly.add(id);
      add(codes, MODEL);
      for (const [id, mask] of fields) {
        words.push(id);
        entryDocs.push(i);
        entryMasks.push(mask);
      }
      for (const code of new Set([compactKey(d.sku), compactKey(d.model)])) {
        if (!code) continue;
        const list = this.codes.get(code);
        if (list) list.push(i);
        else this.codes.set(code, [i]);
      }
    });
    // Pass 2: group the entries by word (counting sort) into one array per column.
    const terms = this.termIds.size;
    this.offsets = new Int32Array(terms + 1);
    for (let k = 0; k < words.length; k += 1) this.offsets[words.data[k] + 1] += 1;
    for (let w = 0; w < terms; w += 1) this.offsets[w + 1] += this.offsets[w];
    const fill = this.offsets.slice(0, terms);
    this.postingDocs = new Int32Array(words.length);
    this.postingMasks = new Uint8Array(words.length);
    for (let k = 0; k < words.length; k += 1) {
      const at = fill[words.data[k]]++;
      this.postingDocs[at] = entryDocs.data[k];
      this.postingMasks[at] = entryMasks.data[k];
    }
    for (const [term, id] of this.termIds) {
      if (codeOnly.has(id) && !wordy.has(id)) continue;
      if (!/\d/.test(term) && term.length >= 3) (this.wordsByLength[term.length] ??= []).push(term);
    }
    this.sortedTerms = [...this.termIds.keys()].sort();

    for (const group of synonymGroups) {
      const phrases = group.map(queryWords).filter((p) => p.length > 0);
      for (const phrase of phrases) {
        const entry = { phrase, group: phrases };
        const list = this.synonyms.get(phrase[0]);
        if (list) list.push(entry);
        else this.synonyms.set(phrase[0], [entry]);
      }
    }
  }

  /** Whether a word is in the catalogue as it stands. */
  private known(term: string): boolean {
    return this.termIds.has(term);
  }

  /**
   * The catalogue words a query word may stand for, with how much each counts: the word, its
   * completions when it is the word being typed, and words one or two slips away when it is not
   * a catalogue word itself.
   */
  expand(word: string, typing: boolean): [string, number][] {
    const key = `${typing ? '>' : '='}${word}`;
    const hit = this.expansions.get(key);
    if (hit) return hit;
    const out = new Map<string, number>();
    if (this.known(word)) out.set(word, EXACT);
    // Completions: of the word being typed, and of an unknown word of 4+ letters anywhere (a
    // cut-short word, or one whose plural was guessed wrong: "wireles" read as "wirele").
    if ((typing && word.length >= 2) || (!this.known(word) && word.length >= 4)) {
      const from = lowerBound(this.sortedTerms, word);
      const completions: string[] = [];
      for (let i = from; i < this.sortedTerms.length && this.sortedTerms[i].startsWith(word); i += 1) completions.push(this.sortedTerms[i]);
      completions.sort((a, b) => a.length - b.length);
      for (const t of completions.slice(0, MAX_PREFIX_TERMS)) if (!out.has(t)) out.set(t, PREFIX);
    }
    const budget = typoBudget(word);
    if (!this.known(word) && budget > 0) {
      for (let len = word.length - budget; len <= word.length + budget; len += 1) {
        for (const t of this.wordsByLength[len] ?? []) {
          const d = boundedDistance(word, t, budget);
          if (d <= budget && d > 0 && !out.has(t)) out.set(t, TYPO[d]);
        }
      }
    }
    const result = [...out];
    if (this.expansions.size > 20_000) this.expansions.clear();
    this.expansions.set(key, result);
    return result;
  }

  /** Two catalogue words a run-together query word is made of ("pendrive", "harddisk"), if any. */
  private split(word: string): string[] | null {
    if (word.length < 5 || this.known(word)) return null;
    for (let i = 2; i <= word.length - 2; i += 1) {
      const a = word.slice(0, i);
      const b = word.slice(i);
      if (this.known(a) && this.known(b)) return [a, b];
    }
    return null;
  }

  private emptyScores(): Scores {
    return { score: new Float32Array(this.size), docs: [] };
  }

  /** Docs holding a word (or what it expands to), each with its best weighted score. */
  private wordScores(word: string, typing: boolean, matched: Set<string>): Scores {
    const out = this.emptyScores();
    for (const [term, quality] of this.expand(word, typing)) {
      const id = this.termIds.get(term);
      if (id === undefined) continue;
      matched.add(term);
      for (let k = this.offsets[id]; k < this.offsets[id + 1]; k += 1) {
        const doc = this.postingDocs[k];
        const s = quality * fieldWeight(this.postingMasks[k]);
        const had = out.score[doc];
        if (had === 0) out.docs.push(doc);
        if (s > had) out.score[doc] = s;
      }
    }
    return out;
  }

  /** Docs holding every word of a phrase, scored by the mean over its words. */
  private phraseScores(words: string[], typingLast: boolean, matched: Set<string>, quality: number, into: Scores) {
    const perWord = words
      .map((w, i) => this.wordScores(w, typingLast && i === words.length - 1, matched))
      .sort((a, b) => a.docs.length - b.docs.length);
    const [first, ...rest] = perWord;
    if (!first) return;
    for (const doc of first.docs) {
      let sum = first.score[doc];
      let all = true;
      for (const other of rest) {
        const o = other.score[doc];
        if (o === 0) {
          all = false;
          break;
        }
        sum += o;
      }
      if (!all) continue;
      // A phrase of several words counts as one query word.
      const s = (quality * sum) / words.length;
      const had = into.score[doc];
      if (had === 0) into.docs.push(doc);
      if (s > had) into.score[doc] = s;
    }
  }

  /** The query as clauses, each a list of alternative phrases, every clause of which must match. */
  private clauses(words: string[]): { alternatives: { words: string[]; quality: number }[]; last: boolean }[] {
    const clauses: { alternatives: { words: string[]; quality: number }[]; last: boolean }[] = [];
    for (let i = 0; i < words.length; ) {
      let best: { phrase: string[]; group: string[][] } | null = null;
      for (const entry of this.synonyms.get(words[i]) ?? []) {
        const fits = entry.phrase.every((w, k) => words[i + k] === w);
        if (fits && (!best || entry.phrase.length > best.phrase.length)) best = entry;
      }
      if (best) {
        const span = best.phrase.length;
        clauses.push({ alternatives: best.group.map((p) => ({ words: p, quality: p === best.phrase ? 1 : 0.95 })), last: i + span === words.length });
        i += span;
        continue;
      }
      const alternatives = [{ words: [words[i]], quality: 1 }];
      const parts = this.split(words[i]);
      if (parts) alternatives.push({ words: parts, quality: SPLIT });
      // Two typed words that the catalogue writes as one ("wi fi", "tp link", "pen drive").
      const joined = words[i + 1] !== undefined ? words[i] + words[i + 1] : null;
      if (joined && this.known(joined)) {
        clauses.push({ alternatives: [{ words: [words[i], words[i + 1]], quality: 1 }, { words: [joined], quality: 1 }], last: i + 2 === words.length });
        i += 2;
        continue;
      }
      clauses.push({ alternatives, last: i + 1 === words.length });
      i += 1;
    }
    return clauses;
  }

  /**
   * The docs a query matches within the filters. Every clause must match, except that clauses
   * matching nothing in the whole catalogue are left out (a word the store never uses should
   * not empty the result) as long as one clause is left. An exact SKU or model number comes first.
   */
  search(query: string, filters: SearchFilters, typing = true): SearchResult {
    const words = queryWords(query);
    const matched = new Set<string>();
    const perClause = this.clauses(words)
      .map((c) => {
        const scores = this.emptyScores();
        for (const alt of c.alternatives) this.phraseScores(alt.words, typing && c.last, matched, alt.quality, scores);
        return scores;
      })
      .filter((s) => s.docs.length > 0)
      .sort((a, b) => a.docs.length - b.docs.length);

    const total = new Map<number, number>();
    const [first, ...rest] = perClause;
    if (first) {
      for (const doc of first.docs) {
        let sum = first.score[doc];
        let all = true;
        for (const other of rest) {
          const o = other.score[doc];
          if (o === 0) {
            all = false;
            break;
          }
          sum += o;
        }
        if (all) total.set(doc, sum);
      }
    }
    const code = compactKey(query);
    for (const doc of (code && this.codes.get(code)) || []) total.set(doc, (total.get(doc) ?? 0) + EXACT_CODE);

    const docs: number[] = [];
    const scores = new Float64Array(this.size);
    for (const [doc, s] of total) {
      if (filters.categoryId !== null && this.categoryIds[doc] !== filters.categoryId) continue;
      if (filters.subCategoryId !== null && this.subCategoryIds[doc] !== filters.subCategoryId) continue;
      if (filters.minRating !== null && this.ratings[doc] < filters.minRating) continue;
      docs.push(doc);
      scores[doc] = s;
    }
    return { docs, scores, matched };
  }

  /** Sorts docs in place in a listing order (relevance: score, then shorter name, then name). */
  sort(docs: number[], order: SortOrder, scores: Float64Array): number[] {
    const name = this.nameRank;
    const price = this.pricePaise;
    switch (order) {
      case 'relevance':
        return docs.sort((a, b) => scores[b] - scores[a] || this.nameLength[a] - this.nameLength[b] || name[a] - name[b]);
      case 'name_desc':
        return docs.sort((a, b) => name[b] - name[a]);
      case 'price_asc':
        return docs.sort((a, b) => price[a] - price[b] || name[a] - name[b]);
      case 'price_desc':
        return docs.sort((a, b) => price[b] - price[a] || name[b] - name[a]);
      case 'newest':
        return docs.sort((a, b) => this.createdRank[b] - this.createdRank[a]);
      case 'rating':
        return docs.sort((a, b) => this.ratings[b] - this.ratings[a] || name[a] - name[b]);
      case 'name':
      default:
        return docs.sort((a, b) => name[a] - name[b]);
    }
  }
}

function lowerBound(sorted: string[], key: string): number {
  let lo = 0;
  let hi = sorted.length;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < key) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** The [start, end) ranges of a text that hold a matched word, merged and in order. */
export function highlightRanges(text: string, matched: Set<string>): [number, number][] {
  const hits = tokenize(text)
    .filter((t) => matched.has(t.term))
    .map((t): [number, number] => [t.start, Math.min(t.end, text.length)])
    .sort((a, b) => a[0] - b[0] || b[1] - a[1]);
  const out: [number, number][] = [];
  for (const [s, e] of hits) {
    const last = out[out.length - 1];
    if (last && s <= last[1]) last[1] = Math.max(last[1], e);
    else out.push([s, e]);
  }
  return out;
}
