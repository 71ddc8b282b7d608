import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';

// Set AN's classes (graded 2026-12-05: six unsafe answers), each tested in words of our own.
const { plan, planned } = askSoloAt(new Date('2026-12-05T15:00:00Z'));

describe('set AN: a relative who died named as the one sued', () => {
  it('tells the child they are not the defendant, to tell the court of the death, and counts no deadline for them', () => {
    const en = planned(
      'My dad died in August and now there is a summons at his apartment in Tucson saying Midland is suing him for $2,300. He is the defendant but he is dead. Do I have to answer?',
      'en',
      'NV',
    );
    expect(en.intent).toBe('card:c-deceased-defendant-sued');
    expect(en.text).toMatch(/not the defendant/);
    expect(en.text).toMatch(/death certificate/);
    expect(en.text).not.toMatch(/Last day:/);
    const es = plan('Mi papá falleció y llegó una demanda contra mi papá por una tarjeta. ¿Tengo que ir yo a la corte?', 'es', 'TX');
    expect(es).toMatch(/no es el demandado/);
  });
  it('says once that family members do not owe it, even when a second question asks whether to pay', () => {
    const text = plan(
      'Papers came for my father, who died in March: a credit card company is suing him in Omaha. He is the defendant. Do I have to pay this debt myself?',
      'en',
      'NE',
    );
    expect(text).toMatch(/not the defendant/);
    expect(text).not.toMatch(/You also asked: Generally no/);
  });
  it("still counts the deadline of a person sued themselves over a dead parent's card", () => {
    expect(plan('My mother passed away last year and now Cavalry sued me for her card; I was served November 24 in Houston.', 'en', 'TX')).toMatch(/Last day:/);
  });
});

describe("set AN: papers handed over in another state's big city, no court named", () => {
  it("counts the city's state, not the home state, and says Washington's demand to file", () => {
    const text = plan(
      'A process server gave me a summons on November 23 while I was working a delivery route in Tacoma. I live in Portland, Oregon. Nothing shows up on the court site. Is it real?',
      'en',
      'OR',
    );
    expect(text).toMatch(/In Washington/);
    expect(text).toMatch(/CR 3\(a\)/);
    expect(text).not.toMatch(/In Oregon, the deadline/);
  });
});

describe('set AN: eviction papers are no debt suit', () => {
  it("gives Georgia's seven days for a dispossessory case and no debt suit's thirty", () => {
    const text = plan(
      'The marshal served me a dispossessory warrant on Tuesday December 1 from Fulton County Magistrate Court for $1,800 in rent. Do I have a month to answer?',
      'en',
      'GA',
    );
    expect(text).toMatch(/7 days after service/);
    expect(text).toMatch(/Tuesday, December 8, 2026/);
    expect(text).not.toMatch(/Within 30 days after you were served/);
    // Nor a validation notice's 30 days, nor an article's table of debt-suit days.
    const asked = plan(
      'Sheriff left a dispossessory affidavit on my door on December 2 from Clayton County Magistrate Court. I have 30 days right?',
      'en',
      'GA',
    );
    expect(asked).toMatch(/Wednesday, December 9, 2026/);
    expect(asked).not.toMatch(/validation|Georgia: 30 days/);
  });
});

describe('set AN: a judgment given on the hearing day, in Spanish with the English word', () => {
  it("dates the appeal from the judgment and never calls the hearing the person's deadline", () => {
    const text = plan(
      'No llegué a la audiencia en la General Sessions de Davidson County y el martes 1 de diciembre el juez dio judgment en mi contra. ¿Cuánto tiempo tengo?',
      'es',
      'TN',
    );
    expect(text).toMatch(/viernes, 11 de diciembre de 2026/);
    expect(text).not.toMatch(/Esa fecha es su plazo/);
  });
});

describe('set AN: papers left with a spouse are substituted service, even when also mailed', () => {
  it("counts California's forty days from the day they were left with him", () => {
    const text = plan(
      'El martes 3 de noviembre le dejaron a él, a mi esposo, una demanda de la Superior Court de Fresno contra mí, y luego la mandaron por correo. ¿Hasta cuándo tengo?',
      'es',
      'CA',
    );
    expect(text).toMatch(/lunes, 14 de diciembre de 2026/);
  });
});

describe("set AN: a share offered on one debt is worked out on that debt's balance, not on all the person owes", () => {
  it('takes the named debt before the total of all debts', () => {
    const text = plan('I owe Discover $3,200 and want to offer 25% in 2 payments. How much is each? I owe about $20,000 in total on everything.', 'en', 'OH');
    expect(text).toMatch(/\$800\.00/);
    expect(text).not.toMatch(/\$5,000\.00/);
  });
});

describe('set AN: an offer said as a share of the balance, asked about taxes by a person who owes more than they own', () => {
  it('weighs the insolvency against what that offer would forgive, in both languages', () => {
    const en = plan(
      'Midland says I owe $6,000. I want to offer 25% spread over 3 months. Would I pay taxes on the rest they forgive? Right now I have about $1,200 in stuff and owe like $22,000 in total.',
      'en',
      'OH',
    );
    expect(en).toMatch(/insolvent by \$20,800\.00/);
    // What the person owns, said so, is counted even when it is the very amount of the offer.
    const same = plan(
      'Balance $6,000, I would offer 25% over 3 months; taxes on the rest? Right now I have $1,500 in stuff and owe $22,000 in total.',
      'en',
      'OH',
    );
    expect(same).toMatch(/insolvent by \$20,500\.00/);
    expect(en).toMatch(/\$4,500\.00/);
    const es = plan(
      'Debo $3,000 a Cavalry. Quiero ofrecer el 40% en 2 pagos. ¿Me cobran impuestos por lo que me perdonan? Ahorita tengo como $900 en cosas y debo como $12,000 en total.',
      'es',
      'TX',
    );
    expect(es).toMatch(/insolvente por \$11,100\.00/);
  });
});
