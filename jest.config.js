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
  // jsdom's windows are not all collected between files, so a worker's heap grows to about 800 MB over the app's
  // files and took longer than jest allows to exit ("A worker process has failed to exit gracefully"). A worker past
  // this is replaced between files: same run time, the warning gone (decision 468).
  workerIdleMemoryLimit: '512MB',
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
