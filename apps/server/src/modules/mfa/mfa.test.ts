import { MFA_MESSAGES } from '@parley/shared';
import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
import { MINUTE } from '../../platform/clock.js';
import { collectorAgent } from '../../test/fixtures.js';
import { Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD, type SeededFirm, seedDemo } from '../demo/seed-demo.js';

let t: TestApp;
let demoFirm: SeededFirm;
beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm } = await seedDemo(t.database, t.services.crypto));
});
afterAll(() => t.close());

const codeAt = (secret: string, date: Date) =>
  new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({ timestamp: date.getTime() });

async function enrol(agent: Agent): Promise<{ secret: string; recovery: string[] }> {
  const setup = await agent.post('/collectors/api/mfa/setup');
  expect(setup.statusCode).toBe(200);
  const { secret, otpauth_url, qr_svg } = setup.json();
  expect(otpauth_url).toContain('otpauth://totp/Parley');
  expect(qr_svg).toMatch(/^data:image\/svg\+xml;base64,/);
  const confirm = await agent.post('/collectors/api/mfa/confirm', { code: codeAt(secret, t.clock.now()) });
  expect(confirm.statusCode).toBe(200);
  return { secret, recovery: confirm.json().recovery_codes };
}

async function passwordStep(email: string) {
  const agent = new Agent(t.app);
  const res = await agent.post('/collectors/api/login', { email, password: DEMO_PASSWORD });
  return { agent, res };
}

describe('two-step verification', () => {
  it('enrols with a code, then sign-in asks for a code before opening a session', async () => {
    const { secret, recovery } = await enrol(await collectorAgent(t.app, 'staff@demo-law.test'));
    expect(recovery).toHaveLength(10);
    const [row] = await t.services.db.select().from(users).where(eq(users.email, 'staff@demo-law.test'));
    expect(row?.totpSecretEncrypted).not.toContain(secret);

    const { agent, res } = await passwordStep('staff@demo-law.test');
    expect(res.json()).toEqual({ ok: false, mfa_required: true });
    expect((await agent.get('/collectors/api/check_auth')).json().ok).toBe(false);

    const wrong = await agent.post('/collectors/api/login/mfa', { code: '000000' });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(MFA_MESSAGES.badCode);

    t.clock.advance(30_000);
    const ok = await agent.post('/collectors/api/login/mfa', { code: codeAt(secret, t.clock.now()) });
    expect(ok.json()).toEqual({ ok: true });
    expect((await agent.get('/collectors/api/check_auth')).json()).toMatchObject({ ok: true, current_user: { email: 'staff@demo-law.test' } });

    // The same code cannot be replayed, even within its 30 seconds.
    const again = await passwordStep('staff@demo-law.test');
    const replay = await again.agent.post('/collectors/api/login/mfa', { code: codeAt(secret, t.clock.now()) });
    expect(replay.statusCode).toBe(401);
    // Said as a replay (issue 38.5), not as a wrong code.
    expect(replay.json().error).toBe(MFA_MESSAGES.codeJustUsed);

    // A recovery code works once.
    const viaRecovery = await passwordStep('staff@demo-law.test');
    expect((await viaRecovery.agent.post('/collectors/api/login/mfa', { code: recovery[0] ?? '' })).statusCode).toBe(200);
    const reused = await passwordStep('staff@demo-law.test');
    expect((await reused.agent.post('/collectors/api/login/mfa', { code: recovery[0] ?? '' })).statusCode).toBe(401);
  });

  it('refuses a confirmation with a wrong code and stays off', async () => {
    const agent = await collectorAgent(t.app, 'admin@other-law.test');
    await agent.post('/collectors/api/mfa/setup');
    const res = await agent.post('/collectors/api/mfa/confirm', { code: '123456' });
    expect(res.statusCode).toBe(422);
    expect((await agent.get('/collectors/api/mfa')).json()).toMatchObject({ enabled: false });
  });

  it('lets the challenge expire after 5 minutes, and limits code guessing', async () => {
    const agent = await collectorAgent(t.app, 'oncall@parley.test');
    const { secret } = await enrol(agent);
    const slow = await passwordStep('oncall@parley.test');
    t.clock.advance(6 * MINUTE);
    const late = await slow.agent.post('/collectors/api/login/mfa', { code: codeAt(secret, t.clock.now()) });
    expect(late.statusCode).toBe(401);
    expect(late.json().error).toBe(MFA_MESSAGES.challengeExpired);

    const guesser = await passwordStep('oncall@parley.test');
    for (let i = 0; i < 5; i++) await guesser.agent.post('/collectors/api/login/mfa', { code: String(100000 + i) });
    expect((await guesser.agent.post('/collectors/api/login/mfa', { code: codeAt(secret, t.clock.now()) })).statusCode).toBe(429);
  });

  it('a firm requirement holds un-enrolled staff on set-up, and forbids turning it off', async () => {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    // Staff enrolled above: the password alone no longer opens a session.
    expect((await passwordStep('staff@demo-law.test')).res.json()).toEqual({ ok: false, mfa_required: true });

    expect((await admin.post('/collectors/api/mfa/require', { required: true })).statusCode).toBe(200);
    expect((await admin.get('/collectors/api/check_auth')).json().mfa_enrollment_required).toBe(true);
    const blocked = await admin.get('/collectors/api/get_law_firm');
    expect(blocked.statusCode).toBe(403);
    expect(blocked.json().error).toBe(MFA_MESSAGES.enrollmentRequired);
    expect((await admin.get('/collectors/api/basic_stats')).statusCode).toBe(200);

    const { secret } = await enrol(admin);
    expect((await admin.get('/collectors/api/get_law_firm')).statusCode).toBe(200);
    t.clock.advance(30_000);
    const off = await admin.post('/collectors/api/mfa/disable', { code: codeAt(secret, t.clock.now()) });
    expect(off.statusCode).toBe(422);
    expect(off.json().error).toBe(MFA_MESSAGES.cannotDisable);

    // While the firm requires it, the firm code cannot sign in (it would skip the second step).
    const refused = await new Agent(t.app).post('/collectors/api/login', { auth_token: demoFirm.authCode });
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(MFA_MESSAGES.codeSignInDisabled);

    // Otherwise the firm code signs in with user scope only, and cannot enrol or reach admin routes.
    await admin.post('/collectors/api/mfa/require', { required: false });
    const firm = await collectorAgent(t.app, { authCode: demoFirm.authCode });
    expect((await firm.post('/collectors/api/mfa/setup')).statusCode).toBe(403);
    expect((await firm.get('/collectors/api/users')).statusCode).toBe(403);
  });

  it('staff cannot set the firm requirement', async () => {
    const other = await collectorAgent(t.app, 'admin@other-law.test');
    await other.post('/collectors/api/users/create', { user: { email: 'clerk@other-law.test', law_firm_scope: 'user' } });
    const mails = (await new Agent(t.app).get('/dev/mailbox.json')).json().messages as { to: string; text: string }[];
    const token = /token=([A-Za-z0-9_-]+)/.exec(mails.find((m) => m.to === 'clerk@other-law.test')?.text ?? '')?.[1] ?? '';
    const clerk = new Agent(t.app);
    await clerk.post('/collectors/api/accept_invite', { token, password: 'a-long-new-passphrase' });
    expect((await clerk.post('/collectors/api/mfa/require', { required: true })).statusCode).toBe(403);
  });
});
