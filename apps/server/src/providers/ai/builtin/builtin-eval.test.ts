import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { createKnowledgeBase } from '../knowledge-base.js';
import { planAnswer } from './answer.js';

type EvalQuestion = { q: string; intent: string; articles: string[] };
const { questions } = JSON.parse(readFileSync(new URL('../eval/consumer-questions.json', import.meta.url), 'utf8')) as { questions: EvalQuestion[] };

describe('the built-in assistant on real consumer questions', () => {
  const kb = createKnowledgeBase();

  it('holds at least 100 questions covering every article', () => {
    expect(questions.length).toBeGreaterThanOrEqual(100);
    const cited = new Set(questions.flatMap((q) => q.articles));
    for (const article of kb.articles) expect(cited, article.slug).toContain(article.slug);
  });

  it('recognizes the intent and cites an expected article for at least 90% of them', () => {
    const misses: string[] = [];
    for (const item of questions) {
      const plan = planAnswer(kb, item.q, 'balanced');
      const slug = plan.hit?.section.slug ?? null;
      const isHit = plan.intent === item.intent && (item.articles.length === 0 ? slug === null : slug !== null && item.articles.includes(slug));
      if (!isHit) misses.push(`${item.q} -> ${plan.intent} ${slug ?? ''} (expected ${item.intent} ${item.articles.join('|')})`);
    }
    const hitRate = (questions.length - misses.length) / questions.length;
    // The report the issue asks for: printed on every run.
    console.info(
      `built-in assistant hit rate: ${(hitRate * 100).toFixed(1)}% (${questions.length - misses.length}/${questions.length})${misses.length ? `\nmisses:\n  ${misses.join('\n  ')}` : ''}`,
    );
    expect(hitRate).toBeGreaterThanOrEqual(0.9);
  });

  it('cites its article and says it is not a lawyer in every knowledge answer', () => {
    const plan = planAnswer(kb, 'Can a debt collector call me at work?', 'balanced');
    expect(plan.text).toContain(
      'Source: [The FDCPA: your rights when a debt collector contacts you: When and where collectors may contact you](/blog/fdcpa-your-rights-with-debt-collectors#when-and-where-collectors-may-contact-you)',
    );
    expect(plan.text).toContain("I'm not a lawyer");
  });
});
