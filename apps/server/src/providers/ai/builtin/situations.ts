import { ALL_PARTY_RECORDING, dueDate, formatCents, type Language, percentOf, stateName, type UsStateCode, WAGE_GARNISHMENT_BARRED } from '@parley/shared';
import { foldSpanish } from '../spanish.js';
import { admissionLines } from './admission-times.js';
import { MONTHS } from './date-mentions.js';
import { besideSituations } from './debt-beside-situations.js';
import { OLD_DEBT_SAID } from './key-fact-table.js';
import { limitationLines } from './limitation-lines.js';
import { longDate } from './long-date.js';
import { passedCourtDateLines } from './passed-court-date.js';
import { dollarFigures } from './settlement-math.js';
import { SITUATION_WORDS } from './situation-words.js';
import { IRS_NAMED, IRS_SCAM_SIGN } from './slot-words.js';
import type { Slots } from './slots.js';

/**
 * Situations a message tells that decide its answer whatever card its words find (blind set AA): a co-signer whose student
 * died, a joint refund taken for one spouse's federal loan, a threat to tell the person's church, a call to be recorded, a
 * ground ambulance's balance bill, a suit to move to federal court, papers in English, a scam's gift cards, a garnishment
 * threatened with no suit, a missed hearing, a small payment asked on an old debt, a repossession's or a judgment's figures.
 * Their lines lead the answer; `replaces`, they are the answer, as every card near their words answers another debt;
 * `trails`, they follow it, as a side worry (an immigration case) or a second rule (a joint refund's share) is not the question.
 */
export type Situation = { name: string; lines: string[]; replaces: boolean; beforeScamCard: boolean; trails?: boolean };

/** "I co-signed", "fui su codeudora", and in Spanglish "yo firmé como cosigner" (set AQ). */
const I_COSIGNED =
  /\b(?:i|we)\b[^.?!]{0,25}\b(?:co-?sign\w*|cosigner|guarantor)\b|\b(?:fui|soy|era|firme como|firmamos como|quede como)\s+(?:el |la |su )?(?:codeudor\w*|cofirmante|fiador\w*|aval|co-?signer|co-?firmante|garante)\b/;
const STUDENT_LOAN =
  /\b(?:student|college|school|education|tuition|university)\s+loans?\b|\bsallie mae\b|\bprestamos?\s+(?:\w+\s+)?(?:estudiantil\w*|de estudiantes?|universitari\w*|para la universidad|escolar\w*)\b/;
const DIED = /\b(?:died|dies|passed away|deceased|death|murio|fallec\w*|muerte)\b/;
const FEDERAL_LOAN = /\b(?:federal(?:es)?|parent plus|plus loans?|direct loans?|prestamos? (?:directos?|plus))\b/;
/** The loan's year: the first year the message gives (the one it was made or co-signed in). */
const YEAR = /\b(19[89]\d|20[0-4]\d)\b/;
/** 15 U.S.C. § 1650(g) holds for private education loans made on or after this day (Pub. L. 115-174, § 601, plus 180 days). */
const RELEASE_RULE_YEAR = 2018;

function cosignerRelease(folded: string, language: Language): string[] | null {
  if (!(I_COSIGNED.test(folded) && STUDENT_LOAN.test(folded) && DIED.test(folded))) return null;
  const words = SITUATION_WORDS[language];
  const year = Number(YEAR.exec(folded)?.[1] ?? 0);
  const dated =
    year === 0 ? words.loanUndated : year > RELEASE_RULE_YEAR ? words.loanCovered(year) : year === RELEASE_RULE_YEAR ? words.loanMaybe : words.loanBefore(year);
  return [`${words.cosignerRelease} ${dated}`, words.releaseSteps, ...(FEDERAL_LOAN.test(folded) ? [words.federalDeath] : [])];
}

const REFUND = /\b(?:refund|reembolso|devolucion)\b/;
const TAX = /\b(?:tax\w*|irs|treasury|tesoro|impuestos)\b/;
const TAKEN =
  /\b(?:took|taken|take|kept|keep|offset|intercept\w*|seiz\w*|garnish\w*|quitaron|quitar\w*|retuvieron|retien\w*|retenid\w*|embarg\w*|compens\w*|aplicaron)\b/;
const JOINT =
  /\b(?:joint\w*|together|married filing|juntos|conjunt\w*)\b|\b(?:my|mi) (?:husband|wife|spouse|espos[oa]|marido)\b[^.?!]{0,40}\b(?:nothing to do|doesn'?t owe|does not owe|don'?t owe|no debe|no tiene nada)/;

function refundOffset(folded: string, language: Language): string[] | null {
  if (!(REFUND.test(folded) && TAX.test(folded) && TAKEN.test(folded))) return null;
  const words = SITUATION_WORDS[language];
  const federalStudent = STUDENT_LOAN.test(folded) && FEDERAL_LOAN.test(folded);
  const lines = [...(federalStudent ? [words.offset] : []), ...(JOINT.test(folded) ? [words.injuredSpouse] : [])];
  return lines.length > 0 ? [...lines, ...(federalStudent ? [words.outOfDefault] : [])] : null;
}

/** A refund taken for one spouse's debt leads only where it is the federal loan's offset; the other spouse's share alone follows the card. */
function refundLeads(folded: string): boolean {
  return STUDENT_LOAN.test(folded) && FEDERAL_LOAN.test(folded);
}

const IMMIGRATION_WORRY =
  /\b(?:affect|hurt|harm|impact|trouble|problems?|cause|afect\w*|perjudic\w*|problemas?|danar)\b[^.?!]{0,50}\b(?:immigration|green card|citizenship|naturaliz\w*|inmigracion|residencia|ciudadania)\b/;

const SHAME_TOLD =
  /\b(?:tell|call|contact|inform|notify|let|text|email|post|expose|decir\w*|llamar\w*|avisar\w*|contar\w*|informar\w*|publicar\w*)\b[^.?!]{0,70}\b(?:pastor|priest|church|parish|congregation|neighbou?rs?|relatives|family|in-laws|iglesia|sacerdote|parroquia|vecin[oa]s|familia|parientes|suegr[oa]s)\b/;
const SHAME_THREAT = /\b(?:unless|if (?:i|you) (?:don'?t|do not)|threat\w*|said|swears?|will|going to|gonna|si no|amenaz\w*|va a|van a|dijo)\b/;
const ASKS_WHERE = /\b(?:address|where i live|location|direccion|donde vivo)\b/;

/** Recording a call; "keep records of the calls" is a call log, not a recording. */
const RECORD = /\b(?:record(?:ing|ed)?\b(?! of)|tape|taping|grab(?:ar|o|e|ando|acion\w*|arlos?|arlas?))\b/;
const CALL = /\b(?:calls?|phone|conversations?|llamadas?|telefono|conversacion\w*)\b/;
const RECORD_CALL = new RegExp(`${RECORD.source}[^.?!]{0,50}${CALL.source}|${CALL.source}[^.?!]{0,50}${RECORD.source}`);
/** The person asks whether they may record: "can I tape", "I want to record", "¿puedo grabar?". */
const ASKS_TO_RECORD =
  /\b(?:can i|could i|may i|should i|is it (?:legal|ok|okay|allowed)|(?:i )?want to|am i allowed|puedo|podria|quiero|es legal|se puede)\b[^.?!]{0,40}\b(?:record(?!s)|tape|taping|grab)/;
/** A recording the collector already made or a recorded message is not the person recording. */
const NOT_MINE = /\b(?:recorded message|robocall|prerecorded|their recording|mensaje grabado|(?:call|calls) (?:was|is|are|were|may be) (?:being )?recorded)\b/;
/** A short message asks only this: the answer is the rule; a longer one asks more, and its card answers the rest after it. */
const ONLY_THIS_WORDS = 30;

/** The rule where the person is: the case's state, or the account's, whichever needs everyone's consent (the stricter rule can apply). */
function recording(slots: Slots, account: UsStateCode | null, language: Language): string[] {
  const words = SITUATION_WORDS[language];
  const where = [slots.state, account].find((code): code is UsStateCode => code !== null && ALL_PARTY_RECORDING[code] !== undefined) ?? slots.state;
  const citation = where ? ALL_PARTY_RECORDING[where] : undefined;
  const state = where ? stateName(where, language) : null;
  return [citation && state ? words.recordAllParty(state, citation) : words.recordOneParty(state), words.recordAlso];
}

const AMBULANCE = /\b(?:ambulances?|ambulancias?)\b/;
const AIR = /\b(?:air ambulance|helicopter|medevac|life ?flight|ambulancia aerea|helicoptero)\b/;
/** A balance bill after insurance, not a medical collection on a credit report alone (blind set D: "an ambulance ride" on TransUnion). */
const BALANCE_BILLED =
  /\b(?:balance|surprise|no surprises|out[- ]of[- ]network|in[- ]network|insurance (?:paid|covered)|insurer paid|saldo|balance|sorpresa|fuera de la red|el seguro (?:pago|cubrio))\b/;
const CREDIT = /\b(?:credit|report\w*|score|credito|puntaje)\b/;

const REMOVAL = /\b(?:federal court|corte federal|tribunal federal|juzgado federal)\b/;
const MOVE = /\b(?:move\w*|moving|transfer\w*|remov\w*|take it|pasar|mover|cambiar|trasladar|llevar)\b/;

/** The papers said to be in English: "los papeles están en inglés", "it is all in English"; not "writing in English because…". */
const PAPERS_IN_ENGLISH =
  /\b(?:papers|summons|complaint|documents?|forms?|it|they|everything|all|papeles|documentos|demanda|citacion|formularios?|todo|todos|esta|estan|vienen)\b[^.?!]{0,30}\b(?:in english|en ingles)\b|\b(?:in english|en ingles)\b[^.?!]{0,12}\bonly\b|\bonly in english\b/;
const COURT_PAPERS = /\b(?:summons|papers|lawsuit|complaint|court|demanda|papeles|citacion|corte|tribunal)\b/;

const SCAM_PAY =
  /\b(?:gift ?cards?|google play|itunes|steam cards?|apple cards?|bitcoin|crypto\w*|western union|moneygram|wire (?:transfer|the money|it)|tarjetas? de regalo|criptomoneda\w*|giro)\b/;
const SCAM_PRESSURE =
  /\b(?:arrest\w*|jail|warrant|police|deport\w*|immigration|ice|sue|lawsuit|today|tonight|now|right away|carcel|arrest\w*|policia|deportar|inmigracion|migra|demand\w*|hoy|esta noche|ahora)\b/;

const GARNISH = /\b(?:garnish\w*|embarg\w*)\b/;
const NEVER_SUED =
  /\b(?:never (?:been )?(?:sued|to court|served|got (?:any )?(?:court )?papers)|no (?:lawsuit|court papers|court case)|(?:wasn'?t|was not|haven'?t been|have not been) (?:sued|served)|nunca me (?:demandaron|han demandado|notificaron)|no me (?:han )?demandado|sin (?:demanda|juicio))\b/;
/** A government's own garnishment, which needs no suit: a tax, a federal student loan, support, or an agency's notice with its 15% and hearing (blind set Y). */
const OWED_TO_GOVERNMENT =
  /\b(?:federal|student loans?|irs|back tax\w*|taxes|child support|manutencion|impuestos|department|agency|treasury|government|county|state of|administrative|hearing|15 ?%|prestamo (?:federal )?(?:estudiantil|de estudiante))\b/;
/** Wages threatened, not benefits (Social Security has its own protection) nor a judgment's garnishment already ordered. */
const WAGES_THREATENED = /\b(?:wages?|paychecks?|pay|employer|job|sueldo|salario|cheque|trabajo|patron)\b/;
const NOT_WAGES = /\b(?:social security|ssi|disability|benefits?|seguro social|beneficios|judgm?ent|sentencia|writ|court order)\b/;

const MISSED_HEARING =
  /\b(?:missed|miss(?:ed)? my|didn'?t (?:go|show|make it|appear)|did not (?:go|show|appear|make it)|failed to (?:appear|show)|never showed|no fui|no me presente|no llegue|falte|no asisti|perdi)\b[^.?!]{0,40}\b(?:hearing|court date|trial|audiencia|cita (?:en|de) la corte|juicio)\b/;
/** A debtor's examination missed after a judgment has its own card (a bench warrant), as does any judgment already entered. */
const JUDGMENT_SAID = /\b(?:judgm?ents?|sentencia|fallo)\b/;
const DEBTOR_EXAM =
  /\b(?:debtor'?s? exam\w*|judgment debtor|examen del deudor|citation (?:to discover|hearing)|body attachment|warrant|arrest\w*|contempt|desacato|orden de arresto)\b/;

const REVIVAL_ASKED = /\b(?:restart|reset|revive|reactivat\w*|start (?:the )?(?:clock|over)|reinici\w*|reactiv\w*|revivir)\b/;
/**
 * "Can they sue me again" after paying: the revival question only on a debt said to be old (not a settlement paid, a
 * plan missed): in words, or by a year before 2020 ("my 2015 card", "una tarjeta de 2013").
 */
const SUE_AGAIN = /\b(?:sue|demandar)(?: me| a mi)? (?:again|otra vez|de nuevo)\b|\bvolver a demandar\w*\b/;
const SAID_OLD = new RegExp(`${OLD_DEBT_SAID}|\\byears ago\\b`);
/** A "good faith" payment asked on an old debt is the same question, said by the collector. */
const GOOD_FAITH = /\b(?:good faith|buena fe)\b/;
const OLD_DEBT = new RegExp(`${OLD_DEBT_SAID}|\\b(?:years ago|(?:from|since|del|desde) (?:like |about )?(?:19|20)\\d\\d|sue|demand\\w*)\\b`);
/** The credit report's seven years are asked, not the time to sue: their own card answers (blind set E: "did paying reset the 7 years?"). */
const REPORT_CLOCK = /\b(?:7|seven|siete) (?:years|yrs|anos)\b|\bcome off\b|\bcredit report\b|\breporte de credito\b/;
/** Whether a dispute restarts anything is the dispute's question, answered by its card (blind set Y). */
const DISPUTE_RESTARTS = /\b(?:disput\w*|admit\w*)\b[^.?!]{0,60}\b(?:restart|reset|reinici\w*)/;
const SUE_CLOCK = /\b(?:sue|sued|suing|statute|limitations?|time-barred|demand\w*|prescri\w*|plazo para)\b/;
const PAYS = /\b(?:pay\w*|paid|pag\w*|sent|envie|mande)\b|\$\s?\d|\b\d+ (?:dollars|dolares|bucks)\b/;

const REPO = /\b(?:repo'?d|repos+ess\w*|repo|auction\w*|subasta|quitaron (?:el|la|mi) (?:carro|troca|camioneta|auto))\b/;
const SALE_BEFORE =
  /\b(?:sold (?:\w+ ){0,4}?for|sale price(?: was| of)?|auction(?:ed)? (?:\w+ ){0,3}?for|brought|went for|vendieron (?:\w+ ){0,4}?(?:por|en)|vendio (?:\w+ ){0,4}?(?:por|en)|precio de venta(?: de| fue)?|subasta (?:\w+ ){0,3}?por)\s*:?\s*$/;
const OWED_BEFORE = /\b(?:owed|owe|still owed|balance (?:was|of)|loan (?:was|of)|debia|debo|el saldo era)\b[^$.?!]{0,15}$/;
const CLAIMED_AFTER = /^\s*(?:de |in |of |as (?:a |the |la )?)?['"‘’“”]?(?:deficiency|deficiencia|diferencia|remaining|left over)\b/;
const FEES_AFTER = /^\s*(?:in |of |de |en )?(?:\w+\s+){0,4}?(?:fees?|charges|costs|gastos|cargos|cobros)\b/;
const FEES_BEFORE = /\b(?:added|charged|plus|fees?(?: of| were| was)?|costs?(?: of| were| was)?|cobraron|agregaron|sumaron|gastos(?: de)?)\b[^$.?!]{0,20}$/;

function deficiency(folded: string, language: Language): string[] | null {
  if (!REPO.test(folded)) return null;
  const figures = dollarFigures(folded).filter((f): f is typeof f & { cents: number } => f.cents !== null);
  const before = (f: { at: number }) => folded.slice(Math.max(0, f.at - 60), f.at);
  const sale = figures.find((f) => SALE_BEFORE.test(before(f)));
  // The deficiency the letter claims is the answer to the sum, never its balance (set AO: "dicen que debo $9,800 de 'deficiency'"
  // was taken for what was owed before the sale, "yo debía $12,300").
  const claimed = (f: { end: number }) => CLAIMED_AFTER.test(folded.slice(f.end, f.end + 30));
  const owed = figures.find((f) => f !== sale && OWED_BEFORE.test(before(f)) && !claimed(f));
  if (!sale || !owed) return null;
  const fees = figures.find((f) => f !== sale && f !== owed && (FEES_AFTER.test(folded.slice(f.end, f.end + 50)) || FEES_BEFORE.test(before(f))));
  const left = owed.cents + (fees?.cents ?? 0) - sale.cents;
  if (left <= 0) return null;
  const words = SITUATION_WORDS[language];
  const money = (cents: number) => formatCents(cents);
  return [words.deficiency(money(owed.cents), fees ? money(fees.cents) : null, money(sale.cents), money(left)), words.deficiencyRule];
}

const JUDGMENT_FIGURE_BEFORE = /\b(?:judgm?ent|sentencia)\b[^$.?!]{0,45}$/;
/** An offer to settle the judgment still open; one already paid is a satisfaction to get filed (blind set Z). */
const OFFERED =
  /\b(?:offer\w*|will take|would take|willing to take|to take|will accept|would accept|accept\w*|settle|lump ?sum|close (?:it|everything)|ofrec\w*|acepta\w*|cerrar|arreglar|un solo pago|de una vez)\b/;
const ALREADY_PAID = /\b(?:paid (?:it|them|in full)|already paid|settled in full|ya (?:lo |la )?pague|pagado)\b/;
/** Less than this share of the judgment is no offer to settle it ("sell the truck to my brother for $1"). */
const LEAST_OFFER_PERCENT = 5;
const JUDGMENT_FIGURE_AFTER = /^\s*(?:default\s+)?(?:judgm?ent|sentencia)\b/;
const OFFER_BEFORE =
  /\b(?:settle\w*(?: it)? for|(?:will|would|'ll|to) take|accept\w*|acepta\w*|offer\w*(?: to settle)?(?: for)?|close it (?:out )?for|for|por|pag(?:ar|o|a)|arreglar por)\s*(?:only |just |solo )?$/;

function judgmentOffer(folded: string, slots: Slots, language: Language): string[] | null {
  if (slots.settlement || !/\b(?:judgm?ent|sentencia)\b/.test(folded) || !OFFERED.test(folded) || ALREADY_PAID.test(folded)) return null;
  const figures = dollarFigures(folded).filter((f): f is typeof f & { cents: number } => f.cents !== null);
  const judgment = figures.find(
    (f) => JUDGMENT_FIGURE_BEFORE.test(folded.slice(Math.max(0, f.at - 40), f.at)) || JUDGMENT_FIGURE_AFTER.test(folded.slice(f.end, f.end + 25)),
  );
  const offer = figures.find((f) => f !== judgment && judgment && f.cents < judgment.cents && OFFER_BEFORE.test(folded.slice(Math.max(0, f.at - 30), f.at)));
  if (!judgment || !offer || percentOf(offer.cents, judgment.cents) < LEAST_OFFER_PERCENT) return null;
  const words = SITUATION_WORDS[language];
  return [
    words.judgmentOffer(
      formatCents(offer.cents),
      formatCents(judgment.cents),
      percentOf(offer.cents, judgment.cents),
      formatCents(judgment.cents - offer.cents),
    ),
  ];
}

/** A credit union or bank taking the person's own savings for a loan it made them: its setoff, not a repossession or a levy (blind set AA). */
const OWN_BANK = /\b(?:credit union|bank|banco|cooperativa|credit union)\b/;
const TOOK_FROM_ACCOUNT =
  /\b(?:took|taken|take|grabbed|pulled|withdrew|swept|seized|froze|quitaron|quito|sacaron|saco|tomaron|tomo|agarraron|retiraron|retiro)\b[^.?!]{0,50}\b(?:savings|checking|account|deposit|ahorros|cuenta)\b/;
const FOR_ITS_LOAN = /\b(?:loan|behind|past due|late|prestamo|atrasad\w*|atras)\b/;
const NOT_SETOFF = /\b(?:judgm?ent|sentencia|levy|garnish\w*|embargo|writ|court order|collector|cobrador|agency|agencia)\b/;
/** A parent's nursing-home bill and the admission papers the person signed as "responsible party". */
const NURSING_HOME =
  /\b(?:nursing home|assisted living|care facility|rehab(?:ilitation)? (?:center|facility)|asilo|hogar de ancianos|residencia de ancianos|casa de reposo)\b/;
const SIGNED_FOR_RESIDENT =
  /\b(?:responsible party|guarant\w*|signed (?:her|his|the|my \w+'?s?) (?:admission|intake)|admission (?:papers|agreement|contract)|parte responsable|garante|firme (?:la |los papeles de )?(?:admision|ingreso))\b/;
const RESIDENT_SUED = /\b(?:sued|suing|summons|court papers|lawsuit|demanda\w*|papeles de la corte)\b/;
/** Whether a judgment goes on a credit report, or spoils a rental search. */
const JUDGMENT_ON_REPORT =
  /\b(?:judgm?ent|sentencia)\b[^.?!]{0,60}\b(?:go|goes|show|shows|appear\w*|end up|be|put|stay|aparece\w*|saldra|sale|va a salir|queda\w*)\b[^.?!]{0,25}\b(?:on|in|en)\b[^.?!]{0,10}\b(?:credit|reporte|credito)\b/;
const JUDGMENT_ON_REPORT_ELSEWHERE = /\b(?:vacat\w*|satisf\w*|marked|paid|settled|pagad\w*|anulad\w*|remov\w*|delete\w*)\b/;
/** A bill paid in full to the original creditor now collected by an agency: a written dispute with the receipt. */
const PAID_ALREADY =
  /\b(?:i (?:already )?paid (?:it |the bill |the account |verizon |them )?(?:in full|off|completely|directly)|paid (?:\w+ ){0,3}in full|ya (?:lo |la )?pague|pague (?:la cuenta|todo|completo)|pague (?:\w+ ){0,4}completa)\b/;
/** Paid to the collector itself, or a deletion promised for paying: the credit report's cards answer those (blind sets D, I, P). */
const PAID_THE_COLLECTOR =
  /\bpaid (?:\w+ ){0,4}to the (?:collector|agency|collection)|\bpaid (?:off )?(?:a |the )?collection|\bpague (?:una |la )?collection|\bpague al cobrador|\b(?:delete|deletion|borrar\w*|borra\w*)\b/;
const NOW_COLLECTED = /\b(?:collector|collection (?:agency|letter)|agency|agencia|carta de cobro|cobrador\w*|cobranza)\b/;

/**
 * Blind set AB: questions no card answers, each met by another question's card or an article's paste: a suit against the
 * collector and its one year, a fake IRS letter, requests for admission read as a summons, an agreed judgment already
 * signed, a pawn or a title loan after the item or the car was taken, which of a creditor and its law firm to pay, and a
 * buy-now-pay-later charge for goods never delivered.
 */
const SUE_COLLECTOR =
  /\b(?:sue|suing|take (?:them|it) to court|file (?:a )?(?:suit|lawsuit|claim) against)\s+(?:them|the (?:collector|collection agency|agency|debt collector|company|caller)|(?:this|that) (?:collector|agency|company)|collectors?|it)\b|\bdemandar(?:los|las|lo|la|le|les)?\b[^.?!]{0,15}\b(?:al cobrador|a la agencia|a los cobradores|a la compania|a ellos)\b|\bdemandarl(?:os|as|o|a)\b/;
/** A debt collector is who the person would sue: not an insurer or a driver (an accident claim is not ours). */
const COLLECTOR_SAID = /\b(?:collector\w*|collection\w*|agency|fdcpa|cobrador\w*|cobranza|agencia de cobro\w*|agencia)\b/;
const NOT_A_COLLECTOR = /\b(?:insurance|insurer|accident|rear[- ]?ended|crash|injur\w*|seguro|aseguradora|accidente|choque)\b/;
const ASKS_TIME_OR_MONEY =
  /\b(?:how long|how much time|deadline|time limit|statute|too late|when do i have to|what (?:could|can|would|do) i (?:get|win|recover)|how much (?:could|can|would) i (?:get|win|recover)|damages|cuanto tiempo|plazo|hasta cuando|es tarde|que (?:puedo|podria) (?:ganar|recibir|cobrar)|cuanto (?:puedo|podria) (?:ganar|recibir|cobrar))\b/;
const MONTH_SAID = new RegExp(
  `\\b(${Object.keys(MONTHS)
    .filter((m) => m.length > 3 || m === 'may')
    .join('|')})\\b(?:\\s+(?:of\\s+|de\\s+|del\\s+)?((?:19|20)\\d\\d))?`,
);

function fdcpaDeadline(folded: string, slots: Slots, language: Language): string[] | null {
  if (
    !SUE_COLLECTOR.test(folded) ||
    !ASKS_TIME_OR_MONEY.test(folded) ||
    !COLLECTOR_SAID.test(folded) ||
    NOT_A_COLLECTOR.test(folded) ||
    slots.served ||
    slots.judgment
  )
    return null;
  const words = SITUATION_WORDS[language];
  const m = MONTH_SAID.exec(folded);
  if (!m) return [words.fdcpaYearUndated, words.fdcpaDamages];
  const month = MONTHS[m[1] ?? ''] as number;
  const [thisYear, thisMonth] = slots.today.split('-').map(Number) as [number, number];
  const year = m[2] ? Number(m[2]) : month <= thisMonth ? thisYear : thisYear - 1;
  const name = (y: number) =>
    new Intl.DateTimeFormat(language === 'es' ? 'es-US' : 'en-US', { month: 'long', year: 'numeric', timeZone: 'UTC' }).format(
      new Date(Date.UTC(y, month - 1, 1)),
    );
  return [words.fdcpaYear(name(year), name(year + 1)), words.fdcpaDamages];
}

/** An agreed judgment or a payment agreement the person already signed in the case, asked about undoing or missing payments. */
const STIPULATION =
  /\b(?:stipulat\w*|agreed judgm?ent|consent judgm?ent|agreement for judgm?ent|sentencia (?:por|de) acuerdo|acuerdo de sentencia|estipulacion)\b|\b(?:signed|sign|firme|firmamos)\b[^.?!]{0,40}\b(?:in the hallway|hallway|before (?:the|my) (?:hearing|trial|court)|at the courthouse|en el pasillo|antes de la audiencia)\b|\b(?:hallway|pasillo)\b[^.?!]{0,40}\b(?:signed|sign|firme|agreement|acuerdo|paper|papel)\b/;
const ALREADY_SIGNED = /\b(?:i signed|we signed|had me sign|made me sign|i agreed|signed (?:a|the|it)|firme|me hicieron firmar|ya firme|acepte)\b/;
const UNDO_OR_MISS =
  /\b(?:undo|cancel|take (?:it )?back|get out of|void|vacate|stop paying|can'?t pay|cannot pay|miss(?:ed)?|skip|behind|fall behind|lost (?:hours|my job|work)|deshacer|anular|cancelar|dejar de pagar|no puedo pagar|atrasar\w*)\b/;

const UNDO_ASKED = /\b(?:undo|cancel\w*|take (?:it )?back|get out of|void|vacate|set (?:it )?aside|deshacer|anular\w*|cancelar\w*|quitar(?:la|lo))\b/;
const SUMMARY_JUDGMENT = /\bsummary judgm?ent\b|\bsentencia sumaria\b/;
/** A debt the person says is already settled or paid: a payee's question is not theirs to ask (blind set T). */
const ALREADY_SETTLED = /\b(?:already (?:paid|settled)|i (?:settled|paid) (?:it|this|that|my|the)|ya (?:lo |la )?(?:pague|liquide|arregle))\b/;
const PAWN = /\b(?:pawn\w*|empen\w*|casa de empeno)\b/;
const PAWN_CHASED = /\b(?:sue|lawsuit|collect\w*|credit|owe|pay|demand\w*|cobr\w*|credito|debo|pagar)\b/;
const TITLE_LOAN = /\b(?:title (?:loan|pledge|lender)|car title|auto title|prestamo (?:con|de|sobre) (?:el )?titulo|title ?max)\b/;
const CAR_TAKEN = /\b(?:took|taken|repo\w*|sold|auction\w*|se llevaron|llevaron|vendieron|remataron|quitaron)\b/;
const STILL_OWE = /\b(?:still owe|owe|balance|deficiency|todavia debo|debo|saldo|mas intereses|remaining)\b/;

/** A creditor and its law firm, asked which to pay. */
const LAW_FIRM = /\b(?:law firm|law office|attorneys?|lawyers?|bufete|abogad[oa]s?|despacho)\b/;
const WHICH_TO_PAY =
  /\b(?:pay (?:the (?:law firm|lawyers?|attorneys?)|them) or|(?:who|which one|whom) (?:should|do) i pay|pay twice|pagar dos veces|le pago (?:al|a la|a los)\b[^.?!]{0,40}\bo (?:a|al)\b|a quien le pago|(?:law firm|bufete)\b[^.?!]{0,40}\bor\b[^.?!]{0,20}\b(?:the creditor|midland|the bank|directly))\b/;

const BNPL = /\b(?:afterpay|affirm|klarna|zip ?pay|sezzle|paypal pay in 4|pay in 4|buy now,? pay later|bnpl|compre ahora)\b/;
const NOT_DELIVERED =
  /\b(?:never (?:delivered|arrived|came|got it|received|shipped|sent)|nunca (?:lo|la|los|las) (?:mando|mandaron|envio|enviaron)|not (?:delivered|received)|didn'?t (?:deliver|arrive|get)|went out of business|out of business|nunca (?:me )?(?:llego|llegaron|lo entregaron|la entregaron|los entregaron|recibi)|no (?:me )?(?:llego|llegaron)|cerro)\b/;

/** A Tennessee General Sessions judgment the person wants to appeal: 10 days to Circuit Court, a pauper's oath for the bond. */
const GENERAL_SESSIONS = /\bgeneral sessions\b/;
const APPEAL_ASKED = /\b(?:appeal\w*|apelar|apelacion|apelo)\b/;

function sessionsAppeal(folded: string, slots: Slots, language: Language): string[] | null {
  if (slots.state !== 'TN' || !GENERAL_SESSIONS.test(folded) || !APPEAL_ASKED.test(folded) || !(slots.judgment || slots.judgmentOn)) return null;
  const words = SITUATION_WORDS[language];
  const by = slots.judgmentOn ? dueDate({ days: 10, counting: 'calendar', from: 'service', citation: '' }, slots.judgmentOn, 'TN') : null;
  const passed = by !== null && by < slots.today;
  return [
    words.sessionsAppeal(slots.judgmentOn && by ? longDate(slots.judgmentOn, language) : null, by ? longDate(by, language) : null, passed),
    ...(passed ? [] : [words.sessionsAppealCost]),
  ];
}

/** A small-claims case the person wants moved to the regular court, for a lawyer or a jury. */
const MOVE_OUT_OF_SMALL_CLAIMS =
  /\b(?:move|moving|remove|removal|transfer\w*|take|get)\b[^.?!]{0,30}\b(?:to|into|out of)\s+(?:the\s+)?(?:regular|general|civil|district|normal|higher|real)\b[^.?!]{0,20}\b(?:court|division|side|docket)\b|\b(?:pasar|mover|cambiar|trasladar)\w*\b[^.?!]{0,30}\b(?:a la |a una )?(?:corte|division|division civil) (?:regular|civil|normal)\b|\b(?:ask for|want|request|demand|pedir|quiero)\b[^.?!]{0,15}\b(?:a )?(?:jury|jurado)\b/;

function smallClaimsRemoval(folded: string, slots: Slots, language: Language): string[] | null {
  if (!slots.smallClaims || !MOVE_OUT_OF_SMALL_CLAIMS.test(folded) || slots.judgment) return null;
  const words = SITUATION_WORDS[language];
  const removal =
    slots.state === 'MI' ? words.smallClaimsRemovalMichigan(slots.courtDate ? longDate(slots.courtDate, language) : null) : words.smallClaimsRemoval;
  return [removal, words.smallClaimsJury];
}

/** The situations the message tells, in the order said. */
export function situationsIn(question: string, slots: Slots, language: Language, account: UsStateCode | null = null): Situation[] {
  const folded = foldSpanish(question);
  const words = SITUATION_WORDS[language];
  const found: Situation[] = [];
  const add = (name: string, lines: string[] | null, replaces = false, beforeScamCard = true, trails = false) => {
    if (lines && lines.length > 0) found.push({ name, lines, replaces, beforeScamCard, trails });
  };
  add('cosigner_release', cosignerRelease(folded, language), true);
  if (OWN_BANK.test(folded) && TOOK_FROM_ACCOUNT.test(folded) && FOR_ITS_LOAN.test(folded) && !NOT_SETOFF.test(folded))
    add('setoff', [words.setoff, words.setoffLimits], true);
  if (NURSING_HOME.test(folded) && SIGNED_FOR_RESIDENT.test(folded))
    add('responsible_party', [words.responsibleParty, ...(RESIDENT_SUED.test(folded) ? [words.residentSued] : [])]);
  if (JUDGMENT_ON_REPORT.test(folded) && !JUDGMENT_ON_REPORT_ELSEWHERE.test(folded) && !slots.judgment) add('judgment_report', [words.judgmentReport]);
  if (PAID_ALREADY.test(folded) && NOW_COLLECTED.test(folded) && !PAID_THE_COLLECTOR.test(folded) && !slots.served && !slots.judgment)
    add('already_paid', [words.alreadyPaid], false, true, true);
  add('refund_offset', refundOffset(folded, language), false, true, !refundLeads(folded));
  const irsScam = IRS_NAMED.test(folded) && IRS_SCAM_SIGN.test(folded) && !slots.served && !slots.judgment;
  if (SCAM_PAY.test(folded) && SCAM_PRESSURE.test(folded) && !irsScam) add('scam_payment', [words.scam], false, false);
  const barred = slots.state !== null && WAGE_GARNISHMENT_BARRED[slots.state] !== undefined;
  if (
    GARNISH.test(folded) &&
    NEVER_SUED.test(folded) &&
    WAGES_THREATENED.test(folded) &&
    !NOT_WAGES.test(folded) &&
    !OWED_TO_GOVERNMENT.test(folded) &&
    !slots.judgment &&
    !barred
  )
    add('false_garnish', [words.falseGarnish]);
  if (SHAME_TOLD.test(folded) && SHAME_THREAT.test(folded) && !ASKS_WHERE.test(folded)) add('third_parties', [words.thirdParties, words.thirdPartySteps]);
  if (RECORD_CALL.test(folded) && ASKS_TO_RECORD.test(folded) && !NOT_MINE.test(folded)) {
    // Asked alone it is the answer; beside other asks, it follows the card that answers them (blind set Q: call times asked first).
    const alone = question.trim().split(/\s+/).length <= ONLY_THIS_WORDS;
    add('recording', recording(slots, account, language), alone, true, !alone);
  }
  if (AMBULANCE.test(folded) && !AIR.test(folded) && BALANCE_BILLED.test(folded)) {
    const amount = dollarFigures(folded).find((f) => f.cents !== null && f.cents >= 500_00)?.cents;
    add('ground_ambulance', [words.groundAmbulance, ...(CREDIT.test(folded) ? [words.medicalCredit(amount ? formatCents(amount) : null)] : [])], true);
  }
  if (REMOVAL.test(folded) && MOVE.test(folded)) add('removal', [words.removal]);
  if (PAPERS_IN_ENGLISH.test(folded) && COURT_PAPERS.test(folded)) add('papers_in_english', [words.english]);
  // A court date already passed: the judgment's own short deadlines, not the passed date (passed-court-date.ts).
  const honestyAsked = MISSED_HEARING.test(folded) && !JUDGMENT_SAID.test(folded);
  const passed = honestyAsked || DEBTOR_EXAM.test(folded) || slots.judgment ? null : passedCourtDateLines(folded, slots, language);
  add('passed_court_date', passed, true);
  if (!passed && MISSED_HEARING.test(folded) && !slots.judgment && !JUDGMENT_SAID.test(folded) && !DEBTOR_EXAM.test(folded))
    add('missed_hearing', [words.missedHearing], true);
  const revival =
    (REVIVAL_ASKED.test(folded) || (GOOD_FAITH.test(folded) && OLD_DEBT.test(folded)) || (SUE_AGAIN.test(folded) && SAID_OLD.test(folded))) &&
    PAYS.test(folded);
  if (revival && !DISPUTE_RESTARTS.test(folded) && (!REPORT_CLOCK.test(folded) || SUE_CLOCK.test(folded)) && slots.state && !slots.lastPaid && !slots.judgment)
    add('revival', limitationLines(slots.state, language));
  add('deficiency', deficiency(folded, language));
  add('judgment_offer', judgmentOffer(folded, slots, language));
  add('fdcpa_deadline', fdcpaDeadline(folded, slots, language));
  add('sessions_appeal', sessionsAppeal(folded, slots, language));
  add('small_claims_removal', smallClaimsRemoval(folded, slots, language));
  if (irsScam) add('irs_scam', [words.irsScam, words.irsCheck], true);
  // Beside a motion for summary judgment the motion's own deadline leads; the admissions follow it.
  add('admissions', admissionLines(folded, slots, language, words.admissionsOwnership), false, true, SUMMARY_JUDGMENT.test(folded));
  if (STIPULATION.test(folded) && ALREADY_SIGNED.test(folded) && UNDO_OR_MISS.test(folded))
    add('stipulated', [words.stipulated, ...(UNDO_ASKED.test(folded) ? [words.stipulatedUndo] : []), words.stipulatedPay], !slots.served);
  if (PAWN.test(folded) && PAWN_CHASED.test(folded) && !slots.served && !slots.judgment) add('pawn', [words.pawn, words.pawnSteps], true);
  if (TITLE_LOAN.test(folded) && CAR_TAKEN.test(folded) && STILL_OWE.test(folded) && !slots.judgment)
    // A served person's deadline leads; what the lender can still claim follows it.
    add('title_loan', [slots.state === 'TN' ? words.titleLoanTennessee : words.titleLoan, words.titleLoanSteps], !slots.served, true, slots.served);
  if (LAW_FIRM.test(folded) && WHICH_TO_PAY.test(folded) && !PAID_ALREADY.test(folded) && !ALREADY_SETTLED.test(folded) && !slots.judgment)
    add('law_firm_payee', [words.lawFirm, words.lawFirmWriting], false, true, slots.served);
  if (BNPL.test(folded) && NOT_DELIVERED.test(folded) && !slots.served && !slots.judgment) add('bnpl', [words.bnpl, words.bnplDefense], true);
  if (IMMIGRATION_WORRY.test(folded)) add('immigration_worry', [words.immigration], false, true, true);
  found.push(...besideSituations(folded, slots, language));
  return found;
}
