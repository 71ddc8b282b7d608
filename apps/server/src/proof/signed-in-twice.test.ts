import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DEMO_PASSWORD, seedDemo } from '../modules/demo/seed-demo.js';
import { Agent, buildTestApp, type TestApp } from '../test/test-app.js';

// Issue 33.11: signing in as someone else in the same browser replaced the cookie, but the earlier
// session stayed valid on the server for whoever had copied its cookie.

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database, t.services.crypto);
});
afterAll(() => t.close());

/** A browser holding only this cookie. */
const browserWith = (name: string, value: string) => {
  const agent = new Agent(t.app);
  agent.setCookie(name, value);
  return agent;
};

describe('a sign-in over another session of the same realm', () => {
  it("revokes the consumer session the browser held: A's old cookie is refused once B signs in", async () => {
    const browser = new Agent(t.app);
    const signIn = (email: string) => browser.post('/users/sign_in', { user: { email, password: DEMO_PASSWORD } });
    expect((await signIn('consumer@demo.test')).statusCode).toBe(200);
    const first = browser.cookie('parley_consumer_session') as string;
    expect((await browserWith('parley_consumer_session', first).get('/api/v1/check_auth')).statusCode).toBe(200);

    expect((await signIn('consumer2@demo.test')).statusCode).toBe(200);
    expect(browser.cookie('parley_consumer_session')).not.toBe(first);
    expect((await browser.get('/api/v1/check_auth')).json().current_user.email).toBe('consumer2@demo.test');
    expect((await browserWith('parley_consumer_session', first).get('/api/v1/check_auth')).statusCode).toBe(401);
  });

  it("does the same for a firm user's session", async () => {
    const browser = new Agent(t.app);
    const signIn = (email: string) => browser.post('/collectors/api/login', { email, password: DEMO_PASSWORD });
    expect((await signIn('staff@demo-law.test')).statusCode).toBe(200);
    const first = browser.cookie('parley_collector_session') as string;
    expect((await signIn('admin@demo-law.test')).statusCode).toBe(200);
    expect((await browser.get('/collectors/api/basic_stats')).statusCode).toBe(200);
    expect((await browserWith('parley_collector_session', first).get('/collectors/api/basic_stats')).statusCode).toBe(401);
  });

  it("leaves the other realm's session alone", async () => {
    const browser = new Agent(t.app);
    expect((await browser.post('/collectors/api/login', { email: 'staff@demo-law.test', password: DEMO_PASSWORD })).statusCode).toBe(200);
    const collector = browser.cookie('parley_collector_session') as string;
    expect((await browser.post('/users/sign_in', { user: { email: 'consumer@demo.test', password: DEMO_PASSWORD } })).statusCode).toBe(200);
    expect((await browserWith('parley_collector_session', collector).get('/collectors/api/basic_stats')).statusCode).toBe(200);
  });
});
