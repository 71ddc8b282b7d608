import { MAX_FIRM_POLICIES, NOTIFICATION_EMAIL_TYPES, NOTIFICATION_MESSAGES, type NotificationEvent, US_STATE_CODES } from '@parley/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, customerDocuments, mailOutbox, notificationPolicies, users } from '../../db/schema/index.js';
import { registerJobs } from '../../jobs.js';
import { createJobs, type Jobs } from '../../platform/jobs.js';
import { createTestAccount } from '../../test/factories.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';
import { createLawFirm } from '../law-firms/law-firms.service.js';
import { MAIL_DELIVER_JOB } from '../maintenance/maintenance.jobs.js';

let t: TestApp;
let demoFirm: SeededFirm;
let otherFirm: SeededFirm;
let jobs: Jobs | undefined;

beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm, otherFirm } = await seedDemo(t.database, t.services.crypto));
});
afterAll(async () => {
  await jobs?.stop();
  await t.close();
});

const ADD = '/collectors/api/add_notification_policy';
const LIST = '/collectors/api/get_notification_policies';
const READS = ['/collectors/api/get_notification_policy_actions', '/collectors/api/get_notification_policy_states', LIST];

async function policiesOf(lawFirmId: number) {
  return t.services.db.select().from(notificationPolicies).where(eq(notificationPolicies.lawFirmId, lawFirmId));
}

describe('notification policies', () => {
  beforeEach(async () => {
    await t.services.db.delete(notificationPolicies);
  });

  it("offers the spec's event labels and every state plus DC, each with '*' for all", async () => {
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    expect((await staff.get('/collectors/api/get_notification_policy_actions')).json()).toEqual({
      actions: [
        { value: '*', label: 'All events' },
        { value: 'make_offer', label: 'Offer or counteroffer made' },
        { value: 'request_payment_details', label: 'Payment details requested' },
        { value: 'request_settlement_agreement', label: 'Settlement agreement requested' },
        { value: 'new_message_from_consumer', label: 'New message from consumer' },
        { value: 'dispute_opened', label: 'Consumer disputed a debt: upload verification' },
        { value: 'court_closing_due', label: 'Lawsuit paid off: file the dismissal or satisfaction' },
      ],
    });
    const { states } = (await staff.get('/collectors/api/get_notification_policy_states')).json() as { states: { value: string; label: string }[] };
    expect(states).toHaveLength(52);
    expect(states[0]).toEqual({ value: '*', label: 'All states' });
    expect(states).toContainEqual({ value: 'DC', label: 'District of Columbia' });
    expect(states).toContainEqual({ value: 'TX', label: 'Texas' });
  });

  it('adds a policy with its emails lowercased, deduplicated and blanks ignored, then lists it', async () => {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    const res = await admin.post(ADD, {
      email_type: 'make_offer',
      state: ['tx', 'CA', 'TX'],
      emails: ['  Offers@Demo-Law.test ', '', 'second@demo-law.test', 'OFFERS@demo-law.test', '   '],
    });
    expect(res.statusCode).toBe(200);
    const policy = res.json().policy;
    expect(policy).toEqual({ id: expect.any(Number), email_type: 'make_offer', state: ['CA', 'TX'], addresses: 'offers@demo-law.test;second@demo-law.test' });
    expect((await admin.get(LIST)).json()).toEqual({ policies: [policy] });

    const [audit] = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'notification_policy.added'));
    expect(audit?.details).toMatchObject({ law_firm_id: demoFirm.id, policy_id: policy.id, email_type: 'make_offer' });
    const [row] = await policiesOf(demoFirm.id);
    expect(row?.createdBy).not.toBeNull();
  });

  // Issue 38.10: 'dispute_opened' answered 500: the database's CHECK was a hand-written copy of the list.
  it.each(NOTIFICATION_EMAIL_TYPES)('adds a policy for the event %s', async (emailType) => {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    const res = await admin.post(ADD, { email_type: emailType, state: ['TX'], emails: ['events@demo-law.test'] });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json().policy.email_type).toBe(emailType);
  });

  it("keeps just '*' when all states are chosen along with some", async () => {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    const res = await admin.post(ADD, { email_type: '*', state: ['TX', '*'], emails: ['all@demo-law.test'] });
    expect(res.json().policy).toMatchObject({ email_type: '*', state: ['*'], addresses: 'all@demo-law.test' });
  });

  it.each([
    ['no email at all', { emails: [] }, 'emails', NOTIFICATION_MESSAGES.emailRequired],
    ['only blank emails', { emails: ['', '  '] }, 'emails', NOTIFICATION_MESSAGES.emailRequired],
    ['a bad email in the second row', { emails: ['ok@demo-law.test', 'not-an-email'] }, 'emails.1', NOTIFICATION_MESSAGES.invalidEmail],
    ['an email carrying a list separator', { emails: ['a@demo-law.test;b@demo-law.test'] }, 'emails.0', NOTIFICATION_MESSAGES.invalidEmail],
    ['21 emails', { emails: Array.from({ length: 21 }, (_, i) => `r${i}@demo-law.test`) }, 'emails', NOTIFICATION_MESSAGES.tooManyEmails],
    ['no state', { state: [] }, 'state', NOTIFICATION_MESSAGES.stateRequired],
    ['an unknown state', { state: ['TX', 'ZZ'] }, 'state', NOTIFICATION_MESSAGES.invalidState],
    ['an unknown event', { email_type: 'payment_received' }, 'email_type', NOTIFICATION_MESSAGES.eventRequired],
  ])('refuses %s with the message beside its field', async (_name, change, field, message) => {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    const res = await admin.post(ADD, { email_type: 'make_offer', state: ['TX'], emails: ['ok@demo-law.test'], ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ code: 'VALIDATION_FAILED', fields: { [field]: message } });
    expect(await policiesOf(demoFirm.id)).toHaveLength(0);
  });

  it('refuses unknown fields and a missing body', async () => {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    expect((await admin.post(ADD, { email_type: 'make_offer', state: ['TX'], emails: ['a@demo-law.test'], law_firm_id: otherFirm.id })).statusCode).toBe(400);
    expect((await admin.post(ADD, {})).statusCode).toBe(400);
    expect(await policiesOf(otherFirm.id)).toHaveLength(0);
  });

  it(`refuses a firm's ${MAX_FIRM_POLICIES + 1}th policy`, async () => {
    const [adminRow] = await t.services.db.select().from(users).where(eq(users.email, 'admin@demo-law.test'));
    await t.services.db.insert(notificationPolicies).values(
      Array.from({ length: MAX_FIRM_POLICIES }, () => ({
        lawFirmId: demoFirm.id,
        emailType: '*' as const,
        states: ['*'],
        emails: ['x@demo-law.test'],
        createdBy: adminRow?.id ?? null,
        createdAt: t.clock.now(),
      })),
    );
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    const res = await admin.post(ADD, { email_type: '*', state: ['*'], emails: ['y@demo-law.test'] });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(NOTIFICATION_MESSAGES.tooManyPolicies);
  });

  it('lets everyone in the firm add and delete, with each deletion in the audit log', async () => {
    for (const who of ['staff@demo-law.test', { authCode: demoFirm.authCode }] as const) {
      const agent = await collectorAgent(t.app, who);
      const added = await agent.post(ADD, { email_type: 'new_message_from_consumer', state: ['NY'], emails: ['desk@demo-law.test'] });
      expect(added.statusCode).toBe(200);
      const { id } = added.json().policy;
      const removed = await agent.delete(`/collectors/api/notification_policies/${id}`);
      expect(removed.statusCode).toBe(200);
      expect(removed.json()).toEqual({ ok: true });
      expect((await agent.get(LIST)).json()).toEqual({ policies: [] });
      const deletions = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'notification_policy.deleted'));
      expect(deletions.map((d) => d.details?.policy_id)).toContain(id);
    }
  });

  it("answers 404 for another firm's policy and leaves it alone; each firm lists only its own", async () => {
    const other = await collectorAgent(t.app, 'admin@other-law.test');
    const { id } = (await other.post(ADD, { email_type: '*', state: ['*'], emails: ['ops@other-law.test'] })).json().policy;
    const demo = await collectorAgent(t.app, 'admin@demo-law.test');
    const res = await demo.delete(`/collectors/api/notification_policies/${id}`);
    expect(res.statusCode).toBe(404);
    expect(res.json()).toEqual({ error: NOTIFICATION_MESSAGES.policyNotFound, code: 'NOT_FOUND' });
    expect((await demo.get(LIST)).json()).toEqual({ policies: [] });
    expect((await other.get(LIST)).json().policies).toHaveLength(1);
    expect((await demo.delete('/collectors/api/notification_policies/999999')).statusCode).toBe(404);
    expect((await demo.delete('/collectors/api/notification_policies/abc')).statusCode).toBe(400);
  });

  it('refuses the on-call admin (403) and consumers and anonymous callers (401) on every route; nothing changes', async () => {
    const other = await collectorAgent(t.app, 'admin@other-law.test');
    const { id } = (await other.post(ADD, { email_type: '*', state: ['*'], emails: ['ops@other-law.test'] })).json().policy;
    const before = JSON.stringify(await t.services.db.select().from(notificationPolicies));
    const callers = [
      [await collectorAgent(t.app, 'oncall@parley.test'), 403],
      [await consumerAgent(t.app), 401],
      [new Agent(t.app), 401],
    ] as const;
    for (const [agent, status] of callers) {
      for (const url of READS) expect((await agent.get(url)).statusCode, url).toBe(status);
      expect((await agent.post(ADD, { email_type: '*', state: ['*'], emails: ['x@evil.test'] })).statusCode).toBe(status);
      expect((await agent.delete(`/collectors/api/notification_policies/${id}`)).statusCode).toBe(status);
    }
    expect(JSON.stringify(await t.services.db.select().from(notificationPolicies))).toBe(before);
  });
});

describe('routing an event to recipients', () => {
  let firmId: number;
  let actor: { userId: number; lawFirmId: number; ip: string };
  const accounts = { tx: 0, ny: 0, stateless: 0 };

  beforeAll(async () => {
    const db = t.services.db;
    firmId = (await createLawFirm(db, t.services.crypto, 'Routing Test LLP')).id;
    const inserted = await db
      .insert(users)
      .values([
        { kind: 'collector', email: 'boss@routing.test', lawFirmId: firmId, lawFirmScope: 'admin' },
        { kind: 'collector', email: 'deputy@routing.test', lawFirmId: firmId, lawFirmScope: 'admin' },
        { kind: 'collector', email: 'clerk@routing.test', lawFirmId: firmId, lawFirmScope: 'user' },
      ])
      .returning({ id: users.id });
    actor = { userId: inserted[0]?.id ?? 0, lawFirmId: firmId, ip: '127.0.0.1' };
    const now = t.clock.now();
    accounts.tx = await createTestAccount(db, now, { lawFirmId: firmId, name: 'Terry Texan', debtCents: 150_000, state: 'TX', civilNumber: '2026-CV-0042' });
    accounts.ny = await createTestAccount(db, now, { lawFirmId: firmId, name: 'Nora York', debtCents: 90_000, state: 'NY' });
    accounts.stateless = await createTestAccount(db, now, { lawFirmId: firmId, name: 'Sam Nowhere', debtCents: 10_000 });
    await db.update(customerDocuments).set({ lawsuitState: null }).where(eq(customerDocuments.id, accounts.stateless));
  });
  beforeEach(async () => {
    await t.services.db.delete(notificationPolicies).where(eq(notificationPolicies.lawFirmId, firmId));
    await t.services.db.delete(mailOutbox);
  });

  const policy = (email_type: '*' | NotificationEvent, state: string[], emails: string[]) =>
    t.services.notifications.addPolicy(actor, { email_type, state, emails });
  const notify = (event: NotificationEvent, documentId: number) =>
    t.services.db.transaction((tx) => t.services.notifications.notifyFirm(tx, { lawFirmId: firmId, event, documentId }));
  const queuedTo = async () => (await t.services.db.select().from(mailOutbox)).map((m) => m.toAddress).sort();

  it('emails the policies of that event only', async () => {
    await policy('make_offer', ['TX'], ['offers@routing.test']);
    await policy('request_payment_details', ['TX'], ['payments@routing.test']);
    await policy('new_message_from_consumer', ['*'], ['inbox@routing.test']);
    expect(await notify('make_offer', accounts.tx)).toEqual({ recipients: ['offers@routing.test'], isFallback: false });
    expect(await queuedTo()).toEqual(['offers@routing.test']);
  });

  it("emails a '*' event policy about every event", async () => {
    await policy('*', ['TX'], ['everything@routing.test']);
    await policy('request_settlement_agreement', ['TX'], ['agreements@routing.test']);
    for (const event of ['make_offer', 'request_payment_details', 'new_message_from_consumer'] as const) {
      expect((await notify(event, accounts.tx)).recipients).toEqual(['everything@routing.test']);
    }
    expect((await notify('request_settlement_agreement', accounts.tx)).recipients).toEqual(['everything@routing.test', 'agreements@routing.test']);
  });

  it("emails only the policies naming the account's state", async () => {
    await policy('make_offer', ['CA', 'TX'], ['west@routing.test']);
    await policy('make_offer', ['NY', 'NJ'], ['east@routing.test']);
    expect((await notify('make_offer', accounts.tx)).recipients).toEqual(['west@routing.test']);
    expect((await notify('make_offer', accounts.ny)).recipients).toEqual(['east@routing.test']);
  });

  it("emails a '*' state policy about accounts in any state, or with none", async () => {
    await policy('make_offer', ['*'], ['nationwide@routing.test']);
    await policy('make_offer', [...US_STATE_CODES], ['every-code@routing.test']);
    expect((await notify('make_offer', accounts.ny)).recipients).toEqual(['nationwide@routing.test', 'every-code@routing.test']);
    expect((await notify('make_offer', accounts.stateless)).recipients).toEqual(['nationwide@routing.test']);
  });

  it("emails the firm's admins (not its staff or the firm entity) when no policy matches", async () => {
    await policy('make_offer', ['CA'], ['california@routing.test']);
    await policy('request_payment_details', ['*'], ['payments@routing.test']);
    expect(await notify('make_offer', accounts.tx)).toEqual({ recipients: ['boss@routing.test', 'deputy@routing.test'], isFallback: true });
    expect(await queuedTo()).toEqual(['boss@routing.test', 'deputy@routing.test']);
  });

  it("never emails another firm's policies", async () => {
    const other = await collectorAgent(t.app, 'admin@other-law.test');
    await other.post(ADD, { email_type: '*', state: ['*'], emails: ['snoop@other-law.test'] });
    expect((await notify('make_offer', accounts.tx)).recipients).not.toContain('snoop@other-law.test');
  });

  it('emails an address named by several matching policies once', async () => {
    await policy('make_offer', ['TX'], ['shared@routing.test', 'one@routing.test']);
    await policy('*', ['*'], ['SHARED@routing.test', 'two@routing.test']);
    expect((await notify('make_offer', accounts.tx)).recipients).toEqual(['shared@routing.test', 'one@routing.test', 'two@routing.test']);
    expect(await queuedTo()).toEqual(['one@routing.test', 'shared@routing.test', 'two@routing.test']);
  });

  it('refuses an account of another firm and queues nothing', async () => {
    const foreign = await createTestAccount(t.services.db, t.clock.now(), { lawFirmId: otherFirm.id, name: 'Otto Other', debtCents: 5_000 });
    await expect(notify('make_offer', foreign)).rejects.toMatchObject({ code: 'NOT_FOUND' });
    expect(await queuedTo()).toEqual([]);
  });

  it('queues nothing, and says so in the log, for a firm with no matching policy and no admin', async () => {
    const lonely = await createLawFirm(t.services.db, t.services.crypto, 'No Admins PLLC');
    const doc = await createTestAccount(t.services.db, t.clock.now(), { lawFirmId: lonely.id, name: 'Quinn Quiet', debtCents: 5_000 });
    const result = await t.services.db.transaction((tx) =>
      t.services.notifications.notifyFirm(tx, { lawFirmId: lonely.id, event: 'make_offer', documentId: doc }),
    );
    expect(result).toEqual({ recipients: [], isFallback: true });
    expect(await queuedTo()).toEqual([]);
    expect(t.logs.join('')).toContain('no notification recipient');
  });
});

describe('the notification email', () => {
  let firmId: number;
  let docId: number;

  beforeAll(async () => {
    firmId = (await createLawFirm(t.services.db, t.services.crypto, 'Smith & <Sons>')).id;
    await t.services.db.insert(users).values({ kind: 'collector', email: 'partner@smith.test', lawFirmId: firmId, lawFirmScope: 'admin' });
    docId = await createTestAccount(t.services.db, t.clock.now(), {
      lawFirmId: firmId,
      name: 'Ada <b>Lovelace</b>',
      debtCents: 500_000,
      state: 'DC',
      civilNumber: '2026-CV-7',
      fileNumber: 'SS-26-1',
      steps: [{ party: 'consumer', action: 'offer', offer: { totalCents: 120_000, payments: 3, firstPaymentDate: '2026-11-20' }, daysAgo: 0 }],
    });
  });
  beforeEach(async () => {
    await t.services.db.delete(mailOutbox);
  });

  async function sendOne(event: NotificationEvent) {
    await t.services.db.transaction((tx) => t.services.notifications.notifyFirm(tx, { lawFirmId: firmId, event, documentId: docId }));
    const [mail] = await t.services.db.select().from(mailOutbox);
    if (!mail) throw new Error('nothing queued');
    return mail;
  }

  it('names the event and the account, and links to it with accept and counteroffer shortcuts for an offer', async () => {
    const mail = await sendOne('make_offer');
    const link = `http://parley.test/collectors/accounts?filters[customer_document_id]=${docId}`;
    expect(mail.toAddress).toBe('partner@smith.test');
    expect(mail.subject).toBe('Offer or counteroffer made: Ada <b>Lovelace</b>');
    expect(mail.textBody).toContain('Consumer: Ada <b>Lovelace</b>');
    expect(mail.textBody).toContain('Reference: 2026-CV-7');
    expect(mail.textBody).toContain('File number: SS-26-1');
    expect(mail.textBody).toContain('State: District of Columbia (DC)');
    expect(mail.textBody).toContain('Latest offer: $1,200.00 in 3 payments');
    expect(mail.textBody).toContain(`Open the account:\n${link}\n`);
    expect(mail.textBody).toContain(`Accept this offer:\n${link}&auto_action=accept\n`);
    expect(mail.textBody).toContain(`Make a counteroffer:\n${link}&auto_action=counteroffer\n`);
    expect(mail.htmlBody).toContain(`<a href="${link}&#38;auto_action=accept">Accept this offer</a>`);
    expect(mail.htmlBody).toContain(`<a href="${link}&#38;auto_action=counteroffer">Make a counteroffer</a>`);
  });

  it('escapes what the consumer and the firm typed in the HTML part', async () => {
    const mail = await sendOne('new_message_from_consumer');
    expect(mail.htmlBody).toContain('Ada &#60;b&#62;Lovelace&#60;/b&#62;');
    expect(mail.htmlBody).toContain('Smith &#38; &#60;Sons&#62;');
    expect(mail.htmlBody).not.toContain('<b>Lovelace');
  });

  it('offers the shortcuts only for an offer, and never shows the SSN or bank details', async () => {
    const [doc] = await t.services.db.select().from(customerDocuments).where(eq(customerDocuments.id, docId));
    for (const event of ['request_payment_details', 'request_settlement_agreement', 'new_message_from_consumer'] as const) {
      await t.services.db.delete(mailOutbox);
      const mail = await sendOne(event);
      expect(mail.textBody).not.toContain('auto_action');
      expect(mail.textBody).not.toContain('Latest offer');
      for (const body of [mail.textBody, mail.htmlBody ?? '', mail.subject]) {
        expect(body).not.toContain(doc?.ssnLastFour ?? 'unreachable');
        expect(body).not.toMatch(/ssn|social security|routing|account number/i);
      }
    }
  });
});

describe('delivery through the job queue', () => {
  let docId: number;
  beforeAll(async () => {
    docId = await createTestAccount(t.services.db, t.clock.now(), { lawFirmId: demoFirm.id, name: 'Queue Quade', debtCents: 70_000, state: 'TX' });
  });
  beforeEach(async () => {
    await t.services.db.delete(notificationPolicies);
    await t.services.db.delete(mailOutbox);
  });

  it('queues nothing when the transaction that notified rolls back', async () => {
    await expect(
      t.services.db.transaction(async (tx) => {
        const { recipients } = await t.services.notifications.notifyFirm(tx, { lawFirmId: demoFirm.id, event: 'make_offer', documentId: docId });
        expect(recipients).toEqual(['admin@demo-law.test']);
        throw new Error('the negotiation action failed');
      }),
    ).rejects.toThrow('the negotiation action failed');
    expect(await t.services.db.$count(mailOutbox)).toBe(0);
  });

  it('sends the queued emails from the pg-boss mail job after the commit', async () => {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    await admin.post(ADD, { email_type: 'make_offer', state: ['TX'], emails: ['first@demo-law.test', 'second@demo-law.test'] });
    await t.services.db.transaction(async (tx) => {
      await t.services.notifications.notifyFirm(tx, { lawFirmId: demoFirm.id, event: 'make_offer', documentId: docId });
    });
    const queued = await t.services.db.select().from(mailOutbox);
    expect(queued.map((m) => [m.toAddress, m.sentAt])).toEqual([
      ['first@demo-law.test', null],
      ['second@demo-law.test', null],
    ]);

    jobs = createJobs(t.database, t.app.log);
    registerJobs(jobs, t.services, 'worker', ['maintenance']);
    await jobs.start({ work: true });
    await jobs.send(MAIL_DELIVER_JOB);
    const deadline = Date.now() + 15_000;
    while (Date.now() < deadline && (await t.services.db.select().from(mailOutbox)).some((m) => m.messageId === null)) {
      await new Promise((r) => setTimeout(r, 200));
    }
    const sent = await t.services.db.select().from(mailOutbox);
    expect(sent).toHaveLength(2);
    for (const m of sent) {
      expect(m.sentAt).not.toBeNull();
      expect(m.messageId).toBeTruthy();
    }
  });
});
