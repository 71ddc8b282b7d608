import { MessageSchema, NEWSLETTER_MESSAGES, NewsletterConfirmQuerySchema, NewsletterInputSchema, NewsletterUnsubscribeQuerySchema } from '@parley/shared';
import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { AppError } from '../../platform/errors.js';
import { escapeHtml } from '../../platform/html.js';
import { renderPublicPage } from '../../platform/public-page.js';
import type { RouteContext } from '../../route-context.js';

/**
 * Newsletter signup (the blog's form posts here by ajax) and the two emailed links. The links are
 * GET pages a person opens from their inbox: the secret token is what authorizes them.
 */
export function newsletterRoutes({ config, services }: RouteContext): FastifyPluginAsyncZod {
  const newsletter = services.newsletter;

  function resultPage(reply: FastifyReply, status: number, title: string, message: string, path: string) {
    reply.status(status).type('text/html; charset=utf-8').header('cache-control', 'no-store');
    return renderPublicPage({
      title: `${title} · Parley`,
      description: message,
      path,
      publicUrl: config.publicUrl,
      noindex: true,
      body: `<div class="wrap center"><h1>${escapeHtml(title)}</h1><p class="lede">${escapeHtml(message)}</p><p><a class="button" href="/blog">Read the blog</a></p></div>`,
    });
  }

  /** A refused link answers a readable page, not JSON: people open these from their mail. */
  async function linkPage(reply: FastifyReply, path: string, run: () => Promise<void>, success: [string, string], failure: [string, string]) {
    try {
      await run();
      return resultPage(reply, 200, success[0], success[1], path);
    } catch (error) {
      if (error instanceof AppError && error.code === 'NOT_FOUND') return resultPage(reply, 404, failure[0], failure[1], path);
      throw error;
    }
  }

  return async (app) => {
    app.post(
      '/api/newsletter',
      {
        schema: {
          tags: ['newsletter'],
          summary:
            'Sign up for the newsletter (double opt-in): emails a confirmation link. A pending address gets the link again; a confirmed one answers 409. Rate limited per IP and per address.',
          body: NewsletterInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => ({ message: await newsletter.subscribe(req.body.email, req.ip) }),
    );

    app.get('/newsletter/confirm', { schema: { hide: true } }, async (req, reply) => {
      const query = NewsletterConfirmQuerySchema.safeParse(req.query);
      const failure: [string, string] = ['Link not valid', NEWSLETTER_MESSAGES.invalidLink];
      if (!query.success) return resultPage(reply, 404, ...failure, '/newsletter/confirm');
      return linkPage(
        reply,
        '/newsletter/confirm',
        () => newsletter.confirm(query.data.token),
        ['Subscription confirmed', NEWSLETTER_MESSAGES.confirmed],
        failure,
      );
    });

    app.get('/newsletter/unsubscribe', { schema: { hide: true } }, async (req, reply) => {
      const query = NewsletterUnsubscribeQuerySchema.safeParse(req.query);
      const failure: [string, string] = ['Link not valid', NEWSLETTER_MESSAGES.invalidUnsubscribeLink];
      if (!query.success) return resultPage(reply, 404, ...failure, '/newsletter/unsubscribe');
      return linkPage(
        reply,
        '/newsletter/unsubscribe',
        () => newsletter.unsubscribe(query.data.id, query.data.token),
        ['Unsubscribed', NEWSLETTER_MESSAGES.unsubscribed],
        failure,
      );
    });
  };
}
