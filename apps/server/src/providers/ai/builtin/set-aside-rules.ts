import type { Language, UsStateCode } from '@parley/shared';

export type Limit = { days?: number; months?: number; years?: number };
export type SetAsideRule = {
  /** The outer limit and what it runs from; none when the rule has no fixed limit (a void judgment). */
  limit?: Limit & { from: 'entry' | 'learned' };
  /** A second outer limit from the judgment's entry ("and no more than five years after it was entered"). */
  cap?: Limit;
  /** Court keys of the state's table the rule holds in (all, when absent); never in small claims when `notSmallClaims`. */
  courts?: readonly string[];
  notSmallClaims?: boolean;
  /** Only in small claims (a magistrate's judgment). */
  onlySmallClaims?: boolean;
  /** Also after a judgment given at a trial the person took part in (an appeal, a motion for new trial), not only after a default. */
  afterTrial?: boolean;
  citation: string;
  what: Record<Language, string>;
};

/**
 * Each state's ways to undo a default judgment (or appeal one), where we are sure of the rule, each with its source: the
 * time limit and what it runs from, the courts it holds in. A state not here is told the honest general rule and no date
 * (judgment-rules.ts). Blind set AF: Alabama, Pennsylvania, Texas justice-court and Georgia magistrate judgments were
 * told "in some courts 10 to 14 days" or nothing, with a deadline days away.
 */
export const setAside: Partial<Record<UsStateCode, readonly SetAsideRule[]>> = {
  AL: [
    {
      limit: { days: 30, from: 'entry' },
      courts: ['circuit'],
      citation: 'Ala. R. Civ. P. 55(c)',
      what: {
        en: 'In a circuit court, a motion to set aside a default judgment must be filed no later than 30 days after the judgment was entered, showing a meritorious defense',
        es: 'En una corte de circuito, la moción para anular una sentencia en rebeldía se presenta a más tardar 30 días después de dictada la sentencia, mostrando una defensa válida',
      },
    },
    {
      // Blind set AJ: a Jefferson County District Court default judgment was told "in some courts 10 to 14 days".
      limit: { days: 14, from: 'entry' },
      courts: ['district', 'small_claims'],
      citation: 'Ala. R. Civ. P. 55(c)(dc); Ala. Code § 12-12-70(a)',
      what: {
        en: 'In a district court (small claims included), a motion to set aside a default judgment, and an appeal to the circuit court for a new trial there, must each be filed no later than 14 days after the judgment was entered',
        es: 'En una corte de distrito (incluidas las reclamaciones menores), la moción para anular una sentencia en rebeldía, y la apelación a la corte de circuito para un juicio nuevo allí, se presentan a más tardar 14 días después de dictada la sentencia',
      },
    },
    {
      limit: { months: 4, from: 'entry' },
      citation: 'Ala. R. Civ. P. 60(b)',
      what: {
        en: 'After that, for a mistake, surprise, excusable neglect or fraud, a motion for relief must be filed no more than four months after the judgment; a judgment void for lack of valid service (for example service by publication while the plaintiff knew where you lived) can be challenged later',
        es: 'Después, por un error, una sorpresa, un descuido excusable o un fraude, la moción se presenta a más tardar cuatro meses después de la sentencia; una sentencia nula por falta de notificación válida (por ejemplo, por edicto en el periódico cuando el demandante sabía dónde vivía) se puede atacar después',
      },
    },
  ],
  PA: [
    {
      limit: { days: 30, from: 'entry' },
      courts: ['magisterial_district'],
      afterTrial: true,
      citation: 'Pa. R.C.P.M.D.J. 1002; 42 Pa. C.S. § 5571(b)',
      what: {
        en: "After a magisterial district judge's (or the Philadelphia Municipal Court's) judgment, you can appeal to the court of common pleas, which hears the case anew, by filing a notice of appeal with its prothonotary within 30 days after the judgment was entered; asking the judge to open a default judgment does not stop those 30 days",
        es: 'Después de una sentencia de un juez de distrito (magisterial district judge) o de la Corte Municipal de Filadelfia, puede apelar a la corte de causas comunes (common pleas), que ve el caso de nuevo, presentando un aviso de apelación ante su secretario (prothonotary) dentro de los 30 días después de dictada la sentencia; pedir al juez que abra la sentencia en rebeldía no detiene esos 30 días',
      },
    },
    {
      limit: { days: 10, from: 'entry' },
      courts: ['common_pleas'],
      citation: 'Pa. R.C.P. 237.3(b)',
      what: {
        en: 'In the court of common pleas, a petition to open a default judgment filed within 10 days after it was entered on the docket, with the answer you would file attached, must be granted if that answer states a meritorious defense; later, the petition must be prompt and explain the delay',
        es: 'En la corte de causas comunes, una petición para abrir una sentencia en rebeldía presentada dentro de los 10 días después de anotada, con la contestación que presentaría, se concede si esa contestación tiene una defensa válida; después, la petición debe ser pronta y explicar la demora',
      },
    },
  ],
  IL: [
    {
      limit: { days: 30, from: 'entry' },
      citation: '735 ILCS 5/2-1301(e)',
      what: {
        en: 'A motion to set aside a default judgment filed within 30 days after it was entered can be granted on any terms that are reasonable',
        es: 'Una moción para anular una sentencia en rebeldía presentada dentro de los 30 días después de dictada se puede conceder en condiciones razonables',
      },
    },
    {
      limit: { years: 2, from: 'entry' },
      citation: '735 ILCS 5/2-1401',
      what: {
        en: 'After 30 days, a petition for relief from the judgment must show a meritorious defense and diligence, and be filed within two years after the judgment (a judgment void for lack of service can be attacked at any time)',
        es: 'Pasados 30 días, la petición para liberarse de la sentencia debe mostrar una defensa válida y diligencia, y presentarse dentro de los dos años después de la sentencia (una sentencia nula por falta de notificación se puede atacar en cualquier momento)',
      },
    },
  ],
  MD: [
    {
      limit: { days: 30, from: 'entry' },
      courts: ['district'],
      afterTrial: true,
      citation: 'Md. Rule 3-535(a)',
      what: {
        en: 'In the District Court, a motion to revise or vacate the judgment must be filed within 30 days after it was entered; after 30 days only fraud, mistake or irregularity allows it',
        es: 'En la Corte de Distrito, la moción para revisar o anular la sentencia se presenta dentro de los 30 días después de dictada; después de 30 días solo por fraude, error o irregularidad',
      },
    },
    {
      limit: { days: 30, from: 'entry' },
      courts: ['circuit'],
      afterTrial: true,
      citation: 'Md. Rule 2-535(a)',
      what: {
        en: 'In a circuit court, a motion to revise the judgment must be filed within 30 days after it was entered; after 30 days only fraud, mistake or irregularity allows it',
        es: 'En una corte de circuito, la moción para revisar la sentencia se presenta dentro de los 30 días después de dictada; después de 30 días solo por fraude, error o irregularidad',
      },
    },
  ],
  VA: [
    {
      limit: { days: 10, from: 'entry' },
      courts: ['general_district'],
      afterTrial: true,
      citation: 'Va. Code § 16.1-106',
      what: {
        en: 'After a general district court judgment, an appeal to the circuit court for a new trial must be noted within 10 days after the judgment was entered (with the appeal bond and costs the clerk will tell you)',
        es: 'Después de una sentencia de una corte general de distrito, la apelación a la corte de circuito para un nuevo juicio se anota dentro de los 10 días después de dictada la sentencia (con la fianza y los costos que indique el secretario)',
      },
    },
    {
      limit: { days: 30, from: 'entry' },
      courts: ['general_district'],
      afterTrial: true,
      citation: 'Va. Code § 16.1-97.1',
      what: {
        en: 'A motion in the general district court for a new trial must be filed within 30 days after the judgment was entered',
        es: 'La moción ante la corte general de distrito para un nuevo juicio se presenta dentro de los 30 días después de dictada la sentencia',
      },
    },
  ],
  MI: [
    {
      limit: { days: 21, from: 'entry' },
      citation: 'Mich. Ct. R. 2.603(D)(2)',
      what: {
        en: 'If you were served in person, a motion to set aside a default judgment must be filed within 21 days after it was entered, showing good cause and a meritorious defense (lack of jurisdiction, or relief under MCR 2.612, has other limits)',
        es: 'Si lo notificaron en persona, la moción para anular una sentencia en rebeldía se presenta dentro de los 21 días después de dictada, mostrando una causa justificada y una defensa válida (la falta de jurisdicción, o el alivio de la regla MCR 2.612, tiene otros plazos)',
      },
    },
  ],
  GA: [
    {
      limit: { days: 30, from: 'entry' },
      courts: ['magistrate'],
      afterTrial: true,
      citation: 'O.C.G.A. § 15-10-41(b)(1)',
      what: {
        en: 'After a magistrate court judgment, you can appeal to the state or superior court, which hears the case anew, within 30 days after the judgment was entered',
        es: 'Después de una sentencia de la corte de magistrado, puede apelar a la corte estatal o superior, que ve el caso de nuevo, dentro de los 30 días después de dictada la sentencia',
      },
    },
  ],
  TN: [
    {
      limit: { days: 10, from: 'entry' },
      courts: ['general_sessions'],
      afterTrial: true,
      citation: 'Tenn. Code Ann. § 27-5-108',
      what: {
        en: "After a general sessions judgment, an appeal to the circuit court for a new trial must be filed within 10 days after the judgment, with the bond or the pauper's oath the clerk requires",
        es: 'Después de una sentencia de la corte de sesiones generales, la apelación a la corte de circuito para un nuevo juicio se presenta dentro de los 10 días después de la sentencia, con la fianza o la declaración de pobreza que pida el secretario',
      },
    },
  ],
  IN: [
    {
      limit: { years: 1, from: 'entry' },
      citation: 'Ind. Trial Rule 60(B)',
      what: {
        en: 'For a mistake, surprise or excusable neglect, a motion to set aside the default judgment must be filed within a reasonable time, no more than one year after the judgment, with a meritorious defense',
        es: 'Por un error, una sorpresa o un descuido excusable, la moción para anular la sentencia en rebeldía se presenta en un tiempo razonable, no más de un año después de la sentencia, con una defensa válida',
      },
    },
  ],
  IA: [
    {
      limit: { days: 60, from: 'entry' },
      notSmallClaims: true,
      citation: 'Iowa R. Civ. P. 1.977',
      what: {
        en: 'A motion to set aside a default judgment must show good cause (such as a mistake, excusable neglect or an unavoidable accident) and a defense, and be filed promptly, no later than 60 days after the judgment was entered',
        es: 'La moción para anular una sentencia en rebeldía debe mostrar una causa justificada (como un error, un descuido excusable o un accidente inevitable) y una defensa, y presentarse pronto, a más tardar 60 días después de dictada la sentencia',
      },
    },
  ],
  MO: [
    {
      limit: { years: 1, from: 'entry' },
      citation: 'Mo. Sup. Ct. R. 74.05(d)',
      what: {
        en: 'A motion to set aside a default judgment must show good cause and a meritorious defense, and be filed within a reasonable time, no later than one year after the judgment',
        es: 'La moción para anular una sentencia en rebeldía debe mostrar una causa justificada y una defensa válida, y presentarse en un tiempo razonable, a más tardar un año después de la sentencia',
      },
    },
  ],
  NC: [
    {
      limit: { days: 10, from: 'entry' },
      onlySmallClaims: true,
      afterTrial: true,
      citation: 'N.C. Gen. Stat. § 7A-228(a)',
      what: {
        en: "After a magistrate's judgment in small claims, you can appeal for a new trial before a district court judge by filing a written notice of appeal with the clerk of superior court within 10 days after the judgment, serving a copy on the other side and paying the appeal costs (or asking to appeal as an indigent); a motion to set the judgment aside for excusable neglect does not stop those 10 days",
        es: 'Después de una sentencia de un magistrado en reclamos menores, puede apelar para tener un nuevo juicio ante un juez de la corte de distrito presentando un aviso de apelación por escrito ante el secretario de la corte superior dentro de los 10 días después de la sentencia, entregando una copia a la otra parte y pagando los costos de la apelación (o pidiendo apelar como indigente); una moción para anular la sentencia por un descuido excusable no detiene esos 10 días',
      },
    },
  ],
  NY: [
    {
      limit: { years: 1, from: 'learned' },
      cap: { years: 5 },
      citation: 'N.Y. C.P.L.R. 317',
      what: {
        en: 'If the papers were not handed to you (left with someone else, or fixed to a door and mailed) and you did not get them in time to defend, you can move to vacate within one year after you learned of the judgment and no more than five years after it was entered, showing a defense',
        es: 'Si no le entregaron los papeles en la mano (los dejaron con otra persona, o los pegaron en la puerta y los enviaron por correo) y no le llegaron a tiempo para defenderse, puede pedir que anulen la sentencia dentro de un año después de enterarse de ella y no más de cinco años después de dictada, mostrando una defensa',
      },
    },
    {
      citation: 'N.Y. C.P.L.R. 5015(a)(4)',
      what: {
        en: 'If you were never validly served at all, the judgment can be vacated for lack of jurisdiction, with no fixed time limit; ask the court (by an order to show cause) to stay enforcement and release any restraint on your account while it decides, and it may hold a hearing on the service',
        es: 'Si nunca lo notificaron válidamente, la sentencia se puede anular por falta de jurisdicción, sin un plazo fijo; pida al tribunal (con una orden para mostrar causa, order to show cause) que suspenda el cobro y libere su cuenta mientras decide, y puede haber una audiencia sobre la notificación',
      },
    },
  ],
  CA: [
    {
      limit: { months: 6, from: 'entry' },
      notSmallClaims: true,
      citation: 'Cal. Code Civ. Proc. § 473(b)',
      what: {
        en: 'For a mistake, surprise or excusable neglect, a motion to set aside must be filed within a reasonable time, no more than six months after the judgment',
        es: 'Por un error, una sorpresa o un descuido excusable, la moción para anular se presenta en un tiempo razonable, no más de seis meses después de la sentencia',
      },
    },
    {
      notSmallClaims: true,
      citation: 'Cal. Code Civ. Proc. § 473.5',
      what: {
        en: 'If you never got actual notice of the case in time to defend, the motion is due within two years after the default judgment, or 180 days after you were served with a written notice of it, whichever comes first',
        es: 'Si nunca supo del caso a tiempo para defenderse, la moción se presenta dentro de los dos años después de la sentencia en rebeldía, o de los 180 días después de que le entregaron un aviso escrito de ella, lo que pase primero',
      },
    },
  ],
  CO: [
    {
      limit: { days: 182, from: 'entry' },
      citation: 'C.R.C.P. 60(b), 360(b)',
      what: {
        en: 'For a mistake, inadvertence, surprise or excusable neglect, a motion to set aside must be filed within a reasonable time, no more than 182 days after the judgment',
        es: 'Por un error, un descuido, una sorpresa o una negligencia excusable, la moción para anular se presenta en un tiempo razonable, no más de 182 días después de la sentencia',
      },
    },
    {
      citation: 'C.R.C.P. 60(b)(3), 360(b)(3)',
      what: {
        en: 'A judgment entered without valid service (papers published in a newspaper while the plaintiff could have found you at home, for one) is void and can be vacated within a reasonable time, with no fixed limit; do not wait',
        es: 'Una sentencia dictada sin una notificación válida (por ejemplo, publicada en un periódico cuando el demandante podía encontrarlo en su casa) es nula y se puede anular en un tiempo razonable, sin un límite fijo; no espere',
      },
    },
  ],
  FL: [
    {
      limit: { years: 1, from: 'entry' },
      citation: 'Fla. R. Civ. P. 1.540(b)',
      notSmallClaims: true,
      what: {
        en: 'For a mistake, excusable neglect or fraud, a motion to set aside must be filed within a reasonable time, no more than one year after the judgment; a judgment void for lack of valid service can be challenged later',
        es: 'Por un error, un descuido excusable o un fraude, la moción para anular se presenta en un tiempo razonable, no más de un año después de la sentencia; una sentencia nula por falta de notificación válida se puede atacar después',
      },
    },
    {
      // Set AT: a Florida county court's default judgment, "30 days to appeal, so I'm fine till Christmas", met no appeal date.
      limit: { days: 30, from: 'entry' },
      afterTrial: true,
      citation: 'Fla. R. App. P. 9.110(b)',
      what: {
        en: 'An appeal is started by filing a notice of appeal with the clerk of the court that entered the judgment within 30 days after it was rendered; an appeal reviews the record for legal error, so after a default the motion above is usually the way, and the 30 days do not wait for it',
        es: 'Una apelación se inicia presentando un aviso de apelación (notice of appeal) ante la secretaría de la corte que dictó la sentencia dentro de los 30 días después de dictada; la apelación revisa errores de derecho en el expediente, así que después de una sentencia en rebeldía la moción de arriba suele ser el camino, y los 30 días no la esperan',
      },
    },
  ],
  // Texas justice courts (Tex. R. Civ. P. Part V, in force since August 31, 2013); a last day on a weekend or legal holiday
  // moves to the next day that is none (Rule 500.5(a)). Blind set Y: "in some states only 90 days or six months" was said
  // of a justice court's default judgment whose 14 days ended the next day.
  // Blind set AJ: an Oregon judgment found a year on and a Vermont one months on were told "10 to 14 days in some courts".
  OR: [
    {
      limit: { years: 1, from: 'learned' },
      citation: 'Or. R. Civ. P. 71 B(1)',
      what: {
        en: 'For a mistake, surprise or excusable neglect (for example, papers you never received), a motion for relief from the judgment must be filed within a reasonable time and no more than one year after you received notice of the judgment, with your proposed answer; a judgment void for lack of valid service can be challenged after that',
        es: 'Por un error, una sorpresa o un descuido excusable (por ejemplo, papeles que nunca recibió), la moción para que lo liberen de la sentencia se presenta en un tiempo razonable y a más tardar un año después de recibir aviso de la sentencia, con su contestación propuesta; una sentencia nula por falta de notificación válida se puede atacar después',
      },
    },
  ],
  // Blind set AV: a Connecticut default found four months on was told "a few months to a year, ask the clerk", its last day three days off.
  CT: [
    {
      limit: { months: 4, from: 'entry' },
      citation: 'Conn. Gen. Stat. § 52-212(a); Conn. Practice Book § 17-43',
      what: {
        en: 'A motion to open (set aside) a judgment entered after a default must be filed within four months after the judgment was rendered, showing that you have a good defense and that a mistake, accident or other reasonable cause (such as papers you never received) kept you from defending; a judgment void for lack of valid service can be challenged after that',
        es: 'La moción para abrir (anular) una sentencia dictada en rebeldía se presenta dentro de los cuatro meses después de dictada la sentencia, mostrando que tiene una buena defensa y que un error, un accidente u otra causa razonable (como papeles que nunca recibió) le impidió defenderse; una sentencia nula por falta de notificación válida se puede atacar después',
      },
    },
  ],
  VT: [
    {
      limit: { years: 1, from: 'entry' },
      citation: 'Vt. R. Civ. P. 60(b)',
      what: {
        en: 'For a mistake, surprise, excusable neglect, new evidence or fraud, a motion for relief from the judgment must be filed within a reasonable time and no more than one year after the judgment was entered; a judgment void for lack of valid service can be challenged after that',
        es: 'Por un error, una sorpresa, un descuido excusable, pruebas nuevas o un fraude, la moción para que lo liberen de la sentencia se presenta en un tiempo razonable y a más tardar un año después de dictada la sentencia; una sentencia nula por falta de notificación válida se puede atacar después',
      },
    },
  ],
  TX: [
    {
      limit: { days: 14, from: 'entry' },
      courts: ['justice'],
      afterTrial: true,
      citation: 'Tex. R. Civ. P. 505.3',
      what: {
        en: 'In a justice court, a motion for a new trial, or after a default to set the judgment aside, must be filed within 14 days after the judgment is signed; after a default, say in it why you could not come and attach your proof',
        es: 'En una corte de juez de paz, la moción para un nuevo juicio, o después de una rebeldía para anular la sentencia, se presenta dentro de los 14 días después de que se firmó la sentencia; si fue en rebeldía, explique en ella por qué no pudo ir y adjunte sus pruebas',
      },
    },
    {
      limit: { days: 21, from: 'entry' },
      courts: ['justice'],
      afterTrial: true,
      citation: 'Tex. R. Civ. P. 506.1(a)',
      what: {
        en: 'You can also appeal to the county court, where the case is tried again, within 21 days after the judgment is signed, by filing a bond, a cash deposit or a Statement of Inability to Afford Payment of Court Costs with the justice court; if you file the motion and it is denied, the 21 days run from the denial',
        es: 'También puede apelar a la corte del condado, donde el caso se juzga de nuevo, dentro de los 21 días después de firmada la sentencia, presentando en la corte de juez de paz una fianza (bond), un depósito en efectivo o una Declaración de Incapacidad para Pagar los Costos; si presenta la moción y se la niegan, los 21 días corren desde la negación',
      },
    },
    {
      limit: { days: 30, from: 'entry' },
      courts: ['county', 'district'],
      afterTrial: true,
      citation: 'Tex. R. Civ. P. 329b(a)',
      what: {
        en: 'In a county or district court, a motion for new trial must be filed within 30 days after the judgment was signed',
        es: 'En una corte del condado o de distrito, la moción para un nuevo juicio se presenta dentro de los 30 días después de firmada la sentencia',
      },
    },
    {
      limit: { months: 6, from: 'entry' },
      courts: ['county', 'district'],
      citation: 'Tex. R. App. P. 26.1(c), 30',
      what: {
        en: 'After that, if you did not take part in the hearing, a restricted appeal must be filed within six months after the judgment was signed',
        es: 'Después, si usted no participó en la audiencia, una apelación restringida se presenta dentro de los seis meses después de firmada la sentencia',
      },
    },
  ],
};
