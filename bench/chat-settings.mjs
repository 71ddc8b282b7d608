// The chat bench's settings (chat.bench.mjs) and where the built server is.
import { createRequire } from 'node:module';
import path from 'node:path';
import { root } from '../scripts/lib.mjs';

export const server = (p) => path.join(root, 'apps/server/dist', p);
// The server's own Socket.IO, adapter and driver, so the baseline runs the same versions.
export const serverRequire = createRequire(path.join(root, 'apps/server/package.json'));

export const CONVERSATIONS = Number(process.env.CONVERSATIONS ?? 50);
export const SOCKETS = Number(process.env.SOCKETS ?? 1000);
export const PER_SIDE = Math.max(1, Math.round(SOCKETS / CONVERSATIONS / 2));
export const DURATION = Number(process.env.DURATION ?? 15);
export const WARMUP = Number(process.env.WARMUP ?? 3);
export const COLLECTOR_MESSAGES = 3; // per conversation: under the daily cap of 5 unanswered collector messages
export const DELIVERY_TIMEOUT_MS = 10_000;
