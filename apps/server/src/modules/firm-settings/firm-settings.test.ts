import { FIRM_MESSAGES, MFA_MESSAGES, PAYOUT_COOLING_OFF_HOURS } from '@parley/shared';
import { and, eq, isNull, like } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, customerDocuments, firmBankAccounts, lawFirms, mailOutbox, payoutChanges, users } from '../../db/schema/index.js';
import { FORBIDDEN_MESSAGE, SIGN_IN_REQUIRED } from '../../platform/auth.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';
import { postJournal } from '../payments/ledger.js';

let t: TestApp;
let demoFirm: SeededFirm;
const secrets = new Map<string, string>();
const signedIn = new Map<string, Agent>();

/** Turns on two-step verification for a collector, as the Security page does; their session stays open. */
async function enrol(email: string): Promise<void> {
  const agent = await collectorAgent(t.app, email);
  signedIn.set(email, agent);
  const { secret } = (await agent.post('/collectors/api/mfa/setup')).json() as { secret: string };
  secrets.set(email, secret);
  expect((await agent.post('/collectors/api/mfa/confirm', { code: codeFor(email) })).statusCode).toBe(200);
}

/** The code the collector's authenticator shows in the next 30-second step (a code is accepted once). */
function codeFor(email: string): string {
  t.clock.advance(30_000);
  const secret = secrets.get(email) ?? '';
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: t.clock.now().getTime(),
  });
}
const adminCode = () => codeFor('admin@demo-law.test');
/** The administrators' sessions opened before two-step verification was on (signing in again would ask for a code). */
const adminOf = (email: string): Agent => signedIn.get(email) as Agent;

beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm } = await seedDemo(t.database, t.services.crypto));
  await enrol('admin@demo-law.test');
  await enrol('admin@other-law.test');
});
afterAll(() => t.close());

const ACH = {
  email: 'payouts@demo-law.test',
  routing_number: '021000021',
  account_number: '000123456789',
  account_name: 'Demo Law Group LLC',
  account_type: 'CHECKING',
};

describe('direct deposit', () => {
  it('connects a bank account, shows it masked, and keeps the numbers only encrypted', async () => {
    const admin = adminOf('admin@demo-law.test');
    const res = await admin.post('/collectors/api/bank_account', { ...ACH, mfa_code: adminCode() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FIRM_MESSAGES.bankSaved });

    const firm = (await admin.get('/collectors/api/get_law_firm')).json().law_firm;
    expect(firm).toMatchObject({
      name: 'Demo Law Group',
      digital_check_email: 'payouts@demo-law.test',
      bank_id: expect.any(Number),
      bank_account: {
        institution_name: 'JPMorgan Chase Bank',
        account_type: 'CHECKING',
        account_name: 'Demo Law Group LLC',
        account_number_masked: '••••6789',
        routing_number_masked: '••••0021',
      },
    });
    const body = (await admin.get('/collectors/api/get_law_firm')).body;
    expect(body).not.toContain('000123456789');
    expect(body).not.toContain('021000021');

    const [row] = await t.services.db.select().from(firmBankAccounts).where(eq(firmBankAccounts.lawFirmId, demoFirm.id));
    expect(row?.accountNumberEncrypted).not.toContain('123456789');
    expect(t.services.crypto.decrypt(row?.accountNumberEncrypted ?? '')).toBe('000123456789');
    expect(t.logs.join('\n')).not.toContain('000123456789');

    const [audit] = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'firm.bank_account_connected'));
    expect(audit?.actorUserId).toBeGreaterThan(0);
    expect(JSON.stringify(audit?.details)).not.toContain('000123456789');
  });

  it('replaces the active account rather than keeping two', async () => {
    const admin = adminOf('admin@demo-law.test');
    await admin.post('/collectors/api/bank_account', {
      ...ACH,
      mfa_code: adminCode(),
      routing_number: '121000248',
      account_number: '5550001111',
      account_type: 'SAVINGS',
    });
    const firm = (await admin.get('/collectors/api/get_law_firm')).json().law_firm;
    expect(firm.bank_account).toMatchObject({ institution_name: 'Wells Fargo Bank', account_type: 'SAVINGS', account_number_masked: '••••1111' });
    const rows = await t.services.db.select().from(firmBankAccounts).where(eq(firmBankAccounts.lawFirmId, demoFirm.id));
    expect(rows.filter((r) => r.removedAt === null)).toHaveLength(1);
  });

  it.each([
    ['routing number not 9 digits', { routing_number: '12345678' }, 'routing_number', FIRM_MESSAGES.routingDigits],
    ['routing number failing the ABA checksum', { routing_number: '021000022' }, 'routing_number', FIRM_MESSAGES.routingChecksum],
    ['account number under 4 characters after trimming', { account_number: '  123 ' }, 'account_number', FIRM_MESSAGES.accountNumber],
    ['blank holder name', { account_name: '   ' }, 'account_name', FIRM_MESSAGES.holderRequired],
    ['bad email', { email: 'payouts@' }, 'email', FIRM_MESSAGES.invalidEmail],
    ['unknown account type', { account_type: 'BROKERAGE' }, 'account_type', expect.any(String)],
  ])('refuses a %s and changes nothing', async (_name, over, field, message) => {
    const admin = adminOf('admin@demo-law.test');
    const before = await t.services.db.$count(firmBankAccounts);
    const res = await admin.post('/collectors/api/bank_account', { ...ACH, mfa_code: adminCode(), ...over });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toEqual(message);
    expect(await t.services.db.$count(firmBankAccounts)).toBe(before);
  });

  it('defaults the account type to CHECKING', async () => {
    const admin = adminOf('admin@demo-law.test');
    const { account_type: _omit, ...rest } = ACH;
    expect((await admin.post('/collectors/api/bank_account', { ...rest, mfa_code: adminCode() })).statusCode).toBe(200);
    expect((await admin.get('/collectors/api/get_law_firm')).json().law_firm.bank_account.account_type).toBe('CHECKING');
  });

  it('removes the bank account, reverting to digital checks, and says so', async () => {
    const admin = adminOf('admin@demo-law.test');
    const res = await admin.post('/collectors/api/remove_bank_account', { mfa_code: adminCode() });
    expect(res.json()).toEqual({ message: FIRM_MESSAGES.bankRemoved });
    const firm = (await admin.get('/collectors/api/get_law_firm')).json().law_firm;
    expect(firm.bank_id).toBeNull();
    expect(firm.bank_account).toBeNull();
    expect((await admin.post('/collectors/api/remove_bank_account', { mfa_code: adminCode() })).statusCode).toBe(409);
  });

  it('saves the digital check email', async () => {
    const admin = adminOf('admin@demo-law.test');
    expect((await admin.post('/collectors/api/digital_check_email', { email: 'Checks@Demo-Law.test', mfa_code: adminCode() })).json()).toEqual({
      message: FIRM_MESSAGES.emailSaved,
    });
    expect((await admin.get('/collectors/api/get_law_firm')).json().law_firm.digital_check_email).toBe('checks@demo-law.test');
    expect((await admin.post('/collectors/api/digital_check_email', { email: '', mfa_code: adminCode() })).statusCode).toBe(400);
  });
});

describe('a payout change needs a fresh two-step check', () => {
  const snapshot = async () => JSON.stringify([await t.services.db.select().from(lawFirms), await t.services.db.select().from(firmBankAccounts)]);

  it('refuses without a code, with a wrong code, and with a code already used; nothing changes', async () => {
    const admin = adminOf('admin@demo-law.test');
    const before = await snapshot();
    const missing = await admin.post('/collectors/api/bank_account', ACH);
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fields.mfa_code).toBe(FIRM_MESSAGES.payoutCodeRequired);
    const wrong = await admin.post('/collectors/api/digital_check_email', { email: 'thief@example.test', mfa_code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json()).toMatchObject({ error: FIRM_MESSAGES.payoutCodeInvalid, fields: { mfa_code: FIRM_MESSAGES.payoutCodeInvalid } });
    const code = adminCode();
    expect((await admin.post('/collectors/api/digital_check_email', { email: 'checks@demo-law.test', mfa_code: code })).statusCode).toBe(200);
    const replayed = await admin.post('/collectors/api/bank_account', { ...ACH, mfa_code: code });
    expect(replayed.statusCode).toBe(400);
    expect(await snapshot()).toBe(before);
  });

  it('refuses an administrator without two-step verification, and says how to turn it on', async () => {
    const [staffRow] = await t.services.db.select().from(users).where(eq(users.email, 'staff@demo-law.test'));
    await t.services.db
      .insert(users)
      .values({ kind: 'collector', email: 'second-admin@demo-law.test', passwordHash: staffRow?.passwordHash, lawFirmId: demoFirm.id, lawFirmScope: 'admin' });
    const admin = await collectorAgent(t.app, 'second-admin@demo-law.test');
    const res = await admin.post('/collectors/api/remove_bank_account', { mfa_code: '123456' });
    expect(res.statusCode).toBe(403);
    expect(res.json().error).toBe(FIRM_MESSAGES.payoutNeedsMfa);
  });
});

describe('staff and the payout account', () => {
  it('staff without two-step verification read Direct Deposit (numbers masked) but cannot change it, and can ask the administrators by email', async () => {
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    const firm = await staff.get('/collectors/api/get_law_firm');
    expect(firm.statusCode).toBe(200);
    expect(firm.body).not.toContain('000123456789');
    const refused = await staff.post('/collectors/api/bank_account', { ...ACH, mfa_code: '123456' });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(FIRM_MESSAGES.payoutStaffNeedsMfa);

    const sentBefore = await t.services.db.$count(mailOutbox);
    const ask = await staff.post('/collectors/api/request_payout_change', { note: 'New trust account at Chase <b>please</b>' });
    expect(ask.json()).toEqual({ message: FIRM_MESSAGES.payoutChangeRequested });
    const mails = (await t.services.db.select().from(mailOutbox).orderBy(mailOutbox.id)).slice(sentBefore);
    expect(mails.map((m) => m.toAddress)).toContain('admin@demo-law.test');
    expect(mails.every((m) => m.toAddress !== 'staff@demo-law.test' && !m.toAddress.endsWith('@other-law.test'))).toBe(true);
    expect(mails[0]?.textBody).toContain('New trust account at Chase');
    expect(mails[0]?.htmlBody).not.toContain('<b>please</b>');
    // One request every 10 minutes.
    expect((await staff.post('/collectors/api/request_payout_change', {})).statusCode).toBe(429);
  });

  it("staff keep the firm's payment details, and the administrators are told", async () => {
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    const sentBefore = await t.services.db.$count(mailOutbox);
    const details = { payee: 'Demo Law Group Trust', mailing_street: '200 Congress Ave', mailing_city: 'Austin', mailing_state: 'TX', mailing_zip: '78701' };
    expect((await staff.post('/collectors/api/update_firm_payment_details', { law_firm: details })).statusCode).toBe(200);
    const mails = (await t.services.db.select().from(mailOutbox).orderBy(mailOutbox.id)).slice(sentBefore);
    expect(mails.map((m) => m.toAddress)).toContain('admin@demo-law.test');
    expect(mails[0]?.textBody).toContain('Mailing address: 200 Congress Ave, Austin, TX 78701');
  });
});

describe('firm payment details', () => {
  const details = {
    payee: 'Demo Law Group LLC',
    mailing_name: 'Attn: Trust Account',
    mailing_street: '100 Main St Ste 400',
    mailing_city: 'Austin',
    mailing_state: 'TX',
    mailing_zip: '787011234',
  };

  it('updates and reads back the details, ZIP formatted', async () => {
    const admin = adminOf('admin@demo-law.test');
    expect((await admin.post('/collectors/api/update_firm_payment_details', { law_firm: details })).json()).toEqual({ message: FIRM_MESSAGES.detailsSaved });
    expect((await admin.get('/collectors/api/get_law_firm')).json().law_firm).toMatchObject({ ...details, mailing_zip: '78701-1234' });
  });

  it.each([
    ['blank payee', { payee: '' }, 'law_firm.payee'],
    ['bad ZIP', { mailing_zip: '7870' }, 'law_firm.mailing_zip'],
    ['unknown state', { mailing_state: 'XX' }, 'law_firm.mailing_state'],
    ['PO box street (payments go by courier)', { mailing_street: 'P.O. Box 1200' }, 'law_firm.mailing_street'],
  ])('refuses a %s', async (_name, over, field) => {
    const admin = adminOf('admin@demo-law.test');
    const res = await admin.post('/collectors/api/update_firm_payment_details', { law_firm: { ...details, ...over } });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBeDefined();
  });
});

describe('who may read and change firm settings', () => {
  const PAYOUT_WRITES: [string, Record<string, unknown> | undefined][] = [
    ['/collectors/api/bank_account', { ...ACH, mfa_code: '123456' }],
    ['/collectors/api/remove_bank_account', { mfa_code: '123456' }],
    ['/collectors/api/digital_check_email', { email: 'x@y.test', mfa_code: '123456' }],
  ];

  it.each(PAYOUT_WRITES)('%s: staff, the firm code, the on-call admin and consumers get 403 or 401; nothing changes', async (url, body) => {
    const snapshot = async () => JSON.stringify([await t.services.db.select().from(lawFirms), await t.services.db.select().from(firmBankAccounts)]);
    const before = await snapshot();
    const callers = [
      [await collectorAgent(t.app, 'staff@demo-law.test'), 403],
      [await collectorAgent(t.app, { authCode: demoFirm.authCode }), 403],
      [await collectorAgent(t.app, 'oncall@parley.test'), 403],
      [await consumerAgent(t.app), 401],
      [new Agent(t.app), 401],
    ] as const;
    for (const [agent, status] of callers) expect((await agent.post(url, body)).statusCode).toBe(status);
    expect(await snapshot()).toBe(before);
  });

  // Issue 33, point 12: the guards run before the body is validated, so a refused caller learns nothing about the body.
  it.each(PAYOUT_WRITES)('%s: a refused caller with an empty or invalid body is refused (401/403), not told to fix the body', async (url) => {
    const [staffRow] = await t.services.db.select().from(users).where(eq(users.email, 'staff@demo-law.test'));
    const adminWithoutMfa = `no-mfa-admin-${url.split('/').pop()}@demo-law.test`;
    await t.services.db
      .insert(users)
      .values({ kind: 'collector', email: adminWithoutMfa, passwordHash: staffRow?.passwordHash, lawFirmId: demoFirm.id, lawFirmScope: 'admin' });
    const callers = [
      [await collectorAgent(t.app, 'staff@demo-law.test'), 403, FIRM_MESSAGES.payoutStaffNeedsMfa],
      [await collectorAgent(t.app, adminWithoutMfa), 403, FIRM_MESSAGES.payoutNeedsMfa],
      [await collectorAgent(t.app, 'oncall@parley.test'), 403, FORBIDDEN_MESSAGE],
      [await consumerAgent(t.app), 401, SIGN_IN_REQUIRED],
      [new Agent(t.app), 401, SIGN_IN_REQUIRED],
    ] as const;
    for (const body of [{}, { mfa_code: 'not a code', routing_number: 12, email: 'nope' }]) {
      for (const [agent, status, error] of callers) {
        const res = await agent.post(url, body);
        expect({ status: res.statusCode, error: res.json().error }, JSON.stringify(body)).toEqual({ status, error });
      }
    }
  });

  it("the firm's payment details: the on-call admin, consumers and anonymous callers get 403 or 401; nothing changes", async () => {
    const before = JSON.stringify(await t.services.db.select().from(lawFirms));
    const body = { law_firm: { payee: 'X', mailing_street: '1 A St', mailing_city: 'B', mailing_state: 'TX', mailing_zip: '78701' } };
    const callers = [
      [await collectorAgent(t.app, 'oncall@parley.test'), 403],
      [await consumerAgent(t.app), 401],
      [new Agent(t.app), 401],
    ] as const;
    for (const [agent, status] of callers) expect((await agent.post('/collectors/api/update_firm_payment_details', body)).statusCode).toBe(status);
    expect(JSON.stringify(await t.services.db.select().from(lawFirms))).toBe(before);
  });

  it("another firm's admin changes only its own firm", async () => {
    const other = adminOf('admin@other-law.test');
    expect(
      (await other.post('/collectors/api/digital_check_email', { email: 'other@other-law.test', mfa_code: codeFor('admin@other-law.test') })).statusCode,
    ).toBe(200);
    const demo = (await adminOf('admin@demo-law.test').get('/collectors/api/get_law_firm')).json().law_firm;
    expect(demo.digital_check_email).not.toBe('other@other-law.test');
    expect((await other.get('/collectors/api/get_law_firm')).json().law_firm.name).toBe('Other Collections LLC');
  });

  it("the firm's users (the firm code too) read the settings; the on-call admin, consumers and anonymous callers cannot", async () => {
    const read = async (agent: Agent) => (await agent.get('/collectors/api/get_law_firm')).statusCode;
    expect(await read(adminOf('admin@demo-law.test'))).toBe(200);
    expect(await read(await collectorAgent(t.app, 'staff@demo-law.test'))).toBe(200);
    expect(await read(await collectorAgent(t.app, { authCode: demoFirm.authCode }))).toBe(200);
    expect(await read(await collectorAgent(t.app, 'oncall@parley.test'))).toBe(403);
    expect(await read(await consumerAgent(t.app))).toBe(401);
    expect(await read(new Agent(t.app))).toBe(401);
  });

  it('logs refused attempts', async () => {
    const refused = await t.services.db.select().from(auditLog).where(like(auditLog.action, 'authorization_refused'));
    expect(refused.length).toBeGreaterThan(0);
  });
});

// Issue 38.5: staff with two-step verification change the payout method, after a cooling-off period.
describe('a payout change by a non-administrator waits out the cooling-off period', () => {
  const NEW_ACH = { routing_number: '021000021', account_number: '000555666777', account_name: 'Demo Law Group Trust', account_type: 'CHECKING' };
  const staffCode = () => codeFor('staff@demo-law.test');
  const staffOf = () => adminOf('staff@demo-law.test');
  /** The firm's page as an administrator with two-step verification reads it. */
  const demoAdminReader = () => ({ userId: 0, lawFirmId: demoFirm.id, ip: '127.0.0.1', isAdmin: true, mayChangePayout: true });
  const pendingRows = () =>
    t.services.db
      .select()
      .from(payoutChanges)
      .where(and(eq(payoutChanges.lawFirmId, demoFirm.id), isNull(payoutChanges.appliedAt), isNull(payoutChanges.cancelledAt)));
  const mailsSince = async (before: number) => (await t.services.db.select().from(mailOutbox).orderBy(mailOutbox.id)).slice(before);
  const auditCount = async (action: string) => (await t.services.db.select().from(auditLog).where(eq(auditLog.action, action))).length;
  /** Parley owes the demo firm this much on one of its accounts, as a consumer's payment would leave it. */
  let owed = 0;
  async function oweDemoFirm(cents: number): Promise<void> {
    const [doc] = await t.services.db.select({ id: customerDocuments.id }).from(customerDocuments).where(eq(customerDocuments.lawFirmId, demoFirm.id)).limit(1);
    await postJournal(t.services.db, {
      kind: 'payment',
      key: `test-owed-${++owed}`,
      lawFirmId: demoFirm.id,
      at: t.clock.now(),
      lines: [
        { account: 'platform_cash', amountCents: cents, lawFirmId: null, documentId: doc?.id ?? null },
        { account: 'firm_payable', amountCents: -cents, lawFirmId: demoFirm.id, documentId: doc?.id ?? null },
      ],
    });
  }
  const demoPayouts = async () => (await t.services.payments.runPayouts(t.clock.now())).filter((p) => p.lawFirmId === demoFirm.id);

  beforeAll(async () => {
    await enrol('staff@demo-law.test');
    // The state the earlier tests left: no bank account, digital checks to checks@demo-law.test.
    await t.services.db.update(lawFirms).set({ digitalCheckEmail: 'checks@demo-law.test' }).where(eq(lawFirms.id, demoFirm.id));
  });

  it('refuses a user without two-step verification with how to turn it on, and stores nothing', async () => {
    const [staffRow] = await t.services.db.select().from(users).where(eq(users.email, 'staff@demo-law.test'));
    await t.services.db
      .insert(users)
      .values({ kind: 'collector', email: 'staff-no-mfa@demo-law.test', passwordHash: staffRow?.passwordHash, lawFirmId: demoFirm.id, lawFirmScope: 'user' });
    const staff = await collectorAgent(t.app, 'staff-no-mfa@demo-law.test');
    for (const [url, body] of [
      ['/collectors/api/bank_account', { ...NEW_ACH, mfa_code: '123456' }],
      ['/collectors/api/digital_check_email', { email: 'x@demo-law.test', mfa_code: '123456' }],
      ['/collectors/api/remove_bank_account', { mfa_code: '123456' }],
      ['/collectors/api/cancel_payout_change', { payout_change_id: 1, mfa_code: '123456' }],
    ] as const) {
      const res = await staff.post(url, body);
      expect({ status: res.statusCode, error: res.json().error }).toEqual({ status: 403, error: FIRM_MESSAGES.payoutStaffNeedsMfa });
    }
    expect(await t.services.db.$count(payoutChanges)).toBe(0);
  });

  it('refuses a wrong or replayed code from staff with the right message, and stores nothing', async () => {
    const staff = staffOf();
    const before = await t.services.db.$count(firmBankAccounts);
    const wrong = await staff.post('/collectors/api/bank_account', { ...NEW_ACH, mfa_code: '000000' });
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().fields.mfa_code).toBe(FIRM_MESSAGES.payoutCodeInvalid);
    const code = staffCode();
    // The code is spent on a cancel that finds nothing to cancel…
    expect((await staff.post('/collectors/api/cancel_payout_change', { payout_change_id: 999_999, mfa_code: code })).statusCode).toBe(404);
    // …so the same code cannot confirm a change.
    const replayed = await staff.post('/collectors/api/bank_account', { ...NEW_ACH, mfa_code: code });
    expect(replayed.statusCode).toBe(400);
    expect(replayed.json().fields.mfa_code).toBe(MFA_MESSAGES.codeJustUsed);
    expect(await t.services.db.$count(payoutChanges)).toBe(0);
    expect(await t.services.db.$count(firmBankAccounts)).toBe(before);
  });

  let changeId = 0;
  it('records a staff change as pending, emails every administrator at once, and shows it on the page', async () => {
    const sentBefore = await t.services.db.$count(mailOutbox);
    const requestedAt = t.clock.now().getTime();
    const res = await staffOf().post('/collectors/api/bank_account', { ...NEW_ACH, mfa_code: staffCode() });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: FIRM_MESSAGES.payoutChangeScheduled });

    const [row] = await pendingRows();
    changeId = row?.id ?? 0;
    expect(row).toMatchObject({ kind: 'bank_account', accountLastFour: '6777', institutionName: 'JPMorgan Chase Bank', appliedAt: null });
    expect(row?.effectiveAt.getTime()).toBe(requestedAt + 30_000 + PAYOUT_COOLING_OFF_HOURS * 3_600_000);
    expect(row?.accountNumberEncrypted).not.toContain('555666777');
    expect(t.services.crypto.decrypt(row?.accountNumberEncrypted ?? '')).toBe('000555666777');
    // Nothing changed yet: no bank account, checks still to the same address.
    const firm = (await adminOf('admin@demo-law.test').get('/collectors/api/get_law_firm')).json().law_firm;
    expect(firm).toMatchObject({
      bank_account: null,
      digital_check_email: 'checks@demo-law.test',
      pending_payout_change: {
        id: changeId,
        kind: 'bank_account',
        institution_name: 'JPMorgan Chase Bank',
        account_number_masked: '••••6777',
        email: null,
        requested_by_email: 'staff@demo-law.test',
        requested_at: new Date(requestedAt + 30_000).toISOString(),
        effective_at: row?.effectiveAt.toISOString(),
        can_cancel: true,
      },
    });
    // Its author may cancel it too.
    expect((await staffOf().get('/collectors/api/get_law_firm')).json().law_firm.pending_payout_change.can_cancel).toBe(true);

    const mails = await mailsSince(sentBefore);
    const to = mails.map((m) => m.toAddress);
    expect(to).toContain('admin@demo-law.test');
    expect(to).toContain('second-admin@demo-law.test');
    expect(to.some((a) => a === 'staff@demo-law.test' || a.endsWith('@other-law.test'))).toBe(false);
    const [mail] = mails;
    expect(mail?.textBody).toContain('staff@demo-law.test set up a new payout account (JPMorgan Chase Bank ••••6777)');
    expect(mail?.textBody).toContain('It takes effect on Thursday, November 5, 2026 at');
    expect(mail?.textBody).toContain('Until then payouts go to the current method.');
    expect(mail?.textBody).toContain('/collectors/direct_deposit');
    expect(mail?.htmlBody).toContain('href="http');
    const everything = JSON.stringify([mails, await t.services.db.select().from(auditLog), (await staffOf().get('/collectors/api/get_law_firm')).body]);
    expect(everything).not.toContain('555666777');
    expect(t.logs.join('\n')).not.toContain('555666777');
    expect(await auditCount('firm.payout_change_scheduled')).toBe(1);
  });

  it("another firm's users neither see nor cancel it", async () => {
    const other = adminOf('admin@other-law.test');
    expect((await other.get('/collectors/api/get_law_firm')).json().law_firm.pending_payout_change).toBeNull();
    const res = await other.post('/collectors/api/cancel_payout_change', { payout_change_id: changeId, mfa_code: codeFor('admin@other-law.test') });
    expect(res.statusCode).toBe(404);
    expect(await pendingRows()).toHaveLength(1);
  });

  it('a staff user cannot cancel a colleague’s change; a newer change replaces the pending one', async () => {
    const [staffRow] = await t.services.db.select().from(users).where(eq(users.email, 'staff@demo-law.test'));
    await t.services.db
      .insert(users)
      .values({ kind: 'collector', email: 'staff2@demo-law.test', passwordHash: staffRow?.passwordHash, lawFirmId: demoFirm.id, lawFirmScope: 'user' });
    await enrol('staff2@demo-law.test');
    const colleague = adminOf('staff2@demo-law.test');
    const canCancel = async (user: ReturnType<typeof adminOf>) =>
      (await user.get('/collectors/api/get_law_firm')).json().law_firm.pending_payout_change?.can_cancel;
    expect(await canCancel(colleague)).toBe(false);
    const refused = await colleague.post('/collectors/api/cancel_payout_change', { payout_change_id: changeId, mfa_code: codeFor('staff2@demo-law.test') });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(FIRM_MESSAGES.payoutChangeCancelNotYours);

    expect(
      (await colleague.post('/collectors/api/digital_check_email', { email: 'newchecks@demo-law.test', mfa_code: codeFor('staff2@demo-law.test') })).statusCode,
    ).toBe(200);
    const [replacing] = await pendingRows();
    expect(replacing).toMatchObject({ kind: 'digital_check_email', email: 'newchecks@demo-law.test' });
    const [replaced] = await t.services.db.select().from(payoutChanges).where(eq(payoutChanges.id, changeId));
    expect(replaced?.cancelledAt).not.toBeNull();
    expect(await canCancel(colleague)).toBe(true);
    expect(await canCancel(staffOf())).toBe(false);
    // Its author cancels it; a second cancel finds nothing pending.
    const own = { payout_change_id: replacing?.id, mfa_code: codeFor('staff2@demo-law.test') };
    expect((await colleague.post('/collectors/api/cancel_payout_change', own)).json()).toEqual({ message: FIRM_MESSAGES.payoutChangeCancelled });
    const again = await colleague.post('/collectors/api/cancel_payout_change', { ...own, mfa_code: codeFor('staff2@demo-law.test') });
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(FIRM_MESSAGES.noPendingPayoutChange);
    expect(await pendingRows()).toHaveLength(0);
  });

  it('an administrator cancels a pending change with their code; nothing changes after the period; 409 once nothing is pending', async () => {
    expect((await staffOf().post('/collectors/api/digital_check_email', { email: 'thief@example.test', mfa_code: staffCode() })).statusCode).toBe(200);
    const [pending] = await pendingRows();
    const admin = adminOf('admin@demo-law.test');
    const sentBefore = await t.services.db.$count(mailOutbox);
    const res = await admin.post('/collectors/api/cancel_payout_change', { payout_change_id: pending?.id, mfa_code: adminCode() });
    expect(res.json()).toEqual({ message: FIRM_MESSAGES.payoutChangeCancelled });
    expect((await mailsSince(sentBefore)).map((m) => m.toAddress)).not.toContain('admin@demo-law.test');
    const again = await admin.post('/collectors/api/cancel_payout_change', { payout_change_id: pending?.id, mfa_code: adminCode() });
    expect(again.statusCode).toBe(409);
    expect((await admin.get('/collectors/api/get_law_firm')).json().law_firm).toMatchObject({
      pending_payout_change: null,
      digital_check_email: 'checks@demo-law.test',
    });
    expect(await auditCount('firm.payout_change_cancelled')).toBeGreaterThanOrEqual(3);
  });

  it("an administrator's change still applies at once and emails the other administrators", async () => {
    const sentBefore = await t.services.db.$count(mailOutbox);
    const admin = adminOf('admin@demo-law.test');
    expect((await admin.post('/collectors/api/digital_check_email', { email: 'checks@demo-law.test', mfa_code: adminCode() })).json()).toEqual({
      message: FIRM_MESSAGES.emailSaved,
    });
    const mails = await mailsSince(sentBefore);
    expect(mails.map((m) => m.toAddress)).toContain('second-admin@demo-law.test');
    expect(mails.map((m) => m.toAddress)).not.toContain('admin@demo-law.test');
    expect(mails[0]?.textBody).toContain('admin@demo-law.test set up digital checks sent to checks@demo-law.test.');
    expect(mails[0]?.textBody).toContain('It took effect at once');
    expect(await pendingRows()).toHaveLength(0);
  });

  it('pays the previous method before effective_at and the new account after, applying the change exactly once', async () => {
    expect((await staffOf().post('/collectors/api/bank_account', { ...NEW_ACH, mfa_code: staffCode() })).statusCode).toBe(200);
    const [pending] = await pendingRows();

    await oweDemoFirm(12_345);
    const [before] = await demoPayouts();
    expect(before).toMatchObject({ method: 'digital_check', destination: 'checks@demo-law.test', amountCents: 12_345 });

    t.clock.set(new Date((pending?.effectiveAt.getTime() ?? 0) + 60_000));
    await oweDemoFirm(5_000);
    // A page load and a payout run at once: the change applies once, and the payout uses it.
    const [, after] = await Promise.all([t.services.firmSettings.getLawFirm(demoAdminReader()), demoPayouts()]);
    expect(after).toEqual([expect.objectContaining({ method: 'ach', destination: 'checking ••••6777', amountCents: 5_000 })]);
    await t.services.firmSettings.getLawFirm(demoAdminReader());
    expect(await auditCount('firm.payout_change_applied')).toBe(1);
    const active = await t.services.db
      .select()
      .from(firmBankAccounts)
      .where(and(eq(firmBankAccounts.lawFirmId, demoFirm.id), isNull(firmBankAccounts.removedAt)));
    expect(active).toHaveLength(1);
    expect(active[0]).toMatchObject({ accountLastFour: '6777', createdBy: pending?.requestedBy });
    expect(t.services.crypto.decrypt(active[0]?.accountNumberEncrypted ?? '')).toBe('000555666777');
    const [applied] = await t.services.db
      .select()
      .from(payoutChanges)
      .where(eq(payoutChanges.id, pending?.id ?? 0));
    expect(applied?.appliedAt).not.toBeNull();

    // Sessions have timed out meanwhile: the firm code reads the page.
    const firm = (await (await collectorAgent(t.app, { authCode: demoFirm.authCode })).get('/collectors/api/get_law_firm')).json().law_firm;
    expect(firm).toMatchObject({ pending_payout_change: null, bank_account: { account_number_masked: '••••6777' } });
    expect(t.logs.join('\n')).not.toContain('555666777');
  });

  it('applies a staff change at once while the firm has no payout method at all', async () => {
    await t.services.db.update(lawFirms).set({ digitalCheckEmail: null }).where(eq(lawFirms.id, demoFirm.id));
    await t.services.db.update(firmBankAccounts).set({ removedAt: t.clock.now() }).where(eq(firmBankAccounts.lawFirmId, demoFirm.id));
    // The sessions timed out when the clock moved: the service, as the route calls it after checking the code.
    const sentBefore = await t.services.db.$count(mailOutbox);
    const [staffRow] = await t.services.db.select().from(users).where(eq(users.email, 'staff@demo-law.test'));
    const outcome = await t.services.firmSettings.changePayout(
      { userId: staffRow?.id ?? 0, lawFirmId: demoFirm.id, ip: '127.0.0.1', isAdmin: false },
      { kind: 'digital_check_email', email: 'first@demo-law.test' },
    );
    expect(outcome).toEqual({ applied: true });
    expect((await t.services.firmSettings.getLawFirm(demoAdminReader())).digital_check_email).toBe('first@demo-law.test');
    expect((await mailsSince(sentBefore)).map((m) => m.toAddress)).toContain('admin@demo-law.test');
    expect(await pendingRows()).toHaveLength(0);
  });
});
