import { describe, expect, it } from 'vitest';
import { askSoloAt, firstParagraph } from '../../../test/ask-solo.js';
import { slotsOf } from './slots.js';

/**
 * Blind set Z's classes (issue 35), in questions of other people, amounts, states, debts and wording than the set's.
 * Unsafe first: the service date taken from the day a relative passed the papers on, not the day they were signed for
 * or left; a 1099-C's forgiven amount read against the person's total debts. Then the question not answered (a stock
 * section on another topic), the rule not applied to the person's own dates and figures, boilerplate that does not fit,
 * the parts of a question dropped, and a state's rule that decides it. Each class has questions that must not trigger it.
 */
const now = new Date('2026-12-02T15:00:00Z');
const { plan, planned } = askSoloAt(now);
const first = firstParagraph;
const slots = (question: string, state: string | null = null) => slotsOf(question, state, now);

describe('blind set Z unsafe classes (issue 35)', () => {
  it('counts from the day a relative signed for or was left the papers, never from the day they were passed on', () => {
    const en = plan(
      'My husband signed the green card for a certified letter on Monday November 9 but forgot it in his truck and gave it to me Saturday the 14th. Inside is a complaint from Franklin County Municipal Court, Ohio, Jefferson Capital for $1,640. How long do I have?',
      'en',
      'OH',
    );
    expect(en).toMatch(/Last day: Monday, December 7, 2026/);
    expect(en).not.toMatch(/December 14, 2026\./);
    expect(en).toMatch(/not from Saturday, November 14, 2026/);
    const es = plan(
      'Mi suegra firmó el recibo de un correo certificado el jueves 5 de noviembre y no me pasó el sobre hasta el miércoles 11. Es una demanda de la corte de distrito del condado de Kent, Michigan, por una tarjeta de $2,050. ¿Hasta cuándo tengo para contestar?',
      'es',
      'MI',
    );
    expect(es).toMatch(/jueves, 3 de diciembre de 2026/);
    expect(es).not.toMatch(/9 de diciembre de 2026/);
    expect(es).toMatch(/no desde el miércoles, 11 de noviembre de 2026/);
    // Only the day they were passed on is given: no last day counted from it, and the clerk's proof of service is the way to the real one.
    const relayedOnly = plan(
      'My teenage son signed for some certified mail last week and only gave it to me on November 27. It is a summons from the Pima County Justice Court over a $900 loan. When is my deadline?',
      'en',
      'AZ',
    );
    expect(relayedOnly).not.toMatch(/Last day: Thursday, December 17, 2026/);
    expect(relayedOnly).toMatch(/proof of service/);
    // Handed over in person, then given to someone else or read later: the day handed over stands, with no warning.
    const inHand = slots(
      'A process server handed me a complaint from Tulsa County on November 12, and I gave it to my sister on November 19 to read. What do I file?',
      'OK',
    );
    expect(inHand).toMatchObject({ servedOn: '2026-11-12', handedOnLater: null });
    expect(slots('Los papeles se los dejaron a mi vecina el lunes 16 de noviembre, es una demanda de Midland.', 'NM').servedOn).toBe('2026-11-16');
  });

  it('reads no served date from a threat to serve, and a served date from papers taped to the door', () => {
    expect(slots('The caller said I will be served at my job tomorrow unless I send $700 today. Is that real?', 'MD').served).toBe(false);
    expect(slots('Un señor me dijo por teléfono que me van a notificar una demanda mañana si no pago hoy.', 'TX').served).toBe(false);
    const taped = slots('I found a summons taped to my apartment door on Friday November 20 from the Lancaster County Court in Lincoln.', 'NE');
    expect(taped).toMatchObject({ served: true, servedOn: '2026-11-20', servedHow: 'not_in_person' });
  });

  it('takes a 1099-C’s amount as what was forgiven, never a total of debts as the balance settled', () => {
    const en = plan(
      'Received a 1099-C from Credit One showing $2,975 of canceled debt for 2026. I never agreed to any settlement, I just could not pay. At that time everything I owed added up to $28,300 and all I owned (car, savings, an IRA) was worth about $26,100. Will I be taxed on it?',
      'en',
      'OR',
    );
    expect(en).not.toMatch(/settling \$28,300/);
    expect(en).toMatch(/insolvent by \$2,200\.00/);
    expect(en).toMatch(/of the \$2,975\.00 forgiven, about \$775\.00 is taxable/);
    // Insolvent by more than the amount on the form: none of it taxable.
    const all = slots(
      'I got a 1099-C for $1,900 from Merrick Bank even though I never settled. Right before that my total debts were $19,000 and my assets were worth $15,500. Do I owe tax?',
      'TN',
    );
    expect(all.settlement).toBeNull();
    expect(all.insolvency).toEqual({ forgivenCents: 190_000, owedCents: 1_900_000, ownedCents: 1_550_000 });
    const es = plan(
      'Me llegó un 1099-C de Synchrony por $3,150 de deuda cancelada y yo nunca arreglé nada. Justo antes mis deudas eran $22,000 en total y todo lo que tengo vale $17,500. ¿Tengo que pagar impuestos?',
      'es',
      'FL',
    );
    expect(es).toMatch(/era insolvente por \$4,500\.00/);
    expect(es).toMatch(/todos los \$3,150\.00/);
    // A real settlement asked about with taxes still works out the forgiven part.
    expect(slots('They offered to settle my $5,200 balance for $2,000. Will I owe taxes on the rest?', 'TN').settlement).toEqual({
      balanceCents: 520_000,
      offerCents: 200_000,
      forgivenCents: 320_000,
    });
  });

  it('answers a 1099-C sent with no settlement: why it came, and that whether it ends collection is not settled', () => {
    const en = plan('Why would Barclays send me a 1099-C when I never settled? Does that mean they cannot collect it anymore?', 'en', 'NJ');
    expect(first(en)).toMatch(/identifiable event|decides to stop collecting/);
    expect(en).toMatch(/not settled|courts differ/);
    const es = plan('¿Por qué me mandaron un 1099-C si nunca llegué a un acuerdo? ¿Ya no me pueden cobrar?', 'es', 'TX');
    expect(first(es)).toMatch(/sin ningún acuerdo|deja de cobrar/);
  });
});

describe('blind set Z boilerplate class: lines said only where the facts call for them (issue 35)', () => {
  const REG_F = /1006\.26\(b\)|time-barred debt|deuda prescrita/;
  it('says the time-barred rule only when the debt’s age or a suit on it is in question', () => {
    for (const [question, language, state] of [
      ['A collector texted my sister twice about my 2021 Sprint phone bill. Is that allowed?', 'en', 'IN'],
      ['Un cobrador le mandó mensajes a mi hermana por mi factura de teléfono de 2021. ¿Eso está permitido?', 'es', 'IN'],
    ] as const)
      expect(plan(question, language, state), question).not.toMatch(REG_F);
    expect(plan('Can a collector still sue me on a Kohls card I stopped paying in 2016?', 'en', 'IN')).toMatch(/time-barred|too old to sue/);
  });

  it('tells someone with a judgment and no levy to claim exemptions when a notice comes, not to file one this week', () => {
    const en = plan(
      'A default judgment was entered against me last March in Lucas County, Ohio on a Capital One card. What can the creditor do now?',
      'en',
      'OH',
    );
    expect(en).not.toMatch(/came with the notice|so this week/);
    expect(en).toMatch(/If a garnishment or a bank levy comes/);
    const es = plan('Hay una sentencia contra mí de 2022 por una tarjeta en Phoenix. ¿Qué me pueden hacer?', 'es', 'AZ');
    expect(es).not.toMatch(/que vino con el aviso/);
    // Money frozen now: the claim of exemption by the notice's date, this week.
    const frozen = plan('The bank froze my checking account yesterday because of a judgment for a Discover card. What do I do?', 'en', 'OH');
    expect(frozen).toMatch(/claim of exemption/);
    expect(slots('How much of my check can they take now that there is a judgment against me?', 'OH').judgment?.seized).toBe(false);
  });

  it('does not say a set-aside is due in 10 to 14 days for a judgment entered long ago', () => {
    const old = plan('I just found out there has been a default judgment against me since 2021 from a Kent County court. Can it be undone?', 'en', 'MI');
    expect(old).not.toMatch(/10 to 14 days/);
    expect(old).toMatch(/never properly served|valid service/);
    const es = plan('Me enteré de que hay una sentencia en rebeldía contra mí desde 2020 en Detroit. ¿Se puede quitar?', 'es', 'MI');
    expect(es).not.toMatch(/10 a 14 días/);
  });
});

describe('blind set Z computed class: the rule applied to the person’s own dates and figures (issue 35)', () => {
  it('works out the most that can be garnished from the pay given, against what is taken and what support already takes', () => {
    const over = plan(
      'I get paid weekly. My take-home is $520. The garnishment for a Midland judgment is taking $160 from every check. Is that legal?',
      'en',
      'IN',
    );
    expect(first(over)).toMatch(/at most \$130\.00/);
    expect(first(over)).toMatch(/\$30\.00 more than/);
    const es = plan(
      'Me pagan cada dos semanas. Mi cheque neto es de $980 y me están descontando $300 por el embargo de una tarjeta. ¿Es correcto?',
      'es',
      'KY',
    );
    expect(first(es)).toMatch(/\$245\.00/);
    expect(first(es)).toMatch(/\$55\.00/);
    const support = plan(
      'My disposable pay is $1,400 every two weeks and $250 of it already goes to child support. Now a credit card judgment creditor wants 25% more through a writ. How much can they really take?',
      'en',
      'GA',
    );
    expect(first(support)).toMatch(/\$100\.00/);
    expect(first(support)).toMatch(/[Cc]hild support/);
    // Within the limit: said so, with no "more than" the law allows.
    const within = plan('Paid every week, take home $700, and they garnish $150 a week for a judgment. Is that the max?', 'en', 'OH');
    expect(first(within)).toMatch(/\$175\.00/);
    expect(first(within)).not.toMatch(/more than the law allows/);
    // Benefits are no pay: no wage figure is worked out for them.
    expect(slots('I get $1,100 a month in SSDI deposited. Can a creditor garnish it?', 'IN').pay).toBeNull();
  });

  it('says a Missouri head of family’s 10% limit, worked out on the pay given', () => {
    const en = plan(
      "I live in Kansas City, Missouri and I'm raising my grandson alone. I net $900 a week. How much of my check can a judgment creditor garnish?",
      'en',
      'MO',
    );
    expect(first(en)).toMatch(/10%/);
    expect(first(en)).toMatch(/\$90\.00/);
    const single = plan('Springfield, Missouri. I take home $900 a week and have no kids. How much can a garnishment take?', 'en', 'MO');
    expect(first(single)).toMatch(/\$225\.00/);
  });

  it('works out the federal benefits a bank must protect from the deposits the question gives', () => {
    const monthly = plan(
      'Recibo $1,210 del Seguro Social cada mes por depósito directo. El banco congeló mi cuenta el 25 de noviembre por una sentencia de una tarjeta y tenía $3,100. ¿Cuánto me pueden quitar?',
      'es',
      'NM',
    );
    expect(first(monthly)).toMatch(/\$2,420\.00/);
    expect(first(monthly)).toMatch(/\$680\.00/);
    const all = plan(
      'My SSI is $943 a month by direct deposit and I saved up $1,650. The bank froze the account November 20 for a judgment. Can they keep my savings?',
      'en',
      'OH',
    );
    expect(first(all)).toMatch(/\$1,886\.00/);
    expect(first(all)).toMatch(/all of the \$1,650\.00/);
    const dated = plan(
      'VA disability back pay of $6,000 was direct deposited September 28, and my regular $1,100 came October 30 and November 30. The bank got a garnishment order December 1 and froze the whole $8,900. Can they do that?',
      'en',
      'OR',
    );
    expect(first(dated)).toMatch(/\$2,200\.00/);
    expect(dated).toMatch(/claim of exemption|exempt/);
    // Unemployment is not a federal benefit the bank protects on its own.
    expect(plan('My unemployment of $450 a week was in the account when it got frozen for a judgment. Is it protected?', 'en', 'OH')).not.toMatch(
      /must protect automatically \$/,
    );
  });

  it('dates the deadline from papers left with a housemate and mailed, and from a published notice’s own first date', () => {
    const left = plan(
      'My roommate took a summons for me at our apartment in Oakland on Wednesday November 4 and the server mailed me a copy the same day. Superior Court, Alameda County, limited civil. When is my answer due?',
      'en',
      'CA',
    );
    expect(left).toMatch(/Monday, December 14, 2026/);
    const published = plan(
      'A friend sent me a legal notice from the paper: my name, a debt case, "first publication November 12, 2026", and it says I must appear within 30 days. What is my last day?',
      'en',
      'NM',
    );
    expect(published).toMatch(/Monday, December 14, 2026/);
  });

  it('tells a Georgia defendant whose answer day just passed the 15 days to open the default as of right', () => {
    const en = plan(
      'Served in hand on October 26 with a Synchrony suit in Gwinnett County State Court. I was supposed to answer in 30 days and let it slip. Can I fix it?',
      'en',
      'GA',
    );
    expect(en).toMatch(/as a matter of right/);
    expect(en).toMatch(/Thursday, December 10, 2026/);
    expect(en).not.toMatch(/many courts still accept a late Answer/);
    const texas = plan('I was served October 26 in a Harris County court and forgot to answer. Can I fix it?', 'en', 'TX');
    expect(texas).not.toMatch(/as a matter of right/);
  });

  it('gives the dispute deadline printed on a validation notice as the day to dispute by', () => {
    const en = plan('The collection letter says I have until January 4, 2027 to dispute. I do not recognize this debt. How do I dispute it?', 'en', 'PA');
    expect(first(en)).toMatch(/Monday, January 4, 2027/);
    const es = plan('La carta de la agencia dice que tengo hasta el 8 de enero de 2027 para disputar. ¿Cómo lo hago?', 'es', 'TX');
    expect(first(es)).toMatch(/viernes, 8 de enero de 2027/);
  });

  it('dates a California claim of exemption from the levy notice, filed with the levying officer', () => {
    const en = plan(
      'Got a Notice of Levy from the Riverside County sheriff in the mail, postmarked November 27. My checking has $2,200, mostly my state disability (SDI). What do I do and by when?',
      'en',
      'CA',
    );
    expect(en).toMatch(/levying officer/);
    expect(en).toMatch(/Monday, December 14, 2026/);
  });

  it('works out the settlement offers on the balance given, and how long the person’s own budget takes', () => {
    const en = plan(
      'The balance is $5,400. At the settlement conference they said $1,900 lump sum now, or $3,000 as 10 payments of $300. I can afford $200 a month. What do these numbers mean for me?',
      'en',
      'WA',
    );
    expect(en).toMatch(/\$1,900\.00 is about 35% of \$5,400\.00/);
    expect(en).toMatch(/\$3,500\.00/);
    expect(en).toMatch(/\$2,400\.00/);
    expect(en).toMatch(/15 months/);
    const es = plan('Debo $4,000. Me ofrecen aceptar $1,600 de una vez. ¿Qué porcentaje es y cuánto me perdonan?', 'es', 'TX');
    expect(es).toMatch(/40%/);
    expect(es).toMatch(/\$2,400\.00/);
  });

  it('works out a debt relief company’s fees, those taken before anything is settled above all', () => {
    const en = plan(
      'A debt settlement company wants 20% of my $12,500 in card debt, and the first five monthly payments of $200 go to their fees before they negotiate anything. Is that legal?',
      'en',
      'AZ',
    );
    expect(en).toMatch(/\$2,500\.00/);
    expect(en).toMatch(/\$1,000\.00/);
    expect(first(en)).toMatch(/before it has settled/);
  });

  it('works out a New York consumer judgment’s 2% interest on its amount, and says a judgment’s life where the state’s rule is sure', () => {
    const es = plan(
      'Tengo un fallo de la corte civil de Queens por $2,400 de una tarjeta y estoy pagando $80 al mes. El abogado dice que el interés es 9%. ¿Cuánto interés es correcto?',
      'es',
      'NY',
    );
    expect(es).toMatch(/2%/);
    expect(es).toMatch(/\$48\.00/);
    const life = plan('There has been a judgment against me in Seattle since March 3, 2020 for a loan. How long does it last?', 'en', 'WA');
    expect(life).toMatch(/10 years/);
    expect(life).toMatch(/March 3, 2030/);
  });

  it('dates the time to undo a default judgment where the state’s rule is sure', () => {
    const iowa = plan('A default judgment was entered against me in Polk County on November 13, 2026 on a credit card. Can I get it undone?', 'en', 'IA');
    expect(iowa).toMatch(/60 days/);
    expect(iowa).toMatch(/Tuesday, January 12, 2027/);
    expect(iowa).not.toMatch(/10 to 14 days/);
    const ny = plan(
      'My account at Citibank was restrained on November 23, 2026 over a 2022 default judgment from Bronx Civil Court. The process server says he left the papers with a relative at my old address. What can I do?',
      'en',
      'NY',
    );
    expect(ny).toMatch(/317/);
    expect(ny).toMatch(/Tuesday, November 23, 2027/);
    expect(ny).toMatch(/5015\(a\)\(4\)/);
  });
});

describe('blind set Z class: the question asked is the one answered, or honestly not (issue 35)', () => {
  it('answers what a judgment creditor can take of a person’s things, not where a collector may call', () => {
    const en = plan(
      'Omaha. A furniture store got a judgment against me for $8,400. Can they take my pickup (paid off, worth about $9,000), my welding equipment, or my IRA? I weld for a living.',
      'en',
      'NE',
    );
    expect(first(en)).toMatch(/exempt|protect/);
    expect(en).not.toMatch(/contact your employer/);
    expect(en).toMatch(/retirement|IRA/);
    const es = plan(
      'Vivo en El Paso y tengo un taller mecánico. Si me ganan la demanda de $12,000, ¿me pueden quitar la troca (vale como $20,000) y mis herramientas (unos $10,000)? Sin eso no trabajo.',
      'es',
      'TX',
    );
    expect(es).toMatch(/\$50,000/);
    expect(es).toMatch(/\$30,000/);
    const kansas = plan('Topeka. Judgment against me for a credit card. My house is worth $300,000. Can the creditor force a sale of my home?', 'en', 'KS');
    expect(kansas).toMatch(/regardless of (?:its )?value/);
    expect(planned('Can a debt collector call my employer to ask if I work there?', 'en', 'NE').intent).toBe('card:c-contact-employer');
  });

  it('says plainly that an unpaid-wages question is not Ask Solo’s, and where to go', () => {
    const en = plan('The restaurant I worked at in Tucson closed and never gave me my final paycheck. Who do I complain to?', 'en', 'AZ');
    expect(first(en)).toMatch(/outside what Ask Solo covers/);
    expect(en).toMatch(/Wage and Hour/);
    expect(en).not.toMatch(/contact your employer|garnish/);
    const es = plan('Mi patrón en Dallas no me ha pagado las horas extras de dos meses. ¿Cómo cobro mi dinero?', 'es', 'TX');
    expect(first(es)).toMatch(/fuera de lo que cubre Ask Solo/);
    // A garnishment at work is a debt question still.
    expect(planned('Can my employer fire me because of a wage garnishment?', 'en', 'AZ').intent).toBe('card:l-fired-for-garnishment');
  });

  it('tells a served person that papers handed over in a hospital, or with a misspelled name, still count', () => {
    const er = plan(
      'A process server walked into the ER at Baton Rouge General on Monday November 16 and gave me a lawsuit from a credit union while I was on an IV. My brother says that cannot count. Does it?',
      'en',
      'LA',
    );
    expect(er).toMatch(/still counts|still count/);
    expect(er).toMatch(/Last day/);
    const name = plan(
      'The summons I was handed on November 19 spells my last name "Rodriquez" instead of Rodriguez. Can I throw it away since it is not my name?',
      'en',
      'NV',
    );
    expect(name).toMatch(/misspelled name/);
    expect(name).not.toMatch(/can ignore/);
  });

  it('tells a Pennsylvania defendant served with a writ of summons alone that no Answer is due until a complaint comes', () => {
    const en = plan(
      'A deputy sheriff brought me a "Writ of Summons" from the Montgomery County Court of Common Pleas on November 20. There is no complaint with it, just the names. When is my answer due?',
      'en',
      'PA',
    );
    expect(first(en)).toMatch(/writ of summons/i);
    expect(en).toMatch(/complaint/);
    expect(en).toMatch(/praecipe|rule to file/i);
    expect(en).not.toMatch(/Last day: Thursday, December 10, 2026/);
    // A complaint with a Notice to Defend is answered in 20 days, as always.
    expect(plan('I was served with a complaint and Notice to Defend in Bucks County on November 20. When is my answer due?', 'en', 'PA')).toMatch(/Last day/);
  });

  it('refuses to backdate a letter and says a truthful late dispute still helps', () => {
    const en = plan(
      'Can you write my dispute letter to the collection agency with an October date on it, so it looks like I mailed it before the deadline?',
      'en',
      'OR',
    );
    expect(first(en)).toMatch(/can't help|cannot help/);
    expect(en).toMatch(/dated/);
    const es = plan('¿Me puedes hacer la carta de disputa con fecha del mes pasado para que parezca que la mandé a tiempo?', 'es', 'TX');
    expect(first(es)).toMatch(/No puedo ayudarle/);
  });

  it('answers whether a court can allow service by email or social media, and how to check it', () => {
    const en = plan(
      'I got a Facebook message with a PDF saying a Pima County judge approved serving me by email and Facebook because they could not find me. Is that even allowed?',
      'en',
      'AZ',
    );
    expect(first(en)).toMatch(/can be real|judge can order|court can/);
    expect(en).toMatch(/clerk/);
  });

  it('answers a co-signer’s, a spouse’s and a widow’s own liability', () => {
    const cosigner = plan('I co-signed my nephew’s motorcycle loan in Dayton. He stopped paying. Do they have to go after him first before me?', 'en', 'OH');
    expect(first(cosigner)).toMatch(/co-signer/);
    expect(first(cosigner)).toMatch(/without first/);
    const wife = plan(
      'En Houston. Mi esposa tiene una tarjeta solo a su nombre y dejó de pagarla. Yo nunca firmé. ¿Me pueden cobrar a mí o quitarme mi sueldo?',
      'es',
      'TX',
    );
    expect(first(wife)).toMatch(/no es responsable|no responde/);
    const widow = plan(
      'My husband died in October in Phoenix. The hospital collector says I owe his $18,000 bill because Arizona is a community property state. I have savings from before we married. Do I have to pay it from those?',
      'en',
      'AZ',
    );
    expect(widow).toMatch(/separate property/);
    expect(widow).toMatch(/25-215/);
  });

  it('answers post-dated checks and a payday lender’s "bad check" threat', () => {
    const checks = plan('A collector wants four post-dated checks of $250 to set up a plan. Do I have to give them, and can they cash them early?', 'en', 'WA');
    expect(first(checks)).toMatch(/post-dated/);
    expect(checks).toMatch(/1692f/);
    const payday = plan(
      'Tulsa. My payday loan check bounced and the store says they will file a bad check charge and I will be arrested unless I pay $640 by Monday. Should I take another payday loan to pay it?',
      'en',
      'OK',
    );
    expect(first(payday)).toMatch(/civil|not a crime|not a basis/);
    expect(payday).toMatch(/another payday loan/);
  });

  it('answers a collector’s threat to report a debt, and how to mark a paid judgment satisfied', () => {
    const report = plan(
      'A collector texted that they will report my old gym debt to all three credit bureaus tomorrow unless I pay today. Can they do that?',
      'en',
      'CO',
    );
    expect(first(report)).toMatch(/report|credit/);
    const paid = plan(
      'I paid off a judgment in Franklin County, Ohio in September but the court docket still shows it unpaid. How do I get it marked satisfied?',
      'en',
      'OH',
    );
    expect(
      planned(
        'I paid off a judgment in Franklin County, Ohio in September but the court docket still shows it unpaid. How do I get it marked satisfied?',
        'en',
        'OH',
      ).intent,
    ).toBe('card:l-satisfaction-of-judgment');
    expect(paid).not.toMatch(/go to every court date/);
  });

  it('reads a "Stipulation and Order for Entry of Judgment" as an agreement for judgment', () => {
    expect(
      planned('Their lawyer emailed me a "Stipulation and Order for Entry of Judgment" and says if I sign I can skip the hearing. Should I?', 'en', 'MN')
        .intent,
    ).toBe('card:l-agreement-for-judgment');
  });

  it('answers whether 1099 gig pay can be garnished, and whether an employer in another state changes it', () => {
    const gig = plan(
      'I deliver for Instacart as a 1099 contractor in Phoenix and there is a judgment against me. Can they garnish my Instacart money?',
      'en',
      'AZ',
    );
    expect(first(gig)).toMatch(/1099|contractor/);
    expect(gig).toMatch(/bank/);
    const remote = plan(
      'I live in Little Rock and work remotely for a company based in Memphis, Tennessee. There is an Arkansas judgment against me. Can they garnish my pay if my employer is in another state?',
      'en',
      'AR',
    );
    expect(first(remote)).toMatch(/employer/);
    expect(remote).toMatch(/regist/);
  });
});

describe('blind set Z class: a suit filed far from home, and a state rule beside the deadline (issue 35)', () => {
  it('says a collector must sue where the person lives or signed, and still dates the deadline', () => {
    const en = plan(
      'A process server gave me papers on November 19 from a county court in Hidalgo County, Texas, but I have lived in Amarillo my whole life and never lived down there. Can they sue me that far away?',
      'en',
      'TX',
    );
    expect(en).toMatch(/1692i/);
    expect(en).toMatch(/Last day/);
    expect(planned('Can a collector sue me in small claims court?', 'en', 'TX').intent).not.toBe('card:c-wrong-venue');
  });
});

describe('blind set Z class: each part of a message answered (issue 35)', () => {
  it('answers how to make a collector stop calling a relative, beside what it may tell them', () => {
    const en = plan(
      'A collection agency keeps calling my grandmother in Tampa about my old phone bill. How do I get them to stop calling her, and are they allowed to tell her what I owe?',
      'en',
      'FL',
    );
    expect(en).toMatch(/may not tell them you owe/);
    expect(en).toMatch(/stop contacting that relative/);
  });

  it('answers a message to a supervisor as a third-party contact, beside the rules for messaging the person', () => {
    const en = plan(
      'A collection agency messaged my supervisor on LinkedIn asking him to have me call them about an account, and they DM me there too. Is that legal? Can I make them stop messaging me?',
      'en',
      'OH',
    );
    expect(en).toMatch(/opt out/);
    expect(en).toMatch(/employer/);
  });

  it('answers whether to pay for a promised deletion, whether paying raises a score, and whether a stop request brings a suit', () => {
    expect(plan('A collector says that if I pay $300 they will delete it from my credit report. Should I pay?', 'en', 'CO')).toMatch(/no law requires/);
    expect(plan('El cobrador dice que si pago $200 mi crédito va a subir. ¿Es cierto?', 'es', 'TX')).toMatch(/no la quita de su reporte/);
    expect(plan('Si les digo a los cobradores que no me llamen más, ¿me van a demandar?', 'es', 'NJ')).toMatch(/todavía lo pueden demandar/);
  });

  it('answers whether a validation notice must come in Spanish, and that a dispute may be written in either language', () => {
    const es = plan(
      'La carta de la agencia de cobranza vino solo en inglés. ¿Tienen que mandarla en español? ¿Puedo escribir mi disputa en español?',
      'es',
      'NV',
    );
    expect(first(es)).toMatch(/no obliga/);
  });

  it('answers whether a private creditor can take a federal tax refund', () => {
    const en = plan('There is a judgment against me in Georgia for a Discover card. Can Discover take my federal tax refund in February?', 'en', 'GA');
    expect(en).toMatch(/not by private creditors/);
  });
});

describe('blind set Z classes stay in their lanes (issue 35)', () => {
  it('reads a hospital as the place of service only when the person lay there, not where they work', () => {
    const shift = plan(
      'I am a cook at Mercy Medical Center in Cedar Rapids. On Wednesday November 18 a man came into the hospital kitchen during my shift and handed me a summons and petition from a finance company. What is my deadline?',
      'en',
      'IA',
    );
    expect(shift).not.toMatch(/in a hospital still count/);
    expect(shift).toMatch(/Last day/);
  });

  it('counts the papers’ own days from the service date said with them, never from a deadline the person guesses', () => {
    const en = plan(
      'Kent County, Michigan. My roommate signed for the certified envelope on November 6. The summons says to file an answer within 21 days after service. Does that give me until December 10?',
      'en',
      'MI',
    );
    expect(en).not.toMatch(/21 days after Thursday, December 10/);
    expect(en).not.toMatch(/December 31, 2026/);
  });

  it('leaves the first question of a message its card when the home is asked about without a judgment or suit', () => {
    const asked = planned(
      'Our clinic bill of $7,000 went to a collection agency after my wife’s surgery. Is there any financial help from the hospital, and could they take our house?',
      'en',
      'OR',
    );
    expect(asked.intent).toBe('card:c-medical-financial-assistance');
    // "Take-home pay" and "when I got home" are no question about a home.
    const pay = planned(
      'Paid every two weeks in Fort Wayne, my take home is $640 a check, and a garnishment for a loan judgment takes $160 from each one. Is that the legal amount?',
      'en',
      'IN',
    );
    expect(pay.intent).not.toBe('card:l-judgment-lien-home');
    expect(first(pay.text)).toMatch(/every two weeks/);
    expect(first(pay.text)).not.toMatch(/a two weeks/);
    const truck = planned(
      'The summons came by certified mail while I was on the road and I only saw it when I got home Sunday. If I lose the lawsuit, can they seize my truck?',
      'en',
      'WI',
    );
    expect(truck.intent).not.toBe('card:l-judgment-lien-home');
  });

  it('says the judgment lien first where no homestead rule is held, and whether a spouse owes before what a creditor can take', () => {
    const home = plan('There is an Oregon judgment against me and the creditor recorded a lien on my house. Can they make me sell it?', 'en', 'OR');
    expect(first(home)).toMatch(/lien/);
    expect(first(home)).not.toMatch(/Every state protects some property/);
    const spouse = planned(
      'Mi esposa tiene tarjetas solo a nombre de ella y la van a llevar a la corte en Tucson. ¿Me pueden cobrar a mí? ¿Nos pueden quitar la casa?',
      'es',
      'AZ',
    );
    expect(spouse.intent).toBe('card:c-spouse-debt-community-property');
  });

  it('reads a repossession’s deficiency suit as no levy on the person’s things', () => {
    const es = planned(
      'El banco se llevó mi carro en abril porque me atrasé y lo vendió; ahora me demandan en Hudson County por una deficiencia de $5,200. ¿Me pueden quitar algo más?',
      'es',
      'NJ',
    );
    expect(es.intent).not.toBe('card:l-judgment-take-property');
  });
  it('answers first how long a judgment lasts when that is asked first, and says when its life has already run', () => {
    const asked = planned(
      'My uncle in Springfield has a Missouri judgment from 2012 on a furniture loan. Isn’t a judgment dead after ten years? Also, can they take his home?',
      'en',
      'MO',
    );
    expect(asked.intent).toBe('card:l-how-long-judgment-lasts');
    const old = plan('A default judgment against me in Bergen County, New Jersey was entered on June 1, 2005. Does it stay forever?', 'en', 'NJ');
    expect(old).toMatch(/ran out about/);
    expect(old).toMatch(/whether a renewal was filed/);
  });
  it('says a second creditor’s wage garnishment shares the first one’s limit, and says nothing of it when there is one', () => {
    const two = plan(
      'Toledo. My take-home is $900 a week and a garnishment for a store card takes $225 each week. Now a second creditor served my job with its own garnishment order. Can both of them take $225?',
      'en',
      'OH',
    );
    expect(first(two)).toMatch(/second ordinary garnishment cannot add/);
    const one = plan('Toledo. My take-home is $900 a week and a garnishment for a store card takes $225 each week. Is that legal?', 'en', 'OH');
    expect(first(one)).not.toMatch(/second/);
  });
  it('answers a public post about the debt with the card on public posts, a message to a relative with the one on relatives', () => {
    const post = planned(
      'A collection agency left a comment on my public Instagram photo telling me to call about my account, and it messaged my cousin too. Is that allowed in Nevada?',
      'en',
      'NV',
    );
    expect(post.intent).toBe('card:c-social-media-public-posts');
    const aunt = planned('A debt collector messaged my aunt on Facebook and told her I owe $900 on a payday loan. Can they do that?', 'en', 'NE');
    expect(aunt.intent).toBe('card:c-contact-family');
  });
  it('gives no day to claim a wage exemption counted from a lawsuit’s service, before any judgment or garnishment', () => {
    const sued = plan(
      'Tallahassee. Papers for a county court suit over a $4,000 store card were handed to me Monday November 16. I support my two nephews on $620 a week take-home. Second question: if I lose, can they garnish me?',
      'en',
      'FL',
    );
    expect(sued).toMatch(/\$750\.00/);
    expect(sued).not.toMatch(/file the claim of exemption \(sworn/);
    expect(sued).not.toMatch(/second ordinary garnishment/);
  });
});
