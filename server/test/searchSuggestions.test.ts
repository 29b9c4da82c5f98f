// GET /search-suggestions on the seeded demo catalogue: products, categories and brands for what a
// buyer has typed so far (a prefix, a typo), with the matched words' ranges, and field-keyed 422s.
import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import type { SearchSuggestionsResponse } from '@contracts/catalog';
import { seed } from '../src/db/seed';
import { buildTestApp, type TestApp } from './helper';

/** The parts of a label the ranges mark. */
const marked = (s: { label: string; highlight: { label: [number, number][] } }) => s.highlight.label.map(([a, b]) => s.label.slice(a, b));

describe('search suggestions', () => {
  let t: TestApp;

  beforeAll(async () => {
    t = await buildTestApp();
    await seed(t.db);
  }, 180_000);
  afterAll(() => t.close());

  async function suggest(q: string) {
    const res = await t.app.inject({ url: `/api/search-suggestions?q=${encodeURIComponent(q)}` });
    return { status: res.statusCode, body: res.json() as SearchSuggestionsResponse };
  }

  it('suggests laptops, the Laptops category and highlights the typed prefix', async () => {
    const { status, body } = await suggest('lapt');
    expect(status).toBe(200);
    expect(body.data.products.length).toBeGreaterThan(0);
    expect(body.data.products.length).toBeLessThanOrEqual(6);
    for (const p of body.data.products) {
      expect(p.slug).toMatch(/^[a-z0-9-]+$/);
      expect(marked(p).some((m) => /^laptop/i.test(m))).toBe(true);
    }
    const laptops = body.data.categories.find((c) => c.slug === 'laptops');
    expect(laptops).toBeDefined();
    expect(laptops!.parent_slug).toBeNull();
    expect(marked(laptops!)).toEqual(['Laptops']);
  });

  it('suggests a brand from a typo, and a sub-category with its parent', async () => {
    const lenovo = (await suggest('lenvo')).body.data;
    expect(lenovo.brands.map((b) => b.slug)).toContain('lenovo');
    expect(lenovo.products.length).toBeGreaterThan(0);

    const switches = (await suggest('switch')).body.data.categories.find((c) => c.slug === 'switches');
    expect(switches?.parent_slug).toBe('networking');
  });

  it('needs every typed word in a category or brand name', async () => {
    const { body } = await suggest('dell monitor');
    expect(body.data.brands).toEqual([]);
    expect(body.data.categories).toEqual([]);
    expect(body.data.products.every((p) => /dell/i.test(p.label))).toBe(true);
  });

  it('answers nothing found, or nothing typed, with empty lists', async () => {
    for (const q of ['', '   ', 'zzqqxxyy']) {
      const { status, body } = await suggest(q);
      expect(status).toBe(200);
      expect(body.data).toEqual({ products: [], categories: [], brands: [] });
    }
  });

  it('answers a missing or too long q with a field-keyed 422', async () => {
    for (const url of ['/api/search-suggestions', `/api/search-suggestions?q=${'a'.repeat(101)}`]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toContain('q');
    }
  });
});
