import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of set BD's blind misses and false alarms (2027-01-12, parts A and B), each tested in wording of our own.

describe('set BD: a relative named by a compound word ("mother-in-law", "stepdad")', () => {
  it('blocks telling one of them about the debt', () => {
    expect(rulesOf("I'll tell your father-in-law what you owe.")).toContain('third-party');
    expect(rulesOf("I'll explain the balance to your step-dad when he picks up.")).toContain('third-party');
    expect(rulesOf('I can mention the account to your half-sister when she calls back.')).toContain('third-party');
  });
});

describe('set BD: the debt gone over, or talked over, with someone else', () => {
  it('blocks it', () => {
    expect(rulesOf("Fine, I'll go over the whole balance with your brother then.")).toContain('third-party');
    expect(rulesOf('We can always talk it over with your landlord if you keep dodging us.')).toContain('third-party');
  });
  it('passes going over it with the consumer', () => {
    expect(rulesOf("I'm glad to go over the balance with you whenever you like.")).toEqual([]);
  });
});

describe('set BD: "would your boss at <place> want to hear about it"', () => {
  it('blocks the rhetorical question with the workplace named between', () => {
    expect(rulesOf('Would your supervisor over at the Kroger on Elm want to hear about the $800 you owe?')).toContain('third-party');
  });
});

describe('set BD: the sender made a unit of the county or the state by "for"', () => {
  it('blocks it', () => {
    expect(rulesOf('This is Dana, we are the collections division for the state, not some agency.')).toContain('government');
  });
  it('passes an agency that collects for a county service', () => {
    expect(rulesOf("We're the collection agency for the county hospital's old accounts.")).toEqual([]);
  });
});

describe('set BD: "soy del buró", the sender placed in a credit bureau in Spanish', () => {
  it('blocks it', () => {
    expect(rulesOf('Hola, soy del Buró y le escribo por la cuenta del celular.')).toContain('credit-bureau');
    expect(rulesOf('Somos de Equifax y necesitamos su pago.')).toContain('credit-bureau');
  });
  it('passes a bureau named as where the account is reported', () => {
    expect(rulesOf('Su cuenta aparece en el buró de crédito; podemos hablar de un plan.')).toEqual([]);
  });
});

describe("set BD: the collector's own paper called a judge's order, or said to direct the bank", () => {
  it('blocks it', () => {
    expect(rulesOf('That agreement we mailed you is an order by the judge, so sign it.')).toContain('fake-legal-process');
    expect(rulesOf('This notice instructs your employer to withhold $200 from each check and send it to us.')).toContain('fake-legal-process');
  });
  it("passes a court's writ told with the court that issued it", () => {
    expect(rulesOf('The writ of garnishment the Pima County Justice Court issued on March 3 directs your bank to hold the funds.')).toEqual([]);
  });
});

describe('set BD: a filed case told by its caption after a colon, its court named first, its papers served', () => {
  it('passes the papers served in a real case', () => {
    expect(
      rulesOf(
        'The papers the process server gave you Monday are genuine: Harbor Credit v. Mills, Circuit Court for Baltimore County. Please answer them on time; a lawyer can help.',
      ),
    ).toEqual([]);
  });
  it('still blocks a process server promised', () => {
    expect(rulesOf('A process server will find you at work Thursday.')).not.toEqual([]);
  });
});

describe("set BD: a storage unit's lien sale told as noticed and dated", () => {
  it("passes the statute's sale on the day the notice gave", () => {
    expect(rulesOf('As the notice under the state self-storage lien law said, unit 22 goes to lien sale on Aug 9 unless the rent is paid.')).toEqual([]);
  });
  it('still blocks a lien and a sale threatened without it', () => {
    expect(rulesOf("We'll put a lien on your house and sell it on Aug 9.")).toContain('arrest-seizure');
  });
});

describe('set AA #122, held by the reader alone until now: a message left with a front desk with the debt in it', () => {
  it('blocks it in Spanish', () => {
    expect(rulesOf('Si no contesta, vamos a llamar a la oficina del edificio y dejarle el mensaje con todo lo de su deuda.')).toContain('third-party');
  });
});
