import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of set AQ's blind misses and false alarms (2026-12-30, parts A and B), each tested in wording of our own.

describe('set AQ: a cease request confirmed in the past tense', () => {
  const cease = { isCeaseRequested: true };
  it('leaves "we have stopped" / "we ceased" and "you won\'t hear from us again" with nothing asked', () => {
    expect(rulesOf('As you asked, we stopped all calls and letters on the account.', cease)).toEqual([]);
    expect(rulesOf('Per your letter we ceased contact. You will not hear from us again.', cease)).toEqual([]);
  });
  it('still blocks a confirmation that reminds of the balance or asks for a sum without the word "pay"', () => {
    expect(rulesOf('Per your letter we ceased contact; the balance of $640 remains and can be paid online.', cease)).toContain('cease-communication');
    expect(rulesOf('per ur request we stopped calling. could u do $30 by friday tho?', cease)).toContain('cease-communication');
  });
});

describe("set AQ: the consumer's lawyer consenting to reminders sent straight to the consumer", () => {
  it('leaves "fine for us to send … directly to you"', () => {
    const represented = { isRepresented: true };
    expect(rulesOf('Your lawyer Mr. Ochoa wrote that it is fine for us to mail statements directly to you. The next one is due June 3.', represented)).toEqual(
      [],
    );
    expect(rulesOf('Your lawyer never said it was fine for us to mail statements directly to you, but here it is: $80 due.', represented)).toContain(
      'represented-consumer',
    );
  });
});

describe('set AQ: a pet or a thing of theirs named, and harm to it wished away', () => {
  it('blocks "would hate for him to get out" beside the dog, in English and Spanish', () => {
    expect(rulesOf('love the cat in your window. would hate for her to go missing. $150 by friday')).toContain('violence');
    expect(rulesOf('Qué bonito su perro. No quisiera que se le perdiera una noche de estas. Son $200.')).toContain('violence');
  });
  it('leaves a kind word about the pet', () => {
    expect(rulesOf('Your dog is lovely! Hate for him to miss his walk, so call whenever suits you.')).toEqual([]);
  });
});

describe("set AQ: a child told a dead parent's debt is now theirs", () => {
  it('blocks it in English and Spanish, and leaves the law said right', () => {
    expect(rulesOf("As her son you're now responsible for your mother's Visa balance.")).toContain('amount-misstated');
    expect(rulesOf('Como su hijo, usted ahora es responsable de la tarjeta de su papá.')).toContain('amount-misstated');
    expect(rulesOf('As his daughter you are not responsible for this; only his estate is.')).toEqual([]);
    expect(rulesOf('Como su hija, usted no es responsable de esa deuda.')).toEqual([]);
  });
});

describe('set AQ: a remedy "without ever going to court", and hours cut short', () => {
  it('blocks a private lender said to take pay without ever going to court', () => {
    expect(rulesOf('The lender can take 10% of your wages without ever going to court.')).toContain('arrest-seizure');
  });
  it('reads "48 hrs" as hours in a demand inside the validation period', () => {
    expect(rulesOf('Pay all $700 within 48 hrs or we move ahead with next steps.', { isInValidationPeriod: true })).toContain('overshadowing');
  });
});

describe('set AQ: a sum in cents is no sentence end', () => {
  it('reads a demand whose sum has cents as one sentence', () => {
    expect(rulesOf('Pay the $2,046.18 within 48 hours or we move ahead with next steps.', { isInValidationPeriod: true })).toContain('overshadowing');
  });
  it('still reads the cents of the sum against the balance, and a rate with a decimal', () => {
    expect(rulesOf('Your balance is $2,046.18, payable at the link.', { balanceCents: 204618 })).toEqual([]);
    expect(rulesOf('Your balance is $2,146.18, payable at the link.', { balanceCents: 204618 })).toContain('amount-misstated');
    expect(rulesOf('Your contract rate was 7.5%, but in collections we now charge 21.5% interest.')).toContain('unauthorized-fees');
  });
});
