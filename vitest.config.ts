import { availableParallelism } from 'node:os';
import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';

const shared = fileURLToPath(new URL('./packages/shared/src/index.ts', import.meta.url));

export default defineConfig({
  resolve: { alias: { '@parley/shared': shared } },
  test: {
    // Vitest's default is one worker per core minus one: a single file at a time on a 2-core machine.
    // The server's files wait on PostgreSQL, worker threads and sockets much of the time; two at a
    // time took the server suite from about 560 s to 370 s here, with the same results.
    maxWorkers: Math.max(2, availableParallelism() - 1),
    projects: [
      { extends: true, test: { name: 'shared', include: ['packages/shared/src/**/*.test.ts'] } },
      { extends: true, test: { name: 'web', include: ['apps/web/tests/**/*.test.ts'] } },
      // Forms with logic, rendered as a person meets them (Testing Library in happy-dom): what they refuse, what they send.
      {
        extends: true,
        // A budget that catches a hang, not a loaded machine: typing 24 characters took 1.3 s alone and over 5 s beside other work.
        test: {
          name: 'web-dom',
          include: ['apps/web/tests/**/*.test.tsx'],
          environment: 'happy-dom',
          setupFiles: ['apps/web/tests/dom/setup.ts'],
          testTimeout: 20_000,
        },
      },
      {
        extends: true,
        test: {
          name: 'server',
          include: ['apps/server/src/**/*.test.ts'],
          // One module graph per worker, not per file: importing the server's modules anew for each of its
          // 90-odd files took about 300 s of each suite's worker time (vitest's "import" figure), now about 30 s.
          // No server test mocks modules or stubs globals; what modules keep (the metrics registry, caches)
          // is process-wide by design, and the tests read it as such (metrics.test.ts counts what it added).
          isolate: false,
          globalSetup: ['apps/server/src/test/global-setup.ts'],
          setupFiles: ['apps/server/src/test/fail-on-console-error.ts'],
          testTimeout: 30_000,
          hookTimeout: 60_000,
        },
      },
    ],
  },
});
