import { AUDIT_ACTION_LABELS, type AuditAction, AuditLogResponseSchema } from '@parley/shared';
import { eq, sql } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import { VIEW_AUDIT_WINDOW_MS } from '../../platform/audit.js';
import { createTestAccount } from '../../test/factories.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD, type SeededFirm, seedDemo } from '../demo/seed-demo.js';

let t: TestApp;
let demoFirm: SeededFirm;
let otherFirm: SeededFirm;
let accountId: number;
beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm, otherFirm } = await seedDemo(t.database, t.services.crypto));
  accountId = await createTestAccount(t.services.db, t.clock.now(), { lawFirmId: demoFirm.id, name: 'Pat Doe', debtCents: 120_000 });
});
afterAll(() => t.close());

const entries = async (action: AuditAction) => t.services.db.select().from(auditLog).where(eq(auditLog.action, action));
const userId = async (email: string) => (await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]?.id;

/** The code an authenticator shows in the next 30-second step (a code is accepted once). */
function nextCode(secret: string): string {
  t.clock.advance(30_000);
  return new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
    timestamp: t.clock.now().getTime(),
  });
}

const BANK = {
  email: 'payouts@demo-law.test',
  routing_number: '021000021',
  account_number: '000123456789',
  account_name: 'Demo Law Group LLC',
  account_type: 'CHECKING',
};

describe('audit log coverage', () => {
  it('records every sign-in, two-step change, revocation, invite, payout change, export, view and refusal, with no secret', async () => {
    const secrets: string[] = [DEMO_PASSWORD, 'wrong-password-123', BANK.account_number, BANK.routing_number, demoFirm.authCode];
    const ua = { 'user-agent': 'AuditCoverage/1.0' };

    // Sign-ins, both realms, success and failure.
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    expect((await new Agent(t.app).post('/collectors/api/login', { email: 'admin@demo-law.test', password: 'wrong-password-123' })).statusCode).toBe(401);
    const consumer = await consumerAgent(t.app);
    expect((await new Agent(t.app).post('/users/sign_in', { user: { email: 'consumer@demo.test', password: 'wrong-password-123' } })).statusCode).toBe(401);
    await collectorAgent(t.app, { authCode: demoFirm.authCode });
    expect((await new Agent(t.app).post('/collectors/api/login', { auth_token: 'ZZZZ-ZZZZ-ZZZZ' })).statusCode).toBeGreaterThanOrEqual(400);

    // A refused authorization: staff open the audit log.
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    expect((await staff.get('/collectors/api/audit_log')).statusCode).toBe(403);

    // Invite and removal; a new firm code ends the firm-code session.
    expect((await admin.post('/collectors/api/users/create', { user: { email: 'hire@demo-law.test', law_firm_scope: 'user' } })).statusCode).toBe(200);
    expect((await admin.post('/collectors/api/users/remove', { user_id: await userId('hire@demo-law.test') })).statusCode).toBe(200);
    const regenerated = await admin.post('/collectors/api/users/regenerate_auth_token');
    secrets.push(regenerated.json().auth_token);

    // Two-step verification: enrol, sign in with it (a wrong code first), require it firm-wide and back.
    const { secret } = (await admin.post('/collectors/api/mfa/setup')).json();
    secrets.push(secret);
    const confirm = await admin.post('/collectors/api/mfa/confirm', { code: nextCode(secret) });
    secrets.push(...confirm.json().recovery_codes);
    const second = new Agent(t.app);
    expect((await second.post('/collectors/api/login', { email: 'admin@demo-law.test', password: DEMO_PASSWORD })).json()).toEqual({
      ok: false,
      mfa_required: true,
    });
    expect((await second.post('/collectors/api/login/mfa', { code: '000000' })).statusCode).toBe(401);
    expect((await second.request('POST', '/collectors/api/login/mfa', { code: nextCode(secret) }, { headers: ua })).json()).toEqual({ ok: true });
    expect((await admin.post('/collectors/api/mfa/require', { required: true })).statusCode).toBe(200);
    expect((await admin.post('/collectors/api/mfa/require', { required: false })).statusCode).toBe(200);

    // Payout account: connect (and view it), digital check email, payment details, removal.
    expect((await admin.post('/collectors/api/bank_account', { ...BANK, mfa_code: nextCode(secret) })).statusCode).toBe(200);
    expect((await admin.get('/collectors/api/get_law_firm')).statusCode).toBe(200);
    expect((await admin.post('/collectors/api/digital_check_email', { email: 'checks@demo-law.test', mfa_code: nextCode(secret) })).statusCode).toBe(200);
    const details = {
      payee: 'Demo Law Group',
      mailing_name: '',
      mailing_street: '200 Congress Ave',
      mailing_city: 'Austin',
      mailing_state: 'TX',
      mailing_zip: '78701',
    };
    expect((await admin.post('/collectors/api/update_firm_payment_details', { law_firm: details })).statusCode).toBe(200);
    expect((await admin.post('/collectors/api/remove_bank_account', { mfa_code: nextCode(secret) })).statusCode).toBe(200);
    expect((await admin.post('/collectors/api/mfa/disable', { code: nextCode(secret) })).statusCode).toBe(200);

    // Views of consumers' identities, exports.
    expect((await admin.get('/collectors/api/apply_filters')).statusCode).toBe(200);
    expect((await admin.post('/collectors/api/activity_log_downloaded', { customer_document_id: accountId })).statusCode).toBe(200);
    expect((await admin.get('/collectors/api/audit_log.csv')).statusCode).toBe(200);
    expect((await consumer.get('/my_dashboard.json')).statusCode).toBe(200);
    expect((await consumer.get('/api/v1/financial_report')).statusCode).toBe(200);

    // Signing out ends the session.
    expect((await second.delete('/collectors/api/logout')).statusCode).toBe(200);

    const expected: [AuditAction, 'consumer' | 'collector', number | null][] = [
      ['sign_in', 'collector', demoFirm.id],
      ['sign_in', 'consumer', null],
      ['sign_in_failed', 'collector', demoFirm.id],
      ['sign_in_failed', 'consumer', null],
      ['auth_code_sign_in', 'collector', demoFirm.id],
      ['auth_code_sign_in_failed', 'collector', null],
      ['sign_in_mfa', 'collector', demoFirm.id],
      ['mfa.sign_in_failed', 'collector', demoFirm.id],
      ['mfa.enabled', 'collector', demoFirm.id],
      ['mfa.disabled', 'collector', demoFirm.id],
      ['firm.mfa_required', 'collector', demoFirm.id],
      ['firm.mfa_optional', 'collector', demoFirm.id],
      ['firm.user_invited', 'collector', demoFirm.id],
      ['firm.user_removed', 'collector', demoFirm.id],
      ['firm.auth_code_regenerated', 'collector', demoFirm.id],
      ['firm.bank_account_connected', 'collector', demoFirm.id],
      ['view.payout_bank_account', 'collector', demoFirm.id],
      ['firm.digital_check_email_set', 'collector', demoFirm.id],
      ['firm.payment_details_updated', 'collector', demoFirm.id],
      ['firm.bank_account_removed', 'collector', demoFirm.id],
      ['view.accounts_list', 'collector', demoFirm.id],
      ['export.activity_log', 'collector', demoFirm.id],
      ['export.audit_log', 'collector', demoFirm.id],
      ['view.consumer_profile', 'consumer', null],
      ['view.financial_report', 'consumer', null],
      ['authorization_refused', 'collector', demoFirm.id],
      ['sign_out', 'collector', demoFirm.id],
    ];
    for (const [action, realm, firm] of expected) {
      const rows = (await entries(action)).filter((r) => r.realm === realm);
      expect(rows.length, `${action} (${realm})`).toBeGreaterThan(0);
      for (const r of rows) {
        expect(r.lawFirmId, `${action} firm`).toBe(firm);
        expect(r.ip, `${action} ip`).toBeTruthy();
        expect(r.userAgent, `${action} user agent`).toBeTruthy();
        // The firm code signs in the firm itself (a user without an email); a wrong code has no actor at all.
        if (!action.startsWith('auth_code_sign_in')) expect(r.actorEmail, `${action} email`).toBeTruthy();
        if (action === 'auth_code_sign_in') expect(r.actorUserId).toBeTruthy();
      }
    }

    const [refusal] = await entries('authorization_refused');
    expect(refusal).toMatchObject({ actorEmail: 'staff@demo-law.test', targetType: 'route', targetId: '/collectors/api/audit_log' });
    expect((await entries('sign_in_mfa'))[0]?.userAgent).toBe('AuditCoverage/1.0');
    expect((await entries('firm.auth_code_regenerated'))[0]?.details).toMatchObject({ sessions_ended: 1 });
    expect((await entries('sign_in_failed')).map((r) => r.actorEmail)).toEqual(expect.arrayContaining(['admin@demo-law.test', 'consumer@demo.test']));

    // No password, code, token, secret or account number anywhere in the log.
    const everything = JSON.stringify(await t.services.db.select().from(auditLog));
    for (const s of secrets) expect(everything, 'a secret reached the audit log').not.toContain(s);
  });

  it('redacts a secret a caller passes by mistake', async () => {
    await t.services.audit.record({ action: 'profile_updated', details: { password: 'hunter2-hunter2', ssn: '123456789', fields: ['ssn'] } });
    const [row] = (await entries('profile_updated')).slice(-1);
    expect(row?.details).toEqual({ password: '[redacted]', ssn: '[redacted]', fields: ['ssn'] });
  });

  it('logs a sensitive view once per session in its window, not on every refetch (issue 40)', async () => {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    const colleague = await collectorAgent(t.app, 'admin@demo-law.test');
    const before = (await entries('view.accounts_list')).length;
    for (let i = 0; i < 3; i++) expect((await admin.get('/collectors/api/apply_filters')).statusCode).toBe(200);
    expect((await entries('view.accounts_list')).length).toBe(before + 1);
    // Another session (the same person signed in again) is its own entry.
    expect((await colleague.get('/collectors/api/apply_filters')).statusCode).toBe(200);
    expect((await entries('view.accounts_list')).length).toBe(before + 2);
    // Past the window, the same session's next read is logged again.
    t.clock.advance(VIEW_AUDIT_WINDOW_MS);
    expect((await admin.get('/collectors/api/apply_filters')).statusCode).toBe(200);
    expect((await entries('view.accounts_list')).length).toBe(before + 3);
  });

  it('names every action it records in the shared catalogue', async () => {
    const stored = await t.services.db.selectDistinct({ action: auditLog.action }).from(auditLog);
    for (const { action } of stored) expect(Object.keys(AUDIT_ACTION_LABELS)).toContain(action);
  });
});

describe('append-only', () => {
  it.each([
    ['UPDATE', sql`UPDATE audit_log SET action = 'sign_out'`],
    ['DELETE', sql`DELETE FROM audit_log`],
    ['TRUNCATE', sql`TRUNCATE audit_log`],
  ])('refuses %s of the audit log', async (op, statement) => {
    const before = await t.services.db.$count(auditLog);
    expect(before).toBeGreaterThan(0);
    await expect(t.services.db.execute(statement)).rejects.toThrow();
    try {
      await t.services.db.execute(statement);
    } catch (err) {
      const cause = (err as { cause?: Error }).cause ?? (err as Error);
      expect(cause.message).toBe(`audit_log is append-only: ${op} is not allowed`);
    }
    expect(await t.services.db.$count(auditLog)).toBe(before);
  });
});

describe('the firm view', () => {
  const list = async (agent: Agent, query = '') => {
    const res = await agent.get(`/collectors/api/audit_log${query}`);
    expect(res.statusCode, res.body).toBe(200);
    return AuditLogResponseSchema.parse(res.json());
  };

  it("shows a firm's administrator their firm's entries only, newest first, with labels", async () => {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    await collectorAgent(t.app, 'admin@other-law.test');
    const page = await list(admin);
    expect(page.entries.length).toBeGreaterThan(0);
    expect(page.entries.every((e) => e.law_firm_id === demoFirm.id)).toBe(true);
    expect(page.entries[0]).toMatchObject({ action: 'sign_in', action_label: 'Signed in', actor_email: 'admin@demo-law.test' });
    expect(page.users.map((u) => u.email)).not.toContain('admin@other-law.test');
    expect(page.law_firms).toBeNull();
    const times = page.entries.map((e) => e.at);
    expect([...times].sort().reverse()).toEqual(times);
  });

  it('filters by action, user and date range, and pages', async () => {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    const staffId = await userId('staff@demo-law.test');
    const signIns = await list(admin, '?action=sign_in');
    expect(signIns.entries.length).toBeGreaterThan(1);
    expect(signIns.entries.every((e) => e.action === 'sign_in')).toBe(true);
    const byStaff = await list(admin, `?user_id=${staffId}`);
    expect(byStaff.entries.length).toBeGreaterThan(0);
    expect(byStaff.entries.every((e) => e.actor_user_id === staffId)).toBe(true);
    const today = t.clock.now().toISOString().slice(0, 10);
    expect((await list(admin, `?from=${today}&to=${today}`)).total).toBeGreaterThan(0);
    expect((await list(admin, '?from=2001-01-01&to=2001-01-02')).total).toBe(0);
    const all = await list(admin);
    const page2 = await list(admin, '?page=2');
    expect(page2.entries.length).toBe(Math.max(0, Math.min(50, all.total - 50)));
    expect(page2.entries[0]?.id).not.toBe(all.entries[0]?.id);
  });

  it('refuses bad filters with 400 and a clear message', async () => {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    const bad = await admin.get('/collectors/api/audit_log?action=drop_table');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error).toContain('Choose an action from the list');
    expect((await admin.get('/collectors/api/audit_log?from=2026-13-01')).statusCode).toBe(400);
    const reversed = await admin.get('/collectors/api/audit_log?from=2026-05-02&to=2026-05-01');
    expect(reversed.statusCode).toBe(400);
    expect(reversed.json().error).toContain('start date');
  });

  it("refuses another firm's log to an administrator, and audits the refusal", async () => {
    const other = await collectorAgent(t.app, 'admin@other-law.test');
    const res = await other.get(`/collectors/api/audit_log?law_firm_id=${demoFirm.id}`);
    expect(res.statusCode).toBe(403);
    const refusals = await entries('authorization_refused');
    expect(refusals.at(-1)).toMatchObject({ actorEmail: 'admin@other-law.test', lawFirmId: otherFirm.id });
    expect((await other.get(`/collectors/api/audit_log.csv?law_firm_id=${demoFirm.id}`)).statusCode).toBe(403);
  });

  it('refuses staff, consumers and the signed-out', async () => {
    expect((await (await collectorAgent(t.app, 'staff@demo-law.test')).get('/collectors/api/audit_log.csv')).statusCode).toBe(403);
    expect((await (await consumerAgent(t.app)).get('/collectors/api/audit_log')).statusCode).toBe(401);
    expect((await new Agent(t.app).get('/collectors/api/audit_log')).statusCode).toBe(401);
    expect((await new Agent(t.app).get('/collectors/api/audit_log.csv')).statusCode).toBe(401);
  });

  it('lets the on-call administrator read every firm, or one', async () => {
    const onCall = await collectorAgent(t.app, 'oncall@parley.test');
    const all = await list(onCall);
    expect(all.law_firms?.map((f) => f.name)).toEqual(['Demo Law Group', 'Other Collections LLC']);
    const other = await list(onCall, `?law_firm_id=${otherFirm.id}`);
    expect(other.entries.length).toBeGreaterThan(0);
    expect(other.entries.every((e) => e.law_firm_id === otherFirm.id)).toBe(true);
    expect(all.total).toBeGreaterThan(other.total);
  });

  it('exports the filtered log as CSV with labels, neutralized cells, and audits the export', async () => {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    const before = (await entries('export.audit_log')).length;
    const res = await admin.get('/collectors/api/audit_log.csv?action=sign_in');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="audit-log-\d{4}-\d{2}-\d{2}\.csv"$/);
    const lines = res.body
      .replace(/^\uFEFF/, '')
      .trim()
      .split('\r\n');
    expect(lines[0]).toBe('Time (UTC),Action,Action code,User,User id,Realm,Firm id,Target,IP address,Browser,Details');
    expect(lines.length).toBeGreaterThan(1);
    expect(lines.slice(1).every((l) => l.includes(',Signed in,sign_in,'))).toBe(true);
    const exports = await entries('export.audit_log');
    expect(exports.length).toBe(before + 1);
    expect(exports.at(-1)?.details).toMatchObject({ filters: { action: 'sign_in' }, rows: lines.length - 1, truncated: false });
  });

  it('refuses an activity-log download report for an account of another firm', async () => {
    const other = await collectorAgent(t.app, 'admin@other-law.test');
    expect((await other.post('/collectors/api/activity_log_downloaded', { customer_document_id: accountId })).statusCode).toBe(404);
  });
});
