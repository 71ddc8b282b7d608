import { formatCents, parseDollarsToCents } from '@parley/shared';
import { sentenceAt } from '../meaning.js';
import { DOLLAR_FIGURE, normalize } from '../normalize.js';
import { matchAll } from './negation.js';
import type { Rule } from './types.js';

// Rule amount-misstated.

/**
 * A sentence giving the history behind a balance or correcting a figure: "the sale brought $9,100", "I wrote $1,850 by mistake",
 * "just correcting the amount I sent earlier" (set AY).
 */
const HISTORY_OR_CORRECTION =
  /\b(?:wrong|mistake|error|typo|incorrect|correct(?:ion|ed|ing)?|corrigiendo|i (?:wrote|typed|said|put)|sold|sale|auction|brought|payoff|pay ?off|applied|credited|posted|received|processed|original(?:ly)?|was charged|equivoc\w*|correccion|corregir|correct[oa]|(?:le|te) dije|(?:le|te) dijimos|incorrect[oa]|puse|escribi|vendi\w*|subasta|aplicad[oa]|original|paid|got your|cleared|cashed|deposited|went through|came through|cobrad[oa]|depositad[oa]|se cobro|se deposito|se (?:acredito|aplico|proceso|registro|abono|recibio|pago|liquido)|acreditamos|procesamos|registramos|recib\w*|abonad[oa]|acreditad[oa]|procesad[oa]|registrad[oa]|aplicamos|pagad[oa]|itemiz\w*|breakdown|minus|desglose|desglosad[oa])\b/;

/**
 * A figure printed on a paper the message says it sends or attaches: "a copy of the contract, the final $1,650 invoice
 * and the ledger showing your $500 deposit" (blind set AF: verification described, read as a balance misstated).
 */
const DOCUMENT_AFTER =
  /^\s?(?:final |original |signed |itemized |total )?(?:invoice|bill|contract|statement|receipt|estimate|quote|deposit|down payment|factura|recibo|contrato|deposito|enganche)\b/;
const DOCUMENTS_SENT =
  /\b(?:cop(?:y|ies) of|attached|enclosed|verification|ledger|went out|mailed|sent you|we sent|are sending|copia de|adjunt\w*|verificacion|enviamos|le mandamos)\b/;
function isDocumentsFigure(original: string, at: number, end: number): boolean {
  return DOCUMENT_AFTER.test(normalize(original.slice(end, end + 30)).text) && DOCUMENTS_SENT.test(normalize(sentenceAt(original, at, end)).text);
}

/** An amount given as a bound the balance is under: "accounts under $500", "less than $1,000", "menos de $500". */
const BOUND_ABOVE = /\b(?:under|below|less than|no more than|not more than|up to|menos de|por debajo de|no mas de|hasta)\s*$/;
/** A figure said not to be the one: "it's $412.00 not $421", "$300, no $390", "instead of $500". */
const DENIED_BEFORE = /\b(?:not|no|instead of|rather than|en vez de|en lugar de)\s*$/;
/**
 * A figure named as a fee or charge by the words around it: "a $3 convenience fee", "$85 de cargo administrativo", "a fee of $25".
 * Whether such a fee may be charged is the fee rule's to judge.
 */
const FEE_AFTER = /^\s?(?:de )?(?:['"\w-]+ ){0,3}?(?:fees?|charges?|surcharges?|cargos?|recargos?|comision(?:es)?|tarifas?)\b/;
const FEE_BEFORE = /\b(?:fees?|charges?|surcharges?|cargos?|recargos?|comision(?:es)?|tarifas?) (?:of|de)\s*$/;
function isNamedFee(original: string, at: number, end: number): boolean {
  return FEE_AFTER.test(normalize(original.slice(end, end + 40)).text) || FEE_BEFORE.test(normalize(original.slice(Math.max(0, at - 20), at)).text);
}
/** The account said to be settled, for a zero balance: "you owe nothing more", "paid in full", "no debe nada". */
const NOTHING_OWED =
  /\b(?:owe nothing|owe no more|nothing (?:more |else )?(?:is )?(?:owed|due)|(?:paid|settled|satisfied) in full|zero balance|balance of \$ ?0(?:\.00)?\b|no (?:debe|debes|adeuda) nada|(?:pagad[oa]|liquidad[oa]|saldad[oa]) (?:en su totalidad|por completo|en total)|(?:quedo|esta|queda) (?:pagad[oa]|liquidad[oa]|saldad[oa]))\b/;

/**
 * Debts a discharge truly leaves owed: those the Bankruptcy Code excepts (support, most taxes, student loans, fines,
 * restitution), a debt reaffirmed, and one run up after the filing. A debt said to survive the discharge is a misstatement
 * only when none of these is named near it.
 */
const EXCEPTED = String.raw`(?:student loans?|child support|alimony|support arrears|tax(?:es)?|tax debts?|fines|restitution|criminal \w+|reaffirm\w*|reafirm\w*|after (?:you filed|filing|the filing|the (?:bankruptcy|petition|discharge)|your (?:bankruptcy|filing|discharge))|prestamos? estudiantil(?:es)?|manutencion|pension alimenticia|impuestos|multas|despues de (?:la bancarrota|la quiebra|declararse|presentar|el descargo))`;
const NOT_EXCEPTED_DEBT = String.raw`(?<!\b${EXCEPTED}\b[^.!?]{0,80})(?![^.!?]{0,160}\b${EXCEPTED}\b)`;

/** What 1692g(a)(5) entitles the consumer to learn: who the original creditor was, who holds the debt now. */
const VALIDATION_INFO = String.raw`\b(?:original (?:creditor|lender|bank|company|owner|account holder)|(?:creditor|lender|owner)'?s? (?:name|identity)|who (?:the (?:original )?(?:creditor|lender) (?:is|was)|(?:now |currently )?(?:owns|holds|bought|purchased) (?:the|your|this) (?:debt|account|loan)|(?:first |originally )?(?:lent|loaned|issued|financed))|compan(?:y|ies) that (?:first |originally )?(?:lent|loaned|issued|financed|sold)|current (?:owner|creditor|holder) of (?:the|your|this) (?:debt|account|loan))\b`;
const VALIDATION_INFO_ES = String.raw`\b(?:acreedor original|(?:banco|prestamista|compania|empresa) original|quien (?:es|era) (?:el|su) acreedor|(?:nombre|identidad) del acreedor|quien (?:es (?:el )?dueno(?: actual)? de|compro|tiene) (?:la|su|esta) (?:deuda|cuenta)|(?:(?:actual|nuevo) (?:dueno|acreedor)|(?:dueno|acreedor) (?:actual|nuevo)) de (?:la|su|esta) (?:deuda|cuenta))\b`;
/** Kept from someone other than the consumer, which the law requires (1692c(b)): "we can't tell your sister who owns the debt". */
const SOMEONE_ELSE = String.raw`(?:anyone|anybody|third parties|other people|others|your (?:sister|brother|mother|mom|father|dad|wife|husband|spouse|family|employer|boss|friend|son|daughter|relatives?|kids|children|roommate|partner))\b`;
const NOT_TO_OTHERS = String.raw`(?<!\b(?:your (?:sister|brother|mother|mom|father|dad|wife|husband|spouse|family|employer|boss|friend|son|daughter|relatives?|kids|children|roommate|partner)|anyone else|third part(?:y|ies))\b[^.!?]*)`;
/** That information said to be secret or not owed to the consumer (a denial of the secrecy, "it's not confidential", is the truth). */
const WITHHELD = String.raw`(?:\b(?<!\b(?:not|never|isn't|nothing) )(?:confidential|private|proprietary|classified|privileged)\b|\bprotected (?:information|info|by (?:federal |state )?law)\b|\b(?:not|aren't|are not|isn't|is not) (?:required|obligated|obliged|allowed|permitted) to (?:tell|give|share|disclose|provide|reveal|name|say)\b|\b(?:don't|do not|doesn't|does not) (?:have|need) to (?:tell|give|share|disclose|provide|reveal|name|say)\b|\b(?:can't|cannot|can not|won't|will not) (?:tell|give|share|disclose|provide|reveal|name)\b)`;
const WITHHELD_ES = String.raw`(?:\b(?<!\bno )(?:confidencial|privad[oa]|reservad[oa]|secret[oa])\b|\binformacion protegida\b|\bno (?:estamos|esta|estoy) obligad[oa]s? a (?:decir|dar|revelar|informar|compartir|proporcionar)\w*|\bno (?:tenemos|tengo|tiene) (?:que|por que) (?:decir|dar|revelar|informar|compartir)\w*|\bno (?:podemos|puedo|se puede) (?:decir|dar|revelar|informar|compartir)\w*)`;

export const amountMisstatedRule: Rule = {
  id: 'amount-misstated',
  citation: '15 U.S.C. 1692e(2)(A); 12 CFR 1006.18(b)(2)(i)',
  description: 'Misstatement of the amount or legal status of the debt',
  suggestion: (ctx) =>
    ctx.balanceCents === null ? 'State only the balance on the account.' : `State the balance on the account: ${formatCents(ctx.balanceCents)}.`,
  check: (m, ctx) => {
    const triggers = matchAll(
      m,
      {
        en: [
          // Conditions the law does not put on a dispute, rights said to belong only to citizens, a balance that doubles on a schedule.
          // Liability said to pass where the law puts none: an authorized user, an emergency contact, a relative or heir.
          /\b(?:authorized user|emergency contact|reference|next of kin|his (?:daughter|son|widow)|her (?:daughter|son|widower)|the (?:widow|family|children|kids|heirs?))\b[^.!?]{0,60}\b(?<!\b(?:not|never|isn't|aren't|don't|doesn't|do not|does not|no longer|won't) )(?:legally (?:yours|responsible|liable|on the hook)|your (?:responsibility|debt|obligation) now|responsible for (?:the|his|her|this) (?:debt|balance|bill|card)|on the hook for|have to pay (?:it|this|the balance)|has to come out of your)\b/,
          // A guardian, conservator, executor, agent or heir told the consumer's debt is theirs personally ("legally liable", "legally yours",
          // inherited, "out of your own pocket"): they answer only from the consumer's funds or estate, and no heir inherits a debt.
          /\b(?:guardian|conservator|executor|executrix|administrator|administratrix|personal representative|trustee|power of attorney|poa|attorney-?in-?fact|payee|heirs?)\b(?:[^.!?]|\b(?:mr|mrs|ms|dr)\.){0,80}\b(?<!\b(?:not|never|isn't|aren't|don't|doesn't|do not|does not|no longer|won't|you're not|you are not) )(?:(?:now )?(?:personally|legally) (?:responsible|liable|on the hook)\b(?! (?:\w+ ){0,6}?(?:from|out of|with|using) (?:the |his |her |their |its )?(?:estate|trust|funds|assets|accounts?|money|property)\b)|legally (?:yours|your (?:debt|responsibility|obligation))|responsible (?:for (?:her|his|their|the) (?:\w+ )?(?:bills|debts?|balance|account) )?(?:out of|from|with) your own (?:money|pocket|funds)|on the hook (?:for|personally)|(?:come|comes|paid|pay it|pay this) (?:out of|from) your own (?:money|pocket|funds))\b|\byou (?:now )?(?:inherit|inherited|have inherited|are inheriting) (?:your |his |her |their |the )?(?:late |deceased )?(?:[\w'$,.-]+ ){0,3}?(?:debts?|balances?|bills?|loans?|card balances?)\b|\b(?:tutor[ao]?|curador[ao]?|albacea|apoderad[oa]|representante legal|herederos?|herederas?)\b(?:[^.!?]|\b(?:sr|sra|srta|dr|dra|lic)\.){0,80}\b(?<!\bno )(?:(?:usted )?(?:es|sera|queda|esta) (?:usted )?(?:personal|legal)mente (?:responsable|obligad[oa])|responde con su propio dinero|(?:tiene que|debe|esta obligad[oa] a) (?:pagar|cubrir)(?:la|lo|las|los)? (?:\w+ )?(?:de su (?:propio )?bolsillo|con su (?:propio )?dinero))\b|\busted (?:hereda|heredo|va a heredar|heredara) (?:la|las|su|sus) (?:\w+ )?deudas?\b/,
          // A child or sibling told the relative's debt is now theirs: no one owes a parent's or sibling's debt for being family.
          /\bas (?:(?:his|her|their|the|[a-z]+'s) )?(?:late |deceased )?(?:[a-z]+'s )?(?:daughter|son|child|kid|brother|sister|grandson|granddaughter|grandchild|nephew|niece|next of kin)\b[^.!?]{0,40}\byou(?:'re| are) (?:now )?(?:personally |legally )?(?:responsible|liable|on the hook)\b|\bcomo (?:su )?(?:hij[oa]|herman[oa]|niet[oa]|sobrin[oa]|familiar)\b[^.!?]{0,40}\b(?<!\bno )(?<!\bno usted )(?:usted )?(?:es|queda|esta|sera) (?:ahora )?(?:legalmente |personalmente )?(?:responsable|obligad[oa])\b/,
          /\b(?:is|are|becomes?) (?:now )?(?:legally )?(?:yours|your (?:debt|responsibility|obligation))(?: now)?\b[^.!?]{0,40}\b(?:since|because|as) (?:you were|you're|you are|you signed up as) (?:an? |the |his |her )?(?:authorized user|emergency contact|reference|spouse|daughter|son|child|next of kin)\b/,
          // Bankruptcy said not to help by its chapter, and the automatic stay said not to reach collectors.
          /\b(?:chapter (?:7|13|seven|thirteen)|ch ?(?:7|13)|filing)\b[^.!?]{0,40}\b(?:won't|will not|can't|cannot|doesn't|does not) (?:\w+ ){0,2}?(?:help|discharge|erase|wipe|clear|touch|cover|save|stop|include|protect)\b|\b(?:can't|cannot|can not) be discharged\b/,
          // Payment said to be owed the collector whatever the bankruptcy: "even if you file, you'll still have to pay us, we're an agency".
          // Paid through a chapter 13 plan or its trustee, it is.
          new RegExp(
            String.raw`${NOT_EXCEPTED_DEBT}\b(?:bankruptcy|chapter (?:7|13|seven|thirteen))\b[^.!?]{0,60}\b(?:still|anyway|regardless|all the same|even so)\b[^.!?]{0,20}\b(?:have to|has to|need to|must|will have to|'ll have to|owe)\b (?:pay )?(?:us|it|this|the (?:balance|debt|bill))\b(?![^.!?]{0,60}\b(?:plan|trustee)\b)`,
          ),
          // A debt said to fall outside a bankruptcy the consumer filed: "that card isn't covered by your chapter 13".
          /\b(?:aren't|are not|isn't|is not|not|never) (?:covered|included|protected|discharged|wiped out|erased|affected) (?:by|in|under|through) (?:the |your |a |any )?(?:bankruptcy|chapter (?:7|13|seven|thirteen))\b/,
          // A debt said to be left out of a discharge the consumer received: "your discharge went through, but hospital bills aren't part of it".
          // Debts a discharge truly leaves owed (EXCEPTED) are left to the reader.
          new RegExp(
            String.raw`${NOT_EXCEPTED_DEBT}(?:\b(?:aren't|are not|isn't|is not|weren't|wasn't|not|never) (?:covered|included|protected|discharged|wiped out|erased|affected) (?:by|in|under|through) (?:the |your |a |any )?(?:(?:bankruptcy|chapter (?:7|13|seven|thirteen)) )?discharge\b|\b(?:discharg\w*|bankruptcy|chapter (?:7|13|seven|thirteen))\b[^.!?]{0,60}\b(?:but|however|though)\b[^.!?]{0,60}\b(?:aren't|are not|isn't|is not|weren't|wasn't|don't|doesn't|didn't|do not|does not|did not|never) (?:\w+ )?(?:part of|included in|covered by|covered|included|wiped|erased|discharged|go away|count|touched)\b)`,
          ),
          /\byou (?:can't|cannot|can not|aren't allowed to|are not allowed to|have no right to) (?:tell|ask|make|get) (?:us|me|them|collectors?) (?:to )?(?:stop|quit|leave you alone)\b/,
          /\bautomatic stay\b[^.!?]{0,40}\b(?:only (?:covers|applies to|protects)|doesn't (?:cover|apply to|stop)|does not (?:cover|apply to|stop)|won't (?:cover|stop))\b[^.!?]{0,30}\b(?:original creditor|collection agenc\w*|collectors?|us|debt buyers?|third part\w*)\b/,
          /\bdisput\w*\b[^.!?]{0,40}\b(?:(?<!\b(?:not|never|no|don't|dont|doesn't)(?: \w+){0,2} )notariz\w*|certified mail only|only count if)\b|\b(?:doesn't|does not|won't|will not|can't|cannot) count as a (?:dispute|valid dispute)\b|\b(?:only|just) for (?:us )?citizens\b|\b(?:doubles|triples) every\b/,
          // A debt said to grow by law, rights said not to reach a territory or to go unenforced, a service cut off over an old bill.
          /\b(?:doubles?|triples?|se duplica|se triplica)\b[^.!?]{0,25}\b(?:by law|por ley|legally)\b|\b(?:by law|por ley)\b[^.!?]{0,25}\b(?:doubles?|triples?|se duplica|se triplica)\b/,
          /\b(?:fdcpa|the law|your rights|those rights|the 30 days?|(?:eso de )?los 30 dias|sus derechos|la ley)\b[^.!?]{0,40}\b(?:only (?:for|applies|covers)|doesn't apply|does not apply|solo (?:es |son |aplica )?para|no aplica)\b[^.!?]{0,40}\b(?:puerto rico|the island|la isla|territor\w*|mainland|the states|estados unidos|citizens?|ciudadanos)\b|\bwho (?:do you think )?enforces? (?:the )?(?:fdcpa|law|rules)\b[^.!?]{0,40}\b(?:nobody|no one|no body)\b/,
          /\b(?:lights|power|electricity|water|gas|heat|utilities|service)\b[^.!?]{0,30}\b(?:go off|goes off|get cut|gets cut|shut off|cut off|disconnected)\b[^.!?]{0,40}\b(?:new (?:place|address|apartment|home)|over this|for this|wherever you (?:go|move))\b/,
          /\b(?:can't|cannot|can not|won't|will not|never|doesn't|does not) (?:ever )?(?:be )?(?:discharged|erased|wiped out|cleared) (?:in|by|through) bankruptcy\b/,
          /\bbankruptcy (?:won't|will not|can't|cannot|doesn't|does not|will never) (?:help|work|apply|discharge|erase|clear|wipe|touch|cover)\b/,
          // The same said across a longer sentence, as the law's own rule for medical bills, or of any debt the Code does not except
          // ("vet bills arent dischargeable", "chapter 7 won't get you out of it").
          new RegExp(
            String.raw`${NOT_EXCEPTED_DEBT}(?:\b(?:bankruptcy|chapter (?:7|13|seven|thirteen))\b[^.!?]{0,60}\b(?:can't|cannot|can not|won't|will not|never) (?:\w+ ){0,2}?(?:be )?(?:discharged|eliminated|erased|wiped out|cleared|forgiven|included)\b|\b(?:law|laws|bankruptcy code|the code)\b[^.!?]{0,30}\b(?:doesn't|does not|won't|will not) (?:allow|let|permit)\b[^.!?]{0,40}\b(?:medical|hospital|health ?care|clinic|doctor) (?:debts?|bills?)\b|\b(?:medical|hospital|health ?care|clinic|doctor) (?:debts?|bills?)\b[^.!?]{0,30}\b(?:aren't|are not|isn't|is not|never|not|can't|cannot) (?:be )?(?:dischargeable|discharged|eliminated|wiped out)\b|\b(?:aren't|are not|isn't|is not|never|not|non ?)(?: (?:\w+ )?)?dischargeable\b|\b(?:bankruptcy|chapter (?:7|13|seven|thirteen)|filing)\b[^.!?]{0,40}\b(?:won't|will not|can't|cannot|doesn't|does not) (?:\w+ ){0,2}?(?:out of|off the hook)\b)`,
          ),
          // A spouse said to inherit the other's debts: no state makes the survivor liable for the deceased's own debts by inheritance.
          /\b(?:spouses?|husbands?|wives|widows?|widowers?|surviving spouses?|married couples?)\b[^.!?]{0,20}\b(?:inherit|inherits|take on|takes on|assume|assumes|pick up|picks up)\b[^.!?]{0,20}\b(?:each other'?s?|one another'?s?|(?:their|his|her) (?:late |deceased )?(?:partner|spouse|husband|wife)'?s?|the (?:other'?s?|deceased'?s?))\b[^.!?]{0,10}\b(?:debts?|bills?|balances?)\b|\b(?:his|her|their|your (?:late |deceased )?(?:husband|wife|spouse|partner|father|mother|dad|mom|son|daughter)'s) (?:[\w$,.-]+ ){0,5}?(?:balance|debt|bill|loan|card|account)\b[^.!?]{0,30}\b(?:is now|now becomes|becomes|became|has become) (?:yours|your (?:debt|responsibility|obligation))\b/,
          // Rights said to be lost for not paying: "pay within 30 days or you lose all your rights as a consumer".
          /\b(?:or|otherwise|if you don't pay|if you do not pay|if it's not paid|if not paid)\b[^.!?]{0,20}\b(?:you )?(?:lose|forfeit|give up|waive)\w* (?:all |any )?(?:of )?(?:your )?(?:consumer |legal |dispute |fdcpa )?rights\b/,
          // Identity theft said to leave the victim liable: "identity theft isn't a legal excuse, you're still responsible".
          /\b(?:identity theft|identity fraud|stolen identity)\b[^.!?]{0,30}\b(?:is not|isn't|is no|not an?|doesn't|does not|won't|will not)\b (?:a |an )?(?:\w+ )?(?:excuse|defen[cs]e|get you (?:out|off)|change (?:anything|what you owe|that you owe)|relieve you|release you|let you off)\b|\b(?:still|remain|remains)\b (?:legally |personally |fully )?(?:responsible|liable|on the hook)\b[^.!?]{0,40}\b(?:even if|even though|regardless of|despite)\b[^.!?]{0,30}\b(?:identity|stolen|fraud\w*|someone else opened)\b/,
          // A sale of the debt said to leave the old dispute, payments or history behind: "the dispute you sent the first company doesn't carry over".
          /\b(?:disputes?|payment history|(?:old |prior |previous |past |earlier )?payments?|(?:account )?history|defenses?|credits?|the record)\b[^.!?]{0,60}\b(?:don't|do not|doesn't|does not|won't|will not|didn't|did not|no longer) (?:\w+ )?(?:carry (?:over|forward)|transfer(?:s|red)?(?: over)?|follow(?: it| the (?:account|debt))?|come with|count|apply|stand|matter|exist)\b(?<=\b(?:sold|resold|transferred|assigned|bought|purchased|chang(?:es|ed|ing) hands|new owner|first company|previous (?:company|creditor|owner|agency|collector)|old (?:company|agency|creditor|collector)|prior (?:company|agency|collector|owner))\b[\s\S]{0,240})/,
          // Bankruptcy said to be closed to the consumer: "once placed with an agency it can no longer go in a bankruptcy", "bankruptcy isn't on the table".
          /(?<!\b(?:if|whether|unless|in case)\b[^.!?]{0,30})\bbankruptcy\b[^.!?]{0,25}\b(?:isn't|is not|aren't|are not|not|no longer|never) (?:really |even |actually |currently |truly |an? |one of your )*(?:options?|on the table|available|possible|allowed|open to you|a choice|an avenue)\b/,
          /\b(?:you|debtors?|consumers?|people|the (?:consumer|borrower|debtor)|it|(?:a|an|the|this|that|your|any) (?:[\w'-]+ ){0,5}?(?:account|debt|loan|card|balance|bill|collections?)) (?:can't|cannot|can not|can no longer|could no longer|no longer can|are no longer able to|is no longer able to|aren't allowed to|are not allowed to|isn't allowed to|are not able to|aren't eligible to|are not eligible to|won't be able to|may not|can never) (?:\w+ ){0,2}?(?:include|list|put|add|file|discharge|bring|run|declare|go|be (?:included|listed|discharged|put))\w*\b[^.!?]{0,30}\b(?:in|into|under|through|with|for) (?:a |your |the |any )?(?:chapter (?:7|13|seven|thirteen) )?(?:bankruptcy|chapter (?:7|13|seven|thirteen))\b/,
          /\b(?:never|doesn't|does not|won't|will not) (?:go|goes) away\b/,
          /\b(?:never|doesn't|does not|won't|will not) (?:ever )?expires?\b/,
          /\bfollow you (?:forever|for life|for the rest of your life|to the grave|everywhere)\b/,
          /\b(?:no statute of limitations|can never be time.?barred)\b/,
          /\b(?:debt|balance|amount|it) (?:will|is going to|is gonna) (?:double|triple)\b/,
          // False statements about the law: bankruptcy, limitations, a debt "enforceable forever".
          /\bbankruptcy\b[^.!?]{0,40}\b(?:won't|will not|wouldn't|would not|can't|cannot|doesn't|does not|isn't going to|is not going to) (?:\w+ ){0,2}?(?:discharge|erase|wipe|clear|eliminate|get rid of|remove|cover|include|touch|help|save|stop|protect)\b/,
          /\b(?:can't|cannot|won't|will not|not) (?:be )?(?:discharged|included|eliminated|erased|wiped out|cleared) (?:in|by|through|with|under) (?:a |any )?(?:bankruptcy|chapter (?:7|13))\b|\b(?:exempt from bankruptcy|bankruptcy proof)\b/,
          /\bstatutes? of limitations?\b[^.!?]{0,40}\b(?:doesn't|does not|don't|do not|won't|will not|never|can't|cannot|isn't|is not) (?:\w+ )?(?:apply|applies|protect|protects|cover|covers|run|runs|expire|expires|matter|help|relevant)\b/,
          /\blimitations? (?:period |clock )?(?:never|doesn't|does not|won't|will not) (?:\w+ )?(?:runs? out|expires?|ends?|applies|apply)\b/,
          /\b(?:law|laws|fdcpa|fair debt collection practices act|regulation f|reg f|these rules|consumer protection laws?)\b[^.!?]{0,20}\b(?:doesn't|does not|don't|do not|won't|will not) (?:even )?(?:apply|cover) (?:to )?(?:us|law firms|attorneys|this|our firm|your (?:debt|account))\b/,
          // The consumer's rights said not to reach this debt ("sus derechos de consumidor no aplican aquí porque es una escuela"); the
          // law truly leaves out business debts.
          /\b(?:your|those|these|the|sus|los|esos|tus) (?:consumer |legal |fdcpa |federal )?(?:rights|protections|derechos|protecciones)(?: (?:de|como) consumidor(?:es)?| as a consumer| under the (?:law|fdcpa))?\b[^.!?]{0,20}\b(?:don't|do not|doesn't|does not|won't|will not|no) (?:really |even |realmente |se )?(?:apply|cover|aplican?|cubren)\b(?![^.!?]{0,40}\b(?:business|commercial|negocios?|empresas?|comerciales?)\b)/,
          // Rights the law gives, denied: dispute, verification, a lawyer; a debt "not" from a collector.
          /\byou (?:have no|don't have (?:a|the|any)|do not have (?:a|the|any)|lost (?:your|the)|no longer have (?:a|the|any)) rights? to (?:dispute|challenge|contest|verification|ask for verification|a lawyer|an attorney|request)\b|\byou (?:can't|cannot|can no longer|are not allowed to) (?:dispute|challenge|contest)\b|\btoo late to (?:dispute|challenge|contest)\b|\byou (?:can|could|will) never (?:\w+ )?(?:dispute|challenge|contest)\b|\byou (?:won't|will not) (?:ever )?be able to (?:dispute|challenge|contest)\b/,
          /\b(?:this is not|this isn't|we are not|we're not|not) (?:an attempt to collect|a debt collector|debt collectors|a collection)\b/,
          /\b(?:gave up|waived|lost|forfeited|signed away) (?:any|your|the|all) (?:right|rights) to (?:dispute|a lawyer|an attorney|sue|go to court|contest|challenge)\b|\blawyers? (?:can't|cannot|can not|aren't allowed to|are not allowed to|won't be able to) (?:get involved|help|represent|do anything)\b/,
          // The consumer's validation information (1692g(a)(5)) said to be confidential or not owed: "we're not required to tell you who
          // the original creditor was", "who owns the debt now is protected information". Its own "not" is the false statement's wording.
          new RegExp(
            String.raw`${NOT_TO_OTHERS}(?:${VALIDATION_INFO}[^.!?]{0,60}${WITHHELD}|${WITHHELD}[^.!?]{0,60}${VALIDATION_INFO}|${VALIDATION_INFO}[^.!?]{0,40}[.;:]\s*(?:that|this|it)(?:'s| is)? (?:\w+ )?(?:confidential|private|proprietary|protected|classified|privileged)\b)(?![^.!?]*\b(?:to|with) ${SOMEONE_ELSE})`,
          ),
        ],
        es: [
          // La deuda de un familiar dicha suya: contacto de emergencia, usuario autorizado, hijos, viuda.
          /\b(?:contacto de emergencia|usuario autorizado|referencia|hij[oa]s?|viud[oa]|herederos?)\b[^.!?]{0,80}\b(?:responsabilidad (?:suya|tuya|de usted)|(?:es|son) (?:suya|tuya|de usted)|le toca pagar|tiene que pagar(?:la|lo)?|(?:usted|tu) (?:es|eres) responsable)\b|\b(?:responsabilidad (?:suya|tuya)|le toca pagar)\b[^.!?]{0,60}\b(?:contacto de emergencia|usuario autorizado)\b/,
          /\b(?:nomas|solo|solamente|nada mas) (?:es )?para ciudadanos\b|\bdisputa\w*\b[^.!?]{0,40}\bnotariad\w*|\bse (?:duplica|triplica) cada\b/,
          /\bno (?:esta|estan|queda|quedan|entra|entran) (?:cubiert|incluid|protegid|perdonad)\w* (?:por|en|bajo) (?:la |su )?(?:bancarrota|quiebra|capitulo (?:7|13))\b/,
          new RegExp(
            String.raw`${NOT_EXCEPTED_DEBT}(?:\bno (?:se )?(?:incluye\w*|entra\w*|cae\w*|cubre\w*|descarga\w*|perdona\w*|borra\w*|elimina\w*)\b[^.!?]{0,20}\b(?:en |con |por |bajo )?(?:el |la |su )?(?:descargo|descarga)\b|\b(?:el |su |la )?(?:descargo|descarga)\b[^.!?]{0,20}\bno (?:incluye|cubre|aplica|abarca|toca|borra)\w*\b[^.!?]{0,30}\b(?:deudas?|cuentas?|facturas?|saldos?))`,
          ),
          /\bno (?:se )?puede(?:n)? (?:ser )?(?:eliminar|borrar|perdonar|cancelar|descargar|eliminad[oa]|borrad[oa]|perdonad[oa]|cancelad[oa]|descargad[oa]) (?:en|con|por|mediante) (?:la |una )?(?:bancarrota|quiebra)\b/,
          /\b(?:la )?(?:bancarrota|quiebra) no (?:le |te )?(?:va a )?(?:ayuda|ayudara|ayudar|sirve|servira|servir|aplica|elimina|eliminara|eliminar|borra|borrara|borrar|cubre|cubrira)\b/,
          /\b(?:disputas?|reclamos?|historial(?: de pagos)?|pagos?(?: anteriores| previos)?)\b[^.!?]{0,50}\bno (?:\w+ )?(?:pasa|pasan|se transfiere|se transfieren|cuenta|cuentan|vale|valen|aplica|aplican|sigue|siguen|existe|existen)\b(?<=\b(?:vend\w*|revend\w*|cedi\w*|transferi\w*|compr[oa]\w*|traspas\w*|primera (?:compania|empresa|agencia)|(?:compania|empresa|agencia|acreedor) anterior|acreedor original)\b[\s\S]{0,240})/,
          /(?<!\b(?:si|aunque)\b[^.!?]{0,30})\b(?:bancarrota|quiebra)\b[^.!?]{0,20}\b(?:ya )?no (?:es|esta|seria|sera|queda) (?:una |como |realmente |de verdad )*(?:opcion|alternativa|posible|disponible|permitida|camino)\b|\b(?:usted|ud|tu|el deudor|los deudores|la gente|esta cuenta|la cuenta|esta deuda|la deuda|ya) no (?:puede|podra|se puede|podria|le permiten|tiene permitido|tiene derecho a)\b (?:\w+ ){0,2}?(?:incluir|meter|poner|declarar|presentar|descargar|agregar|entrar)\w*\b[^.!?]{0,30}\b(?:bancarrota|quiebra)\b/,
          /\b(?:nunca|jamas) (?:va a )?(?:desaparece\w*|se va a ir|se ira|vence|vencera|expira\w*|prescrib\w*)\b|\bno (?:desaparece\w*|se va a ir|prescribe|vence) nunca\b/,
          /\b(?:lo|la|le|te) (?:seguira|va a seguir|perseguira) (?:para siempre|toda la vida|de por vida|hasta la tumba)\b/,
          /\b(?:no tiene fecha de prescripcion|no prescribe|no hay prescripcion)\b/,
          /\b(?:aumentara|subira|crecera|va a (?:aumentar|subir|crecer)) al (?:doble|triple)\b|\bse (?:duplicara|triplicara|va a duplicar|va a triplicar)\b/,
          // Las mismas falsedades de ley: la deuda médica que la bancarrota no elimina, el cónyuge que hereda deudas, derechos perdidos por no pagar, el robo de identidad sin efecto.
          /\b(?:la ley|por ley)\b[^.!?]{0,30}\bno (?:lo |la )?(?:permite|deja|autoriza)\b[^.!?]{0,20}\b(?:con |para |en )?(?:las )?deudas? (?:medicas?|de hospital|de salud|de clinica)\b|\bdeudas? (?:medicas?|de hospital|de salud)\b[^.!?]{0,30}\bno (?:se )?(?:pueden?|podran?) (?:eliminar|descargar|borrar|perdonar)\w*/,
          // Quien sobrevive dicho responsable de la deuda propia del difunto: "ahora que falleció su esposo, usted tiene que pagar".
          /\b(?:ahora que|como|ya que|desde que|despues de que|tras que) (?:(?:su|tu) (?:espos[oa]|marido|mujer|pareja|madre|mama|padre|papa|padres|hij[oa]|herman[oa]|abuel[oa])\b[^.!?]{0,15}\b(?:fallecio|murio|falleciera|muriera|ya no esta|partio)|(?:fallecio|murio|partio) (?:su|tu) (?:espos[oa]|marido|mujer|pareja|madre|mama|padre|papa|padres|hij[oa]|herman[oa]|abuel[oa]))\b[^.!?]{0,80}\b(?:usted (?:tiene que pagar|debe pagar|es responsable|responde|tiene que responder|queda obligad[oa])|le toca (?:pagar|a usted)|(?:es|son) suy[oa]s?|personalmente)\b/,
          /\b(?:los |las )?(?:conyuges|esposos|esposas|viud[oa]s|parejas casadas)\b[^.!?]{0,20}\b(?:heredan|hereda|asumen|se quedan con)\b[^.!?]{0,20}\b(?:las )?deudas\b|\b(?:su|la) (?:deuda|saldo|cuenta|prestamo|tarjeta)\b[^.!?]{0,40}\bahora (?:es|le toca|le corresponde) (?:suy[oa]|a usted|de usted|pagarl[oa] a usted)\b/,
          /\b(?:o|si no|de lo contrario)\b[^.!?]{0,80}(?<!\b(?:no|nunca|ni) )\b(?:pierde|perdera|va a perder|renuncia a|se queda sin) (?:todos )?(?:sus|los) derechos\b/,
          /\b(?:robo|fraude|suplantacion|usurpacion) de (?:su |la )?identidad\b[^.!?]{0,30}\bno (?:es|sirve como|cuenta como|le quita|lo libera|la libera|cambia|le exime)\b|\bsigue siendo responsable\b[^.!?]{0,40}\b(?:aunque|aun si|incluso si|a pesar de)\b[^.!?]{0,30}\b(?:identidad|robo|fraude)\b|\b(?:no es excusa|no le exime)\b[^.!?]{0,30}\b(?:robo|fraude|suplantacion) de (?:su |la )?identidad\b/,
          /\b(?:bancarrota|quiebra)\b[^.!?]{0,60}\bno (?:le |te |se )?(?:va a |puede |podra |podria |lo |la )?(?:quitar|eliminar|borrar|cubrir|incluir|perdonar|salvar|proteger|librar|descargar)\w*/,
          /\bprescripcion\b[^.!?]{0,30}\bno (?:se )?(?:aplica|cuenta|corre|vence|protege|importa)\w*/,
          /\b(?:la ley|las leyes|fdcpa)\b[^.!?]{0,15}\bno (?:nos |le |se )?(?:aplica|aplican|cubre|cubren)\b/,
          /\bdisput\w*\b[^.!?]{0,20}\b(?:are|is) (?:only|just|strictly) (?:for|about|meant for|available (?:for|in)|allowed (?:for|in))\b|\b(?:can|may) only dispute (?:if|when|for|in)\b|\b(?:las )?disputas? (?:son|es) (?:solo|solamente|nada mas|unicamente) (?:para|por|en)\b|\bsolo (?:puede|se puede|podra) disputar (?:si|cuando|por|en)\b/,
          // (Never said of nobody: "Nobody can revoke your citizenship over a debt" is the truth.)
          /(?<!\b(?:nobody|no one|nothing|nadie)\b[^.!?]{0,40})\b(?:won't|will not|can't|cannot|refuse\w* to|deny|denies|denied|block\w*|revok\w*|suspend\w*|flag\w*|hold\w* up|not (?:be )?(?:able to )?(?:renew|issue|get))\b[^.!?]{0,30}\b(?:passports?|driver'?s? licen[cs]es?|visas?|green cards?|citizenship|naturali[sz]ation|security clearances?)\b[^.!?]{0,60}\b(?:collections?|unpaid|outstanding|delinquent|past due|debts?|balances?)\b|\bno (?:le |te )?(?:renuevan|renovaran|van a renovar|dan|daran|van a dar)\b[^.!?]{0,20}\b(?:pasaporte|licencia|visa|ciudadania|green card)\b[^.!?]{0,60}\b(?:deuda|cobranza|saldo|cuenta)\b/,
          /\bno (?:tiene|tendra) (?:ningun )?derecho a (?:disputar|impugnar|reclamar|un abogado|la verificacion)\b|\bno (?:puede|podra|va a poder) (?:disputar|impugnar)\b|\bya no (?:puede|podra|va a poder) reclamar\b|\b(?:ya )?es (?:muy )?tarde para (?:disputar|impugnar)\b|\b(?:esto no es|no somos) (?:un intento de cobr\w*|cobradores|un cobrador)\b/,
          new RegExp(
            String.raw`${VALIDATION_INFO_ES}[^.!?]{0,60}${WITHHELD_ES}|${WITHHELD_ES}[^.!?]{0,60}${VALIDATION_INFO_ES}|${VALIDATION_INFO_ES}[^.!?]{0,40}[.;:]\s*(?:eso |esto )?es (?:\w+ )?(?:confidencial|privad[oa]|reservad[oa]|protegid[oa]|secret[oa])\b`,
          ),
        ],
      },
      { negatable: false },
    );
    // The same false statements worded positively: a denial of them is the truth ("interest will not double").
    for (const t of matchAll(
      m,
      {
        en: [
          /\b(?:interest|balance|debt|amount|fees?|what you owe)\b[^.!?]{0,25}\b(?:will|is going to|are going to|gonna|could|can|would) (?:soon |quickly |easily )?(?:double|triple|quadruple|skyrocket|balloon|explode)\b|\bowe (?:twice|double|triple) (?:as much|the amount)\b/,
          /\b(?:enforceable|collectible|collectable|valid|owed) (?:\w+ )?(?:forever|for life|for the rest of your life|indefinitely|permanently|no matter how (?:old|long))\b/,
          /\b(?:collect|sue|pursue|come after you)\b[^.!?]{0,20}\b(?:whenever we (?:like|want|please)|forever|any time we (?:like|want))\b/,
          // A debt said to outlive the discharge: "medical debts survive the bankruptcy discharge", "sobreviven a la bancarrota".
          new RegExp(
            String.raw`${NOT_EXCEPTED_DEBT}(?:\b(?:survive[sd]?|surviving|outlast\w*|outlive\w*) (?:the |your |a )?(?:bankruptcy(?: discharge)?|discharge|chapter (?:7|13|seven|thirteen))\b|\bsobreviv\w* (?:a )?(?:la |el |su )?(?:bancarrota|quiebra|descargo|descarga)\b)`,
          ),
          // A remedy said to be the collector's to restart at will: "we can start the levy back up whenever we like".
          /\b(?:garnish\w*|levy|levies|seiz\w*|restart\w*|resum\w*|start (?:it|them|that) (?:back )?up|turn (?:it|that) back on)\b[^.!?]{0,25}\b(?:whenever we (?:like|want|please|feel like it)|any ?time we (?:like|want|please))\b/,
          // The right to complain to a regulator said to be barred: "the law doesn't let you report a licensed agency".
          /\b(?:law|laws|fdcpa|regulations?|rules)\b[^.!?]{0,30}\b(?:says|say|means|provides)? ?(?:that )?you (?:can't|cannot|can not|aren't allowed to|are not allowed to|have no right to|may not) (?:file|make|submit|lodge|bring|send) (?:a |any )?(?:complaints?|reports?)\b|\byou (?:can't|cannot|can not|aren't allowed to|are not allowed to|have no right to|may not) (?:file|make|submit|lodge) (?:a |any )?complaints? (?:against|about|on) (?:us|a licensed|licensed|collectors?|this (?:agency|office|firm))\b/,
          // A parent told a grown child's debt is theirs: "as her mother you're legally on the hook".
          /\bas (?:his|her|their|the) (?:parents?|mother|father|mom|dad|stepmother|stepfather|guardian at home)\b[^.!?]{0,40}\b(?:responsible|liable|on the hook|have to pay|must pay|owe)\b|\b(?:legally |personally )?(?:responsible|liable|on the hook)\b[^.!?]{0,15}\bas (?:his|her|their) (?:parents?|mother|father|mom|dad)\b/,
          /\b(?:the |state |federal )?law (?:requires|mandates|obligates|forces|imposes)\b[^.!?]{0,40}\b(?:penalt\w*|fees?|surcharges?|interest|charges?|pay)\b|\b(?:penalt\w*|fees?|surcharges?)\b[^.!?]{0,20}\b(?:required|mandated) by (?:state |federal )?law\b|\b(?:penalt\w*|fees?|surcharges?|charges|interest)\b[^.!?]{0,20}\b(?:the |state |federal )?law (?:requires|mandates|makes)\b/,
          /\blaw (?:requires|obligates|forces) you to (?:respond|reply|answer|call|contact|provide|give|share)\b|\b(?:legally|by law) (?:required|obligated|bound) to (?:respond|reply|answer|call|provide|give|share)\b|\b(?:rights|dispute rights) (?:are|were|have been) (?:gone|void|waived|lost|expired|forfeited)\b|\b(?:waived|gave up|forfeited|signed away) (?:all )?(?:of )?your rights\b|\bwe(?:'ve| have) (?:already )?(?:won|obtained|got|gotten|secured) (?:a )?(?:judgment|judgement)\b/,
          // A dead person's debts said to pass on their own to the spouse or family: "the loan goes to the widow automatically".
          /\b(?:debts?|balances?|bills?|accounts?|loans?|cards?)\b[^.!?]{0,40}\b(?:go|goes|went|pass|passes|passed|transfer\w*|fall|falls|shift\w*|move|moves|become|becomes)\b (?:automatically )?(?:over )?(?:on )?to (?:the |his |her |their |a |you,? (?:the |his |her )?)?(?:wife|husband|spouse|widow|widower|surviving spouse|family|kids|children|heirs?|next of kin)\b|\bautomatically (?:become|becomes|pass|passes|transfers?|go|goes|fall|falls) (?:to |on )?(?:yours|you|your (?:debt|responsibility)|the (?:wife|husband|spouse|widow|widower|family))\b/,
          // Contact said to be unlimited by law: "the new rules let collectors text you as often as they like".
          /\b(?:can|may|are allowed to|get to|are free to|lets? (?:us|collectors|them)) (?:call|text|contact|message|email)\w* (?:you )?(?:as (?:much|often|many times) as (?:we|they|i|you|collectors) (?:want|like|please)|whenever (?:we|they) (?:want|like|please)|without (?:any )?limits?)\b/,
          // The debt said to fall on the consumer's family after death: "if it isn't settled it passes to your children", "your grandkids will be stuck with it".
          /(?:\b(?:it|this|that|the (?:rest|remainder|balance|debt|loan|bill|account|contract)|what(?:ever)?(?:'s| is)? (?:left|owed|remains))\b[^.!?]{0,40}\b(?:pass(?:es)?|go(?:es)?|falls?|lands?|transfers?|shifts?|gets? passed|is passed|ends? up)|\$ ?\d[\d,.]*[^.!?]{0,40}\b(?:pass(?:es)?|falls?|transfers?|gets? passed|is passed))\b (?:down |over |right |straight )?(?:on(?:to)?|to) (?:your|his|her) (?:grand)?(?:children|kids|sons?|daughters?|family|heirs|grandkids|spouse|wife|husband|family members)\b|\byour (?:grand)?(?:children|kids|sons?|daughters?|family|heirs|grandkids|spouse|wife|husband)\b[^.!?]{0,20}\b(?:will|would|'ll|are going to|is going to|could|may|might) (?:be |get |end up )?(?:stuck|saddled|left|burdened|on the hook) (?:with|paying|for)\b/,
          /\byour (?:children|kids|family|spouse|wife|husband|heirs|parents|son|daughter) (?:will |would |'ll |are going to |is going to )?(?:inherit|be (?:responsible|liable|on the hook|paying|the ones paying)|have to pay|end up paying|owe)\b/,
          // A survivor told the late relative's own debt is now theirs: "now that your wife passed, state law makes you personally responsible".
          /\b(?:now that|since|because|after|with|as) (?:your|his|her) (?:late )?(?:wife|husband|spouse|partner|mom|mother|dad|father|parents?|son|daughter|brother|sister|grand\w+)(?:'s)? (?:has |had |have |is |are )?(?:passed(?: away| on)?|died|gone|dead|deceased)\b[^.!?]{0,80}\b(?:you(?:'re| are)? (?:now )?(?:legally |personally )?(?:responsible|liable|on the hook)|(?:on|to) you personally|your (?:personal )?(?:responsibility|debt|obligation)|(?:is|are) yours|you (?:have to|must|need to) pay|you personally)\b/,
          /\b(?:as (?:his|her|their) (?:next of kin|heirs?|son|daughter|child|widow|widower|spouse|family|relative)|next of kin)\b[^.!?]{0,40}\b(?:responsible|liable|obligated|on the hook|have to pay|must pay|owe|(?<!(?:\bnot|\bnever|n't) )(?:expected|required|supposed|obliged|asked) to (?:pay|take care of|cover|handle|settle|clear|make good on)|(?<!(?:\bnot|\bnever|n't|\bno) )(?:need|needs|have|has) to (?:take care of|cover|handle|settle|clear))\b|\byou(?:'re| are)? (?:now )?(?:legally |personally )?(?:responsible|liable) for (?:his|her|their|your (?:late |deceased )?(?:father|mother|husband|wife|parent|brother|sister)'?s?) (?:debts?|balance|card|account|bill|loan)\b/,
          /\b(?:can't|cannot|can not|not allowed to|no right to|don't get to) (?:ask|tell|request|make|demand) (?:us|me)? ?(?:to )?(?:stop|quit|cease) (?:contacting|calling|texting|messaging|writing)\b|\b(?:lose|lost|no longer have|don't have|give up)\b[^.!?]{0,12}\b(?:the |your |any )?rights? to (?:ask for|request|demand|get) (?:proof|verification|validation|documents|the paperwork)\b/,
          /\b(?:(?:federal|state|the) (?:law|laws|rules?|regulations?|regs)|laws|regulations|regs)\b[^.!?]{0,15}\b(?:say|says|require[sd]?|mandates?|makes? (?:me|us)|obligates?)\b(?![^.!?]{0,25}\b(?:tell|inform|notify|disclose|let you know|give you|send you|provide you|remind|stop|pause|verify)\b)[^.!?]{0,40}\b(?:payment|pay|plan|deposit)\b|\b(?:treat\w*|consider\w*|count\w*|classif\w*|becomes?|became|turn\w* (?:it )?into|is now|now)\b[^.!?]{0,25}\b(?:an? )?(?:tax debt|tax lien|government debt|federal debt|irs debt|criminal (?:matter|case|debt))\b|\b(?:deuda|adeudo) (?:fiscal|tributaria|de impuestos|con el gobierno|federal|penal)\b/,
          // Also a collection statute cited by name or section as the source of a duty to pay: "under 15 USC 1692k you're required to pay within 30 days".
          // The FDCPA and Regulation F bind collectors; they put no duty to pay on the consumer.
          /\b(?:under|by) (?:state |federal |the )?law,? you (?:must|have to|are (?:legally )?(?:obligated|required|bound))\b|\b(?:under|by|per|according to|pursuant to) (?:the )?(?:fdcpa|fair debt collection practices act|regulation f|reg f|(?:15 )?u\.? ?s\.? ?c\.?(?: §+)? ?\d+\w*|(?:section |sec\.? |§ ?)?1692\w*|(?:12 )?c\.? ?f\.? ?r\.?(?: part)? ?\d+[\w.]*|1006[.,]\d+\w*)(?: \(\w+\))*,? you(?:(?:'re| are) (?:legally )?(?:obligated|required|bound) to| (?:must|have to|need to)) (?:pay|settle|remit|clear|resolve)\b|\blegally (?:obligated|required|bound) to pay\b[^.!?]{0,20}\b(?:today|now|immediately|right away|this week|by)\b/,
          // Silence given a legal effect it has not: "not answering within 72 hours counts as admitting the debt".
          /\b(?:not (?:answering|responding|replying)|no (?:answer|response|reply)|(?:your )?silence|ignoring (?:this|us|me|the \w+)|failure to (?:respond|answer|reply))\b[^.!?]{0,60}\b(?:counts? as|(?:is|are|gets?|will be) (?:treated|taken|considered|deemed|read|seen) as|means? (?:that )?you(?:'re| are)?|equals|amounts? to|is the same as)\s+(?:an? |legally )?(?:admit\w*|admission|accept\w*|agree\w*|consent\w*|confess\w*|waiv\w*|legal (?:admission|acceptance|agreement)|signing|a signature)\b/,
          // A payment said to admit the debt or to end the right to dispute: "once you pay anything you've admitted it's valid".
          /(?:\b(?:pay\w*|payment|a dollar|anything)\b|\$ ?\d[\d,.]*)[^.!?]{0,50}\b(?:admit\w*|admission|accept\w*|acknowledg\w*|agree\w*|confirm\w*|concede\w*)\b[^.!?]{0,30}\b(?:debt|it|balance|the amount|that you owe|you owe)\b[^.!?]{0,20}\b(?:is |was |are )?(?:valid|yours|owed|correct|legit\w*|accurate)\b|\b(?:pay\w*|payment)\b[^.!?]{0,50}\b(?:waives?|gives? up|forfeits?|ends?|cancels?|erases?|loses?|lose|kills?|voids?)\b[^.!?]{0,20}\b(?:your |the |any )?(?:right|chance|ability|option) to (?:dispute|contest|challenge)\b/,
          // The law said to forbid a discount or a plan, or to require full payment: "federal law has us collect every cent, no plans allowed".
          /\b(?:(?:federal|state|the) (?:law|laws|regulations?|rules?|regs)|laws|regulations|regs|the cfpb|the fdcpa|by law|legally)\b[^.!?]{0,20}\b(?:requires?|mandates?|says|forces?|obligates?|makes?)\b[^.!?]{0,40}\b(?:collect|pay|payment|get|recover)\w*\b[^.!?]{0,20}(?:\b(?:the )?(?:full|entire|whole|total) (?:\$ ?\d[\d,.]*|amount|balance|sum)|\bin full\b|\bevery (?:penny|cent|dollar)\b|\ball of it\b|\b100 ?%)/,
          /\b(?:law|laws|regulations?|regs|rules|fdcpa|cfpb|legally|by law|federal|government|irs)\b[\s\S]{0,120}?\b(?:not allowed|not permitted|aren't allowed|are not allowed|prohibited|forbidden|barred|can't legally|cannot legally|legally (?:can't|cannot)|illegal (?:for us )?to)\b (?:to |from )?(?:offer|giv|accept|do|mak|agree to|set up|grant|approv)\w*\b[^.!?]{0,20}\b(?:plans?|discounts?|settlements?|installments?|less|reductions?|arrangements?|deals?)\b|\b(?:not allowed|not permitted|aren't allowed|are not allowed|prohibited|forbidden|barred|can't legally|cannot legally|legally (?:can't|cannot)|illegal (?:for us )?to)\b (?:to |from )?(?:offer|giv|accept|do|mak|agree to|set up|grant|approv)\w*\b[^.!?]{0,20}\b(?:plans?|discounts?|settlements?|installments?|reductions?|arrangements?|deals?)\b[\s\S]{0,80}?\b(?:law|laws|regulations?|fdcpa|cfpb|federal|government)\b/,
          // A settlement said to be barred by law: "under state law a repair loan may not be negotiated down".
          /\b(?:by law|legally|under (?:state |federal |the )?law|(?:state|federal|the) law (?:says|states|requires|provides))\b[^.!?]{0,60}\b(?:can't|cannot|can not|may not|must not|isn't allowed to|aren't allowed to|is not allowed to|are not allowed to|is not permitted to|are not permitted to) (?:ever )?be (?:settled|negotiated|reduced|discounted|compromised|lowered|forgiven|written down)\b|\b(?:can't|cannot|can not|may not) (?:legally )?be (?:settled|negotiated|reduced|discounted|compromised|lowered) (?:for less )?(?:\w+ ){0,3}?(?:by law|legally|under (?:the )?law)\b|\b(?:it(?:'s| is)|would be) (?:illegal|against the law|unlawful) (?:for (?:us|me|anyone) )?to (?:settle|negotiate|reduce|discount|accept less|take less|compromise)\b/,
          // The debt said to be beyond dispute, often in an authority's name: "this loan can't be disputed, the IRS says so".
          /\b(?:can't|cannot|can not|may not|could not|couldn't|can never) be (?:disputed|contested|challenged|questioned)\b|\b(?:isn't|is not|aren't|are not|not) (?:\w+ )?(?:disputable|contestable|open to (?:a )?dispute|subject to (?:a )?dispute)\b|\b(?:non|un) ?disputable\b/,
          // A sale of the debt said to wipe the slate: "since it was sold, legally it resets", "you start from zero with us".
          /\b(?:sold|resold|sale|transferred|assigned|bought|purchased|chang(?:es|ed|ing) hands)\b[^.!?]{0,60}\b(?:resets?|reset (?:everything|it|the account)|starts? (?:over|fresh|from (?:zero|scratch))|(?:starting|start) (?:over|fresh|from (?:zero|scratch))|clean slate|fresh start|wipes? (?:out |away )?(?:the |your |any |all )?(?:disputes?|history|record|payments?|defenses?))\b/,
          // A balance said to grow at a rate no consumer contract carries: "keeps growing 10% every month you wait".
          /\b(?:grow|increas|go(?:es)? up|going up|climb|rise|rising|add|pil|compound|balloon)\w*\b[^.!?]{0,30}\b(?:[5-9]|[1-9]\d)(?:[.,]\d+)? ?(?:%|percent) (?:a|per|each|every) (?:month|week|day)\b|\b(?:[5-9]|[1-9]\d)(?:[.,]\d+)? ?(?:%|percent) (?:a|per|each|every) (?:month|week|day)\b[^.!?]{0,30}\b(?:you wait|you don't pay|you delay|it sits|until you pay)\b/,
          // A public benefit said to be cut off over a private collection account, or said to be out of reach while debts are in collection.
          /\b(?:suspend|cut off|cuts off|stop|revok|terminat|cancel|withh[eo]ld|reduc|take away|garnish|pull)\w*\b[^.!?]{0,30}\b(?:benefits?|pension|disability (?:pay|checks?|payments?)|social security|ssi|ssdi)\b[^.!?]{0,60}\b(?:collection accounts?|(?:accounts?|debts?|bills?) in collections?|unpaid (?:bills?|debts?|accounts?|balances?)|(?:outstanding|delinquent|past due) (?:debts?|accounts?|balances?|bills?))\b|\b(?:benefits?|pension|social security)\b[^.!?]{0,20}\b(?:suspended|cut off|stopped|revoked|terminated|cancell?ed|withheld|reduced|taken away)\b[^.!?]{0,60}\b(?:collection accounts?|(?:accounts?|debts?|bills?) in collections?|unpaid (?:bills?|debts?|accounts?|balances?)|(?:outstanding|delinquent|past due) (?:debts?|accounts?|balances?|bills?))\b|\b(?:debts?|accounts?|bills?)\b[^.!?]{0,20}\b(?:in collections?|past due|unpaid|delinquent)\b[^.!?]{0,40}\b(?:can't|cannot|can no longer|no longer|won't be able to|are not allowed to|aren't allowed to) (?:keep |continue to |still )?(?:receiv|get|collect|draw|keep)\w*\b[^.!?]{0,20}\b(?:aid|assistance|benefits?|pension|social security|ssi|ssdi|food stamps|snap|medicaid|wic|subsid\w*|support)\b/,
          // The right to collect admitted gone and payment still claimed: "the creditor took the account back from us, but keep paying us".
          /\b(?:creditor|client|bank|lender|owner|hospital|company|they)\b[^.!?]{0,20}\b(?:pulled|recalled|took back|took|taken|withdrew|reclaimed|called back|moved|sold|reassigned|transferred)\b[^.!?]{0,25}\b(?:account|debt|file|balance)\b[^.!?]{0,30}\b(?:from (?:us|our (?:agency|office|firm|company))|away from us|back|to (?:another|a different|a new) (?:agency|collector|company|firm))\b[\s\S]{0,80}?\b(?:pay us|pay (?:it )?to us|(?:send|make) (?:\w+ ){0,2}?(?:payments?|checks?|money) to us|(?:payments?|checks?|money) (?:should|must|needs? to|will|have to) (?:still )?(?:come|go|be (?:sent|made|paid)) to us|still (?:owe|pay) us|(?:keep|continue) paying us)\b/,
          // The consumer's record of the conversation called unlawful or punishable: "recording this call is illegal", "delete your screenshots or else".
          /\b(?:record\w*|screenshot\w*|screen ?shots?|saving|keeping (?:a )?cop(?:y|ies) of|capturing)\b[^.!?]{0,40}\b(?:chat|call|conversation|messages?|texts?|this)\b[^.!?]{0,60}\b(?:illegal|unlawful|against the law|a crime|criminal|violat\w*|wiretap\w*|prohibited|not allowed)\b|\b(?:delete|erase|remove|destroy)\b (?:\w+ ){0,2}?(?:screenshots?|screen ?shots?|recordings?|copies of (?:this|our|the) (?:chat|conversation|messages))\b[^.!?]{0,40}\b(?:or (?:we|else|you)|before we|otherwise)\b/,
          // Liability for another's debt made out of a likeness or tie that creates none: "legally that makes you jointly responsible".
          /(?<!\b(?:co-?sign\w*|cosign\w*|guarant\w*|joint (?:account|borrower|applicant)|co-?borrower|co-?applicant|co-?maker)\b[\s\S]{0,80})\b(?:that|this|which|it) (?:legally )?makes? (?:you|both of you|the two of you|you both) (?:\w+ )?(?:responsible|liable|on the hook|obligated)\b|\beither (?:one )?of you (?:can|could|will|may) be (?:made|forced|required) to pay\b|\b(?:same (?:lease|address|house|household|apartment|unit|last name|surname|name|initials)|roommates?|housemates?|lives? with (?:you|him|her)|share (?:a|an|the|your) (?:address|house|home|apartment|lease|name|last name))\b[\s\S]{0,120}?\b(?:the law|legally|by law|under (?:the |state )?law)\b[^.!?]{0,20}\b(?:puts?|places?|makes?|holds?|shifts?|transfers?|passes)\b[^.!?]{0,40}\b(?:on|onto|to) you\b/,
          // An agreed plan or settlement disowned: "your plan was approved, but that approval doesn't bind us".
          /\b(?:plan|settlement|agreement|arrangement|deal|approval|promise)\b[^.!?]{0,60}\b(?:doesn't|does not|don't|do not|won't|will not|isn't|is not) (?:really |actually |legally )?(?:bind(?:ing)?|hold|obligate|commit)\b (?:us|me|the (?:firm|agency|creditor|company)|our (?:client|office))?\b|\b(?:we(?:'re| are)|i(?:'m| am)) not (?:legally )?bound by (?:the|that|your|this) (?:approved |agreed |accepted |signed )?(?:payment |hardship |settlement )?(?:plan|settlement|agreement|arrangement|deal|approval)\b/,
        ],
        es: [
          /\b(?:acreedor|cliente|banco|hospital|compania|empresa)\b[^.!?]{0,20}\b(?:retiro|recupero|se llevo|reasigno|vendio|transfirio|nos quito)\b[^.!?]{0,25}\b(?:cuenta|deuda|expediente|saldo)\b[\s\S]{0,80}?\b(?:paguenos|pagarnos|nos (?:tiene|debe) (?:que )?pagar|(?:siga|sigue) pagandonos|(?:mande|envie) (?:\w+ ){0,2}?(?:pagos?|dinero|cheques?) a nosotros)\b/,
          /\b(?:grab\w*|capturas? de pantalla|guardar (?:una )?copia)\b[^.!?]{0,40}\b(?:chat|llamada|conversacion|mensajes?|esto)\b[^.!?]{0,60}\b(?:ilegal|delito|contra la ley|prohibid[oa]|viola\w*)\b|\b(?:borre|elimine|destruya)\b (?:\w+ ){0,2}?(?:capturas?(?: de pantalla)?|grabaciones?)\b[^.!?]{0,40}\b(?:o (?:si no|le|lo|vamos)|antes de que)\b/,
          /(?<!\b(?:cofirm\w*|co-?firm\w*|aval|fiador\w*|codeudor\w*|cuenta conjunta|garant\w*)\b[\s\S]{0,80})\b(?:eso|esto|lo cual) (?:legalmente )?(?:lo|la|le|los|las) (?:hace|convierte en) (?:\w+ )?(?:responsables?|corresponsables?|deudor(?:es|a)?)\b|\bcualquiera de (?:los dos|ustedes) (?:puede|tiene que|debera) pagar\b/,
          /\b(?:plan|acuerdo|arreglo|convenio|aprobacion)\b[^.!?]{0,60}\bno nos (?:obliga|compromete|ata)\b|\bno (?:estamos|quedamos) obligad[oa]s (?:a|por) (?:el|ese|su) (?:plan|acuerdo|arreglo|convenio)\b/,
          /\b(?:interes(?:es)?|saldo|deuda|monto|balance|cuenta)\b[^.!?]{0,25}\b(?:se (?:va|van) a (?:duplicar|triplicar)|se (?:duplic|triplic)\w*|(?:va|van) a (?:duplicarse|triplicarse))\b/,
          /\b(?:embarg\w*|reanud\w*|reinici\w*|volver a (?:embargar|empezar|descontar))\b[^.!?]{0,25}\b(?:cuando (?:queramos|nos de la gana|se nos antoje)|en cualquier momento que queramos)\b/,
          /\b(?:la ley|las leyes|la fdcpa|el reglamento)\b[^.!?]{0,30}\bno (?:le |te )?(?:permite|deja|autoriza)\w* (?:presentar|poner|hacer|levantar) (?:una |ninguna )?(?:queja|denuncia|reclamacion)\b|\bno (?:puede|tiene derecho a|se le permite) (?:presentar|poner|hacer|levantar) (?:una |ninguna )?(?:queja|denuncia)s? (?:contra|sobre) (?:nosotros|un cobrador|cobradores|una agencia)\b/,
          /\bcomo (?:su |tu )?(?:madre|padre|mama|papa|mami|papi)\b[^.!?]{0,40}\b(?:responsable|tiene que pagar|debe pagar|le toca pagar)\b|\b(?:responsable|le toca pagar)\b[^.!?]{0,15}\bcomo (?:su |tu )?(?:madre|padre|mama|papa)\b/,
          // La deuda de un pariente puesta sobre quien lee: "por ley usted responde por las deudas de su hermano" (nadie debe la deuda
          // de un hermano, un hijo adulto o un padre sin haberla firmado).
          /\busted (?:es |sera |queda |resulta )?(?:(?:legalmente |tambien )?(?:responde|responsable|obligad[oa])|tiene que responder|debe responder)\w* (?:por|de|a pagar) (?:las? |los |el )?(?:deudas?|cuentas?|saldos?|pagos?|prestamos?|tarjetas?) (?:\w+ )?de (?:su|tu) (?:herman[oa]|hij[oa]|padre|madre|mama|papa|ti[oa]|prim[oa]|sobrin[oa]|abuel[oa]|suegr[oa]|cunad[oa]|novi[oa]|amig[oa]|nuer[oa]|yerno|vecin[oa]|companer[oa])s?\b/,
          /\b(?:exigible|cobrable|valida|vigente) (?:para siempre|de por vida|indefinidamente|permanentemente)\b/,
          /\b(?:segun|bajo|conforme a|de acuerdo con|por) (?:la )?(?:ley(?: federal| estatal)?|fdcpa|regulacion f|reglamento f|(?:15 )?usc ?\d+\w*|(?:la )?(?:seccion )?1692\w*)(?: [a-z0-9]+)?,? (?:usted )?(?:esta (?:legalmente )?obligad[oa] a|tiene que|debe) (?:pagar|liquidar|saldar|cubrir)\b/,
          /\bla ley (?:exige|requiere|obliga|manda|impone)\b[^.!?]{0,40}\b(?:multa|penalidad|penalizacion|recargo|cargo|interes|pagar)\w*|\b(?:multas?|penalidad(?:es)?|recargos?|cargos?)\b[^.!?]{0,20}\bque (?:la ley|el estado) (?:exige|requiere|obliga|manda|impone)\b/,
          /\bla ley (?:le |lo |la )?obliga a (?:responder|contestar|llamar|dar|proporcionar)\b|\b(?:sus|tus) derechos (?:ya no (?:aplican|valen|existen)|se perdieron|vencieron)\b|\brenuncio a (?:todos )?sus derechos\b|\bya (?:ganamos|obtuvimos) (?:una )?sentencia\b/,
          // A time to pay said to be the law's (set AZ: "la ley federal dice que usted tiene que pagar dentro de 10 dias").
          /\b(?:la ley(?: federal| estatal| del estado)?|las leyes|por ley)\b[^.!?]{0,20}(?:\b(?:dice|dicen|exige|exigen|requiere|requieren|obliga|manda|establece)\b[^.!?]{0,10}?)?\b(?:que )?(?:usted |ud |tu )?(?:tiene que|debe|esta obligad[oa] a) (?:pagar|liquidar|cancelar|saldar)\w*\b[^.!?]{0,30}\b(?:dentro de|en los proximos|antes de(?:l)?|a mas tardar)\b/,
          /\bno (?:puede|puedes|tiene derecho a|tienes derecho a) pedir(?:nos|me)? que (?:dejemos|deje|paremos|pare) de (?:contactar|llamar|escribir|molestar)\w*|\bcomo (?:su |tu )?(?:hij[oa]|familiar|pariente|herederos?|viud[oa]|esposa|esposo)\b[^.!?]{0,40}\b(?:responsable|tiene que pagar|debe pagar|le toca pagar)\b/,
          /\b(?:deudas?|saldos?|cuentas?|prestamos?)\b[^.!?]{0,40}\b(?:pasan?|se pasan?|se transfieren?|quedan?|le tocan?) (?:automaticamente )?a (?:la |el |su |sus )?(?:esposa|esposo|viud[oa]|conyuge|familia|hijos|herederos)\b|\bautomaticamente (?:pasan?|se transfieren?|le tocan?) a (?:usted|la esposa|el esposo|la viuda|el conyuge)\b/,
          /\b(?:podemos|pueden) (?:llamarle|escribirle|mandarle mensajes|textearle|contactarle) (?:todas las veces que|cuantas veces|las veces que|cuando) (?:queramos|quieran|nos de la gana)\b/,
          /\b(?:la deuda|el saldo|el prestamo|la cuenta|eso|esto|lo que (?:queda|falta|debe)|esa deuda|ese saldo)\b[^.!?]{0,40}\b(?:pasa|pasara|pasaria|cae|caera|recae|recaera|queda|quedara|se transfiere|le toca|les toca|les tocara)\b (?:a|sobre|en) (?:sus|tus|su|tu) (?:hijos|hijas|nietos|herederos|familia|familiares|esposa|esposo)\b|\b(?:la|lo|las|los) (?:heredan|heredaran|van a heredar) (?:sus|tus|su|tu) (?:hijos|hijas|nietos|herederos|familia|familiares)\b|\b(?:sus|tus|su|tu) (?:hijos|hijas|nietos|herederos|familia|familiares|esposa|esposo)\b[^.!?]{0,15}\b(?:tendran que|van a tener que|tendra que|va a tener que) (?:responder|pagar\w*|cubrir\w*|hacerse cargo)\b/,
          /\b(?:sus|tus) (?:hijos|hijas|herederos|familiares|padres)\b[^.!?]{0,10}\b(?:heredaran|van a heredar|tendran que pagar|seran responsables|deberan)\b|\b(?:su|tu) (?:esposa|esposo|pareja|familia)\b[^.!?]{0,10}\b(?:tendra que pagar|sera responsable|heredara|debera)\b/,
          /\b(?:no (?:contestar|responder|contesta|responde)|(?:su|tu) silencio|quedarse callad[oa]|ignorar (?:esto|este mensaje|nuestros mensajes))\b[^.!?]{0,60}\b(?:cuenta como|equivale a|se (?:considera|toma|interpreta) como|significa que)\s+(?:una |que )?(?:acept\w*|admit\w*|admision|reconoc\w*|confes\w*|renunci\w*|esta de acuerdo)/,
          /\b(?:crec|aument|sub|acumul)\w*\b[^.!?]{0,30}\b(?:[5-9]|[1-9]\d)(?:[.,]\d+)? ?(?:%|por ciento) (?:cada|al|por|a la|por cada) (?:mes|semana|dia)\b/,
          /\b(?:ley|leyes|reglamento|regulacion\w*|el gobierno|el irs|por ley|legalmente)\b[^.!?]{0,20}\b(?:nos |le )?(?:obliga|obligan|exige|exigen|requiere|requieren|manda)\b[^.!?]{0,40}\b(?:cobr|pag|recuper)\w*\b[^.!?]{0,20}\b(?:el total|todo el saldo|completo|la totalidad|cada centavo|el 100)|\b(?:ley|leyes|reglamento|regulacion\w*|legalmente|por ley|federal|gobierno)\b[\s\S]{0,120}?\b(?:no (?:nos )?(?:permite|permiten|deja|dejan)|prohibe|prohiben|esta prohibido|no (?:podemos|se puede|esta permitido|estamos autorizados a))\b (?:\w+ ){0,2}?(?:ofrecer|dar|hacer|aceptar|aprobar|conceder)\w*\b[^.!?]{0,20}\b(?:planes?|descuentos?|arreglos?|rebajas?|acuerdos?|quitas?|convenios?)\b/,
          /\b(?:pag\w*|abono)\b[^.!?]{0,50}\b(?:acept\w*|admit\w*|reconoc\w*)\b[^.!?]{0,30}\b(?:deuda|saldo|cuenta)\b[^.!?]{0,20}\b(?:es |era )?(?:valida|suya|correcta|legitima)\b|\b(?:pag\w*|abono)\b[^.!?]{0,50}\b(?:pierde|perdera|renuncia a|se le acaba|se acaba)\b[^.!?]{0,20}\b(?:su |el )?derecho a (?:disputar|impugnar|reclamar)\b/,
          // Un arreglo que la ley prohibiría: "por ley este préstamo no se puede rebajar".
          /\b(?:por ley|la ley|legalmente|segun la ley)\b[^.!?]{0,60}\bno (?:se )?(?:puede|pueden|podemos|permite|permiten|deja|dejan) (?:ser )?(?:negociar|rebajar|reducir|descontar|arreglar|liquidar (?:por|con) menos|aceptar menos|negociad[oa]|rebajad[oa]|reducid[oa]|descontad[oa])\w*|\b(?:es ilegal|va contra la ley|la ley prohibe) (?:que )?(?:negociar|rebajar|reducir|descontar|aceptar menos|hacer (?:un )?descuento)\w*/,
          /\bno (?:se )?(?:puede|pueden|podra|podran|es posible|permite|permiten|admite|admiten) (?:ser )?(?:disputar(?:la|lo)?|impugnar(?:la|lo)?|disputad[oa]s?|impugnad[oa]s?|cuestionar(?:la|lo)?)\b|\bno (?:es|son) (?:disputable|impugnable)s?\b/,
          /\b(?:vend|revend|cedi|transferi|compr|traspas)\w*\b[^.!?]{0,60}\b(?:empieza de cero|desde cero|de cero|se borra\w*|se reinicia\w*|borron y cuenta nueva|se limpia\w*)\b/,
          // Una deuda dicha fuera de la bancarrota del consumidor ("su plan del capítulo 13 no cubre deudas médicas"), salvo las que la ley deja fuera.
          new RegExp(
            String.raw`${NOT_EXCEPTED_DEBT}(?:\b(?:capitulo (?:7|13|siete|trece)|bancarrota|quiebra)\b[^.!?]{0,40}\bno (?:\w+ )?(?:cubre|incluye|protege|descarga|borra|elimina|perdona|aplica a|toca)\b|\bno (?:esta|estan|queda|quedan|fue|fueron) (?:cubiert|incluid|protegid|descargad|perdonad)[oa]s? (?:en|por|bajo|dentro de) (?:su |la |el )?(?:plan (?:de(?:l)? )?)?(?:capitulo|bancarrota|quiebra|descargo)|\b(?:bancarrota|quiebra|capitulo (?:7|13|siete|trece))\b[^.!?]{0,60}\b(?:igual|de todos modos|de todas formas|aun asi|todavia|siempre)\b[^.!?]{0,15}\b(?:nos |le )?(?:tiene que|tendra que|va a tener que|debe|debera) (?:pagar|seguir pagando)\w*(?![^.!?]{0,60}\b(?:plan|fiduciari[oa]|sindico|trustee)\b))`,
          ),
          /\b(?:suspend|cort|quit|cancel|reduc|retir)\w*\b[^.!?]{0,30}\b(?:beneficios|pension|seguro social|incapacidad)\b[^.!?]{0,60}\b(?:cuentas? (?:en|de) cobr\w*|deudas? (?:pendientes|sin pagar|en cobro)|cobranzas?)\b|\b(?:deudas?|cuentas?)\b[^.!?]{0,20}\b(?:en (?:cobr\w*|mora)|pendientes|sin pagar|vencidas)\b[^.!?]{0,40}\b(?:ya no|no) (?:puede|podra|va a poder|tiene derecho a) (?:seguir )?(?:recibi|cobr|tener|sacar)\w*\b[^.!?]{0,20}\b(?:ayuda|beneficios?|pension|seguro social|asistencia|cupones|estampillas|subsidio|apoyo|medicaid|wic)\b/,
        ],
      },
      { negatable: true },
    ))
      if (!triggers.includes(t)) triggers.push(t);
    if (ctx.balanceCents !== null) {
      const amounts = new RegExp(String.raw`${DOLLAR_FIGURE}|\b(\d{1,3}(?:,\d{3})+|\d+)(?:[.,](\d{2}))? (?:dollars|usd|d[oó]lares)\b`, 'gi');
      // Beyond ten digits of dollars it is more than any balance.
      const stated = [...m.original.matchAll(amounts)].map((hit) => ({
        hit,
        cents: parseDollarsToCents(`${hit[1] ?? hit[3] ?? '0'}.${hit[2] ?? hit[4] ?? '00'}`) ?? Number.POSITIVE_INFINITY,
      }));
      // A message that states the true balance may also give the figures behind it (a payoff, a sale, the
      // amount applied) or correct an earlier figure: those larger amounts are not said to be owed.
      const statesBalance = stated.some((a) => a.cents === ctx.balanceCents) || (ctx.balanceCents === 0 && NOTHING_OWED.test(m.n.text));
      for (const { hit, cents } of stated) {
        if (cents <= ctx.balanceCents || triggers.includes(hit[0])) continue;
        const at = hit.index ?? 0;
        const before = normalize(m.original.slice(Math.max(0, at - 20), at)).text;
        if (BOUND_ABOVE.test(before) || DENIED_BEFORE.test(before)) continue;
        if (statesBalance && HISTORY_OR_CORRECTION.test(normalize(sentenceAt(m.original, at, at + hit[0].length)).text)) continue;
        if (isDocumentsFigure(m.original, at, at + hit[0].length)) continue;
        // The balance with a fee the message names: whether the fee may be charged is the fee rule's to judge, not a misstated
        // balance (set AZ: "$3 convenience fee … in your rental agreement … by card today would be $203").
        const balance = ctx.balanceCents;
        if (
          balance !== null &&
          stated.some(({ hit: fee, cents: c }) => c > 0 && c + balance === cents && isNamedFee(m.original, fee.index ?? 0, (fee.index ?? 0) + fee[0].length))
        )
          continue;
        triggers.push(hit[0].trim());
      }
    }
    return triggers.length > 0 ? { action: 'block', triggers } : null;
  },
};
