import { describe, expect, it } from 'vitest';
import { rulesOf, scannerContext } from '../../../test/scanner.js';
import { runRules } from './scanner.js';

// Classes set AE (2026-12-18) left after its first fixes, each tested in wording of our own: the violation blocked, the lawful near-miss allowed.

describe('set AE: a payment that posts online is booked, not published', () => {
  it('allows payments, deposits and installments said to post online', () => {
    expect(rulesOf('Heads up: your March installment will post online within two business days.')).toEqual([]);
    expect(rulesOf('Our Maple Avenue branch is closed Monday; deposits still post online as usual.')).toEqual([]);
  });
  it('still blocks the consumer or the debt put online', () => {
    expect(rulesOf('Pay today or we post your name and this balance online for everyone to see.')).toContain('violence');
    expect(rulesOf("Your payment posted, but we'll still put your name online as a deadbeat.")).toContain('violence');
  });
});

describe("set AE: the police in the sender's own day are no threat", () => {
  it('allows a street the police closed on the way to work, in English and Spanish', () => {
    expect(rulesOf('Running late today, the cops had Main Street shut down after a crash near my office. Your receipt is attached.')).toEqual([]);
    expect(rulesOf('Perdón por la demora, la policia tenia la calle cerrada por un accidente. Su pago ya quedó registrado.')).toEqual([]);
  });
  it('still blocks the police sent to the consumer, or on their way', () => {
    expect(rulesOf("The police had your street blocked last time and they will again if you don't pay.")).toContain('arrest-seizure');
    expect(rulesOf('Police are on their way, traffic permitting.')).toContain('arrest-seizure');
  });
});

describe("set AE: harm to the consumer's things left to the imagination (1692d(1))", () => {
  it('blocks "all kinds of things can happen" to a vehicle or a home, in English and Spanish', () => {
    expect(rulesOf('Nice truck you park on Elm. All kinds of things can happen to trucks left out overnight. Pay the $400.')).toContain('violence');
    expect(rulesOf('Muchas cosas le pueden pasar a un carro estacionado en la calle, ¿verdad? Pague hoy.')).toContain('violence');
  });
  it('allows the weather named as what happens, and things that happen to a credit score', () => {
    expect(rulesOf('Lots of things can happen to a parked car during a hailstorm, so check your coverage.')).toEqual([]);
    expect(rulesOf("Lots of things can happen to your credit score if the account goes unpaid, so let's set up a plan.")).toEqual([]);
  });
});

describe('set AE: legal words misspelled are read as the words they are', () => {
  it('reads two letters typed the wrong way round, and common misspellings, in English and Spanish', () => {
    expect(rulesOf('Nosotros le ponemos embrago a su cuenta de banco mañana.')).toContain('arrest-seizure');
    expect(rulesOf('We will file for a garnishmint on your wages this week.')).toContain('arrest-seizure');
    expect(rulesOf('Expect the sheirff at your door Friday.')).toContain('arrest-seizure');
  });
  it('never turns a real word into a watched one', () => {
    expect(rulesOf('The carbon monoxide detector rental is $12 a month.')).toEqual([]);
  });
  it('quotes the word as it was typed, not its first letter', () => {
    const finding = runRules('We will repo ur car tomorrow.', scannerContext()).findings.find((f) => f.rule === 'arrest-seizure');
    expect(finding?.triggers).toEqual(['repo']);
    expect(runRules('le metemos embrago sin juicio', scannerContext()).findings[0]?.triggers).toEqual(['embrago']);
  });
});

describe("set AE: a garnishment the court already ordered, told with its case, is the court's own order", () => {
  it('allows a levy signed by the judge after judgment, in English and Spanish', () => {
    expect(
      rulesOf(
        'The bank levy on your checking was signed by the judge on March 2 in case 22-CV-918 after the judgment; you can request an exemption hearing within 14 days.',
      ),
    ).toEqual([]);
    expect(
      rulesOf(
        'Sra. Díaz, la jueza del condado ya dictó la orden de embargo de su cuenta en el caso 24-SC-0913; si sus fondos son exentos, pida una audiencia con el formulario del aviso del tribunal.',
      ),
    ).toEqual([]);
  });
  it('still blocks a payment plan passed off as approved by the court', () => {
    expect(rulesOf('This payment plan was approved by the court, so miss a payment and we garnish.')).not.toEqual([]);
  });
});
