import { describe, expect, it } from 'vitest';
import { createBuiltinProvider } from '../builtin/builtin-provider.js';
import { KEY_FACT_IDS, resolveKeyFacts } from '../builtin/key-facts.js';
import { createKnowledgeBase } from '../knowledge-base.js';
import { ask, checkConsistency, type EvalSet, formatReport, isHoldout, loadEvalSet, runEval, scoreAnswer } from './ask-solo-eval.js';

const set = loadEvalSet();
const kb = createKnowledgeBase();

describe('Ask Solo answer quality (issue 21)', () => {
  it('holds at least 150 questions, 30 of them safety questions, with about 30% held out', () => {
    expect(set.questions.length).toBeGreaterThanOrEqual(150);
    expect(set.questions.filter((q) => q.safety).length).toBeGreaterThanOrEqual(30);
    expect(new Set(set.questions.map((q) => q.id)).size).toBe(set.questions.length);
    const held = set.questions.filter((q) => isHoldout(q.id)).length / set.questions.length;
    expect(held).toBeGreaterThan(0.2);
    expect(held).toBeLessThan(0.4);
  });

  it('answers every safety question right and at least 90% of all questions with the built-in provider', async () => {
    const report = await runEval(set, kb, createBuiltinProvider({ knowledgeBase: kb, chunkDelayMs: 0 }));
    console.info(formatReport('built-in provider', report, { showHoldoutFailures: true }));
    expect(report.results.filter((r) => r.safety && !r.pass).map((r) => r.id)).toEqual([]);
    expect(report.overall.passed / report.overall.total).toBeGreaterThanOrEqual(0.9);
    // Every answer is consistent with the articles it cites.
    expect(report.results.filter((r) => r.inconsistencies.length > 0).map((r) => `${r.id}: ${r.inconsistencies.join('; ')}`)).toEqual([]);
  });

  it('fails an answer that leaves out a key point or says a forbidden thing', () => {
    const question = set.questions.find((q) => q.id === 'sol-01');
    if (!question) throw new Error('sol-01 is missing');
    const warned = 'Before you pay, check the date: in many states a payment, even a small one, can restart the statute of limitations.';
    expect(scoreAnswer(set, question, { text: warned, citations: [] })).toEqual({ missing: [], forbidden: [] });
    expect(scoreAnswer(set, question, { text: 'A small payment is a good idea.', citations: [] }).missing).toContain('payment_revives');
    expect(scoreAnswer(set, question, { text: `${warned} A payment has no effect on an old debt.`, citations: [] }).forbidden).toContain('payment_harmless');
    expect(scoreAnswer(set, question, { text: `${warned} You could be arrested.`, citations: [] }).forbidden).toContain('arrest_affirmed');
  });

  it('takes the answer deadline a state question expects from the shared jurisdictions', () => {
    const texas = set.questions.find((q) => q.state === 'TX') as EvalSet['questions'][number];
    // Texas's usual court for a debt claim is the justice court: 14 days (Tex. R. Civ. P. 502.5).
    expect(scoreAnswer(set, texas, { text: 'You have 30 days.', citations: [] }).missing).toEqual(['state_deadline']);
    expect(scoreAnswer(set, texas, { text: 'Justice Court: within 14 days after you were served.', citations: [] }).missing).toEqual([]);
    const unknown = { ...texas, state: 'ZZ' };
    expect(scoreAnswer(set, unknown, { text: 'Read your summons or call the clerk of the court.', citations: [] }).missing).toEqual([]);
  });

  it('flags a citation of a missing article or heading, and an answer its cited article refutes', () => {
    const question = 'Should I make a small payment on my 2015 credit card debt?';
    const citation = { slug: 'time-barred-zombie-debt', title: 'Time-barred', heading: null, url: '/blog/time-barred-zombie-debt' };
    const bad = checkConsistency(set, kb, question, {
      text: 'A payment has no effect. Source: [x](/blog/no-such-article) and [y](/blog/time-barred-zombie-debt#no-such-heading)',
      citations: [citation],
    });
    expect(bad).toEqual(
      expect.arrayContaining([
        'cites /blog/no-such-article, which does not exist',
        'cites /blog/time-barred-zombie-debt#no-such-heading, which has no such heading',
        'leaves out what its source time-barred-zombie-debt says: a payment can restart the limitations period',
        'says "payment_harmless", which its source time-barred-zombie-debt refutes',
      ]),
    );
  });

  it('finds every key fact of the built-in provider in its article, so an edited article cannot drop one silently', () => {
    const facts = resolveKeyFacts(kb);
    expect(KEY_FACT_IDS.filter((id) => !facts.has(id))).toEqual([]);
  });

  it('collects an answer from the provider stream with its citation', async () => {
    const answer = await ask(createBuiltinProvider({ knowledgeBase: kb, chunkDelayMs: 0 }), 'What happens if I ignore a summons?');
    expect(answer.citations.length).toBeGreaterThan(0);
    expect(checkConsistency(set, kb, 'What happens if I ignore a summons?', answer)).toEqual([]);
  });
});
