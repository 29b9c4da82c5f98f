import os from 'node:os';
import type { Config } from 'jest';

const swc = [
  '@swc/jest',
  {
    jsc: {
      parser: { syntax: 'typescript', tsx: true },
      transform: { react: { runtime: 'automatic' } },
      target: 'es2022',
    },
    module: { type: 'commonjs' },
  },
] as const;

const config: Config = {
  projects: [
    {
      displayName: 'storefront',
      // jsdom with Node's fetch, streams and TextEncoder, which MSW and fetchBaseQuery need.
      testEnvironment: 'jest-fixed-jsdom',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(m?j|t)sx?$': swc as unknown as [string, Record<string, unknown>] },
      // ESM in node_modules (.mjs files, and these packages' .js) must be transformed for Jest.
      transformIgnorePatterns: [
        // html-react-parser's DOM packages ship ESM only (for SafeHtml, e.g. on the product page).
        '/node_modules/(?!(msw|@mswjs|until-async|rettime|@open-draft|@bundled-es-modules|domhandler|domelementtype|domutils|dom-serializer|entities|htmlparser2|html-dom-parser)/).+\\.c?js$',
      ],
      moduleNameMapper: {
        '^@/(.*)$': '<rootDir>/src/$1',
        '^@contracts/(.*)$': '<rootDir>/contracts/$1',
        '\\.(css)$': 'identity-obj-proxy',
        '\\.(svg|png|jpg)$': '<rootDir>/src/test/fileStub.ts',
      },
      setupFiles: ['<rootDir>/src/test/polyfills.ts'],
      setupFilesAfterEnv: ['<rootDir>/src/test/setup.ts'],
      testEnvironmentOptions: { customExportConditions: [''] },
    },
    {
      displayName: 'api',
      testEnvironment: 'node',
      roots: ['<rootDir>/server', '<rootDir>/contracts', '<rootDir>/scripts'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(m?j|t)sx?$': swc as unknown as [string, Record<string, unknown>] },
      // Node 20 loads these ESM-only packages through require(esm), which Jest's runtime does not.
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie|typebox)/)'],
      moduleNameMapper: { '^@contracts/(.*)$': '<rootDir>/contracts/$1' },
      globalSetup: '<rootDir>/server/test/globalSetup.ts',
      globalTeardown: '<rootDir>/server/test/globalTeardown.ts',
      setupFiles: ['<rootDir>/server/test/workerDatabase.ts'],
    },
  ],
  // Each API file starts its own app from the shared template (a few seconds on a 2-core machine,
  // and past 30 s when other work loads it far beyond its cores, with two workers running);
  // Jest's 5 s default would fail the setup, not the behaviour under test. Set here and
  // not in the api project: a project's testTimeout is ignored when both projects run together.
  testTimeout: 60_000,
  // One worker per core. Jest's default keeps a core for itself, which on a 2-core machine means
  // one worker, so the whole suite ran in band; the parent process only hands out files.
  maxWorkers: os.availableParallelism(),
};

export default config;
