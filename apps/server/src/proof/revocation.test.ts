import { CSRF_HEADER } from '@parley/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { customerDocuments, sessions, users } from '../db/schema/index.js';
import { DEMO_PASSWORD, type SeededFirm, seedDemo } from '../modules/demo/seed-demo.js';
import { hashPassword } from '../modules/identity/passwords.js';
import { createTestAccount } from '../test/factories.js';
import { collectorAgent, consumerAgent } from '../test/fixtures.js';
import { disconnection, socketPool } from '../test/sockets.js';
import { Agent, buildTestApp, type TestApp } from '../test/test-app.js';

// Issue 18.2 and 18.3: a session that ends (sign-out, staff removal, password change or reset, the
// firm code replaced or made useless by required two-step verification) ends everywhere at once:
// its HTTP cookie opens nothing and its live socket is closed, so no new_message reaches it.

let t: TestApp;
let demoFirm: SeededFirm;
const sockets = socketPool();
const NEW_PASSWORD = 'a-brand-new-passphrase-2026';

beforeAll(async () => {
  t = await buildTestApp();
  t.clock.set(new Date('2026-11-02T19:00:00Z'));
  ({ demoFirm } = await seedDemo(t.database, t.services.crypto));
  await sockets.listen(t.app);
}, 120_000);
afterAll(async () => {
  sockets.closeAll();
  await t.close();
});

const liveSocket = (agent: Agent, realm: 'consumer' | 'collector') => sockets.live(agent, realm);

async function userIdOf(email: string): Promise<number> {
  const [u] = await t.services.db.select({ id: users.id }).from(users).where(eq(users.email, email));
  if (!u) throw new Error(email);
  return u.id;
}

async function newStaff(email: string): Promise<number> {
  const [u] = await t.services.db
    .insert(users)
    .values({ kind: 'collector', email, lawFirmId: demoFirm.id, lawFirmScope: 'user', passwordHash: await hashPassword(DEMO_PASSWORD) })
    .returning({ id: users.id });
  if (!u) throw new Error('no user');
  return u.id;
}

const signedIn = async (agent: Agent, realm: 'consumer' | 'collector') =>
  (await agent.get(realm === 'consumer' ? '/api/v1/check_auth' : '/collectors/api/basic_stats')).statusCode;

describe('a socket lives only as long as its session', () => {
  it('closes at sign-out: the consumer gets no new_message after signing out', async () => {
    const jordanId = await userIdOf('consumer@demo.test');
    const accountId = await createTestAccount(t.services.db, t.clock.now(), { lawFirmId: demoFirm.id, name: 'Jordan Miller', debtCents: 250_000, state: 'TX' });
    await t.services.db.update(customerDocuments).set({ userId: jordanId }).where(eq(customerDocuments.id, accountId));
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    const conversation = (await staff.post('/api/v1/conversations', { recipient_id: jordanId, document_id: accountId })).json().data as { id: number };

    const jordan = await consumerAgent(t.app);
    const socket = await liveSocket(jordan, 'consumer');
    expect(await socket.emitWithAck('join_chat', { conversation_id: conversation.id })).toEqual({ ok: true });
    let received = 0;
    socket.on('new_message', () => {
      received++;
    });
    const closed = disconnection(socket);
    expect((await jordan.delete('/users/sign_out')).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');

    const boundary = '----parleyrevocation';
    const sent = await t.app.inject({
      method: 'POST',
      url: `/api/v1/conversations/${conversation.id}/messages`,
      headers: { cookie: staff.cookieHeader, [CSRF_HEADER]: await staff.csrf(), 'content-type': `multipart/form-data; boundary=${boundary}` },
      payload: `--${boundary}\r\nContent-Disposition: form-data; name="message[body]"\r\n\r\nAre you still there?\r\n--${boundary}--\r\n`,
    });
    expect(sent.statusCode, sent.body).toBe(200);
    await t.services.chat.settle();
    expect(received).toBe(0);
  });

  it('closes when an admin removes the staff user', async () => {
    const id = await newStaff('leaving@demo-law.test');
    const leaving = await collectorAgent(t.app, 'leaving@demo-law.test');
    const socket = await liveSocket(leaving, 'collector');
    const closed = disconnection(socket);
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    expect((await admin.post('/collectors/api/users/remove', { user_id: id })).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(await signedIn(leaving, 'collector')).toBe(401);
  });

  it("closes the other browsers' sockets when a consumer changes the password, and keeps this one signed in", async () => {
    const here = await consumerAgent(t.app, 'consumer2@demo.test');
    const elsewhere = await consumerAgent(t.app, 'consumer2@demo.test');
    const socket = await liveSocket(elsewhere, 'consumer');
    const closed = disconnection(socket);
    const res = await here.put('/users', {
      user: { first_name: 'Casey', last_name: 'Nguyen', current_password: DEMO_PASSWORD, password: NEW_PASSWORD, password_confirmation: NEW_PASSWORD },
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(await signedIn(elsewhere, 'consumer')).toBe(401);
    expect(await signedIn(here, 'consumer')).toBe(200);
  });

  it('ends every other session, sockets included, when a password is reset by its emailed link', async () => {
    await newStaff('resetting@demo-law.test');
    const elsewhere = await collectorAgent(t.app, 'resetting@demo-law.test');
    const socket = await liveSocket(elsewhere, 'collector');
    const closed = disconnection(socket);
    const visitor = new Agent(t.app);
    await visitor.post('/collectors/api/password/forgot', { email: 'resetting@demo-law.test' });
    await t.services.mailer.idle();
    const mails = (await visitor.get('/dev/mailbox.json')).json().messages as { to: string; text: string }[];
    const token = mails.find((m) => m.to === 'resetting@demo-law.test')?.text.match(/token=([\w-]+)/)?.[1];
    expect(token).toBeTruthy();
    expect((await visitor.post('/collectors/api/password/reset', { token, password: NEW_PASSWORD })).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(await signedIn(elsewhere, 'collector')).toBe(401);
  });
});

describe('sessions opened with the firm code end with it', () => {
  async function codeSession() {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    const code = (await admin.get('/collectors/api/users')).json().auth_token as string;
    const viaCode = await collectorAgent(t.app, { authCode: code });
    const socket = await liveSocket(viaCode, 'collector');
    // A password session of the same firm is not the code's: it stays.
    const staff = await collectorAgent(t.app, 'staff@demo-law.test');
    return { admin, viaCode, socket, staff };
  }

  it('when the code is regenerated', async () => {
    const { admin, viaCode, socket, staff } = await codeSession();
    const closed = disconnection(socket);
    expect((await admin.post('/collectors/api/users/regenerate_auth_token', {})).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(await signedIn(viaCode, 'collector')).toBe(401);
    expect(await signedIn(staff, 'collector')).toBe(200);
  });

  it('when the firm starts requiring two-step verification', async () => {
    const { admin, viaCode, socket, staff } = await codeSession();
    const closed = disconnection(socket);
    expect((await admin.post('/collectors/api/mfa/require', { required: true })).statusCode).toBe(200);
    expect(await closed).toBe('io server disconnect');
    expect(await signedIn(viaCode, 'collector')).toBe(401);
    expect(await signedIn(staff, 'collector')).toBe(200);
    await admin.post('/collectors/api/mfa/require', { required: false });
  });
});

describe('socket events', () => {
  it('carry only what the database can store: NUL, lone surrogates and overflowing ids are refused in the ack', async () => {
    const socket = await liveSocket(await consumerAgent(t.app), 'consumer');
    for (const payload of [{ conversation_id: 1, note: 'a\u0000b' }, { conversation_id: '\ud800' }, { conversation_id: 1e22 }, { 'k\u0000': 1 }]) {
      const answer = (await socket.emitWithAck('join_chat', payload)) as { ok: boolean; error: string };
      expect(answer.ok, JSON.stringify(payload)).toBe(false);
    }
    expect(((await socket.emitWithAck('join_chat', { conversation_id: 1, note: 'a\u0000b' })) as { error: string }).error).toMatch(/NUL|too large/);
    expect(socket.connected).toBe(true);
  });
});

describe('a session that ends without a word (timeout, a row removed by hand)', () => {
  it('is found by the periodic re-check, and refused on the next room join', async () => {
    const jordan = await consumerAgent(t.app);
    const swept = await liveSocket(jordan, 'consumer');
    const joining = await liveSocket(await consumerAgent(t.app), 'consumer');
    // End both sessions behind the store's back: no announcement reaches the sockets.
    await t.services.db.delete(sessions).where(eq(sessions.userId, await userIdOf('consumer@demo.test')));
    expect(swept.connected && joining.connected).toBe(true);

    const refused = disconnection(joining);
    joining.emit('join_chat', { conversation_id: 1 });
    expect(await refused).toBe('io server disconnect');

    const closed = disconnection(swept);
    expect(await t.services.realtime.sweepEndedSessions()).toBeGreaterThanOrEqual(1);
    expect(await closed).toBe('io server disconnect');
  });

  it('keeps a socket whose session is alive', async () => {
    const socket = await liveSocket(await consumerAgent(t.app, 'consumer2@demo.test').catch(() => consumerAgentWith(NEW_PASSWORD)), 'consumer');
    await t.services.realtime.sweepEndedSessions();
    expect(await disconnection(socket, 300)).toBe('still connected');
  });
});

async function consumerAgentWith(password: string): Promise<Agent> {
  const agent = new Agent(t.app);
  const res = await agent.post('/users/sign_in', { user: { email: 'consumer2@demo.test', password } });
  if (res.statusCode !== 200) throw new Error(res.body);
  return agent;
}
