/**
 * Where a court case stands when it is past, or beside, the time to answer a new lawsuit (blind set X: a new suit's
 * "answer by" day was given for a default judgment found through a levy, a judge's ruling after a hearing, a judgment
 * registered in another state, an agreement for judgment offered at the courthouse, a counterclaim, and a case settled
 * and paid but not yet dismissed). slots.ts reads a judgment from these words too; ask-cues.ts sends each stage to the
 * card that answers it. Each pattern is read on folded, lower-case text.
 */

const MONTH = String.raw`(?:jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|ene|abr|ago|dic)[a-z]*\.?`;

/** A judge's ruling after a hearing or trial, in English and Spanish, before its direction is read. */
/** Who rules, in English and Spanish: one list for every reading of a ruling below. */
const JUDGE_EN = '(?:judge|court|magistrate|justice of the peace)';
const JUDGE_ES = '(?:el juez|la jueza|la corte|el tribunal)';
const RULED_EN = String.raw`\b${JUDGE_EN}\s+(?:\w+\s+){0,2}?(?:ruled|found|decided|sided)\b`;
const RULED_ES = String.raw`\b${JUDGE_ES}\s+(?:\w+\s+){0,2}?(?:fallo|decidio|resolvio|(?<!\b(?:me|nos)\s)dio la razon)\b`;
/** A judge's ruling, either language, before its direction is read ("and the judge ruled", "y el juez le dio la razón"). */
export const RULED = `(?:${RULED_EN}|${RULED_ES})`;
/**
 * A ruling said with the side it went to, the other side (set AW: "el juez le dio la razón al cobrador"): a judgment against the
 * person, entered at the hearing (suit-stage-words.ts reads it as a judgment said entered).
 */
export const RULED_FOR_THE_OTHER_SIDE = String.raw`\b(?:${JUDGE_EN}|${JUDGE_ES})\s+(?:\w+\s+){0,2}?(?:(?<!\b(?:me|nos)\s)dio la razon (?:a|al|a la|a los)\b|fallo (?:a favor (?:del?|de la|de los)|en (?:mi|su|nuestra) contra)\b|ruled (?:against|for the|in favou?r of the|in (?:their|the \w+'?s?) favou?r)\b|sided with (?:them|the)\b)`;
/** A case the person (or the one asked about) lost: "we lost the trial", "I went to trial in justice court and lost", "perdí el juicio", "he lost the case". */
const LOST = String.raw`\b(?:i|we) (?:went to|had) (?:a |the |my |our )?(?:trial|hearing)\b[^.?!]{0,60}?\band (?:i |we )?lost\b|(?<!\b(?:he|she|they|you|it|plaintiff|creditor|bank|collector) )\blost (?:the|my|our|a) (?:\w+ )?(?:case|trial|hearing|lawsuit)\b|\bperd(?:i|imos) (?:el|la|mi|nuestro|nuestra|un|una) (?:\w+ )?(?:caso|juicio|pleito|demanda)\b|\b(?:he|she|they) lost (?:the|his|her|their) (?:\w+ )?(?:case|trial|hearing|lawsuit)\b|\bperdi(?:o|eron) (?:el|la|su) (?:\w+ )?(?:caso|juicio|pleito|demanda)\b`;
/** A ruling's direction for the person: "in my favor", "for us", "a mi favor", "a favor mío". */
const FOR_ME_EN = String.raw`\s+(?:\w+\s+){0,3}?(?:in (?:my|our) favou?r|for (?:me|us)\b|with (?:me|us)\b)`;
const FOR_ME_ES = String.raw`\s+(?:\w+\s+){0,2}?(?:a (?:mi|nuestro) favor|a favor (?:mio|mia|nuestro|nuestra|de mi|de nosotros))\b`;

/**
 * A case the person won: a judge ruled for them, or "I won the case", "gané el juicio". Nothing is owed on that case; the
 * other side may still appeal. Read before any judgment against the person, which "the judge ruled" alone would be.
 */
export const WON_CASE = new RegExp(
  `${RULED_EN}${FOR_ME_EN}|${RULED_ES}${FOR_ME_ES}` +
    String.raw`|(?<!\b(?:if|whether|when|unless|until) )\b(?:i|we) won (?:the|my|our) (?:\w+ )?(?:case|trial|hearing|lawsuit)\b|\bgan(?:e|amos) (?:el|la|mi|nuestro|nuestra) (?:\w+ )?(?:caso|juicio|pleito|demanda)\b` +
    String.raw`|\b(?:judgm?ent|verdict|ruling|decision) (?:was )?(?:entered |given |granted )?(?:in (?:my|our) favou?r|for (?:me|us|the defendant)\b)|\bsentencia a (?:mi|nuestro) favor\b|\b(?:me|nos) dio la razon\b`,
);

/** A judgment a judge gave after a hearing or trial the person went to, and not for them: its way back is an appeal or a new trial, not a default's set-aside. */
export const CONTESTED_JUDGMENT = new RegExp(`${RULED_EN}(?!${FOR_ME_EN})|${RULED_ES}(?!${FOR_ME_ES})|${LOST}`);

/** A judgment registered in another state than the one that gave it, asked about there. */
export const REGISTERED_JUDGMENT =
  /\b(?:domesticat\w*|register\w*|transferr\w*|enroll\w*)\b[^.?!]{0,30}\b(?:the |a |their |that |an? (?:out of state|out-of-state|foreign) )?(?:\w+ )?judgm?ent\b|\bjudgm?ent\b[^.?!]{0,40}\b(?:was|got|has been|have been|been|is being)\s+(?:domesticated|registered|transferred|enrolled)\b|\bforeign judgm?ent\b|\bjudgm?ent from (?:another|a different|an?other) state\b|\b(?:registraron|domesticaron|inscribieron|transfirieron) (?:la|el|una|un) (?:sentencia|judgm?ent)\b|\bsentencia de otro estado\b/;

/**
 * A judgment said to be entered against the person in words slots.ts's own reading misses: entered "on" a date a few
 * words after the judgment is named, a judge's ruling against them after a hearing or a trial, a case lost, a judgment
 * registered (domesticated) where the person lives now, the creditor said to have won.
 */
export const JUDGMENT_BY_STAGE = new RegExp(
  String.raw`\bjudgm?ent\b[^.?!]{0,60}\b(?:entered|granted|issued|signed)\s+(?:on\s+|in\s+|back in\s+|last\s+)?(?:${MONTH}|\d|last|this|yesterday|today)` +
    String.raw`|\b${JUDGE_EN}\s+(?:\w+\s+){0,2}?(?:ruled|found|decided|sided|entered (?:a )?judgm?ent)\s+(?:\w+\s+){0,3}?(?:against (?:me|us|him|her)|for (?:them|the (?:plaintiff|creditor|bank|collector|debt buyer))|in (?:their|the plaintiff'?s|the creditor'?s) favou?r|with (?:them|the (?:plaintiff|creditor|bank|collector)))` +
    String.raw`|\b${JUDGE_ES}\s+(?:\w+\s+){0,2}?(?:fallo|decidio|dicto (?:la )?sentencia|resolvio)\s+(?:\w+\s+){0,2}?(?:en (?:mi|nuestra) contra|a favor (?!(?:mio|mia|nuestro|nuestra|de mi|de nosotros)\b)(?:de|del)\b)` +
    `|${LOST}|${REGISTERED_JUDGMENT.source}` +
    // The creditor won: "won a $3,200 judgment", "got a judgment on me", "won their case against me", "me ganaron la
    // demanda", "el banco me ganó el juicio". Not "I won" or "we won", and not a suit only filed ("me pusieron una demanda").
    String.raw`|(?<!\b(?:i|we) )\b(?:won|got|obtained|took)\s+(?:a|an|the|their|its|that)?\s*(?:\$[\d,.]+k?\s+|[\d,]+ dollars?\s+)(?:default\s+)?judgm?ent\b|\bjudgm?ent (?:on|over) (?:me|us|him|her)\b` +
    String.raw`|(?<!\b(?:i|we|if|when|before|whether|unless) )\bwon\s+(?:the|their|its|a|an|that|this)\s+(?:\$[\d,.]+k?\s+)?(?:\w+\s+)?(?:case|suit|lawsuit|trial)\b(?!\s+against (?:them|the|him|her|it)\b)` +
    String.raw`|\bme gan(?:aron|o)\s+(?:el|la|un|una|mi|ese|esa)\s+(?:\w+\s+)?(?:juicio|demanda|caso|pleito|sentencia)\b|\bgan(?:aron|o)\s+(?:el|la|un|una|ese|esa)\s+(?:juicio|demanda|caso|pleito)\s+(?:\w+\s+){0,3}?(?:contra mi|en mi contra)\b`,
);

/** A hearing or court date the person missed, in either language. */
const MISSED_HEARING_WORDS = 'missed (?:the |my )?(?:hearing|court date|trial|court)|no (?:pude|fui) (?:ir )?a la (?:audiencia|corte)';
export const MISSED_HEARING = new RegExp(String.raw`\b(?:${MISSED_HEARING_WORDS})\b`);
/** A judgment by default, or a hearing missed: its way back is a set-aside, whatever else the question says. */
export const BY_DEFAULT = new RegExp(
  String.raw`\b(?:default|rebeldia|${MISSED_HEARING_WORDS}|never (?:got|received|was served|been served|knew)|nunca (?:me )?(?:llego|notificaron|entregaron|supe))\b`,
);

/** Asking to appeal or have a new trial. */
export const ASKS_APPEAL = /\b(?:appeal\w*|new trial|retrial|de novo|apelar|apelacion|apelo|nuevo juicio)\b/;

/** A judgment the person is asked to agree to (in a hallway, before the hearing): a judgment, whatever it is called. */
export const AGREED_JUDGMENT_OFFERED =
  /\b(?:agreement|agreed|stipulat\w*|consent)\s+(?:and order\s+)?(?:for |to |of )?(?:an? )?(?:entry of )?judgm?ent\b|\b(?:agreed|stipulated|consent|confessed?) judgm?ent\b|\bconfession of judgm?ent\b|\b(?:acuerdo|convenio)\s+(?:de|para|por)\s+(?:una |la )?(?:sentencia|judgm?ent)\b|\bsentencia (?:acordada|por acuerdo|de consentimiento|consentida)\b/;

/** A suit against the person, which a counterclaim answers: "sue them back" with no suit is a suit of one's own. */
export const SUED_BY_THEM =
  /\b(?:sued me|suing me|(?:am|i'?m|being|was|got|been) sued|lawsuit against me|summons|complaint against me|me demand\w*|me estan demandando|estoy demandad[oa])\b/;

/** A counterclaim: suing back, in the same case, the creditor or collector who sued. */
export const COUNTERCLAIM =
  /\b(?:counter-?su\w*|counter-?claim\w*|sue (?:them|him|her|it) back|contrademand\w*|demanda reconvencional|reconvenci\w*|demandarlos de vuelta|demandarlos a ellos)\b/;

/** The settlement done: settled, or every payment on it made ("finished every payment", "sent the final payment", "hice todos los pagos"). */
const SETTLED_AND_PAID = String.raw`settled|reached (?:a|an|the) (?:settlement|agreement|deal)|(?:paid|pay) (?:it |them |that |the (?:settlement|agreed amount|agreement|deal|balance) |everything |every (?:dollar|penny|cent) |all of it )?(?:in full|off)|paid (?:the (?:settlement|agreed amount|agreement|deal)|every (?:dollar|penny|cent)|everything|all of it)|(?:finished|completed|made|sent|done with|did) (?:paying|all|every|the (?:last|final)|my (?:last|final)|the payments|the payment plan)\b[^.?!]{0,20}\b(?:payments?|installments?|plan|settlement|off)?|pague (?:todo|el acuerdo|el arreglo|el convenio|lo acordado|completo)|liquide|termine de pagar|terminamos de pagar|llegue a un acuerdo|llegamos a un acuerdo|hice todos los pagos|complete (?:los|todos los) pagos|hice el ultimo pago|(?:ya )?pague el ultimo pago`;
/** Still open: not dismissed, a date still set, the docket or the site still showing it active. */
const STILL_OPEN = String.raw`still (?:open|pending|active|on the docket|going|listed)|still (?:shows?|showing|lists?|has|have|got)\s+(?:[\w']+\s+){0,4}?(?:open|active|pending|trial|hearing|court date|conference)|(?:shows?|showing|listed|lists?|marked|says)\s+(?:it\s+|the case\s+)?(?:as\s+)?(?:open|active|pending)|(?:not|never|hasn'?t|haven'?t|wasn'?t) (?:been )?(?:dismiss\w*|closed)|(?:nobody|no one|they) (?:has |have )?(?:never )?(?:filed|sent) (?:anything|a dismissal|the dismissal)|no dismissal|(?:a |the |my )?court date|(?:status|pretrial|pre-trial|settlement) (?:conference|hearing|date)|(?:trial|hearing) (?:is |was )?(?:set|scheduled|on|date)|sigue (?:abierto|activo|pendiente)|(?:todavia|aun|sigue) (?:\w+ ){0,2}(?:abierto|activo|pendiente)|(?:el caso|la demanda) (?:\w+ ){0,2}(?:abiert[oa]|activ[oa]|pendiente)|no (?:lo |la )?(?:han )?(?:desestimado|cerrado|retirado)|(?:la )?fecha (?:de|en la) corte|audiencia|tengo (?:cita|fecha|corte)`;
/**
 * A case settled and paid that is still open: the settlement is done, the dismissal is not (a court date still set, the
 * plaintiff's lawyer silent).
 */
export const SETTLED_BUT_OPEN = new RegExp(
  String.raw`\b(?:${SETTLED_AND_PAID})\b[\s\S]{0,250}\b(?:${STILL_OPEN})\b|\b(?:${STILL_OPEN})\b[\s\S]{0,150}\b(?:even though|although|but|aunque|pero|despues de que|after)\b[^.?!]{0,40}\b(?:${SETTLED_AND_PAID})\b`,
);
