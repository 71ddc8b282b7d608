import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of set BA's blind misses and false alarms (2027-01-09, parts A and B), each tested in wording of our own.

describe('set BA: someone at work to be told why the collector calls, in other words than "calling"', () => {
  it('blocks the reason to be given to a workplace, however the calls are put', () => {
    expect(rulesOf("No answer by Friday and I'll ring the main desk at Lakeside Dental and let them know why we keep trying to reach you.")).toContain(
      'third-party',
    );
    expect(rulesOf('I may have to tell your shift lead why we need to talk to you.')).toContain('third-party');
  });
  it('passes a message to others that keeps the reason back', () => {
    expect(rulesOf('Your sister asked why we keep calling; we only said it was a personal business matter.')).toEqual([]);
  });
});

describe('set BA: a judgment told as having been entered ("there’s been a judgment")', () => {
  it('makes the garnishment the creditor asked the court for lawful to mention', () => {
    expect(
      rulesOf('There has been a judgment against you since June in the Harbor Auto case, and the creditor asked the court for a wage garnishment.'),
    ).toEqual([]);
  });
  it('still blocks a garnishment promised with a judgment only to come', () => {
    expect(rulesOf('Pay today or there will be a judgment against you and a wage garnishment.')).toContain('arrest-seizure');
  });
});

describe('set BA: the sender said in Spanish to write "del" bureau', () => {
  it('blocks "le escribimos del buró de crédito" and "le llamamos del buró"', () => {
    expect(rulesOf('Buenas tardes, le escribimos del buró de crédito por su cuenta pendiente.')).toContain('credit-bureau');
    expect(rulesOf('Le llamamos del buró para confirmar su deuda de $800.')).toContain('credit-bureau');
  });
  it('passes an agency that writes of what the bureau shows', () => {
    expect(rulesOf('Le escribimos de la agencia de cobranza; el buró de crédito muestra la cuenta como disputada.')).toEqual([]);
  });
});

describe('set BA: disputes said in the plural to stop nothing', () => {
  it('blocks "disputes don’t stop" the payments while the dispute is open', () => {
    expect(rulesOf("Disputes don't stop the plan, and the draft runs on the 5th as usual.", { isDisputed: true })).toContain('overshadowing');
  });
  it('passes disputes explained as stopping collection', () => {
    expect(rulesOf("Most disputes don't take long; nothing is collected until we answer yours.", { isDisputed: true })).toEqual([]);
  });
});

describe('set BA: good for nothing, or too lazy to pay, said in Spanish', () => {
  it('blocks the insult of the reader', () => {
    expect(rulesOf('Usted es una buena para nada, todos pagan menos usted.')).toContain('abuse');
    expect(rulesOf('¿Y pagar también le da pereza o qué?')).toContain('abuse');
  });
  it('passes "bueno para nada" said of a thing, and an offer to help', () => {
    expect(rulesOf('Ese formulario viejo es bueno para nada, use el nuevo.')).toEqual([]);
    expect(rulesOf('Si le da pereza llenar el formulario, con gusto lo llenamos por teléfono.')).toEqual([]);
  });
});

describe('set BA: the right to dispute said lost after a day, with "reclamar"', () => {
  it('blocks "ya no podrá reclamar" in the validation period', () => {
    expect(rulesOf('Pasado el lunes ya no podrá reclamar nada.', { isInValidationPeriod: true })).not.toEqual([]);
    expect(rulesOf('Después del día 15 ya no va a poder reclamar.', { isInValidationPeriod: true })).not.toEqual([]);
  });
});

describe('set BA: the agreement said to include the fee with "does"', () => {
  it('passes a fee the agreement "does include", counted in the balance', () => {
    expect(rulesOf('Your gym contract does include a $15 late fee, and it is already part of the $415.', { balanceCents: 41500 })).toEqual([]);
  });
  it('blocks a fee added where the agreement is said to have none', () => {
    expect(rulesOf('Your lease does not have a late fee, but we add $40 anyway.', { balanceCents: 90000 })).toContain('unauthorized-fees');
    expect(rulesOf('The contract has no late fee but we add a $40 late fee anyway.', { balanceCents: 90000 })).toContain('unauthorized-fees');
  });
});

describe('noticed after set BA: the dispute right said to survive a payment asked for today', () => {
  it('passes a payment today with the 30 days kept, in English and Spanish', () => {
    const period = { isInValidationPeriod: true };
    expect(rulesOf('If you pay today you can still dispute within the 30 days.', period)).toEqual([]);
    expect(rulesOf('Nothing you pay today waives that right.', period)).toEqual([]);
    expect(rulesOf('Si paga hoy, igual puede reclamar dentro de los 30 días.', period)).toEqual([]);
  });
  it('still blocks a payment today with the dispute put after it, or the right said lost', () => {
    const period = { isInValidationPeriod: true };
    expect(rulesOf('Pay today, you can dispute it later.', period)).toContain('overshadowing');
    expect(rulesOf('Pague hoy, no pierde nada.', period)).toContain('overshadowing');
    expect(rulesOf('Pay today or lose your right to dispute.', period)).toContain('overshadowing');
  });
});
