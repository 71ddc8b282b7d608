/** The words slots.ts reads a question's suit, pay and kind of case by (split from slots.ts). */

/**
 * Being sued now: served, papers, a summons; not a question about whether a collector may sue, nor the person's own letter
 * that the collector "signed for" (set AU: a stop-calling letter's green card was counted as service of a suit).
 */
export const SERVED =
  /\b(served|got sued|been sued|being sued|was sued|am sued|im sued|(?<!\b(?:nobody|no one|never|not|hasn'?t|haven'?t|didn'?t)\s(?:\w+\s)?)sued me|suing me|(?<!\b(?:can|could|will|would|may|might|to|still|even|gonna|they'?ll|not|never|cannot|can'?t|won'?t)\s(?:\w+\s){0,3})sue me|summons|court papers|process server|lawsuit against me|(?<!\b(?:no|nunca|jamas|ni|nadie)\s)(?:me demandaron|me estan demandando|me demandan|me demanda|me demando)|me sirvieron|me hicieron el servicio|recibi una demanda|citacion|citatorio|emplaza\w*|me notificaron|me entregaron (?:\w+ )?(?:una|la|los|unos) (?:demanda|papeles)|papeles (?:de la corte|del tribunal|del juzgado)|papeles (?:pegados|clavados|dejados) (?:en|a) (?:mi |la |su )?puerta\b[^.?!]{0,20}\b(?:de la corte|del tribunal|del juzgado)|(?:handed|served|gave|got|received|brought)\b[^.?!]{0,20}\bcitation|(?:entregaron|entrego|dieron|dio|dejaron|dejo|trajeron|trajo|llevaron|llevo|llegaron)\b(?:(?!amenaz|van a|iban a|podri|pueden|puede)[^.?!]){0,40}\b(?:papeles|demanda|citacion|citation|emplazamiento)\b|\b(?:una|la) ['"]?citation\b|\buna demanda (?:por|de) \$|dej\w* (?:unos |los )?papeles|(?:left|delivered|handed|dropped off) (?:me |him |her )?(?:the |a |some )?(?:court )?(?:papers|complaint|summons|citation|lawsuit)|(?:a|the) complaint (?:from|filed|in)|(?:complaint|lawsuit|demanda) (?:by|por|thru|through|via) (?:certified )?(?:mail|correo)|(?:llego|llegaron|recibi|got|received)\b[^.?!]{0,30}\b(?:un |una |unos |el |la |los |a |the |some )?(?:papel|papeles|paper|papers)\b[^.?!]{0,10}\b(?:de|from|of) (?:la |el |the )?(?:small claims|corte|court|tribunal|juzgado|reclamos menores)\b|notice to appear for (?:a |the )?(?:pretrial|pre-trial|hearing|trial|mediation)|(?<!\b(?:if|when|once|si|cuando) (?:i |we |yo )?)(?:got|received|recibi|recibimos) (?:a |an |the |una |la )?(?:lawsuit|summons|complaint|demanda)\b(?! (?:threat|warning|letter))|(?<!\b(?:they|theyve|they'?ve|agency|collector|company|firm|office|lawyer|attorney|creditor)\s(?:\w+\s){0,2})signed for (?:it|the (?:papers|complaint|envelope|certified))|(?:took|grabbed|accepted|picked up)\b[^.?!]{0,15}\b(?:the |some |a )?(?:court )?(?:papers|paperwork)\b(?=[\s\S]{0,200}\b(?:court|plaintiff|case no|summons)\b)|firme (?:el|la) (?:sobre|tarjeta|recibo)|(?<!\b(?:if|when|once|will|would|could|might|may|to|gonna|threaten\w*)\s(?:\w+\s){0,2})filed (?:a |an |the )?(?:small ?claims?|suit|case|complaint|claim|petition)(?: (?:case|suit|claim|action))? against me|took me to (?:small claims|court))\b/;
/**
 * More ways of saying one is being sued now (blind set W): "we are being sued" with a spouse or a relative, a
 * Spanish plural or passive ("estamos demandados", "nos demandaron"), a Pennsylvania "Notice to Defend", papers a
 * sheriff handed to someone in the house, and papers handed over with the day or the place said between the
 * handing and the papers, and papers said to have been handed to the person ("papers for a suit were handed to me"). The words
 * between never threaten a suit ("amenazan con una demanda" is not one). A court's paper by its own title, "Notice of Small
 * Claim" from a district court (blind set AK), is a suit too, and so is a letter the person calls "a lawsuit from a debt buyer" (set AU).
 */
export const SUED_TOO =
  /\b(?:(?:it'?s|its|it is|this is|that'?s) (?:a |an )(?:debt |collection |civil )?(?:lawsuit|summons|complaint|suit) (?:from|by|filed)\b|(?:papers|summons|complaint|lawsuit|suit|petition|citation)\b[^.?!]{0,60}\b(?:was|were) (?:handed|delivered|given|served)(?: to| on)? me|(?:we|[a-z]+ and i)(?:'re| are| were| have been| got| just got)(?: being| also| both)? sued|(?:sued|suing|served) us|(?:estoy|estamos|esta|estan|fui|fuimos|fue|fueron|he sido|hemos sido|ha sido|han sido)\s+(?:siendo\s+|ya\s+|los dos\s+|las dos\s+|ambos\s+|ambas\s+)?demandad[oa]s?|nos (?:han )?(?:demandaron|demandan|demandado|estan demandando)|(?:le|les|lo|la|los|las) (?:han |ha )?(?:demandaron|demandado|estan demandando|esta demandando)|(?:recibimos|tengo|tenemos) (?:una|la) demanda|(?:fue|fui|fuimos|fueron|ha sido|han sido|he sido|hemos sido) (?:notificad|emplazad)[oa]s?\b[^.?!]{0,40}\bde (?:una |la |esta |esa )?demanda|notice to defend|aviso para defenderse|notice of action|(?:papers|paperwork|documents|a summons|a notice)\s+(?:came\s+)?(?:from|by|issued by)\s+(?:the\s+)?(?:[a-z0-9]+\s+){0,6}?court\b|(?:notice|statement|affidavit) of (?:a )?(?:small )?claims?\b['"]?\s+(?:came\s+)?(?:from|by|issued by|in)\s+(?:the\s+)?(?:[a-z0-9]+\s+){0,6}?court\b|(?:got|received|was sent|were sent|have|came)\b[^.?!]{0,20}\b(?:a |an |the )?['"]?(?:notice|statement) of (?:a )?small claims?\b|(?:papers|paperwork|documents|summons|notice)\b[^.?!]{0,80}\b(?:say|says|said|tell|tells|told|order|orders|ordered)\b[^.?!]{0,40}\bto appear\b|(?:sheriff|alguacil|deputy|constable|notificador)\b[^.?!]{0,40}\b(?:entrego|entregaron|dio|dieron|dejo|dejaron|served|handed|delivered|gave|left)\b[^.?!]{0,40}\b(?:papeles|papers|demanda|summons|complaint|citacion|documentos|lawsuit)|(?:entrego|entregaron)\b(?:(?!amenaz|van a|iban a|podri|pueden|puede)[^.?!]){0,70}?\b(?:papeles|demanda|citacion|emplazamiento|summons|complaint))\b/;
/**
 * "You have been served" said only in a text, an email or a voicemail: no court serves a lawsuit that way on its own, so the
 * person is not taken to be served and no deadline is counted for them (blind set W); ask-cues.ts sends it to the card on
 * checking whether a collector is real. Papers handed over, left, taped or mailed are service still.
 */
const MESSAGE = '(?:texts?|texted|text message|sms|emails?|e-mails?|voicemails?|dm|message|mensajes?(?: de texto)?|texto|correo electronico|whatsapp)';
/**
 * Papers handed over told with a pronoun for them ("me la entregaron en la mano el jueves", "se los dejaron a mi
 * esposo"), or suits that came ("me llegaron dos demandas"): service, in a message that names the suit or its papers
 * (blind set Y: two suits, one "me la entregaron en la mano", were read as collectors' letters); a suit that "me llegó por correo
 * certificado" (blind set AF: answered with a dispute letter to the collector).
 */
export const HANDED_BY_PRONOUN =
  /\b(?:(?:me|le|les|nos|se) (?:la|lo|los|las) (?:entregaron|entrego|dieron|dio|dejaron|dejo|trajeron|trajo)|me (?:llego|llegaron) (?:\w+ ){0,2}?(?:demandas?|citacion(?:es)?|emplazamientos?)|(?:me|nos|le) (?:llego|llegaron|la mandaron|lo mandaron|los mandaron) por correo(?: certificado)?)\b/;
/**
 * A court's certified letter signed for, told in Spanish with a pronoun ("me llegó una carta certificada de la corte de distrito,
 * la firmé el viernes 20"; set AZ: answered as a collector's validation letter): service by mail, as "signed for it" is.
 */
/**
 * A suit's papers taped, left or handed over, the papers named as the object: "pegaron una demanda en la puerta", "they taped a
 * complaint to my door" (set AZ: a New York nail-and-mail suit read as no suit, answered with a fallback).
 */
export const SUIT_LEFT =
  /\b(?:taped|posted|stuck|slid|left|handed) (?:me |us |him |her )?(?:a |the |some )?(?:copy of (?:a |the )?)?(?:lawsuit|complaint|petition|suit papers|court papers)\b|\b(?:pegaron|dejaron|entregaron|metieron|deslizaron|pusieron) (?:me |nos |le )?(?:una |la |unos |los |copia de (?:la |una )?)?(?:demanda|citacion|emplazamiento|citatorio|papeles de (?:la )?(?:corte|demanda))\b/;
const SIGNED_WITH_A_PRONOUN = /\b(?:(?:la|lo|las|los) firme|firme (?:de recibido|el acuse|por (?:ella|el|ellos|ellas|la carta|el sobre|los papeles)))\b/;
export const COURT_NAMED = /\b(?:court|corte|tribunal|juzgado)\b/;
export const signedForCourtMail = (text: string) =>
  SIGNED_WITH_A_PRONOUN.test(text) && COURT_NAMED.test(text) && /\b(?:certificad[oa]|correo|cartero)\b/.test(text);
export const SUIT_NAMED = /\b(?:demandas?|papeles|citacion(?:es)?|citatorios?|emplazamientos?|summons|lawsuits?|complaint)\b/;
/**
 * Two suits against the person, one debt or two (blind set Y): each needs its own written Answer by its own deadline.
 * Said as a fact ("two lawsuits", "a second summons", "dos demandas", "otra demanda de LVNV"), not a suit feared
 * ("can they sue me again?", "¿me pueden poner otra demanda?").
 */
export const TWO_SUITS =
  /(?<!\b(?:can|could|will|would|may|might|to|gonna|going to|threat\w*|pueden|puede|podrian|van a|iban a|amenaz\w*)\s(?:\w+\s){0,3})\b(?:(?:two|2|both|second|2nd|another) (?:separate |different )?(?:lawsuits?|suits?|summons(?:es)?|court cases|cases|complaints)|sued (?:me )?twice|served twice|(?:dos|ambas|las dos|otra|segunda) (?:demandas?|citaciones|casos)|(?:me )?demandaron dos veces|me volvieron a demandar)\b/;

// (The channel after "por", "by", "via": "me llegó por WhatsApp una 'demanda'"; blind set AM.)
export const SERVED_BY_MESSAGE = new RegExp(
  String.raw`\b(?:got|received|get|getting|sent me|recibi|me llego|me llegaron|me mandaron|me enviaron)\s+(?:(?:por|by|via|through|over|on|in|a)\s+(?:mi |my |el |the )?)?(?:a |an |un |una |this |the |these )?(?:weird |strange |raro |extrano )?${MESSAGE}\b[\s\S]{0,200}?\b(?:served|summons|lawsuit|case|demanda|notificad\w*|citacion|emplazad\w*)\b`,
);
/**
 * Whether papers that came by message count ("is that valid?", "¿cuenta el plazo desde el WhatsApp?"): a message is no lawsuit, and
 * the court's records tell whether one was filed (ask-cues.ts; blind set AM).
 */
export const SERVICE_COUNTS_ASKED =
  /\b(?:valid|valido|valida|legal service|properly served|does (?:it|that|this) count|count as (?:service|being served)|(?:cuenta|corre|empieza) (?:el|mi) plazo|el plazo (?:cuenta|corre|empieza)|(?:deadline|time|clock) (?:start|run|count)s?)\b/;
// (Not a handing denied: "nadie me entregó nada en persona", "nobody handed me anything"; blind set AM.)
export const HANDED_OVER =
  /(?<!\b(?:nadie|nobody|no one|never|nunca|not|no)\s(?:me\s)?(?:\w+\s)?)\b(?:handed|taped|posted (?:on|to)|left (?:it|them|the papers|a copy|papers)|certified mail|by mail|in the mail|(?:sheriff|process server|constable|deputy)\b[^.?!]{0,20}\b(?:came|handed|served|gave)|entregaron|entrego|en la mano|pegaron|dejaron (?:los |unos )?papeles|correo certificado)\b/;

/** A "civil warrant" or "warrant in debt" (Tennessee, Virginia) starts a lawsuit; it is not an arrest warrant. */
export const CIVIL_WARRANT = /\b(civil warrant|warrant in debt|orden civil)\b/;
export const ARREST = /\b(jail|arrest\w*|police|cops?|warrant|prison|criminal|carcel|policia|preso|detener|detenido|desacato|contempt)\b/;

export const BENEFITS =
  /\b(social security|ssi|ssdi|disability|va benefits?|veterans?|pension|retirement|unemployment|child support|benefits?|seguro social|discapacidad|beneficios?|veterano\w*|jubilacion|pension|desempleo|manutencion)\b/;
/** Pay, or the employer that garnishment of pay goes through ("my boss got a writ", "el patrón me va a quitar"). */
export const WAGES =
  /\b(wages?|paychecks?|pay ?checks?|salary|earnings|my pay|gross(?: pay)?|take ?home|pay ?stubs?|(?:my|each|every|the) (?:\w+ )?check|cheque|sueldo|salario|nomina|me pagan|me paga)\b/;
/** An employer is talk of pay only beside a garnishment: "my employer got a writ", not "they called my employer". */
export const EMPLOYER_GARNISHES =
  /\b(?:employer|boss|patron|empleador)\b.{0,60}\b(?:garnish\w*|withh[oe]ld\w*|embarg\w*|descont\w*|retener|retiene\w*)|\b(?:garnish\w*|withh[oe]ld\w*|embarg\w*|descont\w*|retener|retiene\w*)\b.{0,60}\b(?:employer|boss|patron|empleador)\b/;
/** The person's own word that the question is no debt question: "not about debt but", "no tiene que ver con deudas". */
export const DEBT_DENIED =
  /\b(?:not (?:a |about (?:a |my )?)?debts? (?:thing|question|related|issue)|not about (?:a |my |any )?debts?\b(?! (?:collect\w*|buyer|lawsuit|case))|off[ -]topic|(?:isn'?t|is not) (?:about|related to) (?:a |my |any )?debts?|nothing to do with (?:a |my |any )?debts?|no es (?:de|sobre|por|una pregunta de) (?:una |mis )?deudas?|no tiene (?:nada )?que ver con (?:una |mis |las )?deudas?)\b/;

/**
 * Matters that are not a consumer debt, by kind (a kind's decline: not-a-debt-case.ts): criminal, traffic, family, eviction,
 * immigration, a work injury (the worker's own harm, set AQ; not workers' compensation protected from a creditor).
 */
// A Visa card is a credit card, not a visa. "Green card" alone is also the certified-mail return receipt a person signs when served by mail (blind set G): only an immigration green card is out of scope.
export const NOT_A_DEBT_KINDS = {
  // A work injury told beside a garnishment, a judgment or a collector is a debt question (the benefits' protection), not a decline.
  work_injury:
    /\b(?:(?:hurt|injured|broke|sprained|fell|cut)\b(?: (?:my|his|her) [a-z]+)? (?:at|on) (?:work|the job)|(?:work|workplace|on-the-job) injury|accidente (?:de trabajo|laboral|en el trabajo)|me (?:cai|lastime|lesione|accidente|queme|corte)\b[^.?!]{0,40}\ben el trabajo)\b/,
  traffic: /\b(?:dui|dwi|traffic (?:ticket|citation|court)|speeding ticket|multa de transito)\b/,
  // The accident's own matter (its insurer, its fault, the DMV), never a medical or ambulance bill it left, which is a debt.
  car_accident:
    /^(?=[\s\S]*\b(?:insurance|insurer|adjuster|dmv|fault|release|statement|seguro|aseguranza|aseguradora|culpa|licencia|license)\b)(?![\s\S]*\b(?:ambulance|hospital|medical|er bill|doctor|clinic|ambulancia|medic[oa]s?|clinica)\b)[\s\S]*?\b(?:rear[- ]?ended|car (?:accident|crash|wreck)|auto accident|fender[- ]bender|(?:hit|crashed into|ran into) (?:a|another|his|her|their|the other|some) (?:car|truck|vehicle|guy|driver|lady|man|person)|accidente (?:de (?:carro|auto|coche|transito|trafico)|automovilistico)|choque (?:de carro|con otro carro|a otro carro|contra otro carro)|choque (?:un|otro|el) (?:carro|auto|coche))\b/,
  // A fallen tree or a storm's damage and who pays for it (set AU), with no bill in collection or suit over it.
  property_damage:
    /^(?![\s\S]*\b(?:collectors?|collections?|debt|owe[sd]?|sued|suing|lawsuit|judgm?ent|garnish\w*|deuda|cobrador\w*|demand\w*)\b)[\s\S]*\b(?:tree (?:fell|came down|landed|crushed|went through)|(?:fell|landed|came down) on (?:my|our|his|her) (?:car|truck|house|roof|fence|garage)|storm damage|hail damage|(?:arbol|rama)\b[^.?!]{0,40}\bcayo|se cayo (?:un|el|una|la) (?:arbol|rama))\b/,
  // A landlord's repairs, or rent held back over them (blind set AV), with no money claimed from the tenant or collected ("not about a
  // debt" may be said).
  tenant_repairs:
    /^(?![\s\S]*\b(?:collectors?|collections?|owe[sd]?|charg\w*|bill\w*|deposit|sued|suing|lawsuit|judgm?ent|garnish\w*|debo|cobr\w*|deposito|demand\w*)\b)(?=[\s\S]*\b(?:landlord|property manager|casero|dueno del (?:apartamento|departamento|edificio)|arrendador|manager del edificio)\b)[\s\S]*\b(?:repairs?|fix(?:ed|es|ing)?|broken|heater|no heat|no hot water|mold|leak\w*|reparar\w*|reparacion\w*|arregl\w*|descompuest\w*|calefaccion|calentador|moho|goter\w*)\b/,
  // A product's warranty refused (blind set AV), with nothing financed, billed or collected over it.
  consumer_purchase:
    /^(?![\s\S]*\b(?:collectors?|collections?|debt|owe[sd]?|financ\w*|loan|payments?|sued|suing|lawsuit|judgm?ent|deuda|debo|cobr\w*|prestamo|pagos|cuotas|demand\w*)\b)[\s\S]*\b(?:warrant(?:y|ies)|garantia|lemon law)\b/,
  criminal:
    /\b(?:misdemeanor|felony|criminal (?:charge|case|summons|complaint)|arraignment|shoplift\w*|theft charge|probation|delito|cargo criminal|caso penal|lectura de cargos)\b/,
  family: /\b(?:custody|divorce|parenting (?:plan|time)|visitation|plan de crianza|regimen de visitas|derecho de visitas|custodia|divorcio)\b/,
  eviction: /\b(?:evict\w*|unlawful detainer|notice to (?:quit|vacate)|pay or quit|desalojo|desahucio)\b/,
  immigration:
    /\b(?:immigration|deport\w*|asylum|(?:green card|permanent resident) (?:application|renewal|interview|status)|(?<!tarjeta )visa(?! (?:card|credit|debit|gift|account|signature|platinum|rewards|bill|balance|payment))|inmigracion|deportacion|asilo|residencia permanente|uscis|citizenship|naturaliz\w*|ciudadania|(?:pedir|pida|pidan|pedirme|arreglar|sacar|tramitar)(?: (?:me|la|mi|mis|los|el))* (?:residencia|green card|papeles de inmigracion)|work permit|employment authorization|ead card|permiso de trabajo|\(ead\)|daca|tps|advance parole|parole humanitario)\b/,
  // A child's bullying or a school's discipline (set AW), with no tuition, fee or bill owed the school ("not a debt thing" may be said).
  school:
    /^(?![\s\S]*\b(?:collectors?|collections? (?:agency|account)|owe[sd]?|tuition|fees?|bill\w*|loans?|sued|judgm?ent|debo|colegiatura|cuota|prestamo|cobr\w*|demand\w*)\b)[\s\S]*\b(?:bull(?:y|ied|ies|ying)|acoso escolar|le hacen bullying|(?:suspended|expelled) from school|(?:suspendid|expulsad)[oa] de la escuela)\b/,
  // Which phone, internet or TV company or plan to choose (set AW), with nothing owed on one.
  service_choice:
    /^(?![\s\S]*\b(?:collectors?|collections?|debt|owe[sd]?|past due|overdue|balance|sued|judgm?ent|deuda|debo|saldo|vencid[oa]|cobr\w*|demand\w*)\b)(?=[\s\S]*\b(?:recommend\w*|which (?:one|company|carrier|plan)|better|cheaper|best|recomienda\w*|cual (?:compania|es mejor|me conviene)|mas barat[oa]|mejor)\b)[\s\S]*\b(?:(?:cell ?phone|phone|cell|wireless|internet|cable|tv) (?:plan|carrier|company|provider)s?|carriers?|plan de (?:celular|telefono|internet|cable)|compania de (?:celular|telefono|internet|cable)|t-mobile|verizon|at&t|cricket|metro ?pcs|visible|mint mobile)\b/,
  // A tax refund that has not come, with nothing said taken from it (set AX: "el reembolso de $3,200 todavía no me llega … ¿qué pasa
  // con el IRS?" was answered with the Treasury's offset as a guessed cause). A refund taken for a debt is a debt question.
  tax_refund:
    /^(?![\s\S]*\b(?:collectors?|debts?|owe[sd]?|offset|garnish\w*|levy|levied|intercept\w*|took|taken|seiz\w*|student loans?|child support|deuda\w*|debo|embarg\w*|quitaron|compensaci\w*|cobr\w*|manutencion|prestamo estudiantil)\b)(?=[\s\S]*\b(?:tax(?:es)?|irs|impuestos)\b)[\s\S]*\b(?:refund|reembolso|devolucion)\b[\s\S]*\b(?:(?:has|have)n'?t (?:come|arrived|gotten here)|not (?:come|arrived|received|gotten)|never (?:came|arrived|got)|still (?:waiting|haven'?t|no)|where(?:'s| is) my|when (?:will|do) i get|(?:no|nunca) (?:me )?(?:ha )?(?:llega\w*|llego)|todavia no|aun no|cuando me llega|donde esta mi|no me ha llegado)\b/,
  // A lost license or ID to replace, a passport (set BC), a job application or cover letter (set BB: "perdí mi licencia de manejar … y una carta de
  // presentación pa un trabajo" met the card on collectors calling an employer), with nothing owed or collected.
  papers_and_jobs:
    /^(?![\s\S]*\b(?:collectors?|collections?|debts?|owe[sd]?|sued|judgm?ent|garnish\w*|deuda\w*|debo|cobr\w*|demand\w*|embarg\w*)\b)[\s\S]*\b(?:lost (?:my |his |her )?(?:driver'?s? )?(?:licen[cs]e|passport|id card)|(?:renew|replac)\w* (?:my |a )?(?:driver'?s? licen[cs]e|passport|state id)|perdi (?:mi |la )?(?:licencia|pasaporte|identificacion)|(?:sacar|saco|renovar|reponer|tramitar) (?:una |mi |la |el )?(?:nueva |nuevo )?(?:licencia|pasaporte)|(?:get|getting|apply(?:ing)? for|renew\w*|replac\w*)\b[^.?!]{0,25}\bpassports?|passports?\b[^.?!]{0,20}\b(?:expired|expires|renewal)|(?:sacar|saco|sacarle|renovar|renuevo|tramitar|tramito)\b[^.?!]{0,25}\bpasaportes?|cover letter|carta de presentacion|job application|solicitud de (?:trabajo|empleo))\b/,
  // The person's own word that it is no debt question (set AW: "not a debt thing but", "no es de deudas"; set AZ: "not about debt but"), with no other kind named and
  // no suit, court or landlord (a suit over a car accident or an eviction is still a suit with a deadline).
  said_not_a_debt: new RegExp(
    String.raw`^(?![\s\S]*\b(?:sued|suing|lawsuit|served|summons|court|evict\w*|landlord|demand\w*|corte|citacion|desalojo)\b)[\s\S]*${DEBT_DENIED.source}`,
  ),
} as const;
export type NotADebtKind = keyof typeof NOT_A_DEBT_KINDS;
/**
 * A creditor suing over a debt, or a debt that a family case split (blind set S: a bank's suit on a
 * joint card was turned away as a "family" matter because the story began with the divorce). A
 * divorce, custody or probation mentioned as background does not make a debt suit someone else's.
 */
export const CREDITOR_SUES =
  /\b(?:bank|credit union|card (?:company|issuer)|credit card|lender|creditor|debt buyer|finance company|banco|acreedor|compania de (?:la )?tarjeta)\b[^.?!]{0,60}\b(?:sued|sues|suing|filed (?:a )?(?:suit|lawsuit|against)|demand\w*)\b|\b(?:sued|suing|demand\w*)\b[^.?!]{0,40}\b(?:credit card|card|loan|balance|tarjeta|prestamo|saldo)\b/;
export const FAMILY_BACKGROUND = /\b(?:divorce|divorced|ex[- ]?(?:husband|wife|spouse)|custody|divorcio|divorciad\w*|mi ex)\b/;
export const DEBT_OF_THE_MARRIAGE = /\b(?:credit card|joint (?:card|account|debt|loan)|card|loan|debts?|tarjeta|prestamo|deudas?)\b/;
/**
 * A debt being enforced: a garnishment, a levy or a creditor named. Whatever other matter the question names (a work injury,
 * a custody order), it is a debt question, unless that matter is an eviction or a criminal case; a judgment counts when it is
 * said of a debt (`JUDGMENT_ON_A_DEBT`), since courts enter judgments in every kind of case.
 */
export const DEBT_ENFORCED = /\b(?:garnish\w*|creditors?|levy|embarg\w*)\b/;
/** A judgment entered against the person on a debt: a debt question, whatever immigration worry it also names (blind set AC). */
export const JUDGMENT_ON_A_DEBT =
  /\b(?:judgm?ent|sentencia)\b[^.?!]{0,60}\b(?:loan|card|debt|owe|\$\s?\d|prestamo|tarjeta|deuda)\b|\b(?:loan|card|debt|prestamo|tarjeta|deuda)\b[^.?!]{0,40}\b(?:judgm?ent|sentencia)\b/;
/** An eviction or a criminal case stays someone else's matter, whatever debt it also names: its deadlines are days, not weeks. */
export const NEVER_A_DEBT_CASE =
  /\b(?:evict\w*|unlawful detainer|notice to (?:quit|vacate)|pay or quit|desalojo|desahucio|criminal (?:charge|case|summons|complaint)|felony|misdemeanor|arraignment|delito|cargo criminal|caso penal)\b/;
/** A debt collector or its agency named in the question. */
/**
 * A threat to report the person to immigration, made to get a debt paid: an unlawful collection
 * threat (15 U.S.C. § 1692e(4)-(5)), a debt question and not an immigration case (blind sets I, R).
 */
export const IMMIGRATION_THREAT =
  /\b(?:report\w*|turn\w*|call\w*)\s+(?:me|you|us|him|her|them)\b[^.?!]{0,25}\b(?:immigration|ice|deport\w*)\b|\b(?:threat\w*|said they(?:'d| would| will)|going to|gonna)\b[^.?!]{0,40}\b(?:immigration|ice|deport\w*)\b|\b(?:reportar\w*|denunciar\w*|acusar\w*|echar\w*|llamar\w*)\b[^.?!]{0,25}\b(?:inmigracion|migracion|la migra|ice)\b|\bamenaz\w*\b[^.?!]{0,40}\b(?:inmigracion|migracion|migra|ice|deport\w*)\b|\b(?:get|have|got) (?:me|you|us|him|her|them) deported\b|\b(?:me|lo|la|nos|los|te) (?:van a|va a|pueden|puede|iban a) (?:deportar|echar del pais)\b/;
/**
 * A collector's threat to have the person's professional license taken or to report them to a licensing board (blind set AP:
 * a nurse told she would be reported to the board of nursing over a hospital bill was answered with a credit-report table).
 * A driver's license is not one (some states do suspend it over an unpaid accident judgment), and a license said lost is
 * read only where a collector, a creditor or a threat is named: "my license got suspended for tickets" is a traffic question.
 */
export const LICENSE_THREAT =
  /\b(?:report\w*|complain\w*|contact\w*|call\w*|notif\w*|tell\w*|writ\w*|send\w*)\b[^.?!]{0,40}\b(?:board of (?:nursing|medicine|pharmacy|dentistry|accountancy|education|cosmetology|[a-z]+ examiners)|(?:state )?(?:nursing|medical|pharmacy|dental|licensing|licensure|bar|real estate|teaching|education|cosmetology|accountancy|contractors?) (?:board|commission)|state board|licensing (?:agency|office|department))\b|\b(?:reportar\w*|denunciar\w*|acusar\w*|quejar\w*)\b[^.?!]{0,40}\b(?:junta|colegio|consejo) (?:de|estatal de) (?:enfermeria|medicina|licencias|farmacia|maestros|bienes raices)|^(?=[\s\S]*\b(?:collect\w*|agency|agencia|cobr\w*|creditor|acreedor|lender|law firm|threat\w*|amenaz\w*|debt|deuda|tarjeta|credit card|loan|prestamo)\b)[\s\S]*?(?:\b(?:lose|losing|lost|revok\w*|suspend\w*|take away|taking away|pull\w*|yank\w*)\b[^.?!]{0,25}\b(?:my|your|her|his|the) (?!driver)(?:\w+ ){0,2}licen[cs]e\b|\b(?:my|your|her|his) (?!driver)(?:\w+ ){0,2}licen[cs]e (?:\w+ ){0,2}(?:pulled|revoked|suspended|taken|yanked)\b|\b(?:quitar\w*|perder|pierda|suspender\w*|revocar\w*)\b[^.?!]{0,25}\b(?:mi|su|tu|la) licencia(?! de (?:manejo|manejar|conducir))\b)/;
/**
 * Immigration said of a debt: a threat to report the person (above), or the person's worry whether the debt touches their
 * immigration case (blind set AA: a refund taken for a federal student loan, "¿esto afecta su caso de inmigración?", was
 * turned away as an immigration matter). A debt question either way, answered with the civil-not-criminal line (situations.ts).
 */
export const IMMIGRATION_SAID_OF_A_DEBT = new RegExp(
  String.raw`${IMMIGRATION_THREAT.source}|\b(?:llaman|llamen|llamo|llamara\w*|call|calls|calling)\b[^.?!]{0,20}\b(?:ice|inmigracion|migra|immigration)\b|\bpara que (?:me|lo|la|nos|los) deporten\b|\b(?:affect|hurt|harm|impact|trouble|problems?|cause|afect\w*|perjudic\w*|problemas?|danar)\b[^.?!]{0,50}\b(?:immigration|green card|citizenship|naturaliz\w*|inmigracion|residencia|ciudadania|daca|tps)\b|\b(?:avis|report|notific|inform|denunci|tell|notify|contact)\w*\b[^.?!]{0,20}\b(?:ice|inmigracion|la migra|migracion|immigration)\b`,
);
/** Words of a debt owed; a loan in default or a refund taken for one is one too. */
export const OWED = /\b(?:debts?|owe|owed|owes|collect\w*|coleccion\w*|pay|paid|deudas?|debo|debe|pague|pagar|pago|cobr\w*|loans?|prestamos?|default)\b/;
export const COLLECTOR_NAMED = /\b(collectors?|collection agency|debt collector|debt buyer|cobrador\w*|agencia de cobr\w*|cobranza\w*)\b/;
/** A suit against the person's own company: "a lawsuit against my LLC", "una demanda contra mi empresa". */
export const BUSINESS_SUED =
  /\b(?:my|our|mi|nuestra) (?:llc|corporation|corp|company|small business|business|compania|empresa|negocio)\b[^.?!]{0,60}\b(?:sued|suing|being sued|lawsuit|served)\b|\b(?:demand\w*|lawsuit|suit|sued|suing)\b[^.?!]{0,20}\b(?:contra|against) (?:my|our|mi|nuestra) (?:llc|corporation|corp|company|small business|business|compania|empresa|negocio)\b/;
/** A landlord's claim said to be filed: "filed a complaint", "is suing me", "me demandó". */
export const LANDLORD_FILED = /\b(?:filed|sued|suing|sues|complaint|summons|me demando|me demandaron|me esta demandando|presento una demanda)\b/;
/** A bankruptcy already filed: the automatic stay, not the answer's deadline, is the first thing to say. */
export const BANKRUPTCY_FILED =
  /\b(?:filed|i'?m in|we'?re in|in my|in a|my)\s+(?:for\s+)?(?:chapter|ch\.?)\s*(?:7|13)\b|\bfiled (?:for )?bankruptcy\b|\bmy bankruptcy (?:case|lawyer|attorney|trustee|plan|petition)\b|\b(?:me declare|nos declaramos|estoy|estamos) en (?:bancarrota|quiebra)\b|\b(?:presente|declare) (?:la )?(?:bancarrota|quiebra|capitulo (?:7|13))\b|\b(?:estoy|estamos) en (?:el |un )?(?:chapter|capitulo)\s*(?:7|13)\b|\b(?:pay|paying|pago|pagamos)\b[^.?!]{0,30}\b(?:to the|al|a la) (?:chapter 13 |bankruptcy )?trustee\b(?! process)/;
/** A credit report named: the bureaus, a score, the file, "on my credit", "en mi reporte". */
export const CREDIT_REPORT =
  /\b(?:credit (?:reports?|scores?|files?|history|bureaus?)|(?:on|in|off|to) my (?:credit|report)|bureaus?|equifax|experian|transunion|(?:reporte|historial|puntaje) de credito|(?:en|a) mi (?:reporte|credito|buro|historial)|buro)\b/;
/** On active military duty: a default judgment then can be reopened under the Servicemembers Civil Relief Act. */
export const MILITARY =
  /\b(active duty|deployed|deployment|title 10|military orders|called (?:up|to duty)|national guard|servicio activo|desplegad\w*|guardia nacional)\b/;

// (Or a debt said to be suable forever, to never expire: blind set AV's "loans can be sued on forever".)
export const LIMITATIONS =
  /\b(statute of limitations?|time.?barred|too old|old debt|zombie|years? old|prescri\w*|deuda vieja|muy vieja|hace \w+ anos|(?:sue|sued|suing|collect\w*|demand\w*|cobrar\w*)\b[^.?!]{0,20}\b(?:forever|for ever|para siempre)|never (?:expires?|runs out)|nunca (?:vence|prescribe|expira))\b/;

/** A question about the time to answer a suit is a sued person's question, whatever words it uses. */
export const ANSWER_DEADLINE =
  /\b(deadline|how long|how many days|how much time|time to|days to|due)\b[^.?!]{0,60}\b(answer|respond|reply|file)\b|\b(answer|respond)\w*[^.?!]{0,40}\b(lawsuit|complaint|summons|suit|case)\b|\b(cuanto tiempo|cuantos dias|plazo|fecha limite|hasta cuando|para cuando)\b[^.?!]{0,60}\b(contest\w*|respond\w*|demanda(?!r))/;

/** A letter or call said to be from the IRS with a scam's marks (gift cards, deportation, an ITIN cancelled, call today): a scam, not an immigration case (blind set AB). */
export const IRS_NAMED = /\b(?:irs|internal revenue|tesoro|hacienda)\b/;
export const IRS_SCAM_SIGN =
  /\b(?:gift ?cards?|tarjetas? de regalo|itunes|google play|bitcoin|crypto\w*|cripto\w*|wire|western union|moneygram|deport\w*|immigration|inmigracion|migra|cancel\w* (?:my |your |su |mi |el )?itin|itin\b[^.?!]{0,30}\bcancel\w*|arrest\w*|arrest|police|policia|warrant|call (?:this |the |a )?(?:number )?(?:today|now|right away)|llam\w* (?:hoy|ya|ahora|a un numero))\b/;

/** Requests for admission served in a suit: discovery with its own 30 days, not a summons (blind set AB). */
export const ADMISSIONS = /\b(?:requests? (?:for|to) admi(?:t|ssions?)|request to admit|solicitud(?:es)? de admision|pedidos? de admision)\b/;

export const RELATIVE = String.raw`(?:mom|mother|dad|father|parents?|sisters?|brothers?|family|relatives?|aunt|uncle|cousins?|grand\w+|son|daughter|kids?|children|in-?laws?|mama|papa|madre|padre|padres|hermanas?|hermanos?|familia\w*|parientes?|tias?|tios?|primos?|primas?|abuel\w*|hijos?|hijas?|suegr\w*|cunad\w*)`;
/** A judgment or a debt said to be "dead" or to have "died" after some years is its age, not a death (blind set Y). */
export const NOT_A_DEATH = String.raw`(?<!\b(?:judgm?ents?|debts?|accounts?|cases?|it|they|them|liens?|sentencias?|deudas?|cuentas?)\s(?:(?:is|are|was|were|be|become|becomes|goes|go|went|get|gets|already|just|all|now|not|ya|se|esta|estan)\s){0,2})`;
export const DEATH = String.raw`(?:passed away|(?:husband|wife|spouse|dad|father|mom|mother|parents?|brother|sister|son|daughter|grand\w+|uncle|aunt) (?:just |recently )?passed|${NOT_A_DEATH}(?:died|dead|muri\w*)(?!\s+(?:after|despues de)\s+(?:\d+|ten|seven|five|twenty|diez|siete|cinco|veinte)\s+(?:years|yrs|anos)\b)|deceased|death|next of kin|(?<!real )estate|late (?:father|mother|dad|mom|husband|wife|brother|sister|son|daughter|parents?)|fallec\w*|difunt\w*|la herencia|el patrimonio|albacea|sucesion)`;
/**
 * A relative who died named as the one sued: "they're suing HER… she's the defendant but she's dead", "demandaron a mi mamá que
 * falleció". Anchored at the start, so the lookahead over the whole message runs once, not once at every character.
 */
export const DEAD_DEFENDANT = new RegExp(
  String.raw`^(?=[\s\S]*\b${DEATH}\b)[\s\S]*(?:\b(?:suing|sued|sues|suit against|lawsuit against|case against|demandando a|demandaron a|demanda contra|demandan a)\s+(?:her|him|my (?:late |deceased )?${RELATIVE}|mi ${RELATIVE}|(?:a )?ella|a el)\b|\b(?:she|he)(?:'s| is| was) the defendant\b|\b(?:ella|el) es (?:la|el) demandad[ao]\b)`,
);

/**
 * "Social Security" that is not the benefit: the number ("mi número de seguro social", "my social
 * security card", "darles mi social", "con mi nombre y mi seguro social") and the payroll tax on a pay stub ("social security+medicare
 * $344.25", FICA). Read as the benefit, they pulled the card on Social Security's protection from
 * creditors into a dispute and a wage garnishment (blind set P). Takes folded, lower-case text.
 */
export function withoutSocialSecurityAsANumber(folded: string): string {
  return (
    folded
      .replace(/\b(?:social security|seguro social|social)\s*(?:numbers?|no\b\.?|#|cards?|numero|tarjeta)/g, ' ssn ')
      .replace(/\b(?:numero|tarjeta|number)\s+(?:de\s+|del\s+|of\s+)?(?:seguro\s+)?social(?:\s+security)?\b/g, ' ssn ')
      .replace(/\b(?:mi|su|tu|my|your|his|her)\s+social\b(?!\s+(?:security|worker|media|trabajador\w*))/g, ' ssn ')
      // Told with the name, or as what was used or stolen (set AW: "un préstamo … con mi nombre y mi seguro social").
      .replace(
        /\b(?:(?:nombre|name) (?:y|and)|con|using|used|with|uso|usaron|robo|robaron|stole)\s+(?:mi|su|tu|my|your|his|her)\s+(?:seguro social|social security)\b(?!\s+(?:check|benefits?|deposit|income|payments?|cheque|beneficios?|deposito|pagos?))/g,
        ' ssn ',
      )
      .replace(/\bsocial security\s*(?:\+|&|and|y)\s*medicare\b|\bsocial security (?:tax\w*|withh\w*|deduct\w*)/g, ' fica ')
  );
}
