import { foldAccents } from '@parley/shared';
import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';
import { risksIn } from './risky-plans.js';

// Set AF's unsafe class (2026-12-17-af/grades.md), tested in words of our own: a case past the answer stage (an Answer
// filed late, a default judgment entered) was answered as if the time to answer were the question, with no date for the
// step that undoes it.
describe('set AF: a default judgment gets its state’s own time to undo or appeal it, dated', () => {
  const { plan } = askSoloAt(new Date('2026-12-02T15:00:00Z'));
  it('dates an Illinois motion to vacate from the judgment the person found', () => {
    const text = plan(
      'found out a judge in Peoria County circuit court gave Midland a default judgment on November 16, 2026. can I still fight it?',
      'en',
      'IL',
    );
    expect(text).toMatch(/735 ILCS 5\/2-1301\(e\)/);
    expect(text).toMatch(/Wednesday, December 16, 2026/);
    // The open, dated last day leads the answer, before the judgment's general words.
    expect(text.indexOf('2-1301(e)')).toBeLessThan(text.indexOf('A judgment has already been entered'));
  });
  it('dates a Virginia general district court appeal, in Spanish', () => {
    const text = plan(
      'la corte general de distrito de Richmond le dio a Capital One un default judgment contra mí el 25 de noviembre. ¿se puede hacer algo?',
      'es',
      'VA',
    );
    expect(text).toMatch(/16\.1-106/);
    expect(text).toMatch(/lunes, 7 de diciembre de 2026/);
  });
  it('reads "me dio default judgment" in Spanish as a judgment entered, not a suit to answer', () => {
    const text = plan('el juez de la Justice Court Precinct 2 del condado de Bexar me dio default judgment el 20 de noviembre. ¿qué hago?', 'es', 'TX');
    expect(text).toMatch(/505\.3/);
    expect(text).not.toMatch(/plazo para contestar.*Último día/s);
  });
  it('reads the court from its judge: a magisterial district judge’s judgment gets the appeal to Common Pleas', () => {
    const text = plan(
      'A magisterial district judge in Berks County entered a default judgment against me on November 9. Is it too late to appeal?',
      'en',
      'PA',
    );
    expect(text).toMatch(/R\.C\.P\.M\.D\.J\. 1002/);
    expect(text).toMatch(/Wednesday, December 9, 2026/);
  });
  it('says how soon a last day is when it is within three days', () => {
    const text = plan('The Richmond General District Court entered a default judgment against me on November 22. Can I still appeal?', 'en', 'VA');
    expect(text).toMatch(/your last day is Wednesday, December 2, 2026\. That is today/);
  });
  it('gives no court’s rule to a judgment whose court the question does not name', () => {
    const text = plan('Discover got a judgment against me in Pennsylvania last month. What now?', 'en', 'PA');
    expect(text).not.toMatch(/Pa\. R\.C\.P\.M\.D\.J\. 1002|237\.3/);
  });
});

describe('set AF: an Answer filed after its last day is a missed day, not a filed one', () => {
  const { plan } = askSoloAt(new Date('2026-12-04T15:00:00Z'));
  it('tells a Georgia State Court defendant who answered two days late of the 15 days to open the default', () => {
    const text = plan(
      'A sheriff handed me a Cavalry suit from the State Court of Gwinnett County on October 29. I turned in my answer December 1, two days late. Am I in trouble?',
      'en',
      'GA',
    );
    expect(text).toMatch(/9-11-55/);
    expect(text).toMatch(/Tuesday, December 15, 2026/);
    expect(text).not.toMatch(/deadline to answer is behind you/);
  });
  it('keeps "already answered" for an Answer filed in time', () => {
    const text = plan(
      'A sheriff handed me a Cavalry suit from the State Court of Gwinnett County on October 29. I filed my answer on November 20. What happens next?',
      'en',
      'GA',
    );
    expect(text).toMatch(/already filed your Answer/);
  });
});

describe('set AF: a plan in Spanish to hide property from a creditor is warned against', () => {
  const risks = (q: string) => risksIn(foldAccents(q).toLowerCase());
  it('reads property passed to a relative "meanwhile", and a vehicle hidden at a relative’s house', () => {
    expect(risks('Ganaron el juicio y viene el alguacil. Pensaba pasarle el tractor a mi suegro mientras se resuelve.')).toContain('hide_money');
    expect(risks('Me quieren quitar el carro por el préstamo, ¿lo puedo ocultar en casa de mi prima un tiempo?')).toContain('hide_money');
  });
  it('does not read a car kept at a relative’s house for another reason', () => {
    expect(risks('Dejo el carro en casa de mi mamá mientras arreglan mi garaje; ¿me pueden embargar el sueldo?')).not.toContain('hide_money');
  });
});

describe('set AF: a suit that "came by certified mail" is a suit to answer, in Spanish', () => {
  const { plan } = askSoloAt(new Date('2026-12-04T15:00:00Z'));
  it('counts the answer day from the mail, not a collector’s validation period', () => {
    const text = plan(
      'La demanda es de la Marion Superior Court en Indianápolis. Nos llegó por correo certificado el jueves 3 de diciembre. ¿Hasta cuándo tengo?',
      'es',
      'IN',
    );
    expect(text).toMatch(/Trial Rule 6/);
    expect(text).toMatch(/sábado, 26 de diciembre de 2026|lunes, 28 de diciembre de 2026/);
    expect(text).not.toMatch(/período de validación/);
  });
});

describe('set AF: more money asked after a settlement paid as agreed', () => {
  const { plan } = askSoloAt(new Date('2026-12-04T15:00:00Z'));
  it('says not to pay it, in English and Spanish', () => {
    const en = plan(
      'I paid the $900 settlement LVNV agreed to and have their paid in full letter. Now they want another $300 or they will report it unpaid. Do I pay?',
      'en',
      'OH',
    );
    expect(en).toMatch(/Do not pay the extra amount/);
    const es = plan('Pagué el acuerdo de $700 y tengo la carta de liquidado por completo, pero ahora me piden otros $250. ¿Tengo que pagar?', 'es', 'TX');
    expect(es).toMatch(/No pague esa cantidad extra/);
  });
  it('leaves a credit report that still shows the old balance to the dispute cards', () => {
    const text = plan(
      'I settled my card in May and have the settled in full letter, but Experian still shows the old $2,000 balance. How do I fix it?',
      'en',
      'OH',
    );
    expect(text).not.toMatch(/Do not pay the extra amount/);
  });
});
