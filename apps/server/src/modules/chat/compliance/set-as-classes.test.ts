import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of set AS's blind misses and false alarms (2027-01-01, parts A and B), each tested in wording of our own.

describe('set AS: a relative named, then offered the debt by a pronoun', () => {
  it('blocks "should I bring her into this" after "your sister\'s cell"', () => {
    expect(rulesOf("I have your sister's cell from the lease. Should I bring her into this, or will you take care of the $800?")).toContain('third-party');
  });
  it("leaves a pronoun that is the consumer's own", () => {
    expect(rulesOf('Your sister said you would call. Should we wait for your reply?')).toEqual([]);
  });
});

describe('set AS: the debt said to be more than a civil matter, or the prosecutor said to take it up', () => {
  it('blocks it in both languages', () => {
    expect(rulesOf('Esto ya no es un asunto civil nomás, la fiscalía investiga estos casos.')).toContain('crime-accusation');
    expect(rulesOf("This isn't just a civil thing anymore. The DA handles stuff like this.")).toContain('crime-accusation');
  });
  it('leaves a reassurance that it is civil and the police have no part', () => {
    expect(rulesOf('This is a civil matter, and the police have nothing to do with a card balance.')).toEqual([]);
    expect(rulesOf('Es una deuda civil; la policía no interviene en esto.')).toEqual([]);
  });
});

describe("set AS: the household's goods fetched by the firm's people (Spanish)", () => {
  it('blocks it', () => {
    expect(rulesOf('Si no paga, el viernes va nuestro equipo a su casa para llevarse la lavadora y la estufa.')).toContain('arrest-seizure');
  });
});

describe('set AS: an escape denied is the threat affirmed', () => {
  it('blocks "you can\'t hide from the garnishment"', () => {
    expect(rulesOf("You can't hide from the garnishment forever 😉")).toContain('arrest-seizure');
  });
  it('still reads a denial of the garnishment as one', () => {
    expect(rulesOf('We will not garnish your wages.')).toEqual([]);
  });
});

describe('set AS: a visit by unnamed people, veiled (Spanish)', () => {
  it('blocks a visit "no para saludar" and one to pay before', () => {
    expect(rulesOf('Si no arregla, a lo mejor lo visitan en la noche y no va a ser para saludar.')).toContain('violence');
    expect(rulesOf('Mis muchachos por allá no son pacientes. Mejor pague antes de que lo vayan a buscar.')).toContain('violence');
  });
});

describe("set AS: the sender by an officer's title (Spanish)", () => {
  it('blocks it, and not a collection agent', () => {
    expect(rulesOf('Habla el sargento Ortiz, necesito confirmar su dirección por la deuda de la tienda.')).toContain('government');
    expect(rulesOf('Le habla la agente de cobranza Ortiz, de Pinecrest Recovery, una agencia de cobro.')).toEqual([]);
  });
});

describe("set AS: the firm's own paper given a seal or made binding (Spanish)", () => {
  it('blocks it', () => {
    expect(rulesOf('Le mando el documento con sello oficial, fírmelo hoy.')).toContain('fake-legal-process');
    expect(rulesOf('Este formulario de pago es de cumplimiento obligatorio, fírmelo y regréselo mañana.')).toContain('fake-legal-process');
  });
});

describe('set AS: a collection cost added', () => {
  it('blocks it in both languages', () => {
    expect(rulesOf("We've tacked a 30% collection cost onto the $500 hospital balance.")).toContain('unauthorized-fees');
    expect(rulesOf('Se le sumaron gastos de cobranza de $90.')).toContain('unauthorized-fees');
  });
  it('leaves a denial of one', () => {
    expect(rulesOf('We do not add collection costs to your balance.')).toEqual([]);
  });
});

describe('set AS: a minimum payment said to be the law', () => {
  it('blocks it in both languages', () => {
    expect(rulesOf('Under state law the minimum we can accept is $200 a month.')).toContain('threat-not-intended');
    expect(rulesOf('Según la ley, el mínimo que aceptamos es $100 al mes.')).toContain('threat-not-intended');
  });
  it("leaves a creditor's own minimum said as its policy", () => {
    expect(rulesOf("Our client's minimum for a plan is $50 a month; that's their policy.")).toEqual([]);
  });
});

describe('set AS: a count of hours to pay inside the validation period', () => {
  const inPeriod = { isInValidationPeriod: true };
  it('blocks "within 48 hrs" and "no hay nada que disputar"', () => {
    expect(rulesOf('Whole $900 within 48 hrs, no exceptions.', inPeriod)).toContain('overshadowing');
    expect(rulesOf('No existe nada que disputar, pague el viernes.', inPeriod)).toContain('overshadowing');
  });
  it('leaves the dispute window itself', () => {
    expect(rulesOf('Your balance is $900 and you can dispute within 30 days.', inPeriod)).toEqual([]);
  });
});

describe('set AS: money taken from each paycheck by the firm', () => {
  it('blocks it', () => {
    expect(rulesOf("We'll just pull it from every paycheck until it's paid.")).toContain('arrest-seizure');
  });
  it('leaves an autopay the consumer may set up', () => {
    expect(rulesOf('If you prefer, you can set up autopay to take $40 out of your paycheck.')).toEqual([]);
  });
});

describe('set AS: false alarms on a protection or a judgment the message tells truly', () => {
  it('leaves benefits said no one can take (Spanish), and a judgment entered by a named judge', () => {
    expect(rulesOf('Sus beneficios del Seguro Social están protegidos, nadie se los puede quitar.')).toEqual([]);
    expect(
      rulesOf(
        'Judge Alvarez entered a judgment against you on June 2 in Marion County Small Claims Court, and our client has asked the court for a garnishment order.',
      ),
    ).toEqual([]);
  });
  it('still blocks a debt said referred for a federal offset', () => {
    expect(rulesOf('Your Best Buy card balance has been referred for federal offset.')).toContain('arrest-seizure');
  });
});
