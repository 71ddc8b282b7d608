import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';

// Classes of set BB's blind answers graded wrong or unsafe (2027-01-12), each tested in wording of our own.

const { plan, planned } = askSoloAt(new Date('2026-12-07T15:00:00Z'));

describe('set BB: a bank garnishment by "a creditor with a judgment", its claim of exemption to file', () => {
  const question =
    'Tampa FL. my stimulus-sized refund landed Nov 9. A creditor with a judgment froze my checking and I received the notice Monday Nov 16; it says 20 days to file a claim of exemption. Is it too late?';
  it('is no suit to answer: the claim of exemption, counted from the notice, not from the refund', () => {
    const text = plan(question, 'en', 'FL');
    expect(text).not.toMatch(/If you were served with a lawsuit/);
    expect(text).toMatch(/counted from Monday, November 16, 2026/);
  });
  it('says when the last day is today', () => {
    expect(plan(question, 'en', 'FL')).toMatch(/That is today: you are not too late/);
  });
});

describe('set BB: "una demanda de <company>" names who sues, not where', () => {
  it('keeps the court of the city the person names', () => {
    const text = plan(
      'Me dieron en la mano una demanda de Midland el martes 24 de noviembre aquí en San Diego, dice que tengo 30 días. ¿Hasta cuándo tengo?',
      'es',
      'CA',
    );
    expect(text).toMatch(/En California/);
    expect(text).not.toMatch(/En Texas/);
  });
});

describe('set BB: a district court of a state the account is not in, the court named by its kind', () => {
  it('reads the state of the big city where that kind of court sits', () => {
    expect(
      plan(
        'Vivo en New Albany Indiana y trabajo en Louisville. Me entregaron una demanda de la District Court el 2 de noviembre. ¿Cuánto tiempo tengo?',
        'es',
        'IN',
      ),
    ).toMatch(/En Kentucky/);
  });
});

describe('set BB: someone else opened an account with the person’s Social Security number', () => {
  it('is answered with identity theft, in Spanish', () => {
    expect(planned('Mi excuñado sacó un préstamo a mi nombre y usó mi seguro social. ¿Lo tengo que pagar yo?', 'es', 'TX').intent).toBe(
      'card:c-identity-theft-debt',
    );
  });
});

describe('set BB: a lost license or a job application, nothing owed', () => {
  it('is declined honestly with where to go, in both languages', () => {
    expect(planned('Se me perdió la licencia, ¿cómo la repongo? Y una carta de presentación para un empleo, ¿me ayuda?', 'es', 'AZ').intent).toBe(
      'not_a_debt_case',
    );
    expect(plan('I lost my driver license, how do I replace it?', 'en', 'OH')).toMatch(/DMV/);
  });
});

describe('set BB: a settlement agreed for a sum and paid, what to get in writing', () => {
  it('is answered with the settlement in writing, not disputes by phone', () => {
    expect(
      planned('The agency agreed over the phone to settle the $1,800 bill for $700 and my sister paid it. Is that valid? What should I get?', 'en', 'OH')
        .intent,
    ).toBe('card:l-settlement-in-writing');
  });
});

describe('set BB: an old debt, a suit threatened or a small payment asked to "stop everything"', () => {
  it('is answered with what a payment does and the suit on an old debt', () => {
    expect(
      planned(
        'Mi mamá dejó de pagar una tarjeta en 2020. El cobrador dice que si no paga la van a demandar, pero que con $50 le paran todo. ¿Le conviene?',
        'es',
        'IL',
      ).intent,
    ).toMatch(/card:c-(?:revival-by-payment|time-barred-no-suit-threat|time-barred-what-it-means)/);
  });
});

describe('set BB: a collector on a card threatening to lien or take the car', () => {
  it('is answered with what a collector may threaten before any judgment, not a car loan’s repossession', () => {
    expect(
      planned('A collector for my Discover card says they will put a lien on my truck and have it picked up if I do not pay. I was never sued.', 'en', 'MO')
        .intent,
    ).toMatch(/card:(?:c-threats-lawsuit-garnishment|l-garnish-without-judgment)/);
  });
  it('keeps a car loan’s repossession', () => {
    expect(planned('I am behind on my car loan and they said they will take my car. Can they?', 'en', 'MO').intent).toBe('card:l-car-repossession');
  });
});

describe('set BB: a car hidden at a relative’s house, told with "mi carro"', () => {
  it('is warned against, in Spanish', () => {
    expect(plan('Voy a llevar mi camioneta a casa de mi tío antes del juicio para que no me la quiten. ¿Está bien?', 'es', 'TX')).toMatch(
      /transferencia fraudulenta/,
    );
  });
});

describe('set BB: a 529 college plan cashed out to pay a creditor', () => {
  it('is warned against, with the states that protect it and the tax on a withdrawal', () => {
    const text = plan('Should I cash out my son’s 529 college savings plan to pay off the judgment the credit union got?', 'en', 'TX');
    expect(text).toMatch(/529 college savings plan/);
    expect(text).toMatch(/42\.0022/);
  });
  it('leaves a 529 asked about alone, with nothing to pay from it', () => {
    expect(plan('Can a creditor take my 529 plan in Texas?', 'en', 'TX')).not.toMatch(/Think twice before cashing out a 529/);
  });
});
