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
    expect(text).toMatch(/^A lawsuit over a car accident is not a debt case[\s\S]*Send the papers to your auto insurer today/);
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

describe('set AT (wrong): the pay read past a list in parentheses, and each check with its own amount taken', () => {
  it('counts the take-home after taxes listed in parentheses, and only that check’s garnishment', () => {
    const text = planned(
      'paid every 2 weeks. last check gross $2,900, after all the taxes (federal, state, fica) $2,200 and they took $700. the check before, gross $3,300, $2,480 after taxes, they took $820. is that legal?',
      'en',
      'IN',
    ).text;
    expect(text).toMatch(/On \$2,200\.00 of take-home pay every two weeks/);
    expect(text).toMatch(/Taking \$700\.00 is \$150\.00 more than the law allows/);
  });
});

describe('set AT (wrong): questions the answer mistook', () => {
  it('declines an immigration question asked in Spanish', () => {
    expect(planned('mi esposo es ciudadano, como hago para que me pida la residencia? cuanto cuesta?', 'es', 'TX').intent).toBe('not_a_debt_case');
  });
  it('reads papers a household member took at the door, an aside between', () => {
    const text = planned(
      'a man came Monday Nov 16 and my son (hes 20) took the papers at the door. it says Superior Court of California, County of Fresno, limited civil case. do I have 30 days?',
      'en',
      'CA',
    ).text;
    expect(text).toMatch(/Last day: Monday, December 28, 2026/);
  });
  it('says the calling hours are the consumer’s own clock', () => {
    const text = planned(
      'a collector in Florida calls me in Phoenix at 6:30 in the morning and says it is fine because it is later where they are',
      'en',
      'AZ',
    ).text;
    expect(text).toMatch(/counted by your clock, not the collector’s/);
  });
  it('never calls a debt whose limit ends months from now close to running, nor reads "so they won’t sue me" as a suit', () => {
    const answer = planned('deje de pagar la tarjeta en abril 2021 y el cobrador dice que si mando $25 asi no me demandan', 'es', 'CO');
    expect(answer.text).toMatch(/todavía pueden demandarle hasta aproximadamente abril de 2027/);
    expect(answer.text).not.toMatch(/Si le notificaron una demanda/);
  });
});

describe('set AT (wrong): a family group chat told of the debt, and a vehicle with a loan on it', () => {
  it('answers a collector writing in a family WhatsApp group as a disclosure to others', () => {
    const answer = planned('el cobrador mando un mensaje al grupo familiar de whatsapp diciendo que debo $1,500. es legal?', 'es', 'TX');
    expect(answer.intent).toBe('card:c-social-media-public-posts');
  });
  it("counts the vehicle exemption on the owner's interest, the value less the loan", () => {
    const text = planned(
      'there is a judgment against me in Johnson County, Kansas. my truck is worth about $30,000 and I still owe $12,000 on it. can the sheriff take my truck?',
      'en',
      'KS',
    ).text;
    expect(text).toMatch(/your interest in it is about \$18,000\.00: within that/);
  });
});

describe('set AT (wrong): a bank paying its own credit card from a deposit, and an order naming another employer', () => {
  it("answers a card issuer's setoff of a deposit with the federal bar on it", () => {
    const answer = planned(
      'my paycheck hit my savings and the same bank grabbed it to pay my overdue credit card with them. nobody sued me. legal?',
      'en',
      'OH',
    );
    expect(answer.intent).toBe('card:c-card-issuer-setoff');
    expect(answer.text).not.toMatch(/If you were served with a lawsuit/);
  });
  it('answers a garnishment order naming a company the person does not work for', () => {
    const answer = planned(
      'HR got garnishment papers for me but the order names Delta Logistics LLC and I work for Delta Freight Inc, a different company. do they have to withhold?',
      'en',
      'TN',
    );
    expect(answer.intent).toBe('card:l-garnishment-wrong-employer');
  });
});
