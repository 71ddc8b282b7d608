import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { MINUTE } from '../../platform/clock.js';
import { Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD, seedDemo } from '../demo/seed-demo.js';
import { LIMITS, SIGN_IN_LOCKED_ADVICE } from './identity.service.js';

// Issue 18.7: the per-account limit on password guesses holds under parallel requests, tells the
// caller when to come back, and cannot keep the owner out: the emailed reset link still works.
// Issue 33.8: wrong passwords lock the account at their own address only; a guesser spread over
// many addresses meets the account-wide ceiling.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: '1' });
  await seedDemo(t.database, t.services.crypto);
});
afterAll(() => t.close());

const failedChecks = async () => t.services.db.$count(auditLog, and(eq(auditLog.action, 'sign_in_failed')));

const GUESSES = LIMITS.loginPerAccount.limit + 10;
/** Wrong passwords at once, each from its own address: the account-wide ceiling is what is tested. */
const parallelGuesses = (send: (i: number, ip: string) => Promise<{ statusCode: number; headers: Record<string, unknown> }>) =>
  Promise.all(Array.from({ length: GUESSES }, (_, i) => send(i, `198.51.100.${i + 1}`)));

const from = (ip: string) => ({ headers: { 'x-forwarded-for': ip } });
const consumerSignIn = (password: string, ip: string) =>
  new Agent(t.app).post('/users/sign_in', { user: { email: 'consumer2@demo.test', password } }, from(ip));

describe('password guesses per account and address', () => {
  it(`lets the owner in from another address after ${LIMITS.loginPerAccountAndIp.limit} wrong passwords from one, and keeps that one locked`, async () => {
    for (let i = 0; i < LIMITS.loginPerAccountAndIp.limit; i++) expect((await consumerSignIn(`wrong-${i}`, '203.0.113.10')).statusCode).toBe(401);
    expect((await consumerSignIn(DEMO_PASSWORD, '203.0.113.20')).statusCode).toBe(200);
    const locked = await consumerSignIn(DEMO_PASSWORD, '203.0.113.10');
    expect(locked.statusCode).toBe(429);
    expect(locked.json().error).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\. /);
    expect(locked.json().error).toContain(SIGN_IN_LOCKED_ADVICE);
  });
});

describe('password guesses per account', () => {
  it(`checks at most ${LIMITS.loginPerAccount.limit} of ${GUESSES} parallel guesses at a collector's password from as many addresses, then answers 429 with Retry-After`, async () => {
    const before = await failedChecks();
    const answers = await parallelGuesses((i, ip) =>
      new Agent(t.app).post('/collectors/api/login', { email: 'staff@demo-law.test', password: `wrong-${i}` }, { headers: { 'x-forwarded-for': ip } }),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITS.loginPerAccount.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(GUESSES - LIMITS.loginPerAccount.limit);
    expect((await failedChecks()) - before).toBe(LIMITS.loginPerAccount.limit);
    const limited = answers.find((a) => a.statusCode === 429);
    const retryAfter = Number(limited?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.loginPerAccount.windowMs / 1000);
    // Even the right password, from an address that never guessed, waits out the lock, and is told the way out.
    const owner = await new Agent(t.app).post('/collectors/api/login', { email: 'staff@demo-law.test', password: DEMO_PASSWORD }, from('203.0.113.30'));
    expect(owner.statusCode).toBe(429);
    expect(owner.json().error).toContain(SIGN_IN_LOCKED_ADVICE);
  });

  it("does the same for a consumer's account, and a reset by the emailed link ends the lockout", async () => {
    const answers = await parallelGuesses((i, ip) =>
      new Agent(t.app).post('/users/sign_in', { user: { email: 'consumer@demo.test', password: `wrong-${i}` } }, { headers: { 'x-forwarded-for': ip } }),
    );
    expect(answers.filter((a) => a.statusCode === 401)).toHaveLength(LIMITS.loginPerAccount.limit);
    const owner = new Agent(t.app);
    expect((await owner.post('/users/sign_in', { user: { email: 'consumer@demo.test', password: DEMO_PASSWORD } })).statusCode).toBe(429);

    // The attacker cannot hold the owner out: the reset link works during the lock and ends it.
    expect((await owner.post('/users/password', { user: { email: 'consumer@demo.test' } })).statusCode).toBe(200);
    await t.services.mailer.idle();
    const mails = (await owner.get('/dev/mailbox.json')).json().messages as { to: string; text: string }[];
    const token = mails.find((m) => m.to === 'consumer@demo.test')?.text.match(/reset_password_token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    const newPassword = 'a-fresh-passphrase-after-lockout';
    const reset = await owner.put('/users/password', { user: { reset_password_token: token, password: newPassword, password_confirmation: newPassword } });
    expect(reset.statusCode, reset.body).toBe(200);
    const signIn = await new Agent(t.app).post('/users/sign_in', { user: { email: 'consumer@demo.test', password: newPassword } });
    expect(signIn.statusCode, signIn.body).toBe(200);
  });

  it('opens again when the window has passed', async () => {
    t.clock.advance(LIMITS.loginPerAccount.windowMs + MINUTE);
    expect((await new Agent(t.app).post('/collectors/api/login', { email: 'staff@demo-law.test', password: DEMO_PASSWORD })).statusCode).toBe(200);
  });
});
