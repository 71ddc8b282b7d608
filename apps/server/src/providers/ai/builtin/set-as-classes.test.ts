import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';

// Classes of set AS's blind answers graded unsafe or wrong (2027-01-03), each tested in wording of our own.

const { planned } = askSoloAt(new Date('2026-12-06T15:00:00Z'));

describe('set AS: a hearing missed and the default judgment given at it, the date told before the judgment', () => {
  it("counts the time to undo it from the hearing's day, in Spanish", () => {
    const text = planned(
      'mi hermano tenía audiencia en la General Sessions de Nashville el jueves 26 de noviembre, no pudo ir y le dieron un default judgment. qué puede hacer?',
      'es',
      'GA',
    ).text;
    expect(text).toMatch(/su último día es el lunes, 7 de diciembre de 2026/);
  });
  it('keeps the judgment’s own date when one follows it', () => {
    const text = planned(
      'found out today my landlord got a judgment on Tuesday Nov 24 in Shelby County General Sessions, I never knew about the case. what can I do?',
      'en',
      'TN',
    ).text;
    expect(text).toMatch(/counted from Tuesday, November 24, 2026/);
  });
});

describe('set AS: a summons that came by certified mail the person signed for', () => {
  it('counts the mail deadline from the day signed for', () => {
    const text = planned(
      'Had to sign for a certified letter on Friday Nov 20 and it was a summons from the district court in Grand Rapids. When do I answer?',
      'en',
      'MI',
    ).text;
    expect(text).toMatch(/Last day: Friday, December 18, 2026/);
  });
  it('never reads a dispute letter the person sent by certified mail as a service', () => {
    const text = planned('I mailed my dispute letter certified mail on Nov 2 and they never answered. can they keep calling?', 'en', 'MI').text;
    expect(text).not.toMatch(/service date you gave/);
  });
});

describe('set AS: a parent who died, asked about by a grown child', () => {
  it("answers what the family owes, not a surviving spouse's liability, and says how a house left passes", () => {
    const text = planned(
      'My father died in August. The collector says as his son and next of kin I have to pay his $3,200 card. He left me his house too, can they go after it?',
      'en',
      'NC',
    ).text;
    expect(text).toMatch(/family members are not personally liable/);
    expect(text).not.toMatch(/surviving spouse/);
    expect(text).toMatch(/A house or other property the person left passes through their estate/);
  });
  it("still gives a widow the spouse's answer", () => {
    expect(planned('My husband died and a collector says I must pay his card.', 'en', 'TX').text).toMatch(/surviving spouse/);
  });
});

describe("set AS: a debt in a minor child's name", () => {
  it('says the parent does not owe it and it is likely identity theft, in both languages', () => {
    const es = planned(
      'A mi hija de 15 años le mandaron una carta de cobranza, dicen que debe $900 de un celular que ella nunca abrió. ¿Tengo que pagar yo?',
      'es',
      'NM',
    ).text;
    expect(es).toMatch(/robo de identidad infantil/);
    expect(es).toMatch(/IdentityTheft\.gov/);
    const en = planned('A collector says my 14 year old son owes $600 on a store card he never opened, and that I have to pay as his mom.', 'en', 'OH').text;
    expect(en).toMatch(/a parent is not liable for a debt in a child's name/);
  });
  it("leaves a child told of the parent's own debt to the contact rules", () => {
    const text = planned('A collector texted my 16 year old daughter asking her to tell her mom to call about my account. Is that allowed?', 'en', 'OH').text;
    expect(text).not.toMatch(/child identity theft/);
  });
});

describe("set AS: Illinois' limit on a wage deduction order, worked out on the person's pay", () => {
  it('takes the lesser of 15% of the gross and what is above 45 times the state minimum wage, and checks what is taken', () => {
    const text = planned(
      'Springfield IL. wage deduction order on a card judgment. gross is $1,000 a week, take home $780. they take $150 each week, legal?',
      'en',
      'IL',
    ).text;
    expect(text).toMatch(/at most \$105\.00 a week: the lesser of 15% of the gross \(\$150\.00\)/);
    expect(text).toMatch(/\$45\.00 more than the law allows/);
  });
  it('works out the floor alone when only the take-home pay is given, in Spanish', () => {
    const text = planned(
      'Vivo en Aurora, Illinois. Me embargan el sueldo; gano $700 a la semana después de impuestos. ¿Cuánto me pueden quitar?',
      'es',
      'IL',
    ).text;
    expect(text).toMatch(/puede quitar como máximo \$25\.00 por semana/);
  });
});

describe("set AS: Pennsylvania's magisterial district court named in Spanish", () => {
  it("counts the appeal's 30 days from the judgment's entry", () => {
    const text = planned(
      'Me demandaron en la corte del juez de distrito magisterial de Reading, Pensilvania, y el 16 de noviembre el juez dictó sentencia en mi contra. ¿Todavía puedo apelar?',
      'es',
      'PA',
    ).text;
    expect(text).toMatch(/su último día es el miércoles, 16 de diciembre de 2026/);
  });
});

describe("set AS: a state's own wage limit, stricter than the federal one", () => {
  it("says Delaware's 15% beside the federal ceiling on the pay given, and reads what is taken without a dollar sign", () => {
    const answer = planned(
      'My wages are being garnished in Wilmington for a credit card judgment. I take home 900 a week and they take 225. Is that legal?',
      'en',
      'DE',
    );
    expect(answer.intent).toBe('card:l-wage-garnishment-limit');
    expect(answer.text).toMatch(/^In Delaware a wage attachment for a consumer debt can take at most 15% of your wages/);
    expect(answer.text).toMatch(/On \$900\.00 of take-home pay a week, federal law lets .* at most \$225\.00/);
  });
  it("works out Nebraska's head-of-family share on the pay given", () => {
    const text = planned("I'm a single dad in Omaha, they garnish my paycheck, I take home 800 a week, how much can they take?", 'en', 'NE').text;
    expect(text).toMatch(/at most \$120\.00 of \$800\.00 take-home pay a week/);
  });
  it('says the rule after the answer to another question, never above it', () => {
    const text = planned('Minneapolis. I get child support for my kids, can a creditor take it from me? they might garnish my wages too', 'en', 'MN').text;
    expect(text).toMatch(/^Child support you receive/);
    expect(text).toMatch(/In Minnesota an earnings garnishment can take at most the lesser of 25%/);
  });
});
