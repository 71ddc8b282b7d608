import { foldAccents } from '@parley/shared';
import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';
import { caseStateIn } from './case-place.js';

// Classes of set AZ's blind answers graded wrong or unsafe (2027-01-10), each tested in wording of our own.

const { plan } = askSoloAt(new Date('2026-12-07T15:00:00Z'));
const caseState = (question: string, account: string) => caseStateIn(question, foldAccents(question).toLowerCase(), account as never).state;

describe('set AZ: a court’s certified letter signed for, told in Spanish with a pronoun', () => {
  it('counts the Answer’s last day, not a collector’s validation period', () => {
    const text = plan(
      'Recibí una carta certificada del juzgado de distrito de Rockville, la firmé el lunes 23 de noviembre. Dice 15 días. ¿Ya se me pasó?',
      'es',
      'MD',
    );
    expect(text).toMatch(/Md\. Rule 3-307/);
    expect(text).toMatch(/martes, 8 de diciembre de 2026/);
    expect(text).not.toMatch(/aviso de validación/);
  });
  it('does not read a contract the person signed as service', () => {
    expect(plan('La tarjeta la firmé en 2019 y ahora me cobran $900. ¿Es legal?', 'es', 'MD')).not.toMatch(/Si le notificaron una demanda/);
  });
});

describe('set AZ: a suit’s papers taped or left, the papers named', () => {
  it('reads them as served, in Spanish and English', () => {
    expect(plan('El 6 de noviembre pegaron una demanda en mi puerta en Queens. ¿Ya perdí?', 'es', 'NY')).toMatch(/Si le notificaron una demanda/);
    expect(plan('On November 6 someone taped a complaint to my door in Queens. Did I lose already?', 'en', 'NY')).toMatch(/If you were served with a lawsuit/);
  });
  it('does not read a voicemail about a lawsuit as papers left', () => {
    expect(plan('A collector left a voicemail about a lawsuit. Is it real?', 'en', 'NY')).not.toMatch(/If you were served with a lawsuit/);
  });
});

describe('set AZ: a written dispute sent, and the collector still calling', () => {
  it('answers that collection waits for verification before how often it may call', () => {
    const text = plan(
      'I mailed them a letter saying I dispute the debt three weeks after their notice. No reply at all, and they keep calling me every other day.',
      'en',
      'OH',
    );
    expect(text.split('\n')[0]).toMatch(/must stop collecting the disputed debt until it mails you verification/);
  });
});

describe('set AZ: a city named in Spanish, beside "juicio" or before a court in parentheses', () => {
  it('reads Filadelfia as Philadelphia, Pennsylvania', () => {
    expect(caseState('Tengo un juicio en Filadelfia por una tarjeta.', 'NJ')).toBe('PA');
    expect(caseState('La demanda es de Filadelfia (Municipal Court) y vivo en Camden.', 'NJ')).toBe('PA');
  });
});

describe('set AZ: pay said to be taken with "sacar del cheque" or "descontar"', () => {
  it('gives the state’s bar on garnishing wages for a card debt', () => {
    expect(plan('Me demandaron en Houston por una tarjeta. ¿Me pueden sacar del cheque?', 'es', 'TX')).toMatch(/no se puede embargar el sueldo/);
  });
  it('does not read a settlement discount as pay taken', () => {
    expect(plan('Me ofrecen un descuento del 40% en Houston y me pagan $900 a la semana. ¿Lo acepto?', 'es', 'TX')).not.toMatch(
      /no se puede embargar el sueldo/,
    );
  });
});

describe('set AZ: a lawyer hired, and the collector still texting or calling the person', () => {
  it('answers that the collector must deal with the lawyer, before the texting rules', () => {
    const text = plan('My attorney sent Midland a letter in October. They still text me twice a week. Can they do that?', 'en', 'OH');
    expect(text.split('\n')[0]).toMatch(/must deal only with the lawyer/);
  });
});

describe('set AZ: a collector messaging coworkers or friends on a social network', () => {
  it('answers that telling them of the debt is a disclosure to third parties', () => {
    const text = plan('The collector messaged two of my coworkers on Facebook about my past-due balance. Is that legal?', 'en', 'TX');
    expect(text.split('\n')[0]).toMatch(/illegal disclosure to third parties/);
  });
});

describe('set AZ: a question the person says is "not about debt"', () => {
  it('says plainly it is outside what Ask Solo covers', () => {
    expect(plan('Not about debt, but can you recommend a good recipe for tamales?', 'en', 'GA')).toMatch(/that isn't a debt question/);
  });
  it('gives the help of the kind it names, the person\'s "not about debt" aside (set BC)', () => {
    const text = plan('Not about debt, but my neighbor’s tree fell on my car. Who pays?', 'en', 'GA');
    expect(text).toMatch(/not a consumer debt/);
    expect(text).toMatch(/Call your own insurer first/);
  });
  it('does not read a debt buyer question that way', () => {
    expect(plan('This is not about debt collectors calling, it is about a debt buyer suing me. When do I answer?', 'en', 'GA')).not.toMatch(
      /that isn't a debt question/,
    );
  });
});

describe('walked after set AZ: a court’s mail signed for, with only the profile in another state', () => {
  const asked = 'Me llegó una carta certificada de la corte de distrito en Silver Spring, la firmé el lunes 30 de noviembre. ¿Cuándo vence?';
  it('counts the in-state days, never a longer period from the profile alone', () => {
    const text = plan(asked, 'es', 'CA');
    expect(text).toMatch(/martes, 15 de diciembre de 2026/);
    expect(text).not.toMatch(/de 2027/);
  });
  it('counts the out-of-state days where the question says the person lives elsewhere', () => {
    expect(plan(`Vivo en San Diego. ${asked}`, 'es', 'CA')).toMatch(/viernes, 29 de enero de 2027/);
  });
});
