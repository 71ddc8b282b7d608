import { FIRM_MESSAGES } from '@parley/shared';
import { eq, like } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, firmBankAccounts, lawFirms, mailOutbox, users } from '../../db/schema/index.js';
import { FORBIDDEN_MESSAGE, SIGN_IN_REQUIRED } from '../../platform/auth.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';

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
  it('staff read Direct Deposit (numbers masked) but cannot change it, and can ask the administrators by email', async () => {
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    const firm = await staff.get('/collectors/api/get_law_firm');
    expect(firm.statusCode).toBe(200);
    expect(firm.body).not.toContain('000123456789');
    expect((await staff.post('/collectors/api/bank_account', { ...ACH, mfa_code: '123456' })).statusCode).toBe(403);

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
      [await collectorAgent(t.app, 'staff@demo-law.test'), 403, FORBIDDEN_MESSAGE],
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
