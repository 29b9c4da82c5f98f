// The server's layer lint refuses what ARCHITECTURE forbids, in a copy of the lint setup with a
// server tree of its own: lib/ and db/ importing an area, lib/ importing db/, runtime code importing the seed, a
// cycle (a lazy import's too), a deep import into another area and two areas importing each other.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; severity: number; message: string }[];
}

let dir: string;
let results: Map<string, LintResult['messages']>;

const files: Record<string, string> = {
  'server/src/modules/alpha/service.ts': "export const alphaRule = () => 1;\n",
  'server/src/modules/alpha/index.ts': "export { alphaRule } from './service';\n",
  'server/src/db/seed/helpers.ts': "export const seedOnly = 1;\n",
  // Forbidden: lib and db importing an area; runtime code importing the seed; a runtime cycle.
  'server/src/lib/upward.ts': "import { alphaRule } from '../modules/alpha';\nexport const x = alphaRule;\n",
  'server/src/db/upward.ts': "import { alphaRule } from '../modules/alpha/service';\nexport const x = alphaRule;\n",
  'server/src/modules/beta/usesSeed.ts': "import { seedOnly } from '../../db/seed/helpers';\nexport const x = seedOnly;\n",
  'server/src/modules/beta/cycleA.ts': "import { b } from './cycleB';\nexport const a = () => b;\n",
  'server/src/modules/beta/cycleB.ts': "import { a } from './cycleA';\nexport const b = () => a;\n",
  // Another area: through its public file, allowed; into its files, refused.
  'server/src/modules/beta/viaIndex.ts': "import { alphaRule } from '../alpha';\nexport const x = alphaRule;\n",
  'server/src/modules/beta/deep.ts': "import { alphaRule } from '../alpha/service';\nexport const x = alphaRule;\n",
  // lib/ is the bottom: it never imports db/ (nor the server's configuration).
  'server/src/lib/pure.ts': "export const pure = 1;\n",
  'server/src/lib/readsDb.ts': "import { seedOnly } from '../db/seed/helpers';\nexport const y = seedOnly;\n",
  // Two areas that import each other, one side type-only.
  'server/src/modules/gamma/index.ts': "export { gammaRule, type GammaThing } from './service';\n",
  'server/src/modules/gamma/service.ts': "import { deltaRule } from '../delta';\nexport type GammaThing = { n: number };\nexport const gammaRule = () => deltaRule();\n",
  'server/src/modules/delta/index.ts': "export { deltaRule } from './service';\n",
  'server/src/modules/delta/service.ts': "import type { GammaThing } from '../gamma';\nexport const deltaRule = (t?: GammaThing) => t?.n ?? 0;\n",
  // A file loop that a lazy import closes.
  'server/src/modules/beta/lazyA.ts': "export const loadB = () => import('./lazyB');\n",
  'server/src/modules/beta/lazyB.ts': "import { loadB } from './lazyA';\nexport const again = loadB;\n",
  // Allowed: db importing lib, the seed importing its helpers.
  'server/src/db/down.ts': "import { pure } from '../lib/pure';\nexport const y = pure;\n",
  'server/src/db/seed/index.ts': "import { seedOnly } from './helpers';\nexport const z = seedOnly;\n",
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-server-'));
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  for (const f of ['eslint.config.mjs', 'tsconfig.json', 'scripts/eslint/no-cycle.mjs']) {
    fs.mkdirSync(path.dirname(path.join(dir, f)), { recursive: true });
    fs.copyFileSync(path.join(repo, f), path.join(dir, f));
  }
  for (const [file, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), code);
  }
  let out: string;
  try {
    out = execFileSync(process.execPath, [path.join(repo, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', 'server'], { cwd: dir, encoding: 'utf8' });
  } catch (err) {
    // ESLint exits 1 when it found problems; the report is still on stdout.
    out = (err as { stdout: string }).stdout;
  }
  const parsed = JSON.parse(out) as LintResult[];
  results = new Map(parsed.map((r) => [path.relative(dir, r.filePath), r.messages]));
}, 120_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const errorsOf = (file: string) => (results.get(file) ?? []).filter((m) => m.severity === 2).map((m) => m.ruleId);

describe('the server layer lint', () => {
  it('refuses lib/ and db/ importing an area', () => {
    expect(errorsOf('server/src/lib/upward.ts')).toContain('import-x/no-restricted-paths');
    expect(errorsOf('server/src/db/upward.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses runtime code importing the seed, not the seed itself', () => {
    expect(errorsOf('server/src/modules/beta/usesSeed.ts')).toContain('no-restricted-imports');
    expect(results.get('server/src/db/seed/index.ts') ?? []).toEqual([]);
  });

  it('refuses a runtime import cycle', () => {
    expect(errorsOf('server/src/modules/beta/cycleA.ts')).toContain('import-x/no-cycle');
  });

  it("reaches another area through its index.ts; its other files are refused", () => {
    expect(results.get('server/src/modules/beta/viaIndex.ts') ?? []).toEqual([]);
    expect(errorsOf('server/src/modules/beta/deep.ts')).toContain('import-x/no-restricted-paths');
  });

  it('refuses two areas that import each other when one side is type-only', () => {
    expect(errorsOf('server/src/modules/delta/service.ts')).toContain('local/area-cycles');
    expect(errorsOf('server/src/modules/gamma/service.ts')).toContain('local/area-cycles');
  });

  it('refuses a file loop that a lazy import closes', () => {
    expect(errorsOf('server/src/modules/beta/lazyB.ts')).toContain('local/no-cycle');
  });

  it('refuses lib/ importing db/, and lets db/ import lib/', () => {
    expect(errorsOf('server/src/lib/readsDb.ts')).toContain('import-x/no-restricted-paths');
    expect(results.get('server/src/db/down.ts') ?? []).toEqual([]);
  });
});
