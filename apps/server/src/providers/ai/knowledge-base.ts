import { type Citation, US_STATE_NAMES_ES, US_STATES, type UsStateCode } from '@parley/shared';
import MiniSearch from 'minisearch';
import { type Article, htmlToText, loadArticles } from '../../modules/blog/articles.js';
import { foldSpanish } from './spanish.js';

/**
 * The assistant's knowledge base: the blog's own articles (content/blog, one source), cut into
 * sections at their h2 headings and indexed with MiniSearch (BM25+ over title, heading, tags
 * and text). Both providers retrieve from it; the built-in one answers from it directly.
 */

/** A readable unit of a section: a paragraph, a list item, or a table row as "cell: cell; cell". */
export type Unit = { text: string; kind: 'paragraph' | 'item' | 'row' };

export type Section = {
  id: string;
  slug: string;
  title: string;
  heading: string | null;
  headingId: string | null;
  tags: string;
  text: string;
  units: Unit[];
};

export type Hit = { section: Section; score: number };

/** English words too common to tell one question from another; the card index adds Spanish's. */
export const ENGLISH_STOP_WORDS: readonly string[] =
  "a an and are as at be been but by can could did do does for from had has have how i if in into is it its me my of on or our so that the their them then there these they this to was we were what when where which who why will with would you your yourself am im i'm should may might must also just about any some than too very get got want know tell".split(
    ' ',
  );
const STOP_WORDS = new Set(ENGLISH_STOP_WORDS);

/** Lowercase words minus stop words, with a light suffix strip so "settled" meets "settlement". */
export function terms(text: string): string[] {
  return (text.toLowerCase().match(/[a-z0-9§]+(?:['’][a-z]+)?/g) ?? []).filter((w) => !STOP_WORDS.has(w)).map(stem);
}

export function stem(word: string): string {
  if (word.length <= 4) return word;
  for (const suffix of ['ments', 'ment', 'ings', 'ing', 'ied', 'ies', 'ed', 'es', 's']) {
    if (word.endsWith(suffix) && word.length - suffix.length >= 4) return word.slice(0, -suffix.length);
  }
  return word;
}

// Words people use that the articles say differently.
const SYNONYMS: Record<string, string[]> = {
  sued: ['lawsuit', 'summons', 'complaint'],
  sue: ['lawsuit'],
  suing: ['lawsuit'],
  court: ['lawsuit'],
  papers: ['summons', 'complaint'],
  served: ['service', 'summons'],
  respond: ['answer', 'deadline'],
  reply: ['answer'],
  calls: ['contact', 'call'],
  calling: ['contact', 'call'],
  call: ['contact'],
  phone: ['contact', 'call'],
  harass: ['harassment', 'abuse'],
  harassing: ['harassment', 'abuse'],
  threaten: ['threat', 'forbidden'],
  threatening: ['threat', 'forbidden'],
  old: ['limitation', 'time-barred'],
  expired: ['limitation', 'time-barred'],
  expire: ['limitation'],
  prove: ['validation', 'verify'],
  proof: ['validation', 'verify'],
  verify: ['validation'],
  dispute: ['validation', 'dispute'],
  score: ['credit'],
  report: ['credit', 'reporting'],
  garnish: ['garnishment', 'judgment'],
  garnished: ['garnishment', 'judgment'],
  wages: ['garnishment'],
  paycheck: ['garnishment'],
  missed: ['default', 'deadline'],
  ignore: ['default', 'judgment'],
  ignored: ['default', 'judgment'],
  negotiate: ['settlement', 'offer'],
  haggle: ['settlement', 'offer'],
  deal: ['settlement'],
  owe: ['debt'],
  irs: ['tax', '1099-c'],
  taxes: ['tax', '1099-c'],
  forgiven: ['tax', '1099-c'],
  zombie: ['time-barred'],
  barred: ['time-barred'],
  defense: ['defenses', 'affirmative'],
  jail: ['arrest'],
  police: ['arrest'],
  frozen: ['levy', 'exemption'],
  levy: ['exemption'],
  benefits: ['exempt', 'social', 'security'],
  unemployment: ['exempt', 'benefits'],
  extension: ['extension', 'deadline'],
  mom: ['family', 'privacy', 'third'],
  mother: ['family', 'privacy', 'third'],
  dad: ['family', 'privacy', 'third'],
  parents: ['family', 'privacy', 'third'],
  family: ['privacy', 'third'],
  neighbor: ['neighbors', 'privacy', 'third'],
  facebook: ['social', 'media', 'privacy', 'public'],
  cursed: ['obscene', 'profane', 'abuse'],
  swearing: ['obscene', 'profane', 'abuse'],
  yelled: ['abuse', 'harassment'],
  chat: ['solo', 'assistant'],
  assistant: ['solo'],
  parley: ['parley'],
  autopay: ['payment', 'plan'],
  installments: ['payment', 'plan'],
};

const PRODUCT_GUIDE = 'how-to-use-parley';
const PRODUCT_WORDS =
  /\b(parley|solo|solosettle|debt answer|dashboard|autopay|editor|sliders?|personas?|attach\w*|upload\w*|app|my cases?|messages?|payment (?:date|plan|panel|form)|success fee|cost|fee for|sign in)\b/i;

/** The closing disclaimer of an article: said once per answer already ("I'm not a lawyer..."). */
const BOILERPLATE = /^(This (?:article|guide) (?:is|describes)|It is general information|It is a product guide)/;

function expandQuery(query: string): string {
  const words = query.toLowerCase().match(/[a-z0-9-]+/g) ?? [];
  const extra = words.flatMap((w) => SYNONYMS[w] ?? []);
  if (/\b(more|extra) time\b/i.test(query)) extra.push('extension');
  return [query, ...extra].join(' ');
}

/**
 * Postal codes that are also words or other names people write in capitals ("LA" for Los Angeles,
 * "OK", "HI", "OH", "IN", "OR", "ME", "CO" for a company): they name a state only as an address
 * writes them, after a comma or before a ZIP code ("Baton Rouge, LA", "LA 70802").
 */
/**
 * "VA" before a veterans' word is Veterans Affairs, not Virginia: "my VA disability", "VA benefits" (blind set AB review),
 * "my VA comp", "mi dinero del VA"; and after "my", "the", "del" it is the department, whatever follows ("can they take my
 * VA money": a Missouri veteran was read as in Virginia).
 */
const VETERANS_AFTER = String.raw`(?!\s+(?:disability|benefits?|pension|compensation|comp|loans?|home loan|hospital|claims?|checks?|payments?|rating|medical|health|mortgage|debt|money|deposits?|award|beneficios|compensacion|discapacidad|pension))`;
const VETERANS_BEFORE = String.raw`(?<!\b(?:[Mm]y|[Tt]he|[Dd]el|[Ee]l|[Mm]i|[Ss]u|[Yy]our|[Hh]is|[Hh]er)\s)`;
const AMBIGUOUS_CODES = new Set(['IN', 'OR', 'ME', 'LA', 'OK', 'HI', 'OH', 'AL', 'DE', 'MA', 'ID', 'CO', 'MO', 'MI', 'MS']);

/**
 * A county that bears a state's name names no state: "Washington County Circuit Court" is in Oregon
 * (and some thirty other states), "el condado de Washington" too (blind set P). The county's own word
 * is kept; "a Texas county court" (a court of Texas) is left alone.
 */
export function withoutCountiesNamedLikeStates(text: string): string {
  const names = Object.values(US_STATES).join('|');
  // Typed in lower case too ("washington county circuit court"); "a Texas county" is any county of Texas.
  return text
    .replace(new RegExp(`(?<!\\ban? )\\b(?:${names})(?= county\\b(?! court\\b))`, 'gi'), '')
    .replace(new RegExp(`\\b(condado de) (?:${names})\\b`, 'gi'), '$1');
}

/** The states a text names, by full name or by a postal code written in capitals ("TX"). */
export function statesIn(text: string): UsStateCode[] {
  const found = new Set<UsStateCode>();
  let lower = foldSpanish(withoutCountiesNamedLikeStates(text));
  // A state's Spanish name ("Nueva York", "Carolina del Norte") is read first and taken out, so
  // "Virginia Occidental" does not also name Virginia.
  for (const [code, name] of Object.entries(US_STATE_NAMES_ES) as [UsStateCode, string][]) {
    const spanish = new RegExp(`\\b${foldSpanish(name)}\\b`, 'g');
    if (spanish.test(lower)) found.add(code);
    lower = lower.replace(spanish, ' ');
  }
  for (const [code, name] of Object.entries(US_STATES) as [UsStateCode, string][]) {
    if (new RegExp(`\\b${name.toLowerCase()}\\b`).test(lower)) found.add(code);
    else if (
      AMBIGUOUS_CODES.has(code)
        ? new RegExp(`,\\s*${code}\\b|\\b${code}\\s+\\d{5}\\b`).test(text)
        : new RegExp(`${code === 'VA' ? VETERANS_BEFORE : ''}\\b${code}\\b${code === 'VA' ? VETERANS_AFTER : ''}`).test(text)
    )
      found.add(code);
  }
  // "West Virginia" also names "Virginia"; keep the longer one only.
  if (found.has('WV') && !/(^|[^t] )virginia/i.test(lower.replace(/west virginia/g, ''))) found.delete('VA');
  if (found.has('KS') && /arkansas/.test(lower) && !/(^|[^r])kansas/.test(lower.replace(/arkansas/g, ''))) found.delete('KS');
  return [...found];
}

function unitsOf(html: string): Unit[] {
  const units: Unit[] = [];
  const blocks = html.match(/<(p|li|tr)>[\s\S]*?<\/\1>/g) ?? [];
  for (const block of blocks) {
    if (block.startsWith('<tr>')) {
      const cells = [...block.matchAll(/<t[dh][^>]*>([\s\S]*?)<\/t[dh]>/g)].map((m) => htmlToText(m[1] ?? ''));
      if (cells.length === 0 || /^state$|^court$/i.test(cells[0] ?? '')) continue;
      units.push({ kind: 'row', text: `${cells[0]}: ${cells.slice(1).join('; ')}` });
    } else if (block.startsWith('<li>')) {
      // A list item holding a nested list is read through its own items.
      if (/<(ul|ol)>/.test(block)) continue;
      units.push({ kind: 'item', text: htmlToText(block) });
    } else {
      const text = htmlToText(block);
      if (text && !BOILERPLATE.test(text)) units.push({ kind: 'paragraph', text });
    }
  }
  return units;
}

export function sectionsOf(article: Article): Section[] {
  const parts = article.html.split(/(?=<h2 id=")/);
  return parts.map((part, index) => {
    const heading = part.match(/^<h2 id="([^"]+)">([\s\S]*?)<\/h2>/);
    const units = unitsOf(part);
    return {
      id: `${article.slug}#${index}`,
      slug: article.slug,
      title: article.title,
      heading: heading ? htmlToText(heading[2] ?? '') : null,
      headingId: heading ? (heading[1] ?? null) : null,
      tags: article.tags.join(' '),
      text: units.map((u) => u.text).join('\n'),
      units,
    };
  });
}

export type KnowledgeBase = ReturnType<typeof createKnowledgeBase>;

export function createKnowledgeBase(articles: Article[] = loadArticles()) {
  const sections = articles.flatMap(sectionsOf).filter((s) => s.units.length > 0);
  const byId = new Map(sections.map((s) => [s.id, s]));
  const index = new MiniSearch<Section>({
    fields: ['title', 'heading', 'tags', 'text'],
    storeFields: [],
    tokenize: (text) => text.toLowerCase().match(/[a-z0-9§-]+/g) ?? [],
    processTerm: (term) => (STOP_WORDS.has(term) ? null : stem(term)),
    searchOptions: { boost: { title: 2.5, heading: 2, tags: 1.5, text: 1 }, fuzzy: 0.15, prefix: (term) => term.length > 4, combineWith: 'OR' },
  });
  index.addAll(sections);

  return {
    articles,
    sections,
    /** The best sections for a question, best first; a section naming the question's state ranks up. */
    search(query: string, limit = 5): Hit[] {
      const states = statesIn(query);
      const results = index.search(expandQuery(query));
      // The product guide answers questions about Parley itself, not the law it helps with.
      const isAboutParley = PRODUCT_WORDS.test(query);
      const hits = results.map((r) => {
        const section = byId.get(String(r.id)) as Section;
        const namesState = states.some((code) => section.units.some((u) => u.kind === 'row' && u.text.startsWith(`${US_STATES[code]}:`)));
        const productPenalty = section.slug === PRODUCT_GUIDE && !isAboutParley ? 0.25 : 1;
        return { section, score: r.score * (namesState ? 4 : 1) * productPenalty };
      });
      return hits.sort((a, b) => b.score - a.score).slice(0, limit);
    },
    citationOf(section: Section): Citation {
      return {
        slug: section.slug,
        title: section.title,
        heading: section.heading,
        url: `/blog/${section.slug}${section.headingId ? `#${section.headingId}` : ''}`,
      };
    },
  };
}
