import { deflateRawSync } from 'node:zlib';
import { CHAT_MESSAGES, CSRF_HEADER, SIGNED_LAST_ACTION_CODE } from '@parley/shared';
import { eq } from 'drizzle-orm';
import type { Socket } from 'socket.io-client';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { accountComplianceFlags, chatMessages, customerDocuments, mailOutbox, users } from '../../db/schema/index.js';
import { docxBomb, pngHeaderBomb } from '../../test/bombs.js';
import { createTestAccount } from '../../test/factories.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { recorder } from '../../test/processes.js';
import { connected, nextEvent, socketPool } from '../../test/sockets.js';
import { type Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';

let t: TestApp;
let demoFirm: SeededFirm;
let otherFirm: SeededFirm;
let jordanId: number;
let caseyId: number;
let jordanDocId: number;
let jordanOtherFirmDocId: number;
let caseyDocId: number;
/** The recovery scan's job queue, held by hand: nothing in it runs unless a test runs it. */
const queuedScans: number[] = [];

async function userId(email: string) {
  const [u] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!u) throw new Error(email);
  return u.id;
}
async function accountFor(lawFirmId: number, owner: number, name: string, state = 'TX') {
  const id = await createTestAccount(t.services.db, t.clock.now(), { lawFirmId, name, debtCents: 250_000, state });
  await t.services.db.update(customerDocuments).set({ userId: owner }).where(eq(customerDocuments.id, id));
  return id;
}

beforeAll(async () => {
  t = await buildTestApp();
  // 19:00 UTC is inside 8 a.m.–9 p.m. in every contiguous US zone.
  t.clock.set(new Date('2026-11-02T19:00:00Z'));
  ({ demoFirm, otherFirm } = await seedDemo(t.database, t.services.crypto));
  jordanId = await userId('consumer@demo.test');
  caseyId = await userId('consumer2@demo.test');
  jordanDocId = await accountFor(demoFirm.id, jordanId, 'Jordan Miller');
  jordanOtherFirmDocId = await accountFor(otherFirm.id, jordanId, 'Jordan Miller');
  caseyDocId = await accountFor(demoFirm.id, caseyId, 'Casey Nguyen', 'CA');
  t.services.chat.useScanQueue({ enqueue: async (id) => void queuedScans.push(id) });
});
afterAll(() => t.close());

type File = { name: string; data: Buffer };
type MessageEvent = { message: { id: number; attributes: { body: string; scanned: boolean; blocked: boolean; violations: { rule: string }[] } } };

/** A browser's multipart form post of message[body] and message[attachments][]. */
async function postMessage(agent: Agent, conversationId: number, body: string | null, files: File[] = []) {
  const boundary = `----parley${Math.random().toString(16).slice(2)}`;
  const chunks: Buffer[] = [];
  if (body !== null) chunks.push(Buffer.from(`--${boundary}\r\nContent-Disposition: form-data; name="message[body]"\r\n\r\n${body}\r\n`));
  for (const f of files) {
    chunks.push(
      Buffer.from(
        `--${boundary}\r\nContent-Disposition: form-data; name="message[attachments][]"; filename="${f.name}"\r\nContent-Type: application/octet-stream\r\n\r\n`,
      ),
      f.data,
      Buffer.from('\r\n'),
    );
  }
  chunks.push(Buffer.from(`--${boundary}--\r\n`));
  return t.app.inject({
    method: 'POST',
    url: `/api/v1/conversations/${conversationId}/messages`,
    headers: { cookie: agent.cookieHeader, [CSRF_HEADER]: await agent.csrf(), 'content-type': `multipart/form-data; boundary=${boundary}` },
    payload: Buffer.concat(chunks),
  });
}

const PDF = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n');
const PNG = Buffer.from('89504e470d0a1a0a0000000d4948445200000001000000010806000000', 'hex');

/** A minimal real .docx container: a ZIP whose central directory lists word/document.xml. */
function docx(): Buffer {
  const name = Buffer.from('word/document.xml');
  const content = deflateRawSync(Buffer.from('<w:document/>'));
  const local = Buffer.alloc(30);
  local.writeUInt32LE(0x04034b50, 0);
  local.writeUInt16LE(8, 8);
  local.writeUInt32LE(content.length, 18);
  local.writeUInt16LE(name.length, 26);
  const central = Buffer.alloc(46);
  central.writeUInt32LE(0x02014b50, 0);
  central.writeUInt16LE(8, 10);
  central.writeUInt32LE(content.length, 20);
  central.writeUInt16LE(name.length, 28);
  const centralOffset = local.length + name.length + content.length;
  const end = Buffer.alloc(22);
  end.writeUInt32LE(0x06054b50, 0);
  end.writeUInt16LE(1, 8);
  end.writeUInt16LE(1, 10);
  end.writeUInt32LE(central.length + name.length, 12);
  end.writeUInt32LE(centralOffset, 16);
  return Buffer.concat([local, name, content, central, name, end]);
}

async function openConversation(agent: Agent, body: Record<string, number>) {
  const res = await agent.post('/api/v1/conversations', body);
  expect(res.statusCode, res.body).toBe(200);
  return res.json().data as { id: number; attributes: Record<string, unknown> };
}

describe('conversations', () => {
  it('lets a firm open a conversation with the consumer of its account, and returns the same one again', async () => {
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    await t.services.db
      .update(customerDocuments)
      .set({ civilNumber: '2025-CV-00412', fileNumber: 'DLG-25-000412' })
      .where(eq(customerDocuments.id, jordanDocId));
    const first = await openConversation(staff, { recipient_id: jordanId, document_id: jordanDocId });
    expect(first.attributes).toMatchObject({
      other_participants: [{ id: jordanId, type: 'user', display_name: 'Jordan Miller', is_collector: false }],
      last_message: null,
      unread_count: 0,
      document_id: jordanDocId,
      law_firm_name: 'Demo Law Group',
      // Two conversations with one consumer are told apart by the account's reference and file number.
      account_reference: '2025-CV-00412',
      file_number: 'DLG-25-000412',
    });
    const again = await openConversation(staff, { recipient_id: jordanId, document_id: jordanDocId });
    expect(again.id).toBe(first.id);
    // The firm's other staff share its side.
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    expect((await admin.get('/api/v1/conversations')).json().data.map((c: { id: number }) => c.id)).toContain(first.id);
  });

  it('lets a consumer open a conversation with a firm holding one of their accounts, by law_firm_id', async () => {
    const jordan = await consumerAgent(t.app);
    await t.services.db.update(customerDocuments).set({ lastActionCode: SIGNED_LAST_ACTION_CODE }).where(eq(customerDocuments.id, jordanOtherFirmDocId));
    const c = await openConversation(jordan, { law_firm_id: otherFirm.id });
    // The firm's workflow label is the firm's, never shown to the consumer (issue 37.5).
    expect(c.attributes.account_status).toBeNull();
    expect(JSON.stringify((await jordan.get('/api/v1/conversations')).json())).not.toContain('SIGNED');
    expect(c.attributes).toMatchObject({
      other_participants: [{ id: otherFirm.id, type: 'law_firm', display_name: 'Other Collections LLC', is_collector: true }],
      document_id: jordanOtherFirmDocId,
    });
  });

  it('refuses a conversation that no account supports, and a malformed request', async () => {
    const other = await collectorAgent(t.app, 'admin@other-law.test');
    expect((await other.post('/api/v1/conversations', { recipient_id: caseyId })).statusCode).toBe(404);
    expect((await other.post('/api/v1/conversations', { recipient_id: jordanId, document_id: jordanDocId })).statusCode).toBe(404);
    const casey = await consumerAgent(t.app, 'consumer2@demo.test');
    expect((await casey.post('/api/v1/conversations', { law_firm_id: otherFirm.id })).statusCode).toBe(404);
    const both = await casey.post('/api/v1/conversations', { law_firm_id: demoFirm.id, recipient_id: jordanId });
    expect(both.statusCode).toBe(400);
    expect((await casey.post('/api/v1/conversations', { recipient_id: jordanId })).statusCode).toBe(400);
  });
});

describe('authorization', () => {
  it('answers 401 without a session and 403 to the on-call administrator, who has no firm side', async () => {
    const { Agent } = await import('../../test/test-app.js');
    const anonymous = new Agent(t.app);
    expect((await anonymous.get('/api/v1/conversations')).statusCode).toBe(401);
    expect((await anonymous.get('/api/v1/conversations/1/messages')).statusCode).toBe(401);
    expect((await anonymous.post('/api/v1/conversations', { recipient_id: jordanId })).statusCode).toBe(401);
    const oncall = await collectorAgent(t.app, 'oncall@parley.test');
    expect((await oncall.get('/api/v1/conversations')).statusCode).toBe(403);
  });

  it("keeps one consumer out of another's conversation, and one firm out of another's", async () => {
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    const caseyConversation = await openConversation(staff, { recipient_id: caseyId });
    const jordan = await consumerAgent(t.app);
    const other = await collectorAgent(t.app, 'admin@other-law.test');
    for (const intruder of [jordan, other]) {
      expect((await intruder.get(`/api/v1/conversations/${caseyConversation.id}/messages`)).statusCode).toBe(404);
      expect((await postMessage(intruder, caseyConversation.id, 'hello')).statusCode).toBe(404);
      expect((await intruder.get('/api/v1/conversations')).json().data.map((c: { id: number }) => c.id)).not.toContain(caseyConversation.id);
    }
    // Without the CSRF token a post is refused before anything else.
    const res = await jordan.request('POST', `/api/v1/conversations/${caseyConversation.id}/messages`, undefined, { csrf: false });
    expect(res.statusCode).toBe(403);
  });
});

describe('messages', () => {
  it("delivers a consumer's message to the firm with an unread badge and one email to its admins; reading clears it", async () => {
    const jordan = await consumerAgent(t.app);
    const conversation = await openConversation(jordan, { law_firm_id: demoFirm.id });
    const sent = await postMessage(jordan, conversation.id, 'Hi, can I pay this over 12 months?');
    expect(sent.statusCode, sent.body).toBe(200);
    expect(sent.json().data.attributes).toMatchObject({
      body: 'Hi, can I pay this over 12 months?',
      scanned: true,
      blocked: false,
      sender: { id: jordanId, is_collector: false },
    });
    await postMessage(jordan, conversation.id, 'Also, is there a discount?');

    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    const listed = (await staff.get('/api/v1/conversations')).json().data.find((c: { id: number }) => c.id === conversation.id);
    expect(listed.attributes.unread_count).toBe(2);
    expect(listed.attributes.last_message).toMatchObject({ body: 'Also, is there a discount?', sender_name: 'Jordan Miller' });
    const emails = await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, 'admin@demo-law.test'));
    expect(emails.filter((e) => e.subject.startsWith('New message from consumer: '))).toHaveLength(1);

    const staffUser = await userId('staff@demo-law.test');
    expect(await t.services.chat.markAsRead({ userId: staffUser, side: 'law_firm', lawFirmId: demoFirm.id, displayName: 'Sam Okafor' }, conversation.id)).toBe(
      0,
    );
    const after = (await staff.get('/api/v1/conversations')).json().data.find((c: { id: number }) => c.id === conversation.id);
    expect(after.attributes.unread_count).toBe(0);
  });

  it("scans a collector's compliant message in its send: the answer is already delivered, with the debt-collector disclosure, and no job is queued", async () => {
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    const conversation = await openConversation(staff, { recipient_id: jordanId, document_id: jordanDocId });
    const sent = await postMessage(staff, conversation.id, 'Yes, a 12-month plan of $200 works for us.');
    expect(sent.statusCode, sent.body).toBe(200);
    const message = sent.json().data;
    const disclosed = 'Yes, a 12-month plan of $200 works for us.\n\nThis is a communication from a debt collector.';
    expect(message.attributes).toMatchObject({ scanned: true, blocked: false, held_until: null, violations: [], body: disclosed });
    expect(queuedScans).toEqual([]);

    // The consumer reads it at once: no job ran, none was queued.
    const jordan = await consumerAgent(t.app);
    const theirs = (await jordan.get(`/api/v1/conversations/${conversation.id}/messages`)).json().data;
    const delivered = theirs.find((m: { id: number }) => m.id === message.id);
    expect(delivered.attributes).toMatchObject({
      scanned: true,
      blocked: false,
      body: disclosed,
      sender: { display_name: 'Sam Okafor', is_collector: true },
    });
    const mine = (await jordan.get('/api/v1/conversations')).json();
    expect(mine.data.find((c: { id: number }) => c.id === conversation.id).attributes.unread_count).toBe(1);
    expect(mine.meta.unread_by_law_firm).toEqual(expect.arrayContaining([{ law_firm_id: demoFirm.id, law_firm_name: 'Demo Law Group', unread_count: 1 }]));
    // Reconnection: only what came after the last message the client has.
    const newer = (await jordan.get(`/api/v1/conversations/${conversation.id}/messages?after_id=${message.id - 1}`)).json().data;
    expect(newer.map((m: { id: number }) => m.id)).toEqual([message.id]);
    expect(queuedScans).toEqual([]);
  });

  it('blocks a threatening message with its reasons and a rewrite, and never shows it to the consumer', async () => {
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    const conversation = await openConversation(staff, { recipient_id: jordanId, document_id: jordanDocId });
    const sent = (await postMessage(staff, conversation.id, "Pay up, you deadbeat, or we'll garnish your wages Friday. We can also do $150 a month.")).json()
      .data;
    // The sender's answer carries the verdict, as the firm's history does.
    expect(sent.attributes).toMatchObject({
      scanned: true,
      blocked: true,
      body: "Pay up, you deadbeat, or we'll garnish your wages Friday. We can also do $150 a month.",
    });
    expect(queuedScans).toEqual([]);
    const seen = (await staff.get(`/api/v1/conversations/${conversation.id}/messages`)).json().data.find((m: { id: number }) => m.id === sent.id);
    expect(seen.attributes.blocked).toBe(true);
    expect(seen.attributes.scanned).toBe(true);
    const rules = seen.attributes.violations.map((v: { rule: string }) => v.rule);
    expect(rules).toEqual(expect.arrayContaining(['abuse', 'arrest-seizure']));
    const abuse = seen.attributes.violations.find((v: { rule: string }) => v.rule === 'abuse');
    expect(abuse).toMatchObject({ citation: '15 U.S.C. 1692d(2); 12 CFR 1006.14(d)', triggers: ['deadbeat'], blocking: true });
    expect(seen.attributes.suggested_rewrite).toContain('We can also do $150 a month.');
    expect(seen.attributes.suggested_rewrite).not.toContain('deadbeat');

    const jordan = await consumerAgent(t.app);
    const theirs = (await jordan.get(`/api/v1/conversations/${conversation.id}/messages`)).json().data;
    expect(theirs.map((m: { id: number }) => m.id)).not.toContain(sent.id);
    expect(JSON.stringify((await jordan.get('/api/v1/conversations')).json())).not.toContain('deadbeat');
    // Nor does the firm's own list preview it, as if it had been sent (issue 22).
    const firmList = (await staff.get('/api/v1/conversations')).json().data.find((c: { id: number }) => c.id === conversation.id);
    expect(firmList.attributes.last_message?.id).not.toBe(sent.id);
    expect(JSON.stringify(firmList)).not.toContain('deadbeat');
  });

  it('scans Spanish: a threat is blocked with its rules, a plan is delivered, and a dispute hold blocks a payment demand but not the verification (issue 24)', async () => {
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    // Casey's account, not Jordan's: the clock stands still here, so every delivered message counts
    // toward the day's unanswered cap on Jordan's, which later tests fill.
    const casey = await consumerAgent(t.app, 'consumer2@demo.test');
    const conversation = await openConversation(staff, { recipient_id: caseyId, document_id: caseyDocId });
    type Violation = { rule: string; triggers: string[]; blocking: boolean };

    const threat = (await postMessage(staff, conversation.id, 'Si no paga hoy, lo vamos a arrestar y le diremos a su jefe.')).json().data;
    expect(threat.attributes).toMatchObject({ scanned: true, blocked: true });
    const violations: Violation[] = (await staff.get(`/api/v1/conversations/${conversation.id}/messages?after_id=${threat.id - 1}`)).json().data[0].attributes
      .violations;
    expect(violations.map((v) => v.rule)).toEqual(expect.arrayContaining(['arrest-seizure', 'third-party']));
    expect(violations.find((v) => v.rule === 'arrest-seizure')).toMatchObject({ triggers: ['arrestar'], blocking: true });
    expect(threat.attributes.suggested_rewrite).toMatch(/^Queremos ayudarle a resolver esta cuenta\./);

    const plan = (await postMessage(staff, conversation.id, 'Podemos ofrecerle un plan de pagos de 6 meses. ¿Prefiere pagar el día 15?')).json().data;
    expect(plan.attributes).toMatchObject({
      scanned: true,
      blocked: false,
      body: 'Podemos ofrecerle un plan de pagos de 6 meses. ¿Prefiere pagar el día 15?\n\nEsta es una comunicación de un cobrador de deudas.',
    });
    const seen = (await casey.get(`/api/v1/conversations/${conversation.id}/messages`)).json().data.map((m: { id: number }) => m.id);
    expect(seen).toContain(plan.id);
    expect(seen).not.toContain(threat.id);

    // The consumer disputes the debt: collection waits for verification (lifecycle.ts disputeHoldOf).
    await t.services.db
      .insert(accountComplianceFlags)
      .values({ customerDocumentId: caseyDocId, disputedAt: t.clock.now(), updatedAt: t.clock.now() })
      .onConflictDoUpdate({ target: accountComplianceFlags.customerDocumentId, set: { disputedAt: t.clock.now() } });
    const demand = (await postMessage(staff, conversation.id, 'Pague hoy para liquidar su deuda.')).json().data;
    expect(demand.attributes).toMatchObject({ scanned: true, blocked: true });
    const held: Violation[] = (await staff.get(`/api/v1/conversations/${conversation.id}/messages?after_id=${demand.id - 1}`)).json().data[0].attributes
      .violations;
    expect(held.map((v) => v.rule)).toEqual(['overshadowing']);
    const verification = (await postMessage(staff, conversation.id, 'Adjuntamos la verificación de la deuda que usted solicitó.')).json().data;
    expect(verification.attributes).toMatchObject({ scanned: true, blocked: false });
    const theirs = (await casey.get(`/api/v1/conversations/${conversation.id}/messages`)).json().data.map((m: { id: number }) => m.id);
    expect(theirs).toContain(verification.id);
    expect(theirs).not.toContain(demand.id);

    await t.services.db.delete(accountComplianceFlags).where(eq(accountComplianceFlags.customerDocumentId, caseyDocId));
  });

  it('takes the account context from the data: a represented consumer, and a cease request until the consumer writes again', async () => {
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    const caseyConversation = await openConversation(staff, { recipient_id: caseyId, document_id: caseyDocId });
    const casey = await consumerAgent(t.app, 'consumer2@demo.test');
    await postMessage(casey, caseyConversation.id, 'Please stop contacting me about this.');
    const afterCease = (await postMessage(staff, caseyConversation.id, 'Can we offer you a discount?')).json().data;
    expect(afterCease.attributes.blocked).toBe(true);
    const blocked = (await staff.get(`/api/v1/conversations/${caseyConversation.id}/messages?after_id=${afterCease.id - 1}`)).json().data[0];
    expect(blocked.attributes.violations.map((v: { rule: string }) => v.rule)).toEqual(['cease-communication']);

    await postMessage(casey, caseyConversation.id, 'Actually, what discount?');
    const allowed = (await postMessage(staff, caseyConversation.id, 'We can take 40% off if paid this month.')).json().data;
    expect(allowed.attributes).toMatchObject({ scanned: true, blocked: false });
    const ok = (await staff.get(`/api/v1/conversations/${caseyConversation.id}/messages?after_id=${allowed.id - 1}`)).json().data[0];
    expect(ok.attributes.blocked).toBe(false);

    await t.services.db
      .insert(accountComplianceFlags)
      .values({ customerDocumentId: caseyDocId, representedByAttorney: true, updatedAt: t.clock.now() })
      .onConflictDoUpdate({ target: accountComplianceFlags.customerDocumentId, set: { representedByAttorney: true } });
    const represented = (await postMessage(staff, caseyConversation.id, 'Hello again.')).json().data;
    expect(represented.attributes.blocked).toBe(true);
    const refused = (await staff.get(`/api/v1/conversations/${caseyConversation.id}/messages?after_id=${represented.id - 1}`)).json().data[0];
    expect(refused.attributes.violations.map((v: { rule: string }) => v.rule)).toEqual(['represented-consumer']);
    await t.services.db.delete(accountComplianceFlags).where(eq(accountComplianceFlags.customerDocumentId, caseyDocId));
  });

  it("holds a message written after 9 p.m. at the consumer's location until 8 a.m. there", async () => {
    const saved = t.clock.now();
    // Casey's account is in California: 06:00 UTC is 10 p.m. the evening before in Los Angeles.
    t.clock.set(new Date('2026-11-03T06:00:00Z'));
    try {
      const staff = await collectorAgent(t.app, 'staff@demo-law.test');
      const conversation = await openConversation(staff, { recipient_id: caseyId, document_id: caseyDocId });
      const res = await postMessage(staff, conversation.id, 'Your agreement is ready.');
      expect(res.statusCode, res.body).toBe(200);
      const sent = res.json().data;
      expect(sent.attributes).toMatchObject({ scanned: true, blocked: false, held_until: '2026-11-03T16:00:00.000Z' });
      const held = (await staff.get(`/api/v1/conversations/${conversation.id}/messages?after_id=${sent.id - 1}`)).json().data[0];
      expect(held.attributes).toMatchObject({ scanned: true, blocked: false, held_until: '2026-11-03T16:00:00.000Z' });
      const ids = async () => {
        const casey = await consumerAgent(t.app, 'consumer2@demo.test');
        return (await casey.get(`/api/v1/conversations/${conversation.id}/messages`)).json().data.map((m: { id: number }) => m.id);
      };
      expect(await ids()).not.toContain(sent.id);
      expect(await t.services.chat.releaseHeldMessages()).toBe(0);
      t.clock.set(new Date('2026-11-03T16:00:00Z'));
      expect(await t.services.chat.releaseHeldMessages()).toBe(1);
      expect(await ids()).toContain(sent.id);
    } finally {
      t.clock.set(saved);
    }
  });

  it('refuses an empty message and one over 1000 characters', async () => {
    const jordan = await consumerAgent(t.app);
    const conversation = await openConversation(jordan, { law_firm_id: demoFirm.id });
    const empty = await postMessage(jordan, conversation.id, '   ');
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error).toBe(CHAT_MESSAGES.emptyMessage);
    const long = await postMessage(jordan, conversation.id, 'x'.repeat(1001));
    expect(long.statusCode).toBe(400);
    expect(long.json().error).toBe(CHAT_MESSAGES.tooLong);
    expect((await postMessage(jordan, conversation.id, 'x'.repeat(1000))).statusCode).toBe(200);
    const json = await jordan.post(`/api/v1/conversations/${conversation.id}/messages`, { message: { body: 'hi' } });
    expect(json.statusCode).toBe(415);
  });
});

describe('attachments', () => {
  it('accepts files by their content and serves them only to participants', async () => {
    const jordan = await consumerAgent(t.app);
    const conversation = await openConversation(jordan, { law_firm_id: demoFirm.id });
    const sent = await postMessage(jordan, conversation.id, '', [
      { name: 'statement.pdf', data: PDF },
      { name: 'photo.png', data: PNG },
      { name: 'letter.docx', data: docx() },
    ]);
    expect(sent.statusCode, sent.body).toBe(200);
    const files = sent.json().data.attributes.attachments as { url: string; filename: string; content_type: string }[];
    expect(files.map((f) => [f.filename, f.content_type])).toEqual([
      ['statement.pdf', 'application/pdf'],
      ['photo.png', 'image/png'],
      ['letter.docx', 'application/vnd.openxmlformats-officedocument.wordprocessingml.document'],
    ]);
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    const pdf = await staff.get(files[0]?.url ?? '');
    expect(pdf.statusCode).toBe(200);
    expect(pdf.rawPayload.equals(PDF)).toBe(true);
    expect(pdf.headers['content-disposition']).toBe("inline; filename*=UTF-8''statement.pdf");
    const word = await jordan.get(files[2]?.url ?? '');
    expect(word.headers['content-disposition']).toBe("attachment; filename*=UTF-8''letter.docx");
    const other = await collectorAgent(t.app, 'admin@other-law.test');
    expect((await other.get(files[0]?.url ?? '')).statusCode).toBe(404);
    const casey = await consumerAgent(t.app, 'consumer2@demo.test');
    expect((await casey.get(files[0]?.url ?? '')).statusCode).toBe(404);
  });

  it('refuses a file whose content is not an allowed type, whatever its name', async () => {
    const jordan = await consumerAgent(t.app);
    const conversation = await openConversation(jordan, { law_firm_id: demoFirm.id });
    for (const file of [
      { name: 'invoice.pdf', data: Buffer.from('MZ\x90\x00 this is a Windows program') },
      { name: 'notes.pdf', data: Buffer.from('plain text pretending to be a pdf') },
      { name: 'photo.pdf', data: PNG },
      { name: 'archive.docx', data: Buffer.from('504b030414000000', 'hex') },
      { name: 'page.html', data: Buffer.from('<html><script>alert(1)</script></html>') },
    ]) {
      const res = await postMessage(jordan, conversation.id, 'see attached', [file]);
      expect(res.statusCode, file.name).toBe(415);
      expect(res.json().error).toBe(CHAT_MESSAGES.attachmentType);
    }
  });

  it('refuses a 20000 x 20000 PNG of a few hundred bytes with its size in words, before it is stored or served', async () => {
    const jordan = await consumerAgent(t.app);
    const conversation = await openConversation(jordan, { law_firm_id: demoFirm.id });
    const bomb = pngHeaderBomb(20_000, 20_000);
    expect(bomb.length).toBeLessThan(30_000);
    const res = await postMessage(jordan, conversation.id, 'my statement, 20000 pixels wide', [{ name: 'statement.png', data: bomb }]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'PAYLOAD_TOO_LARGE', error: expect.stringContaining('20000 × 20000 pixels, more than the 50 million pixels') });
    const stored = await t.services.db.select().from(chatMessages).where(eq(chatMessages.body, 'my statement, 20000 pixels wide'));
    expect(stored).toEqual([]);
  });

  it('refuses a .docx that inflates past the cap with the 413 of a file too large, whether its declared sizes are honest or lie', async () => {
    const jordan = await consumerAgent(t.app);
    const conversation = await openConversation(jordan, { law_firm_id: demoFirm.id });
    // 300 MB of XML from ~300 KB: the honest twin declares it, the other says its part is ~200 bytes.
    const honest = await docxBomb(300 * 1024 * 1024, { lie: false });
    const lying = await docxBomb(300 * 1024 * 1024, { lie: true });
    const before = process.memoryUsage().rss;
    let peak = before;
    const sampler = setInterval(() => {
      peak = Math.max(peak, process.memoryUsage().rss);
    }, 20);
    try {
      for (const [name, data] of [
        ['honest.docx', honest],
        ['lying.docx', lying],
      ] as const) {
        const res = await postMessage(jordan, conversation.id, 'see attached', [{ name, data }]);
        expect(res.statusCode, name).toBe(413);
        expect(res.json(), name).toEqual({ code: 'PAYLOAD_TOO_LARGE', error: CHAT_MESSAGES.attachmentTooLarge });
      }
    } finally {
      clearInterval(sampler);
    }
    expect(peak - before).toBeLessThan(100 * 1024 * 1024);
  });

  it('refuses a file over 25 MB', async () => {
    const jordan = await consumerAgent(t.app);
    const conversation = await openConversation(jordan, { law_firm_id: demoFirm.id });
    const big = Buffer.concat([PDF, Buffer.alloc(25 * 1024 * 1024)]);
    const res = await postMessage(jordan, conversation.id, 'big one', [{ name: 'big.pdf', data: big }]);
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toBe(CHAT_MESSAGES.attachmentTooLarge);
  });
});

describe('realtime', () => {
  const sockets = socketPool();
  beforeAll(() => sockets.listen(t.app));
  afterAll(() => sockets.closeAll());
  const open = (agent: Agent | null, options: { origin?: string; realm?: 'consumer' | 'collector' } = {}) => sockets.open(agent, options);
  const next = nextEvent;
  const join = (s: Socket, id: number) => s.emitWithAck('join_chat', { conversation_id: id }) as Promise<{ ok: boolean; error?: string }>;

  it('refuses a socket without a session, and one from another origin', async () => {
    await expect(connected(open(null))).rejects.toThrow();
    const jordan = await consumerAgent(t.app);
    await expect(connected(open(jordan, { origin: 'https://evil.example' }))).rejects.toThrow();
  });

  it('joins only authorized chat channels and pushes new messages, unread counts and blocks live', async () => {
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    const jordan = await consumerAgent(t.app);
    const conversation = await openConversation(staff, { recipient_id: jordanId, document_id: jordanDocId });
    const caseyConversation = await openConversation(staff, { recipient_id: caseyId, document_id: caseyDocId });

    const firmSocket = open(staff, { realm: 'collector' });
    const consumerSocket = open(jordan, { origin: sockets.origin });
    await Promise.all([connected(firmSocket), connected(consumerSocket)]);
    expect(await join(consumerSocket, caseyConversation.id)).toEqual({ ok: false, error: CHAT_MESSAGES.conversationNotFound });
    expect(await join(consumerSocket, conversation.id)).toEqual({ ok: true });
    expect(await join(firmSocket, conversation.id)).toEqual({ ok: true });
    const other = await collectorAgent(t.app, 'admin@other-law.test');
    const otherSocket = open(other, { realm: 'collector' });
    await connected(otherSocket);
    expect((await join(otherSocket, conversation.id)).ok).toBe(false);

    const firmGetsMessage = next<{ message: { attributes: { body: string } } }>(firmSocket, 'new_message');
    const firmBadge = next<{ conversation_id: number; unread_count: number }>(firmSocket, 'conversation_updated');
    await postMessage(jordan, conversation.id, 'Live hello');
    expect((await firmGetsMessage).message.attributes.body).toBe('Live hello');
    expect(await firmBadge).toMatchObject({ type: 'conversation_updated', conversation_id: conversation.id, unread_count: expect.any(Number) });

    const cleared = next<{ unread_count: number }>(firmSocket, 'conversation_updated');
    expect(await firmSocket.emitWithAck('mark_as_read', { conversation_id: conversation.id })).toEqual({ ok: true, unread_count: 0 });
    expect((await cleared).unread_count).toBe(0);

    const consumerMessages = recorder<MessageEvent>(consumerSocket, 'new_message');
    const consumerBlocked = recorder<MessageEvent>(consumerSocket, 'message_blocked');
    const firmMessages = recorder<MessageEvent>(firmSocket, 'new_message');
    const firmBlocked = recorder<MessageEvent>(firmSocket, 'message_blocked');

    // A compliant collector message: scanned in its send, so the consumer's socket has it with no job run.
    const clean = (await postMessage(staff, conversation.id, 'Thanks, we can do that.')).json().data;
    expect(clean.attributes).toMatchObject({ scanned: true, blocked: false });
    const got = await consumerMessages.next((e) => e.message.id === clean.id);
    expect(got.message.attributes.scanned).toBe(true);
    expect(got.message.attributes.body).toContain('Thanks, we can do that.');
    expect((await firmMessages.next((e) => e.message.id === clean.id)).message.attributes.scanned).toBe(true);

    // A threat: blocked in the answer, the firm's side hears why, the consumer's side hears nothing.
    const threat = (await postMessage(staff, conversation.id, 'We know where you live.')).json().data;
    expect(threat.attributes).toMatchObject({ scanned: true, blocked: true });
    expect((await firmBlocked.next((e) => e.message.id === threat.id)).message.attributes.violations.map((v) => v.rule)).toContain('violence');
    // A socket receives in the order sent: once the next message is in, the threat was never sent to the consumer.
    const later = (await postMessage(staff, conversation.id, 'We can also offer 10% off.')).json().data;
    await consumerMessages.next((e) => e.message.id === later.id);
    expect(consumerMessages.seen.map((e) => e.message.id)).not.toContain(threat.id);
    expect(consumerBlocked.seen).toEqual([]);
    // The firm's side heard each verdict, never a message still scanning.
    expect(firmMessages.seen.filter((e) => !e.message.attributes.scanned)).toEqual([]);
    expect(queuedScans).toEqual([]);
  });

  it('delivers a message a crash left scanning through the recovery sweep, and only once', async () => {
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    const jordan = await consumerAgent(t.app);
    const conversation = await openConversation(staff, { recipient_id: jordanId, document_id: jordanDocId });
    const consumerSocket = open(jordan, { origin: sockets.origin });
    await connected(consumerSocket);
    expect(await join(consumerSocket, conversation.id)).toEqual({ ok: true });
    const consumerMessages = recorder<MessageEvent>(consumerSocket, 'new_message');

    // What a process that died between saving a message and scanning it leaves behind.
    const [orphan] = await t.services.db
      .insert(chatMessages)
      .values({
        conversationId: conversation.id,
        senderUserId: await userId('staff@demo-law.test'),
        senderSide: 'law_firm',
        senderName: 'Sam Okafor',
        body: 'Your plan is ready to sign.',
        status: 'scanning',
        createdAt: t.clock.now(),
      })
      .returning();
    if (!orphan) throw new Error('insert failed');
    expect((await jordan.get(`/api/v1/conversations/${conversation.id}/messages`)).json().data.map((m: { id: number }) => m.id)).not.toContain(orphan.id);

    // The minute's sweep leaves a message younger than its cutoff; the start-up sweep (cutoff now)
    // queues it, and it is the only message left scanning: every other one was scanned in its send.
    expect(await t.services.chat.rescanStale(new Date(orphan.createdAt.getTime() - 1))).toBe(0);
    expect(await t.services.chat.rescanStale(t.clock.now())).toBe(1);
    expect(queuedScans).toEqual([orphan.id]);
    queuedScans.length = 0;
    // Two scans of it at once (a job retried while the first still runs): the guarded update lets one deliver.
    await Promise.all([t.services.chat.scan(orphan.id), t.services.chat.scan(orphan.id)]);
    const delivered = await consumerMessages.next((e) => e.message.id === orphan.id);
    expect(delivered.message.attributes).toMatchObject({ scanned: true, blocked: false, body: expect.stringContaining('Your plan is ready to sign.') });

    const later = (await postMessage(staff, conversation.id, 'Let us know if you have any questions.')).json().data;
    await consumerMessages.next((e) => e.message.id === later.id);
    expect(consumerMessages.seen.filter((e) => e.message.id === orphan.id)).toHaveLength(1);
    const [row] = await t.services.db.select({ status: chatMessages.status }).from(chatMessages).where(eq(chatMessages.id, orphan.id));
    expect(row?.status).toBe('delivered');
    expect(queuedScans).toEqual([]);
  });
});
