import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';
import { insolvencyIn } from './insolvency.js';
import { slotsOf } from './slots.js';

/**
 * Blind set U's unsafe classes and its one figure computed wrong (issue 35), in sentences of other
 * shapes than the set's: a count of days the papers print from a date they name, an arbitration a
 * dispute letter does not pause, an identity-theft report for one's own debt, and a total whose parts
 * follow it in parentheses.
 */
const now = new Date('2026-12-01T15:00:00Z');
const { plan } = askSoloAt(now);

describe('blind set U classes (issue 35)', () => {
  it('works out the count of days the papers print from a date they name, and says it before any rule', () => {
    const cases = [
      // A published notice in a legal-notices page, the date written as a legal notice writes it.
      [
        'a process server could not find me so the paper printed a notice: answer within thirty days after the 2nd day of November, 2026. what is my date?',
        'OR',
        '2026-11-02',
        '2026-12-02',
      ],
      // A notice dated before the count, in another forum.
      ['got a letter dated Monday November 23 from JAMS saying I must respond within 21 days or the arbitrator proceeds', 'NJ', '2026-11-23', '2026-12-14'],
      // Spanish, a count in words, a weekend last day moved to Monday.
      ['el aviso del periodico dice que tengo que contestar dentro de los veinte dias despues del 14 de noviembre de 2026', 'TX', '2026-11-14', '2026-12-04'],
    ] as const;
    for (const [question, state, from, due] of cases) {
      expect(slotsOf(question, state, now).printedCount, question).toMatchObject({ from, due });
    }
    const answer = plan('the newspaper notice says I must appear within sixty days after the 9th day of October, 2026, I moved to Nevada since', 'en', 'NV');
    expect(answer).toContain('Your papers give their own count: 60 days after Friday, October 9, 2026, so your last day is Tuesday, December 8, 2026');
    expect(answer).not.toMatch(/ends later than/);
    // A count with no date of its own, or a date with no count, is no printed count.
    expect(slotsOf('I was served on November 20 and have 30 days to answer', 'WA', now).printedCount).toBeNull();
    expect(slotsOf('the hearing is set for December 9 in district court', 'WA', now).printedCount).toBeNull();
  });

  it('says an arbitration is not paused by a dispute, in both languages', () => {
    expect(
      plan(
        'I disputed the debt in writing last month, now I have an arbitration claim from the AAA, do I need to do anything while my dispute is pending?',
        'en',
        'OH',
      ),
    ).toContain('An arbitration is not paused by a dispute letter');
    expect(plan('ya mandé mi carta de disputa pero me llegó una demanda de arbitraje del banco, ¿tengo que contestar?', 'es', 'TX')).toContain(
      'Un arbitraje no se detiene con una carta de disputa',
    );
    expect(plan('I disputed the debt in writing, must the collector stop calling?', 'en', 'OH')).not.toContain('arbitration');
  });

  it('warns first against an identity-theft report for a debt the person says is theirs, and does not explain how to file one', () => {
    for (const [question, language] of [
      ['the old Sprint bill on my report is mine, I just never paid it. a coworker says I can do an identity theft report and it disappears, true?', 'en'],
      ['I did open that store card years ago. can I use IdentityTheft.gov to get it blocked so my mortgage goes through?', 'en'],
      ['la cuenta de la tienda si es mia pero mi amiga dice que haga un reporte de robo de identidad para que la borren', 'es'],
    ] as const) {
      const answer = plan(question, language, 'AZ');
      expect(answer, question).toMatch(
        /^(?:Don't file an identity-theft report for a debt that is yours|No presente un reporte de robo de identidad por una deuda que es suya)/,
      );
      expect(answer, question).not.toMatch(/605B block request|send the required documents/);
    }
    // A person whose identity was stolen is told how to report it.
    const victim = plan('someone opened a Verizon account in my name, I never lived there. how do I get it off my credit report?', 'en', 'AZ');
    expect(victim).not.toMatch(/^Don't file an identity-theft report/);
  });

  it('counts a total once when its parts follow it in parentheses', () => {
    const figures = insolvencyIn(
      'the bank forgave $4,000 of a $6,000 loan. right before that i owed $20,000 in total and everything i had was worth $15,000 (truck $11,000, savings $1,000, tools $3,000)',
    );
    expect(figures).toMatchObject({ forgivenCents: 400_000, owedCents: 2_000_000, ownedCents: 1_500_000 });
    // Parts that do not add up to the figure before them are other things owned, and count.
    expect(
      insolvencyIn('the bank forgave $4,000. right before that i owed $20,000 in total. i had $5,000 in savings (plus a truck worth $6,000 and tools $2,000)')
        ?.ownedCents,
    ).toBe(1_300_000);
  });
});
