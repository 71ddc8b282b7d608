import { BY_DEFAULT, CONTESTED_JUDGMENT, JUDGMENT_BY_STAGE, RULED_FOR_THE_OTHER_SIDE, WON_CASE } from './case-stage.js';

/**
 * Where a suit stands, as a question tells it (split from slots.ts by concern): a judgment entered, vacated, renewed or
 * only feared; a default entered; an Answer already filed; what the person is told or asks about waiting. Each pattern
 * is read on folded, lower-case text.
 */

/**
 * A judgment already entered, and what the question says of it: money taken or frozen, the judgment to be undone, a
 * court's order to come in; `first`, it is what the person asks about (they were served, or want it undone, or were
 * ordered in), said before the card; `appeal`, a judge decided it after a hearing the person went to, so an appeal or a
 * new trial, not a default's set-aside, undoes it.
 */
export type Judgment = { first: boolean; seized: boolean; undo: boolean; order: boolean; appeal: boolean; renewal?: boolean };

// An earnings withholding order is California's wage garnishment; "me quitan $140" is pay taken (blind set V), and so is "me pueden
// sacar del cheque", "me descuentan" (set AZ).
export const SEIZE =
  /\b(garnish\w*|levy|levied|seiz\w*|takes?|taking|took|grab|grabs|grabbing|freez\w*|frozen|offset|embarg\w*|quitar\w*|quita|quitan|quitando|quitaron|congel\w*|tomar\w*|earnings withholding order|withholding order|sac(?:ar|arme|arle|an|aron|ando|a) (?:\w+ ){0,2}?(?:del|de mi|de su|de el) (?:cheque|sueldo|salario|pago|nomina)|descontar\w*|descuentan|descontaron|descontando)\b/;
/**
 * A judgment signed with no one named, told as a fact ("firmaron un default judgment contra mí", "me dictaron sentencia"), not
 * wondered about ("no sé si ya firmaron una sentencia"): the suit's stage and the judgment's date read it alike.
 */
export const THEY_SIGNED_A_JUDGMENT = String.raw`(?<!\b(?:si|whether|if)\s+(?:ya\s+|already\s+)?(?:me\s+|le\s+)?)(?:me\s+)?(?:firmaron|dictaron|sacaron|emitieron|otorgaron)\s+(?:(?:el|un|la|una)\s+)?['"“]?(?:fallo|sentencia|(?:default |final )?judgm?ent)\b`;
/**
 * A judgment already entered: the suit's time to answer is over, and what counts now is a claim of
 * exemption, a motion to set the judgment aside, or a court date after judgment (blind set Q: a bank
 * levy, a default judgment found late and a citation to discover assets were each given a lawsuit's
 * "last day", one of them counted from the levy notice). Said as a fact, not asked about ("can they
 * get a judgment?" is not one). The judge may be named at length, the judgment in English: "el juez de paz del precinto 5
 * en Austin firmó un 'default judgment'" (blind set AM), or with no one named: "firmaron un default judgment contra mí" (set AO).
 */
export const JUDGMENT_ENTERED = new RegExp(
  String.raw`\b(?:(?:tengo|tienen|tiene|hay)\s+un\s+fallo\b|${RULED_FOR_THE_OTHER_SIDE}|${THEY_SIGNED_A_JUDGMENT}|(?:juez|jueza|corte|tribunal)\s+(?:\w+\s+){0,7}?(?:firmo|dicto|emitio|dio|saco|otorgo)\s+(?:(?:el|un|la|una)\s+)?['"“]?(?:fallo|sentencia|(?:default |final )?judgm?ent)|(?:un|el|ese)\s+(?:juicio|fallo)\s+(?:por|en)\s+(?:default|rebeldia)|(?:corte|juicio|audiencia|juez)\b[^.?!]{0,80}\by perd(?:i|imos)\b|(?:got|gotten|obtained|won|entered|granted|took|have|has|had|there is|there's|theres|from|found|received|saw|signed|issued|(?:gave|awarded|granted) (?:them|him|her|it|(?:the |a |an )?(?:[\w'-]+ ){0,2}?[\w'-]+))\s+(?:a\s+|an\s+|the\s+)?['"“]?(?:default\s+|money\s+|final\s+|summary\s+)?judgm?ent|judgm?ent\b[^.?!]{0,30}\b(?:was|got|been|is) signed|judgm?ent\b[^.?!]{0,60}\b(?:signed|dated) (?:on )?(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|\d)|judgm?ents?\s+(?:was\s+|were\s+|has been\s+|got\s+)?(?:entered|granted|issued)|judgm?ent against (?:me|us|him|her)|levied|(?:notice of|bank) levy|levy (?:on|notice)|writ of (?:execution|garnishment)|notice of (?:execution|garnishment)|(?:notice of )?entry of judgm?ent|notice of (?:default )?judgm?ent|date of (?:the )?judgm?ent|judgm?ent (?:date|entered)\s*:|judgm?ent (?:for|in favou?r of) (?:the )?(?:plaintiff|creditor|bank|collector|debt buyer)|citation to discover|rule to show cause|debtor'?s? exam\w*|aviso de (?:la )?(?:(?:entrada|registro|inscripcion|anotacion) de (?:la )?)?sentencia|(?:hicieron|dictaron|sacaron|obtuvieron|ganaron|tengo|tenemos|tienen|tiene|hay|por) una sentencia|(?:hicieron|dictaron|sacaron|obtuvieron|ganaron|tengo|tienen|tiene|hay|dieron|le dieron|me dieron) (?:un|el) ['"“]?(?:default |final )?judgm?ent|(?:dio|dieron|otorgo|otorgaron|concedio|concedieron)\s+a\s+(?:[\w'-]+\s+){1,3}?(?:un|una|el|la)\s+['"“]?(?:default\s+)?(?:judgm?ent|sentencia|fallo)\b|(?:me|le|nos|les) (?:dio|dieron|puso|pusieron|dicto|dictaron)\s+(?:un |una |el |la |la sentencia |el fallo )?['"“]?(?:default(?: judgm?ent)?|judgm?ent|sentencia|fallo)\b(?! (?:si|cuando|de que)\b)|sentencia en rebeldia (?:el|en|del|de)\b|fecha de (?:la )?sentencia|sentencia a favor (?:del|de la) (?:demandante|parte actora|acreedor)|(?:embargaron|congelaron|levantaron) (?:mi |la |el )?(?:cuenta|dinero))\b`,
);
/**
 * Whether the question says a judgment was entered, not only asks whether one was or will be: "do
 * they already have a judgment against me?", "¿ya tienen una sentencia?", "before they get a
 * judgment" keep a served person's answer deadline, which a judgment would take away. A judgment for the person
 * ("the judgment was signed in my favor") is none against them. (Folded
 * text has lost the opening "¿": a Spanish yes/no question is told by its closing "?".)
 */
export function judgmentSaidEntered(folded: string): boolean {
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
 * suit to answer (blind set Y: a Florida garnishment with its exemption form was answered "file an Answer"); a claim of exemption to
 * file, and "a creditor with a judgment" (set BB: a Florida bank garnishment was given a passed answer date).
 */
export const SEIZED_FOR_A_JUDGMENT =
  /\b(?:took|take|takes|taking|garnish\w*|withh[oe]ld\w*|deduct\w*|levy\w*|levied|froze|frozen|seiz\w*|check|paycheck|wages|account|quitaron|quitan|quitando|embarg\w*|congel\w*|cheque|sueldo|cuenta)\b(?:[^.?!]|\.(?=\d)){0,60}\b(?:for|on|over|por) (?:a|an|the|their|that|this|my|his|her|una|la|esa|mi) (?!default\b)(?:[\w'-]+ ){0,3}?(?:judgm?ent|sentencia)\b|\b(?:garnish\w*|embarg\w*|congel\w*|levy|levied|froze|frozen)\b[^.?!]{0,60}\b(?:por|de|for|from) (?:un|el|ese|a|the) (?:juicio|fallo)\b|\b(?:a|an|the|two) (?:claim of exemption|exemption claim) forms?\b|\bformularios? de (?:reclamo de )?exencion\b|\b(?:file|filing|submit|send) (?:a |an |the |my )?(?:claim of exemption|exemption claim)\b|\b(?:creditor|collector|company|bank|lender|plaintiff|acreedor|compania)\s+(?:that |who )?(?:with|holding|con)\s+(?:a|an|the|un|una)\s+(?:judgm?ent|sentencia)\b/;
/** A sentence that says there is no judgment yet: "I don't think there's a judgment yet", "todavía no hay sentencia". */
export const NO_JUDGMENT_YET =
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
export const DEFAULT_ENTERED =
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
export const NOT_SUED =
  /\b(?:never|not|haven'?t|have not|hasn'?t|has not|wasn'?t|was not|weren'?t|were not|not yet|no one has|nobody has|no one|nobody|without)\s+(?:ever\s+|even\s+|yet\s+|actually\s+)?(?:been\s+|being\s+)?sued\b|\bnadie me (?:ha )?demand\w*|\bno (?:me |nos |lo |la )?(?:han|ha) demandado\b|\bnunca me (?:han )?demandad\w*|\b(?:never|not|didn'?t|did not|haven'?t|have not)\s+(?:ever\s+)?(?:got|gotten|received)\s+(?:any\s+)?court papers\b|\bno court papers\b/;
/** Already answered the suit: the deadline to answer is behind the person (a filing rejected is none). */
export const ALREADY_ANSWERED =
  /\b(?:i|we) (?:already |just |e-?|also )?(?:filed|sent in|submitted|turned in|mailed|e-?filed|served)\b(?: (?:in|with|to) (?:the )?(?:\w+ ){0,3}?(?:court|clerk))? (?:my|an|the|our|a) (?:written )?(?:answer|response|respuesta)\b|\b(?:i|we) (?:already )?answered (?:the|their|it|this|that|my) (?:lawsuit|complaint|suit|case|summons|petition)\b|\bya (?:presente|conteste|entregue|mande|envie|presentamos|contestamos) (?:la |mi |nuestra )?(?:contestacion|respuesta|demanda)\b|\bya (?:le )?conteste\b/;
/**
 * An Answer filed after its last day, as the person tells it: the case may already be in default, and what opens it is the
 * missed day's rule, not the case's next steps (blind set AF: a Georgia Answer filed a day late was told "the deadline to answer
 * is behind you", with Georgia's 15 days to open the default running).
 */
export const ANSWERED_LATE =
  /\b(?:(?:a|one|two|three|a few|\d+) (?:day|days|week|weeks) (?:late|too late|after (?:the|my) (?:deadline|due date|last day))|(?:filed|sent|turned|submitted|mailed|answered)\b[^.?!]{0,40}\b(?:late|after the deadline|past the deadline|after (?:it|the answer) was due)|(?:un|uno|dos|tres|unos) (?:dia|dias|semana|semanas) (?:tarde|despues (?:del|de la) (?:plazo|fecha limite))|(?:presente|entregue|mande|conteste)\b[^.?!]{0,40}\b(?:tarde|fuera de (?:plazo|tiempo)))\b/;
export const FILING_REJECTED =
  /\b(?:rejected|returned|bounced|not accepted|wasn'?t accepted|was not accepted|refused|rechaz\w*|devolvieron|no (?:la |me la |lo )?aceptaron)\b/;
/** A served person who asks whether the case can wait (a trip, a hospital stay, work): it cannot, and the answer says so first. */
export const CAN_IT_WAIT =
  /\b(?:can (?:this|it|that|the case|the lawsuit|everything|i) (?:just |all )?(?:wait|be (?:paused|postponed|put on hold|delayed))|(?:wait|hold off) (?:until|till|til|'?til) (?:i|we) (?:get back|return|come back|am back|'?m back|are back|get home|get out)|(?:does|will|would) (?:the|my) (?:deadline|clock|time|case) (?:stop|pause|wait|freeze)|(?:pause|stop|freeze) (?:the|my) (?:deadline|clock|case)|(?:deal with|handle|take care of|respond to|answer|do|file|sort out|look at) (?:it|this|that|them|everything|the (?:case|lawsuit|summons|papers|complaint|answer))(?: all)? (?:when|after|once|as soon as) (?:i|we) (?:get back|return|come back|am back|'m back|are back|get home|get off|finish)|(?:puede|se puede|podria|puedo) (?:\w+ )?esperar|esperar (?:hasta|a) que (?:regrese|vuelva|salga)|(?:atender|resolver|contestar|ocupar|encargar|ver)\w* (?:de )?(?:eso |esto |la demanda |el caso )?(?:cuando|hasta que|despues de que) (?:regrese|vuelva|salga|termine)|se (?:detiene|para|congela|pausa) el plazo)\b/;
/**
 * The other side's lawyer or the collector said no filing is needed: the answer says not to rely on it, first. The
 * person's own lawyer saying so is their own lawyer's advice, and not this.
 */
export const TOLD_NO_NEED_TO_FILE =
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
export const UNDO_JUDGMENT =
  /\b(never (?:got|received|was served|been served)|(?:was|were|wasn'?t|weren'?t) never served|(?:wasn'?t|weren'?t|was not|were not) (?:ever |properly )?served|nunca (?:me )?(?:recibi|llego|entregaron|notificaron)|nunca supe (?:de|que)|never knew (?:about|of|there was)|no me (?:notificaron|entregaron)|default judgm?ent|set (?:it )?aside|vacate|undo|reopen|too late|appeal\w*|missed (?:the |my )?(?:hearing|court date|trial|court)|sentencia en rebeldia|anular|muy tarde|demasiado tarde|apelar|apelacion|no (?:pude|fui|pudo|fue) (?:ir )?(?:a )?(?:la audiencia|la corte|el juicio)|(?:falte a|perdi) (?:la audiencia|la corte|el juicio)|(?:fight|challenge|contest|dispute|beat|stop) (?:it|this|that|the (?:default )?judgm?ent)|do (?:anything|something) about (?:it|this|that|the (?:default )?judgm?ent)|(?:can|could) (?:i|we) still do (?:anything|something)|is there (?:anything|something) (?:i|we) can still do|(?:served|service) by publication|(?:se puede|puedo|podemos|hay algo que|hay forma de) hacer (?:algo|nada)|pelear(?:la|lo)?|defenderme|ya es (?:muy )?tarde|nunca me buscaron|(?:notificaron|notificacion|notificado|notificada) (?:por edicto|por publicacion|en (?:el|un) periodico))\b/;
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

/**
 * Money taken, frozen or garnished now, or a notice of it in hand: what a claim of exemption answers this week. A fear of it
 * ("how much can they take?") is none (blind set Z: "file the claim of exemption … this week" was said with no levy at all).
 */
export const SEIZED_NOW =
  /\b(?:took|taken|garnished|garnishing|levied|froze|frozen|freezing|seized|withheld|withholding|deducted|deducting|(?:are|is|been|being|started|keeps?|they'?re) (?:taking|garnish\w*|withh\w*|deduct\w*|levy\w*)|taking (?:\$|out|from|money|part)|levy (?:on|notice)|(?:bank|notice of) levy|writ of (?:garnishment|execution)|notice of (?:garnishment|execution|levy)|garnishment (?:notice|order|papers|summons)|income execution|trustee process|restraint|restrained|earnings withholding order|embargaron|embargando|embargado|embargada|(?:me |le )?(?:quitaron|quitan|estan quitando|descuentan|descontaron|retienen|retuvieron)|congelaron|congelada|congelado|orden de embargo|aviso de embargo)\b/;

export function judgmentOf(folded: string, servedWords: boolean, renewal: boolean): Judgment {
  const seized = SEIZED_NOW.test(folded);
  const undo = UNDO_JUDGMENT.test(folded);
  const order = POST_JUDGMENT_ORDER.test(folded);
  const appeal = CONTESTED_JUDGMENT.test(folded) && !BY_DEFAULT.test(folded);
  return { first: servedWords || undo || order || appeal || renewal, seized, undo, order, appeal, renewal };
}

/**
 * A service only threatened, by a caller or a letter: "you will be served at work tomorrow unless you pay", "me van a notificar
 * una demanda mañana". It is no service (blind set Z: a scammer's threat was counted from as a service date).
 */
export const THREATENED_SERVICE =
  /\b(?:(?:i|you|we|he|she)(?:'ll| will| would| are going to| are gonna|'re going to|'re gonna| am going to|'m going to|'m gonna)|will|going to|gonna|about to|they(?:'ll| will| would| are going to|'re going to)(?: have (?:me|you))?)\s+(?:be\s+|get\s+)?(?:served|serve (?:me|you|him|her|us))\b(?![^.?!]{0,30}\b(?:again|already)\b)|\b(?:(?:me|lo|la|le|nos|los) )?(?:van a|va a|iban a) (?:notificar|entregar|servir)\w*(?: (?:una|la|unos|los) (?:demanda|papeles|citacion))?/;

/**
 * A garnishment or levy served on an employer, a bank or a payer after a judgment: "a second creditor served my job with its
 * own garnishment order", "the sheriff served one of the contractors a writ of garnishment". It serves no suit on the person.
 */
export const GARNISHMENT_SERVED = new RegExp(
  String.raw`\bserved (?:on )?(?:my |the |our |his |her |one of (?:my |the )?)?(?:job|employer|work|workplace|boss|hr|payroll|bank|credit union|company|contractors?|gcs?|clients?)\b[^.?!]{0,40}?\b(?:with )?(?:a |an |its |their |the )?(?:own )?(?:wage |bank |writ of )?(?:garnishment|levy|earnings withholding order|income execution)(?: order| papers)?|\b(?:garnishment|levy|earnings withholding order|income execution)(?: order| papers)? (?:was |were )?served (?:on|to) (?:my |the )?(?:job|employer|work|boss|hr|payroll|bank|credit union|company)\b` +
    // A bank's restraint or levy told as served, with no place named: "the restraining notice was served Dec 4" (set AU).
    String.raw`|\b(?:restraining notice|notice of levy|levy|restraint|bank levy)(?: notice| papers)? (?:was |were |got |had been )?served\b`,
  'g',
);
