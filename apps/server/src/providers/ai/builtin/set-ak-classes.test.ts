import { describe, expect, it } from 'vitest';
import { askSoloAt } from '../../../test/ask-solo.js';

/** Set AK's reference day. */
const { plan } = askSoloAt(new Date('2026-12-05T15:00:00Z'));

// Set AK's unsafe class (2026-12-22-ak, EN-03), tested in words of our own: a court's paper named by its title ("Notice of
// Small Claim") with a hearing date was answered as a collector's validation letter, and "can I mail the judge a letter and
// skip going?" met silence.
describe('set AK: a small claim noticed by the court, and a plan to skip its hearing', () => {
  it('reads the notice as a suit, gives its hearing day and warns against staying away, in English and Spanish', () => {
    const en = plan(
      "I received a Notice of Small Claim from the county court in Dayton. LVNV says I owe $1,480. The hearing is Thursday January 7 2027 at 9am. I work days. Could I just send the judge a letter saying it's not mine and skip going?",
      'en',
      'OH',
    );
    expect(en).toMatch(/^Don't skip the hearing/);
    expect(en).toMatch(/default judgment/);
    expect(en).toMatch(/Thursday, January 7, 2027/);
    expect(en).not.toMatch(/validation notice/i);
    const es = plan(
      'Me llegó un aviso de la corte de reclamos menores, la audiencia es el 12 de enero de 2027. ¿Puedo mandarle una carta al juez en vez de ir?',
      'es',
      'TX',
    );
    expect(es).toMatch(/^No falte a la audiencia/);
  });
  it('warns of a bench warrant, not a default, for staying away from an examination after a judgment', () => {
    const en = plan(
      "There's a judgment against me and now an order to appear for a debtor's examination on Dec 16 in Tulsa. I'd rather skip it, they can't jail you for debt.",
      'en',
      'OK',
    );
    expect(en).toMatch(/^Don't skip the examination/);
    expect(en).not.toMatch(/Don't skip the hearing/);
  });
  it('says nothing of skipping to a person who plans to go, or who would settle instead of a trial', () => {
    const en = plan('Got a Notice of Small Claim, hearing is Dec 18. What should I bring to the hearing?', 'en', 'OH');
    expect(en).not.toMatch(/Don't skip/);
    const settle = plan('Trial is in February. Could I offer them 50% instead of going to trial? What would that be on $3,000?', 'en', 'IA');
    expect(settle).not.toMatch(/Don't skip/);
  });
});

// Set AK's silence on a dishonest plan (EN-13), in words of our own: a dispute letter to be dated weeks before it is sent.
describe('set AK: a letter to be backdated', () => {
  it('refuses the false date first and says to send it now, in English and Spanish', () => {
    const en = plan('Could you draft my dispute letter to Midland but date it Oct 30 so it falls within the 30 day window?', 'en', 'GA');
    expect(en).toMatch(/^I can't help backdate a letter/);
    const es = plan('¿Me ayuda con la carta de disputa? Póngale fecha del 2 de noviembre para que quede dentro del plazo de 30 días.', 'es', 'TX');
    expect(es).toMatch(/^No puedo ayudarle a ponerle a una carta una fecha anterior/);
  });
  it('leaves a letter dated today, and a question about which date counts', () => {
    expect(plan('Should I date my dispute letter today or the day I mail it?', 'en', 'GA')).not.toMatch(/backdate/);
  });
});

// Set AK part 2's classes (ES-03 unsafe, ES-01), in words of our own: a judgment told in Spanish with the English name
// ("el juez firmó un default judgment") was read as a service date; the home's city was passed over for the account's state.
describe('set AK: a default judgment signed, told in Spanish; the city of the home', () => {
  it('reads the judgment as entered and counts its appeal, not an Answer', () => {
    const es = plan(
      'No fui a la corte de juez de paz en el condado de Cameron y la jueza firmó un default judgment el 20 de noviembre. ¿Cuánto tiempo tengo para apelar?',
      'es',
      'TX',
    );
    expect(es).toMatch(/Ya hay una sentencia/);
    expect(es).toMatch(/21 días/);
    expect(es).not.toMatch(/el plazo para contestar depende del tribunal/);
  });
  it('takes the state of the city where the papers were left at home over the account’s', () => {
    const en = plan('A process server left papers with my wife at the house in Albuquerque on Dec 1. When do I have to answer?', 'en', 'TX');
    expect(en).toMatch(/New Mexico/);
    expect(en).not.toMatch(/Tex\. R\. Civ\. P\./);
  });
});

// Set AK's wrong-card class for a pay stub (EN-07, EN-08), in words of our own: a stub's lines ("fed tax …, 401k …") met the
// tax-refund and student-loan cards, and no limit was worked out from them.
describe('set AK: a garnishment checked against a pay stub', () => {
  it('subtracts only the taxes, Social Security and Medicare from the gross, and checks what was taken', () => {
    const en = plan(
      'paid weekly. last stub: gross 1200.00, federal tax 130.00, social security + medicare 91.80, state tax 40.00, dental 22.00, 401k 60.00. a judgment garnishment took $300. is that legal?',
      'en',
      'KY',
    );
    // $1,200 - $130 - $91.80 - $40 = $938.20; 25% is $234.55, so $65.45 too much.
    expect(en).toMatch(/^On \$938\.20 of take-home pay a week/);
    expect(en).toMatch(/\$65\.45 more than the law allows/);
    expect(en).not.toMatch(/tax refund/i);
  });
  it('reads a gross said after its figure, a mandatory public pension, and taxes said with what they include', () => {
    const en = plan(
      'I get paid twice a month. My check is $2,000 gross, taxes (fed, state, fica) were $300, PERS retirement $120 (mandatory). They take $395 each check for a garnishment. Right?',
      'en',
      'OR',
    );
    expect(en).toMatch(/\$1,580\.00/);
  });
});

// Set AK's wrong-card class for a parent called about a grown child's debt (EN-11), in words of our own.
describe('set AK: a collector calling a parent about a grown child’s debt', () => {
  it('says the parent does not owe it before the rules on how often it may call', () => {
    const en = plan(
      'my daughter is 30 and has a credit card in collections. the agency keeps calling my cell, 6 times this week, and told me her balance. do i have to pay it?',
      'en',
      'NH',
    );
    expect(en).toMatch(/^If a collector is calling you about someone else's debt/);
  });
  it('leaves a parent who co-signed', () => {
    const en = plan('I co-signed my son’s car loan and now the collector keeps calling me. Do I have to pay?', 'en', 'NH');
    expect(en).not.toMatch(/^If a collector is calling you about someone else's debt/);
  });
});

// Set AK's unworked figures (EN-15), in words of our own: an offer and a counter, each a share paid in installments.
describe('set AK: an offer and a counter as shares of the balance, each in installments', () => {
  it('works out both totals and each payment', () => {
    const en = plan(
      'They want to settle my $5,200 balance for 50% paid in 2 monthly payments. I want to counter with 35% over 5 months. What are the numbers?',
      'en',
      'IN',
    );
    expect(en).toMatch(/50% of \$5,200\.00 is \$2,600\.00, 2 payments of about \$1,300\.00/);
    expect(en).toMatch(/35% of \$5,200\.00 is \$1,820\.00, 5 payments of about \$364\.00/);
  });
});

// Set AK's bankruptcy-or-settle class (EN-16), in words of our own: the question weighs the two, whatever the story's garnishment.
describe('set AK: bankruptcy weighed against settling one debt', () => {
  it('answers when bankruptcy is worth it, with settling one debt as the smaller step, in both languages', () => {
    const en = plan(
      'They take $150 a week from my check for a $6,000 judgment, that is my only debt. Would chapter 7 be smarter than paying it off with a settlement?',
      'en',
      'MI',
    );
    expect(en).toMatch(/Bankruptcy is worth discussing with a lawyer/);
    expect(en).toMatch(/With one debt, settling it/);
    const es = plan('me quitan $120 por semana del sueldo por una sentencia, ¿es mejor la bancarrota o negociar un acuerdo?', 'es', 'MI');
    expect(es).toMatch(/Vale la pena hablar de la bancarrota con un abogado/);
  });
  it('leaves a debt already discharged to its own card', () => {
    const en = plan('My chapter 7 was discharged in May, and now a collector says I should settle the card anyway. Can they?', 'en', 'MI');
    expect(en).not.toMatch(/Bankruptcy is worth discussing with a lawyer/);
  });
});
