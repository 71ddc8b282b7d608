import { eq } from 'drizzle-orm';
import * as OTPAuth from 'otpauth';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from '../db/client.js';
import { lawFirms, sessions, users } from '../db/schema/index.js';
import { DEMO_PASSWORD, type SeededFirm, seedDemo } from '../modules/demo/seed-demo.js';
import { hashPassword } from '../modules/identity/passwords.js';
import { MINUTE } from '../platform/clock.js';
import { sha256 } from '../platform/crypto.js';
import { collectorAgent, consumerAgent } from '../test/fixtures.js';
import { statementsOf as countStatements } from '../test/statements.js';
import { Agent, buildTestApp, type TestApp } from '../test/test-app.js';

// Issue 20.3: each server process keeps the sessions it resolved for a few seconds, and every way a
// session ends (or its user changes) reaches every process's cache before the answer leaves.
// Two apps on one database stand for two server processes: on PostgreSQL each has its own pool and
// its own LISTEN connection; on PGlite (one process by design) they share the handle.

let a: TestApp;
let b: TestApp;
let second: DatabaseHandle | undefined;
let demoFirm: SeededFirm;

beforeAll(async () => {
  a = await buildTestApp();
  ({ demoFirm } = await seedDemo(a.database, a.services.crypto));
  second = a.database.kind === 'postgres' ? await openDatabase({ kind: 'postgres', url: a.database.url, max: 5 }) : undefined;
  b = await buildTestApp({}, { database: second ?? a.database, encryptionKey: a.encryptionKey });
  for (const app of [a, b]) app.clock.set(new Date('2026-11-02T19:00:00Z'));
}, 120_000);
afterAll(async () => {
  await b?.close();
  await second?.close();
  await a?.close();
});

const advance = (ms: number) => {
  for (const app of [a, b]) app.clock.advance(ms);
};

/** The same browser (its cookies) talking to the other process. */
function sameBrowserOn(app: TestApp, agent: Agent): Agent {
  const other = new Agent(app.app);
  for (const pair of agent.cookieHeader.split('; ').filter(Boolean)) {
    const at = pair.indexOf('=');
    other.setCookie(pair.slice(0, at), pair.slice(at + 1));
  }
  return other;
}

/** Every statement `app` sends to its database while `run` runs. */
const statementsOf = (app: TestApp, run: () => Promise<unknown>) => countStatements(app === b && second ? second : a.database, run);
const sessionReads = (texts: string[]) => texts.filter((q) => /^\s*select\b[\s\S]*\bfrom "sessions"/i.test(q));
const sessionTouches = (texts: string[]) => texts.filter((q) => /update "sessions"/i.test(q));

async function newStaff(email: string): Promise<number> {
  const [u] = await a.services.db
    .insert(users)
    .values({ kind: 'collector', email, lawFirmId: demoFirm.id, lawFirmScope: 'user', passwordHash: await hashPassword(DEMO_PASSWORD) })
    .returning({ id: users.id });
  if (!u) throw new Error('no user');
  return u.id;
}

const signedIn = async (agent: Agent, realm: 'consumer' | 'collector') =>
  (await agent.get(realm === 'consumer' ? '/api/v1/check_auth' : '/collectors/api/basic_stats')).statusCode;

describe('the session cache', () => {
  it('reads the sessions table once for a burst of requests, and writes last-seen at most once a minute', async () => {
    const staff = await collectorAgent(a.app, 'staff@demo-law.test');
    const first = await statementsOf(a, async () => expect((await staff.get('/collectors/api/apply_filters')).statusCode).toBe(200));
    const again = await statementsOf(a, async () => expect((await staff.get('/collectors/api/apply_filters')).statusCode).toBe(200));
    expect(sessionReads(first)).toHaveLength(1);
    expect(sessionReads(again)).toHaveLength(0);
    // The second skips the session read and the view's audit row (logged once per session in its window).
    expect(again.length).toBe(first.length - 2);

    advance(MINUTE + 1_000);
    const touched = await statementsOf(a, () => staff.get('/collectors/api/apply_filters'));
    const burst = await statementsOf(a, async () => {
      for (let i = 0; i < 5; i++) await staff.get('/collectors/api/apply_filters');
    });
    expect(sessionTouches(touched)).toHaveLength(1);
    expect([...sessionReads(burst), ...sessionTouches(burst)]).toHaveLength(0);
  });

  it('refuses an expired session from the cache, checking the clock on every hit', async () => {
    const jordan = await consumerAgent(b.app);
    const token = jordan.cookieHeader.match(/session[^=]*=([^;]+)/)?.[1];
    expect(token).toBeTruthy();
    await b.services.db
      .update(sessions)
      .set({ expiresAt: new Date(b.clock.now().getTime() + MINUTE) })
      .where(eq(sessions.tokenHash, sha256(decodeURIComponent(token as string))));
    expect(await signedIn(jordan, 'consumer')).toBe(200);
    const hit = await statementsOf(b, () => jordan.get('/api/v1/check_auth'));
    expect(sessionReads(hit), hit.join('\n')).toHaveLength(0);

    advance(2 * MINUTE);
    let status = 0;
    const texts = await statementsOf(b, async () => {
      status = (await jordan.get('/api/v1/check_auth')).statusCode;
    });
    expect(status).toBe(401);
    expect(sessionReads(texts)).toHaveLength(0);
  });
});

describe('an ending in one process reaches the cache of the other on the very next request', () => {
  it('sign-out', async () => {
    const onA = await consumerAgent(a.app, 'consumer2@demo.test');
    const onB = sameBrowserOn(b, onA);
    expect(await signedIn(onB, 'consumer')).toBe(200);
    expect(sessionReads(await statementsOf(b, () => onB.get('/api/v1/check_auth')))).toHaveLength(0);
    expect((await onA.delete('/users/sign_out')).statusCode).toBe(200);
    expect(await signedIn(onB, 'consumer')).toBe(401);
  });

  it('a staff user removed', async () => {
    const id = await newStaff('leaving@demo-law.test');
    const onA = await collectorAgent(a.app, 'leaving@demo-law.test');
    const onB = sameBrowserOn(b, onA);
    expect(await signedIn(onB, 'collector')).toBe(200);
    const admin = await collectorAgent(a.app, 'admin@demo-law.test');
    expect((await admin.post('/collectors/api/users/remove', { user_id: id })).statusCode).toBe(200);
    expect(await signedIn(onB, 'collector')).toBe(401);
  });

  it('a password reset by its emailed link', async () => {
    await newStaff('resetting@demo-law.test');
    const onB = sameBrowserOn(b, await collectorAgent(a.app, 'resetting@demo-law.test'));
    expect(await signedIn(onB, 'collector')).toBe(200);
    const visitor = new Agent(a.app);
    await visitor.post('/collectors/api/password/forgot', { email: 'resetting@demo-law.test' });
    await a.services.mailer.idle();
    const mails = (await visitor.get('/dev/mailbox.json')).json().messages as { to: string; text: string }[];
    const token = mails.find((m) => m.to === 'resetting@demo-law.test')?.text.match(/token=([\w-]+)/)?.[1];
    expect((await visitor.post('/collectors/api/password/reset', { token, password: 'a-brand-new-passphrase-2026' })).statusCode).toBe(200);
    expect(await signedIn(onB, 'collector')).toBe(401);
  });

  it('the firm code made useless by required two-step verification', async () => {
    const admin = await collectorAgent(a.app, 'admin@demo-law.test');
    const code = (await admin.get('/collectors/api/users')).json().auth_token as string;
    const onB = sameBrowserOn(b, await collectorAgent(a.app, { authCode: code }));
    expect(await signedIn(onB, 'collector')).toBe(200);
    try {
      expect((await admin.post('/collectors/api/mfa/require', { required: true })).statusCode).toBe(200);
      expect(await signedIn(onB, 'collector')).toBe(401);
    } finally {
      // The admin, not enrolled, is now held on the set-up page: the test puts the firm back itself.
      await a.services.db.update(lawFirms).set({ mfaRequired: false }).where(eq(lawFirms.id, demoFirm.id));
    }
  });

  it('two-step verification turned on and off: the other process sees the user as changed', async () => {
    await newStaff('enrolling@demo-law.test');
    const onA = await collectorAgent(a.app, 'enrolling@demo-law.test');
    const onB = sameBrowserOn(b, onA);
    const enabledOnB = async () => (await onB.get('/collectors/api/mfa')).json().enabled as boolean;
    expect(await enabledOnB()).toBe(false);

    const { secret } = (await onA.post('/collectors/api/mfa/setup')).json() as { secret: string };
    const codeNow = () =>
      new OTPAuth.TOTP({ secret: OTPAuth.Secret.fromBase32(secret), digits: 6, period: 30, algorithm: 'SHA1' }).generate({
        timestamp: a.clock.now().getTime(),
      });
    expect((await onA.post('/collectors/api/mfa/confirm', { code: codeNow() })).statusCode).toBe(200);
    expect(await enabledOnB()).toBe(true);

    advance(60_000);
    // B checks the code against the step A's confirmation used, not the one it had cached.
    const disabled = await onB.post('/collectors/api/mfa/disable', { code: codeNow() });
    expect(disabled.statusCode, disabled.body).toBe(200);
    expect((await onA.get('/collectors/api/mfa')).json().enabled).toBe(false);
  });
});
