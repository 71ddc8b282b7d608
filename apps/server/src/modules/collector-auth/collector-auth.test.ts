import { COLLECTOR_MESSAGES } from '@parley/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { auditLog, authTokens, sessions, users } from '../../db/schema/index.js';
import { HOUR, MINUTE } from '../../platform/clock.js';
import { Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD, type SeededFirm, seedDemo } from '../demo/seed-demo.js';

let t: TestApp;
let demoFirm: SeededFirm;
let agent: Agent;

beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm } = await seedDemo(t.database, t.services.crypto));
});
afterAll(() => t.close());
beforeEach(() => {
  agent = new Agent(t.app);
});

async function signIn(a: Agent, email: string, password = DEMO_PASSWORD) {
  return a.post('/collectors/api/login', { email, password });
}
async function collector(email: string) {
  const [u] = await t.services.db
    .select()
    .from(users)
    .where(and(eq(users.kind, 'collector'), eq(users.email, email)));
  if (!u) throw new Error(`no collector ${email}`);
  return u;
}
async function mailsTo(email: string) {
  const res = await new Agent(t.app).get('/dev/mailbox.json');
  return (res.json() as { messages: { to: string; text: string }[] }).messages.filter((m) => m.to === email);
}
function linkToken(text: string, param: string): string {
  const match = new RegExp(`${param}=([A-Za-z0-9_-]+)`).exec(text);
  if (!match?.[1]) throw new Error(`no ${param} in mail`);
  return match[1];
}

describe('collector sign-in with email and password', () => {
  it('opens a session whose check_auth names the admin scope and user', async () => {
    const res = await signIn(agent, 'admin@demo-law.test');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ ok: true });
    const cookie = res.cookies.find((c) => c.name === 'parley_collector_session');
    expect(cookie?.httpOnly).toBe(true);
    expect(cookie?.sameSite).toBe('Lax');

    const auth = await agent.get('/collectors/api/check_auth');
    expect(auth.json()).toEqual({
      ok: true,
      scope: 'admin',
      current_user: { id: (await collector('admin@demo-law.test')).id, email: 'admin@demo-law.test' },
      mfa_enrollment_required: false,
    });
    expect(auth.headers['cache-control']).toBe('no-store');
  });

  it('gives staff users the other scope, and basic stats name their firm', async () => {
    await signIn(agent, 'staff@demo-law.test');
    expect((await agent.get('/collectors/api/check_auth')).json()).toMatchObject({ ok: true, scope: 'other' });
    expect((await agent.get('/collectors/api/basic_stats')).json()).toEqual({ is_on_call_admin: false, law_firm: { name: 'Demo Law Group' } });
  });

  it('tells the on-call administrator apart, with no firm', async () => {
    await signIn(agent, 'oncall@parley.test');
    expect((await agent.get('/collectors/api/basic_stats')).json()).toEqual({ is_on_call_admin: true, law_firm: null });
  });

  it('accepts the email in any case and with surrounding spaces', async () => {
    expect((await signIn(agent, '  Admin@Demo-Law.TEST ')).statusCode).toBe(200);
  });

  it('refuses a wrong password and an unknown email with the same message, and opens no session', async () => {
    const before = await t.services.db.$count(sessions);
    const wrong = await signIn(agent, 'admin@demo-law.test', 'not-the-password');
    const unknown = await signIn(agent, 'nobody@demo-law.test');
    expect(wrong.statusCode).toBe(401);
    expect(unknown.statusCode).toBe(401);
    expect(wrong.json()).toEqual({ error: COLLECTOR_MESSAGES.badCredentials, code: 'UNAUTHENTICATED' });
    expect(unknown.json()).toEqual(wrong.json());
    expect(await t.services.db.$count(sessions)).toBe(before);
    expect((await agent.get('/collectors/api/check_auth')).json()).toEqual({ ok: false, scope: null, current_user: null });
  });

  it('does not let a consumer password open the collector realm', async () => {
    const res = await signIn(agent, 'consumer@demo.test');
    expect(res.statusCode).toBe(401);
  });

  it('rotates the session token at every sign-in', async () => {
    await signIn(agent, 'admin@demo-law.test');
    const first = agent.cookie('parley_collector_session');
    await signIn(agent, 'admin@demo-law.test');
    expect(agent.cookie('parley_collector_session')).not.toBe(first);
  });

  it('stores only a hash of the session token', async () => {
    await signIn(agent, 'admin@demo-law.test');
    const token = agent.cookie('parley_collector_session') ?? '';
    const rows = await t.services.db.select({ tokenHash: sessions.tokenHash }).from(sessions);
    expect(rows.some((r) => r.tokenHash === token)).toBe(false);
  });

  it('ends a session after 30 idle minutes, and after 12 hours however active', async () => {
    await signIn(agent, 'admin@demo-law.test');
    t.clock.advance(31 * MINUTE);
    expect((await agent.get('/collectors/api/check_auth')).json()).toMatchObject({ ok: false });

    await signIn(agent, 'admin@demo-law.test');
    for (let i = 0; i < 25; i++) {
      t.clock.advance(29 * MINUTE);
      await agent.get('/collectors/api/basic_stats');
    }
    expect((await agent.get('/collectors/api/basic_stats')).statusCode).toBe(401);
  });

  it('limits failed attempts per account, and says so with 429', async () => {
    const a = new Agent(t.app);
    for (let i = 0; i < 10; i++) expect((await signIn(a, 'staff@demo-law.test', `wrong-${i}`)).statusCode).toBe(401);
    const limited = await signIn(a, 'staff@demo-law.test');
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error).toMatch(/Too many attempts/);
    t.clock.advance(16 * MINUTE);
    expect((await signIn(a, 'staff@demo-law.test')).statusCode).toBe(200);
  });
});

describe('collector sign-in with the firm authentication code', () => {
  it('signs in as the firm entity with user scope, the code taken without case or dashes', async () => {
    const res = await agent.post('/collectors/api/login', { auth_token: demoFirm.authCode.toLowerCase().replaceAll('-', ' ') });
    expect(res.statusCode).toBe(200);
    const auth = (await agent.get('/collectors/api/check_auth')).json();
    expect(auth).toMatchObject({ ok: true, scope: 'other', current_user: { email: null } });
    expect((await agent.get('/collectors/api/basic_stats')).json()).toEqual({ is_on_call_admin: false, law_firm: { name: 'Demo Law Group' } });
    const me = (await agent.get('/api/v1/check_auth')).json();
    expect(me.current_user).toMatchObject({ is_collector: true, is_law_firm_entity: true, law_firm_id: demoFirm.id });
  });

  it('refuses a wrong code, and limits guessing per IP', async () => {
    const a = new Agent(t.app);
    const ip = { 'x-forwarded-for': '203.0.113.9' };
    const wrong = await a.post('/collectors/api/login', { auth_token: 'AAAA-BBBB-CCCC' }, { headers: ip });
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error).toBe(COLLECTOR_MESSAGES.badAuthCode);
    let last = wrong;
    for (let i = 0; i < 12; i++) last = await a.post('/collectors/api/login', { auth_token: `WRONG-${i}` });
    expect(last.statusCode).toBe(429);
  });

  it('stores the code only encrypted and as a keyed hash', async () => {
    const dump = JSON.stringify(await t.services.db.execute('select * from law_firms'));
    expect(dump).not.toContain(demoFirm.authCode);
  });
});

describe('collector logout', () => {
  it('revokes the session so the old cookie opens nothing', async () => {
    await signIn(agent, 'admin@demo-law.test');
    const stolen = agent.cookieHeader;
    const out = await agent.delete('/collectors/api/logout');
    expect(out.statusCode).toBe(200);
    expect(out.json()).toEqual({ ok: true });
    const replay = await t.app.inject({ method: 'GET', url: '/collectors/api/basic_stats', headers: { cookie: stolen } });
    expect(replay.statusCode).toBe(401);
  });

  it('refuses logout without the CSRF token', async () => {
    await signIn(agent, 'admin@demo-law.test');
    const res = await agent.delete('/collectors/api/logout', { csrf: false });
    expect(res.statusCode).toBe(403);
    expect((await agent.get('/collectors/api/check_auth')).json()).toMatchObject({ ok: true });
  });

  it('answers 401 to a logout without a session', async () => {
    expect((await agent.delete('/collectors/api/logout')).statusCode).toBe(401);
  });
});

describe('realms', () => {
  it('a consumer session opens no collector route, and a collector session no consumer route', async () => {
    await agent.post('/users/sign_in', { user: { email: 'consumer@demo.test', password: DEMO_PASSWORD } });
    expect((await agent.get('/collectors/api/basic_stats')).statusCode).toBe(401);
    expect((await agent.get('/collectors/api/check_auth')).json()).toMatchObject({ ok: false });

    const c = new Agent(t.app);
    await signIn(c, 'admin@demo-law.test');
    expect((await c.delete('/users/sign_out')).statusCode).toBe(401);
  });
});

describe('invites', () => {
  async function invite(email: string) {
    const [u] = await t.services.db.insert(users).values({ kind: 'collector', email, lawFirmId: demoFirm.id, lawFirmScope: 'user' }).returning();
    if (!u) throw new Error('insert failed');
    return { user: u, token: await t.services.identity.issueLink('invite', u.id) };
  }

  it('sets the password, signs the invitee in, and works once', async () => {
    const { token } = await invite('newhire@demo-law.test');
    const res = await agent.post('/collectors/api/accept_invite', { token, password: 'a-long-new-passphrase' });
    expect(res.statusCode).toBe(200);
    expect((await agent.get('/collectors/api/check_auth')).json()).toMatchObject({ ok: true, current_user: { email: 'newhire@demo-law.test' } });
    const again = await new Agent(t.app).post('/collectors/api/accept_invite', { token, password: 'another-long-passphrase' });
    expect(again.statusCode).toBe(422);
    expect(again.json().error).toBe(COLLECTOR_MESSAGES.inviteInvalid);
    expect((await signIn(new Agent(t.app), 'newhire@demo-law.test', 'a-long-new-passphrase')).statusCode).toBe(200);
  });

  it('refuses a short or common password and keeps the invite usable', async () => {
    const { token } = await invite('second@demo-law.test');
    const short = await agent.post('/collectors/api/accept_invite', { token, password: 'short' });
    expect(short.statusCode).toBe(400);
    expect(short.json().fields).toEqual({ password: 'Password must be at least 12 characters' });
    const common = await agent.post('/collectors/api/accept_invite', { token, password: 'password1234' });
    expect(common.statusCode).toBe(400);
    expect((await agent.post('/collectors/api/accept_invite', { token, password: 'a-long-new-passphrase' })).statusCode).toBe(200);
  });

  it('refuses an expired invite', async () => {
    const { token } = await invite('late@demo-law.test');
    t.clock.advance(8 * 24 * HOUR);
    expect((await agent.post('/collectors/api/accept_invite', { token, password: 'a-long-new-passphrase' })).statusCode).toBe(422);
  });
});

describe('forgot password', () => {
  it('emails a single-use link valid one hour, and the new password signs out every session', async () => {
    const other = new Agent(t.app);
    await signIn(other, 'admin@other-law.test');
    const res = await agent.post('/collectors/api/password/forgot', { email: 'admin@other-law.test' });
    expect(res.json()).toEqual({ message: COLLECTOR_MESSAGES.resetSent });
    const [mail] = await mailsTo('admin@other-law.test');
    expect(mail?.text).toContain('http://parley.test/collectors/password/reset?token=');
    const token = linkToken(mail?.text ?? '', 'token');

    const reset = await agent.post('/collectors/api/password/reset', { token, password: 'brand-new-passphrase' });
    expect(reset.statusCode).toBe(200);
    expect((await other.get('/collectors/api/basic_stats')).statusCode).toBe(401);
    expect((await signIn(agent, 'admin@other-law.test')).statusCode).toBe(401);
    expect((await signIn(agent, 'admin@other-law.test', 'brand-new-passphrase')).statusCode).toBe(200);
    expect((await agent.post('/collectors/api/password/reset', { token, password: 'third-passphrase-x' })).statusCode).toBe(422);
    const events = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'password_reset'));
    expect(events).toHaveLength(1);
  });

  it('answers the same for an unknown email and sends nothing', async () => {
    const res = await agent.post('/collectors/api/password/forgot', { email: 'ghost@demo-law.test' });
    expect(res.json()).toEqual({ message: COLLECTOR_MESSAGES.resetSent });
    expect(await mailsTo('ghost@demo-law.test')).toHaveLength(0);
  });

  it('expires the link after one hour', async () => {
    await agent.post('/collectors/api/password/forgot', { email: 'staff@demo-law.test' });
    const mails = await mailsTo('staff@demo-law.test');
    const token = linkToken(mails[0]?.text ?? '', 'token');
    t.clock.advance(HOUR + MINUTE);
    expect((await agent.post('/collectors/api/password/reset', { token, password: 'brand-new-passphrase' })).statusCode).toBe(422);
    const [row] = await t.services.db.select().from(authTokens).where(eq(authTokens.purpose, 'password_reset')).limit(1);
    expect(row).toBeDefined();
  });
});
