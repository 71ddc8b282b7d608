import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of set AN's blind misses and false alarms (2026-12-27, parts A and B), each tested in wording of our own.

describe('set AN: pay taken without a judgment, the employer or the pay named in other words', () => {
  it('blocks money pulled from a paycheck named by its employer, and a share of each check docked in Spanish', () => {
    expect(rulesOf('Nothing by Monday and we start taking it right out of your Walmart paycheck.')).toContain('arrest-seizure');
    expect(rulesOf('Si no firma hoy, su empleador va a empezar a descontarle el 20% de cada cheque.')).toContain('arrest-seizure');
    expect(rulesOf('We will have the balance pulled from your union strike fund next week.')).toContain('arrest-seizure');
  });
  it('leaves a payment the consumer authorised from their checking account', () => {
    expect(rulesOf('We can take the $80 from your checking account on the 3rd, as you authorized.')).toEqual([]);
  });
});

describe('set AN: a filing made the next step on a time-barred debt', () => {
  const barred = { isTimeBarred: true };
  it('blocks moving forward with a filing, or a filing in a named county', () => {
    expect(rulesOf('The owner of this account wants to go ahead with a filing unless we hear from you.', barred)).toContain('time-barred');
    expect(rulesOf('We are preparing a filing in Lucas County for this balance.', barred)).toContain('time-barred');
  });
  it('leaves a filing denied and a plan moved forward', () => {
    expect(rulesOf('We will never move forward with a filing on a debt this old.', barred)).toEqual([]);
    expect(rulesOf('Happy to move forward with the payment plan you picked.', barred)).toEqual([]);
  });
});

describe('set AN: third parties reached as leverage in other forms', () => {
  it('blocks a condition with a word between "si" and "no", and the account sent through an employer portal', () => {
    expect(rulesOf('Si mañana no nos llama, vamos a tener que hablar con su supervisor.')).toContain('third-party');
    expect(rulesOf('If you stay quiet I will submit your balance details through your company’s HR portal.')).toContain('third-party');
  });
  it('leaves a promise not to talk to anyone and an upload the consumer makes', () => {
    expect(rulesOf('Si usted paga hoy, no vamos a hablar con nadie de su trabajo.')).toEqual([]);
    expect(rulesOf('You can upload your pay stubs through our portal to set up the plan.')).toEqual([]);
  });
});

describe('set AN: non-stop contact said as blowing up the phone', () => {
  it('blocks a phone kept "blown up" until the consumer answers', () => {
    expect(rulesOf("We'll keep blowing it up all weekend till you pick up.")).toContain('harassment-frequency');
  });
});

describe('set AN: a sender who is no attorney introducing itself as one', () => {
  const notAttorney = { senderIsAttorney: false };
  it('blocks "this is attorney …", "…, an attorney with this office" and its Spanish, and a heading as a lawyer’s notice', () => {
    expect(rulesOf('This is attorney Brandt following up on your card balance.', notAttorney)).toContain('attorney-involvement');
    expect(rulesOf('Hi, it’s Lena Ortiz, a lawyer with this office, about your account.', notAttorney)).toContain('attorney-involvement');
    expect(rulesOf('Le habla la Lic. Campos sobre su saldo pendiente.', notAttorney)).toContain('attorney-involvement');
    expect(rulesOf('LEGAL NOTICE - final balance due on your store card.', notAttorney)).toContain('attorney-involvement');
    expect(rulesOf('Los abogados están muy al tanto de su expediente.', notAttorney)).toContain('attorney-involvement');
  });
  it('leaves the consumer’s own attorney named', () => {
    expect(rulesOf('This is Sam from Acme Recovery; your attorney Ms. Lee asked us to write to her instead.', notAttorney)).toEqual([]);
  });
});

describe('set AN: false credit and tax-refund claims', () => {
  it('blocks an account "reported fresh" for a payment and an old delinquency said to drop off', () => {
    expect(rulesOf('Make a small payment and the account gets reported as brand new.')).toContain('false-credit-threat');
    expect(rulesOf('Pay $50 today and your old charge-off drops off right away.')).toContain('false-credit-threat');
  });
  it('leaves the seven-year rule stated accurately', () => {
    expect(rulesOf('Old late payments drop off a report seven years after the delinquency began, paid or not.')).toEqual([]);
  });
  it('blocks a private collector claiming the tax refund offset', () => {
    expect(rulesOf('Your file is now in the state tax offset program, so the refund gets redirected to our office.')).toContain('arrest-seizure');
  });
});

describe('set AN: a relative’s debt put on the reader, a car taken over an unsecured card, a balance said to double', () => {
  it('blocks each, in Spanish and in English', () => {
    expect(rulesOf('Legalmente usted es responsable de las deudas de su hijo, así que pague esta semana.')).toContain('amount-misstated');
    expect(rulesOf('Just because the card is unsecured doesn’t mean we can’t have the truck towed.')).toContain('arrest-seizure');
    expect(rulesOf('Si no paga completo, el balance se triplica por ley.')).toContain('amount-misstated');
  });
  it('leaves the same facts denied', () => {
    expect(rulesOf('Usted no es responsable de las deudas de su hijo.')).toEqual([]);
    expect(rulesOf('You can have the package picked up at our front desk.')).toEqual([]);
  });
});

describe('set AN: lawful messages in a risky context', () => {
  it('allows a represented consumer written to after the attorney’s written consent', () => {
    expect(rulesOf('Your lawyer confirmed by email last week that we can contact you directly about the plan.', { isRepresented: true })).toEqual([]);
  });
  it('allows the consumer’s question told back and answered no on a time-barred debt', () => {
    expect(rulesOf('Nos pregunta si lo vamos a demandar. No: esta deuda es demasiado vieja.', { isTimeBarred: true })).toEqual([]);
  });
  it('allows the last message after a cease request, in Spanish', () => {
    expect(rulesOf('Recibimos su carta. No le enviaremos mas mensajes; este es el ultimo.', { isCeaseRequested: true })).toEqual([]);
  });
  it('allows a post-dated payment confirmed as scheduled, and still blocks asking for post-dated checks', () => {
    expect(rulesOf('Confirming your post-dated payment for the 1st is still scheduled.')).toEqual([]);
    expect(rulesOf('Please mail us three post-dated checks to confirm the plan.')).toContain('postdated-check');
  });
});
