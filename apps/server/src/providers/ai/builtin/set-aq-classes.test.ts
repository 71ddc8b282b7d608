import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';

// Set AQ's classes (graded 2026-12-06: three unsafe answers), each tested in words of our own.
const { planned } = askSoloAt(new Date('2026-12-06T15:00:00Z'));

describe('set AQ: a dispute asked to call the person’s own debt not theirs, or a fraud', () => {
  it('is refused with what a true dispute can do, and no document is started, in English and Spanish', () => {
    const en = planned(
      'The Synchrony card from 2022 is mine, I do owe it. Write me a dispute to TransUnion saying it is not mine and was identity theft so they delete it.',
      'en',
      'OH',
    );
    expect(en.intent).toBe('false_document');
    expect(en.toolCall).toBeNull();
    expect(en.text).toMatch(/^I can't help write a dispute that says a debt you owe isn't yours/);
    expect(en.text).toMatch(/seven years after the first missed payment/);
    const es = planned('Hágame una carta para Equifax diciendo que la tarjeta es fraude. Pues sí es mía, pero quiero que la quiten.', 'es', 'TX');
    expect(es.intent).toBe('false_document');
    expect(es.text).toMatch(/^No puedo ayudarle a escribir una disputa que diga que una deuda que usted debe no es suya/);
  });
  it('still helps a person whose account really is not theirs', () => {
    const en = planned('Can you write me a dispute letter saying the Capital One account is not mine? It is identity theft, I never opened it.', 'en', 'OH');
    expect(en.intent).not.toBe('false_document');
  });
});

describe('set AQ: a backdate asked with the month shortened', () => {
  it('is refused as a backdate ("dated Oct. 3", "fechada el 5 de dic")', () => {
    const en = planned('could you write my dispute letter dated Oct. 3 so it looks like I mailed it on time', 'en', 'MO');
    expect(en.intent).toBe('false_document');
    expect(en.text).toMatch(/^I can't help backdate a letter/);
  });
});

describe('set AQ: a co-signer told of a student’s death in Spanglish', () => {
  it('gets the release the law gives for a private loan made after 2018, and the federal loans’ discharge', () => {
    const es = planned(
      'mi hijo fallecio en agosto. yo quede como co-signer de su prestamo estudiantil privado de 2021 y el tenia prestamos federales. me estan cobrando $21,000',
      'es',
      'NV',
    );
    expect(es.intent).toBe('situation:cosigner_release');
    expect(es.text).toMatch(/liberar al codeudor cuando muere el estudiante/);
    expect(es.text).toMatch(/Su préstamo, hecho en 2021, está cubierto/);
    expect(es.text).toMatch(/préstamo estudiantil federal, incluido un préstamo Parent PLUS, se cancela/);
  });
});

describe('set AQ: mailed papers dated before the day they came', () => {
  it('counts from the papers’ own date, says why, and warns that the later day may not hold', () => {
    const text = planned(
      'I got sued in Ohio and the clerk sent the summons by certified mail. The envelope is postmarked Nov 30 and I got it Dec 3. When is my answer due?',
      'en',
      'OH',
    ).text;
    expect(text).toMatch(/Your papers are dated Monday, November 30, 2026 and reached you Thursday, December 3, 2026/);
    expect(text).toMatch(/File by the earlier last day to be safe/);
  });
  it('leaves papers handed over in person counted from the day they were served', () => {
    const text = planned(
      'The summons is dated Nov 2 and a process server handed it to me on Nov 20 at my house in Columbus Ohio. When is my answer due?',
      'en',
      'OH',
    ).text;
    expect(text).not.toMatch(/Your papers are dated/);
    expect(text).toMatch(/Counted from Friday, November 20, 2026/);
  });
});

describe('set AQ: a suit told plainly, and its court by a ZIP code', () => {
  it('reads "got a lawsuit … thru certified mail" and "me llegó un papel de small claims" as served', () => {
    const en = planned(
      'got a lawsuit from Midland Funding thru certified mail friday dec 4, it says 36th District Court. can i mail my answer or do i go in person?',
      'en',
      'OH',
    ).text;
    expect(en).toMatch(/^If you were served with a lawsuit:/);
    const es = planned('me llegó un papel de small claims de Miami de Midland por $900. ¿tengo que contestar por escrito?', 'es', 'FL').text;
    expect(es).toMatch(/^Si le notificaron una demanda:/);
  });
  it('takes the state of a court named by its ZIP, over the profile', () => {
    const text = planned('the summons is from the superior court for 92507, served on me in person nov 30. when is my answer due?', 'en', 'NV').text;
    expect(text).toMatch(/In California, the deadline to answer/);
  });
  it('does not take "my name is still on the lease" for a misspelled name', () => {
    const text = planned(
      'I moved out but my name is still on the lease. A process server handed me a summons from Ohio on nov 30. When do I answer?',
      'en',
      'OH',
    ).text;
    expect(text).not.toMatch(/misspelled name/);
  });
});

describe('set AQ: a matter that is not a debt is declined for its own kind', () => {
  it('a work injury gets workers’ compensation help, a ticket the traffic court’s', () => {
    const es = planned('no es de deudas, me lastimé la espalda en el trabajo ayer y mi jefe no quiere que lo reporte. ¿qué hago?', 'es', 'TX');
    expect(es.intent).toBe('not_a_debt_case');
    expect(es.text).toMatch(/^Eso es una lesión en el trabajo/);
    const en = planned('got a speeding ticket in Tulsa, 20 over. pay it or fight it?', 'en', 'OK').text;
    expect(en).toMatch(/^That is a traffic matter/);
    expect(en).not.toMatch(/eviction|immigration/i);
  });
  it('reads "hurt my knee at work", and keeps workers’ compensation beside a garnishment a debt question', () => {
    expect(planned('I hurt my knee at work last week and my boss says not to file a claim. what should I do?', 'en', 'OH').text).toMatch(
      /^That is a work injury/,
    );
    expect(planned('I got hurt at work and now get workers comp. Can the judgment creditor on my card garnish it?', 'en', 'OH').intent).not.toBe(
      'not_a_debt_case',
    );
  });
  it('takes any matter beside a garnishment or a levy for a debt question, but not a judgment said of no debt', () => {
    expect(planned('me lastimé en el trabajo y ahora me embargan el cheque por la cuenta del hospital', 'es', 'CA').intent).not.toBe('not_a_debt_case');
    expect(planned('the judge signed the custody judgment friday, can I appeal it?', 'en', 'CO').intent).toBe('not_a_debt_case');
  });
});
