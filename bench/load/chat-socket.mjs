// A user's Socket.IO connection, as apps/web/src/app/realtime.ts opens it, and their chat over it:
// messages sent with a key, tracked until the other side's socket has them, and marked read.
import { io as connect } from 'socket.io-client';
import { call } from './users.mjs';

const KEY = /\(ref (LB\d+x\d+)\)/;

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
  if (u.role === 'collector' && ctx.settings.openTabs !== 'off') socket.on('case_changed', (change) => onCaseChange(ctx, u, change));
  return new Promise((resolve, reject) => {
    socket.once('connect', () => {
      connectedOnce = true;
      join().then(resolve, reject);
    });
    socket.once('connect_error', reject);
  });
}

/**
 * A case change as an open accounts tab takes it (OPEN_TABS): the page before 74db492d refetched its list and its metrics on
 * every change; today it patches the pushed row and refetches only when a change comes without one (apps/web's live.ts).
 */
function onCaseChange(ctx, u, change) {
  if (!ctx.running) return;
  if (ctx.recorder.isMeasuring(performance.now())) ctx.counters.socketEvents++;
  if (ctx.settings.openTabs === 'delta' && change?.row) return;
  void call(ctx, u, 'open tab: list refetch', 'GET', '/collectors/api/apply_filters');
  void call(ctx, u, 'open tab: metrics refetch', 'GET', '/collectors/api/calculate_collector_metrics');
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
export async function sendChat(ctx, u, c, text) {
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
export async function markRead(ctx, u, conversationId) {
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
