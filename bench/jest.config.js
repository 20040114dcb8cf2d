// Benchmarks run as jest files only to reuse the saga harness and jest's fake timers; they report, never gate.
/** @type {import('jest').Config} */
module.exports = {
  rootDir: '..',
  displayName: 'bench',
  testTimeout: 120_000,
  testEnvironment: 'jest-fixed-jsdom',
  testMatch: ['<rootDir>/tools/bench-*.bench.ts'],
  setupFilesAfterEnv: ['<rootDir>/test/setupTests.ts'],
  transform: { '^.+\\.(t|j)sx?$': ['@swc/jest', { jsc: { transform: { react: { runtime: 'automatic' } } } }] },
  moduleNameMapper: { '\\.css$': '<rootDir>/test/fixtures/styleStub.ts' },
};
