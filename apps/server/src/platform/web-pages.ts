import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { brotliCompressSync, gzipSync } from 'node:zlib';
import { Negotiator } from '@fastify/accept-negotiator';
import { PAGE_ASSETS_FILE, type PageAssets } from '@parley/shared';

type Encoding = 'br' | 'gzip' | 'identity';

export type WebPages = {
  /**
   * The app's HTML for `pathname` (the page's own chunks preloaded, `noindex` unless it is a public
   * page), compressed as `acceptEncoding` allows. Each page's three forms are made once.
   */
  htmlFor(pathname: string, acceptEncoding: string | undefined): { body: Buffer; encoding: Encoding };
  /** Whether the web app has a page of its own at `pathname` (not its "not found" page). */
  hasPage(pathname: string): boolean;
};

const encodings = new Negotiator<Encoding>({ supportedValues: ['br', 'gzip', 'identity'] });

/** `/my_cases/:id` → a regular expression matching that path and nothing longer. */
function patternOf(routePath: string): RegExp {
  const source = routePath
    .split('/')
    .map((segment) => (segment.startsWith(':') ? '[^/]+' : segment.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')))
    .join('/');
  return new RegExp(`^${source}/?$`);
}

/**
 * The single-page app's index.html, once per page. The browser learns of a page's chunks from the
 * HTML instead of after running the entry (one round trip less on a phone), and private pages tell
 * search engines not to index them. Without the build's page list (an older build), index.html as is.
 */
export function loadWebPages(webDist: string): WebPages {
  const template = readFileSync(path.join(webDist, 'index.html'), 'utf8');
  const listFile = path.join(webDist, PAGE_ASSETS_FILE);
  const pages: PageAssets[] = existsSync(listFile) ? JSON.parse(readFileSync(listFile, 'utf8')) : [];
  const routes = pages.filter((p) => p.path !== '*').map((p) => ({ page: p, pattern: patternOf(p.path) }));
  const fallback = pages.find((p) => p.path === '*');
  const rendered = new Map<PageAssets | undefined, Record<Encoding, Buffer>>();

  function render(page: PageAssets | undefined): string {
    if (!page) return template;
    const links = [
      ...page.css.filter((f) => !template.includes(`/${f}"`)).map((f) => `<link rel="stylesheet" crossorigin href="/${f}">`),
      ...page.js.filter((f) => !template.includes(`/${f}"`)).map((f) => `<link rel="modulepreload" crossorigin href="/${f}">`),
      ...(page.isIndexable ? [] : ['<meta name="robots" content="noindex">']),
    ];
    return template.replace('  </head>', `${links.map((l) => `    ${l}\n`).join('')}  </head>`);
  }

  return {
    hasPage: (pathname) => routes.some((r) => r.pattern.test(pathname)),
    htmlFor(pathname, acceptEncoding) {
      const page = routes.find((r) => r.pattern.test(pathname))?.page ?? fallback;
      let forms = rendered.get(page);
      if (forms === undefined) {
        const identity = Buffer.from(render(page));
        forms = { identity, br: brotliCompressSync(identity), gzip: gzipSync(identity, { level: 9 }) };
        rendered.set(page, forms);
      }
      const encoding = (acceptEncoding && encodings.negotiate(acceptEncoding)) || 'identity';
      return { body: forms[encoding], encoding };
    },
  };
}
