import { describe, expect, it } from 'vitest';
import { rulesOf } from '../../../test/scanner.js';

// Classes of blind set AF (2026-12-19, all six parts), each tested in wording of our own: the violation blocked, the lawful near-miss allowed.

describe('set AF: a garnishment the judge ordered, told with the right to an exemption, is a fact', () => {
  it('allows it in English and Spanish', () => {
    expect(rulesOf('The wage garnishment the Pima County judge ordered begins April 2; you can still ask the court for an exemption.')).toEqual([]);
    expect(rulesOf('La retención de sueldo que ordenó el juez empieza el 2 de abril; todavía puede pedir al juzgado una exención.')).toEqual([]);
  });
  it('still blocks a garnishment threatened, or one the judge "will" order', () => {
    expect(rulesOf('Pay by Friday or we garnish your check; you can ask the court for an exemption later.')).toContain('arrest-seizure');
    expect(rulesOf('Si no paga, el embargo que ordene el juez va a ser peor.')).toContain('arrest-seizure');
  });
});

describe('set AF: a lien that names the debt is no threat of one', () => {
  it('allows the contractor lien owed, its file and its satisfied judgment', () => {
    expect(rulesOf('Your balance on the plumbing lien is $780. Call me with questions.', { balanceCents: 78000 })).toEqual([]);
    expect(rulesOf('I went over the Summit Paving lien file myself.', { senderIsAttorney: true })).toEqual([]);
    expect(rulesOf('The judgment on the fence lien was satisfied in March; nothing more is owed.', { balanceCents: 0 })).toEqual([]);
  });
  it('still blocks a lien threatened', () => {
    expect(rulesOf('Pay the $780 or a lien goes on your house this month.')).toContain('arrest-seizure');
  });
});

describe("set AF: a message to the consumer's counsel carries the reader's title", () => {
  it('allows "Attn: X, Esq." to counsel for a represented consumer', () => {
    expect(rulesOf('Attn: Omar Beck, Esq., counsel for Mr. Li. The payment history you asked for is attached.', { isRepresented: true })).toEqual([]);
    expect(rulesOf('To Dana Fox, Esquire - as requested, here is the itemization for your client.', { isRepresented: true })).toEqual([]);
  });
  it('still blocks a non-attorney signing as one, or writing to the represented consumer', () => {
    expect(rulesOf('Please pay the balance this week. Lena Marsh, Esq.')).toContain('attorney-involvement');
    expect(rulesOf('Hi Mr. Li, your balance is $400, please pay.', { isRepresented: true, balanceCents: 40000 })).toContain('represented-consumer');
  });
});

describe('set AF: backing or partnership of a government office claimed', () => {
  it('blocks it in English and Spanish', () => {
    expect(rulesOf("We're partnered with HUD on housing accounts, so settle now to stay eligible.")).toContain('government');
    expect(rulesOf('Our agency is endorsed by the federal government.')).toContain('government');
    expect(rulesOf('Somos una oficina avalada por el gobierno estatal.')).toContain('government');
  });
  it('still allows the consumer pointed to the CFPB', () => {
    expect(rulesOf('We are a private collector, not affiliated with any government office; you can complain to the CFPB.')).toEqual([]);
  });
});

describe('set AF: the dispute right belittled, or kept from this consumer, inside the validation period', () => {
  const inPeriod = { isInValidationPeriod: true };
  it('blocks it', () => {
    expect(rulesOf('The validation page is basically boilerplate, so just settle the $300 today.', inPeriod)).toContain('overshadowing');
    expect(rulesOf('That dispute thing is only for people who never owed anything.', inPeriod)).toContain('overshadowing');
    expect(rulesOf('El descuento es solo para clientes que no disputan la cuenta.', inPeriod)).toContain('overshadowing');
    expect(rulesOf("What's there to contest? Pay by Monday.", inPeriod)).toContain('overshadowing');
    expect(rulesOf("You've got 3 days to pay the $420, that's it.", inPeriod)).toContain('overshadowing');
    expect(rulesOf("If you dispute it we'll have no choice but to sue.", inPeriod)).toContain('overshadowing');
  });
  it('allows the right explained', () => {
    expect(rulesOf('The dispute section is not a formality: you have 30 days to use it, and our offer stays open if you do.', inPeriod)).toEqual([]);
  });
});

describe('set AF: third parties, less directly', () => {
  it('blocks silence bought with a third party, the debt let slip at work, a public list, a neighbour asked to pass it on', () => {
    expect(rulesOf("If you'd rather your landlord not hear about this, answer today.")).toContain('third-party');
    expect(rulesOf('Calling your supervisor later to confirm your hours, and the balance may well come up.')).toContain('third-party');
    expect(rulesOf('You are listed on our Facebook page of delinquent accounts until you pay.')).toContain('third-party');
    expect(rulesOf('¿Me podría avisar al señor Luis del 2A que tiene un saldo vencido con nosotros?')).toContain('third-party');
  });
  it('allows a plan that may come up with the consumer', () => {
    expect(rulesOf('A payment plan may well come up when we talk on Friday.')).toEqual([]);
  });
});

describe('set AF: fees by the way of paying, for a plan, or for silence', () => {
  it('blocks them in English and Spanish', () => {
    expect(rulesOf('It is $9 more by card and $5 extra by phone.')).toContain('unauthorized-fees');
    expect(rulesOf('Each month you stay silent means another $30 late-contact charge.')).toContain('unauthorized-fees');
    expect(rulesOf('Le cobramos $40 por activar el plan.')).toContain('unauthorized-fees');
    expect(rulesOf('Son $10 adicionales por pagar con tarjeta.')).toContain('unauthorized-fees');
  });
  it('allows a payment received, and no fee', () => {
    expect(rulesOf('We received another $75 payment, thank you.')).toEqual([]);
    expect(rulesOf('There is no extra charge for paying by phone.')).toEqual([]);
  });
});

describe('set AF: the law said to cover none of it, a minor held to a contract, a visit with no paperwork, contact every hour', () => {
  it('blocks them', () => {
    expect(rulesOf('None of those consumer protections you read about cover a gym contract.')).toContain('threat-not-intended');
    expect(rulesOf('Being 17 when you signed is no defense; the contract stands.')).toContain('threat-not-intended');
    expect(rulesOf('My partner handles accounts too, not the kind with lawyers. He is in your area Friday.')).toContain('violence');
    expect(rulesOf("You'll hear from our office every day until this is paid.")).toContain('harassment-frequency');
    expect(rulesOf('Treat this letter as if it came from the court.')).toContain('fake-legal-process');
  });
  it('allows the rules said to apply', () => {
    expect(rulesOf('None of the FDCPA protections are optional: every one of them applies to your account.')).toEqual([]);
  });
});

describe('set AF: a verification described by the papers sent', () => {
  it('allows the contract, invoice and deposit figures of the papers', () => {
    expect(
      rulesOf('We mailed verification: a copy of the signed contract, the $2,000 invoice and the $600 deposit receipt.', {
        balanceCents: 140000,
        isDisputeVerified: true,
      }),
    ).toEqual([]);
  });
  it('still blocks a larger figure said to be owed', () => {
    expect(rulesOf('We sent the invoice: you owe $2,000.', { balanceCents: 140000 })).toContain('amount-misstated');
  });
});
