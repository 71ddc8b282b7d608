import { describe, expect, it } from 'vitest';
import { askSoloAt, firstParagraph } from '../../../test/ask-solo.js';
import { slotsOf } from './slots.js';

/**
 * Blind set X's classes (issue 35), in questions of other people, amounts, states and wording than
 * the set's: a harmful plan (a paper forged in someone else's name, money moved to a relative before
 * a judgment, a retirement plan cashed out to pay a creditor, identifiers given to a caller about
 * someone else's debt) is warned against first; a case past, or beside, a new suit's answer (a
 * judgment entered or registered, a ruling after a hearing, an agreement for judgment offered, a
 * counterclaim, a settled case still open) is never given an "answer by" day; an insolvency's
 * figures are read without a balance still to pay.
 */
const now = new Date('2026-12-02T15:00:00Z');
const { plan } = askSoloAt(now);
const risks = (question: string) => slotsOf(question, 'OH', now).risks;
const first = firstParagraph;
const ANSWER_BY = /Last day:|Último día:|If you were served with a lawsuit|Si le notificaron una demanda/;

describe('blind set X classes (issue 35)', () => {
  it('warns first against a paper made to look like a law firm’s, a court’s or the police’s, in both languages', () => {
    const en = plan(
      'A collection firm sued me in Tulsa, I paid what we agreed in June and they still have not closed it. Could I print an order of dismissal with the judge’s stamp on it and file it myself?',
      'en',
      'OK',
    );
    expect(first(en)).toMatch(/^Don't make a letter, report or court paper that looks as if it came from someone else/);
    const es = plan(
      'Un cobrador me llama por una tarjeta que abrió mi cuñado con mis datos. ¿Puedo escribir un reporte como si viniera de la policía para mandárselo y que me dejen tranquila?',
      'es',
      'AZ',
    );
    expect(first(es)).toMatch(/^No haga una carta, un reporte ni un papel del tribunal/);
    for (const question of [
      'Should I write to the collection law firm and ask them for a letter confirming the case was dismissed?',
      'How do I get a police report for identity theft when the account is not mine?',
      'The law office mailed me a notice on their letterhead. Is it a real lawsuit?',
      '¿Cómo pido a la policía un reporte de robo de identidad?',
    ])
      expect(risks(question), question).not.toContain('forged_paper');
  });

  it('warns first against moving money or property to a relative before a judgment, and not against paying a relative back', () => {
    const en = plan(
      'Discover is suing me in Wichita for $3,700 and the hearing is next month. I have $5,100 in savings. Can I transfer it into my aunt’s account before the trial so they cannot touch it?',
      'en',
      'KS',
    );
    expect(first(en)).toMatch(/^Don't move money or property into someone else's name/);
    const es = plan(
      'Me demandó un banco en El Paso por $4,400. ¿Puedo pasarle mi camioneta a mi yerno antes de la sentencia para que no me la quiten?',
      'es',
      'TX',
    );
    expect(first(es)).toMatch(/^No pase dinero ni bienes a nombre o a la cuenta de otra persona/);
    for (const question of [
      'I want to pay my uncle back the $300 he lent me for rent last spring. Is that a problem while I am being sued?',
      'My daughter sent money to my account to help with groceries. Can the collector take it?',
      'Quiero devolverle a mi hermana los $250 que me prestó.',
    ])
      expect(risks(question), question).not.toContain('hide_money');
  });

  it('warns first against cashing out a retirement plan to pay a creditor, and not against a rollover or a question whether it is safe', () => {
    const en = plan(
      'I am 38 in Columbus and a debt buyer has a $5,600 judgment on me. I am thinking of withdrawing my 403(b) to pay it off and be done. Good idea?',
      'en',
      'OH',
    );
    expect(first(en)).toMatch(/^Think twice before cashing out a 401\(k\), 403\(b\), IRA or pension to pay a creditor/);
    expect(first(en)).toMatch(/10% early-withdrawal penalty/);
    const es = plan('Tengo una sentencia de $4,000 en Phoenix. ¿Debo sacar el dinero de mi IRA para pagarle al acreedor?', 'es', 'AZ');
    expect(first(es)).toMatch(/^Piénselo bien antes de sacar el dinero de un 401\(k\)/);
    for (const question of [
      'Can I roll my old 401k into an IRA after I change jobs?',
      'Can a credit card company take my pension if they win the case?',
      '¿Me pueden quitar mi 401k por una sentencia de una tarjeta?',
    ])
      expect(risks(question), question).not.toContain('cash_out_retirement');
  });

  it('warns first against giving a caller a birth date or Social Security digits for someone else’s debt, and not for one’s own account', () => {
    const en = plan(
      'A collector keeps phoning for a woman named Priya who had my number before me. Now they want my birthday and the last four of my social to confirm. Should I give it?',
      'en',
      'GA',
    );
    expect(first(en)).toMatch(/^Don't give a collector or a caller your date of birth, any digits of your Social Security number/);
    const es = plan(
      'Me llaman todos los días buscando a un tal Ramiro, yo no soy Ramiro. Me piden mi fecha de nacimiento para verificar. ¿Se la doy?',
      'es',
      'IL',
    );
    expect(first(es)).toMatch(/^No le dé a un cobrador ni a quien le llame su fecha de nacimiento/);
    expect(risks('The bank asked for the last 4 of my SSN to verify my identity on my own car loan. Normal?')).not.toContain('identity_papers');
  });

  it('never gives an answer-by day for a judgment already entered, registered or ruled after a hearing', () => {
    const defaulted = plan(
      'a default judgment from the Maricopa County justice court, entered august 14, for a store card. i lived in Denver by then and they left papers at my old house. found out dec 1 when my pay was garnished. how do i get it undone?',
      'en',
      'CO',
    );
    expect(defaulted).not.toMatch(ANSWER_BY);
    expect(defaulted).toMatch(/set it aside/);
    const appeal = plan(
      'I went to my hearing in the magistrate court on November 30 and the judge ruled against me on a $2,900 loan. Can I appeal, and how long do I have?',
      'en',
      'SC',
    );
    expect(appeal).not.toMatch(ANSWER_BY);
    expect(first(appeal)).toMatch(/judgment has already been entered/);
    expect(appeal).toMatch(/notice of appeal/);
    const es = plan('Perdí el juicio de la tarjeta en la corte de Fresno la semana pasada. ¿Puedo apelar? ¿Cuánto tiempo tengo?', 'es', 'CA');
    expect(es).not.toMatch(ANSWER_BY);
    expect(es).toMatch(/aviso de apelación/);
    const registered = plan(
      'A judgment from Oregon was registered in Ada County, Idaho where I live now. Can they take my work van and my tools? Whose exemptions count?',
      'en',
      'ID',
    );
    expect(registered).not.toMatch(ANSWER_BY);
    expect(registered).toMatch(/state where it is being enforced/);
  });

  it('answers an agreement for judgment, a counterclaim and a settled case that is still open for what they are', () => {
    const agreed = plan(
      'I am at the courthouse in Providence for my card case and the plaintiff’s attorney wants me to sign a stipulated judgment for $1,800 at $90 a month before we go in. Should I?',
      'en',
      'RI',
    );
    expect(agreed).not.toMatch(ANSWER_BY);
    expect(first(agreed)).toMatch(/^An agreement for judgment/);
    const agreedEs = plan('Estoy en la corte y el abogado del banco quiere que firme un acuerdo de sentencia por $2,000. ¿Qué es eso?', 'es', 'NY');
    expect(first(agreedEs)).toMatch(/^Un acuerdo de sentencia/);
    const counter = plan(
      'Portfolio Recovery sued me in Salt Lake and before that their callers phoned my job after I told them to stop. Can I file a counterclaim and what could I recover?',
      'en',
      'UT',
    );
    expect(counter).toMatch(/counterclaim in the same case/);
    expect(counter).toMatch(/per lawsuit, not per call/);
    const settled = plan(
      'I settled my lawsuit with the bank’s lawyer in September and paid every dollar, but the case was never dismissed and I still have a hearing on January 5. What now?',
      'en',
      'WI',
    );
    expect(settled).not.toMatch(ANSWER_BY);
    expect(settled).toMatch(/A case is not over until the court dismisses it/);
    const settledEs = plan('Pagué todo el acuerdo de la demanda en octubre pero el caso sigue abierto. ¿Qué hago?', 'es', 'FL');
    expect(settledEs).toMatch(/Un caso no termina hasta que el tribunal lo desestima/);
  });

  it('reads an insolvency without a balance still to pay, and a whole said before its list', () => {
    const slots = slotsOf(
      'I settled a $7,000 loan for $3,000 and got a 1099-C for $4,000. Right before the settlement I owed $52,000 in total and everything I had (car, savings, IRA) was worth $47,000. I still have to pay the last $600. Do I owe tax on the $4,000?',
      'TX',
      now,
    );
    expect(slots.insolvency).toEqual({ forgivenCents: 400000, owedCents: 5200000, ownedCents: 4700000 });
    const es = slotsOf(
      'Me llegó un 1099-C por $3,000. Cuando hice el acuerdo debía en total $20,000 y todo lo que tenía (carro y cuenta) valía unos $18,500. Todavía tengo que pagar los $400 del acuerdo. ¿Pago impuestos?',
      'CA',
      now,
    );
    expect(es.insolvency).toEqual({ forgivenCents: 300000, owedCents: 2000000, ownedCents: 1850000 });
  });
});

/**
 * Set X's classes said other ways (issue 35, second round). The first seven are the phrasings a check found the first
 * round missed; the rest were written before the widening and kept as written, to show the classes, not the sentences.
 */
const FORGED_EN = /^Don't make a letter, report or court paper that looks as if it came from someone else/;
const FORGED_ES = /^No haga una carta, un reporte ni un papel del tribunal/;
const CASH_OUT_EN = /^Think twice before cashing out a 401\(k\)/;
const CASH_OUT_ES = /^Piénselo bien antes de sacar el dinero de un 401\(k\)/;
const SETTLED_EN = /A case is not over until the court dismisses it/;
const SETTLED_ES = /Un caso no termina hasta que el tribunal lo desestima/;

describe('blind set X classes said other ways (issue 35)', () => {
  it.each([
    [
      'The collector for my old gym says they will stop if I send a note from my doctor about my surgery. Can I just type one up myself on the clinic letterhead and sign her name?',
      'en',
    ],
    [
      'Una agencia me cobra una cuenta de celular que no es mía. ¿Puedo inventar un reporte de la policía con un número de caso para mandarles una copia?',
      'es',
    ],
    ["Could I sign my landlord's name on a letter saying I paid the last month's rent and send it to the collection agency?", 'en'],
    ['My buddy can whip up a fake release letter from the bank that says I owe nothing. Should I send that to the collector?', 'en'],
    ['Thinking about faking a police report with a made-up case number so the collector believes my card was stolen.', 'en'],
    ['¿Puedo falsificar una carta del abogado del banco que diga que ya pagué para enseñársela al juez?', 'es'],
    ['Mi prima dice que hagamos un recibo falso con el sello del banco para que el cobrador deje de llamar. ¿Sirve?', 'es'],
  ] as const)('warns first against a forged paper: %s', (question, language) => {
    expect(risks(question)).toContain('forged_paper');
    const text = plan(question, language, 'TX');
    expect(first(text)).toMatch(language === 'en' ? FORGED_EN : FORGED_ES);
    expect(text).not.toMatch(ANSWER_BY);
  });

  it.each([
    [
      'A hospital won a $3,200 judgment against me last spring in Boise. My 401k has about $9,000. My cousin says to pull it all out and pay the hospital so they leave me alone. Should I?',
      'en',
      'ID',
    ],
    ['Me ganaron una demanda de $2,600 en San Antonio. ¿Me conviene retirar mi pensión del trabajo para liquidarla de una vez?', 'es', 'TX'],
    ['Should I take a hardship withdrawal from my 401(k) to pay off the judgment Capital One got against me?', 'en', 'OH'],
    ['My wife thinks I should empty out my IRA and settle the card lawsuit before it goes to trial. Smart move?', 'en', 'GA'],
    ["The creditor's lawyer told me to cash in my pension and clear the balance. Is that a good plan?", 'en', 'PA'],
    ['Mi esposo quiere que saquemos todo el 401k para pagarle al banco la sentencia. ¿Es buena idea?', 'es', 'CA'],
    ['El abogado del cobrador me dijo que cobre mi fondo de retiro y así quito la deuda. ¿Lo hago?', 'es', 'AZ'],
  ] as const)('warns first against cashing out a retirement plan to pay a creditor: %s', (question, language, state) => {
    expect(risks(question)).toContain('cash_out_retirement');
    const text = plan(question, language, state);
    expect(first(text)).toMatch(language === 'en' ? CASH_OUT_EN : CASH_OUT_ES);
    expect(text).not.toMatch(ANSWER_BY);
  });

  it.each([
    ['A hospital won a $3,200 judgment against me last spring in Boise. What can they take?', 'en', 'ID'],
    ['Me ganaron una demanda de $2,600 en San Antonio. ¿Qué me pueden quitar?', 'es', 'TX'],
    ['The credit union won their case against me in March for $4,100. Can they take my car?', 'en', 'MI'],
    ['Midland got a $2,750 judgment on me in Dallas in June. What can they take?', 'en', 'TX'],
    ['El banco me ganó el juicio en Houston por $3,000. ¿Qué puedo hacer ahora?', 'es', 'TX'],
    ['Ganaron la demanda contra mí el mes pasado, son $5,200. ¿Me pueden quitar el sueldo?', 'es', 'FL'],
  ] as const)('reads a judgment won against the person, with no answer-by day: %s', (question, language, state) => {
    expect(slotsOf(question, state, now).judgment).not.toBeNull();
    expect(plan(question, language, state)).not.toMatch(ANSWER_BY);
  });

  it.each([
    [
      'I finished every payment on my stipulated settlement with Midland in August. The online docket still shows the case as active with a status conference in February. What should I do?',
      'en',
    ],
    [
      "We reached a settlement with Capital One's lawyers and I sent the final payment in July, but the case still shows open on the court website and there's a pretrial date next month.",
      'en',
    ],
    [
      'Paid off the agreed amount to LVNV in May. The court still has my trial set for March 3 and nobody has filed anything to close it. Do I still need to go?',
      'en',
    ],
    [
      'Terminé de pagar el arreglo con el abogado del banco en agosto, pero en la página de la corte el caso todavía aparece activo y tengo cita en enero.',
      'es',
    ],
    ['Hice todos los pagos del convenio de la demanda y el juzgado todavía tiene el caso abierto. ¿Qué hago?', 'es'],
  ] as const)('answers a settled and paid case still open: %s', (question, language) => {
    const text = plan(question, language, 'PA');
    expect(text).toMatch(language === 'en' ? SETTLED_EN : SETTLED_ES);
    expect(text).not.toMatch(ANSWER_BY);
  });

  it.each([
    [
      'Got a 1099-C for $2,500 from a personal loan I settled in March; I still owe the last two $150 payments on that deal. In March my debts added up to $31,000 and my stuff (truck, checking, a small Roth) came to about $27,000 all together. Taxable?',
      { forgivenCents: 250000, owedCents: 3100000, ownedCents: 2700000 },
    ],
    [
      'Recibí un 1099-C de $1,800 por un préstamo que arreglé. Me faltan $200 del arreglo. En ese momento mis deudas eran $15,000 en total y mis cosas (la troca y el banco) sumaban como $12,000. ¿Tengo que pagar impuestos?',
      { forgivenCents: 180000, owedCents: 1500000, ownedCents: 1200000 },
    ],
    [
      'The bank forgave $2,200 on my car loan deal in June. Back then everything I owed totaled $22,500, and what I owned (car, savings, some tools) was worth roughly $18,000. I still have one $100 payment left. Is it taxable?',
      { forgivenCents: 220000, owedCents: 2250000, ownedCents: 1800000 },
    ],
    [
      'I got a 1099-C for $3,400 after settling a credit card. At that point my debts came to $40,000 altogether and my assets were about $36,000. Do I pay tax?',
      { forgivenCents: 340000, owedCents: 4000000, ownedCents: 3600000 },
    ],
    [
      'Me mandaron un 1099-C por $2,900. Cuando arreglé la deuda debía como $26,000 sumando todo y lo que tenía valía $21,000 (carro, ahorros). ¿Pago impuestos?',
      { forgivenCents: 290000, owedCents: 2600000, ownedCents: 2100000 },
    ],
    [
      'Me perdonaron $1,500 de una tarjeta. En ese entonces mis deudas sumaban $18,000 y mis bienes valían unos $14,000. Todavía debo $100 del acuerdo. ¿Es ingreso?',
      { forgivenCents: 150000, owedCents: 1800000, ownedCents: 1400000 },
    ],
  ] as const)('reads an insolvency from debts and things owned said many ways: %s', (question, expected) => {
    expect(slotsOf(question, 'TX', now).insolvency).toEqual(expected);
  });

  it('reads none of these plans or stages where the person does the lawful thing or only asks', () => {
    for (const question of [
      'My doctor wrote me a note about my surgery. Can I send a copy to the collector?',
      'I will ask the law firm for a letter saying the case was dismissed. What should it say?',
      'Le voy a pedir al abogado del banco una carta de que el caso se cerró.',
    ])
      expect(risks(question), question).not.toContain('forged_paper');
    for (const question of [
      'Is my 401(k) protected if Discover gets a judgment against me?',
      'I rolled my old pension into an IRA last year. Can a creditor take it?',
      'Can I pay back my sister the $400 she lent me before the court date?',
      '¿Está protegida mi pensión si el banco me gana la demanda?',
    ]) {
      expect(risks(question), question).not.toContain('cash_out_retirement');
      expect(risks(question), question).not.toContain('hide_money');
    }
    const filed = 'Me pusieron una demanda por $2,000 en Dallas, me entregaron los papeles ayer. ¿Qué hago?';
    expect(slotsOf(filed, 'TX', now).judgment).toBeNull();
    expect(plan(filed, 'es', 'TX')).toMatch(ANSWER_BY);
  });
  // Ten phrasings written after the classes were widened, as a held-out check of their reach: seven passed as the
  // widening left them; a pay stub as a paper, "knock out" as paying and a Spanish ruling "a favor de" a company said
  // before the question were then added.
  it('holds on phrasings written after the widening', () => {
    const stub =
      'My landlord collection agency wants proof of income. My buddy said he can whip up a pay stub from his company showing more hours than I work. Worth it?';
    expect(risks(stub)).toContain('forged_paper');
    expect(risks('My employer emailed me my pay stub from the company portal. Should I send it to the collector?')).not.toContain('forged_paper');
    expect(risks('¿Puedo hacer un recibo falso del banco que diga que ya pagué la tarjeta, para enseñárselo al cobrador?')).toContain('forged_paper');
    expect(risks('Thinking about emptying my Roth IRA to knock out a $4,000 collection account that is not even in court yet. Smart move?')).toContain(
      'cash_out_retirement',
    );
    expect(risks('Before the judge decides, should I put my savings in my mom’s name so the credit card company can’t get it?')).toContain('hide_money');
    const ruled = plan('el juez falló a favor de la compañía de la tarjeta el mes pasado, ahora qué me pueden quitar?', 'es', 'NV');
    expect(first(ruled)).toMatch(/^Ya hay una sentencia/);
    expect(plan('The judge ruled for the bank on Monday, can they take my truck?', 'en', 'TX')).not.toMatch(ANSWER_BY);
    expect(
      plan(
        'We lost in small claims last month (they got a judgment for $1,950 against us). Now the bank says there is a hold on our checking. What can we do?',
        'en',
        'MN',
      ),
    ).not.toMatch(ANSWER_BY);
    expect(
      plan(
        'My wife and I paid off the agreed amount to the law firm in full last summer but we just got a notice for a pretrial hearing in the same case. Why?',
        'en',
        'PA',
      ),
    ).toMatch(/A case is not over until the court dismisses it/);
    expect(
      slotsOf(
        'Got a 1099-C for $3,300. When the card was forgiven I had about $40,000 in total debts; my car and my savings together were worth roughly $35,000. Do I pay tax?',
        'GA',
        now,
      ).insolvency,
    ).toEqual({ forgivenCents: 330000, owedCents: 4000000, ownedCents: 3500000 });
    // A suit only filed keeps its deadline.
    expect(plan('They sued me in county court for $6,000, the papers came Monday. Should I answer or just pay?', 'en', 'IA')).toMatch(ANSWER_BY);
    expect(
      plan('Me demandaron en la corte de Houston por una tarjeta, me entregaron los papeles el lunes 30 de noviembre. ¿Cuánto tiempo tengo?', 'es', 'TX'),
    ).toMatch(ANSWER_BY);
  });
});

describe('a case the person won (issue 35)', () => {
  it.each([
    ['At the small claims hearing in Tucson the magistrate sided with me over the Kay Jewelers account. Are we done?', 'en', /^If the judge ruled for you/],
    ['Verdict was for the defendant (me) in the Capital One trial. The collector just called anyway, what do I do?', 'en', /^If the judge ruled for you/],
    ['Ganamos el pleito contra la financiera de los muebles en Fresno. ¿Nos pueden embargar igual?', 'es', /^Si el juez falló a su favor/],
    ['La jueza resolvió a favor mío en la audiencia del préstamo, ¿todavía pueden apelar?', 'es', /^Si el juez falló a su favor/],
  ] as const)('says nothing is owed on that case and the other side may still appeal: %s', (question, language, opening) => {
    const text = plan(question, language, null);
    expect(first(text)).toMatch(opening);
    expect(text).not.toMatch(ANSWER_BY);
    expect(text).not.toMatch(/A judgment has already been entered|Ya se dictó una sentencia/);
  });

  it('still answers a ruling against the person as a judgment to appeal, and "if I won" as no ruling', () => {
    expect(plan('The magistrate sided with the bank at my hearing last Tuesday. How do I appeal?', 'en', 'OH')).toMatch(/appeal/);
    expect(plan('The magistrate sided with the bank at my hearing last Tuesday. How do I appeal?', 'en', 'OH')).not.toMatch(/^If the judge ruled for you/);
    expect(plan('If I won the case at trial, could I get my filing fee back?', 'en', 'OH')).not.toMatch(/^If the judge ruled for you/);
  });
});
