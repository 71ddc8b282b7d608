import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of set AV's blind misses and false alarms (2027-01-04, parts A and B), each tested in wording of our own.

describe("set AV: a court's paper the agency made itself, or an appearance at its offices", () => {
  it('blocks it in both languages', () => {
    expect(rulesOf('Here is the court order our office drew up in-house at the office, sign it and return it by Friday.')).toContain('fake-legal-process');
    expect(rulesOf('Adjunto el citatorio que redactamos en nuestra oficina; devuélvalo firmado con su cheque.')).toContain('fake-legal-process');
    expect(rulesOf('Le enviamos una citación de corte, fírmela y mándela de vuelta con el pago.')).toContain('fake-legal-process');
    expect(rulesOf('Va adjunto un citatorio para que se presente en nuestras oficinas el martes a las 9.')).toContain('fake-legal-process');
  });
  it("leaves the court's own paper the consumer received", () => {
    expect(rulesOf('The court mailed you a summons for the hearing on May 4 at the Harris County courthouse; please read it.')).toEqual([]);
  });
});

describe('set AV: a third person told that someone they know owes', () => {
  it('blocks it', () => {
    expect(rulesOf('Hello, your renter in unit 4, Sam Ortiz, owes our company $820 on a furniture loan.')).toContain('third-party');
    expect(rulesOf('Your employee is behind on a car loan, have him call us.')).toContain('third-party');
  });
  it('leaves the account said to owe', () => {
    expect(rulesOf('Ms. Ortiz, our records show the loan owes a balance of $820.')).toEqual([]);
  });
});

describe("set AV: the consumer's language or accent mocked", () => {
  it('blocks it in both languages', () => {
    expect(rulesOf('Nobody here can understand your accent, maybe go learn English before borrowing money.')).toContain('abuse');
    expect(rulesOf('Aprenda a hablar inglés antes de firmar contratos que no puede pagar.')).toContain('abuse');
  });
  it('leaves an offer of either language', () => {
    expect(rulesOf('We can write to you in English or in Spanish, whichever you prefer.')).toEqual([]);
    expect(rulesOf('Si prefiere, le escribimos en inglés o en español.')).toEqual([]);
  });
});

describe('set AV: an insult quoted to take it back', () => {
  it('leaves the apology', () => {
    expect(rulesOf("Our last caller called you a 'loser', and that was completely unprofessional. He no longer works your file.")).toEqual([]);
    expect(rulesOf("Le pido disculpas: el agente que le dijo 'sinvergüenza' ya no lleva su cuenta.")).toEqual([]);
  });
  it('blocks the insult quoted and meant', () => {
    expect(rulesOf("You're a 'loser' and everyone at the office knows it.")).toContain('abuse');
  });
});

describe('set AV: a garnishment named after a judgment told with its court and month', () => {
  it('leaves it in both languages', () => {
    expect(
      rulesOf('Since there is already a judgment against you in the Queens Civil Court from March, the next step is the garnishment the law allows.'),
    ).toEqual([]);
    expect(
      rulesOf('Como ya hay sentencia en su contra en la Corte Civil de Queens desde marzo, lo que sigue es el embargo de sueldo que permite la ley.'),
    ).toEqual([]);
  });
  it('blocks a judgment claimed with neither', () => {
    expect(rulesOf("There's a judgment against you now, so we will garnish your wages next week.")).toContain('arrest-seizure');
  });
});

describe('set AV: collection said to wait for the verification, in Spanish', () => {
  it('leaves it while the dispute is open', () => {
    expect(rulesOf('La cuenta figura en el buró como disputada y no le vamos a cobrar pagos hasta mandarle la verificación.', { isDisputed: true })).toEqual(
      [],
    );
  });
  it('blocks a payment asked for anyway', () => {
    expect(rulesOf('Recibimos su disputa, pero necesitamos su pago el viernes.', { isDisputed: true })).toContain('overshadowing');
  });
});
