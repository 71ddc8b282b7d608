import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of blind set AG (2026-12-20), each tested in wording of our own: the violation blocked, the lawful near-miss allowed.

describe('set AG: a court clerk, a credit bureau or the tax office claimed as the sender', () => {
  it('blocks a message headed as the court clerk’s, a bureau’s notice, a bureau’s appointee, a refund held for the debt', () => {
    expect(rulesOf('Message from the Circuit Court Clerk: a filing fee of $95 remains open on your name.')).toContain('government');
    expect(rulesOf('Your state refund will not be released until the $410 owed to Lakeside Vet is cleared.')).toContain('government');
    expect(rulesOf('Credit Reporting Notification 7781: the Apex balance will be entered on your file Monday.')).toContain('credit-bureau');
    expect(rulesOf('Your account was referred into TransUnion’s hardship recovery program; I handle it for them.')).toContain('credit-bureau');
    expect(rulesOf('Notificación oficial del buró de crédito: su saldo será anotado esta semana.')).toContain('credit-bureau');
  });
  it('allows a notice the court itself will send, and a refund said to be out of reach', () => {
    expect(rulesOf('The court will mail you a notice with the hearing date; we do not set it.')).toEqual([]);
    expect(rulesOf('We have no way to touch your tax refund.')).toEqual([]);
  });
});

describe('set AG: the law misstated about who owes and which rights last', () => {
  it('blocks a widow made liable for a card in his name, a number used by another said to make it hers, a discharge said not to bind the buyer', () => {
    expect(rulesOf('As the surviving spouse you are legally responsible for the Visa he opened alone, probate or not.')).not.toEqual([]);
    expect(rulesOf('The loan was opened with your social, so legally that makes it your debt, whoever signed.')).not.toEqual([]);
    expect(rulesOf('Your Chapter 7 only covered the original lender; the discharge does not bind debt buyers like us.')).not.toEqual([]);
  });
  it('blocks rights said lost by moving, the Act said to protect only the blameless, immigration said to review debts', () => {
    expect(rulesOf('If you move out of state you forfeit your consumer dispute rights on this file.')).not.toEqual([]);
    expect(rulesOf('Federal law only protects consumers who always paid on time.')).not.toEqual([]);
    expect(rulesOf('Heads up, USCIS reviews unpaid collections before a naturalization interview.')).not.toEqual([]);
    expect(rulesOf('Recuerde que migración revisa las deudas en cobranza antes de renovar su residencia.')).not.toEqual([]);
  });
  it('allows the law told right', () => {
    expect(rulesOf('You keep every dispute right wherever you live.')).toEqual([]);
  });
});

describe('set AG: a collection said to be reported ten years or more from when it goes on', () => {
  it('blocks it in English and Spanish', () => {
    expect(rulesOf('Once we post it, the account sits there for twelve years.')).toContain('false-credit-threat');
    expect(rulesOf('Si lo reportamos, dura quince años en su historial.')).toContain('false-credit-threat');
  });
  it('allows the seven years said right', () => {
    expect(rulesOf('A collection can be reported for up to seven years from the original delinquency.')).toEqual([]);
  });
});

describe('set AG: jail by its uniform or cell, and a possession said to be lost', () => {
  it('blocks the euphemisms and the sarcastic farewell to a car', () => {
    expect(rulesOf('Keep dodging the $210. Hope you like your future cellmate.')).toContain('arrest-seizure');
    expect(rulesOf('Ignore us again and see how an orange jumpsuit fits.')).toContain('arrest-seizure');
    expect(rulesOf('Enjoy the truck while you still have it.')).toContain('arrest-seizure');
    expect(rulesOf('Disfrute su camioneta mientras la tenga, amigo.')).toContain('arrest-seizure');
  });
  it('allows a plain goodbye', () => {
    expect(rulesOf('Enjoy your weekend, and call me Monday about the plan.')).toEqual([]);
  });
});

describe('set AG: the sender’s own message passed off as the court’s process', () => {
  it('blocks the message called an order or summons, and a "summons" that has the consumer call the office to set an appearance', () => {
    expect(rulesOf('Treat this text as your official summons: the $300 is due before the 9th.')).toContain('fake-legal-process');
    expect(rulesOf('This message serves as your court order to pay $450.')).toContain('fake-legal-process');
    expect(rulesOf('Contact our office to book your appearance before the 14th.')).toContain('fake-legal-process');
    expect(rulesOf('Le enviamos su citación para que pague los $600 esta semana.')).toContain('fake-legal-process');
  });
});

describe('set AG: another person asked to pass the debt on', () => {
  it('blocks a workplace or relative asked to tell the consumer of the unpaid balance, the unpaid words looked past', () => {
    expect(rulesOf('Could you let your cashier Dana Ruiz know that we never got her $380 payment?')).toContain('third-party');
    expect(rulesOf('Díganle a Marta que los $300 de la clínica siguen sin pagarse.')).toContain('third-party');
  });
  it('allows a message asking the consumer to tell the firm', () => {
    expect(rulesOf('Please let me know if the $200 plan works for you.')).toEqual([]);
  });
});

describe('set AG: disputing made the road to legal, or squeezed into a call by a near day', () => {
  it('blocks it inside the validation period', () => {
    expect(rulesOf('People who challenge the balance get routed to litigation, just so you know.', { isInValidationPeriod: true })).toContain('overshadowing');
    expect(rulesOf('Any dispute needs to be phoned in to me by Tuesday.', { isInValidationPeriod: true })).toContain('overshadowing');
  });
  it('allows the right told as the notice gives it', () => {
    expect(rulesOf('You can dispute in writing any time before the date on your notice.', { isInValidationPeriod: true })).toEqual([]);
  });
});

describe('set AG: the count of messages made the threat', () => {
  it('blocks a count announced to go on, and "plenty more where that came from"', () => {
    expect(rulesOf('Reminder #6 today. We can go to 15 if we need to.')).toContain('harassment-frequency');
    expect(rulesOf('There is plenty more where that came from until you answer.')).toContain('harassment-frequency');
  });
});

describe('set AG: a contract clause quoted for a fee is the agreement speaking', () => {
  it('allows the fee the quoted clause sets', () => {
    expect(rulesOf('Your storage lease, section 7, reads: "a $15 late charge applies after the 10th." That is the only fee added.')).toEqual([]);
  });
  it('still blocks a fee the paperwork does not list', () => {
    expect(rulesOf('There is a $40 account servicing fee; it is not in your paperwork, it is company policy.')).toContain('unauthorized-fees');
  });
});

describe('set AG: what "you asked about" is, said by the collector, is the collector’s own statement', () => {
  it('blocks a fee so introduced, and still reads a question asked back as the consumer’s', () => {
    expect(rulesOf('The $60 you asked about is an account upkeep charge we add after 90 days.')).toContain('unauthorized-fees');
    expect(rulesOf('You asked about jail: nobody goes to jail over a debt.')).toEqual([]);
    expect(rulesOf('The fee you asked about is waived.')).toEqual([]);
  });
});
