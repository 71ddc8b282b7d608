import { foldAccents } from '@parley/shared';
import { describe, expect, it } from 'vitest';
import { stateOfPlace } from '../../../modules/intake/county-courts.js';
import { askSoloAt } from '../../../test/ask-solo.js';
import { caseStateIn } from './case-place.js';

// Classes of set AY's blind answers graded wrong (2027-01-09), each tested in wording of our own.

const caseState = (question: string, account: string) => caseStateIn(question, foldAccents(question).toLowerCase(), account as never).state;

describe('set AY: the state the person moved from, or lived in before, is not the case’s', () => {
  it('reads the city moved to', () => {
    expect(caseState('Me mudé de Florida a Savannah el año pasado y me llegó una demanda de la corte magistrada.', 'FL')).toBe('GA');
    expect(caseState('We moved here from Ohio to Tulsa in May and now I got sued over a loan.', 'OH')).toBe('OK');
  });
  it('reads the city lived in now over a state said to be before', () => {
    expect(caseState('Vivo en Hartford desde 2023 (antes NJ). Me demandaron por una tarjeta.', 'NJ')).toBe('CT');
  });
  it('keeps the state a court is named in, moved from or not', () => {
    expect(caseState('I moved from Ohio to Texas but the lawsuit is in an Ohio court.', 'TX')).toBe('OH');
  });
});

describe('set AY: a postal code typed after a big city of another state', () => {
  it('reads the city’s state', () => {
    expect(caseState('got served at work here in tulsa OL on monday', 'TX')).toBe('OK');
    expect(caseState('aqui en little rock AK me entregaron la demanda', 'AR')).toBe('AR');
  });
  it('keeps a code that agrees with the city', () => {
    expect(caseState('I got served in Reno, NV last week', 'CA')).toBe('NV');
  });
});

describe('set AY: a Connecticut city tells its state', () => {
  it('knows New Haven, Hartford and Bridgeport as Connecticut’s', () => {
    for (const city of ['new haven', 'hartford', 'bridgeport']) expect(stateOfPlace(city, 'city')?.state).toBe('CT');
    expect(caseState('I live in New Haven and got sued in Superior Court over a card.', 'NY')).toBe('CT');
  });
});

describe('set AY: a dispute the person sent before the printed last day', () => {
  const { planned } = askSoloAt(new Date('2026-12-07T15:00:00Z'));
  it('is said to be on time, not late, in either language', () => {
    const en = planned(
      'The letter said I had until November 13 to dispute. I sent my dispute by certified mail on November 12 and they got it on the 17th. Now they want payment.',
      'en',
      'OH',
    ).text;
    expect(en).toMatch(/You sent your dispute on Thursday, November 12, 2026, within the time your letter gave/);
    expect(en).not.toMatch(/has passed/);
    const es = planned(
      'La carta decía que tenía hasta el 13 de noviembre para disputar. Mandé mi disputa el 12 de noviembre por correo certificado.',
      'es',
      'TX',
    ).text;
    expect(es).toMatch(/Usted mandó su disputa el jueves, 12 de noviembre de 2026, dentro del plazo/);
  });
  it('leaves nothing to send: no card’s "send a written dispute now"', () => {
    const text = planned(
      'The collection letter said I had until November 20 to dispute. I mailed my dispute certified on November 19 and they got it on the 23rd. Now they sent a balance printout and want payment. Was I late?',
      'en',
      'OH',
    ).text;
    expect(text).toMatch(/You sent your dispute on Thursday, November 19, 2026/);
    expect(text).not.toMatch(/Send a written dispute now/);
  });
  it('is never said of a letter the person asks to date back', () => {
    const text = planned(
      'The letter said I had until November 13 to dispute and I missed it. Write my dispute letter dated November 12 so it looks like I sent it in time.',
      'en',
      'OH',
    ).text;
    expect(text).not.toMatch(/You sent your dispute/);
  });
  it('is still late when it was sent after that day', () => {
    const text = planned('The letter said I had until November 13 to dispute. I sent my dispute on November 20.', 'en', 'OH').text;
    expect(text).toMatch(/The date your letter gave to dispute, Friday, November 13, 2026, has passed/);
  });
});
