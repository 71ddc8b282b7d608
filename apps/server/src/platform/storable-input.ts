import type { Multipart } from '@fastify/multipart';
import { findUnstorableValue } from '@parley/shared';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { AppError } from './errors.js';

/**
 * One rule at the edge for every route (issue 18): a request whose path parameters, query string,
 * body (values and keys) or multipart fields and file names hold a NUL byte or a lone surrogate, or a
 * number beyond ±2^53, is refused with 400 before any guard, handler or query sees it. PostgreSQL
 * cannot store such text (22P05, 22021) nor count such numbers (22003), and used to answer 500.
 * It runs after the route's schemas (a message the spec names for its field, such as the blog's
 * "Please remove special characters", comes first), on what they let through, coerced query numbers
 * included, and on the parts of routes that have no schema.
 */
export function installStorableInput(app: FastifyInstance): void {
  app.addHook('preHandler', async (req) => {
    for (const [part, value] of [
      ['params', req.params],
      ['query', req.query],
      ['body', req.body],
    ] as const) {
      const found = findUnstorableValue(value);
      if (found) throw refusal(found.path || part, found.message);
    }
    // Multipart fields are read by the route as a stream, in the handler: each part is checked as it is read.
    if (req.isMultipart()) {
      const parts = req.parts.bind(req);
      req.parts = ((options) => storableParts(parts(options))) as FastifyRequest['parts'];
    }
  });
}

async function* storableParts(parts: AsyncIterableIterator<Multipart>): AsyncIterableIterator<Multipart> {
  for await (const part of parts) {
    const found = findUnstorableValue(part.type === 'file' ? { [part.fieldname]: part.filename } : { [part.fieldname]: part.value });
    if (found) {
      if (part.type === 'file') part.file.resume();
      throw refusal(found.path, found.message);
    }
    yield part;
  }
}

function refusal(field: string, message: string): AppError {
  return new AppError('VALIDATION_FAILED', message, { [field]: message });
}
