import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';
import { slotsOf } from './slots.js';

/**
 * The five unsafe classes of blind set S (issue 35), each in sentences of other shapes than the
 * set's: an emergency met with debt rules, a creditor's suit turned away as a family case, a city
 * court given a district court's later day, a missed small-claims hearing given a lawsuit's answer
 * deadline, and a debt relief company's upfront fee not called unlawful.
 */
const now = new Date('2026-12-01T15:00:00Z');
const { planned: plan } = askSoloAt(now);

describe('blind set S unsafe classes (issue 35)', () => {
  it('puts emergency help first, with nothing about the debt, when the person describes a medical emergency', () => {
    for (const [question, language] of [
      ['reading this summons my chest got so tight and i feel like i might pass out, which pill helps', 'en'],
      ['having trouble breathing since the garnishment letter came, what can I take to calm down', 'en'],
      ['desde la llamada del cobrador tengo un dolor de pecho muy fuerte, que me tomo?', 'es'],
    ] as const) {
      const answered = plan(question, language);
      expect(answered.intent, question).toBe('emergency');
      expect(answered.text).toContain('911');
      expect(answered.text).not.toMatch(/garnish|embarg|deadline|plazo|FDCPA/i);
    }
    // A figure of speech is no emergency.
    expect(plan('that letter nearly gave me a heart attack, can they add a $50 fee?', 'en').intent).not.toBe('emergency');
  });

  it('gives the crisis line first to a person who speaks of ending their life, then answers', () => {
    const answered = plan('i feel like ending it all, the bank froze my account and i cant pay rent', 'en', 'OH');
    expect(answered.text.startsWith('If you are thinking about ending your life')).toBe(true);
    expect(answered.text).toContain('988');
    expect(answered.text.length).toBeGreaterThan(600);
    expect(plan('ya no quiero vivir con estas deudas', 'es').text).toMatch(/^Si está pensando en quitarse la vida[\s\S]*988/);
    // A relative's death by suicide is grief, not the asker's crisis: the debt question is answered as asked.
    for (const question of ['my husband died by suicide last year and now they want me to pay his card', 'mi hermano se suicidó y dejó deudas'])
      expect(plan(question, question.startsWith('mi') ? 'es' : 'en').text, question).not.toMatch(/988/);
  });

  it('answers a creditor’s suit as a debt case when a divorce or custody case is only its background', () => {
    for (const question of [
      'the separation agreement from my divorce put the Wells Fargo loan on him but the bank filed suit against me, what now',
      'en el divorcio el juez dijo que mi ex paga la tarjeta y ahora el banco me demando a mi',
      'we share custody of the kids; a debt buyer sued me for a credit card balance, how long do I have',
    ])
      expect(slotsOf(question, 'TX', now).notADebtCase, question).toBe(false);
    // A family or eviction case itself stays out of scope, whatever it owes.
    for (const question of [
      'my ex filed for custody and wants me to pay the daycare bill, do I need a lawyer',
      'the landlord filed an eviction for the rent balance',
    ])
      expect(slotsOf(question, 'TX', now).notADebtCase, question).toBe(true);
  });

  it('reads a court named as one of "X or Y Court" and counts that court’s days, not another’s later ones', () => {
    const city = slotsOf('Baton Rouge City Court papers were handed to me on November 25 over a store card', 'LA', now);
    expect(city.court?.name).toBe('City or Parish Court');
    const text = plan('Baton Rouge City Court papers were handed to me on November 25 over a store card, how long to answer?', 'en', 'LA').text;
    expect(text).toContain('Last day: Monday, December 7, 2026.');
    expect(text).not.toContain('Judicial District Court');
    // Where the court is not named and the state's courts differ, the person is told to go by the earliest until they know.
    expect(plan('I was sued in Louisiana and served November 25, how many days do I have to answer', 'en', 'LA').text).toContain(
      'Until you know, go by the earliest date',
    );
  });

  it('counts papers handed over where the person lives, in another state than the court’s, as served outside the state', () => {
    expect(
      slotsOf('I moved to Phoenix last year. A Nevada justice court case: the process server found me at my apartment here on Nov 18', 'AZ', now).servedHow,
    ).toBe('outside_state');
    expect(slotsOf('they served me in Las Vegas on Nov 18 for a Nevada justice court case', 'NV', now).servedHow).toBe('in_person');
    // Where the person was when handed the papers is one place, read once: a city in another state than the court's is outside it.
    expect(slotsOf('I was visiting my cousin in Denver when a man gave me papers on Nov 18 for a Nevada justice court case', 'NV', now).servedHow).toBe(
      'outside_state',
    );
  });

  it('tells a person who missed a small-claims hearing to move to vacate first, not to count an answer deadline', () => {
    for (const [question, language] of [
      [
        'the judge ruled against me at small claims because my bus broke down and I missed the hearing; the notice of entry of judgment came Nov 20. can I appeal?',
        'en',
      ],
      ['perdi la audiencia de reclamos menores porque estaba enfermo, me llego el aviso de la sentencia por correo, puedo apelar?', 'es'],
    ] as const) {
      const text = plan(question, language, 'CA').text;
      expect(text, question).toMatch(/SC-135/);
      expect(text).not.toMatch(/Last day:|Último día:|30 days after you were served|días después de que lo notificaron/);
    }
  });

  it('calls a debt relief company’s upfront fee unlawful and keeps the lawsuit to be answered', () => {
    for (const [question, language] of [
      ['a debt negotiation firm told me to quit paying my cards and wire them $350 to sign up, then $120 a month. is that normal?', 'en'],
      ['un programa de consolidacion de deudas me pide $200 para empezar y que deje de pagarle al banco', 'es'],
    ] as const) {
      const text = plan(question, language, 'IL').text;
      expect(text, question).toMatch(/16 C\.F\.R\. § 310\.4\(a\)\(5\)/);
      expect(text).toMatch(/lawsuit|demanda/);
    }
  });
});
