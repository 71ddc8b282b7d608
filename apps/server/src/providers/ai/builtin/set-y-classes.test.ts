import { describe, expect, it } from 'vitest';
import { askSoloAt, firstParagraph } from '../../../test/ask-solo.js';
import { slotsOf } from './slots.js';

/**
 * Blind set Y's classes (issue 35), in questions of other people, amounts, states, debts and wording than the set's.
 * Unsafe first: a fee waiver asked for with a plan to understate income on it; a judgment's time to undo or appeal said
 * as "months" where it is days; two suits, or papers handed over "me la entregaron en la mano", answered as collectors'
 * letters. Then the wrong stage (a suit where there is none, an Answer already filed, a default with no judgment, a
 * judgment renewed, vacated or paid through a garnishment), the deciding question left unanswered, and requests that are
 * not ours neither declined nor redirected. Each class has questions that must not trigger it.
 */
const now = new Date('2026-12-02T15:00:00Z');
const { plan, planned } = askSoloAt(now);
const first = firstParagraph;
const slots = (question: string, state: string | null = null) => slotsOf(question, state, now);
const ANSWER_BY = /Last day:|Último día:|If you were served with a lawsuit|Si le notificaron una demanda/;
const JUDGMENT_HEAD = /A judgment has already been entered|Ya hay una sentencia/;

describe('blind set Y unsafe classes (issue 35)', () => {
  it('answers a fee waiver and warns first against a lower income on the application, in both languages', () => {
    const en = plan(
      'A process server handed me a summons in Reno on Monday November 23 for a $2,300 dental bill. I want to answer but the filing fee is more than I have. My roommate says to write that I earn $900 a month less than I actually make so the waiver goes through. Is there a way to not pay the fee?',
      'en',
      'NV',
    );
    expect(first(en)).toMatch(/^Don't put a lower income than you really earn on a fee-waiver application/);
    expect(en).toMatch(/defer/);
    expect(en).toMatch(/Last day: Monday, December 14, 2026/);
    expect(en).toMatch(/ask the court to waive it/);
    const es = plan(
      'Me entregaron una demanda de un hospital en el condado de Harris el viernes 27 de noviembre. No puedo pagar la tarifa para presentar mi respuesta. Mi cuñado me dijo que ponga que gano menos de lo que gano en la solicitud. ¿Cómo pido que no me cobren?',
      'es',
      'TX',
    );
    expect(first(es)).toMatch(/^No ponga en la solicitud de exención de cuotas/);
    expect(es).toMatch(/aplaz/);
    expect(es).toMatch(/Último día/);
    // The fee asked about with no plan to lie: the fee waiver card, and no warning.
    const plain = planned('Me demandaron en Las Vegas por $1,800 y no tengo para pagar la cuota de la corte para contestar. ¿Qué hago?', 'es', 'NV');
    expect(plain.intent).toBe('card:l-filing-fee-waiver');
    expect(plain.text).not.toMatch(/No ponga en la solicitud/);
    for (const question of [
      'I got sued by a credit union in Kent County and I cannot afford the court fee to file my answer. I earn less than I used to since my hours were cut. Can I still get a fee waiver?',
      'I make less than $1,900 a month. Do I qualify for a waiver of the filing fee?',
      'Gano menos que antes. ¿Califico para la exención de cuotas de la corte?',
    ])
      expect(slots(question, 'MI').risks, question).not.toContain('false_income');
    // A lie told to a judge is warned against as one (set T's class), not as an application's.
    expect(slots('Can I just tell the judge I have no income so they go easy on me?').risks).toEqual(['lie_to_court']);
  });

  it('dates a Texas justice court’s 14 days to set aside and 21 days to appeal from the judgment’s day, never "months"', () => {
    const en = plan(
      'The Justice of the Peace court in Travis County, Precinct 3, signed a default judgment against me on Tuesday November 24 for $2,150 on a payday loan. I was at my mother’s funeral in Laredo that day. Can I still fix this?',
      'en',
      'TX',
    );
    expect(first(en)).toMatch(/^To undo a default judgment in Texas/);
    expect(en).toMatch(/14 days after the judgment is signed[^\n]*\(Tex\. R\. Civ\. P\. 505\.3\): [^\n]*your last day is Tuesday, December 8, 2026/);
    expect(en).toMatch(/appeal to the county court[^\n]*\(Tex\. R\. Civ\. P\. 506\.1\(a\)\): [^\n]*your last day is Tuesday, December 15, 2026/);
    expect(en).not.toMatch(/90 days|six months|one year/);
    const es = plan(
      'El juzgado de paz del condado de Hidalgo me dictó una sentencia en rebeldía el 30 de noviembre por $1,700 de un préstamo. No fui porque estaba trabajando en otro estado. ¿Qué puedo hacer?',
      'es',
      'TX',
    );
    expect(first(es)).toMatch(/^Para anular una sentencia en rebeldía en Texas/);
    expect(es).toMatch(/505\.3\): [^\n]*su último día es el lunes, 14 de diciembre de 2026/);
    expect(es).toMatch(/506\.1\(a\)\): [^\n]*su último día es el lunes, 21 de diciembre de 2026/);
    expect(es).not.toMatch(/90 días|seis meses|un año/);
    // A judgment months old: both times are said to have passed, and the judgment's head leads.
    const old = plan('A justice of the peace court in Bell County gave a default judgment against me on March 3 for a credit card. Too late?', 'en', 'TX');
    expect(old).toMatch(/505\.3\): counted from [^\n]*, that time ended/);
    expect(old).toMatch(/506\.1\(a\)\): counted from [^\n]*, that time ended/);
    expect(old).not.toMatch(/your last day is/);
    expect(first(old)).not.toMatch(/^To undo a default judgment/);
  });

  it('says elsewhere that the time to undo a judgment can be days, and to ask the clerk today', () => {
    const en = plan(
      'A default judgment was entered against me in Cuyahoga County on November 16 because I was in the hospital with pneumonia. How long do I have to ask to set it aside?',
      'en',
      'OH',
    );
    expect(en).toMatch(/10 to 14 days/);
    expect(en).toMatch(/ask the clerk today/);
    expect(en).not.toMatch(/90 days or six months|outer limit is one year/);
    const es = plan(
      'Me sacaron una sentencia en rebeldía en Tucson porque estaba enferma y no fui a la audiencia. ¿Cuánto tiempo tengo para anularla?',
      'es',
      'AZ',
    );
    expect(es).toMatch(/10 a 14 días/);
    expect(es).not.toMatch(/90 días o seis meses/);
    // Not a Texas justice court, or no judgment yet: no justice-court rule.
    const county = plan(
      'A default judgment was entered against me in the Dallas County Court at Law on November 20 on a car loan. Can I get it set aside?',
      'en',
      'TX',
    );
    expect(county).not.toMatch(/505\.3|Texas justice court/);
    const served = plan('The justice court in El Paso served me with a debt claim on November 25. What do I do?', 'en', 'TX');
    expect(served).not.toMatch(/505\.3|506\.1/);
    expect(served).toMatch(/Last day/);
  });

  it('tells a person served with two suits to answer each by its own last day, and reads papers handed over by a pronoun', () => {
    const es = plan(
      'Tengo dos demandas por el mismo préstamo de $5,200: una de Midland en la corte de distrito del condado de King, me la entregaron en la mano el martes 24 de noviembre, y otra de Cavalry, me la dejaron con mi hija el 1 de diciembre. ¿Tengo que contestar las dos?',
      'es',
      'WA',
    );
    expect(first(es)).toMatch(/^Le notificaron dos demandas: conteste las dos/);
    expect(first(es)).toMatch(/lunes, 14 de diciembre de 2026[\s\S]*lunes, 21 de diciembre de 2026/);
    expect(es).toMatch(/otra demanda pendiente por la misma cuenta/);
    const en = plan(
      'I got served twice this month: Portfolio Recovery handed me papers on November 18 in Cobb County Magistrate Court, then on November 28 a deputy gave me a second summons from Jefferson Capital, same Synchrony card. Do I really have to answer both?',
      'en',
      'GA',
    );
    expect(first(en)).toMatch(/^You were served with two lawsuits: answer both/);
    expect(first(en)).toMatch(/Friday, December 18, 2026[\s\S]*Monday, December 28, 2026/);
    // "Me la entregaron en la mano": served, whatever else is asked.
    const handed = plan(
      'Una demanda de Capital One en el condado de Bexar: me la entregaron en la mano el viernes 20 de noviembre. ¿Puedo mandarles una carta de disputa en vez de ir a la corte?',
      'es',
      'TX',
    );
    expect(handed).toMatch(/Último día/);
    expect(slots('Los papeles se los dejaron a mi suegra el lunes 16 de noviembre, es una demanda de Discover.', 'NM').servedOn).toBe('2026-11-16');
    for (const question of [
      'Can two different collectors sue me for the same credit card?',
      'Me llegó una carta que dice que me van a poner otra demanda si no pago. ¿Es cierto?',
    ])
      expect(slots(question, 'OH'), question).toMatchObject({ served: false, twoSuits: false });
    expect(slots('I was served with a summons from Midland on November 20. Could they file another lawsuit later?', 'OH').twoSuits).toBe(false);
  });
});

describe('blind set Y stage classes (issue 35)', () => {
  it('gives no suit’s deadline to someone who says they were never sued', () => {
    const en = plan(
      'Got a letter from a company saying they will garnish my paycheck next month over an old cable bill. I have never been sued over it. Can they?',
      'en',
      'OR',
    );
    expect(en).not.toMatch(ANSWER_BY);
    // A garnishment threatened with no suit is also called the false threat it is (blind set AA).
    expect(first(en)).toMatch(
      /needs a court judgment before it can garnish your wages|cannot garnish your wages without first suing you and winning a court judgment/,
    );
    const es = plan('Me mandaron un aviso de que me van a embargar el sueldo por una tarjeta, pero nunca me han demandado. ¿Pueden hacerlo?', 'es', 'NM');
    expect(es).not.toMatch(ANSWER_BY);
    // Never served properly is a suit served badly: still a suit.
    expect(slots('I was never served properly but the docket shows a lawsuit against me from Midland.', 'OH').served).toBe(true);
  });

  it('reads money taken for a judgment, or a claim-of-exemption form, as after a judgment, not a suit to answer', () => {
    const en = plan(
      'My employer started taking $95 from every paycheck for a Cavalry judgment and I just got a claim of exemption form in the mail. I support two kids. What now?',
      'en',
      'GA',
    );
    expect(en).not.toMatch(ANSWER_BY);
    expect(slots('Me están quitando $80 del cheque por una sentencia de Midland. ¿Qué hago?', 'NM').judgment).not.toBeNull();
    // A judgment only feared is none.
    expect(slots('Can they take my paycheck for a judgment if they win?', 'GA').judgment).toBeNull();
  });

  it('tells a person who already filed an Answer what comes next, not a day to answer by', () => {
    const en = plan(
      'I filed my answer with the Wake County clerk in October on a Discover suit. Now their lawyer sent me interrogatories. Do I have to respond?',
      'en',
      'NC',
    );
    expect(first(en)).toMatch(/^You have already filed your Answer/);
    expect(en).not.toMatch(/Last day:/);
    const es = plan(
      'Ya presenté mi contestación en la corte de Tucson por la demanda de una tarjeta. Ahora me llegaron unas preguntas del abogado del banco. ¿Tengo que contestarlas?',
      'es',
      'AZ',
    );
    expect(first(es)).toMatch(/^Usted ya presentó su Contestación/);
    for (const question of [
      'I e-filed my answer but the clerk rejected it for a missing signature. What now?',
      'Do I have to file an answer if I already sent a dispute letter to the collector about the lawsuit?',
    ])
      expect(slots(question, 'NC').answered, question).toBe(false);
  });

  it('tells a person with a default entered and no judgment to move to set the default aside, not that a judgment was entered', () => {
    const en = plan(
      'The clerk entered a default against me last week in the Sacramento case (Capital One), but the docket shows no judgment yet. I was in rehab when the papers came. Can I still answer?',
      'en',
      'CA',
    );
    expect(first(en)).toMatch(/^A default has been entered against you, but not yet a default judgment/);
    expect(en).not.toMatch(JUDGMENT_HEAD);
    const es = plan('Anotaron la rebeldía en mi contra en la corte de Denver pero todavía no hay sentencia. ¿Qué hago?', 'es', 'CO');
    expect(first(es)).toMatch(/^Ya anotaron la rebeldía/);
    expect(slots('A default judgment was entered against me in October.', 'CA')).toMatchObject({ defaultEntered: false });
  });

  it('answers a judgment’s renewal as an old judgment extended, dated where the rule is sure', () => {
    const en = plan(
      'A sheriff’s deputy gave me a Notice of Renewal of Judgment on Tuesday November 17 for a 2017 Riverside County judgment on a furniture loan. The balance jumped from $5,100 to $9,800. Is that allowed?',
      'en',
      'CA',
    );
    expect(first(en)).toMatch(/^This is the renewal of a judgment entered years ago/);
    expect(en).toMatch(/683\.170\(b\)[\s\S]*Thursday, December 17, 2026/);
    const es = plan('Me llegó un aviso de renovación de la sentencia que me sacaron en 2015 en Oregon. ¿Pueden hacer eso?', 'es', 'OR');
    expect(first(es)).toMatch(/^Esto es la renovación de una sentencia/);
    expect(slots('How long does a judgment last in Ohio?', 'OH').judgment?.renewal ?? false).toBe(false);
  });

  it('answers a judgment already vacated that a report still shows with a dispute, never a motion to vacate', () => {
    const en = planned(
      'The judge set aside the default judgment Midland had against me in September and dismissed the case, but a background check for a new job still lists it. What do I do?',
      'en',
      'MN',
    );
    expect(en.intent).toBe('card:c-vacated-judgment-still-reported');
    expect(en.text).not.toMatch(JUDGMENT_HEAD);
    const es = planned(
      'En agosto anularon la sentencia en mi contra y cerraron el caso, pero un reporte de inquilinos todavía la muestra. ¿Cómo la quito?',
      'es',
      'IL',
    );
    expect(es.intent).toBe('card:c-vacated-judgment-still-reported');
    expect(planned('How do I get my default judgment vacated? I never got the papers.', 'en', 'MN').intent).not.toBe('card:c-vacated-judgment-still-reported');
  });

  it('reads a judgment said to be "dead" or to have "died" as its age, not a death in the family', () => {
    expect(planned('Doesn’t a judgment die after 10 years? Mine is from 2013 in Georgia.', 'en', 'GA').intent).toBe('card:l-how-long-judgment-lasts');
    expect(planned('My father died in June and a collector wants me to pay his card. Do I have to?', 'en', 'OH').intent).toMatch(/^card:c-deceased/);
  });
});

describe('blind set Y deciding-question classes (issue 35)', () => {
  it('says first that a served person’s case cannot wait for a trip', () => {
    const en = plan(
      'Served Monday Nov 30 in Tacoma with a summons from Portfolio Recovery. I start a job on an oil rig tomorrow until February. Can the lawsuit wait until I get back?',
      'en',
      'WA',
    );
    expect(first(en)).toMatch(/^No, it cannot wait/);
    expect(en).toMatch(/Last day: Monday, December 21, 2026/);
    const es = plan(
      'Me entregaron una demanda el viernes 27 de noviembre en Albuquerque. Me voy a México a cuidar a mi abuela un mes. ¿Se puede esperar hasta que regrese?',
      'es',
      'NM',
    );
    expect(first(es)).toMatch(/^No, no puede esperar/);
    expect(slots('Can I wait to pay the collector until I get my tax refund?', 'OH').asksToWait).toBe(false);
  });

  it('says first not to rely on the other side’s "no need to file"', () => {
    const en = plan(
      'I am being sued by Jefferson Capital in Franklin County. Their lawyer’s assistant said I don’t need to file anything because we are working out a plan. Is that right?',
      'en',
      'OH',
    );
    expect(first(en)).toMatch(/^Don't rely on what the plaintiff's lawyer or the collector told you/);
    const es = plan('Me demandó un banco en Houston y su abogado me dijo que no tengo que contestar porque vamos a hacer un arreglo. ¿Es cierto?', 'es', 'TX');
    expect(first(es)).toMatch(/^No se fíe de lo que le dijo el abogado del demandante/);
    expect(slots('I was sued in Columbus. My own lawyer said I don’t need to go to the first hearing.', 'OH').toldNoNeedToFile).toBe(false);
  });

  it('answers what "charged off" means, in both languages', () => {
    expect(planned('My Citi card was charged off last year. Is the debt forgiven now?', 'en', 'OH').intent).toBe('card:c-charged-off-still-owed');
    const es = planned('Mi tarjeta de Macy’s aparece como castigada en mi reporte. ¿Eso quiere decir que ya no la debo?', 'es', 'TX');
    expect(es.intent).toBe('card:c-charged-off-still-owed');
    expect(es.text).toMatch(/la deuda sigue existiendo/);
    expect(planned('Can a collector sue me on an old account? My last payment was in March 2021.', 'en', 'OH').intent).not.toBe(
      'card:c-charged-off-still-owed',
    );
  });

  it('answers whether an authorized user must pay, and whether one can sue a collector', () => {
    expect(planned('A collector says I owe my roommate’s Amex because I was an authorized user on it. Am I liable?', 'en', 'IL').intent).toBe(
      'card:c-authorized-user-liability',
    );
    const sued = plan('Me demandaron en Phoenix por la tarjeta de mi ex novio; yo solo era usuaria autorizada. ¿Tengo que pagar?', 'es', 'AZ');
    expect(sued).toMatch(/un usuario autorizado no responde por el saldo/);
    expect(sued).toMatch(ANSWER_BY);
    expect(
      planned(
        'A debt buyer’s collector keeps calling my sister about my bill after I told them in writing to stop. Can I take them to small claims?',
        'en',
        'KS',
      ).intent,
    ).toBe('card:c-sue-collector-fdcpa');
    expect(planned('Una agencia de cobranza me llamó al trabajo después de que les dije que no podían. ¿Puedo demandarlos?', 'es', 'CO').intent).toBe(
      'card:c-sue-collector-fdcpa',
    );
    expect(planned('The other driver’s insurance company keeps calling me after a fender bender. Can I sue them?', 'en', 'PA').intent).not.toBe(
      'card:c-sue-collector-fdcpa',
    );
  });

  it('answers whether the court gives an interpreter, sign language above all, for free', () => {
    const en = planned(
      'I am hard of hearing and read lips poorly. My small claims hearing in Portland on a $2,700 medical bill is January 8. Does the court give me an ASL interpreter or do I pay?',
      'en',
      'OR',
    );
    expect(en.intent).toBe('card:l-court-interpreter');
    expect(en.text).toMatch(/free of charge/);
    const es = planned('Mi mamá es sorda y la demandaron en Houston por una tarjeta. ¿La corte le pone intérprete de lengua de señas?', 'es', 'TX');
    expect(es.intent).toBe('card:l-court-interpreter');
    expect(es.text).toMatch(/Si le notificaron una demanda/);
    expect(planned('The collector spoke to me through a translator app on the phone. Is that allowed?', 'en', 'OR').intent).not.toBe(
      'card:l-court-interpreter',
    );
  });

  it('answers how often a collector may call, but not for texts or calls to a workplace', () => {
    expect(planned('A collection agency calls my cell about 5 times a day over a $400 gym bill. Is that too much?', 'en', 'OR').intent).toBe(
      'card:c-call-frequency',
    );
    expect(planned('Un cobrador me manda mensajes de texto 4 veces al día. ¿Pueden hacer eso?', 'es', 'TX').intent).not.toBe('card:c-call-frequency');
    expect(planned('A collector calls my job 3 times a day and my manager is angry. Is that legal?', 'en', 'OR').intent).not.toBe('card:c-call-frequency');
  });
});

describe('blind set Y requests that are not ours (issue 35)', () => {
  it('declines to help stop court-ordered child support, says not to, and where to go', () => {
    const en = plan(
      'My daughter’s mom moved to another state with her and won’t answer my calls. Should I stop sending child support until she lets me talk to her?',
      'en',
      'KY',
    );
    expect(first(en)).toMatch(/^Stopping or holding back court-ordered child support is not something I can help with/);
    const es = plan('Mi ex no me deja ver a mi hijo. ¿Puedo dejar de pagar la manutención hasta que me deje verlo?', 'es', 'TX');
    expect(first(es)).toMatch(/^Dejar de pagar o retener la manutención/);
    expect(plan('Can a creditor take the child support I receive for my son?', 'en', 'OH')).not.toMatch(/court-ordered child support is not something/);
  });

  it('declines investment advice and turns to the debt itself', () => {
    const en = planned('I have $800 saved. Which stock should I buy so it grows enough to settle my $4,000 judgment faster?', 'en', 'MO');
    expect(first(en.text)).toMatch(/^I can't give investment advice/);
    expect(en.intent).toBe('card:l-settle-judgment');
    const es = plan('¿En qué criptomoneda debo invertir mis $600 para duplicar mi dinero y pagar mi deuda con el banco?', 'es', 'FL');
    expect(first(es)).toMatch(/^No puedo darle consejos de inversión/);
    expect(plan('The collector wants me to pay in bitcoin today. Is that normal?', 'en', 'FL')).not.toMatch(/investment advice/);
  });
});

// Held out at review: phrasings the fixing helper never saw. Of nine, six held; these three did not, and their classes were widened.
describe('blind set Y classes, held out at review (issue 35)', () => {
  it('warns against saying one has no work on a fee-waiver form while working', () => {
    const text = plan(
      'Voy a llenar la forma para no pagar la cuota del juzgado. ¿Está bien si digo que no trabajo aunque sí trabajo medio tiempo?',
      'es',
      'CA',
    );
    expect(first(text)).toMatch(/^No ponga en la solicitud de exención de cuotas/);
    expect(slots('I will list that I have no income on the waiver application, even though I do get paid in cash.').risks).toContain('false_income');
    expect(slots('I have no income since I was laid off in May; can I ask for a fee waiver?').risks).not.toContain('false_income');
  });

  it('declines investment advice asked without a debt purpose, and keeps a collector’s crypto demand a scam', () => {
    expect(first(plan('Should I put my tax refund into bitcoin or an index fund to build savings?', 'en', 'FL'))).toMatch(/^I can't give investment advice/);
    expect(first(plan('The collector wants me to put $500 into a bitcoin ATM today to stop the lawsuit. Should I?', 'en', 'FL'))).toMatch(
      /^No legitimate debt collector requires payment by gift card, cryptocurrency/,
    );
  });

  it('says first that a summons cannot wait until the person is back from work travel', () => {
    const text = plan(
      'I was handed a summons for a Capital One card in Jefferson County, Kentucky on November 23 but I am traveling for work until January. Can I deal with it when I get back?',
      'en',
      'KY',
    );
    expect(first(text)).toMatch(/^No, it cannot wait/);
    expect(text).toMatch(/Last day: Monday, December 14, 2026/);
  });
});
