// Every form rule of the contracts that takes a whole number stops at what its column holds: a
// number past PostgreSQL's integer must be a 422 naming the field, never an error from the
// database. A new rule that takes digits with no bound fails here until it has maxValue.
import fs from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from '@jest/globals';
import { ruleError, type FieldRule } from './fields';

const looksLikeRule = (v: unknown): v is FieldRule => !!v && typeof v === 'object' && ('pattern' in v || 'required' in v || 'max' in v);
const looksLikeRules = (v: unknown): v is Record<string, FieldRule> =>
  !!v && typeof v === 'object' && !Array.isArray(v) && Object.keys(v).length > 0 && Object.values(v).every(looksLikeRule);

describe('whole-number form fields', () => {
  it('refuse a number an integer column cannot hold', async () => {
    const open: string[] = [];
    const dir = __dirname;
    for (const file of fs.readdirSync(dir).filter((f) => f.endsWith('.ts') && !f.endsWith('.test.ts'))) {
      const mod = (await import(path.join(dir, file))) as Record<string, unknown>;
      for (const [name, rules] of Object.entries(mod)) {
        if (!looksLikeRules(rules)) continue;
        for (const [field, rule] of Object.entries(rules)) {
          // Whole numbers only: text that may hold digits (a SKU) and rupee amounts (bounded where
          // they become paise) are not integer columns.
          if (!rule.pattern || !rule.pattern.test('1') || rule.pattern.test('1A') || rule.pattern.test('1.5')) continue;
          if (ruleError(rule, '2147483648') === null) open.push(`${file} ${name}.${field}`);
        }
      }
    }
    expect(open).toEqual([]);
  });
});
