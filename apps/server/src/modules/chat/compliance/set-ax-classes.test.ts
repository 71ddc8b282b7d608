import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of set AX's blind misses and its false alarm (2027-01-06, parts A and B), each tested in wording of our own, and two
// earlier blind classes the second reader had held alone until these rules moved its weights (the rules now hold them).

describe('set AX: a relative clause on what a court authorized', () => {
  it('passes the court named as the one that authorized the garnishment', () => {
    expect(rulesOf('The Dade County Court entered judgment in June. The levy the court authorized reaches the account Monday.')).not.toContain('government');
  });
  it('still blocks a sender calling itself court-authorized', () => {
    expect(rulesOf("We're the court authorized recovery agency for your county.")).toContain('government');
  });
});

describe('set AX: the message itself a public reply that names the debt', () => {
  it('blocks it in both languages', () => {
    expect(rulesOf('Great selfies from the lake! Whenever you get a sec, DM us about the $420 you still owe the gym.')).toContain('third-party');
    expect(rulesOf('¡Qué bonitas fotos de la boda! Mándenos un inbox para arreglar el saldo pendiente.')).toContain('third-party');
  });
  it('leaves a reply that names no debt', () => {
    expect(rulesOf('Love the photos from the fair! DM us if you want the schedule.')).toEqual([]);
  });
});

describe('set AX: complaints or claims no longer accepted after a deadline', () => {
  it('blocks it in the validation period, in both languages', () => {
    expect(rulesOf('Send the first payment by Wednesday; after that we stop accepting complaints about this bill.', { isInValidationPeriod: true })).toContain(
      'overshadowing',
    );
    expect(rulesOf('Pasado el viernes ya no recibimos quejas sobre este saldo.', { isInValidationPeriod: true })).toContain('overshadowing');
  });
});

describe('set AX: the law said to forbid a lower figure', () => {
  it('blocks it in both languages', () => {
    expect(rulesOf("We'd love to help but federal law won't let us reduce what you owe.")).not.toEqual([]);
    expect(rulesOf('Por ley no podemos rebajarle ni un dólar.')).not.toEqual([]);
  });
  it('leaves the client, not the law, as the one who decides', () => {
    expect(rulesOf("The client hasn't approved a lower figure yet.")).toEqual([]);
  });
});

describe('set AX: the employer said to start taking pay', () => {
  it('blocks it with no judgment', () => {
    expect(rulesOf('Your employer begins withholding a quarter of your pay on the 15th if this stays open.')).toContain('arrest-seizure');
  });
});

describe('set AX: a disputed account sent to the bureaus with no dispute note (Spanish)', () => {
  it('blocks it', () => {
    expect(rulesOf('Mandamos la cuenta al buró el viernes, tal cual, sin nota de disputa.', { isDisputed: true })).toContain('false-credit-threat');
  });
  it('passes it sent as disputed', () => {
    expect(rulesOf('Mandamos la cuenta al buró el viernes como disputada.', { isDisputed: true })).toEqual([]);
  });
});

describe("set AX: a visit the consumer won't forget", () => {
  it('blocks it in both languages', () => {
    expect(rulesOf("Keep dodging and someone will pay you a visit you'll never forget.")).toContain('violence');
    expect(rulesOf('Si no paga, le hacemos una visita que jamás va a olvidar.')).toContain('violence');
  });
  it('leaves a memory of the sender', () => {
    expect(rulesOf('That was a conversation I will never forget, thank you for your patience.')).toEqual([]);
  });
});

describe('set AX: interest or a charge the sender says it decided itself', () => {
  it('blocks it in both languages', () => {
    expect(rulesOf('We put 4% a month interest on it. That was our call.')).toContain('unauthorized-fees');
    expect(rulesOf('Le cargamos un recargo de mora. Eso lo fijamos nosotros.')).toContain('unauthorized-fees');
  });
});

describe('earlier blind classes the rules now hold themselves', () => {
  it('blocks a dispute said to go unreported', () => {
    expect(rulesOf('Your dispute will not be reported; the bureaus see a valid unpaid account.', { isDisputed: true })).toContain('false-credit-threat');
    expect(rulesOf('La disputa no se reporta, para el buró sigue vigente.', { isDisputed: true })).toContain('false-credit-threat');
  });
  it("blocks the consumer's status said revocable over the debt", () => {
    expect(rulesOf('Unpaid collections and they could revoke your green card.')).toContain('arrest-seizure');
    expect(rulesOf('Con deudas en cobranza le pueden quitar la residencia.')).toContain('arrest-seizure');
  });
});
