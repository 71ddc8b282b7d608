import { sentenceAt } from './meaning.js';
import { MONTH_ES } from './rules/vocabulary.js';

/**
 * The facts of a court case a message tells as already so (issue 34): a suit filed, a judgment entered, a court's order in
 * force or undone, a proceeding the court set. A rule that finds a threat's words reads these first: telling what a court
 * did, with what lets the consumer look it up, threatens nothing. Each works on the normalized text, like meaning.ts.
 */

/** The facts of a case actually filed: its number, a judgment entered, a hearing set. */
const CASE_NUMBER =
  /\b(?:case|docket|index|cause|civil action|caso|expediente|causa)(?: (?:no|number|num|numero|#))?\.?:? ?#? ?\(?(?=[a-z0-9-]*\d)[a-z0-9][a-z0-9-]{3,}|\((?:no|number|num|numero)\.?:? ?#? ?(?=[a-z0-9-]*\d)[a-z0-9][a-z0-9-]{3,}\)/;
/** A case named by its caption: "in Marlow Credit Union v. Pierce", "en Banco Popular contra Rivera", or after a colon ("are real: Lakeland Music v. Ortiz"; set BD). */
const CASE_CAPTION = /(?:\b(?:in|en) |: )[a-z][\w&.,' -]{2,60}? (?:v|vs|versus|contra)\.? [a-z][\w.'-]+/;
const CASE_NAMED = (text: string) => CASE_NUMBER.test(text) || CASE_CAPTION.test(text);
const JUDGMENT_ENTERED =
  /\b(?:judgment|judgement)\b(?:[^.!?]|\b(?:v|vs|no|num)\.){0,60}\b(?:is|was|became|has become|is now|has been) (?:now )?final\b|\bsentencia\b(?:[^.!?]|\b(?:v|vs|no|num)\.){0,60}\b(?:es|quedo|ya quedo|esta|ya es|ha quedado|fue declarada) (?:ya )?(?:firme|definitiva)\b|\b(?:judgment|judgement) (?:was |has been |had been )?(?:entered|granted|awarded|obtained|issued|signed)\b|\b(?:judgment|judgement) (?:on|in|for|against|over) (?:[\w'-]+ ){1,4}?(?:was|has been|had been) (?:entered|granted|awarded|issued|signed)\b|\b(?:court|judge|magistrate)(?: (?!(?:has|had|will|would|may|could|can|might|should|is|was)\b)[a-z][\w'.-]*){0,2} (?:has |had )?(?:entered|granted|awarded|issued|signed) (?:a |the )?(?:default |deficiency |money |final )?(?:judgment|judgement)\b|\bsentencia (?:fue |ha sido )?(?:dictada|emitida|otorgada)\b|\b(?:corte|juez|jueza|tribunal|juzgado)\b[^.!?]{0,50}\b(?:dicto|emitio|otorgo) (?:una |la )?sentencia\b|\b(?:following|after|under|pursuant to|per) the (?:\w+ )?(?:judgment|judgement)\b|\bthe (?:judgment|judgement) (?:in|from|entered in) (?:the )?(?:[a-z]+ ){0,3}?(?:case|cause|matter)\b|\b(?:hay|existe|tenemos|obtuvimos|obtuvo|ya tiene) (?:una |la )?sentencia\b|\bthere(?:'s| is| was|(?:'s| has) (?:already |now )?been) (?:already |now )?(?:a |the )?(?:judgment|judgement) (?:against you|on (?:the|your|this) (?:account|debt|balance))\b|\b(?:tras|con|bajo|segun|conforme a|en virtud de|despues de) (?:la|esa) sentencia\b|\bsentencia (?:del|de la) (?:tribunal|corte|juzgado|juez|jueza)\b|\bsentencia (?:del|en el) (?:caso|expediente|juicio|causa) (?:no\.? |numero |num\.? |#)?(?=[a-z0-9-]*\d)[a-z0-9-]{3,}\b(?! (?:que )?(?:vamos a|van a|podriamos|podemos) )|\b(?:judgment|judgement) in (?:case|cause|docket) (?:no\.? |number |#)?(?=[a-z0-9-]*\d)[a-z0-9-]{3,}\b (?:is|was|has been)\b|\bsentencia que (?:dicto|emitio|otorgo|firmo) (?:el |la )?(?:juez|jueza|corte|tribunal|juzgado)\b|\b(?:judgment|judgement) (?:that |which )?(?:the |a )?(?:[a-z]+ ){0,4}?(?:court|judge) (?:entered|granted|awarded|issued|signed)\b|\b(?:from|on|under|of) (?:the|your) (?:[a-z]+ ){0,3}?(?:judgment|judgement)\b(?! (?:will|would|could|may|might|we|is coming|against you if))|\b(?:under|per|pursuant to|with) the (?:court|judge)'?s? order\b|\b(?:con|bajo|por|segun|conforme a|en virtud de) la orden (?:del|de la) (?:juez|jueza|corte|tribunal|juzgado)\b/;
export const MONTH_DAY = String.raw`(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}\b|\d{1,2}/\d{1,2}\b|\d{1,2} de ${MONTH_ES}\b)`;
/** A day named by its weekday and number: "Tuesday the 14th", "el martes 14". */
const WEEKDAY_DAY = String.raw`(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day,? (?:the )?\d{1,2}(?:st|nd|rd|th)?\b|(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo) \d{1,2}\b)`;
/** A court event of a filed case: a hearing, a trial, a court-ordered mediation or examination, a deposition. */
const CASE_EVENT =
  "(?:hearing|appearance|trial|court date|mediation|settlement conference|(?:debtor'?s? |judgment debtor )?exam(?:ination)?|deposition|audiencia|juicio|mediacion|conferencia|examen|deposicion)";
/**
 * A filed case's event told with its date: "filed on April 8", "the suit filed May 3", "served with on April 2", "your hearing … is May 14",
 * the date first ("on April 2 the firm filed a motion"), or the event's weekday and day ("la mediación … es el martes 14"); the court
 * named whole between ("filed in Wake County District Court on May 2"; set AY).
 */
const CASE_EVENT_DATED = new RegExp(
  String.raw`\b(?:filed|served(?: with)?|entered|presentad[oa]|entregad[oa]) (?:in [a-z]+(?: [a-z]+)? (?:county|parish|court) (?:(?:[a-z]+ ){0,2}?court )?)?(?:on |el )?${MONTH_DAY}|\b${CASE_EVENT}\b[^.!?]{0,100}\b(?:is|on|es|sera|el) (?:${MONTH_DAY}|${WEEKDAY_DAY})|\b(?:on|el) ${MONTH_DAY},? (?:[\w'-]+ ){0,4}?(?:filed|served|entered|presento|presentamos|presentaron|radico|radicamos)\b|\b(?:set|scheduled|calendared|noticed) for (?:a )?(?:hearing|trial|mediation) (?:on )?(?:${MONTH_DAY}|${WEEKDAY_DAY})|\b(?:programad|fijad|senalad)[oa] para (?:la |una )?(?:audiencia|juicio|mediacion) (?:el )?(?:${MONTH_DAY}|${WEEKDAY_DAY})`,
);
const HEARING_SET =
  /\bhearing (?:is |has been )?(?:set|scheduled)\b|\b(?:set|scheduled|calendared|noticed) for (?:a )?(?:hearing|trial)\b|\baudiencia (?:esta |quedo |fue )?(?:programada|fijada|senalada)\b|\b(?:programad|fijad|senalad)[oa] para (?:la |una )?(?:audiencia|juicio)\b/;
/**
 * The court a judgment came from, by its county or district ("the Hamilton County court", "Travis County Court at Law"), or the
 * court named first ("Superior Court of New Jersey, Passaic County"; set BD).
 */
const COURT_PLACED =
  /\bcourt (?:of|for) (?:the )?(?:state of )?(?:[a-z]+(?: [a-z]+)?, )?(?:[a-z]+ ){1,2}?(?:county|parish)\b|\b[a-z]+(?: [a-z]+)? (?:county|parish|district|municipal|circuit|superior|justice|magistrate|civil|city)\b[^.!?]{0,20}\b(?:court|judge|corte|juez)\b|\b(?:filed|entered) in [a-z]+(?: [a-z]+)? (?:county|parish)\b|\b(?:corte|tribunal|juzgado)\b[^.!?]{0,25}\b(?:condado|distrito) (?:de|del) [a-z]|\bsmall ?claims (?:court|case|action|suit|judgment|judgement)\b|\b(?:courthouse|justice center|hall of justice|centro de justicia|centro judicial|palacio de justicia)\b (?:of|in|de|del|en) [a-z]|\b[a-z]+ (?:county )?(?:courthouse|justice center|hall of justice)\b|\b(?:corte|tribunal|juzgado|sala|caso|demanda|sentencia)\b[^.!?]{0,12}\b(?:reclamaciones pequenas|reclamos menores|cuantia menor)\b/;
/** When it was entered, as a consumer can look it up: a day, a month or a year ("on May 2", "in April", "in 2024", "the May judgment"); never "last week". */
const EVENT_WHEN = new RegExp(
  String.raw`${MONTH_DAY}|\b(?:in|on|en|el|since|from|desde) (?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|(?:19|20)\d\d)\b|\b(?:the|its|your|a|that) (?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*(?: \d{1,2})?(?:,? (?:19|20)\d\d)?|(?:19|20)\d\d) (?:judgment|judgement)\b|\bsentencia (?:de|del) (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|(?:19|20)\d\d)\b`,
);
/**
 * A suit told as filed already, not as coming: "we filed suit", "the lawsuit over the card was filed", "el despacho presentó demanda",
 * its subject told between ("the suit over the Greenline Landscaping contract was filed"; set AY), or its papers told as served
 * already ("the summons the process server handed you Tuesday"; set BD).
 */
const SUIT_FILED =
  /\b(?:process server|sheriff|deputy|constable|marshal)\b[^.!?]{0,20}\b(?:handed|gave|served|delivered)\b (?:to )?you\b|\byou were (?:personally )?served\b|\b(?:filed|have filed|has filed|had filed) (?:a |the |its |their |our )?(?:suit|lawsuit|complaint|petition|civil action|collection action)\b|\b(?:suit|lawsuit|complaint|petition|case|action)\b[^.!?]{0,60}\b(?:was|has been|had been|were) filed\b|\b(?:presento|presentamos|presentaron|interpuso|interpusimos|interpusieron|radico|radicamos|radicaron) (?:una |la |su |nuestra )?demanda\b|\bdemanda\b[^.!?]{0,40}\b(?:se presento|fue presentada|ya fue presentada|quedo presentada|se radico|fue radicada|quedo radicada|se interpuso|fue interpuesta)\b/;
/**
 * A message stating the facts of a filed case. From an attorney of the firm, its number or one of
 * its events is enough; from anyone else it takes the case's number, caption or court and a judgment
 * entered or an event's date (filed, served, the hearing), the facts a consumer can check in the court's file;
 * or a suit told as filed with both its case number and its court, which the consumer can look up as well.
 */
export const isFiledCaseFact = (text: string, senderIsAttorney: boolean) =>
  senderIsAttorney
    ? CASE_NUMBER.test(text) || JUDGMENT_ENTERED.test(text) || HEARING_SET.test(text)
    : ((CASE_NAMED(text) || COURT_PLACED.test(text)) && (JUDGMENT_ENTERED.test(text) || CASE_EVENT_DATED.test(text))) ||
      (CASE_NAMED(text) && COURT_PLACED.test(text) && SUIT_FILED.test(text));

/** A court's garnishment or withholding order told as already in force: "the withholding order in case 24-77 is in place with your employer", "the garnishment the Maricopa County judge ordered". */
const REMEDY_ORDER_IN_FORCE =
  /\b(?:garnishment|levy|withholding|attachment|embargo)\b[^.!?]{0,30}?\b(?:that |which |que )?(?:the |a |el |la )?(?:[a-z]+ ){0,3}?(?:court|judge|juez|jueza|corte|tribunal|juzgado)\b[^.!?]{0,30}?\b(?:authorized|ordered|approved|granted|signed|issued|autorizo|ordeno|aprobo|firmo|emitio|dicto)\b(?![^.!?]{0,10}\b(?:to|que)\b)|\b(?:embargo|retencion)\b[^.!?]{0,30}?\bque (?:autorizo|ordeno|aprobo|firmo|emitio|dicto) (?:el |la )?(?:juez|jueza|corte|tribunal|juzgado)\b|\b(?:garnishment|levy|withholding|attachment|embargo)\b[^.!?]{0,40}\b(?:was|has been|had been|were) (?:authorized|ordered|approved|granted|signed|issued) by (?:the |a )?(?:court|judge)\b|\b(?:court|judge)\b(?:'s)?[^.!?]{0,20}\b(?:authorized|ordered|approved|granted|signed|issued)\b (?:the |a |your )?(?:bank |wage )?(?:garnishment|levy|withholding|attachment)(?: order)?\b|\b(?:juez|jueza|corte|tribunal|juzgado)\b[^.!?]{0,20}\b(?:autorizo|ordeno|aprobo|firmo|emitio)\b (?:el |la |un )?(?:embargo|embargar|retencion|orden de embargo)\b|\b(?:garnishment|levy|withholding|earnings withholding|income withholding|wage deduction|payroll deduction) (?:order|writ)\b[^.!?]{0,60}\b(?:is (?:already |now |still )?(?:in place|in effect|active|in force|running)|(?:has|had) been (?:in place|in effect|in force|active|served|issued|entered|with)|was (?:served|issued|entered|signed|sent)|took effect|went into effect)\b|\bwrit of (?:garnishment|execution|attachment)\b[^.!?]{0,40}\b(?:was|has been|had been) (?:issued|served|entered|signed)\b|\borden (?:de|para) (?:embargo|retencion|deduccion)\b[^.!?]{0,60}\b(?:(?:ya )?(?:esta|sigue|quedo|entro) (?:vigente|en efecto|activa|en vigor|en vigencia|aplicada|en marcha)|(?:fue|ha sido) (?:emitida|dictada|entregada|notificada|firmada))\b|(?:\b(?:garnishment|levy|withholding|earnings withholding|income withholding|wage deduction|payroll deduction) (?:order|writ)\b|\bwrit of (?:garnishment|execution|attachment)\b)[^.!?]{0,60}\b(?:(?:was|has been|had been|were) (?:delivered|sent|mailed|handed) to|(?:is|are) (?:now |already )?with|(?:that|which) the (?:court|judge|clerk) (?:issued|entered|signed))\b|\borden (?:de|para) (?:embargo|retencion|deduccion)\b[^.!?]{0,60}\b(?:que (?:emitio|dicto|firmo|otorgo|expidio) (?:el |la )?(?:juzgado|juez|jueza|tribunal|corte)|(?:ya )?se (?:le )?(?:entrego|notifico|envio|presento|mando)|(?:fue|ha sido) (?:enviada|mandada|expedida|presentada) a|(?:ya )?(?:la )?tiene su (?:empleador|patron|banco)|(?:ya )?(?:le )?(?:llego|fue enviada|fue entregada) a su (?:empleador|patron|banco|trabajo|nomina))\b|(?:\b(?:garnishment|levy|withholding|earnings withholding|income withholding|wage deduction|payroll deduction) (?:order|writ)\b|\bwrit of (?:garnishment|execution|attachment)\b)[^.!?]{0,40}\b(?:reached|went to|arrived at|landed (?:at|with)|got to) your (?:employer|bank|payroll|job|hr)\b|\b(?:court|judge|clerk|juez|jueza|juzgado|tribunal|corte)\b[^.!?]{0,40}\b(?:issued|signed|entered|granted|emitio|dicto|firmo|expidio|otorgo|libro) (?:a |an |the |un |una |la |el )?(?:writ of (?:garnishment|execution|attachment)|(?:garnishment|levy|withholding) (?:order|writ)|orden (?:de|para) (?:embargo|retencion|deduccion|ejecucion)|mandamiento de (?:embargo|ejecucion))\b|(?<!\b(?:will|'ll|going to|gonna|can|could|may|might|would|va a|vamos a|van a|podemos|puede|podria)\b[^.!?]{0,30})\b(?:money|funds|cash|dinero|fondos)\b[^.!?]{0,30}\b(?:frozen|levied|held|garnished|seized|congelad[oa]s?|congelo|retenid[oa]s?|retuvo|embargad[oa]s?|embargo)\b[^.!?]{0,25}\b(?:in|from|en|de) (?:your|su|tu) (?:\w+ )?(?:account|cuenta)\b/;
/**
 * The consumer's right to shield wages or funds from a garnishment in force, explained: "you may claim an exemption",
 * "puede tener derecho a pedir una exención". Named beside the court's order, it tells the consumer a defence; it threatens nothing.
 */
const EXEMPTION_CLAIM =
  /\b(?:claim|request|ask for|file for|apply for|entitled to|right to|qualify for|eligible for) (?:an? |the )?(?:\w+ )?exemptions?\b|\b(?:claim|protect|keep|shield)\w* (?:your |the |any |those |such )?exempt (?:funds|money|income|wages|benefits|property|deposits)\b|\bclaim of exemption\b|\b(?:fondos|dinero|ingresos|beneficios) exent[oa]s?\b|\bexemption (?:form|claim|request|hearing|paperwork)\b|\bask (?:the )?(?:court|judge|clerk) for (?:an? |the )?(?:\w+ )?exemptions?\b|\b(?:pedir|pida|solicitar|solicite|reclamar|reclame|presentar|presente|calificar para|derecho a) (?:(?:al|ante el) (?:juzgado|juez|tribunal)(?: del? \w+)? |(?:a|ante) la corte )?(?:una |la |las )?(?:exencion|excepcion)(?:es)?\b|\b(?:formulario|solicitud|reclamo|reclamacion) de (?:exencion|excepcion)\b/;
/**
 * An abstract of the judgment recorded with the county (the public record that makes the judgment a lien on land), or the judgment
 * lien itself told as recorded: "the abstract of judgment is on file with the recorder", "se inscribió el resumen de la sentencia".
 * One still to be recorded is not told as fact. Words a street address may break are read through ("the judgment lien on the
 * Alder Rd. property was recorded").
 */
const ABSTRACT_RECORDED =
  /\b(?:judgment|judgement|judicial) lien\b[^.!?]{0,30}\b(?:recorded|registered|filed|on file|docketed)\b|\b(?:judgment|judgement|judicial) lien\b(?:[^.!?]|\b(?:rd|st|ave|dr|blvd|ln|ct|hwy|no|mt|ft)\.){0,60}\b(?:was|has been|is|were) (?:recorded|registered|filed|docketed)\b|\b(?:recorded|registered|filed|docketed) (?:a |the |an )?(?:judgment|judgement|judicial) lien\b|\bgravamen (?:judicial )?\b[^.!?]{0,20}\b(?:registrad|inscrit|anotad)[oa]\b[^.!?]{0,60}\bsentencia\b|\babstract of (?:the )?(?:judgment|judgement)\b[^.!?]{0,80}\b(?:recorded|filed|on file|registered|docketed|entered)\b|\b(?:recorded|filed|registered|docketed|recorder (?:now )?has)\b[^.!?]{0,40}\babstract of (?:the )?(?:judgment|judgement)\b|\b(?:resumen|extracto|abstracto) de (?:la )?sentencia\b[^.!?]{0,80}\b(?:registrad|inscrit|archivad|asentad|anotad)\w*|\b(?:registr|inscri|archiv|asent|anot)\w*\b[^.!?]{0,40}\b(?:resumen|extracto|abstracto) de (?:la )?sentencia\b/;
const ABSTRACT_AHEAD =
  /\b(?:will|'ll|going to|gonna|about to|plan to|va a|vamos a|van a)\b[^.!?]{0,40}\b(?:record|file|register|registrar|inscribir|presentar)\w*\b[^.!?]{0,40}\b(?:abstract|resumen|extracto|lien|gravamen)\b|\b(?:abstract|resumen|extracto|lien|gravamen)\b[^.!?]{0,60}\b(?:will be|va a ser|sera) (?:recorded|filed|registrad\w*|inscrit\w*)/;
/**
 * A judgment stated as entered, with what lets the consumer look it up: for anyone but the firm's
 * attorney, the case's number or caption, the court by its county or district, or when it was
 * entered; or a court's garnishment order told as in force, with its case or court or with the consumer's
 * exemption right explained. What makes its
 * remedies (garnishment, a levy, a lien) lawful to name.
 */
/** A judgment said to exist already, not to come: "the judgment that already exists", "ya hay una sentencia". */
const JUDGMENT_EXISTS =
  /\b(?:judgment|judgement) (?:that )?(?:already )?exists\b|\b(?:existing|already[- ]entered) (?:court )?(?:judgment|judgement)\b|\bsentencia (?:que )?ya (?:existe|hay)\b|\bya (?:hay|existe) (?:una )?sentencia\b|\bsentencia (?:existente|vigente)\b/;
export const isJudgmentFact = (text: string, senderIsAttorney: boolean) =>
  (JUDGMENT_EXISTS.test(text) && EXEMPTION_CLAIM.test(text)) ||
  (ABSTRACT_RECORDED.test(text) && !ABSTRACT_AHEAD.test(text)) ||
  (JUDGMENT_ENTERED.test(text) && REMEDY_ORDER_IN_FORCE.test(text)) ||
  (senderIsAttorney
    ? isFiledCaseFact(text, true)
    : (JUDGMENT_ENTERED.test(text) && (CASE_NAMED(text) || COURT_PLACED.test(text) || EVENT_WHEN.test(text))) ||
      (REMEDY_ORDER_IN_FORCE.test(text) && (CASE_NAMED(text) || COURT_PLACED.test(text) || EXEMPTION_CLAIM.test(text))));

/**
 * A post-judgment proceeding the court itself set or ordered, with its date (a debtor's examination, interrogatories to answer):
 * "the judge set a debtor's examination for June 18", "el tribunal ordenó que conteste los interrogatorios antes del 30 de junio".
 */
const POST_JUDGMENT_PROCEEDING =
  /\b(?:(?:judgment )?debtor'?s? exam\w*|examination of (?:the )?(?:judgment )?debtor|order of examination|post-?judgment (?:interrogatories|discovery|deposition|exam\w*|questions)|supplementa(?:l|ry) proceedings?|(?:financial|asset) disclosure (?:hearing|exam\w*)|citation to discover assets|examen (?:del? )?deudor\w*(?: judicial)?|interrogatorios? (?:posteriores|post) ?(?:a la )?sentencia|interrogatorios? post-?sentencia)\b/;
const COURT_SET_OR_ORDERED =
  /\bcourt ?ordered\b|\b(?:court|judge|clerk|magistrate|juez|jueza|juzgado|tribunal|corte)(?:'s)?\b[^.!?]{0,60}\b(?:set|sets|scheduled|ordered|orders|order|fijo|programo|ordeno|senalo|cito|dispuso|mando|orden)\b/;
const DATED = new RegExp(`${MONTH_DAY}|\\b${WEEKDAY_DAY}`);
export const isCourtOrderedProceeding = (text: string) => POST_JUDGMENT_PROCEEDING.test(text) && COURT_SET_OR_ORDERED.test(text) && DATED.test(text);
/** What the judge may do if that order is ignored ("if you don't appear the judge may issue a bench warrant"), or did ("so the court issued a bench warrant"). */
const IGNORED_ORDER_CONSEQUENCE =
  /\b(?:didn't|did not|failed to|never)\b (?:appear|show up|come|attend)\b[^.!?;]{0,80}\b(?:judge|court|magistrate)\b (?:has |have )?(?:issued|signed|entered|ordered)\b|\bno (?:se )?(?:present|comparec|acudi|vino|fue)\w*\b[^.!?;]{0,80}\b(?:juez|jueza|tribunal|corte|juzgado)\b (?:emitio|expidio|giro|dicto|firmo|ordeno)\b|\b(?:if|should|unless|in case)\b[^.!?;]{0,50}\b(?:don't|do not|doesn't|does not|didn't|fail\w*|miss\w*|ignor\w*|skip\w*|not)\b[^.!?;]{0,60}\b(?:judge|court|magistrate)\b (?:may|can|could|might|will|would)\b|\b(?:si no|de no|en caso de no)\b[^.!?;]{0,60}\b(?:juez|jueza|tribunal|corte|juzgado)\b (?:(?:le|lo|la) )?(?:puede|podria|podra|va a)\b/;
/** The trigger (normalized) sits in a sentence telling what the judge may do if the court's order is ignored. */
export function isIgnoredOrderConsequence(text: string, trigger: string): boolean {
  const at = text.indexOf(trigger);
  return at >= 0 && IGNORED_ORDER_CONSEQUENCE.test(sentenceAt(text, at, at + trigger.length));
}

/**
 * A remedy a court or the firm has undone, told as done: a judgment vacated or set aside, a garnishment, levy or lien
 * released, the employer asked to stop withholding ("the court set aside the judgment and we lifted the levy", "se
 * levantó el embargo"). Naming the remedy to say it has ended threatens nothing; a condition on the consumer ("once you
 * pay we'll release the lien") is no release.
 */
const REMEDY_UNDONE =
  /\b(?:vacated|vacating|set aside|setting aside|overturned|reversed|dismissed|quashed|withdrew|withdrawn|lifted|released|terminated|dissolved|cancell?ed|ended|stopped)\b (?:the |your |our |its |their |that |this |a )?(?:[\w-]+ ){0,2}?(?:judgment|judgement|garnishment|levy|lien|writ|withholding|attachment|wage order)s?\b|\b(?:judgment|judgement|garnishment|levy|lien|writ|withholding|attachment)s?\b (?:[\w-]+ ){0,3}?(?:was|were|has been|have been|had been|is now|are now|got) (?:now |officially |fully |formally |already )?(?:vacated|set aside|overturned|reversed|dismissed|quashed|withdrawn|lifted|released|terminated|dissolved|cancell?ed|ended|stopped)\b|\b(?:asked|told|instructed|notified|directed|requested)\b[^.!?;]{0,60}\bto (?:stop|end|cease|discontinue) (?:the )?(?:withholding|garnish\w*|deduct\w*|wage deductions?)\b|\b(?:anul|revoc|levant|liber|cancel|retir|termin)(?:o|amos|aron|ad[oa]s?)\b (?:el |la |los |las |su |nuestr[oa] )?(?:\w+ ){0,2}?(?:sentencia|embargo|retencion|gravamen|orden de (?:embargo|retencion))\b|\b(?:sentencia|embargo|retencion|gravamen)\b (?:\w+ ){0,3}?(?:fue|ha sido|quedo|esta|ya esta) (?:ya )?(?:anulad|revocad|levantad|liberad|cancelad|retirad|terminad|sin efecto)\w*|\bdej\w* sin efecto (?:la |el )?(?:sentencia|embargo|orden)\b|\bse (?:anulo|revoco|levanto|libero|cancelo|retiro) (?:la |el )?(?:sentencia|embargo|retencion|gravamen)\b/;
const CONDITION_ON_THE_CONSUMER =
  /\b(?:if|unless|until|once|when|as soon as) you\b|\b(?:si|hasta que|cuando|en cuanto|una vez que) (?:usted )?(?:pague|liquide|nos pague|salde)\b/;
export const isRemedyUndone = (clause: string) => REMEDY_UNDONE.test(clause) && !CONDITION_ON_THE_CONSUMER.test(clause);

/**
 * A suit told as the creditor's own dated decision, which the consumer can ask about: "the Cedar Hollow HOA board voted March 4 to
 * file suit", "our client authorized suit on May 2", "la junta votó el 4 de marzo presentar la demanda" (set BB). The intent is the
 * creditor's to confirm, as an attorney's is: a warning, not a block. "Our legal department has approved filing" names no creditor
 * and no day.
 */
const CREDITORS_DATED_DECISION = new RegExp(
  String.raw`\b(?:board|hoa|association|client|creditor|owner|owners|lender|landlord|junta|asociacion|cliente|acreedor|duen[oa]|propietari[oa])\b[^.!?]{0,40}\b(?:voted|decided|authorized|approved|resolved|voto|decidio|autorizo|aprobo)\b (?:on |el )?${MONTH_DAY}|\b(?:on|el) ${MONTH_DAY},? (?:the |our |la |nuestr[oa] )?(?:board|hoa|association|client|creditor|owner|lender|junta|asociacion|cliente|acreedor)\b[^.!?]{0,20}\b(?:voted|decided|authorized|approved|voto|decidio|autorizo|aprobo)\b`,
);
export const isCreditorsDatedDecision = (text: string) => CREDITORS_DATED_DECISION.test(text);
