import { NEWSLETTER_MESSAGES } from '@parley/shared';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { mailOutbox, newsletterSubscriptions } from '../../db/schema/index.js';
import { HOUR } from '../../platform/clock.js';
import { Agent, buildTestApp, type TestApp } from '../../test/test-app.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
});
afterAll(() => t.close());

async function lastMailTo(email: string) {
  const [mail] = await t.services.db.select().from(mailOutbox).where(eq(mailOutbox.toAddress, email)).orderBy(desc(mailOutbox.id)).limit(1);
  if (!mail) throw new Error(`no mail to ${email}`);
  return mail;
}
const linkIn = (text: string, path: string) => {
  const url = text.match(new RegExp(`http://parley\\.test${path}\\?[^\\s]+`))?.[0];
  if (!url) throw new Error(`no ${path} link in: ${text}`);
  return url.replace('http://parley.test', '');
};
const statusOf = async (email: string) =>
  (await t.services.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, email)))[0]?.status;

describe('newsletter double opt-in', () => {
  it('mails a confirmation link with an unsubscribe link, and confirms only when it is followed', async () => {
    const agent = new Agent(t.app);
    const res = await agent.post('/api/newsletter', { email: '  Reader@Example.test ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: NEWSLETTER_MESSAGES.confirmationSent });
    expect(await statusOf('reader@example.test')).toBe('pending');
    expect(await t.services.newsletter.listConfirmed()).toEqual([]);

    const mail = await lastMailTo('reader@example.test');
    expect(mail.subject).toBe('Confirm your Parley newsletter subscription');
    const confirm = linkIn(mail.textBody, '/newsletter/confirm');
    expect(linkIn(mail.textBody, '/newsletter/unsubscribe')).toMatch(/^\/newsletter\/unsubscribe\?id=\d+&token=/);
    expect(mail.htmlBody).toContain('>Unsubscribe</a>');
    // Only the token's hash is stored.
    const [row] = await t.services.db.select().from(newsletterSubscriptions).where(eq(newsletterSubscriptions.email, 'reader@example.test'));
    expect(row?.confirmTokenHash).not.toBe(new URL(confirm, 'http://x').searchParams.get('token'));

    const page = await agent.get(confirm);
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    expect(page.body).toContain(NEWSLETTER_MESSAGES.confirmed.replace("'", '&#39;'));
    expect(await statusOf('reader@example.test')).toBe('confirmed');
    expect(await t.services.newsletter.listConfirmed()).toEqual([{ id: row?.id, email: 'reader@example.test' }]);
    // Following the link twice still says subscribed.
    expect((await agent.get(confirm)).statusCode).toBe(200);

    const duplicate = await agent.post('/api/newsletter', { email: 'reader@example.test' });
    expect(duplicate.statusCode).toBe(409);
    expect(duplicate.json().error).toBe(NEWSLETTER_MESSAGES.alreadySubscribed);
  });

  it('sends the link again to a pending address, and the old link stops working', async () => {
    const agent = new Agent(t.app);
    await agent.post('/api/newsletter', { email: 'pending@example.test' });
    const firstLink = linkIn((await lastMailTo('pending@example.test')).textBody, '/newsletter/confirm');
    const again = await agent.post('/api/newsletter', { email: 'pending@example.test' });
    expect(again.statusCode).toBe(200);
    expect(again.json().message).toBe(NEWSLETTER_MESSAGES.confirmationResent);
    expect((await agent.get(firstLink)).statusCode).toBe(404);
    expect(await statusOf('pending@example.test')).toBe('pending');
  });

  it.each([['not-an-email'], ['a@b'], [''], [`${'x'.repeat(250)}@example.test`]])('refuses the bad address %j with a clear message', async (email) => {
    const res = await new Agent(t.app).post('/api/newsletter', { email });
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.email).toBe(NEWSLETTER_MESSAGES.invalidEmail);
  });

  it('refuses an expired confirmation link', async () => {
    const agent = new Agent(t.app);
    await agent.post('/api/newsletter', { email: 'slow@example.test' });
    const link = linkIn((await lastMailTo('slow@example.test')).textBody, '/newsletter/confirm');
    t.clock.advance(8 * 24 * HOUR);
    const page = await agent.get(link);
    expect(page.statusCode).toBe(404);
    expect(page.body).toContain('This confirmation link is invalid or has expired.');
    expect(await statusOf('slow@example.test')).toBe('pending');
  });

  it('unsubscribes from the link in the mail, and refuses a forged link', async () => {
    const agent = new Agent(t.app);
    await agent.post('/api/newsletter', { email: 'leaving@example.test' });
    const mail = await lastMailTo('leaving@example.test');
    await agent.get(linkIn(mail.textBody, '/newsletter/confirm'));
    const unsubscribe = linkIn(mail.textBody, '/newsletter/unsubscribe');

    const forged = unsubscribe.replace(/token=[^&]+/, `token=${'A'.repeat(43)}`);
    expect((await agent.get(forged)).statusCode).toBe(404);
    const otherId = unsubscribe.replace(/id=\d+/, 'id=1');
    expect((await agent.get(otherId)).statusCode).toBe(404);
    expect((await agent.get('/newsletter/unsubscribe?id=abc')).statusCode).toBe(404);
    expect(await statusOf('leaving@example.test')).toBe('confirmed');

    const page = await agent.get(unsubscribe);
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('You&#39;ve been unsubscribed.');
    expect(await statusOf('leaving@example.test')).toBe('unsubscribed');
    expect((await t.services.newsletter.listConfirmed()).map((s) => s.email)).not.toContain('leaving@example.test');

    // Signing up again starts a new double opt-in.
    const back = await agent.post('/api/newsletter', { email: 'leaving@example.test' });
    expect(back.json().message).toBe(NEWSLETTER_MESSAGES.confirmationSent);
    expect(await statusOf('leaving@example.test')).toBe('pending');
  });

  it('puts the unsubscribe link and List-Unsubscribe header on every newsletter mail', async () => {
    const sent: { headers?: Record<string, string>; text: string }[] = [];
    const send = t.services.mailer.send;
    t.services.mailer.send = async (message) => {
      sent.push(message);
    };
    try {
      await t.services.newsletter.sendToSubscriber({ id: 7, email: 'x@example.test' }, { subject: 'News', text: 'Hello', html: '<p>Hello</p>' });
    } finally {
      t.services.mailer.send = send;
    }
    expect(sent[0]?.text).toMatch(/Unsubscribe: http:\/\/parley\.test\/newsletter\/unsubscribe\?id=7&token=\S+/);
    expect(sent[0]?.headers?.['List-Unsubscribe']).toMatch(/^<http:\/\/parley\.test\/newsletter\/unsubscribe\?id=7&token=\S+>$/);
  });

  it('rate limits signups for one address', async () => {
    t.clock.advance(HOUR);
    const agent = new Agent(t.app);
    const codes = [];
    for (let i = 0; i < 4; i++) codes.push((await agent.post('/api/newsletter', { email: 'flood@example.test' })).statusCode);
    expect(codes).toEqual([200, 200, 200, 429]);
  });
});
