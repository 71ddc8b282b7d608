import { isFiledCaseFact, isJudgmentFact, isRemedyUndone } from '../case-facts.js';
import { IDENTITY_THEFT } from '../meaning.js';
import { normalize } from '../normalize.js';
import { type Exemptions, exceptCourtOrderConsequence, textRule } from './negation.js';
import type { Check, Patterns, Rule } from './types.js';

// Rules crime-accusation and fake-legal-process.

/** An attorney of the firm stating the facts of a case actually filed (its number, a hearing, a judgment) imitates no legal process. */
const unlessFiledCaseFact =
  (check: Check): Check =>
  (m, ctx) =>
    isFiledCaseFact(m.n.text, ctx.senderIsAttorney) ? null : check(m, ctx);

/**
 * The court's own writ or order told as issued on a judgment ("con base en la sentencia … el tribunal emitió el writ de embargo",
 * "the levy was carried out under the writ the court issued after your June judgment"): the court's paper, named as the court's,
 * imitates nothing (here) and threatens nothing (threats.ts).
 */
const COURTS_OWN_WRIT =
  /\b(?:court|judge|clerk|tribunal|juez|jueza|juzgado|corte)\b[^.!?]{0,20}\b(?:issued|signed|emitio|firmo|expidio|dicto)\b (?:the |a |el |la |un |una )?(?:writ|orden|order|mandamiento)\b|\b(?:under|pursuant to|per) the writ (?:that )?the (?:court|judge|clerk) issued\b/;
const JUDGMENT_NAMED = /\b(?:judgment|judgement|sentencia)\b/;
export const isCourtsOwnWrit = (text: string) => COURTS_OWN_WRIT.test(text) && JUDGMENT_NAMED.test(text);
const unlessCourtsOwnWrit =
  (check: Check): Check =>
  (m, ctx) => {
    const hit = check(m, ctx);
    if (!hit) return hit;
    // A garnishment the court ordered after a judgment, told with its case or the consumer's exemption ("was ordered by the
    // court on 9/3 after judgment … file a claim of exemption", "el juez ya dictó la orden de embargo en el caso CV-…"): the
    // order and the notice named are the court's own.
    const courtsWords = isCourtsOwnWrit(m.n.text)
      ? /\b(?:orden|order|writ|mandamiento)\b/
      : isJudgmentFact(m.n.text, ctx.senderIsAttorney)
        ? /\b(?:orden\w*|order\w*|writ|mandamiento|aviso|notice)\b/
        : null;
    if (!courtsWords) return hit;
    const triggers = hit.triggers.filter((t) => !courtsWords.test(normalize(t).text));
    return triggers.length > 0 ? { ...hit, triggers } : null;
  };

/**
 * A court paper the consumer sent or received, confirmed and explained ("the summons you sent us is real; you have 20
 * days from the day you were served to answer"): the service told is the court's, not one the firm imitates.
 */
const CONSUMERS_COURT_PAPER =
  /\b(?:summons|papers?|paperwork|documents?|image|photo|picture|pic|screenshot|scan|copy|complaint|pdf|file|attachment|notice|letter|citatorio|citacion|emplazamiento|demanda|papeles|documentos?|foto|imagen|copia)\b(?: [\w'-]+){0,3}? (?:(?:that |which )?you (?:just )?(?:sent|forwarded|uploaded|shared|received|got|showed|attached|were (?:served|handed|given))|you(?:'ve| have) (?:got|received)|que (?:usted )?(?:nos |me )?(?:mando|envio|compartio|recibio)|que (?:le )?(?:entregaron|llego|dejaron))\b|\bwhat you (?:received|got|sent(?: us)?|forwarded|uploaded|showed us)\b|\byou (?:have )?(?:received|got) (?:a|the) (?:real |genuine |valid )?(?:summons|complaint|court papers|citation)\b(?! (?:from|by) (?:us|our))/;
const unlessConsumersCourtPaper =
  (check: Check): Check =>
  (m, ctx) => {
    const hit = check(m, ctx);
    if (!hit || !CONSUMERS_COURT_PAPER.test(m.n.text)) return hit;
    const triggers = hit.triggers.filter((t) => !/\b(?:served|notificad[oa]|emplazad[oa])\b/.test(normalize(t).text));
    return triggers.length > 0 ? { ...hit, triggers } : null;
  };

/** A court's paper the firm says it received: "we received the bankruptcy court's notice", "recibimos el aviso del tribunal". */
const COURT_PAPER_RECEIVED =
  /\b(?:we|i) (?:have |just |already )?(?:received|got|were sent|were served with)\b|\b(?:recibimos|hemos recibido|nos llego|nos notificaron|recibi)\b/;

/** A warning about others who ask for money in the firm's name: "if someone asks you for a fee, it's a scam". */
const SCAM_WARNING =
  /\b(?:if|si)\b[^.!?]{0,10}\b(?:anyone|anybody|someone|somebody|a caller|alguien|cualquier persona)\b[^.!?]{0,80}\b(?:scam|scammers?|fraud|fraudulent|estafa|estafadores?|fraude)\b/;

/** The consumer as the one robbed: "sorry your truck was stolen", "le robaron la moto". */
const THEFT_SUFFERED =
  /\b(?:your|the|his|her) (?:[\w-]+ ){0,2}?(?:was|were|got|has been|had been) (?:\w+ )?stolen\b(?! by you)|\bsorry (?:to hear )?(?:about )?(?:the |your )?(?:theft|break-?in|robbery|burglary)\b|\b(?:le|te|les) (?:robaron|han robado|habian robado)\b|\b(?:su|tu|el|la|sus|los|las) (?:[\w-]+ ){0,2}?(?:fue|fueron|ha sido|han sido) robad[oa]s?\b(?! por usted| por ti)/;

/**
 * The fraud of an identity thief, told of the account the consumer reported: "if it's confirmed as fraud we'll close it", "si se
 * confirma que la cuenta fue un fraude". The consumer is its victim (read only where the message names the identity theft).
 */
const FRAUD_ON_THE_ACCOUNT =
  /\b(?:account|charges?|card|loan|contract|purchases?|transactions?|activity|application|cuenta|cargos?|compras?|prestamo|contrato|solicitud|tarjeta)\b[^.!?]{0,40}\b(?:fraud|fraudulent\w*|fraude|fraudulent[oa]s?)\b|\b(?:fraud|fraudulent|fraude|fraudulent[oa]s?)\b[^.!?]{0,10}\b(?:account|charges?|activity|transactions?|application|cuenta|cargos?|actividad|solicitud)\b|\b(?:confirm|found|find|finds|determin|verif|review|investigat|prov|shown|turns? out|result|comprob|comprueb|se confirm)\w*\b[^.!?]{0,40}\b(?:fraud\w*|fraude)\b/;
/** The consumer's report itself called faked: an accusation whatever identity theft it names. */
const REPORT_SAID_FAKED =
  /\b(?:fake|false|bogus|made[- ]up|phony|fabricated|fraudulent) (?:identity theft |police |ftc )?(?:report|claim|affidavit|dispute)\b|\b(?:reporte|denuncia|reclamo|declaracion|disputa) (?:fals[oa]|inventad[oa])\b|\b(?:lying|lied|lie) about\b|\bminti(?:o|endo|ste)\b/;
/** The sender saying who it is, or how to check it: the answer to a consumer who asked whether this is a scam. */
const SENDER_IDENTIFIED =
  /\b(?:debt collector|collection agency|collections? (?:agency|company|firm)|agencia de (?:cobro|cobros|cobranzas?)|cobrador\w* de deudas|despacho de cobranza|(?:verify|confirm|check|look up) (?:us|who we are|our (?:license|company|identity|number))|verificarnos|(?:confirmar|verificar|comprobar) (?:quienes somos|nuestra identidad|nuestra licencia))\b/;
/** The consumer's question asked back: "Scam?", "¿Fraude?", "is this a scam?", "si esto es una estafa". */
const SCAM_ASKED =
  /^\W*(?:a |an |una? )?(?:scam|fraud|estafa|fraude)\W*$|\b(?:is|are) (?:this|we|it|that|this (?:message|text|chat|call)) (?:really |actually |just )?(?:a )?(?:scam|fraud)\b|\b(?:whether|if) (?:this|we|it)(?: is| are|'s|'re)? (?:really |actually )?(?:a )?(?:scam|fraud)\b|\b(?:es|sera) (?:esto )?(?:una )?(?:estafa|fraude)\b|\bsi (?:esto )?(?:es|somos) (?:una )?(?:estafa|fraude)\b/;

const CRIME_WORDS: Patterns = {
  en: [
    // Implied criminal process: the authorities, the district attorney, charges.
    /\b(?:turn|hand|refer|report|send|pass)\w* (?:[a-z]+ ){0,3}?(?:over )?to (?:the )?(?:authorities|district attorney|d ?a|prosecutors?|law enforcement)\b/,
    /\b(?:the )?(?:authorities|district attorney|prosecutors?|law enforcement)\b[^.!?]{0,20}\b(?:could|may|might|will|would|can) (?:get |be |soon )?(?:involved|intervene|step in|look into|investigate|contact you|come)\b/,
    // The debt said to be more, or other, than a civil matter: "beyond a civil matter", "this isn't just a civil thing", "no es un asunto civil nomás".
    /\b(?:beyond|more than) (?:a |just a )?civil (?:matter|case|issue|debt)\b|\b(?:federal |criminal |state )?offen[cs]e\b|\bmas que (?:un asunto|una deuda|un caso) civil\b|\b(?:not|isn'?t|is not|ain'?t) (?:just |only |simply |merely |purely )?(?:a )?civil (?:matter|issue|thing|case|debt)\b|\bno es (?:un |una )?(?:asunto|cosa|caso|deuda|problema|tema) (?:solo |nomas |nada mas )?civil\b/,
    /\b(?:(?:the )?d ?a'?s? office|district attorney'?s?(?: office)?|prosecutor'?s?(?: office)?|state attorney'?s?(?: office)?)\b[^.!?]{0,30}\b(?:takes? (?:an? )?(?:\w+ )?interest|look\w* (?:at|into)|watch\w*|pursue\w*|goes after|go after|is interested|cares? about)\b/,
    /\bmatter for (?:the )?(?:district attorney|d ?a|prosecutors?|police|authorities)\b|\b(?:press|file|bring)\w* (?:criminal )?charges\b/,
    /\b(?:theft|fraud|larceny|criminal|bad check|check fraud)(?: ?of ?services)? (?:charges?|complaint|referral|investigation)\b/,
    // The consumer named as the scam: "the only scam here is you", "the real con is you".
    /\bthe (?:only|real|biggest|actual|true) (?:scam|con|hustle|racket|rip-?off|swindle)\b[^.!?]{0,30}\b(?:is|are|was) you\b/,
    // A referral to a criminal unit, or its consequences: "the county's bad-check unit", "mugshots in the paper".
    /\b(?:bad[- ]?check|worthless check|hot check|check fraud|fraud|economic crimes?) (?:unit|division|department|program|task force|restitution program)\b|\bmug ?shots?\b/,
    /\b(?:(?<!identity )fraud|fraudulent\w*|fraudster|(?<!identity )thief|(?<!identity )thieves|(?<!identity )theft|(?:stole|stealing|steal)(?! (?:your|his|her|my|their|the consumer's) identity)|stolen(?! identity)|criminal\w*|(?<!identity )crimes?|felony|felon|misdemeanou?r|embezzl\w*|illegal\w*|against the law|prosecut\w*|scammer|con artist|cheat(?:ed|ing|er)?)\b/,
    /\b(?:goes|go|going|sent|send|refer\w*|forward\w*|turn\w* over|hand\w* over)\b[^.!?]{0,30}\b(?:the )?(?:\w+ county )?(?:da|d a|district attorney|prosecutor|state attorney)\b/,
    /\b(?:the )?(?:d ?a(?:'s office)?|district attorney(?:'s office)?|prosecutors?(?:'s office)?|police|authorities|law enforcement)\b[^.!?]{0,15}\b(?:gets? involved in|handles?|takes? (?:care of|up)|goes after|investigates?) (?:that|these|this|those|cases like (?:this|yours)|stuff like (?:this|that))\b/,
    // A prosecutor or the police said able to open a case over the debt: "with balances this size the DA can open a file".
    /\b(?:(?:the )?d ?a(?:'s office)?|district attorney(?:'s office)?|prosecutors?(?:'s office)?|state(?:'s)? attorney(?:'s office)?|police|authorities|law enforcement)\b[^.!?]{0,30}\b(?:can|could|may|might|will|would|is going to|are going to|tends? to|likes? to)\b (?:\w+ ){0,2}?(?:open|start|file|bring|launch|begin|pursue|press)\w* (?:a |an |the )?(?:criminal )?(?:case|file|investigation|charges?|complaint|inquiry|probe)\b/,
  ],
  es: [
    /\b(?:pasa|pase|pasara|va|iria|ira|mand\w*|envi\w*|turn\w*|remit\w*) (?:a )?(?:la )?fiscalia\b|\b(?:denuncia penal|cargos penales|presentar cargos|ministerio publico)\b|\b(?:las )?autoridades\b[^.!?]{0,20}\b(?:podrian|pueden|van a|podria|intervendr\w*|tomaran)\b|\b(?:entreg|pas|remit|turn)\w* (?:[a-z]+ ){0,3}?a las autoridades\b/,
    // The prosecutor or the police said to take up such debts, as a plain fact: "la fiscalía se mete en eso", "the DA handles these".
    /\b(?:fiscalia|ministerio publico|procuraduria|policia|autoridades)\b[^.!?]{0,15}\b(?:se mete|se meten|se encarga|se encargan|interviene|intervienen|toma cartas|toman cartas|investiga|investigan|persigue|persiguen)\b/,
    /\b(?:fiscalia|fiscal|ministerio publico|procuraduria|policia|autoridades)\b[^.!?]{0,30}\b(?:puede|pueden|podria|podrian|va a|van a|podra|podran|suele|suelen)\b (?:\w+ ){0,2}?(?:abrir|iniciar|levantar|investigar|perseguir|procesar|actuar|intervenir|proceder|tomar cartas|meterse|presentar)\w*\b|\b(?:abrir|iniciar|levantar)\w* (?:un |una )?(?:caso|causa|investigacion|carpeta|expediente|denuncia) (?:penal|criminal|de investigacion)\b/,
    /\b(?:delitos?|fraude(?! de identidad)|fraudulent[oa]|ladron(?:a|es)?|robo(?! de identidad)|robaste|robado|robar\w*|estafa\w*|estafador\w*|criminal(?:es)?|ilegal|crimen(?:es)?|rater[oa]s?|trampos[oa]s?|enjuici\w*|va contra la ley|en contra de la ley)\b/,
  ],
};

export const crimeAccusationRule: Rule = {
  id: 'crime-accusation',
  citation: '15 U.S.C. 1692e(7); 12 CFR 1006.18(b)(1)(iv)',
  description: 'Implication that the consumer committed a crime',
  suggestion: () => 'Remove the accusation: owing or not paying a debt is not a crime.',
  check: (m, ctx) => {
    const isTheftReported = IDENTITY_THEFT.test(m.n.text) && !REPORT_SAID_FAKED.test(m.n.text);
    const isScamAsked = SENDER_IDENTIFIED.test(m.n.text);
    return textRule(CRIME_WORDS, {
      negatable: true,
      // A warning that whoever asks the consumer for money in the firm's name is a scam accuses nobody the message is to; nor does
      // the fraud of an identity thief on the account the consumer reported, nor the consumer's "is this a scam?" asked back by a
      // sender who says who it is.
      exempt: (sentence) =>
        SCAM_WARNING.test(sentence) ||
        THEFT_SUFFERED.test(sentence) ||
        (isTheftReported && FRAUD_ON_THE_ACCOUNT.test(sentence)) ||
        (isScamAsked && SCAM_ASKED.test(sentence)),
    })(m, ctx);
  },
};

/** No court, judge, clerk or case number anywhere in the message: a paper given an order's name and force is then the firm's own. */
const COURT_NAMED = String.raw`\b(?:court|courthouse|judge|clerk|tribunal|juez|jueza|juzgado|corte|(?:case|cause|docket|caso|expediente|causa)\b[^.!?]{0,12}\d)`;
const NO_COURT = String.raw`(?<!${COURT_NAMED}[\s\S]*)(?![\s\S]*${COURT_NAMED})`;
/**
 * A paper said to direct the consumer's bank or employer to hand over money, in a message that names no court (set BD): "the order
 * directs your bank to release the funds to Crestline by Friday". Only a court's writ does that; the collector's own is passed off as one.
 */
const PAPER_DIRECTING_THE_BANK: Patterns = {
  en: [
    new RegExp(
      String.raw`\b(?:order|notice|document|paper|form|directive|attachment|letter|writ)\b${NO_COURT}[^.!?]{0,20}\b(?:directs|instructs|requires|orders|compels|authorizes|tells)\b (?:your |the )?(?:bank|credit union|employer|payroll|hr)\b[^.!?]{0,30}\b(?:release|turn over|transfer|pay|send|remit|freeze|hold|withhold|deduct)\w*`,
    ),
  ],
  es: [
    new RegExp(
      String.raw`\b(?:orden|aviso|documento|formulario|carta)\b${NO_COURT}[^.!?]{0,20}\b(?:ordena|instruye|obliga|autoriza|exige)\b (?:a )?(?:su |el |la )?(?:banco|cooperativa|empleador|patron|nomina)\b[^.!?]{0,30}\b(?:liberar|entregar|transferir|pagar|enviar|congelar|retener|descontar)\w*`,
    ),
  ],
};
/** Court-process words that make an appearance demanded at the agency's offices look like a court's: a caption, a party's title, default. */
// (A suit announced with its number too: "AVISO: DEMANDA PRESENTADA - Caso No. 24-7781 … presentarse a pagar en nuestras oficinas", set AZ.)
const CAPTION = String.raw`\b(?:in re|respondent|defendant|petitioner|(?:held|found|declared|deemed) in default|summons|subpoena|order to appear|demandad[oa]|citatorio|citacion|emplazamiento|rebeldia|requerimiento|lawsuit filed|demanda presentada|case (?:no|number|#)|caso (?:no|num\w*|#))\b`;
/** The word that names a paper as the court's, inside a quoted title of two words or more ("Mandatory Settlement Decree"). */
const ORDER_WORD = String.raw`(?:(?<!\b(?:money|purchase|work|mail|postal|payment) )order|decree|summons|subpoena|writ|warrant|citation|judgment|judgement|mandate)`;
const ORDER_WORD_ES = '(?:orden(?! de (?:compra|trabajo|servicio))|decreto|citatorio|citacion|emplazamiento|mandamiento|requerimiento|sentencia)';
/**
 * The firm's own paper dressed as legal process (1692e(9),(13)): a quoted title with an order's name ('the "Mandatory Settlement
 * Decree"', "la 'Orden de Pago Obligatorio'"), a wage order said entered or active, or handed to payroll, an order to obey before it
 * is "executed", with no court named; or an appearance at the agency's offices demanded with a caption's words ("Respondent must
 * appear at the offices of … or be held in default").
 */
const OWN_PAPER_AS_PROCESS: Patterns = {
  en: [
    new RegExp(String.raw`(?<![a-z])['"]${NO_COURT}(?:(?:[a-z][\w.-]*[ ]){1,5}${ORDER_WORD}(?:[ ][\w.-]+){0,4}|${ORDER_WORD}(?:[ ][\w.-]+){1,4})['"](?![a-z])`),
    new RegExp(
      String.raw`\b(?:wage|payroll|salary|earnings|income|paycheck|pay) (?:assignment|deduction|withholding|garnishment|attachment) order\b${NO_COURT}[^.!?]{0,40}\b(?:has been|have been|was|is|is now|now) (?:officially |now |already )?(?:entered|issued|signed|approved|activated|active|filed|in effect|in force|in place|effective|granted)\b`,
    ),
    new RegExp(
      String.raw`\b(?:give|bring|hand|take|forward|deliver|show|submit)\w* (?:this|it|the order|that|a copy(?: of (?:it|this|the order))?) to (?:your )?(?:hr|human resources|payroll|employer|boss|manager|bank)\b${NO_COURT}(?:(?<=\border\b[\s\S]*)|(?=[\s\S]*\border\b))`,
    ),
    new RegExp(
      String.raw`\bcomply\w*\b${NO_COURT}[^.!?]{0,20}\b(?:the |this |with )*(?:order|decree)\b[^.!?]{0,40}\bbefore\b[^.!?]{0,20}\b(?:enforced|executed|enforcement|execution)\b`,
    ),
    // A court's paper the agency says it made itself: "the Court Summons we drew up here at the office" (set AV).
    new RegExp(
      String.raw`\b${ORDER_WORD}\b[^.!?]{0,40}\b(?:that |which )?(?:we|our (?:office|staff|team)) (?:\w+ )?(?:prepared|drafted|drew up|made|put together|wrote up|wrote|filled out|issued) (?:here |ourselves |in-house )?(?:at|in|from) (?:the|our|this) (?:office|agency|company)\b`,
    ),
    new RegExp(
      String.raw`(?:(?<=${CAPTION}[\s\S]{0,300})|(?=[\s\S]{0,300}${CAPTION}))\b(?:appear|report)\b[^.!?]{0,40}\b(?:at|to|in) (?:the |our )?(?!(?:the )?(?:court|clerk|courthouse|county|district|superior|justice)\b)(?:[\w'&-]+ ){0,3}?(?:offices?|conference room|headquarters|boardroom)\b(?! (?:of|at) (?:the )?(?:court|clerk|courthouse)\b)`,
    ),
  ],
  es: [
    new RegExp(
      String.raw`(?:(?<=${CAPTION}[\s\S]{0,300})|(?=[\s\S]{0,300}${CAPTION}))\b(?:presentarse|presentese|comparecer|comparezca|acudir|acuda|venir|venga)\b[^.!?]{0,40}\b(?:en|a) (?:nuestras?|las?) (?!(?:la )?(?:corte|juzgado|tribunal|secretaria)\b)(?:[\w'&-]+ ){0,2}?(?:oficinas?|sala de juntas|sede)\b(?! (?:de|del) (?:la )?(?:corte|juzgado|tribunal|secretaria)\b)`,
    ),
    new RegExp(
      String.raw`(?<![a-z])['"]${NO_COURT}(?:(?:[a-z][\w.-]*[ ]){1,5}${ORDER_WORD_ES}(?:[ ][\w.-]+){0,4}|${ORDER_WORD_ES}(?:[ ][\w.-]+){1,4})['"](?![a-z])`,
    ),
    new RegExp(
      String.raw`\borden de (?:retencion|deduccion|descuento|embargo|cesion)\b${NO_COURT}[^.!?]{0,40}\b(?:ya )?(?:fue|ha sido|esta|quedo|se) (?:registrad|emitid|aprobad|activad|dictad|firmad|vigente|activ|aplicad)\w*`,
    ),
    new RegExp(
      String.raw`\b(?:entregue|lleve|de|muestre|pase)(?:le|la|lo|sela|selo)? (?:esto |esta orden |la orden |el documento |una copia )?(?:a|al|en) (?:recursos humanos|nomina|su (?:empleador|patron|jefe|banco))\b${NO_COURT}(?:(?<=\borden\b[\s\S]*)|(?=[\s\S]*\borden\b))`,
    ),
    new RegExp(
      String.raw`\bcumpl\w*\b${NO_COURT}[^.!?]{0,20}\b(?:con )?(?:la|esta) orden\b[^.!?]{0,40}\bantes de que\b[^.!?]{0,20}\b(?:se ejecute|se aplique|se haga efectiva|proceda)\b`,
    ),
    // A court's paper the agency says it made itself: "la 'Citación de Corte' que preparamos aquí en la oficina" (set AV).
    new RegExp(
      String.raw`\b${ORDER_WORD_ES}\b[^.!?]{0,40}\bque (?:nosotros )?(?:preparamos|hicimos|redactamos|elaboramos|armamos|llenamos|emitimos) (?:aqui |nosotros )?(?:en|desde) (?:la|nuestra|esta) (?:oficina|agencia|empresa)\b`,
    ),
    new RegExp(
      String.raw`(?:(?<=${CAPTION}[\s\S]{0,300})|(?=[\s\S]{0,300}${CAPTION}))\b(?:comparecer|comparezca|presentarse|presentese|se presente|acudir|acuda|reportarse|se reporte|venga|venir)\b[^.!?]{0,40}\b(?:en|a|ante) (?:las |la |nuestras |nuestra )?(?:oficinas?|oficina|sede|sala de juntas)\b(?! (?:de|del) (?:la )?(?:corte|juzgado|tribunal)\b)`,
    ),
  ],
};

/** The court's own order named, and what the court may enter if it is ignored (read with exceptCourtOrderConsequence). */
const COURT_ORDER_NAMED =
  /\b(?:(?:court|judicial|judge'?s?) order\w*|(?:court|judge) (?:has |have )?order(?:ed|s) you|orden (?:judicial|del tribunal|de la corte|del juez|del juzgado)|orden de comparecencia)\b/;
const COURT_ORDER_IGNORED = /\b(?:default judg\w*|sentencia en rebeldia|orden de comparecencia)\b/;

/** What clears a paper passed off as process, in the rule's phrasings and its frame alike. */
export const FAKE_PROCESS_EXEMPTIONS: Exemptions = {
  // A court's notice the firm received (the bankruptcy court's, the clerk's) is not one it imitates, nor is a judgment told as vacated.
  exempt: (sentence) => COURT_PAPER_RECEIVED.test(sentence),
  exemptClause: isRemedyUndone,
};

export const fakeLegalProcessRule: Rule = {
  id: 'fake-legal-process',
  citation: '15 U.S.C. 1692e(9),(13); 12 CFR 1006.18(b)(1)(vii)',
  description: 'Wording that falsely looks like legal process',
  suggestion: () => 'Remove wording that looks like a court document or legal process.',
  check: textRule(
    {
      en: [
        // The sender's own message called the court's process: "consider this message your order from the court", "this text serves as
        // your summons"; a "summons" that has the consumer call the collector's office to set an appearance.
        /\b(?:consider|treat|take|regard)\b (?:this|the) (?:message|text|chat|letter|email|e-mail|notice)\b[^.!?]{0,15}\b(?:as )?(?:your |an |a |the )?(?:official |formal )?(?:order|summons|subpoena|court order|notice to appear|writ|warrant|service)\b|\bthis (?:message|text|chat|email|e-mail) (?:is|serves as|counts as|constitutes|acts as) (?:your |an |a |the )?(?:official |formal )?(?:order|summons|subpoena|court order|notice to appear|writ|service of process)\b|\b(?:call|contact|text|phone) (?:this|our) (?:office|firm|number) (?:\w+ )?to (?:schedule|set up|book|arrange) (?:your|ur|an|the) (?:court )?appearance\b/,
        ...OWN_PAPER_AS_PROCESS.en,
        ...PAPER_DIRECTING_THE_BANK.en,
        // Court process held at the collector's own office: "a hearing in our conference room", "docketed on our calendar", "per the order, bring your statements to our office".
        /\b(?:hearing|examination|exam|deposition|trial|arraignment|appearance)\b[^.!?]{0,60}\b(?:in|at) (?:our|this|the firm'?s|the agency'?s) (?:office|offices|conference room|boardroom|building|headquarters|suite)\b|\b(?:hearing|examination|deposition|trial|appearance)s? (?:\w+ )?(?:with|before|at|in) (?:our|the firm'?s|the agency'?s) (?:\w+ )?(?:office|offices|department|team|panel|board|desk)\b|\bdocket\w*\b[^.!?]{0,40}\b(?:on|in) our (?:calendar|docket|system|books)\b|\bour (?:office'?s? )?docket\b|\b(?:order|writ|summons)\b[^.!?]{0,80}\b(?:you (?:must|are required to|shall|have to)|(?:must|shall) (?:bring|appear|produce))\b[^.!?]{0,60}\b(?:to|at|in) our (?:office|offices|conference room)\b|\border for (?:a )?debtor'?s? exam\w*\b(?![^.!?]{0,60}\b(?:court|judge)\b)/,
        /\b(?:final|official|formal|urgent|last) (?:court|legal|judicial) (?:notice|warning|summons|order|document|demand)\b/,
        // A court portal of the collector's making: "your case file is now live at …, log in with your DOB to view the summons and pay".
        /\b(?:log ?in|sign ?in|login|enter|access)\b[^.!?]{0,50}\bto (?:view|see|read|access|download|open)\b[^.!?]{0,20}\b(?:summons|complaint|court (?:papers|documents|file|notice)|case file|lawsuit)\b|\b(?:case|court) file\b[^.!?]{0,20}\b(?:is )?(?:now )?(?:live|available|online|posted|up)\b|\b(?:court|case|summons)[\w-]*(?:portal|center)\b|\b(?:our|my|the firm's|our firm's) (?:online )?(?:case|court|summons|legal|docket) (?:portal|site|website|page)\b|\b(?:summons|complaint|court papers|lawsuit papers)\b[^.!?]{0,20}\b(?:is|are|has been|have been) (?:posted|available|up|waiting) (?:online|on (?:our|the) (?:portal|site|website))\b/,
        // The collector's demand styled as a court's order: "ORDER OF THE COURT … issued … by Pinnacle Receivables".
        /\b(?:order of (?:the )?court|court order|decree|writ)\b[\s\S]{0,200}?\b(?:issued|entered|signed|ordered)\b[^.!?]{0,40}\bby (?:[a-z&]+ ){0,3}?(?:receivables|recovery|collections?|agency|associates|financial|credit|services|solutions|group|llc|inc)\b/,
        /\b(?:official|court|legal|judicial|civil) (?:summons|subpoena)\b/,
        /\bsubpoena\w*\b/,
        // A court's paper welded to the collector's demand, and an appearance the collector lets one pay off: "your SUMMONS AND FINAL DEMAND",
        // "notice to appear or arrange payment". A court's summons is no demand for payment, and no court takes a payment in place of appearing.
        /\b(?:summons|citation|subpoena|court order|writ) (?:and|&|\/) (?:final |formal |last |payment |collection )?(?:demand|invoice|collection notice|payment notice|bill)\b|\b(?:(?:must|required to|ordered to|notice to|have to|need to) appear|appearance)\b[^.!?]{0,30}\bor (?:else )?(?:to )?(?:arrange|make|set up|schedule|send|remit) (?:a |your |the )?(?:payment|pay)\w*\b/,
        // A court paper said to be returned to the collector with payment: no court routes its process through a collector.
        /\b(?:summons|subpoena|court (?:order|form|notice|papers?|document)|legal (?:papers?|summons))\b[^.!?]{0,80}\b(?:back to us|to us|to our office|to this office|to me)\b[^.!?]{0,30}\bwith (?:your |the |a )?(?:payment|check|money order|remittance|\$ ?\d)|\b(?:the )?(?:court|judge|clerk)\b (?:needs|requires|wants|asks|expects)\b[^.!?]{0,50}\b(?:(?:back )?to us|to our office|(?:along )?with (?:your |the |a )?(?:payment|check))\b/,
        /\b(?:summons|court papers|legal papers)\b[\s\S]{0,80}?\b(?:(?:that |which )?we (?:sent|mailed|left|dropped off)|our office (?:sent|mailed))\b/,
        /\byou (?:have been|are being|were|are hereby|are now) (?:served|summoned|ordered)\b/,
        /\b(?:court|judicial|judge's) order(?:ed)?\b/,
        /\b(?:the )?(?:court|judge) (?:has |have )?order(?:ed|s) you\b/,
        /\b(?:order to appear|ordered to appear|by order of the (?:court|judge|state))\b/,
        /\bnotice of (?:judgment|judgement|garnishment|legal action|intent to (?:sue|file|garnish))\b/,
        /\b(?:this (?:message|notice|letter) (?:is|serves as) (?:a|an|your) (?:official|legal|court|formal) (?:notice|summons|document))\b/,
        // A letter or plan passed off as a court's: "final notice before judgment", "the plan is a court order".
        /\b(?:final|last) (?:notice|warning) (?:before|prior to) (?:a |the )?(?:judgment|judgement|suit|lawsuit|legal action|litigation|court|filing|trial)\b|\bpre ?(?:judgment|judgement|litigation|suit) (?:notice|warning|summons|demand)\b/,
        // A chat message that calls itself the service of a suit, and silence given a court's effect: "this text is your notice of suit", "no answer = default judgment".
        // ("You have been served" alone is a fact where a suit was filed and served: it is not blocked.)
        /\b(?:this|the) (?:text|message|chat|email|sms|dm)\b[^.!?]{0,15}\b(?:is|serves as|constitutes|counts as) (?:your |an? |the )?(?:official |formal |legal )?(?:notice of (?:the )?(?:lawsuit|suit|legal action|claim)|service|summons|court notice)\b|\b(?:consider|treat|take) this (?:text|message|chat|email|sms|dm)\b (?:as )?(?:your |an? |the )?(?:official |formal |legal )?(?:notice of (?:the )?(?:lawsuit|suit|legal action|claim)|service|summons|court notice)\b|\b(?:(?:fail\w*|failure) to (?:answer|respond|reply)|not (?:answering|responding|replying)|no (?:answer|response|reply))\b\W{0,3}(?:=|means|results? in|leads? to|will result in|equals)\s*(?:an? )?(?:automatic|default|immediate|instant) (?:judgment|judgement)\b/,
        /\b(?:consider (?:this(?: message| letter| text| notice| email)?|yourself)|this (?:message|letter|text|notice) (?:is|serves as|constitutes)) (?:(?:a|an|your|as) )*(?:summons|served|legal notice|court order|subpoena|warrant)\b/,
        // Silence toward the collector given a court's effect: "failure to respond constitutes default under state law" (a missed payment's
        // default under the contract is another thing, and so is a failure to answer the complaint).
        /\b(?:failure|failing|fail\w*) to (?:respond|reply|answer)\b(?! (?:to |in )?(?:the |a |this |that |your )?(?:complaint|petition|summons|citation|suit|lawsuit|court|case|warrant in debt|civil warrant)\b)[^.!?]{0,40}\b(?:constitutes?|is|will (?:be|constitute|result in|count as|mean)|results? in|counts? as|means|shall (?:be|constitute)) (?:an? |the )?(?:legal |automatic |immediate |formal )?default\b/,
        /\b(?:plan|agreement|letter|offer|settlement|notice|message|this)\b[^.!?]{0,30}\b(?:is|are|has|carries|constitutes|counts as|serves as|has the) (?:a |an |the )?(?:force of (?:a )?(?:court|law|judgment|judgement)|court ?ordered|court ?approved|court ?sanctioned|approved by (?:the |a )?(?:court|judge)|binding court order|court order|order (?:of|from|by) (?:the |a )?(?:court|judge|magistrate)|(?:court|judge|magistrate)'?s order|judicial order)\b/,
        /\bcase (?:#|no|number)? ?[a-z0-9-]*\d[a-z0-9-]* (?:has been|was|is now|is) (?:opened|filed|docketed|initiated|assigned)\b|\b(?:opened|filed|docketed) (?:a |the )?case against you\b|\bdocket (?:number|no|#)|\bhereby (?:notified|summoned|ordered|advised)\b|\bnotice of (?:pending|impending) (?:litigation|lawsuit|suit|legal action)\b|\bdefault judg(?:e)?ment\b/,
        /\b(?:formatted|designed|laid out|made|looks?|set up) (?:just )?(?:like|the way|as) (?:the |a )?(?:court|judge)(?:'s)?\b|\b(?:judge|court|clerk)'?s? office (?:approved|signed|ordered|stamped|issued)\b|\b(?:name|you) (?:already )?(?:printed|listed|typed) (?:on it )?as (?:the )?defendant\b/,
        /\b(?:court|judge) ?(?:approved|ordered|sanctioned|mandated|signed|entered|certified|stamped|registered) (?:plan|agreement|settlement|payment plan|payments?|stipulat\w*|stip|consent (?:judgment|judgement|order|agreement|decree)|agreed (?:judgment|judgement|order)|arrangement|decree)\b|\b(?:signed|approved|ordered) by (?:the|a) (?:judge|court)\b/,
        // A private plan said to be entered with a court, or a judgment that follows a missed payment by itself: "it's been entered as a
        // stipulated judgment", "miss one and judgment is automatic".
        /\b(?:entered|filed|registered|recorded|docketed|logged|lodged)\b (?:\w+ ){0,3}?(?:as|into) (?:a |an |the )?court ?(?:approved|sanctioned|ordered|certified|stamped|backed|endorsed) (?:stipulat\w*|consent (?:judgment|judgement|order|decree|agreement)|agreed (?:judgment|judgement|order)|order|judgment|judgement|agreement|plan)\b|\b(?:plan|arrangement|payment (?:schedule|agreement)|installments?|payments)\b[^.!?]{0,40}\b(?:entered|filed|registered|recorded|docketed|logged|lodged)\b (?:\w+ ){0,3}?(?:as|into) (?:a |an |the )?(?:stipulat\w*|consent (?:judgment|judgement|order|decree)|agreed (?:judgment|judgement|order)|court order|judgment|judgement)\b|\b(?:judgment|judgement)\b[^.!?]{0,20}\b(?:is|becomes|will be|gets|would be|'s) (?:\w+ )?(?:automatic|automatically (?:entered|granted|issued))\b|\bautomatic(?:ally)? (?:judgment|judgement)\b|\b(?:judgment|judgement) (?:gets |is |will be )?entered automatically\b/,
        /\b(?:judgment|judgement)\b[^.!?]{0,50}\b(?:is|will be|becomes|goes through|happens|comes) (?:(?!not\b|never\b)\w+ )?(?:automatic|automatically)\b/,
        // The firm's own schedule or plan said to be entered by the clerk and binding: "the attached payment schedule has been entered by the clerk".
        /(?<!\bstipulat\w*\s+(?:\w+\s+)?)\b(?:payment (?:schedule|plan|agreement)|plan|schedule)\b[^.!?]{0,30}\b(?:has been|was|is|got) (?:\w+ )?(?:entered|filed|stamped|recorded|docketed|approved)\b (?:by|with) (?:the )?(?:clerk|court|judge)\b(?![^.!?]{0,60}\b(?:case|docket|index)\b[^.!?]{0,12}\d)[^.!?]{0,40}\b(?:binding|enforceable|in effect|final|order)\b/,
        // A paper sent as the court's judgment, and a finality no court gave it: "enclosed is the Final Judgment", "it can't be appealed".
        /\b(?:attached|enclosed|here(?:'s| is| are)|sending|sent you|(?:i|we)(?:'ve| have)? (?:attached|enclosed|forwarded|linked)|find attached|see (?:the )?(?:link|attachment)|forwarding)\b[^.!?]{0,30}\b(?:(?:final|official|binding|signed|certified|court'?s?|the|your|a|copy of (?:the|your)) )*(?:judgment|judgement|court order|court ruling|decree|ruling|writ|order of the court|(?:compliance|collection|enforcement) order|order (?:of|for) (?:payment|compliance|collection)|notice of (?:the )?(?:lawsuit|suit|legal action|claim)|(?:lawsuit|suit|legal action) notice)\b/,
        // The firm's paper said to await a judge's signature, or silence given a court's effect: "once the judge signs it, there's no going back",
        // "ignore it and the court treats it as accepted". A dismissal or release the judge signs ends a case instead.
        /\b(?:once|when|after|as soon as|the (?:moment|minute|day)) (?:the )?(?:judge|court|clerk|magistrate) (?:signs|stamps|approves|enters|gets|files|has signed|has stamped) (?:it|this|them|the (?:form|order|paper|papers|document|notice))\b(?![^.!?]{0,60}\b(?:dismiss\w*|satisf\w*|releas\w*|vacat\w*|closed)\b)|\b(?:the )?(?:court|judge|clerk)\b[^.!?]{0,20}\b(?:treats?|counts?|takes?|considers?|deems?|reads?|will (?:treat|count|take|consider|deem|read))\b (?:it|that|this|your silence|silence|no answer|no response)? ?(?:as )?(?:an? |your )?(?:accepted|acceptance|agreement|agreed|admission|admitted|consent|confession|accepting)\b|\b(?:is|are|will be|gets?) (?:treated|counted|taken|considered|deemed|read)\b[^.!?]{0,15}\bby the (?:court|judge|clerk)\b[^.!?]{0,10}\bas (?:an? |your )?(?:accepted|acceptance|agreement|admission|consent|confession)\b/,
        // Service or a court's force claimed for the collector's own papers: "texted you the lawsuit papers, you're officially served",
        // "we drew up the final notice of lawsuit ourselves but it carries the same legal force".
        /\b(?:sent|sending|texted|emailed|uploaded|attached|dropped|posted|put)\b (?:you|u) (?:the |your |a )?(?:court papers|legal papers|lawsuit papers|summons|complaint|court documents|papers from the court)\b|\b(?:you're|you are|your) (?:(?:now|hereby|officially|legally|formally) )+(?:been )?served\b|\bfinal notice of (?:lawsuit|suit|legal action|litigation|claim)\b|(?<=\b(?:lawsuit|suit|case|docket|court|judge|summons|judgment|judgement|notice|papers?)\b[\s\S]{0,150})\b(?:has|have|carries|carry|holds?|with) (?:the )?(?:same|full) (?:validity|legal (?:force|effect|weight|standing)|force|weight|effect)\b/,
        /\b(?:can't|cannot|can not) be appealed\b|\bthere(?:'s| is) no (?:more |further )?appeal\b(?! (?:fee|form|needed|necessary|required|charge))|\bno (?:further |more )?appeals? (?:is |are )?(?:possible|available|left|allowed)\b|\b(?:non-?appealable|unappealable)\b/,
        /\b(?:binding|enforceable) (?:just )?(?:like|as|the same as) a (?:judgment|judgement|court order)\b|\b(?:pre-?judgment order|order to pay|court-?ordered (?:repayment|payment|settlement|agreement|plan))\b|\b(?:same|full) (?:weight|force|effect) (?:as|of) (?:a )?(?:court|judgment|law|order)\b/,
        // A paper dressed as the court's: a court order's title, a caption or a line for the judge, a judge's name or seal on it, a court that does not exist.
        /\b(?:order to show cause|show cause order)\b|\b(?:case caption|caption|signature (?:line|block|space)|seal|letterhead)\b[^.!?]{0,30}\b(?:judge|court|clerk)\b|\b(?:judge|court|clerk)(?: [a-z]+)?(?:'s|s)? (?:name|signature|seal|stamp|letterhead|caption)\b[^.!?]{0,25}\b(?:is |are )?(?:on|at the top of|across|printed on) (?:it|there|this|that|top|the (?:doc\w*|letter|form|notice|envelope|papers?|page|top))\b/,
        /\b(?:court|tribunal) (?:of|for) (?:collections?|debts?|debtors?|delinquent accounts)\b|\b(?:collections?|debt|debtors?) (?:court|tribunal)\b(?! (?:case|judgment|judgement|lawsuit|suit)s?\b)/,
        /\b(?:envelope|letter|doc\w*|paper|notice|form)\b[^.!?]{0,20}\b(?:that )?(?:says|said|reads|read|marked|stamped|titled|labell?ed|headed)\b[^.!?]{0,10}['"]?(?:official (?:notice|notification)|legal notice|court (?:notice|order)|judicial notice)\b/,
        // The firm's own file or process said to equal a suit or a court's act: "it's the same as a lawsuit, only faster".
        /\b(?:it(?:'s| is)|this is|that(?:'s| is)|(?:our|the) (?:file|process|system|case|procedure)s? (?:is|are)) (?:basically |essentially |legally |pretty much |just )?(?:the same as|just like|equivalent to|as good as|no different from) (?:a |an |the )?(?:lawsuit|suit|court case|court order|judgment|judgement|summons|court)\b/,
        // Its own form to be taken as the judge's: "treat it as if it came from the judge" (blind set AF).
        /\b(?:treat|take|consider|read|handle) (?:it|(?:this|that|the|our) (?:notice|form|letter|paper|document|demand)|this|that) (?:as if|like|as though) (?:it )?(?:came|comes|was|were) (?:straight |directly )?from (?:the |a )?(?:judge|court|clerk)\b/,
        // A summons before any filing, and the collector's own paper made something the court acts on if it goes unsigned:
        // "your SUMMONS - PRE-FILING NOTICE", "sign and return this notice within 10 days or the court will enter a default".
        /\b(?:summons|citation|complaint|subpoena)\b[^.!?]{0,20}\bpre ?-?(?:filing|suit|litigation|legal)\b|\bpre ?-?(?:filing|suit|litigation) (?:summons|citation|complaint|subpoena)\b|\b(?:sign\w*|return\w*|respon\w*|repl\w*|answer\w*)\b[^.!?]{0,20}\b(?:this|the|our|it|your) (?:\w+ )?(?:notice|letter|form|message|demand|response|reply)\b[^.!?]{0,40}\bor (?:else )?(?:the )?(?:court|judge|clerk)\b (?:will|shall|is going to|can|may)\b|\bit (?:needs|requires) (?:a |your )?(?:signed |written )?(?:response|reply|answer|signature)\b[^.!?]{0,40}\bor (?:else )?(?:the )?(?:court|judge|clerk)\b (?:will|shall|is going to|can|may)\b/,
        // A court appearance a payment to the collector is said to excuse: "you can avoid appearing by paying", "the hearing is cancelled
        // once the $650 is paid". Only the court or a filed dismissal takes a date off, so one named ("we'll file a dismissal") is lawful.
        /(?<!\bdismiss\w*\b[^.!?]*)(?:\b(?:avoid|skip|get out of|cancel\w*|excuse\w*)\b (?:\w+ ){0,2}?(?:appear\w*|showing up|court|(?:the|your|this) (?:hearing|court date|trial|appearance))\b[^.!?]{0,40}\b(?:by|if you|once|when|as soon as) (?:pay\w*|you pay|the \$ ?\d[\d,.]*\d)|\b(?:hearing|court date|trial|appearance|summons)\b[^.!?]{0,20}\b(?:is|gets|will be|can be|goes) (?:cancel\w*|called off|dropped|void\w*|excused|waived|away)\b[^.!?]{0,20}\b(?:once|when|if|after|as soon as) (?:the |your )?(?:\$ ?\d[\d,.]*\d|balance|payment|you pay)|\bpay\w*\b[^.!?]{0,40}\band you (?:won't|will not|don't|do not) (?:need|have) to (?:appear|show up|go to court|attend|come to court)\b)(?![^.!?]*\bdismiss)/,
        // The message itself made the paper a court answer is owed to: "file a written answer to this notice within 20 days or a default will be entered".
        /\b(?:file|submit|serve|send|make)\w* (?:a |an |your )?(?:written |formal |sworn )?(?:answer|response|reply|appearance) (?:to|on) this (?:notice|message|text|letter|email|chat|demand|citation|summons)\b|\b(?:a )?default (?:judgment |judgement )?(?:will|shall|is going to) be (?:entered|taken|granted|issued|recorded) against you\b/,
      ],
      es: [
        /\b(?:orden|mandamiento|requerimiento) (?:de (?:pago|cobro|embargo) )?judicial\b[^.!?]{0,30}\b(?:ya )?(?:firmad|emitid|expedid|dictad)\w*|\b(?:le|te) (?:hacemos llegar|enviamos|mandamos|adjuntamos|entregamos) (?:su|tu|la) (?:orden|citacion|citatorio|emplazamiento|mandamiento|requerimiento)\b|\b(?:considere|tome) este (?:mensaje|texto|aviso|correo) como (?:su |una |la )?(?:orden|citacion|citatorio|emplazamiento)\b/,
        ...OWN_PAPER_AS_PROCESS.es,
        ...PAPER_DIRECTING_THE_BANK.es,
        // Its own form to be taken as the judge's: "trátelo como si viniera del juez" (blind set AF).
        /\b(?:tratelo|tratela|tomelo|tomela|considerelo|considerela|veal[oa]|tomarlo|tratarlo|considerarlo) como (?:si )?(?:viniera|vinieran|fuera|fueran|una orden|un papel|algo) (?:directamente )?(?:del|de la|de un) (?:juez|jueza|corte|tribunal|juzgado)\b/,
        /\b(?:es|son|seria|viene siendo) (?:basicamente |practicamente |legalmente )?(?:lo mismo que|igual que|equivalente a|como si fuera|tan bueno como) (?:una |un |la |el )?(?:demanda|juicio|orden (?:judicial|de la corte|del juez)|sentencia|citatorio|emplazamiento)\b/,
        /\b(?:present|entreg|envi|mand|hac)\w* (?:una |su )?(?:respuesta|contestacion|comparecencia) (?:formal |por escrito |escrita )?(?:a|de) (?:este|esta) (?:aviso|mensaje|notificacion|carta|texto|citacion|demanda de pago)\b|\bsentencia en rebeldia\b|\b(?:se (?:dictara|emitira|registrara|ingresara)|se le (?:declarara|dictara)) (?:una )?(?:sentencia )?en rebeldia\b/,
        /\b(?:audiencia|examen|comparecencia|juicio|declaracion jurada)\b[^.!?]{0,60}\b(?:en|a) (?:nuestra|nuestras) (?:oficina|oficinas|sala de juntas|sala de conferencias)\b|\b(?:expediente|caso) (?:fue |ha sido |quedo )?(?:radicad|registrad|agendad)[oa] en nuestr[oa] (?:calendario|agenda|sistema)\b|\b(?:orden|citatorio|citacion)\b[^.!?]{0,80}\b(?:debe|tiene que|esta obligad[oa] a) (?:traer|presentarse|comparecer|venir)\b[^.!?]{0,60}\b(?:a|en) nuestra (?:oficina|oficinas)\b/,
        /\bse le ordena (?:comparecer|presentarse|acudir)\b|\bcitatorio\s*:/,
        // Un portal de la corte que es del cobrador: "revise su expediente judicial en nuestro portal".
        /\bnuestr[oa] (?:portal|sitio|pagina|plataforma)\b[^.!?]{0,20}\b(?:de la corte|del tribunal|del juzgado|judicial)\b|\b(?:ingres|entr|acced)\w*\b[^.!?]{0,50}\bpara (?:ver|consultar|descargar|revisar)\b[^.!?]{0,20}\b(?:citatorio|citacion|emplazamiento|demanda|expediente judicial)\b/,
        /\b(?:citatorio|citacion|emplazamiento|orden (?:de la corte|judicial|del juez)|papeles de la corte|formulario de la corte|documento (?:de la corte|judicial))\b[^.!?]{0,80}\b(?:devuelv|regres|mand|envi|entreg)\w*\b[^.!?]{0,40}\b(?:con (?:su |el |un )?(?:pago|cheque|giro)|a nosotros|a nuestra oficina)\b|\b(?:la corte|el juez|la jueza|el juzgado|el tribunal)\b (?:necesita|requiere|pide|quiere|exige)\b[^.!?]{0,50}\b(?:a nosotros|a nuestra oficina|con (?:su |el )?(?:pago|cheque))\b/,
        /\b(?:citatorio|citacion|emplazamiento)\b[\s\S]{0,80}?\b(?:que (?:le|te) (?:mandamos|enviamos|mande|envie|dejamos)|(?:le|te) (?:lo |la )?(?:mandamos|enviamos) (?:por correo|nosotros))\b/,
        /\b(?:orden judicial|aviso judicial|notificacion judicial|mandato judicial|orden de comparecencia|(?:citacion|citatorio|emplazamiento) (?:oficial|judicial|final|del tribunal|de (?:la )?corte|del juzgado))\b/,
        /\b(?:aviso|notificacion|advertencia|orden|documento) (?:final |oficial |formal |urgente |ultim[oa] )?(?:del tribunal|de(?: la)? corte|del juzgado|de tribunal|de juzgado)\b/,
        // A collector's paper said to carry the law's force: "este documento tiene validez legal".
        /\b(?:este|esta|el|la|nuestro|nuestra) (?:documento|mensaje|aviso|carta|notificacion|orden)\b[^.!?]{0,15}\b(?:tiene|lleva|cuenta con) (?:plena |toda la )?(?:validez|fuerza|valor) (?:legal|judicial|de ley)\b/,
        /\b(?:ultimo|final|oficial) aviso (?:legal|judicial)\b|\bpor (?:orden|disposicion|mandato|instrucciones|resolucion) (?:del|de la) (?:juez|jueza|tribunal|juzgado|estado|corte)\b|\bpor (?:disposicion|mandato) judicial\b/,
        /\b(?:ha sido|queda(?: usted)?|esta siendo|fue) (?:emplazad[oa]|citad[oa]|notificad[oa])\b/,
        /\beste (?:mensaje|aviso|documento) (?:es|sirve como) (?:un|una|su) (?:aviso|notificacion|citacion|documento) (?:oficial|legal|judicial)\b/,
        /\b(?:aviso|advertencia) final (?:antes de|previo a) (?:la |una )?(?:sentencia|demanda|juicio|accion legal|embargo)\b/,
        /\b(?:plan|acuerdo|carta|mensaje|aviso|documento|esto)\b[^.!?]{0,30}\b(?:es|constituye|tiene (?:la )?fuerza de|equivale a) (?:una |un )?(?:orden (?:judicial|del juez|de la corte|del tribunal)|sentencia|citatorio|citacion|emplazamiento)\b/,
        /\bse (?:ha abierto|abrio|inicio|ha iniciado) un (?:caso|expediente|proceso) en su contra\b|\bpor medio de la presente se le (?:notifica|cita|ordena)\b|\bsentencia en rebeldia\b/,
        /\b(?:parece|luce|se ve) (?:de |como (?:de )?)?(?:la corte|el tribunal|el juzgado|oficial|judicial)\b[^.!?]{0,40}\b(?:practicamente|casi|de hecho)\b|\b(?:practicamente|casi) (?:lo )?es (?:de la corte|oficial|judicial)\b/,
        /\beste (?:mensaje|texto|correo|chat)\b[^.!?]{0,15}\b(?:es|sirve como|constituye|cuenta como) (?:su |la |una |el )?(?:notificacion|aviso) (?:oficial |formal )?de (?:la )?demanda\b|\b(?:si no|no) (?:contesta|responde)\w*\b\W{0,3}(?:=|significa|resulta en)\s*(?:una )?(?:sentencia|fallo) (?:automatic[oa]|en rebeldia|inmediat[oa])\b/,
        // Un plan privado registrado como si fuera del tribunal, una sentencia que cae sola, un papel enviado como la sentencia, una firmeza que nadie le dio.
        /\b(?:plan|arreglo|acuerdo de pagos?|pagos|mensualidades|convenio de pagos?)\b[^.!?]{0,40}\b(?:registrad|inscrit|presentad|archivad|asentad|ingresad|capturad)[oa] (?:ante (?:la corte|el tribunal|el juzgado|el juez) |en (?:la corte|el tribunal|el juzgado) )?como (?:un |una )?(?:estipulacion|convenio judicial|acuerdo judicial|sentencia (?:por|de) (?:consentimiento|conformidad)|orden (?:judicial|de la corte|del juez))\b|\bsentencia (?:es |sera |seria |queda )?automatic\w*|\b(?:se )?(?:dicta|dictara|emite|emitira|registra|registrara)\w* (?:la |una )?sentencia (?:en su contra )?automaticamente\b|\bsentencia\b[^.!?]{0,20}\bautomaticamente\b/,
        /\b(?:adjunto|adjuntamos|anexo|anexamos|le (?:envio|envie|enviamos|mando|mande|mandamos|comparto|comparti|compartimos|dejo|deje|dejamos|paso|pase|pasamos|adjunte)|aqui (?:esta|tiene|le (?:dejo|mando|va))|le hago llegar)\b[^.!?]{0,30}\b(?:la |el |su |una |un |copia de (?:la|el|su) )?(?:sentencia|fallo|resolucion (?:judicial|del (?:juez|tribunal|juzgado))|orden (?:judicial|del (?:juez|tribunal|juzgado)|de la corte|de cumplimiento|de cobro)|decreto|aviso de demanda)\b/,
        // El papel de la agencia que "firmará el juez", o el silencio al que la corte da efecto: "cuando el juez la firme, ya no hay marcha atrás".
        /\b(?:una vez que|cuando|en cuanto|apenas|despues de que|luego que) (?:el |la )?(?:juez|jueza|juzgado|tribunal|corte) (?:lo|la|los|las) (?:firme|selle|apruebe|registre|reciba)\b(?![^.!?]{0,60}\b(?:desistimiento|sobresei\w*|cerrad[oa]|liberad[oa]|satisfaccion|cancelad[oa])\b)|\b(?:una vez que|cuando|en cuanto|apenas) (?:lo|la) (?:firme|selle|apruebe) (?:el |la )?(?:juez|jueza|juzgado|tribunal)\b(?![^.!?]{0,60}\b(?:desistimiento|sobresei\w*|cerrad[oa]|liberad[oa]|satisfaccion|cancelad[oa])\b)|\b(?:la corte|el juez|la jueza|el juzgado|el tribunal)\b[^.!?]{0,20}\b(?:lo |la |le )?(?:da|dara|toma|tomara|considera|considerara|cuenta|contara|tiene|tendra) (?:como|por) (?:aceptad[oa]|aceptacion|admitid[oa]|admision|conforme|acuerdo|confesion|confes[oa])\b/,
        /\b(?:le |te )?(?:mande|mandamos|envie|enviamos|subi|subimos|deje|dejamos|adjunte|adjuntamos)\b (?:por aqui |aqui |en la app |por la app |por mensaje )?(?:los |las |el |la |sus )?(?:papeles (?:de la corte|del juzgado|del tribunal|de la demanda)|documentos (?:de la corte|del juzgado|del tribunal)|citatorio|citacion|emplazamiento)\b|\b(?:queda|esta|quedo) (?:usted )?(?:oficialmente|formalmente|legalmente|debidamente) (?:notificad|emplazad|citad)[oa]\b|\baviso (?:final|ultimo|previo) de (?:demanda|juicio|embargo|sentencia)\b|(?<=\b(?:demanda|expediente|corte|tribunal|juzgado|juez|citatorio|citacion|sentencia|aviso)\b[\s\S]{0,150})\b(?:tiene|tendra|con) (?:la )?(?:misma|igual|plena|toda la) (?:validez|fuerza|valor)\b/,
        /\b(?:ya )?no (?:hay|tiene|existe|queda) (?:ninguna )?(?:apelacion|recurso|forma de apelar)\b(?! (?:necesaria|que pagar|de por medio))|\bya no (?:se )?puede (?:apelar|recurrir|impugnar)\b|\binapelable\b/,
        /\bconsiderese (?:notificad[oa]|emplazad[oa]|citad[oa])\b|\b(?:aprobad[oa]|firmad[oa]|ordenad[oa]) por (?:el|un|la) (?:juez|tribunal|corte|juzgado)\b/,
        /\borden (?:de|para) (?:mostrar|demostrar) causa\b|\b(?:epigrafe|encabezado|linea (?:de|para la) firma|sello)\b[^.!?]{0,30}\b(?:juez|jueza|tribunal|corte|juzgado)\b|\b(?:nombre|firma|sello) (?:del|de la) (?:juez|jueza|tribunal|corte|juzgado)\b[^.!?]{0,20}\b(?:esta |va |aparece )?(?:en|arriba|encima)\b/,
        /\b(?:tribunal|corte|juzgado) (?:de|para) (?:cobros?|cobranzas?|deudas?|deudores|morosos)\b/,
        // The firm's own paper given a seal or made binding, no court named: "la ORDEN DE PAGO con sello oficial … de carácter obligatorio, fírmela" (set AS).
        new RegExp(
          String.raw`\b(?:orden|documento|aviso|formulario|notificacion)\b${NO_COURT}[^.!?]{0,40}\b(?:con|lleva|tiene|trae) (?:el |un |su )?(?:sello|timbre) (?:oficial|del estado|gubernamental)\b|\b(?:orden|documento|formulario)\b${NO_COURT}[\s\S]{0,120}\b(?:de caracter obligatorio|de cumplimiento obligatorio|es obligatori[oa])\b[^.!?]{0,30}\b(?:firm|regres|devuelv)\w*`,
        ),
        /\b(?:sobre|carta|documento|papel|aviso|formulario)\b[^.!?]{0,20}\b(?:que )?(?:dice|decia|rotulad[oa]|marcad[oa]|titulad[oa]|con el titulo)\b[^.!?]{0,10}['"]?(?:notificacion oficial|aviso oficial|aviso legal|aviso judicial|notificacion judicial|orden (?:judicial|del tribunal|de la corte))\b/,
      ],
    },
    { negatable: true, ...FAKE_PROCESS_EXEMPTIONS },
  ),
  // An attorney of the firm stating the facts of a case actually filed (its number, a hearing, a judgment) states them; it imitates
  // nothing. Nor does the court's own paper, named as the court's or received by the consumer.
  keep: (found) =>
    exceptCourtOrderConsequence(COURT_ORDER_IGNORED, unlessConsumersCourtPaper(unlessCourtsOwnWrit(unlessFiledCaseFact(found))), COURT_ORDER_NAMED),
};
