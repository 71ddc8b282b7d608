import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import matter from 'gray-matter';
import { Marked } from 'marked';
import { z } from 'zod';
import { escapeHtml } from '../../platform/html.js';

/**
 * The blog's articles: Markdown files with YAML front matter in content/blog at the repository
 * root. This loader is the one source for the public blog and for the AI assistant's knowledge
 * base, so it returns both the rendered HTML and the plain text, and knows nothing about HTTP.
 */

export const ARTICLES_DIR = fileURLToPath(new URL('../../../../../content/blog/', import.meta.url));

export type Heading = { id: string; text: string; depth: 2 | 3 };

export type Article = {
  slug: string;
  title: string;
  description: string;
  /** Publication date, YYYY-MM-DD. */
  date: string;
  tags: string[];
  stateGroup: string | null;
  /** Rendered HTML of the body; raw HTML in the Markdown is shown as text, never passed through. */
  html: string;
  /** The body as plain text (for search, the assistant's retrieval, and reading time). */
  text: string;
  headings: Heading[];
  readingMinutes: number;
  wordCount: number;
};

const WORDS_PER_MINUTE = 230;

const FrontMatterSchema = z.strictObject({
  title: z.string().trim().min(1).max(120),
  description: z.string().trim().min(50).max(200),
  // YAML reads an unquoted 2026-01-05 as a Date.
  date: z.union([z.date().transform((d) => d.toISOString().slice(0, 10)), z.string().regex(/^\d{4}-\d{2}-\d{2}$/)]),
  slug: z.string().regex(/^[a-z0-9]+(?:-[a-z0-9]+)*$/, 'slug must be lowercase words joined by hyphens'),
  tags: z.array(z.string().trim().min(1)).min(1),
  state_group: z.string().trim().min(1).optional(),
});

/** Reads and renders every `*.md` file of a folder, newest first. Throws naming the file on bad front matter. */
export function loadArticles(dir: string = ARTICLES_DIR): Article[] {
  const files = readdirSync(dir).filter((f) => f.endsWith('.md'));
  const articles = files.map((file) => parseArticle(readFileSync(path.join(dir, file), 'utf8'), file));
  const slugs = new Set<string>();
  for (const a of articles) {
    if (slugs.has(a.slug)) throw new Error(`content/blog: the slug "${a.slug}" is used twice`);
    slugs.add(a.slug);
  }
  return articles.sort((a, b) => b.date.localeCompare(a.date) || a.title.localeCompare(b.title));
}

export function parseArticle(source: string, fileName = 'article.md'): Article {
  const { data, content } = matter(source);
  const parsed = FrontMatterSchema.safeParse(data);
  if (!parsed.success) {
    const problems = parsed.error.issues.map((i) => `${i.path.join('.') || 'front matter'}: ${i.message}`).join('; ');
    throw new Error(`content/blog/${fileName}: ${problems}`);
  }
  const meta = parsed.data;
  const { html, headings } = renderMarkdown(content);
  const text = htmlToText(html);
  const wordCount = text.split(/\s+/).filter(Boolean).length;
  return {
    slug: meta.slug,
    title: meta.title,
    description: meta.description,
    date: meta.date,
    tags: meta.tags,
    stateGroup: meta.state_group ?? null,
    html,
    text,
    headings,
    wordCount,
    readingMinutes: Math.max(1, Math.ceil(wordCount / WORDS_PER_MINUTE)),
  };
}

/** Markdown to HTML with an id on every heading (for the table of contents); raw HTML is escaped. */
export function renderMarkdown(markdown: string): { html: string; headings: Heading[] } {
  const headings: Heading[] = [];
  const taken = new Map<string, number>();
  const uniqueId = (text: string) => {
    const base = slugify(text) || 'section';
    const seen = taken.get(base) ?? 0;
    taken.set(base, seen + 1);
    return seen === 0 ? base : `${base}-${seen + 1}`;
  };
  const marked = new Marked({
    gfm: true,
    renderer: {
      heading({ tokens, depth }) {
        const inner = this.parser.parseInline(tokens);
        const text = htmlToText(inner);
        const id = uniqueId(text);
        if (depth === 2 || depth === 3) headings.push({ id, text, depth });
        return `<h${depth} id="${id}">${inner}</h${depth}>\n`;
      },
      // Articles are Markdown only: any HTML in them is shown as text rather than trusted.
      html({ text }) {
        return escapeHtml(text);
      },
      link({ href, title, tokens }) {
        const inner = this.parser.parseInline(tokens);
        if (!/^(https?:\/\/|\/|#|mailto:)/i.test(href)) return inner;
        const external = /^https?:\/\//i.test(href);
        const titleAttr = title ? ` title="${escapeHtml(title)}"` : '';
        return `<a href="${escapeHtml(href)}"${titleAttr}${external ? ' rel="noopener"' : ''}>${inner}</a>`;
      },
    },
  });
  const html = marked.parse(markdown, { async: false });
  return { html, headings };
}

export function slugify(text: string): string {
  return text
    .toLowerCase()
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/&[a-z]+;|&#\d+;/g, ' ')
    .replace(/[^a-z0-9\s-]/g, '')
    .trim()
    .replace(/[\s-]+/g, '-')
    .slice(0, 80)
    .replace(/-+$/, '');
}

const ENTITIES: Record<string, string> = { amp: '&', lt: '<', gt: '>', quot: '"', apos: "'", nbsp: ' ' };

/** Tags dropped, entities decoded, whitespace collapsed. */
export function htmlToText(html: string): string {
  return html
    .replace(/<\/(p|h[1-6]|li|tr|blockquote|pre)>/g, '\n')
    .replace(/<[^>]+>/g, '')
    .replace(/&(#\d+|[a-z]+);/g, (whole, name: string) => {
      if (name.startsWith('#')) return String.fromCodePoint(Number(name.slice(1)));
      return ENTITIES[name] ?? whole;
    })
    .replace(/[ \t]+/g, ' ')
    .replace(/\s*\n\s*/g, '\n')
    .trim();
}

/** Up to `limit` other articles sharing the most tags with this one (newer first on a tie). */
export function relatedArticles(article: Article, all: Article[], limit = 3): Article[] {
  const tags = new Set(article.tags);
  return all
    .filter((a) => a.slug !== article.slug)
    .map((a) => ({ a, shared: a.tags.filter((t) => tags.has(t)).length }))
    .filter(({ shared }) => shared > 0)
    .sort((x, y) => y.shared - x.shared || y.a.date.localeCompare(x.a.date))
    .slice(0, limit)
    .map(({ a }) => a);
}
