// The load bench's data, written straight into the target's database with the server's own code
// (apps/server/dist), as bench/chat.bench.mjs does: firms with a book of background accounts to
// browse, collector staff, consumers with negotiation cases (a consumer offer waiting on the firm)
// and a conversation per case, and a session for every user. Everything is new on every run (names
// carry a run tag), so it can be pointed at a deployment that already holds data.
import path from 'node:path';
import { root } from '../../scripts/lib.mjs';

const server = (p) => path.join(root, 'apps/server/dist', p);

const STORY_BATCH = 5000;

async function inBatches(items, size, fn) {
  const out = [];
  for (let i = 0; i < items.length; i += size) out.push(...(await Promise.all(items.slice(i, i + size).map(fn))));
  return out;
}

/** A multiple of 600 cents, so six equal payments are whole dollars. */
const roundTo600 = (cents) => Math.max(600, Math.round(cents / 600) * 600);
const addDays = (iso, days) => new Date(Date.parse(`${iso}T00:00:00Z`) + days * 86_400_000).toISOString().slice(0, 10);

/**
 * `perFirm` accounts per firm with a made-up history (every status), no consumer user: the book
 * collectors browse, and work through (a counteroffer, payment details, an agreement) when an
 * account is at the firm's step. Each firm's unarchived ones land in `firm.book`.
 */
async function loadBackgroundAccounts(handle, crypto, firms, perFirm, now) {
  for (const firm of firms) firm.book = [];
  if (perFirm <= 0) return;
  const { buildStory, pickTarget } = await import(server('modules/demo/account-stories.js'));
  const { createRng } = await import('@parley/shared');
  const { loadStories, nextIds, reserveIds } = await import(server('modules/demo/bulk-load.js'));
  const ids = await nextIds(handle);
  const rng = createRng(Number(now) % 100_000);
  const stories = [];
  for (const firm of firms) {
    for (let i = 0; i < perFirm; i++) {
      const { target, paymentStage } = pickTarget(rng);
      stories.push(buildStory(rng, ids, { lawFirmId: firm.id, firmPrefix: `L${firm.index + 1}`, target, paymentStage, now, userId: null }));
    }
  }
  // Most of their offers' first payment dates are already past, so the firm only counters these
  // (an accept would be refused by the date rule: collector spec 4 "Accept rule").
  const byId = new Map(firms.map((f) => [f.id, f]));
  for (const s of stories) {
    if (!s.doc.archivedAt) byId.get(s.doc.lawFirmId).book.push({ docId: s.id, debtCents: s.doc.lawsuitAmountCents, canAccept: false });
  }
  // The sequences move past these ids before they go in, so the running server's own inserts
  // cannot collide with them (run the bench against a deployment that is idle while it sets up).
  await reserveIds(handle, ids);
  for (let i = 0; i < stories.length; i += STORY_BATCH) await loadStories(handle, crypto, stories.slice(i, i + STORY_BATCH));
  await handle.pool.query('ANALYZE customer_documents, historical_offers, negotiation_events, payments_received');
}

/**
 * @returns {{ firms, collectors, consumers, cases }} where every user has { userId, realm, token },
 * collectors their firm and the cases they negotiate, consumers their cases; a case has its
 * document, conversation, firm, consumer and collector.
 */
export async function createFixtures(opts) {
  const { databaseUrl, encryptionKey, tag, log } = opts;
  const { openDatabase } = await import(server('db/client.js'));
  const schema = await import(server('db/schema/index.js'));
  const { createLawFirm } = await import(server('modules/law-firms/law-firms.service.js'));
  const { createCrypto } = await import(server('platform/crypto.js'));
  const { createSessionStore } = await import(server('platform/sessions.js'));
  const { systemClock } = await import(server('platform/clock.js'));
  const { appendNegotiationEvent } = await import(server('modules/cases/case-store.js'));
  const { validFirstPaymentDate } = await import(path.join(root, 'packages/shared/dist/index.js'));

  const handle = await openDatabase({ kind: 'postgres', url: databaseUrl, max: 8 });
  const crypto = createCrypto(encryptionKey);
  const sessions = createSessionStore({ db: handle.db, clock: systemClock });
  const now = new Date();
  const meta = { ip: '127.0.0.1', userAgent: 'parley-load-bench' };
  try {
    // Firms: collectorsPerFirm staff each (the last firm may have fewer).
    const firmCount = Math.max(1, Math.ceil(opts.collectors / opts.collectorsPerFirm));
    const firms = [];
    for (let i = 0; i < firmCount; i++) {
      const firm = await createLawFirm(handle.db, crypto, `Load Firm ${String(i + 1).padStart(3, '0')} (${tag})`);
      firms.push({ id: firm.id, index: i, name: `Load Firm ${i + 1}`, collectors: [], cases: [] });
    }
    log(`  ${firmCount} firms; loading ${(firmCount * opts.accountsPerFirm).toLocaleString('en-US')} background accounts…`);
    await loadBackgroundAccounts(handle, crypto, firms, opts.accountsPerFirm, now);

    const insertUsers = async (rows) => {
      const out = [];
      for (let i = 0; i < rows.length; i += 500) {
        out.push(
          ...(await handle.db
            .insert(schema.users)
            .values(rows.slice(i, i + 500))
            .returning({ id: schema.users.id, email: schema.users.email })),
        );
      }
      const byEmail = new Map(out.map((r) => [r.email, r.id]));
      return rows.map((r) => byEmail.get(r.email));
    };
    const collectorRows = Array.from({ length: opts.collectors }, (_, i) => ({
      kind: 'collector',
      email: `load-${tag}-staff${i}@bench.test`,
      firstName: 'Staff',
      lastName: String(i + 1),
      lawFirmId: firms[i % firmCount].id,
      // The firm's first staff member is its admin: the firm's notifications (offers, consumer
      // messages) go to the admin's email when no policy routes them, as in a real firm.
      lawFirmScope: i < firmCount ? 'admin' : 'user',
    }));
    const consumerRows = Array.from({ length: opts.consumers }, (_, j) => ({
      kind: 'consumer',
      email: `load-${tag}-consumer${j}@bench.test`,
      firstName: 'Consumer',
      lastName: String(j + 1),
      // A consumer chats once their address is confirmed (issue 18).
      emailVerifiedAt: now,
    }));
    const collectorIds = await insertUsers(collectorRows);
    const consumerIds = await insertUsers(consumerRows);
    const collectors = collectorRows.map((_, i) => {
      const firm = firms[i % firmCount];
      const u = { role: 'collector', realm: 'collector', index: i, userId: collectorIds[i], firm, cases: [], queue: [] };
      firm.collectors.push(u);
      return u;
    });
    const consumers = consumerRows.map((_, j) => ({ role: 'consumer', realm: 'consumer', index: j, userId: consumerIds[j], cases: [] }));

    // Cases: consumer j's c-th case is with firm (j + c) mod firms, negotiated there by one collector
    // only (round robin inside the firm), so no two users ever act on one account at once.
    const docRows = [];
    const cases = [];
    for (const consumer of consumers) {
      for (let c = 0; c < opts.casesPerConsumer; c++) {
        const firm = firms[(consumer.index + c) % firmCount];
        const debtCents = 600 * (200 + Math.floor(Math.random() * 1800)); // $1,200–$12,000
        const reference = `LOAD-${tag}-${consumer.index}-${c}`;
        docRows.push({
          userId: consumer.userId,
          lawFirmId: firm.id,
          product: 'solosettle',
          customerName: `Consumer ${consumer.index + 1}`,
          email: `load-${tag}-consumer${consumer.index}@bench.test`,
          plaintiffName: 'Midland Credit Management, Inc.',
          lawsuitAmountCents: debtCents,
          lawsuitExists: true,
          // Reg F 1006.6(b)(1): the consumer's local time decides whether a collector message is held.
          lawsuitState: opts.consumerState ?? 'TX',
          mailingState: opts.consumerState ?? 'TX',
          civilNumber: reference,
          createdAt: now,
        });
        cases.push({ reference, firm, consumer, debtCents, canAccept: true });
      }
    }
    const docIds = new Map();
    for (let i = 0; i < docRows.length; i += 500) {
      const rows = await handle.db
        .insert(schema.customerDocuments)
        .values(docRows.slice(i, i + 500))
        .returning({ id: schema.customerDocuments.id, civilNumber: schema.customerDocuments.civilNumber });
      for (const r of rows) docIds.set(r.civilNumber, r.id);
    }
    // Each case opens with the consumer's offer (40% of the debt in 6 payments, first payment a
    // week after the earliest allowed date, so the firm may accept it), through the server's own
    // event writer so the account's projection (status, current action) is right.
    const firstPaymentDate = addDays(validFirstPaymentDate(now), 7);
    await inBatches(cases, 8, async (c) => {
      c.docId = docIds.get(c.reference);
      const total = roundTo600(c.debtCents * 0.4);
      await handle.db.transaction((tx) =>
        appendNegotiationEvent(tx, {
          documentId: c.docId,
          party: 'consumer',
          action: 'offer',
          offers: [{ totalAmountCents: total, payments: 6, firstPaymentDate, phases: [{ iterations: 6, payment_amount_cents: total / 6 }] }],
          at: now,
        }),
      );
    });
    const conversationRows = await handle.db
      .insert(schema.conversations)
      .values(cases.map((c) => ({ lawFirmId: c.firm.id, consumerUserId: c.consumer.userId, customerDocumentId: c.docId, createdAt: now })))
      .returning({ id: schema.conversations.id, documentId: schema.conversations.customerDocumentId });
    const conversationOf = new Map(conversationRows.map((r) => [r.documentId, r.id]));
    for (const c of cases) {
      c.conversationId = conversationOf.get(c.docId);
      c.firm.cases.push(c);
      c.consumer.cases.push(c);
    }
    for (const firm of firms) {
      firm.cases.forEach((c, k) => {
        c.collector = firm.collectors[k % firm.collectors.length];
        c.collector.cases.push(c);
      });
      // The firm's book, dealt out among its staff in a random order: each account has one
      // collector, so no two users act on an account at once.
      const book = firm.book.map((a) => ({ ...a, firm })).sort(() => Math.random() - 0.5);
      book.forEach((a, k) => {
        firm.collectors[k % firm.collectors.length].queue.push(a);
      });
    }

    // Sessions as a sign-in makes them (the sign-in routes limit attempts per IP address, and
    // every user here comes from 127.0.0.1).
    await inBatches([...collectors, ...consumers], 16, async (u) => {
      u.token = await sessions.create(u.realm, u.userId, meta);
    });
    return { firms, collectors, consumers, cases };
  } finally {
    await handle.close();
  }
}

/** A US state whose consumers may be contacted (Reg F: 8 a.m.–9 p.m. local) from `from` until `until`, or null. */
export async function stateInContactWindow(from, until) {
  const { consumerTimeZone, nextAllowedContact } = await import(server('modules/chat/compliance/local-time.js'));
  const states = ['NY', 'FL', 'TX', 'IL', 'CO', 'AZ', 'CA', 'WA', 'AK', 'HI'];
  return states.find((s) => [from, until].every((t) => nextAllowedContact(t, consumerTimeZone(s, null)) === null)) ?? null;
}
