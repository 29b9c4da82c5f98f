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

interface Posting {
  docs: Int32Array;
  masks: Uint8Array;
}

/** Doc index to score. */
type Scores = Map<number, number>;

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
  private readonly postings = new Map<string, Posting>();
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

    const lists = new Map<string, { docs: number[]; masks: number[] }>();
    const add = (term: string, doc: number, field: number) => {
      let list = lists.get(term);
      if (!list) lists.set(term, (list = { docs: [], masks: [] }));
      const last = list.docs.length - 1;
      if (last >= 0 && list.docs[last] === doc) list.masks[last] |= field;
      else {
        list.docs.push(doc);
        list.masks.push(field);
      }
    };
    docs.forEach((d, i) => {
      for (const t of tokenize(d.name)) add(t.term, i, NAME);
      for (const t of tokenize(`${d.model} ${d.sku}`)) add(t.term, i, MODEL);
      for (const t of tokenize(d.brand)) add(t.term, i, BRAND);
      for (const t of tokenize(`${d.category} ${d.subCategory}`)) add(t.term, i, CATEGORY);
      for (const t of tokenize(d.description)) add(t.term, i, DESCRIPTION);
      for (const code of new Set([compactKey(d.sku), compactKey(d.model)])) {
        if (!code) continue;
        const list = this.codes.get(code);
        if (list) list.push(i);
        else this.codes.set(code, [i]);
      }
    });
    for (const [term, list] of lists) {
      this.postings.set(term, { docs: Int32Array.from(list.docs), masks: Uint8Array.from(list.masks) });
      if (!/\d/.test(term) && term.length >= 3) (this.wordsByLength[term.length] ??= []).push(term);
    }
    this.sortedTerms = [...lists.keys()].sort();

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
    return this.postings.has(term);
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

  /** Docs holding a word (or what it expands to), each with its best weighted score. */
  private wordScores(word: string, typing: boolean, matched: Set<string>): Scores {
    const scores: Scores = new Map();
    for (const [term, quality] of this.expand(word, typing)) {
      const posting = this.postings.get(term);
      if (!posting) continue;
      matched.add(term);
      for (let k = 0; k < posting.docs.length; k += 1) {
        const doc = posting.docs[k];
        const s = quality * fieldWeight(posting.masks[k]);
        if (s > (scores.get(doc) ?? 0)) scores.set(doc, s);
      }
    }
    return scores;
  }

  /** Docs holding every word of a phrase, scored by the sum over its words. */
  private phraseScores(words: string[], typingLast: boolean, matched: Set<string>, quality = 1): Scores {
    const perWord = words
      .map((w, i) => this.wordScores(w, typingLast && i === words.length - 1, matched))
      .sort((a, b) => a.size - b.size);
    const out: Scores = new Map();
    const [first, ...rest] = perWord;
    if (!first) return out;
    for (const [doc, s] of first) {
      let sum = s;
      let all = true;
      for (const other of rest) {
        const o = other.get(doc);
        if (o === undefined) {
          all = false;
          break;
        }
        sum += o;
      }
      // A phrase of several words counts as one query word.
      if (all) out.set(doc, (quality * sum) / words.length);
    }
    return out;
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
        const scores: Scores = new Map();
        for (const alt of c.alternatives) {
          for (const [doc, s] of this.phraseScores(alt.words, typing && c.last, matched, alt.quality)) {
            if (s > (scores.get(doc) ?? 0)) scores.set(doc, s);
          }
        }
        return scores;
      })
      .filter((s) => s.size > 0)
      .sort((a, b) => a.size - b.size);

    const total = new Map<number, number>();
    const [first, ...rest] = perClause;
    if (first) {
      for (const [doc, s] of first) {
        let sum = s;
        let all = true;
        for (const other of rest) {
          const o = other.get(doc);
          if (o === undefined) {
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
