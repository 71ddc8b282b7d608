import { desc } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { mailOutbox } from '../../db/schema/index.js';
import { escapeHtml } from '../../platform/html.js';
import type { RouteContext } from '../../route-context.js';

const MailSchema = z.object({ id: z.number(), to: z.string(), subject: z.string(), text: z.string(), created_at: z.string() });

function linkify(escaped: string): string {
  return escaped.replace(/https?:\/\/[^\s<]+/g, (url) => `<a href="${url}">${url}</a>`);
}

/**
 * The embedded mode's mailbox: every message Parley "sent", newest first. Registered only in
 * development without an SMTP server (config.devRoutes), and answering loopback clients only.
 */
export function devMailboxRoutes({ services }: RouteContext): FastifyPluginAsyncZod {
  const recent = () => services.db.select().from(mailOutbox).orderBy(desc(mailOutbox.id)).limit(100);
  return async (app) => {
    app.get(
      '/dev/mailbox.json',
      {
        schema: { tags: ['development'], summary: 'Embedded mode only: the last 100 messages', response: { 200: z.object({ messages: z.array(MailSchema) }) } },
      },
      async () => ({
        messages: (await recent()).map((m) => ({ id: m.id, to: m.toAddress, subject: m.subject, text: m.textBody, created_at: m.createdAt.toISOString() })),
      }),
    );
    app.get('/dev/mailbox', { schema: { hide: true } }, async (_req, reply) => {
      const rows = await recent();
      const items = rows
        .map(
          (m) =>
            `<article><header><h2>${escapeHtml(m.subject)}</h2><p>To <b>${escapeHtml(m.toAddress)}</b> · ${m.createdAt.toISOString().replace('T', ' ').slice(0, 19)} UTC</p></header><pre>${linkify(escapeHtml(m.textBody))}</pre></article>`,
        )
        .join('');
      reply.type('text/html').header('cache-control', 'no-store');
      return `<!doctype html><html lang="en"><head><meta charset="utf-8"><meta name="viewport" content="width=device-width,initial-scale=1"><title>Parley dev mailbox</title><link rel="stylesheet" href="/dev/mailbox.css"></head><body><h1>Dev mailbox</h1><p class="note">Embedded mode: Parley's emails land here instead of being sent. Newest first.</p>${items || '<p>No messages yet.</p>'}</body></html>`;
    });
    app.get('/dev/mailbox.css', { schema: { hide: true } }, async (_req, reply) => {
      reply.type('text/css');
      return 'body{font:15px/1.5 system-ui,sans-serif;max-width:860px;margin:2rem auto;padding:0 1rem;color:#1f2933}h1{margin-bottom:0}.note{color:#52606d}article{border:1px solid #d9e2ec;border-radius:8px;padding:1rem;margin:1rem 0}h2{font-size:1.1rem;margin:0}header p{margin:.25rem 0 0;color:#52606d}pre{white-space:pre-wrap;word-break:break-word;font:inherit}';
    });
  };
}
