import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';

// Classes of set BC's blind answers graded wrong (2027-01-13), each tested in wording of our own.

const { plan } = askSoloAt(new Date('2026-12-07T15:00:00Z'));

describe('set BC: take-home pay told as what is left after the Social Security and Medicare lines', () => {
  it('works the federal limit on that pay and checks what was taken', () => {
    const text = plan(
      'paid every week. gross was $300.00, after the social security and medicare lines it comes to $277.05, and payroll took $69.26 for a judgment garnishment. is that legal?',
      'en',
      'KY',
    );
    expect(text).toMatch(/On \$277\.05 of take-home pay a week/);
    expect(text).toMatch(/at most \$59\.55/);
  });
});

describe('set BC: several questions outside debts, none of them a court matter', () => {
  it("says where to turn for each (a child's passport, a phone plan), not the court kinds' general decline", () => {
    const text = plan(
      'not about debt but two quick things: how do I get a passport for my 9 year old son, and which cell phone carrier is cheaper for a family plan?',
      'en',
      'AZ',
    );
    expect(text).toMatch(/None of these is a debt question/);
    expect(text).toMatch(/travel\.state\.gov/);
    expect(text).toMatch(/plan pages/);
    expect(text).not.toMatch(/criminal, traffic, family, eviction or immigration/);
  });
  it('in Spanish too', () => {
    const text = plan('no tiene que ver con deudas: ¿cómo saco el pasaporte de mi niña? y ¿qué compañía de celular es más barata?', 'es', 'NM');
    expect(text).toMatch(/Ninguna de estas es una pregunta de deudas/);
    expect(text).toMatch(/menor de 16 años/);
  });
});

describe('set BC: a settlement made, and an offer on another debt asked in the same message', () => {
  const question =
    'I settled a $6,000 card for $2,000 in March and got a 1099-C. Back then I owed about $30,000 in all and owned about $22,000. Do I owe tax on it? Also I have another card of $2,400 and want to pay 40%, how much is that?';
  it("works the settlement on its own figures, not on the other card's share", () => {
    expect(plan(question, 'en', 'OH')).toMatch(/settling \$6,000\.00 for \$2,000\.00 forgives \$4,000\.00/);
  });
  it('works the other card’s offer too', () => {
    expect(plan(question, 'en', 'OH')).toMatch(/\$960\.00/);
  });
});
