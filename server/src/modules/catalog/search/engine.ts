// The catalogue's in-process search index: an inverted index of every active product's words
// (name, brand, category, description, model and SKU), with plural, typo, prefix, compound and
// synonym expansion of the query against its vocabulary, and ranking by where the words matched.
// It is built once from the database and then updated with the products that changed (see
// ./load.ts), so every server process answers from the same committed catalogue.
// One file on purpose (~840 lines): the index's postings and vocabulary are private state that
// building, updating, expanding a query and ranking all share; the pure text helpers are ./text.ts.
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
  /** When it was added, in any unit finer than the catalogue's timestamps tell apart (load.ts: microseconds). */
  createdAt: number;
  /** The key of the name order: the database's lower(product_name) (load.ts); the name lower-cased when not given. */
  nameKey?: string;
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
/** fieldWeight of every field mask, looked up per posting instead of computed. */
const FIELD_SCORE = Float64Array.from({ length: 32 }, (_, mask) => fieldWeight(mask));

/** How much a query word's expansion counts against the word itself. */
const EXACT = 1;
const PREFIX = 0.8;
const SPLIT = 0.9;
const TYPO = [1, 0.7, 0.55];
/** Completions of a prefix kept (shortest first): "s" alone would otherwise take the whole vocabulary. */
const MAX_PREFIX_TERMS = 60;
/** Score added to an exact SKU or model number match, so it comes first whatever else matches. */
const EXACT_CODE = 100;

/**
 * Docs with a score each: a dense array over all docs and the list of docs set in it. Taken from
 * and given back to the index's pool (a search needs several, each as long as the catalogue:
 * allocating them per query cost more in garbage collection than the search itself).
 */
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
  /** Scores by doc index, set for `docs` only: the index's own array, valid until its next search. */
  scores: Float64Array;
  /** The catalogue words the query matched (for highlighting). */
  matched: Set<string>;
}

export type SortOrder = 'relevance' | 'name' | 'name_desc' | 'price_asc' | 'price_desc' | 'newest' | 'rating';

/**
 * One buyer's own prices (price-list rates, in paise) by live doc: they replace the list price
 * wherever a listing sorts, filters or bounds by price. A buyer has few rates, so this stays a
 * small map beside the index instead of a copy of its price array.
 */
export type PriceOverlay = Map<number, number>;

/** Doc slots added at a time when an update outgrows the arrays. */
const GROW = 1024;
/** A full build gives the event loop a turn after this many milliseconds of work. */
const SLICE_MS = 8;
const yieldTurn = () => new Promise<void>((resolve) => setImmediate(resolve));

/** A typed array of the same kind, `length` long, holding `from`'s values at the start. */
function grown<T extends Int32Array | Float64Array | Uint8Array>(from: T, length: number): T {
  const next = new (from.constructor as new (n: number) => T)(length);
  next.set(from.subarray(0, Math.min(from.length, length)));
  return next;
}

/**
 * The index: built whole once (a sliced build, so the event loop keeps turning), then kept
 * current by `apply`, which adds the changed products as new docs and retires the docs they
 * replace, without touching the rest. Doc indices are slots; a retired slot stays (dead) until the
 * next full build.
 */
export class SearchIndex {
  /** Doc slots in use, live and retired. */
  size = 0;
  ids = new Int32Array(0);
  brandIds = new Int32Array(0);
  categoryIds = new Int32Array(0);
  subCategoryIds = new Int32Array(0);
  pricePaise = new Float64Array(0);
  ratings = new Float64Array(0);
  /** 1 for a live doc, 0 for one a later update replaced or removed. */
  private alive = new Uint8Array(0);
  private createdAt = new Float64Array(0);
  private nameLength = new Int32Array(0);
  /** Position of each doc in the listing's name order (lower-cased name, then id). */
  private nameRank = new Int32Array(0);
  /** Doc slots in name order (retired ones included: they are skipped by `alive`). */
  private byName: number[] = [];
  private nameKeys: string[] = [];
  /** Product names kept for suggestions, by doc index. */
  names: string[] = [];
  /** The product each live doc holds, as read (an update compares against it). */
  private held: SearchDoc[] = [];
  /** Product id to its live doc. */
  private docOf = new Map<number, number>();
  private live = 0;
  /** Word to its number; a word's docs are docs[offsets[n]..offsets[n+1]) with the fields in masks, plus `extra`. */
  private readonly termIds = new Map<string, number>();
  private readonly termList: string[] = [];
  private offsets = new Int32Array(1);
  private postingDocs = new Int32Array(0);
  private postingMasks = new Uint8Array(0);
  /** Postings of docs added by updates, per word: doc, mask, doc, mask, ... */
  private readonly extra = new Map<number, number[]>();
  private extraDocs = 0;
  /** Words without digits, by length: where typos are looked for. */
  private readonly wordsByLength: string[][] = [];
  private readonly typoTerms = new Set<number>();
  /** Every indexed word, sorted: where prefixes are looked for. */
  private sortedTerms: string[] = [];
  /** Compact SKU and model number to doc indices. */
  private readonly codes = new Map<string, number[]>();
  /** Synonym phrases (as query words) by their first word, each with its group's other phrases. */
  private readonly synonyms = new Map<string, { phrase: string[]; group: string[][] }[]>();
  private readonly expansions = new Map<string, [string, number][]>();
  /** Live docs in each listing order (but relevance), made when first asked for, until the next update. */
  private readonly orders = new Map<SortOrder, Int32Array>();
  /** Scratch score arrays, all zero, for the next searches. */
  private readonly pool: Scores[] = [];
  /** The last search's scores (see SearchResult). */
  private resultScores = new Float64Array(0);

  /** Docs for every product, built in slices of a few milliseconds each. */
  static async build(docs: SearchDoc[], synonymGroups: string[][]): Promise<SearchIndex> {
    const index = new SearchIndex();
    await index.fill(docs);
    index.setSynonyms(synonymGroups);
    return index;
  }

  /** Live products. */
  get count(): number {
    return this.live;
  }

  /** Share of the doc slots that updates added or retired: past a point a full build pays. */
  get churn(): number {
    return this.size === 0 ? 0 : (this.size - this.live + this.extraDocs) / this.size;
  }

  /** Whether a product is held live, as of the last build or update. */
  holds(productId: number): boolean {
    return this.docOf.has(productId);
  }

  /** The live doc holding a product, if any. */
  docFor(productId: number): number | undefined {
    return this.docOf.get(productId);
  }

  /** The product ids held live. */
  productIds(): IterableIterator<number> {
    return this.docOf.keys();
  }

  private idOf(term: string): number {
    let id = this.termIds.get(term);
    if (id === undefined) {
      this.termIds.set(term, (id = this.termList.length));
      this.termList.push(term);
    }
    return id;
  }

  /** A doc's words with the fields they stand in, and whether each is found only in its codes. */
  private docTerms(d: SearchDoc, idsOf: (text: string) => number[]): { fields: Map<number, number>; codeOnly: number[] } {
    const fields = new Map<number, number>();
    const add = (ids: number[], field: number) => {
      for (const id of ids) fields.set(id, (fields.get(id) ?? 0) | field);
    };
    add(idsOf(d.name), NAME);
    add(idsOf(d.brand), BRAND);
    add(idsOf(`${d.category} ${d.subCategory}`), CATEGORY);
    add(idsOf(d.description), DESCRIPTION);
    const codes = [...idsOf(d.model), ...tokenize(d.sku).map((t) => this.idOf(t.term))];
    const codeOnly = codes.filter((id) => !fields.has(id));
    add(codes, MODEL);
    return { fields, codeOnly };
  }

  /** Names, descriptions, brands and categories repeat across a catalogue: each distinct text is tokenized once. */
  private textCache(): (text: string) => number[] {
    const seen = new Map<string, number[]>();
    return (text) => {
      let ids = seen.get(text);
      if (!ids) seen.set(text, (ids = [...new Set(tokenize(text).map((t) => this.idOf(t.term)))]));
      return ids;
    };
  }

  /** Room for `n` doc slots. */
  private reserve(n: number) {
    if (n <= this.ids.length) return;
    const cap = Math.max(n, this.ids.length + GROW);
    this.ids = grown(this.ids, cap);
    this.brandIds = grown(this.brandIds, cap);
    this.categoryIds = grown(this.categoryIds, cap);
    this.subCategoryIds = grown(this.subCategoryIds, cap);
    this.pricePaise = grown(this.pricePaise, cap);
    this.ratings = grown(this.ratings, cap);
    this.alive = grown(this.alive, cap);
    this.createdAt = grown(this.createdAt, cap);
    this.nameLength = grown(this.nameLength, cap);
    this.nameRank = grown(this.nameRank, cap);
  }

  /** Takes a doc slot for a product (its columns and codes; its words are the caller's). */
  private place(d: SearchDoc): number {
    const i = this.size;
    this.reserve(i + 1);
    this.size += 1;
    this.ids[i] = d.id;
    this.brandIds[i] = d.brandId;
    this.categoryIds[i] = d.categoryId;
    this.subCategoryIds[i] = d.subCategoryId ?? -1;
    this.pricePaise[i] = d.pricePaise;
    this.ratings[i] = d.rating;
    this.createdAt[i] = d.createdAt;
    this.nameLength[i] = d.name.length;
    this.names[i] = d.name;
    this.nameKeys[i] = d.nameKey ?? d.name.toLowerCase();
    this.held[i] = d;
    this.alive[i] = 1;
    this.docOf.set(d.id, i);
    this.live += 1;
    for (const code of new Set([compactKey(d.sku), compactKey(d.model)])) {
      if (!code) continue;
      const list = this.codes.get(code);
      if (list) list.push(i);
      else this.codes.set(code, [i]);
    }
    return i;
  }

  /** Whether a name-order slot comes before another (lower-cased name, then product id). */
  private nameBefore(a: number, b: number): boolean {
    const ka = this.nameKeys[a];
    const kb = this.nameKeys[b];
    return ka < kb || (ka === kb && this.ids[a] < this.ids[b]);
  }

  private renumberNames() {
    this.byName.forEach((doc, rank) => (this.nameRank[doc] = rank));
  }

  /** Words that are catalogue words (not only in codes), without digits, of 3+ letters: where typos are looked for. */
  private addTypoTerm(id: number, term: string) {
    if (this.typoTerms.has(id) || /\d/.test(term) || term.length < 3) return;
    this.typoTerms.add(id);
    (this.wordsByLength[term.length] ??= []).push(term);
  }

  private async fill(docs: SearchDoc[]) {
    const n = docs.length;
    this.reserve(n);
    // Pass 1: every (word, doc, field) as three parallel int lists; a doc's words come in doc
    // order, so each word's docs end up sorted by the counting sort of pass 2.
    const words = new IntList();
    const entryDocs = new IntList();
    const entryMasks = new IntList();
    const idsOf = this.textCache();
    const codeOnly = new Set<number>();
    const wordy = new Set<number>();
    let sliceStart = performance.now();
    for (const d of docs) {
      const i = this.place(d);
      const terms = this.docTerms(d, idsOf);
      for (const id of terms.fields.keys()) wordy.add(id);
      for (const id of terms.codeOnly) codeOnly.add(id);
      for (const [id, mask] of terms.fields) {
        words.push(id);
        entryDocs.push(i);
        entryMasks.push(mask);
      }
      if (performance.now() - sliceStart > SLICE_MS) {
        await yieldTurn();
        sliceStart = performance.now();
      }
    }
    this.byName = Array.from({ length: n }, (_, i) => i).sort((a, b) => (this.nameBefore(a, b) ? -1 : 1));
    this.renumberNames();
    await yieldTurn();
    // Pass 2: group the entries by word (counting sort) into one array per column.
    const terms = this.termIds.size;
    this.offsets = new Int32Array(terms + 1);
    for (let k = 0; k < words.length; k += 1) this.offsets[words.data[k] + 1] += 1;
    for (let w = 0; w < terms; w += 1) this.offsets[w + 1] += this.offsets[w];
    const fillAt = this.offsets.slice(0, terms);
    this.postingDocs = new Int32Array(words.length);
    this.postingMasks = new Uint8Array(words.length);
    for (let k = 0; k < words.length; k += 1) {
      const at = fillAt[words.data[k]]++;
      this.postingDocs[at] = entryDocs.data[k];
      this.postingMasks[at] = entryMasks.data[k];
    }
    await yieldTurn();
    this.termList.forEach((term, id) => {
      if (!codeOnly.has(id) || wordy.has(id)) this.addTypoTerm(id, term);
    });
    this.sortedTerms = [...this.termList].sort();
  }

  /** The synonym list (groups of phrases that mean the same), replacing the one held. */
  setSynonyms(groups: string[][]) {
    this.synonyms.clear();
    for (const group of groups) {
      const phrases = group.map(queryWords).filter((p) => p.length > 0);
      for (const phrase of phrases) {
        const entry = { phrase, group: phrases };
        const list = this.synonyms.get(phrase[0]);
        if (list) list.push(entry);
        else this.synonyms.set(phrase[0], [entry]);
      }
    }
  }

  /**
   * Brings the index to a newer catalogue: each changed product (as read now) replaces its doc,
   * each removed id (or inactive product) retires it. A product read unchanged is left alone.
   * Costs the changed products' words, not the catalogue's. Returns how many docs changed.
   */
  apply(changed: SearchDoc[], removed: Iterable<number>): number {
    let touched = 0;
    const retire = (productId: number) => {
      const doc = this.docOf.get(productId);
      if (doc === undefined) return;
      this.alive[doc] = 0;
      this.docOf.delete(productId);
      this.live -= 1;
      touched += 1;
    };
    for (const id of removed) retire(id);
    const idsOf = this.textCache();
    const added: number[] = [];
    const termsBefore = this.termIds.size;
    for (const d of changed) {
      const had = this.docOf.get(d.id);
      if (had !== undefined && sameDoc(this.held[had], d)) continue;
      if (had !== undefined) retire(d.id);
      const i = this.place(d);
      touched += 1;
      added.push(i);
      this.extraDocs += 1;
      const terms = this.docTerms(d, idsOf);
      for (const [id, mask] of terms.fields) {
        const list = this.extra.get(id);
        if (list) list.push(i, mask);
        else this.extra.set(id, [i, mask]);
      }
      // A word found only in codes is matched as typed, never as a typo (as in a full build).
      for (const [id, mask] of terms.fields) if (mask & ~MODEL) this.addTypoTerm(id, this.termList[id]);
    }
    for (const t of this.termList.slice(termsBefore)) this.sortedTerms.splice(lowerBound(this.sortedTerms, t), 0, t);
    for (const doc of added) {
      let lo = 0;
      let hi = this.byName.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (this.nameBefore(this.byName[mid], doc)) lo = mid + 1;
        else hi = mid;
      }
      this.byName.splice(lo, 0, doc);
    }
    if (added.length > 0) this.renumberNames();
    if (touched > 0) {
      this.expansions.clear();
      this.orders.clear();
    }
    return touched;
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

  /** A zeroed score array from the pool (a new one when the pool is empty or the index outgrew it). */
  private emptyScores(): Scores {
    let s = this.pool.pop();
    while (s && s.score.length < this.size) s = this.pool.pop();
    return s ?? { score: new Float32Array(this.ids.length), docs: [] };
  }

  /** Gives a score array back to the pool, zeroed where it was set. */
  private release(s: Scores) {
    for (const doc of s.docs) s.score[doc] = 0;
    s.docs = [];
    if (this.pool.length < 16) this.pool.push(s);
  }

  /** A word's catalogue terms (ids) with how much each counts, and how many postings they hold in all. */
  private termsOf(word: string, typing: boolean): { terms: [number, number][]; postings: number } {
    const terms: [number, number][] = [];
    let postings = 0;
    for (const [term, quality] of this.expand(word, typing)) {
      const id = this.termIds.get(term);
      if (id === undefined) continue;
      terms.push([id, quality]);
      postings += this.baseEnd(id) - this.baseStart(id) + (this.extra.get(id)?.length ?? 0) / 2;
    }
    return { terms, postings };
  }

  // A word's base postings are postingDocs[baseStart..baseEnd), sorted by doc; words new since
  // the full build have none.
  private baseStart(id: number): number {
    return id + 1 < this.offsets.length ? this.offsets[id] : 0;
  }

  private baseEnd(id: number): number {
    return id + 1 < this.offsets.length ? this.offsets[id + 1] : 0;
  }

  /**
   * Docs holding a word (or what it expands to), each with its best weighted score. With
   * `within`, only the docs it holds are scored (the other words of the query already ruled the
   * rest out): a short candidate list is looked up in a long posting list by binary search
   * instead of walking it, which is what a common word after a rare one used to cost.
   */
  private wordScores(word: string, typing: boolean, matched: Set<string>, within: Scores | null): Scores {
    const out = this.emptyScores();
    const { alive, postingDocs, postingMasks } = this;
    const { score, docs } = out;
    const take = (doc: number, mask: number, quality: number) => {
      const s = quality * FIELD_SCORE[mask];
      const had = score[doc];
      if (had === 0) docs.push(doc);
      if (s > had) score[doc] = s;
    };
    for (const [id, quality] of this.termsOf(word, typing).terms) {
      matched.add(this.termList[id]);
      const start = this.baseStart(id);
      const end = this.baseEnd(id);
      if (within && within.docs.length * 2 * Math.log2(end - start + 2) < end - start) {
        for (const doc of within.docs) {
          if (alive[doc] === 0) continue;
          const k = lowerBoundInt(postingDocs, start, end, doc);
          if (k < end && postingDocs[k] === doc) take(doc, postingMasks[k], quality);
        }
      } else {
        for (let k = start; k < end; k += 1) {
          const doc = postingDocs[k];
          if (alive[doc] === 0 || (within && within.score[doc] === 0)) continue;
          take(doc, postingMasks[k], quality);
        }
      }
      const extra = this.extra.get(id);
      if (extra) {
        for (let k = 0; k < extra.length; k += 2) {
          const doc = extra[k];
          if (alive[doc] === 0 || (within && within.score[doc] === 0)) continue;
          take(doc, extra[k + 1], quality);
        }
      }
    }
    return out;
  }

  /** Whether a word matches any live doc at all (stops at the first). */
  private wordMatchesAny(word: string, typing: boolean): boolean {
    for (const [id] of this.termsOf(word, typing).terms) {
      for (let k = this.baseStart(id); k < this.baseEnd(id); k += 1) if (this.alive[this.postingDocs[k]] === 1) return true;
      const extra = this.extra.get(id);
      if (extra) for (let k = 0; k < extra.length; k += 2) if (this.alive[extra[k]] === 1) return true;
    }
    return false;
  }

  /** Docs holding every word of a phrase, scored by the mean over its words. */
  private phraseScores(words: string[], typingLast: boolean, matched: Set<string>, quality: number, into: Scores, within: Scores | null) {
    const perWord = words
      .map((w, i) => this.wordScores(w, typingLast && i === words.length - 1, matched, within))
      .sort((a, b) => a.docs.length - b.docs.length);
    const [first, ...rest] = perWord;
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
        if (!all) continue;
        // A phrase of several words counts as one query word.
        const s = (quality * sum) / words.length;
        const had = into.score[doc];
        if (had === 0) into.docs.push(doc);
        if (s > had) into.score[doc] = s;
      }
    }
    for (const s of perWord) this.release(s);
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

  /** Whether any live doc matches one of a clause's phrases (a one-word phrase stops at the first doc). */
  private clauseMatchesAny(alternatives: { words: string[] }[], typing: boolean): boolean {
    return alternatives.some((alt) => {
      if (alt.words.length === 1) return this.wordMatchesAny(alt.words[0], typing);
      const scores = this.emptyScores();
      this.phraseScores(alt.words, typing, new Set(), 1, scores, null);
      const any = scores.docs.length > 0;
      this.release(scores);
      return any;
    });
  }

  /**
   * The docs a query matches within the filters. Every clause must match, except that clauses
   * matching nothing in the whole catalogue are left out (a word the store never uses should
   * not empty the result) as long as one clause is left. An exact SKU or model number comes first.
   */
  search(query: string, filters: SearchFilters, typing = true): SearchResult {
    const words = queryWords(query);
    const matched = new Set<string>();
    // The clause likely to match fewest docs first; each next one is scored only within the
    // smallest result so far (the intersection below is the same, its cost is the rare word's).
    const planned = this.clauses(words).map((c) => {
      const typingClause = typing && c.last;
      let size = 0;
      for (const alt of c.alternatives) size += Math.min(...alt.words.map((w, i) => this.termsOf(w, typingClause && i === alt.words.length - 1).postings));
      return { ...c, typing: typingClause, size };
    });
    planned.sort((a, b) => a.size - b.size);
    const perClause: Scores[] = [];
    let within: Scores | null = null;
    for (const c of planned) {
      const scores = this.emptyScores();
      for (const alt of c.alternatives) this.phraseScores(alt.words, c.typing, matched, alt.quality, scores, within);
      // A clause matching nothing in the whole catalogue is left out; one matching nothing
      // within the others' docs empties the result (the intersection below does that).
      if (scores.docs.length === 0 && (within === null || !this.clauseMatchesAny(c.alternatives, c.typing))) {
        this.release(scores);
        continue;
      }
      perClause.push(scores);
      if (within === null || scores.docs.length < within.docs.length) within = scores;
    }
    perClause.sort((a, b) => a.docs.length - b.docs.length);

    // Only the result's docs are set in it; what other docs hold from earlier searches is never read.
    if (this.resultScores.length < this.size) this.resultScores = new Float64Array(this.ids.length);
    const scores = this.resultScores;
    const { categoryId, subCategoryId, minRating } = filters;
    const passes = (doc: number) =>
      (categoryId === null || this.categoryIds[doc] === categoryId) &&
      (subCategoryId === null || this.subCategoryIds[doc] === subCategoryId) &&
      (minRating === null || this.ratings[doc] >= minRating);
    const docs: number[] = [];
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
        if (all && passes(doc)) {
          docs.push(doc);
          scores[doc] = sum;
        }
      }
    }
    for (const s of perClause) this.release(s);
    const code = compactKey(query);
    for (const doc of (code && this.codes.get(code)) || []) {
      if (!this.alive[doc] || !passes(doc)) continue;
      // A code match is rare (the whole query is a SKU or model number): a linear look is enough.
      if (docs.includes(doc)) scores[doc] += EXACT_CODE;
      else {
        docs.push(doc);
        scores[doc] = EXACT_CODE;
      }
    }
    return { docs, scores, matched };
  }

  /** A listing order as a comparison of two docs (relevance: score, then shorter name, then name); every order is total. */
  private comparator(order: SortOrder, scores: Float64Array, overlay: PriceOverlay | null = null): (a: number, b: number) => number {
    const name = this.nameRank;
    const price = this.pricePaise;
    if (overlay !== null && (order === 'price_asc' || order === 'price_desc')) {
      const own = (doc: number) => overlay.get(doc) ?? price[doc];
      return order === 'price_asc' ? (a, b) => own(a) - own(b) || name[a] - name[b] : (a, b) => own(b) - own(a) || name[b] - name[a];
    }
    switch (order) {
      case 'relevance':
        return (a, b) => scores[b] - scores[a] || this.nameLength[a] - this.nameLength[b] || name[a] - name[b];
      case 'name_desc':
        return (a, b) => name[b] - name[a];
      case 'price_asc':
        return (a, b) => price[a] - price[b] || name[a] - name[b];
      case 'price_desc':
        return (a, b) => price[b] - price[a] || name[b] - name[a];
      case 'newest':
        return (a, b) => this.createdAt[b] - this.createdAt[a] || this.ids[b] - this.ids[a];
      case 'rating':
        return (a, b) => this.ratings[b] - this.ratings[a] || name[a] - name[b];
      case 'name':
      default:
        return (a, b) => name[a] - name[b];
    }
  }

  /** Whether a doc is live and within the filters. */
  passes(doc: number, filters: SearchFilters): boolean {
    return (
      this.alive[doc] === 1 &&
      (filters.categoryId === null || this.categoryIds[doc] === filters.categoryId) &&
      (filters.subCategoryId === null || this.subCategoryIds[doc] === filters.subCategoryId) &&
      (filters.minRating === null || this.ratings[doc] >= filters.minRating)
    );
  }

  /** The live docs within the filters, in slot order (what a listing without a search lists). */
  filtered(filters: SearchFilters): number[] {
    const out: number[] = [];
    for (let doc = 0; doc < this.size; doc += 1) if (this.passes(doc, filters)) out.push(doc);
    return out;
  }

  /**
   * Every live doc in a listing order (relevance has none without a search): the name order is
   * kept by every update, the others are sorted when first asked for after one.
   */
  ordered(order: Exclude<SortOrder, 'relevance'>): Int32Array {
    let docs = this.orders.get(order);
    if (!docs) {
      const live = Int32Array.from(this.byName.filter((doc) => this.alive[doc] === 1));
      docs = order === 'name' ? live : live.sort(this.comparator(order, new Float64Array(0)));
      this.orders.set(order, docs);
    }
    return docs;
  }

  /** A listing order (not relevance) as a comparison of two docs, at a buyer's own prices. */
  compare(order: Exclude<SortOrder, 'relevance'>, overlay: PriceOverlay | null): (a: number, b: number) => number {
    return this.comparator(order, new Float64Array(0), overlay);
  }

  /**
   * The first `k` docs in a listing order, the same as sorting all and keeping k: a page of a
   * search matching thousands of products keeps a short sorted list instead of sorting them all.
   */
  top(docs: number[], order: SortOrder, scores: Float64Array, k: number, overlay: PriceOverlay | null = null): number[] {
    const cmp = this.comparator(order, scores, overlay);
    if (k * 4 >= docs.length) return docs.sort(cmp).slice(0, k);
    const best: number[] = [];
    for (const doc of docs) {
      if (best.length === k && cmp(doc, best[k - 1]) >= 0) continue;
      let lo = 0;
      let hi = best.length;
      while (lo < hi) {
        const mid = (lo + hi) >> 1;
        if (cmp(best[mid], doc) <= 0) lo = mid + 1;
        else hi = mid;
      }
      best.splice(lo, 0, doc);
      if (best.length > k) best.pop();
    }
    return best;
  }
}

/** The first position in sorted[from..to) holding a value at or above `value`. */
function lowerBoundInt(sorted: Int32Array, from: number, to: number, value: number): number {
  let lo = from;
  let hi = to;
  while (lo < hi) {
    const mid = (lo + hi) >> 1;
    if (sorted[mid] < value) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Whether two reads of a product index the same way. */
function sameDoc(a: SearchDoc, b: SearchDoc): boolean {
  return (
    a.name === b.name && a.sku === b.sku && a.model === b.model && a.description === b.description && a.brand === b.brand &&
    a.category === b.category && a.subCategory === b.subCategory && a.brandId === b.brandId && a.categoryId === b.categoryId &&
    a.subCategoryId === b.subCategoryId && a.pricePaise === b.pricePaise && a.rating === b.rating && a.createdAt === b.createdAt
  );
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
