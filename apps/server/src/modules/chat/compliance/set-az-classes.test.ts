import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of set AZ's blind misses and false alarm (2027-01-08, parts A and B), each tested in wording of our own.

describe('set AZ: a payment said to delete another creditor’s late payments', () => {
  it('blocks the payment promised to take the original lender’s history with it', () => {
    expect(rulesOf('Settling today clears this off Experian and TransUnion within weeks, and the bank’s old late payments go with it.')).toContain(
      'false-credit-threat',
    );
  });
  it('passes our own entry deleted and the lender’s history left as it is', () => {
    expect(rulesOf('Paying removes our collection entry; the late payments the bank reported stay, we do not control those.')).toEqual([]);
  });
});

describe('set AZ: wages said to be taken with no court', () => {
  it('blocks "no need to go to court" beside money out of the paycheck', () => {
    expect(rulesOf("We don't need to go to court on this one, the $900 comes out of your paycheck at the warehouse next Friday.")).toContain('arrest-seizure');
  });
  it('passes going to court declined in favour of a plan', () => {
    expect(rulesOf("We don't need to go to court over this; let's find a plan that fits your budget.")).toEqual([]);
  });
});

describe('set AZ (left from the fortieth session): money said taken from a check named by its day', () => {
  it("blocks the sender taking it from Friday's or next week's check", () => {
    expect(rulesOf("We'll have $45 pulled from Thursday's check.")).toContain('arrest-seizure');
    expect(rulesOf('Expect $80 to be deducted out of next week’s paycheck.')).toContain('arrest-seizure');
  });
  it('passes a deduction the consumer may choose, and a payment received', () => {
    expect(rulesOf("If you prefer, you can have $45 taken from Thursday's check through payroll deduction.")).toEqual([]);
    expect(rulesOf("Thanks, we received the $45 from Thursday's check you mailed.")).toEqual([]);
  });
});

describe('set AZ: the dispute right made costly inside the validation period', () => {
  it('blocks a discount lost the moment a dispute is filed, and "pay now, dispute later"', () => {
    expect(rulesOf('The 30% discount is gone the minute any dispute comes in.', { isInValidationPeriod: true })).toContain('overshadowing');
    expect(rulesOf('Just pay it today, you can always question it afterwards.', { isInValidationPeriod: true })).toContain('overshadowing');
  });
  it('passes a discount that stays through a dispute', () => {
    expect(rulesOf('The discount stays even if a dispute is filed; you have until the 30 days end.', { isInValidationPeriod: true })).toEqual([]);
  });
});

describe('set AZ: the law said in Spanish to set a time to pay, and rights said lost by not paying', () => {
  it('blocks both', () => {
    expect(rulesOf('Por ley usted debe liquidar la cuenta antes del día 15.')).toContain('amount-misstated');
    expect(rulesOf('Si no paga los $600 del hospital antes del lunes de la semana que viene perderá sus derechos.')).toContain('amount-misstated');
  });
  it('passes rights said not lost', () => {
    expect(rulesOf('Si no paga, no pierde sus derechos: puede disputar cuando quiera.')).toEqual([]);
  });
});

describe('set AZ: a charge added in Spanish under an office name of its own', () => {
  it('blocks it', () => {
    expect(rulesOf("Al saldo le agregamos $95 de 'gestión de cobro'.")).toContain('unauthorized-fees');
  });
});

describe('set AZ: a Spanish message from a shortened department of a bureau', () => {
  it('blocks it', () => {
    expect(rulesOf('Le escribe el depto de cobranzas de Experian por su cuenta de la farmacia.')).toContain('credit-bureau');
  });
});

describe('set AZ: a suit announced with a number and an appearance at the agency’s office', () => {
  it('blocks it in both languages', () => {
    expect(rulesOf('DEMANDA PRESENTADA, caso no. 25-1180: preséntese a pagar en nuestras oficinas el viernes.')).toContain('fake-legal-process');
    expect(rulesOf('LAWSUIT FILED, case no. 25-1180: appear at our office on Friday to pay.')).toContain('fake-legal-process');
  });
  it('passes a real case with its court', () => {
    expect(rulesOf('La demanda fue presentada en la Corte del Condado de Dallas, caso No. 25-1180; su audiencia es en la corte el 3 de junio.')).toEqual([]);
  });
});

describe('set AZ: a towing company said to have the consumer’s address', () => {
  it('blocks it', () => {
    expect(rulesOf('Heads up, the towing service already has your address if this isn’t caught up by Monday.')).toContain('arrest-seizure');
  });
});

describe('set AZ: a total that is the balance and a named fee', () => {
  it('is no misstated balance: whether the fee may be charged is the fee rule’s', () => {
    expect(
      rulesOf('Your loan agreement provides for a $2.50 card fee, so paying by card comes to $152.50; by check there is no fee.', { balanceCents: 15000 }),
    ).toEqual([]);
  });
  it('blocks the fee, not the total, when the agreement is said not to provide for it, in either language', () => {
    expect(rulesOf('We add a $20 fee, your contract does not say so, so it is $170 now.', { balanceCents: 15000 })).toEqual(['unauthorized-fees']);
    expect(rulesOf('Le sumamos $60 de cargo de oficina, el contrato no lo dice pero así se hace aquí. Total $360.', { balanceCents: 30000 })).toEqual([
      'unauthorized-fees',
    ]);
  });
  it('still reads a total above the balance with no fee named as misstated', () => {
    expect(rulesOf('Your balance with us is $360 as of today.', { balanceCents: 30000 })).toContain('amount-misstated');
  });
});
