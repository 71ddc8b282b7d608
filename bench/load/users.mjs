// The virtual users: a collector or a consumer with a real session, the CSRF token a browser gets
// from /api/csrf, one Socket.IO connection as apps/web/src/app/realtime.ts opens it (chat-socket.mjs),
// and a loop of actions (the web app's calls for each screen: collector-actions.mjs,
// consumer-actions.mjs) with think time between them.
import { describeErrorBody } from './stats.mjs';

// --- route families -----------------------------------------------------------------------------

/** [name, role, driver] in report order. */
export const FAMILIES = [
  ['session check', 'both', 'user loop'],
  ['firm stats', 'collector', 'user loop'],
  ['metrics', 'collector', 'user loop'],
  ['filter values', 'collector', 'user loop'],
  ['accounts list', 'collector', 'user loop'],
  ['accounts filter/sort/search', 'collector', 'autocannon'],
  ['current action', 'collector', 'user loop'],
  ['account details (hardship)', 'collector', 'user loop'],
  ['offer preview', 'collector', 'user loop'],
  ['negotiation action (firm)', 'collector', 'user loop'],
  ['dashboard', 'consumer', 'user loop'],
  ['consumer cases', 'consumer', 'user loop'],
  ['negotiation action (consumer)', 'consumer', 'user loop'],
  ['upload', 'consumer', 'user loop'],
  ['chat list', 'both', 'user loop'],
  ['chat messages', 'both', 'user loop'],
  ['chat send (consumer)', 'consumer', 'user loop'],
  ['chat send (collector)', 'collector', 'user loop'],
  // An open accounts tab's refetch after a case change (OPEN_TABS, chat-socket.mjs).
  ['open tab: list refetch', 'collector', 'open tab'],
  ['open tab: metrics refetch', 'collector', 'open tab'],
  ['mark as read (socket ack)', 'both', 'Socket.IO'],
  ['socket delivery consumer → firm', 'collector', 'Socket.IO'],
  ['socket delivery firm → consumer (after compliance scan)', 'consumer', 'Socket.IO'],
  ['socket connection', 'both', 'Socket.IO'],
];

export const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
export const rand = (a, b) => a + Math.random() * (b - a);
export const pick = (list) => list[Math.floor(Math.random() * list.length)];
/** [weight, fn] pairs → one fn, by weight. */
function weighted(actions) {
  const total = actions.reduce((n, [w]) => n + w, 0);
  let x = Math.random() * total;
  for (const [w, fn] of actions) {
    x -= w;
    if (x < 0) return fn;
  }
  return actions[actions.length - 1][1];
}
export const dollars = (cents) => (cents / 100).toFixed(2);
export const roundTo600 = (cents) => Math.max(600, Math.round(cents / 600) * 600);
export const addDays = (iso, days) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * Everything the users share: the target, the recorder, settings, tracked chat deliveries and the
 * counters of the mix. `ctx.running` turns false at the end of the run.
 */
export function createContext({ base, origin, cookiePrefix, recorder, settings, files, validFirstPaymentDate, collectorChat }) {
  for (const [name, role, driver] of FAMILIES) recorder.define(name, { role, driver });
  return {
    base,
    origin,
    cookiePrefix,
    recorder,
    settings,
    files,
    validFirstPaymentDate,
    collectorChat,
    running: true,
    pending: new Map(),
    counters: { socketEvents: 0, chatSent: 0, negotiationMoves: 0, vuRequests: { collector: 0, consumer: 0 } },
  };
}

// --- HTTP ---------------------------------------------------------------------------------------

/**
 * One call as the web app's apiFetch makes it: the session and CSRF cookies, X-CSRF-Token on
 * writes. Records latency (to the last byte of the body) and any error under `family`; resolves
 * with the parsed body, or null on an error (the user loop moves on, as a person would retry later).
 */
export async function call(ctx, u, family, method, path, { json, form } = {}) {
  const headers = { cookie: u.cookie, accept: 'application/json' };
  let body;
  if (json !== undefined) {
    headers['content-type'] = 'application/json';
    body = JSON.stringify(json);
  } else if (form) body = form;
  if (method !== 'GET') headers['x-csrf-token'] = u.csrf;
  const t0 = performance.now();
  let error = null;
  let data = null;
  try {
    const res = await fetch(ctx.base + path, { method, headers, body, signal: AbortSignal.timeout(ctx.settings.requestTimeoutMs) });
    const text = await res.text();
    if (res.ok) data = text && (res.headers.get('content-type') ?? '').includes('json') ? JSON.parse(text) : {};
    else error = describeErrorBody(res.status, text);
  } catch (err) {
    error = err.name === 'TimeoutError' ? `timeout after ${ctx.settings.requestTimeoutMs} ms` : `network error: ${err.cause?.code ?? err.message}`;
  }
  ctx.recorder.record(family, t0, performance.now() - t0, error);
  if (ctx.recorder.isMeasuring(t0)) ctx.counters.vuRequests[u.role]++;
  return error ? null : data;
}

/** The secret cookie and token a page gets from GET /api/csrf before its first write. */
export async function signIn(ctx, u) {
  u.sessionCookie = `${ctx.cookiePrefix}parley_${u.realm}_session=${u.token}`;
  const res = await fetch(`${ctx.base}/api/csrf`, { headers: { cookie: u.sessionCookie } });
  if (!res.ok) throw new Error(`GET /api/csrf answered ${res.status}`);
  // The CSRF secret, and behind the cluster's proxy the cookie that pins the user to a node.
  const set = res.headers.getSetCookie().map((c) => c.split(';')[0]);
  u.cookie = [u.sessionCookie, ...set].join('; ');
  u.csrf = (await res.json()).csrf_token;
  u.seq = 0; // chat message keys
  u.turn = 0; // round robin over the user's cases, PDF/PNG uploads
  u.visibleIds = u.cases.map((c) => c.docId);
  u.awaitingReply = new Set(); // collector: conversations where the consumer wrote last
  u.unread = new Map(); // conversation id → newest message id not yet marked read
  // Consumer: at most one chat message per chatIntervalMs, the first at a random point of it.
  u.lastChatAt = performance.now() - Math.random() * ctx.settings.chatIntervalMs;
  u.queueAt = 0; // collector: next account of their share of the firm's book
  // Consumer: moves spread out, the first one at a random point of the first interval.
  u.nextMoveAt = performance.now() + Math.random() * ctx.settings.consumerMoveIntervalMs;
}

/** The consumer's own intake case (a Debt Answer), which their uploads go to; made through the real route. */
export async function createIntakeCase(ctx, u) {
  const res = await fetch(`${ctx.base}/customer_documents?document_name=debt_answer`, {
    method: 'POST',
    headers: { cookie: u.cookie, 'x-csrf-token': u.csrf },
  });
  if (!res.ok) throw new Error(`POST /customer_documents answered ${describeErrorBody(res.status, await res.text())}`);
  u.intakeId = (await res.json()).id;
}

/** A user's loop until the run ends: an action, then think time. Starts after `delayMs` (the ramp). */
export async function runUser(ctx, u, actions, delayMs, endsAt) {
  await sleep(delayMs);
  const [min, max] = ctx.settings.thinkMs;
  while (ctx.running && performance.now() < endsAt) {
    await weighted(actions)(ctx, u);
    await sleep(Math.min(rand(min, max), endsAt - performance.now()));
  }
}
