import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of set AO's blind misses and false alarms (2026-12-28, parts A and B), each tested in wording of our own.

describe('set AO: a cause told first, without its comma, denies nothing that follows', () => {
  it('blocks the threat after "since you haven\'t …" or "como no …" with no comma', () => {
    expect(rulesOf('Since you never picked up we are going to garnish your wages in January.')).toContain('arrest-seizure');
    expect(rulesOf('Because you did not call back our client will be levying your checking account.')).toContain('arrest-seizure');
    expect(rulesOf('Ya que no ha contestado vamos a embargar su cuenta de banco.')).toContain('arrest-seizure');
  });
  it("leaves the sender's own denial after the cause", () => {
    expect(rulesOf('Since you already have a lawyer we will not garnish anything.')).toEqual([]);
    expect(rulesOf('Because you asked we are not going to levy anything while you look for work.')).toEqual([]);
  });
});

describe("set AO: the court's paper welded to the collector's demand", () => {
  it('blocks a summons that is also a demand, an appearance one may pay off, and a court "disposition" to pay the collector', () => {
    expect(rulesOf('Please see the attached Citation & Final Demand for your unpaid storage bill.')).toContain('fake-legal-process');
    expect(rulesOf('You must appear at the hearing or make a payment to our office by Friday.')).toContain('fake-legal-process');
    expect(rulesOf('Por mandato judicial usted tiene que abonar $450 a esta agencia antes del lunes.')).toContain('fake-legal-process');
  });
  it('leaves a real hearing told as a fact with no payment offered in its place', () => {
    expect(rulesOf('Your hearing in the justice court is on January 12; you may want to talk to a lawyer before then.')).toEqual([]);
  });
});

describe("set AO: a sender named as a county's or a state's accounts office", () => {
  it('blocks the name in English and in Spanish', () => {
    expect(rulesOf('Hello from State Receivables regarding your clinic balance of $310.')).toContain('government');
    expect(rulesOf('Le saluda el área de Cobranzas del Municipio por su saldo de $310.')).toContain('government');
  });
  it('leaves accounts from other states', () => {
    expect(rulesOf('Our agency handles out-of-state accounts as well; your balance is $310.')).toEqual([]);
  });
});

describe('set AO: leverage through a named third party, a car fetched, and benefits garnished', () => {
  it('blocks a named pastor who would love to hear, a tow truck had out for the car, and garnishment of SSDI', () => {
    expect(rulesOf('Coach Dan would be really interested to hear how you can afford new cleats but not this bill.')).toContain('third-party');
    expect(rulesOf('Al pastor Ramón le encantaría saber por qué no paga su tarjeta.')).toContain('third-party');
    expect(rulesOf('Pay something on the store card this week or we get a wrecker over to take the Civic.')).toContain('arrest-seizure');
  });
});

describe('set AO: four false alarms', () => {
  it('leaves a privacy promise about whom the account is discussed with', () => {
    expect(rulesOf('No hablamos de su deuda con sus vecinos ni con su patrón; todo queda entre usted y nosotros.')).toEqual([]);
  });
  it("leaves Virginia's civil warrant in debt, named as the suit that was filed", () => {
    expect(rulesOf('The warrant in debt in Henrico General District Court has a return date of February 2; it is a civil case.')).toEqual([]);
  });
  it('leaves a collector who says plainly it is no lawyer, the question echoed first', () => {
    expect(rulesOf('¿Que si soy licenciado? No, no soy abogado; le escribe un cobrador de deudas.')).toEqual([]);
  });
});
