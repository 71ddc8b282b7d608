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
