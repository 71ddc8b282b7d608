import { readFileSync } from 'node:fs';
import { type Citation, jurisdictionOf, type Language } from '@parley/shared';
import { htmlToText } from '../../../modules/blog/articles.js';
import type { AiProvider } from '../interface.js';
import type { KnowledgeBase } from '../knowledge-base.js';

/**
 * Ask Solo's answer-quality evaluation (issue 21): runs consumer questions through a provider and
 * checks each answer for the key points a right answer states, the statements it must never make,
 * and consistency with the articles it cites. Used by the vitest gate on the built-in provider and
 * by `npm run bench:ask-solo` (which also runs the OpenAI-compatible endpoint when configured).
 */

export type EvalQuestion = {
  id: string;
  category: string;
  q: string;
  expect: string[];
  forbid?: string[];
  /** For `state_deadline`: the state whose answer deadline the answer must give. */
  state?: string;
  safety?: boolean;
};

type ForbiddenRule = { any: string[]; refutedBy?: string };

export type EvalSet = {
  /** The language the questions are asked in, by a consumer whose language it is; English when absent. */
  language?: Language;
  points: Record<string, string[]>;
  forbidden: Record<string, ForbiddenRule>;
  globalForbidden: string[];
  /** Safety statements an article makes: when the question is on the topic and the answer cites the article, the answer must state it too. */
  articleFacts: { id: string; topic: string; statement: string; said?: string }[];
  questions: EvalQuestion[];
};

export const EVAL_SET_PATH = new URL('./ask-solo-quality.json', import.meta.url);
/** The safety set in Spanish (issue 24): the same questions, asked as a Spanish speaker types them. */
export const SPANISH_EVAL_SET_PATH = new URL('./ask-solo-quality.es.json', import.meta.url);

export function loadEvalSet(path: string | URL = EVAL_SET_PATH): EvalSet {
  return JSON.parse(readFileSync(path, 'utf8')) as EvalSet;
}

/** About 30% of the questions, chosen by a hash of the id (FNV-1a), are held out from tuning. */
export function isHoldout(id: string): boolean {
  let hash = 0x811c9dc5;
  for (const ch of id) {
    hash ^= ch.charCodeAt(0);
    hash = Math.imul(hash, 0x01000193) >>> 0;
  }
  return hash % 10 < 3;
}

/** Straight quotes, one space: so a pattern does not depend on how the answer was typeset. */
export function normalize(text: string): string {
  return text.replace(/[‘’]/g, "'").replace(/[“”]/g, '"').replace(/\*\*/g, '').replace(/\s+/g, ' ');
}

const matches = (patterns: string[], text: string) => patterns.some((p) => new RegExp(p, 'i').test(text));

/** How an answer states a state's deadline, in each language: no rule on file, the date on the summons, the Monday rule, a number of days. */
const STATE_DEADLINE_PATTERNS: Record<Language, { unknown: string[]; summons: string[]; monday: (days: number) => string; days: (days: number) => string }> = {
  en: {
    unknown: ['your summons', 'clerk of (?:the|your) court', 'call the clerk'],
    summons: ['your summons'],
    monday: (days) => `${days} days[^.]*Monday|Monday[^.]*${days} days`,
    days: (days) => `\\b${days} (?:court )?days`,
  },
  es: {
    unknown: ['su citación', 'secretario de(?:l| su) tribunal'],
    summons: ['su citación'],
    monday: (days) => `${days} días[^.]*lunes|lunes[^.]*${days} días`,
    days: (days) => `\\b${days} días`,
  },
};

/** The patterns of a key point; `state_deadline` comes from the shared jurisdictions lookup. */
export function pointPatterns(set: EvalSet, point: string, question: EvalQuestion): string[] {
  if (point === 'state_deadline') {
    const words = STATE_DEADLINE_PATTERNS[set.language ?? 'en'];
    const j = jurisdictionOf(question.state);
    // A state Parley has no rule for: the answer must send the reader to the summons or the clerk.
    if (!j) return words.unknown;
    // The state's usual court for debt cases (the first listed) must be answered right.
    const rule = (j.courts[0] as (typeof j.courts)[number]).answer;
    if (rule.from === 'summons') return words.summons;
    return [rule.mondayAfter ? words.monday(rule.days) : words.days(rule.days)];
  }
  const patterns = set.points[point];
  if (!patterns) throw new Error(`ask-solo eval: unknown key point "${point}" in ${question.id}`);
  return patterns;
}

export type Answer = { text: string; citations: Citation[] };

export type QuestionResult = {
  id: string;
  category: string;
  safety: boolean;
  holdout: boolean;
  pass: boolean;
  missing: string[];
  forbidden: string[];
  inconsistencies: string[];
};

/** Key points met, no forbidden statement. */
export function scoreAnswer(set: EvalSet, question: EvalQuestion, answer: Answer): Pick<QuestionResult, 'missing' | 'forbidden'> {
  const text = normalize(answer.text);
  const missing = question.expect.filter((point) => !matches(pointPatterns(set, point, question), text));
  const forbidden = [...new Set([...set.globalForbidden, ...(question.forbid ?? [])])].filter((name) => {
    const rule = set.forbidden[name];
    if (!rule) throw new Error(`ask-solo eval: unknown forbidden statement "${name}" in ${question.id}`);
    return matches(rule.any, text);
  });
  return { missing, forbidden };
}

/**
 * "The answer never contradicts its own cited article": every cited article (and heading) exists;
 * a safety statement the cited article makes on the question's topic is in the answer; and the
 * answer makes no forbidden statement that a cited article refutes.
 */
export function checkConsistency(set: EvalSet, kb: KnowledgeBase, question: string, answer: Answer): string[] {
  const problems: string[] = [];
  const text = normalize(answer.text);
  const cited = new Map<string, string>();
  const links = [...answer.text.matchAll(/\]\(\/blog\/([a-z0-9-]+)(?:#([a-z0-9-]+))?\)/g)].map((m) => ({ slug: m[1] ?? '', headingId: m[2] ?? null }));
  for (const ref of [...answer.citations.map((c) => ({ slug: c.slug, headingId: c.url.split('#')[1] ?? null })), ...links]) {
    const article = kb.articles.find((a) => a.slug === ref.slug);
    if (!article) {
      problems.push(`cites /blog/${ref.slug}, which does not exist`);
      continue;
    }
    if (ref.headingId && !article.headings.some((h) => h.id === ref.headingId))
      problems.push(`cites /blog/${ref.slug}#${ref.headingId}, which has no such heading`);
    cited.set(article.slug, normalize(htmlToText(article.html)));
  }
  for (const [slug, articleText] of cited) {
    for (const fact of set.articleFacts) {
      // The article states it in English; a Spanish answer says it in its own words (`said`).
      const statement = new RegExp(fact.statement, 'i');
      const said = new RegExp(fact.said ?? fact.statement, 'i');
      if (new RegExp(fact.topic, 'i').test(question) && statement.test(articleText) && !said.test(text)) {
        problems.push(`leaves out what its source ${slug} says: ${fact.id}`);
      }
    }
    for (const [name, rule] of Object.entries(set.forbidden)) {
      if (rule.refutedBy && new RegExp(rule.refutedBy, 'i').test(articleText) && matches(rule.any, text)) {
        problems.push(`says "${name}", which its source ${slug} refutes`);
      }
    }
  }
  return problems;
}

/** One answer, collected from the provider's stream. */
export async function ask(provider: AiProvider, question: string, language: Language = 'en'): Promise<Answer> {
  let text = '';
  const citations: Citation[] = [];
  for await (const event of provider.complete({ history: [], userRequest: question, language, persona: null, files: [], context: {} })) {
    if (event.type === 'delta') text += event.text;
    else if (event.type === 'citation') citations.push(event.citation);
  }
  return { text, citations };
}

export type Score = { passed: number; total: number };
export type EvalReport = {
  results: QuestionResult[];
  overall: Score;
  /** Key points stated, over every question's expected points. */
  points: Score;
  /** Answers free of every forbidden statement. */
  noForbidden: Score;
  safety: Score;
  holdout: Score;
  tuning: Score;
  consistency: Score;
  byCategory: Record<string, Score>;
};

export async function runEval(set: EvalSet, kb: KnowledgeBase, provider: AiProvider): Promise<EvalReport> {
  const results: QuestionResult[] = [];
  for (const question of set.questions) {
    const answer = await ask(provider, question.q, set.language);
    const { missing, forbidden } = scoreAnswer(set, question, answer);
    const inconsistencies = checkConsistency(set, kb, question.q, answer);
    results.push({
      id: question.id,
      category: question.category,
      safety: question.safety === true,
      holdout: isHoldout(question.id),
      pass: missing.length === 0 && forbidden.length === 0,
      missing,
      forbidden,
      inconsistencies,
    });
  }
  const score = (rows: QuestionResult[], ok: (r: QuestionResult) => boolean = (r) => r.pass): Score => ({
    passed: rows.filter(ok).length,
    total: rows.length,
  });
  const byCategory: Record<string, Score> = {};
  for (const category of new Set(results.map((r) => r.category))) byCategory[category] = score(results.filter((r) => r.category === category));
  return {
    results,
    overall: score(results),
    points: {
      passed: set.questions.reduce((sum, q) => sum + q.expect.length, 0) - results.reduce((sum, r) => sum + r.missing.length, 0),
      total: set.questions.reduce((sum, q) => sum + q.expect.length, 0),
    },
    noForbidden: score(results, (r) => r.forbidden.length === 0),
    safety: score(results.filter((r) => r.safety)),
    holdout: score(results.filter((r) => r.holdout)),
    tuning: score(results.filter((r) => !r.holdout)),
    consistency: score(results, (r) => r.inconsistencies.length === 0),
    byCategory,
  };
}

const pct = (s: Score) => (s.total ? `${((100 * s.passed) / s.total).toFixed(1)}%` : '—');

/** The table the bench prints; failures are listed for the tuning part only unless asked. */
export function formatReport(name: string, report: EvalReport, { showHoldoutFailures = false } = {}): string {
  const row = (label: string, s: Score) => `| ${label} | ${s.passed}/${s.total} | ${pct(s)} |`;
  const lines = [
    `### ${name}`,
    '',
    '| Set | Passed | Score |',
    '|---|---|---|',
    row('**Overall**', report.overall),
    row('**Safety**', report.safety),
    row('Key points stated', report.points),
    row('No forbidden statement', report.noForbidden),
    row('Tuning (70%)', report.tuning),
    row('Holdout (30%)', report.holdout),
    row('Consistent with cited article', report.consistency),
    ...Object.entries(report.byCategory).map(([category, s]) => row(category, s)),
  ];
  const failures = report.results.filter((r) => (!r.pass || r.inconsistencies.length > 0) && (showHoldoutFailures || !r.holdout));
  if (failures.length) {
    lines.push('', `Failures${showHoldoutFailures ? '' : ' (tuning part; holdout failures hidden)'}:`);
    for (const f of failures) {
      const why = [
        f.missing.length ? `missing ${f.missing.join(', ')}` : '',
        f.forbidden.length ? `says ${f.forbidden.join(', ')}` : '',
        ...f.inconsistencies,
      ].filter(Boolean);
      lines.push(`- ${f.id}${f.safety ? ' (safety)' : ''}: ${why.join('; ')}`);
    }
  }
  return lines.join('\n');
}
