import type { ErrorBody } from '@parley/shared';
import type { FastifyReply, FastifyRequest } from 'fastify';
import { escapeHtml } from './html.js';
import { renderPublicPage } from './public-page.js';
import type { WebPages } from './web-pages.js';

/**
 * A person's browser opening a URL itself (typed, bookmarked, reloaded, a new tab, a link), as
 * opposed to the app's own fetches. Fetch metadata says so when the browser sends it; without it
 * (an older browser) a GET that asks for HTML is taken for one.
 */
export function isBrowserNavigation(req: FastifyRequest): boolean {
  if (req.method !== 'GET' && req.method !== 'HEAD') return false;
  const mode = req.headers['sec-fetch-mode'];
  if (typeof mode === 'string') return mode === 'navigate';
  return (req.headers.accept ?? '').includes('text/html');
}

const TITLES: Record<number, string> = {
  400: 'This link is not valid',
  403: 'You cannot open this page',
  404: 'We could not find that',
  422: 'This cannot be done',
  429: 'Too many tries',
};

/**
 * The answer to an API error for a browser navigation: never the raw `{ error, code }` JSON.
 * - Signed out: to the sign-in page, which brings the person back to this URL afterwards.
 * - A URL the web app has a page for (/my_dashboard/download?id=… is both a file and a page): that
 *   page, which explains in the spec's words what went wrong.
 * - Anything else: a plain page with the error's message and a way back.
 * Returns false when the request is not a navigation (the caller sends the JSON).
 */
export function answerNavigationError(
  req: FastifyRequest,
  reply: FastifyReply,
  error: { status: number; body: ErrorBody },
  site: { webPages: WebPages | null; publicUrl: string },
): boolean {
  if (!isBrowserNavigation(req)) return false;
  const path = req.url.split('?')[0] ?? '/';
  const isCollector = path.startsWith('/collectors');
  reply.header('cache-control', 'no-store');
  if (error.status === 401) {
    reply.redirect(isCollector ? '/collectors' : `/users/sign_in?return_to=${encodeURIComponent(req.url)}`, 303);
    return true;
  }
  if (site.webPages?.hasPage(path)) {
    const { body, encoding } = site.webPages.htmlFor(path, req.headers['accept-encoding']);
    reply.header('vary', 'accept-encoding');
    if (encoding !== 'identity') reply.header('content-encoding', encoding);
    reply.status(200).type('text/html; charset=utf-8').send(body);
    return true;
  }
  const title = TITLES[error.status] ?? 'Something went wrong';
  const home = isCollector ? { href: '/collectors/accounts', label: 'Back to your accounts' } : { href: '/my_dashboard', label: 'Back to your dashboard' };
  const html = renderPublicPage({
    title: `${title} · Parley`,
    description: error.body.error,
    path,
    publicUrl: site.publicUrl,
    noindex: true,
    body: `<div class="wrap"><h1>${escapeHtml(title)}</h1><p>${escapeHtml(error.body.error)}</p><p><a href="${home.href}">${home.label}</a></p></div>`,
  });
  reply.status(error.status).type('text/html; charset=utf-8').send(html);
  return true;
}
