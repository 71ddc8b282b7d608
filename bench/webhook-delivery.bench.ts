/**
 * Webhook delivery rate: deliveries per second from the webhooks service to a local receiver that
 * answers 204, on PGlite in memory (one process, as `npm start`). Each delivery is a claim, a signed
 * POST over a fresh connection, an attempt row and a status update.
 *
 *   npx tsx bench/webhook-delivery.bench.ts [deliveries=2000]
 */
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import pino from 'pino';
import { migrateDatabase, openDatabase } from '../apps/server/src/db/client.js';
import { users } from '../apps/server/src/db/schema/index.js';
import { createWebhooksService } from '../apps/server/src/modules/firm-api/webhooks.service.js';
import { createLawFirm } from '../apps/server/src/modules/law-firms/law-firms.service.js';
import { createAudit } from '../apps/server/src/platform/audit.js';
import { systemClock } from '../apps/server/src/platform/clock.js';
import { createCrypto, generateMasterKey } from '../apps/server/src/platform/crypto.js';
import { createMailer } from '../apps/server/src/platform/mail.js';

const total = Number(process.argv[2] ?? 2000);
let received = 0;
const receiver = createServer((req, res) => {
  req.resume();
  req.on('end', () => {
    received++;
    res.writeHead(204).end();
  });
});
await new Promise<void>((r) => receiver.listen(0, '127.0.0.1', r));
const url = `http://127.0.0.1:${(receiver.address() as AddressInfo).port}/hooks`;

const database = await openDatabase({ kind: 'pglite' } as Parameters<typeof openDatabase>[0]);
await migrateDatabase(database);
const db = database.db;
const log = pino({ level: 'warn' });
const crypto = createCrypto(generateMasterKey());
const audit = createAudit({ db, clock: systemClock, log });
const mailer = createMailer({ db, clock: systemClock, log, from: 'bench@parley.test' });
const webhooks = createWebhooksService({
  db,
  clock: systemClock,
  crypto,
  audit,
  mailer,
  log,
  policy: { isProduction: false, timeoutMs: 10_000 },
  publicUrl: 'http://bench',
});

const firm = await createLawFirm(db, crypto, 'Bench Firm');
const [admin] = await db
  .insert(users)
  .values({ kind: 'collector', email: 'admin@bench.test', lawFirmId: firm.id, lawFirmScope: 'admin' } as typeof users.$inferInsert)
  .returning();
const actor = { userId: admin?.id ?? 0, lawFirmId: firm.id, ip: '127.0.0.1' };
await webhooks.create(actor, { url, events: ['case.offer'] });

const started = performance.now();
// Events emitted as a busy firm's would be, each delivered as it comes (no queue: in this process).
for (let i = 0; i < total; i++)
  await webhooks.emit(firm.id, 'case.offer', { customer_document_id: i + 1, party: 'consumer', current_action: 'accept_or_counteroffer' });
await webhooks.settle();
const seconds = (performance.now() - started) / 1000;
console.log(JSON.stringify({ deliveries: total, received, seconds: Number(seconds.toFixed(2)), perSecond: Math.round(total / seconds) }));
receiver.close();
await database.close();
