import { BLOG_MESSAGES } from '@parley/shared';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { auditLog, blogComments, users } from '../../db/schema/index.js';
import { MINUTE } from '../../platform/clock.js';
import { collectorAgent, consumerAgent } from '../../test/fixtures.js';
import { Agent, buildTestApp, type TestApp } from '../../test/test-app.js';
import { DEMO_PASSWORD, seedDemo } from '../demo/seed-demo.js';
import { hashPassword } from '../identity/passwords.js';

let t: TestApp;
beforeAll(async () => {
  t = await buildTestApp();
  await seedDemo(t.database, t.services.crypto);
});
afterAll(() => t.close());

const SLUG = 'how-to-answer-a-debt-collection-lawsuit';
const OTHER_SLUG = 'debt-validation-letters';
const commentsUrl = (slug = SLUG) => `/api/blog/posts/${slug}/comments`;
// Each test starts a fresh rate-limit window.
const nextWindow = () => t.clock.advance(11 * MINUTE);

describe('server-rendered blog pages', () => {
  it('renders a post as a full HTML document for search engines', async () => {
    const res = await new Agent(t.app).get(`/blog/${SLUG}`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^text\/html/);
    const html = res.body;
    expect(html).toMatch(/^<!doctype html>/);
    expect(html).toContain('<title>How to answer a debt collection lawsuit · Parley</title>');
    expect(html).toMatch(/<meta name="description" content="A step-by-step guide[^"]+">/);
    expect(html).toContain(`<link rel="canonical" href="http://parley.test/blog/${SLUG}">`);
    expect(html).toContain('<meta property="og:type" content="article">');
    expect(html).toContain('<meta property="og:title" content="How to answer a debt collection lawsuit">');
    expect(html).toContain(`<meta property="og:url" content="http://parley.test/blog/${SLUG}">`);
    const ld = JSON.parse(html.match(/<script type="application\/ld\+json">(.*?)<\/script>/)?.[1] ?? '{}');
    expect(ld).toMatchObject({ '@type': 'Article', headline: 'How to answer a debt collection lawsuit', datePublished: '2026-10-05' });
    // Table of contents from the h2/h3 headings, reading time, related posts, the disclaimer.
    expect(html).toContain(
      '<a href="#read-the-summons-and-the-complaint" data-toc-link="read-the-summons-and-the-complaint">Read the summons and the complaint</a>',
    );
    expect(html).toContain('<h2 id="read-the-summons-and-the-complaint">');
    expect(html).toMatch(/\d+ min read/);
    expect(html).toContain('Related articles');
    expect(html).toContain('General information, not legal advice.');
    expect(html).toMatch(/<script src="\/blog\/assets\/blog\.js\?v=[\w-]{12}" defer><\/script>/);
    expect(html).toContain('Sign in to comment');
    expect(html).not.toMatch(/<script>(?!<)/);
  });

  it('serves the script the page names, cacheable for good', async () => {
    const html = (await new Agent(t.app).get(`/blog/${SLUG}`)).body;
    const src = html.match(/src="(\/blog\/assets\/blog\.js\?v=[^"]+)"/)?.[1] ?? '';
    const res = await new Agent(t.app).get(src);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/javascript/);
    expect(res.headers['cache-control']).toContain('immutable');
    expect(res.body).toContain('IntersectionObserver');
  });

  it('lists every article on /blog, newest first', async () => {
    const res = await new Agent(t.app).get('/blog');
    expect(res.statusCode).toBe(200);
    const links = [...res.body.matchAll(/<h2><a href="\/blog\/([^"]+)">/g)].map((m) => m[1]);
    expect(links).toEqual(t.services.blog.articles.map((a) => a.slug));
    expect(links.length).toBeGreaterThanOrEqual(12);
  });

  it('answers an unknown post with a 404 page, not the app shell', async () => {
    const res = await new Agent(t.app).get('/blog/no-such-post');
    expect(res.statusCode).toBe(404);
    expect(res.body).toContain('We could not find that page');
    expect(res.body).toContain('<meta name="robots" content="noindex">');
  });

  it('publishes sitemap.xml, rss.xml and robots.txt', async () => {
    const agent = new Agent(t.app);
    const sitemap = await agent.get('/sitemap.xml');
    expect(sitemap.headers['content-type']).toMatch(/^application\/xml/);
    expect(sitemap.body).toContain(`<loc>http://parley.test/blog/${SLUG}</loc><lastmod>2026-10-05</lastmod>`);
    expect(sitemap.body).toContain('<loc>http://parley.test/solosettle</loc>');
    expect(sitemap.body.match(/<url>/g)).toHaveLength(t.services.blog.articles.length + 4);
    const rss = await agent.get('/blog/rss.xml');
    expect(rss.headers['content-type']).toMatch(/^application\/rss\+xml/);
    expect(rss.body).toContain(`<guid isPermaLink="true">http://parley.test/blog/${SLUG}</guid>`);
    expect(rss.body.match(/<item>/g)).toHaveLength(t.services.blog.articles.length);
    const robots = await agent.get('/robots.txt');
    expect(robots.body).toContain('Sitemap: http://parley.test/sitemap.xml');
    expect(robots.body).toContain('Disallow: /api/');
  });
});

describe('comments', () => {
  it('refuses a comment from a signed-out reader', async () => {
    const res = await new Agent(t.app).post(commentsUrl(), { body: 'Hello' });
    expect(res.statusCode).toBe(401);
    expect(await t.services.db.$count(blogComments)).toBe(0);
  });

  it('posts a consumer comment and shows it on the post, escaped, with links made clickable', async () => {
    nextWindow();
    const consumer = await consumerAgent(t.app);
    const body = 'Thanks! <script>alert("x")</script> <img src=x onerror=alert(1)> See https://www.consumerfinance.gov/complaint and javascript:alert(1)';
    const res = await consumer.post(commentsUrl(), { body: `  ${body}\n` });
    expect(res.statusCode).toBe(200);
    expect(res.json().comment).toMatchObject({ author_name: 'Jordan M.', is_collector: false, body, parent_id: null });

    const page = (await consumer.get(`/blog/${SLUG}`)).body;
    expect(page).toContain('&#60;script&#62;alert(&#34;x&#34;)&#60;/script&#62;');
    expect(page).toContain('&#60;img src=x onerror=alert(1)&#62;');
    expect(page).not.toContain('<script>alert');
    expect(page).not.toContain('<img src=x');
    expect(page).not.toMatch(/href="javascript:/);
    expect(page).toContain('<a href="https://www.consumerfinance.gov/complaint" rel="nofollow ugc noopener">');
    expect(page).toContain('Comments (1)');
    expect(page).toContain('Commenting as Jordan M.');

    const list = (await new Agent(t.app).get(commentsUrl())).json().comments;
    expect(list).toHaveLength(1);
    expect(list[0].body).toBe(body);
  });

  it.each([
    ['an empty comment', { body: '   \n ' }, BLOG_MESSAGES.commentRequired],
    ['a comment over 10,000 characters', { body: 'a'.repeat(10_001) }, BLOG_MESSAGES.commentTooLong],
    ['control characters', { body: 'hi\u0000there' }, BLOG_MESSAGES.commentSpecialCharacters],
  ])('refuses %s with its message', async (_name, input, message) => {
    const consumer = await consumerAgent(t.app);
    const before = await t.services.db.$count(blogComments);
    const res = await consumer.post(commentsUrl(), input);
    expect(res.statusCode).toBe(400);
    expect(res.json().fields.body).toBe(message);
    expect(await t.services.db.$count(blogComments)).toBe(before);
  });

  it('accepts exactly 10,000 characters', async () => {
    nextWindow();
    const consumer = await consumerAgent(t.app, 'consumer2@demo.test');
    const res = await consumer.post(commentsUrl(OTHER_SLUG), { body: 'b'.repeat(10_000) });
    expect(res.statusCode).toBe(200);
  });

  it('refuses a comment on an article that does not exist', async () => {
    const consumer = await consumerAgent(t.app);
    const res = await consumer.post(commentsUrl('no-such-post'), { body: 'Hello' });
    expect(res.statusCode).toBe(404);
    expect(res.json().error).toBe(BLOG_MESSAGES.postNotFound);
  });

  it('keeps replies one level deep: a reply to a reply joins the top comment', async () => {
    nextWindow();
    const consumer = await consumerAgent(t.app);
    const consumer2 = await consumerAgent(t.app, 'consumer2@demo.test');
    const top = (await consumer.post(commentsUrl(), { body: 'Top question' })).json().comment;
    const reply = (await consumer2.post(commentsUrl(), { body: 'First reply', parent_id: top.id })).json().comment;
    const nested = (await consumer.post(commentsUrl(), { body: 'Reply to the reply', parent_id: reply.id })).json().comment;
    expect(reply.parent_id).toBe(top.id);
    expect(nested.parent_id).toBe(top.id);

    const thread = (await new Agent(t.app).get(commentsUrl())).json().comments.find((c: { id: number }) => c.id === top.id);
    expect(thread.replies.map((r: { body: string }) => r.body)).toEqual(['First reply', 'Reply to the reply']);

    const elsewhere = await consumer.post(commentsUrl(OTHER_SLUG), { body: 'Wrong post', parent_id: top.id });
    expect(elsewhere.statusCode).toBe(404);
  });

  it('labels a comment from a collector account "Collector"', async () => {
    nextWindow();
    const collector = await collectorAgent(t.app, 'staff@demo-law.test');
    const res = await collector.post(commentsUrl(OTHER_SLUG), { body: 'We are happy to discuss payment plans.' });
    expect(res.statusCode).toBe(200);
    expect(res.json().comment.is_collector).toBe(true);
    const page = (await new Agent(t.app).get(`/blog/${OTHER_SLUG}`)).body;
    expect(page).toMatch(/<span class="who">[^<]+<\/span><span class="badge"[^>]*>Collector<\/span>/);
  });

  it('rate limits comments per user', async () => {
    nextWindow();
    const consumer = await consumerAgent(t.app, 'consumer2@demo.test');
    for (let i = 0; i < 5; i++) expect((await consumer.post(commentsUrl(OTHER_SLUG), { body: `Comment ${i}` })).statusCode).toBe(200);
    const res = await consumer.post(commentsUrl(OTHER_SLUG), { body: 'One too many' });
    expect(res.statusCode).toBe(429);
    expect(res.json().error).toMatch(/^Too many attempts\. Please wait \d+ minutes? and try again\.$/);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
  });
});

describe('reporting and moderation', () => {
  async function newComment(body: string): Promise<number> {
    nextWindow();
    const author = await consumerAgent(t.app);
    return (await author.post(commentsUrl(), { body })).json().comment.id;
  }
  const isShown = async (id: number) => (await new Agent(t.app).get(`/blog/${SLUG}`)).body.includes(`id="comment-${id}"`);

  it('takes reports from verified addresses only, and one per mailbox: aliases of one inbox count once', async () => {
    const id = await newComment('A fair comment someone wants gone.');
    const passwordHash = await hashPassword(DEMO_PASSWORD);
    const now = t.clock.now();
    await t.services.db.insert(users).values([
      { kind: 'consumer', email: 'sock.puppet+1@gmail.com', passwordHash, emailVerifiedAt: now },
      { kind: 'consumer', email: 'sockpuppet+2@googlemail.com', passwordHash, emailVerifiedAt: now },
      { kind: 'consumer', email: 'throwaway@example.test', passwordHash },
    ]);
    const unverified = await (await consumerAgent(t.app, 'throwaway@example.test')).post(`/api/blog/comments/${id}/report`);
    expect(unverified.statusCode).toBe(403);
    expect(unverified.json().code).toBe('EMAIL_UNVERIFIED');
    expect((await (await consumerAgent(t.app, 'sock.puppet+1@gmail.com')).post(`/api/blog/comments/${id}/report`)).statusCode).toBe(200);
    const alias = await (await consumerAgent(t.app, 'sockpuppet+2@googlemail.com')).post(`/api/blog/comments/${id}/report`);
    expect(alias.statusCode).toBe(409);
    const [row] = await t.services.db.select().from(blogComments).where(eq(blogComments.id, id));
    expect(row?.reportCount).toBe(1);
  });

  it('takes one report per user, refuses reporting your own comment, and holds a comment after 3 reports', async () => {
    const id = await newComment('Call 555-0100 for a guaranteed fix!');
    const author = await consumerAgent(t.app);
    const own = await author.post(`/api/blog/comments/${id}/report`);
    expect(own.statusCode).toBe(422);
    expect(own.json().error).toBe(BLOG_MESSAGES.cannotReportOwn);

    const reporter = await consumerAgent(t.app, 'consumer2@demo.test');
    const first = await reporter.post(`/api/blog/comments/${id}/report`);
    expect(first.statusCode).toBe(200);
    expect(first.json().message).toBe(BLOG_MESSAGES.reported);
    const again = await reporter.post(`/api/blog/comments/${id}/report`);
    expect(again.statusCode).toBe(409);
    expect(again.json().error).toBe(BLOG_MESSAGES.alreadyReported);

    await (await collectorAgent(t.app, 'staff@demo-law.test')).post(`/api/blog/comments/${id}/report`);
    expect(await isShown(id)).toBe(true);
    await (await collectorAgent(t.app, 'admin@other-law.test')).post(`/api/blog/comments/${id}/report`);
    expect(await isShown(id)).toBe(false);
    expect((await new Agent(t.app).post(`/api/blog/comments/${id}/report`)).statusCode).toBe(401);
  });

  it('lets only the on-call administrator list reported comments', async () => {
    const id = await newComment('Reported once');
    await (await consumerAgent(t.app, 'consumer2@demo.test')).post(`/api/blog/comments/${id}/report`);

    expect((await new Agent(t.app).get('/collectors/api/blog/reported_comments')).statusCode).toBe(401);
    expect((await (await consumerAgent(t.app)).get('/collectors/api/blog/reported_comments')).statusCode).toBe(401);
    const firmAdmin = await collectorAgent(t.app, 'admin@demo-law.test');
    const refused = await firmAdmin.get('/collectors/api/blog/reported_comments');
    expect(refused.statusCode).toBe(403);
    expect(refused.json().error).toBe(BLOG_MESSAGES.operatorOnly);
    expect((await firmAdmin.post(`/collectors/api/blog/comments/${id}/hide`)).statusCode).toBe(403);
    expect(await isShown(id)).toBe(true);
    const [refusal] = await t.services.db.select().from(auditLog).where(eq(auditLog.action, 'authorization_refused'));
    expect(refusal?.details).toMatchObject({ reason: 'on-call administrator only' });

    const operator = await collectorAgent(t.app, 'oncall@parley.test');
    const queue = (await operator.get('/collectors/api/blog/reported_comments')).json().comments;
    expect(queue.find((c: { id: number }) => c.id === id)).toMatchObject({ body: 'Reported once', report_count: 1, is_held: false, post_slug: SLUG });
  });

  it('hides a comment and its replies for good, or keeps a held one visible', async () => {
    const hidden = await newComment('To be hidden');
    const consumer2 = await consumerAgent(t.app, 'consumer2@demo.test');
    const reply = (await consumer2.post(commentsUrl(), { body: 'A reply under it', parent_id: hidden })).json().comment.id;
    const operator = await collectorAgent(t.app, 'oncall@parley.test');
    const res = await operator.post(`/collectors/api/blog/comments/${hidden}/hide`);
    expect(res.json()).toEqual({ message: BLOG_MESSAGES.hidden });
    expect(await isShown(hidden)).toBe(false);
    expect(await isShown(reply)).toBe(false);
    expect((await consumer2.post(commentsUrl(), { body: 'Reply to hidden', parent_id: hidden })).statusCode).toBe(404);

    const [held] = (await operator.get('/collectors/api/blog/reported_comments')).json().comments.filter((c: { is_held: boolean }) => c.is_held);
    expect(held).toBeDefined();
    expect((await operator.post(`/collectors/api/blog/comments/${held.id}/keep`)).statusCode).toBe(200);
    expect(await isShown(held.id)).toBe(true);
    const queue = (await operator.get('/collectors/api/blog/reported_comments')).json().comments;
    expect(queue.map((c: { id: number }) => c.id)).not.toContain(held.id);
    expect((await operator.post('/collectors/api/blog/comments/999999/hide')).statusCode).toBe(404);
  });

  it('shows the moderation page to the on-call administrator only', async () => {
    const page = await (await collectorAgent(t.app, 'oncall@parley.test')).get('/blog/moderation');
    expect(page.statusCode).toBe(200);
    expect(page.body).toContain('<h1>Reported comments</h1>');
    const other = await (await collectorAgent(t.app, 'admin@demo-law.test')).get('/blog/moderation');
    expect(other.statusCode).toBe(302);
    expect(other.headers.location).toBe('/collectors');
  });
});
