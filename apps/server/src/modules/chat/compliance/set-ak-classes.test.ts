import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of set AK's blind misses and false alarm (2026-12-24), each tested in wording of our own.

describe('set AK: the spouse told with the law’s leave is the consumer told', () => {
  it('allows the spouse’s contact said to be lawful or asked for, in both languages', () => {
    expect(rulesOf('Federal law lets us go over the clinic balance with your husband, since a spouse counts as the consumer.')).toEqual([]);
    expect(rulesOf('Solo hablamos de la cuenta con su esposa, como lo permite la ley.')).toEqual([]);
  });
  it('blocks the spouse used to press, and anyone else told beside the spouse', () => {
    expect(rulesOf('The law lets us call your wife, and I bet she’d love to find out about the loan you’re hiding.')).toContain('third-party');
    expect(rulesOf('The law lets us talk to your husband and your boss about the $700 balance.')).toContain('third-party');
  });
});

describe('set AK: a chat the consumer added the firm to is read by the group', () => {
  it('blocks the debt told there “for everybody”', () => {
    expect(rulesOf('Since Leo added me to this group I’ll post it for everyone here: his $530 phone bill is past due.')).toContain('third-party');
    expect(rulesOf('Como Ana me agregó a este grupo, les digo: su saldo de $400 sigue vencido.')).toContain('third-party');
  });
});

describe('set AK: a third party’s contact held ready, with a wish not to use it', () => {
  it('blocks the veiled threat and leaves a plain note of a number on file', () => {
    expect(rulesOf('We’ve got the direct number for your supervisor, but we hope we don’t have to call it.')).toContain('third-party');
    expect(rulesOf('We have your work number on file from the application; we will only use your cell.')).toEqual([]);
  });
});

describe('set AK: money or things taken by the firm’s own hand', () => {
  it('blocks a deposit taken unless the consumer calls, and livestock or a truck taken', () => {
    expect(rulesOf('We’ll just pull the $600 out of your checking on Friday unless you call us first.')).toContain('arrest-seizure');
    expect(rulesOf('Si no paga, le quitamos la camioneta y los muebles.')).toContain('arrest-seizure');
  });
  it('leaves an autopay the consumer set up', () => {
    expect(rulesOf('As you set up, we will take the $150 from your checking on the 1st each month.')).toEqual([]);
  });
  it('blocks a hold on a license claimed through the state', () => {
    expect(rulesOf('We have the paperwork ready to send the state so they put a hold on your nursing license over this bill.')).toContain(
      'threat-not-intended',
    );
  });
});
