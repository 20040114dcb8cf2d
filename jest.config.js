// msw and its helpers, and cookie (under fastify's inject), ship ESM only, so they go through the transform too.
const transformIgnorePatterns = ['/node_modules/(?!(rettime|until-async|@open-draft/deferred-promise|cookie)/)'];
const transform = {
  '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }],
  '^.+\\.mjs$': ['@swc/jest', {}],
};

/** @type {import('jest').Config} */
module.exports = {
  // Sandbox tests open sql.js (a WebAssembly database) and often a fastify server: seconds on a busy 2-core runner.
  testTimeout: 20_000,
  projects: [
    {
      displayName: 'app',
      testEnvironment: 'jest-fixed-jsdom',
      testMatch: ['<rootDir>/test/**/*.test.ts?(x)'],
      testPathIgnorePatterns: ['<rootDir>/test/e2e/', '<rootDir>/test/sandbox/', '<rootDir>/test/tools/'],
      setupFilesAfterEnv: ['<rootDir>/test/setupTests.ts'],
      transform,
      transformIgnorePatterns,
      moduleNameMapper: { '\\.css$': '<rootDir>/test/fixtures/styleStub.ts' },
    },
    {
      displayName: 'node',
      testEnvironment: 'node',
      testMatch: ['<rootDir>/test/sandbox/**/*.test.ts', '<rootDir>/test/tools/**/*.test.ts'],
      transform,
      transformIgnorePatterns,
    },
  ],
};
