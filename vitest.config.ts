import { availableParallelism } from 'node:os';
import react from '@vitejs/plugin-react';
import { defineConfig } from 'vitest/config';
import { clientSourceResolve, serverSourceResolve } from './scripts/vite-source.ts';

/** Every project reads the sources behind the path aliases (`#domain/...`; decision 070). */
const sources = { resolve: clientSourceResolve, ssr: { resolve: serverSourceResolve } };

/** TEST_TODAY runs the tests as if it were that day (decision 116); first, before any test's module. */
const TEST_CLOCK = 'tests/helpers/test-clock.ts';

export default defineConfig({
  test: {
    testTimeout: 30_000,
    hookTimeout: 120_000,
    // Vitest's own default is one worker fewer than the cores: one worker on this team's 2-core
    // machines. Much of a file's time is spent waiting on a database, a socket or Chromium, so two
    // workers keep both cores busy (decision 065). All three projects share these workers: the
    // browser journeys run beside the API tests rather than after them.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    // CI also writes a JSON report, from which .ci/run prints a plain 'N passed, N failed' line.
    reporters: process.env.CI
      ? ['default', ['json', { outputFile: 'test-results/vitest.json' }]]
      : ['default'],
    projects: [
      {
        ...sources,
        test: {
          name: 'node',
          // Domain rules, the API on fresh databases (each file its own), the server process.
          include: ['src/domain/**/*.test.ts', 'src/server/**/*.test.ts', 'tests/*.test.ts'],
          setupFiles: [TEST_CLOCK],
          pool: 'forks',
          // A worker keeps the modules it loaded from one file to the next, rather than loading
          // Fastify, Drizzle, zod and the app again for each of about a hundred files: they keep
          // no state between files (each builds its own app on its own database). Decision 080.
          isolate: false,
          testTimeout: 30_000,
          hookTimeout: 120_000,
        },
      },
      {
        ...sources,
        plugins: [react()],
        test: {
          name: 'web',
          include: ['src/web/**/*.test.{ts,tsx}'],
          environment: 'jsdom',
          setupFiles: [TEST_CLOCK, 'src/web/test/setup.ts'],
          // As the other projects' (decision 080): a worker keeps React, the testing library and
          // the app's modules from one file to the next. A test that changes a global puts it back
          // (vi.unstubAllGlobals, src/web/test/act-environment.ts); decision 080.
          isolate: false,
          // As the other projects': beside the journeys and the checks (decision 080) a component
          // test that types and taps through a form has taken more than Vitest's default 5 s.
          testTimeout: 30_000,
        },
      },
      {
        ...sources,
        test: {
          name: 'e2e',
          // Browser journeys against the real server in the system Chromium (tests/e2e/site.ts).
          include: ['tests/e2e/**/*.test.ts'],
          globalSetup: ['tests/e2e/global-setup.ts'],
          setupFiles: [TEST_CLOCK],
          pool: 'forks',
          // As the node project's: a worker loads the server, Playwright and axe once, not per file
          // (decision 080).
          isolate: false,
          // Files run side by side: each starts a server of its own, on a fresh database and a free
          // port, and a browser of its own (tests/e2e/site.ts), so no two share data.
          testTimeout: 120_000,
          hookTimeout: 180_000,
          // A page settles in its own time: smooth scrolling down a villa's page alone takes about
          // a second, longer on a busy machine. expect.poll's own 1 s made such waits flaky in CI.
          expect: { poll: { timeout: 10_000 } },
        },
      },
    ],
  },
});
