import { defineConfig } from '@playwright/test';

/**
 * Two workers, each with a server of its own on its own embedded database (E2E_PORTS, else E2E_PORT
 * and the next port): a journey never meets another's accounts, settings or rate limits, so the
 * spec files run two at a time. The config is read again in each worker, which picks its server.
 */
const ports = (process.env.E2E_PORTS ?? `${process.env.E2E_PORT ?? 3100}`).split(',').map(Number);
const workers = Number(process.env.E2E_WORKERS ?? 2);
while (ports.length < workers) ports.push((ports[ports.length - 1] ?? 3100) + 1);
const port = ports[Number(process.env.TEST_PARALLEL_INDEX ?? 0)] ?? ports[0];
/** The cluster (proxy, two servers, a worker, PostgreSQL) for the journeys that must hold across processes. */
const clusterPort = Number(process.env.E2E_CLUSTER_PORT ?? (ports[0] ?? 3100) + 10);
/** `npm test` starts the servers itself, ahead of the run (scripts/test.mjs): use them, start none. */
const serversRunning = process.env.E2E_SERVERS_RUNNING === '1';

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers,
  retries: 0,
  // A journey signs in two or three people and walks a case: 15–31 s beside the other worker in
  // CI (live-case's took 30.9 s), so 30 s was under the slowest honest run. A hang still fails here.
  timeout: 60_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    // The browser asks for less motion, as some people's systems do (the app's theme honours it):
    // a dialog is where it will stay when a click reaches it. With two workers on two cores, a
    // dialog still opening took a click at the spot its button was leaving, and the click was lost.
    contextOptions: { reducedMotion: 'reduce' },
    launchOptions: {
      // Debian's headless shell (the Chromium build Playwright itself uses for headless runs): the same engine as
      // the full browser without its window machinery. The journeys took 7.4 min in the full browser and 6.3 min
      // here, with 40% less browser CPU (2026-12-04). E2E_BROWSER=/usr/bin/chromium runs them in the full one.
      executablePath: process.env.E2E_BROWSER ?? '/usr/bin/chromium-headless-shell',
      args: [
        '--no-sandbox',
        '--disable-gpu',
        '--disable-quic',
        '--disable-background-networking',
        '--disable-component-update',
        '--disable-sync',
        '--no-first-run',
      ],
    },
  },
  outputDir: '../.tmp/e2e-results',
  // The cluster's journeys first: listed last, they ran last, on one worker while the other had nothing left.
  projects: [{ name: 'cluster', testMatch: /live-case\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${clusterPort}` } }, { name: 'npm start' }],
  webServer: [
    ...ports.slice(0, workers).map((serverPort) => ({
      command: 'node e2e/serve.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${serverPort}/healthz`,
      reuseExistingServer: serversRunning,
      timeout: 60_000,
      env: { PORT: String(serverPort) },
      stdout: 'ignore' as const,
      stderr: 'pipe' as const,
    })),
    {
      command: 'node e2e/serve-cluster.mjs',
      // SIGTERM, not SIGKILL: the script stops the cluster, then its own PostgreSQL, and removes its folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      cwd: '..',
      url: `http://127.0.0.1:${clusterPort}/healthz`,
      reuseExistingServer: serversRunning,
      timeout: 120_000,
      env: { PORT: String(clusterPort) },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
