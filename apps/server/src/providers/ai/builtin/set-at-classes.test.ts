import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';

// Classes of set AT's blind answers graded unsafe (2027-01-04), each tested in wording of our own.

const { planned } = askSoloAt(new Date('2026-12-06T15:00:00Z'));

describe('set AT: a Georgia magistrate court default, the papers "brought" to work', () => {
  it('reads the Spanish service and says the 15 days to open the default, with their last day', () => {
    const text = planned(
      'me trajeron la demanda a la casa el 22 de octubre, es de la magistrate court de cobb. no conteste a tiempo, ya se perdio todo?',
      'es',
      'GA',
    ).text;
    expect(text).toMatch(/Corte de Magistrados de Georgia/);
    expect(text).toMatch(/O\.C\.G\.A\. § 15-10-43\(e\)/);
  });
});

describe("set AT: a county name many states share, the court's city beside it", () => {
  it("takes the city's state, and says Florida's 30 days to appeal", () => {
    const answer = planned(
      'Orange County Court in Orlando gave a default judgment against me on Tuesday Nov 17 2026. I live in Georgia now. Do I have time to appeal?',
      'en',
      'GA',
    );
    expect(answer.text).toMatch(/default judgment in Florida/);
    expect(answer.text).toMatch(/Fla\. R\. App\. P\. 9\.110\(b\)\): counted from Tuesday, November 17, 2026[^.]*last day is Thursday, December 17, 2026/);
    expect(answer.text).not.toMatch(/California/);
  });
});

describe('set AT: a relative who would stand in court for the person sued', () => {
  it('says only the person or a lawyer can, and keeps the court date', () => {
    const text = planned(
      'my dad is 80 and got court papers from a credit card company, hearing is December 21 2026. can I go for him and explain he only has his pension?',
      'en',
      'OH',
    ).text;
    expect(text).toMatch(/a relative who is not a lawyer cannot speak for them in court/);
    expect(text).toMatch(/December 21, 2026/);
  });
});

describe('set AT: a suit over a car accident', () => {
  it('sends the papers to the auto insurer first', () => {
    const text = planned('I got served with a lawsuit from a car accident last spring in Dallas. What do I do?', 'en', 'TX').text;
    expect(text).toMatch(/^A lawsuit over a car accident is not a debt case[^]*Send the papers to your auto insurer today/);
  });
});

describe('set AT: a medical bill the insurer paid, sent to collections', () => {
  it('says nothing is owed and to dispute it, never to pay it off the report', () => {
    const text = planned(
      'my urgent care bill of $260 went to collections and now its on my credit report, but my insurance paid it in full, I have the EOB. should I pay it so it comes off?',
      'en',
      'AZ',
    ).text;
    expect(text).toMatch(/you do not owe the collector anything: do not pay it/);
  });
  it('leaves a provider the person did not choose to the surprise-billing card', () => {
    const answer = planned(
      'insurance paid the hospital but an out-of-network anesthesiologist billed me $1,900 and sent it to collections. do I owe it?',
      'en',
      'PA',
    );
    expect(answer.text).not.toMatch(/you do not owe the collector anything/);
  });
});
