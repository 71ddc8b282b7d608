import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of set AR's blind misses and false alarm (2026-12-31, parts A and B), each tested in wording of our own.

describe("set AR: a condition said with a contraction ('if it's not handled') is no denial", () => {
  it('blocks the taking that follows it', () => {
    expect(rulesOf("If it's not handled by Friday we'll start pulling it straight from your paycheck.")).toContain('arrest-seizure');
    expect(rulesOf("If the balance's not cleared by the 5th, we'll freeze your account.")).toContain('arrest-seizure');
  });
  it('still reads a plain denial as one', () => {
    expect(rulesOf("It's not true that we will garnish your wages.")).toEqual([]);
  });
});

describe('set AR: the debt explained to someone who minds the home', () => {
  it('blocks a babysitter, a nanny or a caregiver told of the debt', () => {
    expect(rulesOf('Left a voicemail with your nanny explaining that you owe $900 on the payday loan.')).toContain('third-party');
    expect(rulesOf('I told your babysitter we are a collection agency and to have you call back.')).toContain('third-party');
    expect(rulesOf("I stopped by and explained the balance to your caregiver so she'd remind you.")).toContain('third-party');
  });
  it('leaves a message that told them nothing', () => {
    expect(rulesOf('Your nanny said you were out; we left only our name and number.')).toEqual([]);
  });
});

describe('set AR: the consumer reached through a channel others read', () => {
  it('blocks it as a plan or as a reluctant last resort', () => {
    expect(rulesOf("I hope we don't have to message you through your kid's school app about the $1,200 you owe.")).toContain('third-party');
    expect(rulesOf("We'll post a note in your church's group chat so someone can reach you.")).toContain('third-party');
    expect(rulesOf("We'd rather not go through the PTA's parent portal, but the $450 has to get handled.")).toContain('third-party');
  });
  it('leaves a promise never to use one, and the firm own portal', () => {
    expect(rulesOf('We will never contact you through your school parent portal or any group chat.')).toEqual([]);
    expect(rulesOf('Please use the secure message center in our payment portal to send documents.')).toEqual([]);
  });
});

describe('set AR: a court appearance a payment is said to excuse', () => {
  it('blocks "avoid appearing by paying" and a hearing "cancelled once paid"', () => {
    expect(rulesOf('Enclosed is your Notice to Appear. The hearing is cancelled once the $650 is paid in full.')).toContain('fake-legal-process');
    expect(rulesOf('Your court date goes away as soon as you pay the balance.')).toContain('fake-legal-process');
    expect(rulesOf('You can skip the hearing by paying $300 today.')).toContain('fake-legal-process');
  });
  it('leaves a payment that ends a filed case by a dismissal, and the truth that paying does not', () => {
    expect(rulesOf('If you pay the settlement before the 14th we will file a dismissal and you will not need to appear.')).toEqual([]);
    expect(rulesOf('Paying us does not cancel your hearing; only the court can.')).toEqual([]);
  });
});

describe('set AR: a quota on disputes or validation requests the law never set', () => {
  it('blocks one dispute a year, a limit per consumer, in English and Spanish', () => {
    expect(rulesOf("You're only allowed one dispute per account per year and you already used it.")).toContain('threat-not-intended');
    expect(rulesOf('Validation requests are limited to one per consumer; yours was used up in March.')).toContain('threat-not-intended');
    expect(rulesOf('Solo se permite pedir validación una vez al año y usted ya la pidió.')).toContain('threat-not-intended');
  });
  it('leaves what is said once a month or a year about other things', () => {
    expect(rulesOf('We report collection accounts to the bureaus once a month.')).toEqual([]);
    expect(rulesOf('Once a year you can ask for a free report; to dispute this debt write to us.')).toEqual([]);
    expect(rulesOf('There is no limit of one dispute per year; you can dispute this account too.')).toEqual([]);
  });
});

describe('set AR: a disputed charge held while it is verified', () => {
  const disputed = { isDisputed: true };
  it('leaves a fee on hold, paused or "en espera"', () => {
    expect(rulesOf('The $60 fee you questioned is on hold while we verify it.', disputed)).toEqual([]);
    expect(rulesOf("We've paused collection on the $95 late charge you disputed until verification goes out.", disputed)).toEqual([]);
    expect(rulesOf('El cargo de $40 que usted disputó queda en espera hasta que le enviemos la verificación.', disputed)).toEqual([]);
  });
  it('still blocks a new fee beside an account on hold', () => {
    expect(rulesOf('We put your account on hold, but a $35 processing fee applies to every payment.', disputed)).toContain('unauthorized-fees');
  });
});

describe('set AR: the consumer called a liar, or one of "people like you"', () => {
  it('blocks both however politely said', () => {
    expect(rulesOf('You lied to me about the money order.')).toContain('abuse');
    expect(rulesOf('No offense, but folks like you always have an excuse.')).toContain('abuse');
  });
  it('leaves a lie only supposed, and people like them helped', () => {
    expect(rulesOf('If you lied about your income on the form, let us know so we can correct it.')).toEqual([]);
    expect(rulesOf('We help people like you get back on track every day.')).toEqual([]);
    expect(rulesOf('Many people like you always ask whether settling helps their credit, so here is how it works.')).toEqual([]);
    // (Read by what is said of them, not by a list of kind continuations: any that is no contempt stays allowed.)
    expect(rulesOf('People like you often think a settlement hurts your credit more than it does.')).toEqual([]);
    expect(rulesOf('Folks like you never expected a bill this size after an ER visit, and that is fair.')).toEqual([]);
    expect(rulesOf("You told me the check was mailed twice and it hasn't arrived; can you confirm the address you used?")).toEqual([]);
  });
});
