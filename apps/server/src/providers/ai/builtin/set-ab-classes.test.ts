import { describe, expect, it } from 'vitest';
import { askSoloAt, firstParagraph } from '../../../test/ask-solo.js';

/**
 * Blind set AB's classes, in questions of other people, amounts, states, debts and wording than the set's. Unsafe first:
 * court papers naming the person for a debt they say is someone else's, asked whether they can be ignored, met a collector's
 * 30-day dispute window and no court date. Then the account's state applied to a case filed in another, a rule said without
 * the person's own figure or last day, and a plan to move money to a relative before a levy left unrefused.
 */
const now = new Date('2026-12-02T15:00:00Z');
const { plan } = askSoloAt(now);
const first = firstParagraph;

describe('blind set AB unsafe class: court papers for a debt said to be someone else’s', () => {
  it('says not to ignore them, to appear or answer by the date, and what a default does; never a dispute window as the deadline', () => {
    const en = plan(
      'Got court paperwork from the Maricopa County Justice Court telling Daniel R. Ortiz to show up on December 16. The card listed was opened by some other Daniel Ortiz, the SSN on it is not mine. Is it safe to just toss it?',
      'en',
      'AZ',
    );
    expect(first(en)).toMatch(/Do not ignore/);
    expect(en).toMatch(/December 16, 2026/);
    expect(en).toMatch(/default judgment/);
    expect(en).toMatch(/IdentityTheft\.gov/);
    expect(en).not.toMatch(/30 days to dispute/);
    const shape = plan(
      'My cousin and I share a name. A sheriff left a summons at my place over a medical bill from a hospital I have never been to, hearing is Jan 8. Wrong guy, so I can skip it right?',
      'en',
      'GA',
    );
    expect(first(shape)).toMatch(/Do not ignore/);
    expect(shape).toMatch(/January 8, 2027/);
    const es = plan(
      'A nombre de Rosa María Gómez llegó una citación del juzgado de Dallas por $2,300 de una tarjeta Synchrony; comparto el nombre, pero la fecha de nacimiento y el domicilio que ponen no son los míos. ¿La puedo tirar?',
      'es',
      'TX',
    );
    expect(first(es)).toMatch(/No ignore/);
    expect(es).toMatch(/rebeldía/);
    expect(es).not.toMatch(/30 días para disputar/);
  });

  it('keeps a collector’s call about someone else’s debt on the wrong-person advice, with no court deadline', () => {
    const call = plan(
      'Robocalls every morning ask for a Kevin Marsh about his payday loan; Kevin has never lived here and I am not him. How do I get them to stop?',
      'en',
      'OH',
    );
    expect(call).not.toMatch(/Do not ignore papers from a court/);
  });
});

describe('blind set AB: the court’s state decides, not the state on the account', () => {
  it('reads a county court of another state, served where the person now lives, by that court’s rules', () => {
    const wa = plan(
      'Quick one: a Pierce County District Court summons about a personal loan was handed to me out here in Oregon on Tuesday Nov 24. I left Tacoma two years ago. When’s my answer due?',
      'en',
      'OR',
    );
    expect(wa).toMatch(/In Washington/);
    expect(wa).toMatch(/January 25, 2027/);
    expect(wa).not.toMatch(/In Oregon/);
    const es = plan(
      'Me mudé de Phoenix a Albuquerque hace un año. El viernes 20 de noviembre, estando yo aquí en Nuevo México, un notificador me dio en mano papeles del Superior Court del condado de Maricopa sobre un préstamo de $3,100. ¿Qué plazo tengo?',
      'es',
      'NM',
    );
    expect(es).toMatch(/En Arizona/);
    expect(es).not.toMatch(/En Nuevo México, el plazo/);
  });

  it('knows a Connecticut judicial district as Connecticut’s court, for a relative living in another state', () => {
    const ct = plan(
      'My father got court papers at his job from the Superior Court, J.D. of New Haven over a store card. He lives in Westerly, Rhode Island. When is his appearance due? The return date printed is January 5, 2027.',
      'en',
      'RI',
    );
    expect(ct).toMatch(/return date: Tuesday, January 5, 2027/);
    expect(ct).not.toMatch(/In Rhode Island/);
    // "VA" before a veterans' benefit is Veterans Affairs, never Virginia in place of the account's state.
    const va = plan(
      'Only my VA disability pension lands in that Wells Fargo account, and a card lender’s writ just froze it. How do I get it released?',
      'en',
      'PA',
    );
    expect(va).not.toMatch(/Virginia/);
  });
});

describe('blind set AB: the rule worked out on the person’s own figure or day', () => {
  it('checks what a garnishment takes against the limit on the pay given, in any state', () => {
    const ok = plan('Kentucky. I make $2,000 net a month and my boss says the garnishment will take $500 a month. Is that allowed?', 'en', 'KY');
    expect(first(ok)).toMatch(/at most \$500\.00/);
    expect(first(ok)).toMatch(/within that limit/);
    const ceiling = plan(
      'Payroll says a judgment creditor is now garnishing part of every weekly check. After taxes I clear $640 a week. What is the max they can legally grab? I’m in Oregon.',
      'en',
      'OR',
    );
    expect(first(ceiling)).toMatch(/at most \$160\.00/);
    expect(first(ceiling)).toMatch(/Oregon may protect more/);
    // A state's own lower share is worked out on the same pay, under the federal floor too.
    const az = plan(
      'Mesa. A judgment creditor on a furniture loan now takes $375 from each paycheck; my net is $1,500 biweekly. Can they take that much?',
      'en',
      'AZ',
    );
    expect(first(az)).toMatch(/10% is \$150\.00/);
    const es = plan(
      'Toledo, Ohio: por un fallo de Capital One el patrón me quita $300 de cada cheque, y neto gano $900 cada 2 semanas. ¿Se están pasando del límite?',
      'es',
      'OH',
    );
    expect(first(es)).toMatch(/como máximo \$225\.00/);
    expect(first(es)).toMatch(/\$75\.00 más de lo que permite la ley/);
  });

  it('dates the motion for new trial from the day the judgment was signed, never from a service', () => {
    const en = plan(
      'On Friday November 20 the judge in Dallas County Court at Law #3 signed a $5,400 default judgment against me on a personal loan; nobody ever served me. What’s the cutoff for a motion for new trial?',
      'en',
      'TX',
    );
    expect(en).toMatch(/your last day is Monday, December 21, 2026/);
    expect(en).not.toMatch(/If you were served with a lawsuit/);
    const es = plan(
      'Bexar County, corte de distrito: la jueza firmó un fallo en rebeldía contra mí el 16 de noviembre, porque nunca supe del pleito. ¿Hasta qué fecha aceptan una moción para un nuevo juicio?',
      'es',
      'TX',
    );
    expect(es).toMatch(/su último día es el miércoles, 16 de diciembre de 2026/);
  });
});

describe('blind set AB: money moved to a relative before a levy is refused, and said to be unneeded', () => {
  it('warns of a fraudulent transfer first, in either language', () => {
    const en = plan(
      'The bank froze my checking for a Midland judgment; my veterans disability is deposited there. My sister says I should wire what’s left over to her account before the levy goes through. Good idea?',
      'en',
      'PA',
    );
    expect(first(en)).toMatch(/fraudulent \(voidable\) transfer/);
    const es = plan(
      'Por la sentencia de la tarjeta, mi hermana quiere que le transfiera mis ahorros a su cuenta antes de que llegue el embargo. ¿Es buena idea?',
      'es',
      'IL',
    );
    expect(first(es)).toMatch(/transferencia fraudulenta/);
    // Money that is simply deposited to a spouse's account, with no plan to keep it from a creditor, is no such plan.
    expect(
      first(plan('Does a judgment holder get to levy the savings I keep at Boeing Employees Credit Union, and how do I protect what is exempt?', 'en', 'WA')),
    ).not.toMatch(/fraudulent/);
  });
});

describe('blind set AB: questions no card answers get their own answer, not another question’s card or an article’s paste', () => {
  it('gives the one year to sue a collector from the month the person names, and what a suit can win', () => {
    const en = plan(
      'Back in March a debt collector phoned my boss twice about my dental bill and said I’d be arrested. I kept the voicemails and want to sue the agency. What is my deadline and what can I recover?',
      'en',
      'AZ',
    );
    expect(first(en)).toMatch(/March 2026, file by March 2027/);
    expect(en).toMatch(/up to \$1,000 per lawsuit/);
    const es = plan(
      'En septiembre de 2026 un cobrador le dijo a mi vecina que yo era un tramposo. ¿Cuánto tiempo tengo para demandar al cobrador y qué podría ganar?',
      'es',
      'CA',
    );
    expect(first(es)).toMatch(/septiembre de 2026, presente a más tardar en septiembre de 2027/);
    // Being sued is not suing: no one-year line for a served person's question.
    expect(plan('How long do I have to respond after they sue me? I was served November 30.', 'en', 'OH')).not.toMatch(/1692k\(d\)/);
  });

  it('calls a fake IRS letter a scam and sends the person to IRS.gov, never out of scope', () => {
    const en = plan(
      'A letter with an IRS seal says I owe $1,980 in back taxes and must pay today with Google Play cards or they will have me arrested. Real?',
      'en',
      'NJ',
    );
    expect(first(en)).toMatch(/scam: the IRS never demands payment by gift card/);
    expect(en).toMatch(/IRS\.gov/);
    const es = plan(
      'Un papel con sello del IRS exige $900 en bitcoin antes del viernes o avisan a inmigración y pierdo la residencia. ¿Es de verdad?',
      'es',
      'TX',
    );
    expect(first(es)).toMatch(/estafa/);
    expect(es).not.toMatch(/asunto penal, de tránsito/);
  });

  it('answers requests for admission with their own 30 days and deemed admissions, not as a summons', () => {
    const en = plan(
      'In my Wake County case the plaintiff’s attorney mailed me Requests to Admit on Monday November 23. What happens if I ignore them, and what is my last day?',
      'en',
      'NC',
    );
    expect(first(en)).toMatch(/taken as admitted/);
    expect(en).toMatch(/Wednesday, December 23, 2026/);
    expect(en).toMatch(/Monday, December 28, 2026/);
    const es = plan('El abogado del banco me mandó por correo unas solicitudes de admisión el 20 de noviembre. ¿Qué son y cuánto tiempo tengo?', 'es', 'GA');
    expect(first(es)).toMatch(/se da por admitida/);
  });

  it('says what a signed agreed judgment means, how hard it is to undo, and not to just stop paying', () => {
    const en = plan(
      'Right before trial I signed a consent judgment with Discover’s attorney for $250 a month. My hours got cut and I can’t pay January. Do I just stop and let them take me back to court?',
      'en',
      'OH',
    );
    expect(first(en)).toMatch(/What you signed decides/);
    expect(en).toMatch(/get any change in writing/);
    const es = plan(
      'Firmé una sentencia por acuerdo con el abogado del banco en el pasillo de la corte, $180 al mes. Ahora quiero anularla porque incluye honorarios que no debo. ¿Puedo dejar de pagar?',
      'es',
      'AZ',
    );
    expect(first(es)).toMatch(/Lo que firmó decide/);
    expect(es).toMatch(/No deje de pagar sin más/);
  });

  it('knows a pawn loan ends with the item and a title lender’s claim after the sale is limited', () => {
    const pawn = plan(
      'My ring went to the pawnshop for a $150 loan, I let it go past the due date, and now a letter from them demands $210 or they will sue. Do I owe this?',
      'en',
      'OH',
    );
    expect(first(pawn)).toMatch(/non-recourse/);
    const title = plan(
      'They repossessed my car over a $900 car title loan in Memphis and auctioned it. Now the lender says I still owe a balance of $600. Legit?',
      'en',
      'TN',
    );
    expect(first(title)).toMatch(/cannot collect a deficiency/);
    expect(title).toMatch(/surplus/);
  });

  it('says paying the plaintiff’s law firm counts once it is confirmed, and to get the dismissal in writing', () => {
    const en = plan(
      'Portfolio Recovery sued me in Cook County and now some attorneys’ office keeps calling saying to pay them $900 to end it. Do I pay the law firm or Portfolio directly? I don’t want to pay twice.',
      'en',
      'IL',
    );
    expect(en).toMatch(/Paying the law firm that represents the plaintiff/);
    expect(en).toMatch(/dismissed with prejudice/);
    expect(en).toMatch(/In Illinois/);
  });

  it('answers a buy-now-pay-later charge for goods never delivered with the dispute routes', () => {
    const en = plan(
      'Klarna handed my unpaid $260 for a dresser the seller never shipped to a debt collector, and now Equifax shows it. How do I contest it?',
      'en',
      'WA',
    );
    expect(first(en)).toMatch(/buy-now-pay-later/);
    expect(en).toMatch(/items not received/);
    const es = plan(
      'Pagué la mitad de unos tenis con Affirm, la tienda nunca los mandó y dejé las cuotas; ahora un cobrador lo puso en mi historial de crédito. ¿Cómo lo peleo?',
      'es',
      'TX',
    );
    expect(first(es)).toMatch(/compre ahora y pague después/);
  });

  it('works out a settlement offered as a share of the balance', () => {
    const en = plan(
      'I owe $3,900 to Midland on an old Discover card. Thinking of offering 35 percent in a single payment: what dollar figure is that, and how much would they write off?',
      'en',
      'NV',
    );
    expect(first(en)).toMatch(/\$1,365\.00 is about 35% of \$3,900\.00/);
    expect(first(en)).toMatch(/forgive \$2,535\.00/);
    const es = plan('Debo $8,400 de una tarjeta. Quiero ofrecer el 30% de una vez. ¿Cuánto sería y cuánto me perdonan?', 'es', 'FL');
    expect(first(es)).toMatch(/\$2,520\.00 es más o menos el 30% de \$8,400\.00/);
  });
  it('held-out review: the share said after the balance, "accept N%", a balance named by its kind; a rate of interest is no offer', () => {
    const after = plan('A debt buyer says they will settle my $7,500 account for 30 percent if I pay by Friday. What is that in dollars?', 'en', 'OH');
    expect(first(after)).toMatch(/\$2,250\.00 is about 30% of \$7,500\.00/);
    const accept = plan('The agency would accept 45% of my $2,800 medical bill paid at once. Worth it?', 'en', 'GA');
    expect(first(accept)).toMatch(/\$1,260\.00 is about 45% of \$2,800\.00/);
    const interest = plan('Synchrony charged me interest at 29 percent, and the card balance is $3,100. Is that allowed?', 'en', 'NV');
    expect(first(interest)).not.toMatch(/is about 29% of/);
    const wages = plan('Can they take 25% of my $1,900 paycheck for a $4,000 card debt?', 'en', 'NV');
    expect(first(wages)).not.toMatch(/is about 25% of/);
  });
  it('dates a Tennessee General Sessions appeal from the judgment, with the pauper’s oath for the bond', () => {
    const en = plan(
      'Lost my case in Knox County General Sessions Court on Tuesday, November 24 — judgment for Capital One, $2,700. Can I still appeal it to a higher court? I have no money for a bond.',
      'en',
      'TN',
    );
    expect(first(en)).toMatch(/your last day is Friday, December 4, 2026/);
    expect(en).toMatch(/pauper’s oath/);
    const es = plan(
      'El juez de la General Sessions de Davidson County dictó sentencia en mi contra el 30 de noviembre por $1,900. ¿Puedo apelar y hasta cuándo?',
      'es',
      'TN',
    );
    expect(first(es)).toMatch(/jueves, 10 de diciembre de 2026/);
  });

  it('answers moving a small-claims case to the regular court, and that a jury must be demanded', () => {
    const mi = plan(
      'Got a small claims summons from Kent County (Grand Rapids) for a $1,900 medical bill, hearing January 12. Is it possible to get the case transferred to the general civil side so a lawyer can help me?',
      'en',
      'MI',
    );
    expect(first(mi)).toMatch(/before your hearing on Tuesday, January 12, 2027/);
    expect(mi).toMatch(/never automatic/);
    const es = plan(
      'Me demandaron en small claims en Lansing, Michigan, por $2,200. La audiencia es el 18 de diciembre. ¿Puedo pasar el caso a la corte civil regular y pedir un jurado?',
      'es',
      'MI',
    );
    expect(first(es)).toMatch(/MCL 600\.8408/);
    const other = plan('I am being sued in small claims court in Columbus for $3,000. Can I get it moved to the regular court and have a jury?', 'en', 'OH');
    expect(first(other)).toMatch(/ask the clerk now/);
  });
});
