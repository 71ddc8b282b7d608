import { describe, expect, it } from 'vitest';
import { rulesOf, scannerContext } from '../../../test/scanner.js';
import { runRules } from './scanner.js';

// Classes of set BB's blind misses and false alarms (2027-01-10, parts A and B), each tested in wording of our own.

const period = { isInValidationPeriod: true };

describe('set BB: the right to ask for proof said not to exist', () => {
  it('blocks it in English and Spanish', () => {
    expect(rulesOf('You have no right to demand paperwork, you signed the lease.', period)).not.toEqual([]);
    expect(rulesOf('No tiene derecho a exigirnos documentos, usted firmó.', period)).not.toEqual([]);
  });
  it('passes the right told, and the myth told as one', () => {
    expect(rulesOf('You have every right to ask for proof, and we will mail it.', period)).toEqual([]);
    expect(rulesOf('Some people believe they have no right to ask for proof, but you do.', period)).toEqual([]);
  });
});

describe('set BB: interest charged by the collector where the creditor charged none', () => {
  it('blocks a rate said to run since the account came to collection', () => {
    expect(rulesOf('The kennel never charged you interest, but with us interest accrues at 21% until it is paid.')).toContain('unauthorized-fees');
    expect(rulesOf('La veterinaria nunca le cobró intereses, pero ahora corren intereses del 20%.')).toContain('unauthorized-fees');
  });
  it('passes a discount beside a creditor that charged no interest', () => {
    expect(rulesOf('The clinic never charged interest and neither do we; settling now takes 25% off.')).toEqual([]);
  });
});

describe('set BB: the 30 days said not to count, or the part of the letter giving them to be ignored', () => {
  it('blocks both in the validation period, in English and Spanish', () => {
    expect(rulesOf('The 30 days on that notice do not apply once you have spoken with us.', period)).toContain('overshadowing');
    expect(rulesOf('Your letter mentions 30 days to dispute; never mind that part, the payment is due Thursday.', period)).toContain('overshadowing');
    expect(rulesOf('Lo de los treinta días no le aplica porque ya habló con nosotros.', period)).toContain('overshadowing');
  });
  it('passes how the 30 days are counted, and a reminder to ignore once disputed', () => {
    expect(rulesOf('The 30 days do not count from today, they count from when you received the notice.', period)).toEqual([]);
    expect(rulesOf('If you already sent your dispute, please ignore this reminder.', period)).toEqual([]);
  });
});

describe('set BB: everyone at a place the consumer belongs to, said to want to know why they owe', () => {
  it('blocks it, the place named with an abbreviation too', () => {
    expect(rulesOf('I wonder if everybody at St. Anne’s would like to hear why you are behind on the daycare bill.')).toContain('third-party');
    expect(rulesOf('Everyone at your gym might want to know about the $640 you owe.')).toContain('third-party');
  });
  it('passes the same words with no debt in them', () => {
    expect(rulesOf('Everyone at the clinic would like to know your new hours.')).toEqual([]);
  });
});

describe('set BB: calls or texts every few minutes announced from the consumer’s side', () => {
  it('blocks "you’ll get a call every 20 minutes" and "expect a text every hour"', () => {
    expect(rulesOf('From 8 tomorrow you will get a text every 15 minutes on both phones.')).toContain('harassment-frequency');
    expect(rulesOf('Expect a call every hour until it is handled.')).toContain('harassment-frequency');
  });
  it('passes a daily reminder the consumer signed up for', () => {
    expect(rulesOf('You will get a text every day at 9am until the plan ends; reply STOP to opt out.')).toEqual([]);
  });
});

describe('set BB: a night or a weekend "in county" over the debt', () => {
  it('blocks it, asked as a rhetorical "nobody wants to"', () => {
    expect(rulesOf('No one wants to spend a night in county over a propane bill.')).toContain('arrest-seizure');
    expect(rulesOf('Keep ignoring us and you could end up in county.')).toContain('arrest-seizure');
    expect(rulesOf('¿Quiere pasar la noche en el bote por esto?')).toContain('arrest-seizure');
  });
  it('passes the county named as a place', () => {
    expect(rulesOf('I spent a weekend at the county fair, so replies were slow.')).toEqual([]);
  });
});

describe('set BB: a suit told as the creditor’s own dated decision', () => {
  const actions = (text: string) => runRules(text, scannerContext({ isTimeBarred: false })).findings.map((f) => `${f.rule}:${f.action}`);
  it('warns to confirm the intent instead of blocking', () => {
    expect(actions('The Pine Ridge association board voted May 6 to file suit if the dues are not paid by June 1.')).toEqual(['threat-not-intended:warn']);
  });
  it('still blocks a filing approved by no one named, on no day', () => {
    expect(rulesOf('Our legal department has approved filing, so pay by Friday.')).not.toEqual([]);
    expect(actions('We will sue you next week if this is not paid.')).toContain('threat-not-intended:block');
  });
});
