import { isFiledCaseFact } from '../case-facts.js';
import { isConsumerRights, isCourtAppointedRole, isToTheConsumersAttorney } from '../meaning.js';
import { type Exemptions, textRule } from './negation.js';
import type { Rule } from './types.js';
import { GOVERNMENT, GOVERNMENT_ES, SELF, SELF_ES } from './vocabulary.js';

// Rules on who the collector says it is: government, credit-bureau, attorney-involvement.

export const governmentRule: Rule = {
  id: 'government',
  citation: '15 U.S.C. 1692e(1); 12 CFR 1006.18(b)(1)(i)',
  description: 'False implication of government affiliation',
  suggestion: () => 'Identify the firm by its own name; never suggest a government connection.',
  check: textRule(
    {
      en: [
        /\b(?:attorney general|state|county|federal|government|judicial|court|courthouse)\b[^.!?:]{0,25}\b(?:recovery|collections?|enforcement) (?:unit|division|office|bureau|department|task force)\b/,
        /\b(?:state|federal|national|county|government|public) (?:\w+ )?(?:debt|debts|medical debt|credit|collections?|consumer debt|recovery) (?:commission|board|authority|agency|office|bureau|department|registry|council)\b/,
        // "This is a federal student loan" describes the debt, not the sender.
        new RegExp(
          String.raw`\b${SELF} (?:\w+ ){0,3}?${GOVERNMENT}\b(?! (?:\w+ )?(?:loans?|debts?|benefits?|programs?|holidays?|laws?|rules?|regulations?|tax (?:return|refund)s?|refunds?|student)| of [a-z]+(?: [a-z]+)? (?:\w+ )?(?:bills?|accounts?|fines?|tickets?|balances?|fees?|invoices?|charges?)\b)`,
        ),
        /\b(?:state|federal|county|city|municipal|national|government|u ?s|treasury|irs|internal revenue service|ssa|social security administration|department of (?:revenue|education|the treasury|labor)) (?:debt |tax |revenue |refund |advance |recovery |collections? |compliance |enforcement |claims |benefits? )+(?:unit|agency|department|office|officers?|division|bureau|agents?|service|authority|task force|center|centre|program)\b/,
        // The collector as a public office's go-between: "we are that agency's collection liaison", "the account is under review by the Attorney General".
        new RegExp(
          String.raw`\b(?:we(?:'re| are)|i(?:'m| am)|this is) (?:the |its |their |an? |that )?(?:official )?(?:collections? |collecting |debt )?(?:liaison|go-between|intermediary|arm|agent|representative|contractor)\b[^.!?]{0,20}\b(?:for|of|to) (?:the |that |this |said )?(?:agency|office|department|bureau|division|commission)\b|\b(?:under|pending) (?:\w+ )?(?:review|investigation|audit) (?:by|of|from) ${GOVERNMENT}\b`,
        ),
        // A collection office named like a state's: "Texas Debt Collection Authority", "State Judicial Collection Services".
        /\b(?:state|federal|county|(?:texas|california|florida|new york|illinois|arizona|georgia|ohio|nevada|new mexico)(?: state)?) (?:judicial )?(?:debt |debts )?(?:collections?|debt recovery|judicial collections?) (?:bureau|office|department|division|authority|commission|enforcement|unit|services)\b/,
        /\b(?:federal|government|state|county) (?:agents?|officers?|officials?|agency|investigators?|inspectors?)\b/,
        // A sender named as a county's or a state's accounts office (blind set AO): "County Accounts", "the City Receivables Office".
        /(?<![\w-]-|\bout of )\b(?:county|state|city|municipal|parish|township) (?:accounts|receivables|(?:billing|revenue) (?:office|department|dept|division|unit|desk|center|services?))\b/,
        /\b(?:official government|(?:government|irs|treasury|federal|state) ?(?:issued|authorized|sanctioned|approved|certified)|on (?:state|federal|government) authority)\b/,
        // The message headed as the court's or a public office's own ("Notice from the Clerk of the Superior Court: …"), or the
        // debt made a condition of the consumer's tax refund ("has to be settled before your refund is released").
        /^\W*(?:official |final |urgent )?(?:notice|message|notification|letter|reminder|alert|communication) from (?:the )?(?:office of (?:the )?)?(?:(?:county|district|superior|circuit|municipal|state|federal|justice|probate) )?(?:clerk|court|judge|magistrate|sheriff|marshal|constable|irs|internal revenue service|treasury|attorney general)\b|\b(?:before|until|or) (?:your |the |any )?(?:tax |state |federal )?refund (?:is |gets |can be |will be |will not be |won't be )?(?:released|issued|sent|paid|processed|cleared)\b/,
        new RegExp(String.raw`\b(?:officer|agent|official|investigator|representative|inspector)s? (?:with|from|of|for) ${GOVERNMENT}\b`),
        new RegExp(String.raw`\b(?:under|by|with) (?:the )?(?:authority|mandate|jurisdiction|power) of ${GOVERNMENT}\b`),
        // Backing or partnership claimed (blind set AF): "certified and backed by the CFPB", "we're working alongside FEMA",
        // "our office works with the Treasury Offset Program". A state licence is a collector's own and is not among them.
        new RegExp(String.raw`\b(?:backed|certified|endorsed|approved|sanctioned|supported|vouched for|partnered) by ${GOVERNMENT}\b`),
        new RegExp(
          String.raw`\b(?:we|i|our (?:office|firm|agency|company|team|client|department))\b(?:'re| are|'m| am| have)?[^.!?]{0,15}\b(?:work|works|working|worked|partner(?:s|ed|ing)?|contract(?:s|ed|ing)?|teamed up|coordinat\w*|collaborat\w*)\b (?:closely |directly )?(?:with|alongside|for) ${GOVERNMENT}\b`,
        ),
        new RegExp(
          // The court or one of its officers as the sender: "the clerk's office", "office of the bailiff", "Deputy Clerk".
          String.raw`\b${SELF}(?<!\b(?:levy|levies|garnishment|order|sale|seizure|withholding|lien|writ|judgment|judgement|attachment|execution)\b[^.!?]{0,40}${SELF}) (?:the |a )?(?:county |district |superior |state |federal |municipal |circuit )?(?:court|clerk of (?:the )?(?:court|county|district|circuit|superior court)|(?:court|county|district|deputy|chief) clerk(?:'s office)?|clerk'?s office|office of the (?:court |county |deputy )?clerk|magistrate|(?:office of the )?(?:bailiff|constable|marshal|court officer)(?:'s office)?)\b|\bbadge \d+`,
        ),
        new RegExp(
          String.raw`\b(?:arm|division|branch|partner|affiliate|agent|unit|contractor)s? of ${GOVERNMENT}\b|\b(?:referred|assigned|sent|forwarded)(?: to us)? by ${GOVERNMENT}\b|\bbadge (?:number|no|#)`,
        ),
        /\b(?:state|federal|county|city|national|government|u ?s|treasury) (?:debt |tax |revenue |recovery |collections? |compliance |enforcement |claims |resolution |relief |settlement )+(?:program|registry|initiative|commission)\b/,
        /\b(?:arm|part|division|branch|office|extension|unit) of (?:the )?(?:\w+ ){0,3}(?:court system|courts?|county|state|government|city|public utilit\w*|sheriff)\b/,
        // The sender made a part of the county by "for" (set BD): "we're the recovery unit for the county"; an agency collecting for the county is not.
        new RegExp(
          String.raw`\b${SELF} (?:the |its |their |an? )?(?:[a-z]+ ){0,2}?(?:unit|division|department|branch|arm|bureau) for (?:the )?(?:county|state|city|government|courts?)\b(?! (?:hospital|clinic|medical|water|ambulance|utilit\w*|library|bill|billing|account)\b)`,
        ),
        // "Court-authorized agency" claims the court's warrant; "the court authorized a levy" tells what a court did, and so
        // does a relative clause on the court's act (blind set AX): "the garnishment the county court authorized starts Friday".
        /(?<!\b(?:garnishments?|levy|levies|orders?|withholdings?|judgments?|sales?|liens?|writs?|plans?|schedules?|seizures?|executions?|deductions?|amounts?|payments?|what|which|that) (?:the |a )?(?:[a-z]+ ){0,2})\bcourt[- ]?(?:appointed|assigned|designated|authorized|certified|sanctioned)\b(?! (?:interpreter|translator|guardian|conservator|executor|executrix|administrator|trustee|receiver|mediator|a|an|the|your|this|that|its|his|her|their)\b)/,
        /\b(?:basically|essentially|kind of|sort of|practically|pretty much) (?:the|a) (?:credit bureau|court|government|state agency|police)\b|\b(?:hand in hand|closely|directly|side by side|together|in partnership|in coordination|in tandem) with (?:the )?(?:[a-z]+ ){0,2}?(?:attorney general|courts?|sheriff'?s?(?: office)?|government|district attorney|irs|(?:county |court )?clerk'?s?(?: office)?)\b|\b(?:agency|firm|company|office) (?:that )?(?:the )?(?:[a-z]+ ){0,2}court (?:assigns|appoints|uses|refers|sends)\b/,
        // One office with the government, or a message as good as the judge's: "we're basically the same dept", "it's as if the court wrote you".
        new RegExp(
          String.raw`\b${GOVERNMENT}\b[\s\S]{0,80}?\b(?:the same|one and the same|one) (?:dept|department|agency|office|team|outfit|side)\b|\b(?:as if|like|as though) (?:the )?(?:judge|court|clerk|sheriff|government|irs|state) (?:is|was|were|had|itself)\b[^.!?]{0,20}\b(?:writ|messag|text|talk|contact|call)\w*`,
        ),
        // Payment routed through a portal named or addressed as a court's or a state's: "pay through the official County Court Payment
        // Center", a link whose name borrows "gov" without being a .gov address (normalize joins a link's dots: "x-stategov.net" reads "x-stategovnet").
        /\b(?:official|authorized|only authorized) (?:\w+ )?(?:state|county|federal|government|court|judicial|clerk'?s?)\b[^.!?]{0,30}\b(?:payment|pay|remittance) (?:center|centre|portal|site|website|system|office|processing center|window)\b|\b(?:pay|payment|remit)\w*\b[^.!?]{0,40}\b(?:through|via|at|on|to|using) (?:the |our )?(?:official |authorized )?(?:state|county|federal|government|court|judicial)(?: court)? (?:payment|pay|remittance) (?:center|centre|portal|site|website|system|office|processing center)\b|\b[a-z0-9-]*gov[a-z0-9-]*(?:com|net|org|info|co|us)\/\w/,
        // A public office set as the message's heading: "U.S. Department of Treasury - Debt Collection Notice. Your account…".
        /^\W*(?:us\.? ?|united states |federal |state of [a-z]+ )?(?:department of (?:the )?[a-z]+|treasury(?: department)?|irs|internal revenue service|social security administration|attorney general'?s?(?: office)?|office of the attorney general|(?:county|state|federal|superior|district|municipal|circuit) court|clerk of (?:the )?court|sheriff'?s? (?:office|department))\b[^.!?:\n]{0,30}(?: [-\u2013\u2014|] ?|: ?)[^.!?\n]{0,25}\b(?:notice|alert|warning|demand|order|collections?|referral|action|offset)\b/,
      ],
      es: [
        /^\W*(?:departamento (?:del|de) [a-z]+|tesoro(?: de (?:los )?(?:estados unidos|ee ?uu))?|irs|servicio de impuestos internos|procuradur\w*(?: general)?|fiscalia(?: general)?|(?:corte|tribunal|juzgado) (?:del condado|de distrito|superior|municipal|estatal|federal)|oficina del alguacil)\b[^.!?:\n]{0,30}(?: [-\u2013\u2014|] ?|: ?)[^.!?\n]{0,25}\b(?:aviso|notificacion|alerta|orden|cobro|cobranza|demanda|advertencia)\b/,
        /\b(?:pag\w*|abon\w*)\b[^.!?]{0,40}\b(?:a traves de|en|por|mediante) (?:el |la )?(?:portal|centro|sistema|oficina|pagina|sitio) (?:oficial |autorizad[oa] )?de pagos? (?:oficial )?(?:de la corte|del (?:estado|condado|tribunal|juzgado|gobierno)|estatal|judicial)\b|\b(?:portal|centro|sistema|oficina) (?:oficial )?de pagos? (?:oficial )?(?:de la corte|del (?:estado|condado|tribunal|juzgado|gobierno)|estatal|judicial)\b[^.!?]{0,40}\b(?:unic[oa]|oficial|autorizad[oa])\b/,
        /\b(?:unidad|division|oficina|departamento|seccion) (?:federal |estatal )?(?:de )?(?:recuperacion|cobranza|cobro|recaudacion|reembolsos?|cumplimiento)\w*(?: (?:de|del) (?:reembolsos?|impuestos|deudas|beneficios))? (?:del|de la|federal del) (?:irs|servicio de impuestos internos|tesoro|seguro social|departamento de (?:hacienda|educacion|tesoreria))\b/,
        /\b(?:unidad|division|departamento|oficina|seccion|area) de (?:cobros?|cobranzas?|recuperacion|ejecucion|embargos?) (?:judicial\w*|del tribunal|de la corte|del juzgado|del estado|estatal\w*|federal\w*)\b/,
        /\b(?:comision|junta|oficina|agencia|autoridad|departamento|consejo|registro) (?:estatal|federal|nacional|del estado|del condado|publica) (?:de|para) (?:las )?(?:deudas?|cobros?|cobranzas?|credito|deudas medicas|deudores)\b/,
        new RegExp(String.raw`\b${SELF_ES} (?:\w+ ){0,3}?${GOVERNMENT_ES}\b`),
        // The sender by an officer's title: "le habla la oficial Medina", "soy el alguacil Ruiz" (set AS). A collection "agente" is none.
        /\b(?:le habla|les habla|le escribe|soy|somos|habla|aqui) (?:el |la )?(?:oficial|alguacil|detective|sargento|teniente|comisari[oa]|inspector[a]?)\b/,
        new RegExp(
          String.raw`\b(?:respaldad|certificad|avalad|aprobad|apoyad|reconocid|patrocinad)[oa]s? (?:y (?:respaldad|certificad|avalad|aprobad|apoyad|reconocid)[oa]s? )?por ${GOVERNMENT_ES}\b|\b(?:trabaj\w*|colabor\w*|asociad[oa]s?) (?:junto |directamente |de cerca )?(?:con|a) ${GOVERNMENT_ES}\b`,
        ),
        /\b(?:oficina|agencia|departamento|unidad|division|autoridad|centro|negociado)(?: \w+){0,3} (?:federal|estatal|municipal|del gobierno|del estado|del municipio|de gobierno|gubernamental)\b/,
        // El cobrador como enlace de una oficina pública: "somos el enlace de cobro de esa oficina", "su cuenta está bajo revisión del DACO".
        new RegExp(
          String.raw`\b(?:somos|soy|es|actuamos como) (?:el |la |su |un |una )?(?:enlace|intermediari[oa]|brazo|agente|representante|contratista)s?\b[^.!?]{0,20}\b(?:de|del|de la|para) (?:esa|esta|dicha|la|el) (?:oficina|agencia|dependencia|departamento|division|comision)\b|\b(?:bajo|en) (?:\w+ )?(?:revision|investigacion|auditoria) (?:de|del|de la|por) ${GOVERNMENT_ES}\b`,
        ),
        /\b(?:agentes?|oficiales?|funcionari[oa]s?|investigador(?:es|a)?|inspector(?:es|a)?) (?:federal(?:es)?|estatal(?:es)?|del gobierno|del estado|del condado|de hacienda|del tesoro)\b/,
        // Una oficina de cobro con nombre de oficina del estado: "Procuraduría de Cobros de Arizona", "Servicios Judiciales de Cobranza del Estado".
        /\b(?:procuradur\w*|servicios? judiciales?|oficina|departamento|division|agencia|unidad|direccion|comision|junta)\b(?: [a-z]+){0,4}? (?:cobros?|cobranzas?|deudas?|recaudacion)\b[^.!?]{0,30}\b(?:del estado|estatal|de (?:texas|california|florida|arizona|nuevo mexico|nueva york|illinois|georgia|nevada|colorado))\b/,
        /\b(?:en nombre|de parte) (?:de la|del) (?:corte|tribunal|juzgado|juez)\b/,
        /\bsello (?:de la corte|del (?:tribunal|juzgado|condado|estado|gobierno))\b/,
        /\b(?:cuentas|cobros?|cobranzas?|adeudos|cuentas por cobrar) (?:del|de la) (?:condado|estado|ciudad|municipio|parroquia)\b/,
        /\b(?:socios|brazo|division|contratistas?|agentes?) (?:de(?:l)?|con el) (?:gobierno|estado|tesoro|condado|fiscal\w*)\b|\breferid[oa] por (?:el |la )?(?:gobierno|estado|fiscal\w*|procurador\w*)\b|\bnumero de placa\b/,
        /\bbajo (?:la )?(?:autoridad|mandato|jurisdiccion) (?:de(?:l)? )?(?:gobierno|estado|fiscal general|procurador\w*|tesoro|condado)\b|\b(?:programa|registro) (?:federal|estatal|del gobierno|gubernamental)\b/,
        /\b(?:agente|oficial|representante) \w+ (?:del|de la) (?:county|condado|corte|gobierno|estado|ciudad)\b|\b(?:nuestro )?sistema oficial\b/,
        // A role the court gave the reader, named before ("como tutora legal del Sr. Vargas nombrada por el tribunal"), is not the sender's.
        /(?<!\b(?:tutor[ao]?|curador[ao]?|albacea|guardian|administrador[ao]?|representante (?:legal|personal)|fiduciari[oa])\b(?:[^.!?]|\b(?:sr|sra|srta|dr|dra|lic)\.){0,40})\b(?:nombrad|designad|asignad|autorizad)[oa]s? por (?:la corte|el tribunal|el juzgado|el juez)\b|\b(?:este (?:mensaje|aviso) (?:es|viene)|le (?:escribe|habla|saluda|escribimos)|(?:le )?escribimos) (?:de(?:sde)? )?(?:la |el )?(?:(?:oficina|secretaria|secretario|actuario|alguacil)(?: de la| del) )?(?:corte|tribunal|juzgado)\b/,
        /\b(?:mano a mano|de la mano|directamente|estrechamente|en conjunto|codo a codo|en coordinacion) con (?:el |la |los |las )?(?:tribunal(?:es)?|cortes?|juzgados?|juez|jueza|gobierno|fiscal\w*|procurador\w*|alguacil|policia|irs|estado|condado)\b|\bcomo si (?:le|te|les) (?:escribiera|hablara|llamara|mandara|escribiese|hablase)\w* (?:el|la) (?:juez|jueza|corte|tribunal|juzgado|gobierno|alguacil|estado)\b/,
      ],
    },
    // Telling the consumer where to complain ("the CFPB, a federal agency") is not a claim to be one; a guardian or
    // executor the court appointed for the consumer is the reader's role, not the sender's.
    {
      negatable: true,
      exempt: isConsumerRights,
      exemptClause: isCourtAppointedRole,
      // The refund held back until the debt is paid carries its own "not": "your refund will not be released until the $410 is cleared".
      implied: {
        en: [
          /\b(?:tax |state |federal )?refund\b[^.!?]{0,30}\b(?:released|issued|sent|paid out|processed)\b[^.!?]{0,10}\b(?:until|unless)\b[^.!?]{0,60}\b(?:paid|cleared|settled|resolved|owed|balance|debt)\b/,
        ],
        es: [
          /\breembolso\b[^.!?]{0,30}\b(?:liber|entreg|envi|pag)\w*\b[^.!?]{0,10}\b(?:hasta que|a menos que)\b[^.!?]{0,60}\b(?:pague|pagada|liquide|saldo|deuda)\b/,
        ],
      },
    },
  ),
};

export const creditBureauRule: Rule = {
  id: 'credit-bureau',
  citation: '12 CFR 1006.18(b)(1)(ii)',
  description: 'False implication of being a credit bureau',
  suggestion: () => 'Identify the firm by its own name; the firm is not a credit bureau.',
  check: textRule(
    {
      en: [
        new RegExp(
          String.raw`\b(?:${SELF}|with|from) (?:the )?(?:equifax|experian|trans ?union|(?:a|the) (?:national )?credit (?:bureau|reporting agency)|credit bureau)\b`,
        ),
        /\b(?:equifax|experian|trans ?union) (?:collections?|recovery|debt|department|division|services|enforcement|agents?)\b/,
        // A bureau said to have sent the firm to collect or to write: "Equifax asked our office to collect on the account on your file" (set AW),
        // "Equifax asked us to reach out to you" (set AY).
        /\b(?:equifax|experian|trans ?union|(?:the|a) (?:national )?credit (?:bureau|reporting agency)|(?:the )?(?:three |3 )?(?:credit )?bureaus)\b[^.!?]{0,15}\b(?:asked|hired|sent|assigned|retained|authorized|engaged|referred|placed)\b[^.!?]{0,25}\b(?:us|our (?:office|firm|agency|company|team)|me)\b[^.!?]{0,20}\b(?:to collect|to recover|for collection|to handle (?:the|your) (?:debt|balance|account)|to (?:reach out|contact|call|text|write|email|get in touch|follow up))\b/,
        /\bwe(?:'re| are) (?:one of )?the (?:three |3 )?(?:major |national )?(?:credit )?bureaus?\b/,
        // The sender signing in as a bureau or one of its departments: "Equifax Disputes here", "this is the consumer relations desk at TransUnion".
        new RegExp(
          String.raw`(?:^|[.!?]\s*|\b(?:hi|hello|hey|good (?:morning|afternoon|evening)),? )(?:this is )?(?:the )?(?:equifax|experian|trans ?union)(?:'s)?(?: [\w-]+){0,3}? (?:here|speaking)\b|\b${SELF} (?:the )?(?:[\w-]+ ){0,3}?(?:department|center|centre|team|unit|desk|office|division|group) (?:of|at|for|with) (?:equifax|experian|trans ?union)\b`,
        ),
        /\b(?:equifax|experian|trans ?union|credit bureau|bureau)[- ]?(?:affiliated|partnered|authorized|approved|certified|sanctioned|licensed)\b|\b(?:direct |the )?authority to (?:update|change|lower|raise|set|edit|control) your (?:credit )?(?:score|report|rating)\b/,
        /\b(?:arm|division|branch|department|partner|affiliate|agent|unit|office)s? (?:of|for) (?:the )?(?:credit bureaus?|credit reporting agenc(?:y|ies)|equifax|experian|trans ?union)\b/,
        /\b(?:we(?:'re| are)|i(?:'m| am)|our (?:company|agency|office|firm) is) (?:a |now |really |actually )?part of (?:the )?(?:credit bureaus?|equifax|experian|trans ?union)\b/,
        // The collector placed inside a bureau: "the recovery department of TransUnion", "Equifax's recovery desk".
        /\b(?:collections?|recovery|debt|billing|accounts?|receivables|enforcement) (?:unit|department|division|team|desk|office|arm|branch|group|center|centre)s? (?:at|of|for|in|inside|within|over at) (?:the )?(?:equifax|experian|trans ?union|(?:a |the )?credit (?:bureau|reporting agency))\b|\b(?:equifax|experian|trans ?union)(?:'s|s)? (?:own )?(?:in-?house )?(?:collections?|recovery|debt|billing|receivables) (?:unit|department|division|team|desk|office|arm|branch|group)\b/,
        /\b(?:work|works|working|partner\w*|affiliated|teamed up) (?:closely |directly |hand in hand |together )?(?:with|alongside) (?:the |all three |the three )?(?:credit )?(?:bureaus?|equifax|experian|trans ?union)\b/,
        // A notice dressed as a bureau's, or the sender as a bureau's appointee: "CREDIT BUREAU NOTICE No. 44", "issued by the Central Credit Reporting
        // Office", "as the Equifax-assigned agent", "placed in Equifax's recovery program".
        /\b(?:credit (?:bureau|reporting) (?:notice|notification|alert|order|directive|office|authority|center|centre)|(?:central|national|federal|state|consumer) credit (?:reporting |bureau )?(?:office|authority|registry|center|centre|bureau))\b|\b(?:equifax|experian|trans ?union|bureau|credit bureau)[- ](?:assigned|appointed|designated|contracted)\b|\b(?:placed|enrolled|entered|referred) (?:in|into|to) (?:equifax|experian|trans ?union|the (?:credit )?bureaus?)(?:'s?)? (?:\w+ ){0,2}?(?:program|programme|unit|division|department|queue)\b/,
      ],
      es: [
        new RegExp(
          String.raw`\b${SELF_ES} (?:el |la |los |del |de la |de los |de )?(?:equifax|experian|trans ?union|(?:un |el )?buro(?! de (?!credito\b))(?: de credito)?|(?:una|la) agencia (?:nacional )?de (?:informes|reportes) de credito)\b`,
        ),
        /\b(?:equifax|experian|trans ?union) (?:cobranzas?|cobros|recuperacion|departamento de cobranza|division de cobros)\b/,
        /\bsomos (?:uno de )?(?:el|los) (?:tres )?(?:buros?|agencias de credito)\b/,
        /\b(?:equifax|experian|trans ?union|(?:el |un )?buro(?: de credito)?|los (?:tres )?buros)\b[^.!?]{0,15}\b(?:nos|me) (?:pidio|pidieron|mando|mandaron|encargo|encargaron|asigno|asignaron|contrato|contrataron|autorizo|autorizaron|envio|enviaron)\b[^.!?]{0,30}\b(?:cobr|contact|comunic|llam|escrib|busc)\w*/,
        new RegExp(
          String.raw`(?:^|[.!?]\s*)(?:aqui |le (?:habla|escribe) )?(?:equifax|experian|trans ?union)(?: [\w-]+){0,3}? (?:aqui|le saluda|le habla|le escribe)\b|\b${SELF_ES} (?:el |la )?(?:departamento|centro|area|equipo|unidad|oficina|division) de (?:[\w-]+ ){0,3}?(?:de )?(?:equifax|experian|trans ?union)\b`,
        ),
        /\b(?:brazo|division|departamento|socios?|agentes?|oficina) (?:de(?:l)?|de los) (?:buros?(?: de credito)?|equifax|experian|trans ?union)\b/,
        // The sender writing from a named part of a bureau: "le escribimos del Departamento de Cumplimiento del Buró", "del dpto de
        // collections de Equifax" (set AZ).
        /\b(?:escribimos|escribo|hablamos|hablo|llamamos|llamo|somos|soy|le escribe|le habla|le saluda)\b (?:desde |de(?:l)? )?(?:el |la )?(?:departamento|dpto|depto|dept|area|unidad|oficina|division|equipo) de (?!los? |las? )[\w-]+(?: [\w-]+)? (?:del|de los|de) (?:buros?|equifax|experian|trans ?union)\b/,
        // A bureau given an official's name, as "National Credit Bureau" is in English: "Buró Nacional de Crédito", "Registro Central de Crédito".
        /\bburo (?:nacional|central|federal|estatal|oficial) de credito\b|\b(?:oficina|registro|centro|autoridad|central) (?:nacional|central|federal|estatal) de (?:reportes? de |informes? de )?credito\b/,
        /\b(?:somos|soy|(?:nuestra|esta) (?:agencia|empresa|oficina) es) (?:una |ya |en realidad )?parte de (?:los |el )?(?:buros?(?: de credito)?|equifax|experian|trans ?union)\b/,
        /\b(?:unidad|departamento|area|division|oficina|equipo|mesa) de (?:cobranzas?|cobros?|recuperacion|deudas)\b (?:de|en|dentro de) (?:la |el )?(?:equifax|experian|trans ?union|buro(?: de credito)?|agencia de credito)\b/,
        // Working "together with" the bureau: an affiliation claimed (1006.18(b)(1)(ii)).
        /\b(?:trabaj\w*|colabor\w*|asociad[oa]s?|afiliad[oa]s?) (?:junto |directamente |de la mano )?(?:con|a) (?:el |los |la |las )?(?:buros?(?: de credito)?|agencias? de credito|equifax|experian|trans ?union)\b/,
        /\b(?:aviso|notificacion|orden|alerta|oficina|central) (?:oficial )?(?:del? )?(?:buro de credito|buro|(?:la )?oficina (?:central |nacional )?de (?:reportes?|informes?) de credito)\b|\b(?:agente|representante) (?:asignad[oa]|designad[oa]|autorizad[oa]) (?:por|de) (?:equifax|experian|trans ?union|(?:el|los) buros?)\b/,
      ],
    },
    { negatable: true, exempt: isConsumerRights },
  ),
};

/** A sentence about the attorney who represents (or represented) the consumer, not the firm's. */
const REPRESENTS_THE_CONSUMER =
  /\b(?:represent(?:s|ed|ing)? you|(?:is|was) (?:your|the consumer's) (?:attorney|lawyer|counsel)|withdr[ae]wn? (?:as your|from representing you|from your (?:case|matter|account))|(?:lo|la|le) (?:representa|representaba|representara|representaria)|(?:es|era) su (?:abogad[oa]|licenciad[oa]))\b/;

/** A lawyer's title alone: "Esq.", "Esquire", "attorney at law". */
const TITLE_ALONE = /^(?:[a-z.' -]+,? )?(?:esq|esquire|attorney at law)\.?$/i;

/**
 * A message written to the consumer's attorney ("Attn: Rachel Kim, Esq., counsel for Ms. Duarte") carries the reader's
 * title: it claims no lawyer on the sender's side (blind set AF). Any other sign of attorney involvement still counts.
 */
function readersTitleAside(check: Rule['check']): Rule['check'] {
  return (m, ctx) => {
    const hit = check(m, ctx);
    if (!hit || !isToTheConsumersAttorney(m.n.text)) return hit;
    const triggers = hit.triggers.filter((t) => !TITLE_ALONE.test(t.trim()));
    return triggers.length > 0 ? { ...hit, triggers } : null;
  };
}

/**
 * A suit the firm filed, told as fact with its caption or number, its court and its filing ("the complaint in Midland v. Pruitt was
 * filed in Dakota County"): a lawyer signed it, so naming the firm's attorney implies no involvement that did not happen.
 */
function filedSuitAside(check: Rule['check']): Rule['check'] {
  return (m, ctx) => {
    const hit = check(m, ctx);
    return hit && isFiledCaseFact(m.n.text, false) ? null : hit;
  };
}

/** What clears attorneys said to be involved, in the rule's phrasings and its frame alike. */
export const ATTORNEY_EXEMPTIONS: Exemptions = {
  // The consumer's own (or former) attorney cited, about representing the consumer: "according to attorney Reyes she no longer represents you".
  exempt: (sentence) => REPRESENTS_THE_CONSUMER.test(sentence),
};

export const attorneyInvolvementRule: Rule = {
  id: 'attorney-involvement',
  citation: '15 U.S.C. 1692e(3); 12 CFR 1006.18(b)(1)(iii)',
  description: 'Implication that an attorney reviewed the file, from staff who are not attorneys',
  suggestion: () => 'Say only what has actually happened; a statement about attorney review must come from an attorney of the firm.',
  check: textRule(
    {
      en: [
        /\b(?:our|the|my|an|firm's|in ?house|a|senior|managing) (?:attorneys?|lawyers?|legal (?:team|department|counsel|staff|division|unit|group|office|section)|counsel|partner)\b[^.!?]{0,30}\b(?:reviewed|reviewing|review|looked (?:at|over)|(?:took|had|taken|takes) a (?:\w+ )?look (?:at|over)|went (?:over|through)|examined|examining|preparing|prepared|drafting|drafted|approved|recommended|recommends|assigned|going over|decided|authorized|will be filing|is filing|filing|signed off|has your file|is handling your file|double ?check\w*|check(?:ed|ing)|verif(?:y|ied|ying)|vett?(?:ed|ing)|confirm(?:ed|ing)|went through|gone through)\b/,
        /\b(?:reviewed|examined|approved|cleared|evaluated) by (?:an?|our|the|a senior|a licensed) (?:attorney|lawyer|legal)\b/,
        // Counsel named without an article, or a suit-stage referral approved: "reviewed by counsel", "approved for pre-suit referral".
        /\b(?:reviewed|examined|approved|cleared|evaluated|vetted|checked|signed off on|looked over) by (?:(?:outside |in-?house |our |the )?counsel|(?:our |the )?legal(?: (?:team|department|dept|division|unit|group|office|section))?|(?:outside|in-?house) (?:attorneys?|lawyers?))\b|\b(?:approved|cleared|slated|queued|flagged|eligible|greenlit|ready) for (?:a )?(?:pre-?suit|suit|litigation|legal|attorney) (?:referral|review|filing|placement)\b/,
        /\b(?:file|account|case|matter) (?:has been|was|is being|will be|is now|has now been) (?:reviewed|escalated|referred|sent|forwarded|assigned|handed) (?:by|to|over to) (?:an?|our|the) (?:attorney|lawyer|legal)\b/,
        // Implied: a lawyer holds the file, legal approved a step, the file went to legal.
        /(?<!your |own )\b(?:attorney|lawyer|counsel)s? (?:\w+ )?(?:assigned to|handling|in charge of|working on|responsible for) (?:your|this|the) (?:file|account|case|matter|debt|balance)\b/,
        /\b(?:on|in|at|across|to|into) (?:the |our |an? )?(?:attorney|lawyer|counsel|legal department|legal team)(?:'s|s'|s)? (?:desk|office|hands|queue|table|docket|inbox)\b|\bin the hands of (?:our |the |an? )?(?:attorneys?|lawyers?|legal|counsel)\b|\b(?:on|in|across|reached|hit|landed on) (?:the |our )?(?:attorney|lawyer|counsel|atty) [a-z]+(?:'s|s') (?:desk|hands|queue|docket|inbox)\b/,
        /\blegal (?:department |team |dept |counsel |division |unit |group )?(?:has |have |just )?(?:approved|authorized|signed off|cleared|green ?lit|greenlighted|okayed|given the (?:go ahead|green light))\b/,
        /\b(?:authorized|cleared|approved|given the (?:green light|go ahead|okay)|instructed) to (?:proceed|move forward|go forward|take|pursue|escalate|file)\b[^.!?]{0,25}\b(?:legal\w*|litigation|suit|court|lawsuit)\b/,
        /\b(?:escalat|refer|forward|transferr?|sen[dt]|pass|hand|mov|turn)\w* (?:[a-z']+ ){0,3}?(?:over )?to (?:our |the |an? )(?:attorneys?|lawyers?|legal|litigation|counsel)(?: (?:department|team|dept|unit|division|review))?\b/,
        /\b(?:pending|under|for|awaiting|in) (?:an? )?(?:attorney|legal|lawyer|counsel|litigation) review\b/,
        // The account said placed with a firm for legal action: "transferred to our firm for legal action", "placed with this office for litigation".
        /\b(?:transferr?\w*|referr?\w*|assign\w*|sent|forward\w*|plac\w*|turn\w* over|hand\w* over|mov\w*|escalat\w*)\b (?:\w+ ){0,2}?(?:to|with) (?:our|this|the) (?:law )?(?:firm|office|practice|legal group)\b[^.!?]{0,20}\bfor (?:legal action|litigation|suit|a lawsuit|legal proceedings|legal review|legal collection|legal enforcement|court action)\b/,
        /\bbefore (?:the |our )?(?:attorneys?|lawyers?|legal|litigation)(?: (?:team|department))? (?:get|gets|see|sees|take|takes|handle|handles|step|steps|gets? involved)\b|\b(?:flag|mark|refer|recommend|queue|prep|prepar|send|sen[dt]|pass|hand|forward|escalat)\w* (?:[a-z']+ ){0,3}?(?:for|to|upstairs to) (?:our |the )?(?:attorneys?|lawyers?|legal|litigation)\b(?! aid)/,
        /(?<!your |own )\b(?:attorneys?|lawyers?|counsel|legal team)\b[^.!?]{0,20}\b(?:eager|itching|anxious|keen|waiting|want|wants|ready|standing by) to\b|\besq\b[^.!?]{0,30}\b(?:has|asked|instructed|reviewed|wants|approved|directed|requested)\b/,
        /\b(?:asked|told|directed|instructed|authorized|sent) (?:me |us )?by (?:the|our|an|my) (?:attorney|lawyer|counsel|legal)\b|\b(?:attorney|legal) (?:oversight|supervision)\b|\bsupervised by (?:an?|our) (?:attorney|lawyer)\b|(?<!your |own )\b(?:attorneys?|lawyers?|counsel)\b[^.!?]{0,20}\b(?:seen|looked at|read|gone through|went through|reviewed|examined) your (?:file|account|case|paperwork)\b|\b(?:our|the firm's) (?:attorneys?|lawyers?) (?:don't|do not|won't|will not) (?:like|wait|tolerate|accept)\b/,
        /\bpre ?(?:legal|litigation)\b|\b(?:placed|is|now|sits?|sitting|moved|assigned) (?:now )?(?:with|in|into|to) (?:our |the )?(?:legal|litigation|attorney|lawyers?'?|counsel)(?:'s)? (?:department|team|dept|division|unit|side|queue|status)\b|\blegal status\b/,
        /\b(?:per|according to|on the advice of|at the direction of|instructed by|as directed by|at the request of) (?:our |the |my |an? )?(?:attorneys?|lawyers?|legal(?: department| team| dept| division| unit| group)?|counsel|litigation (?:team|department))\b|\battorney (?:review|approval|sign ?off)\b/,
        /(?<!your |own )\b(?:attorneys?|lawyers?|counsel|legal (?:team|department|dept|division|unit|group|office|section)|litigation (?:team|department))\b[^.!?]{0,20}\b(?:is|are|has|have|was|were)\b (?:\w+ )?(?:ready|prepared|advised|instructed|determined|decided|asked|requested|looking|involved|reviewing|working|waiting|standing by)\b/,
        /(?<!your |own )\b(?:attorney|lawyer) [a-z]+ (?:has|is|wants|asked|requested|instructed|advised|directed|told|says|said|reviewed|approved)\b/,
        /\b(?:counsel|our (?:attorneys?|lawyers?|legal (?:team|department|division|unit|group|office|section)|litigation (?:team|department)))\b[^.!?]{0,15}\b(?:will|is going to|are going to|shall) (?:be )?(?:reach\w*|contact\w*|call\w*|in touch|decid\w*|determin\w*|tak\w* over|proceed\w*)\b/,
        // An attorney named by name (or "atty") said to have gone over the file: "atty Cordero went over ur file himself".
        /(?<!\byour (?:own |former )?)\b(?:attorney|atty|lawyer|counsel(?:or)?)\.? (?!(?:has|had|have|is|was|were|will|would|just|personally|already|also|himself|herself|reviewed|went|looked|read|and|who|that|for|of|at|on)\b)[a-z]+(?: [a-z]+)?,? (?:(?:has|had|just|personally|already|also|himself|herself|themselves) )*(?:reviewed|went (?:over|through)|gone (?:over|through)|looked (?:at|over|into|through)|read (?:over |through )?|examined|studied|checked|pulled|took a (?:\w+ )?look at)\b[^.!?]{0,20}\b(?:your|the|this) (?:\w+ ){0,2}?(?:file|account|case|paperwork|records?|documents?|balance|debt)\b/,
        // The sender placed on a litigation or legal desk, then said to have reviewed the file: "This is Mark from the litigation desk
        // at Kessler & Associates. I've reviewed your file personally" (set AT).
        /\b(?:this is|it's|it is|i'm|i am|my name is|here is|here's)\b[^.!?]{0,40}\b(?:from|with|in|at|of|on) (?:the |our )?(?:litigation|legal) (?:desk|department|dept|team|unit|division|group|section|office)\b[\s\S]{0,120}?\b(?:i(?:'ve| have)?|we(?:'ve| have)?) (?:\w+ )?(?:reviewed|looked over|gone over|went over|gone through|went through|examined|analy[sz]ed)\b/,
        // A message headed as a lawyer's paper: "ATTORNEY NOTICE - LEGAL DEMAND FOR PAYMENT".
        /^\W*(?:attorney|attorney's|attorneys'|lawyer's|legal|law office) (?:notice|demand|letter|warning)\b|\blegal demand (?:for|of) payment\b/,
        // The sender introducing itself as an attorney: "this is attorney Herrera", "it's Dana Ruiz, an attorney with this office".
        /(?<!\byour (?:own )?(?:attorney|lawyer|counsel)\b[^.!?]{0,40})\b(?:this is|it's|it is|here is|here's|my name is|i'm|i am)\b (?:(?:attorney|atty\.?|counsel(?:or)?) [a-z]+|[a-z]+(?: [a-z]+)?, (?:an? |the |your )?(?:attorney|lawyer|counsel) (?:with|at|of|for|from|in) (?:this|our|the)\b)/,
        // The sender presented as a lawyer: a title in the signature, "you are speaking with counsel", a legal opinion of their own.
        // The sender sent by a lawyer: "the lawyer I work under asked me to reach out before it goes any further".
        /(?<!\byour (?:own |former )?)\b(?:attorney|lawyer|counsel)\b(?: (?:i|we) (?:work|report) (?:under|for|with))?[^.!?]{0,15}\b(?:asked|told|wanted|instructed|directed) (?:me|us) to (?:reach out|contact|message|text|write|call|get in touch)\b/,
        // (An officer of the court is what an attorney is: "as an officer of the court I'm telling you".)
        /(?<!\byour (?:own )?(?:attorney|lawyer|counsel)\b[^.!?]{0,40})\b(?:esq|esquire|attorney at law|senior counsel|general counsel|staff attorney|associate attorney|managing attorney|(?:an? |as |i'm |i am )officer of the court)\b/,
        /\byou(?:'re| are)? (?:now )?(?:speaking|talking|dealing|communicating|chatting|corresponding) (?:directly )?with (?:counsel|legal counsel|an? (?:attorney|lawyer)|the (?:firm's )?(?:attorney|lawyer)|our legal (?:team|department|division|unit|group|office|section))\b/,
        /\b(?:speaking|writing|acting) as (?:the|your|an?) (?:\w+ )?(?:attorney|lawyer|counsel)\b|\b(?:my|our) (?:professional )?legal (?:opinion|assessment|analysis|judgment|view)\b|\bfrom a legal (?:standpoint|perspective|point of view)\b|\b(?:i am|i'm) (?:an?|the|a licensed|your) (?:attorney|lawyer)\b/,
        // A law firm's name used for what lawyers do, not to say who collects: "we're a law firm, not some random collection agency",
        // "take it from us", "before we do what law firms do"; the next contact said to be a lawyer's.
        /\b(?:we(?:'re| are)|this is|you(?:'re| are) (?:dealing|talking|speaking) with) (?:a |an |the )?(?:\w+ )?(?:law (?:firm|office|practice)|legal (?:firm|practice))\b[^.!?]{0,60}\b(?:(?:not|isn't|is not|aren't|are not|ain't|no longer) (?:just )?(?:some |a |an |your |the )?(?:random |regular |ordinary |typical |average |normal |mere )?(?:collection|collections|debt collect\w*|collectors?|agency)|take it from (?:us|me)|law firms (?:don't|do not|do|only|never)|lawyers (?:don't|do not|do|only|never))|\bwhat (?:law firms|lawyers|attorneys) do\b|\b(?:next|following) (?:message|letter|call|contact|notice|text|email|step)s?\b[^.!?]{0,40}\b(?:(?:come|be) from|be (?:signed|sent) by) (?:a |an |our |the )?(?:lawyer|attorney|law firm|counsel|legal)\b/,
        // A non-attorney insisting it is a real law firm whose lawyers stay out of sight: "of course we're a real law firm, the attorneys just don't do chat".
        /\b(?:we(?:'re| are)|this is|we(?:'re| are) (?:\w+ )?)\b (?:\w+ ){0,2}?(?:a )?(?:real|legit|legitimate|genuine|actual|bona fide|licensed|proper) (?:law (?:firm|office|practice)|legal (?:firm|practice))\b|\b(?:the |our )?(?:attorneys|lawyers)\b[^.!?]{0,15}\b(?:just |simply )?(?:(?:don't|do not) (?:do|handle|answer|use|work|reply to|respond to|get on) (?:the )?(?:chat|chats|texts?|messages|texting|this app)|(?:don't|do not) text)\b/,
        /\bwhy (?:an?|the|a real) (?:attorney|lawyer|law firm) (?:is |would be )?(?:the one )?(?:writing|contacting|messaging|texting|calling|involved|handling)\b|\b(?:lawyers?|attorneys?) (?:don't|do not|wouldn't|would not) (?:chase|handle|bother with|write about|waste time on)\b/,
        /\b(?:our|the firm's|my|an?|one of our) (?:(?:lead|senior|head|chief|staff|in ?house|managing|main|supervising|collections?) )?(?:attorneys?|lawyers?|legal (?:team|department|counsel|division|unit|group|office|section))\b[^.!?]{0,40}\b(?:agrees?|reviewed|went over|go over|looked (?:at|over)|says?|recommends?|wants?|signed off|approved)\b/,
        // The lawyers held back from the file by the sender, and not for long: "I've asked legal to wait, but I can't keep them off your file much longer".
        /\b(?:asked|told|convinced|got|begged|persuaded)\b[^.!?]{0,10}\b(?:our |the )?(?:attorneys?|lawyers?|legal(?: team| department| dept)?|counsel|litigation(?: team)?)\b[^.!?]{0,10}\b(?:to )?(?:hold off|wait|stand down|back off|give you (?:more )?time|sit on)\b|\b(?:(?:can't|cant|cannot|can not|won't be able to|can only|unable to) (?:\w+ ){0,2}?)?keep (?:them|the (?:attorneys?|lawyers?)|legal|our (?:attorneys?|lawyers?|legal team)) (?:off|away from) (?:your|the|this) (?:\w+ ){0,3}?(?:file|account|case|matter)\b|\btalked (?:our |the )?(?:attorneys?|lawyers?|legal(?: team)?|counsel) into (?:waiting|holding off|standing down)\b/,
        // The sender acting in an attorney's capacity, or an attorney named and then said (by pronoun or title) to have gone over the file:
        // "in my capacity as an attorney", "Attorney Sam Reyes … Mr. Reyes has personally reviewed your file".
        /\bin (?:my|our|his|her) (?:capacity|role|position) as (?:an? |the |your )?(?:attorney|lawyer|counsel)\b|(?<!\byour (?:own |former )?)\b(?:attorney|atty|lawyer|counsel(?:or)?)\.? [a-z]+(?: [a-z]+)?\b[\s\S]{0,80}?\b(?:he|she|(?:mr|mrs|ms|dr)\.? [a-z]+) (?:has |had |have )?(?:personally |already |just |now |carefully )?(?:reviewed|looked over|gone over|went over|examined|evaluated|read through|read over)\b[^.!?]{0,20}\b(?:your|the) (?:file|account|case|matter)\b/,
        // A law firm's letterhead on the message: "Hanley & Cho, Attorneys at Law", "LAW OFFICES OF …", "Ruiz & Tanaka Attorneys".
        // A sender who says it is no attorney (a paralegal, "no attorney has reviewed this") names its employer, not a lawyer's review.
        /(?:\b(?:attorneys|lawyers|counselors) at law\b|\blaw (?:offices?|firm|group|practice) of\b|\b(?!(?:you|your|his|her|their|our|my|the|a|an|with|to|and|or)\b)[a-z]+,? (?:(?!(?:you|your|his|her|their|our|my|the|a|an|with|to|and|or)\b)[a-z]+,? )?(?:&|and) (?!(?:you|your|his|her|their|our|my|the|a|an|with|to|and|or)\b)[a-z]+,? (?:attorneys|lawyers|law (?:firm|offices?|group)|llp|pllc)\b)(?<!\b(?:not an? (?:attorney|lawyer)|no (?:attorney|lawyer) (?:has|had|is)|not (?:been )?reviewed by an? (?:attorney|lawyer)|paralegal)\b[\s\S]*)(?![\s\S]*\b(?:not an? (?:attorney|lawyer)|no (?:attorney|lawyer) (?:has|had|is)|not (?:been )?reviewed by an? (?:attorney|lawyer)|paralegal)\b)/,
      ],
      es: [
        /\ben (?:mi|nuestra|su) (?:calidad|capacidad|funcion) de (?:abogad[oa]|licenciad[oa]|oficial de la corte|funcionari[oa] (?:de la corte|del tribunal))\b|\b(?:como|soy) (?:un |una )?(?:oficial de la corte|funcionari[oa] (?:de la corte|del tribunal))\b/,
        // Quien escribe, del departamento legal o de litigios, dice haber revisado el expediente.
        /\b(?:soy|le habla|le escribe|habla|me llamo)\b[^.!?]{0,40}\b(?:del|de la|en el|en la) (?:departamento|area|oficina|division|mesa|equipo) (?:legal|juridic[oa]|de litigios?)\b[\s\S]{0,120}?\b(?:revise|revisamos|he revisado|hemos revisado|analice|analizamos|estudie)\b/,
        // Los abogados de la firma dichos atentos a la cuenta: "nuestros abogados están muy pendientes de su cuenta".
        /\b(?:nuestr[oa]s|los|las) (?:abogad[oa]s|licenciad[oa]s|equipo legal|departamento legal)\b[^.!?]{0,20}\b(?:esta|estan) (?:muy |bien |ya )?(?:pendientes?|atent[oa]s?|al tanto|encima|vigilando|siguiendo) (?:de |a )?(?:su|tu|este|esta) (?:cuenta|caso|expediente|deuda|asunto)\b/,
        // Quien escribe presentado como abogado: "le escribe el Lic. Herrera, abogado de esta oficina".
        /\b(?:le|les) (?:escribe|habla|saluda|contacta)\b (?:el |la )?(?:lic(?:enciad[oa])?\.?|abogad[oa]|attorney)\b|(?<!\bsu (?:propio )?(?:abogad[oa]|lawyer|attorney)\b[^.!?]{0,40})\b[a-z]+, (?:el |la |un |una )?(?:abogad[oa]|licenciad[oa]) (?:de|del|en) (?:esta|este|nuestr[oa]|la|el) (?:oficina|despacho|firma|bufete|agencia|empresa)\b/,
        // El membrete de un despacho al frente del mensaje: "Bufete de abogados Morales:", "Despacho Jurídico Salgado y Asociados, Abogados:".
        /(?:^\W*(?:re:?\s*)?(?:[\w&.,'-]+ ){0,6}?(?:(?:bufete|despacho) (?:de abogados|juridico|legal)\b|abogados\s*[:\u2014-])|\b[a-z]+ (?:&|y) [a-z]+,? abogados\b)(?![\s\S]*\b(?:no soy abogad[oa]|ningun abogado|no (?:lo |la )?(?:ha )?revis\w* (?:ningun|un) abogado|asistente legal|paralegal)\b)/,
        // La cuenta dicha en manos de un abogado, nombrada primero ("su cuenta ya la tiene el abogado"), también con la palabra en inglés.
        /\b(?:su|la|el|tu|este|esta) (?:cuenta|caso|expediente|asunto|deuda)\b (?:ya )?(?:la |lo )?(?:tiene|lleva|maneja|revis[oa]|esta revisando|vio|estudio) (?:el|la|nuestr[oa]|un|una|los) (?:abogad[oa]s?|licenciad[oa]s?|lawyers?|attorneys?)\b/,
        // Los abogados detenidos por quien escribe, por poco tiempo: "le pedí al equipo legal que espere, pero no por mucho".
        /\b(?:pedi|pedimos|le pedi|les pedi|convenci|le dije|les dije)\b[^.!?]{0,15}\b(?:al |a los |a nuestr[oa]s? )?(?:(?:abogad[oa]s?|lawyers?|attorneys?)|licenciad[oa]s?|equipo legal|departamento legal)\b[^.!?]{0,15}\b(?:que )?(?:esper\w*|se deteng\w*|detenga\w*|aguard\w*|le d[ie]\w* (?:mas )?tiempo)\b|\b(?:detener|frenar|aguantar|contener) a (?:los |nuestr[oa]s )?(?:(?:abogad[oa]|lawyer|attorney)s|licenciad[oa]s|equipo legal)\b/,
        /\b(?:nuestr[oa]s?|el|la|los|mi|un|una) (?:(?:abogad[oa]s?|lawyers?|attorneys?)|licenciad[oa]s?|equipo legal|departamento legal|asesor legal)\b[^.!?]{0,30}\b(?:reviso|revisado|revisando|revisara|examino|examinado|esta preparando|estan preparando|prepara|preparando|preparo|aprobo|aprobado|recomienda|recomendo|asignado|decidio|autorizo|va a presentar|presentara|tiene su expediente|lleva su caso)\b/,
        /\b(?:revisad[oa]|examinad[oa]|aprobad[oa]|evaluad[oa]) por (?:un|una|nuestr[oa]s?|el|la) (?:(?:abogad[oa]|lawyer|attorney)|licenciad[oa]|equipo legal)\b/,
        /\b(?:revisad[oa]|examinad[oa]|aprobad[oa]|evaluad[oa]|validad[oa]) (?:y (?:aprobad|autorizad)[oa] )?por (?:(?:el|la|nuestr[oa]) )?(?:area|departamento|asesor|asesoria|consejeria) (?:juridic|legal)\w*\b|\b(?:aprobad|autorizad|listad?|programad)[oa]s? para (?:la )?(?:demanda|juicio|litigio|cobro judicial|remision (?:a|al) (?:abogad|juridic)\w*)\b/,
        /\b(?:expediente|cuenta|caso|asunto) (?:ha sido|fue|esta siendo|sera|ya fue) (?:revisad[oa]|enviad[oa]|remitid[oa]|transferid[oa]|asignad[oa]|escalad[oa]) (?:por|a) (?:un|una|nuestr[oa]s?|el|la) (?:(?:abogad[oa]|lawyer|attorney)|departamento legal|equipo legal)\b/,
        /\b(?:(?:abogad[oa]s?|lawyers?|attorneys?)|licenciad[oa]s?) (?:asignad[oa]s?|a cargo) (?:a|de|del) (?:su|este|el) (?:caso|expediente|cuenta|asunto)\b/,
        /\ben (?:manos|el escritorio|la oficina|la mesa) (?:de|del) (?:nuestr[oa]s? |el |los |la |un )?(?:(?:abogad[oa]s?|lawyers?|attorneys?)|departamento legal|equipo legal|licenciad[oa])\b/,
        /\b(?:transferid|turnad|asignad|remitid|enviad|pasad|canalizad|referid)[oa]s? (?:a|al|con) (?:nuestr[oa]|este|esta|el|la) (?:despacho|bufete|firma|oficina)\b[^.!?]{0,25}\bpara (?:accion(?:es)? legal(?:es)?|proceder (?:legalmente|judicialmente)|(?:iniciar |el )?(?:juicio|litigio|cobro judicial|proceso legal|proceso judicial|demanda))\b/,
        /\b(?:autoriz|aprob)\w* (?:a |para )?proceder (?:legalmente|por la via (?:legal|judicial)|judicialmente|con (?:la )?demanda|con acciones legales)\b|\b(?:el )?(?:departamento |equipo )?legal (?:ya )?(?:aprobo|autorizo)\b/,
        /\b(?:pas|envi|remit|transfer|escal|turn)\w* (?:[a-z]+ ){0,3}?(?:a|al) (?:nuestr[oa]s? |los |el |la )?(?:(?:abogad[oa]s?|lawyers?|attorneys?)|departamento (?:legal|juridico)|equipo legal|area legal)\b/,
        /\bnuestros abogados (?:se pondran en contacto|lo contactaran|la contactaran|le llamaran|le escribiran|decidiran)\b|\brevision (?:legal|de (?:los |un )?abogados?)\b/,
        /\bantes de que (?:lo |la )?(?:vean|tomen|revisen|reciban) (?:los |nuestros )?abogados\b|\b(?:pas|envi|mand)\w* (?:[a-z]+ ){0,2}?a legal\b|\babogados?\b[^.!?]{0,20}\b(?:ansiosos|listos|esperando|deseosos) (?:de|por|para)\b/,
        /\b(?:por encargo|a peticion|por orden) (?:de(?:l)?) (?:(?:abogad[oa]|lawyer|attorney)|licenciad[oa])\b|\babogados? (?:ya )?(?:vieron|revisaron|leyeron|examinaron) (?:su|el) (?:expediente|caso|archivo)\b/,
        /\bpre ?(?:legal|judicial)\b|\b(?:cuenta|expediente|caso)\b[^.!?]{0,15}\b(?:esta|ya esta|paso|pasara|fue asignad[oa]) (?:en|con|al|a|por) (?:el |nuestro )?(?:departamento |area |equipo )?(?:legal|juridico)\b|\bestatus legal\b/,
        /\b(?:segun|por instrucciones (?:de|del)|a peticion (?:de|del)|por indicacion (?:de|del)) (?:nuestr[oa]s? |el |los |la |mi )?(?:(?:abogad[oa]s?|lawyers?|attorneys?)|departamento legal|equipo legal|licenciad[oa])\b/,
        /(?<!su |tu )\b(?:(?:abogad[oa]s?|lawyers?|attorneys?)|departamento legal|equipo legal)\b[^.!?]{0,20}\b(?:esta|estan|ya esta|ya estan) (?:list[oa]s?|preparad[oa]s?|revisando|trabajando|esperando|involucrad[oa]s?)\b/,
        /(?<!\bsu (?:propio )?(?:abogad[oa]|lawyer|attorney)\b[^.!?]{0,40})\b(?:(?:abogad[oa]|lawyer|attorney) del despacho|(?:abogad[oa]|lawyer|attorney) de la firma|licenciad[oa] en derecho|(?<!\b(?:no|que si) )soy (?:el |la |su )?(?:(?:abogad[oa]|lawyer|attorney)|licenciad[oa]))\b|\b(?:esta|estas) hablando con (?:un |una |el |la )?(?:(?:abogad[oa]|lawyer|attorney)|licenciad[oa]|departamento legal)\b/,
        /\b(?:el|la|del|de la|al|a la) (?:licenciad[oa]|(?:abogad[oa]|lawyer|attorney))\b[^.!?]{0,40}\b(?:(?:ya )?tiene|(?:ya )?(?:vio|reviso|checo|leyo|estudio)) (?:su|el|tu) (?:caso|expediente|cuenta)\b/,
        /\b(?:somos|soy|esta hablando con|habla con) (?:un |una |el |la )?(?:bufete|despacho (?:de abogados|juridico|legal)|firma (?:de abogados|legal))\b[^.!?]{0,60}\b(?:no (?:somos |es )?(?:un[ao]? )?(?:simple |cualquier |otr[ao] )?(?:agencia de cobr\w*|cobrador\w*|agencia)|creanos|hacemos lo que hacen los abogados)|\blo que hacen los abogados\b|\b(?:proximo|siguiente) (?:mensaje|aviso|contacto|carta|paso)\b[^.!?]{0,40}\b(?:vendra|llegara|sera|sale|saldra) (?:de|por parte de) (?:un |una |el |nuestro )?(?:(?:abogad[oa]|lawyer|attorney)|bufete|licenciad[oa]|despacho)\b/,
        /(?<!\b(?:su|tu) (?:propio |antiguo )?)\b(?:lic|licenciad[oa]|abogad[oa]|atty|attorney)\.? [a-z]+(?: [a-z]+)?,? (?:ya )?(?:personalmente )?(?:reviso|checo|vio|leyo|estudio|examino)\b[^.!?]{0,20}\b(?:su|tu|el) (?:\w+ ){0,2}?(?:expediente|caso|cuenta|archivo|file)\b/,
        /\b(?:somos|es)\b (?:\w+ ){0,2}?(?:un |una )?(?:bufete|despacho|firma)(?: de abogados| juridic[oa]| legal)? (?:de verdad|real|legitim[oa]|autentic[oa])\b|\b(?:somos|es) (?:un |una )?(?:verdadero|autentico|legitimo|real) (?:bufete|despacho)\b/,
        /\bmi opinion (?:legal|profesional)\b|\bdesde el punto de vista legal\b|\b(?:un|una) (?:abogad[oa]|lawyer|attorney) (?:le |te )?(?:escribiria|escribe|contactaria|mandaria|perderia)\b/,
      ],
    },
    {
      negatable: true,
      action: (ctx) => (ctx.senderIsAttorney ? 'warn' : 'block'),
      ...ATTORNEY_EXEMPTIONS,
      // The lawyer implied by saying who will not write next: "the next message won't come from a collector".
      implied: {
        en: [
          /\b(?:next|following) (?:message|letter|call|contact|notice|text|email)s?\b[^.!?]{0,40}\b(?:won't|will not|isn't going to|is not going to|wouldn't|will no longer) (?:come|be) from (?:a |an |the )?(?:collectors?|collection agenc(?:y|ies)|collections|debt collectors?|agency|us|me)\b/,
        ],
        es: [
          /\b(?:proximo|siguiente) (?:mensaje|aviso|contacto|carta)\b[^.!?]{0,40}\bno (?:le |te )?(?:llegara|vendra|sera|va a (?:llegar|venir|ser)) (?:de|por parte de) (?:un |una )?(?:cobrador\w*|agencia de cobros?|nosotros|mi parte)\b/,
        ],
      },
    },
  ),
  keep: (check) => filedSuitAside(readersTitleAside(check)),
};
