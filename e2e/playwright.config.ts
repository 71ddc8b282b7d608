import { defineConfig } from '@playwright/test';

const port = Number(process.env.E2E_PORT ?? 3100);
/** The cluster (proxy, two servers, a worker, PostgreSQL) for the journeys that must hold across processes. */
const clusterPort = Number(process.env.E2E_CLUSTER_PORT ?? port + 10);

export default defineConfig({
  testDir: './tests',
  fullyParallel: false,
  workers: 1,
  retries: 0,
  timeout: 30_000,
  expect: { timeout: 7_000 },
  reporter: process.env.PLAYWRIGHT_JSON_OUTPUT_NAME ? [['list'], ['json']] : [['list']],
  use: {
    baseURL: `http://127.0.0.1:${port}`,
    trace: 'off',
    screenshot: 'only-on-failure',
    launchOptions: {
      executablePath: '/usr/bin/chromium',
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
  projects: [{ name: 'npm start' }, { name: 'cluster', testMatch: /live-case\.spec\.ts/, use: { baseURL: `http://127.0.0.1:${clusterPort}` } }],
  webServer: [
    {
      command: 'node e2e/serve.mjs',
      cwd: '..',
      url: `http://127.0.0.1:${port}/healthz`,
      reuseExistingServer: false,
      timeout: 60_000,
      env: { PORT: String(port) },
      stdout: 'ignore',
      stderr: 'pipe',
    },
    {
      command: 'node e2e/serve-cluster.mjs',
      // SIGTERM, not SIGKILL: the script stops the cluster, then its own PostgreSQL, and removes its folder.
      gracefulShutdown: { signal: 'SIGTERM', timeout: 20_000 },
      cwd: '..',
      url: `http://127.0.0.1:${clusterPort}/healthz`,
      reuseExistingServer: false,
      timeout: 120_000,
      env: { PORT: String(clusterPort) },
      stdout: 'ignore',
      stderr: 'pipe',
    },
  ],
});
