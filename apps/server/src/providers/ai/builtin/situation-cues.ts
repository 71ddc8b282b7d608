import { CREDIT_REPORT, DEATH, HANDED_OVER, RELATIVE, SERVED_BY_MESSAGE, SERVICE_COUNTS_ASKED } from './slot-words.js';

/**
 * Asks by the situation they describe (blind set Z: a person's van, tools, house and 401(k) met the card on collectors
 * calling an employer; unpaid overtime met it too; a co-signer, post-dated checks, a payday lender's "bad check" threat, a
 * court-approved service by Facebook, 1099 gig pay and an employer in another state met cards on other topics, or none).
 * ask-cues.ts places these among its cues; the type lives here so that file can import this one.
 */
/** `needs`: the message must also say this; `unless`: a message that says this is not the cue's. */
export type AskCue = { name: string; pattern: RegExp; cards: readonly string[]; needs?: RegExp; unless?: RegExp };

const EMAIL_OR_SOCIAL =
  '(?:e-?mail|facebook|instagram|social media|text(?: message)?|messenger|whatsapp|linkedin|tiktok|redes sociales|correo electronico|mensaje de texto)';

/**
 * An amount a wage garnishment already takes, with the pay or a stub's figures said: whether it is within the limit (blind set AK:
 * a stub's "fed tax 188.00" met the tax-refund card, a 401(k) loan the student-loan card); the amount typed with or without its
 * dollar sign ("they take 225") or as a share of the pay ("taking 25%"), never a count of days. Placed after the cue on how much
 * can be taken.
 */
export const WAGE_TAKEN_CUE: AskCue = {
  name: 'wage_taken',
  pattern:
    /^(?=[\s\S]*\b(?:garnish\w*|embarg\w*|wage (?:attachment|deduction order)|income withholding)\b)(?=[\s\S]*\b(?:gross|take.?home|disposable|net pay|pay ?checks?|checks?|wages?|salary|stub|bruto|neto|sueldo|salario|cheque|nomina)\b)[\s\S]*\b(?:took|taking|takes|take|withh[oe]ld\w*|deduct\w*|quitan|quitaron|descuentan|descontaron|retienen)\s+(?:out\s+|me\s+)?(?:\$\s?)?\d[\d,.]*(?![\d,.])(?!\s*(?:lump|to settle|settlement|payoff|to close|in full|as a settlement|days?|weeks?|months?|years?|hours?|dias?|semanas?|meses|mes|anos?|horas?)\b)/,
  cards: ['l-wage-garnishment-limit'],
  // (Money taken from a bank account is a levy, its own cues' matter.)
  unless:
    /\b(?:froze|frozen|freez\w*|levy|levied|congel\w*|student loans?|prestamos? estudiantil\w*|child support|manutencion|the bank|my bank|savings|from my (?:checking|account)|(?:mi|la) cuenta|el banco)\b/,
};

/**
 * A collector calling the person about a grown relative's debt (blind set AK: a mother called about her son's debt met the card on
 * how often a collector may call; set AW: a father called about his son's card): she does not owe it, need not help find him, and
 * must not be told his balance. A spouse is
 * the consumer's equal under 1692c(d), so is not one of these.
 */
export const RELATIVES_DEBT_CUE: AskCue = {
  name: 'relatives_debt_called_me',
  pattern:
    /^(?=[\s\S]*\b(?:call\w*|text\w*|phon\w*|ring\w*|llam\w*|mensaje\w*)\b[^.?!]{0,30}\b(?:me|my (?:phone|number|landline|cell|house|home|line)|mi (?:telefono|numero|casa|celular))\b)[\s\S]*\b(?:my|mi) (?:adult |grown |\d+ ?(?:year|yr)s? old )?(?:son|daughter|kid|child|brother|sister|nephew|niece|grandson|granddaughter|hijo|hija|hermano|hermana|sobrino|sobrina|nieto|nieta)\b[^.?!]{0,80}\b(?:debt|owes|collection|collections|bill|loan|(?:credit )?card|account|balance|deuda|debe|tarjeta|cuenta|saldo)\b/,
  cards: ['c-wrong-person'],
  unless:
    /\b(?:my (?:own )?debt|(?<!\b(?:do|would|will|should|if|that) )i owe|i co-?signed|cosign\w*|co-?signer|guarant\w*|mi deuda|yo debo|fiador|passed|died|murio|fallecio|served|summons|sued|lawsuit|demand\w*)\b/,
};

/**
 * A parent, grandparent, sibling or grown child who died, no spouse among them: what the family owes, before the spouse's card
 * (blind set AS: a daughter called as "next of kin" about her mother's card got the surviving spouse's answer).
 */
export const DECEASED_KIN_CUE: AskCue = {
  name: 'deceased_kin',
  pattern: new RegExp(String.raw`^(?=[\s\S]*\b${DEATH}\b)[\s\S]*\b(?:my|mi|mis|our|nuestr[oa]s?) (?:late )?${RELATIVE}\b`),
  cards: ['c-deceased-relative-debt'],
  // Who handles the estate, or whether to tell the collector of the death: the contact card's (its cue follows).
  unless:
    /\b(?:husband|wife|spouse|widow\w*|esposo|esposa|marido|conyuge|viud[oa]|executor|executrix|administrator|albacea|who (?:is )?handl\w*|quien se encarga|should i tell|debo decirle)\b/,
};

/** A spouse's debt, asked about by the other spouse as their own liability. */
export const SPOUSE_DEBT =
  /\b(?:(?:my|mi) (?:late )?(?:wife|husband|spouse|esposa|esposo|marido|mujer)\b[^.?!]{0,60}\b(?:has|had|have|owes?|owed|took out|opened|tiene|tenia|debe|debia|saco)\b[^.?!]{0,40}\b(?:cards?|debts?|loans?|bills?|tarjetas?|deudas?|prestamos?|cuentas?)|(?:wife|husband|spouse)'?s (?:card|debt|loan|credit|bill)s?)\b|^(?=[\s\S]*\b(?:my|mi) (?:late )?(?:wife|husband|spouse|esposa|esposo|marido)\b)[\s\S]*\b(?:(?:his|her|sus?)\s+(?:\$[\d,.]+\s+)?(?:\w+\s+){0,2}?(?:bills?|debts?|cards?|loans?|tarjetas?|deudas?)|(?:he|she|el|ella)\s+(?:had|has|owed|owes|left|tenia|debia|dejo)\s+(?:a |an |about |some |una? )?(?:\$[\d,.]+\s+)?(?:\w+\s+){0,2}?(?:bills?|debts?|cards?|loans?|tarjetas?|deudas?|cuentas?))\b/;
export const OWN_LIABILITY_ASKED =
  /\b(?:(?:am|i'?m) (?:i )?(?:responsible|liable)|have to pay|do i (?:have to|owe)|come after me|collect from me|take my|my (?:paycheck|wages|savings|separate|own)|cobrar(?:me)? a mi|me pueden cobrar|quitar(?:me)? mi|soy responsable|tengo que pagar|mi sueldo|mis ahorros)\b/;

/**
 * "You have been served" in a text, an email or a voicemail, and no papers handed over: not service, and a common scam (blind set W).
 * Asked whether it counts ("¿es válido?", "¿cuenta el plazo desde el WhatsApp?"), a message is no lawsuit and the court's records
 * tell whether one was filed, said first (blind set AM).
 */
const MESSAGE_SERVICE_CUES: readonly AskCue[] = [
  {
    name: 'served_by_message_counts',
    pattern: SERVED_BY_MESSAGE,
    cards: ['l-letter-says-sued-check-docket'],
    needs: SERVICE_COUNTS_ASKED,
    unless: HANDED_OVER,
  },
  { name: 'served_by_message', pattern: SERVED_BY_MESSAGE, cards: ['c-scam-how-to-check'], unless: HANDED_OVER },
];

/** Said before the scam cues: a court that allowed service by email or social media is a question of its own, real or not. */
export const EARLY_SITUATION_CUES: readonly AskCue[] = [
  {
    name: 'alternative_service',
    pattern: new RegExp(
      String.raw`\b(?:court|judge|juez|jueza|corte)\b[^.?!]{0,50}\b(?:allowed|allow|authorized|approved|ordered|permitted|granted|let (?:them|him|her)|permitio|permite|permitir|autorizo|aprobo|ordeno|dejar|deja|dejo)\b[^.?!]{0,60}\b(?:serv\w*|notifi\w*)\b[^.?!]{0,40}\b${EMAIL_OR_SOCIAL}|\b(?:alternative|alternate) service\b|\bserv(?:ice|ed|e) (?:me |him |her )?(?:by|through|via|on|over) ${EMAIL_OR_SOCIAL}|\bnotifi\w* (?:por|a traves de|via|en) ${EMAIL_OR_SOCIAL}`,
    ),
    cards: ['l-alternative-service'],
  },
  ...MESSAGE_SERVICE_CUES,
];

const SENT_WORD = String.raw`(?:sent|send|wired|paid|transferred|mande|envie|pague|transferi|deposite)`;
const SCAM_CHANNEL = String.raw`(?:remittance|remesa|western union|moneygram|money ?gram|ria|wire|giro|zelle|cash ?app|venmo|gift ?cards?|tarjetas? de regalo|bitcoin|crypto\w*|agencia de envios)`;
/** Money already sent by a remittance, a wire, an app, a gift card or crypto, and the person asking for it back. */
const SCAM_MONEY_SENT = new RegExp(
  String.raw`^(?=[\s\S]*\b${SENT_WORD}\b[^.?!]{0,60}\b${SCAM_CHANNEL}\b|[\s\S]*\b${SCAM_CHANNEL}\b[^.?!]{0,40}\b${SENT_WORD}\b)[\s\S]*\b(?:get (?:it|my money|the money|them) back|recover|refund|reverse|cancel|recuperar\w*|reembols\w*|devuelv\w*|devolver\w*|cancelar\w*)\b`,
);
const BANKRUPTCY_WORD = String.raw`(?:bankrupt\w*|chapter (?:7|seven|13|thirteen)|ch\.? ?(?:7|13)|bancarrota|quiebra|capitulo (?:7|13))`;
const SETTLE_WORD = String.raw`(?:settl\w*|pay(?:ing)? (?:it|this|them|off)|payment plan|negotiat\w*|arregl\w*|negociar|pagar(?:la|lo)?|plan de pagos|acuerdo)`;
const WEIGH_WORD = String.raw`(?:better|worse|smarter|instead|vs\.?|versus|or|rather|mejor|peor|en vez|o)`;
/** Whether to file bankruptcy or settle (or pay) the debt, asked in one sentence, either way round. */
const BANKRUPTCY_OR_SETTLE = new RegExp(
  String.raw`\b${BANKRUPTCY_WORD}[^.?!]{0,40}\b${WEIGH_WORD}\b[^.?!]{0,40}\b${SETTLE_WORD}|\b${SETTLE_WORD}[^.?!]{0,40}\b${WEIGH_WORD}\b[^.?!]{0,40}\b${BANKRUPTCY_WORD}`,
);

/** Said before the cues on jail and on calls: each answers its own situation first. */
export const SITUATION_CUES: readonly AskCue[] = [
  // A debt in the name of the person's minor child: the parent does not owe it, and it is likely the child's identity stolen (blind set AS).
  {
    name: 'minor_child_debt',
    pattern:
      /\b(?:my|mi) (?:(?:[1-9]|1[0-7])[- ]?(?:year|yr)s?[- ]?old|minor|teenage) (?:son|daughter|kid|child|boy|girl)\b|\bmy (?:[1-9]|1[0-7])[- ]?(?:year|yr)s?[- ]?old\b(?! (?:car|truck|debt|account|card|loan|bill|judgm?ent|case))|\b(?:my|mi) (?:teenager|teen|adolescente)\b|\b(?:my|mi) (?:son|daughter|kid|child|hij[oa]|nin[oa]) (?:de |is |who is |que tiene |tiene )?(?:[1-9]|1[0-7]|fifteen|sixteen|seventeen|quince|dieciseis|diecisiete) (?:years?|yrs?|anos)\b|\b(?:hij[oa]|nin[oa]) menor\b/,
    // The debt said to be the child's, not a parent's debt the child was told of (blind sets L and AN: a collector texting a teenager about her mother's account).
    needs:
      /\b(?:(?:he|she|el|ella|son|daughter|kid|child|teen|teenager|old|hij[oa]) (?:supposedly )?(?:owes|debe)|(?:in|under) (?:his|her) name|a (?:su )?nombre|(?:never|nunca) (?:opened|abrio|signed|firmo)|que debe|(?:teenager|teen|son|daughter|kid|child)'?s (?:debt|bill|account|card|loan)|deuda de (?:mi|su) (?:hij[oa]|nin[oa])|(?:le|les) (?:llego|llegaron|mandaron|enviaron) (?:una |unas )?(?:carta|cartas|aviso)|(?:got|received|was sent) (?:a )?(?:collection )?(?:letter|notice|bill))\b/,
    unless:
      /\b(?:i owe|yo debo|my (?:own )?(?:debt|loan|account|bill)|mi (?:deuda|prestamo|cuenta)|(?:tell|have|ask) (?:her|his|your) (?:mom|mother|dad|father|parents?)|(?:decirle|diga|digale) a (?:su|tu) (?:mama|papa|madre|padre))\b/,
    cards: ['c-minor-child-debt'],
  },
  // A loan or card someone else took out in the person's name, the person never having signed (set AW: "mi ex novio sacó un préstamo
  // … con mi nombre y mi seguro social … yo nunca firmé nada" met the card on federal benefit offsets). The identity theft's steps.
  // (The person's Social Security number said used, set BB: "abrió una tarjeta a mi nombre … usó mi número de seguro social".)
  {
    name: 'someone_else_in_my_name',
    pattern:
      /\b(?:took out|opened|got|used|applied for|signed up for|sac[oó]|saco|abri[oó]|abrio|pidi[oó]|pidio|solicito|uso)\b[^.?!]{0,50}\b(?:in my name|under my name|using my (?:name|info\w*|ssn)|a mi nombre|con mi nombre|en mi nombre|con mis datos|con mi (?:informacion|ssn))\b/,
    needs:
      /\b(?:(?:i )?never (?:signed|opened|applied|authorized|agreed)|(?:yo )?nunca (?:firme|abri|pedi|solicite|autorice)|without my (?:permission|consent|knowledge)|sin mi (?:permiso|consentimiento|autorizacion)|ssn|stole|robo|fraud\w*|identity|identidad|social security|seguro social)\b/,
    unless: /\b(?:i (?:let|gave|told|allowed)|(?:le|les) (?:deje|di|preste|permiti))\b/,
    cards: ['c-identity-theft-debt'],
  },
  // Money already sent the way scammers ask for it, and the person asking to get it back: what to do within minutes, before the
  // threat's story (blind set AL: a remittance sent 20 minutes before met the card on arrest threats, and no word on cancelling it).
  { name: 'scam_money_sent', pattern: SCAM_MONEY_SENT, cards: ['c-scam-gift-card-wire'] },
  // Bankruptcy weighed against settling or paying the debt: when bankruptcy is worth it, before the story's garnishment or
  // judgment (blind set AK: "is bankruptcy better than trying to settle this one debt?" met the wage limit's arithmetic).
  {
    name: 'bankruptcy_or_settle',
    pattern: BANKRUPTCY_OR_SETTLE,
    cards: ['l-should-i-file-bankruptcy'],
    unless: /\b(?:discharged|descargad\w*|already filed|ya (?:me )?declare)\b/,
  },
  // A judgment paid or settled that the court record still shows open: a satisfaction of judgment, not a case to go to court on.
  {
    name: 'judgment_satisfied',
    pattern:
      /\b(?:marked? (?:as )?(?:satisfied|paid)|satisf(?:ied|action) of (?:the )?judgm?ent|release of (?:the )?judgm?ent|judgm?ent\b[^.?!]{0,80}\b(?:still (?:shows?|open|unpaid|active|there)|shows? (?:as )?(?:open|unpaid|active))|marcad[oa] como pagad[oa]|sentencia\b[^.?!]{0,60}\btodavia aparece)\b/,
    cards: ['l-satisfaction-of-judgment'],
    needs: /\b(?:judgm?ent|sentencia)\b/,
    // A judgment vacated is no judgment to mark paid (the card on a vacated judgment still reported answers it).
    unless: /\b(?:settle (?:the |my |a )?judgm?ent|offer(?:ed|s)? to settle|lump ?sum|before (?:i|we) pay|vacat\w*|set aside|overturned|reversed|anulad\w*)\b/,
  },
  // A judgment said to be paid, without asking how the record shows it: a question of the credit report when it asks about credit.
  {
    name: 'judgment_paid',
    pattern:
      /\b(?:(?:paid|settled)\b[^.?!]{0,80}\bjudgm?ent|judgm?ent\b[^.?!]{0,80}\b(?:paid (?:off|in full)|settled (?:in full|it))|sentencia\b[^.?!]{0,60}\bpagad[oa])\b/,
    cards: ['l-satisfaction-of-judgment'],
    needs: /\b(?:judgm?ent|sentencia)\b/,
    unless:
      /\b(?:settle (?:the |my |a )?judgm?ent|offer(?:ed|s)? to settle|lump ?sum|before (?:i|we) pay|vacat\w*|set aside|overturned|reversed|anulad\w*|credit|score|report\w*|credito|puntaje)\b/,
  },
  // More money asked after a settlement the person paid as agreed, or the paid account threatened to be reported unpaid (blind set AF:
  // "settled in full … unless I pay another $450 they'll report it as unpaid"). Not a judgment paid (the cues above).
  {
    name: 'more_after_settlement',
    pattern:
      /\b(?:settled in full|paid in full|settlement (?:letter|agreement)|(?:paid|finished|completed) (?:the |my |our )?(?:settlement|agreed amount|deal)|(?:took|accepted|cashed|got|received) (?:my|the|our) (?:[\w-]+ ){0,2}?(?:settlement|settlement payment)|liquidad[oa] por completo|pagad[oa] por completo|pague (?:todo )?el acuerdo|carta de (?:acuerdo|liquidacion))\b/,
    cards: ['c-more-after-settlement'],
    // Money asked on top of it: a credit report still showing the old balance is a dispute to make, not a demand (its own cards).
    needs:
      /\b(?:(?:another|more|extra|additional) (?:\$|money|payment|dollars|\d)|(?:pay|owe|want\w*|ask\w*|demand\w*)\b[^.?!]{0,20}\b(?:another|more|extra|the rest|what'?s left)\b|unless (?:i|we) pay|(?:piden|pide|quieren|exigen)\b[^.?!]{0,20}\b(?:mas|otros?|el resto)\b|mas dinero|si no (?:pago|pagamos) (?:otros?|mas|el resto))/,
    unless: /\b(?:judgm?ent|sentencia)\b/,
  },
  // Whether the person owes at all decides before what could be taken for it (blind set T: a wife asked both).
  // A co-signer asking whether the lender must go after the borrower first: no.
  {
    name: 'cosigner',
    pattern: /\b(?:co-?sign\w*|cosigner|codeudor\w*|cofirmante|fiador\w*|firme como (?:aval|fiador|codeudor))\b/,
    cards: ['c-cosigner-liability'],
    // Asked as the co-signer's own liability; "we didn't cosign anything" is none.
    needs:
      /\b(?:do (?:they|i) (?:have|need) to|go after|come after|coming after|on the hook|responsible|liable|have to pay|stuck|why (?:are|is) they|owe|what happens to me|tengo que pagar|me pueden cobrar|responsable|cobrarme|cobrarle primero|antes que a mi)\b/,
    unless: /\b(?:didn'?t|did not|never|not|no)\s+(?:\w+\s+)?co-?sign\w*|\bno (?:firme|firmamos)\b/,
  },
  // A spouse's debt asked about by the other spouse: their own liability, and where the state's community-property rule decides it.
  {
    name: 'spouse_debt',
    pattern: SPOUSE_DEBT,
    cards: ['c-spouse-debt-community-property', 'c-deceased-spouse-debt'],
    needs: OWN_LIABILITY_ASKED,
  },
  // Unpaid wages or overtime: an employment question, said plainly to be outside what Ask Solo covers (blind set Z).
  {
    name: 'unpaid_wages',
    pattern:
      /\b(?:(?:hasn'?t|has not|haven'?t|have not|didn'?t|did not|never|won'?t|will not|refuses? to|still (?:hasn'?t|has not|owes?))\s+(?:\w+\s+){0,3}?(?:paid|pay|gave|given|give)\s+(?:\w+\s+){0,3}?(?:me|my)\b[^.?!]{0,40}\b(?:overtime|wages?|paychecks?|final pay(?:check)?|last (?:pay(?:check)?|check)s?|hours)|(?:owes?|owed) me\s+(?:\w+\s+){0,3}?(?:overtime|wages|pay|paychecks?)|unpaid (?:wages|overtime)|wage theft|wage claim|no me (?:ha |han )?(?:pag\w*|dio|dado)\b[^.?!]{0,40}\b(?:horas extras?|sueldo|salario|cheque|quincena|semana)|me deben?\b[^.?!]{0,30}\b(?:horas extras?|sueldo|salario|cheques?))\b/,
    cards: ['l-oos-employment'],
    needs: /\b(?:boss|employer|job|work\w*|restaurant|company|manager|warehouse|store|patron|patrona|jefe|jefa|trabajo|empresa|compania|restaurante)\b/,
    unless: /\b(?:garnish\w*|levy|judgm?ent|collector|collection|embarg\w*|sentencia|cobrador)\b/,
  },
  // A suit filed far from where the person lives or signed: the collector's venue rule (15 U.S.C. § 1692i).
  {
    name: 'wrong_venue',
    pattern:
      /\b(?:(?:never|don'?t|do not|didn'?t|did not) (?:\w+ )?(?:lived?|live|been|signed)\b(?: \w+){0,2}? (?:in|there|near)|\d{2,4} miles (?:away|from)|hours? away|far (?:away )?from (?:where i live|home|me)|other (?:side|end) of the state|wrong county|another county|(?:nunca|no) (?:he vivido|vivi|vivo) (?:en|alli|ahi)|donde (?:nunca|no) (?:he vivido|vivi|vivo)|otro condado|condado equivocado|lejos de donde vivo)\b/,
    cards: ['c-wrong-venue'],
    needs: /\b(?:sue\w*|sued|suing|lawsuit|court|case|filed|demand\w*|corte|caso|tribunal)\b/,
    // Someone who moved away was sued where they used to live: that is no wrong venue.
    unless: /\b(?:moved|me mude|nos mudamos|used to live|vivia|lived there)\b/,
  },
  // A collector's offer to delete a collection from a credit report if paid.
  {
    name: 'pay_for_delete',
    pattern:
      /\b(?:pay[- ]for[- ]delete|delete (?:it|the (?:account|collection)) if (?:i|you) pay|(?:they'?ll|they will|would) delete (?:it|the)|borrar(?:la|lo)? (?:del reporte )?si (?:les )?pago|quitar(?:la|lo)? del reporte si pago)\b/,
    cards: ['c-pay-for-delete', 'c-paying-doesnt-remove'],
  },
  // Whether paying raises a credit score: paying does not erase the history or restart its seven years.
  {
    name: 'pay_raises_score',
    pattern:
      /\b(?:raise|improve|boost|fix|help|bump|subir|mejorar|arreglar|ayudar)\w*\s+(?:\w+\s+){0,2}?(?:credit|score|credito|puntaje|reporte)\b|\b(?:credit|score|credito|puntaje)\b[^.?!]{0,25}\b(?:go up|goes up|improve|rise|jump|va a subir|sube|subira|mejora\w*)\b/,
    cards: ['c-paying-doesnt-remove'],
    needs: /\b(?:pay\w*|paid|pag\w*)\b/,
    // A judgment paid has its own card on credit reports: judgments are no longer on them.
    unless: /\b(?:judgm?ents?|sentencia)\b/,
  },
  // Telling a collector to stop calling, and whether that brings a lawsuit.
  {
    name: 'stop_then_sue',
    pattern:
      /\b(?:if i (?:tell|ask|write)\b[^.?!]{0,30}\b(?:to )?(?:stop|not (?:to )?call|leave me alone)|if i send (?:a |them a )?(?:stop|cease)|si (?:les |le )?(?:digo|pido|escribo)\b[^.?!]{0,30}\bque (?:no me (?:llamen|llame)|dejen de (?:llamar\w*|contactar\w*)))\b/,
    cards: ['c-after-cease-letter', 'c-stop-contact-letter'],
  },
  // When the validation notice must come: with the first contact or within 5 days after it (blind set AJ: "their validation
  // letter didnt come till Monday Nov 23, 10 days later ... isnt a late letter illegal" met only the 30-day card).
  {
    name: 'notice_came_late',
    pattern:
      /\b(?:late (?:validation )?(?:letter|notice)|(?:letter|notice|carta|aviso)\b[^.?!]{0,50}\b(?:came late|arrived late|was late|(?:didn'?t|did not|never) (?:come|arrive|show up) (?:till|until)|(?:\d+|two|three|four|five|six|seven|eight|nine|ten|a few) (?:days|weeks) (?:later|after)|llego tarde|no llego hasta|(?:\d+|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez) (?:dias|semanas) (?:despues|mas tarde))|(?:carta|aviso) tardi\w*)/,
    cards: ['c-no-validation-notice'],
    needs: /\b(?:validat\w*|validacion|verification|verificacion|disput\w*|first (?:call|contact)|primera llamada|collector|cobrador\w*|agency|agencia)\b/,
    // The person's own letter sent some days after the notice is a dispute, not a notice that came late (set AZ).
    unless: /\b(?:i|we) (?:sent|mailed|wrote|faxed)\b[^.?!]{0,40}\b(?:letter|dispute)\b|\b(?:mande|envie|escribi) (?:una |mi )?carta\b/,
  },
  // A name misspelled on the papers, which voids nothing (blind set AJ: "does the wrong middle name mean the case is no good" was dropped).
  {
    name: 'wrong_name_on_papers',
    pattern:
      /\b(?:(?:wrong|misspell\w*|incorrect|mistake in (?:my|the)) (?:\w+ )?(?:middle |last |first )?name|(?:my |the )?(?:middle |last |first )?name (?:is |was )?(?:wrong|misspell\w*|spelled wrong|incorrect)|got my (?:\w+ )?name wrong|typo in my name|(?:my )?address (?:on|in) (?:the )?(?:complaint|summons|papers) (?:is )?(?:wrong|incorrect)|(?:nombre|apellido) (?:\w+ )?(?:mal escrit\w*|equivocad\w*|incorrect\w*)|(?:mal escrit\w*|equivocad\w*) (?:mi |el )?(?:nombre|apellido))\b/,
    cards: ['l-wrong-name-on-papers'],
    needs: /\b(?:summons|lawsuit|papers|complaint|court|case|sued|demanda|corte|papeles|caso|citatorio)\b/,
    // After a judgment the wrong name is no reason to answer: the ways to undo a judgment are (judgment-rules.ts).
    unless: /\b(?:judgm?ents?|sentencia)\b/,
  },
  // Written questions from a judgment creditor: to be answered under oath, on time (blind set AJ: "interrogatories to judgment
  // defendant … when is it really due and do i have to answer" was dropped for the tax-refund half of the message).
  {
    name: 'judgment_interrogatories',
    pattern:
      /\b(?:interrogator(?:y|ies)|interrogatorios|written questions|preguntas por escrito|(?:post[- ]?judgm?ent|asset) discovery|discovery in aid|asset (?:questionnaire|disclosure)|list (?:all )?(?:of )?my (?:assets|property|bank accounts))\b/,
    cards: ['j-judgment-interrogatories'],
    needs: /\b(?:judgm?ents?|sentencia|fallo|despues del juicio)\b/,
  },
  // Whether the notice must come in Spanish, and the language of a dispute.
  {
    name: 'notice_language',
    pattern: /\b(?:in spanish|en espanol|only in english|just in english|solo en ingles|nada mas en ingles|todo en ingles)\b/,
    cards: ['c-validation-notice-language'],
    needs: /\b(?:letter|notice|dispute|carta|aviso|disput\w*)\b/,
    unless: /\b(?:summons|lawsuit|court|demanda|corte|citacion)\b/,
  },
  // A tax refund and a private creditor: the IRS does not pay it to one; once deposited it can be levied.
  {
    name: 'tax_refund_taken',
    pattern: /\b(?:tax refund|refund from the irs|reembolso de (?:taxes|impuestos)|reembolso de los taxes|devolucion de impuestos)\b/,
    cards: ['l-tax-refund-offset'],
    needs: /\b(?:take|grab|garnish\w*|levy|get|intercept|keep|quitar\w*|embarg\w*|agarrar)\b/,
    // (A refund already in a bank account that was frozen is a bank levy's question: what in the account is exempt, by when.)
    unless: /\b(?:refund (?:advance|anticipation)|anticipo|froze|frozen|freez\w*|congel\w*|levied|bank levy)\b/,
  },
  // A payday lender's "bad check" threat over the check held for the loan: a civil debt.
  {
    name: 'payday_bad_check',
    pattern:
      /\b(?:bad check|bounced|returned check|hot check|insufficient funds|nsf|sin fondos|rebot\w*|(?:send|take|turn|give)\w* (?:my |the )?check to (?:the )?(?:da|district attorney|police|prosecutor)|press(?:ing)? charges|(?:file|filing|bring) (?:criminal )?charges|cargos criminales)\b/,
    cards: ['c-payday-bad-check'],
    needs: /\b(?:payday|cash advance|check ?cashing|title loan|dia de pago|prestamista|tienda de prestamos)\b/,
  },
  // Post-dated checks a collector asks for: never required, never deposited early, never a basis for a jail threat.
  { name: 'postdated_checks', pattern: /\b(?:post-?dated|posfechad\w*|post?-?fechad\w*)\b/, cards: ['c-postdated-checks'] },
  // A collector threatening to report a debt to the credit bureaus unless the person pays now.
  {
    name: 'report_threat',
    // Asked whether they can: "can they do that?", "¿pueden hacer eso?".
    pattern:
      /^(?=[\s\S]*\b(?:can they|could they|can (?:a|the) collector|is (?:that|this|it) (?:legal|allowed)|are they allowed|pueden hacer|puede hacer|es legal)\b)[\s\S]*\b(?:report|reportar\w*)\b[^.?!]{0,40}\b(?:credit|bureaus?|buros?|equifax|experian|transunion|credito|agencias de credito)\b/,
    cards: ['c-credit-reporting-before-contact', 'c-false-statements'],
    needs:
      /\b(?:unless|if (?:i|you) (?:don'?t|do not)|or (?:else|they)|threat\w*|tomorrow|within \d+ hours|in \d+ hours|si no|amenaz\w*|en \d+ horas|manana)\b/,
    unless: /\b(?:already (?:reported|on my)|still shows|dispute (?:it|the)|how do i (?:fix|remove))\b/,
  },
  // A debt paid or settled that a report still shows as owed (blind set AM: a paid cable collection "still shows unpaid with $412
  // balance" beside a medical collection was answered on the medical one only): dispute it with the bureau, with the proof.
  {
    name: 'paid_still_reported',
    pattern:
      /\b(?:paid|paid (?:it )?off|settled)\b[\s\S]{0,160}\bstill (?:shows?|showing|says|reports?|reporting|reported|lists?|listed|has)\b[^.?!]{0,30}\b(?:unpaid|balance|owed?|owing|past due|open|delinquent)\b|\b(?:pague|liquide|salde)\b[\s\S]{0,160}\b(?:sigue|aparece|todavia aparece|aun aparece) (?:como )?(?:sin pagar|impagad[oa]|con (?:un )?saldo|debiendo|vencid[oa])\b/,
    cards: ['c-credit-dispute-bureau'],
    needs: /\b(?:credit|report|bureau|experian|equifax|transunion|credito|reporte|buro)\b/,
  },
  // A charge the person says was never owed (a phone returned in its return period, an account cancelled, billed by mistake) now
  // on the credit report as a collection: a dispute with the bureaus, with the proof (blind set BA: "lo devolví … tengo el
  // recibo … salió en mi reporte de crédito en collections, ¿qué hago?" met the card on validation notices).
  {
    name: 'not_owed_reported',
    pattern: new RegExp(String.raw`\b(?:returned|return(?:ed)? it|devolv\w*|regrese|cancel(?:l)?ed|cancele|cancelamos)\b[\s\S]{0,240}${CREDIT_REPORT.source}`),
    cards: ['c-credit-dispute-bureau'],
    needs: /\b(?:collections?|cobranzas?|collector|cobrador\w*|agencia|agency)\b/,
    unless:
      /\b(?:medical|medic\w*|hospital|charged off|judgm?ent|sentencia|identity|identidad|stolen|robad\w*|fraud\w*|in my name|a mi nombre|paid|pague|pagad\w*|died|murio|fallec\w*)\b/,
  },
  // A bill said already covered (charity care approved, insurance paid) that a collector still demands (blind set AV: "pago y
  // luego pido reembolso?" met the card on applying for charity care): not owed, so not paid; the proof, and a dispute.
  {
    name: 'bill_already_covered',
    pattern:
      /\b(?:(?:charity care|financial (?:assistance|aid)|ayuda financiera|atencion caritativa|asistencia financiera)\b[^.?!]{0,60}\b(?:approv\w*|granted|aprob\w*|otorg\w*)|(?:approv\w*|aprob\w*|granted|otorg\w*|gave me)\b[^.?!]{0,30}\b(?:charity care|financial (?:assistance|aid)|ayuda financiera|atencion caritativa)|(?:health )?(?:insurance|insurer|seguro(?: medico)?|aseguradora)\b[^.?!]{0,20}\b(?:already )?(?:paid|covered) (?:it|(?:the|this|that) (?:whole )?(?:bill|balance|claim)|everything|all of it)(?: in full)?(?! (?:but|except|minus))|(?:seguro(?: medico)?|aseguradora)\b[^.?!]{0,20}\b(?:ya )?(?:la |lo )?(?:pago|cubrio) (?:toda la cuenta|todo|(?:la|esa|esta) cuenta(?: completa)?|completo|el total))\b/,
    cards: ['c-bill-already-covered'],
    needs: /\b(?:collect\w*|collector|agency|demand\w*|cobr\w*|agencia|exig\w*|pay|pague|pagar)\b/,
    // Only part of it covered leaves the rest owed.
    unless: /\b(?:part|partial\w*|partly|half|some of|mitad|parcial\w*|una parte)\b|(?<![\d.])(?!100\b)\d{1,2} ?%/,
  },
  // A medical collection on a credit report, beside another matter (the same message): the bureaus' own medical-debt policy.
  {
    name: 'medical_on_report',
    pattern:
      /\b(?:medical|hospital|er visit|emergency room|ambulance|doctor|medic[oa]s?|emergencias?)\b[^.?!]{0,40}\b(?:collections?|cobranzas?|cobros?|debt|deuda)\b|\b(?:collections?|cobranzas?|deuda)\b[^.?!]{0,30}\b(?:medical|hospital|medic[oa])\b/,
    cards: ['c-medical-debt-credit-report', 'c-medical-one-year-wait', 'c-medical-cfpb-rule-vacated', 'c-medical-financial-assistance'],
    needs:
      /\b(?:credit (?:report|score|file|history)|report|bureaus?|experian|equifax|transunion|(?:reporte|historial|puntaje) de credito|credit report|buros?)\b/,
  },
  // 1099 or gig pay and a judgment: not safely out of reach.
  {
    name: 'gig_income',
    pattern:
      /\b(?:1099(?!-?c)|independent contractor|contractor|self[- ]?employed|gig|uber|lyft|door ?dash|instacart|grubhub|amazon flex|por mi cuenta|por cuenta propia|contratista|trabajo independiente)\b/,
    cards: ['l-gig-income-garnishment'],
    // Asked of the pay itself: a self-employed person's truck and tools are what a creditor can take of their things (blind set V).
    needs:
      /^(?=[\s\S]*\b(?:garnish\w*|levy|levied|take|embarg\w*|quitar\w*)\b)(?=[\s\S]*\b(?:pay|pays|paid|payouts?|payments?|earnings|income|money|checks?|invoic\w*|deposit\w*|earn\w*|dinero|pago\w*|pagan|gano|gana|ganancias|ingresos?|cheques?)\b)/,
    // A 1099 for a settled or forgiven debt is a tax form, not pay.
    unless: /\b(?:settle\w*|forgiv\w*|forgave|1099-?c|cancel+ed debt|for the rest|arreglo|perdon\w*)\b/,
  },
  // An employer in another state than the judgment's: where a garnishment can be served, and which protections hold.
  {
    name: 'employer_elsewhere',
    pattern:
      /\b(?:employer|company|job|boss|patron|empresa|compania)\b[^.?!]{0,60}\b(?:based|headquartered|located|basad[ao]|ubicad[ao])\s+(?:in|en|out of)\b|\b(?:employer|company|job|patron|empresa|compania)\b[^.?!]{0,40}\b(?:another|a different|other|out of) state\b|\b(?:employer|company|job)\s+is\s+in\s+(?:another state|a different state|[a-z]+(?: [a-z]+)?)\b(?=[\s\S]*\b(?:law|laws|protect\w*|garnish\w*)\b)|\bwork\w* remote\w*|\btrabajo remoto\b|\b(?:compania|empresa|patron|trabajo)\s+(?:esta|queda)\s+en\s+otro\b|\ben otro estado\b/,
    cards: ['l-employer-other-state'],
    needs: /\b(?:garnish\w*|embarg\w*|paycheck|wages|protect\w* my (?:pay|paycheck|wages)|sueldo|me protege)\b/,
  },
];
