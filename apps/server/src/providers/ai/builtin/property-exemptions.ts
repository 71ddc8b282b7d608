import { formatCents, type Language, stateName, type UsStateCode } from '@parley/shared';
import { dollarFigures } from './settlement-math.js';

/**
 * What a judgment creditor can take of a person's things, where we are sure of the state's exemptions (blind set Z: a
 * Texas landscaper's truck and tools, a Kansas homeowner's house and a North Dakota electrician's van, tools, home and
 * 401(k) met cards on collectors calling an employer, or "the amount varies widely"). Only rules we are sure of, each with
 * its source; elsewhere the answer says what every state protects in kind, and that exemptions are claimed.
 */
type StateExemptions = {
  homestead?: Record<Language, string>;
  /** An aggregate limit on personal property (Texas), with what it covers. */
  personal?: { singleCents: number; familyCents: number; citation: string; what: Record<Language, string> };
  other?: Record<Language, string>;
  /** One vehicle, the person's interest in it protected up to a value. */
  vehicle?: { cents: number; citation: string };
};

const EXEMPTIONS: Partial<Record<UsStateCode, StateExemptions>> = {
  TX: {
    homestead: {
      en: 'A Texas homestead is protected from an ordinary creditor regardless of its value, up to 10 acres in a city or town (100 acres in the country for a single adult, 200 for a family) (Tex. Const. art. XVI, §§ 50-51; Tex. Prop. Code § 41.002). A judgment lien (an abstract of judgment) does not attach to it, so it need not be paid to sell the home: a homestead affidavit recorded in the county and sent to the creditor lets the buyer and the title company close without it (Tex. Prop. Code §§ 52.0012, 52.0013), and a mobile home on land the person owns is a homestead too.',
      es: 'En Texas la vivienda familiar (homestead) está protegida frente a un acreedor común sin importar su valor, hasta 10 acres en una ciudad o pueblo (100 acres en el campo para un adulto soltero, 200 para una familia) (Tex. Const. art. XVI, §§ 50-51; Tex. Prop. Code § 41.002). El gravamen de una sentencia (abstract of judgment) no se adhiere a ella, así que no hay que pagarlo para vender la casa: una declaración jurada de homestead registrada en el condado y enviada al acreedor permite que el comprador y la title company cierren sin pagarlo (Tex. Prop. Code §§ 52.0012, 52.0013), y una casa móvil o traila en su propio terreno también es homestead.',
    },
    personal: {
      singleCents: 5_000_000,
      familyCents: 10_000_000,
      citation: 'Tex. Prop. Code §§ 42.001(a), 42.002(a)',
      what: {
        en: 'a vehicle for each member of the family who has a driver’s license, the tools, equipment and books of a trade or profession, household furniture and more',
        es: 'un vehículo por cada miembro de la familia con licencia de manejar, las herramientas, el equipo y los libros de un oficio o profesión, los muebles de la casa y más',
      },
    },
  },
  KS: {
    vehicle: { cents: 2_000_000, citation: 'K.S.A. 60-2304(c)' },
    homestead: {
      en: 'A Kansas homestead is protected from an ordinary creditor regardless of its value, up to 1 acre in a town or city or 160 acres of farmland, so a judgment creditor cannot force its sale (Kan. Const. art. 15, § 9; K.S.A. 60-2301).',
      es: 'En Kansas la vivienda familiar (homestead) está protegida frente a un acreedor común sin importar su valor, hasta 1 acre en una ciudad o 160 acres de tierra de cultivo, así que un acreedor con sentencia no puede obligar a venderla (Kan. Const. art. 15, § 9; K.S.A. 60-2301).',
    },
  },
  FL: {
    vehicle: { cents: 100_000, citation: 'Fla. Stat. § 222.25(1)' },
    homestead: {
      en: 'A Florida homestead is protected from an ordinary creditor regardless of its value, up to half an acre in a city or 160 acres outside one (Fla. Const. art. X, § 4).',
      es: 'En Florida la vivienda familiar (homestead) está protegida frente a un acreedor común sin importar su valor, hasta medio acre en una ciudad o 160 acres fuera de ella (Fla. Const. art. X, § 4).',
    },
  },
};

const WORDS = {
  en: {
    general:
      'Every state protects some property from a judgment creditor: usually a vehicle up to a set value, the tools of your trade up to a limit, household goods, and some or all of the equity in your home; the amounts differ a lot by state. A car or van with a loan on it is exposed only for the equity above the loan and the exemption. Exemptions usually have to be claimed, in writing, by the deadline on a levy or exemption notice.',
    retirement:
      'Money in an employer retirement plan covered by federal law, such as a 401(k) or a 403(b), is protected from a judgment creditor (29 U.S.C. § 1056(d)); IRAs are protected by the law of most states, though you may have to claim it.',
    personal: (state: string, single: string, family: string, what: string, citation: string) =>
      `In ${state} personal property is protected up to ${single} in total for a single adult and ${family} for a family, including ${what} (${citation}).`,
    vehicle: (state: string, cap: string, citation: string) => `In ${state} one vehicle is protected up to ${cap} of your interest in it (${citation}).`,
    vehicleWithin: (value: string) =>
      ` Yours, worth about ${value}, is within that, so a judgment creditor normally cannot take it; if a levy is ever tried, claim the exemption right away.`,
    vehicleOver: (value: string, cap: string) =>
      ` Yours, worth about ${value}, is above that: the creditor could try to have it sold, but you would be paid the protected ${cap} first, and another of your state's exemptions (a general one for personal property, where it has one) may cover more; claim the exemptions and ask legal aid before anything is sold.`,
    vehicleEquity: (value: string, loan: string, equity: string, within: boolean, cap: string) =>
      ` Yours is worth about ${value} with about ${loan} still owed on its loan, so your interest in it is about ${equity}: ${
        within
          ? 'within that, so a judgment creditor normally cannot take it (the lender keeps its lien, and you keep paying it); if a levy is ever tried, claim the exemption right away.'
          : `above that, so the creditor could try to have it sold, but the lender would be paid first and you would get the protected ${cap}; claim the exemptions and ask legal aid before anything is sold.`
      }`,
    within: (items: string, single: string) =>
      ` What you list, about ${items} together, is within the ${single} limit even for a single adult, so it normally cannot be taken.`,
    over: (items: string, single: string, family: string) =>
      ` What you list comes to about ${items}: within ${family} for a family, but above ${single} for a single adult, so claim the exemption carefully and ask legal aid which items to claim.`,
  },
  es: {
    general:
      'Todos los estados protegen algunos bienes frente a un acreedor con sentencia: normalmente un vehículo hasta cierto valor, las herramientas de su oficio hasta un límite, los muebles de la casa, y parte o todo el valor de su vivienda; las cantidades cambian mucho según el estado. Un carro con préstamo solo queda expuesto por lo que vale por encima del préstamo y de la exención. Las exenciones normalmente hay que reclamarlas, por escrito, antes de la fecha de un aviso de embargo o de exenciones.',
    retirement:
      'El dinero de un plan de retiro del trabajo protegido por la ley federal, como un 401(k) o un 403(b), está protegido frente a un acreedor con sentencia (29 U.S.C. § 1056(d)); las cuentas IRA están protegidas por la ley de la mayoría de los estados, aunque puede tener que reclamarlo.',
    personal: (state: string, single: string, family: string, what: string, citation: string) =>
      `En ${state} los bienes personales están protegidos hasta ${single} en total para un adulto soltero y ${family} para una familia, incluidos ${what} (${citation}).`,
    vehicle: (state: string, cap: string, citation: string) => `En ${state} un vehículo está protegido hasta ${cap} de lo que usted tiene en él (${citation}).`,
    vehicleWithin: (value: string) =>
      ` El suyo, que vale unos ${value}, está dentro de ese límite, así que normalmente un acreedor con sentencia no se lo puede quitar; si alguna vez intentan embargarlo, reclame la exención enseguida.`,
    vehicleOver: (value: string, cap: string) =>
      ` El suyo, que vale unos ${value}, pasa ese límite: el acreedor podría intentar venderlo, pero a usted le pagarían primero los ${cap} protegidos, y otra exención de su estado (una general para bienes personales, donde la haya) puede cubrir más; reclame las exenciones y pida ayuda legal antes de que vendan nada.`,
    vehicleEquity: (value: string, loan: string, equity: string, within: boolean, cap: string) =>
      ` El suyo vale unos ${value} y todavía debe unos ${loan} de su préstamo, así que lo que usted tiene en él es unos ${equity}: ${
        within
          ? 'eso está dentro del límite, así que normalmente un acreedor con sentencia no se lo puede quitar (el prestamista conserva su gravamen y usted sigue pagándolo); si alguna vez intentan embargarlo, reclame la exención enseguida.'
          : `eso pasa el límite, así que el acreedor podría intentar venderlo, pero primero se le pagaría al prestamista y a usted le tocarían los ${cap} protegidos; reclame las exenciones y pida ayuda legal antes de que vendan nada.`
      }`,
    within: (items: string, single: string) =>
      ` Lo que usted menciona, unos ${items} en total, está dentro del límite de ${single} aun para un adulto soltero, así que normalmente no se lo pueden quitar.`,
    over: (items: string, single: string, family: string) =>
      ` Lo que usted menciona suma unos ${items}: dentro de ${family} para una familia, pero más de ${single} para un adulto soltero, así que reclame la exención con cuidado y pregunte a la asistencia legal qué bienes reclamar.`,
  },
} satisfies Record<Language, unknown>;

/** Items a person values: a vehicle, tools, equipment, a trailer, with a figure said right after ("truck (worth about $15,000)"). */
const ITEM = /\b(?:car|truck|pickup|van|vehicle|tools?|equipment|trailer|troca|carro|camioneta|herramientas|equipo|trailer|remolque)\b/g;
const DEBT_AFTER_ITEM = /\b(?:owe|owed|loan|debo|prestamo|financ\w*)\b/;

/** A vehicle named by its kind or its model year ("a 2018 F-150, paid off, worth about $14,000"). */
const VEHICLE_SENTENCE = /\b(?:car|truck|pickup|van|suv|vehicle|auto|troca|carro|camioneta|coche|(?:19|20)\d{2}\s+[a-z][\w-]*)\b/;
const WORTH_BEFORE =
  /\b(?:worth|valued? at|value (?:is|of)|blue ?book|kbb|vale|valor de|con un valor de)\s*(?:about|around|like|maybe|roughly|unos|como|mas o menos)?\s*$/;

/** What the person says their vehicle is worth, a value given in the sentence that names it or the next. */
export function vehicleValueCents(folded: string): number | null {
  for (const f of dollarFigures(folded)) {
    if (f.cents === null || !WORTH_BEFORE.test(folded.slice(Math.max(0, f.at - 30), f.at))) continue;
    // The vehicle named in the value's sentence or the one before it ("can they take my car? it is worth about $6,000").
    const sentenceStart = (before: number) => Math.max(0, ...['.', '?', '!'].map((mark) => folded.lastIndexOf(mark, before) + 1));
    const start = sentenceStart(sentenceStart(f.at) - 2);
    if (VEHICLE_SENTENCE.test(folded.slice(start, f.at))) return f.cents;
  }
  return null;
}

const OWED_BEFORE =
  /\b(?:still )?(?:owe|owed|owing|loan(?: balance)?(?: of| is)?|balance(?: of| is)?|payoff(?: is)?|debo|le debo|todavia debo|prestamo de)\s*(?:about|around|like|maybe|roughly|unos|como|mas o menos)?\s*(?:on (?:it|the (?:truck|car|loan)) )?$/;

/** What the person still owes on the vehicle they valued, said after its value ("worth about $28,000, still owe $10,000 on it", set AT). */
export function vehicleLoanCents(folded: string): number | null {
  const value = vehicleValueCents(folded);
  if (value === null) return null;
  const f = dollarFigures(folded).find((g) => g.cents !== null && g.cents < value && OWED_BEFORE.test(folded.slice(Math.max(0, g.at - 30), g.at)));
  return f?.cents ?? null;
}

/** The total of the personal property items the question values, when it values any. */
export function personalItemsCents(folded: string): number | null {
  const figures = dollarFigures(folded).filter((f): f is { at: number; end: number; cents: number } => f.cents !== null);
  const counted = new Set<number>();
  for (const m of folded.matchAll(ITEM)) {
    const end = (m.index ?? 0) + m[0].length;
    const f = figures.find((g) => g.at > end && g.at - end <= 40 && !counted.has(g.at) && !DEBT_AFTER_ITEM.test(folded.slice(end, g.at)));
    if (f) counted.add(f.at);
  }
  const total = figures.filter((f) => counted.has(f.at)).reduce((sum, f) => sum + f.cents, 0);
  return total > 0 ? total : null;
}

/**
 * Whether a card's short answer gives way to a state's own homestead rule said first: the judgment-lien card's "which must be paid
 * or resolved when you sell" contradicts a Texas homestead, where a judgment lien does not attach (set AX).
 */
/** The card on a judgment lien on the home. */
export const LIEN_CARD = 'l-judgment-lien-home';

export function homesteadContradicts(cardId: string, lead: readonly string[]): boolean {
  const isHomestead = (line: string) => Object.values(EXEMPTIONS).some((rules) => rules?.homestead?.en === line || rules?.homestead?.es === line);
  return cardId === LIEN_CARD && lead.some(isHomestead);
}

/** What the person's state protects of their things, with their own items added up where the state has an aggregate limit. */
export function propertyExemptionLines(
  state: UsStateCode | null,
  asked: { itemsCents: number | null; vehicleCents: number | null; vehicleLoanCents?: number | null; home: boolean; retirement: boolean; things: boolean },
  language: Language,
): string[] {
  const { itemsCents, home: asksHome, retirement: asksRetirement } = asked;
  const words = WORDS[language];
  const rules = state ? EXEMPTIONS[state] : undefined;
  const lines: string[] = [];
  if (state && rules?.personal) {
    const p = rules.personal;
    const [single, family] = [formatCents(p.singleCents), formatCents(p.familyCents)];
    const verdict =
      itemsCents === null
        ? ''
        : itemsCents <= p.singleCents
          ? words.within(formatCents(itemsCents), single)
          : itemsCents <= p.familyCents
            ? words.over(formatCents(itemsCents), single, family)
            : '';
    lines.push(`${words.personal(stateName(state, language), single, family, p.what[language], p.citation)}${verdict}`);
  }
  // A vehicle the person values, where the state's one-vehicle exemption is known (blind set AJ: a Kansas truck worth $14,000 met
  // "a vehicle up to a value").
  if (state && rules?.vehicle && asked.vehicleCents !== null) {
    const cap = formatCents(rules.vehicle.cents);
    const value = formatCents(asked.vehicleCents);
    // The exemption protects the owner's interest: the value less what is still owed on the vehicle's loan (set AT: a $28,000 truck
    // with $10,000 owed was called over a $20,000 exemption).
    const loan = asked.vehicleLoanCents ?? null;
    const equity = loan !== null ? asked.vehicleCents - loan : null;
    const verdict =
      loan !== null && equity !== null
        ? words.vehicleEquity(value, formatCents(loan), formatCents(equity), equity <= rules.vehicle.cents, cap)
        : asked.vehicleCents <= rules.vehicle.cents
          ? words.vehicleWithin(value)
          : words.vehicleOver(value, cap);
    lines.push(`${words.vehicle(stateName(state, language), cap, rules.vehicle.citation)}${verdict}`);
  }
  if (rules?.homestead && asksHome) lines.push(rules.homestead[language]);
  // Only retirement accounts asked about: their protection is the answer, with no list of everything else. Only the home
  // asked about, where we hold no homestead rule: the card on judgment liens says it better (blind set X).
  if (lines.length === 0 && (asked.things || (!asksRetirement && !asksHome))) lines.push(words.general);
  if (asksRetirement) lines.push(words.retirement);
  return lines;
}
