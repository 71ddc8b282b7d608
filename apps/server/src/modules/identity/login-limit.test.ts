import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog } from '../../db/schema/index.js';
import { MINUTE } from '../../platform/clock.js';
import { Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD, seedDemo } from '../demo/seed-demo.js';
import { LIMITS } from './identity.service.js';

// Issue 18.7: the per-account limit on password guesses holds under parallel requests, tells the
// caller when to come back, and cannot keep the owner out: the emailed reset link still works.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp({ TRUST_PROXY: 'true' });
  await seedDemo(t.database, t.services.crypto);
});
afterAll(() => t.close());

const failedChecks = async () => t.services.db.$count(auditLog, and(eq(auditLog.action, 'sign_in_failed')));

/** 30 wrong passwords at once, each from its own address (the per-IP limit is not what is tested). */
const parallelGuesses = (send: (i: number, ip: string) => Promise<{ statusCode: number; headers: Record<string, unknown> }>) =>
  Promise.all(Array.from({ length: 30 }, (_, i) => send(i, `198.51.100.${i + 1}`)));

describe('password guesses per account', () => {
  it(`checks at most ${LIMITS.loginPerAccount.limit} of 30 parallel guesses at a collector's password, then answers 429 with Retry-After`, async () => {
    const before = await failedChecks();
    const answers = await parallelGuesses((i, ip) =>
      new Agent(t.app).post('/collectors/api/login', { email: 'staff@demo-law.test', password: `wrong-${i}` }, { headers: { 'x-forwarded-for': ip } }),
    );
    const statuses = answers.map((a) => a.statusCode);
    expect(statuses.filter((s) => s === 401)).toHaveLength(LIMITS.loginPerAccount.limit);
    expect(statuses.filter((s) => s === 429)).toHaveLength(30 - LIMITS.loginPerAccount.limit);
    expect((await failedChecks()) - before).toBe(LIMITS.loginPerAccount.limit);
    const limited = answers.find((a) => a.statusCode === 429);
    const retryAfter = Number(limited?.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(LIMITS.loginPerAccount.windowMs / 1000);
    // Even the right password waits out the lock...
    expect((await new Agent(t.app).post('/collectors/api/login', { email: 'staff@demo-law.test', password: DEMO_PASSWORD })).statusCode).toBe(429);
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
