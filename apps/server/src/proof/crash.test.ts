import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ledgerInvariantViolations } from '@parley/shared';
import { and, eq, inArray, isNotNull, isNull } from 'drizzle-orm';
import { PDFDocument } from 'pdf-lib';
import { afterAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { chatMessages, customerDocuments, historicalOffers, ledgerJournals, negotiationEvents, payments } from '../db/schema/index.js';
import { allLedgerLines } from '../modules/payments/ledger.js';
import { type HttpClient, type ServerProcess, serverEnv, signInCollector, signInConsumer, startProcess, stopProcess } from '../test/processes.js';
import { openTestDatabase } from '../test/test-app.js';

// Issue 12, crash safety: a built server (dist/main.js) is killed with SIGKILL in the middle of a
// stream of negotiation actions, payments and chat messages. After a restart on the same data,
// every request that was answered 2xx is there, nothing is half-written, the jobs the dead process
// owed (compliance scans, unconfirmed payments) run again with one effect each, and the ledger
// balances. Once on PostgreSQL, once on PGlite in its data folder.
const url = process.env.TEST_DATABASE_URL;
const KILL_AFTER_ACKS = 30;

const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

type Acked = {
  cases: number[];
  consumerOffers: number[];
  counteroffers: number[];
  messages: number[];
  payments: string[];
};

type People = { consumerA: HttpClient; consumerB: HttpClient; collector: HttpClient };

async function signInAll(base: string): Promise<People> {
  return {
    consumerA: await signInConsumer(base, 'consumer@demo.test'),
    consumerB: await signInConsumer(base, 'consumer2@demo.test'),
    collector: await signInCollector(base, 'admin@demo-law.test'),
  };
}

async function demoFirmId(consumer: HttpClient): Promise<number> {
  const { law_firms } = await consumer.json<{ law_firms: { id: number; name: string }[] }>('GET', '/api/v1/law_firms?query=Demo');
  const id = law_firms.find((f) => f.name === 'Demo Law Group')?.id;
  if (!id) throw new Error('Demo Law Group missing');
  return id;
}

async function openCase(consumer: HttpClient, firmId: number, reference: string): Promise<number> {
  const { id } = await consumer.json<{ id: number }>('POST', '/api/v1/settlement_cases', {
    law_firm_id: firmId,
    plaintiff_name: 'Crash Test Funding LLC',
    amount_owed_cents: 500_000,
    state: 'TX',
    reference_number: reference,
  });
  return id;
}

const offer = (consumer: HttpClient, id: number) =>
  consumer.json('POST', `/api/v1/settlement_cases/${id}/offers`, { total_amount_cents: 200_000, first_payment_date: inDays(10), payments: 4 });

/** A case walked to its signed agreement with autopay on a test card: extra payments can be made on it. */
async function planWithAutopay(consumer: HttpClient, legalName: string, collector: HttpClient, firmId: number, reference: string): Promise<number> {
  const id = await openCase(consumer, firmId, reference);
  await offer(consumer, id);
  await collector.json('POST', '/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] });
  await collector.json('POST', '/collectors/api/update_payment_details', {
    customer_document_id: id,
    file_number: `F-${reference}`,
    payee: 'Demo Law Group Trust Account',
    recipient: 'Accounts Receivable',
    mailing_address: '100 Main St, Austin, TX 78701',
  });
  const pdf = await PDFDocument.create();
  pdf.addPage().drawText('Settlement agreement');
  const form = new FormData();
  form.append('customer_document_id', String(id));
  form.append('disclosures[]', 'Sent by Demo Law Group');
  form.append('file', new Blob([Buffer.from(await pdf.save())], { type: 'application/pdf' }), 'agreement.pdf');
  await collector.json('POST', '/collectors/api/upload_settlement_agreement', form);
  await consumer.json('POST', `/api/v1/settlement_cases/${id}/sign`, { typed_name: legalName, consent: true });
  const card = await consumer.json<{ id: string }>('POST', '/api/v1/payments/sandbox/payment_methods', {
    number: '4242424242424242',
    exp_month: 12,
    exp_year: 2030,
    cvc: '123',
  });
  await consumer.json('POST', `/api/v1/payment_plans/${id}/autopay`, { payment_method_id: card.id });
  return id;
}

/**
 * Four lanes of real traffic at once; the server is killed with SIGKILL as soon as KILL_AFTER_ACKS
 * answers have come back, so requests of every lane are in flight when it dies. Returns what was
 * answered 2xx.
 */
async function streamAndKill(
  server: ServerProcess,
  people: People,
  fixtures: { offeredA: number[]; plans: number[]; firmId: number; conversations: number[] },
) {
  const acked: Acked = { cases: [], consumerOffers: [], counteroffers: [], messages: [], payments: [] };
  let acks = 0;
  let dead = false;
  let resolveKilled!: () => void;
  const killed = new Promise<void>((resolve) => (resolveKilled = resolve));
  // The kill comes right as a firm message is answered, after KILL_AFTER_ACKS answers in all: its
  // compliance scan is then queued or running, and the other lanes have requests in flight.
  const ack = (firmMessage = false) => {
    acks++;
    if (acks >= KILL_AFTER_ACKS && firmMessage && !dead) {
      dead = true;
      server.child.kill('SIGKILL');
      resolveKilled();
    }
  };
  /** Runs steps until the server is gone; a step that gets no answer ends its lane. */
  const lane = async (steps: (() => Promise<boolean | undefined>)[]) => {
    for (const step of steps) {
      if (dead) return;
      try {
        ack(await step());
      } catch (err) {
        if (dead) return; // the connection died with the server: its outcome is unknown, not lost
        throw err;
      }
    }
  };
  const { consumerA, consumerB, collector } = people;
  const lanes = [
    // The firm counters each of consumer A's offers.
    lane(
      fixtures.offeredA.map((id) => async () => {
        await collector.json('POST', '/collectors/api/create_counteroffer', {
          customer_document_id: id,
          disclosures: [],
          offers: [{ total_amount: '3000.00', first_payment_date: inDays(10), phases: [], payments: 3 }],
        });
        acked.counteroffers.push(id);
        return false;
      }),
    ),
    // Consumer B opens cases and makes first offers.
    lane(
      Array.from({ length: 8 }, (_, i) => [
        async () => {
          acked.cases.push(await openCase(consumerB, fixtures.firmId, `CRASH-B-${i}`));
          return false;
        },
        async () => {
          const id = acked.cases.at(-1) as number;
          await offer(consumerB, id);
          acked.consumerOffers.push(id);
          return false;
        },
      ]).flat(),
    ),
    // Chat both ways; each firm message goes through the compliance scan job.
    lane(
      Array.from({ length: 24 }, (_, i) => async () => {
        // Pairs: a consumer writes, the firm answers in that conversation (so it never runs into the unanswered-message cap).
        const which = Math.floor(i / 2) % 2;
        const conversation = fixtures.conversations[which] as number;
        const from = i % 2 === 1 ? collector : which === 0 ? consumerA : consumerB;
        const sent = await from.sendMessage(conversation, `Crash test message ${i}: can we agree on a plan?`);
        acked.messages.push(sent.data.id);
        return from === collector;
      }),
    ),
    // Extra payments on both plans (the sandbox charges at once).
    lane(
      Array.from({ length: 16 }, (_, i) => async () => {
        const [plan, consumer] = i % 2 === 0 ? [fixtures.plans[0], consumerA] : [fixtures.plans[1], consumerB];
        const paid = await consumer.json<{ status: string; payment_intent: string }>('POST', `/api/v1/payment_plans/${plan}/additional_payments`, {
          amount_cents: 1_000 + i,
        });
        expect(paid.status).toBe('succeeded');
        acked.payments.push(paid.payment_intent);
        return false;
      }),
    ),
  ];
  await Promise.all(lanes);
  if (!dead) throw new Error(`the stream ended after ${acks} answers, before the kill at ${KILL_AFTER_ACKS}`);
  await killed;
  await server.exited;
  return acked;
}

async function waitFor(what: string, check: () => Promise<boolean>, timeoutMs = 60_000) {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((r) => setTimeout(r, 500));
  }
  throw new Error(`timed out waiting for ${what}`);
}

/** Everything the crash must not have broken, read from the database itself. */
async function expectIntact(db: DatabaseHandle['db'], acked: Acked) {
  // Every 2xx is in the database.
  const docs = await db.select({ id: customerDocuments.id }).from(customerDocuments).where(inArray(customerDocuments.id, acked.cases));
  expect(docs.map((d) => d.id).sort()).toEqual([...acked.cases].sort());
  const events = await db.select().from(negotiationEvents);
  for (const id of acked.consumerOffers) expect(events.some((e) => e.customerDocumentId === id && e.action === 'offer')).toBe(true);
  for (const id of acked.counteroffers) expect(events.some((e) => e.customerDocumentId === id && e.action === 'counteroffer')).toBe(true);
  const messages = await db.select().from(chatMessages);
  for (const id of acked.messages) expect(messages.some((m) => m.id === id)).toBe(true);
  const allPayments = await db.select().from(payments);
  for (const pi of acked.payments) expect(allPayments.find((p) => p.providerPaymentId === pi)?.status).toBe('succeeded');

  // Nothing half-written: each offer and its event were written together, both ways.
  const offers = await db.select().from(historicalOffers);
  for (const o of offers) expect(events.some((e) => e.id === o.eventId && e.offerId === o.id)).toBe(true);
  for (const e of events.filter((e) => e.offerId !== null)) expect(offers.some((o) => o.id === e.offerId)).toBe(true);

  // The jobs the dead process owed ran: no firm message is left scanning, no payment unconfirmed.
  expect(messages.filter((m) => m.status === 'scanning').map((m) => m.id)).toEqual([]);
  expect(allPayments.filter((p) => p.status === 'processing').map((p) => p.id)).toEqual([]);

  // One effect each: one capture journal per succeeded payment and none for any other, and the ledger balances.
  // (The demo data's imported payment history has journals of no payment row; they are left out.)
  const captures = await db
    .select()
    .from(ledgerJournals)
    .where(and(eq(ledgerJournals.kind, 'payment'), isNotNull(ledgerJournals.paymentId)));
  const succeeded = allPayments.filter((p) => p.status === 'succeeded');
  expect(captures.map((j) => j.paymentId).sort()).toEqual(succeeded.map((p) => p.id).sort());
  expect(ledgerInvariantViolations(await allLedgerLines(db))).toEqual([]);
}

/** The whole scenario against one engine: `start` starts (or restarts) a server on the same data. */
async function crashScenario(start: () => Promise<ServerProcess>, inspect: () => Promise<DatabaseHandle>) {
  let server = await start();
  const setUp = await signInAll(server.base);
  const { consumerA, consumerB, collector } = setUp;
  const firmId = await demoFirmId(consumerA);
  const offeredA: number[] = [];
  for (let i = 0; i < 6; i++) {
    const id = await openCase(consumerA, firmId, `CRASH-A-${i}`);
    await offer(consumerA, id);
    offeredA.push(id);
  }
  const plans = [
    await planWithAutopay(consumerA, 'Jordan Miller', collector, firmId, 'CRASH-PLAN-A'),
    await planWithAutopay(consumerB, 'Casey Nguyen', collector, firmId, 'CRASH-PLAN-B'),
  ];
  const conversations: number[] = [];
  for (const consumer of [consumerA, consumerB]) {
    const me = await consumer.json<{ current_user: { id: number } }>('GET', '/api/v1/check_auth');
    const { data } = await collector.json<{ data: { id: number } }>('POST', '/api/v1/conversations', { recipient_id: me.current_user.id });
    conversations.push(data.id);
  }

  const acked = await streamAndKill(server, setUp, { offeredA, plans, firmId, conversations });
  expect(server.child.signalCode).toBe('SIGKILL');
  expect(acked.counteroffers.length + acked.cases.length + acked.messages.length + acked.payments.length).toBeGreaterThan(0);

  // Restarted on the same data at once (an embedded data folder's lock is taken over from the dead process).
  server = await start();
  const after = await signInAll(server.base);
  // The restarted process owes the dead one's scans: wait until the firm sees every message scanned.
  await waitFor('every message scanned', async () => {
    for (const id of conversations) {
      const { data } = await after.collector.json<{ data: { attributes: { scanned: boolean } }[] }>('GET', `/api/v1/conversations/${id}/messages`);
      if (data.some((m) => !m.attributes.scanned)) return false;
    }
    return true;
  });
  // Each acknowledged counteroffer is what the consumer now answers.
  for (const id of acked.counteroffers) {
    const view = await after.consumerA.json<{ stage: string }>('GET', `/api/v1/settlement_cases/${id}`);
    expect(view.stage).toBe('respond_to_counteroffer');
  }
  const handle = await inspect();
  try {
    // The start-up reconciliation of payments runs as a job beside the scans: give it its moment.
    await waitFor(
      'no payment left unconfirmed',
      async () => (await handle.db.$count(payments, and(eq(payments.status, 'processing'), isNull(payments.providerPaymentId)))) === 0,
    );
    return { server, handle, acked };
  } catch (err) {
    await handle.close();
    throw err;
  }
}

describe.skipIf(!url)('SIGKILL mid-stream on PostgreSQL (PostgreSQL phase of npm test only)', () => {
  let database: DatabaseHandle;
  let dataDir: string;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server) await stopProcess(server);
    await database?.close();
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('keeps every answered request, half-writes nothing, reruns owed jobs once in effect, and balances the ledger', async () => {
    database = await openTestDatabase();
    if (database.kind !== 'postgres') throw new Error('expected PostgreSQL');
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'parley-crash-pg-'));
    const env = { ...serverEnv(dataDir, database), SEED_DEMO: 'true' };
    const run = await crashScenario(
      async () => (server = await startProcess('server', env)),
      async () => database,
    );
    await expectIntact(run.handle.db, run.acked);
    // No job is left running for a process that no longer exists: the heartbeat handed them back.
    const { pool } = database;
    await waitFor(
      'no orphaned active job',
      async () =>
        (await pool.query<{ n: number }>(`SELECT count(*)::int AS n FROM pgboss.job WHERE state = 'active' AND started_on < now() - interval '25 seconds'`))
          .rows[0]?.n === 0,
    );
  }, 240_000);
});

describe.skipIf(url)('SIGKILL mid-stream on PGlite in its data folder (PGlite phase of npm test only)', () => {
  let dataDir: string;
  let server: ServerProcess | undefined;
  afterAll(async () => {
    if (server) await stopProcess(server);
    if (dataDir) rmSync(dataDir, { recursive: true, force: true });
  }, 30_000);

  it('reopens the data folder at once after the kill and keeps every answered request, whole', async () => {
    dataDir = mkdtempSync(path.join(os.tmpdir(), 'parley-crash-pglite-'));
    const env = { ...serverEnv(dataDir), SEED_DEMO: 'true' };
    let inspected: DatabaseHandle | undefined;
    const run = await crashScenario(
      async () => (server = await startProcess('server', env)),
      // One process per data folder: the server stops (cleanly) before the folder is read.
      async () => {
        if (server) await stopProcess(server);
        server = undefined;
        inspected = await openDatabase({ kind: 'pglite', dir: path.join(dataDir, 'db') });
        return inspected;
      },
    );
    try {
      await expectIntact(run.handle.db, run.acked);
    } finally {
      await inspected?.close();
    }
  }, 240_000);
});
