import type { Language, UsStateCode } from '@parley/shared';
import { setAside } from './set-aside-rules.js';

/**
 * The states' rules after a judgment (judgment-rules.ts) and how they are said, in English and US Spanish. Only rules we
 * are sure of, each with its source; a state not listed is given no figure.
 */
export type JudgmentLife = { years: number; citation: string; what: Record<Language, string> };
/** Post-judgment interest we are sure of. */
export type JudgmentInterest = { percent: number; citation: string; what: Record<Language, string> };

const life: Partial<Record<UsStateCode, JudgmentLife>> = {
  MO: {
    years: 10,
    citation: 'Mo. Rev. Stat. § 516.350',
    what: {
      en: 'a judgment can be enforced for 10 years after it is entered, and the creditor can revive it before then to extend it',
      es: 'una sentencia se puede cobrar durante 10 años después de dictada, y el acreedor puede revivirla antes de que venzan para alargarla',
    },
  },
  PA: {
    years: 20,
    citation: '42 Pa. C.S. §§ 5526(1), 5529(a)',
    what: {
      en: 'a judgment can be enforced for up to 20 years, and as a lien on real estate it lasts 5 years unless the creditor revives it, which is why it shows up in a title search',
      es: 'una sentencia se puede cobrar hasta por 20 años, y como gravamen (lien) sobre una propiedad dura 5 años salvo que el acreedor la reviva, y por eso aparece en una búsqueda de título',
    },
  },
  NY: {
    years: 20,
    citation: 'N.Y. C.P.L.R. 211(b), 5203(a)',
    what: {
      en: 'a money judgment can be enforced for 20 years, and as a lien on real estate it lasts 10 years and can be extended',
      es: 'una sentencia de dinero se puede cobrar durante 20 años, y como gravamen sobre una propiedad dura 10 años y se puede extender',
    },
  },
  CA: {
    years: 10,
    citation: 'Cal. Code Civ. Proc. §§ 683.020, 683.110',
    what: {
      en: 'a judgment lasts 10 years, and the creditor can renew it for another 10 before it runs out',
      es: 'una sentencia dura 10 años, y el acreedor puede renovarla por otros 10 antes de que venza',
    },
  },
  TX: {
    years: 10,
    citation: 'Tex. Civ. Prac. & Rem. Code §§ 31.006, 34.001',
    what: {
      en: 'a judgment becomes dormant if no writ of execution is issued within 10 years after it is rendered (each writ starts a new 10 years), and a dormant judgment can still be revived within 2 years',
      es: 'una sentencia queda inactiva (dormant) si no se emite una orden de ejecución dentro de los 10 años después de dictada (cada orden empieza otros 10 años), y una sentencia inactiva todavía se puede revivir dentro de 2 años',
    },
  },
  FL: {
    years: 20,
    citation: 'Fla. Stat. §§ 55.081, 55.10',
    what: {
      en: 'a judgment can be enforced for 20 years, and as a lien on real estate it lasts 10 years and can be re-recorded once for 10 more',
      es: 'una sentencia se puede cobrar durante 20 años, y como gravamen sobre una propiedad dura 10 años y se puede volver a registrar una vez por otros 10',
    },
  },
  NJ: {
    years: 20,
    citation: 'N.J. Stat. Ann. § 2A:14-5',
    what: {
      en: 'a judgment can be enforced for 20 years, and the creditor can ask the court to revive it',
      es: 'una sentencia se puede cobrar durante 20 años, y el acreedor puede pedir al tribunal que la reviva',
    },
  },
  WA: {
    years: 10,
    citation: 'Rev. Code Wash. § 6.17.020',
    what: {
      en: 'a judgment can be enforced for 10 years, and the creditor can extend it once for another 10',
      es: 'una sentencia se puede cobrar durante 10 años, y el acreedor puede extenderla una vez por otros 10',
    },
  },
  AZ: {
    years: 10,
    citation: 'Ariz. Rev. Stat. § 12-1551',
    what: {
      en: 'a judgment lasts 10 years, and the creditor can renew it before it runs out',
      es: 'una sentencia dura 10 años, y el acreedor puede renovarla antes de que venza',
    },
  },
};

const interest: Partial<Record<UsStateCode, JudgmentInterest>> = {
  NY: {
    percent: 2,
    citation: 'N.Y. C.P.L.R. 5004(a)',
    what: {
      en: 'a judgment on a consumer debt against a person earns 2% a year, not the 9% of other judgments, since the 2022 Consumer Credit Fairness Act',
      es: 'una sentencia por una deuda de consumo contra una persona genera un interés del 2% al año, no el 9% de otras sentencias, desde la ley de 2022 (Consumer Credit Fairness Act)',
    },
  },
  MO: {
    percent: 9,
    citation: 'Mo. Rev. Stat. § 408.040',
    what: {
      en: "a judgment earns 9% a year, or the contract's rate if the contract set a higher one",
      es: 'una sentencia genera un interés del 9% al año, o la tasa del contrato si el contrato fijó una más alta',
    },
  },
};

export const JUDGMENT_RULE_WORDS = {
  setAside,
  life,
  interest,
  en: {
    setAsideHead: (state: string) => `To undo a default judgment in ${state}:`,
    afterTrialHead: (state: string) => `To have the judgment looked at again in ${state}:`,
    fromEntry: (from: string, due: string, passed: boolean) =>
      passed
        ? `counted from ${from}, the day you gave for the judgment, that time ended ${due}.`
        : `counted from ${from}, the day you gave for the judgment, your last day is ${due}.`,
    /** A last day within three days, said as how soon (set AF: a last day that was today was given as a date only). */
    soon: (days: number) =>
      ` That is ${days === 0 ? 'today: file it today, before the clerk closes' : days === 1 ? 'tomorrow: file it today if you can' : `in ${days} days: file it now`}.`,
    fromLearned: (from: string, due: string, passed: boolean) =>
      passed
        ? `counted from ${from}, the day you learned of it, that time ended ${due}.`
        : `counted from ${from}, the day you learned of it, your last day is ${due}.`,
    /** Where two or more last days are dated: the soonest still open, or none. */
    stillOpen: (due: string) => `You still have time: the soonest of these last days still open is ${due}.`,
    allPassed: 'Each of these times has passed; ask legal aid now whether any other way is still open to you.',
    afterTrialAct: 'File as soon as you can, not on the last day, and keep a stamped copy; the clerk or legal aid can tell you which route fits your case.',
    setAsideAct:
      'File as soon as you can, not on the last day: attach your proposed Answer and proof of why you could not respond, and ask the clerk or legal aid which route fits your case. A judgment entered without valid service can be challenged even after these times.',
    life: (state: string, what: string, citation: string, entered: string | null, until: string | null, passed = false) =>
      `In ${state} ${what} (${citation})${
        entered && until
          ? passed
            ? `: yours, entered ${entered}, ran out about ${until} unless the creditor renewed or revived it before then; ask the court clerk whether a renewal was filed`
            : `: yours, entered ${entered}, lasts until about ${until} unless it is renewed or revived`
          : ''
      }.`,
    interest: (state: string, what: string, citation: string) => `In ${state} ${what} (${citation}).`,
    interestFigures: (amount: string, percent: number, yearly: string, monthly: string) =>
      ` On ${amount}, ${percent}% a year is about ${yearly} a year (${monthly} a month), simple interest on the unpaid balance, so most of each payment should go to the balance; ask the creditor's lawyer in writing for an accounting of every payment and the interest charged, and dispute any higher rate.`,
    interestUnknown:
      "Interest on a judgment runs at a rate set by state law (in some states, the contract's rate), usually simple interest on the unpaid amount; ask the creditor's lawyer in writing for an accounting of every payment and the interest charged, and ask the clerk or legal aid which rate applies to yours.",
  },
  es: {
    setAsideHead: (state: string) => `Para anular una sentencia en rebeldía en ${state}:`,
    afterTrialHead: (state: string) => `Para que revisen la sentencia en ${state}:`,
    fromEntry: (from: string, due: string, passed: boolean) =>
      passed
        ? `contando desde el ${from}, la fecha que usted dio de la sentencia, ese plazo terminó el ${due}.`
        : `contando desde el ${from}, la fecha que usted dio de la sentencia, su último día es el ${due}.`,
    soon: (days: number) =>
      ` Eso es ${days === 0 ? 'hoy: preséntelo hoy, antes de que cierre la secretaría' : days === 1 ? 'mañana: preséntelo hoy si puede' : `en ${days} días: preséntelo ya`}.`,
    fromLearned: (from: string, due: string, passed: boolean) =>
      passed
        ? `contando desde el ${from}, el día en que se enteró, ese plazo terminó el ${due}.`
        : `contando desde el ${from}, el día en que se enteró, su último día es el ${due}.`,
    stillOpen: (due: string) => `Todavía tiene tiempo: el primero de estos últimos días que sigue abierto es el ${due}.`,
    allPassed: 'Todos estos plazos ya pasaron; pregunte ya a la asistencia legal si le queda algún otro camino.',
    afterTrialAct:
      'Presente lo antes que pueda, no el último día, y guarde una copia sellada; la secretaría o la asistencia legal le pueden decir qué camino le conviene.',
    setAsideAct:
      'Presente lo antes que pueda, no el último día: adjunte su Contestación propuesta y pruebas de por qué no pudo responder, y pregunte en la secretaría o a la asistencia legal qué camino le conviene. Una sentencia dictada sin notificación válida se puede atacar aun después de esos plazos.',
    life: (state: string, what: string, citation: string, entered: string | null, until: string | null, passed = false) =>
      `En ${state} ${what} (${citation})${
        entered && until
          ? passed
            ? `: la suya, dictada el ${entered}, venció más o menos el ${until}, salvo que el acreedor la haya renovado o revivido antes; pregunte en la secretaría de la corte si se presentó una renovación`
            : `: la suya, dictada el ${entered}, dura hasta más o menos el ${until}, salvo que la renueven o revivan`
          : ''
      }.`,
    interest: (state: string, what: string, citation: string) => `En ${state} ${what} (${citation}).`,
    interestFigures: (amount: string, percent: number, yearly: string, monthly: string) =>
      ` Sobre ${amount}, el ${percent}% al año son unos ${yearly} al año (${monthly} al mes), interés simple sobre el saldo sin pagar, así que casi todo cada pago debe ir al saldo; pida por escrito al abogado del acreedor un estado de cuenta con cada pago y el interés cobrado, y dispute cualquier tasa más alta.`,
    interestUnknown:
      'El interés de una sentencia corre a una tasa que fija la ley del estado (en algunos estados, la del contrato), normalmente interés simple sobre lo que falta pagar; pida por escrito al abogado del acreedor un estado de cuenta con cada pago y el interés cobrado, y pregunte en la secretaría o a la asistencia legal qué tasa aplica a la suya.',
  },
} satisfies { setAside: unknown; life: unknown; interest: unknown } & Record<Language, unknown>;
