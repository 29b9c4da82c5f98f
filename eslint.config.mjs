// Lint: typescript-eslint's recommended rules, React hooks rules, and the layer rules of
// ARCHITECTURE.md: shared -> features -> app only, features reached only through index.ts,
// typed hooks only, no import cycles. The features are the folders under src/features, read when
// the lint starts, so a new feature is guarded from its first file.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importRules from './scripts/eslint/no-cycle.mjs';

const root = path.dirname(fileURLToPath(import.meta.url));
const featuresDir = path.join(root, 'src', 'features');
export const FEATURES = fs.existsSync(featuresDir)
  ? fs
      .readdirSync(featuresDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort()
  : [];

// `no-restricted-imports` is one rule: a later config block replaces an earlier one's options for
// the files both match. So every block below states the whole set for its files.
const typedHooks = {
  name: 'react-redux',
  importNames: ['useDispatch', 'useSelector'],
  message: 'Use useAppDispatch / useAppSelector from @/shared/lib/storeHooks.',
};
const noApp = { group: ['@/app', '@/app/*'], message: 'features must not import from app (layers: shared -> features -> app).' };
const noEscape = { group: ['../../*'], message: 'Use @/ imports across features and layers.' };
const onlyThroughIndex = (features) => ({
  group: features.map((f) => `@/features/${f}/*`),
  message: 'Import a feature only through its index (e.g. @/features/cart).',
});
const restrict = (patterns) => ['error', { paths: [typedHooks], patterns }];

/** Inside feature F: no deep imports into any other feature, no imports from app. */
const featureBoundaries = FEATURES.map((feature) => {
  const others = FEATURES.filter((f) => f !== feature);
  return {
    files: [`src/features/${feature}/**/*.{ts,tsx}`],
    rules: { 'no-restricted-imports': restrict([noApp, noEscape, ...(others.length ? [onlyThroughIndex(others)] : [])]) },
  };
});

export default tseslint.config(
  { ignores: ['dist/**', 'dist-server/**', 'var/**', 'coverage/**', 'node_modules/**', 'server/drizzle/**', 'e2e/.artifacts/**'] },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.browser, ...globals.node } },
    rules: {
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      '@typescript-eslint/no-require-imports': 'off',
    },
  },
  {
    files: ['src/**/*.{ts,tsx}'],
    // Named `import` so that eslint-plugin-import-x can take its place without touching the rules.
    plugins: { 'react-hooks': reactHooks, import: importRules },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Typed hooks only (CONVENTIONS 5).
      'no-restricted-imports': restrict([]),
      'import/no-cycle': 'error',
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': restrict([
        { group: ['@/features', '@/features/*', '@/app', '@/app/*'], message: 'shared imports nothing from features or app.' },
      ]),
    },
  },
  {
    // The wire schemas reach the browser as types only (no schema library in the bundle); the
    // field rules and the route table (plain data) are the runtime imports.
    files: ['src/**/*.{ts,tsx}'],
    rules: {
      '@typescript-eslint/no-restricted-imports': [
        'error',
        {
          patterns: [
            {
              group: [
                '@contracts/*',
                '!@contracts/fields',
                '!@contracts/routes',
                '!@contracts/agentTools',
                '!@contracts/agentForms',
                '!@contracts/gstin',
                '!@contracts/indianStates',
                '!@contracts/walletLabels',
                '!@contracts/format',
                '**/contracts/*',
                '!**/contracts/fields',
                '!**/contracts/routes',
                '!**/contracts/agentTools',
                '!**/contracts/agentForms',
                '!**/contracts/gstin',
                '!**/contracts/indianStates',
                '!**/contracts/walletLabels',
                '!**/contracts/format',
              ],
              allowTypeImports: true,
              message:
                'Import wire types with `import type`; only @contracts/fields, @contracts/routes, @contracts/agentTools, @contracts/agentForms, @contracts/gstin, @contracts/indianStates, @contracts/walletLabels and @contracts/format (plain data and pure formatters) are imported at run time.',
            },
          ],
        },
      ],
    },
  },
  {
    files: ['contracts/**/*.ts'],
    rules: {
      'no-restricted-imports': [
        'error',
        { patterns: [{ group: ['@/*', '**/src/*', '**/server/*', '../*'], message: 'contracts/ imports nothing from src/ or server/.' }] },
      ],
    },
  },
  ...featureBoundaries,
  {
    // The app layer (store, routes, shell, and the pages composed from several features).
    files: ['src/app/**/*.{ts,tsx}'],
    rules: { 'no-restricted-imports': restrict(FEATURES.length ? [onlyThroughIndex(FEATURES)] : []) },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
