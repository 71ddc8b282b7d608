import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of set AJ's four blind misses (2026-12-23), each tested in wording of our own: the violation blocked, the lawful near-miss allowed.

describe('set AJ: a message to a group asks the group, not the consumer', () => {
  it('blocks the debt told to a group chat, whose "you can" is the group’s', () => {
    expect(rulesOf('Hi all in the family chat! Any of you can let Marcus know his $480 phone bill is two months behind.')).toContain('third-party');
    expect(rulesOf('Hola a todos, alguno de ustedes puede decirle a Rosa que su cuenta de $300 está vencida.')).toContain('third-party');
  });
  it('leaves the consumer’s own choice to share, said to the consumer alone', () => {
    expect(rulesOf('You can share this plan with your family if you want a second opinion.')).toEqual([]);
  });
});

describe('set AJ: every other date set aside inside the validation period', () => {
  const inPeriod = { isInValidationPeriod: true };
  it('blocks telling the consumer to ignore other dates for the firm’s own', () => {
    expect(rulesOf('Disregard all the other deadlines in your mail, Friday is what counts for this offer.', inPeriod)).toContain('overshadowing');
    expect(rulesOf('Olvídese de las otras fechas, la de nosotros es la única.', inPeriod)).toContain('overshadowing');
  });
  it('leaves a correction that points to the dispute date, and the same words after the period', () => {
    expect(rulesOf('Ignore any other dates on the old letter: your dispute deadline is still March 3.', inPeriod)).toEqual([]);
    expect(rulesOf('Disregard all the other deadlines in your mail, Friday is what counts for this offer.')).toEqual([]);
  });
});

describe('set AJ: a pension or benefits tapped by the firm itself', () => {
  it('blocks money taken from a pension, retirement or benefits with no court', () => {
    expect(rulesOf('Next month we start pulling the payments right out of your state retirement check.')).toContain('arrest-seizure');
    expect(rulesOf('Si no paga, se lo descontamos directamente de su jubilación.')).toContain('arrest-seizure');
  });
  it('leaves a payment the consumer chooses to make from that money, and a promise never to touch it', () => {
    expect(rulesOf('If you like, you can set the payments to come from your pension deposit each month.')).toEqual([]);
    expect(rulesOf('We will never take anything from your Social Security benefits; they are protected.')).toEqual([]);
  });
});

describe('set AJ: interest added to an agreement that carries none', () => {
  it('blocks a rate applied since collection when the agreement had no interest', () => {
    expect(rulesOf('The gym agreement never charged interest, but collections adds 12% a year now.')).toContain('unauthorized-fees');
    expect(rulesOf('El contrato era sin intereses; desde que llegó a cobranza le cobramos 15% anual.')).toContain('unauthorized-fees');
  });
  it('leaves an agreement without interest told as still without it', () => {
    expect(rulesOf('Your contract had no interest and we add none: the balance stays at $640.')).toEqual([]);
  });
});
