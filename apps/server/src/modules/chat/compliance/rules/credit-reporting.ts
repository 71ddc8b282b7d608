import { type Exemptions, matchAll } from './negation.js';
import type { ComplianceContext, Rule } from './types.js';

// Rule false-credit-threat.

/** The tradeline said to carry the dispute: "the account is marked as disputed", "aparece como disputada". */
const DISPUTE_MARKED =
  /\b(?:is|are|will be|has been|have been|gets|get|'s|stays?) (?:now |already |being )?(?:marked|flagged|reported|noted|listed|coded) (?:as )?(?:\w+ )?(?:disputed|in dispute)\b|\b(?:esta|estan|queda|quedo|sera|fue|aparece|aparecera|se reporta|se reportara) (?:ya )?(?:marcad[oa]s?|reportad[oa]s?|señalad[oa]s?|senalad[oa]s?|anotad[oa]s?|como) (?:como )?(?:disputad[oa]s?|en disputa)\b|\b(?:show|shows|showed|indicate|indicates|indicated|reflect|reflects|reflected|note|notes|noted|say|says|said|state|states|stated)\b (?:that )?(?:you(?:'re| are| have| 've)?|the (?:account|debt|balance) is) (?:disput\w*|in dispute)\b|\bin dispute\b[^.!?]{0,30}\b(?:and )?(?:that's|that is|this is|so that's|which is) how (?:we(?:'re| are)?|it(?:'s| is)) (?:report\w*|list\w*)\b|\b(?:indique|muestre|refleje|diga|conste|aparezca|senale|señale)\b (?:que )?(?:usted |la cuenta |el saldo )?(?:disputa|esta disputando|ha disputado|esta en disputa|fue disputad[oa])\b|\ben disputa\b[^.!?]{0,30}\b(?:y )?(?:asi|de esa (?:forma|manera)|de ese modo|como tal) (?:la |lo )?(?:estamos reportando|reportamos|reportaremos|vamos a reportar|se reporta|aparece)\b|\b(?:told|tell|informed|inform|notified|notify|let|reported|report|advised|sent word)\b[^.!?]{0,40}\b(?:bureaus?|equifax|experian|trans ?union|agenc(?:y|ies))\b (?:know )?(?:that )?(?:the (?:account|debt|balance)|it|your account|this) (?:is|was|'s) (?:now |being )?(?:disputed|in dispute)\b|\b(?:dijimos|decimos|avisamos|informamos|notificamos|comunicamos)\b[^.!?]{0,40}\b(?:buros?|equifax|experian|trans ?union|agencias?)\b[^.!?]{0,10}\bque (?:la cuenta|la deuda|el saldo|esta cuenta) (?:esta|quedo|queda) (?:en disputa|disputad[oa])\b/;

/**
 * The bureaus told the account is paid, on an account that owes nothing: "we reported it to all three bureaus as paid in full",
 * "mandamos la actualización a las tres agencias: cuenta pagada en su totalidad". An accurate report threatens nothing (1692e(8));
 * one held out on a condition ("unless you pay in full, we report…") or kept "even if you pay" is still read.
 */
const PAID_UP_REPORTED =
  /\b(?:paid in full|settled in full|paid off|paid and closed|(?:a |the )?\$ ?0(?:\.00)? balance|zero balance|balance of \$ ?0\b|as (?:paid|settled)\b|pagad[oa] en su totalidad|(?:quedo|esta|como) (?:pagad[oa]|saldad[oa]|liquidad[oa])|saldo (?:de )?(?:\$ ?0\b|cero)|en cero)/;
const REPORT_HELD_OUT =
  /\b(?:unless|until|if you (?:don't|do not|can't|cannot|fail|never)|or (?:else|we)|even (?:if|after|once|when)|paid or not|whether|a menos que|si no|hasta que|aunque|aun si|pague o no)\b/;
/**
 * A payment of less than is owed: a settlement, half, a share, a discount. An account settled for less is reported as settled,
 * never as paid in full, whatever the balance the sender knows of ("si me paga la mitad… la marcamos como pagada en su totalidad").
 */
const FOR_LESS =
  /(?:\b(?:settl(?:e|es|ing|ement)|half|partial|portion|less than (?:the )?(?:full|whole|total|balance|what)|discount\w*|mitad|arreglo|acuerdo|descuento|menos de|\d{1,2} por ?ciento)\b|\b\d{1,2} ?%)/;
const isPaidUpReported = (sentence: string) => PAID_UP_REPORTED.test(sentence) && !REPORT_HELD_OUT.test(sentence) && !FOR_LESS.test(sentence);
const PAID_IN_FULL_SAID = String.raw`\b(?:paid in full|paid-in-full|pif|paid off in full|pagad[oa] (?:en su totalidad|complet\w*|al cien\w*|total\w*)|liquidad[oa] (?:en su totalidad|complet\w*|total\w*))\b`;
const PAID_IN_FULL_NAMED = new RegExp(PAID_IN_FULL_SAID);
/** A payment of less than is owed, said to be reported as paid in full, before it or after it. */
const SETTLED_AS_PAID_IN_FULL = new RegExp(
  String.raw`${FOR_LESS.source}[^.!?]{0,80}\b(?:report|mark|show|list|updat|cod|marc|pon|dej|actualiz|mostr|aparec|anot)\w*\b[^.!?]{0,60}${PAID_IN_FULL_SAID}|\b(?:report|mark|show|list|updat|marc|pon|actualiz)\w*\b[^.!?]{0,40}${PAID_IN_FULL_SAID}[^.!?]{0,60}${FOR_LESS.source}`,
);

/** What clears a credit-reporting statement, in the rule's phrasings and its frame alike: a paid account reported as paid. */
export const creditExemptions = (ctx: ComplianceContext): Exemptions => ({
  exempt: (sentence) => (ctx.balanceCents === null || ctx.balanceCents === 0) && isPaidUpReported(sentence),
});

export const falseCreditThreatRule: Rule = {
  id: 'false-credit-threat',
  citation: '15 U.S.C. 1692e(8)',
  description: 'Threat to report false credit information (a disputed debt may only be reported as disputed)',
  suggestion: () => 'Do not threaten credit reporting; a disputed debt may only be reported as disputed.',
  check: (m, ctx) => {
    const always = matchAll(
      m,
      {
        en: [
          // (Looked for only where "paid in full" is said: its reach before the words would otherwise be tried at every settlement word.)
          ...(PAID_IN_FULL_NAMED.test(m.n.text) ? [SETTLED_AS_PAID_IN_FULL] : []),
          // Another's tradeline claimed: the original creditor's charge-off promised deleted by the collector, who "controls" it.
          /\b(?:we|i)(?:'ll| will| can| could|'d| would)? (?:get|have|make sure|see that)\b (?:the |your )?(?:original (?:creditor|lender|bank|company)|bank|lender|creditor|card company|hospital)(?:'s|s')? (?:\w+ ){0,2}?(?:charge-?off|tradeline|trade line|negative (?:entry|mark|item)|late (?:payments?|marks?)|entry|account|record)\b[^.!?]{0,20}\b(?:wiped|deleted|removed|erased|taken off|cleared|gone)\b|\b(?:we|i|our (?:office|firm|agency|company))\b (?:\w+ )?(?:control|controls|manage|manages|own|owns|run|runs)\b (?:that|the|their|this|its|your) (?:\w+ )?(?:tradeline|trade line|reporting|account on your (?:credit )?report|entry on your (?:credit )?report)\b/,
          // Re-aging in other words: the delinquency date moved, an old account reported fresh; a false code for a dispute.
          /\b(?:updat|chang|reset|mov|bump|refresh)\w*\b[^.!?]{0,30}\b(?:date of (?:first )?delinquency|delinquency date|dofd|open date)\b|\b(?:date of (?:first )?delinquency|delinquency date|dofd)\b[^.!?]{0,30}\b(?:to|as) (?:\w+ )?20\d\d\b/,
          // A collection said to be reported longer than the law lets it (FCRA 605: seven years from the delinquency): for life, permanently, ten years.
          /\b(?:collection|debt|account|balance|it|this|that|charge ?offs?|entry|mark|tradeline|delinquency)\b[^.!?]{0,40}\b(?:stay|remain|sit|be|show(?:s|ing)? up|appear|list|report)\w* on your (?:credit(?: report| file| history| record)?|report|file|history|record)\b[^.!?]{0,30}\b(?:(?:1[0-9]|2[0-9]|ten|eleven|twelve|fifteen|twenty)\b|forever|for decades|indefinitely|for life|(?:for )?the rest of your life|permanently|for good|until (?:it'?s |you )?paid)|\breport\w*\b[^.!?]{0,20}\b(?:the )?(?:full|whole|entire|original) (?:\$ ?[\d,.]+|balance|amount)\b[^.!?]{0,40}\b(?:after|once|when|even if) you (?:pay|settle)/,
          // The same length claimed from the moment it is reported: "once we report it, it stays there ten years".
          /\b(?:report|post|list|put|send|upload|add)\w*\b[^.!?]{0,40}\b(?:stays?|remains?|sits?|lasts?|sticks?)\b (?:there |on (?:it|there|your \w+) )?(?:for )?(?:1[0-9]|2[0-9]|ten|eleven|twelve|fifteen|twenty) (?:years|yrs)\b/,
          /\b(?:show|shows|showing|pop|pops|popping|come|comes|coming) (?:up|back)\b[^.!?]{0,20}\b(?:fresh|new|as new|brand new)\b|\bfresh on your (?:credit|report)\b/,
          // The account reported anew, or its old delinquency said to fall off for a payment: "gets reported fresh with a new open date,
          // so the old delinquency drops off". A delinquency leaves a report seven years after it began, whatever is paid (FCRA 605(c)).
          /\breport\w* (?:as )?(?:fresh|anew|brand new)\b|\b(?:with|gets?|under|given) (?:a )?(?:brand )?new (?:open|opened|opening|start|starting) date\b|\b(?:old|past|prior|previous|earlier) (?:delinquenc\w*|late (?:payments?|marks?)|charge ?offs?|derogator\w*)\b[^.!?]{0,30}\b(?:drops?|falls?|comes?|goes|disappears?|vanish\w*|gets? (?:wiped|erased|removed|deleted))\b(?: (?:off|away))?(?![^.!?]{0,60}\b(?:seven|7) (?:years|yrs)\b)/,
          /\breport\w* (?:it|this|you|the account)? ?as (?:a )?['"]?(?:refused to pay|refusal to pay|won'?t pay|deadbeat|fraud|skip)\b|\b(?:if|once|when) you (?:\w+ )?disput\w*\b[^.!?]{0,50}\breport\w*\b[^.!?]{0,40}\bas (?:a |an )?['"]?(?:refus\w*|unwilling|won'?t pay|bad faith|willful|deadbeat|uncooperative|skip)/,
          /\b(?:ruin|destroy|wreck|tank|trash|kill|nuke|tank)\b[^.!?]{0,12}\byour (?:credit|credit score|credit rating|credit report)\b/,
          /\breport(?:ing)? (?:false|fake|inaccurate|made up)\b/,
          // A paid account promised to stay reported as unpaid: "we report it as charged off, unpaid, permanently, paid or not".
          /\b(?:report|list|show|keep|mark|code)\w*\b[^.!?]{0,60}\b(?:unpaid|charged[- ]off|delinquent|past due|in collections?|owing|outstanding)\b[^.!?]{0,40}\b(?:paid or not|whether (?:or not )?you pay|whether you pay (?:it )?or not|even (?:if|after|once|when) (?:you(?:'ve)? pa(?:y|id)|it(?:'s| is)? paid)|regardless of (?:payment|whether)|no matter (?:what|if you pay))\b/,
          /\b(?:unpaid|charged[- ]off|delinquent)\b[^.!?]{0,20}\b(?:permanently|forever|for good)\b[^.!?]{0,20}\b(?:paid or not|whether|even if|regardless)\b/,
          // The open date moved to hide the delinquency: "we'll tell the bureaus it was opened this year so it looks fresh".
          /\b(?:tell|inform|notify|let|have|get|ask)\w*\b[^.!?]{0,30}\b(?:bureaus?|equifax|experian|trans ?union|credit (?:report|file))\b[^.!?]{0,40}\b(?:opened|started|began|originated) (?:this|last|in) (?:year|month|week|20\d\d)\b|\b(?:look|looks|seem|seems|appear|appears) (?:brand )?(?:fresh|new|current|recent|clean) instead of (?:delinquent|late|old|past due|behind|in collections?)\b/,
          /\b(?:credit|record)(?: report| file| history)? (?:forever|for life|for the rest of your life|permanently)\b/,
          // The same said as never leaving: "that entry never comes off your Equifax file", "nunca se borra de su buró".
          /\bnever (?:comes?|goes?|drops?|falls?|gets? (?:taken|removed|deleted)) (?:off|from) (?:of )?your (?:\w+ )?(?:credit(?: report| file| history| record)?|report|file|history|record)\b|\bnunca (?:se )?(?:borra|quita|sale|desaparece|cae)\w* de (?:su|tu) (?:historial|reporte|informe|buro|credito)\b/,
          /\byour (?:credit|credit score|credit rating|credit report) (?:is|will be|gets?|get) (?:ruined|destroyed|wrecked|trashed|tanked)\b/,
          // Re-aging: a payment that "resets the date", an old debt reported "as a new account".
          // The reporting period said to run from the payment, not from the delinquency (FCRA 605(c)): "it stays for 7 years from whenever you pay".
          /\b(?:7|seven)[- ]years?\b[^.!?]{0,20}\b(?:from|after|starting (?:from|on|when)) (?:whenever |when |the (?:day|date|time) |the moment )?(?:you (?:\w+ )?(?:pay|paid|settle|settled|make (?:a|the|your) (?:last |final )?payment)|(?:your |the )?(?:last |final )?payment)\b/,
          /\b(?:reset|resets|restart|restarts|renew|renews|re ?age|re ?ages|re ?aging|starts? over)\b[^.!?]{0,25}\b(?:date|clock|reporting (?:period|date)|seven year|7 year|credit (?:history|report)|account)\b(?! (?:for|on|to) (?:a |any )?(?:lawsuit|suit|suing|sue|legal action))/,
          /\b(?:report|list|show|appear)\w* (?:it |this |the (?:debt|account|balance) )?as (?:a )?(?:new|brand new|fresh|recent) (?:account|debt|delinquency|tradeline|line)\b/,
          /\breport\w* (?:this |it |the (?:account|debt|balance) )?(?:to (?:the |all )?(?:\w+ )?(?:credit )?(?:bureaus?|agencies) )?as (?:a |an )?(?:court |civil )?(?:judgment|judgement|lien|tax lien|charge ?off by the court)\b|\b(?:credit|bureaus?|equifax|experian|trans ?union|report)\b[^.!?]{0,40}\bas (?:a |an )?(?:court |civil )?(?:judgment|judgement|lien|tax lien)\b|\b(?:another|a fresh|a new|a whole new|a full) (?:7|seven)[- ]years?\b[^.!?]{0,30}\b(?:report|credit|bureaus?)\b|\b(?:report|credit|bureaus?|clock)\b[^.!?]{0,30}\b(?:another|a fresh|a new|a whole new) (?:7|seven)[- ]years?\b|(?<!['\u2019]|\b(?:we|you|they) )\bre ?report\w*\b/,
          /\b(?:report|list|show|appear)\w*\b[^.!?]{0,40}\b(?:opened|open date of|dated|starting|as of) (?:this|today|last) (?:month|week|year)\b|\b(?:like|as if|as though) it (?:never|didn't|did not) (?:happened|happen|existed|exist)\b|\b(?:old |previous |past |earlier )?late payments?\b[^.!?]{0,30}\b(?:come|comes|go|goes|fall|falls|drop|drops) off\b(?![^.!?]{0,60}\b(?:seven|7) (?:years|yrs)\b)/,
          // A history the account never had, promised to the bureaus: "we'll tell the bureaus it was never late", "report it as always paid on time".
          /\breport\w* (?:it|this|that|the (?:\w+ )?account|your account|you) as (?:never (?:been )?(?:late|behind|delinquent|past due)|always (?:been )?(?:paid )?(?:on time|current))\b/,
          /\b(?:report|tell|inform|notify|let|have|get|show|list|mark|code|updat)\w*\b[^.!?]{0,40}\b(?:bureaus?|equifax|experian|trans ?union|credit (?:reports?|files?|agencies))\b[^.!?]{0,50}\b(?:(?:was |were |is |as )?never (?:been )?(?:late|behind|delinquent|past due|missed|in collections?)|always (?:been )?(?:paid )?(?:on time|current|as agreed)|(?:had|has|having|with|showing|shows?|there (?:were|are|was|is)) no late payments?|never missed (?:a )?payments?|current (?:the whole time|all along))\b/,
          // Certainty the scorers and bureaus do not give: deletion guaranteed, a score that "will drop 200 points".
          /\b(?:removes?|removed|deletes?|deleted|erases?|wipes?|comes? off|drops? off|falls? off|disappears?|taken off|clears?)\b[^.!?]{0,30}\b(?:credit (?:report|file|history)|your report|(?:all |the )?(?:three |3 )?(?:credit )?bureaus|equifax|experian|transunion)\b[^.!?]{0,30}(?:[.!?]+\s*)?\b(?:guarantee\w*|promise|for sure|100 ?%|certainly|definitely|instantly|immediately)\b/,
          /\b(?:guarantee\w*|promise)\b[^.!?]{0,30}\b(?:remov|delet|eras|comes? off|clean|fix|repair|boost|raise|improve|restor)\w*\b[^.!?]{0,25}\b(?:credit|report|score)\b/,
          // What a bureau will do, told as the bureau's word or rule: "Experian told me your score falls the day it's late".
          /\b(?:equifax|experian|trans ?union|fico|(?:the |a )?(?:credit )?bureaus?)(?:'s?)?\b[^.!?]{0,40}\b(?:said|says|told|tells|confirmed|confirms|informed|rules?|polic(?:y|ies)|will|would|is going to|are going to|automatically|always)\b[^.!?]{0,60}(?:\b(?:score|rating)\b[^.!?]{0,25}\b(?:drops?|dropping|falls?|falling|sinks?|tanks?|goes down|go down|plummets?|lower\w*|decreas\w*|crash\w*)\b|\b(?:drop|lower|knock|cut|tank|slash|dock)\w* (?:your |the )?(?:credit )?(?:score|rating)\b|\b(?:ban|blacklist|deny|refuse|freeze|lock|block)\w* (?:you|your (?:credit|file|report))\b)|\b(?:score|rating)\b[^.!?]{0,25}\b(?:drops?|falls?|sinks?|tanks?|goes down|plummets?|is lowered|gets lowered)\b[^.!?]{0,25}\b(?:automatically|instantly|overnight|the (?:same )?day|immediately)\b/,
          // The account's true history promised away as the sender's own doing: "we'll have the bureaus erase the late payments the bank
          // reported", "pay and your score bounces right back up". A collector controls no one's late payments but its own report.
          // Or as the payment's own effect: "paying this wipes it off all three bureaus, the original Capital One late pays included".
          /\b(?:i|we|(?:paying|settling)(?: (?:this|it|that|the (?:\w+ )?(?:balance|account|debt|bill)))?|(?:this |the |your |a )?(?:payment|settlement))(?:'ll| will| can| could| would|'d| am going to| are going to|'m going to|'re going to|'m gonna|'re gonna)?\b[^.!?]{0,60}\b(?:wip(?:e|es|ed|ing)|delet\w*|remov\w*|eras\w*|scrub\w*|purg\w*|strip\w*|get rid of|wash\w*|clear(?:s|ed|ing)?(?: (?:it|this|that|them))? (?:off|from|away))\b(?:(?!\b(?:but|however|though)\b)[^.!?;]){0,90}\b(?:late (?:pay(?:ment)?s?|marks?|history|entries)|lates|missed payments|charge[- ]?offs?|(?:30|60|90|120)[- ]day lates?)\b(?![^.!?;]{0,40}\b(?:stay|stays|remain|remains|will stay|will remain)\b)/,
          /\bscore\b[^.!?]{0,10}\b(?:goes|will go|'ll go|shoots|will shoot|bounces|will bounce|jumps|will jump|pops|springs|snaps) (?:right |straight |all the way )?back up\b/,
          // A rise in the score promised as certain: "I promise your score climbs 80 points by spring".
          /\b(?:guarantee\w*|promise|i swear|for sure|definitely|100 ?%)\b[^.!?]{0,40}\bscore\b[^.!?]{0,20}\b(?:goes up|go up|will go up|jumps?|will jump|rises?|will rise|climbs?|will climb|improves?|will improve|increases?|will increase)\b|\bscore\b[^.!?]{0,20}\b(?:goes up|will go up|jumps?|will jump|rises?|will rise|climbs?|will climb|increases?|will increase)\b[^.!?]{0,20}\b\d+ points\b[^.!?]{0,40}\b(?:guaranteed|for sure|i promise|promise you|no doubt)\b/,
          /\bscore\b[^.!?]{0,20}\b(?:will|is going to|'s going to|gonna|could|can|would) (?:\w+ )?(?:drop|fall|plummet|tank|sink|crash|go down|plunge|decrease)\b|\b(?:drop|lose|knock)\w* (?:\d+|hundreds of|a hundred|two hundred) points\b/,
          /\b(?:follow|haunt|stay with|stick with|hurt|damage|mark|stain)\w* (?:you|your credit|your report|your record|your name)\b[^.!?]{0,30}\b(?:for years|for (?:\d+|ten|seven|twenty) (?:more )?years|forever|for life|for a decade|indefinitely)\b|\b(?:blacklist\w*|black ?list|black mark)\b|\b(?:judgment|judgement|lien|criminal record)s? (?:on|to) your (?:credit )?(?:report|record|file)\b|\b(?:will|'ll|is going to|guaranteed to|guarantees?) (?:\w+ )?(?:clean|fix|repair|restore|wipe|erase|boost|raise) (?:up )?your (?:credit|score)\b/,
          /\b(?:report|send|list|notify|put|flag)\w*\b[^.!?]{0,40}\b(?:all (?:three|3)|the (?:three|3)|every|each|all the|all major|all) (?:major |national )?(?:credit )?(?:bureaus|reporting agencies|credit agencies)\b(?![^.!?]{0,80}\b(?:not(?:ed|ing)?|mark\w*|flag\w*|show\w*|with|is|was|as)\b[^.!?]{0,25}\bdisput)/,
          /\b(?:new|brand-new|brandnew|brand new|another|fresh) (?:collection|negative mark|late payment|derogatory)\b[^.!?]{0,40}\b(?:every|each) (?:single )?month\b|\bscore (?:will )?(?:go(?:es)? up|jumps?|rises?|climbs?) to \d{3}\b/,
        ],
        es: [
          /\b(?:borr|quit|elimin)(?:amos|aremos|ar)\b[^.!?]{0,30}\b(?:registro|cuenta|reporte|marca|cargo)\b[^.!?]{0,20}\b(?:del|de la) (?:banco|acreedor|prestamista|tienda|compania) original\b|\bcontrolamos (?:esa|la|su) (?:cuenta|linea|registro)\b/,
          /\b(?:volver|vuelve|vuelva) a (?:salir|aparecer)\b[^.!?]{0,40}\b(?:credito|reporte|historial)\b|\bcomo si fuera (?:nuev|recient)\w*/,
          /\bcomo si (?:nunca )?(?:hubiera|hubiese) (?:pasado|existido)\b|\bcomo si no hubiera (?:pasado|existido)\b/,
          /\b(?:destruir|arruinar|destrozar|danar|manchar|hundir)\w* (?:su|tu) (?:credito|historial|puntaje)\b/,
          /\b(?:su|tu) (?:credito|historial de credito|puntaje de credito|reporte de credito) (?:quedara|va a quedar|sera|estara) (?:arruinad|destruid|manchad|danad|hundid)\w*/,
          /\b(?:credito|historial|record|reporte|buro)(?: de credito)? (?:para siempre|de por vida|(?:por )?el resto de (?:su|tu) vida|permanentemente)\b|\b(?:cuenta|deuda|saldo|cobranza|marca|esto|eso)\b[^.!?]{0,40}\b(?:aparec|qued|sal|permanec|est)\w*\b[^.!?]{0,10}\ben (?:su|tu) (?:historial|reporte|informe|buro|credito)(?: de credito)?\b[^.!?]{0,30}\b(?:para siempre|de por vida|(?:por )?el resto de (?:su|tu) vida|permanentemente|(?:1[0-9]|2[0-9]|diez|once|doce|quince|veinte) anos)\b/,
          /\breport\w* (?:informacion )?(?:falsa|falso|inexacta|inventada)\b/,
          /\b(?:report|sub|pon|mand|agreg)\w*\b[^.!?]{0,40}\b(?:se queda|queda|dura|permanece|se mantiene|sigue)\b (?:ahi |alli |en el \w+ )?(?:por )?(?:1[0-9]|2[0-9]|diez|once|doce|quince|veinte) anos\b/,
          /\b(?:7|siete) anos\b[^.!?]{0,20}\b(?:desde|a partir de|despues de) (?:que |el dia (?:en )?que |la fecha (?:en )?que )?(?:usted |tu )?(?:pague|paga|pago|liquide|salde|haga (?:el |su )?(?:ultimo )?pago|su (?:ultimo )?pago)\b/,
          // Una disputa reportada como negativa a pagar: "quien disputa queda reportado como 'se negó a pagar'".
          /\breport\w*\b[^.!?]{0,40}\bcomo\W{0,3}(?:se nego a pagar|(?:una )?negativa (?:a|de) pag\w*|no quiso pagar|(?:un )?rechazo (?:de|a) pag\w*|se rehus\w* a pagar|moros[oa] intencional|no paga por gusto)\b/,
          // La cuenta pagada reportada como impaga para siempre, o abierta este año para esconder el atraso.
          /\b(?:report|list|marc|dej|pon)\w*\b[^.!?]{0,60}\b(?:no pagad[oa]|impag[oa]|sin pagar|vencid[oa]|castigad[oa]|morosa|moroso|en cobranza)\b[^.!?]{0,40}\b(?:pague o no|(?:aunque|aun si|incluso si) (?:la |lo )?(?:pague|liquide|salde)|sin importar si (?:paga|pague)|para siempre|de por vida|permanentemente)\b/,
          /\b(?:decir|diremos|decimos|avisar|avisamos|reportar|reportamos|reportaremos|informar|informamos)\w*\b[^.!?]{0,30}\b(?:buros?|agencias? de credito|equifax|experian|trans ?union)\b[^.!?]{0,40}\b(?:se abrio|fue abierta|abrio|empezo|inicio) (?:este|el) (?:ano|mes)\b|\b(?:parezca|se vea|luzca) (?:nueva|reciente|al corriente|limpia) en (?:vez|lugar) de (?:atrasada|vencida|morosa|en cobranza)\b/,
          /\b(?:reporte|historial|credito|cuenta|deuda|fecha|plazo|periodo|reloj|conteo)\b[^.!?]{0,30}\b(?:empiez|comienz|arranc|vuelve a (?:empezar|comenzar|contar)|se reinici|reinici|se resete|resete)\w*\b[^.!?]{0,15}\b(?:de cero|desde cero|de nuevo|otra vez|otros (?:7|siete) anos)\b|\botros (?:7|siete) anos\b[^.!?]{0,30}\b(?:reporte|credito|buro)\b/,
          /\b(?:reinici|restablec|renuev)\w*\b[^.!?]{0,25}\b(?:fecha|plazo|periodo|reloj|historial|siete anos|7 anos)\b|\b(?:fecha|plazo|periodo|reloj)\b[^.!?]{0,25}\b(?:se reinicia|se restablece|vuelve a empezar|empieza de nuevo)\b|\bcomo (?:una )?(?:cuenta|deuda) nueva\b/,
          // Una historia que la cuenta no tuvo, prometida a los burós: "le decimos a los burós que nunca estuvo atrasada".
          /\breport\w* (?:la |su )?(?:cuenta )?como (?:si )?(?:nunca (?:hubiera estado |estuvo )?(?:atrasad|vencid|en mora)\w*|siempre (?:al corriente|al dia|puntual)|sin (?:ningun )?atrasos?)/,
          /\b(?:report|dec|dir|inform|avis|notific|pon|marc|mostr|actualiz)\w*\b[^.!?]{0,40}\b(?:buros?|agencias? de credito|equifax|experian|trans ?union)\b[^.!?]{0,50}\b(?:nunca (?:se )?(?:atras\w*|estuvo (?:atrasad|vencid|en mora)\w*|tuvo (?:atrasos|pagos atrasados)|se retraso|fallo)|siempre (?:estuvo |ha estado )?(?:al (?:dia|corriente)|puntual)|sin (?:ningun )?(?:atraso|pagos? atrasados|retrasos)|pagad[oa] (?:a tiempo|puntualmente|segun lo acordado))/,
          // The whole history promised away: "le borramos todo el historial", "wipe your entire credit history".
          /\b(?:borr|elimin|limpi|quit|desaparec)\w*\b[^.!?]{0,20}\btodo (?:el|su) historial\b|\b(?:wipe|erase|clear|scrub|delete|remove)\w*\b[^.!?]{0,20}\b(?:your |the )?(?:whole|entire|all (?:of )?(?:your|the)) (?:credit )?(?:history|report|file)\b/,
          /\b(?:elimin|borr|quit|desaparec)\w*\b[^.!?]{0,30}\b(?:reporte|historial|informe) de credito\b[^.!?]{0,30}\b(?:garantiz\w*|se lo prometo|le prometo|seguro|100 ?%)|\bgarantiz\w*\b[^.!?]{0,30}\b(?:elimin|borr|limpi|arregl|mejor|sub)\w*\b[^.!?]{0,25}\b(?:credito|reporte|puntaje)\b/,
          /\b(?:equifax|experian|trans ?union|buros?(?: de credito)?|(?:la )?agencia de credito)\b[^.!?]{0,40}\b(?:dijo|dice|me dijo|nos dijo|confirmo|regla|politica|va a|automaticamente|siempre)\b[^.!?]{0,60}\b(?:puntaje|score|calificacion)\b[^.!?]{0,25}\b(?:baja|bajara|bajaria|bajar\w*|cae|caera|caeria|caer\w*|desplom\w*|hund\w*)\b/,
          /\bpuntaje\b[^.!?]{0,20}\b(?:va a |se va a |podria |puede )?(?:bajar|caer|desplomar|hundir|baja|bajara|cae|caera)\w*|\b(?:bajar|perder|caer)\w* (?:\d+|cientos de) puntos\b/,
          /\b(?:report|envi|notific|pas|mand)\w*\b[^.!?]{0,40}\b(?:los tres|todos los|las tres|todas las) (?:buros|agencias)\b/,
          /\blista negra\b|\bmarca negra\b|\b(?:lo|la|le) (?:seguira|perseguira|va a seguir)\b[^.!?]{0,25}\b(?:credito|historial)\b|\b(?:limpiar|arreglar|reparar|borrar)\w* (?:su|tu) (?:credito|historial)\b[^.!?]{0,20}\b(?:garantizad\w*|seguro|100)\b/,
          /\b(?:borr|quit|elimin|limpi)\w*\b[^.!?]{0,15}\b(?:todo )?(?:del|de su|de tu|su|tu) (?:credito|reporte|buro|historial)\b|\bscore (?:sube|subira|va a subir) (?:a|hasta) \d{3}\b/,
          // La historia verdadera de la cuenta prometida borrada por quien escribe: "hacemos que los burós borren los pagos atrasados de la tienda".
          /\b(?:(?:le |se (?:lo|la|los|las) )?(?:borr|quit|elimin|limpi)(?:o|amos|are|aremos)|(?:vamos|voy) a (?:borrar|quitar|eliminar|limpiar)\w*|(?:hacemos|haremos|hago|hare|vamos a hacer|voy a hacer|conseguimos|consigo|conseguiremos) que (?:los |las |el |la )?(?:buros?|agencias?|equifax|experian|trans ?union)\b[^.!?]{0,30}\b(?:borren|quiten|eliminen|limpien|saquen))\b[^.!?]{0,60}\b(?:pagos? (?:atrasados|tardios|tarde|vencidos|retrasados)|atrasos|retrasos|moras?|cargos? castigados?|charge ?offs?)\b|\bpuntaje\b[^.!?]{0,10}\b(?:sube|subira|vuelve a subir|va a volver a subir|se recupera|regresa) (?:de inmediato|enseguida|luego luego|al instante|solito|rapidito|de volada)\b/,
          // A rise in the score promised as certain: "le garantizo que su puntaje sube 80 puntos".
          /\b(?:garantiz\w*|prometo|promesa|seguro que|sin falta)\b[^.!?]{0,40}\b(?:puntaje|score|credito|historial)\b[^.!?]{0,20}\b(?:sube|subira|va a subir|mejora|mejorara|va a mejorar|aumenta|aumentara|crece|se recupera)\b|\b(?:puntaje|score)\b[^.!?]{0,20}\b(?:sube|subira|va a subir|aumenta|aumentara|mejora|mejorara)\b[^.!?]{0,30}\b(?:\d+ puntos)\b[^.!?]{0,40}\b(?:garantizad\w*|seguro|sin falta|se lo prometo|le prometo)\b/,
        ],
      },
      { negatable: true, ...creditExemptions(ctx) },
    );
    // Never a loan again: the wording carries its own "never", so it is no denial.
    for (const t of matchAll(
      m,
      {
        en: [
          /\b(?:never|won't ever|will not ever|no (?:bank|lender|landlord|one|company|employer|dealer)(?: will| is going to| would)?(?: ever)?)\b[^.!?]{0,25}\b(?:get|qualify|approve\w*|rent|lend|finance|buy|hire|obtain|borrow|be approved)\b[^.!?]{0,25}\b(?:loan|mortgage|apartment|car|credit card|house|home|lease|credit|job|financing)\b/,
        ],
        es: [
          /\b(?:nunca|jamas|nadie)\b[^.!?]{0,25}\b(?:conseguir|obtener|sacar|rentar|alquilar|comprar|calificar|prestar|aprobar|dar)\w*\b[^.!?]{0,25}\b(?:prestamo|hipoteca|apartamento|departamento|casa|carro|auto|tarjeta|credito|trabajo|financiamiento)\b/,
        ],
      },
      { negatable: false },
    ))
      if (!always.includes(t)) always.push(t);
    // The dispute said to be marked on what is reported, anywhere in the message: what 1692e(8) requires, not a threat.
    const disputeMarked = DISPUTE_MARKED.test(m.n.text);
    const disputed =
      ctx.isDisputed && !ctx.isDisputeVerified && !disputeMarked
        ? matchAll(
            m,
            {
              en: [
                /\b(?:show up|appear|be listed|be reported|go|be added) on your credit (?:report|file|history)\b/,
                /\b(?:report|reporting|reported|send|sending|list|listing|put|putting|notify|notifying|tell|updat(?:e|es|ed|ing)|furnish(?:es|ed|ing)?)\b[^.!?]{0,40}\b(?:credit (?:bureaus?|reports?|reporting agenc(?:y|ies)|file|history|agencies)|bureaus|equifax|experian|trans ?union)\b(?![^.!?]{0,50}\b(?:as|marked|flagged) (?:as )?(?:an? )?(?:\w+ )?(?:disputed|in dispute)\b)/,
                /\b(?:won't|will not|not going to|aren't going to|are not going to) (?:mark|report|flag|note|list) (?:it|the account|this|your account) as disputed\b/,
                /\b(?:going|goes|go|sent|headed|heading)\b (?:over )?to (?:experian|equifax|trans ?union|the (?:credit )?bureaus?)\b|\b(?:experian|equifax|trans ?union|bureaus?)\b[^.!?]{0,30}\bas[- ]is\b/,
              ],
              es: [
                /\b(?:aparecer\w*|saldra|figurara|quedara) en (?:su|tu) (?:historial|reporte|informe) de credito\b/,
                /\b(?:report\w*|inform\w*|enviar\w*|enviaremos|enviamos|mand(?:a|amos|aremos|ar|o)|pasar\w*|notific\w*|avisar\w*|actualiz\w*)\b[^.!?]{0,40}\b(?:buros?(?: de credito)?|agencias? de credito|agencias? de (?:informes|reportes) de credito|historial de credito|reporte de credito|equifax|experian|trans ?union)\b(?![^.!?]{0,50}\bcomo (?:una? )?(?:\w+ )?(?:disputad|en disputa))/,
                /\bno (?:la|lo) (?:vamos a|voy a|van a) (?:marcar|reportar) como (?:disputed|disputad[ao]|en disputa)\b/,
              ],
            },
            { negatable: true },
          )
        : [];
    // Hiding the dispute from the bureaus is the false report itself: "the bureaus will never hear about the dispute from us".
    const hidden = matchAll(
      m,
      {
        en: [
          /\bdisput\w*\b[\s\S]{0,80}?\b(?:bureaus?|equifax|experian|trans ?union|credit reports?)\b[^.!?]{0,30}\b(?:never|won't|will not|not going to|don't|do not|doesn't|does not|needn't) (?:ever )?(?:hear|know|see|learn|find out|be told|get told)\b|\b(?:won't|will not|never|not going to|don't|do not) (?:tell|inform|notify|report|mention|pass)\w* (?:\w+ )?(?:to )?(?:the )?(?:bureaus?|equifax|experian|trans ?union)\b[^.!?]{0,20}\b(?:about )?(?:the|your|this|that) (?:dispute|disputa)\b/,
          // The dispute itself said to go unreported (set D's class, held by the second reader alone until set AX's rules moved it).
          /\b(?:your|the|this|that) dispute (?:won't|will not|isn't going to|is not going to|doesn't|does not|never) (?:\w+ )?(?:be |get )?(?:reported|passed on|sent|shared)\b|\bwe (?:don't|do not|won't|will not|never) report (?:the |your |any )?disputes?\b/,
        ],
        es: [
          /\bdisput\w*\b[\s\S]{0,80}?\b(?:buros?|equifax|experian|trans ?union)\b[^.!?]{0,30}\b(?:nunca|no) (?:se )?(?:van a |va a )?(?:enterar|saber|ver)\w*|\bno (?:le |les )?(?:vamos a |vamos |)(?:decir|informar|avisar|reportar|mencionar)\w* (?:nada )?(?:al|a los) (?:buros?|equifax|experian|trans ?union)\b[^.!?]{0,20}\b(?:de|sobre) (?:la|su|esa) disputa\b/,
          /\b(?:su|tu|la|esa) disputa no (?:se )?(?:va a |vamos a )?(?:report|inform|envi|mand|pas)\w*|\bno (?:reportamos|informamos|mandamos|enviamos|pasamos) (?:las |su |la )?disputas?\b/,
        ],
      },
      { negatable: false },
    );
    // A dispute the message names, reported to the bureaus as a plain unpaid debt: "we know it's disputed; it still goes to Experian as a plain collection".
    const unmarked = disputeMarked
      ? []
      : matchAll(
          m,
          {
            en: [
              /\bdisput\w*\b[\s\S]{0,100}?(?<!(?:\b(?:not|never|no)|n't) (?:\w+ ){0,2})\b(?:report|send|sen[dt]|pass|furnish)\w*\b[^.!?]{0,15}\b(?:to|with) (?:the |all |all three |each )?(?:bureaus?|equifax|experian|trans ?union|credit (?:bureaus?|reporting agenc(?:y|ies)))\b[^.!?]{0,50}\b(?:(?:without|with no|minus|leaving off|and no) (?:any |the |a )?(?:dispute |disputed )?(?:note|notation|flag|marker|comment|code|mention(?: of (?:the|your) dispute)?)|as (?:a |an )?(?:normal|regular|plain|ordinary|straight|standard|undisputed) (?:unpaid |delinquent |past due |collection )?(?:debt|account|collection|balance|tradeline))\b/,
              // The same told as what the bureaus will see: "you disputed it, but the bureaus will see it as a regular collection account".
              /\bdisput\w*\b[\s\S]{0,100}?\b(?:bureaus?|equifax|experian|trans ?union|credit reports?)\b[^.!?]{0,20}\b(?:shows?|see|sees|gets?|lists?|will (?:show|see|get|list))\b (?:it |this |the account )?as (?:a |an )?(?:normal|regular|plain|ordinary|standard|undisputed) (?:unpaid |delinquent |past due |collection )?(?:debt|account|collection|balance|tradeline)\b/,
            ],
            es: [
              /\b(?:aunque|a pesar de que|si bien|ya se que|sabemos que|usted)\b[^.!?]{0,15}\bdisput\w*\b[\s\S]{0,100}?(?<!\b(?:no|nunca|jamas) (?:\w+ ){0,3})\b(?:report|mand|envi|pas|sub|inform|notific)\w*\b[^.!?]{0,15}\b(?:a|al|a los|a las|con|ante) (?:los |las |el |la |tres )?(?:buros?|equifax|experian|trans ?union|agencias? de credito)\b[^.!?]{0,50}\b(?:sin (?:ninguna |ningun |la |una )?(?:nota|anotacion|marca|aclaracion|comentario|mencion|codigo|indicacion)|como (?:una )?(?:deuda|cuenta)(?: [a-z]+){0,2} (?:normal|comun|regular|cualquiera|corriente|no disputada|aceptada|valida|reconocida|morosa|vencida|impaga|en cobranza))\b/,
              /\bdisput\w*\b[\s\S]{0,100}?\b(?:al|a los|en el|en los|ante el|ante los|para el|para los) (?:buros?|equifax|experian|trans ?union|agencias? de credito)\b[^.!?]{0,15}\b(?:le |se |lo |la )?(?:sale|saldra|salir|aparece|aparecera|aparecer|llega|llegara|llegar|va|ira|queda|quedara|reporta|reportara)\b[^.!?]{0,10}\bcomo (?:una )?(?:deuda|cuenta)(?: [a-z]+){0,3}? (?:normal|comun|regular|cualquiera|corriente|no disputada)\b/,
            ],
          },
          // Its own "without"/"sin" is the wording of the false report, not a denial; a denied report is read by the look-behind.
          { negatable: false },
        );
    const triggers = [...always, ...disputed.filter((t) => !always.includes(t))];
    for (const t of unmarked) if (!triggers.includes(t)) triggers.push(t);
    for (const t of hidden) if (!triggers.includes(t)) triggers.push(t);
    return triggers.length > 0 ? { action: 'block', triggers } : null;
  },
};
