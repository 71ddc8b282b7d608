import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of set BC's blind misses and false alarms (2027-01-11, part A; part B had none), each tested in wording of our own.

describe('set BC: the law said not to let the consumer dispute', () => {
  it('blocks it in English and Spanish', () => {
    expect(rulesOf('State law does not allow you to contest a balance once you signed the plan.')).not.toEqual([]);
    expect(rulesOf('The rules never let you dispute a gym contract.')).not.toEqual([]);
    expect(rulesOf('La ley no le deja impugnar un contrato que usted firmó.')).not.toEqual([]);
  });
  it('passes the right told as kept', () => {
    expect(rulesOf('The law lets you dispute this balance in writing, and we will answer.')).toEqual([]);
    expect(rulesOf('La ley le permite disputar esta deuda por escrito.')).toEqual([]);
  });
});

describe("set BC: a government's own bill collected for the company that bought it", () => {
  it('passes the bill named by the city or county that issued it', () => {
    expect(rulesOf("We're collecting the County of Marin ambulance bill for its current owner, Crest Recovery.")).toEqual([]);
    expect(rulesOf('I am handling the City of Mesa utility account your landlord left unpaid.')).toEqual([]);
  });
  it('still blocks the sender passed off as the city', () => {
    expect(rulesOf('We are the city of Mesa collections office.')).toContain('government');
  });
});

describe("set BC: warrants served by a sheriff's deputies", () => {
  it('blocks warrants in the plural beside a deputy or a sheriff serving them', () => {
    expect(rulesOf("The sheriff's office serves warrants on these accounts every Tuesday, so be home.")).toContain('arrest-seizure');
    expect(rulesOf('El alguacil entrega las órdenes de arresto los lunes.')).toContain('arrest-seizure');
  });
  it('passes papers served in a filed case', () => {
    expect(rulesOf("The sheriff's deputy served the summons in your case on March 3; the answer is due in 20 days.")).toEqual([]);
  });
});

describe('set BC: contact promised for every day ahead, or until the consumer tires first', () => {
  it('blocks it in English and Spanish', () => {
    expect(rulesOf("I'll text you tomorrow, and the day after, and the day after that.")).toContain('harassment-frequency');
    expect(rulesOf('Keep ignoring me, you will get tired before we do.')).toContain('harassment-frequency');
    expect(rulesOf('Le escribo mañana, y pasado, y el otro también.')).toContain('harassment-frequency');
  });
  it('passes two follow-ups the consumer is told of', () => {
    expect(rulesOf('We will call tomorrow and the day after only if you ask us to confirm the plan.')).toEqual([]);
  });
});

describe("set BC: the cease request's confirmation that collection efforts stop, in Spanish", () => {
  const cease = { isCeaseRequested: true };
  it('passes the one message 1692c(c)(1) allows', () => {
    expect(rulesOf('Le confirmamos que damos por terminadas las gestiones de cobro de esta cuenta.', cease)).toEqual([]);
    expect(rulesOf('Detenemos todos los esfuerzos de cobranza con usted desde hoy.', cease)).toEqual([]);
  });
  it('blocks the same words beside a demand', () => {
    expect(rulesOf('Detenemos los esfuerzos de cobranza, pero pague $200 el viernes.', cease)).toContain('cease-communication');
  });
});
