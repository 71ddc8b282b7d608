// What a collector does in the load mix, by weight: the accounts page, its rows, negotiation, chat.
import { markRead, sendChat } from './chat-socket.mjs';
import { addDays, call, dollars, pick, rand, roundTo600 } from './users.mjs';

// Plain, compliant replies: nothing the compliance scan blocks (threats, amounts, third parties…).
const COLLECTOR_MESSAGES = [
  'Thank you for your message. We have noted it on your account.',
  'Thanks, we received your message and will review your account today.',
  'Thank you. A member of our team will look at your proposal.',
];

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
