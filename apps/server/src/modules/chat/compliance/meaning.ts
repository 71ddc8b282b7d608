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

/**
 * The dispute right said to survive a payment, anywhere in the sentence: "if you pay today you can still dispute within the
 * 30 days", "nothing you pay waives that right", "si paga hoy, igual puede reclamar dentro de los 30 días". "Pay now, dispute
 * later" names no period and stays a demand.
 */
const DISPUTE_RIGHT_KEPT = [
  /\b(?:can|could|may|are (?:still )?(?:free|able) to) still (?:dispute|challenge|contest|question|request|ask for)\b[^.!?;]{0,40}\b(?:within|during|inside|in) (?:the |your |those |these )?(?:(?:30|thirty)[- ]days?|validation period|dispute (?:period|window))\b|\b(?:doesn't|does not|won't|will not|wouldn't|would not|can't|cannot|never|nothing\b[^.!?;]{0,40}?) (?:waive|affect|end|cancel|take away|give up|forfeit|shorten)s?\b[^.!?;]{0,20}\b(?:right|rights|(?:30|thirty)[- ]days?)\b/,
  /\b(?:igual|aun|todavia|de todos modos|sigue pudiendo|tambien) (?:puede|podra|pueda) (?:disputar|reclamar|impugnar|cuestionar|pedir (?:pruebas|verificacion|validacion))\b[^.!?;]{0,40}\b(?:dentro de|en|durante) (?:los |sus |esos )?(?:(?:30|treinta) dias|periodo de validacion)\b|\b(?:no|nada) (?:\w+ ){0,4}?(?:pierde|renuncia a|afecta|cancela|le quita|acorta)\b[^.!?;]{0,20}\b(?:derecho|derechos|(?:30|treinta) dias)\b/,
];
export const isDisputeRightKept = (sentence: string) => DISPUTE_RIGHT_KEPT.some((p) => p.test(sentence));
