import { COMMENT_MAX_LENGTH, formatCents, PRODUCTS } from '@parley/shared';
import { escapeHtml } from '../../platform/html.js';
import { formatDate, jsonLd, renderPublicPage } from '../../platform/public-page.js';
import type { SessionUser } from '../../platform/sessions.js';
import type { Article, Heading } from './articles.js';
import { type CommentThread, type CommentView, displayName } from './blog.service.js';

/** The HTML, XML and text documents of the public blog. Everything user-written is escaped here. */

export type PageContext = { publicUrl: string; scriptSrc: string };

const BLOG_DESCRIPTION =
  'Plain-language guides for people facing a debt lawsuit or a collector: answering a summons, deadlines, validation letters, settling, your rights under the FDCPA, and each state’s statute of limitations.';

export function renderBlogIndex(articles: Article[], ctx: PageContext): string {
  const items = articles
    .map(
      (a) =>
        `<li class="card"><p class="meta">${formatDate(a.date)} · ${a.readingMinutes} min read</p><h2><a href="/blog/${a.slug}">${escapeHtml(a.title)}</a></h2><p>${escapeHtml(a.description)}</p></li>`,
    )
    .join('');
  const body = `<div class="wrap"><section class="hero"><h1>The Parley blog</h1><p class="lede">${escapeHtml(BLOG_DESCRIPTION)}</p><p class="notice">These articles are general information about US law, not legal advice. Laws differ by state and change; for advice about your case, talk to a lawyer licensed in your state.</p></section><ul class="post-list">${items}</ul>${newsletterBox()}</div>`;
  return renderPublicPage({
    title: 'Parley blog: help with debt lawsuits and collections',
    description: BLOG_DESCRIPTION,
    path: '/blog',
    publicUrl: ctx.publicUrl,
    body,
    head: jsonLd({ '@context': 'https://schema.org', '@type': 'Blog', name: 'Parley blog', url: `${ctx.publicUrl}/blog`, description: BLOG_DESCRIPTION }),
    scripts: [ctx.scriptSrc],
  });
}

export type PostView = {
  article: Article;
  related: Article[];
  comments: CommentThread[];
  viewer: SessionUser | null;
};

export function renderPost({ article, related, comments, viewer }: PostView, ctx: PageContext): string {
  const url = `${ctx.publicUrl}/blog/${article.slug}`;
  const toc = tocList(article.headings);
  const product = article.tags.includes('settlement') || article.tags.includes('credit') ? 'solosettle' : 'debt_answer';
  const body = `<div class="wrap post-grid">
<article class="post" aria-labelledby="post-title">
<p class="meta"><a href="/blog">Blog</a></p>
<h1 id="post-title">${escapeHtml(article.title)}</h1>
<p class="lede">${escapeHtml(article.description)}</p>
<p class="meta"><time datetime="${article.date}">${formatDate(article.date)}</time> · ${article.readingMinutes} min read</p>
<ul class="tags" aria-label="Topics">${article.tags.map((t) => `<li>${escapeHtml(t)}</li>`).join('')}</ul>
<p class="notice"><strong>General information, not legal advice.</strong> Laws differ by state and change. For advice about your situation, talk to a lawyer licensed in your state; legal aid offices often help for free.</p>
${toc ? `<details class="toc-inline toc"><summary>On this page</summary>${toc}</details>` : ''}
<div class="content">${article.html}</div>
${ctaBox(product)}
${relatedBox(related)}
${commentsSection(article, comments, viewer)}
${newsletterBox()}
</article>
${toc ? `<aside class="side" aria-label="Table of contents"><nav class="toc toc-side" aria-labelledby="toc-title"><h2 id="toc-title">On this page</h2>${toc}</nav></aside>` : ''}
</div>`;
  return renderPublicPage({
    title: `${article.title} · Parley`,
    ogTitle: article.title,
    description: article.description,
    path: `/blog/${article.slug}`,
    publicUrl: ctx.publicUrl,
    ogType: 'article',
    signedIn: viewer?.kind === 'consumer',
    body,
    head:
      `<meta property="article:published_time" content="${article.date}">\n${article.tags.map((t) => `<meta property="article:tag" content="${escapeHtml(t)}">\n`).join('')}` +
      jsonLd({
        '@context': 'https://schema.org',
        '@type': 'Article',
        headline: article.title,
        description: article.description,
        datePublished: article.date,
        dateModified: article.date,
        wordCount: article.wordCount,
        keywords: article.tags.join(', '),
        mainEntityOfPage: url,
        url,
        author: { '@type': 'Organization', name: 'Parley' },
        publisher: { '@type': 'Organization', name: 'Parley' },
      }),
    scripts: [ctx.scriptSrc],
  });
}

function tocList(headings: Heading[]): string {
  if (headings.length === 0) return '';
  return `<ol>${headings.map((h) => `<li class="depth-${h.depth}"><a href="#${h.id}" data-toc-link="${h.id}">${escapeHtml(h.text)}</a></li>`).join('')}</ol>`;
}

const dollars = (cents: number) => formatCents(cents).replace(/\.00$/, '');

function ctaBox(product: 'solosettle' | 'debt_answer'): string {
  return product === 'solosettle'
    ? `<section class="card cta" aria-labelledby="cta-title"><h2 id="cta-title">Ready to settle?</h2><p>SoloSettle helps you make a settlement offer the collector can accept, and keeps every step in writing. Free to start; ${dollars(PRODUCTS.solosettle.successFeeCents)} only when your settlement agreement is signed.</p><a class="button" href="/solosettle">See how SoloSettle works</a></section>`
    : `<section class="card cta" aria-labelledby="cta-title"><h2 id="cta-title">Been sued over a debt?</h2><p>Debt Answer walks you through writing and filing your answer before the deadline, in plain language. One flat fee of ${dollars(PRODUCTS.debt_answer.upfrontCents)}.</p><a class="button" href="/debt_answer">See how Debt Answer works</a></section>`;
}

function relatedBox(related: Article[]): string {
  if (related.length === 0) return '';
  const items = related
    .map((a) => `<li class="card"><h3><a href="/blog/${a.slug}">${escapeHtml(a.title)}</a></h3><p>${escapeHtml(a.description)}</p></li>`)
    .join('');
  return `<section class="related" aria-labelledby="related-title"><h2 id="related-title">Related articles</h2><ul>${items}</ul></section>`;
}

function commentsSection(article: Article, threads: CommentThread[], viewer: SessionUser | null): string {
  const count = threads.reduce((n, t) => n + 1 + t.replies.length, 0);
  const list = threads.map((t) => commentHtml(t, viewer, t.replies.map((r) => commentHtml(r, viewer, null)).join(''))).join('');
  const form = viewer
    ? commentForm('Add a comment', `comment-new`, null, viewer)
    : `<p class="card">Have a question or a tip for others? <a href="/users/sign_in?return_to=${encodeURIComponent(`/blog/${article.slug}#comments`)}">Sign in to comment</a>.</p>`;
  return `<section class="comments" id="comments" aria-labelledby="comments-title" data-post-slug="${article.slug}">
<h2 id="comments-title">Comments (${count})</h2>
<p class="hint">Comments are public. Please do not post your case number, account numbers or anything else private. Comments are not reviewed by a lawyer.</p>
${form}
<div class="comment-list">${list || '<p class="hint">No comments yet.</p>'}</div>
</section>`;
}

function commentHtml(comment: CommentView, viewer: SessionUser | null, repliesHtml: string | null): string {
  const badge = comment.isCollector ? '<span class="badge" title="This comment was written from a collector account">Collector</span>' : '';
  const canReport = viewer !== null && viewer.id !== comment.authorId;
  const actions = [
    viewer && repliesHtml !== null
      ? `<details class="reply"><summary class="linklike">Reply</summary>${commentForm(`Reply to ${comment.authorName}`, `reply-${comment.id}`, comment.id, viewer)}</details>`
      : '',
    canReport ? `<button type="button" class="linklike" data-report-comment="${comment.id}">Report</button><span class="status" role="status"></span>` : '',
  ].join('');
  const replies = repliesHtml ? `<div class="replies">${repliesHtml}</div>` : '';
  return `<div class="comment" id="comment-${comment.id}"><div><span class="who">${escapeHtml(comment.authorName)}</span>${badge} <time class="when" datetime="${comment.createdAt.toISOString()}">${formatDate(comment.createdAt.toISOString().slice(0, 10))}</time></div><div class="text">${comment.bodyHtml}</div>${actions ? `<div class="comment-actions">${actions}</div>` : ''}${replies}</div>`;
}

function commentForm(label: string, id: string, parentId: number | null, viewer: SessionUser): string {
  const who = escapeHtml(displayName(viewer.firstName, viewer.lastName));
  return `<form class="stack comment-form" method="post" data-parent-id="${parentId ?? ''}"><label for="${id}">${escapeHtml(label)}</label><textarea id="${id}" name="body" maxlength="${COMMENT_MAX_LENGTH}" required></textarea><p class="hint">Commenting as ${who}${viewer.kind === 'collector' ? ' (labelled Collector)' : ''}${who.endsWith('.') ? '' : '.'} Plain text; links become clickable. Up to 10,000 characters.</p><div><button class="button" type="submit">${parentId ? 'Post reply' : 'Post comment'}</button></div><p class="status" role="status" aria-live="polite"></p></form>`;
}

function newsletterBox(): string {
  return `<section class="card newsletter" aria-labelledby="newsletter-title"><h2 id="newsletter-title">Get new guides by email</h2><p>One short email when we publish something useful. No spam; unsubscribe with one click.</p><form class="newsletter-form" method="post" novalidate><label for="newsletter-email">Email address</label><div class="row"><input id="newsletter-email" name="email" type="email" autocomplete="email" required><button class="button" type="submit">Subscribe</button></div><p class="status" role="status" aria-live="polite"></p><noscript><p class="hint">Turn on JavaScript to subscribe.</p></noscript></form></section>`;
}

export function renderNotFoundPage(ctx: PageContext, path: string): string {
  return renderPublicPage({
    title: 'Page not found · Parley',
    description: 'This page does not exist.',
    path,
    publicUrl: ctx.publicUrl,
    noindex: true,
    body: `<div class="wrap center"><h1>We could not find that page</h1><p>The article may have moved. <a href="/blog">See all articles</a>.</p></div>`,
  });
}

export type ReportedCommentRow = {
  id: number;
  post_slug: string;
  post_title: string;
  author_name: string;
  author_email: string | null;
  is_collector: boolean;
  body: string;
  report_count: number;
  is_held: boolean;
};

/** The on-call administrator's moderation queue. */
export function renderModerationPage(rows: ReportedCommentRow[], ctx: PageContext): string {
  const items = rows
    .map(
      (r) =>
        `<li class="card" id="reported-${r.id}"><p class="meta">On <a href="/blog/${r.post_slug}">${escapeHtml(r.post_title)}</a> · ${escapeHtml(r.author_name)}${r.is_collector ? ' <span class="badge">Collector</span>' : ''} · ${escapeHtml(r.author_email ?? '')} · ${r.report_count} report${r.report_count === 1 ? '' : 's'}${r.is_held ? ' · <strong>held from the post</strong>' : ''}</p><div class="text" style="white-space:pre-wrap;overflow-wrap:anywhere">${escapeHtml(r.body)}</div><p class="comment-actions"><button type="button" class="button" data-moderate="hide" data-comment-id="${r.id}">Hide</button> <button type="button" class="button secondary" data-moderate="keep" data-comment-id="${r.id}">Keep visible</button><span class="status" role="status"></span></p></li>`,
    )
    .join('');
  return renderPublicPage({
    title: 'Reported comments · Parley',
    description: 'Blog comments reported by readers.',
    path: '/blog/moderation',
    publicUrl: ctx.publicUrl,
    noindex: true,
    body: `<div class="wrap hero"><h1>Reported comments</h1><p class="hint">A comment with 3 or more reports is held from its post until you decide. Hide removes it (and its replies) from the post; Keep visible ends the hold for good.</p><ul class="post-list" style="grid-template-columns:1fr">${items || '<li>No reported comments.</li>'}</ul></div>`,
    scripts: [ctx.scriptSrc],
  });
}

export function renderSitemap(publicUrl: string, articles: Article[]): string {
  const newest = articles[0]?.date;
  const urls = [
    { loc: '/', lastmod: undefined },
    { loc: '/blog', lastmod: newest },
    { loc: '/solosettle', lastmod: undefined },
    { loc: '/debt_answer', lastmod: undefined },
    ...articles.map((a) => ({ loc: `/blog/${a.slug}`, lastmod: a.date })),
  ];
  const entries = urls
    .map((u) => `<url><loc>${escapeHtml(`${publicUrl}${u.loc}`)}</loc>${u.lastmod ? `<lastmod>${u.lastmod}</lastmod>` : ''}</url>`)
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">\n${entries}\n</urlset>\n`;
}

export function renderRss(publicUrl: string, articles: Article[]): string {
  const rfc822 = (d: string) => new Date(`${d}T12:00:00Z`).toUTCString();
  const items = articles
    .map(
      (a) =>
        `<item><title>${escapeHtml(a.title)}</title><link>${publicUrl}/blog/${a.slug}</link><guid isPermaLink="true">${publicUrl}/blog/${a.slug}</guid><pubDate>${rfc822(a.date)}</pubDate><description>${escapeHtml(a.description)}</description>${a.tags.map((t) => `<category>${escapeHtml(t)}</category>`).join('')}</item>`,
    )
    .join('\n');
  return `<?xml version="1.0" encoding="UTF-8"?>\n<rss version="2.0" xmlns:atom="http://www.w3.org/2005/Atom"><channel><title>Parley blog</title><link>${publicUrl}/blog</link><atom:link href="${publicUrl}/blog/rss.xml" rel="self" type="application/rss+xml"/><description>${escapeHtml(BLOG_DESCRIPTION)}</description><language>en-us</language>${articles[0] ? `<lastBuildDate>${rfc822(articles[0].date)}</lastBuildDate>` : ''}\n${items}\n</channel></rss>\n`;
}

/** The sign-in pages stay crawlable (issue 20); pages behind them also answer `noindex` (platform/web-pages.ts). */
export function renderRobots(publicUrl: string): string {
  return `User-agent: *\nAllow: /\nDisallow: /api/\nDisallow: /collectors/\nDisallow: /dev/\nDisallow: /my_dashboard\nDisallow: /start/\nDisallow: /newsletter/\nDisallow: /blog/moderation\n\nSitemap: ${publicUrl}/sitemap.xml\n`;
}
