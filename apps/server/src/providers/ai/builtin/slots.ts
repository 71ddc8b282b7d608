import { type CourtLevel, dollarsToCents, dueDate, foldAccents, jurisdictionOf, type PayPeriod, type ServiceMethod, type UsStateCode } from '@parley/shared';
import { type AfterJudgmentRule, afterJudgmentRule } from './after-judgment.js';
import { BY_PUBLICATION, courtNamedIn, courtStateOf, SMALL_CLAIMS, servedHowIn, stateOfCourtPlace, stateOfOwnPlace } from './case-place.js';
import { BY_DEFAULT, CONTESTED_JUDGMENT, JUDGMENT_BY_STAGE, SETTLED_BUT_OPEN, WON_CASE } from './case-stage.js';
import { type Insolvency, insolvencyIn } from './insolvency.js';
import { landlordMoneyClaimIn } from './landlord-claims.js';
import { MONTHS, printedCountIn, questionDates } from './question-dates.js';
import { type RiskyPlan, risksIn } from './risky-plans.js';
import { type SettlementFigures, settlementFiguresIn } from './settlement-math.js';

/**
 * The slots Ask Solo reads from a question (issue 35): the case's state (from a court, a place or
 * the account), whether the person was served and how, a judgment or bankruptcy already there, the
 * dates and figures they give, and the plans that would hurt them. overlays.ts says what they call
 * for; cards.ts finds the card.
 */

/**
 * "Social Security" that is not the benefit: the number ("mi número de seguro social", "my social
 * security card", "darles mi social") and the payroll tax on a pay stub ("social security+medicare
 * $344.25", FICA). Read as the benefit, they pulled the card on Social Security's protection from
 * creditors into a dispute and a wage garnishment (blind set P). Takes folded, lower-case text.
 */
export function withoutSocialSecurityAsANumber(folded: string): string {
  return folded
    .replace(/\b(?:social security|seguro social|social)\s*(?:numbers?|no\b\.?|#|cards?|numero|tarjeta)/g, ' ssn ')
    .replace(/\b(?:numero|tarjeta|number)\s+(?:de\s+|del\s+|of\s+)?(?:seguro\s+)?social(?:\s+security)?\b/g, ' ssn ')
    .replace(/\b(?:mi|su|tu|my|your|his|her)\s+social\b(?!\s+(?:security|worker|media|trabajador\w*))/g, ' ssn ')
    .replace(/\bsocial security\s*(?:\+|&|and|y)\s*medicare\b|\bsocial security (?:tax\w*|withh\w*|deduct\w*)/g, ' fica ');
}

/** Being sued now: served, papers, a summons; not a question about whether a collector may sue. */
const SERVED =
  /\b(served|got sued|been sued|being sued|was sued|am sued|im sued|sued me|suing me|(?<!\b(?:can|could|will|would|may|might|to|still|even|gonna|they'?ll|not|never|cannot|can'?t|won'?t)\s(?:\w+\s){0,3})sue me|summons|court papers|process server|lawsuit against me|me demandaron|me sirvieron|me hicieron el servicio|me estan demandando|me demandan|me demanda|me demando|recibi una demanda|citacion|citatorio|emplaza\w*|me notificaron|me entregaron (?:\w+ )?(?:una|la|los|unos) (?:demanda|papeles)|papeles (?:de la corte|del tribunal|del juzgado)|(?:handed|served|gave|got|received|brought)\b[^.?!]{0,20}\bcitation|(?:entregaron|dieron|dejaron|trajeron|llegaron)\b(?:(?!amenaz|van a|iban a|podri|pueden|puede)[^.?!]){0,40}\b(?:papeles|demanda|citacion|citation|emplazamiento)\b|\b(?:una|la) ['"]?citation\b|\buna demanda (?:por|de) \$|dej\w* (?:unos |los )?papeles|(?:left|delivered|handed|dropped off) (?:me |him |her )?(?:the |a |some )?(?:court )?(?:papers|complaint|summons|citation|lawsuit)|(?:a|the) complaint (?:from|filed|in)|(?:complaint|lawsuit|demanda) (?:by|por) (?:certified )?(?:mail|correo)|signed for (?:it|the (?:papers|complaint|envelope|certified))|firme (?:el|la) (?:sobre|tarjeta|recibo))\b/;
/**
 * More ways of saying one is being sued now (blind set W): "we are being sued" with a spouse or a relative, a
 * Spanish plural or passive ("estamos demandados", "nos demandaron"), a Pennsylvania "Notice to Defend", papers a
 * sheriff handed to someone in the house, and papers handed over with the day or the place said between the
 * handing and the papers. The words between never threaten a suit ("amenazan con una demanda" is not one).
 */
const SUED_TOO =
  /\b(?:(?:we|[a-z]+ and i)(?:'re| are| were| have been| got| just got)(?: being| also| both)? sued|(?:sued|suing|served) us|(?:estoy|estamos|esta|estan|fui|fuimos|fue|fueron|he sido|hemos sido|ha sido|han sido)\s+(?:siendo\s+|ya\s+|los dos\s+|las dos\s+|ambos\s+|ambas\s+)?demandad[oa]s?|nos (?:han )?(?:demandaron|demandan|demandado|estan demandando)|(?:le|les|lo|la|los|las) (?:han |ha )?(?:demandaron|demandado|estan demandando|esta demandando)|(?:recibimos|tengo|tenemos) (?:una|la) demanda|notice to defend|aviso para defenderse|(?:sheriff|alguacil|deputy|constable|notificador)\b[^.?!]{0,40}\b(?:entrego|entregaron|dio|dieron|dejo|dejaron|served|handed|delivered|gave|left)\b[^.?!]{0,40}\b(?:papeles|papers|demanda|summons|complaint|citacion|documentos|lawsuit)|(?:entrego|entregaron)\b(?:(?!amenaz|van a|iban a|podri|pueden|puede)[^.?!]){0,70}?\b(?:papeles|demanda|citacion|emplazamiento|summons|complaint))\b/;
/**
 * "You have been served" said only in a text, an email or a voicemail: no court serves a lawsuit that way on its own, so the
 * person is not taken to be served and no deadline is counted for them (blind set W); ask-cues.ts sends it to the card on
 * checking whether a collector is real. Papers handed over, left, taped or mailed are service still.
 */
const MESSAGE = '(?:texts?|texted|text message|sms|emails?|e-mails?|voicemails?|dm|message|mensajes?(?: de texto)?|texto|correo electronico|whatsapp)';
/**
 * Papers handed over told with a pronoun for them ("me la entregaron en la mano el jueves", "se los dejaron a mi
 * esposo"), or suits that came ("me llegaron dos demandas"): service, in a message that names the suit or its papers
 * (blind set Y: two suits, one "me la entregaron en la mano", were read as collectors' letters).
 */
const HANDED_BY_PRONOUN =
  /\b(?:(?:me|le|les|nos|se) (?:la|lo|los|las) (?:entregaron|entrego|dieron|dio|dejaron|dejo|trajeron|trajo)|me (?:llego|llegaron) (?:\w+ ){0,2}?(?:demandas?|citacion(?:es)?|emplazamientos?))\b/;
const SUIT_NAMED = /\b(?:demandas?|papeles|citacion(?:es)?|citatorios?|emplazamientos?|summons|lawsuits?|complaint)\b/;
/**
 * Two suits against the person, one debt or two (blind set Y): each needs its own written Answer by its own deadline.
 * Said as a fact ("two lawsuits", "a second summons", "dos demandas", "otra demanda de LVNV"), not a suit feared
 * ("can they sue me again?", "¿me pueden poner otra demanda?").
 */
const TWO_SUITS =
  /(?<!\b(?:can|could|will|would|may|might|to|gonna|going to|threat\w*|pueden|puede|podrian|van a|iban a|amenaz\w*)\s(?:\w+\s){0,3})\b(?:(?:two|2|both|second|2nd|another) (?:separate |different )?(?:lawsuits?|suits?|summons(?:es)?|court cases|cases|complaints)|sued (?:me )?twice|served twice|(?:dos|ambas|las dos|otra|segunda) (?:demandas?|citaciones|casos)|(?:me )?demandaron dos veces|me volvieron a demandar)\b/;

export const SERVED_BY_MESSAGE = new RegExp(
  String.raw`\b(?:got|received|get|getting|sent me|recibi|me llego|me llegaron|me mandaron|me enviaron)\s+(?:a |an |un |una |this |the |these )?(?:weird |strange |raro |extrano )?${MESSAGE}\b[\s\S]{0,200}?\b(?:served|summons|lawsuit|case|demanda|notificad\w*|citacion|emplazad\w*)\b`,
);
export const HANDED_OVER =
  /\b(?:handed|taped|posted (?:on|to)|left (?:it|them|the papers|a copy|papers)|certified mail|by mail|in the mail|(?:sheriff|process server|constable|deputy)\b[^.?!]{0,20}\b(?:came|handed|served|gave)|entregaron|entrego|en la mano|pegaron|dejaron (?:los |unos )?papeles|correo certificado)\b/;

/** A "civil warrant" or "warrant in debt" (Tennessee, Virginia) starts a lawsuit; it is not an arrest warrant. */
const CIVIL_WARRANT = /\b(civil warrant|warrant in debt|orden civil)\b/;
const ARREST = /\b(jail|arrest\w*|police|cops?|warrant|prison|criminal|carcel|policia|preso|detener|detenido|desacato|contempt)\b/;

const BENEFITS =
  /\b(social security|ssi|ssdi|disability|va benefits?|veterans?|pension|retirement|unemployment|child support|benefits?|seguro social|discapacidad|beneficios?|veterano\w*|jubilacion|pension|desempleo|manutencion)\b/;
/** Pay, or the employer that garnishment of pay goes through ("my boss got a writ", "el patrón me va a quitar"). */
const WAGES =
  /\b(wages?|paychecks?|pay ?checks?|salary|earnings|my pay|gross(?: pay)?|take ?home|pay ?stubs?|(?:my|each|every|the) (?:\w+ )?check|cheque|sueldo|salario|nomina|me pagan|me paga)\b/;
/** An employer is talk of pay only beside a garnishment: "my employer got a writ", not "they called my employer". */
const EMPLOYER_GARNISHES =
  /\b(?:employer|boss|patron|empleador)\b.{0,60}\b(?:garnish\w*|withh[oe]ld\w*|embarg\w*|descont\w*|retener|retiene\w*)|\b(?:garnish\w*|withh[oe]ld\w*|embarg\w*|descont\w*|retener|retiene\w*)\b.{0,60}\b(?:employer|boss|patron|empleador)\b/;
/** A case that is not about a consumer debt: criminal, traffic, family, eviction, immigration. */
// A Visa card is a credit card, not a visa. "Green card" alone is also the certified-mail return receipt a person signs when served by mail (blind set G): only an immigration green card is out of scope.
const NOT_A_DEBT_CASE =
  /\b(misdemeanor|felony|criminal (?:charge|case|summons|complaint)|arraignment|shoplift\w*|theft charge|dui|dwi|traffic (?:ticket|citation|court)|speeding ticket|custody|divorce|probation|evict\w*|unlawful detainer|notice to (?:quit|vacate)|pay or quit|immigration|deport\w*|asylum|(?:green card|permanent resident) (?:application|renewal|interview|status)|(?<!tarjeta )visa(?! (?:card|credit|debit|gift|account|signature|platinum|rewards|bill|balance|payment))|parenting (?:plan|time)|visitation|plan de crianza|regimen de visitas|derecho de visitas|delito|cargo criminal|caso penal|lectura de cargos|multa de transito|custodia|divorcio|desalojo|desahucio|inmigracion|deportacion|asilo|residencia permanente)\b/;
/**
 * A creditor suing over a debt, or a debt that a family case split (blind set S: a bank's suit on a
 * joint card was turned away as a "family" matter because the story began with the divorce). A
 * divorce, custody or probation mentioned as background does not make a debt suit someone else's.
 */
const CREDITOR_SUES =
  /\b(?:bank|credit union|card (?:company|issuer)|credit card|lender|creditor|debt buyer|finance company|banco|acreedor|compania de (?:la )?tarjeta)\b[^.?!]{0,60}\b(?:sued|sues|suing|filed (?:a )?(?:suit|lawsuit|against)|demand\w*)\b|\b(?:sued|suing|demand\w*)\b[^.?!]{0,40}\b(?:credit card|card|loan|balance|tarjeta|prestamo|saldo)\b/;
const FAMILY_BACKGROUND = /\b(?:divorce|divorced|ex[- ]?(?:husband|wife|spouse)|custody|divorcio|divorciad\w*|mi ex)\b/;
const DEBT_OF_THE_MARRIAGE = /\b(?:credit card|joint (?:card|account|debt|loan)|card|loan|debts?|tarjeta|prestamo|deudas?)\b/;
/** An eviction or a criminal case stays someone else's matter, whatever debt it also names: its deadlines are days, not weeks. */
const NEVER_A_DEBT_CASE =
  /\b(?:evict\w*|unlawful detainer|notice to (?:quit|vacate)|pay or quit|desalojo|desahucio|criminal (?:charge|case|summons|complaint)|felony|misdemeanor|arraignment|delito|cargo criminal|caso penal)\b/;
/** A debt collector or its agency named in the question. */
/**
 * A threat to report the person to immigration, made to get a debt paid: an unlawful collection
 * threat (15 U.S.C. § 1692e(4)-(5)), a debt question and not an immigration case (blind sets I, R).
 */
export const IMMIGRATION_THREAT =
  /\b(?:report\w*|turn\w*|call\w*)\s+(?:me|you|us|him|her|them)\b[^.?!]{0,25}\b(?:immigration|ice|deport\w*)\b|\b(?:threat\w*|said they(?:'d| would| will)|going to|gonna)\b[^.?!]{0,40}\b(?:immigration|ice|deport\w*)\b|\b(?:reportar\w*|denunciar\w*|acusar\w*|echar\w*|llamar\w*)\b[^.?!]{0,25}\b(?:inmigracion|migracion|la migra|ice)\b|\bamenaz\w*\b[^.?!]{0,40}\b(?:inmigracion|migracion|migra|ice|deport\w*)\b|\b(?:get|have|got) (?:me|you|us|him|her|them) deported\b|\b(?:me|lo|la|nos|los|te) (?:van a|va a|pueden|puede|iban a) (?:deportar|echar del pais)\b/;
const OWED = /\b(?:debts?|owe|owed|owes|collect\w*|pay|paid|deudas?|debo|debe|pague|pagar|pago|cobr\w*)\b/;
const COLLECTOR_NAMED = /\b(collectors?|collection agency|debt collector|debt buyer|cobrador\w*|agencia de cobr\w*|cobranza\w*)\b/;
// An earnings withholding order is California's wage garnishment; "me quitan $140" is pay taken (blind set V).
const SEIZE =
  /\b(garnish\w*|levy|levied|seiz\w*|take|taking|took|freez\w*|frozen|offset|embarg\w*|quitar\w*|quitan|quitaron|congel\w*|tomar\w*|earnings withholding order|withholding order)\b/;
/**
 * A judgment already entered: the suit's time to answer is over, and what counts now is a claim of
 * exemption, a motion to set the judgment aside, or a court date after judgment (blind set Q: a bank
 * levy, a default judgment found late and a citation to discover assets were each given a lawsuit's
 * "last day", one of them counted from the levy notice). Said as a fact, not asked about ("can they
 * get a judgment?" is not one).
 */
const JUDGMENT_ENTERED =
  /\b(?:(?:got|gotten|obtained|won|entered|granted|took|have|has|had|there is|there's|theres|from|found|received|saw|signed|issued|(?:gave|awarded|granted) (?:them|him|her|it|the \w+|\w+))\s+(?:a\s+|an\s+|the\s+)?['"“]?(?:default\s+|money\s+|final\s+|summary\s+)?judgm?ent|judgm?ent\b[^.?!]{0,30}\b(?:was|got|been|is) signed|judgm?ent\b[^.?!]{0,60}\b(?:signed|dated) (?:on )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d)|judgm?ents?\s+(?:was\s+|were\s+|has been\s+|got\s+)?(?:entered|granted|issued)|judgm?ent against (?:me|us|him|her)|levied|(?:notice of|bank) levy|levy (?:on|notice)|writ of (?:execution|garnishment)|notice of (?:execution|garnishment)|(?:notice of )?entry of judgm?ent|citation to discover|rule to show cause|debtor'?s? exam\w*|aviso de (?:la )?(?:(?:entrada|registro|inscripcion|anotacion) de (?:la )?)?sentencia|(?:hicieron|dictaron|sacaron|obtuvieron|ganaron|tienen|tiene|hay|por) una sentencia|(?:hicieron|dictaron|sacaron|obtuvieron|ganaron|tengo|tienen|tiene|hay|dieron|le dieron|me dieron) (?:un|el) ['"“]?(?:default |final )?judgm?ent|sentencia en rebeldia (?:el|en|del|de)\b|(?:embargaron|congelaron|levantaron) (?:mi |la |el )?(?:cuenta|dinero))\b/;
/**
 * Whether the question says a judgment was entered, not only asks whether one was or will be: "do
 * they already have a judgment against me?", "¿ya tienen una sentencia?", "before they get a
 * judgment" keep a served person's answer deadline, which a judgment would take away. A judgment for the person
 * ("the judgment was signed in my favor") is none against them. (Folded
 * text has lost the opening "¿": a Spanish yes/no question is told by its closing "?".)
 */
function judgmentSaidEntered(folded: string): boolean {
  // A figure's decimal point ("took $172.50 … for a judgment") does not end a sentence.
  return (folded.match(/(?:[^.!?\n]|\.(?=\d))+[.!?\n]*/g) ?? []).some(
    (sentence) =>
      (JUDGMENT_ENTERED.test(sentence) || SEIZED_FOR_A_JUDGMENT.test(sentence) || stageSaidBeforeAsking(sentence)) &&
      !ASKS_WHETHER.test(sentence.trim()) &&
      !WON_CASE.test(sentence) &&
      !NO_JUDGMENT_YET.test(sentence),
  );
}
/**
 * Pay or money taken, frozen or garnished "for a judgment" ("my job took $172.50 out of this week's check for a Portfolio
 * Recovery judgment"), and the claim-of-exemption form that comes with a garnishment: a judgment already entered, not a
 * suit to answer (blind set Y: a Florida garnishment with its exemption form was answered "file an Answer").
 */
const SEIZED_FOR_A_JUDGMENT =
  /\b(?:took|take|takes|taking|garnish\w*|withh[oe]ld\w*|deduct\w*|levy\w*|levied|froze|frozen|seiz\w*|check|paycheck|wages|account|quitaron|quitan|quitando|embarg\w*|congel\w*|cheque|sueldo|cuenta)\b(?:[^.?!]|\.(?=\d)){0,60}\b(?:for|on|over|por) (?:a|an|the|their|that|this|my|his|her|una|la|esa|mi) (?!default\b)(?:[\w'-]+ ){0,3}?(?:judgm?ent|sentencia)\b|\b(?:a|an|the|two) (?:claim of exemption|exemption claim) forms?\b|\bformularios? de (?:reclamo de )?exencion\b/;
/** A sentence that says there is no judgment yet: "I don't think there's a judgment yet", "todavía no hay sentencia". */
const NO_JUDGMENT_YET =
  /\b(?:(?:don'?t|do not) (?:think|believe|know if)|not sure (?:if|whether)|no|not|isn'?t|aren'?t|hasn'?t|haven'?t|never)\b[^.?!]{0,20}\bjudgm?ent\b|\bjudgm?ent\b[^.?!]{0,12}\byet\b|\b(?:no hay|todavia no hay|aun no hay|no tienen|no han sacado|no han dictado)\b[^.?!]{0,20}\bsentencia\b/;
/**
 * A judgment already vacated, set aside or reversed: there is no judgment against the person to answer for or undo (blind
 * set Y: a judgment vacated and the case dismissed was met "the clock is already running" to vacate it).
 */
export const VACATED_JUDGMENT =
  /\b(?:a|the|my|that|this) vacated (?:default )?judgm?ent\b|\bjudgm?ents?\b[^.?!]{0,40}\b(?:was|were|got|has been|had been|have been|is|been)\s+(?:\w+\s+)?(?:vacated|set aside|overturned|reversed|thrown out|dismissed|cancell?ed|withdrawn)\b|\b(?:court|judge|magistrate|clerk)\s+(?:\w+\s+){0,4}?(?:vacated|set aside|overturned|reversed|threw out|cancell?ed)\s+(?:the|a|my|that|this|their)\s+(?:\w+\s+){0,2}?judgm?ent\b|\b(?:anularon|anulo|revocaron|revoco|cancelaron|cancelo)\s+(?:la|una|esa|mi)\s+sentencia\b|\bsentencia\b[^.?!]{0,30}\b(?:fue|ya fue|quedo)\s+(?:anulada|revocada|cancelada|sin efecto)\b/;
/**
 * A default entered with no judgment yet: the time to answer is over, but what undoes it is a motion to set the default
 * aside before a default judgment, not a judgment's deadlines (blind set Y: "Default entered … I don't think there's a
 * judgment yet" was told a judgment had been entered).
 */
const DEFAULT_ENTERED =
  /\b(?:default (?:was |has been |got |had been )?entered|entry of default|entered (?:a |my |the )?default\b(?! judgm?ent)|(?:clerk'?s )?['"“]?default\b['"”]?(?! judgm?ent)[^.?!]{0,25}\b(?:entered|dated|was entered)|(?:me )?(?:declararon|pusieron) en rebeldia|anotaron (?:la )?rebeldia)\b/;
/**
 * A judgment renewed (or revived) after years: not a new judgment, and its own short time to challenge the renewal or the
 * amount (blind set Y: a California notice of renewal was answered as a new judgment and with a death's estate).
 */
export const RENEWED_JUDGMENT =
  /\b(?:renewal of (?:the |a |my |that |their )?judgm?ent|(?:notice|application) (?:of|for) renewal|renew(?:ed|ing|s)? (?:the |a |my |their |that )?(?:\w+ )?judgm?ent|judgm?ent (?:was |got |has been |had been |is being )?renewed|reviv(?:ed|al of|e|ing) (?:the |a |my |that |their )?(?:dormant )?judgm?ent|renovacion de (?:la )?sentencia|renovaron (?:la|una|esa) sentencia|sentencia (?:fue |ya fue )?renovada)\b/;
/**
 * Said plainly that no suit was filed ("I have never been sued", "no me han demandado"): read out of the message before
 * the words of a suit are, so "been sued" in it is none ("never served" is a suit served badly, and stays one) (blind set Y: a federal wage-garnishment notice
 * to someone "never sued" was answered "file an Answer").
 */
const NOT_SUED =
  /\b(?:never|not|haven'?t|have not|hasn'?t|has not|wasn'?t|was not|weren'?t|were not|not yet|no one has|nobody has|without)\s+(?:ever\s+|even\s+|yet\s+|actually\s+)?(?:been\s+|being\s+)?sued\b|\bno (?:me |nos |lo |la )?(?:han|ha) demandado\b|\bnunca me (?:han )?demandad\w*/;
/** Already answered the suit: the deadline to answer is behind the person (a filing rejected is none). */
const ALREADY_ANSWERED =
  /\b(?:i|we) (?:already |just |e-?|also )?(?:filed|sent in|submitted|turned in|mailed|e-?filed|served)\b(?: (?:in|with|to) (?:the )?(?:\w+ ){0,3}?(?:court|clerk))? (?:my|an|the|our|a) (?:written )?(?:answer|response|respuesta)\b|\b(?:i|we) (?:already )?answered (?:the|their|it|this|that|my) (?:lawsuit|complaint|suit|case|summons|petition)\b|\bya (?:presente|conteste|entregue|mande|envie|presentamos|contestamos) (?:la |mi |nuestra )?(?:contestacion|respuesta|demanda)\b|\bya (?:le )?conteste\b/;
const FILING_REJECTED =
  /\b(?:rejected|returned|bounced|not accepted|wasn'?t accepted|was not accepted|refused|rechaz\w*|devolvieron|no (?:la |me la |lo )?aceptaron)\b/;
/** A served person who asks whether the case can wait (a trip, a hospital stay, work): it cannot, and the answer says so first. */
const CAN_IT_WAIT =
  /\b(?:can (?:this|it|that|the case|the lawsuit|everything|i) (?:just |all )?(?:wait|be (?:paused|postponed|put on hold|delayed))|(?:wait|hold off) (?:until|till|til|'?til) (?:i|we) (?:get back|return|come back|am back|'?m back|are back|get home|get out)|(?:does|will|would) (?:the|my) (?:deadline|clock|time|case) (?:stop|pause|wait|freeze)|(?:pause|stop|freeze) (?:the|my) (?:deadline|clock|case)|(?:deal with|handle|take care of|respond to|answer|do|file|sort out|look at) (?:it|this|that|them|everything|the (?:case|lawsuit|summons|papers|complaint|answer))(?: all)? (?:when|after|once|as soon as) (?:i|we) (?:get back|return|come back|am back|'m back|are back|get home|get off|finish)|(?:puede|se puede|podria|puedo) (?:\w+ )?esperar|esperar (?:hasta|a) que (?:regrese|vuelva|salga)|(?:atender|resolver|contestar|ocupar|encargar|ver)\w* (?:de )?(?:eso |esto |la demanda |el caso )?(?:cuando|hasta que|despues de que) (?:regrese|vuelva|salga|termine)|se (?:detiene|para|congela|pausa) el plazo)\b/;
/**
 * The other side's lawyer or the collector said no filing is needed: the answer says not to rely on it, first. The
 * person's own lawyer saying so is their own lawyer's advice, and not this.
 */
const TOLD_NO_NEED_TO_FILE =
  /(?<!\b(?:my|our|mi|nuestro|nuestra) (?:own |propio |propia )?(?:lawyer|attorney|abogad[oa])\s(?:\w+\s){0,2})\b(?:said|says|told (?:me|us)|telling (?:me|us)|claims?|dijo|dice|me dijeron|dijeron)\b[^.?!]{0,60}\b(?:(?:i|you|we) (?:don'?t|do not|won'?t|will not) (?:need|have) to (?:file|answer|respond|go|come|show up|do anything)|no need to (?:file|answer|respond|go)|(?:no (?:tengo|tiene|necesito|necesita|hace falta)) (?:que )?(?:contestar|presentar|responder|ir|hacer nada))/;
/**
 * A judgment told in words case-stage.ts reads, as a fact: in a sentence that asks nothing, or in a clause before the
 * question ("the judge ruled for the bank last month, what can they take?"). A Spanish yes/no question has lost its "¿"
 * in folded text, so "el juez falló en mi contra?" alone asks.
 */
function stageSaidBeforeAsking(sentence: string): boolean {
  const m = JUDGMENT_BY_STAGE.exec(sentence);
  if (!m) return false;
  return !sentence.trim().endsWith('?') || THEN_ASKS.test(sentence.slice(m.index + m[0].length));
}
const THEN_ASKS =
  /[,;:]\s*(?:(?:and|so|but|y|pero|entonces)\s+)?(?:(?:now|ahora)\s+)?(?:what|how|can|could|should|do|does|is|are|will|where|when|why|que|como|cuanto|cuando|donde|puedo|pueden|puede|debo|tengo|hay|me pueden)\b/;
const ASKS_WHETHER =
  /^(?:(?:do|does|did|is|are|was|were|can|could|will|would|should|might|may|have|has|if|whether|what if)\b[^.!]*\?$|(?:ya |ahora |todavia )?(?:tienen|tiene|hay|existe)\b[^.!,;]*\?$)|\b(?:if|whether|before|unless|until|to avoid|to stop|to prevent|or else|otherwise|antes de que|para que no|si no)\b[^.!?]{0,40}\b(?:judgm?ent|sentencia)/;

/** A judgment the person may want undone: one entered by default, or one they ask to undo. */
const UNDO_JUDGMENT =
  /\b(never (?:got|received|was served|been served)|(?:was|were|wasn'?t|weren'?t) never served|(?:wasn'?t|weren'?t|was not|were not) (?:ever |properly )?served|nunca (?:me )?(?:recibi|llego|entregaron|notificaron)|nunca supe (?:de|que)|never knew (?:about|of|there was)|no me (?:notificaron|entregaron)|default judgm?ent|set (?:it )?aside|vacate|undo|reopen|too late|appeal\w*|missed (?:the |my )?(?:hearing|court date|trial|court)|sentencia en rebeldia|anular|muy tarde|demasiado tarde|apelar|apelacion|no (?:pude|fui|pudo|fue) (?:ir )?(?:a )?(?:la audiencia|la corte|el juicio)|(?:falte a|perdi) (?:la audiencia|la corte|el juicio))\b/;
/**
 * A court's order to come in after a judgment, by the names states give it: these are not a new
 * lawsuit and have no Answer (blind set V: an Indiana "Order to Appear – Proceedings Supplemental"
 * was answered as a summons, "respond with a short Answer … or a default judgment"). Named alone,
 * each says a judgment was entered.
 */
const NAMED_POST_JUDGMENT_ORDER = String.raw`\b(?:citation to discover|rule to show cause|(?:judgment )?debtor'?s? exam\w*|examination of (?:the )?(?:judgment )?debtor|proceedings? supplementa\w*|supplementa\w* proceedings?|supplementary (?:hearing|order)|order (?:for|of) (?:appearance and )?examination|asset (?:hearing|examination)|post-?judgm?ent (?:hearing|discovery|exam\w*|deposition|interrogatories)|examen (?:del|de) deudor|(?:citacion|orden) para (?:descubrir|revelar) (?:los )?bienes|procedimientos? suplementarios?|audiencia (?:sobre|de) (?:mis |sus |los )?bienes)\b`;
/** "Order to appear" is also what some summonses say: it is the order after a judgment only beside a judgment, a debtor or assets. */
const ORDER_TO_APPEAR = String.raw`\b(?:order to appear|orden (?:de|para) comparecer|orden de presentarse)\b`;
/** A judgment spoken of as there (not a default one a summons warns of), a debtor, assets, an examination. */
const AFTER_A_JUDGMENT_WORDS = String.raw`\b(?:(?<!default )judgm?ents?\b(?! (?:may|will|can|could|might|by default|against you if))|(?<!dictar )sentencia\b(?! en rebeldia)|debtor|deudor|assets|bienes|examination|examen)\b`;
export const POST_JUDGMENT_ORDER = new RegExp(
  `${NAMED_POST_JUDGMENT_ORDER}|${ORDER_TO_APPEAR}[\\s\\S]*${AFTER_A_JUDGMENT_WORDS}|${AFTER_A_JUDGMENT_WORDS}[\\s\\S]*${ORDER_TO_APPEAR}`,
);

function judgmentOf(folded: string, servedWords: boolean, renewal: boolean): NonNullable<Slots['judgment']> {
  const seized = SEIZE.test(folded);
  const undo = UNDO_JUDGMENT.test(folded);
  const order = POST_JUDGMENT_ORDER.test(folded);
  const appeal = CONTESTED_JUDGMENT.test(folded) && !BY_DEFAULT.test(folded);
  return { first: servedWords || undo || order || appeal || renewal, seized, undo, order, appeal, renewal };
}
/** A landlord's claim said to be filed: "filed a complaint", "is suing me", "me demandó". */
const LANDLORD_FILED = /\b(?:filed|sued|suing|sues|complaint|summons|me demando|me demandaron|me esta demandando|presento una demanda)\b/;
/** A bankruptcy already filed: the automatic stay, not the answer's deadline, is the first thing to say. */
const BANKRUPTCY_FILED =
  /\b(?:filed|i'?m in|we'?re in|in my|in a|my)\s+(?:for\s+)?(?:chapter|ch\.?)\s*(?:7|13)\b|\bfiled (?:for )?bankruptcy\b|\bmy bankruptcy (?:case|lawyer|attorney|trustee|plan|petition)\b|\b(?:me declare|nos declaramos|estoy|estamos) en (?:bancarrota|quiebra)\b|\b(?:presente|declare) (?:la )?(?:bancarrota|quiebra|capitulo (?:7|13))\b/;
/** On active military duty: a default judgment then can be reopened under the Servicemembers Civil Relief Act. */
const MILITARY =
  /\b(active duty|deployed|deployment|title 10|military orders|called (?:up|to duty)|national guard|servicio activo|desplegad\w*|guardia nacional)\b/;

const LIMITATIONS = /\b(statute of limitations?|time.?barred|too old|old debt|zombie|years? old|prescri\w*|deuda vieja|muy vieja|hace \w+ anos)\b/;

/** A question about the time to answer a suit is a sued person's question, whatever words it uses. */
const ANSWER_DEADLINE =
  /\b(deadline|how long|how many days|how much time|time to|days to|due)\b[^.?!]{0,60}\b(answer|respond|reply|file)\b|\b(answer|respond)\w*[^.?!]{0,40}\b(lawsuit|complaint|summons|suit|case)\b|\b(cuanto tiempo|cuantos dias|plazo|fecha limite|hasta cuando|para cuando)\b[^.?!]{0,60}\b(contest\w*|respond\w*|demanda)/;

export type Slots = {
  state: UsStateCode | null;
  stateFromQuestion: boolean;
  served: boolean;
  /**
   * A judgment already entered, and what the question says of it: money taken or frozen, the
   * judgment to be undone, a court's order to come in; `first`, it is what the person asks about
   * (they were served, or want it undone, or were ordered in), said before the card; `appeal`, a judge decided it
   * after a hearing the person went to, so an appeal or a new trial, not a default's set-aside, undoes it.
   */
  judgment: { first: boolean; seized: boolean; undo: boolean; order: boolean; appeal: boolean; renewal?: boolean } | null;
  /** The question says plainly that no suit was filed or served ("I have never been sued"): no card adds a suit's deadline. */
  notSued: boolean;
  /** A default entered with no judgment yet: the time to answer has passed, and a motion to set the default aside comes first. */
  defaultEntered: boolean;
  /** The person already filed an Answer: the deadline to answer is behind them, the case's next steps are not. */
  answered: boolean;
  /** A served person asks whether the case can wait (a trip, a hospital stay): it cannot. */
  asksToWait: boolean;
  /** The other side's lawyer or the collector told the served person no filing is needed. */
  toldNoNeedToFile: boolean;
  /** The person's bankruptcy is filed. */
  bankruptcy: boolean;
  /** The person is or was on active military duty. */
  military: boolean;
  arrest: boolean;
  /** What the person says they mean to do that would hurt them: each is warned against, first. */
  risks: RiskyPlan[];
  /** A settlement's balance and price, when the question gives them and asks about taxes. */
  settlement: SettlementFigures | null;
  /** What the person owed and owned just before a debt was forgiven, when the question gives both. */
  insolvency: Insolvency | null;
  benefits: boolean;
  limitations: boolean;
  /** The question is about a garnishment of pay. */
  wages: boolean;
  /** The question is about a criminal, traffic or family case: not a consumer debt. */
  notADebtCase: boolean;
  /** A former landlord sues for rent or damages after the tenant moved out: a debt lawsuit, not an eviction (landlord-claims.ts). */
  landlordClaim: boolean;
  /** The day the question says they were served (ISO), when it gives one; the earlier of two. */
  servedOn: string | null;
  /** Every day the question says papers came, in the order written (two suits served on two days). */
  servedDates: string[];
  /** The person was served with two suits (one debt or two): each needs its own Answer by its own deadline. */
  twoSuits: boolean;
  /** The day the question says the judgment was entered or signed (ISO). */
  judgmentOn: string | null;
  /** The time to undo or appeal the judgment, where Parley is sure of the court's rule (after-judgment.ts). */
  afterJudgment: AfterJudgmentRule | null;
  /** The other day it may have been, when the person was not sure ("nov 10 or 11"). */
  servedOrElse: string | null;
  /** The papers were published (a newspaper, an "edicto"): service ends only after the notice has run, so no date the question gives is the service date. */
  servedByPublication: boolean;
  /** A date the court set for the person to appear, when the question gives one. */
  courtDate: string | null;
  /** A count of days the person's papers give from a date they name, and the last day it makes (a weekend or court holiday moves it). */
  printedCount: { days: number; from: string; due: string } | null;
  /** The question is about an arbitration the creditor started (a notice or demand of arbitration). */
  arbitration: boolean;
  /**
   * The arbitration is a step in a court case the person was served with (a hearing the court set before arbitrators): the
   * court's deadline to answer still runs (blind set W: an arbitration hearing date read as the thing to answer).
   */
  arbitrationInSuit: boolean;
  /** The day the question was asked (ISO). */
  today: string;
  /** The take-home pay the question gives, per period ("$620 a week"), when it asks about taking it. */
  pay: { cents: number; period: PayPeriod } | null;
  /** The person supports a child or other dependent. */
  headOfFamily: boolean;
  /** When the person last paid the debt (or it went unpaid), as the question gives it: what the state's time limit runs from. */
  lastPaid: { year: number; month: number | null; monthsAgo: number } | null;
  /** The debt is a loan or other signed contract rather than a card or open account. */
  writtenContract: boolean;
  /** How the papers came, as the question tells it; in person unless it says otherwise. */
  servedHow: ServiceMethod;
  /** The case is in small claims, as the question says or by the court it names. */
  smallClaims: boolean;
  /** The court the question names, of the case's state ("general district court", "small claims"). */
  court: CourtLevel | null;
};

/** "my last payment was in March 2021", "haven't paid since 2018", "mi último pago fue en marzo de 2021", "dejé de pagar en 2019". */
const LAST_PAID =
  /\b(?:last (?:payment|paid|pay|time i paid)|(?:stopped|quit) paying|(?:haven'?t|have not|never) paid (?:anything |a dime |it )?since|defaulted|charged? ?off|ultimo pago|deje de pagar|no (?:he )?pag\w* desde|no pago desde)\b[^.?!]{0,30}?\b(?:(?:in|on|of|en|de|fue|was|back)\s+)*(?:([a-z]+)\s+(?:de\s+|of\s+)?)?((?:19|20)\d{2})\b/;
const WRITTEN_CONTRACT = /\b(loan|promissory|contract|auto|car note|prestamo|contrato)\b/;

function lastPaidIn(folded: string, now: Date): Slots['lastPaid'] {
  const m = LAST_PAID.exec(folded);
  if (!m) return null;
  const year = Number(m[2]);
  const month = m[1] ? (MONTHS[m[1]] ?? null) : null;
  // Without a month, the year's last month: the shortest the debt can have aged.
  const monthsAgo = (now.getUTCFullYear() - year) * 12 + (now.getUTCMonth() + 1 - (month ?? 12));
  return monthsAgo >= 0 ? { year, month, monthsAgo } : null;
}

/**
 * Take-home pay written with its period: "I take home $620 a week", "$1,400 net every two weeks",
 * "gano 500 dolares limpios a la semana". Garnishment is counted on pay after the deductions the law
 * requires, so a figure not said to be take-home (gross, or just "I make") is not counted.
 */
const PAY =
  /(?:\$ ?(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))?|\b(\d{1,3}(?:,\d{3})+|\d+)(?:\.(\d{2}))? (?:dollars|dolares|bucks))(?: (?:take ?home|net|after taxes?|neto|netos|limpio|limpios|libres?))? ?(?:(?:a|an|per|each|every|cada|por|a la|al|\/) ?)?(twice a month|two weeks|other week|2 weeks|biweekly|bi-weekly|week|wk|weekly|dos semanas|quincena|semana|semanal(?:es)?|month|monthly|mes|mensual(?:es)?)\b/;
const TAKE_HOME =
  /\b(take ?home|took home|net|after taxes?|after deductions|disposable|neto|netos|limpio|limpios|despues de (?:los |las )?(?:impuestos|taxes|descuentos|deducciones)|libre de impuestos)\b/;
const GROSS = /\b(gross|before taxes?|pre-?tax|bruto|brutos|antes de impuestos)\b/;
/** Money that is not wages: a benefit is protected by its own law, never by the wage limit. */
const NOT_WAGES =
  /\b(ssdi|ssi|social security|disability|va benefits?|veterans?|pension|retirement|unemployment|child support|alimony|seguro social|discapacidad|desempleo|manutencion|jubilacion|pension|beneficios?)\b/;
/** A head of family: providing more than half the support of a child or other dependent. */
const HEAD_OF_FAMILY =
  /\b(kids?|children|child|son|daughter|dependents?|single (?:mom|mother|dad|father|parent)|head of (?:the )?(?:family|household)|support my|hijos?|hijas?|ninos|ninas|nino|nina|chamacos|chiquitos|madre soltera|padre soltero|mama soltera|papa soltero|jefe de familia|jefa de familia|jefe de hogar|jefa de hogar|mantengo a)\b/;

const PERIOD_OF: Record<string, PayPeriod> = {
  'twice a month': 'half_month',
  quincena: 'half_month',
  'two weeks': 'two_weeks',
  'other week': 'two_weeks',
  '2 weeks': 'two_weeks',
  biweekly: 'two_weeks',
  'bi-weekly': 'two_weeks',
  'dos semanas': 'two_weeks',
  month: 'month',
  monthly: 'month',
  mes: 'month',
};
/** Words just before a figure that make it the amount taken, not the pay: "me quitan $140 a la semana", "they take $95 a week". */
const TAKEN_BEFORE =
  /\b(?:quitan|quitaron|quita|descuentan|descontaron|retienen|embargan|take|takes|taking|took|garnish\w*|withh[oe]ld\w*|deduct\w*)\s+(?:me\s+|out\s+|about\s+|like\s+|unos\s+|como\s+)?$/;
function payIn(folded: string): Slots['pay'] {
  if (NOT_WAGES.test(folded) || GROSS.test(folded) || !TAKE_HOME.test(folded)) return null;
  // The first figure with a period that is not the amount taken from it (blind set V: the $140 taken was read as the pay).
  const m = [...folded.matchAll(new RegExp(PAY.source, 'g'))].find((f) => !TAKEN_BEFORE.test(folded.slice(Math.max(0, (f.index ?? 0) - 25), f.index)));
  if (!m) return null;
  const dollars = Number((m[1] ?? m[3] ?? '0').replace(/,/g, ''));
  const cents = dollarsToCents(dollars) + Number(m[2] ?? m[4] ?? 0);
  const word = m[5] ?? 'week';
  const period = PERIOD_OF[word] ?? (/^mensual/.test(word) ? 'month' : 'week');
  return cents > 0 ? { cents, period } : null;
}

/** The moment on the asker's device, when it sent a valid one; else the server's. */
export function askedAt(currentDateTime: string | undefined): Date {
  const at = currentDateTime ? new Date(currentDateTime) : null;
  return at && !Number.isNaN(at.getTime()) ? at : new Date();
}

/** A settlement's figures and the insolvency test on them, as the question gives them. */
function figuresOfASettlement(folded: string): Pick<Slots, 'settlement' | 'insolvency'> {
  const settlement = settlementFiguresIn(folded);
  return { settlement, insolvency: insolvencyIn(folded, settlement) };
}

/** The state the question names wins over the account's: a person sued where they used to live. */
/** An arbitration the creditor brought: its notice, demand or claim, or the forum's name. */
const ARBITRATION = /\b(?:arbitration|arbitrator|american arbitration association|jams|arbitraje|arbitro)\b/;
/** A court case's own words: an arbitration beside them is one the court set, not a forum the creditor chose instead of a court. */
const COURT_CASE = /\b(?:court|corte|tribunal|juzgado|summons|complaint|notice to defend|citacion|emplazamiento)\b/;

function printedCountOf(folded: string, now: Date, state: string | null): Slots['printedCount'] {
  const count = printedCountIn(folded, now);
  if (!count) return null;
  const due = dueDate({ days: count.days, counting: count.courtDays ? 'court_days' : 'calendar', from: 'service', citation: '' }, count.from, state);
  return due ? { days: count.days, from: count.from, due } : null;
}

export function slotsOf(question: string, accountState: string | null | undefined, now: Date): Slots {
  // A typed apostrophe is read as the plain one every pattern spells ("don’t" is "don't").
  const folded = withoutSocialSecurityAsANumber(foldAccents(question).toLowerCase().replace(/[’‘]/g, "'"));
  const named = courtStateOf(question);
  const account = accountState && jurisdictionOf(accountState) ? (accountState as UsStateCode) : null;
  // A state named with its court wins; then the court or place named ("General District Court", "Cook
  // County", "a court in Detroit"); then a state named otherwise; then the big city the person lives
  // or works in ("vivo en Miami"); then the account's.
  const placed = named?.byCourt ? null : (stateOfCourtPlace(folded, [named?.state, account]) ?? (named ? null : stateOfOwnPlace(folded, [null, account])));
  const state = (named?.byCourt ? named.state : null) ?? placed ?? named?.state ?? account;
  const servedByMessageOnly = SERVED_BY_MESSAGE.test(folded) && !HANDED_OVER.test(folded);
  // "I have never been sued" says no suit, whatever other words of one it has.
  const sueText = folded.replace(new RegExp(NOT_SUED.source, 'g'), ' ');
  const servedWords =
    !servedByMessageOnly &&
    (SERVED.test(sueText) ||
      SUED_TOO.test(sueText) ||
      (HANDED_BY_PRONOUN.test(sueText) && SUIT_NAMED.test(sueText)) ||
      ANSWER_DEADLINE.test(sueText) ||
      CIVIL_WARRANT.test(sueText));
  const renewal = RENEWED_JUDGMENT.test(folded);
  // A judgment already vacated or set aside is none; a default entered without one is a default, not a judgment.
  const judged = (judgmentSaidEntered(folded) || POST_JUDGMENT_ORDER.test(folded) || renewal) && !VACATED_JUDGMENT.test(folded);
  const defaultEntered = !judged && DEFAULT_ENTERED.test(folded) && !VACATED_JUDGMENT.test(folded);
  const court = courtNamedIn(folded, state);
  const landlordClaim = landlordMoneyClaimIn(folded);
  const dates = questionDates(folded, now);
  // A case settled and paid is past the question of an Answer's day (case-stage.ts), unless a service date keeps one counting.
  const pastTheAnswer = SETTLED_BUT_OPEN.test(folded) && dates.servedOn === null;
  // An Answer already filed is a suit too: its next steps are said, not a day to answer by.
  const answeredWords = ALREADY_ANSWERED.test(folded);
  const served =
    !judged &&
    !pastTheAnswer &&
    (servedWords || defaultEntered || answeredWords || (landlordClaim && (dates.courtDate !== null || LANDLORD_FILED.test(folded))));
  const arbitration = ARBITRATION.test(folded);
  return {
    state,
    stateFromQuestion: named !== undefined || placed !== null,
    // After a judgment the time to answer is over: the person is not "being sued" but collected from.
    // A former landlord's claim filed in court, or set for a hearing, is a suit the person must answer or appear in.
    served,
    judgment: judged ? judgmentOf(folded, servedWords, renewal) : null,
    defaultEntered,
    notSued: !servedWords && !defaultEntered && NOT_SUED.test(folded),
    answered: served && !defaultEntered && answeredWords && !FILING_REJECTED.test(folded),
    asksToWait: served && CAN_IT_WAIT.test(folded),
    toldNoNeedToFile: served && TOLD_NO_NEED_TO_FILE.test(folded),
    bankruptcy: !judged && BANKRUPTCY_FILED.test(folded),
    military: MILITARY.test(folded),
    arrest: ARREST.test(folded.replace(CIVIL_WARRANT, ' ')),
    risks: risksIn(folded),
    ...figuresOfASettlement(folded),
    ...dates,
    // A publication's date is not when service was complete (it is weeks later): counting from it would say a live deadline has passed (blind set R).
    ...(BY_PUBLICATION.test(folded) ? { servedOn: null, servedOrElse: null, servedDates: [], servedByPublication: true } : { servedByPublication: false }),
    twoSuits: served && TWO_SUITS.test(folded),
    afterJudgment: judged ? afterJudgmentRule(state, court, folded) : null,
    printedCount: printedCountOf(folded, now, state),
    arbitration,
    arbitrationInSuit: arbitration && served && COURT_CASE.test(folded.replace(/\barbitration court\b/g, ' ')),
    pay: SEIZE.test(folded) ? payIn(folded) : null,
    headOfFamily: HEAD_OF_FAMILY.test(folded),
    lastPaid: lastPaidIn(folded, now),
    writtenContract: WRITTEN_CONTRACT.test(folded),
    benefits: BENEFITS.test(folded) && SEIZE.test(folded),
    limitations: LIMITATIONS.test(folded),
    wages: (WAGES.test(folded) && SEIZE.test(folded)) || EMPLOYER_GARNISHES.test(folded),
    // A collector who threatens to call immigration is a debt question (blind set I), and so is such a threat over a debt, whoever makes it: only a case with no collector or debt threat in it is not ours.
    landlordClaim,
    // A former landlord's money claim is a debt suit, whatever past eviction it names (blind set V).
    notADebtCase:
      !landlordClaim &&
      NOT_A_DEBT_CASE.test(folded) &&
      !COLLECTOR_NAMED.test(folded) &&
      (NEVER_A_DEBT_CASE.test(folded) || !(CREDITOR_SUES.test(folded) || (FAMILY_BACKGROUND.test(folded) && DEBT_OF_THE_MARRIAGE.test(folded)))) &&
      !(IMMIGRATION_THREAT.test(folded) && OWED.test(folded)),
    servedHow: servedHowIn(question, folded, state, account),
    court,
    smallClaims: SMALL_CLAIMS.test(folded) || (court !== null && /small claims/i.test(court.name)),
  };
}
