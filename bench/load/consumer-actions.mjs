// What a consumer does in the load mix, by weight: the dashboard, their cases, uploads, chat.
import { markRead, sendChat } from './chat-socket.mjs';
import { addDays, call, pick, rand, roundTo600 } from './users.mjs';

const CONSUMER_MESSAGES = [
  'Hello, I would like to settle this account. Could we agree on a monthly plan?',
  'I sent a new offer today, please have a look when you can.',
  'Thanks for the reply. What documents do you need from me?',
  'My hours were cut this year, so smaller payments would help me a lot.',
];

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
