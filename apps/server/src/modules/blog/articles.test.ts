import { describe, expect, it } from 'vitest';
import { htmlToText, loadArticles, parseArticle, relatedArticles, renderMarkdown, slugify } from './articles.js';
import { commentToHtml } from './comment-text.js';

const article = (body: string, front = '') => `---
title: A test article
description: A description long enough to pass the front matter check for articles.
date: 2026-01-05
slug: a-test-article
tags: [one, two]
${front}---
${body}`;

describe('the articles in content/blog', () => {
  const articles = loadArticles();

  it('has at least 12 articles, newest first, with unique slugs', () => {
    expect(articles.length).toBeGreaterThanOrEqual(12);
    expect(new Set(articles.map((a) => a.slug)).size).toBe(articles.length);
    const dates = articles.map((a) => a.date);
    expect([...dates].sort().reverse()).toEqual(dates);
  });

  it.each(loadArticles().map((a) => [a.slug, a] as const))('%s is 700–1500 words, says it is not legal advice, and has a table of contents', (_slug, a) => {
    expect(a.wordCount).toBeGreaterThanOrEqual(700);
    expect(a.wordCount).toBeLessThanOrEqual(1500);
    expect(a.text).toMatch(/not legal (or financial )?advice/i);
    expect(a.headings.filter((h) => h.depth === 2).length).toBeGreaterThanOrEqual(4);
    expect(a.readingMinutes).toBe(Math.ceil(a.wordCount / 230));
    for (const h of a.headings) expect(a.html).toContain(`<h${h.depth} id="${h.id}">`);
  });

  it('links between articles only to slugs that exist', () => {
    const slugs = new Set(articles.map((a) => a.slug));
    for (const a of articles) {
      for (const [, slug] of a.html.matchAll(/href="\/blog\/([^"#]+)"/g)) expect(slugs, `${a.slug} links to ${slug}`).toContain(slug);
    }
  });

  it('groups the statute-of-limitations articles by state group', () => {
    const groups = articles.filter((a) => a.stateGroup).map((a) => a.stateGroup);
    expect(groups.sort()).toEqual(['Midwest', 'Northeast', 'South', 'West']);
  });
});

describe('Markdown rendering', () => {
  it('gives every heading a unique id and lists h2 and h3 for the table of contents', () => {
    const { html, headings } = renderMarkdown('# Title\n\n## First step\n\ntext\n\n### A detail\n\n## First step\n\n#### Too deep\n');
    expect(headings).toEqual([
      { id: 'first-step', text: 'First step', depth: 2 },
      { id: 'a-detail', text: 'A detail', depth: 3 },
      { id: 'first-step-2', text: 'First step', depth: 2 },
    ]);
    expect(html).toContain('<h2 id="first-step-2">First step</h2>');
    expect(html).toContain('<h4 id="too-deep">');
  });

  it('shows raw HTML in an article as text instead of trusting it', () => {
    const { html } = renderMarkdown('Hello <script>alert(1)</script>\n\n<img src=x onerror="alert(1)">\n');
    expect(html).not.toMatch(/<script|<img/);
    expect(html).toContain('&#60;script&#62;');
  });

  it('never renders a javascript: link', () => {
    const { html } = renderMarkdown('[click](javascript:alert(1)) and [ok](https://www.ecfr.gov/x)');
    expect(html).not.toContain('javascript:');
    expect(html).toContain('<a href="https://www.ecfr.gov/x" rel="noopener">ok</a>');
  });

  it('renders tables, emphasis and inline code in headings as plain TOC text', () => {
    const a = parseArticle(article('## The **FDCPA** & `you`\n\n| a | b |\n|---|---|\n| 1 | 2 |\n'));
    expect(a.headings).toEqual([{ id: 'the-fdcpa-you', text: 'The FDCPA & you', depth: 2 }]);
    expect(a.html).toContain('<table>');
    expect(a.date).toBe('2026-01-05');
  });

  it('refuses bad front matter, naming the file and the field', () => {
    expect(() => parseArticle(article('text', 'state_group: 7\n').replace('slug: a-test-article', 'slug: Not A Slug'), 'bad.md')).toThrow(/bad\.md: slug/);
  });

  it('slugifies headings and decodes entities to text', () => {
    expect(slugify('What’s a "validation" notice? (§1692g)')).toBe('whats-a-validation-notice-1692g');
    expect(htmlToText('<p>A &amp; B &#60;c&#62;</p>')).toBe('A & B <c>');
  });

  it('relates articles by shared tags, most shared first', () => {
    const [a, b, c, d] = ['x,y', 'x,y', 'y', 'z'].map((tags, i) => ({ ...parseArticle(article('body')), slug: `s${i}`, tags: tags.split(',') }));
    expect(relatedArticles(a!, [a!, b!, c!, d!]).map((r) => r.slug)).toEqual(['s1', 's2']);
  });
});

describe('comment sanitization', () => {
  it.each([
    ['a script element', '<script>alert(1)</script>', '&#60;script&#62;alert(1)&#60;/script&#62;'],
    ['an event handler', '<img src=x onerror=alert(1)>', '&#60;img src=x onerror=alert(1)&#62;'],
    ['an attribute break-out', '" onmouseover="alert(1)', '&#34; onmouseover=&#34;alert(1)'],
    ['a javascript: link', 'javascript:alert(document.cookie)', 'javascript:alert(document.cookie)'],
    ['a data: link', 'data:text/html;base64,PHNjcmlwdD4=', 'data:text/html;base64,PHNjcmlwdD4='],
    ['Markdown', '**bold** [x](https://a.test)', '**bold** [x](<a href="https://a.test/" rel="nofollow ugc noopener">https://a.test</a>)'],
  ])('renders %s as text', (_name, input, expected) => {
    const html = commentToHtml(input);
    expect(html).toBe(expected);
    expect(html).not.toMatch(/<(?!a href="https?:|\/a>)/);
  });

  it('makes http and https links clickable with nofollow ugc noopener, leaving trailing punctuation out', () => {
    expect(commentToHtml('See https://www.consumerfinance.gov/complaint. Or http://x.test/a?b=1&c=2!')).toBe(
      'See <a href="https://www.consumerfinance.gov/complaint" rel="nofollow ugc noopener">https://www.consumerfinance.gov/complaint</a>. Or <a href="http://x.test/a?b=1&#38;c=2" rel="nofollow ugc noopener">http://x.test/a?b=1&#38;c=2</a>!',
    );
  });

  it('keeps a quote inside a link from breaking out of the attribute', () => {
    const html = commentToHtml('https://x.test/"onmouseover="alert(1)');
    expect(html).toBe('<a href="https://x.test/" rel="nofollow ugc noopener">https://x.test/</a>&#34;onmouseover=&#34;alert(1)');
  });
});
