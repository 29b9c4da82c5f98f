// Lint: typescript-eslint's recommended rules, React hooks rules, and the layer rules of
// ARCHITECTURE.md: shared -> features -> app only, features reached only through index.ts,
// typed hooks only, no import cycles, and no two areas (storefront features, server modules) that
// depend on each other, whatever kind of import. The features are the folders under src/features,
// read when the lint starts, so a new feature is guarded from its first file.
import fs from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';
import importRules from './scripts/eslint/no-cycle.mjs';
import { createNodeResolver, importX } from 'eslint-plugin-import-x';

const root = path.dirname(fileURLToPath(import.meta.url));
const areasDir = path.join(root, 'server', 'src', 'modules');
/** The server's areas: the folders under server/src/modules, read when the lint starts, like FEATURES. */
export const AREAS = fs.existsSync(areasDir)
  ? fs
      .readdirSync(areasDir, { withFileTypes: true })
      .filter((d) => d.isDirectory())
      .map((d) => d.name)
      .sort()
  : [];
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
/** The back office (src/admin) and the storefront (src/app, src/features) are two apps on one shared layer. */
const noAdmin = { group: ['@/admin', '@/admin/*', '**/admin/*'], message: 'The storefront never imports the back office (src/admin): move what both need to src/shared.' };
const adminOnlyShared = {
  group: ['@/app', '@/app/*', '@/features', '@/features/*', '**/app/*', '**/features/*'],
  message: 'The back office (src/admin) imports only src/shared and contracts, never the storefront (src/app, src/features).',
};
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
    rules: { 'no-restricted-imports': restrict([noApp, noAdmin, noEscape, ...(others.length ? [onlyThroughIndex(others)] : [])]) },
  };
});

/*
 * The server's layers (eslint-plugin-import-x, resolving through tsconfig.json's paths):
 * - server/src/lib and server/src/db are below the areas: they never import server/src/modules.
 *   lib/ is the bottom (pure helpers and the interfaces db/ implements): it never imports db/ or
 *   the server's configuration; db/ may import lib/.
 * - Runtime code never imports the seed (server/src/db/seed): only the seed command does.
 * - An area (server/src/modules/<area>/) is reached from another area only through its public
 *   file, modules/<area>/index.ts (exporting only what other areas use); its other files are its own.
 * - No import cycles: runtime ones (import-x), and those a lazy or type-only import closes
 *   (scripts/eslint/no-cycle.mjs; a loop of type-only imports alone is allowed).
 */
const nodeResolver = createNodeResolver({ tsconfig: { configFile: path.join(root, 'tsconfig.json') }, extensions: ['.ts', '.tsx', '.js', '.mjs', '.json'] });
const serverLayers = {
  files: ['server/src/**/*.ts'],
  plugins: { 'import-x': importX },
  settings: {
    'import-x/resolver-next': [nodeResolver],
    // Without these the plugin reads only .js files and follows no TypeScript import for cycles.
    'import-x/extensions': ['.ts', '.tsx', '.js', '.mjs'],
    'import-x/parsers': { '@typescript-eslint/parser': ['.ts', '.tsx'] },
  },
  rules: {
    'import-x/no-cycle': ['error', { ignoreExternal: true }],
    'no-restricted-imports': [
      'error',
      { patterns: [{ group: ['**/db/seed', '**/db/seed/*'], message: 'Runtime code never imports the seed; move what it needs to lib/ or the area.' }] },
    ],
  },
};
const seedFiles = {
  // The seed itself, the command that runs it and main.ts (which seeds an empty store) use it.
  files: ['server/src/db/seed/**/*.ts', 'server/src/seed-cli.ts', 'server/src/main.ts'],
  rules: { 'no-restricted-imports': 'off' },
};
const seedImportsToMove = {
  // Known runtime imports of seed helpers, to be moved out of db/seed when the catalogue and media
  // code settle: the list only shrinks.
  files: ['server/src/modules/media/svg.ts', 'server/src/modules/operator/catalogOps.ts', 'server/src/modules/operator/productImport.ts'],
  rules: { 'no-restricted-imports': 'off' },
};
const belowAreas = {
  files: ['server/src/lib/**/*.ts', 'server/src/db/**/*.ts'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: root,
        zones: [
          { target: ['./server/src/lib', './server/src/db'], from: './server/src/modules', message: 'lib/ and db/ sit below the areas: they never import server/src/modules.' },
          { target: './server/src/lib', from: ['./server/src/db', './server/src/config.ts'], message: 'lib/ is the bottom layer: it never imports db/ or the configuration (db/ may import lib/).' },
        ],
      },
    ],
  },
};
/*
 * Areas depend one way: a storefront feature (src/features/<f>) or a server area
 * (server/src/modules/<area>) never imports one that imports it back, directly or through other
 * areas, counting `import type`, `export type ... from` and lazy `import()`
 * (scripts/eslint/no-cycle.mjs, area-cycles).
 */
const areaCycles = {
  files: ['src/features/**/*.{ts,tsx}', 'server/src/modules/**/*.ts'],
  plugins: { local: importRules },
  rules: { 'local/area-cycles': ['error', { areas: ['src/features', 'server/src/modules'] }] },
};
const serverLazyCycles = {
  files: ['server/src/**/*.ts'],
  plugins: { local: importRules },
  rules: { 'local/no-cycle': ['error', { srcRoot: 'server/src', mixedOnly: true }] },
};
const areaBoundaries = {
  files: ['server/src/modules/**/*.ts'],
  rules: {
    'import-x/no-restricted-paths': [
      'error',
      {
        basePath: root,
        zones: AREAS.map((area) => ({
          target: `./server/src/modules/${area}`,
          from: './server/src/modules',
          except: [`./${area}`, './index.ts', ...AREAS.filter((a) => a !== area).map((a) => `./${a}/index.ts`)],
          message: `Reach another area only through its public file, modules/<area>/index.ts.`,
        })),
      },
    ],
  },
};

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
        { group: ['@/features', '@/features/*', '@/app', '@/app/*', '@/admin', '@/admin/*'], message: 'shared imports nothing from features, app or admin.' },
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
                '!@contracts/staffRules',
                '!@contracts/accountRules',
                '!@contracts/adminQuoteRules',
                '!@contracts/gst',
                '!@contracts/adminOrderRules',
                '!@contracts/ewayBillRules',
                '!@contracts/purchaseRegisterRules',
                '!@contracts/adminInquiryRules',
                '!@contracts/auditLabels',
                '!@contracts/statuses',
                '!@contracts/catalogueRules',
                '!@contracts/productImages',
                '!@contracts/contentRules',
                '!@contracts/figuresRules',
                '!@contracts/settingsRules',
                '!@contracts/shoppingListRules',
                '!@contracts/companyUserRules',
                '!@contracts/approvalRules',
                '!@contracts/creditRules',
                '!@contracts/adminJobRules',
                '!@contracts/safeHtml',
                '**/contracts/*',
                '!**/contracts/fields',
                '!**/contracts/routes',
                '!**/contracts/agentTools',
                '!**/contracts/agentForms',
                '!**/contracts/gstin',
                '!**/contracts/indianStates',
                '!**/contracts/walletLabels',
                '!**/contracts/format',
                '!**/contracts/staffRules',
                '!**/contracts/accountRules',
                '!**/contracts/adminQuoteRules',
                '!**/contracts/gst',
                '!**/contracts/adminOrderRules',
                '!**/contracts/ewayBillRules',
                '!**/contracts/purchaseRegisterRules',
                '!**/contracts/adminInquiryRules',
                '!**/contracts/auditLabels',
                '!**/contracts/statuses',
                '!**/contracts/catalogueRules',
                '!**/contracts/productImages',
                '!**/contracts/contentRules',
                '!**/contracts/figuresRules',
                '!**/contracts/settingsRules',
                '!**/contracts/shoppingListRules',
                '!**/contracts/companyUserRules',
                '!**/contracts/approvalRules',
                '!**/contracts/creditRules',
                '!**/contracts/adminJobRules',
                '!**/contracts/safeHtml',
              ],
              allowTypeImports: true,
              message:
                'Import wire types with `import type`; only @contracts/fields, @contracts/routes, @contracts/agentTools, @contracts/agentForms, @contracts/gstin, @contracts/indianStates, @contracts/walletLabels, @contracts/format, @contracts/staffRules, @contracts/accountRules, @contracts/adminQuoteRules, @contracts/adminOrderRules, @contracts/ewayBillRules, @contracts/purchaseRegisterRules, @contracts/adminInquiryRules, @contracts/auditLabels, @contracts/gst, @contracts/statuses, @contracts/catalogueRules, @contracts/productImages, @contracts/contentRules, @contracts/figuresRules, @contracts/settingsRules, @contracts/shoppingListRules, @contracts/companyUserRules, @contracts/approvalRules, @contracts/creditRules, @contracts/adminJobRules and @contracts/safeHtml (plain data and pure formatters) are imported at run time.',
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
    rules: { 'no-restricted-imports': restrict([noAdmin, ...(FEATURES.length ? [onlyThroughIndex(FEATURES)] : [])]) },
  },
  {
    // The storefront asks in its own dialog (shared/ui/ConfirmDialog): the browser's confirm(),
    // prompt() and alert() look foreign, cannot be styled or tested, and some browsers suppress them.
    files: ['src/app/**/*.{ts,tsx}', 'src/features/**/*.{ts,tsx}', 'src/shared/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-alert': 'error' },
  },
  {
    // The back office: its own store and typed hooks (src/admin/store.ts); the storefront is off limits.
    files: ['src/admin/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        { paths: [{ ...typedHooks, message: 'Use useAdminDispatch / useAdminSelector from src/admin/store.' }], patterns: [adminOnlyShared] },
      ],
    },
  },
  serverLayers,
  seedFiles,
  seedImportsToMove,
  belowAreas,
  areaBoundaries,
  areaCycles,
  serverLazyCycles,
  {
    files: ['**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
