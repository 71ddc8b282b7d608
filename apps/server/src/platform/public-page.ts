import { escapeHtml } from './html.js';

/**
 * The server-rendered public pages (blog, product entry pages, newsletter links): real HTML that
 * search engines read and that works without JavaScript. The stylesheet is inlined (one round
 * trip, nothing render-blocking; the CSP allows inline styles) and scripts are same-origin files
 * (the CSP allows no inline script).
 */
export type PublicPage = {
  title: string;
  /** The title shared by Open Graph (without the site suffix); defaults to the title. */
  ogTitle?: string;
  description: string;
  /** Path of the page's canonical URL, e.g. /blog/how-to-answer. */
  path: string;
  publicUrl: string;
  body: string;
  ogType?: 'website' | 'article';
  /** Extra <head> content (article meta tags, JSON-LD). */
  head?: string;
  scripts?: string[];
  noindex?: boolean;
  /** A signed-in consumer sees a link to their dashboard instead of "Sign in". */
  signedIn?: boolean;
};

const MARK = `<svg width="28" height="28" viewBox="0 0 32 32" aria-hidden="true" focusable="false"><rect width="32" height="32" rx="8" fill="#4c6ef5"/><path d="M8 10.5A2.5 2.5 0 0 1 10.5 8h8A2.5 2.5 0 0 1 21 10.5v5a2.5 2.5 0 0 1-2.5 2.5H14l-4 3.5V18a2 2 0 0 1-2-2z" fill="#fff"/><path d="M23 13h.5A2.5 2.5 0 0 1 26 15.5v5a2 2 0 0 1-2 2v3l-3.5-3H16a2.5 2.5 0 0 1-2.4-1.8" fill="none" stroke="#fff" stroke-width="1.8" stroke-linecap="round" stroke-linejoin="round"/></svg>`;

export function renderPublicPage(page: PublicPage): string {
  const url = `${page.publicUrl}${page.path}`;
  const title = escapeHtml(page.title);
  const description = escapeHtml(page.description);
  const scripts = (page.scripts ?? []).map((src) => `<script src="${escapeHtml(src)}" defer></script>`).join('');
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${title}</title>
<meta name="description" content="${description}">
<link rel="canonical" href="${escapeHtml(url)}">
${page.noindex ? '<meta name="robots" content="noindex">\n' : ''}<meta property="og:site_name" content="Parley">
<meta property="og:type" content="${page.ogType ?? 'website'}">
<meta property="og:title" content="${escapeHtml(page.ogTitle ?? page.title)}">
<meta property="og:description" content="${description}">
<meta property="og:url" content="${escapeHtml(url)}">
<meta name="twitter:card" content="summary">
<meta name="theme-color" content="#364fc7">
<link rel="icon" type="image/svg+xml" href="/favicon.svg">
<link rel="alternate" type="application/rss+xml" title="Parley blog" href="/blog/rss.xml">
${page.head ?? ''}<style>${PUBLIC_CSS}</style>
${scripts}
</head>
<body>
<a class="skip" href="#main">Skip to content</a>
<header class="site"><div class="wrap bar"><a class="brand" href="/" aria-label="Parley home">${MARK}<span>Parley</span></a><nav aria-label="Main"><a href="/blog">Blog</a><a href="/solosettle">SoloSettle</a><a href="/debt_answer">Debt Answer</a>${page.signedIn ? '<a href="/my_dashboard">My dashboard</a>' : '<a href="/users/sign_in">Sign in</a>'}</nav></div></header>
<main id="main">${page.body}</main>
<footer class="site"><div class="wrap"><p><strong>Parley</strong> helps people answer debt lawsuits and settle debts on terms they can keep.</p><p>Articles are general information, not legal advice. For advice about your situation, talk to a lawyer licensed in your state; many legal aid offices help for free.</p><p><a href="/blog">Blog</a> · <a href="/solosettle">SoloSettle</a> · <a href="/debt_answer">Debt Answer</a> · <a href="/blog/rss.xml">RSS</a> · <a href="/collectors">For collectors</a></p></div></footer>
</body>
</html>`;
}

export function formatDate(isoDate: string): string {
  const [y, m, d] = isoDate.split('-').map(Number);
  return new Date(Date.UTC(y ?? 1970, (m ?? 1) - 1, d ?? 1)).toLocaleDateString('en-US', { year: 'numeric', month: 'long', day: 'numeric', timeZone: 'UTC' });
}

/** JSON for a <script type="application/ld+json"> block: `<` escaped so the text cannot close the element. */
export function jsonLd(data: unknown): string {
  return `<script type="application/ld+json">${JSON.stringify(data).replace(/</g, '\\u003c')}</script>\n`;
}

const PUBLIC_CSS = `
:root{--ink:#1f2933;--muted:#52606d;--line:#d9e2ec;--soft:#f5f7fa;--brand:#364fc7;--brand-bg:#edf2ff;--ok:#2b8a3e;--warn:#c92a2a}
*{box-sizing:border-box}
html{-webkit-text-size-adjust:100%;scroll-padding-top:76px}
body{margin:0;font:17px/1.65 -apple-system,BlinkMacSystemFont,"Segoe UI",Roboto,"Helvetica Neue",Arial,sans-serif;color:var(--ink);background:#fff}
a{color:var(--brand)}
a:hover{text-decoration-thickness:2px}
:focus-visible{outline:3px solid #748ffc;outline-offset:2px}
.skip{position:absolute;left:-999px;top:0;background:#fff;padding:.5rem 1rem;z-index:10}
.skip:focus{left:.5rem}
.wrap{max-width:1140px;margin:0 auto;padding:0 20px}
header.site{position:sticky;top:0;z-index:5;background:rgba(255,255,255,.96);border-bottom:1px solid var(--line)}
@media (max-width:640px){header.site{position:static}html{scroll-padding-top:12px}}
.bar{display:flex;align-items:center;justify-content:space-between;gap:12px;min-height:60px;flex-wrap:wrap}
.brand{display:flex;align-items:center;gap:8px;font-weight:700;font-size:20px;color:#364fc7;text-decoration:none}
header nav{display:flex;gap:4px 16px;flex-wrap:wrap;font-size:15px}
header nav a{color:var(--ink);text-decoration:none;padding:10px 2px}
header nav a:hover{color:var(--brand);text-decoration:underline}
footer.site{margin-top:64px;border-top:1px solid var(--line);background:var(--soft);color:var(--muted);font-size:15px;padding:24px 0 40px}
h1{font-size:clamp(30px,5vw,42px);line-height:1.15;letter-spacing:-.01em;margin:.2em 0 .3em}
h2{font-size:26px;line-height:1.25;margin:1.8em 0 .5em}
h3{font-size:20px;line-height:1.3;margin:1.5em 0 .4em}
.lede{font-size:20px;color:var(--muted);margin:0 0 1rem}
.meta{color:var(--muted);font-size:15px;margin:0 0 1.2rem}
.tags{display:flex;gap:6px;flex-wrap:wrap;list-style:none;padding:0;margin:0 0 1.5rem}
.tags li{background:var(--brand-bg);color:#364fc7;border-radius:99px;padding:2px 10px;font-size:14px}
.post-grid{display:grid;grid-template-columns:minmax(0,1fr);gap:40px;padding-top:28px}
@media (min-width:1024px){.post-grid{grid-template-columns:minmax(0,720px) 280px;justify-content:space-between}}
article.post{max-width:720px}
article.post p,article.post li{max-width:68ch}
article.post p.card,article.post p.notice{max-width:none}
article.post table{border-collapse:collapse;width:100%;font-size:15px;margin:1rem 0;display:block;overflow-x:auto}
article.post th,article.post td{border:1px solid var(--line);padding:6px 10px;text-align:left;vertical-align:top;min-width:6.5rem}
article.post th{background:var(--soft)}
article.post blockquote{margin:1rem 0;padding:.2rem 1rem;border-left:4px solid #91a7ff;background:var(--brand-bg)}
article.post code{background:var(--soft);padding:1px 5px;border-radius:4px;font-size:.9em}
.notice{border:1px solid #ffd8a8;background:#fff9db;border-radius:8px;padding:12px 16px;font-size:15px;margin:0 0 1.5rem}
.toc{font-size:15px}
.toc h2{font-size:14px;text-transform:uppercase;letter-spacing:.06em;color:var(--muted);margin:0 0 .5rem}
.toc ol{list-style:none;margin:0;padding:0}
.toc li{margin:0}
.toc li.depth-3{padding-left:14px}
.toc a{display:block;padding:6px 10px;border-left:3px solid transparent;color:var(--ink);text-decoration:none;line-height:1.35}
.toc a:hover{color:var(--brand);text-decoration:underline}
.toc a.active{border-left-color:var(--brand);color:var(--brand);background:var(--brand-bg);font-weight:600}
aside.side{display:none}
@media (min-width:1024px){aside.side{display:block}.toc-side{position:sticky;top:84px;max-height:calc(100vh - 100px);overflow:auto}details.toc-inline{display:none}}
details.toc-inline{border:1px solid var(--line);border-radius:8px;padding:10px 14px;margin:0 0 1.5rem}
details.toc-inline summary{cursor:pointer;font-weight:600}
details.toc-inline ol{margin-top:8px}
.card{border:1px solid var(--line);border-radius:12px;padding:20px;background:#fff}
.cta{background:var(--brand-bg);border-color:#bac8ff;margin:2.5rem 0}
.cta h2{margin-top:0;font-size:22px}
.button{display:inline-block;background:#3b5bdb;color:#fff;border:0;border-radius:8px;padding:12px 18px;font-family:inherit;font-size:16px;font-weight:600;line-height:1.2;text-decoration:none;cursor:pointer}
.button:hover{background:#364fc7;color:#fff}
.button.secondary{background:#fff;color:#364fc7;border:1px solid #bac8ff}
.button[disabled]{opacity:.6;cursor:wait}
.related{margin-top:2.5rem}
.related ul,.post-list{list-style:none;padding:0;margin:0;display:grid;gap:16px}
.post-list{grid-template-columns:repeat(auto-fill,minmax(300px,1fr))}
.post-list h2,.related h3{font-size:20px;margin:.2rem 0 .4rem}
.post-list h2 a,.related h3 a{text-decoration:none;color:var(--ink)}
.post-list h2 a:hover,.related h3 a:hover{color:var(--brand);text-decoration:underline}
.post-list p,.related p{margin:0 0 .4rem;color:var(--muted);font-size:15px}
section.comments{margin-top:3rem}
.comment{border-top:1px solid var(--line);padding:14px 0}
.comment .who{font-weight:600}
.comment .when{color:var(--muted);font-size:14px}
.badge{display:inline-block;background:#fff4e6;color:#a33a00;border:1px solid #ffc078;border-radius:6px;font-size:12px;font-weight:700;padding:0 6px;margin-left:6px;vertical-align:2px}
.comment .text{white-space:pre-wrap;overflow-wrap:anywhere;margin:.3rem 0}
.replies{margin-left:22px;border-left:3px solid var(--line);padding-left:16px}
.comment-actions{display:flex;gap:14px;font-size:14px}
.linklike{background:none;border:0;padding:6px 0;color:var(--brand);font:inherit;font-size:14px;cursor:pointer;text-decoration:underline}
form.stack{display:grid;gap:10px;margin:1rem 0}
label{font-weight:600;font-size:15px}
textarea,input[type=email]{width:100%;font:inherit;font-size:16px;padding:10px 12px;border:1px solid #9aa5b1;border-radius:8px;background:#fff;color:var(--ink)}
textarea{min-height:120px;resize:vertical}
.hint{color:var(--muted);font-size:14px;margin:0}
.status{min-height:1.5em;font-size:15px;margin:0}
.status.ok{color:var(--ok)}
.status.error{color:var(--warn)}
.newsletter{margin-top:3rem;background:var(--soft)}
.newsletter h2{margin-top:0;font-size:22px}
.newsletter .row{display:flex;gap:10px;flex-wrap:wrap}
.newsletter .row input{flex:1 1 240px}
.hero{padding:40px 0 8px}
.price{font-size:28px;font-weight:700;line-height:1.25;margin:.2rem 0 .6rem}
.card .button+.hint{margin-top:10px}
.grid-2{display:grid;gap:20px;grid-template-columns:repeat(auto-fit,minmax(280px,1fr))}
.steps{padding-left:1.2rem}
.center{max-width:640px;margin:48px auto;text-align:center}
`.replace(/\n/g, '');
