// The virtual users: a collector or a consumer with a real session, the CSRF token a browser gets
// from /api/csrf, one Socket.IO connection as apps/web/src/app/realtime.ts opens it, and a loop of
// actions (the web app's calls for each screen) with think time between them.
import { io as connect } from 'socket.io-client';
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
  ['mark as read (socket ack)', 'both', 'Socket.IO'],
  ['socket delivery consumer → firm', 'collector', 'Socket.IO'],
  ['socket delivery firm → consumer (after compliance scan)', 'consumer', 'Socket.IO'],
  ['socket connection', 'both', 'Socket.IO'],
];

const CONSUMER_MESSAGES = [
  'Hello, I would like to settle this account. Could we agree on a monthly plan?',
  'I sent a new offer today, please have a look when you can.',
  'Thanks for the reply. What documents do you need from me?',
  'My hours were cut this year, so smaller payments would help me a lot.',
];
// Plain, compliant replies: nothing the compliance scan blocks (threats, amounts, third parties…).
const COLLECTOR_MESSAGES = [
  'Thank you for your message. We have noted it on your account.',
  'Thanks, we received your message and will review your account today.',
  'Thank you. A member of our team will look at your proposal.',
];
const KEY = /\(ref (LB\d+x\d+)\)/;

export const sleep = (ms) => new Promise((r) => setTimeout(r, Math.max(0, ms)));
const rand = (a, b) => a + Math.random() * (b - a);
const pick = (list) => list[Math.floor(Math.random() * list.length)];
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
const dollars = (cents) => (cents / 100).toFixed(2);
const roundTo600 = (cents) => Math.max(600, Math.round(cents / 600) * 600);
const addDays = (iso, days) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

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
async function call(ctx, u, family, method, path, { json, form } = {}) {
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

// --- Socket.IO ----------------------------------------------------------------------------------

const sideOf = (u) => (u.role === 'collector' ? 'law_firm' : 'consumer');

/**
 * Opens the user's socket (path /socket.io, auth { realm }, the session cookie and a same-site
 * Origin, as the browser's) and joins the chat channel of each of their conversations: the web app
 * joins the open conversation only; a user here keeps theirs (1–3) open. Rejoins after a reconnection.
 */
export function openSocket(ctx, u) {
  const socket = connect(ctx.base, {
    path: '/socket.io',
    transports: ['websocket'],
    forceNew: true,
    reconnectionDelay: 1000,
    auth: { realm: u.realm },
    // All the user's cookies, as a browser sends them: behind the cluster's proxy its node cookie
    // keeps the socket on the node the user's HTTP requests go to.
    extraHeaders: { cookie: u.cookie, origin: ctx.origin },
  });
  u.socket = socket;
  const join = () =>
    Promise.all(u.cases.map((c) => socket.timeout(15_000).emitWithAck('join_chat', { conversation_id: c.conversationId }))).then((acks) => {
      const refused = acks.find((a) => a?.ok === false);
      if (refused) throw new Error(`join_chat refused: ${JSON.stringify(refused)}`);
    });
  let connectedOnce = false;
  socket.on('connect', () => {
    if (connectedOnce) join().catch((err) => ctx.recorder.record('socket connection', performance.now(), null, `rejoin failed: ${err.message}`));
  });
  socket.on('disconnect', (reason) => {
    if (ctx.running && reason !== 'io client disconnect') ctx.recorder.record('socket connection', performance.now(), null, `disconnected: ${reason}`);
  });
  socket.on('new_message', (e) => onChatEvent(ctx, u, e, false));
  socket.on('message_blocked', (e) => onChatEvent(ctx, u, e, true));
  socket.on('conversation_updated', () => {
    if (ctx.recorder.isMeasuring(performance.now())) ctx.counters.socketEvents++;
  });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      connectedOnce = true;
      join().then(resolve, reject);
    });
    socket.once('connect_error', reject);
  });
}

function onChatEvent(ctx, u, event, isBlocked) {
  if (ctx.recorder.isMeasuring(performance.now())) ctx.counters.socketEvents++;
  const m = event.message;
  const fromCollector = m.attributes.sender.is_collector;
  const key = KEY.exec(m.attributes.body ?? '')?.[1];
  const p = key && ctx.pending.get(key);
  if (isBlocked) {
    if (p) settle(ctx, key, `blocked by the compliance scan: ${m.attributes.violations.map((v) => v.description).join('; ')}`);
    return;
  }
  // The other side's message, as the widget sees it: a badge to answer and a message to mark read.
  if (fromCollector !== (u.role === 'collector')) {
    if (u.role === 'collector') u.awaitingReply.add(event.conversation_id);
    if (m.attributes.scanned !== false) u.unread.set(event.conversation_id, m.id);
  }
  // A tracked delivery: on the receiving side, once scanned (a collector's message reaches the
  // consumer only after its compliance scan).
  if (p && p.to === sideOf(u) && m.attributes.scanned !== false) {
    if (m.attributes.held_until) settle(ctx, key, `held until ${m.attributes.held_until} (outside the consumer's contact hours)`);
    else settle(ctx, key, null);
  }
}

function settle(ctx, key, error) {
  const p = ctx.pending.get(key);
  if (!p) return;
  ctx.pending.delete(key);
  clearTimeout(p.timer);
  ctx.recorder.record(p.family, p.t0, performance.now() - p.t0, error);
}

/** Sends a chat message (multipart, as the widget) and tracks its delivery to the other side's socket. */
async function sendChat(ctx, u, c, text) {
  const key = `LB${u.role === 'collector' ? 1 : 2}${u.index}x${u.seq++}`;
  const toFirm = u.role === 'consumer';
  const family = toFirm ? 'socket delivery consumer → firm' : 'socket delivery firm → consumer (after compliance scan)';
  const t0 = performance.now();
  const timer = setTimeout(() => settle(ctx, key, `not delivered within ${ctx.settings.deliveryTimeoutMs} ms`), ctx.settings.deliveryTimeoutMs);
  ctx.pending.set(key, { t0, family, to: toFirm ? 'law_firm' : 'consumer', timer });
  const form = new FormData();
  form.append('message[body]', `${text} (ref ${key})`);
  const sent = await call(ctx, u, toFirm ? 'chat send (consumer)' : 'chat send (collector)', 'POST', `/api/v1/conversations/${c.conversationId}/messages`, {
    form,
  });
  if (!sent) {
    clearTimeout(timer);
    ctx.pending.delete(key); // the send itself failed and is counted as such
  } else if (ctx.recorder.isMeasuring(t0)) ctx.counters.chatSent++;
  return sent;
}

/** mark_as_read over the socket, as the widget does when a message scrolls into view. */
async function markRead(ctx, u, conversationId) {
  const messageId = u.unread.get(conversationId);
  if (!messageId) return;
  u.unread.delete(conversationId);
  const t0 = performance.now();
  let error = null;
  try {
    const ack = await u.socket.timeout(ctx.settings.requestTimeoutMs).emitWithAck('mark_as_read', { conversation_id: conversationId, message_id: messageId });
    if (ack?.ok === false) error = `refused: ${ack.error}`;
  } catch {
    error = `no ack within ${ctx.settings.requestTimeoutMs} ms`;
  }
  ctx.recorder.record('mark as read (socket ack)', t0, performance.now() - t0, error);
}

// --- collectors ---------------------------------------------------------------------------------

async function collectorPageLoad(ctx, u) {
  // The accounts page as the portal opens it: session, greeting, metrics strip, filters, first page.
  const [, , , , list] = await Promise.all([
    call(ctx, u, 'session check', 'GET', '/collectors/api/check_auth'),
    call(ctx, u, 'firm stats', 'GET', '/collectors/api/basic_stats'),
    call(ctx, u, 'metrics', 'GET', '/collectors/api/calculate_collector_metrics'),
    call(ctx, u, 'filter values', 'GET', '/collectors/api/filter_values'),
    call(ctx, u, 'accounts list', 'GET', '/collectors/api/apply_filters'),
  ]);
  if (list?.customer_info?.length) u.visibleIds = list.customer_info.map((a) => a.id);
}

async function collectorLoadMore(ctx, u) {
  const list = await call(ctx, u, 'accounts list', 'GET', `/collectors/api/apply_filters?num_pages=${pick([2, 2, 3, 4])}`);
  if (list?.customer_info?.length) u.visibleIds = list.customer_info.map((a) => a.id);
}

async function collectorExpandRow(ctx, u) {
  const id = pick(u.visibleIds);
  await Promise.all([
    call(ctx, u, 'current action', 'GET', `/collectors/api/get_current_action?customer_document_id=${id}`),
    call(ctx, u, 'account details (hardship)', 'GET', `/collectors/api/hardship_summary?customer_document_id=${id}`),
  ]);
}

/**
 * The row action of an account at the firm's step, by its current action: counter (after the
 * form's last-payment preview) or, now and then, accept the consumer's offer; send payment details;
 * upload the agreement. Then the row's current action is reloaded, as the portal does. Answers
 * whether the collector acted.
 */
async function actOnAccount(ctx, u, account) {
  const id = account.docId;
  const current = await call(ctx, u, 'current action', 'GET', `/collectors/api/get_current_action?customer_document_id=${id}`);
  const family = 'negotiation action (firm)';
  let done = null;
  switch (current?.type) {
    case 'accept_or_counteroffer': {
      if (account.canAccept && Math.random() < ctx.settings.acceptShare) {
        done = await call(ctx, u, family, 'POST', '/collectors/api/accept_offer', { json: { customer_document_id: id, disclosures: [] } });
        break;
      }
      const offer = {
        total_amount: dollars(roundTo600(account.debtCents * rand(0.6, 0.9))),
        first_payment_date: addDays(ctx.validFirstPaymentDate(new Date()), 7),
        phases: [],
        payments: 6,
      };
      await call(ctx, u, 'offer preview', 'POST', '/collectors/api/determine_offer_last_payment', { json: { customer_document_id: id, ...offer } });
      done = await call(ctx, u, family, 'POST', '/collectors/api/create_counteroffer', {
        json: { customer_document_id: id, offers: [offer], disclosures: [] },
      });
      break;
    }
    case 'request_payment_details':
      done = await call(ctx, u, family, 'POST', '/collectors/api/update_payment_details', {
        json: {
          customer_document_id: id,
          file_number: `LB-${id}`,
          payee: `${u.firm.name} Trust Account`,
          recipient: u.firm.name,
          mailing_address: '100 Congress Avenue, Suite 400, Austin, TX 78701',
        },
      });
      break;
    case 'request_settlement_agreement': {
      const form = new FormData();
      form.append('customer_document_id', String(id));
      form.append('file', new Blob([ctx.files.pdf], { type: 'application/pdf' }), `settlement-agreement-${id}.pdf`);
      done = await call(ctx, u, family, 'POST', '/collectors/api/upload_settlement_agreement', { form });
      break;
    }
    default:
      return false; // the consumer's turn, or nothing left to do on it
  }
  if (!done) return false;
  if (ctx.recorder.isMeasuring(performance.now())) ctx.counters.negotiationMoves++;
  await call(ctx, u, 'current action', 'GET', `/collectors/api/get_current_action?customer_document_id=${id}`);
  return true;
}

/**
 * Negotiation work: one of the collector's cases with a consumer on Parley (each consumer is
 * negotiated with by one collector), else, when that one waits on its consumer, the next account
 * of the collector's share of the firm's book.
 */
async function collectorNegotiate(ctx, u) {
  if (u.cases.length && (await actOnAccount(ctx, u, u.cases[u.turn++ % u.cases.length]))) return;
  if (u.queue.length) await actOnAccount(ctx, u, u.queue[u.queueAt++ % u.queue.length]);
}

/**
 * The chat widget: the firm's conversation list, then a conversation, marked read; when the consumer
 * wrote last, a reply. Collectors write only in answer to a consumer (the compliance scan blocks a
 * 6th unanswered message in a day), and not at all when no consumer may be contacted at this hour.
 */
async function collectorChat(ctx, u) {
  await call(ctx, u, 'chat list', 'GET', '/api/v1/conversations');
  if (!u.cases.length) return;
  const waiting = [...u.awaitingReply];
  const conversationId = waiting.length ? waiting[0] : pick(u.cases).conversationId;
  const c = u.cases.find((x) => x.conversationId === conversationId);
  await call(ctx, u, 'chat messages', 'GET', `/api/v1/conversations/${conversationId}/messages`);
  await markRead(ctx, u, conversationId);
  if (u.awaitingReply.delete(conversationId) && ctx.collectorChat) await sendChat(ctx, u, c, pick(COLLECTOR_MESSAGES));
}

export const COLLECTOR_ACTIONS = [
  [15, collectorPageLoad],
  [10, collectorLoadMore],
  [25, collectorExpandRow],
  [20, collectorNegotiate],
  [30, collectorChat],
];

// --- consumers ----------------------------------------------------------------------------------

async function consumerDashboard(ctx, u) {
  // /my_dashboard: session, the dashboard (its intake cards too, since issue 19), the chat widget's list.
  await Promise.all([
    call(ctx, u, 'session check', 'GET', '/api/v1/check_auth'),
    call(ctx, u, 'dashboard', 'GET', '/my_dashboard.json'),
    call(ctx, u, 'chat list', 'GET', '/api/v1/conversations'),
  ]);
}

/**
 * The case page, and the consumer's move when it is theirs: counter the firm's counteroffer or, now
 * and then, accept it; sign the agreement once the firm sent it. A consumer moves at most once per
 * consumerMoveIntervalMs (the server takes 20 offers per consumer per hour).
 */
async function consumerCase(ctx, u) {
  if (Math.random() < 0.2) await call(ctx, u, 'consumer cases', 'GET', '/api/v1/settlement_cases');
  const c = pick(u.cases);
  const view = await call(ctx, u, 'consumer cases', 'GET', `/api/v1/settlement_cases/${c.docId}`);
  const family = 'negotiation action (consumer)';
  let done = null;
  if (view?.stage === 'respond_to_counteroffer' && view.firm_offers.length && performance.now() >= u.nextMoveAt) {
    u.nextMoveAt = performance.now() + ctx.settings.consumerMoveIntervalMs;
    if (Math.random() < ctx.settings.acceptShare) {
      done = await call(ctx, u, family, 'POST', `/api/v1/settlement_cases/${c.docId}/accept`, { json: { offer_id: view.firm_offers[0].id } });
    } else {
      done = await call(ctx, u, family, 'POST', `/api/v1/settlement_cases/${c.docId}/offers`, {
        json: {
          total_amount_cents: roundTo600(c.debtCents * rand(0.3, 0.55)),
          first_payment_date: addDays(view.valid_first_payment_date, 7),
          payments: 6,
          phases: [],
        },
      });
    }
  } else if (view?.stage === 'sign_agreement') {
    done = await call(ctx, u, family, 'POST', `/api/v1/settlement_cases/${c.docId}/sign`, { json: { typed_name: `Consumer ${u.index + 1}`, consent: true } });
  }
  if (done && ctx.recorder.isMeasuring(performance.now())) ctx.counters.negotiationMoves++;
}

/** A photo or PDF of the court papers, to the consumer's intake case (the scan step's upload). */
async function consumerUpload(ctx, u) {
  const isPdf = u.turn++ % 2 === 0;
  const form = new FormData();
  form.append('camera', 'false');
  form.append(
    'file',
    isPdf ? new Blob([ctx.files.pdf], { type: 'application/pdf' }) : new Blob([ctx.files.png], { type: 'image/png' }),
    isPdf ? 'papers.pdf' : 'papers.png',
  );
  await call(ctx, u, 'upload', 'POST', `/api_controller/upload_file/${u.intakeId}`, { form });
}

/** The chat widget: a conversation (an unread one first), marked read, and a message at most every chatIntervalMs. */
async function consumerChat(ctx, u) {
  const unread = [...u.unread.keys()];
  const c = (unread.length && u.cases.find((x) => x.conversationId === unread[0])) || pick(u.cases);
  await call(ctx, u, 'chat messages', 'GET', `/api/v1/conversations/${c.conversationId}/messages`);
  await markRead(ctx, u, c.conversationId);
  if (performance.now() - u.lastChatAt >= ctx.settings.chatIntervalMs) {
    u.lastChatAt = performance.now();
    await sendChat(ctx, u, c, pick(CONSUMER_MESSAGES));
  }
}

export const CONSUMER_ACTIONS = [
  [30, consumerDashboard],
  [25, consumerCase],
  [10, consumerUpload],
  [35, consumerChat],
];

/** A user's loop until the run ends: an action, then think time. Starts after `delayMs` (the ramp). */
export async function runUser(ctx, u, actions, delayMs, endsAt) {
  await sleep(delayMs);
  const [min, max] = ctx.settings.thinkMs;
  while (ctx.running && performance.now() < endsAt) {
    await weighted(actions)(ctx, u);
    await sleep(Math.min(rand(min, max), endsAt - performance.now()));
  }
}
