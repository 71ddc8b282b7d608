import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';
import { datesIn } from './date-mentions.js';

// Classes of set AU's blind answers graded unsafe or wrong (2027-01-05), each tested in wording of our own.

const now = new Date('2026-12-06T15:00:00Z');
const { planned } = askSoloAt(now);

describe('set AU: a day told by a holiday', () => {
  it('reads the holiday, a day or a weekday from it, in both languages', () => {
    const days = (q: string) => datesIn(q, now).map((d) => d.iso);
    expect(days('the day after thanksgiving')).toEqual(['2026-11-27']);
    expect(days('the monday before thanksgiving')).toEqual(['2026-11-23']);
    expect(days('three days before christmas')).toEqual(['2026-12-22']);
    expect(days('el dia antes de accion de gracias')).toEqual(['2026-11-25']);
  });
  it('never reads "before Thanksgiving" alone as a day, nor a holiday the question dates itself', () => {
    expect(datesIn('sometime before thanksgiving', now)).toEqual([]);
    expect(datesIn('on black friday (nov 27)', now).map((d) => d.iso)).toEqual(['2026-11-27']);
  });
});

describe('set AU: papers handed to a teenager at the door, passed on days later', () => {
  it('counts from the handing at the door', () => {
    const text = planned(
      'my daughter is 17, a process server gave her the papers for me two days before thanksgiving and she gave them to me on dec 2. dekalb county magistrate court, 30 days to answer. do i count from dec 2?',
      'en',
      'GA',
    ).text;
    expect(text).toMatch(/Counted from Tuesday, November 24, 2026/);
    expect(text).not.toMatch(/Counted from Wednesday, December 2, 2026/);
  });
});

describe("set AU: a levy's claim counted from the notice, never from a benefit deposit", () => {
  it('takes the day the levy was served', () => {
    const text = planned(
      'A law firm got a judgment and my account at Citibank in Brooklyn is restrained. My SSDI lands there every month, it came Nov 3 and Dec 3. The bank says the restraining notice was served Dec 4. Can they keep my SSDI?',
      'en',
      'NY',
    ).text;
    expect(text).toMatch(/counted from Friday, December 4, 2026/);
    expect(text).not.toMatch(/counted from Tuesday, November 3, 2026/);
  });
});

describe("set AU: the person's own letter the collector signed for", () => {
  it('is no service of a suit', () => {
    const answer = planned(
      'I mailed the agency a cease letter by certified mail and they signed for it Nov 20. they still text me every day. is that allowed?',
      'en',
      'OH',
    );
    expect(answer.text).not.toMatch(/If you were served with a lawsuit/);
  });
});

describe('set AU: a letter called a lawsuit, signed for by a neighbour', () => {
  it('is service, counted from the signing', () => {
    const text = planned(
      'the lady next door signed for a certified letter for me on nov 18 and gave it to me dec 1. its a lawsuit from midland in harris county justice court. when is my answer due?',
      'en',
      'TX',
    ).text;
    expect(text).toMatch(/Counted from Wednesday, November 18, 2026/);
  });
});

describe("set AU: a fallen tree or a storm's damage", () => {
  it('is declined as an insurance matter, with where to go', () => {
    const answer = planned('a branch from the tree next door came down on our garage roof in the wind, who pays for it?', 'en', 'OH');
    expect(answer.intent).toBe('not_a_debt_case');
    expect(answer.text).toMatch(/insurer/);
  });
  it('stays a debt question when a bill for it is in collection', () => {
    const answer = planned('a tree fell on my house and the tree service sent my unpaid bill to a collection agency, can they sue?', 'en', 'OH');
    expect(answer.intent).not.toBe('not_a_debt_case');
  });
});

describe('set AU: a Tennessee General Sessions default given at the missed hearing', () => {
  it('dates the judgment by the hearing and says when the 10 days ran out', () => {
    const text = planned(
      'i missed my hearing in shelby county general sessions on nov 20 and they entered a default judgment. can i still appeal next week?',
      'en',
      'TN',
    ).text;
    expect(text).toMatch(/counted from Friday, November 20, 2026, the day you gave, that time ended Monday, November 30, 2026/);
    expect(text).toMatch(/60\.02/);
  });
});

describe("set AU: a garnishment's figures beside child support and a list of taxes", () => {
  it('reads a total with the support in it as the creditor taking what is over the support', () => {
    const text = planned(
      'Mobile AL. $150 a week comes out for child support already. now a garnishment for a loan takes $200 a week. take home is $800 a week. is $350 a week total legal?',
      'en',
      'AL',
    ).text;
    expect(text).toMatch(/this creditor can take at most \$50\.00 a week\. Taking \$200\.00 is \$150\.00 more/);
  });
  it('reads the pay past a list of taxes that names Social Security, and "empezaron a quitarme"', () => {
    const text = planned(
      'me pagan cada semana. despues de los impuestos (federal, social security, medicare) me quedan $600. ya me quitan $100 de child support y empezaron a quitarme otros $150 por una tarjeta. es legal?',
      'es',
      'UT',
    ).text;
    expect(text).toMatch(/puede quitarle como máximo \$50\.00 por semana\. Quitarle \$150\.00 es \$100\.00 más/);
  });
  it('never takes a tax that "takes" its figure for the garnishment, and reads "$X a week gross"', () => {
    const text = planned(
      'Rockford IL. I earn $900 a week gross. taxes (federal, state, medicare, social security) take $150 and my 401k $50, so I get $700. the wage deduction takes $135 a week. legal?',
      'en',
      'IL',
    ).text;
    expect(text).toMatch(/take-home pay of \$750\.00 a week \(\$900\.00 gross\)/);
    expect(text).toMatch(/Taking \$135\.00 is \$60\.00 more/);
  });
});
