// The lint guards any feature, not a list: in a copy of the lint setup with a feature folder that
// the real tree does not have, its files are held to the layer rules the day they exist.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';

const repo = path.resolve(__dirname, '../..');

interface LintResult {
  filePath: string;
  messages: { ruleId: string | null; message: string }[];
}

let dir: string;
let results: Map<string, LintResult['messages']>;

const files: Record<string, string> = {
  // The new feature reaches into another feature's files and into the app layer.
  'src/features/brandnew/deepImport.ts': "import { cartApi } from '@/features/cart/api';\nexport const x = cartApi;\n",
  'src/features/brandnew/appImport.ts': "import { makeStore } from '@/app/store';\nexport const x = makeStore;\n",
  'src/features/brandnew/untypedHooks.ts': "import { useSelector } from 'react-redux';\nexport const x = useSelector;\n",
  // ...and the same feature used the allowed way: through the other feature's index.
  'src/features/brandnew/viaIndex.ts': "import { cartApi } from '@/features/cart';\nexport const x = cartApi;\n",
  // A cycle inside the new feature; a type-only loop is not one.
  'src/features/brandnew/cycleA.ts': "import { b } from './cycleB';\nexport const a = () => b;\n",
  'src/features/brandnew/cycleB.ts': "import { a } from './cycleA';\nexport const b = () => a;\n",
  'src/features/brandnew/typeA.ts': "import type { B } from './typeB';\nexport type A = { b?: B };\n",
  'src/features/brandnew/typeB.ts': "import type { A } from './typeA';\nexport type B = { a?: A };\n",
  // A loop closed by a lazy import: the button loads its dialog lazily, the dialog takes the button's type.
  'src/features/brandnew/LazyButton.tsx':
    "import { lazy } from 'react';\nexport type Item = { id: number };\nconst Dialog = lazy(() => import('./LazyDialog'));\nexport default function LazyButton() { return Dialog; }\n",
  'src/features/brandnew/LazyDialog.tsx': "import type { Item } from './LazyButton';\nexport default function LazyDialog(_: { items: Item[] }) { return null; }\n",
  // Two features that import each other, one side with `import type` only.
  'src/features/typeloopa/index.ts': "export { a } from './a';\n",
  'src/features/typeloopa/a.ts': "import { b } from '@/features/typeloopb';\nexport const a = () => b;\n",
  'src/features/typeloopb/index.ts': "export { b } from './b';\n",
  'src/features/typeloopb/b.ts': "import type { a } from '@/features/typeloopa';\nexport const b: typeof a | null = null;\n",
  // Two features that import each other, one side through a lazy page import only.
  'src/features/lazya/index.ts': "import { lazy } from 'react';\nexport const Page = lazy(() => import('./Page'));\n",
  'src/features/lazya/Page.tsx': "import { helper } from '@/features/lazyb';\nexport default function Page() { return helper; }\n",
  'src/features/lazyb/index.ts': "export const helper = 1;\nexport const loadA = () => import('@/features/lazya');\n",
  // An existing feature may not reach into the new one either.
  'src/features/cart/intoNew.ts': "import { thing } from '@/features/brandnew/internal';\nexport const x = thing;\n",
  'src/features/cart/index.ts': "export const cartApi = {};\n",
  'src/features/cart/api.ts': "export const cartApi = {};\n",
  'src/app/store.ts': 'export const makeStore = () => ({});\n',
};

beforeAll(() => {
  dir = fs.mkdtempSync(path.join(os.tmpdir(), 'lint-guard-'));
  fs.symlinkSync(path.join(repo, 'node_modules'), path.join(dir, 'node_modules'));
  fs.copyFileSync(path.join(repo, 'eslint.config.mjs'), path.join(dir, 'eslint.config.mjs'));
  fs.mkdirSync(path.join(dir, 'scripts/eslint'), { recursive: true });
  fs.copyFileSync(path.join(repo, 'scripts/eslint/no-cycle.mjs'), path.join(dir, 'scripts/eslint/no-cycle.mjs'));
  for (const [file, code] of Object.entries(files)) {
    fs.mkdirSync(path.dirname(path.join(dir, file)), { recursive: true });
    fs.writeFileSync(path.join(dir, file), code);
  }
  let out: string;
  try {
    out = execFileSync(process.execPath, [path.join(repo, 'node_modules/eslint/bin/eslint.js'), '--format', 'json', 'src'], {
      cwd: dir,
      encoding: 'utf8',
    });
  } catch (err) {
    // ESLint exits 1 when it found problems; the report is still on stdout.
    out = (err as { stdout: string }).stdout;
  }
  const parsed = JSON.parse(out) as LintResult[];
  results = new Map(parsed.map((r) => [path.relative(dir, r.filePath), r.messages]));
}, 60_000);

afterAll(() => fs.rmSync(dir, { recursive: true, force: true }));

const rulesOf = (file: string) => (results.get(file) ?? []).map((m) => m.ruleId);

describe('the layer lint on a feature folder it has never seen', () => {
  it('refuses a deep import into another feature', () => {
    expect(rulesOf('src/features/brandnew/deepImport.ts')).toContain('no-restricted-imports');
  });

  it('refuses an import from the app layer', () => {
    expect(rulesOf('src/features/brandnew/appImport.ts')).toContain('no-restricted-imports');
  });

  it('refuses the untyped react-redux hooks', () => {
    expect(rulesOf('src/features/brandnew/untypedHooks.ts')).toContain('no-restricted-imports');
  });

  it("allows another feature through its index", () => {
    expect(rulesOf('src/features/brandnew/viaIndex.ts')).toEqual([]);
  });

  it('keeps other features out of its files', () => {
    expect(rulesOf('src/features/cart/intoNew.ts')).toContain('no-restricted-imports');
  });

  it('refuses a runtime import cycle, not a type-only one', () => {
    expect(rulesOf('src/features/brandnew/cycleA.ts')).toContain('import/no-cycle');
    expect(rulesOf('src/features/brandnew/typeA.ts')).toEqual([]);
  });

  it('refuses a file loop that a lazy import closes, on both sides', () => {
    expect(rulesOf('src/features/brandnew/LazyButton.tsx')).toContain('import/no-cycle');
    expect(rulesOf('src/features/brandnew/LazyDialog.tsx')).toContain('import/no-cycle');
  });

  it('refuses two features that import each other when one side is type-only', () => {
    expect(rulesOf('src/features/typeloopb/b.ts')).toContain('local/area-cycles');
    expect(rulesOf('src/features/typeloopa/a.ts')).toContain('local/area-cycles');
  });

  it('refuses two features that import each other when one side is a lazy import()', () => {
    expect(rulesOf('src/features/lazyb/index.ts')).toContain('local/area-cycles');
    expect(rulesOf('src/features/lazya/Page.tsx')).toContain('local/area-cycles');
  });
});
