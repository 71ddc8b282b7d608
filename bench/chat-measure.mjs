// The chat bench's measurement: sockets opened and joined, a closed loop of messages per conversation
// timed to their delivery on every receiving socket, through the bare Socket.IO server and through Parley.
import { randomBytes } from 'node:crypto';
import { io as connect } from 'socket.io-client';
import { COLLECTOR_MESSAGES, CONVERSATIONS, DELIVERY_TIMEOUT_MS, DURATION, PER_SIDE, WARMUP } from './chat-settings.mjs';

function openSocket(base, { cookie, realm } = {}) {
  const socket = connect(base, { transports: ['websocket'], reconnection: false, auth: realm ? { realm } : {}, extraHeaders: cookie ? { cookie } : {} });
  return new Promise((resolve, reject) => {
    socket.once('connect', () => resolve(socket));
    socket.once('connect_error', reject);
  });
}
/** Opens and joins in batches, as 1,000 browsers arriving would not all in one millisecond. */
async function openAll(specs) {
  const sockets = [];
  for (let i = 0; i < specs.length; i += 50) {
    sockets.push(
      ...(await Promise.all(
        specs.slice(i, i + 50).map(async (spec) => {
          const socket = await openSocket(spec.base, spec);
          const ack = await socket.timeout(10_000).emitWithAck(spec.joinEvent, spec.joinPayload);
          if (ack && ack.ok === false) throw new Error(`join refused: ${JSON.stringify(ack)}`);
          return { socket, spec };
        }),
      )),
    );
  }
  return sockets;
}

function pct(sorted, p) {
  return sorted.length ? sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] : Number.NaN;
}

/**
 * Closed loop per conversation: send one message, wait until every socket of the receiving side
 * has it, send the next. `receivers[i]` are conversation i's receiving sockets.
 */
async function measure({ receivers, send, seconds, perConversation }) {
  const pending = new Map();
  const samples = [];
  let recording = false;
  for (const list of receivers) {
    for (const socket of list) {
      socket.on('new_message', (e) => {
        const p = pending.get(/bench \d+-\d+-[0-9a-f]{6}/.exec(e.message.attributes.body)?.[0]);
        if (!p || e.message.attributes.scanned === false) return;
        if (recording) samples.push(performance.now() - p.t0);
        if (--p.remaining === 0) p.resolve(true);
      });
    }
  }
  let delivered = 0;
  let lost = 0;
  const run = async (until, record) => {
    recording = record;
    const started = performance.now();
    const counts = await Promise.all(
      receivers.map(async (list, i) => {
        let n = 0;
        let seq = 0;
        while (perConversation ? seq < perConversation : performance.now() < until) {
          const key = `bench ${i}-${seq++}-${randomBytes(3).toString('hex')}`;
          let resolve;
          const done = new Promise((r) => {
            resolve = r;
          });
          const timer = setTimeout(() => resolve(false), DELIVERY_TIMEOUT_MS);
          pending.set(key, { t0: performance.now(), remaining: list.length, resolve });
          await send(i, key);
          const ok = await done;
          clearTimeout(timer);
          pending.delete(key);
          if (ok) n++;
          else if (record) lost++;
        }
        return n;
      }),
    );
    return { messages: counts.reduce((a, b) => a + b, 0), seconds: (performance.now() - started) / 1000 };
  };
  if (!perConversation && WARMUP > 0) await run(performance.now() + WARMUP * 1000, false);
  const result = await run(performance.now() + seconds * 1000, true);
  delivered = samples.length;
  for (const list of receivers) for (const s of list) s.off('new_message');
  samples.sort((a, b) => a - b);
  return {
    p50: pct(samples, 50),
    p99: pct(samples, 99),
    messagesPerSecond: result.messages / result.seconds,
    deliveriesPerSecond: delivered / result.seconds,
    messages: result.messages,
    lost,
  };
}

export async function benchBare(nodes) {
  // Consumer-side sockets on the first process, firm-side on the last (the other one, with two).
  const specs = [];
  for (let i = 0; i < CONVERSATIONS; i++) {
    for (let j = 0; j < PER_SIDE; j++) {
      specs.push({ conversation: i, side: 'consumer', base: nodes[0].base, joinEvent: 'join', joinPayload: `chat:${i}` });
      specs.push({ conversation: i, side: 'firm', base: nodes.at(-1).base, joinEvent: 'join', joinPayload: `chat:${i}` });
    }
  }
  const sockets = await openAll(specs);
  const receivers = Array.from({ length: CONVERSATIONS }, (_, i) =>
    sockets.filter((s) => s.spec.conversation === i && s.spec.side === 'firm').map((s) => s.socket),
  );
  const senders = Array.from({ length: CONVERSATIONS }, (_, i) => sockets.find((s) => s.spec.conversation === i && s.spec.side === 'consumer').socket);
  const r = await measure({
    receivers,
    seconds: DURATION,
    send: async (i, key) => {
      senders[i].emit('send', { room: `chat:${i}`, body: key });
    },
  });
  for (const s of sockets) s.socket.disconnect();
  return { ...r, sockets: sockets.length };
}

export async function benchParley(nodes, conversations, { collector }) {
  const consumerNode = nodes[0];
  const firmNode = nodes.at(-1);
  const csrf = new Map();
  async function csrfFor(base, cookie) {
    const key = `${base} ${cookie}`;
    if (!csrf.has(key)) {
      const res = await fetch(`${base}/api/csrf`, { headers: { cookie } });
      const secret = res.headers
        .getSetCookie()
        .map((c) => c.split(';')[0])
        .join('; ');
      csrf.set(key, { cookie: `${cookie}; ${secret}`, token: (await res.json()).csrf_token });
    }
    return csrf.get(key);
  }
  const consumerCookie = (c) => `parley_consumer_session=${c.consumerToken}`;
  const staffCookie = (c) => `parley_collector_session=${c.staffToken}`;
  async function post(base, cookie, conversationId, body) {
    const { cookie: withCsrf, token } = await csrfFor(base, cookie);
    const form = new FormData();
    form.append('message[body]', body);
    const res = await fetch(`${base}/api/v1/conversations/${conversationId}/messages`, {
      method: 'POST',
      headers: { cookie: withCsrf, 'x-csrf-token': token },
      body: form,
    });
    if (!res.ok) throw new Error(`send failed ${res.status} ${await res.text()}`);
    await res.arrayBuffer();
  }

  const specs = [];
  conversations.forEach((c, i) => {
    for (let j = 0; j < PER_SIDE; j++) {
      const join = { joinEvent: 'join_chat', joinPayload: { conversation_id: c.id } };
      specs.push({ conversation: i, side: 'consumer', base: consumerNode.base, cookie: consumerCookie(c), realm: 'consumer', ...join });
      specs.push({ conversation: i, side: 'firm', base: firmNode.base, cookie: staffCookie(c), realm: 'collector', ...join });
    }
  });
  const sockets = await openAll(specs);
  const side = (name) =>
    Array.from({ length: CONVERSATIONS }, (_, i) => sockets.filter((s) => s.spec.conversation === i && s.spec.side === name).map((s) => s.socket));

  // Consumer → firm: no scan, straight through the service to the firm's sockets.
  const consumerToFirm = await measure({
    receivers: side('firm'),
    seconds: DURATION,
    send: (i, key) => post(consumerNode.base, consumerCookie(conversations[i]), conversations[i].id, key),
  });
  // Firm → consumer: through the compliance scan (in the send's request; a pg-boss job before issue 20).
  const firmToConsumer = collector
    ? await measure({
        receivers: side('consumer'),
        perConversation: COLLECTOR_MESSAGES,
        send: (i, key) => post(firmNode.base, staffCookie(conversations[i]), conversations[i].id, `${key}\nThank you, we received your message.`),
      })
    : null;
  for (const s of sockets) s.socket.disconnect();
  return { consumerToFirm, firmToConsumer, sockets: sockets.length };
}
