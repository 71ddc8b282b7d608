import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';
import { slotsOf } from './slots.js';

/**
 * Blind set V's classes (issue 35), in questions of other people, amounts, states and wording than
 * the set's: each figure of an insolvency read in its role, a plan to hide money or property or to
 * leave income out under oath warned against first, a court's order after a judgment answered as
 * such and not as a new lawsuit, and a former landlord's money claim answered as the debt suit it is.
 */
const now = new Date('2026-12-01T15:00:00Z');
const { planned, plan } = askSoloAt(now);
/** The answer without its sources line, whose article titles may name a default judgment. */
const body = (text: string) => text.split(/\n\n(?:Source|Sources|Fuente|Fuentes)\b/)[0] ?? text;

describe('blind set V classes (issue 35)', () => {
  it('never counts the forgiven, 1099-C or paid amount as something the person owned', () => {
    const cases = [
      [
        'Discover settled my $11,000 balance for $4,000 in March 2026 and I just got a 1099-C for $7,000. Right before the settlement I owed about $45,000 total and had $2,500 in savings and a car worth $8,000, and I paid $4,000 to settle. Will I be taxed on the $7,000?',
        { forgivenCents: 700_000, owedCents: 4_500_000, ownedCents: 1_050_000 },
      ],
      [
        'Me cancelaron $5,300 de una tarjeta (la liquidé con $2,000). Justo antes yo debía en total $27,000 y lo que tenía valía $24,000. El 1099-C dice $5,300. ¿Cuánto pago de impuestos por los $5,300 cancelados?',
        { forgivenCents: 530_000, owedCents: 2_700_000, ownedCents: 2_400_000 },
      ],
      [
        'got a 1099-C showing $3,900 from Synchrony. at the time i owed $19,000 in all and my stuff was worth $14,000, and the $3,900 they wrote off, is it taxable?',
        { forgivenCents: 390_000, owedCents: 1_900_000, ownedCents: 1_400_000 },
      ],
      // A figure after the 1099-C's sentence is not the 1099-C's.
      [
        'the credit union forgave $2,000 and sent a 1099-C. just before that i owed $26,000 in total and everything i had was worth $20,000. taxes?',
        { forgivenCents: 200_000, owedCents: 2_600_000, ownedCents: 2_000_000 },
      ],
    ] as const;
    for (const [question, figures] of cases) expect(slotsOf(question, 'NM', now).insolvency, question).toEqual(figures);
    const es = plan(cases[1][0], 'es', 'NM');
    expect(es).toMatch(/^Insolvencia, con sus cifras: .*tenía bienes por unos \$24,000\.00, así que era insolvente por \$3,000\.00/);
    expect(es).toContain('de los $5,300.00 perdonados, unos $2,300.00 pagan impuestos');
    expect(plan(cases[0][0], 'en', 'NM')).toMatch(/owned about \$10,500\.00, so you were insolvent by \$34,500\.00\. .*all \$7,000\.00 here/);
  });

  it('warns first against handing money to someone to hold or moving things to their place, then gives the lawful way', () => {
    for (const [question, language] of [
      [
        'Synchrony sued me in Ohio and trial is next month. I have $6,400 from my tax refund in savings, should I give it to my sister to hold until the case is over?',
        'en',
      ],
      ['the sheriff has a writ to levy my stuff in Wichita, should I take my tools and TV over to my neighbor’s garage till it blows over?', 'en'],
      ['tengo una sentencia por un préstamo y quiero darle el efectivo a mi cuñada para que me lo guarde hasta que termine todo', 'es'],
      ['el alguacil viene a embargar por la sentencia, ¿llevo mis herramientas y la tele a la casa de mi compadre?', 'es'],
    ] as const) {
      const answer = plan(question, language, 'KS');
      expect(answer, question).toMatch(/^(?:Don't move money or property|No pase dinero ni bienes)/);
      expect(answer, question).toMatch(/fraudulent \(voidable\) transfer|transferencia fraudulenta/);
      expect(answer, question).toMatch(/claim of exemption|reclamo de exención/);
    }
    // Paying a relative back, and moving house, are no such plan.
    for (const [question, language] of [
      ['I want to pay my brother back the $500 he lent me before the collector gets it, is that allowed?', 'en'],
      ["I'm moving to my mom's house next month, will the collector still find me?", 'en'],
      ['quiero devolverle a mi hermana los $300 que me prestó, ¿el cobrador se puede enojar?', 'es'],
    ] as const)
      expect(plan(question, language, 'KS'), question).not.toMatch(/^(?:Don't move money|No pase dinero)/);
  });

  it('warns first against leaving income out under oath, in both languages, and not about what one keeps from family', () => {
    const en = plan('I have a debtor’s exam in Tulsa next week. Can I just say I make nothing and not mention my DoorDash money?', 'en', 'OK');
    expect(en).toMatch(/^Don't tell the court/);
    expect(en).toContain('perjury');
    expect(
      plan('Tengo que ir a un examen del deudor en Phoenix. ¿Puedo decir que no gano nada y no mencionar lo que gano limpiando casas?', 'es', 'AZ'),
    ).toMatch(/^No le diga al tribunal/);
    expect(plan('I won’t mention the collection calls to my wife, is that ok? They call every day.', 'en', 'OK')).not.toMatch(/^Don't tell the court/);
  });

  it('refuses a letter in the employer’s name, says it is fraud on the court, and still answers the garnishment', () => {
    const en = planned(
      'A garnishment takes $160 a week from my check at a warehouse in Ohio. I bring home $610 a week after taxes and support two kids. Could you make a letter from my employer saying I only earn $300 so they stop taking it?',
      'en',
      'OH',
    );
    expect(en.intent).toBe('false_document');
    expect(en.text).toMatch(/^I can't help make a document that says something untrue/);
    expect(en.text).toContain('fraud on the court');
    expect(en.text.split('\n\n').length).toBeGreaterThan(3);
    const es = planned(
      'Me quitan $120 por semana del cheque en Tucson por una tarjeta y gano $560 a la semana después de los impuestos. ¿Me puedes hacer una carta de mi jefe que diga que gano menos?',
      'es',
      'AZ',
    );
    expect(es.intent).toBe('false_document');
    expect(es.text).toContain('fraude ante la corte');
    // The person's own boss writing a true letter is no such request.
    expect(
      planned('My boss will write me a letter from the company confirming my hours were cut, is that good proof for a hardship plan?', 'en', 'OH').intent,
    ).not.toBe('false_document');
  });

  it('answers a court order after a judgment as one: go, contempt for ignoring it, the truth under oath, proof of exempt income; no Answer', () => {
    const cases = [
      [
        'Fort Wayne clerk mailed my wife a notice of hearing on proceedings supplemental for the credit union judgment, January 6. She lives on her disability check. Is this a new case she has to answer?',
        'en',
        'IN',
      ],
      ['The court in Columbus ordered me to a judgment debtor examination next month for an old Chase card. What happens if I skip it?', 'en', 'OH'],
      ['the bank got a judgment in 2025 and now i have a citation to discover assets hearing on january 12. do i need to file an answer to it?', 'en', 'IL'],
    ] as const;
    for (const [question, language, state] of cases) {
      const slots = slotsOf(question, state, now);
      expect(slots.judgment?.order, question).toBe(true);
      expect(slots.served, question).toBe(false);
      const answer = planned(question, language, state);
      expect(answer.intent, question).toBe('card:l-debtors-exam');
      expect(answer.toolCall, question).toBeNull();
      expect(answer.text, question).toContain('body attachment');
      expect(answer.text, question).toContain('tell the truth');
      expect(answer.text, question).toMatch(/award letter/);
      expect(body(answer.text), question).not.toMatch(/file (?:a|an|your) (?:written )?Answer|default judgment/i);
    }
    const es = planned(
      'Me llegó una orden de comparecer para un examen del deudor en la corte de Tucson; la sentencia es de una tarjeta de 2022. ¿Tengo que ir? ¿Qué pasa si no voy?',
      'es',
      'AZ',
    );
    expect(es.intent).toBe('card:l-debtors-exam');
    expect(es.text).toMatch(/desacato/);
    expect(es.text).toMatch(/orden de arresto civil/);
    expect(body(es.text)).not.toMatch(/presente (?:una|su) Contestación|sentencia en rebeldía/);
    // A summons that orders the person to appear, warning of a default judgment, is still a lawsuit.
    const summons = slotsOf(
      'I was served a summons from Lake County small claims with an order to appear on January 8, or a default judgment may be entered. Do I need to file anything?',
      'IN',
      now,
    );
    expect(summons.judgment).toBeNull();
    expect(summons.served).toBe(true);
  });

  it('answers a former landlord’s money claim as a debt suit, and still redirects an eviction for possession', () => {
    const cases = [
      [
        'I moved out of my place in Columbus in July and now my old landlord filed in small claims for $1,900 in back rent and $700 for cleaning, and he never returned my $950 deposit. Hearing is January 14. What do I do?',
        'en',
        'OH',
      ],
      ['I was evicted last year and now the landlord is suing me in district court for $4,000 in unpaid rent and damages. Do I have to answer?', 'en', 'CO'],
      [
        'Me mudé del apartamento en marzo y ahora el casero me demandó en la corte de reclamos menores por $2,400 de renta y daños, y no me devolvió el depósito. ¿Qué hago?',
        'es',
        'TX',
      ],
    ] as const;
    for (const [question, language, state] of cases) {
      const answer = planned(question, language, state);
      expect(answer.intent, question).not.toMatch(/^(?:card:l-oos-eviction|not_a_debt_case)$/);
      expect(answer.text, question).not.toMatch(
        /outside what Ask Solo covers|outside what I can help with|fuera de lo que cubre|no es algo con lo que pueda ayudarle/,
      );
      expect(answer.text, question).toMatch(/money claim|reclamo de dinero/);
      expect(answer.text, question).toMatch(/deposit|depósito/);
    }
    const pa = plan(
      'The apartment complex I left in Erie last spring got a judgment against me for $3,200 of rent in district court. Can they take part of my paycheck here in Pennsylvania?',
      'en',
      'PA',
    );
    expect(pa).toContain('42 Pa. C.S. § 8127(a)(3.1)');
    expect(pa).toContain('within 30 days after you move out');
    expect(pa).not.toMatch(/^In Pennsylvania, wages cannot be garnished/);
    // Possession still at stake: redirected, in both languages.
    expect(planned('My landlord filed an eviction for unpaid rent and the hearing is Friday, I still live there. What can I do?', 'en', 'OH').intent).toMatch(
      /^(?:not_a_debt_case|card:l-oos-eviction)$/,
    );
    expect(planned('el dueño me quiere desalojar por no pagar la renta, tengo corte el lunes', 'es', 'TX').intent).toMatch(
      /^(?:not_a_debt_case|card:l-oos-eviction)$/,
    );
  });
});
