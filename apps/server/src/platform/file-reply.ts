import type { FastifyReply } from 'fastify';

/**
 * Sends a private file as a download. The one place a route answers with a file's bytes: the name is
 * reduced to safe characters (a quote or a line break in a stored name cannot break the header), and
 * `no-store` keeps a consumer's papers out of shared and browser caches.
 */
export function sendAttachment(reply: FastifyReply, filename: string, bytes: Uint8Array, contentType = 'application/pdf') {
  return reply
    .header('content-type', contentType)
    .header('cache-control', 'no-store')
    .header('content-disposition', `attachment; filename="${filename.replace(/[^\w.-]/g, '_')}"`)
    .send(Buffer.from(bytes));
}
