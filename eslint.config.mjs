// Lint: typescript-eslint's recommended rules, React hooks rules, and the layer rules of
// ARCHITECTURE.md: shared -> features -> app only, and features reached only through index.ts.
import js from '@eslint/js';
import tseslint from 'typescript-eslint';
import reactHooks from 'eslint-plugin-react-hooks';
import globals from 'globals';

const FEATURES = ['auth', 'catalog', 'cart', 'quotes', 'compare', 'checkout', 'account', 'content'];

/** Inside feature F: no deep imports into any other feature, no imports from app. */
const featureBoundaries = FEATURES.map((feature) => ({
  files: [`src/features/${feature}/**/*.{ts,tsx}`],
  rules: {
    'no-restricted-imports': [
      'error',
      {
        patterns: [
          { group: ['@/app', '@/app/*'], message: 'features must not import from app (layers: shared -> features -> app).' },
          {
            group: FEATURES.filter((f) => f !== feature).map((f) => `@/features/${f}/*`),
            message: 'Import another feature only through its index (e.g. @/features/cart).',
          },
          { group: ['../../*'], message: 'Use @/ imports across features and layers.' },
        ],
      },
    ],
  },
}));

export default tseslint.config(
  { ignores: ['dist/**', 'var/**', 'coverage/**', 'node_modules/**', 'server/drizzle/**', 'e2e/.artifacts/**'] },
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
    plugins: { 'react-hooks': reactHooks },
    rules: {
      ...reactHooks.configs.recommended.rules,
      // Typed hooks only (CONVENTIONS 5).
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use useAppDispatch / useAppSelector from @/shared/lib/storeHooks.' },
          ],
        },
      ],
    },
  },
  {
    files: ['src/shared/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use useAppDispatch / useAppSelector.' },
          ],
          patterns: [{ group: ['@/features', '@/features/*', '@/app', '@/app/*'], message: 'shared imports nothing from features or app.' }],
        },
      ],
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
              group: ['@contracts/*', '!@contracts/fields', '!@contracts/routes', '**/contracts/*', '!**/contracts/fields', '!**/contracts/routes'],
              allowTypeImports: true,
              message: 'Import wire types with `import type`; only @contracts/fields and @contracts/routes (plain data) are imported at run time.',
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
    files: ['src/app/**/*.{ts,tsx}'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          paths: [
            { name: 'react-redux', importNames: ['useDispatch', 'useSelector'], message: 'Use useAppDispatch / useAppSelector.' },
          ],
          patterns: [{ group: FEATURES.map((f) => `@/features/${f}/*`), message: 'Import a feature only through its index.' }],
        },
      ],
    },
  },
  {
    files: ['**/*.test.{ts,tsx}', 'src/test/**'],
    rules: { '@typescript-eslint/no-non-null-assertion': 'off' },
  },
);
