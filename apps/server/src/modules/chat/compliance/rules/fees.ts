import { parseDollarsToCents } from '@parley/shared';
import { clauseAt, sentencesOf } from '../meaning.js';
import { DOLLAR_FIGURE, normalize, numberOf, originalSpan } from '../normalize.js';
import { type Exemptions, exceptCourtOrderConsequence, isNegated, textRule, withoutNested } from './negation.js';
import type { Check, Rule } from './types.js';

// Rules unauthorized-fees and postdated-check.

const FROM_THE_AGREEMENT =
  /\b(?:agreement|contract|lease|terms)\b[^.!?]{0,40}\b(?:reads|provides|states)\b ?[:"]|\b(?:agreement|contract|lease|terms|note|declaration|covenants|bylaws|cc ?& ?rs)\b[^.!?]{0,25}\b(?:lets|allows?|permits?|provides(?: for)?|authorizes|says|sets?|states?|lists|includes|spells out)\b|\b(?:el|su|tu) contrato\b[^.!?]{0,50}\b(?:dice|establece|indica|fija|permite|autoriza)\b|\b(?:segun|conforme a|de acuerdo con) (?:la (?:clausula|seccion) \d+\w* de )?(?:el|su|tu) contrato\b|\b(?:per|according to|under) (?:section|clause|paragraph|article) \d+\w* of (?:your|the) (?:[\w&'-]+ ){0,4}?(?:agreement|contract|lease)\b|\b(?:el|su|tu) contrato\b[^.!?]{0,40}\b(?:clausula|seccion|articulo|inciso) \d+\w*(?:\([a-z0-9]{1,3}\))*,? (?:\w+ )?(?:permite|autoriza|establece|dice|fija)\b|\b(?:agreement|contract|lease)\b[^.!?]{0,40}\b(?:clause|section|paragraph|article) \d+\w*(?:\([a-z0-9]{1,3}\))*,? (?:\w+ )?(?:allows?|permits?|authorizes|provides(?: for)?|says|sets?)\b|\b(?:section|clause|paragraph|article|seccion|clausula|articulo) \d+(?:[.,]\d+)*\w*(?:\([a-z0-9]{1,3}\))* (?:of|de|del) (?:your |the |su |el |la )?(?:[a-z]+ ){0,3}?(?:agreement|contract|lease|terms|declaration|bylaws|covenants|note|acuerdo|contrato|reglamento)\b|\b(?:permite|autoriza) (?:su|el|tu) contrato\b|\b(?:su|el|tu) contrato (?:[a-z]+ ){0,3}?(?:permite|autoriza)\b|\b(?:under|per|in|from|by|allowed by|authorized by|as) (?:your |the |their |its )?(?:original |signed |credit ?card |card ?holder |loan |lease )?(?:(?!our\b|my\b)[a-z]+ ){0,2}?(?:agreement|contract|terms|lease|cc ?& ?rs|ccrs|declaration|bylaws|covenants)(?: (?:allows?|permits?|says))?\b|\b(?:agreement|contract|lease)(?: \([^)]{1,30}\))? (?:(?:does|did) (?:include|have|provide|set|carry|list|allow)|has|includes|provides|sets|carries|lists)\b|\b(?:viene|esta|aparece|figura|incluid[oa]|establecid[oa]|pactad[oa]|fijad[oa]|previst[oa]) en (?:el|su|tu|la) (?:contrato|acuerdo|convenio)\b|\b(?:contrato|acuerdo|convenio) que (?:usted |ud |tu )?firm[oeé]\b[^.!?]{0,20}\b(?:incluye|establece|fija|dice|trae)\b|\b(?:law|statute|code) (?:allows|permits|sets)\b|\b(?:allowed|permitted|authorized) by (?:state )?(?:law|statute)\b|\b(?:segun|bajo|por|de) (?:su |el |la )?(?:contrato|acuerdo) original\b/;

/**
 * The agreement named to say the fee is not in it: "it's not in your card agreement but it's firm policy", "el contrato no lo dice",
 * "it's our fee, not the creditor's, so don't bother looking for it in your contract".
 */
const AGREEMENT_DENIED =
  /\b(?:not|isn't|is not|aren't|are not|never|nothing) (?:anywhere |written |listed |mentioned )?(?:in|under|per|part of|allowed by|authorized by|covered by) (?:your |the |their |its )?(?:[a-z]+ ){0,2}?(?:agreement|contract|terms|lease|paperwork|papers|documents)\b|\b(?:it's|it is|that's|that is|just|simply) (?:just |simply )?(?:our|the (?:agency|office|firm|company)'s|company|office|agency|firm|house) policy\b|\bno (?:esta|aparece|viene|figura) en (?:su |el |tu )?contrato\b|\b(?:agreement|contract|terms|lease)\b[^.!?]{0,40}\b(?:(?:doesn't|does not|didn't|did not|never) (?:say|mention|list|include|provide|allow|authorize|have|contain|carry)\w*|(?:has|had|carries|carried|contains|contained) no)\b|\b(?:agreement|contract|terms|lease)\b[^.!?]{0,40}\bsa(?:ys|id) nothing\b|\bcontrato\b[^.!?]{0,40}\bno (?:lo |la |los |las )?(?:dice|decia|menciona|mencionaba|incluye|incluia|establece|permite|autoriza)\b|\b(?:don't|do not|no need to|no point|won't) (?:\w+ )?(?:look\w*|search\w*|check\w*|find)\b[^.!?]{0,15}\bin (?:your|the) (?:[a-z]+ ){0,2}?(?:agreement|contract|terms|lease|paperwork)\b|\b(?:it'?s|it is|that'?s|that is|this is) (?:all )?(?:our|the (?:agency|office|firm|company)'s)(?: own)? (?:fee|charge|surcharge)\b|\bno (?:lo |la )?(?:busque|va a encontrar|encontrara)\b[^.!?]{0,15}\ben (?:su|el|tu) contrato\b|\bes (?:un )?(?:cargo|comision|cuota|tarifa) (?:nuestr[oa]|de nosotros|de la agencia)\b/;

/** A fee told as other businesses' and denied as ours: "some places charge a card fee, we don't". */
const FEE_OF_OTHERS =
  /\b(?:some|other|many|most|a lot of) (?:places|stores|shops|companies|collectors|agencies|lenders|sites|processors|offices)\b[^.!?]{0,20}\b(?:charge|add|tack on|put on|bill)\w*\b[^.!?]{0,40}\b(?:we (?:don't|dont|do not|never|won't|will not)|not us|but we don't|we're not one of them)\b|\b(?:algunos|otros|muchos|otras|algunas) (?:lugares|negocios|tiendas|cobradores|agencias|compañias|companias|oficinas)\b[^.!?]{0,20}\b(?:cobran|agregan|suman|ponen|cargan)\b[^.!?]{0,40}\bnosotros no\b|\b(?:anyone|anybody|someone|somebody|a caller|a text|a message)\b[^.!?]{0,40}\b(?:ask\w*|charg\w*|demand\w*|want\w*|request\w*)\b[^.!?]{0,40}\b(?:fee|charge)s?\b[^.!?]{0,40}(?:\b(?:that's|that is|it's|it is|they're|they are) not (?:us|from us|ours)\b|\b(?:scam|fraud)\b)|\b(?:alguien|cualquier persona|un mensaje)\b[^.!?]{0,40}\b(?:pide|pidiera|cobra|cobrara|exige)\w*\b[^.!?]{0,40}\b(?:cargo|comision|cuota|tarifa)s?\b[^.!?]{0,40}\b(?:no somos nosotros|es (?:una )?estafa|es fraude)\b/;

/**
 * A fee said to be taken off, whatever order the words come in: "we reversed the $30 charge", "we waived the late fee",
 * "le quitamos el cargo de $25", "the $60 fee you disputed is on hold". A fee removed or held while it is checked is not a fee charged.
 */
/**
 * The words between a fee and its removal, as far as the longer language needs ("el cargo de $45 que usted disputó queda en
 * espera"), inside the fee's own clause: "a $45 fee and 3% interest while it's paused" pauses the payments, not the fee.
 */
const FEE_TO_REMOVAL = String.raw`(?:(?!\b(?:while|when|until|during|mientras|cuando|hasta|durante)\b)[^.!?;]){0,35}`;
const FEE_REMOVED = new RegExp(
  String.raw`\b(?:fees?|charges?|surcharges?|penalt(?:y|ies))\b${FEE_TO_REMOVAL}\b(?:is|are|was|were|has been|have been|got|'s|will be|been)? ?(?:now |already |all |completely )?(?:gone|removed|waived|dropped|reversed|refunded|credited back|taken off|wiped (?:off|out)|deleted|cancell?ed|eliminated|forgiven|zeroed out|off (?:the|your) (?:account|balance|bill)|on hold|paused|suspended)\b|\b(?:removed|waived|dropped|reversed|refunded|took off|taken off|deleted|cancell?ed|eliminated|forgave|forgiven|zeroed out|wiped (?:off|out)|paused|suspended|(?:put|placed|holding|held) on hold)\b (?:collection (?:on|of) )?(?:the |that |your |this |those |all (?:the )?)?(?:\$ ?\d[\d,.]* )?(?:[\w-]+ ){0,2}?(?:fees?|charges?|surcharges?|penalt(?:y|ies))\b|\b(?:cargos?|recargos?|comision(?:es)?|multas?|penalidad(?:es)?|cuotas?)\b${FEE_TO_REMOVAL}\b(?:ya no (?:esta|aparece|existe)\b(?! en)|(?:fue|ha sido|quedo|esta|queda) (?:eliminad|quitad|cancelad|borrad|condonad|reembolsad|anulad|suspendid|pausad|congelad)\w*|(?:queda|quedan|esta|estan) en (?:espera|pausa|suspenso))|\b(?:le |se (?:le )?)?(?:quit|elimin|cancel|borr|condon|reembols|anul)(?:amos|o|aron|ado)\b (?:el |la |los |las |su )?(?:\w+ ){0,2}?(?:cargos?|recargos?|comision(?:es)?|multas?|penalidad(?:es)?)\b`,
);
const isFeeRemoved = (clause: string) =>
  FEE_REMOVED.test(clause) && !/\b(?:but|pero|instead|en cambio|replac\w*|reemplaz\w*|add\w*|new|another|agreg\w*|anad\w*|nuev[oa]s?|otr[oa]s?)\b/.test(clause);

/**
 * A rate higher than the agreement's applied since the account came to collection (1692f(1): interest only as the
 * agreement or the law authorizes): "the contract rate was 9.9%, now that it's in collections we're applying 24%".
 * Two rates in the message, one named as the agreement's and a larger one as what is charged now.
 */
const RATE = String.raw`(\d{1,2}(?:[.,]\d+)?) ?(?:%|percent|por ciento)`;
const CONTRACT_RATE = new RegExp(
  String.raw`\b(?:contract(?:ed)?|agreement|original(?:ly)?|signed|note|terms|contrato|pactad[oa]|convenid[oa]|firmad[oa]|pagare|acuerdo|originalmente|tasa original)\b[^.!?%]{0,40}?${RATE}`,
  'g',
);
/** The words that say a rate is charged now; the one nearest the rate is read, so "never charged interest, but we add 12%" reads "add 12%". */
const APPLIED = String.raw`\b(?:now|since|collections?|apply\w*|applied|charg\w*|using|add\w*|bill\w*|going forward|from now on|runs?|running|accru\w*|accumulat\w*|kicks? in|ahora|aplic\w*|cobr\w*|cobranza|corre|corren|corriendo|acumul\w*|genera|generan)\b`;
/** A rate taken off is a discount, not a charge: "settling now takes 25% off". */
const RATE_APPLIED = new RegExp(String.raw`${APPLIED}(?:(?!${APPLIED})[^.!?%]){0,40}?${RATE}(?! ?(?:off|discount|less|de descuento|menos)\b)`, 'g');
/**
 * The agreement said to carry no interest at all: "su contrato no cobraba intereses", "the contract had no interest", or the
 * creditor said to have charged none before ("the piano studio never charged interest", "el gimnasio nunca cobró intereses";
 * set BB). A rate applied since is above it.
 */
const CONTRACT_WITHOUT_INTEREST =
  /\b(?:never|didn'?t|did not|wasn'?t|was not) (?:ever )?(?:charg(?:ed|ing)|add(?:ed|ing)|bill(?:ed|ing)) (?:you )?(?:any |a (?:penny|cent|dime) (?:of|in) )?interest\b|\b(?:nunca|no) (?:le )?(?:cobro|cobraba|cargo|cargaba|agrego|sumo) (?:ningun |nada de )?interes(?:es)?\b|\b(?:contract(?:ed)?|agreement|note|terms|contrato|acuerdo|pagare)\b[^.!?]{0,40}\b(?:(?:had|has|carried|carries|charged|charges|included|includes) no interest|(?:didn'?t|did not|doesn'?t|does not|never) (?:\w+ )?(?:charge[sd]?|carr(?:y|ies|ied)|ha(?:ve|s|d)|include[sd]?|allow(?:s|ed)?|call(?:s|ed)? for|provide[sd]? for) (?:any )?interest|(?:was|is) interest[- ]free|no (?:cobraba|cobra|tenia|tiene|llevaba|lleva|incluia|incluye|generaba|genera) (?:ningun )?interes(?:es)?|sin interes(?:es)?)\b/;
const withRateAboveContract =
  (check: Check): Check =>
  (m, ctx) => {
    const hit = check(m, ctx);
    const text = m.n.text;
    const contract = [...text.matchAll(CONTRACT_RATE)].map((c) => ({
      rate: numberOf(c[1] ?? ''),
      at: (c.index ?? 0) + c[0].lastIndexOf(c[1] ?? ''),
    }));
    if (CONTRACT_WITHOUT_INTEREST.test(text)) contract.push({ rate: 0, at: -1 });
    if (contract.length === 0) return hit;
    const triggers = [...(hit?.triggers ?? [])];
    for (const a of text.matchAll(RATE_APPLIED)) {
      const start = a.index ?? 0;
      const end = start + a[0].length;
      const at = start + a[0].lastIndexOf(a[1] ?? '');
      if (!contract.some((c) => c.at !== at && c.rate < numberOf(a[1] ?? ''))) continue;
      if (isNegated(text, start, end, RATE_APPLIED)) continue;
      const words = originalSpan(m.original, m.n, start, end);
      if (words && !triggers.includes(words)) triggers.push(words);
    }
    return triggers.length > 0 ? { action: hit?.action ?? 'block', triggers: withoutNested(triggers) } : null;
  };

/** The dollar amounts of a text, in cents. */
const amountsIn = (text: string) => [...text.matchAll(new RegExp(DOLLAR_FIGURE, 'g'))].map((a) => parseDollarsToCents(`${a[1]}.${a[2] ?? '00'}`));

/** A charge a collector adds on its own account (processing, collection, late…), never the debt itself. */
const COLLECTORS_OWN_CHARGE =
  /\b(?:processing|convenience|service|handling|admin\w*|collection|transaction|phone|card|filing|paperwork|set ?up|recovery|reinstatement|research|expedite\w*|rush|delinquency|penalty|late|payment|reminder|notice|letter|portal|online|re-?open\w*|reactivation|maintenance|skip|procesamiento|servicio|conveniencia|manejo|administracion|cobranza|tramite|tarjeta|telefono|mora|atraso|recargo|multa|penalidad)\b/;
/**
 * The debt itself named by its kind of charge ("the $412 termination fee", "your $965 gym fee"): a fee whose
 * amount is the whole balance owed is what the consumer owes, not a charge added to it (1692f(1)).
 */
const exceptTheDebtItself =
  (check: Check): Check =>
  (m, ctx) => {
    const hit = check(m, ctx);
    if (!hit || ctx.balanceCents === null || ctx.balanceCents === 0) return hit;
    const triggers = hit.triggers.filter((t) => {
      const amounts = amountsIn(t);
      return !(amounts.length === 1 && amounts[0] === ctx.balanceCents && !COLLECTORS_OWN_CHARGE.test(normalize(t).text));
    });
    return triggers.length > 0 ? { ...hit, triggers } : null;
  };

/** The kinds of charge an agreement may set, each named the ways a message names it. */
const FEE_KINDS: [string, RegExp][] = [
  ['late', /\b(?:late|mora|atras\w*|retras\w*|tardi\w*)\b/],
  ['returned', /\b(?:returned (?:check|payment)|nsf|insufficient funds|bounced|cheques? devuelt\w*|fondos insuficientes)\b/],
  ['reconnection', /\b(?:reconnect\w*|reactivat\w*|reconexion|reactivacion)\b/],
  ['termination', /\b(?:early termination|termination|cancell?ation|terminacion|cancelacion)\b/],
];
const FEE_WORD = /\b(?:fees?|charges?|penalt(?:y|ies)|surcharges?|cargos?|recargos?|cuotas?|multas?|penalidad(?:es)?|comision(?:es)?)\b/;
const kindsOf = (text: string) => FEE_KINDS.filter(([, re]) => re.test(text)).map(([kind]) => kind);

/** The dollar amounts of a text, in cents, those that read as one. */
const centsIn = (text: string): number[] => amountsIn(text).filter((c): c is number => c !== null);

/**
 * A charge the message ties to the agreement (or the law) in one sentence, counted in the balance in another: "section 4 sets a $20 late
 * fee … so the balance includes $60 in late fees", "$50 of the $830 is late charges", or restated by its sum alone ("tiene un solo cargo
 * de $15"). The later mention names the same charge, unless its sum is no whole number of the agreement's ("$75 in late fees" on a $20
 * fee), the charge is of another kind, or the firm names it as its own (a processing fee).
 */
const exceptTheAgreementsOwnFee =
  (check: Check): Check =>
  (m, ctx) => {
    const hit = check(m, ctx);
    if (!hit) return hit;
    const agreed = new Map<string, number[]>();
    for (const sentence of sentencesOf(m.n.text)) {
      if (!FROM_THE_AGREEMENT.test(sentence) || AGREEMENT_DENIED.test(sentence) || !FEE_WORD.test(sentence)) continue;
      for (const kind of kindsOf(sentence)) agreed.set(kind, [...(agreed.get(kind) ?? []), ...centsIn(sentence)]);
    }
    if (agreed.size === 0) return hit;
    const triggers = hit.triggers.filter((t) => {
      const said = normalize(t).text;
      const kinds = kindsOf(said);
      const own = centsIn(said);
      const bySumAlone = kinds.length === 0 && own.length > 0 && !COLLECTORS_OWN_CHARGE.test(said);
      if (!bySumAlone && (kinds.length === 0 || !kinds.every((k) => agreed.has(k)))) return true;
      const unit = (bySumAlone ? [...agreed.values()].flat() : kinds.flatMap((k) => agreed.get(k) ?? [])).filter((c) => c > 0);
      // An agreement that names the charge but no sum clears its kind, never a sum alone.
      if (unit.length === 0) return bySumAlone;
      const isWhole = (sum: number) => unit.some((c) => sum % c === 0 && sum / c <= 24);
      if (own.length > 0) return !own.every(isWhole);
      // No sum in the trigger: the nearest before it in its clause that is not the balance itself.
      const at = m.n.text.indexOf(said);
      const clause = at < 0 ? '' : clauseAt(m.n.text, at, at + said.length);
      const sum = centsIn(clause.slice(0, Math.max(0, clause.indexOf(said))))
        .reverse()
        .find((c) => c !== ctx.balanceCents);
      return sum !== undefined && !isWhole(sum);
    });
    return triggers.length > 0 ? { ...hit, triggers } : null;
  };

/** What clears a fee, in the rule's phrasings and its frame alike. */
export const FEE_EXEMPTIONS: Exemptions = {
  // A charge the original agreement carries, said to be the agreement's, is the creditor's lawful charge (1692f(1) "expressly authorized by the agreement").
  exempt: (sentence) => (FROM_THE_AGREEMENT.test(sentence) && !AGREEMENT_DENIED.test(sentence)) || FEE_OF_OTHERS.test(sentence),
  exemptClause: isFeeRemoved,
};

export const unauthorizedFeesRule: Rule = {
  id: 'unauthorized-fees',
  citation: '15 U.S.C. 1692f(1); 12 CFR 1006.22(b)',
  description: 'A fee or charge not authorized by the agreement or by law',
  suggestion: () => 'Remove fees that the agreement or the law does not authorize.',
  check: withRateAboveContract(
    textRule(
      {
        en: [
          // A charge for each contact the firm makes: "we charge you $15 for every message we send" (no agreement bills its own reminders).
          /\b(?:charg|bill|add|assess)\w*\b[^.!?]{0,15}\$ ?\d[\d,.]*\b[^.!?]{0,15}\b(?:for|per) (?:each|every) (?:message|text|call|letter|notice|reminder|email|voicemail)s?\b/,
          // Interest or charges the agreement cannot carry: a rate by the week or day, a charge for each reminder or broken promise.
          // A fee or interest the sender admits has no basis: made up, "our standard", nothing in the paperwork allows it.
          /\b(?:fee|fees|charge|charges|interest|surcharge)\b[^.!?]{0,60}\b(?:made (?:it )?up|invented|came up with|our (?:own )?(?:standard|policy|rule)|because we can)\b|\b(?:fee|fees|charge|charges|interest|surcharge|rate)\b[\s\S]{0,80}?\b(?:(?:that|it|this)(?:'s| is| was) (?:all )?our (?:own )?(?:call|decision|choice)|we (?:decided|chose) (?:that|it|this) (?:ourselves|on our own)|our (?:call|decision), not (?:the|your))\b|\bnothing in (?:the|your|their) (?:paperwork|contract|agreement|terms|file)\b[^.!?]{0,20}\b(?:lets?|letting|allows?|allowing|authoriz\w*|permits?|says)\b|\b(?:never|didn't|did not) (?:charge|charged|add|added) (?:any )?(?:interest|fees?)\b[^.!?]{0,80}\b(?:we(?:'ve| have)? (?:been )?(?:add|charg)\w*|we (?:add|charge))\b/,
          // A higher rate put on the account because it is in collection: "since it went to collections the rate went up", "our collection rate".
          /\b(?:now that|since|because|once|as soon as|ever since) (?:it(?:'s| is| was| went| has gone| got| has been)|the (?:account|debt|balance|loan|card|bill) (?:is|was|went|has gone|got|has been))\b[^.!?]{0,30}\b(?:collections?|our office|an agency|us)\b[^.!?]{0,50}\b(?:(?:rate|apr|interest)\b[^.!?]{0,20}\b(?:is now higher|went up|goes up|has gone up|increased|increases|jumped|jumps|rose|rises|was raised|is raised|got bumped|bumped)|(?:applying|charging|adding|using|billing) (?:a |the |our )?(?:higher|new|collections?|penalty) (?:interest )?(?:rate|apr))\b|\b(?:our|the|a) collections? (?:interest )?(?:rate|apr)\b/,
          // Attorney's fees charged while no attorney works the account: "plus $250 attorney fees, though no lawyer has touched it yet".
          /\b(?:attorney'?s?|lawyer'?s?|legal) fees?\b[^.!?]{0,60}\b(?:no|not|never|without|isn't|hasn't|haven't|no one|nobody)\b[^.!?]{0,25}\b(?:attorney|lawyer|counsel|law firm)\b/,
          /\b\d+(?:[.,]\d+)? ?% (?:a|per|each|every) (?:week|day)\b|\b(?:another|an extra|additional) \$ ?\d+(?:[.,]\d{2})? (?:on|to|onto) your (?:side|ledger|account|balance|tab|bill)\b|\b(?:follow ?ups?|reminders?|calls?|notices?|letters?)\b[^.!?]{0,20}\b(?:aren't|are not|isn't|is not|ain't) free\b/,
          /\b(?:processing|convenience|service|handling|administrative|admin|collection|transaction|phone|card|filing|paperwork|setup|set up|recovery|reinstatement|research|expedite|expedited|rush|delinquency|penalty|late|payment|reminder|notice|letter|statement|portal|online|reopening|reopen|re-?opening|reactivation|restructuring|modification|verification|validation) (?:fees?|charges?|surcharges?)\b|\b(?:collection|processing|handling|administrative|admin|recovery|servicing|agency) costs?\b(?! (?:of|for) (?:the )?(?:suit|lawsuit|court))/,
          // A charge for opening or joining a payment plan: "a $25 enrollment charge for the plan".
          /\b(?:enrollment|sign ?up|opening|activation|plan setup|plan set up|arrangement) (?:fee|charge|cost)s?\b/,
          // A recurring charge for keeping the account while it is in collection: "a $6 per week account upkeep charge".
          /\b(?:account|file) (?:maintenance|management|servicing|upkeep|monitoring|keeping|hold(?:ing)?) (?:fees?|charges?|costs?)\b|\$ ?\d+(?:[.,]\d{2})? ?(?:\/|per|a|an|each|every) ?(?:week|wk|day|month|mo)\b[^.!?]{0,30}\b(?:fee|charge|surcharge)s?\b/,
          /\b(?:add|adding|added|charge|charging|tack on|tacking on|impose|imposing|assess|assessing)\b[^.!?]{0,25}\b(?:fees?|surcharges?|penalty|penalties)\b/,
          // A dollar fee put on the account, however long its name: "we've added a $75 'relay service accommodation fee'".
          /\b(?:add|adding|added|adds|tack\w* on|impos\w*|assess\w*)\b[^.!?]{0,10}\$ ?\d[\d,.]*\b[^.!?]{0,40}\b(?:fees?|surcharges?|penalt(?:y|ies))\b/,
          /\b(?:fee|surcharge|penalty) of \$ ?\d+/,
          /\byou(?:'ll| will| would)? (?:have to |need to )?(?:pay|cover|be responsible for|owe|be charged|be billed)(?: for)? (?:our|the|all|any)? ?(?:legal|attorney'?s?|lawyer'?s?|court|collection) (?:fees|costs|expenses)\b|\b(?:legal|attorney'?s?|court|collection) (?:fees|costs) (?:will be|are being|get) (?:added|charged|passed on)\b/,
          /\$ ?\d+(?:[.,]\d{2})? (?:['"]?[\w-]+['"]? ){0,2}?(?:fee|surcharge|penalty)\b/,
          /\b(?:charge|fee|cost) (?:for|to) (?:process|processing|handle|handling|use|using|the call|taking)\b|\b(?:add|adding|charge|charging|tack on|tacking on)\w* (?:an? (?:extra |additional )?)?\$ ?\d+(?:[.,]\d{2})? (?:fee|charge|surcharge|to (?:your|the) (?:balance|account|bill|total))\b/,
          /\b(?:extra|additional) \$ ?\d+(?:[.,]\d{2})? (?:fee|charge|surcharge|if you (?:pay|use)|for (?:paying|using|card|phone|online|processing))\b|\$ ?\d+(?:[.,]\d{2})? (?:extra|more) (?:if|when|for|by|with) (?:you )?(?:pay|paying|use|using|the call|calls?|phone|card|zelle|venmo|paypal|cash ?app|online|check|the (?:phone|card|app|portal))\b|\b(?:another|an extra|an additional|a new) \$ ?\d+(?:[.,]\d{2})? (?:[\w'-]+ ){0,2}?(?:fee|charge|surcharge|penalty)\b|\b\d+(?:[.,]\d+)? ?(?:%|percent) (?:surcharge|fee|charge)\b|\bsurcharges?\b/,
          /\b(?:fee|charge|surcharge)s? \(\$ ?\d+/,
          /\b(?:add|added|adding|adds|tack\w* on|charg\w*|bill\w*)\b[^.!?]{0,30}\bfor (?:the |our |all the |my )?(?:time|trouble|effort|hassle|work|calls|letters|legwork)\b|\b(?:tracking|hunting|chasing|finding|locating|looking for) (?:you|u) (?:down|up)?\b[^.!?]{0,20}\b(?:fee|charge|cost|added|add)\b|\b(?:add|added|adding|charg\w*)\b[^.!?]{0,40}\b(?:tracking|hunting|chasing|finding|locating) (?:you|u)\b/,
          /\b(?:add|adding|added|tack\w* on)\b[^.!?]{0,8}\$ ?\d[\d,.]*\b[^.!?]{0,20}\b(?:for|that'?s for|to cover)\b|\bskip ?trac\w*\b[^.!?]{0,30}\$ ?\d|\$ ?\d[\d,.]*\b[^.!?]{0,20}\bskip ?trac/,
          /\b(?:each|every|per)\b[^.!?]{0,40}\b(?:gets?|is|are|will be)? ?(?:billed|charged|invoiced|added)\b[^.!?]{0,12}\$ ?\d[\d,.]*|\b(?:for )?(?:each|every)\b[^.!?]{0,40}\b(?:we|i|they)(?:'ll| will)? (?:add|tack on|charge|bill)\w*\b[^.!?]{0,15}\$ ?\d[\d,.]*/,
          /\beffective immediately\b[^.!?]{0,25}\b(?:interest|fees?|charges?)\b|\b(?:interest|fees?|charges?|late charges?)\b[^.!?]{0,90}\b(?:(?:agency|company|office|firm|our|internal|house|collection) polic(?:y|ies)|effective immediately|from now on|starting (?:today|now|this month))\b|\b(?:agency|company|office|firm|internal|house) polic(?:y|ies)\b[^.!?]{0,40}\b(?:interest|fees?|charges?)\b/,
          /\$ ?\d+(?:[.,]\d{2})? for (?:the |our |each |every |a |that )?(?:validation |collection |demand |dunning |reminder |certified )?(?:letters?|notices?|calls?|reminders?|texts?|emails?|visits?|paperwork|mailings?)\b/,
        ],
        es: [
          /\bhonorarios (?:de(?:l)? abogad[oa]s?|legales)\b[^.!?]{0,60}\b(?:no hay|sin|ningun|todavia no|aun no|no tiene|no se ha)\b[^.!?]{0,25}\b(?:abogad[oa]|licenciad[oa]|despacho)\w*/,
          /\b(?:desde que|ahora que|como|ya que) (?:la cuenta |la deuda |el prestamo |el saldo )?(?:esta|paso|se fue|entro|llego|se mando) (?:a|en) (?:cobranza|cobros|nuestra agencia|la agencia)\b[^.!?]{0,50}\b(?:tasa|interes)\w*\b[^.!?]{0,20}\b(?:subio|sube|aumento|aumenta|es mas alta|mas alt[oa]|nueva)\b|\btasa (?:de|por) (?:cobranza|cobro)\b/,
          /\b\d+(?:[.,]\d+)? ?% (?:a la|por|cada) (?:semana|dia)\b|\b\d+(?:[.,]\d+)? ?% (?:semanal|diario)\b/,
          /\b(?:cargos?|tarifas?|comision(?:es)?|recargos?|cuotas?|costos?|gastos)(?: adicional(?:es)?)? (?:por|de) (?:procesamiento|servicio|conveniencia|manejo|administracion|cobranza|pago|tramite|tarjeta|telefono|papeleo|recuperacion|reapertura|reactivacion|expediente)\b/,
          /\b(?:cargo|tarifa|comision|recargo|multa|penalidad)(?: adicional)? de \$ ?\d+/,
          // A price on each way to pay or on the plan itself: "son $12 extra por la llamada", "se cobran $60 por abrir el plan y $15 por cada pago" (blind set AF).
          /\$ ?\d+(?:[.,]\d{2})? (?:extra|adicionales?|de mas) (?:por|si|para|con) (?:la |el |pagar |usar |cada )?(?:llamada|telefono|tarjeta|zelle|pago|transferencia|internet|linea|cheque|app)\b|\b(?:se )?cobr\w* \$ ?\d+(?:[.,]\d{2})? (?:por|para) (?:abrir|activar|iniciar|procesar|inscribir\w*|cada (?:pago|llamada|abono|mes)|el plan|la llamada)\b/,
          // A "cuota" is an instalment; with a fee's name it is a charge.
          // A charge for opening or joining a plan, or one the agency calls its own policy: "cargo de inscripción al plan", "es regla de la oficina".
          /\b(?:cargos?|tarifas?|comision(?:es)?|recargos?|cuotas?)(?: adicional(?:es)?)? (?:por|de) (?:apertura|inscripcion|activacion|alta|afiliacion|configuracion|arreglo)\b|\b(?:cargos?|tarifas?|comision(?:es)?|recargos?|intereses?)\b[^.!?]{0,90}\b(?:politicas?|reglas?|normas?) (?:de la (?:agencia|empresa|compania|oficina)|del despacho|internas?)\b/,
          /\bcuotas? (?:administrativas?|de (?:servicio|manejo|procesamiento|cobranza|tramite|mora|atraso|reconexion)|por (?:atraso|mora|retraso|manejo|servicio))\b/,
          /\$ ?\d+(?:[.,]\d{2})? (?:de )?(?:cargo|tarifa|comision|recargo|multa|penalidad)\b/,
          // Interest or a charge the sender says it decided on itself (blind set AX): "le pusimos intereses… eso lo decidimos nosotros".
          /\b(?:interes(?:es)?|cargos?|recargos?|comision(?:es)?|tasa)\b[\s\S]{0,80}?\b(?:lo decidimos (?:nosotros|aqui)|(?:fue )?decision (?:nuestra|de nosotros|de la agencia|de la oficina)|lo pusimos nosotros|(?:eso|esto) lo (?:decidimos|pusimos|fijamos) nosotros)\b/,
          /\b(?:agreg|anad|sum|cobr|impon|aplic)\w*\b[^.!?]{0,25}\b(?:cargos?|tarifas?|comision(?:es)?|recargos?|multas?|penalidad(?:es)?)\b/,
          /\b(?:pagar|cubrir|cobrarle|cobraremos|sumaremos|agregaremos)\w* (?:los |todos los )?(?:honorarios|gastos|costos) (?:de abogados?|legales|de cobranza|de la corte)\b/,
          // A charge added under a name of the office's own: "se le agregaron $150 de 'gestión de cobranza'" (set AZ).
          /\b(?:manejo|administracion|mantenimiento) de (?:la )?cuenta\b|\bcobro por (?:manejo|procesamiento|tramite|servicio)\b|\b(?:agreg|sum|anad)\w* \$ ?\d+(?:[.,]\d{2})? (?:a su (?:saldo|cuenta|deuda)|de (?:cargo|recargo|comision))|\b(?:agreg|sum|anad|carg)\w* \$ ?\d[\d,.]* (?:de |por |en )?['"“‘]?(?:gestion|manejo|tramite|servicio|procesamiento|administracion|honorarios|gastos) de (?:cobranza|cobro|cuenta|la cuenta)\b/,
          /\$ ?\d+(?:[.,]\d{2})? (?:adicionales|extra|de mas|mas) (?:de (?:procesamiento|manejo|servicio|tramite)|(?:si|por|para|cuando) (?:paga|pagar|usa|usar|el uso|tarjeta|procesar|telefono))\b|\b(?:costo|cargo|cobro) (?:adicional|extra)\b|\b(?:recargo|cargo|comision) (?:del|de) \d+ ?%/,
          /\$ ?\d+(?:[.,]\d{2})? (?:adicionales|extra|de mas|mas) (?:por|de) (?:la |el )?(?:transaccion|tarjeta|procesamiento|uso|servicio|tramite|manejo)\b/,
          /\b(?:cobr|carg|agreg|sum|factur)\w*\b[^.!?]{0,15}\$ ?\d[\d,.]*\b[^.!?]{0,15}\bpor cada (?:mensaje|llamada|carta|aviso|recordatorio|texto|correo)s?\b/,
          /\b(?:por cada|cada)\b[^.!?]{0,40}\b(?:agreg|sum|anad|cobr|carg|factur)\w*\b[^.!?]{0,15}\$ ?\d[\d,.]*|\b(?:interes(?:es)?|cargos?|recargos?)\b[^.!?]{0,60}\b(?:politica (?:de la|de nuestra|interna)|a partir de (?:hoy|ahora|este mes))\b/,
        ],
      },
      {
        negatable: true,
        ...FEE_EXEMPTIONS,
        // A charge or rate admitted to have no ground in the agreement, and kept as the agency's own: the admission carries its own "not".
        implied: {
          en: [
            /\b(?:didn't|did not|doesn't|does not|never|don't|do not|wasn't|isn't)\b (?:\w+ ){0,2}?(?:say|mention|include|list|provide for|allow|authorize|call for|have|contain|set)\w* (?:anything |a word |nothing )?(?:about |for |on )?(?:any |an? )?(?:interest|fees?|charges?|late (?:fees?|charges?)|a rate)\b[^.!?]{0,40}\b(?:but|yet|still|anyway|regardless)\b[^.!?]{0,40}\b(?:add|adding|added|charg|apply|applying|applied|accru|assess|put)\w*/,
            /\b(?:not|aren't|isn't|are not|is not|weren't|never)\b (?:\w+ ){0,2}?(?:in|on|part of|from|authorized by|allowed by|covered by) (?:your |the )?(?:original |signed )?(?:agreement|contract|terms|lease|invoice|bill|paperwork)\b[^.!?]{0,30}\b(?:they're|they are|these are|those are|it's|it is|that's|that is) (?:all )?(?:ours|our own|our (?:fees?|charges?|rates?))\b/,
            /\b(?:add|adding|added|charg\w*|apply\w*|applied|accru\w*|assess\w*)\b[^.!?]{0,40}\b\d+(?:[.,]\d+)? ?(?:%|percent)[^.!?]{0,60}\b(?:our|the agency'?s?|the company'?s?|the firm'?s?|house|in-?house) (?:own )?(?:(?:agency|collection|house|standard|in-?house) ){0,2}(?:rate|pricing|fee schedule)\b/,
            // The charge first, then the agreement's silence conceded: "we're adding 12% interest even though your contract never mentions interest".
            /\b(?:add|adding|added|charg\w*|apply\w*|applied|accru\w*|assess\w*|bill\w*)\b[^.!?]{0,40}\b(?:interest|fees?|charges?|surcharges?|rate)\b[^.!?]{0,40}\b(?:even though|although|though|even if|despite the fact that)\b (?:the |your )?(?:original |signed )?(?:agreement|contract|terms|lease|invoice|paperwork)\b[^.!?]{0,20}\b(?:doesn't|does not|didn't|did not|never|says nothing|said nothing|has no|had no)\b/,
          ],
          es: [
            /\b(?:agreg|sum|cobr|aplic|carg|anad)\w*\b[^.!?]{0,40}\b(?:interes(?:es)?|interest|cargos?|recargos?|comision(?:es)?|tasa)\b[^.!?]{0,40}\b(?:aunque|a pesar de que|aun cuando|si bien)\b (?:el |su |tu )?(?:contrato|acuerdo|factura|convenio)\b[^.!?]{0,40}\bno (?:dice|decia|menciona|mencionaba|incluye|incluia|establece|permite|autoriza|habla|trae|traia)\b/,
            /\b(?:no (?:decia|dice|menciona|mencionaba|incluia|incluye|establecia|establece|fijaba|fija|permitia|permite|autoriza|autorizaba)|no (?:traia|trae) nada)\b[^.!?]{0,20}\b(?:intereses?|cargos?|recargos?|comision(?:es)?|tasa)\b[^.!?]{0,40}\b(?:pero|aun asi|igual|de todos modos)\b[^.!?]{0,40}\b(?:agreg|sum|cobr|aplic|carg|anad)\w*/,
            /\bno (?:estan|esta|vienen|viene|aparecen|aparece|figuran) en (?:su |el |tu )?(?:contrato|acuerdo|factura)(?: original)?\b[^.!?]{0,30}\b(?:son|es) (?:nuestr[oa]s?|de (?:la|nuestra) agencia)\b/,
            /\b(?:agreg|sum|cobr|aplic|carg)\w*\b[^.!?]{0,40}\b\d+(?:[.,]\d+)? ?(?:%|por ciento)[^.!?]{0,60}\b(?:nuestra tasa|tasa (?:de la|de nuestra) (?:agencia|oficina|empresa)|tarifa (?:de la|de nuestra) (?:agencia|oficina))\b/,
          ],
        },
      },
    ),
  ),
  // A fine the judge may impose if the court's own order is ignored is the court's sanction, not the firm's fee.
  keep: (found) =>
    exceptCourtOrderConsequence(/\b(?:fines?|fined|multas?|multar\w*|sanction\w*|sancion\w*)\b/, exceptTheAgreementsOwnFee(exceptTheDebtItself(found))),
};

/** A post-dated payment confirmed as still set for its date: "just confirming the post-dated payment of June 15 is still scheduled". */
const POSTDATED_CONFIRMED =
  /\b(?:confirm\w*|reminder|remind\w*|still (?:scheduled|set|on|good)|(?:is|remains|stays) scheduled|as (?:you )?(?:arranged|scheduled|set up|requested)|recordar\w*|record\w*|sigue (?:programad|agendad|en pie)\w*|(?:esta|queda) programad\w*|como (?:usted )?(?:lo )?(?:acordo|programo|pidio))\b/;
/** What turns it back into the practice the law forbids: asked for, cashed early, or held over the consumer. */
const POSTDATED_PRESSED =
  /\b(?:send|mail|give|drop off|bring|write|(?:we|i)(?: will| still|'ll)? (?:need|want|require)|envie|envienos|mande|mandenos|necesitamos|queremos|deposit\w* (?:it |them )?(?:early|now|today|before)|cash\w* (?:it |them )?(?:early|now|today|before)|deposit\w* (?:hoy|ya|antes)|cobr\w* (?:hoy|ya|antes)|bounce\w*|rebota\w*|fraud|criminal|police|policia|charges|cargos penales)\b/;

export const postdatedCheckRule: Rule = {
  id: 'postdated-check',
  citation: '15 U.S.C. 1692f(3),(4)',
  description: 'Solicitation of postdated checks',
  suggestion: () => 'Do not ask for postdated checks; offer a payment plan on the platform instead.',
  check: textRule(
    {
      en: [
        /\b(?:postdated|post dated|postdate|post date|postdating)\b/,
        /\bdate (?:the|your|a|each) (?:checks?|cheques?) (?:for|to|ahead|forward|in advance|later)\b/,
        /\b(?:checks?|cheques?) (?:dated|with dates) (?:for |in )?(?:the future|next|later|ahead|each month)\b/,
      ],
      es: [
        /\b(?:posfechad[oa]s?|postfechad[oa]s?|pos fechad[oa]s?)\b/,
        /\bcheques? con fecha (?:adelantada|futura|posterior|del proximo mes|de los proximos meses)\b/,
        /\bfech(?:e|ar|ado|ados) (?:el|los|su|sus) cheques? (?:para|a|con) (?:el (?:proximo|siguiente)|la proxima|fecha futura|mas adelante|cada mes)\b/,
      ],
    },
    // A post-dated payment the consumer already set up, confirmed as scheduled and not asked for, deposited early or held over
    // them, solicits nothing (1692f(2)-(4) reach soliciting, threatening with and depositing early, not confirming a date).
    { negatable: true, exempt: (sentence) => POSTDATED_CONFIRMED.test(sentence) && !POSTDATED_PRESSED.test(sentence) },
  ),
};
