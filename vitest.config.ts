import { defineConfig } from 'vitest/config';

export default defineConfig({
  test: {
    include: ['src/**/*.test.ts', 'tests/**/*.test.ts'],
    // Each API test file builds its own app on a fresh in-memory PGlite database.
    pool: 'forks',
    testTimeout: 30_000,
    // CI also writes a JSON report, from which .ci/run prints a plain 'N passed, N failed' line.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]]
      : ['default'],
    hookTimeout: 60_000,
  },
});
