import { foldSpanish } from '../spanish.js';
import { ACCOUNT_AND_ORDER_CUES } from './account-order-cues.js';
import {
  AGREED_JUDGMENT_OFFERED,
  ASKS_APPEAL,
  BY_DEFAULT,
  CONTESTED_JUDGMENT,
  COUNTERCLAIM,
  REGISTERED_JUDGMENT,
  SETTLED_BUT_OPEN,
  SUED_BY_THEM,
  WON_CASE,
} from './case-stage.js';
import { CONTACT_CUES } from './contact-cues.js';
import { ASKS_INTEREST } from './judgment-rules.js';
import { PROPERTY_CUES } from './property-cues.js';
import { type AskCue, DECEASED_KIN_CUE, EARLY_SITUATION_CUES, SITUATION_CUES, WAGE_TAKEN_CUE } from './situation-cues.js';
import { BANKRUPTCY_FILED, DEAD_DEFENDANT, DEATH, IMMIGRATION_THREAT, LICENSE_THREAT } from './slot-words.js';
import { POST_JUDGMENT_ORDER, VACATED_JUDGMENT } from './suit-stage-words.js';

/**
 * What a question asks, told by the words that ask it, and the cards that answer that. The card
 * search weighs every word of a message alike, so a long story's incidental words ("old", "judgment",
 * "served", "tax refund") outweighed the few that ask (blind set R: "how much can they take from my
 * check" met the time-barred card because the debt was "old"; a collector calling a dispatcher at
 * 6 a.m. met garnishment; a "process server" asking for money by Zelle met the lawsuit card). A cue
 * names cards that answer what is asked; they come before every other card, the earlier cue first,
 * and among one cue's cards the one nearer the whole message first (cards.ts `search`).
 *
 * Each pattern is read on the folded, lower-cased message (accents off, "¿" kept out of the way).
 */
export type { AskCue } from './situation-cues.js';

const PAY_METHOD = String.raw`(?:links?|enlaces?|zelle|cash ?app|venmo|paypal|apple pay|gift ?cards?|google play|itunes|prepaid (?:cards?|debit)|western union|moneygram|wire (?:transfer|the money|it)|bitcoin|crypto\w*|tarjetas? de regalo|giro|transferencia inmediata)`;
const CASE_WORDS = String.raw`(?:lawsuit|legal action|accion legal|case|suit|court|judge|warrant|arrest\w*|jail|sheriff|police|process server|papers|summons|demanda|caso|corte|tribunal|juez|orden|arresto|carcel|policia|alguacil|papeles)`;
const SERVER = String.raw`(?:process server|sheriff|constable|deputy|marshal|officer|notificador\w*|alguacil|oficial)`;
/** A call or a text said to come from a court, a sheriff or the police. */
const AUTHORITY_CALLS = String.raw`(?:(?:called|calling|calls|texted|rang) me|got a (?:call|text|voicemail)|(?:a|the) (?:call|text|voicemail)|me llam\w*|me llamaron|recibi una llamada|un (?:mensaje|text|texto)|me escribieron|dice que (?:es|son)|diciendo que (?:es|son)|claim\w* to be|said (?:he|she|they)(?:'?s| is| was| are| were)?|says (?:he|she|they)(?:'?s| is| are)?)\b[^.?!]{0,60}\b(?:court|sheriff\w*|police|county|fraud|district attorney|da'?s office|marshal|corte|policia|alguacil|condado|fiscal\w*)`;
const ARREST = String.raw`(?:arrest\w*|warrant|jail|arrestar\w*|carcel|detener\w*|orden de (?:arresto|captura))`;
/** Words that ask for a case, a warrant or an arrest to go away. */
const STOP_IT = String.raw`(?:cancel\w*|stop|drop|dismiss\w*|avoid|call off|close|make (?:it|the case) go away|unless|or (?:i'?ll|i will|you'?ll|you will) be|cancelar|parar|detener|evitar|quitar|retirar|cerrar|a menos que|o (?:me|lo|la) (?:van a|vamos a))`;
const ASK_PAY = String.raw`(?:wants?|asks?|asked|demand\w*|told me to|said (?:i (?:have|need) to|to)|unless i|pide|pidio|quiere|exige|me dijo que|dice que|a menos que|si no (?:le )?pago)`;

/** Money in a bank account frozen or levied. */
const BANK_FROZEN =
  /\b(?:froze|frozen|freez\w*|levy|levied|congel\w*|embargaron (?:mi|la) cuenta)\b[\s\S]*\b(?:account|bank|checking|savings|cuenta|banco)\b|\b(?:account|bank|checking|savings|cuenta|banco)\b[\s\S]*\b(?:froze|frozen|freez\w*|levy|levied|congel\w*)\b|\bembarg(?:aron|o) (?:mi|la|su|nuestra) cuenta\b/;
/** An account held with someone else: "our joint checking", "the account I share with my mom", "la cuenta conjunta con mi esposo". */
const JOINT_ACCOUNT =
  /\b(?:joint|shared|compartida|conjunta|mancomunada)\b[^.?!]{0,25}\b(?:account|checking|savings|bank|cuenta)\b|\b(?:account|checking|savings|cuenta)\b[^.?!]{0,40}\b(?:i share|we share|shared|que comparto|que compartimos|compartida|conjunta|mancomunada|in both (?:of )?our names|a nombre de los dos|con mi (?:mama|madre|papa|padre|esposa|esposo|marido|hij[oa]|herman[oa]|abuel[oa]|novi[oa]|pareja))\b|\b(?:my|mi) (?:mom|mother|dad|father|wife|husband|spouse|son|daughter|sister|brother|grandma|grandmother|partner|mama|madre|papa|padre|esposa|esposo|marido|hij[oa]|herman[oa]|abuel[oa]|pareja)(?:'s)? (?:name )?(?:is (?:also )?)?on (?:the|my|our) (?:account|checking|savings)\b|\b(?:added|put) (?:me|my name|him|her) (?:on|to) (?:her|his|their|my (?:mom|mother|dad|father|grandma|grandmother)'?s?) (?:bank )?(?:account|checking|savings)\b|\bme (?:agrego|puso|anoto) (?:a|en) su cuenta\b|\bin (?:my|his|her) name and (?:my |his |her )?(?:mom|mother|dad|father|wife|husband|spouse|son|daughter|sister|brother|grandma|grandmother|grandfather|partner|girlfriend|boyfriend)'?s?\b|\b(?:account|checking|savings)\b[^.?!]{0,25}\bwith my (?:mom|mother|dad|father|wife|husband|spouse|son|daughter|sister|brother|grandma|grandmother|partner|girlfriend|boyfriend)\b/;
/** Benefits that federal or state law protects in an account: their cards answer a levy on them. */
const BENEFIT_WORDS =
  /\b(?:social security|ssi|ssdi|va (?:benefits?|comp\w*|disability)|veterans?|disability|pension|child support|unemployment|seguro social|beneficios?|discapacidad|pension|manutencion|desempleo)\b/;

/** Asked how much of pay can be taken ("how much can they take per check", "isn't there a limit", "¿cuánto me pueden quitar?"). */
const HOW_MUCH_TAKEN = String.raw`(?:how much (?:more |of (?:my|the|his|her) \w+ )?(?:can|could|will|would|do|are|is|should)\b[^.?!]{0,25}\b(?:take|taking|garnish\w*|withh[oe]ld\w*|grab|keep|get|deduct\w*)|what (?:part|percent\w*|portion) of (?:my|his|her) (?:pay|paycheck|check|wages?|salary)|(?:isn'?t|is|aren'?t) there (?:a|any) (?:limit|cap|max\w*)|how big a bite|cuant[oa]s? (?:dinero |plata )?(?:me |le )?(?:pueden|puede|van a|podrian|se pueden|se puede|les permiten) (?:quitar|embargar|descontar|sacar|agarrar|retener|llevar)|(?:hay|existe|no hay) (?:un |algun )?(?:limite|maximo))`;
const PAY_WORDS = `(?:pay ?checks?|per check|each check|every check|a check|my check|wages?|salary|take.?home|disposable|earnings|trustee process|sueldo|salario|cheque|quincena|nomina|me pagan|por semana|cada semana)`;

/**
 * A collector that withholds its identity: no mailing address, no company name, nothing in writing (English and Spanish,
 * folded). The person's own refusal ("I don't want to give them my address") is not the collector's.
 */
const COLLECTOR_UNIDENTIFIED =
  /(?<!\b(?:i|we|yo)\s+(?:\w+\s+)?)\b(?:won'?t|will not|wouldn'?t|would not|refuses? to|refused to|doesn'?t|does not|didn'?t|did not|don'?t|do not|never)\s+(?:\w+\s+){0,2}?(?:give|tell|say|send|share|provide|put|mail)\b[^.?!]{0,40}\b(?:(?:mailing |their |its |his |her |the company'?s |a )?address|(?:company'?s? |their |its |the )name|who (?:they|he|she) (?:are|is|work for)|anything in writing)\b|\b(?:they|he|she)\s+(?:said|say|says)\s+(?:they|he|she)\s+(?:don'?t|do not|doesn'?t|does not|can'?t|cannot)\s+(?:give|send|share)\s+(?:\w+\s+){0,2}?(?:address|anything in writing)\b|\b(?:asked|ask|requested)\b[^.?!]{0,25}\b(?:(?:mailing )?address|company'?s? name|anything in writing)\b[^.?!]{0,60}\b(?:refused|refuse|won'?t|wouldn'?t|would not|will not|don'?t|do not|didn'?t|did not|can'?t|cannot)\b|\b(?:pedi|le pedi|les pedi|pregunte)\b[^.?!]{0,25}\b(?:direccion|nombre de la (?:compania|empresa|agencia)|nada por escrito)\b[^.?!]{0,60}\bno (?:me |nos )?(?:la |lo |las |los )?(?:quiso|quisieron|quiere|quieren|dio|dieron|da|dan)\b|\bno (?:me |nos )?(?:quiere|quieren|quiso|quisieron|da|dan|dio|dieron|dice|dicen|dijo|dijeron|manda|mandan|mando|envia|envian|envio)\s+(?:\w+\s+){0,2}?(?:su |la |una |el )?(?:direccion|nombre de la (?:compania|empresa|agencia)|de (?:que|cual) (?:compania|empresa|agencia)|nada por escrito)\b/;

export const ASK_CUES: readonly AskCue[] = [
  // A call or text "from" a court, sheriff or police threatening arrest unless the person pays: the arrest-warrant scam.
  {
    name: 'scam_arrest',
    pattern: new RegExp(String.raw`\b${AUTHORITY_CALLS}\b[\s\S]*\b${ARREST}\b|\b${ARREST}\b[\s\S]*\b${PAY_METHOD}\b|\b${PAY_METHOD}\b[\s\S]*\b${ARREST}\b`),
    cards: ['c-scam-arrest-warrant-call'],
    // Money demanded now or else: "pay $850 today", "to avoid arrest pay", "si no pago hoy".
    needs:
      // (An amount's cents are no sentence's end: "Pay $389.50 today".)
      /\b(?:pay|send|pague|pagar|pagarle|pago|mande|deposit\w*)\b(?:[^.?!]|\.(?=\d)){0,60}\b(?:today|now|immediately|tonight|tomorrow|hoy|ahora|ya|manana|unless|to avoid|para evitar|a menos que)\b|\b(?:unless|to avoid|or (?:be|get)|a menos que|si no)\b[^.?!]{0,40}\b(?:pay|pague|pago|pagar)\b/,
  },
  // A payment demanded by app, gift card or wire to make a case or a warrant go away, or a "server" or "sheriff" asking for money: a scam, before any lawsuit card.
  {
    name: 'scam_payment',
    pattern: new RegExp(
      String.raw`\b${PAY_METHOD}\b[\s\S]*\b${STOP_IT}\b[^.?!]{0,30}\b${CASE_WORDS}\b|\b${STOP_IT}\b[^.?!]{0,30}\b${CASE_WORDS}\b[\s\S]*\b${PAY_METHOD}\b|\b${SERVER}\b[^.?!]{0,160}\b${ASK_PAY}\b[^.?!]{0,40}\b(?:pay|send|pague|pagar|pagarle|mande|deposit\w*)\b`,
    ),
    cards: ['c-scam-gift-card-wire', 'c-scam-how-to-check'],
  },
  // Then papers said to have come by a text, an email or a voicemail (situation-cues.ts).
  ...EARLY_SITUATION_CUES,
  // A caller who will not say who they are, give a mailing address or put anything in writing, and wants money: how to
  // check the collector comes before how to pay it (blind set AD's grader: a plan of post-dated checks was explained to a
  // caller who refused an address). A real collector must send a written validation notice with its name and address.
  { name: 'collector_unidentified', pattern: COLLECTOR_UNIDENTIFIED, cards: ['c-scam-how-to-check'] },
  // A collector's threat to report the person to immigration: an unlawful threat in collecting a debt, not an immigration case.
  { name: 'immigration_threat', pattern: IMMIGRATION_THREAT, cards: ['c-threats-immigration'] },
  // A collector's threat to a professional license: an unlawful threat, whatever else the story says of the debt.
  { name: 'license_threat', pattern: LICENSE_THREAT, cards: ['c-threats-license'] },
  ...ACCOUNT_AND_ORDER_CUES,
  ...SITUATION_CUES,
  // Whether the person can be jailed or arrested: the answer on jail and contempt, whatever the story's other words.
  {
    name: 'jail',
    pattern:
      /\b(?:(?:can|could|will|would) (?:i|they|he|she) (?:go|be sent|be put|get sent|end up) (?:to|in) jail|(?:can|could|will) (?:i|they|he|she) (?:be|get) (?:arrested|locked up)|(?:can|could) they (?:arrest|jail|lock up) (?:me|him|her)|(?:puedo|pueden|voy a|van a) (?:ir|irme) a la carcel|(?:me|lo|la) (?:pueden|van a) (?:arrestar|meter (?:a la carcel|preso)|detener))\b/,
    cards: ['l-jail-for-debt', 'l-debtors-exam', 'l-bench-warrant-contempt'],
  },
  // A court's order to come in after a judgment (a debtor's exam, proceedings supplemental): the exam card, never a lawsuit's (blind set V).
  // A warrant already out for missing it is the bench-warrant card's.
  {
    name: 'post_judgment_order',
    pattern: POST_JUDGMENT_ORDER,
    cards: ['l-debtors-exam'],
    unless: /\b(?:body attachment|bench warrant|arrest warrant|civil warrant|warrant (?:for|out for) (?:my|his|her) arrest|orden de (?:arresto|captura))\b/,
  },
  // A case past, or beside, the time to answer a new suit (case-stage.ts): a case won, an appeal after a judge's ruling, a judgment
  // registered in another state, an agreement for judgment offered, a counterclaim, a settled case still open.
  // A judgment vacated that a report still shows: a dispute with the company that made the report, never a motion to vacate (blind set Y).
  {
    name: 'vacated_judgment_report',
    pattern: VACATED_JUDGMENT,
    cards: ['c-vacated-judgment-still-reported'],
    needs: /\b(?:reports?|reported|reporting|screening|background|credit|shows?|showing|still (?:there|listed|on)|denied|reporte\w*|aparece|historial|buro)\b/,
  },
  // A bankruptcy under way (a Chapter 13 plan paid to the trustee) and a collector who calls or offers a deal on a debt in it: the
  // automatic stay, and nothing paid outside the plan (blind set BA: "estoy en Chapter 13 … un collector me hace un 'deal' si le
  // pago aparte" met the card comparing Chapters 7 and 13). A discharge already granted is its own card's.
  {
    name: 'bankruptcy_case_open',
    pattern: BANKRUPTCY_FILED,
    cards: ['c-bankruptcy-stay-calls'],
    needs: /\b(?:collect\w*|cobr\w*|agency|agencia|call\w*|llam\w*|text\w*|deal|offer\w*|settle\w*|aparte|outside the plan|fuera del plan)\b/,
    unless: /\b(?:discharg\w*|descarg\w*|dismiss\w*|desestim\w*)\b/,
  },
  // A wage garnishment notice to someone never sued: only some government debts are garnished without a court (blind set Y).
  {
    name: 'garnish_without_suit',
    pattern:
      /\b(?:notice of (?:intent|intention) to garnish|intent to garnish|garnish\w* (?:my )?(?:wages?|pay|paycheck) without (?:a |any )?(?:court|lawsuit|suit|judgm?ent|suing)|aviso de intencion de embargar|embargar\w* (?:el |mi )?(?:sueldo|salario|cheque) sin (?:una )?(?:demanda|corte|sentencia))\b|^(?=[\s\S]*\b(?:garnish\w*|embarg\w*)\b)[\s\S]*\b(?:never|not|haven'?t|hasn'?t|have not|has not)\s+(?:\w+\s+)?(?:been\s+)?(?:sued|served|to court)\b|\bno (?:me )?(?:han|ha) demandado\b[\s\S]*\bembarg/,
    cards: ['l-garnish-without-judgment'],
    // A judgment, papers served, or federal student loans (whose own card says how their garnishment works) are not this.
    unless:
      /\b(?:judgm?ents?|sentencia|summons|court papers|taped|handed|process server|complaint|citation|papeles|citacion|me entregaron|student loans?|prestamos? (?:federales )?(?:de estudiantes?|estudiantil\w*)|department of education|departamento de educacion)\b/,
  },
  // How long a judgment lasts, asked as whether an old one is "dead": its enforcement period and renewal (blind set Y).
  {
    name: 'judgment_life',
    pattern:
      /\b(?:judgm?ents? (?:is |are |be |gets? |still )?(?:dead|die|dies|died|expire\w*|run out|runs out|go away|goes away|good for|last|lasts|valid)\b|^(?=[\s\S]*\b(?:judgm?ent|sentencia|fallo)\b)[\s\S]*\b(?:last|lasts|stay|stays) forever\b|how long (?:does|do|is|will|can) (?:a |the |my |her |his |that )?(?:\w+ )?judgm?ent|(?:la |una |esa )?sentencias? (?:se )?(?:vence|vencen|expira|expiran|muere|mueren|caduca|caducan|dura|duran))|^(?=[\s\S]*\b(?:judgm?ent|sentencia|fallo)\b)[\s\S]*\b(?:(?:does|doesn'?t|does not|will|won'?t|would) (?:it|that|this) (?:ever )?(?:go away|expire|run out|last)|how long does (?:it|that|this) last|cuanto (?:tiempo )?dura|(?:todavia|aun|sigue) (?:es |esta |siendo )?(?:valid[oa]|vigente))/,
    cards: ['l-how-long-judgment-lasts'],
  },
  // A case the person won: nothing is owed on it, and the other side may still appeal; never the appeal or judgment cards.
  { name: 'won_case', pattern: WON_CASE, cards: ['l-won-case'] },
  { name: 'appeal_judgment', pattern: ASKS_APPEAL, cards: ['l-appeal-judgment'], needs: CONTESTED_JUDGMENT, unless: BY_DEFAULT },
  { name: 'registered_judgment', pattern: REGISTERED_JUDGMENT, cards: ['l-registered-judgment'] },
  ...PROPERTY_CUES,
  // A payment already missed under one is the missed-payment card's.
  {
    name: 'agreed_judgment',
    pattern: AGREED_JUDGMENT_OFFERED,
    cards: ['l-agreement-for-judgment'],
    unless: /\b(?:missed|(?:i|we) (?:was|were|am|are|got) (?:late|behind)|me atrase|deje de pagar|no pude pagar)\b/,
  },
  { name: 'counterclaim', pattern: COUNTERCLAIM, cards: ['l-counterclaim-collector'], needs: SUED_BY_THEM },
  // Whether the person can sue a collector who broke the rules, themselves or in small claims: yes, and by when (blind set Y).
  {
    name: 'sue_collector',
    pattern:
      /\b(?:(?:can|could|should|may) (?:i|we) (?:\w+ ){0,2}?(?:sue|take) (?:them|the (?:collector|agency|company|law firm|debt collector)|a (?:debt )?collector|him|her|it)\b|\bsue (?:them|the (?:collector|agency|company)|a collector) (?:myself|in small claims|for (?:this|that|damages|harass\w*|violat\w*|breaking))|(?:puedo|podemos|podria|se puede) demandar(?:los|las|le|lo|la| al cobrador| a la agencia| a la compania)?\b)/,
    cards: ['c-sue-collector-fdcpa'],
    needs: /\b(?:collect\w*|agency|fdcpa|debt buyer|cobrador\w*|cobranza|agencia)\b/,
    unless: SUED_BY_THEM,
  },
  // A debt "charged off": an accounting write-off, not forgiveness (blind set Y).
  {
    name: 'charged_off',
    pattern:
      /\b(?:charged? ?off|charge-?off|written off|wrote (?:it|the debt|the account) off|write-?off|cancelad[oa] (?:como|por) perdida|castigad[oa]|dad[oa] de baja|(?:dio|dieron) de baja)\b/,
    cards: ['c-charged-off-still-owed'],
    needs:
      /\b(?:gone|forgiven|erased|wiped|cancel\w*|still owe|done with it|off the hook|do i (?:still )?(?:owe|have to pay)|(?:what does|does (?:that|it|this)) mean|means?|over|go away|ya no (?:la |lo )?debo|perdonad\w*|borrad\w*|significa|todavia (?:la |lo )?debo|se acabo|desaparec\w*)\b/,
  },
  // A 1099-C for a debt the person never settled: why it came, insolvency, and that whether it ends collection is unsettled (blind set Z).
  {
    name: 'form_1099c_no_settlement',
    pattern: /\b1099(?:-?c)?\b/,
    cards: ['c-1099c-no-settlement'],
    needs:
      /\b(?:(?:never|didn'?t|did not|haven'?t|no)\s+(?:\w+\s+)?(?:settle\w*|settlement|agree\w*|negotiat\w*|deal)|stopped paying|quit paying|just (?:stopped|quit)|(?:can|could|will) (?:they|it|he|she) (?:still |ever )?collect|(?:can'?t|cannot|can not) (?:\w+ )?collect|collect (?:it|on it|this) anymore|nunca (?:\w+ )?(?:arregl\w*|acord\w*|lleg\w* a un acuerdo|negoci\w*)|deje de pagar|(?:ya no|todavia|aun) (?:me |lo |la )?(?:pueden|puede|podran) cobrar)\b/,
  },
  // The interest a judgment earns, asked by someone paying it: the state's rate and an accounting (blind set Z).
  {
    name: 'judgment_interest',
    // Asked about: a rate, how much, whether it is right; not "a $5,800 judgment with interest" said in passing.
    pattern: ASKS_INTEREST,
    cards: ['l-judgment-interest'],
    needs: /\b(?:judgm?ents?|fallo|sentencia|juicio)\b/,
  },
  // A judgment settled and paid is marked satisfied (its own cue), not a case still to be dismissed.
  { name: 'settled_but_open', pattern: SETTLED_BUT_OPEN, cards: ['l-settled-case-open'], unless: /\b(?:judgm?ent|sentencia)\b/ },
  // Settling a judgment, or paying it off: the written terms and the satisfaction of judgment, before paying (blind set Y).
  {
    name: 'settle_judgment',
    pattern:
      /\b(?:settle|settling|settlement|lump ?sum|pay ?off|paying off|payoff)\b[^.?!]{0,50}\bjudgm?ent\b|\bjudgm?ent\b[\s\S]{0,160}?\b(?:settle|settlement|lump ?sum|de una vez|pago unico|cerrar (?:todo|el caso)|arreglar|liquidar)\b|\b(?:arreglar|liquidar|acuerdo|pago unico)\b[^.?!]{0,40}\bsentencia\b|\bsentencia\b[^.?!]{0,60}\b(?:arreglar|liquidar|acuerdo|pago unico)\b/,
    cards: ['l-settle-judgment'],
    needs: /\b(?:judgm?ent|sentencia)\b/,
    // Once it is paid, the satisfaction of judgment is the question, and its own card answers it.
    unless:
      /\b(?:(?:i|we) (?:already |just )?paid|already paid|after (?:i|we) paid|paid (?:the|it|off|in full)|satisfaction|satisfied|release of judgm?ent|ya (?:la |lo )?pague|ya pagamos|despues de pagar)\b/,
  },
  // A collector on a card or a bill (no car loan) threatening a lien on the car or having it picked up (set BB: "they will 'put a lien
  // on your car' and have it picked up … nobody ever sued me" met the card on a car loan's repossession): nothing without a judgment.
  {
    name: 'car_threatened_unsecured',
    pattern:
      /\b(?:will|'ll|ll|gonna|going to|threat\w*|can (?:they|he|she|it)|va a|van a|amenaz\w*|pueden)\b[^.?!]{0,40}\b(?:lien|liens|pick(?:ed)? (?:it )?up|take|taking|repo\w*|grab|quitar\w*|embargar\w*|llevarse)\b[^.?!]{0,30}\b(?:your|my|the|tu|su|mi|el) (?:car|truck|vehicle|carro|troca|camioneta|auto|coche)\b/,
    needs: /\b(?:collector|collection agency|agency|called|said|threat\w*|cobrador\w*|agencia|amenaz\w*|dijo|dijeron)\b/,
    unless:
      /\b(?:car loan|auto loan|truck loan|title loan|financ\w*|car payments?|behind on (?:the|my) (?:car|truck)|lienholder|prestamo (?:del|de mi) (?:carro|auto|troca|camioneta)|pagos del (?:carro|auto)|judgm?ent|sentencia|served|summons|citacion|court papers|lawsuit)\b/,
    cards: ['l-garnish-without-judgment', 'c-threats-lawsuit-garnishment'],
  },
  // A debt last paid years ago, a collector threatening suit or asking a small payment to "stop everything" (set BB: "dejó de pagar
  // en marzo 2022 … si paga $100 ahorita le 'paran todo'" met no card): whether it is too old to sue on, and what a payment does.
  {
    name: 'old_debt_threat',
    pattern:
      /\b(?:dejo|deje|dejamos|dejaron|stopped|quit|last paid|ultimo pago)\b(?: de)?(?: pag\w*| paying)?[^.?!]{0,40}\b(?:en|in|since|desde|around) (?:\w+ )?(?:de )?(?:19|20)\d\d\b/,
    needs:
      /\b(?:threat\w*|amenaz\w*|said|says|dice|dijo|will|va a|van a|gonna|going to)\b[^.?!]{0,30}\b(?:sue|suing|demandar\w*|court|corte)\b|\b(?:pay|paga|pague|pagar|pagara)\w* (?:\w+ )?\$ ?\d{1,3}\b(?![\d,])/,
    unless: /\b(?:served|summons|citacion|papeles de la corte|court papers|me demandaron|la demandaron|lo demandaron|got sued|was sued)\b/,
    cards: ['c-revival-by-payment', 'c-time-barred-no-suit-threat', 'c-time-barred-what-it-means'],
  },
  // A settlement agreed on the phone for a sum, paid or being paid, and what to get in writing (set BB: "agreed on the phone to
  // settle my $2,400 card for $1,000 … my friend paid it … what do I need to get from them" met the card on disputes by phone).
  {
    name: 'settlement_agreed',
    pattern:
      /\b(?:agreed|agree|accepted|aceptaron|acepto|acordamos|acordaron|quedamos)\b[^.?!]{0,50}\b(?:settle\w*|settlement|take|tomar|acuerdo|arreglo|arreglar|liquidar)\b[^.?!]{0,50}\b(?:for|por|en) \$ ?\d/,
    needs:
      /\b(?:paid|pague|pagamos|pagaron|pago (?:ya|el|la)|in writing|por escrito|letter|carta|what (?:do|should) i (?:need|get)|get from them|que (?:necesito|debo pedir))\b/,
    unless: /\b(?:judgm?ent|sentencia|sued|lawsuit|demand\w*|trial|juicio)\b/,
    cards: ['l-settlement-in-writing'],
  },
  // How much of a paycheck can be taken, with pay said: the garnishment limit, not the debt's age or the judgment.
  {
    name: 'wage_amount',
    pattern: new RegExp(String.raw`\b${HOW_MUCH_TAKEN}\b[\s\S]*\b${PAY_WORDS}\b|\b${PAY_WORDS}\b[\s\S]*\b${HOW_MUCH_TAKEN}\b`),
    // Where the state bars wage garnishment the overlay says so first (overlays.ts `wages_barred`).
    cards: ['l-wage-garnishment-limit'],
    unless: /\b(?:froze|frozen|freez\w*|levy|levied|congel\w*)\b/,
  },
  WAGE_TAKEN_CUE,
  // Money taken or frozen in a bank account: the levy and its exemptions, the benefit cards among them when benefits are in the account.
  // Unemployment, workers' comp or child support received, and no federal benefit: the bank protects none of it on its own, it is claimed.
  // A joint account levied for one owner's debt: whose money it is, and how the other owner claims theirs (blind set AB's grader: a
  // levy on an account shared with a parent was answered as the person's own account).
  {
    name: 'bank_joint',
    // Frozen or levied, or asked whether it can be taken.
    pattern: new RegExp(
      String.raw`${BANK_FROZEN.source}|\b(?:take|taking|garnish\w*|seize|grab|quitar\w*|embargar\w*|sacar\w*)\b(?! over)[^.?!]{0,40}\b(?:account|checking|savings|cuenta)\b`,
    ),
    cards: ['l-joint-account-levy'],
    needs: JOINT_ACCOUNT,
  },
  {
    name: 'bank_state_benefits',
    pattern: BANK_FROZEN,
    cards: ['l-unemployment-benefits-protection', 'l-child-support-received-protection', 'l-workers-comp-protection', 'l-claim-of-exemption'],
    needs: /\b(?:unemployment|desempleo|edd|workers'? comp\w*|compensacion laboral|child support (?:i|we) (?:get|receive)|manutencion que recibo)\b/,
    unless: /\b(?:social security|ssi|ssdi|va (?:benefits?|disability)|veterans?|seguro social)\b/,
  },
  {
    name: 'bank_benefits',
    pattern: BANK_FROZEN,
    cards: [
      'l-two-month-direct-deposit-rule',
      'l-ssi-protection',
      'l-social-security-ssdi-protection',
      'l-va-benefits-protection',
      'l-unemployment-benefits-protection',
      'l-child-support-received-protection',
      'l-federal-retirement-protection',
      'l-bank-account-frozen',
    ],
    needs: BENEFIT_WORDS,
  },
  {
    name: 'bank_frozen',
    pattern: BANK_FROZEN,
    cards: ['l-bank-account-frozen', 'l-claim-of-exemption'],
    // Someone who never knew of the suit asks to undo the judgment first (the judgment overlay says how).
    unless: new RegExp(
      String.raw`${BENEFIT_WORDS.source}|\b(?:never (?:knew|heard|got|received|was served)|set (?:it )?aside|vacat\w*|anular|nunca (?:supe|me (?:notificaron|entregaron)))\b`,
    ),
  },
  ...CONTACT_CUES,
  // A relative who died: what the family owes and who may be called. After the asks about calls, a boss and
  // relatives: a death in the story does not answer "they call me at 6 a.m." (its cards follow as a second topic).
  // A relative who died named as the one sued: the person is no defendant, and the court is told of the death (blind set AN).
  { name: 'dead_defendant_sued', pattern: DEAD_DEFENDANT, cards: ['c-deceased-defendant-sued'] },
  // A parent, grandparent, sibling or grown child who died: before the spouse's card (situation-cues.ts).
  DECEASED_KIN_CUE,
  {
    name: 'deceased',
    pattern: new RegExp(String.raw`\b${DEATH}\b`),
    cards: ['c-deceased-relative-debt', 'c-deceased-spouse-debt', 'c-deceased-who-collector-can-contact'],
  },
  // An authorized user asking whether the card is theirs to pay: it is not, unless they signed as a joint holder (blind set Y).
  // After a death's cards, which say the same of a spouse's or a parent's card and what the estate owes.
  { name: 'authorized_user', pattern: /\b(?:authorized user|usuari[oa]s? autorizad[oa]s?)\b/, cards: ['c-authorized-user-liability'] },
  // Whether an old debt can still be sued on, asked with its age.
  {
    name: 'too_old_to_sue',
    pattern:
      /\b(?:(?:still|even|really) (?:sue|take me to court)|sue me|demandar(?:me)?|llevar(?:me)? a la corte)\b[^.?!]{0,40}\b(?:after (?:this|so|that|all (?:this|that)) long|after all (?:these|those) years|too old|so old|(?:\d+|many|several) years|statute of limitations|(?:despues de )?tanto tiempo|tan vieja|prescri\w*)/,
    cards: ['c-time-barred-no-suit-threat', 'c-time-barred-what-it-means'],
  },
  // What to say to a collector on the phone.
  {
    name: 'what_to_say',
    pattern:
      /\b(?:what (?:do|should|can|would) i (?:say|tell)|what (?:not to|should i not|shouldn'?t i) say|what to say|que (?:le |les )?(?:digo|debo decir|puedo decir|les contesto|le contesto)|que decirle\w*)\b/,
    cards: ['c-what-to-say-on-phone', 'c-dont-admit-or-promise'],
    needs: /\b(?:collect\w*|agency|creditor|debt buyer|voicemail|calls? (?:me )?back|cobrador\w*|cobranza|agencia|me llam\w*|llamada)\b/,
    unless: /\b(?:judge|hearing|court|prosecutor|juez|audiencia|corte|fiscal)\b/,
  },
  // A lost paper the person thinks of making again: ask for a copy, never recreate it.
  {
    name: 'recreate_lost_paper',
    pattern:
      /\b(?:type (?:up )?(?:a )?new|retype|re-?create|remake|make (?:a |another )?new (?:one|letter|copy)|from memory|(?:put|with|add) (?:their|the|his|her|its) logo|rehacer|volver a hacer|hacer (?:otra|una nueva)|de memoria|con (?:su|el) logo)\b/,
    cards: ['l-lost-paper-dont-recreate'],
    needs:
      /\b(?:lost|lose|can'?t find|cannot find|couldn'?t find|misplaced|threw (?:it )?(?:away|out)|no longer have|logo|perdi\w*|no (?:la |lo )?encuentro|se me perdio|tire|bote)\b/,
    unless: /\b(?:hardship|dificultad)\b/,
  },
  // A debt relief or debt settlement company selling its service: fees up front are unlawful, and stopping payments does not stop a suit (blind set S).
  {
    name: 'debt_relief_company',
    pattern:
      /\b(?:debt (?:relief|settlement|negotiation|consolidation) (?:company|companies|program|firm|service|place|outfit|people)|(?:compania|empresa|programa|agencia|company)\s+(?:de\s+)?['"“]?debt (?:relief|settlement)|(?:compania|empresa|programa|agencia) de (?:alivio|arreglo|liquidacion|negociacion|consolidacion) de (?:deudas?|tarjetas)|alivio de deudas?)\b/,
    cards: ['c-debt-relief-company'],
  },
  // A refund advance from a tax preparer: a loan repaid from the refund, not an offset of it.
  {
    name: 'refund_advance',
    pattern:
      /\b(?:refund (?:advance|anticipation)|advance on (?:my|the) (?:tax )?refund|anticipo (?:de|del|sobre) (?:mi |el |los )?(?:reembolso|taxes|impuestos)|prestamo (?:de|sobre|con) (?:mi |el )?reembolso)\b/,
    cards: ['l-refund-advance-loan'],
  },
  // A bill from an out-of-network doctor at an in-network hospital or an emergency room (No Surprises Act).
  {
    name: 'surprise_bill',
    pattern: /\b(?:out[- ]of[- ]network|fuera de (?:la )?red|balance bill\w*|surprise (?:medical )?bill\w*|no surprises act|factura sorpresa|cobro sorpresa)\b/,
    cards: ['c-medical-surprise-bill'],
  },
  // An interpreter for court, a sign-language one above all: free, and no reason to miss a date (blind set Y).
  {
    name: 'court_interpreter',
    pattern: /\b(?:interpreters?|translators?|sign language|asl|deaf|hard of hearing|interpretes?|traductor\w*|lengua(?:je)? de senas|sord[oa]s?)\b/,
    cards: ['l-court-interpreter'],
    needs: /\b(?:court|hearing|judge|trial|case|summons|sued|corte|audiencia|juez|juicio|tribunal|juzgado|caso|citacion|demanda\w*)\b/,
  },
  // A court fee the person cannot pay to file their Answer: the fee waiver or deferral, never a payment form (blind set Y).
  {
    name: 'fee_waiver',
    pattern:
      /\b(?:fee waiver|waive (?:the |my |their )?(?:\w+ )?fees?|waiver of (?:the )?(?:court |filing )?fees|defer(?:ral|red)? (?:of )?(?:the |my )?(?:court |filing )?fees?|in forma pauperis|(?:can'?t|cannot|can not|unable to|don'?t have (?:the )?(?:money|cash) to|no money to) (?:afford|pay)(?: for)? (?:the |a |my |their )?(?:court |filing |appearance |answer )?(?:fee|fees)|(?:exencion|exoneracion|aplazamiento|dispensa) de (?:las |los )?(?:cuotas|tarifas|costos|costas)|(?:no (?:tengo|tenemos|me alcanza)|sin dinero)\b[^.?!]{0,20}\bpagar (?:la |las |el |los )?(?:cuota|cuotas|tarifa|tarifas|costos?|costas)|(?:cuota|cuotas|tarifa|tarifas|costos?|costas) (?:de|del) (?:la )?(?:corte|tribunal|juzgado)|que no me cobren (?:la|las|el|los) (?:cuota|cuotas|tarifa|tarifas|costos|costas))\b/,
    cards: ['l-filing-fee-waiver'],
    needs: /\b(?:court|clerk|file|filing|answer|sued|summons|lawsuit|complaint|corte|tribunal|juzgado|demanda\w*|contestar|contestacion|respuesta|responder)\b/,
  },
  // When the Answer is due, asked by someone with court papers.
  {
    name: 'answer_deadline',
    pattern:
      /\b(?:when (?:do|must|should) i (?:have to )?(?:answer|respond|file)|(?:what|which) (?:day|date) (?:is (?:that|it|my)|do i)|is my last day|(?:what'?s|what is) my (?:deadline|last day)|how (?:long|many days|much time) do i have|(?:cuando|para cuando) (?:tengo|debo) (?:que )?(?:responder|contestar|presentar)|cuanto tiempo tengo|que dia es|cual es (?:mi|el) (?:ultimo dia|plazo|fecha limite)|did my (?:time|deadline)(?: to (?:answer|respond))? (?:run out|pass|expire)|(?:is it|am i) too late to (?:answer|respond|file)|(?:ya )?se me (?:paso|vencio|acabo) el (?:plazo|tiempo)|(?:es|sera) (?:muy )?tarde para (?:contestar|responder))\b/,
    cards: ['l-count-answer-deadline'],
    needs: /\b(?:sued|summons|lawsuit|court|served|papers|complaint|citation|warrant in debt|demanda\w*|citacion|corte|tribunal|juzgado|papeles)\b/,
    unless: /\b(?:dispute|disputar|validation|validacion)\b/,
  },
];

const matches = (cue: AskCue, folded: string) => cue.pattern.test(folded) && (!cue.needs || cue.needs.test(folded)) && !cue.unless?.test(folded);

/** The question asks what the cue tells. */
export const cueMatches = (cue: AskCue, question: string) => matches(cue, foldSpanish(question));

/** The cards the question's asks cue, each with its cue's place (0 first). */
export function cuedCards(question: string): Map<string, number> {
  const folded = foldSpanish(question);
  const cued = new Map<string, number>();
  for (const [place, cue] of ASK_CUES.entries()) {
    if (!matches(cue, folded)) continue;
    for (const id of cue.cards) if (!cued.has(id)) cued.set(id, place);
  }
  return cued;
}
