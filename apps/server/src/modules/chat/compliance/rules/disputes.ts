import { isNotACollectionRequest } from '../meaning.js';
import { type Exemptions, matchAll } from './negation.js';
import type { Patterns, Rule } from './types.js';
import { DAY, DAY_ES, ORDINAL, SOON } from './vocabulary.js';

// Rule overshadowing: the dispute and validation rights.

/** A dispute said to change nothing: unlawful while it is open (1692g(b)) and inside the validation period. */
const DISPUTE_WAVED_ASIDE: Patterns = {
  en: [
    /\bdisput\w*\b[^.!?]{0,20}\b(?:won't|will not|isn't going to|is not going to|doesn't|does not|can't|cannot|never|not going to) (?:\w+ ){0,2}?(?:change|stop|help|matter|pause|delay|do anything|do a thing|make a difference|get you anywhere|work|save you)\b|\bdisput\w*,? or (?:not|no dispute)\b/,
    /\bdisput\w* (?:all|as much as|whatever|anything) (?:you want|you like|you please|u want)\b|\bdisput\w* away\b|\b(?:does|will|would|did) (?:that|it|disputing|a dispute|your dispute) change (?:the fact|anything|a thing|what you owe|that you)\b/,
    // A dispute called no option, not advisable, only a delay, or not worth its stamp.
    /\bdisput\w*\b[^.!?]{0,40}\b(?:isn't|aren't|is not|are not|not) (?:really |currently |even |at this (?:stage|point) )?(?:an? |one of the |among the |part of the |one of your )?(?:options?|choices?|available|possible|on the (?:table|menu|list))\b|\b(?:options?|choices?)\b[^.!?]{0,30}\b(?:don't|do not|doesn't|does not) (?:include|cover) (?:a |any )?disput\w*/,
    /\bdisput\w*\b[^.!?]{0,15}\b(?:not (?:recommended|advised|advisable|a good idea|worth it)|(?:i|we) (?:wouldn't|would not|don't|do not) (?:recommend|advise|suggest))\b|\b(?:not recommended|not advisable|(?:i|we) (?:wouldn't|would not|don't|do not) (?:recommend|advise|suggest)(?: that| it)?)\b[^.!?]{0,20}\bdisput\w*/,
    /\bdisput\w*\b[^.!?]{0,50}\b(?:(?:it|that|this|which)(?:'s| is| will| would| just| only)? )?(?:only|just|merely|simply) (?:going to |gonna )?(?:delays?|slows?|drags?|complicates?|prolongs?|postpones?|stalls?|buys? (?:you )?time|wastes?)\b/,
    // Review put after payment, the dispute declared void, or the debt affirmed with no answer: "we look at disputes once the balance clears", "it doesn't count since you signed", "you owe it, period".
    /\bdisput\w*\b[^.!?]{0,50}\b(?:after|once|only (?:after|once|when)|when) (?:the |your )?(?:balance|payment|debt|account|amount|bill|it)\b[^.!?]{0,15}\b(?:is |has been |gets |was )?(?:paid|cleared|settled|clears)\b|\bdisput\w*\b[^.!?]{0,20}\b(?:doesn't|does not|don't|won't|will not) (?:apply|count|hold|stand)\b(?! against (?:you|your))|\bdisput\w*\b[^.!?]{0,20}\b(?:isn't|is not) valid\b|\byou (?:do |still )?owe(?: it| this| the (?:\w+ ){0,2}?(?:balance|bill|debt|money))?,? period\b/,
    // A dispute said to pause nothing: "your dispute is logged but that doesn't put anything on hold".
    /\bdisput\w*\b[^.!?]{0,50}\b(?:doesn't|does not|won't|will not|didn't|did not|isn't going to|is not going to) (?:\w+ ){0,2}?(?:pause|halt|freeze|suspend|stop|hold up|delay|put)\w* (?:anything|everything|a thing|collection|collections|the (?:account|collection|calls|process|clock|file)|our (?:calls|collection|process|efforts))\b(?! (?:you|your) )/,
    // A dispute cast as a stalling tactic, or put in scare quotes: "sure, dispute it if you want to drag this out", 'go ahead and "dispute"'.
    /\bdisput\w*\b[^.!?]{0,40}\b(?:if you (?:want|wanna|like|'d like|would like|feel like)|to) (?:drag|stretch|string|draw|stall|delay|prolong|waste)\w*(?: (?:this|it|things|everything|time))?(?: (?:out|on|along))?\b|(?<!\b(?:reply|replying|type|text|write|send|respond|answer|say|mark|check|select|click|tap|press|word|responda|escriba|envie|conteste|marque|seleccione|diga|ponga|palabra|mandar|mande|manda|enviar|envia|presentar|presente|submit|file|mail)\b[^.!?]{0,20})(?:\b(?:your|his|her|go ahead and|sure|so-?called|supuesta|dizque)\W{0,3}["'](?:dispute|disputes|disputing|disputar\w*|disputas?)["']|\b(?:su|tu)\W{0,3}["'](?:disputar\w*|disputas?)["']|["'](?:dispute|disputes|disputing|disputar\w*|disputas?)["']\W{0,3}(?:it|this|that|if|all|away|la|lo|si|todo|cuanto)\b)/,
    // The dispute waved off in so many words: "doesn't matter that you disputed", "never mind your dispute", or in the
    // sentence after it: "disputing a contract you signed?? sure. doesn't matter".
    /\b(?:doesn't|does not|don't|won't|will not) matter (?:about |if |that |whether |what )?(?:you(?:'ve| have)? |your )?disput\w*|\bdisput\w*\b[^.!?]{0,60}[.!?]+\s+(?:(?:sure|ok|okay|fine|whatever|yeah|right|lol|lmao|cool)[.!?,]*\s+){0,2}(?:but |anyway,? )?(?:it |that |this )?(?:doesn't|does not|don't|won't|will not) matter\b(?! (?:how|when|where|which|if you (?:call|write|email|text)))|\b(?:never mind|forget|no matter|regardless of) (?:your|the|that|this|any) (?:dispute|challenge)\b|\b(?:(?<asked>dispute|proof|verification|validation|documents?|documentation|paperwork|evidence|receipts?|records?) or no \k<asked>|with or without (?:a |an |your |the |any )?(?:dispute|proof|verification|validation|documents?|documentation|paperwork|evidence|receipts?|records?))\b/,
    // The consumer's request for proof or for the original creditor's name (1692g(a)(5), (b)) waved aside: "who it was makes no difference".
    /(?<=\b(?:(?:original|first|previous|initial) (?:creditor|lender|bank|company|owner|account holder)|(?:creditor|lender|owner)'?s? name|verification|validation|proof|documentation|paperwork|itemization)\b[\s\S]{0,120})(?:\b(?:doesn't|does not|don't|do not|won't|will not) (?:really |even )?matter who\b|\b(?:doesn't|does not) (?:really |even )?matter\b(?:,? does it)?|\bdoes (?:it|that) (?:really |even )?matter\b|\b(?:beside|besides) the point\b|\bwho (?:it|they|the (?:\w+ )?(?:creditor|lender|company|bank)) (?:was|were|is) (?:doesn't|does not|won't|will not|makes no|is irrelevant|isn't important|is not important)\b|\b(?:makes no difference|(?:it's|it is) irrelevant|who cares) who\b|\b(?:proof|verification|validation|documents?|paperwork)\b[^.!?]{0,15}\b(?:doesn't|does not|won't|will not) (?:\w+ )?(?:matter|change anything)\b)/,
    // The original creditor's name (1692g(a)(5)) held back until the consumer pays: "you get the name once you make a payment".
    /\b(?:original|first|previous) (?:creditor|lender|bank|company)(?:'s)?\b(?: name)?[\s\S]{0,80}?\b(?:until|unless|after|once|only (?:after|once|when|if)) (?:you (?:\w+ )?(?:pay|make|send|put)\w*|(?:a |the |your |some )?payment (?:comes|is|has|arrives|gets)|we (?:get|receive) (?:a |the |your )?payment)\b/,
    // Verification refused, or the dispute called pointless: "we don't need to send anything in writing", "you're disputing for nothing".
    /\b(?:(?:don't|do not|won't|will not|aren't going to|are not going to|doesn't|does not) (?:need to |have to )?(?:be )?(?:send|mail|provid|giv|show|produc)\w* (?:you )?(?:anything|any(?: \w+)?|verification|proof|documents?|paperwork|validation)\b(?=[^.!?]{0,40}\b(?:writing|verif|proof|document|paper|confirm|valid)\w*)|no need (?:for us )?to (?:send|mail|provide|give|show)\w* (?:you )?(?:any |the )?(?:proof|verification|documents?|paperwork|validation|anything))\b(?! by (?:text|chat|email|phone))(?![^.!?]{0,40}\b(?:instead|by mail|in the mail|we(?:'ll| will) (?:mail|send)))|\bdisput\w* (?:for nothing|gets you nowhere|goes nowhere|is pointless)\b/,
    // A dispute discounted for the way it came ("since it came by app, we're treating it as informal"): a dispute in any form counts.
    /\bdisput\w*\b[^.!?]{0,80}\b(?:treat|treating|treated|consider\w*|count\w*|classif\w*|log\w*|record\w*|handl\w*|file|filing|filed)\b (?:it |this |that |them )?as (?:an? )?(?:informal|unofficial|invalid|incomplete|non-?binding|not (?:valid|official|formal|binding)|(?:general |simple |mere )?(?:inquiry|question|comment|feedback|note))\b|\bdisput\w*\b[^.!?]{0,80}\b(?:(?:is|are|was|were)(?:n't| not)|(?:don't|do not|doesn't|does not) (?:count|qualify)(?: as)?)\s+(?:an? |the )?(?:formal|official|valid|real|proper)(?: ones?| disputes?)?\b/,
    // A dispute said to be overtaken before it is read: "dispute if u want, but by the time it gets processed the file will already be with the attorneys".
    /\bdisput\w*\b[\s\S]{0,100}?\bby the time (?:it|that|this|your (?:dispute|letter|request)|they|we|anyone|someone)\b[^.!?]{0,40}\b(?:process\w*|review\w*|look\w* at|get\w* (?:to it|there|through|around to it)|handl\w*|read\w*|open\w*)\b[^.!?]{0,60}\b(?:too late|already\b[^.!?]{0,40}\b(?:attorneys?|lawyers?|legal|court|filed|sued|suit|judgment|reported|bureaus?|garnish\w*|collections?))\b/,
    /\bsave (?:yourself|you|us|everyone|both of us)(?: both| all)? (?:the |a |your )?(?:stamp|postage|trouble|effort|time|hassle|paperwork|headache|bother|envelope|ink)\b[^.!?]{0,40}\bdisput\w*|\bdisput\w*\b[^.!?]{0,40}\b(?:not|isn't|ain't) worth (?:the |a )?(?:stamp|paper|postage|ink|effort|time|trouble|envelope|hassle)\b/,
  ],
  es: [
    /\bdisput\w*\b[^.!?]{0,20}\bno (?:le |te )?(?:va a |le va a )?(?:servir|sirve|servira|cambia|cambiar|cambiara|detiene|detener|detendra|ayuda|ayudar|ayudara)\w*|\b(?:con |en )?disputa o (?:sin disputa|no)\b|\bpa'? ?que (?:\w+ ){0,3}?disput\w*|\bno sirve de na(?:da)?'?\b/,
    /\bno (?:importa|cuenta|vale|sirve|cambia nada) (?:su|la|esa|tu|la tal|ninguna) (?:disputa|reclamacion|reclamo|queja)\b|\b(?:da igual|que importa|poco importa|olvidese de) (?:su|la|esa|tu) (?:disputa|reclamacion|reclamo)\b|\b(?:con|haya) (?:disputa|reclamo|pruebas?|verificacion|documentos?|comprobantes?|papeles) o sin (?:ella|ellas|el|ellos|disputa|reclamo|pruebas?|verificacion|documentos?|comprobantes?|papeles)\b|\bcon o sin (?:la |su |sus )?(?:disputa|reclamo|pruebas?|verificacion|documentos?|comprobantes?|papeles)\b/,
    /(?<=\b(?:acreedor original|(?:banco|prestamista|compania) original|verificacion|validacion|pruebas?|comprobantes?|documentos?)\b[\s\S]{0,120})(?:\b(?:no importa|da igual|que importa|poco importa) quien\b|\b(?:las )?(?:pruebas?|verificacion|documentos?|comprobantes?) no (?:importan?|cambian? nada)\b)/,
    /\b(?:acreedor|banco|prestamista|compania) original\b[^.!?]{0,60}\b(?:hasta que|hasta despues de que|despues de que|cuando|una vez que|solo si) (?:usted )?(?:pague|haga (?:un |el |algun )?(?:pago|abono)|abone|mande|deposite)\b|\bno (?:le |te )?(?:vamos a |necesitamos |tenemos que |hace falta )?(?:mandar|enviar|dar|mostrar|proporcionar)\w* (?:ninguna |ningun |nada de |la |el |su |sus |los |las |una )(?:verificacion|prueba|pruebas|documentos?|comprobantes?|papeles|validacion)\b/,
    /\bdisput\w*\b[^.!?]{0,80}\b(?:la|lo) (?:tomamos|tratamos|consideramos|contamos|registramos|manejamos|tomaremos|trataremos|consideraremos) como (?:informal|no oficial|no valida|invalida|incompleta|una (?:simple )?(?:consulta|pregunta|nota)|un (?:simple )?(?:comentario|reclamo informal))\b/,
    /\b(?:disputa|reclamo|queja)\b[^.!?]{0,15}\bno (?:vale|sirve|cuenta|importa|cambia)\b|\bdisput\w*\b[^.!?]{0,60}[.!?]+\s+(?:(?:si|claro|ok|aja|bueno|ya|jaja|okey)[.!?,]*\s+){0,2}(?:pero )?(?:eso )?(?:no importa|da igual|da lo mismo)\b(?! (?:cuanto|cuando|como|donde|cual))|\bdisput\w* (?:todo )?lo que (?:quiera|quieras)\b/,
    /\bdisput\w*\b[^.!?]{0,30}\bno (?:es|son|esta|estan) (?:una |entre las |dentro de las |parte de las )?(?:opcion|opciones|alternativa|recomendable|aconsejable|buena idea)\b|\bno (?:se )?(?:recomienda|recomendamos|recomiendo|aconsejamos|aconsejo)\b[^.!?]{0,15}\bdisput\w*/,
    /\bdisput\w*\b[^.!?]{0,20}\bno (?:aplica|procede|es valida|cuenta|vale)\b|\bdisput\w*\b[^.!?]{0,50}\b(?:despues de que|cuando|una vez que) (?:pague|liquide|se pague|salde)\b|\b(?:si|usted) (?:lo |la )?debe,? punto\b/,
    /\bdisput\w*\b[^.!?]{0,50}\bno (?:\w+ ){0,2}?(?:detiene|pausa|para|suspende|frena|congela|detendra|pausara|parara|cambia) (?:nada|el cobro|la cobranza|las llamadas|el proceso|la cuenta|los cobros)\b/,
    /\bdisput\w*\b[^.!?]{0,40}\b(?:si (?:quiere|quieres|gusta|le gusta)|para) (?:alargar|estirar|atrasar|retrasar|dilatar|demorar|hacer tiempo|ganar tiempo|perder (?:el )?tiempo)\w*|(?<!\b(?:reply|replying|type|text|write|send|respond|answer|say|mark|check|select|click|tap|press|word|responda|escriba|envie|conteste|marque|seleccione|diga|ponga|palabra|mandar|mande|manda|enviar|envia|presentar|presente|submit|file|mail)\b[^.!?]{0,20})(?:\b(?:your|his|her|go ahead and|sure|so-?called|supuesta|dizque)\W{0,3}["'](?:dispute|disputes|disputing|disputar\w*|disputas?)["']|\b(?:su|tu)\W{0,3}["'](?:disputar\w*|disputas?)["']|["'](?:dispute|disputes|disputing|disputar\w*|disputas?)["']\W{0,3}(?:it|this|that|if|all|away|la|lo|si|todo|cuanto)\b)/,
    /\bdisput\w*\b[\s\S]{0,100}?\bpara cuando (?:la |su |esa )?(?:disputa|carta|solicitud|la|lo)?\s?(?:se )?(?:procese|revise|lea|llegue|atienda|vean|revisen|lean)\b[^.!?]{0,60}\b(?:demasiado tarde|ya\b[^.!?]{0,40}\b(?:abogad[oa]s?|legal|corte|juzgado|demanda\w*|report\w*|buro|embarg\w*|cobranza))\b/,
    /\b(?:ahorrese|ahorrate|ahorrarse) (?:el sello|la estampilla|el sobre|la molestia|el tiempo|el papeleo|el franqueo)\b[^.!?]{0,40}\bdisput\w*|\bdisput\w*\b[^.!?]{0,40}\b(?:solo|nada mas|unicamente) (?:lo |le |la )?(?:retrasa|atrasa|demora|complica|alarga|dilata)\w*/,
  ],
};

/**
 * Inside the validation period: the account's escalation set on a date (to legal, to the next stage), an unnamed
 * consequence the consumer "won't like", or advice not to wait out the period. A date after the period is lawful.
 */
const ESCALATE = String.raw`(?:goes|go|going|will go|gets? (?:sent|moved|passed|handed|forwarded|turned over|bumped|kicked|pushed)|will be (?:sent|moved|passed|handed|forwarded|turned over)|is (?:being )?(?:sent|moved|passed|handed)|moves?|moving|heads?|heading|advances?|bumps?|escalates?|transfers?|rolls?)(?: (?:up|on|over|along|forward|straight))? (?:to|into|onto) (?:the |our |a )?(?:legal(?: department| team| side)?|litigation|attorneys?|lawyers?|court|next (?:stage|step|level|phase|round|tier)\b(?! (?:of|in|for|toward|towards|to set|to get))|(?:higher|final|last|more serious|another) (?:stage|step|level|phase|department|tier))\b`;
const BY_A_DATE = String.raw`(?:${SOON}|(?:by|on|before|come) the ${ORDINAL}|(?:by|on|before|this|next) ${DAY}\b)`;
const ESCALATE_ES = String.raw`(?:pasa|pasara|va a pasar|se pasa|se va|se ira|ira|va|sube|subira|avanza|avanzara|se manda|se mandara|se envia|se enviara|se turna|se turnara|(?:la|lo) (?:pasamos|mandamos|turnamos|enviamos|subimos))(?: directo| directamente)? (?:a|al|a la|a los) (?:el |la |los |nuestro |nuestros )?(?:departamento legal|area legal|legal|juridico|abogados|corte|cobro judicial|siguiente (?:etapa|fase|nivel|paso)\b(?! (?:de|del|para))|proxima (?:etapa|fase)\b(?! (?:de|del|para))|otra (?:etapa|fase|instancia))\b`;
const BY_A_DATE_ES = String.raw`(?:hoy|manana|esta semana|este (?:mes|fin de semana)|(?:el|este|para el|antes del|a mas tardar el) (?:${DAY_ES}|dia \d{1,2}|\d{1,2})\b|el \d{1,2} de \w+|en (?:\d+|un|una|dos|tres) (?:dias?|horas?))`;
/** The period's own end as the date: legal action or collection set to start before the 30 days are up (a dispute sent before then asks nothing). */
const BEFORE_THE_PERIOD_ENDS = String.raw`before (?:the |your )?(?:30|thirty)[- ]?days?(?: (?:window|period|deadline|time))? (?:are |is |has )?(?:even |actually |really |all the way )?(?:up|over|out|done|finished|run out|runs out|end|ends|ended|pass|passes|passed|expire|expires|expired|close|closes|closed)\b`;
const BEFORE_THE_PERIOD_ENDS_ES = String.raw`antes de que (?:se )?(?:acaben|cumplan|terminen|venzan|pasen|termine|venza|pase) (?:el plazo de |los |sus )?(?:30|treinta) dias\b`;
const ESCALATION_ON_A_DATE: Patterns = {
  en: [
    new RegExp(String.raw`\b${ESCALATE}[^.!?]{0,40}\b${BY_A_DATE}|\b${BY_A_DATE}[^.!?]{0,60}\b${ESCALATE}`),
    new RegExp(
      String.raw`\b(?:legal|lawsuit|suit|sue|suing|court|litigation|attorneys?|lawyers?|escalat\w*|(?:move|moving|go|going) forward|proceed\w*|garnish\w*|report\w*|collect\w*|judgment|judgement|fil(?:e|es|ed|ing))\b[^.!?;]{0,60}\b${BEFORE_THE_PERIOD_ENDS}`,
    ),
  ],
  es: [
    new RegExp(String.raw`\b${ESCALATE_ES}[^.!?]{0,40}\b${BY_A_DATE_ES}|\b${BY_A_DATE_ES}[^.!?]{0,60}\b${ESCALATE_ES}`),
    new RegExp(
      String.raw`\b(?:proceso (?:legal|judicial)|demand\w*|accion(?:es)? (?:legal|judicial)\w*|abogad[oa]s?|corte|juicio|embarg\w*|report\w*|cobr\w*|escal\w*)\b[^.!?;]{0,60}\b${BEFORE_THE_PERIOD_ENDS_ES}`,
    ),
  ],
};
/** A span of days or hours well inside the 30-day period: "3 days", "48 hours", "cinco días". */
const SHORT = String.raw`(?:[1-9]|1\d|2\d|one|two|three|four|five|six|seven|eight|nine|ten|fourteen|fifteen|twenty|36|48|72|a couple(?: of)?|a few)`;
const SHORT_ES = String.raw`(?:[1-9]|1\d|2\d|un|una|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|quince|veinte|un par de|unos|unas|pocos|pocas)`;
/**
 * Inside the validation period: a countdown or a short deadline pressed on the consumer ("3 DAYS LEFT", "we need an answer
 * in 3 days", "si no manda el pago en 5 días…"), or the dispute right itself cut short ("after Thursday we no longer accept
 * disputes", "any dispute needs to be in before then"). Each overshadows the 30 days (1692g(b); 1006.38(b)).
 */
const SHORT_DEADLINE: Patterns = {
  en: [
    new RegExp(
      String.raw`\b${SHORT} (?:more |business |calendar )?(?:days?|hours?|hrs?) (?:left|remaining|to go)\b(?! (?:to|for|in which to) (?:dispute|request|ask)| (?:in|on|of) (?:your|the) (?:validation|dispute|30|thirty))|\bonly ${SHORT} (?:more )?(?:days?|hours?) (?:left|remain)\b(?! (?:to|for) (?:dispute|request)| (?:in|on|of) (?:your|the) (?:validation|dispute))`,
    ),
    new RegExp(
      String.raw`\b(?:need|needs|want|wants|expect|expects|require|requires|required|must|have to|has to|gotta|got to|is due|are due|expected|demanded)\b[^.!?]{0,40}\b(?:within|in|inside) (?:the next )?${SHORT}(?: \((?:\d+|[a-z]+)\))? (?:business |calendar )?(?:days?|hours?)\b|\bif (?:you )?(?:don't|do not|can't|cannot|haven't|have not|fail to|won't)\b[^.!?]{0,60}\b(?:within|in) (?:the next )?${SHORT} (?:business )?(?:days?|hours?)\b|\b(?:resolve|resolved|answer|reply|response|hear from you|take care of (?:it|this))\b[^.!?]{0,30}\b(?:within|in) (?:the next )?${SHORT} (?:business )?(?:days?|hours?)\b`,
    ),
    /\b(?:no longer|not|won't|will not|stop|can't|cannot|don't|do not)\b (?:be )?(?:accept|tak|honou?r|process|consider|allow|entertain|review|look at)\w* (?:any )?(?:more |further |new |late )?(?:disput\w*|complaints?|challenges?|objections?)\b(?! (?:by|over|through|via) (?:text|chat|email|phone)\b)/,
    // The dispute right cut off after a few days as a rule: "disputes received after the fifth business day are deemed waived".
    /\bdisput\w*\b(?=[^.!?]{0,60}\b(?:after|past|beyond|later than)\b)(?![^.!?]{0,100}\b(?:30|thirty|validation period|dispute period)\b)[^.!?]{0,100}\b(?:(?:deemed|considered|treated as) (?:waived|forfeited|void|invalid|untimely|withdrawn)|(?:are|is|will be|shall be|get|gets|become|becomes) (?:automatically )?(?:waived|forfeited|void|invalid|ignored|disregarded|rejected|thrown out)|(?:will not|won't|shall not|cannot|can't|are not|is not|aren't|isn't|no longer) (?:be )?(?:considered|accepted|honou?red|reviewed|processed|counted|valid|count)|(?:don't|do not|doesn't|does not) count)\b/,
    new RegExp(
      String.raw`\bdisput\w*\b[^.!?]{0,30}\b(?:needs? to|must|has to|have to|should|got to|gotta) (?:be )?(?:in|filed|made|received|submitted|sent|done|come in|arrive|reach us)\b[^.!?]{0,20}\b(?:before|by|within|no later than) (?:then|that|tomorrow|tonight|(?:this |next )?(?:${DAY})|the end of (?:the|this) week|${SHORT} (?:days?|hours?))\b`,
    ),
  ],
  es: [
    new RegExp(
      String.raw`\b(?:quedan|le quedan|te quedan|faltan|solo tiene|tiene solo|nada mas tiene) (?:solo |nada mas )?${SHORT_ES} (?:dias?|horas?)\b(?! (?:para|de) (?:disputar|su (?:plazo|periodo)|el (?:plazo|periodo)))|\b${SHORT_ES} (?:dias?|horas?) (?:nada mas|nomas|solamente|y ya|no mas)\b`,
    ),
    new RegExp(
      String.raw`\b(?:necesit|quier|exig|esper|requer|ocup)\w*\b[^.!?]{0,40}\b(?:en|dentro de) (?:(?:los |las )?proxim[oa]s )?${SHORT_ES} (?:dias?|horas?)(?: habiles)?\b|\bsi no\b[^.!?]{0,60}\b(?:en|dentro de) (?:(?:los |las )?proxim[oa]s )?${SHORT_ES} (?:dias?|horas?)(?: habiles)?\b|\b(?:respuesta|contestacion|resuelva|resolverlo|resolver esto)\b[^.!?]{0,30}\b(?:en|dentro de) ${SHORT_ES} (?:dias?|horas?)\b`,
    ),
    /\bdisput\w*\b(?=[^.!?]{0,60}\b(?:despues|pasad[oa]s?|luego|mas alla)\b)(?![^.!?]{0,100}\b(?:30|treinta|periodo de (?:validacion|disputa))\b)[^.!?]{0,100}\b(?:(?:ya )?no (?:se )?(?:toman? en cuenta|cuentan?|valen?|aceptan?|consideran?|procesan?|revisan?|admiten?|proceden?)|(?:se )?(?:consideran|consideraran|tendran por|daran por|quedan) (?:renunciad|nul|invalid|perdid|sin efecto)\w*)/,
    // No dispute left that counts, said after a deadline: "después de eso ya no hay reclamos ni disputas que valgan" (set AW).
    /\b(?:ya no|no) (?:hay|habra|habran|existen?|quedan?|queda) (?:mas )?(?:(?:reclamos?|quejas?|disputas?|aclaraciones)(?: ni | o )?){1,3} que (?:valgan?|cuenten?|sirvan?|procedan?|se acepten?)\b/,
    /\b(?:ya no|no) (?:aceptamos|aceptaremos|se aceptan|se aceptaran|recibimos|recibiremos|se reciben|se recibiran|tomamos|procesamos|admitimos|se admiten|vamos a aceptar|vamos a recibir) (?:mas |ninguna |ningun |nuevas |nuevos )?(?:disputas?|reclamos?|reclamaciones|quejas?|objeciones)\b(?! (?:por|via) (?:telefono|chat|texto|correo))/,
    new RegExp(
      String.raw`\bdisput\w*\b[^.!?]{0,30}\b(?:tiene que|debe|necesita|tendra que) (?:llegar|estar|presentarse|mandarse|enviarse|hacerse|recibirse|entrar)\b[^.!?]{0,20}\b(?:antes del?|para el|para|a mas tardar el|a mas tardar)\b (?:el |la )?(?:manana|entonces|eso|esa fecha|esta semana|(?:el )?(?:${DAY_ES})|${SHORT_ES} (?:dias?|horas?))\b`,
    ),
  ],
};

const AFTER_THE_PERIOD =
  /\b(?:after|once|when|following)\b[^.!?]{0,25}\b(?:validation|dispute|30[- ]?day|thirty[- ]?day|(?:30|thirty) days)\b|\b(?:despues|luego|una vez|pasad[oa]s?|terminad[oa])\b[^.!?]{0,25}\b(?:plazo|periodo|(?:30|treinta) dias|validacion)\b/;
const NEXT_UNNAMED: Patterns = {
  en: [
    /\b(?:not|isn't|is not|won't be) (?:a |the )?(?:conversation|call|talk|situation|place|road|route|stage|step|process|position|visit) you (?:want|wanna|would want|'d want|'ll want|will want) to (?:have|be in|go down|be on|get to|see|reach|find yourself in)\b|\byou (?:won't|will not|wouldn't|would not|aren't going to|are not going to|'re not going to) (?:like|enjoy|love) (?:what|whatever) (?:comes|happens|follows|is coming|we do|'s coming)\b/,
    /\b(?:i'd|i would|i|we|we'd|we would)\b (?:strongly |really )?(?:recommend|suggest|advise|urge)\w*(?: (?:that )?you)? (?:not (?:to )?(?:wait|hold off)|(?:don't|do not) (?:wait|hold off)|against waiting)\b(?![^.!?]{0,40}\b(?:to|before) (?:\w+ ){0,3}?disput)/,
  ],
  es: [
    /\b(?:lo que (?:sigue|viene|pasa despues|viene despues|sigue despues)|lo siguiente)\b[^.!?]{0,20}\bno (?:le|te|les) (?:va a |vaya a |iba a )?gust\w*|\bno (?:le|te|les) (?:va a )?gust\w* lo que (?:sigue|viene)\b/,
    /\b(?:le |te )?(?:recomiendo|recomendamos|aconsejo|aconsejamos|sugiero|sugerimos)\b[^.!?]{0,15}\b(?:que )?no (?:se )?(?:espere|esperes|esperar|tarde|tardes|tardar|aguarde|aguardar|deje pasar|dejar pasar)\b(?![^.!?]{0,40}\b(?:para|antes de) (?:\w+ ){0,3}?disput)/,
  ],
};

/** What clears a demand that overshadows the 30 days, in the rule's phrasings and its frame alike: a clause that asks for nothing. */
export const OVERSHADOWING_EXEMPTIONS: Exemptions = { exemptClause: isNotACollectionRequest };

export const overshadowingRule: Rule = {
  id: 'overshadowing',
  citation: '15 U.S.C. 1692g(b); 12 CFR 1006.38(b)',
  description: 'A demand that overshadows the right to dispute, or collection on a disputed debt before verification',
  suggestion: (ctx) =>
    ctx.isDisputed && !ctx.isDisputeVerified
      ? 'The debt is disputed: send verification before asking for payment.'
      : 'During the validation period, do not demand payment by a deadline; the consumer may still dispute the debt.',
  check: (m, ctx) => {
    const demands: Patterns = { en: [], es: [] };
    if (ctx.isInValidationPeriod) {
      demands.es.push(
        // Los 30 días hechos a un lado por un plazo "real", o el saldo completo cobrado de inmediato al acabarse una oferta de horas.
        /\b(?:olvid\w*|ignor\w*|dej\w* a un lado|hag\w* a un lado|no (?:le )?hag\w* caso (?:a|de)|no se fije en)\b[^.!?]{0,25}\b(?:(?:30|treinta) dias|plazo de (?:30|treinta)|periodo de validacion)\b|(?<!\b(?:no hay|sin|ningun|ninguna) )\b(?:el )?(?:plazo|fecha(?: limite)?|vencimiento)\b (?:real|verdader[oa]|de verdad|que (?:importa|cuenta|vale))\b(?! (?:para|de) disput)(?![^.!?]{0,60}\b(?:disput\w*|validacion|aviso|(?:30|treinta) dias)\b)/,
        /\b(?:saldo|monto|total|deuda|cantidad|balance) (?:complet[oa]|total|enter[oa]|integro|restante)\b[^.!?]{0,25}\b(?:se (?:cobra|cobrara|vence|debe pagar|tiene que pagar)|vence|es exigible|sera exigible|hay que pagar(?:lo)?)\b[^.!?]{0,10}\b(?:de inmediato|inmediatamente|en el acto|de una vez|de golpe|al momento|ese mismo dia|el mismo dia)\b/,
        /\bdisput\w*\b[^.!]{0,60}\b(?:se acaba|se acaban|vence|vencen|termina|terminan|expira)\b[^.!?]{0,20}\b(?:hoy|manana|este (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo))\b|\bsin importar (?:su |la )?disputa\b/,
        /\b(?:pag\w*|llam\w*|respond\w*|liquid\w*|comuniquese|complet[oa]|total)\b[^.!?]{0,30}\b(?:en|dentro de) (?:las proximas |los proximos )?(?:\d+|un|una|dos|tres|unos|unas|24|48|72) (?:horas?|hrs?|dias?(?: habiles)?)\b/,
        /\b(?:pag\w*|liquid\w*|respond\w*)\b[^.!?]{0,25}\b(?:de inmediato|inmediatamente|ahora mismo|hoy mismo|hoy|manana|esta noche|cuanto antes|ya mismo|antes del (?:lunes|martes|miercoles|jueves|viernes|fin de semana))\b/,
        /\b(?:ignore|ignorar|olvide|olvidese de|no se preocupe por)\b[^.!?]{0,15}\b(?:la |su |cualquier |el |esa |ese )?(?:disputa|validacion|aviso|notificacion|derechos|carta)\b/,
        /\bno (?:tiene|hay) (?:sentido|tiempo|caso|razon) (?:en |para )?disput\w*/,
        /\bsi (?:usted |tu )?(?:se )?(?:espera|esperas|aguarda) (?:los |sus |a que pasen los )?(?:30|treinta) dias\b|\b(?:disput\w*|(?:30|treinta) dias|aviso|derechos)\b[^.!?]{0,40}\bletra (?:chiquita|pequena|menuda|chica)\b/,
        /\bdisput\w*\b[^.!?]{0,30}\b(?:tiene que|tienen que|debe|deben|solo (?:puede|pueden)) (?:ser|hacerse|presentarse|hacerla)\b[^.!?]{0,20}\b(?:por telefono|en persona|notariad\w*|ante notario)\b|\bdisput\w*\b[^.!?]{0,40}\b(?:solo|solamente|unicamente|nada mas) (?:si (?:lo |la )?(?:hace|presenta|manda) )?(?:por telefono|llamando|en persona|por (?:el )?chat)\b|\b(?:no|nunca) (?:abrimos|leemos|procesamos|aceptamos|recibimos|revisamos|contestamos|tomamos en cuenta) (?:las |sus |ninguna )?cartas?\b|\b(?:las )?cartas\b[^.!?]{0,10}\bno (?:las |se )?(?:abrimos|leemos|procesamos|aceptamos|recibimos|revisamos|abren|leen|procesan|aceptan|reciben|cuentan|valen)\b|\bpara que (?:la disputa )?(?:sea|cuente como) valid\w*\b|\bpor que esperar\b|\bempeora (?:cada|con cada) dia\b/,
        /\b(?:ultima|unica) (?:oportunidad|advertencia)\b|\bultimo aviso\b/,
        /\b(?:fecha limite|plazo (?:final|vence)|actue ahora|el tiempo se (?:acaba|agota)|vence (?:hoy|esta noche|manana))\b/,
        // Dispute rights made to look futile or costly, or outrun by a deadline inside the period.
        ...DISPUTE_WAVED_ASIDE.es,
        /\bno (?:se moleste|pierda (?:su |el )?tiempo|vale la pena|tiene caso|tiene sentido)\b[^.!?]{0,15}\b(?:en |con )?disput\w*/,
        /\bsi (?:usted )?(?:\w+ )?(?:disputa|impugna|cuestiona)\w*\b[^.!?]{0,40}\b(?:oferta|descuento|acuerdo|plan)\b[^.!?]{0,25}\b(?:se cancela|desaparece|se pierde|ya no|queda anulad|vence|se retira|termina)\w*|\b(?:oferta|descuento)\b[^.!?]{0,30}\b(?:se cancela|desaparece|se pierde|queda anulad\w*|se retira|termina)\b[^.!?]{0,15}\bsi (?:usted )?disputa\w*/,
        /\b(?:pura|puro|mera|mero) (?:formalidad|tramite)\b|\b(?:el )?pago\b[^.!?]{0,15}\b(?:se vence|vence|es para|toca)\b[^.!?]{0,15}\b(?:el )?(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo|hoy|manana)\b[^.!?]{0,10}\b(?:igual|de todos modos|de todas formas)\b|\b(?:solo|nada mas|una) (?:es )?(?:un )?(?:tramite|formalidad)\b|\brenunci\w* (?:a )?(?:su )?derechos? (?:a|de) disput\w*|(?<!\bno )\b(?:pierde|perdera|va a perder|perderia|se queda sin)\b[^.!?]{0,30}\b(?:el |su )?derecho (?:a|de) (?:disputar|cuestionar|reclamar|impugnar|pedir (?:pruebas?|verificacion|validacion))\b|(?<!\b(?:no|nunca|sin)\b[^.!?]{0,20})\b(?:renunci\w*|retir\w*|desist\w*|abandon\w*) (?:a |de )?(?:la |su |esa |cualquier )?disputa\b|\b(?:llame|responda|comuniquese|contestenos)\b[^.!?]{0,25}\b(?:hoy|antes del? (?:lunes|martes|miercoles|jueves|viernes|fin del dia)|de inmediato|cuanto antes)\b/,
        /\bpag\w*\b[^.!?]{0,30}\bantes de (?:que (?:se )?(?:acaben|cumplan|terminen|venzan|pasen) )?(?:los |sus )?(?:30|treinta) dias\b|\b(?:tiene que|debe) pagar (?:hoy|ya|ahora|de inmediato|inmediatamente)\b/,
        /\b(?:oferta|descuento|precio|monto|rebaja|quita|ahorro)\b[^.!?]{0,40}\b(?:vence|termina|expira|se acaba|desaparece|solo es valid[oa]|valid[oa] solo|solo vale)\b[^.!?]{0,20}\b(?:hoy|esta noche|manana|en \d+ horas)\b/,
        /\b(?:sin importar|independientemente de|a pesar de|no obstante|pese a) (?:sus |los |el |la |cualquier )?(?:derechos?|periodo de validacion|aviso de validacion|plazo de (?:30|treinta) dias|(?:30|treinta) dias)\b[^.!?]{0,80}\b(?:debe|tiene que|se requiere|se exige|necesita|necesitamos|exigimos)\b/,
        /\b(?:si|en cuanto|cuando|apenas|una vez que|tan pronto como)\b[^.!?]{0,25}\bdisput\w*\b[^.!?]{0,40}\b(?:oferta|descuento|acuerdo|plan|rebaja)\b[^.!?]{0,25}\b(?:se cancela|desaparece|se pierde|ya no|queda anulad|vence|se retira|termina)\w*|\bdisput\w*\b[^.!?]{0,60}\b(?:le|te) (?:cobramos|cobraremos|vamos a cobrar|cargamos|cargaremos|sumamos|sumaremos) (?:el total|todo|la totalidad|intereses|el saldo completo|recargos)\b/,
        // Payment put ahead of the dispute, the notice waved aside, a count of days to pay inside the period.
        /\bdisput\w*\b[^.!]{0,60}\b(?:pero|igual|de todos modos|mientras tanto|primero)\b[^.!?]{0,40}\b(?:tiene que|debe|necesita|se tiene que|hay que)\b[^.!?]{0,20}\bpag\w*|\bdisput\w*\b[^.!]{0,60}\bmientras tanto\b[^.!?]{0,40}\bpag\w*/,
        /\bsolo (?:el pago|pagando|un pago) (?:detiene|para|frena|termina) (?:este proceso|esto|el proceso)\b|\b(?:plazo|periodo|carta|aviso|notificacion|derechos?) (?:de|para) (?:disputa|disputar|validacion|verificacion)\b[^.!?]{0,40}\bno (?:le )?(?:aplica|aplican|cuenta|cuentan|corre|corren|vale|valen)\b|\bdisputas? (?:solo|unicamente|nada mas) (?:se )?(?:aceptan|acepta|admiten|admite|reciben|recibe|valen|vale|cuentan|cuenta)\b|\bdisput\w*\b[^.!?]{0,60}\b(?:despues|pasado|pasados|luego)\b[^.!?]{0,20}\bya no (?:cuentan|cuenta|valen|vale|se aceptan|se acepta|proceden|procede)\b|\btiene (?:[1-9]|1\d|2\d|cinco|siete|diez|quince) dias para (?:pagar o disputar|disputar)\b|\b(?:asumiremos|vamos a asumir|daremos por hecho) que no (?:disputa|va a disputar)\b/,
        /\bno importa lo que (?:diga|dice|digan) (?:la |el )?(?:carta|aviso|notificacion)\b|\b(?:tiene|le doy|te doy|cuenta con) (?:\d+|un|una|dos|tres|cinco|siete|diez) (?:dias?|horas?) para (?:pagar|liquidar|saldar)\b/,
        // Los 30 días contados desde una llamada y no desde el aviso, o dados por vencidos: "sus 30 días empezaron cuando le llamamos".
        /\b(?:30|treinta) dias\b[^.!?]{0,30}\b(?:empezaron|comenzaron|corren|corrieron|empiezan|comienzan|cuentan|contaron|se contaron)\b[^.!?]{0,25}\b(?:cuando|desde|con) (?:que )?(?:le |la |lo |te )?(?:llamamos|llame|hablamos|marcamos|escribimos|la llamada|el mensaje|el texto)\b|(?<=\b(?:disput\w*|(?:30|treinta) dias|validacion)\b[\s\S]{0,120})\b(?:ya )?(?:esta|estas|quedo|quedaste) fuera de (?:tiempo|plazo)\b|(?<=\b(?:disput\w*|(?:30|treinta) dias|validacion)\b[\s\S]{0,120})\bya se (?:le|te) (?:paso|acabo|vencio) (?:el|su|tu) (?:tiempo|plazo)\b/,
        // Toda otra fecha hecha a un lado por la de la empresa: "ignore cualquier otra fecha, esta es la que cuenta".
        /\b(?:ignore|olvide(?:se de)?|no (?:le )?haga caso (?:a|de)|no se fije en)\b[^.!?]{0,20}\b(?:cualquier|las|los|todas las|todos los) otr[oa]s? (?:fechas?|plazos?)\b(?![^.!?]{0,60}\b(?:disput\w*|validacion|(?:30|treinta) dias)\b)/,
        /\b(?:no (?:le )?haga caso|haga caso omiso|no se fije|no (?:le )?preste atencion)\b[^.!?]{0,20}\b(?:(?:30|treinta) dias|disputa|validacion|aviso|carta|notificacion|derechos|plazo)\b|\bpara que (?:esperar|espera|disputar|disputa)\b/,
        // Disputar sale caro dentro del plazo: se pierde el descuento, la oferta vence antes, el aviso para después.
        /\bsi (?:usted |tu )?(?:\w+ ){0,3}?(?:disput|impugn|cuestion|reclam)\w*\b[^.!?]{0,30}\b(?<!\b(?:no|nunca|ni) )(?:pierde|perdera|va a perder|se queda sin|se despide de)\b[^.!?]{0,25}\b(?:oferta|descuento|plan|planes|acuerdo|rebaja|precio)\b|\bdisputa\w*\b[^.!?]{0,15}\b(?:le cuesta|le costara|le va a costar|significa perder)\b[^.!?]{0,15}\b(?:oferta|descuento|plan|acuerdo|rebaja)\b/,
        // El derecho reconocido a regañadientes y cortado por un plazo o una pérdida: "ya sé que la ley le da su plazo, pero la rebaja vence el lunes";
        // disputar castigado (se cancela el descuento, el cliente "tomará medidas"), o tratado como tiempo perdido, o sin nada que reclamar después.
        new RegExp(
          String.raw`\b(?:aunque|si bien|a pesar de que|ya se que|se que|claro que|es cierto que)\b[^.!?]{0,20}\b(?:(?:la |el |su )?(?:carta|aviso|notificacion|ley) (?:dice|diga|dicen|da|le da|le de)|(?:usted )?(?:tiene|tenga) (?:derecho a disputar|(?:30|treinta) dias)|(?:usted )?(?:puede|pueda) disputar\w*)\b[^.!?]{0,120}\b(?:esta semana|hoy|manana|este (?:${DAY_ES})|el (?:${DAY_ES})|en ${SHORT_ES} (?:dias?|horas?)|se pierde|pierde|perdera|oferta|descuento|escal\w*|ya no hay|se acaba|vence)\b`,
        ),
        /\bsi (?:usted )?(?:\w+ ){0,2}?(?:disput|impugn|cuestion|reclam)\w*\b[^.!?]{0,10}\b(?:se (?:le |lo |la )?(?:cancela|pierde|acaba|quita|retira|anula|va)|(?:le |lo |la )?(?:cancelamos|quitamos|retiramos|anulamos|perdera|pierde))\b[^.!?]{0,15}\b(?:la |el |su |sus )?(?:oferta|descuento|plan|acuerdo|rebaja|precio|beneficio)s?\b|\bsi (?:usted )?(?:\w+ ){0,2}?disput\w*\b[^.!?]{0,60}\b(?:tomar|tomara|tomaremos|va a tomar|vamos a tomar|van a tomar) (?:medidas|acciones|accion|cartas en el asunto)\b/,
        /\bdisput\w*\b[^.!?]{0,60}\bno (?:pierda|gaste|malgaste) (?:el |su )?tiempo (?:con|en) (?:eso|esto|ello|esa|eso de)\b|\bya no (?:hay|habra|va a haber|queda|tendra) (?:nada|forma|manera|modo) (?:que|de|para) (?:reclamar|disputar|impugnar)\b|\bno (?:hay|tiene|existe) nada que (?:disputar|reclamar|impugnar)\b|\bnada que (?:negociar )?ni (?:nada )?que reclamar\b/,
        /\b(?:lea|revise|vea|mire|lee|revisa|leer|revisar|ver)\b (?:el |la |su |los |las )?(?:aviso|carta|notificacion|validacion|derechos|papeles)\w*\b[^.!?]{0,25}\b(?:despues|luego|mas tarde|otro dia|en otro momento|cuando (?:pague|haya pagado))\b|\bdisput\w*\b[^.!?]{0,15}\bno (?:se )?(?:aceptan|acepta|admiten|admite|permiten|permite|reciben|recibe|procesan)\b/,
        new RegExp(
          String.raw`\bpara (?:evitar|que no) (?:que )?(?:esto |la cuenta |el caso |el asunto )?(?:escale|se escale|pase a mayores|suba de nivel)\b|\bnecesit\w* (?:los |el |unos )?\$ ?\d[\d,.]*\b[^.!?]{0,25}\b(?:para el|antes del?|a mas tardar el|el) (?:${DAY_ES}|manana)\b`,
        ),
        /\b(?:no espere|no hace falta esperar|no tiene que esperar|olvidese de|olvidate de) (?:los |el plazo de |sus )?(?:30|treinta) dias\b|\b(?:eso de )?disputar (?:no (?:le|te) conviene|no sirve de nada|solo (?:retrasa|complica|atrasa))\b|\bno (?:le|te) conviene disputar\b/,
      );
      demands.en.push(
        // The 30 days set aside for a "real" deadline, or an offer of hours after which the whole balance falls due at once:
        // "the actual deadline is Thursday", "this offer runs 48 hrs, then the full $2,300 is due on the spot".
        /(?<!\b(?:no|not a|not any|without a|without any) )\b(?:the |our |your )?(?:real|actual|true) (?:deadline|due date|cutoff|cut-off)\b(?! (?:to|for) (?:dispute|disputing|request\w*|ask\w*))(?![^.!?]{0,60}\b(?:disput\w*|validation|notice|(?:30|thirty)[- ]days?)\b)|\b(?:deadline|due date|date) that (?:really |actually )?(?:counts|matters)\b(?![^.!?]{0,60}\b(?:disput\w*|validation|notice|(?:30|thirty)[- ]days?)\b)/,
        /\b(?:full|whole|entire|total|remaining)\b (?:\$ ?[\d,.]+ |balance |amount |bill |debt )?(?:\$ ?[\d,.]+ )?(?:is |becomes |will be |gets |comes )?(?:due|owed|payable|collected|charged) (?:on the spot|immediately|right away|at once|in one go|that (?:same )?day|the same day)\b/,
        // The offer lost by disputing or asking for validation; the rights called beside the point; a deal to take before disputing.
        /\b(?:offer|deal|discount|settlement|price|rate)\b[^.!?]{0,40}\b(?:disappears?|goes away|gone|vanish\w*|off the table|dies|is void|ends|expires|is dead)\b[^.!?]{0,30}\b(?:if|once|when|the (?:second|minute|moment)) you (?:\w+ )?(?:disput|request|ask for|demand|challeng|send)\w*|\b(?:disput|request|ask for|challeng)\w*\b[^.!?]{0,40}\b(?:offer|deal|discount|settlement)\b[^.!?]{0,20}\b(?:disappears?|goes away|is gone|vanish\w*|off the table|dies|is void|ends|expires)\b/,
        /\b(?:30|thirty)[- ]?day (?:thing|stuff|notice|letter|period|window|rule)\b[^.!?]{0,30}\b(?:separate|doesn't matter|does not matter|irrelevant|not important|formality|don't worry|nothing to do with)\b|\b(?:before|instead of) you (?:even )?(?:think about|get around to|start|bother)\w* (?:disput|validat|challeng|writ)\w*/,
        /\b(?:spend|waste)\b[^.!?]{0,25}\b(?:writing|sending|mailing) (?:us )?(?:letters|disputes|requests)\b[^.!?]{0,60}\b(?:or|instead)\b[^.!?]{0,40}\b(?:offer|deal|discount|settle|take)\w*/,
        /\bregardless of (?:any|your|the)? ?disput\w*|\btechnically (?:have|got|get) (?:30|thirty) days\b|\b(?:offer|deal|price|discount)\b[^.!?]{0,20}\b(?:valid|good) (?:for )?today only\b|\bto avoid (?:further )?(?:escalation|legal action|legal process)\b/,
        // A count of hours or days to pay, the payment named by its sum or as "full": "Full $612 within 72 hrs" (set AS).
        /\b(?:pay|payment|paid|call|respond|settle|full)\b(?:(?!\bdisput)[^.!?]){0,30}\b(?:within|in) (?:\d+|one|two|three|a few|24|48|72) (?:hours?|hrs?|days?|business days?)\b|\$ ?\d[\d,.]*\b(?:(?!\bdisput)[^.!?]){0,15}\bwithin (?:\d+|one|two|three|a few) (?:hours?|hrs?|days?|business days?)\b/,
        /\bor else\b/,
        /\b(?:pay|payment|paid|settle|respond)\b[^.!?]{0,25}\b(?:immediately|right now|right away|today|asap|by tomorrow|tonight|by (?:monday|tuesday|wednesday|thursday|friday|end of (?:day|the day|the week)|noon))\b/,
        /\b(?:ignore|disregard|forget about|don't bother with)\b[^.!?]{0,15}\b(?:the |your |any |that )?(?:dispute|validation|notice|rights|letter)\b/,
        /\b(?:no (?:time|point|use|reason) (?:for|in|to)) disput\w*/,
        // The window's own end as the time after which an offer still holds ("good through the 30th, after your window to dispute ends") sets no deadline.
        /(?<!\b(?:after|once|when|until|past) (?:your |the )?(?:(?:30|thirty)[- ]?day )?)\b(?:chance|opportunity|window) to (?:sort|work|figure|dispute|question|ask|straighten|clear)\b[^.!?]{0,40}\b(?:ends?|expires?|closes?|is gone|runs out)\b|\bno questions? answered\b/,
        /\b(?:final|last) (?:chance|opportunity|warning)\b/,
        /(?<!\bno (?:real |actual |hard |firm |set |strict )?|\bwithout a |\bwithout any |\bdispute |\bvalidation )\b(?:deadline(?! (?:to|for) (?:dispute|disputing|request\w*|ask\w*))|act now|time is running out|expires? (?:today|tonight|tomorrow))\b/,
        /\b(?:call|contact us|get back to us|hear from you|reply|answer)\b[^.!?]{0,25}\b(?:by (?:${DAY}|end of (?:day|the day|the week)|eod|tonight|noon|tomorrow)|today|tonight|immediately|right away|asap)\b|\b(?:immediate|prompt|urgent) (?:payment|attention|response|action) (?:is )?(?:required|expected|needed|necessary)\b/,
        /\b(?:notice|validation|dispute|rights|letter)\b[^.!?]{0,20}\b(?:is|are) (?:just|only|merely) (?:a )?(?:formality|paperwork|technicality|boilerplate|form letter)\b|(?<!(?:n't|\b(?:not|never|nor|without|no))\b[^.!?]{0,20})\b(?:waive|give up|forfeit)\w* (?:your )?(?:dispute )?rights?\b|(?<!(?:n't|\b(?:not|never|nor|without|no))\b[^.!?]{0,20})\b(?:waiv|giv\w* up|forfeit|drop|withdraw|abandon|let go of|sign away)\w* (?:your |the |any |that |this )?(?:right to (?:dispute|challenge|request verification)|dispute|validation rights?)\b|\bpeople who dispute\b[^.!?]{0,20}\b(?:end up|wind up) (?:paying|owing)\b/,
        /\b(?:ignore|disregard|forget|never mind|skip|throw away|toss)\b[^.!?]{0,20}\b(?:dispute|validation|notice|rights|letter|(?:30|thirty)[- ]?days?|paperwork)\b/,
        // Every other date set aside for the firm's own: "ignore any other dates you might see, this is the one that matters".
        /\b(?:ignore|disregard|forget(?: about)?|pay no attention to|don'?t (?:worry|bother) about)\b[^.!?]{0,20}\b(?:any|all|the|those) (?:\w+ )?other (?:dates?|deadlines?|due dates?)\b(?![^.!?]{0,60}\b(?:disput\w*|validation|(?:30|thirty)[- ]days?)\b)/,
        // The notice or its rights said to stop counting on a date: "after Friday the validation stuff won't matter anymore".
        /\b(?:validation|verification|dispute|disputing|(?:30|thirty)[- ]?days?)\b[^.!?]{0,30}\b(?:won't|will not|wouldn't|doesn't|does not|no longer|stops?|ceases? to)\s+(?:\w+ )?(?:matters?|counts?|appl(?:y|ies)|means? anything|be valid)\b(?! (?:to|for) (?:the )?(?:lawsuit|court)\b| against (?:you|your))/,
        // The debt said to be past disputing after an offer's hours: "after that the account is final and can no longer be disputed".
        /\b(?:can no longer|can(?:not|'t)|(?:will|would) no longer|won't) be (?:disputed|challenged|questioned|contested)\b/,
        // The 30 days said to run from a call rather than the notice, or already gone: "your 30 days started when we called you on
        // the 3rd, not when the letter showed up, so you're pretty much out of time".
        /\b(?:30|thirty)[- ]?days?\b[^.!?]{0,30}\b(?:started|began|starts|start|ran|runs|counted|counts|kicked in)\b[^.!?]{0,25}\b(?:when|from|with|on|the day|since) (?:we|our|i|the)\b[^.!?]{0,30}\b(?:call\w*|phon\w*|text\w*|voicemail|spoke|talk\w*|e-?mail\w*|messag\w*|chat\w*)\b|(?<=\b(?:disput\w*|(?:30|thirty)[- ]?days?|validation)\b[\s\S]{0,120})(?<!\b(?:if|when|whether|unless|in case) )\b(?:you(?:'re| are)|ur|youre) (?:pretty much |basically |already |practically |just about |now |all )?(?:out of time|past (?:the|your) (?:deadline|window)|too late)\b/,
        // The right itself said to run out with an offer's hours: "after that you lose the discount AND the right to question the balance".
        /(?<!(?:n't|\b(?:not|never|nor|without|no))\b[^.!?]{0,20})(?<!\b(?:assum\w*|think\w*|thought|believ\w*|worr\w*|afraid|fear\w*|myth|wonder\w*|misconception)\b[^.!?]{0,30})\b(?:lose|loses|losing|lost|forfeit\w*)\b[^.!?]{0,30}\b(?:the |your |any )?rights? to (?:dispute|question|challenge|contest|verif\w*|ask for (?:proof|verification|validation)|request (?:proof|verification|validation))\b/,
        ...DISPUTE_WAVED_ASIDE.en,
        // The right belittled, or kept from this consumer: "the dispute section is a formality", "the dispute stuff on the back is for
        // people who don't owe anything", "la oferta es solo para quienes NO disputan" (blind set AF).
        /\b(?:dispute|disputing|validation|rights?)\b(?: (?:section|stuff|thing|part|form|page|paragraph|language))?[^.!?]{0,30}\b(?:is|are|'s) (?:just |only |merely |basically |really |kind of |sort of |more of )?(?:a )?(?:formality|technicality|boilerplate|legal fine print)\b|\b(?:dispute|disputing|validation)\b(?: (?:section|stuff|thing|part|form|rights?))?[^.!?]{0,40}\b(?:is|are|'s) (?:only |just |really |meant )?for (?:people|folks|those|someone|consumers|anyone|customers)(?: who| that)? (?:don't|dont|do not|didn't|never) (?:really )?(?:owe|owed)\b/,
        /\b(?:offer|discount|deal|settlement|price|oferta|descuento|arreglo|liquidacion|rebaja)\b[^.!?]{0,40}\b(?:only|just|solo|solamente|unicamente) (?:es |applies |good |valid |available )?(?:for|to|para|a) (?:people|folks|those|customers|accounts|consumers|quienes|los que|las personas que|clientes que|cuentas que)(?: who| that)? (?:don't|dont|do not|no) (?:disput|challeng|contest|reclam|impugn)\w*/,
        /\b(?:don't bother|do not bother|no need to|no reason to|pointless to|waste (?:of )?(?:your )?time|why bother|not worth)\b[^.!?]{0,15}\bdisput\w*/,
        // Disputing made the road to legal, or squeezed into a call by a near date: "anyone who disputes gets bumped to our legal queue",
        // "disputes have to be called in to me by Friday, after that it's pay only" (1692g(b): the notice's 30 days and its ways to dispute).
        /\b(?:anyone|anybody|everyone|people|folks|those|accounts?|consumers|customers)(?: who| that)? (?:disput|challeng|contest)\w*\b[^.!?]{0,30}\b(?:gets?|go|goes|are|is|will be) (?:\w+ )?(?:bumped|sent|moved|pushed|escalated|transferred|forwarded|routed|flagged|referred)\b[^.!?]{0,20}\b(?:legal|litigation|attorneys?|lawyers?|suit|court)\b|\bdisput\w*\b[^.!?]{0,20}\b(?:have|has|need|needs|must) to be (?:called|phoned|made|done|submitted|sent|given|brought) (?:in )?(?:to me |to us |by phone |over the phone )?(?:by|before|within|no later than) (?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|tomorrow|tonight|today|the end of|\d+ (?:days?|hours?))\b/,
        /\bif you (?:\w+ ){0,2}?(?:disput|challeng|contest)\w*\b[^.!?]{0,30}\b(?:(?:have|has) no choice but to|(?:will|'ll) have to|(?:will|'ll)) (?:escalate|sue|take (?:legal )?action|send (?:it|this|the account) to (?:legal|our attorneys?|litigation)|proceed)\b|\bif you (?:\w+ ){0,2}?(?:dispute|challenge|contest)\w*\b[^.!?]{0,70}\b(?:offer|discount|deal|settlement|plan)\b[^.!?]{0,25}\b(?:off the table|gone|void|withdrawn|revoked|cancell?ed|disappears|goes away|ends|expires|lost|no longer)\b/,
        /\b(?:offer|discount|deal|settlement)\b[^.!?]{0,30}\b(?:disappears|goes away|is void|is off|is withdrawn|ends|is gone|is cancell?ed|expires)\b[^.!?]{0,15}\bif you (?:\w+ )?(?:dispute|challenge|contest)/,
        /\b(?:pay|payment|settle)\w*\b[^.!?]{0,30}\bbefore (?:the |your )?(?:30|thirty) ?days?\b|\bbefore (?:the |your )?(?:validation|dispute) (?:period|window) (?:ends|is over|closes|expires|runs out)\b|\bdon't wait (?:for|until) (?:the )?(?:30|thirty) days\b/,
        /\b(?:must|need to|have to|required to) pay (?:it |this |now |today |immediately |right away )/,
        /\b(?:offer|discount|deal|settlement|rate|price|amount|this)\b[^.!?]{0,40}\b(?:expires?|ends?|is gone|goes away|disappears|is void|is withdrawn|only good|good only|valid only|only valid|is good) (?:\w+ )?(?:until |till |through |by |at )?(?:\d{1,2}(?::\d\d)? ?(?:am|pm|a m|p m|o'clock) )?(?:today|tonight|tomorrow|end of (?:day|the day|business)|close of business|eod|cob|midnight|noon|this (?:week|afternoon|evening|friday)|in (?:\d+|a few|24|48|72) hours)\b/,
        // Payment put ahead of the dispute, the notice's 30 days waved aside, a count of days to pay inside the period.
        /\bdisput\w*\b[^.!]{0,60}\b(?:but|still|anyway|regardless|meanwhile|in the meantime)\b[^.!?]{0,40}\b(?:need|needs|must|have to|has to|required|expect|is due|still due)\b[^.!?]{0,20}\b(?:pay|payment|paid)/,
        /\bwast\w*\b[^.!?]{0,25}\b(?:(?:30|thirty) days|disput\w*)|\b(?:letter|notice)\b[^.!?]{0,25}\b(?:30|thirty) days?\b[^.!?]{0,10}\bbut\b|\bnobody (?:actually |really |ever )?waits?\b/,
        // A dispute window shortened, said not to apply, or payment the only way out: "10 days to pay or dispute", "the validation period doesn't cover this account", "we'll take silence as no dispute".
        /\b(?:[1-9]|1\d|2\d|one|two|three|four|five|six|seven|eight|nine|ten|fourteen|fifteen|twenty) (?:business |calendar )?days? to (?:pay or dispute|dispute or pay|dispute)\b|\b(?:after that|then|past that)\b[^.!?]{0,10}\b(?:it's|it is|the (?:balance|debt|amount) is|everything is) final\b/,
        /\bonly (?:thing|way|option) (?:that )?(?:stops|will stop|ends|halts|pauses|can stop)\b[^.!?]{0,25}\b(?:is )?(?:payment|paying|to pay|a payment)\b|\b(?:dispute|validation) (?:window|period|rights?|notice|deadline|letter)\b[^.!?]{0,40}\b(?:doesn't|does not|won't|will not|don't|do not) (?:apply|count)\b|\b(?:assume|take it|treat (?:it|that) as|consider it)\b[^.!?]{0,20}\byou(?:'re| are)? not disputing\b/,
        /\byou(?:'ve got|'ll get|'ll have| have got| have| get| got|'ve) (?:only |just )?(?:\d+|one|two|three|four|five|six|seven|ten|a few) (?:more )?(?:business )?(?:days?|hours?) to pay\b|\bwhat(?:'s| is) (?:there )?to (?:dispute|challenge|contest)\b|\bque hay (?:que|para) (?:disputar|impugnar|reclamar)\b/,
        /\b(?:within|in) (?:[1-9]|1\d|2\d|one|two|three|four|five|six|seven|eight|nine|ten|fourteen|fifteen|twenty) (?:business |calendar )?days?\b[^.!?]{0,90}\b(?:treated|considered|deemed|assumed|accepted|regarded) (?:as |to be )?(?:valid|accurate|correct|undisputed|final|owed)\b|\b(?:closed to|no longer open to|barred from|not eligible for|past) (?:any )?(?:further )?disput\w*/,
        /\b(?:letter|notice|carta|aviso|notificacion)\b[^.!?]{0,15}\b(?:says?|said|states?|gives?|dice|decia|indica|da)\b[^.!?]{0,60}\b(?:but|pero)\b|\bwhy (?:wait|bother|waste (?:\w+ )?time)\b[^.!?]{0,40}\b(?:(?:30|thirty) ?days?|disput\w*|validation|notice)\b/,
        /\bdisput\w*(?: (?:it|this|that|now|right now|at this point))?(?: (?:would|will|is going to|could|can|might|only|just))?(?: (?:just|only|really|usually))? (?:slows?|slow|delays?|delay|complicates?|complicate|drags?|drag|makes? (?:it|things|everything) worse|costs? (?:you |people )?more|ends? up costing)\b|\bdisput\w*\b[^.!?]{0,80}\b(?:i'd skip|i would skip|skip (?:that|it)|forget about (?:that|it)|don't bother)\b/,
        /\bwhy (?:\w+ ){0,2}?(?:wait|sit|hold off|delay|drag|bother|waste)\w*\b[^.!?]{0,40}\b(?:(?:30|thirty) ?days?|disput\w*|validation|notice)\b|\b(?:gets?|getting|grows?|growing|will get) (?:\w+ )?(?:worse|bigger|more expensive|harder)\b[^.!?]{0,30}\b(?:every|each) (?:day|week) (?:you )?(?:wait|delay|hold off)\b/,
        // The right granted grudgingly and cut short: "sure, you can dispute, but the deal's gone Friday"; disputing punished
        // ("if you dispute we pull the discount", "…we'll take action"), called a waste of time, or left with nothing to dispute.
        new RegExp(
          String.raw`\byou (?:can|could|may|are (?:free|allowed|welcome) to|have (?:the|every) right to|(?:have|got|get) (?:\d+|thirty) days to) (?:still |technically |always )?(?:dispute|challenge|contest|request (?:validation|verification))\w*\b[^.!?]{0,50}\b(?:but|however|though|just so you know|that said)\b(?![^.!?]{0,80}\b(?:(?:doesn't|does not|won't|will not|don't|do not|never) (?:\w+ )?(?:expire|end|go away|disappear|change|cost|affect)|(?:stays?|remains?) (?:open|available|valid|good)|until after|after (?:the|your) (?:30|thirty|validation|dispute)|(?:won't|will not|don't|do not|never) lose)\b)[^.!?]{0,100}\b(?:(?:in|within) (?:the next )?${SHORT} (?:business )?(?:days?|hours?)|escalat\w*|by (?:${DAY}|tomorrow|tonight)|this week|goes away|expires?|gone|lose|lost|too late)\b`,
        ),
        /\bif you (?:\w+ ){0,2}?(?:disput|challeng|contest)\w*\b[^.!?]{0,15}\b(?:we(?:'ll| will)?|i(?:'ll| will)?) (?:have to )?(?:cancel|pull|drop|revoke|withdraw|void|take back|rescind)\w* (?:the |your |this |that )?(?:\d+ ?% )?(?:offer|discount|deal|settlement|plan)\b|\bif you (?:\w+ ){0,2}?dispute\w*\b[^.!?]{0,60}\b(?:take|taking|will take|'ll take) (?:action|steps|measures|legal action)\b/,
        /\bdisput\w*\b[^.!?]{0,60}\b(?:don't|do not) (?:waste|spend) (?:your )?time (?:on|with) (?:that|it|this)\b|\bnothing (?:left )?to (?:dispute|challenge|contest)\b/,
        /\bif you (?:\w+ )?wait (?:the |all |for |out )?(?:the )?(?:full )?(?:30|thirty) days\b|\bwhy (?:would|should|do|did|are) you (?:even |really )?(?:bother )?(?:disput|challeng|contest)\w*|\bsave (?:us|you|yourself|everyone)(?: both| all)? the (?:30|thirty)|\b(?:disput\w*|(?:30|thirty) days|notice|rights)\b[^.!?]{0,40}\b(?:fine print|small print|legalese)\b/,
        // A dispute held to one channel, or a written one refused: "you can dispute, but only by calling us; we don't open letters".
        /\bdisput\w*\b[^.!?]{0,30}\b(?:has to|have to|must|needs? to|should|can only) be (?:\w+ ){0,2}?(?:by (?:phone|telephone|calling)|over the phone|in person|notarized|on our (?:form|portal))\b|\bdisput\w*\b[^.!?]{0,40}\b(?:only|just|solely) (?:if (?:you )?(?:do it |make it |send it )?|when (?:you )?)?(?:by (?:phone|telephone|calling)|over the phone|(?:by )?calling|you call|in person|on our (?:form|portal))\b|\b(?:don't|do not|won't|will not|can't|cannot|never) (?:open|read|process|accept|review|look at|answer|honou?r)\w* (?:any )?(?:mailed |written |paper )?(?:letters|mail|written disputes)\b|\bdisput\w*\b[^.!?]{0,50}\bto (?:be|count as) (?:valid|accepted|legit)\b/,
        /\bdisput\w*\b[^.!?;]{0,40}(?<!\b(?:not|never|don't|dont|doesn't|no) )\b(?:has to|have to|must|needs? to|should)\b[^.!?;]{0,40}\b(?:notariz\w*|notary|sworn|affidavit)\b/,
        /\bdisputes? (?:are |is )?only (?:accepted|allowed|valid|considered|honou?red)\b|\b(?:balance|amount|debt) (?:is|becomes|will be) (?:final|locked|undisputable)\b/,
        // The validation rights set aside in words before a demand: "notwithstanding the rights in the validation notice, payment is required".
        /\b(?:notwithstanding|regardless of|irrespective of|despite|without regard to) (?:any |your |the |all )?(?:(?:[\w-]+ ){0,2}?rights?|validation (?:notice|period|rights?)|dispute (?:rights?|period|window)|(?:30|thirty)[- ]days?)\b[^.!?]{0,80}\b(?:required|must|due|demand\w*|need to|have to|expected)\b/,
        // Disputing charged for: "once a dispute comes in we bill the full balance with interest".
        /\bdisput\w*\b[^.!?]{0,60}\b(?:we|i)(?:'ll| will| would|'d)? (?:then |also |just )?(?:charge|bill|add|tack on|reinstate|apply)\w*\b[^.!?]{0,20}\b(?:the )?(?:full|total|entire|whole|interest|fees?|penalt\w*)\b/,
        // A cost put on disputing inside the period: the discount or plan lost by disputing, an offer's deadline or an
        // escalation set inside it, the 30 days granted and taken back with a "but", the notice put off for later.
        /\bif you (?:\w+ ){0,3}?(?:disput|challeng|contest|question)\w*\b[^.!?]{0,40}\b(?<!\b(?:not|won't|wont|will not|don't|dont|do not|never|doesn't|does not|no) )(?:lose|losing|forfeit\w*|give up|miss out on|say goodbye to|kiss)\b[^.!?]{0,25}\b(?:offer|discount|deal|settlement|plans?|rate|savings|\d+ ?% off)\b|\b(?:disput|challeng|contest)\w*\b[^.!?]{0,15}\b(?<!\b(?:won't|wont|will not|doesn't|does not|wouldn't|would not|never|not|can't|cannot) )(?:costs?|will cost|would cost|means losing|loses|forfeits)\b (?:you )?(?:the |your |this )?(?:offer|discount|deal|settlement|plan|savings)\b/,
        new RegExp(
          String.raw`\b(?:30|thirty) (?:days?|dias?) (?:to|for|para) (?:dispute|disputar|challenge|contest|impugnar)\b[\s\S]{0,40}?\b(?:but|pero|however|sin embargo|that said)\b(?![^.!?]{0,80}\b(?:(?:doesn't|does not|won't|will not|don't|do not|never|no) (?:\w+ )?(?:expire|end|go away|disappear|change|vence|termina)|(?:stays?|remains?|sigue|queda) (?:open|available|valid|good|abiert|vigente|disponible)|until after|hasta despues)\b)[^.!?]{0,80}\b(?:offer|discount|deal|\d+ ?% off|descuento|oferta|escalat\w*|expires?|disappears?|goes away|only good|vence|se acaba|desaparece|(?:by|until|hasta(?: el)?) (?:${DAY}|${DAY_ES}|tomorrow|manana))\b`,
        ),
        new RegExp(
          String.raw`\b(?:offer|deal|discount|settlement|price|rate|\d+ ?% off|savings|(?:reduced|lower|special) (?:payoff|amount|balance|price|rate)|descuento|oferta|rebaja|quita|ahorro|precio especial)\b[^.!?]{0,40}\b(?:expires?|ends?|is gone|goes away|disappears?|vanish\w*|is void|is withdrawn|only good|good only|valid only|only valid|is good|runs out|vence|termina|se acaba|desaparece|solo es valid[oa]|solo vale)\b (?:\w+ )?(?:on |by |until |till |through |this |next |hasta (?:el )?|el )?(?:${DAY}|${DAY_ES})\b`,
        ),
        new RegExp(
          String.raw`\b(?:to (?:keep|stop|prevent) (?:this|it|things|the account|your account|the file|matters) from (?:escalating|going further)|to (?:avoid|prevent|head off) (?:any |further |an? )?escalation|before (?:this|it|things|the account|your account|the file) (?:escalates|gets escalated|is escalated|goes further))\b|\b(?:account|file|balance|this|it|matter|case)\b (?:\w+ ){0,2}?(?:gets?|will (?:be|get)|is (?:being|going to be)|'ll be|to be) escalated\b(?! to (?:a |the |our )?(?:supervisor|manager|team lead|compliance))[^.!?]{0,30}\b(?:${SOON}|that (?:same )?day|the same day|${DAY})\b`,
        ),
        new RegExp(
          String.raw`\b(?:need|needs|want|wants|expect|expects|require|requires|looking for)\b (?:to (?:see|get|have) )?(?:the |a |your )?(?:\$ ?\d[\d,.]*|payment|full (?:amount|balance)|balance)\b[^.!?]{0,25}\b(?:by|before|no later than) (?:this |next )?(?:${DAY}|tomorrow|tonight|end of (?:day|the day|the week)|eod|noon)\b`,
        ),
        /\b(?:read|look (?:at|over|through)|review|deal with|worry about|go (?:over|through)|get to|check)\w*(?: through| over)? (?:the |your |that |this )?(?:validation|dispute|notice|rights|letter|paperwork|30 day|thirty day)\w*(?: notice| letter| rights)?\b[^.!?]{0,20}\b(?:some other time|another time|later(?: on)?|afterwards?|down the road|once (?:you(?:'ve)? paid|this is paid|the payment)|after (?:you pay|the payment|this is (?:paid|handled|done)))\b/,
        /\bdisput\w*\b[^.!?]{0,10}\b(?:not|no longer|aren't|are not|isn't|is not|won't be|will not be|can't be|cannot be) (?:being )?(?:accepted|allowed|taken|honou?red|processed|possible|entertained)\b(?! (?:by|over|through|via) (?:text|chat|email|phone)\b)/,
      );
    }
    // A demand is one even when worded with a "no" ("no point in disputing"); a payment request is not ("no payment is due").
    const triggers = matchAll(m, demands, { negatable: false, ...OVERSHADOWING_EXEMPTIONS });
    if (ctx.isInValidationPeriod) {
      // The unnamed consequence and the advice carry their own "not"; an escalation denied ("nothing goes to legal before the 12th") is none.
      for (const t of [
        ...matchAll(m, NEXT_UNNAMED, { negatable: false, exemptClause: isNotACollectionRequest }),
        ...matchAll(m, ESCALATION_ON_A_DATE, { negatable: true, exempt: (sentence) => AFTER_THE_PERIOD.test(sentence) }),
        ...matchAll(m, SHORT_DEADLINE, { negatable: false, exempt: (sentence) => AFTER_THE_PERIOD.test(sentence), exemptClause: isNotACollectionRequest }),
      ])
        if (!triggers.includes(t)) triggers.push(t);
    }
    if (ctx.isDisputed && !ctx.isDisputeVerified) {
      const collection: Patterns = {
        en: [
          // A payment asked for in other words, or by a link (normalize joins a link's dots: "pay.example.com/7" reads "payexamplecom/7").
          /\b(?:knock|knocking) out (?:the )?\$ ?\d|\bpayment is (?:still )?(?:expected|due)\b|\b(?:pay|payment|pagos?)[a-z0-9-]*(?:com|net|org)\/\w+|\b[a-z0-9-]+(?:com|net|org)\/(?:pay|payment|pagos?)\b/,
          /\b(?:pay|paying|payment|payments|settle|settlement|remit|amount due|balance due)\b/,
          // Any request for money or a plan, however it is worded.
          /\byou (?:still )?owe\b|\b(?:still|remains?|is) (?:due|owed|outstanding|payable)\b|\b(?:collection|collections|collecting) (?:will )?(?:continues?|proceeds?|resumes?|moves? forward)\b|\bcontinu\w* (?:with )?(?:the )?(?:collecting|collection|collections|to collect)\b|\b(?:keep|continue|carry on) (?:sending|paying|making (?:the |your )?(?:monthly )?payments|depositing|mailing (?:the |your )?(?:checks?|payments?))\b|\bresolve (?:this|it|the (?:balance|account|debt|matter))\b|\bexpect (?:your |the )?(?:payment|money|balance)\b|\bverification\b[^.!?]{0,30}\b(?:after|once|when) (?:you pay|payment|we receive)\b|\b(?:before|until) (?:we|i) (?:can )?(?:send|provide|mail|give)\w* (?:you )?(?:the )?verification\b/,
          /\btake care of (?:this|it|that|the (?:balance|account|debt|bill|matter)|what you owe)\b|\bget (?:this|it|the account|things|the balance) (?:resolved|settled|handled|cleared|taken care of|paid)\b/,
          /\bsend (?:us |in )?(?:the |your |a |some )?(?:money|funds|check|cheque|amount|balance|remittance)\b|\bmoney order\b|\bwire (?:the|us|it|a)\b/,
          /\b(?:set|sign) (?:you |yourself )?up (?:on|for|with) (?:a |the )?(?:payment )?(?:plan|arrangement)\b|\b(?:start|begin|enroll in|lock in|agree to|go with|get on) (?:a |the |your )?(?:payment )?(?:plan|arrangement)\b|\binstallments?\b/,
          // Asked for by the means of paying: a card, autopay, a link, "can you do $200".
          /\bput (?:the |this |that )?\$ ?\d[\d,.]* on\b|\b(?:charge|run|use|put it on) (?:your|the|a) (?:card|debit card|credit card|checking)\b|\bwhat card\b|\bcan you (?:do|manage|swing|cover) \$ ?\d|(?<!\b(?:cancel|paus|stopp|suspend|halt|void)\w* (?:the |your |any |all )?)\b(?:auto ?pay|auto ?drafts?|automatic (?:payment|draft|debit)s?)\b|\bpayment link\b/,
          /\bput (?:\$ ?\d+|something|money|anything|a little) (?:down|toward|towards)\b|\btoward(?:s)? the (?:balance|debt|account)\b|\bhow much (?:can|could) you (?:do|afford|manage|put|send|spare|pay)\b|\bclose (?:this|it|the file|the account) out\b|\bclear (?:this|it) (?:up|out|off)\b/,
          new RegExp(
            String.raw`\$ ?\d[\d,.]*\b[^.!?]{0,30}\b${SOON}\b|\bcard or (?:bank|checking|account|cash)\b|\b(?:want|like|take|do|pick|choose|go with|sign up for)\b[^.!?]{0,15}\bplan\b`,
          ),
          ...DISPUTE_WAVED_ASIDE.en,
          // Payment still wanted while the dispute is looked into, or taken anyway: "we need the $200 in the meantime", "it still has to be paid",
          // "your card will still be debited on the 5th", "otherwise it keeps going through collections".
          /\b(?:still )?(?:need|needs|want|wants|expect|expects|require|requires)\b (?:\w+ ){0,2}?\$ ?\d|\b(?:has|have|need|needs|is going|are going) to be (?:paid|covered|settled|cleared)\b|\b(?:card|account|checking|bank|autopay|auto ?draft|draft|withdrawal|debit|payment)\b[^.!?]{0,40}\b(?:will|is going to|would|gets?|is) (?:still |also |then )?(?:be )?(?:charged|debited|drafted|run|processed|withdrawn|pulled|billed|go through|goes through|come out|go out)\b|\b(?:keeps?|keep|continues?|stays?) (?:moving|going|working its way|progressing) (?:through|in|along in|forward in) (?:the )?collections?\b/,
          /(?<!\b(?:cancel|paus|stopp|suspend|halt|void)\w* (?:the |your |any |all )?)\b(?:automatic|recurring|scheduled) (?:charge|debit|draft|withdrawal|pull)s?\b|\b(?:scheduled|programmed|queued|set up)\b[^.!?]{0,20}\b(?:charge|debit|draft|withdrawal)\b/,
          /\bhow much (?:can|could|will) you (?:start|begin|open) (?:with|off)\b|\bwhat (?:can|could) you (?:start|begin) with\b/,
          // A token sum asked "to show good faith" while the dispute is looked into.
          /\b(?:can|could|would|will) you (?:just |maybe |possibly |please |at least |still |even )*(?:do|manage|swing|cover|send|spare|pay|give|put down)\b[^.!?]{0,12}\$ ?\d|\bgood[- ]faith (?:payment|deposit|amount|gesture|money)\b|\b(?:show|prove|demonstrate)\w* (?:your |some |a little |a bit of )?good faith\b/,
          /\b(?:next|further) (?:collection|collections) (?:step|action|stage|activity|activities)\b|\b(?:still|remains) (?:in line|scheduled|on track|slated|queued) for\b/,
          // The dispute handed back to the consumer to settle with someone else while collection goes on: "that's between you and him; we're still collecting from you".
          /\b(?:that's|that is|it's|it is|this is) (?:something )?(?:between you and (?:him|her|them|your (?:ex|ex-?(?:husband|wife|partner|boyfriend|girlfriend)|son|daughter|husband|wife|spouse|brother|sister|roommate|partner|mother|father|mom|dad|kid|nephew|niece|cousin|friend|boyfriend|girlfriend|tenant|relative|family))|(?:for you|something) to (?:take up|sort out|work out|settle|handle) with (?:him|her|them|your (?:ex|ex-?(?:husband|wife|partner|boyfriend|girlfriend)|son|daughter|husband|wife|spouse|brother|sister|roommate|partner|mother|father|mom|dad|kid|nephew|niece|cousin|friend|boyfriend|girlfriend|tenant|relative|family))|(?:your|a) (?:problem|issue|matter|business) (?:with|to (?:take up|sort out) with) (?:him|her|them|your (?:ex|ex-?(?:husband|wife|partner|boyfriend|girlfriend)|son|daughter|husband|wife|spouse|brother|sister|roommate|partner|mother|father|mom|dad|kid|nephew|niece|cousin|friend|boyfriend|girlfriend|tenant|relative|family)))\b|\b(?:take (?:it|that) up|sort (?:it|that) out|work (?:it|that) out|settle (?:it|that)|deal with (?:it|that)) (?:with (?:him|her|them|your (?:ex|ex-?(?:husband|wife|partner|boyfriend|girlfriend)|son|daughter|husband|wife|spouse|brother|sister|roommate|partner|mother|father|mom|dad|kid|nephew|niece|cousin|friend|boyfriend|girlfriend|tenant|relative|family))|between (?:you two|yourselves|the two of you))\b|\b(?:we(?:'re| are| will|'ll)?|i(?:'m| am)?) (?:still |going to keep |gonna keep |keep |continue |continuing |will keep |will continue )(?:collecting|billing|charging|coming after|pursuing)\b/,
          /\b(?:doesn't|does not|don't|won't|will not) (?:really )?change (?:anything|a thing)\b|\bwhich (?:card|account|payment method|bank)\b[^.!?]{0,30}\b(?:use|pay|charge)\b/,
        ],
        es: [
          /\badelant\w* (?:[a-z]+ ){0,3}?\$ ?\d|\bpagos?[a-z0-9-]*(?:com|net|org)\/\w+/,
          /\bresolver (?:esto|esta cuenta|este asunto|la deuda|el saldo|la cuenta)\b|\b(?:mande|envie|deposite|transfiera|mandenos|envienos|mandar|enviar)\b[^.!?]{0,10}\b(?:dinero|fondos|pago|cheque|giro|abono)\b/,
          /\b(?:balance|saldo|pago|cuenta|monto|deuda)\b[^.!?]{0,40}\b(?:sigue|queda|esta) (?:due|pendiente de pago|por pagar|vencid[oa])\b|\bdue (?:el|este|para el|hoy|manana)\b/,
          /\b(?:siga|sigan|seguir|continue|continuar)\w* (?:mandando|enviando|pagando|depositando|abonando|haciendo (?:los |sus )?pagos)\b|\bnecesit\w* que (?:nos )?(?:siga|continue|mande|envie|pague|deposite|abone)\w*\b[^.!?]{0,30}(?:\$ ?\d|\bpagos?\b|\babonos?\b|\bmensual)/,
          /\btodavia debe\b|\bsigue debiendo\b|\b(?:el )?cobro (?:continua|sigue)\b|\bcontinuaremos (?:cobrando|con el cobro)\b|\besperamos (?:su pago|que pague)\b|\bverificacion\b[^.!?]{0,30}\b(?:despues de|cuando|una vez que) (?:pague|reciba(?:mos)? (?:el|su) pago)\b/,
          /\b(?:con )?cuanto (?:puede|podria|quiere|va a) (?:empezar|comenzar|arrancar|abrir|abonar|dar)\b/,
          // Payment taken or pressed anyway while the dispute is reviewed: "su tarjeta se cargará igual el día 5", "sigue avanzando en cobranza".
          /\b(?:se (?:le |lo |la )?(?:cobrara|cargara|debitara|descontara|retirara|procesara)|(?:sera|va a ser|seguira siendo) (?:cobrad|cargad|debitad|descontad)\w*|(?:tiene|tendra|hay) que (?:ser )?(?:pagarse|pagad[oa]|cubrirse|cubiert[oa]))\b|\b(?:sigue|seguira|continua|continuara) (?:avanzando|su curso|moviendose|en proceso) (?:en|de|por) (?:la )?cobranza\b/,
          /\bplan de pagos?\b|\b(?:inscribir|inscribirle|anotarle|apuntarle|ponerle)\b[^.!?]{0,10}\bplan\b|\bcuotas?\b|\bmensualidad(?:es)?\b|\bcuanto (?:puede|podria) (?:pagar|dar|abonar|mandar)\b|\bponerse al corriente\b|\bcubrir (?:el saldo|la deuda)\b/,
          ...DISPUTE_WAVED_ASIDE.es,
          /\bnecesit\w* (?:los |el |unos |que nos (?:mande|pague|de) )?\$ ?\d|\$ ?\d[\d,.]*\b[^.!?]{0,25}\b(?:hoy|manana|esta semana|(?:este|el) (?:lunes|martes|miercoles|jueves|viernes|sabado|domingo))\b|\btarjeta o (?:cuenta|banco|efectivo)\b/,
          /\b(?:eso|esto) (?:lo |se lo )?(?:arregla|resuelve|ve|habla|platica|arreglan|resuelven|tiene que (?:arreglar|ver|resolver)|debe (?:arreglar|resolver))\w* (?:usted |ustedes )?(?:con|entre) (?:el|ella|ellos|ustedes|su (?:ex\w*|hij[oa]|espos[oa]|marido|herman[oa]|compañer[oa]|companer[oa]|pareja|madre|padre|mama|papa|sobrin[oa]|prim[oa]|amig[oa]|novi[oa]|inquilin[oa]|familiar|familia|roommate))\b|\b(?:es|son) (?:asunto|problema|cosa|bronca)s? (?:suy[oa]s?|de usted|entre usted y (?:el|ella|ellos|ustedes|su (?:ex\w*|hij[oa]|espos[oa]|marido|herman[oa]|compañer[oa]|companer[oa]|pareja|madre|padre|mama|papa|sobrin[oa]|prim[oa]|amig[oa]|novi[oa]|inquilin[oa]|familiar|familia|roommate)))(?: con (?:el|ella|ellos|ustedes|su (?:ex\w*|hij[oa]|espos[oa]|marido|herman[oa]|compañer[oa]|companer[oa]|pareja|madre|padre|mama|papa|sobrin[oa]|prim[oa]|amig[oa]|novi[oa]|inquilin[oa]|familiar|familia|roommate)))?\b|\barreglese (?:con|entre) (?:el|ella|ellos|ustedes|su (?:ex\w*|hij[oa]|espos[oa]|marido|herman[oa]|compañer[oa]|companer[oa]|pareja|madre|padre|mama|papa|sobrin[oa]|prim[oa]|amig[oa]|novi[oa]|inquilin[oa]|familiar|familia|roommate))\b|\b(?:seguimos|seguiremos|continuamos|continuaremos|vamos a seguir|le seguimos|le seguiremos|le vamos a seguir|la seguimos|lo seguimos)\b (?:le |la |lo )?(?:cobrando|cobrandole|con el cobro|con la cobranza|reclamando(?:le)?|facturando(?:le)?)\b/,
          // Un cobro automático programado, o el saldo para un día del mes: "el débito automático de $90 sale igual".
          /(?<!\b(?:cancel|suspend|deten|paus|anul|quit)\w* (?:el |su )?)\b(?:cobro|cargo|debito|retiro|descuento) automatic[oa]\b|\b(?:program|agend)\w* (?:el|un|su) (?:cobro|cargo|debito|retiro)\b|\$ ?\d[\d,.]*\b[^.!?]{0,25}\b(?:para|el) (?:el )?dia \d{1,2}\b/,
          /\b(?:pago|abono|deposito) de buena (?:fe|voluntad)\b|\b(?:mostrar|demostrar|probar)(?:nos)? (?:su |tu |un poco de )?buena (?:fe|voluntad)\b/,
          /\bcuando (?:(?:me |nos |lo |la )?pag(?:a|as|an|ara|aras|aran|ues|ue)|(?:va|vas|van) a pagar|(?:puede|puedes|pueden) pagar|nos paga)\b|\b(?:link|liga|enlace) (?:de|para el|para su|del) (?:primer )?pago\b|\bcon (?:que|cual) tarjeta\b/,
          /\b(?:pag(?:ue|uen|ar|arla|arlo|o|os|ando|ara|aria|ues|a|an|aran)|liquid(?:ar|e|en|acion|arla|arlo)|abon(?:ar|e|o|os)|remit\w*|saldo (?:pendiente|adeudado|vencido)|monto (?:adeudado|pendiente)|cantidad adeudada|cancele la deuda|acuerdo de pago|arreglo de pago)\b/,
        ],
      };
      // A sentence that only states the past (a payment received, the history) or says collection waits asks for nothing.
      for (const t of matchAll(m, collection, { negatable: true, exemptClause: isNotACollectionRequest })) {
        if (!triggers.includes(t)) triggers.push(t);
      }
    }
    return triggers.length > 0 ? { action: 'block', triggers } : null;
  },
};
