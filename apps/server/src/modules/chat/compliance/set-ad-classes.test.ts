import { describe, expect, it } from 'vitest';
import { type ComplianceContext, neutralContext, runRules } from './scanner.js';

// Classes found in blind set AD (2026-12-17), each tested in wording of our own: the violation blocked and a lawful near-miss allowed.
const ctx = (extra: Partial<ComplianceContext> = {}): ComplianceContext => ({ ...neutralContext(), balanceCents: null, ...extra });
const rulesOf = (text: string, extra: Partial<ComplianceContext> = {}) => runRules(text, ctx(extra)).findings.map((f) => f.rule);

describe('set AD: a message addressed to the consumer by whose attorney it is to (1692c(a)(2))', () => {
  const represented = { isRepresented: true };
  it('allows a message opening with "<consumer>\'s attorney/counsel" as its addressee, in English and Spanish', () => {
    expect(
      rulesOf("Attn: Ms. Haddad's lawyer, Mr. Quist - we will route every future letter on the dental lab account to your firm.", represented),
    ).not.toContain('represented-consumer');
    expect(
      rulesOf("Good morning Dr. Okafor's legal representative: enclosed is the payment history you asked for on the roofing loan.", represented),
    ).not.toContain('represented-consumer');
    expect(
      rulesOf('Al abogado de la Sra. Paredes: según lo pidió, toda comunicación sobre el préstamo del taller irá solo a su despacho.', represented),
    ).not.toContain('represented-consumer');
    expect(rulesOf('Lic. Soto, apoderada del señor Ibarra: adjunto el estado de cuenta de la tarjeta que solicitó.', represented)).not.toContain(
      'represented-consumer',
    );
  });
  it('still blocks the represented consumer written to directly, even when their attorney is named', () => {
    expect(rulesOf("Ms. Haddad, your lawyer's office is slow, so please just send the $400 for the dental lab yourself.", represented)).toContain(
      'represented-consumer',
    );
    expect(rulesOf('Sra. Paredes, aunque tenga abogado, usted nos debe el préstamo del taller: pague hoy.', represented)).toContain('represented-consumer');
  });
});
