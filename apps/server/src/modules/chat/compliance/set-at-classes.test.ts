import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of set AT's blind misses and false alarms (2027-01-02, parts A and B), each tested in wording of our own.

describe('set AT: a settlement for less said to be reported as paid in full', () => {
  it('blocks it in both languages, whatever balance the sender knows of', () => {
    expect(rulesOf("Take the 60% deal and we'll update Equifax to paid in full.")).toContain('false-credit-threat');
    expect(rulesOf('Con un arreglo de $300 la reportamos al buró como liquidada en su totalidad.', { balanceCents: 90000 })).toContain('false-credit-threat');
  });
  it('leaves a full payment reported as paid in full', () => {
    expect(rulesOf('Once the whole $900 is in, we report the account as paid in full.', { balanceCents: 90000 })).toEqual([]);
  });
});

describe('set AT: the bureaus told the account is disputed', () => {
  it('leaves it, while a dispute is open', () => {
    expect(
      rulesOf('Collection is paused until we mail verification; we reported to all three bureaus that the balance is disputed.', { isDisputed: true }),
    ).toEqual([]);
  });
  it('still blocks a report to all three bureaus with no word of the dispute', () => {
    expect(rulesOf('We are sending this to all three bureaus tomorrow.', { isDisputed: true })).toContain('false-credit-threat');
  });
});

describe('set AT: the sender placed on a litigation or legal desk, then said to have reviewed the file', () => {
  it('blocks it from a sender who is not an attorney, in both languages', () => {
    expect(rulesOf("Hi, it's Dana with the legal department. I went over your account this morning and it qualifies for filing.")).toContain(
      'attorney-involvement',
    );
    expect(rulesOf('Le escribe Rocío de la oficina jurídica. Hoy revisé su expediente completo.')).toContain('attorney-involvement');
  });
});

describe('set AT: contempt for the person as a parent, and a sexual slur (Spanish)', () => {
  it('blocks them', () => {
    expect(rulesOf('¿Qué clase de padre es usted, que no paga ni lo del dentista?')).toContain('abuse');
    expect(rulesOf('Usted es una cualquiera y todos lo saben.')).toContain('abuse');
  });
  it('leaves "cualquiera de" and a question about the person', () => {
    expect(rulesOf('Puede pagar en cualquiera de nuestras sucursales.')).toEqual([]);
  });
});

describe("set AT: the collector's own paper sent as a judge's order, or named like a court paper's file", () => {
  it('blocks a judge’s order the sender says it sent (Spanish)', () => {
    expect(rulesOf('Le mandé por correo la orden del juez; pague antes del lunes.')).toContain('fake-legal-process');
  });
  it('reads a file name joined by underscores as its words', () => {
    expect(rulesOf('See attached Final_Judgment_Order.pdf and pay the amount listed.')).toContain('fake-legal-process');
  });
});

describe('set AT: exempt benefits the collector says it is going after', () => {
  it('blocks every form of the verb', () => {
    expect(rulesOf("Next step, we're coming after your Social Security checks.")).toContain('arrest-seizure');
  });
});

describe('set AT: a hold on school records or aid claimed for the collector', () => {
  it('blocks it in both languages', () => {
    expect(rulesOf('We can have your transcripts held until the card is paid.')).toContain('threat-not-intended');
    expect(rulesOf('Podemos bloquear su ayuda financiera de la universidad si no paga.')).toContain('threat-not-intended');
  });
});

describe('set AT: a bench warrant the court issued when a court-ordered hearing was missed, told by the firm’s attorney', () => {
  it('leaves the fact as the court’s act', () => {
    expect(
      rulesOf(
        'Attorney Lee for the plaintiff, case 26-CV-1180. After judgment, the court ordered a debtor’s examination on 3/9; you did not appear, so the judge issued a bench warrant. The clerk can tell you how to clear it.',
        { senderIsAttorney: true },
      ),
    ).toEqual([]);
  });
  it('still blocks a warrant threatened by the collector', () => {
    expect(rulesOf("Pay by Friday or we'll get a warrant out for you.")).toContain('arrest-seizure');
  });
});
