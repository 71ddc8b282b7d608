import { COLLECTOR_MESSAGES, FIRM_MESSAGES } from '@parley/shared';
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, users } from '../../db/schema/index.js';
import { HOUR } from '../../platform/clock.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { type SeededFirm, seedDemo } from '../demo/seed-demo.js';

let t: TestApp;
let demoFirm: SeededFirm;
beforeAll(async () => {
  t = await buildTestApp();
  ({ demoFirm } = await seedDemo(t.database, t.services.crypto));
});
afterAll(() => t.close());

async function inviteLinkFor(email: string): Promise<string> {
  const mails = (await new Agent(t.app).get('/dev/mailbox.json')).json().messages as { to: string; text: string }[];
  const token = /\/collectors\/invite\?token=([A-Za-z0-9_-]+)/.exec(mails.find((m) => m.to === email)?.text ?? '')?.[1];
  if (!token) throw new Error(`no invite mailed to ${email}`);
  return token;
}
async function userId(email: string) {
  const [u] = await t.services.db
    .select()
    .from(users)
    .where(and(eq(users.kind, 'collector'), eq(users.email, email)));
  return u?.id ?? -1;
}

describe('users page', () => {
  it("lists the firm's staff (not the firm entity, not other firms) with the firm code", async () => {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    const res = await admin.get('/collectors/api/users');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      users: [
        { id: await userId('admin@demo-law.test'), email: 'admin@demo-law.test', law_firm_scope: 'admin', mfa_enabled: false, invite_pending: false },
        { id: await userId('staff@demo-law.test'), email: 'staff@demo-law.test', law_firm_scope: 'user', mfa_enabled: false, invite_pending: false },
      ],
      auth_token: demoFirm.authCode,
    });
  });

  it('invites a user who sets a password once and signs in; the invite expires after 7 days', async () => {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    const res = await admin.post('/collectors/api/users/create', { user: { email: 'NewHire@Demo-Law.test', law_firm_scope: 'user' } });
    expect(res.json()).toEqual({ message: FIRM_MESSAGES.userAdded('newhire@demo-law.test') });
    const listed = (await admin.get('/collectors/api/users')).json().users;
    expect(listed).toContainEqual(expect.objectContaining({ email: 'newhire@demo-law.test', law_firm_scope: 'user', invite_pending: true }));

    const token = await inviteLinkFor('newhire@demo-law.test');
    const invitee = new Agent(t.app);
    expect((await invitee.post('/collectors/api/accept_invite', { token, password: 'a-long-new-passphrase' })).statusCode).toBe(200);
    expect((await invitee.get('/collectors/api/basic_stats')).json()).toEqual({ is_on_call_admin: false, law_firm: { name: 'Demo Law Group' } });
    expect((await new Agent(t.app).post('/collectors/api/accept_invite', { token, password: 'a-long-new-passphrase' })).statusCode).toBe(422);

    await admin.post('/collectors/api/users/create', { user: { email: 'late@demo-law.test', law_firm_scope: 'admin' } });
    const late = await inviteLinkFor('late@demo-law.test');
    t.clock.advance(7 * 24 * HOUR + HOUR);
    expect((await new Agent(t.app).post('/collectors/api/accept_invite', { token: late, password: 'a-long-new-passphrase' })).statusCode).toBe(422);
  });

  it("answers an invite link cut short with the invite's words, never zod's", async () => {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    await admin.post('/collectors/api/users/create', { user: { email: 'cut@demo-law.test', law_firm_scope: 'user' } });
    const token = await inviteLinkFor('cut@demo-law.test');
    const res = await new Agent(t.app).post('/collectors/api/accept_invite', { token: token.slice(0, 12), password: 'a-long-new-passphrase' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      code: 'VALIDATION_FAILED',
      error: COLLECTOR_MESSAGES.inviteInvalid,
      fields: { token: COLLECTOR_MESSAGES.inviteInvalid },
    });
    expect(res.body).not.toMatch(/Too small|expected string/);
  });

  it('refuses an email that is already a user, and a bad role', async () => {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    const dup = await admin.post('/collectors/api/users/create', { user: { email: 'staff@demo-law.test', law_firm_scope: 'user' } });
    expect(dup.statusCode).toBe(409);
    expect(dup.json().error).toBe(FIRM_MESSAGES.userExists);
    expect((await admin.post('/collectors/api/users/create', { user: { email: 'x@demo-law.test', law_firm_scope: 'owner' } })).statusCode).toBe(400);
  });

  it("answers an invite of another firm's admin as a sent invite, changes nothing, and tells that admin instead", async () => {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    const fresh = await admin.post('/collectors/api/users/create', { user: { email: 'new.hire@demo-law.test', law_firm_scope: 'user' } });
    const elsewhere = await admin.post('/collectors/api/users/create', { user: { email: 'admin@other-law.test', law_firm_scope: 'admin' } });
    expect(elsewhere.statusCode).toBe(fresh.statusCode);
    expect(elsewhere.json()).toEqual({ message: FIRM_MESSAGES.userAdded('admin@other-law.test') });
    const [owner] = await t.services.db.select().from(users).where(eq(users.email, 'admin@other-law.test'));
    expect(owner?.lawFirmId).not.toBe(demoFirm.id);
    const mails = (await new Agent(t.app).get('/dev/mailbox.json')).json().messages as { to: string; text: string }[];
    const told = mails.find((m) => m.to === 'admin@other-law.test')?.text ?? '';
    expect(told).toContain('already belongs to a Parley account of another firm');
    expect(told).not.toContain('/collectors/invite?token=');
  });

  it('removes a user and ends their sessions at once; never yourself; never another firm', async () => {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    await admin.post('/collectors/api/users/create', { user: { email: 'temp@demo-law.test', law_firm_scope: 'user' } });
    const temp = new Agent(t.app);
    await temp.post('/collectors/api/accept_invite', { token: await inviteLinkFor('temp@demo-law.test'), password: 'a-long-new-passphrase' });
    expect((await temp.get('/collectors/api/basic_stats')).statusCode).toBe(200);

    expect((await admin.post('/collectors/api/users/remove', { user_id: await userId('temp@demo-law.test') })).json()).toEqual({ ok: true });
    expect((await temp.get('/collectors/api/basic_stats')).statusCode).toBe(401);

    const self = await admin.post('/collectors/api/users/remove', { user_id: await userId('admin@demo-law.test') });
    expect(self.statusCode).toBe(422);
    expect(self.json().error).toBe(FIRM_MESSAGES.cannotRemoveSelf);

    const otherFirmsAdmin = await userId('admin@other-law.test');
    expect((await admin.post('/collectors/api/users/remove', { user_id: otherFirmsAdmin })).statusCode).toBe(404);
    expect(await userId('admin@other-law.test')).toBe(otherFirmsAdmin);
    const [entity] = await t.services.db
      .select()
      .from(users)
      .where(and(eq(users.lawFirmId, demoFirm.id), eq(users.isLawFirmEntity, true)));
    expect((await admin.post('/collectors/api/users/remove', { user_id: entity?.id })).statusCode).toBe(404);
    expect(await t.services.db.$count(auditLog, eq(auditLog.action, 'firm.user_removed'))).toBe(1);
  });

  it("changes a colleague's role at once (their sessions end, so the new role holds on the next sign-in); never your own; never another firm's", async () => {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    await admin.post('/collectors/api/users/create', { user: { email: 'promote@demo-law.test', law_firm_scope: 'user' } });
    const colleague = new Agent(t.app);
    await colleague.post('/collectors/api/accept_invite', { token: await inviteLinkFor('promote@demo-law.test'), password: 'a-long-new-passphrase' });
    expect((await colleague.get('/collectors/api/users')).statusCode).toBe(403);
    const id = await userId('promote@demo-law.test');

    const promoted = await admin.post('/collectors/api/users/role', { user_id: id, law_firm_scope: 'admin' });
    expect(promoted.statusCode, promoted.body).toBe(200);
    expect(promoted.json()).toEqual({ message: FIRM_MESSAGES.roleChanged('promote@demo-law.test', 'admin') });
    expect((await colleague.get('/collectors/api/basic_stats')).statusCode).toBe(401);
    const [row] = await t.services.db.select().from(users).where(eq(users.id, id));
    expect(row?.lawFirmScope).toBe('admin');
    expect((await admin.get('/collectors/api/users')).json().users).toContainEqual(expect.objectContaining({ id, law_firm_scope: 'admin' }));
    // The same role again changes nothing and logs nothing.
    expect((await admin.post('/collectors/api/users/role', { user_id: id, law_firm_scope: 'admin' })).statusCode).toBe(200);
    expect(await t.services.db.$count(auditLog, eq(auditLog.action, 'firm.user_role_changed'))).toBe(1);

    const self = await admin.post('/collectors/api/users/role', { user_id: await userId('admin@demo-law.test'), law_firm_scope: 'user' });
    expect(self.statusCode).toBe(422);
    expect(self.json().error).toBe(FIRM_MESSAGES.cannotChangeOwnRole);
    expect((await admin.post('/collectors/api/users/role', { user_id: await userId('admin@other-law.test'), law_firm_scope: 'user' })).statusCode).toBe(404);
    expect((await admin.post('/collectors/api/users/role', { user_id: id, law_firm_scope: 'owner' })).statusCode).toBe(400);
    const [other] = await t.services.db.select().from(users).where(eq(users.email, 'admin@other-law.test'));
    expect(other?.lawFirmScope).toBe('admin');
  });

  it('sends a pending invite again with a new link: the earlier link stops working; an accepted invite is refused', async () => {
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    await admin.post('/collectors/api/users/create', { user: { email: 'again@demo-law.test', law_firm_scope: 'user' } });
    const first = await inviteLinkFor('again@demo-law.test');
    const id = await userId('again@demo-law.test');
    const resent = await admin.post('/collectors/api/users/resend_invite', { user_id: id });
    expect(resent.statusCode, resent.body).toBe(200);
    expect(resent.json()).toEqual({ message: FIRM_MESSAGES.inviteResent('again@demo-law.test') });
    const mails = (await new Agent(t.app).get('/dev/mailbox.json')).json().messages as { to: string; text: string }[];
    const links = mails.filter((m) => m.to === 'again@demo-law.test').map((m) => /token=([A-Za-z0-9_-]+)/.exec(m.text)?.[1]);
    expect(links).toHaveLength(2);
    const second = links.find((l) => l !== first) as string;
    expect((await new Agent(t.app).post('/collectors/api/accept_invite', { token: first, password: 'a-long-new-passphrase' })).statusCode).toBe(422);
    expect((await new Agent(t.app).post('/collectors/api/accept_invite', { token: second, password: 'a-long-new-passphrase' })).statusCode).toBe(200);

    const accepted = await admin.post('/collectors/api/users/resend_invite', { user_id: id });
    expect(accepted.statusCode).toBe(409);
    expect(accepted.json().error).toBe(FIRM_MESSAGES.inviteAccepted);
    expect((await admin.post('/collectors/api/users/resend_invite', { user_id: await userId('admin@other-law.test') })).statusCode).toBe(404);
  });

  // Issue 33, point 7: the answer was the same, but the staff list then showed a new address as pending and omitted one held elsewhere.
  it('lists an invite to an address held by another firm exactly as an invite to a new address: pending, same shape, same 409 again, removable', async () => {
    const [otherAdmin] = await t.services.db.select().from(users).where(eq(users.email, 'admin@other-law.test'));
    await t.services.db.insert(users).values({ kind: 'collector', email: 'staff@other-law.test', lawFirmId: otherAdmin?.lawFirmId, lawFirmScope: 'user' });
    const admin = await collectorAgent(t.app, 'admin@demo-law.test');
    const invite = (email: string) => admin.post('/collectors/api/users/create', { user: { email, law_firm_scope: 'user' } });
    const fresh = await invite('brand.new@demo-law.test');
    const elsewhere = await invite('staff@other-law.test');
    expect([fresh.statusCode, elsewhere.statusCode]).toEqual([200, 200]);
    expect(elsewhere.json()).toEqual({ message: FIRM_MESSAGES.userAdded('staff@other-law.test') });

    const listed = (await admin.get('/collectors/api/users')).json().users as { id: number; email: string }[];
    const row = (email: string) => listed.find((u) => u.email === email);
    const shape = (u: object | undefined) => ({ ...u, id: typeof (u as { id?: unknown })?.id, email: typeof (u as { email?: unknown })?.email });
    expect(row('brand.new@demo-law.test')).toMatchObject({ law_firm_scope: 'user', mfa_enabled: false, invite_pending: true });
    expect(shape(row('staff@other-law.test'))).toEqual(shape(row('brand.new@demo-law.test')));
    // In its place by address, like any other row.
    const emails = listed.map((u) => u.email);
    expect(emails).toEqual([...emails].sort());

    // Invited again: the same refusal for both.
    for (const again of [await invite('brand.new@demo-law.test'), await invite('staff@other-law.test')]) {
      expect(again.statusCode).toBe(409);
      expect(again.json().error).toBe(FIRM_MESSAGES.userExists);
    }
    // The firm's audit log tells them apart no more than the list does.
    const invited = await t.services.db.select().from(auditLog).where(like(auditLog.action, 'firm.user_invite%'));
    expect(new Set(invited.map((e) => e.action))).toEqual(new Set(['firm.user_invited']));

    // The other firm's user is unchanged and cannot be reached through the invite; the invite is removed like any other.
    const [owner] = await t.services.db.select().from(users).where(eq(users.email, 'staff@other-law.test'));
    expect(owner?.lawFirmId).not.toBe(demoFirm.id);
    for (const email of ['brand.new@demo-law.test', 'staff@other-law.test']) {
      expect((await admin.post('/collectors/api/users/remove', { user_id: row(email)?.id })).statusCode).toBe(200);
    }
    const after = (await admin.get('/collectors/api/users')).json().users as { email: string }[];
    expect(after.map((u) => u.email)).not.toContain('staff@other-law.test');
    expect(after.map((u) => u.email)).not.toContain('brand.new@demo-law.test');
  });

  it('regenerates the firm code: the old one stops working, the new one signs in', async () => {
    const admin = await collectorAgent(t.app, 'admin@other-law.test');
    const old = (await admin.get('/collectors/api/users')).json().auth_token as string;
    const res = await admin.post('/collectors/api/users/regenerate_auth_token');
    const fresh = res.json().auth_token as string;
    expect(fresh).toMatch(/^[A-Z2-9]{4}-[A-Z2-9]{4}-[A-Z2-9]{4}$/);
    expect(fresh).not.toBe(old);
    expect((await new Agent(t.app).post('/collectors/api/login', { auth_token: old })).statusCode).toBe(401);
    expect((await new Agent(t.app).post('/collectors/api/login', { auth_token: fresh })).statusCode).toBe(200);
  });
});

describe('who may manage users', () => {
  const ROUTES: [string, string, Record<string, unknown> | undefined][] = [
    ['GET', '/collectors/api/users', undefined],
    ['POST', '/collectors/api/users/create', { user: { email: 'sneaky@demo-law.test', law_firm_scope: 'admin' } }],
    ['POST', '/collectors/api/users/remove', { user_id: 1 }],
    ['POST', '/collectors/api/users/regenerate_auth_token', undefined],
  ];
  it.each(ROUTES)('%s %s: staff, the firm code and the on-call admin get 403; consumers and anonymous 401; nothing changes', async (method, url, body) => {
    const before = JSON.stringify(await t.services.db.select().from(users).orderBy(users.id));
    const callers = [
      [await collectorAgent(t.app, 'staff@demo-law.test'), 403],
      [
        await collectorAgent(t.app, { authCode: (await (await collectorAgent(t.app, 'admin@demo-law.test')).get('/collectors/api/users')).json().auth_token }),
        403,
      ],
      [await collectorAgent(t.app, 'oncall@parley.test'), 403],
      [await consumerAgent(t.app), 401],
      [new Agent(t.app), 401],
    ] as const;
    for (const [agent, status] of callers) expect((await agent.request(method, url, body)).statusCode).toBe(status);
    expect(JSON.stringify(await t.services.db.select().from(users).orderBy(users.id))).toBe(before);
  });
});
