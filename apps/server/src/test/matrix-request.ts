import { CSRF_HEADER } from '@parley/shared';
import type { Agent } from './test-app.js';

/** One call of the authorization matrix (authorization-matrix.ts): its URL and what it sends. */
export type MatrixRequest = {
  url: string;
  body?: Record<string, unknown>;
  /** A body sent as is (a direct upload's bytes, a signed webhook), with its content type and headers. */
  raw?: { contentType: string; bytes: Buffer | string; headers?: Record<string, string> };
  /** Set by the row's `csrf: 'on-read'`: send the CSRF token on a GET too. */
  csrfOnRead?: boolean;
  multipart?: { fields: Record<string, string | string[]>; files: { field: string; filename: string; contentType: string; bytes: Uint8Array }[] };
};

/** Sends one matrix request as `agent`: JSON, multipart, or none; `csrf: false` or a forged token to test the guard. */
export async function sendAs(agent: Agent, method: string, req: MatrixRequest, options: { csrf?: string | false } = {}) {
  if (req.csrfOnRead && (method === 'GET' || method === 'HEAD')) {
    const token = options.csrf === false ? undefined : (options.csrf ?? (await agent.csrf()));
    return agent.request(method, req.url, undefined, { headers: token ? { [CSRF_HEADER]: token } : {} });
  }
  if (req.raw)
    return agent.request(method, req.url, Buffer.from(req.raw.bytes), { ...options, headers: { 'content-type': req.raw.contentType, ...req.raw.headers } });
  if (req.multipart) {
    if (method !== 'POST') throw new Error('multipart requests are POSTs');
    return agent.multipart(req.url, req.multipart.fields, req.multipart.files, options);
  }
  return agent.request(method, req.url, req.body, options);
}
