import type { Patterns } from './types.js';

// Words about what the law gives the consumer, read by the threat rules (threats.ts): rights said to be absent or lost,
// benefits federal law exempts said to be takeable, and the consumer's immigration status put at risk over the debt.

/**
 * Rights said absent, or the collection law said not to reach the consumer (1692e(2)(A), (10)): "the FDCPA doesn't cover you",
 * "there's nowhere to complain", "como no es ciudadano no tiene derecho a disputar", and a section of the Act that does not exist.
 * Their wording holds a negation of its own, so they are read as the threat-not-intended rule's implied patterns.
 */
export const RIGHTS_SAID_ABSENT: Patterns = {
  en: [
    /\b(?:fdcpa|fair debt collection practices act|(?:federal|state|collection|consumer(?: protection)?|debt collection) (?:debt |collection )?laws?|the law|those laws|(?:the|these|those) rules)\b[^.!?]{0,40}\b(?:don't|do not|doesn't|does not|won't|will not|no longer|can't|cannot|never)\b (?:even )?(?:apply to|cover|protect|help) you\b|\byou(?:'re| are) not (?:covered|protected) by (?:the |any |federal |state )?(?:fdcpa|law|laws|rules|act)\b/,
    // The Act or its rules said to cover none of it, or a contract signed as a minor said binding all the same (blind set AF).
    /\b(?:none|no part) of (?:the |those |these |your |its )?(?:fdcpa |consumer |collection |debt collection |federal |state )?(?:rules|laws|protections|rights)\b(?:(?!\b(?:optional|waiv\w*|ignor\w*|skipped)\b)[^.!?:;]){0,40}\b(?:appl(?:y|ies)|cover|covers|protect|protects)\b|\b(?:(?:i|you) (?:was|were)(?: only)?|being) (?:17|seventeen|16|sixteen|a minor|under ?age)\b[^.!?]{0,30}\b(?:isn't|is not|ain't|not|is no) (?:a )?(?:real |valid |legal )?(?:defen[cs]e|excuse)\b|\b(?:treats?|treated) (?:it|you|the contract) (?:exactly )?(?:like|as if) you were (?:an adult|18|eighteen|\d\d)\b/,
    /\b(?:have|has|get|gets) no (?:\w+ )?(?:dispute|complaint|validation|verification|consumer|legal) rights\b|\b(?:don't|do not|doesn't|does not) (?:have|get) (?:any |the same )?(?:dispute|complaint|validation|verification|consumer) rights\b|\b(?:nowhere|no (?:one|place|way)) (?:to|you can) (?:dispute|complain|file a complaint|appeal)\b/,
    // The right to proof denied (1692g(a)(4), (b)): "you have no right to ask for proof", "you can't demand verification" (set BB).
    /(?<!\b(?:think|thinks|believe|believes|assume|assumes|thought|believed|assumed|myth|worry|worried)\b[^.!?]{0,25})(?:\b(?:have|has|get|gets) no (?:legal )?right to (?:ask|request|demand|see|get|receive|insist on)\w*(?: for| on)? (?:any |the |a |an |our )?(?:proof|verification|validation|documents?|documentation|paperwork|records|itemization|copy|copies|contract|evidence)\b|\b(?:don't|do not|doesn't|does not) have (?:the |a |any )?right to (?:ask|request|demand|see|get|receive|insist on)\w*(?: for| on)? (?:any |the |a |an |our )?(?:proof|verification|validation|documents?|documentation|paperwork|records|itemization|copy|copies|contract|evidence)\b|\byou (?:can't|cannot|can not) (?:ask|request|demand) (?:for |us for )?(?:any |the |a )?(?:proof|verification|validation|documentation|paperwork|evidence)\b)/,
    // The law said not to let the consumer dispute at all (1692g(a)(3)-(4), (b)): "federal law doesn't let you dispute a debt you
    // signed", "you're not allowed to contest it" (set BC).
    /\b(?:the law|(?:federal|state) law|the fdcpa|the act|the rules?)\b[^.!?]{0,30}\b(?:doesn't|does not|won't|will not|never)\b (?:let|allow|permit)s? you (?:to )?(?:dispute|contest|challenge)\b|\byou(?:'re| are) not (?:allowed|permitted|entitled) to (?:dispute|contest|challenge)\b/,
    // A section of the Act that does not exist: the FDCPA runs from 1692 to 1692p.
    /\b(?:section |sec |§ ?)?1692[q-z]\b/,
  ],
  es: [
    /\b(?:la )?(?:ley|leyes|fdcpa|ley federal|ley estatal|leyes (?:federales|estatales)|ley de (?:cobranzas?|cobros|proteccion al consumidor))\b[^.!?]{0,40}\bno (?:l[oae]s? |te )?(?:protege|protegen|cubre|cubren|aplica|aplican|ampara|amparan)\b(?! a (?:los |las )?(?:acreedores|empresas|negocios))/,
    /\bno (?:tiene|tienes|tienen|cuenta con|goza de) (?:los mismos |las mismas |ningun |el |los )?derechos? (?:de|a) (?:disputa|disputar|reclamo|reclamar|queja|quejarse|presentar quejas|impugnar|validacion|verificacion)\b|\b(?:ningun|sin) derecho (?:de|a) (?:disputa|disputar|reclamo|reclamar|queja|quejarse|impugnar)\b/,
    /\b(?:la )?(?:ley|leyes|fdcpa|ley federal|ley estatal|leyes (?:federales|estatales)|reglas?)\b[^.!?]{0,30}\bno (?:l[oae]s? |te )?(?:permite|permiten|deja|dejan|autoriza|autorizan) (?:a usted )?(?:disputar|impugnar|reclamar|objetar)\b|\bno (?:tiene|tienes) permitido (?:disputar|impugnar|objetar)\b/,
    /\bno (?:tiene|tienes|tienen|cuenta con) (?:ningun |el |los )?derechos? (?:a|de) (?:pedir|pedirnos|solicitar|solicitarnos|exigir|exigirnos|ver|recibir)\w* (?:ningun[oa]s? |las |los |la |el |una |unas |sus |nuestr[oa]s )?(?:pruebas?|verificacion|validacion|documentos?|comprobantes?|papeles|papeleo|copias?|contrato|evidencias?)\b/,
  ],
};

/**
 * A right said lost or waived ("the consumer forfeits the right to a payment plan", "perdió su derecho a presentar quejas"): read with
 * negation, so "paying does not waive your right to dispute" and "many assume they lose the right to dispute" tell the right kept.
 */
export const RIGHTS_SAID_LOST: Patterns = {
  en: [
    /\b(?:lose|lost|loses|losing|forfeit\w*|waive[sd]?|waiving|give up|gives up|gave up|giving up|no longer (?:have|has|get|gets))\b[^.!?]{0,12}\b(?:the |your |any |all |his |her |their )?(?:(?:federal|legal|consumer|state|fdcpa) )*(?:dispute|validation|verification|consumer|fdcpa|debt collection) (?:rights|protections)\b/,
    /\b(?:lose|lost|loses|losing|forfeit\w*|waive[sd]?|waiving|give up|gives up|gave up|giving up|no longer (?:have|has|get|gets))\b[^.!?]{0,12}\b(?:the |your |any |all |his |her |their )?(?:legal )?rights? (?:to|of) (?:dispute|challenge|contest|complain|file (?:a )?complaints?|request|ask for|demand|validation|verification|(?:a|an) (?:payment |installment )?plan|payment plans?|negotiate|appeal)\b/,
    // A quota the law never set on disputes or validation requests: "you only get to ask for validation once a year", "one dispute per
    // account", "validation requests are limited to one per consumer" (1692g sets none).
    /\b(?:disput\w*|validation|verification)\b[^.!?]{0,40}\b(?:once|one time|twice|(?:one|1|a single) (?:time|dispute|request|letter)s?) (?:a|per|each|every|in a|in your) (?:year|account|lifetime|debt|customer|consumer|person)\b|\b(?:one|1|a single) (?:dispute|validation|verification)(?: requests?| letters?)? (?:a|per|each|every|in a|in your) (?:year|account|lifetime|debt|customer|consumer|person)\b|\b(?:once|one time|twice) (?:a|per|each|every|in a|in your) (?:year|account|lifetime|debt|customer|consumer|person)\b[^.!?;,]{0,30}\b(?:disput\w*|validation|verification)\b|\b(?:disputes?|validations?|verifications?)(?: requests?| letters?| rights?)? (?:are|is) (?:limited|capped|restricted) to (?:one|1|a single|once)\b/,
  ],
  es: [
    /\b(?:disput\w*|validacion|verificacion|impugn\w*)\b[^.!?]{0,40}\b(?:una (?:sola )?vez|dos veces|un(?:a)? sol[oa] (?:vez|disputa|solicitud)) (?:al|por|cada|en el) (?:ano|mes|cuenta|persona|cliente|deuda)\b|\b(?:una (?:sola )?vez|una sola (?:disputa|solicitud)) (?:al|por|cada) (?:ano|mes|cuenta|persona|cliente|deuda)\b[^.!?]{0,40}\b(?:disput\w*|validacion|verificacion)/,
    /\b(?:perdio|pierde|perdera|perder|renuncia|renuncio)\b (?:a )?(?:su |el |sus |todo |todos sus )?derechos? (?:a|de) (?:presentar quejas|quejarse|reclamar|un plan|plan de pagos|validacion|verificacion|pedir\w*)\b/,
  ],
};

/**
 * Benefits no private creditor can reach: the federal ones by statute (42 U.S.C. 407, 38 U.S.C. 5301, 30 U.S.C. 932,
 * 45 U.S.C. 231m), child support received and unemployment benefits by every state's exemption law. The one list the
 * scanner reads them from.
 */
const EXEMPT_BENEFITS =
  "(?:black lung|railroad retirement|social security|ssi|ssdi|supplemental security income|va (?:disability|pension|benefits?|checks?)|veterans?'? (?:disability|pension|benefits?)|federal (?:retirement|pension|disability)|disability (?:checks?|benefits|payments?)|child support|unemployment (?:benefits|checks?)|survivors?'? (?:benefits?|checks?|payments?|pensions?))";
const EXEMPT_BENEFITS_ES =
  '(?:pulmon negro|jubilacion ferroviaria|retiro ferroviario|seguro social|ssi|beneficios? (?:de|del|por) (?:veteran\\w*|incapacidad|discapacidad|pulmon negro|seguro social|sobrevivientes?|viudez|orfandad))';

/** Those benefits said takeable for the debt: "black lung checks can be attached", "we can attach them next month". */
export const EXEMPT_BENEFITS_TAKEN: Patterns = {
  en: [
    new RegExp(
      String.raw`\b${EXEMPT_BENEFITS}\b[\s\S]{0,80}?\b(?:(?:can|could|will|may|might|is going to|are going to) (?:still |also |even |easily )?(?:be )?(?:attached|garnished|seized|levied|taken|frozen|intercepted|offset|touched)|(?:are|is) (?:fair game|fully collectible|not (?:protected|exempt))|(?:we|i|they|our (?:office|client|firm))(?:'ll| will| can| could| may| are going to)? (?:attach|garnish|seize|levy|freeze) (?:them|it|those|that)\b)|\b(?:attach(?:es|ing)?|tak(?:e|es|ing)|garnish(?:es|ing)?|seiz(?:e|es|ing)|lev(?:y|ies|ying)|intercept(?:s|ing)?|(?:go|goes|going|come|comes|coming) after) (?:your |the |his |her |their )?(?:[a-z]+(?:'s|s') )?(?:${EXEMPT_BENEFITS}|disability|benefits)\b`,
    ),
  ],
  es: [
    new RegExp(
      String.raw`\b${EXEMPT_BENEFITS_ES}\b[\s\S]{0,80}?\bse (?:l[oae]s? )?(?:puede|pueden|podria|podrian|va a|van a) (?:embargar|quitar|retener|congelar|tomar)\b|\b(?:embargar|quitar|retener|congelar)(?:le|les)? (?:su |la |el |sus |los |las )?${EXEMPT_BENEFITS_ES}\b`,
    ),
  ],
};

/** Where immigration enforcement sits, and the consumer's status: an immigration lawyer or an ice storm is neither. */
const IMMIGRATION_OFFICE = String.raw`(?:immigration|ice|uscis|homeland security|dhs|border patrol)\b(?! (?:lawyers?|attorneys?|advocates?|counsel|clinics?|storms?|cream|rinks?|age|cold|cubes?|packs?|roads?))`;
const STATUS =
  '(?:green card|visa(?! (?:card|debit|credit|gift|account|ending|payment|number))|residency|immigration status|citizenship|naturalization|daca|tps|work permit)';
const STATUS_ES = '(?:estado migratorio|estatus migratorio|residencia|green card|tarjeta verde|visa|ciudadania|permiso de trabajo)';

/**
 * The immigration authorities told of the debt by the sender, or the consumer's status said at risk over it: a threat of detention
 * and of action no collector may take (1692e(4), (5)).
 */
export const IMMIGRATION_THREATENED: Patterns = {
  en: [
    /\b(?:immigration|uscis|homeland security)\b[^.!?]{0,30}\b(?:checks?|reviews?|looks? at|pulls?|sees?|verif\w*|screens?)\b[^.!?]{0,30}\b(?:collections?|debts?|unpaid (?:bills|accounts)|credit (?:reports?|history))\b/,
    new RegExp(
      String.raw`\b(?:we|i|our (?:office|firm|agency|client|company|team))(?:'ll| will| are going to|'re going to|'re| are|'m| am| can| could| may| might|'d| would| plan to| intend to)?(?: (?:have to|just|also|then|go ahead and|be))? (?:report|notify|tell|let|inform|contact|call|alert|send|flag|refer|forward)\w*\b[^.!?]{0,30}\b${IMMIGRATION_OFFICE}|\b(?:reported|referred|flagged|sent) to ${IMMIGRATION_OFFICE}`,
    ),
    new RegExp(
      String.raw`\b${STATUS}\b[^.!?]{0,40}\b(?:could|can|may|might|will|would)\b[^.!?]{0,15}\b(?:be (?:in trouble|at risk|affected|revoked|cancell?ed|denied|jeopardi[sz]ed|taken away|pulled)|get (?:revoked|cancell?ed|denied|pulled))\b|\b(?:get|have) your ${STATUS} (?:revoked|cancell?ed|denied|pulled|taken away)\b|\b(?:can|could|may|might|will|would)\b (?:\w+ )?(?:revoke|cancel|take away|deny|pull|strip)\w* (?:you of )?(?:your|the) ${STATUS}\b`,
    ),
  ],
  es: [
    /\b(?:inmigracion|migracion|uscis)\b[^.!?]{0,30}\b(?:revisa|revisan|checa|checan|mira|miran|verifica|verifican|ve|ven)\b[^.!?]{0,30}\b(?:cuentas|deudas|cobranzas?|colecciones|historial|credito)\b/,
    /\b(?:(?:notific|avis|report|inform|llam|denunci|contact)(?:amos|aremos|are|o|aria|ariamos)|(?:vamos|voy) a (?:notificar|avisar|reportar|informar|llamar|denunciar|contactar)\w*)\b[^.!?]{0,30}\b(?:a |ante )?(?:la )?(?:inmigracion|migracion|la migra|ice|uscis)\b(?! (?:abogad\w*|consul\w*))/,
    new RegExp(
      String.raw`\b${STATUS_ES}\b[^.!?]{0,30}\b(?:puede|podria|va a|van a)\b[^.!?]{0,15}\b(?:afectar|perder|revocar|cancelar|quitar)\w*|\b(?:perder|afectar|quitarle|revocarle|cancelarle)\w* (?:su|tu) ${STATUS_ES}\b|\b(?:puede|pueden|podria|podrian|van a|va a)\b (?:\w+ )?(?:revocar|quitar|cancelar|negar)\w* (?:la|su|tu) ${STATUS_ES}\b|\b(?:afectar|perder|quitarle|revocarle|cancelarle)\w* (?:su|tu) (?:estatus|estado|papeles)\b(?<=\b(?:inmigracion|migracion|la migra|uscis)\b[\s\S]{0,200})`,
    ),
  ],
};

/**
 * The consumer's children or heirs said to become liable for the debt at death (1692e(2)(A), (10)): no one owes a parent's debt
 * but the estate. Read with negation at the liability itself, so "your kids are not responsible after you pass" tells the law.
 */
export const LIABILITY_SAID_INHERITED: Patterns = {
  en: [
    /(?<=\b(?:kids|children|sons?|daughters?|grand(?:kids|children|sons?|daughters?)|heirs|family)\b[^.!?]{0,40})\b(?:(?:legally|personally) )?(?:responsible|liable|on the hook|obligated)\b(?=[^.!?]{0,80}\b(?:pass|passes|passed|die|dies|death|gone|funeral)\b)|(?<=\b(?:kids|children|sons?|daughters?|grand(?:kids|children|sons?|daughters?)|heirs)\b[^.!?]{0,20})\binherit\w* (?:the|this|that|your) (?:\w+ )?(?:debt|balance|bill|account)\b/,
  ],
  es: [
    /(?<=\b(?:hijos|hijas|nietos|nietas|herederos|familia)\b[^.!?]{0,40})\b(?:quedan|quedaran|seran|son|van a ser|tendran que|tienen que|heredan|heredaran|van a heredar)\b[^.!?]{0,20}\b(?:responsables|obligad[oa]s|pagar\w*|cubrir\w*|la deuda)\b(?=[^.!?]{0,80}\b(?:fallezca|muera|fallece|muere|falte|fallecimiento|muerte)\b)/,
  ],
};

/**
 * The law or the courts misstated (1692e(2)(A), (10)): consumer protections said paused (a shutdown suspends nothing), an answer
 * in a suit said to count for nothing, judgment said automatic, Medicare or Medicaid coverage said to hang on paying a debt. Read
 * with negation at the claim itself ("your rights are not suspended", "has no effect on your Medicare").
 */
export const LAW_MISSTATED: Patterns = {
  en: [
    // Liability put on someone the law does not make liable: a surviving spouse for the late partner's own account, the person whose
    // number a thief or relative used ("it's under YOUR social, so legally it's yours"); the Act said to protect only the blameless.
    /(?<=\b(?:widow|widower|surviving (?:spouse|wife|husband)|late (?:husband|wife|spouse))(?:'s)?\b[^.!?]{0,60})\b(?:personally |legally )?(?:responsible|liable|on the hook|obligated)\b|\b(?:personally|legally) (?:responsible|liable|on the hook)\b(?=[^.!?]{0,60}\b(?:(?:only|just|solely) in (?:his|her|their) name|even (?:tho|though|if) (?:it was|it's|it is) (?:only |just )?in (?:his|her|their) name)\b)|\b(?:under|with|on|in) your (?:social|ssn|social security(?: number)?)\b[^.!?]{0,40}\b(?:legally|so|that makes it|means)\b[^.!?]{0,15}\b(?:yours|your (?:debt|responsibility|problem|bill))\b/,
    /\b(?:fdcpa|the law|federal law|regulation f|reg f|these (?:rules|laws|protections)|consumer (?:protection )?laws?)\b[^.!?]{0,20}\bonly (?:protects?|applies to|covers?|helps?|is for)\b (?:people|consumers|folks|those|borrowers|debtors) (?:who|that) (?:never|always|have never|paid|pay|are current|didn't|did not)\b/,
    /(?<=\b(?:protections?|rights|rules|laws?|fdcpa|regulation f)\b[^.!?]{0,25})\b(?:paused|suspended|on hold|frozen|not in effect)\b/,
    /\b(?:judge|court)\b[^.!?]{0,40}\b(?:automatically|always|every time)\b[^.!?]{0,15}\b(?:rules?|sides?|finds?|decides?|grants?|goes)\b (?:for|with|in favou?r of) (?:the )?(?:creditor|plaintiff|us|our client|lender|collector|bank)\b|\b(?:rules?|sides?|finds?|decides?)\b (?:for|with|in favou?r of) (?:the )?(?:creditor|plaintiff|us|our client|lender|collector|bank) (?:automatically|every time|always)\b/,
    /\b(?:medicare|medicaid)\b(?=[^.!?]{0,120}\b(?:pay|paid|settle|clear|resolve)\w*)(?=[^.!?]{0,120}\b(?:lapse|drop|end|cancel|terminat|cut off|lose|lost)\w*)/,
    // A minimum payment or a floor on what may be accepted said to be the law's (set AS): "per federal guidelines the minimum on a
    // collection account is $150/mo, I legally can't take less". No law sets one.
    /\b(?:per|under|by|according to|federal|state) (?:federal |state )?(?:law|laws|guidelines?|rules?|regulations?|statute)\b[^.!?]{0,40}\b(?:minimum|at least|no less than)\b|\b(?:legally|by law|the law says (?:i|we)|regulations say (?:i|we)) (?:can'?t|cannot|can not|(?:am|are|'m|'re) not (?:allowed|permitted) to|not allowed to) (?:take|accept|approve) (?:less|anything less|anything under|under)\b|\b(?:law|federal law|state law|regulations?|guidelines?) (?:requires?|says|mandates?|sets?)\b[^.!?]{0,30}\bminimum (?:payment|monthly|amount)\b/,
    // The law said to forbid a settlement or a lower figure (blind set AX): "this amount is final, the law doesn't let us lower it".
    /\b(?:the law|federal law|state law|regulations?|the rules)\b (?:doesn't|does not|won't|will not|wouldn't|would not) (?:let|allow|permit) (?:us|me|our (?:office|firm|client|company)) (?:to )?(?:\w+ )?(?:lower|reduce|settle|discount|negotiate|cut|waive|take less|accept less|go (?:any )?lower|take (?:a )?(?:settlement|payment plan))\b|\b(?:not|aren't|isn't|am not|'m not) (?:allowed|permitted) by law to (?:\w+ )?(?:lower|reduce|settle|discount|negotiate|cut|waive|take less|accept less|go (?:any )?lower|take (?:a )?(?:settlement|payment plan))\b|\b(?:legally|by law),? (?:we|i) (?:can'?t|cannot|can not) (?:\w+ )?(?:lower|reduce|settle|discount|negotiate|cut|waive|take less|accept less|go (?:any )?lower|take (?:a )?(?:settlement|payment plan))\b/,
  ],
  es: [
    /(?<=\b(?:derechos|protecciones|leyes|ley|reglas)\b[^.!?]{0,30})\b(?:suspendid[oa]s?|en pausa|pausad[oa]s?|congelad[oa]s?|sin efecto)\b/,
    /\b(?:juez|jueza|corte|tribunal)\b[^.!?]{0,30}\b(?:falla|decide|resuelve|da la razon)\w*\b[^.!?]{0,30}\b(?:a favor del?|al) (?:acreedor|demandante|banco|nosotros)\b[^.!?]{0,20}\b(?:automaticamente|siempre)\b|\b(?:automaticamente|siempre)\b[^.!?]{0,20}\b(?:falla|decide|resuelve)\w* a favor del? (?:acreedor|demandante|banco)\b/,
    /\b(?:medicare|medicaid)\b(?=[^.!?]{0,120}\b(?:pag|liquid|sald)\w*)(?=[^.!?]{0,120}\b(?:perd|cancel|suspend|termin|quit|cort)\w*)/,
    /\b(?:por ley|segun la ley|la ley (?:federal|estatal)?\s?(?:exige|requiere|dice|establece|marca|pide)|las (?:reglas|normas|regulaciones) (?:federales|estatales)?\s?(?:exigen|requieren|dicen|marcan))\b[^.!?]{0,40}\b(?:minimo|por lo menos|al menos|no (?:puedo|podemos) (?:aceptar|tomar) menos)\b|\b(?:por ley|legalmente) no (?:puedo|podemos|se puede) (?:aceptar|tomar|recibir) menos\b/,
    /\b(?:la ley|las (?:reglas|normas|regulaciones))(?: \w+)? no (?:nos|me|le) (?:permite|permiten|deja|dejan) (?:\w+ )?(?:bajar|reducir|rebajar|descontar|negociar|aceptar menos|tomar menos|arreglar)\w*|\b(?:por ley|legalmente) no (?:puedo|podemos|se puede) (?:\w+ )?(?:bajar|reducir|rebajar|descontar|negociar)\w*/,
  ],
};

/**
 * The same misstatements worded with a negation of their own, read as implied: the dispute rules "don't apply this month", an answer
 * that "doesn't count", a vacated judgment that "still binds" or leaves "no way to fight it".
 */
export const LAW_MISSTATED_IMPLIED: Patterns = {
  en: [
    // A bankruptcy discharge said not to bind the buyer of the debt: it binds whoever holds the debt.
    /\b(?:bankruptcy|discharge)\b[^.!?]{0,80}\b(?:only (?:covered|covers|applied|applies|protected|protects) (?:you )?(?:from |against |to )?the (?:bank|lender|original|card issuer|creditor)|(?:doesn't|does not|didn't|did not|won't|will not) (?:apply|cover|count|protect (?:you )?from|bind)\w*\b (?:to |against )?(?:us|debt buyers?|the (?:new )?(?:owner|buyer|holder))\b)/,
    /\b(?:dispute|validation|consumer|normal|usual|collection) rules\b[^.!?]{0,15}\b(?:don't|do not|doesn't|does not) apply (?:this|right now|now|during|until|while|for now)\b/,
    /\b(?:answers?|defen[cs]es?|responses? (?:in|to) the (?:suit|lawsuit|case|complaint))\b[^.!?]{0,15}\b(?:don't|do not|doesn't|does not|won't|will not) (?:count|matter|change anything|make (?:a|any) difference)\b/,
    /\b(?:vacated|set aside|overturned|thrown out|threw out|annulled|voided)\b[\s\S]{0,80}?\b(?:still (?:binds?|binding|stands|counts|holds|valid|in effect|applies)|(?:can't|cannot|can not|no way to|not allowed to|no longer able to) (?:raise|present|make|offer|fight|contest|defend|argue)|already (?:decided|final|settled))\b/,
  ],
  es: [
    /\b(?:contestacion|respuesta|defensa)\b[^.!?]{0,20}\bno (?:cuenta|sirve|importa|vale|cambia)\b/,
    /\b(?:anul\w*|revoc\w*|dej\w* sin efecto|cancel\w*)\b[^.!?]{0,30}\b(?:sentencia|fallo)\b[\s\S]{0,100}?\b(?:ya (?:no puede|quedo juzgad\w*|esta juzgad\w*|perdio)|no puede (?:volver a )?defender\w*|sigue (?:vigente|valiendo|firme|contando))/,
  ],
};
