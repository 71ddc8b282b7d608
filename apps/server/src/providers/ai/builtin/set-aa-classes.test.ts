import { describe, expect, it } from 'vitest';
import { askSoloAt, firstParagraph } from '../../../test/ask-solo.js';
import { slotsOf } from './slots.js';

/**
 * Blind set AA's classes (issue 35), in questions of other people, amounts, states, debts and wording than the set's.
 * Unsafe first: a card on another kind of debt (a car co-signer's) answering a co-signer whose student died. Then another
 * question's card or a refusal, the court's state lost to where the person lives, the person's own figures not worked out,
 * a core question answered around, a sub-question dropped, a scam not called one, and the previous round's open classes.
 * Each class has questions that must not trigger it.
 */
const now = new Date('2026-12-02T15:00:00Z');
const { plan, planned } = askSoloAt(now);
const first = firstParagraph;
const slots = (question: string, state: string | null = null) => slotsOf(question, state, now);

describe('blind set AA unsafe class (issue 35)', () => {
  it('releases the guarantor of an education loan when its student dies, by the date the loan was made, never says keep paying', () => {
    const after = plan(
      'I co-signed my son’s private student loan with Sallie Mae back in 2021. He died in a car accident in August. They keep billing me for $31,000. Is this really my responsibility now?',
      'en',
      'CO',
    );
    expect(first(after)).toMatch(/November 20, 2018/);
    expect(first(after)).toMatch(/15 U\.S\.C\. § 1650\(g\)/);
    expect(after).toMatch(/made in 2021, is covered/);
    expect(after).toMatch(/death certificate/);
    expect(after).not.toMatch(/owe the debt just as the borrower|bringing the loan current|repossess/);
    const es = plan(
      'Fui codeudora del préstamo estudiantil privado de mi hija en 2019 y ella falleció en septiembre. El banco me sigue cobrando las cuotas. ¿Tengo que seguir pagando?',
      'es',
      'TX',
    );
    expect(first(es)).toMatch(/20 de noviembre de 2018/);
    expect(es).toMatch(/acta de defunción/);
    expect(es).not.toMatch(/A los acreedores se les paga con el patrimonio/);
    // Made before the rule: no promise of a release, the note's own terms and a written request instead.
    const before = plan(
      'My grandson passed away last spring. I was the cosigner on his private college loan from 2016. Navient says I owe the balance. Am I stuck with it?',
      'en',
      'GA',
    );
    expect(first(before)).toMatch(/made in 2016, before that date, is not covered by this rule/);
    expect(before).not.toMatch(/If the car is repossessed/);
    // A federal loan is discharged on the student's death.
    expect(plan('My daughter died in May. I had cosigned her student loans, some are federal Parent PLUS. Do I still owe them?', 'en', 'WI')).toMatch(
      /34 C\.F\.R\. § 685\.212/,
    );
  });

  it('keeps the co-signer card for a co-signer whose borrower is alive or whose loan is not a student’s', () => {
    expect(planned('My brother cosigned my car loan and I am three payments behind. Can they go after him?', 'en', 'OH').intent).toBe(
      'card:c-cosigner-liability',
    );
    expect(plan('I was a co-signer on my nephew’s student loan; he is fine but stopped paying. Do I have to pay?', 'en', 'NY')).not.toMatch(/1650\(g\)/);
    expect(plan('Firmé como codeudor el préstamo del carro de mi primo y él dejó de pagar. ¿Me pueden cobrar a mí?', 'es', 'CA')).not.toMatch(/1650/);
    expect(plan('My uncle passed away and left a credit card balance. I was not a cosigner. Do I have to pay it?', 'en', 'IL')).not.toMatch(/1650/);
  });
});

describe('blind set AA: a card for another kind of debt or situation is not the answer (issue 35)', () => {
  it('answers a lender’s setoff of the person’s own savings, never with the repossession card', () => {
    const en = planned(
      'No court involved: my bank took $640 from my checking account for the personal loan I am behind on with that same bank. Can they do that?',
      'en',
      'KY',
    );
    expect(en.text).toMatch(/right of setoff/);
    expect(en.text).not.toMatch(/repossess/);
    const es = plan(
      'La cooperativa de crédito me sacó $900 de mis ahorros para cubrir el préstamo del carro que tengo atrasado con ellos. ¿Es legal?',
      'es',
      'TX',
    );
    expect(first(es)).toMatch(/compensación/);
    expect(es).toMatch(/1666h/);
    // Money a judgment creditor takes from a bank is a levy, not this.
    expect(first(plan('A debt buyer with a judgment froze my bank account and took $700. Can I get it back?', 'en', 'OH'))).not.toMatch(/setoff/);
  });

  it('answers a relative who signed a nursing home’s admission papers as responsible party', () => {
    const en = plan(
      'Dad lives in an assisted living place in Toledo and they sued him for $9,400. I signed his admission agreement as responsible party. Do I have to pay it?',
      'en',
      'OH',
    );
    expect(first(en)).toMatch(/483\.15\(a\)\(3\)/);
    expect(en).toMatch(/power of attorney/);
    const es = plan(
      'Firmé como parte responsable cuando internamos a mi mamá en el hogar de ancianos. Ahora me cobran a mí $6,000. ¿Estoy obligado?',
      'es',
      'CA',
    );
    expect(first(es)).toMatch(/parte responsable/);
    expect(es).not.toMatch(/power of attorney|poder notarial/);
  });
});

describe('blind set AA: the situation picks the answer, never another question’s card or a refusal (issue 35)', () => {
  it('answers whether a judgment shows on a credit report, and a bill already paid to the original creditor, instead of an article', () => {
    const en = planned('Apartment hunting in the spring, and Midland is suing me in Harris County: does a judgment for them end up on my credit?', 'en', 'TX');
    expect(first(en.text)).toMatch(/Since 2017/);
    expect(en.text).not.toMatch(/I have no prepared answer/);
    const es = plan('¿Una sentencia de la corte sale en mi reporte de crédito? Me van a demandar por una tarjeta.', 'es', 'FL');
    expect(first(es)).toMatch(/Desde 2017/);
    const paid = plan(
      'I paid my Comcast account in full directly to Comcast back in June and kept the receipt. Now a collection agency sent me a letter for $210 on it. What should I do?',
      'en',
      'PA',
    );
    expect(paid).toMatch(/1692g\(b\)/);
    expect(paid).not.toMatch(/I have no prepared answer/);
    // Paid to the collector for a deletion it promised: the credit report's own card answers.
    expect(plan('I paid the collection to the agency last month because they promised to delete it, but it is still on Experian.', 'en', 'GA')).not.toMatch(
      /1692g\(b\)/,
    );
  });

  it('answers a joint refund taken for one spouse’s federal student loan: the offset, the injured-spouse form, and the immigration worry', () => {
    const es = planned(
      'Nos retuvieron la devolución de impuestos de $2,100 que declaramos juntos porque tengo un préstamo federal de estudiante atrasado. Mi esposa no debe nada. ¿Ella puede pedir su parte? ¿Esto afecta mi trámite de residencia?',
      'es',
      'AZ',
    );
    expect(es.intent).not.toBe('not_a_debt_case');
    expect(es.text).toMatch(/Formulario 8379/);
    expect(es.text).toMatch(/Treasury Offset Program|Programa de Compensación del Tesoro/);
    expect(es.text).toMatch(/no es un delito/);
    const en = planned(
      'The Treasury kept our joint tax refund of $4,400 for my husband’s defaulted federal student loan. I don’t owe anything on it. Can I get my half back? Will this hurt my green card application?',
      'en',
      'NV',
    );
    expect(en.intent).not.toBe('not_a_debt_case');
    expect(en.text).toMatch(/Form 8379/);
    expect(en.text).toMatch(/immigration attorney/);
    const card = plan(
      'A collector keeps calling me about a Capital One card. Could an unpaid credit card cause trouble at my citizenship interview?',
      'en',
      'WA',
    );
    expect(card).toMatch(/civil matter, not a crime/);
    // An immigration case with no debt in it stays someone else's matter.
    expect(planned('My asylum hearing is next month and I need a lawyer for immigration court. Can you help?', 'en', 'TX').intent).toBe('not_a_debt_case');
  });

  it('answers a collector’s threat to tell a pastor, church or neighbors, instead of an article’s closest paragraph', () => {
    const en = plan(
      'Unless I send $250 by Monday, a Rooms To Go collector swears he will inform my priest and everyone at my parish that I skip my bills. Allowed?',
      'en',
      'LA',
    );
    expect(first(en)).toMatch(/15 U\.S\.C\. §§ 1692b, 1692c\(b\)/);
    expect(en).not.toMatch(/I have no prepared answer/);
    const es = plan('El cobrador me dijo que va a llamar a mi pastor y a los de mi iglesia para decirles que no pago. ¿Puede hacer eso?', 'es', 'FL');
    expect(first(es)).toMatch(/1692c\(b\)/);
    expect(plan('They threatened to tell my neighbors about the debt if I don’t pay this week. Legal?', 'en', 'OH')).toMatch(/1692k/);
    // A collector asking a relative where the person lives, without a threat, is not this.
    expect(first(plan('Can a collector call my sister to ask for my new address?', 'en', 'OH'))).not.toMatch(/pastor|church/);
  });
});

describe('blind set AA: the court’s state from its name or place, before where the person lives (issue 35)', () => {
  it('takes the state of the court or its county, not the home the person moved to', () => {
    // A numbered district court is Michigan's (the 36th is Detroit's); the person's Indiana home does not make it Indiana's.
    const numbered = slots(
      'Fort Wayne is home these days; the green card I signed on November 18 came with papers of the 52nd District Court, Kohl’s suing. Answer due when?',
      'IN',
    );
    expect(numbered.state).toBe('MI');
    // A county named with the court wins over the state the person says they live in.
    expect(slots('Sued in the Justice of the Peace Court in Kent County (Delaware, I live just over the line in MD now) by LVNV.', 'MD').state).toBe('DE');
    // A nursing home's city is no home of the person's.
    expect(slots('My dad is in a nursing home in Wilmington Delaware and a process server handed me papers for him. I live in Pennsylvania.', 'PA').state).toBe(
      'DE',
    );
    const es = plan(
      'Ahora estoy en Nueva Jersey. El 18 de noviembre un señor me entregó en mano una demanda de la Justice of the Peace Court, condado de Kent, Delaware. ¿Hasta qué día respondo?',
      'es',
      'NJ',
    );
    expect(es).toMatch(/En Delaware/);
    // A numbered "judicial district" court is not Michigan's, and a Texas account keeps its own numbered district courts.
    expect(slots('Midland filed in the 14th District Court in Dallas County against me.', 'TX').state).toBe('TX');
    expect(slots('Got papers from the Eighth Judicial District Court in Clark County.', 'NV').state).toBe('NV');
  });
});

describe('blind set AA: the person’s own figures worked out (issue 35)', () => {
  it('works out a repossession’s deficiency from the sale price, the balance and the fees, with the sale-notice rule', () => {
    const en = plan(
      'My truck was repossessed and sold for $9,300. I still owed $17,800 and they charged $950 in fees. What is the deficiency they can claim?',
      'en',
      'MO',
    );
    expect(first(en)).toMatch(/\$9,450\.00/);
    expect(en).toMatch(/9-611/);
    const es = plan(
      'Me quitaron el carro, lo vendieron en subasta por $4,000, yo debía $11,500 y cobraron $700 de gastos. ¿Cuánto dicen que les debo?',
      'es',
      'FL',
    );
    expect(first(es)).toMatch(/\$8,200\.00/);
    // Without a sale price there is nothing to subtract: no figure is made up.
    expect(first(plan('They repossessed my car last week and I owed $12,000. What happens now?', 'en', 'KY'))).not.toMatch(/deficiency works out/);
  });

  it('says what share of a judgment an offer to settle it is, and what to get in writing', () => {
    const en = plan(
      'There is a $5,600 judgment against me and their attorney will take $2,240 to close it out. What percent is that and what do I get in writing?',
      'en',
      'ID',
    );
    expect(first(en)).toMatch(/40%/);
    expect(first(en)).toMatch(/\$3,360\.00/);
    expect(en).toMatch(/satisfaction/);
    const es = plan('Tengo una sentencia de $9,000 y el abogado acepta $4,500 en un solo pago. ¿Qué porcentaje es y qué pido por escrito?', 'es', 'NC');
    expect(first(es)).toMatch(/50%/);
    expect(es).toMatch(/satisfacción de la sentencia/);
  });
});

describe('blind set AA: the core question answered directly (issue 35)', () => {
  it('says a state’s all-party rule on recording calls where it is sure, and the federal one-party rule elsewhere', () => {
    const wa = plan('Seattle resident: may I secretly tape phone conversations with a collection agent?', 'en', 'WA');
    expect(first(wa)).toMatch(/RCW 9\.73\.030/);
    expect(first(wa)).toMatch(/^Not secretly/);
    const es = plan('¿Puedo grabar las llamadas del cobrador sin avisarle? Vivo en Los Ángeles.', 'es', 'CA');
    expect(first(es)).toMatch(/Cal\. Penal Code § 632/);
    const fl = planned('can i tape the collection calls w/o telling them? Tampa', 'en', 'FL');
    expect(first(fl.text)).toMatch(/Fla\. Stat\. § 934\.03/);
    expect(fl.text).not.toMatch(/place of employment/);
    const tx = plan('Can I record my calls with a collection agency without saying so? I am in Houston.', 'en', 'TX');
    expect(first(tx)).toMatch(/18 U\.S\.C\. § 2511\(2\)\(d\)/);
    expect(first(tx)).not.toMatch(/^Not secretly/);
  });

  it('says the No Surprises Act does not reach ground ambulances, and the medical-debt credit rules', () => {
    const en = plan(
      'A ground ambulance billed me $2,300 after insurance paid some. Isn’t that banned by the surprise billing law? Will it go on my credit?',
      'en',
      'IL',
    );
    expect(first(en)).toMatch(/not (?:by )?ground ambulances/);
    expect(en).not.toMatch(/^Often it is not allowed/);
    expect(en).toMatch(/\$500/);
    const es = plan(
      'La ambulancia terrestre me cobró $1,400 de balance después del seguro y ya está en cobranza. ¿No lo prohíbe la ley de facturas sorpresa? ¿Me baja el crédito?',
      'es',
      'AZ',
    );
    expect(first(es)).toMatch(/ambulancias terrestres/);
    expect(es).toMatch(/\$500/);
    // An air ambulance is covered.
    expect(plan('The air ambulance sent me a $38,000 balance bill after my insurer paid. Is that allowed?', 'en', 'CO')).not.toMatch(/not ground ambulances/);
  });
});

describe('blind set AA: every part of a message answered (issue 35)', () => {
  it('answers whether a collection suit can be moved to federal court, beside the deadline', () => {
    const en = plan(
      'Served Nov 19 with a Gwinnett Magistrate Court suit from Midland. Can I get it moved to federal court instead? And what’s my deadline?',
      'en',
      'GA',
    );
    expect(en).toMatch(/28 U\.S\.C\. §§ 1331, 1332\(a\), 1441/);
    expect(en).toMatch(/Last day: Monday, December 21, 2026/);
    const es = plan('¿Puedo pasar mi demanda de Discover a una corte federal? Me la entregaron el 23 de noviembre en el condado de Maricopa.', 'es', 'AZ');
    expect(es).toMatch(/corte federal/);
    expect(es).toMatch(/1441/);
  });

  it('answers that papers in English still count and the deadline runs', () => {
    const es = plan(
      'Me demandaron en el condado de Cook y me entregaron los papeles en mano el 20 de noviembre. Los papeles están todos en inglés, ¿es válido eso? ¿Cuándo tengo que contestar?',
      'es',
      'IL',
    );
    expect(es).toMatch(/en inglés son válidos/);
    expect(es).toMatch(/intérprete/);
    expect(es).toMatch(/21 de diciembre de 2026/);
    const en = plan(
      'The summons they handed me on November 24 is only in English and I read Spanish better. Is that allowed? Pima County Justice Court.',
      'en',
      'AZ',
    );
    expect(en).toMatch(/in English are valid/);
  });
});

describe('blind set AA: a scam named as one (issue 35)', () => {
  it('calls a gift-card, crypto or wire demand with a threat a scam, first', () => {
    const es = plan(
      'Un número desconocido me escribió: quieren $500 en tarjetas de regalo de Walmart antes de la noche o llaman a ICE para que me deporten, por un préstamo viejo.',
      'es',
      'NV',
    );
    expect(first(es)).toMatch(/estafa/);
    const en = plan(
      'Someone called from a "legal processing department" and said to pay $850 in Google Play gift cards today or I would be arrested. What do I do?',
      'en',
      'GA',
    );
    expect(first(en)).toMatch(/scam/);
    expect(first(plan('A man on the phone wants me to pay my old Kohl’s card with bitcoin today to avoid a lawsuit. Should I?', 'en', 'KS'))).toMatch(/scam/);
    // A real collector's letter offering a plan is no scam.
    expect(first(plan('Good idea to accept $75 monthly installments on my Target card balance?', 'en', 'MN'))).not.toMatch(/scam|estafa/);
  });

  it('calls a "notice of intent to garnish" with no lawsuit a false threat or a scam, and says not to pay from it', () => {
    const en = plan(
      'Got a letter from "American Recovery Legal Services" saying FINAL NOTICE wage garnishment in 7 days unless I pay $480 on an old payday loan. I have never been to court. Is that legit?',
      'en',
      'MO',
    );
    expect(first(en)).toMatch(/false threat or a scam/);
    expect(en).toMatch(/ReportFraud|FTC/);
    const es = plan(
      'Me llegó una carta que dice que me van a embargar el sueldo en 10 días si no pago $390 de un préstamo de día de pago. Nunca me demandaron. ¿Pueden hacer eso?',
      'es',
      'NM',
    );
    expect(first(es)).toMatch(/amenaza falsa o una estafa/);
    // A federal student loan can be garnished without a suit: no "false threat" said of it.
    expect(
      first(plan('I got a notice that my wages will be garnished for my defaulted federal student loan. I was never sued. Can they?', 'en', 'OH')),
    ).not.toMatch(/false threat/);
  });
});

describe('blind set Z classes still open (issue 35)', () => {
  it('answers a missed hearing: the clerk, a default and how to set it aside, never an article or a missed payment', () => {
    const en = planned('I missed the hearing in my small claims case in Tulsa last Thursday. What happens now?', 'en', 'OK');
    expect(first(en.text)).toMatch(/clerk/);
    expect(en.text).not.toMatch(/settlement|I have no prepared answer/);
    const es = plan('No fui a la audiencia de mi caso de una tarjeta el martes pasado porque se me olvidó. ¿Qué pasa ahora?', 'es', 'OR');
    expect(first(es)).toMatch(/secretario|secretaría/);
    expect(es).not.toMatch(/No tengo una respuesta preparada/);
    expect(first(plan('Missed my court date on a Discover suit because my bus broke down. Now what?', 'en', 'MN'))).toMatch(/set (?:it )?aside/);
    // A hearing still to come is not a missed one.
    expect(first(plan('What should I bring to my court hearing next week on a Capital One case?', 'en', 'MN'))).not.toMatch(/missed/);
  });

  it('gives an old debt’s state revival rule first when a small payment is asked for', () => {
    const es = plan(
      'Me llamaron por una tarjeta vieja de 2015 en Texas y me piden que pague solo $25 para "mostrar buena fe". ¿Si pago eso se reinicia el plazo?',
      'es',
      'TX',
    );
    expect(first(es)).toMatch(/Texas/);
    expect(first(es)).toMatch(/no la revive/);
    const en = plan(
      'A debt buyer wants just $20 on my 2014 Best Buy card to "reactivate" the account. Would that restart the clock? I am in Texas.',
      'en',
      'TX',
    );
    expect(first(en)).toMatch(/Texas/);
    const wi = plan('If I pay $10 on an old Wisconsin card debt, does that restart the statute of limitations?', 'en', 'WI');
    expect(first(wi)).toMatch(/Wisconsin/);
  });

  it('works out a Colorado garnishment on the pay given, with Colorado’s own limit', () => {
    const en = plan('I make $1,100 a week after taxes in Denver and a judgment creditor is garnishing my wages. How much can they take?', 'en', 'CO');
    expect(first(en)).toMatch(/Colorado/);
    expect(en).not.toMatch(/I have no prepared answer/);
  });
});

// My held-out questions (written before the fixes above) showed two of the classes narrower than their words: pay written
// without a dollar sign was not read as pay, and "can they sue me again" after a payment on an old debt met another card.
describe('held-out review of set AA: the classes as wide as their words (issue 35)', () => {
  it('reads take-home pay written without a dollar sign, but never a count of weeks or a single digit', () => {
    expect(slots('I clear 1,080 every two weeks after taxes in Colorado, how much can a judgment creditor garnish?', 'CO').pay).toMatchObject({
      cents: 108_000,
      period: 'two_weeks',
    });
    expect(slots('gano 650 limpios a la semana, cuanto me pueden embargar?', 'CO').pay).toMatchObject({ cents: 65_000, period: 'week' });
    expect(first(plan('My take-home is 760 a week in Colorado and they won a judgment, what can they garnish each week?', 'en', 'CO'))).toMatch(
      /Colorado[\s\S]*\$760\.00 a week, 20% is \$152\.00/,
    );
    // "2 weeks ago" is when, not pay; a bare figure with no take-home word is not counted.
    expect(slots('I was served 2 weeks ago and my take-home is unknown yet', 'OH').pay).toBeNull();
    expect(slots('I make 700 a week in Colorado, how much can they garnish?', 'CO').pay).toBeNull();
  });

  it('answers "can they sue me again" after a payment on a debt said to be old with the state’s time limit and revival rule', () => {
    expect(
      first(plan('I sent 30 dollars on a 2016 Discover card last month, I live in San Antonio. Does that mean they can sue me again?', 'en', 'TX')),
    ).toMatch(/4 years[\s\S]*does not revive|no revive|does not restart/i);
    expect(first(plan('Mandé 35 dolares por una cuenta vieja del hospital en Ohio, ¿ahora pueden volver a demandarme?', 'es', 'OH'))).toMatch(
      /Ohio[\s\S]*6 años/,
    );
    // Not a debt said to be old: a settlement paid, a missed plan payment.
    expect(first(plan('We settled and I paid the 1,800 last month; can they sue me again for the rest?', 'en', 'TX'))).not.toMatch(/time limit to sue is/);
    expect(first(plan('I missed one payment on my court payment plan, can they sue me again?', 'en', 'OH'))).not.toMatch(/time limit to sue is/);
  });
});

describe('held-out review of set AA: a court named by a smaller city (issue 35)', () => {
  it('takes the court’s state from a city named beside the court word even when the city is not a big one, over the home state', () => {
    expect(slots('They sued me in Royal Oak district court, but I moved to Cleveland, Ohio. When is my answer due?', 'OH').state).toBe('MI');
    expect(slots('Got papers from Dearborn district court, I live in Indiana now', 'IN').state).toBe('MI');
    // A court word with no place before it, or a stop word, leaves the home state.
    expect(slots('I got papers from the district court, how long do I have?', 'OH').state).toBe('OH');
  });
});
