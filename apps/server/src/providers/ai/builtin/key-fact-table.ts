/**
 * The key facts' table (key-facts.ts resolves them against the articles and picks them for a question): each fact's topic
 * in an English and a Spanish question, the article it stands in, the pattern that finds its sentence there, and its
 * Spanish wording. One row per fact.
 */
export type KeyFact = {
  id: string;
  topic: {
    /** When an English question is on this topic (lowercased, straight quotes); null: English answers leave it to retrieval. */
    en: RegExp | null;
    /** When a Spanish question is on this topic (folded: lowercase, no accents, see foldSpanish). */
    es: RegExp;
  };
  slug: string;
  /** Finds the sentence in the article. */
  statement: RegExp;
  /** The sentence in US Spanish ("usted", the glossary's words), with the same facts and citations. */
  es: string;
};

const PAY = String.raw`\b(pay|paying|payment|payments|paid|good faith|sign\w*|agree\w*|acknowledg\w*|promise\w*|settl\w*)\b`;
/**
 * A debt said to be old, in either language (lowercased, and folded for Spanish): in words, by its age, by a year before 2020,
 * or by the statute that bars it. The one list the assistant reads an old debt from (the key facts here, the situations).
 * Not "years ago": said of anything ("I added my son years ago"), it is an old debt only beside "sue me again" (situations.ts).
 */
export const OLD_DEBT_SAID = String.raw`\b(?:old|viej[oa]s?|antigu[oa]s?|hace \d+ anos|\d+ ?(?:years?|yrs?|anos)(?: old)?|19\d\d|20[01]\d|time.?barred|statute|statue|limitations?|prescri\w*|zombi\w*|expired)\b`;
const OLD = OLD_DEBT_SAID;
const SUED = String.raw`\b(sued|suing|sue|lawsuit|suit|summons|served|complaint|court|case)\b`;
const BENEFITS = String.raw`\b(social security|ssi|ssdi|va|veterans?|disability|benefits?|unemployment|child support|pension|retirement)\b`;
const SEIZE = String.raw`\b(garnish\w*|take|taking|levy|levied|seize\w*|frozen|freeze|protected|safe|exempt\w*|touch|collectors?|creditors?)\b`;
const both = (a: string, b: string) => new RegExp(`${a}[^?]*${b}|${b}[^?]*${a}`);

// The same topics in Spanish, on folded text ("citación" reads "citacion", "años" reads "anos").
const PAY_ES = String.raw`\b(pag\w*|buena fe|firm\w*|acuerdo\w*|arregl\w*|reconoc\w*|promet\w*)\b`;
const OLD_ES = OLD_DEBT_SAID;
const SUED_ES = String.raw`\b(demand\w*|citacion|emplazamiento|tribunal|corte|juzgado|caso|contest\w*|respond\w*|papeles|plazo(?! de prescripcion))\b`;
const DEADLINE_ES = String.raw`\b(plazo(?! de prescripcion)|cuanto tiempo|cuantos dias|vence|venci\w*)\b`;
const MISSED_ES = String.raw`\b(ignor\w*|no (?:respond\w*|contest\w*|me presento|me presente|voy|fui)|se me paso|deje pasar|perdi el plazo|falte|demasiado tarde|me demandaron|(?:me llego|recibi|tengo) una demanda|papeles|notificador|citacion|emplazamiento)\b`;
// "¿Qué hago?" is a suit's question only beside a suit's words (blind set AV: a charity-care bill read of default judgments).
const NOT_ANSWERED_ES = new RegExp(
  `${MISSED_ES}|\\b((?:me )?(?:entregaron|notificaron|llegaron|dejaron|dieron) (?:unos |los |las |una |la )?(?:papeles|documentos|citacion|demanda)|citacion|emplazamiento|tengo que (?:respond\\w*|contest\\w*))\\b|^(?=[\\s\\S]*\\b(?:que (?:debo|tengo que) hacer|que hago|tengo que hacer algo)\\b)(?=[\\s\\S]*${SUED_ES})`,
);
const CONTACTED_ES =
  /\b(accion(?:es)? legal(?:es)?|me (?:estan|van a) demandar\w*|(?:es|sera) (?:eso |esto )?una demanda|bufete|carta de (?:un |una )?(?:abogad\w*|cobr\w*)|de verdad me (?:estan )?demand\w*|presentaron una demanda|demanda en mi contra|que me demanden)\b/;
const JAIL_ES = /\b(carcel|prision|arrest\w*|policia|orden de (?:arresto|captura)|delito|crimen|criminal|encarcel\w*)\b/;
const PAY_OLD_ES = new RegExp(`${both(PAY_ES, OLD_ES).source}|\\bfirm\\w* [^?]*(?:que (?:lo |la )?debo|reconoc)`);
const BENEFITS_ES = String.raw`\b(seguro social|ssi|ssdi|(?:de la|la) va|veteran\w*|discapacidad|incapacidad|beneficios?|desempleo|manutencion|pension|jubilacion)\b`;
const SEIZE_ES = String.raw`\b(embarg\w*|quit\w*|tomar|llevar\w*|congel\w*|proteg\w*|a salvo|exent\w*|toc\w*|cobrador\w*|acreedor\w*)\b`;
const DISPUTE_ES = /\b(disput\w*|validacion|verific\w*|no (?:la |lo )?reconozco|no es mia|no es mi deuda|acreedor original)\b/;
const STOP_ES = /\b(dej\w* de (?:llamar\w*|contactar\w*|escribir\w*|mandar\w*|molestar\w*)|dejen en paz|no me llamen)\b/;
const SET_ASIDE_ES = /\b(anul\w*|dejar sin efecto|revoc\w*|sentencia en rebeldia|(?:hay|tengo|me dieron|dictaron) (?:una )?sentencia|sentencia en mi contra)\b/;

/** A report the person's file is on, never a person reported to someone: "report me to the board of nursing" is no credit report. */
const A_REPORT = String.raw`report\w*(?! (?:me|you|him|her|them|us)\b)`;

export const KEY_FACTS: KeyFact[] = [
  {
    id: 'no-answer-default-judgment',
    topic: {
      en: /\b(ignor\w*|don'?t (?:respond|answer|show|go)|didn'?t (?:respond|answer|show|go)|not (?:respond|answer|show)|miss(?:ed)? (?:the |my )?(?:deadline|court|hearing)|do (?:i|we) (?:really )?(?:need|have) to (?:do anything|respond|answer)|served|got (?:a )?(?:summons|papers)|process server|what (?:do|should) i do)\b/,
      es: NOT_ANSWERED_ES,
    },
    slug: 'how-to-answer-a-debt-collection-lawsuit',
    statement: /Most debt collection cases end in a default judgment/,
    es: 'La mayoría de las demandas de cobro de deudas terminan en una sentencia en rebeldía porque la persona demandada nunca contestó.',
  },
  {
    id: 'missed-deadline-default-judgment',
    topic: {
      en: /\b(ignor\w*|don'?t (?:respond|answer|show)|didn'?t (?:respond|answer)|miss(?:ed)?|too late|deadline passed)\b/,
      es: new RegExp(`${MISSED_ES}|${both(DEADLINE_ES, SUED_ES).source}`),
    },
    slug: 'debt-lawsuit-deadlines-by-court',
    statement: /Miss it and the plaintiff can ask for a default judgment/,
    es: 'Cuando lo demandan por una deuda, el número más importante de los papeles no es la cantidad reclamada, sino el plazo para responder. Si deja pasar ese plazo, el demandante puede pedir una sentencia en rebeldía sin tener que probar su caso.',
  },
  {
    id: 'contacted-is-not-sued',
    topic: {
      en: /\b(legal action|being sued|am i (?:being |actually )?sued|(?:lawsuit|case) (?:has been|was|is being) filed|(?:is|was) (?:that|this|it) (?:a )?lawsuit|letter from (?:a |the )?(?:law ?firm|lawyer|attorney)|collection letter|actually (?:being )?sued|know if i'?m (?:being )?sued)\b/,
      es: CONTACTED_ES,
    },
    slug: 'how-to-answer-a-debt-collection-lawsuit',
    statement: /A letter, call or text from a collector is not a lawsuit/,
    es: 'Una carta, una llamada o un mensaje de texto de un cobrador no es una demanda, aunque mencione una "acción legal" o venga de un bufete de abogados.',
  },
  {
    id: 'contacted-is-not-sued-check',
    topic: {
      en: /\b(legal action|being sued|am i (?:being |actually )?sued|(?:lawsuit|case) (?:has been|was|is being) filed|(?:is|was) (?:that|this|it) (?:a )?lawsuit|letter from (?:a |the )?(?:law ?firm|lawyer|attorney)|collection letter|actually (?:being )?sued|know if i'?m (?:being )?sued)\b/,
      es: CONTACTED_ES,
    },
    slug: 'how-to-answer-a-debt-collection-lawsuit',
    statement: /If a collector says you have been sued, search your court's online docket/,
    es: 'Si un cobrador le dice que lo han demandado, busque su nombre en el registro de casos (docket) en línea de su tribunal o llame al secretario del tribunal; si encuentra un caso, contéstelo antes del plazo.',
  },
  {
    id: 'lawsuit-starts-with-service',
    topic: {
      en: /\b(legal action|being sued|am i (?:being |actually )?sued|(?:lawsuit|case) (?:has been|was|is being) filed|(?:is|was) (?:that|this|it) (?:a )?lawsuit|letter from (?:a |the )?(?:law ?firm|lawyer|attorney)|collection letter|actually (?:being )?sued|know if i'?m (?:being )?sued)\b/,
      es: CONTACTED_ES,
    },
    slug: 'how-to-answer-a-debt-collection-lawsuit',
    statement: /A lawsuit starts when a court case is filed/,
    es: 'Una demanda empieza cuando se presenta un caso en el tribunal y a usted le entregan una citación y la demanda (summons and complaint).',
  },
  {
    id: 'no-arrest-threats',
    topic: {
      en: /\b(jail|prison|arrest\w*|police|warrant|crime|criminal|cops?)\b/,
      es: JAIL_ES,
    },
    slug: 'fdcpa-your-rights-with-debt-collectors',
    statement: /Threaten arrest or jail/,
    es: 'Los cobradores no pueden, por ejemplo, amenazarlo con arresto o cárcel por no pagar una deuda.',
  },
  {
    id: 'payment-revives',
    topic: {
      en: both(PAY, OLD),
      es: PAY_OLD_ES,
    },
    slug: 'time-barred-zombie-debt',
    statement: /the statute of limitations can restart or the debt can be revived if you/,
    es: 'En muchos estados, el plazo de prescripción puede reiniciarse o la deuda puede revivir si usted hace un pago, aunque sea pequeño, o si reconoce la deuda por escrito o promete por escrito pagarla.',
  },
  {
    id: 'check-before-paying',
    topic: {
      en: both(PAY, OLD),
      es: PAY_OLD_ES,
    },
    slug: 'time-barred-zombie-debt',
    statement: /find out whether a debt is time-barred before you pay anything/,
    es: 'Por eso debe averiguar si una deuda está prescrita antes de pagar algo o de firmar cualquier cosa sobre ella.',
  },
  {
    id: 'time-barred-no-suit',
    topic: {
      en: new RegExp(`${OLD}|\\bfrom (?:19|20)\\d\\d\\b`),
      es: new RegExp(`${OLD_ES}|\\bde (?:19|20)\\d\\d\\b`),
    },
    slug: 'time-barred-zombie-debt',
    statement: /must not sue or threaten to sue a consumer to collect a time-barred debt/,
    es: 'La Regulación F de la CFPB, que aplica la ley federal de prácticas justas de cobro de deudas (FDCPA), dice que un cobrador no debe demandar ni amenazar con demandar a un consumidor para cobrar una deuda prescrita (12 CFR 1006.26(b)).',
  },
  {
    id: 'limitation-periods-vary',
    topic: {
      en: /\b(statute|statue|limitations?)\b/,
      es: /\bprescri\w*/,
    },
    slug: 'time-barred-zombie-debt',
    statement: /Each state sets its own limitation periods/,
    es: 'Cada estado fija sus propios plazos de prescripción, y la mayoría tiene plazos distintos para distintos tipos de deuda, como contratos escritos, contratos verbales, pagarés y cuentas abiertas (cuentas rotativas, como muchas tarjetas de crédito).',
  },
  {
    id: 'time-barred-still-owed',
    topic: {
      en: /\b(go away|disappear\w*|still (?:call|collect|contact|ask)|ever (?:go|goes) away)\b/,
      es: /\b(desaparec\w*|se va a ir|todavia (?:me )?(?:cobran|llaman)|todavia (?:se )?(?:puede|pueden) cobrar|seguir(?:an)? (?:cobrando|llamando))\b/,
    },
    slug: 'time-barred-zombie-debt',
    statement: /Debts do not disappear with age/,
    es: 'Las deudas no desaparecen con el tiempo, pero el derecho a demandar por ellas sí.',
  },
  {
    id: 'limitations-defense-in-answer',
    topic: {
      en: both(SUED, OLD),
      es: both(SUED_ES, OLD_ES),
    },
    slug: 'time-barred-zombie-debt',
    statement: /you must raise it in your answer/,
    es: 'En la mayoría de los tribunales, el plazo de prescripción es una defensa afirmativa: debe plantearla en su Contestación, a tiempo, o puede perderla.',
  },
  {
    id: 'federal-benefits-exempt',
    topic: {
      en: both(BENEFITS, SEIZE),
      es: both(BENEFITS_ES, SEIZE_ES),
    },
    slug: 'default-judgment-what-to-do',
    statement: /Social Security, SSI and VA benefits are exempt from garnishment/,
    es: 'Los beneficios del Seguro Social, el SSI y los beneficios de la VA (veteranos) están exentos de embargo por acreedores privados y cobradores según la ley federal (42 U.S.C. §407, 42 U.S.C. §1383(d)(1), 38 U.S.C. §5301), incluso más allá de esos dos meses. Las excepciones no son iguales: el Seguro Social (jubilación, sobrevivientes y discapacidad SSDI) se puede tomar por impuestos federales, préstamos estudiantiles federales y otras deudas federales, y por manutención de menores o pensión alimenticia; el SSI no se puede tomar por ninguna de ellas; los beneficios de la VA no se pueden tomar por acreedores ni por compensación de deudas federales, y la compensación por discapacidad de la VA solo se alcanza por manutención cuando el veterano renunció a su pensión militar de retiro para recibirla.',
  },
  {
    id: 'benefits-two-months',
    topic: {
      en: both(BENEFITS, SEIZE),
      es: both(BENEFITS_ES, SEIZE_ES),
    },
    slug: 'default-judgment-what-to-do',
    statement: /automatically protect up to two months/,
    es: 'Cuando los beneficios del Seguro Social, SSI, de la VA y otros beneficios federales se depositan directamente, el banco debe proteger automáticamente hasta dos meses de esos depósitos según las reglas federales (31 CFR part 212).',
  },
  {
    id: 'state-exempt-income',
    topic: {
      en: both(String.raw`\b(unemployment|child support|workers'? comp\w*|benefits?)\b`, SEIZE),
      es: both(String.raw`\b(desempleo|manutencion|compensacion laboral|beneficios?)\b`, SEIZE_ES),
    },
    slug: 'default-judgment-what-to-do',
    statement: /Most states also protect unemployment benefits/,
    es: 'La mayoría de los estados también protege los beneficios de desempleo, la compensación laboral y la manutención de menores que usted recibe; revise la lista de exenciones de su estado.',
  },
  {
    id: 'garnishment-needs-judgment',
    topic: {
      en: /\b(garnish\w*|levy|take my (?:car|house|property|paycheck|wages)|freeze my)\b/,
      es: /\b(embarg\w*|congel\w*|quitar(?:me)? (?:mi |el |la )?(?:carro|auto|casa|sueldo|salario|cheque))/,
    },
    slug: 'default-judgment-what-to-do',
    statement: /Without a judgment, a collector generally cannot garnish/,
    es: 'Sin una sentencia, por lo general un cobrador no puede embargar su salario ni su cuenta bancaria por una deuda de consumo común; las excepciones son deudas como préstamos estudiantiles federales, impuestos y manutención de menores.',
  },
  {
    id: 'wage-garnishment-limit',
    topic: {
      en: both(String.raw`\b(garnish\w*)\b`, String.raw`\b(wages?|paycheck|pay|earnings|how much|limit\w*|percent|%)\b`),
      es: both(String.raw`\b(embarg\w*)`, String.raw`(?:\b(?:sueldo|salario|cheque|ingresos|cuanto|limite|porcentaje)\b|%)`),
    },
    slug: 'default-judgment-what-to-do',
    statement: /limits garnishment for ordinary consumer debts to the lesser of 25%/,
    es: 'La ley federal limita el embargo de salario por deudas de consumo comunes a la menor de estas cantidades: el 25% de sus ingresos disponibles, o lo que sus ingresos disponibles semanales superen 30 veces el salario mínimo federal (15 U.S.C. §1673).',
  },
  {
    id: 'frozen-account-exemption-claim',
    topic: {
      en: /\b(frozen|froze|freeze|levy|levied)\b/,
      es: /\b(congel\w*|embargaron (?:mi|la) cuenta)/,
    },
    slug: 'default-judgment-what-to-do',
    statement: /look for the exemption claim form/,
    es: 'Si su cuenta está congelada, busque el formulario de reclamo de exención que debe venir con el aviso, y preséntelo pronto.',
  },
  {
    id: 'no-jail-for-debt',
    topic: {
      en: /\b(jail|prison|arrest\w*|police|warrant|crime|criminal|cops?)\b/,
      es: JAIL_ES,
    },
    slug: 'fdcpa-your-rights-with-debt-collectors',
    statement: /no one is jailed simply for owing a consumer debt/,
    es: 'En los Estados Unidos nadie va a la cárcel simplemente por deber una deuda de consumo, y no pagar una tarjeta de crédito o una factura médica no es un delito.',
  },
  {
    id: 'settlement-does-not-pause-case',
    topic: {
      en: both(String.raw`\b(settl\w*|negotiat\w*|talking to|payment plan)\b`, String.raw`\b(sued|suing|lawsuit|court|case|deadline|answer)\b`),
      es: both(String.raw`\b(acuerdo|arregl\w*|negoci\w*|hablando con|plan de pagos)\b`, SUED_ES),
    },
    slug: 'how-to-settle-a-debt',
    statement: /Settlement talks do not pause the court case/,
    es: 'Las conversaciones para llegar a un acuerdo no detienen el caso en el tribunal.',
  },
  {
    id: 'dispute-does-not-pause-case',
    topic: {
      en: both(String.raw`\b(disput\w*|validat\w*|verif\w*)\b`, String.raw`\b(sued|lawsuit|court|deadline|answer)\b`),
      es: both(String.raw`\b(disput\w*|validacion|verific\w*)\b`, SUED_ES),
    },
    slug: 'debt-validation-letters',
    statement: /A dispute does not pause a court deadline/,
    es: 'Una disputa no detiene un plazo del tribunal.',
  },
  {
    id: 'validation-period',
    topic: {
      en: /\b(disput\w*|validat\w*|verif\w*|don'?t recogni[sz]e|not my debt|isn'?t mine|original creditor)\b/,
      es: DISPUTE_ES,
    },
    slug: 'debt-validation-letters',
    statement: /You have 30 days to dispute the debt/,
    es: 'Durante el período de validación, tiene 30 días para disputar la deuda o pedir el nombre y la dirección del acreedor original.',
  },
  {
    id: 'missed-validation-not-admission',
    topic: {
      en: /\b(miss\w*|late|after) (?:the )?(?:30|thirty)\b|\badmit\w*\b[^?]*\bdisput|\bdisput[^?]*\badmit/,
      es: /\b(?:se me pasaron|perdi|deje pasar|despues de) (?:los )?(?:30|treinta)\b|\badmit\w*\b[^?]*\bdisput|\bdisput[^?]*\badmit/,
    },
    slug: 'debt-validation-letters',
    statement: /Not disputing within the validation period does not mean you admit the debt/,
    es: 'No disputar dentro del período de validación no significa que usted admita la deuda; la ley dice que un tribunal no puede tratarlo así (15 U.S.C. §1692g(c)).',
  },
  {
    id: 'credit-seven-years',
    topic: {
      en: both(String.raw`\b(how long|forever|years?|7|seven|fall off|come off|drop off)\b`, String.raw`\b(credit|${A_REPORT})\b`),
      es: both(String.raw`\b(tiempo|para siempre|anos|7|siete|desaparece|se borra)\b`, String.raw`\b(credito|reporte|informe|historial)\b`),
    },
    slug: 'credit-after-debt-settlement',
    statement: /generally may be reported for seven years/,
    es: 'Las cuentas en cobranza y las cuentas canceladas (charge-off) por lo general pueden aparecer en su reporte de crédito durante siete años, contados desde 180 días después de que empezó el atraso (15 U.S.C. §1681c(a)(4) y (c)).',
  },
  {
    id: 'settling-keeps-credit-clock',
    topic: {
      en: both(String.raw`\b(settl\w*|pay\w*|restart\w*|reset\w*)\b`, String.raw`\b(credit|${A_REPORT}|7 years|seven years)\b`),
      es: both(String.raw`\b(acuerdo|arregl\w*|pag\w*|reinici\w*)\b`, String.raw`\b(credito|reporte|7 anos|siete anos)\b`),
    },
    slug: 'credit-after-debt-settlement',
    statement: /Settling does not restart this seven-year clock/,
    es: 'Llegar a un acuerdo no reinicia este plazo de siete años.',
  },
  {
    id: 'two-clocks',
    topic: {
      en: both(String.raw`\b(statute|statue|limitations?|sue)\b`, String.raw`\b(credit|${A_REPORT})\b`),
      es: both(String.raw`\b(prescri\w*|demandar\w*)`, String.raw`\b(credito|reporte)\b`),
    },
    slug: 'time-barred-zombie-debt',
    statement: /controls how long a debt can appear on your credit report/,
    es: 'Son dos relojes diferentes: el período de reporte de crédito (ley federal) controla cuánto tiempo puede aparecer una deuda en su reporte de crédito: por lo general, siete años desde unos 180 días después de que se atrasó por primera vez.',
  },
  {
    id: 'stop-contact-in-writing',
    topic: {
      en: /\b(stop (?:calling|contacting|texting|emailing|them)|leave me alone|cease|make them stop|quit calling)\b/,
      es: STOP_ES,
    },
    slug: 'fdcpa-your-rights-with-debt-collectors',
    statement: /You can tell a debt collector in writing to stop contacting you/,
    es: 'Puede decirle a un cobrador por escrito que deje de comunicarse con usted, o que se niega a pagar.',
  },
  {
    id: 'stop-does-not-erase',
    topic: {
      en: /\b(stop (?:calling|contacting|texting|emailing|them)|leave me alone|cease|make them stop|quit calling)\b/,
      es: STOP_ES,
    },
    slug: 'fdcpa-your-rights-with-debt-collectors',
    statement: /Stopping contact does not erase the debt/,
    es: 'Dejar de recibir contacto no borra la deuda, y el cobrador o el acreedor todavía puede demandarlo.',
  },
  // Said in Spanish only: an English answer quotes these from the section retrieval picks.
  {
    id: 'default-judgment-set-aside',
    topic: { en: null, es: SET_ASIDE_ES },
    slug: 'default-judgment-what-to-do',
    statement: /Most courts let you file a motion to set aside/,
    es: 'La mayoría de los tribunales le permiten presentar una moción para anular (en inglés, "set aside" o "vacate") una sentencia en rebeldía.',
  },
  {
    id: 'set-aside-time-limits',
    topic: { en: null, es: SET_ASIDE_ES },
    slug: 'default-judgment-what-to-do',
    statement: /In federal court the motion must be made within a reasonable time/,
    es: 'Si faltó por un error o una causa justificada (por ejemplo, estaba en el hospital), ese motivo suele tener un plazo firme: en el tribunal federal el límite es de un año y en California, por lo general, de seis meses; muchos tribunales estatales fijan límites parecidos, así que revise el suyo.',
  },
  {
    id: 'never-served-void',
    // Only where a judgment or a default is in question: beside a live suit its looser times would say the deadline can wait (blind set AV).
    topic: {
      en: null,
      es: both(
        String.raw`\b(?:(?:nunca|no) me (?:notificaron|entregaron)|nunca recibi)\b`,
        String.raw`\b(?:sentencia|juicio|judgm?ent|rebeldia|default|embarg\w*|congel\w*|perdi|ya perdi)\b`,
      ),
    },
    slug: 'default-judgment-what-to-do',
    statement: /A judgment entered without proper service may be void/,
    es: 'Si nunca lo notificaron debidamente, la sentencia puede ser nula, y los plazos para anularla suelen ser más flexibles.',
  },
  {
    id: 'dispute-in-writing',
    topic: { en: null, es: DISPUTE_ES },
    slug: 'debt-validation-letters',
    statement: /dispute it in writing before the validation period ends/,
    es: 'Si no reconoce la deuda, cree que la cantidad está mal o simplemente quiere pruebas, dispútela por escrito antes de que termine el período de validación.',
  },
  {
    id: 'dispute-pauses-collection',
    topic: { en: null, es: DISPUTE_ES },
    slug: 'debt-validation-letters',
    statement: /the collector must stop collecting the debt/,
    es: 'Si disputa por escrito dentro del período de validación, o pide el nombre y la dirección del acreedor original, el cobrador debe dejar de cobrar la deuda (o la parte disputada) hasta que le envíe por correo la verificación de la deuda o el nombre y la dirección del acreedor original (15 U.S.C. §1692g(b)).',
  },
];
