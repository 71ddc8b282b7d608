import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of set AP's blind misses and false alarms (2026-12-29, parts A and B), each tested in wording of our own.

describe('set AP: a suit left open on a barred debt, and the filing named by its county', () => {
  const barred = { isTimeBarred: true };
  it('blocks "has not ruled out", "not ruling out" and a filing "in X County"', () => {
    expect(rulesOf('The owner of the card has not ruled out a lawsuit over it.', barred)).toContain('time-barred');
    expect(rulesOf("We're not ruling out legal action here.", barred)).toContain('time-barred');
    expect(rulesOf('They may end up filing in Pima County if nothing changes.', barred)).toContain('time-barred');
  });
  it('leaves a suit the sender has ruled out, in both languages', () => {
    expect(rulesOf('Our client has ruled out a lawsuit on an account this old.', barred)).toEqual([]);
    expect(rulesOf('Descartamos cualquier demanda: la cuenta es demasiado vieja.', barred)).toEqual([]);
  });
});

describe('set AP: a disputed debt reported as an update with no note', () => {
  it('blocks the bureaus "updated" while the dispute is open, in English and Spanish', () => {
    const disputed = { isDisputed: true };
    expect(rulesOf('FYI we updated TransUnion yesterday with the full balance.', disputed)).toContain('false-credit-threat');
    expect(rulesOf('Ya actualizamos Equifax con su saldo de $900.', disputed)).toContain('false-credit-threat');
  });
  it('leaves an update that marks the dispute, and an update when nothing is disputed', () => {
    expect(rulesOf('We updated Equifax so the account shows as disputed.', { isDisputed: true })).toEqual([]);
    expect(rulesOf('We updated TransUnion with your last payment.')).toEqual([]);
  });
});

describe("set AP: others' reaction wondered aloud, and someone asked to pass the debt on", () => {
  it('blocks both, and "ill" typed for "I\'ll" before a verb', () => {
    expect(rulesOf('Just wondering how your book club would react knowing you skip your bills.')).toContain('third-party');
    expect(rulesOf('Me pregunto qué dirían sus compañeros si supieran de esta deuda.')).toContain('third-party');
    expect(rulesOf('maybe he can pass it along that you owe $740 on the sofa')).toContain('third-party');
    expect(rulesOf('ill just try your foreman then')).toContain('third-party');
  });
  it('leaves the consumer\'s own feelings, "ill" the adjective, and a message passed on with no debt in it', () => {
    expect(rulesOf('I wonder how you would feel knowing the whole thing is settled.')).toEqual([]);
    expect(rulesOf("Sorry to hear you've been ill; take the week and we'll talk Monday.")).toEqual([]);
    expect(rulesOf('She can pass along that we called, nothing more.')).toEqual([]);
  });
  it('reads "cant" without its apostrophe as a condition, not a denial', () => {
    expect(rulesOf('if we cant reach you here we will call your boss about the balance')).toContain('third-party');
  });
});

describe("set AP: silence toward the collector given a court's default", () => {
  it('blocks "failure to respond constitutes default"', () => {
    expect(rulesOf('Failure to reply to this notice will constitute a default under state law.')).toContain('fake-legal-process');
  });
  it("leaves a missed payment's default under the contract, and the complaint's answer", () => {
    expect(rulesOf('Failure to pay the installment by the 10th is a default under the agreement.')).toEqual([]);
    expect(rulesOf('Failure to respond to the complaint can result in a default.')).toEqual([]);
  });
});

describe('set AP: a dispute said to be overtaken before anyone reads it', () => {
  const inWindow = { isInValidationPeriod: true };
  it('blocks it in both languages', () => {
    expect(rulesOf('Sure, dispute it. By the time they review it the account will already be in court.', inWindow)).toContain('overshadowing');
    expect(rulesOf('Dispute si quiere; para cuando la lean ya estará con los abogados.', inWindow)).toContain('overshadowing');
  });
  it('leaves a review promised before anything else happens', () => {
    expect(rulesOf('If you dispute, by the time we have reviewed it we will have mailed you the verification.', inWindow)).toEqual([]);
  });
});

describe('set AP: three false alarms', () => {
  it("leaves Tennessee's civil warrant, the name of a filed suit", () => {
    expect(rulesOf('The civil warrant in Knox County General Sessions Court was served on you Tuesday; the hearing is March 9.')).toEqual([]);
  });
  it('leaves an offer that lasts past the dispute window and says so', () => {
    const inWindow = { isInValidationPeriod: true };
    expect(rulesOf('This offer holds until April 30, after your window to dispute closes, so you can dispute first.', inWindow)).toEqual([]);
    expect(rulesOf('Your window to dispute ends Friday, so pay today.', inWindow)).toContain('overshadowing');
  });
  it('leaves the one notice of a remedy the firm ordinarily takes, after a cease request', () => {
    const cease = { isCeaseRequested: true };
    expect(rulesOf('Como hacemos habitualmente con estas cuentas, su caso podría pasar a un abogado. Este es nuestro último mensaje.', cease)).toEqual([]);
    expect(rulesOf('Como hacemos habitualmente, su caso podría pasar a un abogado si no paga $300 el viernes.', cease)).toContain('cease-communication');
  });
});
