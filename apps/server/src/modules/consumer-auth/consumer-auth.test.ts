import { CONSUMER_MESSAGES } from '@parley/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { customerDocuments, rateLimitHits, users } from '../../db/schema/index.js';
import { HOUR } from '../../platform/clock.js';
import { Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD, seedDemo } from '../demo/seed-demo.js';

let t: TestApp;
let agent: Agent;

beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database, t.services.crypto);
});
afterAll(() => t.close());
beforeEach(() => {
  agent = new Agent(t.app);
});

const newUser = (over: Record<string, unknown> = {}) => ({
  user: {
    first_name: 'Alex',
    last_name: 'Rivera',
    email: 'alex@example.test',
    password: 'correct horse battery',
    password_confirmation: 'correct horse battery',
    ...over,
  },
});

async function lastMailTo(email: string) {
  const res = await new Agent(t.app).get('/dev/mailbox.json');
  return (res.json() as { messages: { to: string; text: string }[] }).messages.find((m) => m.to === email);
}

describe("the consumer's language", () => {
  it('is kept from sign-up, switched on the account (every session sees it) and refused when unknown', async () => {
    const res = await agent.post('/users', newUser({ email: 'lucia@example.test', language: 'es' }));
    expect(res.statusCode).toBe(200);
    expect((await agent.get('/api/v1/check_auth')).json().current_user.language).toBe('es');
    const switched = await agent.put('/api/v1/language', { language: 'en' });
    expect(switched.statusCode).toBe(200);
    expect(switched.json().current_user.language).toBe('en');
    const [row] = await t.services.db.select().from(users).where(eq(users.email, 'lucia@example.test'));
    expect(row?.language).toBe('en');
    expect((await agent.get('/api/v1/check_auth')).json().current_user.language).toBe('en');
    const unknown = await agent.put('/api/v1/language', { language: 'fr' });
    expect(unknown.statusCode).toBe(400);
    expect(row?.language).toBe('en');
  });
});

describe('consumer sign-up', () => {
  it('creates the account, signs it in, check_auth describes an unverified consumer, and the emailed link verifies it once', async () => {
    const res = await agent.post('/users', newUser());
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONSUMER_MESSAGES.signUpReceived });
    const me = await agent.get('/api/v1/check_auth');
    const [row] = await t.services.db.select().from(users).where(eq(users.email, 'alex@example.test'));
    expect(me.json()).toEqual({
      current_user: {
        id: row?.id,
        email: 'alex@example.test',
        first_name: 'Alex',
        is_collector: false,
        is_consumer: true,
        is_law_firm_entity: false,
        law_firm_id: null,
        is_email_verified: false,
        language: 'en',
      },
    });
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
    const token = (await lastMailTo('alex@example.test'))?.text.match(/confirmation_token=([\w-]+)/)?.[1] as string;
    expect(token).toBeTruthy();
    const confirmed = await new Agent(t.app).put('/users/confirmation', { confirmation_token: token });
    expect(confirmed.json()).toEqual({ message: CONSUMER_MESSAGES.emailVerified });
    expect((await agent.get('/api/v1/check_auth')).json().current_user.is_email_verified).toBe(true);
    const again = await new Agent(t.app).put('/users/confirmation', { confirmation_token: token });
    expect(again.statusCode).toBe(422);
    expect(again.json()).toMatchObject({ code: 'RULE_VIOLATED', error: CONSUMER_MESSAGES.verificationInvalid });
  });

  it('answers a taken address exactly as a new one, opens no session, changes nothing and emails the owner', async () => {
    const before = await t.services.db.$count(users);
    const res = await agent.post('/users', newUser({ email: 'consumer@demo.test' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONSUMER_MESSAGES.signUpReceived });
    expect(res.cookies.map((c) => c.name)).not.toContain(expect.stringContaining('session'));
    expect((await agent.get('/api/v1/check_auth')).statusCode).toBe(401);
    expect(await t.services.db.$count(users)).toBe(before);
    expect((await lastMailTo('consumer@demo.test'))?.text).toContain('You already have a Parley account with this email address.');
  });

  it("does not open a consumer account with a firm user's address: same answer, the firm user is told", async () => {
    const res = await agent.post('/users', newUser({ email: 'staff@demo-law.test' }));
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: CONSUMER_MESSAGES.signUpReceived });
    expect(await t.services.db.$count(users, and(eq(users.kind, 'consumer'), eq(users.email, 'staff@demo-law.test')))).toBe(0);
    expect((await agent.get('/api/v1/check_auth')).statusCode).toBe(401);
    expect((await lastMailTo('staff@demo-law.test'))?.text).toContain('belongs to a law firm account on Parley');
  });

  it('opens at most 10 accounts an hour from one IP address', async () => {
    await t.services.db.delete(rateLimitHits);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await new Agent(t.app).post('/users', newUser({ email: `burst-${i}@example.test` }))).statusCode);
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect(await t.services.db.$count(users, eq(users.email, 'burst-10@example.test'))).toBe(0);
    t.clock.advance(HOUR);
    expect((await new Agent(t.app).post('/users', newUser({ email: 'burst-10@example.test' }))).statusCode).toBe(200);
    await t.services.db.delete(rateLimitHits);
  });

  it('keeps an unverified consumer from commenting, chatting with a firm and saving a card (403 EMAIL_UNVERIFIED), until the resent link is followed', async () => {
    await t.services.db.delete(rateLimitHits);
    const fresh = new Agent(t.app);
    expect((await fresh.post('/users', newUser({ email: 'unverified@example.test' }))).statusCode).toBe(200);
    const gated = [
      () => fresh.post('/api/blog/posts/answer-deadlines-by-state/comments', { body: 'First!' }),
      () => fresh.post('/api/v1/conversations', { law_firm_id: 1 }),
      () => fresh.post('/api/v1/payments/sandbox/payment_methods', { number: '4242424242424242', exp_month: 12, exp_year: 2030, cvc: '123' }),
      () => fresh.post('/api/v1/payments/card_setups'),
    ];
    for (const call of gated) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ code: 'EMAIL_UNVERIFIED', error: CONSUMER_MESSAGES.emailUnverified });
    }
    // Its own data works at once.
    expect((await fresh.get('/api/v1/check_auth')).statusCode).toBe(200);
    const first = (await lastMailTo('unverified@example.test'))?.text.match(/confirmation_token=([\w-]+)/)?.[1] as string;
    expect((await fresh.post('/users/confirmation')).json()).toEqual({ message: CONSUMER_MESSAGES.verificationSent });
    const second = (await lastMailTo('unverified@example.test'))?.text.match(/confirmation_token=([\w-]+)/)?.[1] as string;
    expect(second).not.toBe(first);
    expect((await fresh.put('/users/confirmation', { confirmation_token: first })).statusCode).toBe(422);
    expect((await fresh.put('/users/confirmation', { confirmation_token: second })).statusCode).toBe(200);
    expect((await fresh.post('/api/v1/payments/card_setups')).json()).toEqual({ client_secret: null });
    expect((await fresh.post('/users/confirmation')).json()).toEqual({ message: CONSUMER_MESSAGES.alreadyVerified });
  });

  // Issue 33, point 11: an unconfirmed sign-up opened cases with any firm, made offers and filed disputes.
  it('keeps an unverified consumer from opening a case with a firm, making or accepting an offer and disputing (403 EMAIL_UNVERIFIED, whatever the body), until the address is confirmed', async () => {
    await t.services.db.delete(rateLimitHits);
    const fresh = new Agent(t.app);
    expect((await fresh.post('/users', newUser({ email: 'unconfirmed-case@example.test' }))).statusCode).toBe(200);
    const [firm] = (await fresh.get('/api/v1/law_firms')).json().law_firms as { id: number }[];
    const newCase = { law_firm_id: firm?.id, plaintiff_name: 'Midland Funding LLC', amount_owed_cents: 500_000, state: 'TX' };
    const gated = [
      () => fresh.post('/api/v1/settlement_cases', newCase),
      () => fresh.post('/api/v1/settlement_cases', {}),
      () => fresh.post('/api/v1/settlement_cases/1/offers', { total_amount_cents: 200_000, first_payment_date: '2026-12-10', payments: 4 }),
      () => fresh.post('/api/v1/settlement_cases/1/offers', {}),
      () => fresh.post('/api/v1/settlement_cases/1/accept', { offer_id: 1 }),
      () => fresh.post('/api/v1/settlement_cases/1/disputes', { kind: 'original_creditor' }),
      () => fresh.post('/api/v1/settlement_cases/1/identity_theft', {}),
    ];
    for (const call of gated) {
      const res = await call();
      expect(res.statusCode, res.body).toBe(403);
      expect(res.json()).toEqual({ code: 'EMAIL_UNVERIFIED', error: CONSUMER_MESSAGES.emailUnverified });
    }
    const [row] = await t.services.db.select().from(users).where(eq(users.email, 'unconfirmed-case@example.test'));
    expect(await t.services.db.$count(customerDocuments, eq(customerDocuments.userId, row?.id ?? 0))).toBe(0);

    const token = (await lastMailTo('unconfirmed-case@example.test'))?.text.match(/confirmation_token=([\w-]+)/)?.[1] as string;
    expect((await fresh.put('/users/confirmation', { confirmation_token: token })).statusCode).toBe(200);
    const opened = await fresh.post('/api/v1/settlement_cases', newCase);
    expect(opened.statusCode, opened.body).toBe(200);
  });

  it('refuses a confirmation link older than 48 hours', async () => {
    const fresh = new Agent(t.app);
    await fresh.post('/users', newUser({ email: 'slow@example.test' }));
    const token = (await lastMailTo('slow@example.test'))?.text.match(/confirmation_token=([\w-]+)/)?.[1] as string;
    t.clock.advance(48 * HOUR + 1000);
    expect((await fresh.put('/users/confirmation', { confirmation_token: token })).statusCode).toBe(422);
  });

  it.each([
    ['mismatched confirmation', { password_confirmation: 'something else entirely' }, 'user.password_confirmation', "Passwords don't match"],
    ['short password', { password: 'short', password_confirmation: 'short' }, 'user.password', 'Password must be at least 12 characters'],
    [
      'common password',
      { password: 'password1234', password_confirmation: 'password1234' },
      'user.password',
      'This password is too common. Please choose a less predictable one.',
    ],
    ['bad email', { email: 'not-an-email' }, 'user.email', 'Please enter a valid email address'],
    ['blank first name', { first_name: '   ' }, 'user.first_name', 'This field is required'],
  ])('refuses a %s with the field named', async (_name, over, field, message) => {
    const before = await t.services.db.$count(users);
    const res = await agent.post('/users', newUser({ email: 'fresh@example.test', ...over }));
    expect(res.statusCode).toBe(400);
    expect(res.json().fields[field]).toBe(message);
    expect(await t.services.db.$count(users)).toBe(before);
  });
});

describe('consumer sign-in and sign-out', () => {
  it('signs in, then sign-out revokes the session', async () => {
    const res = await agent.post('/users/sign_in', { user: { email: 'consumer@demo.test', password: DEMO_PASSWORD } });
    expect(res.statusCode).toBe(200);
    expect((await agent.get('/api/v1/check_auth')).statusCode).toBe(200);
    const stolen = agent.cookieHeader;
    expect((await agent.delete('/users/sign_out')).statusCode).toBe(200);
    expect((await agent.get('/api/v1/check_auth')).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'GET', url: '/api/v1/check_auth', headers: { cookie: stolen } })).statusCode).toBe(401);
  });

  it('refuses a wrong password', async () => {
    const res = await agent.post('/users/sign_in', { user: { email: 'consumer@demo.test', password: 'wrong password!' } });
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ error: CONSUMER_MESSAGES.badCredentials, code: 'UNAUTHENTICATED' });
  });

  it('does not let a collector password open the consumer realm', async () => {
    expect((await agent.post('/users/sign_in', { user: { email: 'admin@demo-law.test', password: DEMO_PASSWORD } })).statusCode).toBe(401);
  });

  it('answers 401 to check_auth without a session', async () => {
    const res = await agent.get('/api/v1/check_auth');
    expect(res.statusCode).toBe(401);
    expect(res.json().code).toBe('UNAUTHENTICATED');
  });
});

describe('consumer password reset', () => {
  it('emails a link that sets a new password once and signs out other sessions', async () => {
    const phone = new Agent(t.app);
    await phone.post('/users/sign_in', { user: { email: 'consumer2@demo.test', password: DEMO_PASSWORD } });
    const res = await agent.post('/users/password', { user: { email: 'consumer2@demo.test' } });
    expect(res.json()).toEqual({ message: CONSUMER_MESSAGES.resetSent });
    const mail = await lastMailTo('consumer2@demo.test');
    const token = /reset_password_token=([A-Za-z0-9_-]+)/.exec(mail?.text ?? '')?.[1] ?? '';
    expect(token).not.toBe('');
    const body = { user: { reset_password_token: token, password: 'a fresh passphrase', password_confirmation: 'a fresh passphrase' } };
    expect((await agent.put('/users/password', body)).statusCode).toBe(200);
    expect((await phone.get('/api/v1/check_auth')).statusCode).toBe(401);
    expect((await agent.put('/users/password', body)).statusCode).toBe(422);
    expect((await agent.post('/users/sign_in', { user: { email: 'consumer2@demo.test', password: 'a fresh passphrase' } })).statusCode).toBe(200);
  });

  it('takes a followed reset link as proof of the address, too', async () => {
    const fresh = new Agent(t.app);
    await fresh.post('/users', newUser({ email: 'forgetful@example.test', first_name: 'Forgetful' }));
    expect((await fresh.get('/api/v1/check_auth')).json().current_user.is_email_verified).toBe(false);
    await fresh.post('/users/password', { user: { email: 'forgetful@example.test' } });
    const token = /reset_password_token=([A-Za-z0-9_-]+)/.exec((await lastMailTo('forgetful@example.test'))?.text ?? '')?.[1] ?? '';
    const password = 'another fresh passphrase';
    const reset = await fresh.put('/users/password', { user: { reset_password_token: token, password, password_confirmation: password } });
    expect(reset.statusCode, reset.body).toBe(200);
    const [row] = await t.services.db.select().from(users).where(eq(users.email, 'forgetful@example.test'));
    expect(row?.emailVerifiedAt).not.toBeNull();
  });

  it('refuses a link older than one hour', async () => {
    await agent.post('/users/password', { user: { email: 'consumer@demo.test' } });
    const token = /reset_password_token=([A-Za-z0-9_-]+)/.exec((await lastMailTo('consumer@demo.test'))?.text ?? '')?.[1] ?? '';
    t.clock.advance(HOUR + 1000);
    const res = await agent.put('/users/password', {
      user: { reset_password_token: token, password: 'a fresh passphrase', password_confirmation: 'a fresh passphrase' },
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().error).toBe(CONSUMER_MESSAGES.resetInvalid);
    const [u] = await t.services.db
      .select()
      .from(users)
      .where(and(eq(users.kind, 'consumer'), eq(users.email, 'consumer@demo.test')));
    expect(u?.passwordChangedAt).toBeNull();
  });

  it('answers the same for an unknown email', async () => {
    const res = await agent.post('/users/password', { user: { email: 'nobody@example.test' } });
    expect(res.statusCode).toBe(200);
    expect(await lastMailTo('nobody@example.test')).toBeUndefined();
  });
});
