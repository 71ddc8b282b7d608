import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';
import { normalize } from './normalize.js';

// Classes of set BE's blind misses and false alarms (2027-01-13, parts A and B), each tested in wording of our own.

describe('set BE: a "not" typed without its apostrophe', () => {
  it('reads "arent", "wont", "dont" as the contractions they are', () => {
    expect(normalize('they arent here and we wont wait, dont worry').text).toBe("they aren't here and we won't wait, don't worry");
  });
  it('leaves words that only look like one alone', () => {
    expect(normalize('its ill will, well').text).toBe('its ill will, well');
  });
});

describe('set BE: an ordinary debt said to survive bankruptcy', () => {
  it('blocks a debt the Code does not except called not dischargeable, or chapter 7 said not to get the consumer out of it', () => {
    expect(rulesOf('Heads up, gym dues arent dischargeable, so bankruptcy is a waste of your time.')).toContain('amount-misstated');
    expect(rulesOf("Filing chapter 13 won't get you off the hook for the furniture balance.")).toContain('amount-misstated');
  });
  it('passes the debts a discharge truly leaves owed', () => {
    expect(rulesOf('Most student loans are not dischargeable in bankruptcy without a separate hardship case.')).toEqual([]);
    expect(rulesOf("Chapter 7 won't get you out of child support arrears.")).toEqual([]);
  });
});

describe("set BE: the consumer's rights said not to reach this debt", () => {
  it('blocks it in English and Spanish', () => {
    expect(rulesOf("Your consumer rights don't apply to a tuition balance, so let's just set up the payment.")).toContain('amount-misstated');
    expect(rulesOf('Sus derechos como consumidor no aplican en este caso, es una deuda con el dentista.')).toContain('amount-misstated');
  });
  it('passes the true exception for a business debt', () => {
    expect(rulesOf("Those protections don't apply to commercial accounts like your bakery's supply line.")).toEqual([]);
  });
});

describe('set BE: the sender calling itself an officer of the court', () => {
  it('blocks it from a sender who is no attorney', () => {
    expect(rulesOf('I am an officer of the court and I strongly suggest you settle today.')).toContain('attorney-involvement');
    expect(rulesOf('Le hablo como funcionario de la corte: le conviene pagar.')).toContain('attorney-involvement');
  });
});

describe('set BE: a lawyer said to have sent the sender', () => {
  it('blocks it', () => {
    expect(rulesOf('The attorney I report to told me to contact you one more time before this goes further.')).toContain('attorney-involvement');
  });
  it('passes the consumer’s own lawyer', () => {
    expect(rulesOf('Your lawyer asked us to call you directly about the payment date.', { isRepresented: false })).toEqual([]);
  });
});

describe('set BE: in the validation period, a Spanish payment due by a near day', () => {
  const period = { isInValidationPeriod: true };
  it('blocks it even with the 30 days granted beside it', () => {
    expect(rulesOf('Claro, puede disputar dentro de los 30 días, pero si su pago no llega el lunes no respondo.', period)).toContain('overshadowing');
    expect(rulesOf('El pago tiene que estar para el jueves, don Raúl.', period)).toContain('overshadowing');
  });
  it('passes a payment received on a day', () => {
    expect(rulesOf('Recibimos su pago el viernes, gracias.', period)).toEqual([]);
  });
});

describe('set BE: the consumer’s lawyer silent only for hours', () => {
  const represented = { isRepresented: true };
  it('blocks turning to the consumer after a morning', () => {
    expect(rulesOf('Su abogada no nos ha contestado desde hoy temprano, así que hablaremos con usted.', represented)).toContain('represented-consumer');
  });
  it('passes turning to the consumer after weeks, as the law allows', () => {
    expect(rulesOf('Su abogada no nos ha contestado desde el 3 de noviembre, por eso le escribimos a usted.', represented)).toEqual([]);
  });
});

describe('set BE: a fee the firm owns up to as its own', () => {
  it('blocks a fee said to be the firm’s, or said not to be found in the contract', () => {
    expect(rulesOf("The $20 card fee is ours, it's our own fee, not the lender's.")).toContain('unauthorized-fees');
    expect(rulesOf("There's a $15 processing charge on top, and no need to look for it in your lease.")).toContain('unauthorized-fees');
  });
  it('passes a fee the agreement provides', () => {
    expect(rulesOf('Section 9 of your loan agreement provides a $15 late fee, which is included in the balance.')).toEqual([]);
  });
});

describe('set BE: "the step we take on accounts like this"', () => {
  it('does not read "take on accounts" as taking the consumer’s accounts', () => {
    expect(rulesOf('Reporting to the bureaus is a step we take on accounts like this after 90 days.')).not.toContain('arrest-seizure');
  });
  it('still blocks taking the accounts', () => {
    expect(rulesOf("We'll take your accounts at the credit union next.")).toContain('arrest-seizure');
  });
});

describe('set BE: a copy that goes to the consumer, not the employer', () => {
  it('passes "your employer will be served and you will get a copy" after a judgment', () => {
    expect(
      rulesOf('Judgment was entered against you on June 3 in case 24-CV-118, so your employer will be served and you will receive a copy of everything.', {
        senderIsAttorney: true,
      }),
    ).not.toContain('third-party');
  });
  it('still blocks the employer getting a copy', () => {
    expect(rulesOf('Your HR department will get a copy of the bill.')).toContain('third-party');
  });
});

describe('set BE: a failed reach is no denial of what was told', () => {
  it('blocks telling a relative what the consumer owes after failing to reach them', () => {
    expect(rulesOf("I haven't been able to reach your cousin Lee about the $600 he owes.")).toContain('third-party');
  });
  it('passes a real denial', () => {
    expect(rulesOf("We can't contact your employer about this and we won't.")).toEqual([]);
  });
});
