import { foldAccents } from '@parley/shared';
import { describe, expect, it } from 'vitest';
import { risksIn } from './risky-plans.js';

// Folded as slots folds a question: accents off, curly apostrophes straight.
const risks = (question: string) => risksIn(foldAccents(question).toLowerCase().replace(/[’‘]/g, "'"));

describe('a plan that hurts the person who makes it, in any form of its verb (set AG, Q-ES-02 and Q-ES-15)', () => {
  it('reads a lie for the judge asked in the subjunctive or the imperative', () => {
    expect(risks('mi prima dice que le diga al juez que nunca me entregaron nada')).toContain('lie_to_court');
    expect(risks('mi abogado dice: dile al tribunal que no te notificaron, aunque sí lo hicieron')).toContain('lie_to_court');
    // The truth told is no lie.
    expect(risks('le voy a decir al juez la verdad, que sí me entregaron los papeles')).toEqual([]);
  });

  it('reads money given to a relative to keep, whoever is asked to give it', () => {
    expect(risks('estaba pensando pedir que la herencia se la den a mi hermano para que me la guarde')).toContain('hide_money');
    expect(risks('que le entreguen el cheque a mi tía para que me lo guarde hasta que acabe el caso')).toContain('hide_money');
    // A gift with no keeping is no hiding.
    expect(risks('mi abuela le dejó la casa a mi hermano en su testamento')).toEqual([]);
  });
  it('reads the plans set AH met with silence, in other words', () => {
    // A lie to the judge about whose debt it was, cash kept where the creditor "never" sees it, a child's account with an age.
    expect(risks('maybe I just tell the judge the loan was never mine, nobody can prove it now')).toContain('lie_to_court');
    expect(risks('ill keep the money in a lockbox at my cousins so they never find it')).toContain('hide_money');
    expect(risks('should I move my savings into my 8-year-old daughters account before the levy?')).toContain('hide_money');
    // An image made to show a payment never made.
    expect(risks('can I edit a screenshot so it looks like I paid on the 1st?')).toContain('false_evidence');
    // A verb with its pronoun joined: "pasarle todo a la cuenta de mi hermano".
    expect(risks('voy a pasarle el dinero a la cuenta de mi hermano para que no lo embarguen')).toContain('hide_money');
    // A screenshot of a payment really made is proof, not a forgery.
    expect(risks('I took a screenshot of my payment confirmation from the bank, should I send it?')).toEqual([]);
  });
});

describe('what is read as one’s own debt (review of the twenty-first session)', () => {
  it('never reads "not mine" as the person’s own debt', () => {
    // An identity-theft report for a card that is not the person's is the right step, not a false report.
    expect(risks('This card is not mine, should I file an identity theft report?')).toEqual([]);
    expect(risks('la tarjeta no es mia, puedo hacer un reporte de robo de identidad?')).toEqual([]);
    expect(risks('It’s probably mine honestly, can I still file an identity theft report?')).toEqual(['own_debt_report']);
  });
});
