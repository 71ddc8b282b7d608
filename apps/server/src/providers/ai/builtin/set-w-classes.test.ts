import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';
import { slotsOf } from './slots.js';

/**
 * Blind set W's classes (issue 35), in questions of other people, amounts, states and wording than
 * the set's: a person served with a suit and no judgment yet reads the court's deadline and the
 * written Answer first, whatever other topic they ask about, in the court's state when the question
 * names it by a city, a county with its court or a court's own name, counted from the day given; an
 * arbitration hearing on the papers does not take the deadline's place; a judgment already there is
 * not answered as a new suit; a "you have been served" text is no service.
 */
const now = new Date('2026-12-01T15:00:00Z');
const { planned, plan } = askSoloAt(now);
/** The answer before the card's own words: its first paragraphs. */
const opening = (text: string, chars = 400) => text.slice(0, chars);

describe('blind set W classes (issue 35)', () => {
  it('reads being sued in the ways people say it, in both languages, and not a suit only threatened', () => {
    for (const question of [
      'my husband and I are being sued by a furniture store over a store card, what now?',
      'They served us last week with papers from a bank.',
      'Mi esposo y yo estamos demandados por un banco por una tarjeta de $1,900.',
      'A mi mamá la demandaron por un préstamo de carro y vive conmigo.',
      'Un alguacil le dio los papeles de la demanda a mi hijo en la puerta el martes pasado.',
      'Me entregaron afuera de mi trabajo, el viernes 20 de noviembre por la tarde, una demanda de un hospital.',
      'The papers say Notice to Defend at the top. Is this a real case?',
    ])
      expect(slotsOf(question, 'OH', now).served, question).toBe(true);
    for (const question of [
      'Me entregaron una carta que amenaza con una demanda si no pago en 10 días.',
      'Can they sue us for a card only my wife signed?',
      'el cobrador dice que nos van a demandar',
    ])
      expect(slotsOf(question, 'OH', now).served, question).toBe(false);
  });

  it('puts the dated deadline and the written Answer before another topic’s card, in both languages', () => {
    const es = plan(
      'Me entregaron en la mano el martes 17 de noviembre una demanda de un hospital en la Justice Court de Tucson. ¿Me pueden embargar el sueldo de mi trabajo de limpieza?',
      'es',
      'NM',
    );
    expect(es).toMatch(/^Si le notificaron una demanda:\s+En Arizona/);
    expect(opening(es, 700)).toContain('Último día: lunes, 7 de diciembre de 2026');
    expect(es.indexOf('Presente una Contestación por escrito ante el tribunal')).toBeGreaterThan(-1);
    const en = plan(
      'A process server gave my husband papers for me at our door on Monday November 16, a Hamilton County Municipal Court case over what is left on a repossessed car. Can they take my tax refund too?',
      'en',
      'KY',
    );
    expect(en).toMatch(/^If you were served with a lawsuit:\s+In Ohio/);
    expect(opening(en, 700)).toContain('Last day: Monday, December 14, 2026');
    expect(en.indexOf('File a written Answer with the court')).toBeGreaterThan(-1);
    expect(en.indexOf('File a written Answer with the court')).toBeLessThan(en.indexOf('tax refund can be offset'));
  });

  it('counts from a date that opens the sentence of the handing, in the state where it happened, not where the person lives', () => {
    // Visiting the court's state when the papers were handed over: served there, whatever the home state.
    const visiting =
      'I live in Vermont but was at my sister’s in Phoenix when a process server handed me a Maricopa County Justice Court summons on November 18 over a furniture loan. How long do I have?';
    expect(slotsOf(visiting, 'VT', now)).toMatchObject({ state: 'AZ', servedHow: 'in_person', servedOn: '2026-11-18' });
    expect(plan(visiting, 'en', 'VT')).toContain('Last day: Tuesday, December 8, 2026');
    // Where the longer out-of-state period is real, a visit must not buy it.
    const seattle = 'I live in Oregon but I was in Seattle for work when a man handed me a King County District Court summons on November 12.';
    expect(slotsOf(seattle, 'OR', now)).toMatchObject({ state: 'WA', servedHow: 'in_person' });
    expect(plan(seattle, 'en', 'OR')).toContain('Last day: Wednesday, December 2, 2026');
    // Living elsewhere and handed the papers there is still service outside the court's state.
    expect(
      slotsOf('We live in Oregon now; a man handed me papers at my door in Portland on November 12, the case is in King County District Court.', 'OR', now)
        .servedHow,
    ).toBe('outside_state');
    // A rule the person heard of ("people in another state get more days") says nothing of where they were handed the papers.
    expect(
      slotsOf(
        'My brother says folks who live out of state get extra days. A man handed me the papers in Phoenix on November 18, a Maricopa County Justice Court case.',
        'VT',
        now,
      ).servedHow,
    ).toBe('in_person');
    expect(slotsOf('wednesday nov 18 a process server found me at my sister’s in Phoenix and handed me a summons', 'VT', now).servedOn).toBe('2026-11-18');
    // A payment said at the start of the sentence is not the handing.
    expect(slotsOf('june 3 I paid them $50 and then a process server came to my job', 'TX', now).servedOn).toBeNull();
  });

  it('takes the court’s state from its county and court word over the account’s, in both languages', () => {
    const en = slotsOf('I was served on November 19 with papers from the Court of Common Pleas of Lucas County over a car loan.', 'MI', now);
    expect(en.state).toBe('OH');
    const es = planned('Nos demandaron en la Justice Court del condado de Pima; el alguacil nos dio los papeles el 20 de noviembre.', 'es', 'CA');
    expect(es.text).toMatch(/^Si le notificaron una demanda:\s+En Arizona/);
    expect(es.text).toContain('Último día: jueves, 10 de diciembre de 2026');
  });

  it('says an arbitration hearing on the court’s papers does not replace the Answer’s deadline, in both languages', () => {
    const es = plan(
      'Un alguacil me entregó los papeles en mi trabajo el lunes 16 de noviembre; la demanda es de la Court of Common Pleas de Filadelfia y trae fecha de arbitraje el 3 de marzo de 2027. ¿Es esa la fecha para contestar?',
      'es',
      'PA',
    );
    expect(es).toMatch(/^Si le notificaron una demanda:\s+En Pensilvania/);
    expect(es).toContain('no reemplaza el plazo para contestar');
    expect(es).toContain('Último día: lunes, 7 de diciembre de 2026');
    expect(es).not.toContain('Conteste el aviso en la fecha que indica');
    const constable =
      'A constable served me November 23 with a Common Pleas complaint in Montgomery County; it lists an arbitration hearing on May 4, 2027. When is my answer due?';
    const slots = slotsOf(constable, 'PA', now);
    expect(slots.courtDate).toBeNull();
    expect(slots.arbitrationInSuit).toBe(true);
    const en = plan(constable, 'en', 'PA');
    expect(en).toContain('Last day: Monday, December 14, 2026');
    expect(en).toContain('does not replace the deadline to answer');
    // An arbitration the creditor brought, with no court, keeps its own words.
    expect(plan('I got an arbitration demand from the AAA over my phone bill. Do I need to respond?', 'en', 'PA')).toContain(
      'An arbitration is not paused by a dispute letter',
    );
  });

  it('answers a judgment already entered as one, never with a card on answering a suit', () => {
    for (const [question, language, state] of [
      ['The magistrate gave the bank a default judgment against me on November 18 because I was stuck at work. What can I do now?', 'en', 'OH'],
      ['Me enteré que hay un "final judgment" en mi contra en Orange County por $3,100 y yo nunca recibí ningún papel. ¿Qué hago?', 'es', 'FL'],
    ] as const) {
      const slots = slotsOf(question, state, now);
      expect(slots.judgment, question).not.toBeNull();
      expect(slots.judgment?.undo, question).toBe(true);
      expect(slots.served, question).toBe(false);
      const answer = planned(question, language, state);
      expect(answer.intent, question).toMatch(/^card:l-(?:set-aside-default|what-is-default-judgment)$/);
      expect(answer.text, question).not.toMatch(/Last day:|Último día:/);
    }
  });

  it('does not take a "you have been served" text or email as service, and answers it as a possible scam', () => {
    const question =
      "got an email saying I've been served in a case in Cuyahoga County and must call a number within 12 hours to avoid a warrant. nobody has come to my door. real?";
    expect(slotsOf(question, 'OH', now).served).toBe(false);
    const answer = planned(question, 'en', 'OH');
    expect(answer.intent).toBe('card:c-scam-how-to-check');
    expect(answer.text).not.toContain('Last day:');
    // Papers that were handed over are service whatever messages came too.
    expect(slotsOf('A process server handed me a summons on November 20 and then I got a text about the case too.', 'OH', now).served).toBe(true);
  });
});
