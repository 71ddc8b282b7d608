import { readFileSync } from 'node:fs';
import {
  BLOG_MESSAGES,
  CommentIdParamsSchema,
  CommentInputSchema,
  CommentListResponseSchema,
  CreateCommentResponseSchema,
  MessageSchema,
  PostSlugParamsSchema,
  ReportedCommentsResponseSchema,
} from '@parley/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asGuard, sessionOf } from '../../platform/auth.js';
import { sha256 } from '../../platform/crypto.js';
import type { SessionUser } from '../../platform/sessions.js';
import type { RouteContext } from '../../route-context.js';
import { renderBlogIndex, renderModerationPage, renderNotFoundPage, renderPost, renderRobots, renderRss, renderSitemap } from './blog.pages.js';
import type { CommentView } from './blog.service.js';

const tags = ['blog'];

// The pages' one script (table of contents, comments, newsletter), served with a content hash so it can be cached for good.
const BLOG_SCRIPT = readFileSync(new URL('../../../public/blog/blog.js', import.meta.url), 'utf8');
const BLOG_SCRIPT_SRC = `/blog/assets/blog.js?v=${sha256(BLOG_SCRIPT).slice(0, 12)}`;

const toComment = (c: CommentView) => ({
  id: c.id,
  author_name: c.authorName,
  is_collector: c.isCollector,
  body: c.body,
  body_html: c.bodyHtml,
  created_at: c.createdAt.toISOString(),
});

/**
 * The public blog, server-rendered for search engines, and its comments API. Reading is open to
 * everyone; commenting and reporting need a signed-in consumer or collector (a collector's
 * comments are labelled); moderation belongs to the on-call administrator alone.
 */
export function blogRoutes({ config, services, guards }: RouteContext): FastifyPluginAsyncZod {
  const blog = services.blog;
  const ctx = { publicUrl: config.publicUrl, scriptSrc: BLOG_SCRIPT_SRC };
  const signedIn = guards.requireAnyUser();
  const collector = guards.requireCollector();

  async function viewerOf(req: FastifyRequest): Promise<SessionUser | null> {
    return ((await guards.resolve(req, 'consumer')) ?? (await guards.resolve(req, 'collector')))?.user ?? null;
  }

  /** After requireCollector: only the on-call administrator moderates; anyone else is refused and logged. */
  const requireOnCall = asGuard(async function requireOnCall(req: FastifyRequest): Promise<void> {
    const session = sessionOf(req);
    if (session.user.isOnCallAdmin) return;
    await guards.refuse(req, session, 'on-call administrator only', BLOG_MESSAGES.operatorOnly);
  });

  const html = (reply: FastifyReply, cacheControl: string) => reply.type('text/html; charset=utf-8').header('cache-control', cacheControl);

  return async (app) => {
    app.get('/blog', { schema: { hide: true } }, async (_req, reply) => {
      html(reply, 'public, max-age=300');
      return renderBlogIndex(blog.articles, ctx);
    });

    app.get('/blog/:slug', { schema: { hide: true, params: PostSlugParamsSchema } }, async (req, reply) => {
      const article = blog.findArticle(req.params.slug);
      if (!article) {
        html(reply, 'no-cache').status(404);
        return renderNotFoundPage(ctx, req.url);
      }
      const viewer = await viewerOf(req);
      // The comment form names the signed-in reader, so the page is per visitor.
      html(reply, 'private, no-cache');
      return renderPost({ article, related: blog.relatedTo(article), comments: await blog.listComments(article.slug), viewer }, ctx);
    });

    app.get('/blog/assets/blog.js', { schema: { hide: true } }, async (_req, reply) => {
      reply.type('text/javascript; charset=utf-8').header('cache-control', 'public, max-age=31536000, immutable');
      return BLOG_SCRIPT;
    });

    app.get('/blog/rss.xml', { schema: { hide: true } }, async (_req, reply) => {
      reply.type('application/rss+xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return renderRss(config.publicUrl, blog.articles);
    });

    app.get('/sitemap.xml', { schema: { hide: true } }, async (_req, reply) => {
      reply.type('application/xml; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return renderSitemap(config.publicUrl, blog.articles);
    });

    app.get('/robots.txt', { schema: { hide: true } }, async (_req, reply) => {
      reply.type('text/plain; charset=utf-8').header('cache-control', 'public, max-age=3600');
      return renderRobots(config.publicUrl);
    });

    app.get(
      '/api/blog/posts/:slug/comments',
      {
        schema: {
          tags,
          summary: "A post's visible comments, oldest first, each with its replies (one level)",
          params: PostSlugParamsSchema,
          response: { 200: CommentListResponseSchema },
        },
      },
      async (req) => {
        const threads = await blog.listComments(req.params.slug);
        return { comments: threads.map((t) => ({ ...toComment(t), replies: t.replies.map(toComment) })) };
      },
    );

    app.post(
      '/api/blog/posts/:slug/comments',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary:
            'Comment on a post, or reply with parent_id (a reply to a reply joins its thread). Signed-in consumers and collectors (labelled Collector). Plain text up to 10,000 characters; rate limited per user.',
          params: PostSlugParamsSchema,
          body: CommentInputSchema,
          response: { 200: CreateCommentResponseSchema },
        },
      },
      async (req) => {
        const comment = await blog.createComment(sessionOf(req).user, req.params.slug, req.body, req.ip);
        return { comment: { ...toComment(comment), parent_id: comment.parentId } };
      },
    );

    app.post(
      '/api/blog/comments/:id/report',
      {
        preHandler: signedIn,
        schema: {
          tags,
          summary: 'Report a comment (once per user; not your own). Three reports hold it from the post until the on-call administrator decides.',
          params: CommentIdParamsSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await blog.reportComment(sessionOf(req).user, req.params.id, req.ip);
        return { message: BLOG_MESSAGES.reported };
      },
    );

    app.get(
      '/collectors/api/blog/reported_comments',
      {
        preHandler: [collector, requireOnCall],
        schema: {
          tags,
          summary: 'On-call administrator: reported comments not yet reviewed, most reported first',
          response: { 200: ReportedCommentsResponseSchema },
        },
      },
      async () => ({ comments: await blog.listReported() }),
    );

    app.post(
      '/collectors/api/blog/comments/:id/hide',
      {
        preHandler: [collector, requireOnCall],
        schema: {
          tags,
          summary: 'On-call administrator: hide a comment (and its replies) from its post',
          params: CommentIdParamsSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await blog.moderate(sessionOf(req).user, req.params.id, 'hidden', req.ip);
        return { message: BLOG_MESSAGES.hidden };
      },
    );

    app.post(
      '/collectors/api/blog/comments/:id/keep',
      {
        preHandler: [collector, requireOnCall],
        schema: {
          tags,
          summary: 'On-call administrator: keep a reported comment visible for good',
          params: CommentIdParamsSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await blog.moderate(sessionOf(req).user, req.params.id, 'kept', req.ip);
        return { message: BLOG_MESSAGES.kept };
      },
    );

    app.get('/blog/moderation', { schema: { hide: true } }, async (req, reply) => {
      const session = await guards.resolve(req, 'collector');
      if (!session?.user.isOnCallAdmin) return reply.redirect('/collectors');
      html(reply, 'no-store');
      return renderModerationPage(await blog.listReported(), ctx);
    });
  };
}
