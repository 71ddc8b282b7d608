import { foldAccents } from '@parley/shared';
import { describe, expect, it } from 'vitest';
import { risksIn } from './risky-plans.js';

const risks = (question: string) => risksIn(foldAccents(question).toLowerCase());

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
});
