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
      testEnvironment: 'jsdom',
      roots: ['<rootDir>/src'],
      testMatch: ['**/*.test.ts', '**/*.test.tsx'],
      transform: { '^.+\\.(t|j)sx?$': swc as unknown as [string, Record<string, unknown>] },
      // ESM-only packages that Jest must transform.
      transformIgnorePatterns: ['/node_modules/(?!(until-async|@bundled-es-modules|msw|@mswjs|html-react-parser)/)'],
      moduleNameMapper: {
        '^@/(.*)$': '<rootDir>/src/$1',
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
      roots: ['<rootDir>/server'],
      testMatch: ['**/*.test.ts'],
      transform: { '^.+\\.(t|j)sx?$': swc as unknown as [string, Record<string, unknown>] },
      // Node 20 loads these ESM-only packages through require(esm), which Jest's runtime does not.
      transformIgnorePatterns: ['/node_modules/(?!(content-disposition|cookie)/)'],
      globalSetup: '<rootDir>/server/test/globalSetup.ts',
    },
  ],
};

export default config;
