import { CONSUMER_MESSAGES } from '@parley/shared';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { users } from '../../db/schema/index.js';
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

describe('consumer sign-up', () => {
  it('creates the account, signs it in and check_auth describes a consumer', async () => {
    const res = await agent.post('/users', newUser());
    expect(res.statusCode).toBe(200);
    expect(res.json().user).toMatchObject({ email: 'alex@example.test', first_name: 'Alex', is_consumer: true, is_collector: false });
    const me = await agent.get('/api/v1/check_auth');
    expect(me.json()).toEqual({
      current_user: {
        id: res.json().user.id,
        email: 'alex@example.test',
        first_name: 'Alex',
        is_collector: false,
        is_consumer: true,
        is_law_firm_entity: false,
        law_firm_id: null,
      },
    });
    const [row] = await t.services.db.select().from(users).where(eq(users.email, 'alex@example.test'));
    expect(row?.passwordHash).toMatch(/^\$argon2id\$/);
  });

  it('refuses a taken email with 409 and changes nothing', async () => {
    const before = await t.services.db.$count(users);
    const res = await agent.post('/users', newUser({ email: 'consumer@demo.test' }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ error: CONSUMER_MESSAGES.emailTaken, code: 'CONFLICT' });
    expect(await t.services.db.$count(users)).toBe(before);
  });

  it('lets a collector email sign up as a consumer: the realms are separate accounts', async () => {
    expect((await agent.post('/users', newUser({ email: 'staff@demo-law.test' }))).statusCode).toBe(200);
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
