import type { Normalized } from './normalize.js';

/**
 * What a sentence does, beyond the words it uses (issue 34): a rule's pattern finds the words; these
 * read the sentence around them to tell a threat or a demand from an idiom, an explanation of the
 * law, a statement of fact about the past or a filed case, and a reassurance. All work on the
 * normalized text (lower case, accents folded) and are cheap: no pattern here can backtrack badly.
 */

/**
 * Innocent senses of the rules' trigger words ("let's arrest the interest growth", "seize the
 * chance", "kill two birds", "shoot me an email", "Hi Sue"). They are blanked (same length, so a
 * trigger still quotes the words typed) before any rule reads the message.
 */
const IDIOMS = [
  /\barrest(?:s|ed|ing)? (?:the |this |that |its |their |any |further )?(?:\w+ )?(?:growth|rise|increase|climb|spiral|slide|decline|interest|trend|momentum)\b/g,
  /\bseiz(?:e|es|ed|ing) (?:the |this |that |your |a )?(?:\w+ )?(?:opportunity|moment|day|chance|offer|deal|discount|initiative)\b/g,
  /\bkill(?:s|ing)? (?:two birds(?: with one stone)?|time)\b/g,
  /\bshoot (?:me|us|you|u|them|him|her) (?:a|an|the|over|back|my|our|your) (?:\w+ )?(?:line|message|email|text|note|call|reply|link|copy|invoice|statement|form|details|info|receipt|quick)\b|\bshoot (?:it|that|this|them) (?:over|to you|your way)\b/g,
  /\b(?:hi|hello|hey|dear|thanks|thank you|good (?:morning|afternoon|evening)),? sue\b/g,
  /\bmatar dos pajaros(?: de un tiro)?\b/g,
  // Medicine, cooking and someone else's troubles: "cardiac arrest", "seizure meds", "garnishing the tacos", "a police checkpoint".
  /\b(?:cardiac|heart|respiratory|cardiopulmonary) arrest\b|\b(?:arresto|paro) (?:cardiaco|respiratorio)\b/g,
  /\bseizures? (?:meds|medications?|medicines?|disorder|activity|pills?|episodes?|evaluation|clinic|workup|work up|tests?|study|monitoring|precautions|care|specialist)\b|\b(?:had|has|have|having|with) (?:a |an? )?(?:\w+ )?seizures?\b(?! of\b)|\b(?:convulsiones|ataques epilepticos)\b/g,
  /\bgarnish(?:es|ed|ing)?\b[^.!?]{0,25}\b(?:plate|platter|tacos?|dish(?:es)?|salad|drinks?|cocktails?|food|enchiladas|soup|platos?|comida)\b|\b(?:el|un) garnish de\b/g,
  /\bpolice (?:checkpoint|traffic|parade|escort)\b|\b(?:my|your|his|her|their) (?:son|daughter|husband|wife|brother|sister|dad|father|mom|mother|cousin|nephew|uncle)\b[^.!?]{0,15}\b(?:is|was|has been) in (?:county |the county |state )?(?:jail|prison)\b/g,
  /\baprovech\w* (?:la|esta) (?:oportunidad|ocasion)\b/g,
  // Work or service inside a jail: "the jail ministry", "a nurse at the county jail".
  // The limitations period named by what it limits: "past the time limit to sue", "the time to sue on it is four years", "el plazo para demandar".
  /\b(?:time (?:limit|period|frame|window)|deadline|limitations? period|statute of limitations) (?:to|for) (?:sue|suing|file (?:a )?(?:suit|lawsuit)|a (?:suit|lawsuit)|legal action|bring (?:a )?(?:suit|lawsuit))\b|\bthe time to sue\b(?=[^.!?]{0,40}\b(?:years?|expired|ran out|run out|has run|passed|is over|lapsed|ended)\b)|\b(?:plazo|tiempo|termino)(?: (?:legal|limite|maximo))? (?:para|de) (?:demandar\w*|presentar (?:una )?demanda|iniciar (?:una )?demanda)\b/g,
  /\b(?:jail|prison) (?:ministry|ministries|chaplain\w*|volunteer\w*|outreach|visits?|visiting|tutor\w*)\b|\b(?:work|works|working|job|shift|nurse|guard|officer|teacher|volunteer)\w* (?:at|in) (?:the )?(?:county |state )?(?:jail|prison)\b/g,
];

/** The text with innocent idioms blanked, the source map unchanged. */
export function blankIdioms(n: Normalized): Normalized {
  let text = n.text;
  for (const idiom of IDIOMS) text = text.replace(idiom, (hit) => ' '.repeat(hit.length));
  return text === n.text ? n : { text, source: n.source };
}

/** The clause holding text[start, end): a sentence cut at commas (never one inside a sum, "$1,400"), colons and "but". */
export function clauseAt(text: string, start: number, end: number): string {
  const sentence = sentenceAt(text, start, end);
  const offset = text.lastIndexOf(sentence, end);
  const at = start - offset;
  const parts = sentence.split(/(?:[,:](?!\d)|\b(?:but|however|pero|sino)\b)/);
  let seen = 0;
  for (const part of parts) {
    if (at <= seen + part.length) return part;
    seen += part.length + 1;
  }
  return sentence;
}

/** Where a sentence ends: its stop, or a line break (a chat line is a sentence). */
const SENTENCE_END = /[.!?;\n]/;

/** A title's abbreviation, whose period ends no sentence. */
const TITLE_BEFORE = /(?:^|[^a-z])(?:mr|mrs|ms|dr|sr|sra|srta|dra|lic|atty)$/;

/** The message's sentences, each with its stop and the space after it: joined, they are the text again. */
export const sentencesOf = (text: string): string[] => text.match(/[^.!?;\n]+[.!?;]*\s*/g) ?? [];

/** The sentence holding text[start, end). */
export function sentenceAt(text: string, start: number, end: number): string {
  // A period between digits ("$455.20", "8.5%") ends no sentence, nor one after a title ("Mr. Ruiz", "Sra. Pérez").
  const endsAt = (i: number) =>
    SENTENCE_END.test(text[i] ?? '') &&
    !(text[i] === '.' && ((/\d/.test(text[i - 1] ?? '') && /\d/.test(text[i + 1] ?? '')) || TITLE_BEFORE.test(text.slice(Math.max(0, i - 6), i))));
  let from = start;
  while (from > 0 && !endsAt(from - 1)) from--;
  let to = end;
  while (to < text.length && !endsAt(to)) to++;
  return text.slice(from, to);
}

/**
 * An explanation of the law, not a threat: a remedy that "can only happen after a judgment",
 * "requires a court order". The condition is a court's act, never the consumer's ("only if you
 * don't pay" stays a threat).
 */
const LAW_EXPLANATION = [
  /\bonly (?:\w+ ){0,4}?(?:after|if|when|with|through|by|once|following)\b[^.!?;]{0,40}\b(?:judgment|judgement|court order|court|judge|lawsuit|sues?|sued|suing)\b/,
  /\b(?:requires?|would require|needs?|would need|without) (?:a |an )?(?:court |final )?(?:judgment|judgement|court order|order from a (?:court|judge))\b/,
  /\bsolo (?:\w+ ){0,4}?(?:despues de|con|si hay|mediante|tras|cuando haya|si existe)\b[^.!?;]{0,40}\b(?:sentencia|orden judicial|orden de un juez|demanda|juez|tribunal|corte)\b/,
  // The court as the one who acts: "solo si un juez dicta sentencia", "only if a judge orders it".
  /\b(?:solo|solamente|unicamente) (?:\w+ ){0,3}?si (?:un|una|el|la) (?:juez|jueza|tribunal|corte)\b|\bonly (?:\w+ ){0,3}?if (?:a|the) (?:judge|court)\b/,
  /\b(?:requiere|necesita|exige|sin) (?:de )?(?:una )?(?:sentencia|orden judicial|orden de un juez)\b/,
  // Reg F 1006.26 model disclosure: "the law limits how long you can be sued on a debt".
  // A warning that a payment could revive the time to sue, and federal collection powers stated: "could restart the clock", "administrative wage garnishment".
  /\b(?:could|can|may|might|would) (?:restart|revive|reset|renew|extend)\b[^.!?;]{0,30}\b(?:clock|statute|limitations|time (?:limit|to sue)|period)\b|\b(?:podria|puede|pueda) (?:reiniciar|revivir|reactivar|renovar)\b[^.!?;]{0,30}\b(?:plazo|prescripcion|tiempo)\b|\badministrativ\w* (?:wage )?garnish\w*|\bgarnish\w* (?:\w+ ){0,2}?administratively\b|\btreasury offset\b/,
  // The reporting limit explained (FCRA 605: seven years from the delinquency): "too old to appear on your credit report".
  /\b(?:too old|(?:more|older) than (?:seven|7)(?: and a half)? years|past the (?:seven|7)[- ]year)\b[^.!?;]{0,60}\b(?:can't|cannot|can no longer|no longer|won't|will not|may not)\b[^.!?;]{0,15}\b(?:appear|be reported|show up|stay|remain)\b[^.!?;]{0,20}\bcredit (?:report|file)\b|\b(?:mas de|mas de los) (?:siete|7)(?: anos)?(?: y medio)?\b[^.!?;]{0,60}\bya no (?:puede|podra|debe) (?:aparecer|reportarse|estar|salir)\b[^.!?;]{0,25}\b(?:reporte|informe|historial) de credito\b/,
  // A further court step named as what the remedy waits on, or a judgment that is only hypothetical: "nothing happens to your wages
  // unless the creditor goes back to court for a writ", "solo podría pasar si algún día hubiera una sentencia".
  /\b(?:unless|until) (?:the |your |our |a )?(?:\w+ )?(?:creditor|firm|plaintiff|lender|bank|owner|client|company|we|they)\b (?:first )?(?:go|goes|went|return|returns|get|gets|obtain|obtains|win|wins|ask|asks|apply|applies|petition|petitions)\b[^.!?;]{0,30}\b(?:court|judge|writ|judgment|judgement|order)\b|\b(?:a menos que|hasta que|salvo que) (?:el |la |los )?(?:\w+ )?(?:vuelva|volvamos|vuelvan|regrese|regresemos|obtenga|obtengamos|consiga|consigamos|gane|ganemos|pida|pidamos|solicite|solicitemos)\w*\b[^.!?;]{0,30}\b(?:corte|juez|tribunal|orden|sentencia)\b|\bif (?:there (?:were|was) ever|(?:someday|one day|ever) there (?:were|was|is))\b[^.!?;]{0,30}\b(?:judgment|judgement|court order|lawsuit)\b|\bsi (?:algun dia |alguna vez |en algun momento )?(?:hubiera|hubiese|existiera|existiese|llegara a haber|se dictara|se dictase|(?:el |un |una )?(?:juez|jueza|tribunal|corte) (?:dictara|dictase|emitiera|otorgara))\b[^.!?;]{0,40}\b(?:sentencia|orden judicial|demanda|juicio)\b/,
  // A court step named as a mere hypothetical of the creditor's, never the sender's: "if the creditor ever went back to court and won".
  /\bif (?:the |your |a )?(?:\w+ )?(?:creditor|plaintiff|lender|bank|owner|hospital|store|original creditor)\b (?:ever\b|were (?:ever )?to\b|someday\b|one day\b)[^.!?;]{0,40}\b(?:court|judge|judgment|judgement|sue|sued|suit|lawsuit)\b(?![^.!?;]*\b(?:we|we'll|we're|i|i'll|us|our)\b)|\bsi (?:algun dia |alguna vez )?(?:el|la) (?:\w+ )?(?:acreedor|banco|hospital|tienda|acreedora)\b (?:algun dia |alguna vez )?(?:volviera|fuera|demandara|ganara|obtuviera|consiguiera|regresara)\b[^.!?;]{0,40}\b(?:corte|juez|tribunal|sentencia|demanda|juicio)\b(?![^.!?;]*\b(?:nosotros|vamos a|podemos|embargaremos|le embargamos)\b)/,
  // The same hypothetical with its "someday" later in the clause: "if a creditor sued and won a judgment someday, …".
  /\bif (?:the |your |a )?(?:\w+ )?(?:creditor|plaintiff|lender|bank|owner|hospital|store|original creditor)\b(?=[^.!?;]{0,60}\b(?:someday|one day|ever|at some point|down the road|in the future)\b)[^.!?;]{0,40}\b(?:court|judge|judgment|judgement|sue|sued|suit|lawsuit)\b(?![^.!?;]*\b(?:we|we'll|we're|i|i'll|us|our)\b)/,
  /\blaw (?:limits|sets a limit on|restricts) (?:how long|the time)\b|\btoo old (?:to be sued|to sue|for (?:a )?(?:suit|lawsuit))\b|\bla ley limita (?:el tiempo|cuanto tiempo|por cuanto tiempo)\b|\bdemasiado antigua para (?:demandar|ser demandad)\w*/,
];
/**
 * The sender saying the law's step is not needed for them ("we don't even need a court order"), or that
 * they will act without it ("we can dock your pay without a judgment"): the opposite of explaining it.
 */
const STEP_SAID_UNNEEDED =
  /\b(?:we|i|our (?:client|office|firm|company)|they) (?:don't|dont|do not|doesn't|does not|never) (?:even )?need\b|\bno (?:court order|judgment|judgement|judge'?s? order|lawsuit)s? (?:being |is |will be )?(?:required|needed|necessary)\b|\bwithout (?:any |the )?need (?:for|of) (?:a |an |any )?(?:court order|judgment|judgement|judge'?s? order|lawsuit)\b|\bsin (?:necesidad de|que se (?:necesite|requiera)) (?:una |ninguna )?(?:orden judicial|orden de (?:la |un )?(?:corte|juez)|sentencia|demanda)\b|\bno se (?:necesita|requiere|ocupa) (?:una |ninguna )?(?:orden judicial|orden de (?:la |un )?(?:corte|juez)|sentencia)\b|\bno (?:necesitamos|necesito|ocupamos|hace falta)\b|\b(?:we|i|our (?:client|office|firm|company)) (?:can|could|will|'ll|may|are going to|are allowed to|are able to) (?:[\w%$.,'-]+ ){1,8}?without (?:a |an |any )?(?:court order|judgment|judgement|judge|lawsuit)\b|\b(?:podemos|vamos a|puedo|voy a|podriamos)(?: [\w%$]+){1,8}? sin (?:una |ninguna )?(?:orden judicial|orden de (?:la |una )?corte|sentencia|demanda)\b/;
export const isLawExplanation = (sentence: string) => !STEP_SAID_UNNEEDED.test(sentence) && LAW_EXPLANATION.some((p) => p.test(sentence));

/**
 * A trigger word named as a word and placed in what the consumer read, or glossed: 'the word "levy" in our letter', 'la palabra
 * "embargo" que vio en el folleto', 'the term "garnishment" means…'. It is spoken of, not threatened.
 */
const WORD_NAMED_BEFORE = /\b(?:the (?:word|term|phrase)|la palabra|el termino|la frase)\s*['"]?\s*$/;
const WORD_PLACED_AFTER =
  /^\s*['"]?,?\s*(?:[\w']+ ){0,6}?(?:you (?:saw|read|see|noticed|found)|(?:in|on) (?:the|our|your|that|this) (?:\w+ )?(?:letter|brochure|notice|form|paperwork|pamphlet|flyer|email|contract|agreement|statement|document|website)|que (?:vio|leyo|ve|lee|aparece|encontro)|en (?:el|la|nuestro|nuestra|su|esa|ese) (?:\w+ )?(?:carta|folleto|aviso|formulario|contrato|correo|documento|estado de cuenta|pagina)|means|refers|describes|explains|significa|se refiere|describe|explica)\b/;
export const isWordNamed = (text: string, start: number, end: number) =>
  WORD_NAMED_BEFORE.test(text.slice(Math.max(0, start - 30), start)) && WORD_PLACED_AFTER.test(text.slice(end, end + 80));

/** The consumer's own words told back: "you wrote 'will I be arrested?'", "you said the charges were fraud", "usted dijo que…", "me pregunta si…". */
const CONSUMER_SAID =
  /\b(?:you (?:said|wrote|mentioned|told (?:me|us)|asked(?: me| us)?|reported|explained|texted|messaged|let (?:me|us) know|shared)|you(?:'re| are)? ask(?:ing)?(?: me| us)? (?:if|whether)|usted (?:nos |me )?(?:dijo|escribio|menciono|pregunto|comento|conto|explico|dice|pregunta|comenta|escribe)|(?:me|nos) (?:dijo|conto|escribio|pregunto|comento|dice|pregunta|comenta|escribe|cuenta)(?= (?:si|que|por|sobre|como|cuando)\b))\b/g;
/** Where the collector's own voice takes over again: a comma, "so", "but", "and we", or what "you asked about" is ("the $75 you asked about is a fee"). */
const OWN_VOICE_AGAIN = /[,;:]|\b(?:so|but|then|therefore|and (?:we|i)|asi que|pero|entonces|y (?:nosotros|yo))\b|^\s*about (?:is|are|was|were)\b/;

/** The words at text[start] sit inside the consumer's words told back, with no clause of the collector's between. */
export function isConsumersWords(text: string, start: number): boolean {
  const sentence = sentenceAt(text, start, start);
  const from = text.lastIndexOf(sentence, start);
  const before = text.slice(from, start);
  const said = [...before.matchAll(CONSUMER_SAID)].at(-1);
  return said !== undefined && !OWN_VOICE_AGAIN.test(before.slice((said.index ?? 0) + said[0].length));
}

/**
 * Someone a court appoints to stand for the consumer (1692c(d) counts them as the consumer): a guardian, conservator,
 * executor, administrator, "tutora nombrada por la corte". The court's appointment is theirs, not the sender's.
 */
export const COURT_APPOINTED_ROLE =
  '(?:court[- ]?(?:appointed|named|designated) (?:legal )?(?:guardian|conservator|executor|executrix|administrator|administratrix|trustee|receiver|personal representative|fiduciary)|(?:legal )?(?:guardian|conservator|executor|executrix|administrator|administratrix|personal representative|fiduciary) (?:appointed|named|designated) by (?:the |a )?(?:court|judge|probate court)|(?:tutor[ao]?|curador[ao]?|albacea|administrador[ao]?|representante (?:legal|personal)|fiduciari[oa]|guardian) (?:legal )?(?:nombrad|designad|asignad)[oa] por (?:la corte|el tribunal|el juzgado|el juez|la jueza|la corte testamentaria))';
const COURT_APPOINTED = new RegExp(String.raw`\b${COURT_APPOINTED_ROLE}\b`);
export const isCourtAppointedRole = (clause: string) => COURT_APPOINTED.test(clause);

/** The consumer's identity said stolen: someone else opened or used the account in the consumer's name (threats.ts, legal-process.ts). */
export const IDENTITY_THEFT =
  /\b(?:identity theft|identity fraud|stolen identity|(?:robo|fraude|suplantacion|usurpacion) de (?:su |la )?identidad|(?:in|under) your name without|a (?:su|tu) nombre sin|(?:someone|somebody|alguien) (?:else )?(?:opened|used|took out|abrio|uso|saco))\b/;

/** The consumer's right to complain to or contact an agency ("you can file a complaint with the CFPB, a federal agency"). */
const CONSUMER_RIGHTS =
  /\b(?:you (?:can|may|could|have the right to)|feel free to|puede|podria|tiene (?:el )?derecho a)\b[^.!?;]{0,40}\b(?:complain\w*|complaint|report|contact|reach|dispute|request|queja|reportar|denunciar|contactar|comunicarse|disputar|solicitar)\b/;
export const isConsumerRights = (sentence: string) => CONSUMER_RIGHTS.test(sentence);

/** The facts of a case actually filed: its number, a judgment entered, a hearing set. */
const CASE_NUMBER =
  /\b(?:case|docket|index|cause|civil action|caso|expediente|causa)(?: (?:no|number|num|numero|#))?\.?:? ?#? ?\(?(?=[a-z0-9-]*\d)[a-z0-9][a-z0-9-]{3,}|\((?:no|number|num|numero)\.?:? ?#? ?(?=[a-z0-9-]*\d)[a-z0-9][a-z0-9-]{3,}\)/;
/** A case named by its caption: "in Marlow Credit Union v. Pierce", "en Banco Popular contra Rivera". */
const CASE_CAPTION = /\b(?:in|en) [a-z][\w&.,' -]{2,60}? (?:v|vs|versus|contra)\.? [a-z][\w.'-]+/;
const CASE_NAMED = (text: string) => CASE_NUMBER.test(text) || CASE_CAPTION.test(text);
const JUDGMENT_ENTERED =
  /\b(?:judgment|judgement)\b(?:[^.!?]|\b(?:v|vs|no|num)\.){0,60}\b(?:is|was|became|has become|is now|has been) (?:now )?final\b|\bsentencia\b(?:[^.!?]|\b(?:v|vs|no|num)\.){0,60}\b(?:es|quedo|ya quedo|esta|ya es|ha quedado|fue declarada) (?:ya )?(?:firme|definitiva)\b|\b(?:judgment|judgement) (?:was |has been |had been )?(?:entered|granted|awarded|obtained|issued|signed)\b|\b(?:judgment|judgement) (?:on|in|for|against|over) (?:[\w'-]+ ){1,4}?(?:was|has been|had been) (?:entered|granted|awarded|issued|signed)\b|\b(?:court|judge|magistrate)(?: (?!(?:has|had|will|would|may|could|can|might|should|is|was)\b)[a-z][\w'.-]*){0,2} (?:has |had )?(?:entered|granted|awarded|issued|signed) (?:a |the )?(?:default |deficiency |money |final )?(?:judgment|judgement)\b|\bsentencia (?:fue |ha sido )?(?:dictada|emitida|otorgada)\b|\b(?:corte|juez|jueza|tribunal|juzgado)\b[^.!?]{0,50}\b(?:dicto|emitio|otorgo) (?:una |la )?sentencia\b|\b(?:following|after|under|pursuant to|per) the (?:\w+ )?(?:judgment|judgement)\b|\bthe (?:judgment|judgement) (?:in|from|entered in) (?:the )?(?:[a-z]+ ){0,3}?(?:case|cause|matter)\b|\b(?:hay|existe|tenemos|obtuvimos|obtuvo|ya tiene) (?:una |la )?sentencia\b|\bthere(?:'s| is) (?:already |now )?(?:a |the )?(?:judgment|judgement) (?:against you|on (?:the|your|this) (?:account|debt|balance))\b|\b(?:tras|con|bajo|segun|conforme a|en virtud de|despues de) (?:la|esa) sentencia\b|\bsentencia (?:del|de la) (?:tribunal|corte|juzgado|juez|jueza)\b|\bsentencia (?:del|en el) (?:caso|expediente|juicio|causa) (?:no\.? |numero |num\.? |#)?(?=[a-z0-9-]*\d)[a-z0-9-]{3,}\b(?! (?:que )?(?:vamos a|van a|podriamos|podemos) )|\b(?:judgment|judgement) in (?:case|cause|docket) (?:no\.? |number |#)?(?=[a-z0-9-]*\d)[a-z0-9-]{3,}\b (?:is|was|has been)\b|\bsentencia que (?:dicto|emitio|otorgo|firmo) (?:el |la )?(?:juez|jueza|corte|tribunal|juzgado)\b|\b(?:judgment|judgement) (?:that |which )?(?:the |a )?(?:[a-z]+ ){0,4}?(?:court|judge) (?:entered|granted|awarded|issued|signed)\b|\b(?:from|on|under|of) (?:the|your) (?:[a-z]+ ){0,3}?(?:judgment|judgement)\b(?! (?:will|would|could|may|might|we|is coming|against you if))|\b(?:under|per|pursuant to|with) the (?:court|judge)'?s? order\b|\b(?:con|bajo|por|segun|conforme a|en virtud de) la orden (?:del|de la) (?:juez|jueza|corte|tribunal|juzgado)\b/;
const MONTH_DAY = String.raw`(?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*\.? \d{1,2}\b|\d{1,2}/\d{1,2}\b|\d{1,2} de (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre)\b)`;
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
/** The court a judgment came from, by its county or district ("the Hamilton County court", "Travis County Court at Law"). */
const COURT_PLACED =
  /\b[a-z]+(?: [a-z]+)? (?:county|parish|district|municipal|circuit|superior|justice|magistrate|civil|city)\b[^.!?]{0,20}\b(?:court|judge|corte|juez)\b|\b(?:filed|entered) in [a-z]+(?: [a-z]+)? (?:county|parish)\b|\b(?:corte|tribunal|juzgado)\b[^.!?]{0,25}\b(?:condado|distrito) (?:de|del) [a-z]|\bsmall ?claims (?:court|case|action|suit|judgment|judgement)\b|\b(?:courthouse|justice center|hall of justice|centro de justicia|centro judicial|palacio de justicia)\b (?:of|in|de|del|en) [a-z]|\b[a-z]+ (?:county )?(?:courthouse|justice center|hall of justice)\b|\b(?:corte|tribunal|juzgado|sala|caso|demanda|sentencia)\b[^.!?]{0,12}\b(?:reclamaciones pequenas|reclamos menores|cuantia menor)\b/;
/** When it was entered, as a consumer can look it up: a day, a month or a year ("on May 2", "in April", "in 2024", "the May judgment"); never "last week". */
const EVENT_WHEN = new RegExp(
  String.raw`${MONTH_DAY}|\b(?:in|on|en|el|since|from|desde) (?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*|enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|(?:19|20)\d\d)\b|\b(?:the|its|your|a|that) (?:(?:jan|feb|mar|apr|may|jun|jul|aug|sep|sept|oct|nov|dec)[a-z]*(?: \d{1,2})?(?:,? (?:19|20)\d\d)?|(?:19|20)\d\d) (?:judgment|judgement)\b|\bsentencia (?:de|del) (?:enero|febrero|marzo|abril|mayo|junio|julio|agosto|septiembre|octubre|noviembre|diciembre|(?:19|20)\d\d)\b`,
);
/**
 * A suit told as filed already, not as coming: "we filed suit", "the lawsuit over the card was filed", "el despacho presentó demanda",
 * its subject told between ("the suit over the Greenline Landscaping contract was filed"; set AY).
 */
const SUIT_FILED =
  /\b(?:filed|have filed|has filed|had filed) (?:a |the |its |their |our )?(?:suit|lawsuit|complaint|petition|civil action|collection action)\b|\b(?:suit|lawsuit|complaint|petition|case|action)\b[^.!?]{0,60}\b(?:was|has been|had been|were) filed\b|\b(?:presento|presentamos|presentaron|interpuso|interpusimos|interpusieron|radico|radicamos|radicaron) (?:una |la |su |nuestra )?demanda\b|\bdemanda\b[^.!?]{0,40}\b(?:se presento|fue presentada|ya fue presentada|quedo presentada|se radico|fue radicada|quedo radicada|se interpuso|fue interpuesta)\b/;
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

/** The sentence holding text[start, end) and the one after it: "I said we could garnish. That was wrong." takes it back. */
export function sentenceWithNext(text: string, start: number, end: number): string {
  const here = sentenceAt(text, start, end);
  let k = text.indexOf(here, Math.max(0, start - here.length)) + here.length;
  const from = k;
  while (k < text.length && /[.!?;\s]/.test(text[k] ?? '')) k++;
  return k < text.length ? `${here}${text.slice(from, k)}${sentenceAt(text, k, k + 1)}` : here;
}

/** A denial opening a sentence: "No.", "No way", "Para nada", "Claro que no". */
const DENIAL_OPENS = /^\W*(?:no\b|nope\b|not at all\b|never\b|absolutely not\b|of course not\b|para nada\b|claro que no\b|de ninguna manera\b|nunca\b|jamas\b)/;

/** A denial with a way back: "not yet", "unless…", "for now", "todavía no", "a menos que…". */
const HEDGED_DENIAL = /\b(?:yet|unless|until|for now|right now|at this point|if you|todavia|aun|por ahora|a menos que|hasta que|si no)\b/;

/** A question the consumer may have, named as theirs: "you may be wondering whether…", "if you're worried that…", "tal vez se pregunte si…". */
const WONDERED =
  /\b(?:wonder\w*|worr(?:y|ied|ying)|asking yourself|concerned|afraid|scared|se (?:pregunt\w*|preocup\w*)|(?:esta|este) preocupad[oa]|tiene miedo de)\b[^.!?]{0,15}\b(?:if|whether|that|about|si|de que|que)\b/;
/** An FAQ's question and answer markers: "Q:", "P:", "Pregunta:" (a lone "q" reads "que" once shorthand is expanded); "A:", "R:" (read "are"), "Respuesta:". */
const FAQ_QUESTION = /^\W*(?:(?:q|p|question|pregunta)\s*[:.)-]|que:)\s/;
const FAQ_ANSWER = /^\W*(?:(?:a|r|answer|respuesta)\s*[:.)-]|are:)\s*/;
/** The sender's own no, opening the answer: "We can't.", "They won't", "That isn't possible". */
const SENDER_DENIES =
  /^\W*(?:we|i|they|it|that|this|he|she|nobody|no one)(?:'re|'s)? (?:can't|cannot|can not|won't|will not|don't|do not|doesn't|does not|aren't|are not|isn't|is not|never|couldn't|could not|wouldn't|would not)\b|^\W*(?:no (?:podemos|puedo|pueden|puede|vamos|van|va|es posible|se puede)|nunca|jamas)\b/;

/**
 * The consumer's fear echoed as a short question, or quoted as theirs, and denied at once: "Jail? No,
 * nobody goes to jail over a debt", "¿Cárcel? Para nada", "To 'will you sue me?': no". The word asked
 * about is not threatened.
 */
export function isEchoDenied(text: string, start: number, end: number): boolean {
  const here = sentenceAt(text, start, end);
  const from = text.indexOf(here, Math.max(0, start - here.length));
  const closing = text[from + here.length];
  const after = text.slice(from + here.length + 1, from + here.length + 100);
  // The consumer's worry put in words ("you might be wondering if we can take your car") and answered no at once: "We can't."
  if (WONDERED.test(text.slice(from, start))) {
    // The answer in the next sentence ("… We can't.") or after a comma in this one ("…, we won't").
    const rest = text
      .slice(end, from + here.length)
      .split(/[,:\u2014]/)
      .slice(1)
      .join(',');
    for (const answer of [after, rest])
      if ((DENIAL_OPENS.test(answer) || SENDER_DENIES.test(answer)) && !HEDGED_DENIAL.test(answer.split(/[.!?;]/)[0] ?? '')) return true;
  }
  if (closing !== '?') return false;
  // A question answered in parentheses, as an FAQ does, whatever its length: "Can you garnish my pay? (only after a court judgment)",
  // "Will waiting add fees? (no, the balance stays the same)".
  const answered = /^\s*\(([^()]{1,200})\)/.exec(text.slice(from + here.length + 1));
  if (answered) {
    const answer = answered[1] ?? '';
    return (DENIAL_OPENS.test(answer) && !HEDGED_DENIAL.test(answer)) || isLawExplanation(answer);
  }
  // A question set out as an FAQ's ("Q: Can you sue me? A: No, …", "P: ¿Me pueden embargar? R: Solo si un juez…") is the
  // consumer's, whatever its length, and its answer is what the sender says.
  if (FAQ_QUESTION.test(here)) {
    const answer = after.replace(FAQ_ANSWER, '').split(/(?<=[.!?;])\s/)[0] ?? '';
    if (FAQ_ANSWER.test(after)) return (DENIAL_OPENS.test(answer) && !HEDGED_DENIAL.test(answer)) || isLawExplanation(answer);
  }
  // A longer question is the consumer's only when it is quoted: "Short answer to 'are you gonna sue me?': no."
  const isQuoted = /['"]/.test(text.slice(from, start)) && /^['"]/.test(after);
  if (here.trim().split(/\s+/).length > 3 && !isQuoted) return false;
  return DENIAL_OPENS.test(after) && !HEDGED_DENIAL.test(after);
}

/**
 * A sentence taking back what the sender said before ("I told you we could garnish your wages: that
 * was wrong"): the words it quotes are not said again.
 */
const RETRACTION =
  /\b(?:i|we) (?:told you|said|wrote|mentioned|stated|typed)\b[^!?;]{0,100}\.\s*(?:that|this|it) (?:was|is) (?:wrong|false|not true|incorrect|a mistake|an error|inaccurate)\b|\b(?:le|te) (?:dije|dijimos|escribi|escribimos|mencione)\b[^!?;]{0,100}\.\s*(?:eso|esto) (?:fue|es|era) (?:un error|falso|incorrecto|mentira)\b|\b(?:my|our) (?:\w+'s )?(?:message|text|note|email)\b[^.!?;]{0,60}\b(?:was|is) (?:wrong|false|not true|incorrect|a mistake|an error)\b|\b(?:my|our) (?:colleague|coworker|co-worker|agent|teammate|associate|supervisor|predecessor) (?:said|told you|wrote|mentioned)\b[^.!?;]{0,80}\b(?:was|is) (?:wrong|false|not true|incorrect|a mistake|an error|inaccurate|not correct)\b|\b(?:i|we) (?:told|said|wrote|mentioned|stated|typed)\b[^.!?;]{0,80}\b(?:was|is|were) (?:wrong|false|not true|incorrect|a mistake|an error|inaccurate|not correct)\b|\b(?:le|te) (?:dije|dijimos|escribi|escribimos|mencione)\b[^.!?;]{0,80}\b(?:es|fue|era) (?:falso|incorrecto|un error|mentira|equivocado)\b|\b(?:le|te) (?:dije|dijimos|escribi|escribimos|mencione)\b[^.!?;]{0,80}\bno es (?:cierto|verdad)\b/;
/** The same taking back when someone else at the firm said it: "someone on our team told you this could mean jail. That was wrong." */
const RETRACTION_FOR_A_COLLEAGUE =
  /\b(?:whoever|anyone who|anybody who|someone|somebody|one of (?:our|my) (?:\w+ )?(?:staff|agents?|collectors?|people|employees?|reps?|representatives?|team|colleagues?)|(?:a|an|another) (?:\w+ )?(?:collector|rep|representative|agent|caller|employee|staff member|team member)|(?:our|my) (?:\w+ )?(?:office|company|agency|staff|rep|representative|collector|agent|employee|team))\b[^.!?;]{0,40}\b(?:told you|said|wrote|mentioned|stated|texted|claimed)\b[^!?;]{0,100}\.\s*(?:that|this|it) (?:was|is) (?:wrong|false|not true|incorrect|a mistake|an error|inaccurate|not correct|untrue)\b|\b(?:alguien|alguno de nuestros (?:\w+ )?(?:agentes|cobradores|empleados|representantes)|(?:un|una|otro|otra) (?:\w+ )?(?:agente|cobrador|cobradora|empleado|empleada|representante)|nuestr[oa] (?:\w+ )?(?:oficina|agencia|agente|cobrador|cobradora|empleado|empleada|representante|personal))\b[^.!?;]{0,40}\b(?:le dijo|le escribio|le menciono|le dijeron|dijo|escribio|menciono)\b[^!?;]{0,100}\.\s*(?:eso|esto) (?:fue|es|era|estuvo) (?:un error|falso|incorrecto|mentira|mal|equivocado)\b|\b(?:whoever|anyone who|anybody who|someone who) (?:told you|said|wrote)\b[^.!?;]{0,80}\b(?:was|were|is) (?:wrong|mistaken|incorrect|not right)\b/;
export const isRetraction = (sentence: string) => RETRACTION.test(sentence) || RETRACTION_FOR_A_COLLEAGUE.test(sentence);

/**
 * During an open dispute a mention of payment is collection unless the sentence only states a fact
 * about the past (the verification, the payment history, when a payment was received) or says
 * collection waits ("you do not need to pay anything until we send verification").
 */
const NOT_A_COLLECTION_REQUEST = [
  /\b(?:last|previous|most recent|prior|original) payments?\b|\bpayment (?:history|records?|ledger)\b/,
  /\bpayments? (?:was|were|has been|have been) (?:received|made|posted|applied|credited|recorded)\b|\b(?:was|were) (?:paid|received|posted|applied)\b|\breceived your (?:last )?payment\b/,
  /\b(?:don't|do not|doesn't|does not|won't|will not|never|no|not|aren't|are not|isn't|is not) (?:\w+ )?(?:need|have|required|obligation|ask\w*|request\w*) (?:to |for )?(?:pay|make|send|a payment|payment)/,
  /\bnot (?:asking|requesting|expecting|requiring) (?:you )?(?:for |to )?(?:anything|any (?:money|payment)|a payment|payment|to pay)\b|\bno (?:le |te )?(?:estamos |vamos a |van a )?(?:pidiendo|pedimos|pedir|exigiendo|exigimos|exigir|cobrando|cobramos|cobrar) (?:nada|ningun pago|dinero|pagos?|el pago|que pague)\b/,
  /\bno (?:payment|payments|money) (?:is |are |will be )?(?:due|required|needed|expected|requested|owed now)\b/,
  // The verification itself: what the records show is owed.
  /\b(?:verification|records?|statements?|itemization|documents?|ledger)\b[^.!?;]{0,20}\b(?:show|shows|showing|reflect|reflects|list|lists|include|includes|confirm|confirms)\b/,
  /\b(?:verificacion|registros?|estados? de cuenta|documentos?)\b[^.!?;]{0,20}\b(?:muestra|muestran|refleja|reflejan|indica|indican|incluye|incluyen)\b/,
  /\bbefore (?:we|i) (?:ask|contact you|reach out|write|follow up) (?:you )?(?:about|for|regarding) (?:a )?payment\b|\b(?:paused?|on hold|suspended|stopped|halted)\b[^.!?;]{0,40}\buntil\b|\buntil (?:we (?:send|mail|provide|complete|finish|verify|have verified|respond)|you (?:receive|get|have) (?:the )?verification|(?:the )?verification)\b/,
  /\b(?:ultimo|anterior|previo) pago\b|\bhistorial de pagos?\b|\bpagos? (?:fue |fueron )?(?:recibid|registrad|aplicad|realizad)\w*/,
  // A payment told as done, in the passive: "su pago de $50 ya se aplicó", "ya se pagó la cuenta".
  /\b(?:ya )?se (?:aplico|recibio|registro|acredito|proceso|abono)\b|\bya se (?:pago|liquido|saldo)\b/,
  /\bno (?:tiene|necesita|debe) (?:que )?(?:pagar|enviar|hacer)\w*|\bningun pago\b/,
  /\b(?:pausad|suspendid|detenid|deten)\w*\b[^.!?;]{0,40}\bhasta\b|\bhasta (?:que )?(?:le )?(?:enviemos|enviarle|enviar|mandemos|mandarle|mandar|recibir|reciba|tengamos|tener) (?:la |su )?verificacion\b/,
];
export const isNotACollectionRequest = (clause: string) => NOT_A_COLLECTION_REQUEST.some((p) => p.test(clause));

/**
 * Consumer-chosen disclosure ("you can share this with your spouse", "with your permission"): the consumer acts, not the firm.
 * "Nos puede ayudar" is someone else able to help the firm, not the consumer's choice; "why you can tithe but can't pay" asks no choice.
 */
const CONSUMER_CHOICE =
  /\b(?:(?<!\b(?:why|how) )you (?:can|may|could|might|are welcome to)|feel free|if you (?:want|wish|like|prefer|'d like)|with your (?:written )?(?:permission|consent)|(?<!\bnos )puede|si (?:usted )?(?:quiere|desea|prefiere)|con su (?:permiso|autorizacion|consentimiento))\b/;
export const isConsumerChoice = (clause: string) => CONSUMER_CHOICE.test(clause);

/**
 * The consumer's own request or consent to the contact, stated as given (1692c(b) "with the prior consent of the consumer
 * given directly"): "per your request, I'll call your son", "as you asked, we'll talk with your daughter", "como usted nos pidió".
 */
const CONSENT_GIVEN =
  /(?<!\b(?:not|never|no|didn't|did not|haven't|have not)\b[^.!?]{0,10})\b(?:per your (?:request|instructions?|authorization)|at your (?:request|direction)|as you (?:asked|requested|instructed|authorized)|you (?:asked|requested|instructed|authorized) (?:us|me) to (?:contact|call|speak|talk|discuss|deal|work|reach|text|email|write)|you (?:gave|have given) (?:us|me) (?:your )?(?:written |verbal )?(?:permission|consent)|(?:a|por) (?:peticion|solicitud) suya|a su (?:peticion|solicitud)|segun (?:su|lo que usted) (?:solicitud|peticion|pidio|solicito|indico)|como (?:usted )?(?:nos |me )?(?:lo )?(?:pidio|solicito|indico|autorizo)|usted nos (?:autorizo|dio (?:su )?permiso))\b/;
export const isConsentGiven = (sentence: string) => CONSENT_GIVEN.test(sentence);
/** The same consent as pattern text, for a rule that looks for it before a contact announced in a later sentence. */
export const CONSENT_GIVEN_SOURCE = CONSENT_GIVEN.source;

/**
 * 1692c(a)(2) sends the firm to the consumer's attorney, and 1692c(b) lets it tell that attorney of the debt: a message
 * written to the attorney is that contact. It shows by its salutation ("Counsel:", "Dear Counselor", "Estimada
 * licenciada:") or by speaking of the consumer as the reader's client ("your client", "as counsel for", "su representada").
 */
const TO_THE_CONSUMERS_ATTORNEY = [
  /^\W*(?:(?:dear|hello|hi|good (?:morning|afternoon)) )?(?:counsel(?:or)?|attorney(?: [a-z]+)?|atty\.?(?: [a-z]+)?)\s*[:,\u2014-]/,
  /\byour (?:client|clients|client's|clients')\b|\b(?:to you|you) (?:as|in your (?:capacity|role) as) (?:the )?(?:counsel|attorney|lawyer|legal representative) (?:for|of|to|representing)\b|\b(?:you|your office) (?:represent|represents|are representing) (?!yourself)\b|\byou (?:requested|asked for|sent|wrote) (?:\w+ ){0,3}?on (?:behalf of|the part of) (?:(?:mr|mrs|ms|dr)\.? )?[a-z]+\b|\byour (?:letter|notice) of (?:representation|appearance)\b/,
  /^\W*(?:(?:estimad[oa]|apreciable|hola|buen(?:os|as) (?:dias|tardes)) )?(?:licenciad[oa]|lic\.?|abogad[oa]|letrad[oa])(?: [a-z]+)?\s*[:,\u2014-]/,
  // Addressed to the consumer's attorney by whose attorney they are: "To Mr. Lee's counsel, Ms. Park:", "Al abogado de la Sra. Vega:".
  /^\W*(?:(?:dear|hello|hi|good (?:morning|afternoon)|to|attn|attention)\W* )?(?:(?:mr|mrs|ms|dr)\.? )?[a-z]+(?:'s|s') (?:attorney|counsel|lawyer|legal representative)\b/,
  // To a lawyer by name and title: "Attn: Rebecca Lin, Esq." (blind set AF).
  /^\W*(?:dear|to|attn|attention|cc)\W* (?:(?:mr|mrs|ms|dr)\.? )?[a-z'-]+(?: [a-z.'-]+){0,3},? (?:esq|esquire)\b/,
  /^\W*(?:(?:estimad[oa]|hola|para|atencion|a la atencion de)\W* )?(?:(?:al|a la) )?(?:(?:lic|licenciad[oa]|sr|sra|dr|dra)\.? [a-z]+,? )?(?:abogad[oa]|licenciad[oa]|representante legal|apoderad[oa]|letrad[oa]) (?:del|de la|de) (?:(?:sr|sra|srta|senor|senora|don|dona)\.? )?[a-z]+\b/,
  /\bsu (?:cliente|clienta|representad[oa]|poderdante|defendid[oa])s?\b|\busted (?:representa|esta representando) a\b|\b(?:le escribo|le escribimos|nos dirigimos a usted) (?:como|en su calidad de) (?:abogad[oa]|representante legal|licenciad[oa])\b|\bsu carta de representacion\b/,
];
export const isToTheConsumersAttorney = (text: string) => TO_THE_CONSUMERS_ATTORNEY.some((p) => p.test(text));
