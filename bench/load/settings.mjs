// The load bench's settings, read from the environment (README.md lists them), where the repository
// and the server's packages are, and the progress line it prints.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../../scripts/lib.mjs';

export { root };
// The server's own pdf-lib and pg, so the bench adds no dependency.
export const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));

export function num(name, fallback) {
  const raw = process.env[name];
  if (raw === undefined || raw === '') return fallback;
  const n = Number(raw);
  if (!Number.isFinite(n) || n < 0) throw new Error(`${name} must be a non-negative number, got ${raw}`);
  return n;
}
export const USERS = num('USERS', 500);
export const COLLECTORS = Math.round(USERS * num('COLLECTOR_SHARE', 0.4));
export const CONSUMERS = USERS - COLLECTORS;
if (COLLECTORS < 1 || CONSUMERS < 1) throw new Error('USERS and COLLECTOR_SHARE must leave at least one collector and one consumer');
export const DURATION = num('DURATION', 300);
export const WARMUP = num('WARMUP', 30);
export const COLLECTORS_PER_FIRM = Math.max(1, num('COLLECTORS_PER_FIRM', 10));
export const ACCOUNTS_PER_FIRM = num('ACCOUNTS_PER_FIRM', 2000);
export const CASES_PER_CONSUMER = Math.max(1, num('CASES_PER_CONSUMER', 2));
// One filter/sort/search click per collector every 5 s on average.
export const BROWSE_RATE = Math.round(num('BROWSE_RATE', Math.max(1, Math.round(COLLECTORS / 5))));
export const thinkMs = (process.env.THINK_MS ?? '1000-3000').split('-').map(Number);
if (thinkMs.length !== 2 || thinkMs.some((n) => !Number.isFinite(n)) || thinkMs[0] > thinkMs[1]) throw new Error('THINK_MS is MIN-MAX in ms, e.g. 1000-3000');
export const settings = {
  thinkMs,
  requestTimeoutMs: num('REQUEST_TIMEOUT_MS', 30_000),
  deliveryTimeoutMs: num('DELIVERY_TIMEOUT_MS', 30_000),
  acceptShare: num('ACCEPT_SHARE', 0.1),
  chatIntervalMs: num('CHAT_INTERVAL', 60) * 1000,
  // The server takes 20 offers per consumer per clock hour: one move every 200 s stays under it
  // (at most 18 in any clock hour) however long the run.
  consumerMoveIntervalMs: 200_000,
  // Open accounts tabs (issue 40.4): each collector's socket reacts to case changes as the accounts page does. "delta": the page
  // today, which patches the pushed row and refetches only a change that came without one; "refetch": the page before
  // 74db492d, which refetched its list and its metrics on every change; "off" (the default): no reaction, as earlier runs.
  openTabs: openTabsMode(process.env.OPEN_TABS),
};

function openTabsMode(raw) {
  if (raw === undefined || raw === '' || raw === 'off') return 'off';
  if (raw === 'delta' || raw === 'refetch') return raw;
  throw new Error(`OPEN_TABS must be off, delta or refetch, got ${raw}`);
}
export const SAMPLE_MS = 5000;
export const OUT = process.env.LOAD_OUT ?? `/tmp/parley-load-${new Date().toISOString().replace(/[:.]/g, '-')}.json`;

export const log = (line) => process.stdout.write(`${line}\n`);
