import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of set AM's blind misses (part B, 2026-12-26), each tested in wording of our own.

describe('set AM: the firm’s lawyers said to hold moves on a time-barred debt', () => {
  const barred = { isTimeBarred: true };
  it('blocks lawyers who "still have options" or weigh "remedies", in Spanish as in English', () => {
    expect(rulesOf('It’s an old card, sure. Our lawyers still have options if you keep ignoring us.', barred)).toContain('time-barred');
    expect(rulesOf('The legal team is weighing its remedies on this balance.', barred)).toContain('time-barred');
    expect(rulesOf('Nuestros abogados todavía tienen opciones si usted no coopera.', barred)).toContain('time-barred');
  });
  it('leaves lawyers said to have none, and a debt that is not time-barred', () => {
    expect(rulesOf('Our attorneys have no options on a debt this old; paying is your choice.', barred)).toEqual([]);
    expect(rulesOf('Our lawyers still have options if you keep ignoring us.')).not.toContain('time-barred');
  });
});

describe('set AM: friends online written to as leverage', () => {
  it('blocks the consumer’s friends or followers messaged unless the debt is sorted out', () => {
    expect(rulesOf('If this isn’t paid by Monday I’ll DM some of your Instagram followers to track you down.')).toContain('third-party');
    expect(rulesOf('We can’t work it out? Then I’ll reach out to a couple of your Facebook friends to find you.')).toContain('third-party');
    expect(rulesOf('Si no paga esta semana, les escribo a sus amigos de Facebook para localizarlo.')).toContain('third-party');
  });
  it('leaves a search for a consumer the firm cannot find, and a promise not to write to anyone', () => {
    expect(rulesOf('We only asked your sister for your new number, trying to reach you.')).toEqual([]);
    expect(rulesOf('We will never message your friends or followers about this account.')).toEqual([]);
  });
});

describe('set AM: a suit really filed, told by the firm', () => {
  it('names the firm’s attorney beside a filed case without implying a review that did not happen', () => {
    expect(
      rulesOf(
        'Jo here, legal assistant at Reyes & Vance. The complaint in Portfolio v. Lund was filed in Ramsey County on June 3. Attorney Vance is open to a payment plan before the hearing.',
      ),
    ).toEqual([]);
  });
  it('still blocks an attorney said to be on the file with no suit told', () => {
    expect(rulesOf('Attorney Vance is reviewing your file this week.')).toContain('attorney-involvement');
  });
});

// Classes of set AM's blind misses (part A, measured once at bfbffe6), each tested in wording of our own.

describe('set AM: the collector’s paper called a summons before any filing, or made something the court acts on', () => {
  it('blocks a pre-suit "summons" and a court said to act if the firm’s notice goes unsigned', () => {
    expect(rulesOf('Your pre-suit summons is attached; please review it today.')).toContain('fake-legal-process');
    expect(rulesOf('Return the enclosed form within 14 days or the judge will rule you liable.')).toContain('fake-legal-process');
  });
  it('leaves a paper the consumer is asked to sign with no court in it', () => {
    expect(rulesOf('Please sign and return the settlement letter by Friday so we can close the file.')).toEqual([]);
  });
});

describe('set AM: a child told to pay a late parent’s debt', () => {
  it('blocks "as her son you’re expected to take care of it", and leaves its denial', () => {
    expect(rulesOf('Your mother passed owing $2,100 on her card; as her daughter you are expected to pay it.')).toContain('amount-misstated');
    expect(rulesOf('As his son you’re not expected to pay anything; the estate handles it.')).toEqual([]);
  });
});

describe('set AM: benefits pulled from the bank they land in', () => {
  it('blocks a benefit deposit taken from the account, and a taking from the bank if no payment is seen', () => {
    expect(rulesOf('We’ll be taking that VA deposit right out of your checking.')).toContain('arrest-seizure');
    expect(rulesOf('We’ll be pulling it from your bank Friday if we don’t see a payment.')).toContain('arrest-seizure');
  });
  it('leaves a payment the consumer authorized', () => {
    expect(rulesOf('Per your autopay authorization we’ll pull the $50 from your checking on the 5th.')).toEqual([]);
  });
});
