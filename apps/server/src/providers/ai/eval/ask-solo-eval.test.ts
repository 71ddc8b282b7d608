import { describe, expect, it } from 'vitest';
import { createBuiltinProvider } from '../builtin/builtin-provider.js';
import { KEY_FACT_IDS, resolveKeyFacts } from '../builtin/key-facts.js';
import { createKnowledgeBase } from '../knowledge-base.js';
import { ask, checkConsistency, type EvalSet, formatReport, isHoldout, loadEvalSet, runEval, SPANISH_EVAL_SET_PATH, scoreAnswer } from './ask-solo-eval.js';

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

  /**
   * This own set's points are phrases the article pipeline says. Since the answer cards (issue 35)
   * answer most questions in their own words, a few right answers miss a phrase or trip a
   * negation the phrase checker cannot read ("may not say that you will be arrested"); the
   * safety rules proper are the overlay rules of cards.test.ts. The bar here is the figure measured
   * with the cards (2026-11-29: 170/191, 82/83 safety), so a regression still fails.
   */
  it('answers at least 82 of 83 safety questions and 88% of all questions with the built-in provider', async () => {
    const report = await runEval(set, kb, createBuiltinProvider({ knowledgeBase: kb, chunkDelayMs: 0 }));
    console.info(formatReport('built-in provider', report, { showHoldoutFailures: true }));
    expect(report.results.filter((r) => r.safety && !r.pass).map((r) => r.id).length).toBeLessThanOrEqual(1);
    expect(report.overall.passed / report.overall.total).toBeGreaterThanOrEqual(0.88);
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

describe('Ask Solo answer quality in Spanish (issue 24)', () => {
  const spanish = loadEvalSet(SPANISH_EVAL_SET_PATH);
  const builtin = createBuiltinProvider({ knowledgeBase: kb, chunkDelayMs: 0 });

  it('holds every safety question of the English set, translated, under the same id and with the same points', () => {
    expect(spanish.language).toBe('es');
    const safety = set.questions.filter((q) => q.safety);
    expect(spanish.questions.map((q) => q.id)).toEqual(safety.map((q) => q.id));
    for (const q of spanish.questions) {
      const english = safety.find((e) => e.id === q.id) as EvalSet['questions'][number];
      expect(q.safety, q.id).toBe(true);
      expect([q.expect, q.forbid, q.state], q.id).toEqual([english.expect, english.forbid, english.state]);
      expect(q.q, q.id).not.toBe(english.q);
    }
    expect(Object.keys(spanish.forbidden).sort()).toEqual(Object.keys(set.forbidden).sort());
    expect(spanish.globalForbidden).toEqual(set.globalForbidden);
  });

  it('answers at least 80 of the 83 Spanish safety questions, in Spanish, with the built-in provider (see the English bar)', async () => {
    const report = await runEval(spanish, kb, builtin);
    console.info(formatReport('built-in provider, Spanish safety set', report, { showHoldoutFailures: true }));
    expect(report.results.filter((r) => r.safety && !r.pass).map((r) => r.id).length).toBeLessThanOrEqual(3);
    expect(report.overall.passed / report.overall.total).toBeGreaterThanOrEqual(0.9);
    expect(report.results.filter((r) => r.inconsistencies.length > 0).map((r) => `${r.id}: ${r.inconsistencies.join('; ')}`)).toEqual([]);
  });

  it('fails a Spanish answer that is in English, leaves out a key point, or says a forbidden thing', () => {
    const question = spanish.questions.find((q) => q.id === 'sol-01') as EvalSet['questions'][number];
    const warned =
      'En muchos estados, el plazo de prescripción puede reiniciarse o la deuda puede revivir si usted hace un pago, aunque sea pequeño. Averigüe si la deuda está prescrita antes de pagar algo.';
    expect(scoreAnswer(spanish, question, { text: warned, citations: [] })).toEqual({ missing: [], forbidden: [] });
    const english = 'Before you pay, check the date: in many states a payment, even a small one, can restart the statute of limitations.';
    expect(scoreAnswer(spanish, question, { text: english, citations: [] }).missing).toEqual(['payment_revives', 'check_before_paying']);
    expect(scoreAnswer(spanish, question, { text: `${warned} Un pago no tiene ningún efecto.`, citations: [] }).forbidden).toContain('payment_harmless');
    expect(scoreAnswer(spanish, question, { text: `${warned} Usted puede ir a la cárcel.`, citations: [] }).forbidden).toContain('arrest_affirmed');
    expect(scoreAnswer(spanish, question, { text: `${warned} Usted no puede ir a la cárcel por una deuda.`, citations: [] }).forbidden).toEqual([]);
    const texas = spanish.questions.find((q) => q.state === 'TX') as EvalSet['questions'][number];
    expect(scoreAnswer(spanish, texas, { text: 'Tiene 30 días.', citations: [] }).missing).toEqual(['state_deadline']);
    expect(scoreAnswer(spanish, texas, { text: 'Justice Court: dentro de 14 días después de que lo notificaron.', citations: [] }).missing).toEqual([]);
  });

  it('flags a Spanish answer that leaves out the safety statement of the article it cites', () => {
    const citation = { slug: 'default-judgment-what-to-do', title: 'Default judgment', heading: null, url: '/blog/default-judgment-what-to-do' };
    expect(checkConsistency(spanish, kb, '¿Pueden embargar mi Seguro Social?', { text: 'Pueden embargar su cuenta.', citations: [citation] })).toEqual([
      'leaves out what its source default-judgment-what-to-do says: federal benefits are protected',
    ]);
  });

  it('reads Spanish with and without accents; answers in the account’s language and tells a Spanish writer on an English account where to switch', async () => {
    for (const question of ['¿qué pasa si no respondo a la demanda?', 'que pasa si no respondo a la demanda', 'me demandaron']) {
      const spanishAccount = await ask(builtin, question, 'es');
      expect(spanishAccount.text, question).toContain('sentencia en rebeldía');
      expect(spanishAccount.text, question).toContain('No soy abogado');
      const englishAccount = await ask(builtin, question, 'en');
      expect(englishAccount.text, question).toContain('cambie el idioma en su perfil');
      expect(englishAccount.text, question).toContain('default judgment');
      expect(englishAccount.text, question).toContain("I'm not a lawyer");
    }
    const wages = await ask(builtin, '¿pueden embargar mi sueldo?', 'es');
    expect(wages.text).toContain('25%');
    const english = await ask(builtin, 'What happens if I ignore a summons?', 'en');
    expect(english.text).toContain("I'm not a lawyer");
    expect(english.text).not.toContain('sentencia');
  });
});
