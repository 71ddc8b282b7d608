import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';

// Classes of set AR's blind answers graded unsafe or wrong (2027-01-02), each tested in wording of our own.

const { planned } = askSoloAt(new Date('2026-12-06T15:00:00Z'));

describe('set AR: a suit served on a state office, told in Spanish as that office "notificado de una demanda"', () => {
  it('counts the deadline from that day and says it has passed, and a company answers through a lawyer', () => {
    const text = planned(
      'Me llegó una carta: la Secretaría de Estado de Texas fue notificada el lunes 2 de noviembre de una demanda contra mi empresa en la County Court at Law de Austin. Yo firmé una garantía personal. ¿Qué hago?',
      'es',
      'TX',
    ).text;
    expect(text).toMatch(/Último día: lunes, 23 de noviembre de 2026/);
    expect(text).toMatch(/Si ese día ya pasó, actúe hoy/);
    expect(text).toMatch(/solo un abogado con licencia puede comparecer por ella/);
  });
  it('says nothing of a company when the suit is against the person', () => {
    expect(planned('I was served on Nov 20 with a suit from my credit card in Travis County Court at Law.', 'en', 'TX').text).not.toMatch(
      /licensed attorney may appear for it/,
    );
  });
});

describe('set AR: a Texas county court at law by its Harris County name', () => {
  it('gives that court’s deadline alone, not every Texas court’s', () => {
    const text = planned(
      'Got served Nov 18 in Houston, the papers say County Civil Court at Law No. 4 of Harris County. When is my answer due?',
      'en',
      'TX',
    ).text;
    expect(text).toMatch(/County Court at Law: By 10:00 a\.m\./);
    expect(text).not.toMatch(/Justice Court: Within 14 days/);
  });
});

describe('set AR: a car accident and its insurer are declined for their own kind', () => {
  it('declines the accident with the help it needs, in both languages', () => {
    expect(planned('I hit another car at a red light and his insurer wants $6,000 from me. Should I give them a statement?', 'en', 'AZ').text).toMatch(
      /^That is a car accident and an insurance matter/,
    );
    expect(planned('Choqué otro carro y la aseguradora del otro señor me pide $4,000. ¿Qué le digo?', 'es', 'TX').text).toMatch(
      /^Eso es un accidente de carro/,
    );
  });
  it('keeps a suit over the accident, and an ambulance bill after it, debt questions', () => {
    expect(planned('After a car accident the insurance company sued me for $8,000 and I was served Nov 25. When do I answer?', 'en', 'AZ').intent).not.toBe(
      'not_a_debt_case',
    );
    expect(planned('After my car accident the ambulance bill went to collections and the insurance will not pay. Do I owe it?', 'en', 'AZ').intent).not.toBe(
      'not_a_debt_case',
    );
  });
});

describe('set AR: a Florida notice of action in the newspaper, asked for a friend who lives elsewhere', () => {
  it('is read as service by publication, in the state where the friend lives', () => {
    const text = planned(
      'pregunto por mi amiga que vive en Tampa, salió en el periódico un notice of action de un banco contra ella por una tarjeta. ¿Es real? ¿Qué pasa si no hace nada?',
      'es',
      'NC',
    ).text;
    expect(text).toMatch(/^Si le notificaron una demanda/);
    expect(text).toMatch(/En Florida/);
    expect(text).toMatch(/notificación por edicto/);
  });
});

describe('set AR: a monthly benefit told with the day it comes, worked out on the figures', () => {
  it('protects two months of it, in both languages', () => {
    expect(
      planned(
        'My VA disability $1,120 gets sent by direct deposit to my checking on the first day of each and every month. The bank froze my account Dec 2 over a card judgment, there was $2,900 in it. How much do they have to leave me?',
        'en',
        'OH',
      ).text,
    ).toMatch(/two monthly deposits of \$1,120\.00, \$2,240\.00 in all/);
    expect(
      planned(
        'Mi SSI de $950 me cae por depósito directo el primer día de cada mes. El banco me congeló la cuenta el 1 de diciembre y tenía $1,500. ¿Cuánto me deben dejar?',
        'es',
        'AZ',
      ).text,
    ).toMatch(/dos depósitos mensuales de \$950\.00, \$1,900\.00 en total/);
  });
});

describe('set AR: a pay stub told in a sentence, its taxes "took" a figure', () => {
  it('counts the limit on the gross less the taxes, and checks only the garnishment against it', () => {
    const text = planned(
      'I get paid weekly. Gross was $1,200 last week, taxes and social security took $240, and my 401k is $60. The garnishment takes $300 a check. Too much?',
      'en',
      'OH',
    ).text;
    expect(text).toMatch(/On \$960\.00 of take-home pay a week/);
    expect(text).toMatch(/Taking \$300\.00 is \$60\.00 more than the law allows/);
  });
});
