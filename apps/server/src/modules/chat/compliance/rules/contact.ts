import { CONTACT_WINDOW, englishClockHour } from '@parley/shared';
import { isNotACollectionRequest, isToTheConsumersAttorney } from '../meaning.js';
import { matchAll, textRule } from './negation.js';
import type { Message, Patterns, Rule } from './types.js';
import { MONTH_ES } from './vocabulary.js';

// Rules on contact itself: harassment-frequency, cease-communication, represented-consumer, inconvenient-time.

const START = englishClockHour(CONTACT_WINDOW.startHour);
const END = englishClockHour(CONTACT_WINDOW.endHour);

const CONTACT_YOU = String.raw`(?:(?:call|ring|text|messag|email|contact|writ|bug|bother|hound|ping|dial)\w*|hit(?:s|ting)? up|blow(?:s|ing)? up) (?:you|your (?:phone|cell|number|inbox))`;
/** Contact many times within one day: a planned daily reminder the consumer is told of is not it. */
const RELENTLESS_WITHIN_A_DAY = String.raw`(?:every (?:single )?(?:hour|(?:few|couple(?: of)?|other|\d+|two|three|five|ten|fifteen|twenty|thirty) (?:hours|minutes|mins|hrs|min))|each hour|all (?:day|night|weekend)|around the clock|day and night|night and day|24 ?/ ?7|nonstop|non stop|constantly|over and over|again and again|(?:\d+|two|three|four|five|six|ten|twenty|a dozen|dozens of|multiple|several|many) times (?:a|per|each) (?:day|hour))`;
/** Contact without let-up: that, or every day, said by the firm of itself. */
const RELENTLESS = String.raw`(?:${RELENTLESS_WITHIN_A_DAY}|every (?:single )?(?:day|night|morning|evening)|each (?:day|morning|night)|repeatedly|daily)`;
const CONTACT_YOU_ES = String.raw`(?:(?:le|te|lo|la) (?:\w+ ){0,2}?(?:llam|escrib|mand|envi|text|contact|marc|molest)\w*|(?:llam|escrib|text|contact|molest)\w*(?:le|te|lo|la)\b|seguir\w* (?:llamando|escribiendo|mandando|enviando|insistiendo|marcando|molestando)\w*)`;
const RELENTLESS_ES = String.raw`(?:diario|diariamente|(?:varias|muchas|\d+|dos|tres|cuatro|cinco) veces al dia|cada (?:hora|dia|manana|noche|rato|ratito|(?:\d+|par de|dos|cinco|diez|quince|pocos) minutos)|todos los dias|todo el dia|toda la noche|dia y noche|a todas horas|sin parar|sin descanso|constantemente|una y otra vez|a diario|las 24 horas)`;

/**
 * A clock time as normalize leaves it ("8am", "10:30", "noon"; its leetspeak undoing turns "4pm" into "apm"), and a
 * list of three or more of them: a schedule of contact.
 */
const CLOCK = String.raw`(?:\d{1,2}(?::[\dioeast]{2})? ?(?:am|pm|a m|p m)|[\dioeast]{1,2}(?::[\dioeast]{2})?(?:am|pm)|\d{1,2}(?::\d\d)?|noon|midnight|mediodia|medianoche)(?: (?:tonight|today|tomorrow|this (?:morning|afternoon|evening)|de la (?:manana|tarde|noche)|en punto))?`;
const CLOCK_LIST = String.raw`\b${CLOCK}\b(?:\s*(?:,|&|and|then|, then|, and|and then|, and then|y|luego|y luego|despues|, y)\s*(?:again |otra vez )?(?:at |a las |a la )?\b${CLOCK}\b){2,}`;

/** Harassment announced in words ("we'll call you every hour until you answer"), whatever today's count. */
const harassmentWords = textRule(
  {
    en: [
      new RegExp(String.raw`\b${CONTACT_YOU}\b[^.!?]{0,30}\b${RELENTLESS}`),
      new RegExp(
        String.raw`\b${RELENTLESS}\b[^.!?]{0,40}\b(?:until|till) (?:you|we (?:hear|get)|i (?:hear|get)|(?:it|this|the (?:\w+ ){0,3}?(?:balance|bill|debt|account|fee|loan))(?:'s| is| gets?) (?:paid|settled|handled|taken care of|resolved)|(?:the |your )?payment (?:posts|is made|comes in|clears|arrives))\b`,
      ),
      // The contact announced from the consumer's side: "you'll get a call every 20 minutes", "expect a text every hour" (set BB).
      new RegExp(
        String.raw`\b(?:you(?:'ll| will|'re going to| are going to|'re gonna)? (?:get|receive|be getting|be receiving|start getting|keep getting|hear)|expect|get ready for|look forward to)\b (?:\w+ ){0,2}?(?:calls?|texts?|messages?|emails?|voicemails?|rings?|pings?)\b[^.!?]{0,20}\b${RELENTLESS_WITHIN_A_DAY}`,
      ),
      /\b(?:calling|texting|messaging|emailing|contacting|ringing|dialing|writing)(?: you)? until you (?:pick up|answer|respond|reply|pay|call)\b|\bbe in touch (?:again and again|daily|every day|constantly|nonstop)\b/,
      // The count itself made the threat: "message number 8 this week… we can make it 20", "I have all day and plenty more of these".
      /\b(?:message|text|call|email|reminder|attempt)s? (?:number |no\.? |#)?\d+ (?:this|of the|for the|today|tonight)\b[^.!?]{0,10}(?:week|day|month|today|tonight)?[\s\S]{0,80}\b(?:make it|go to|up to|keep going|plenty more|lots more|many more|more where (?:that|those) came from)\b|\b(?:plenty|lots|tons|a lot) (?:more )?(?:of these|where (?:that|these|those) came from)\b|\bi(?:'ve| have) (?:got )?all (?:day|night|week)\b[^.!?]{0,40}\b(?:more|messages?|texts?|calls?|these)\b/,
      /\b(?:hear|hearing|get (?:calls|texts|messages)) from (?:us|me|our (?:office|team|firm|agency))\b[^.!?]{0,20}\b(?:every|each|daily|all day|constantly|nonstop|until)\b/,
      // More contact announced as the answer to silence: "you'll be getting these chats daily now".
      /\b(?:these|more|our) (?:chats|texts|calls|messages|emails|voicemails)\b[^.!?]{0,15}\b(?:daily|every day|every hour|hourly|nonstop|constantly|all day)\b|\b(?:daily|every day|every hour|hourly|nonstop|constantly) (?:now|from now on|until you (?:answer|respond|reply|pay|call))\b/,
      /\b(?:keep|keeps|continue|continuing)\w* (?:on )?(?:calling|texting|messaging|emailing|contacting|writing|bugging|bothering|hounding|ringing|reaching out|pinging|buzzing|dming|hitting (?:you|your phone) up|blowing up your (?:phone|inbox)|blowing (?:it|that|this|that thing|your (?:phone|cell|inbox)) up)\b[^.!?]{0,40}\b(?:until|till|til)\b/,
      // Endless messages announced: "msg 5 of however many it takes", "I can do this all day".
      /\b(?:however many (?:(?:messages|texts|calls|times|emails|chats|msgs) )?|as many (?:messages|texts|calls|emails|chats|msgs) as )(?:it takes|i (?:want|like|feel like|need)|we (?:want|like|feel like|need)|necessary|needed)\b|\b(?:msg|message|text|call|email|chat)s? #?\d+ of (?:however many|many|infinity|a lot|who knows how many|as many as)\b|\b(?:i|we) (?:can|could|will|'ll) (?:do|keep (?:doing )?)this all (?:day|night|week|weekend)\b/,
      // The week's count past Regulation F's seven, said as the point, or time to spare for it: "this is my 8th attempt this week …
      // I've got nothing but time and your number on speed dial" (set AW).
      /\b(?:my|our|the)\s+(?:(?:[89]|1\d|2\d)(?:th|st|nd|rd)?|eighth|ninth|tenth|eleventh|twelfth|fifteenth|twentieth)\s+(?:attempt|call|try|message|text|voicemail)s?\s+(?:this|in (?:a|one|the same)|today|tonight)\s*(?:week|day|today)?\b|\b(?:got|have|i've got|i have) nothing but time\b|\b(?:your (?:number|#|phone)|you)(?:'re| are| is)? on (?:my |our )?speed ?dial\b|\bignore (?:me|us) all you want\b/,
      /\b(?:morning,? noon,? and night|day in,? day out|at all hours|all hours of the (?:day|night)|every chance we get|as many times as (?:it takes|we need|necessary)|as often as (?:it takes|we (?:need|want|like)))\b/,
      /\b(?:keep|keeps|continue|continuing)\w* (?:on )?(?:trying|reaching|dialing|following up)\b[^.!?]{0,30}\b(?:until|till|til)\b/,
      new RegExp(
        String.raw`\b${CONTACT_YOU}\b[^.!?]{0,30}\b(?:at (?:[1-5]|12|one|two|three|four|five)(?::\d\d)? ?(?:am|a m|in the morning)|at midnight|in the middle of the night|at night if (?:i|we) have to)\b`,
      ),
      // A schedule of contact, or its aim to wear the consumer down: "I'll text at 9, then 10, then 11", "until you're sick of the buzzing".
      new RegExp(String.raw`\b(?:call|text|messag|email|ring|ping|dial|buzz|voicemail)\w*\b(?! (?:us|me)\b)[^.!?]{0,40}?${CLOCK_LIST}`),
      // Contact promised for every day ahead, one after another, or until the consumer tires first: "you'll hear from me again
      // tomorrow. And the day after. And the day after that", "you'll get tired before I do" (set BC).
      /\btomorrow\b[\s\S]{0,40}\bthe (?:day|one) after\b[\s\S]{0,40}\b(?:the (?:day|one) after that|and the next|and so on)\b(?<=\b(?:hear from (?:me|us)|(?:call|text|messag|email|writ|ping)\w*(?: you)?)\b[\s\S]{0,160})|\b(?:get|grow|be) (?:tired|sick|worn out|fed up) (?:before|sooner than|first(?:, before)?) (?:i|we|me|us)\b/,
      /\byou(?:'ll| will|'re going to| are going to)? (?:get|grow|be|become) (?:\w+ )?(?:tired|sick|worn out|fed up) of (?:the |all the |all these |these |our |my |hearing |getting )*(?:buzz\w*|ring\w*|calls?|texts?|messages?|notifications?|pings?|dings?|phone\w*|us|me)\b|\b(?:until|till|til) you(?:'re| are)? (?:get |grow |become )?(?:tired|sick|worn out|fed up)\b|\bwear (?:you|u) (?:down|out)\b/,
      /\b(?:calls?|texts?|messages?|voicemails?|emails?)\b (?:to|on|at) (?:every|each|all)\b[^.!?]{0,40}\b(?:daily|every day|each day|hourly|every hour|nightly|around the clock)\b|\brepeat\w*\b[^.!?]{0,10}\b(?:until|till|til)\b[^.!?]{0,40}\b(?:paid|pay|answer|respond|reply|settled)\b(?<=\b(?:calls?|texts?|messages?|calling|texting)\b[\s\S]{0,200})/,
      /\bblock\w*\b[^.!?]{0,40}\b(?:another|a different|a new|other|new) (?:number|phone|line|account|email)\b|\b(?:never|won't|will not) (?:get tired|tire|give up)\b|\b(?:blow up|flood|spam) your (?:phone|inbox|cell|voicemail)\b|\bour (?:dialer|system|auto ?dialer)\b[^.!?]{0,20}\b(?:will|is going to) (?:keep )?(?:call|dial|ring|text)\w*/,
    ],
    es: [
      // The contact announced from the consumer's side: "va a recibir llamadas todo el día hasta que conteste".
      new RegExp(
        String.raw`\b(?:va|van|vas|seguira|seguiran|seguir|continuara) (?:a )?(?:recibir|tener|recibiendo)\b (?:\w+ ){0,2}?(?:llamadas|mensajes|textos|correos|avisos)\b[^.!?]{0,40}\b(?:${RELENTLESS_ES}|hasta que)`,
      ),
      new RegExp(String.raw`\b${CONTACT_YOU_ES}\b[^.!?]{0,30}\b${RELENTLESS_ES}\b`),
      /\bseguir\w* (?:llamando|escribiendo|mandando|enviando|insistiendo|marcando|molestando)\w*\b[^.!?]{0,40}\bhasta que\b/,
      /\b(?:las veces que sean? necesari[oa]s?|a cada rato|manana,? tarde y noche)\b/,
      /\bmanana\b[\s\S]{0,40}\b(?:pasado(?: manana)?|el (?:dia )?siguiente|al otro dia)\b[\s\S]{0,40}\b(?:y (?:el|al) (?:otro|siguiente)|y asi)\b(?<=\b(?:sabra de (?:mi|nosotros)|(?:le|te) (?:\w+ )?(?:llam|escrib|mand|text|contact)\w*)\b[\s\S]{0,160})|\b(?:se (?:va a )?cansar\w*|se canse) (?:usted )?(?:antes|primero) que (?:yo|nosotros)\b/,
      /\b(?:mi|nuestro|nuestra|el|la) (?:octav|noven|decim)[oa] (?:intento|llamada|mensaje|vez)\b[^.!?]{0,15}\b(?:esta semana|hoy|en la semana)\b|\btengo todo el tiempo del mundo\b|\b(?:su|tu) numero en (?:marcado|marcacion) rapid[oa]\b/,
      /\b(?:mensajes|textos|llamadas|correos|veces|msjs?) que (?:hagan? falta|sean? necesari[oa]s?|se me (?:antoje|antojen|de la gana))\b|\b(?:mensaje|msj|texto|llamada) #?\d+ de (?:los que sean|los que hagan falta|muchos|quien sabe cuantos|los que se me antojen)\b|\bpuedo (?:seguir |estar )?(?:asi|haciendo esto|en esto) todo el dia\b/,
      /\b(?:llam|escrib|text|mand|envi|marc)\w*\b[^.!?]{0,30}\b(?:a las (?:[1-5]|12|doce|una|dos|tres|cuatro|cinco)(?::\d\d)? de la (?:manana|madrugada)|de madrugada|a medianoche|en la madrugada)\b/,
      /\bbloque\w*\b[^.!?]{0,40}\b(?:otro|otra|nuevo|nueva|diferente) (?:numero|telefono|linea|cuenta|correo)\b|\bno (?:me voy a|nos vamos a|me|nos) cans\w*\b/,
      new RegExp(String.raw`\b(?:llam|escrib|text|mand|envi|marc)\w*\b[^.!?]{0,40}?${CLOCK_LIST}`),
      /\bhasta que (?:se|te) (?:canse|harte|aburra|fastidie|rinda)\b|\b(?:se|te) (?:va|vas) a (?:cansar|hartar|aburrir|fastidiar) de (?:los |las |tantos |tantas |el |la )?(?:mensajes|llamadas|textos|timbre|zumbido|celular|telefono|vibracion)\b/,
      /\b(?:sabra|va a saber|tendra noticias) de nosotros\b[^.!?]{0,20}\b(?:cada|todos los dias|a diario|hasta que)\b/,
    ],
  },
  {
    negatable: true,
    // "We won't stop calling": the "won't" belongs to the threat.
    implied: {
      en: [
        /\b(?:won't|will not|not going to|aren't going to|are not going to|never) (?:stop|quit|let up|give up|leave you alone)\b[^.!?]{0,30}\b(?:call|text|messag|email|contact|writ|ping|(?:until|till|til) you)\w*/,
        /\b(?:won't|will not|not going to|never) (?:stop|quit) (?:calling|texting|messaging|emailing|contacting|writing)\b/,
        // "not stopping till u call back" (the count's own message, set AI's shape).
        /\bnot (?:stopping|quitting|letting up|giving up)\b[^.!?]{0,20}\b(?:until|till|til) (?:you|u)\b/,
      ],
      es: [
        /\b(?:no (?:vamos|voy|van) a|nunca|no) (?:dejar|dejaremos|parar|pararemos|dejare)\w* de (?:llamar|escribir|mandar|enviar|contactar|molestar|insistir|marcar)\w*|\bno (?:lo|la|le) (?:vamos a|voy a) dejar en paz\b|\bno (?:vamos a|voy a|pienso|pensamos) (?:parar|detenerme|detenernos|dejar de insistir)\b[^.!?]{0,30}\bhasta que\b|\b(?:no (?:paro|paramos|parare|pararemos))\b[^.!?]{0,30}\bhasta que\b/,
      ],
    },
  },
);

/**
 * 1006.14(h)(1): no communication through a medium the consumer asked the firm not to use. A message that names the
 * request ("I know you asked for mail only", "aunque pidió que no le escribiéramos por aquí") and writes anyway is one.
 */
const MEDIUM_REFUSED: Patterns = {
  en: [
    /\b(?:i|we) (?:know|realize|understand|get|saw|see|noted|remember|hear)\b[^.!?]{0,15}\byou (?:asked|requested|said|told us|wanted|prefer\w*|wrote)\b[^.!?]{0,40}\b(?:(?:mail|letters?|phone|calls?|email|post|writing|paper) only|only (?:by |through |via |in )?(?:mail|letters?|phone|calls?|email|post|writing)|(?:not|no|never) (?:to )?(?:text|email|call|message|contact|chat|write)\w*|no (?:texts|emails|calls|messages|chats))\b[^.!?]{0,60}\b(?:but|however|though|still|anyway)\b|\b(?:even though|although|despite|though) (?:you )?(?:asked|requested|said|told us|wanted)\b[^.!?]{0,40}\b(?:(?:mail|letters?|phone|calls?|email|post|writing) only|only (?:by |through |via )?(?:mail|letters?|phone|calls?|email|post|writing)|(?:not|no) (?:to )?(?:text|email|call|message|contact|chat|write)\w*)\b/,
    // The request told and then broken: "you asked us to stop calling your job, but … I tried you there again this morning".
    /(?:^|[.!?]\s+|\b(?:and|so|ok|okay)\s+)you (?:asked|requested|told|wrote|said)(?: us| me)?\b[^.!?]{0,10}\b(?:to )?(?:stop|quit|not|never)(?: to)? (?:call|text|e-?mail|contact|message|writ|reach)\w*\b[^.!?]{0,40}\b(?:but|however|though|anyway|still)\b[^.!?]{0,80}\b(?:(?:i|we)(?:'ve| have)? (?:tried|called|texted|e-?mailed|reached|contacted|rang|rung)\b|(?:tried|called|texted|reached|rang) (?:you|u) (?:there |at work |at your job )?again\b)/,
  ],
  es: [
    /\b(?:usted |tu )?(?:nos |me )?(?:pidio|pidiste|solicito|dijo|dijiste)\b[^.!?]{0,10}\bque (?:ya )?no (?:le |te )?(?:llam|marc|escrib|textear|contact|habl)\w*\b[^.!?]{0,40}\bpero\b[^.!?]{0,80}\b(?:le |te )?(?:llame|llamamos|marque|marcamos|escribi|escribimos|intente|intentamos|hable|hablamos|contacte|contactamos)\b/,
    /\b(?:ya se|se|sabemos|entiendo|entendemos|aunque|a pesar de que|si bien)\b[^.!?]{0,15}\b(?:usted )?(?:nos )?(?:pidio|solicito|dijo|prefiere|queria)\b[^.!?]{0,40}\b(?:solo (?:por )?(?:correo|carta|cartas|telefono|llamadas|email)|(?:por )?(?:correo|carta|cartas|telefono) (?:nada mas|solamente|nomas)|que no (?:le )?(?:escribieramos|escribamos|textearamos|mandaramos|llamaramos|contactaramos|enviaramos)\w*)\b/,
  ],
};

/** A request for money in any clause ("we'll stop once you pay"): what a cease-request exception must not carry. */
const asksForPayment = (m: Message) =>
  matchAll(
    m,
    {
      // A sum asked for with no word of paying: "can u do $25 this week?", "¿puede mandar $40?"; a balance that "can be paid" at a link.
      en: [
        /\b(?:pay|paying|payment|payments|settle|settlement)\b|\b(?:can|could|would) (?:you|u) (?:do|send|manage|swing|spare|make|cover|handle|put down) (?:about |like |maybe )?\$ ?\d|\b(?:can|may|could) (?:still |easily )?be paid\b/,
      ],
      es: [/\b(?:pague|pagar|pago|pagos|liquidar)\b|\b(?:puede|podria|pudiera) (?:hacer|mandar|enviar|dar|cubrir|poner) (?:unos |como )?\$ ?\d/],
    },
    // Not negatable: "we'll stop contacting you once you pay" denies the contact, not the demand.
    { negatable: false, exemptClause: isNotACollectionRequest },
  ).length > 0 ||
  // An offer is a request for money too ("if you want the 40% discount just reply"), unless denied ("no further offers").
  matchAll(
    m,
    { en: [/\b(?:discount|deal(?! (?:\w+ )?with\b)|offer|\d+ ?% off)\b/], es: [/\b(?:descuento|oferta|rebaja)\b/] },
    { negatable: true, exemptClause: isNotACollectionRequest },
  ).length > 0;

/** A balance told as still owed, or a "reminder" of it: collection, whatever else the message says (1692c(c)). */
const remindsOfBalance = (m: Message) =>
  matchAll(
    m,
    {
      en: [
        /\breminder\b|\bremind(?:ing)? you\b|\b(?:still|remains?|is now|is) (?:outstanding|owed|due|open|unpaid|past due|overdue)\b|\bbalance\b[^.!?]{0,30}\b(?:is|remains) (?:still )?(?:\$ ?\d|outstanding|open|due|unpaid)|\bbalance (?:of )?\$ ?\d[\d,]*(?:[.,]\d\d)? (?:still )?remains\b|\b(?:get|have) (?:it|this|the (?:balance|account|file)) (?:closed out|resolved|taken care of|cleared|paid)\b/,
      ],
      es: [
        /\b(?:recordatorio|le recordamos|recordarle|sigue pendiente|sigue (?:vencid|abiert)\w*|queda pendiente|todavia debe|aun debe|sigue debiendo|el saldo (?:sigue|es|queda))\b/,
      ],
    },
    { negatable: true, exemptClause: isNotACollectionRequest },
  ).length > 0;

/** A cease request said not to reach a channel: "email wouldn't count", "your letter only covers calls". */
const CHANNEL_CARVED_OUT: Patterns = {
  en: [
    /\b(?:e ?mails?|texts?|text messages?|sms|chat|this app|the app|messages? (?:here|on (?:here|the app))|letters?|mail|voicemails?|the portal|whatsapp)\b[^.!?]{0,40}\b(?:wouldn't|would not|doesn't|does not|don't|do not|didn't|did not|won't|will not|isn't|is not|aren't|are not) (?:\w+ )?(?:count|apply|cover|covered|included|part of (?:it|that|the request))\b|\b(?:request|letter|cease|stop request|notice)\b[^.!?]{0,30}\bonly (?:covers?|applies|applied|counts?|meant|means|said)\b/,
  ],
  es: [
    /\b(?:correos?|email|mensajes?|textos?|chat|la app|cartas?|whatsapp)\b[^.!?]{0,40}\bno (?:\w+ )?(?:cuenta|cuentan|contaba|contaban|aplica|aplican|aplicaba|cubre|cubria|entra|entran|incluye)\b|\b(?:solicitud|carta|peticion)\b[^.!?]{0,30}\bsolo (?:cubre|cubria|aplica|aplicaba|cuenta|contaba|era|incluye)\b/,
  ],
};

/**
 * 1692c(a)(2) forbids contact with a consumer the firm knows is represented when it knows, or can readily find, the
 * attorney's name and address, "unless the attorney fails to respond within a reasonable period of time". Two
 * messages to the consumer stay lawful: asking who the lawyer is, to deal with the lawyer; and writing after the
 * lawyer has left the firm unanswered for a stated time. Neither may carry a demand for money.
 */
const ASKS_FOR_THE_ATTORNEY: Patterns = {
  en: [
    /\b(?:send|give|tell|share|provide|forward|text|email|pass along|let (?:us|me) (?:know|have))\w*\b[^.!?]{0,40}\b(?:name|number|phone|contact|email|address|details|info\w*)\b[^.!?]{0,40}\b(?:your|the|his|her) (?:attorney|lawyer|counsel|legal representative)\b|\b(?:who|what)(?:'s| is) (?:your|the name of your) (?:attorney|lawyer|counsel)\b|\b(?:your|the) (?:attorney|lawyer)(?:'s|s)? (?:name|number|phone|contact (?:info\w*|details))\b/,
  ],
  es: [
    /\b(?:mand|envi|d[ea]n?os|dig|pas|compart|proporcion|indiqu)\w*\b[^.!?]{0,40}\b(?:nombre|telefono|numero|datos|contacto|correo|direccion)\b[^.!?]{0,40}\b(?:de )?(?:su|tu) (?:abogad[oa]|licenciad[oa]|representante legal)\b|\b(?:quien|cual) es (?:su|tu) (?:abogad[oa]|licenciad[oa])\b|\bcomo se llama (?:su|tu) (?:abogad|licenciad)\w*/,
  ],
};
/** The same asked in the third person once the lawyer is named elsewhere in the message: "counsel retained? share her email". */
const ASKS_FOR_THEIR_NAME: Patterns = {
  en: [
    /\b(?:send|give|tell|share|provide|forward|text|email|pass along|let (?:us|me) (?:know|have))\w*\b[^.!?]{0,15}\b(?:his|her|their|his or her|her or his|his\/her|the firm's|that office's) (?:full )?(?:name|number|phone|contact|email|address|details|info\w*)\b/,
    // Asked as a question: "what is the best number or mailing address for his office?", "how can we reach her?"
    /\b(?:what(?:'s| is| are)|which is)\b[^.!?]{0,20}\b(?:number|phone|address|email|e-mail|contact\w*)\b[^.!?]{0,25}\b(?:for|of|at) (?:his|her|their|the|that) (?:office|firm|law office|attorney|lawyer)\b|\b(?:how|where) (?:can|could|should|do) (?:we|i) (?:best )?(?:reach|contact|write to|call) (?:him|her|them|the attorney|the lawyer|his office|her office|their office)\b/,
  ],
  es: [
    /\b(?:mand|envi|d[ea]n?os|dig|pas|compart|proporcion|indiqu)\w*\b[^.!?]{0,20}\b(?:el |su )?(?:nombre|telefono|numero|datos|contacto|correo|direccion)\b[^.!?]{0,20}\b(?:de (?:el|ella|esa persona|ese despacho|esa oficina)|del despacho)\b/,
    /\bcual (?:es|son) (?:el|la|los|las|su|sus) (?:\w+ )?(?:telefono|numero|direccion|correo|datos)\b[^.!?]{0,25}\b(?:de su|del|de la) (?:oficina|despacho|abogad[oa])\b/,
    // The lawyer's details asked so that the firm turns to the lawyer (set AH: "si nos manda su nombre y teléfono, nos comunicamos con él y ya no con usted").
    /\b(?:si )?(?:nos |me )?(?:mand|envi|d[ea]|pas|compart)\w*\b[^.!?]{0,10}\b(?:su|el) (?:nombre|telefono|numero|correo|contacto)\b[^.!?]{0,40}\b(?:nos comunicamos|hablamos|tratamos|le escribimos|lo contactamos|la contactamos) con (?:el|ella|su abogad[oa])\b/,
  ],
};
const ATTORNEY_SILENT: Patterns = {
  en: [
    /\b(?:attorney|lawyer|counsel)\b(?:[^.!?]|\b(?:ms|mr|mrs|dr|atty)\.){0,40}\b(?:hasn't|has not|didn't|did not|haven't|have not|never)\b (?:\w+ ){0,2}?(?:respond\w*|answer\w*|repl\w*|return\w*|gotten back|got back|called back|call\w* (?:us )?back)\b[^.!?]{0,60}\b(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|several|many) (?:full )?(?:days|weeks|months)|a (?:full )?(?:month|week)|since (?:\w+ ){0,2}?(?:\d|jan|feb|mar|apr|may|jun|jul|aug|sep|oct|nov|dec|last))/,
  ],
  es: [
    new RegExp(
      String.raw`\b(?:abogad[oa]|licenciad[oa])\b(?:[^.!?]|\b(?:sr|sra|srta|lic|dr|dra)\.){0,40}\bno (?:nos )?(?:ha |han )?(?:respond|contest|devuelt|regres)\w*\b[^.!?]{0,60}\b(?:(?:\d+|dos|tres|cuatro|cinco|seis|varias|muchas) (?:dias|semanas|meses)|un mes|una semana|desde (?:el |hace )?(?:\d|${MONTH_ES}|(?:el |la )?(?:mes|semana) pasad[oa]))`,
    ),
  ],
};

/** 1692c(a)(2): no response from the attorney for a stated period, said without naming the attorney in the same sentence. */
const NO_RESPONSE_FOR_A_PERIOD =
  /\b(?:(?:had|gotten|received|got) no (?:response|reply|answer|word)|no (?:response|reply|answer) (?:at all )?(?:from (?:him|her|them|their office)|yet)?|(?:haven't|have not|hasn't|has not) (?:heard|gotten anything) back)\b[^.!?]{0,30}\b(?:in|for|after) (?:over |more than |about )?(?:\d+|two|three|four|five|six|several) (?:full )?(?:days|weeks|months)\b|\b(?:sin (?:ninguna )?respuesta|no (?:hemos|habiamos) (?:tenido|recibido) (?:ninguna )?respuesta)\b[^.!?]{0,30}\b(?:en|por|desde hace|despues de) (?:mas de )?(?:\d+|dos|tres|cuatro|cinco|seis|varias) (?:dias|semanas|meses)\b/;
/** The attorney named by title, or as the one who represents the consumer ("Ana Ruiz represents you", "la Sra. Duarte lo representa"). */
const NAMES_THE_ATTORNEY =
  /\b(?:attorney|lawyer|counsel|abogad[oa]|licenciad[oa]|represents? you|representing you|(?:lo|la|le|los|las) (?:representa|esta representando))\b/;
/**
 * 1692c(a)(2): the consumer's attorney consents to direct communication ("your lawyer told us it's fine to contact you directly"),
 * named by title or by name ("Ms. Ruiz's office e-mailed us that it's fine to send you the payoff directly").
 */
const ATTORNEY_CONSENTS: Patterns = {
  en: [
    /\b(?:attorney|lawyer|counsel|(?:mr|ms|mrs|dr|atty)\.? [a-z]+)\b(?:[^.!?]|\b(?:ms|mr|mrs|dr|atty)\.){0,80}\b(?:fine|ok|okay|all right|alright|consent\w*|permission|agreed|authoriz\w*|approv\w*|okayed|signed off|cleared)\b[^.!?]{0,40}\b(?:contact|reach|talk|speak|write|message|text|deal|work|communicat)\w*(?: (?:out )?(?:to|with))? (?:you|u) directly\b|\b(?:attorney|lawyer|counsel)\b(?:[^.!?]|\b(?:ms|mr|mrs|dr|atty)\.){0,80}\b(?:consent\w*|permission|agreed|authoriz\w*|okayed)\b[^.!?]{0,20}\bdirect (?:contact|communication)\b/,
    /\b(?:attorney|lawyer|counsel|(?:mr|ms|mrs|dr|atty)\.? [a-z]+)\b(?:[^.!?]|\b(?:ms|mr|mrs|dr|atty)\.){0,80}\b(?:said|says|told us|emailed us|wrote(?: to us)?|confirmed|let us know|advised)\b[^.!?]{0,25}\b(?:that )?(?:we|our office) (?:may|can|could|are (?:allowed|free|welcome) to)\b (?:contact|reach|talk|speak|write|message|text|communicat|send|mail|email|forward|give)\w*(?: (?:to|with))? (?:you|u)\b(?:[^.!?]{0,50}\s)?directly\b/,
    // The attorney asking the firm to tell the consumer something directly: a request is consent ("your lawyer asked us to let you know directly that…").
    /\b(?:attorney|lawyer|counsel|(?:mr|ms|mrs|dr|atty)\.? [a-z]+)\b(?:[^.!?]|\b(?:ms|mr|mrs|dr|atty)\.){0,80}\b(?:asked|requested|instructed|wanted|directed)\b (?:us|our office|me)\b[^.!?]{0,10}\b(?:to )?(?:let (?:you|u) know|tell (?:you|u)|confirm|notify (?:you|u)|inform (?:you|u)|send (?:you|u)|write (?:to )?(?:you|u)|contact (?:you|u)|reach (?:out to )?(?:you|u))\b[^.!?]{0,30}\bdirectly\b/,
    // The attorney asking that something be sent to the consumer: "your attorney asked us in writing to send payment reminders directly to you".
    /\b(?:attorney|lawyer|counsel|(?:mr|ms|mrs|dr|atty)\.? [a-z]+)\b(?:[^.!?]|\b(?:ms|mr|mrs|dr|atty)\.){0,80}\b(?:asked|requested|instructed|directed|authorized|told)\b (?:us|our office|me)\b[^.!?]{0,20}\bto (?:send|mail|email|text|forward|direct|deliver)\b[^.!?]{0,40}\b(?:directly to (?:you|u)|to (?:you|u) directly)\b/,
    // Consent to one thing sent straight to the consumer: "your lawyer okayed us emailing you the plan terms directly", "fine for us
    // to send payment reminders directly to you".
    /\b(?:attorney|lawyer|counsel|(?:mr|ms|mrs|dr|atty)\.? [a-z]+)\b(?:[^.!?]|\b(?:ms|mr|mrs|dr|atty)\.){0,80}\b(?:fine|ok|okay|all right|alright|consent\w*|permission|agreed|authoriz\w*|approv\w*|okayed|signed off|cleared)\b[^.!?]{0,30}\b(?:send|sending|mail|mailing|email|emailing|forward|forwarding|give|giving|text|texting)\b(?: (?:you|u)\b[^.!?]{0,50}\bdirectly\b|[^.!?]{0,50}\b(?:directly to (?:you|u)|to (?:you|u) directly)\b)/,
  ],
  es: [
    /\b(?:abogad[oa]|licenciad[oa]|(?:sr|sra|srta|lic|dr|dra)\.? [a-z]+)\b(?:[^.!?]|\b(?:sr|sra|srta|lic|dr|dra)\.){0,80}\b(?:autoriz\w*|permiso|consentimiento|acepto|esta de acuerdo|estuvo de acuerdo|esta bien|no hay problema|podemos)\b[^.!?]{0,40}\b(?:contact|comunic|habl|escrib|trat)\w*(?: con)? (?:usted|ustedes|el|ella)? ?directamente\b/,
    /\b(?:abogad[oa]|licenciad[oa]|(?:sr|sra|srta|lic|dr|dra)\.? [a-z]+)\b(?:[^.!?]|\b(?:sr|sra|srta|lic|dr|dra)\.){0,80}\b(?:autoriz\w*|permiso|consentimiento|acepto|esta de acuerdo|estuvo de acuerdo|esta bien|no hay problema|podemos)\b[^.!?]{0,30}\b(?:envi|mand|entreg|pas)\w*(?:le|les)\b[^.!?]{0,50}\bdirectamente\b/,
    /\b(?:abogad[oa]|licenciad[oa]|(?:sr|sra|srta|lic|dr|dra)\.? [a-z]+)\b(?:[^.!?]|\b(?:sr|sra|srta|lic|dr|dra)\.){0,80}\b(?:nos |me )?(?:pidio|pidieron|solicito|indico|encargo|instruyo|autorizo)\b[^.!?]{0,20}\bque (?:le |les )?(?:avis|confirm|inform|dij|notific|escrib|comunic|envi|mand|contact)\w*\b[^.!?]{0,30}\bdirectamente\b/,
  ],
};
/** The representation acknowledged and contact turned to the attorney ("from now on we'll deal only with your lawyer; send us her number"). */
const TURNS_TO_THE_ATTORNEY: Patterns = {
  en: [
    /\b(?:from now on|going forward|from here on|moving forward|henceforth|we(?:'ll| will)|i(?:'ll| will))\b[^.!?]{0,40}\b(?:deal|talk|speak|communicate|work|correspond)\w* (?:only |just |directly |exclusively )?(?:with|to|through) (?:your (?:attorney|lawyer|counsel)|(?:him|her|them|that office))\b|\b(?:direct|send|route)\w* (?:all )?(?:further |future )?(?:communications?|correspondence|contact|messages) to (?:your (?:attorney|lawyer|counsel)|him|her|them)\b|\b(?:direct|send|route|forward|refer|move|take)\w* (?:all |any |every )?(?:further |future )?(?:everything|anything|communications?|correspondence|contact|messages|calls|letters|questions)\b[^.!?]{0,40}\bto (?:that|his|her|their|your (?:attorney's|lawyer's)) (?:office|firm|attorney|lawyer|counsel|practice)\b/,
  ],
  es: [
    /\b(?:desde ahora|de ahora en adelante|en adelante|a partir de (?:ahora|hoy)|solo|solamente|unicamente|nada mas)\b[^.!?]{0,30}\b(?:hablamos|hablaremos|trataremos|tratamos|nos comunicamos|nos comunicaremos|nos entenderemos|vamos a hablar|vamos a tratar)\b[^.!?]{0,15}\b(?:solo |solamente |unicamente |directamente )?con (?:el|ella|su (?:abogad[oa]|licenciad[oa]|representante))\b/,
    /\b(?:dirigir|enviar|mandar|pasar|canalizar|turnar)\w*\b (?:todo|toda (?:la )?(?:comunicacion|correspondencia)|cualquier (?:comunicacion|mensaje|asunto)|los mensajes|las llamadas)\b[^.!?]{0,40}\b(?:a|al|con) (?:esa|ese|su|el|la) (?:oficina|despacho|bufete|abogad[oa]|licenciad[oa])\b/,
  ],
};

const NOT_CONSENTED =
  /\b(?:not|n't|never|no|refus\w*|declin\w*|nunca|rechaz\w*)\b[^.!?]{0,30}\b(?:fine|ok|okay|consent\w*|permission|agreed|authoriz\w*|autoriz\w*|permiso|consentimiento|acepto|de acuerdo|asked|requested|instructed|pidio|pidieron|solicito|indico)\b/;

export const harassmentFrequencyRule: Rule = {
  id: 'harassment-frequency',
  citation: '12 CFR 1006.14(a),(b)',
  description: 'Message volume whose natural effect is to harass',
  suggestion: () => 'Wait for the consumer to reply, or write again tomorrow; never announce repeated contact.',
  check: (m, ctx) => {
    // 1006.14(b)(1): repeated contact with intent to annoy is harassment whether it is counted or announced.
    const triggers = harassmentWords(m, ctx) ?? { action: 'block' as const, triggers: [] };
    if (ctx.messagesSentToday >= ctx.dailyMessageCap)
      triggers.triggers.push(`message ${ctx.messagesSentToday + 1} today without a reply (limit ${ctx.dailyMessageCap})`);
    return triggers.triggers.length > 0 ? triggers : null;
  },
};

export const ceaseCommunicationRule: Rule = {
  id: 'cease-communication',
  citation: '15 U.S.C. 1692c(c); 12 CFR 1006.6(c)',
  description: 'Contact after the consumer asked the firm to stop',
  suggestion: () => 'The consumer asked the firm to stop contact: send nothing unless they write again.',
  check: (m, ctx) => {
    const refused = matchAll(m, MEDIUM_REFUSED, { negatable: false });
    if (refused.length > 0) return { action: 'block', triggers: refused };
    if (!ctx.isCeaseRequested) return null;
    const cease = 'the consumer asked the firm to stop contacting them';
    // A channel said to fall outside the request is contact after it, whatever the rest says.
    const carvedOut = matchAll(m, CHANNEL_CARVED_OUT, { negatable: false });
    if (carvedOut.length > 0) return { action: 'block', triggers: [cease, ...carvedOut] };
    // 1692c(c)(1)-(3): a message only saying that further efforts end, or that a specified remedy may or will be invoked, is allowed.
    if (
      !asksForPayment(m) &&
      !remindsOfBalance(m) &&
      (/\b(?:we(?:'ll| will)|this is (?:our|my) (?:last|final) message|confirm\w*|acknowledg\w*|as you (?:requested|asked)|per your (?:request|letter))\b[^.!?]{0,40}\b(?:stop|stopped|cease|ceased|no further|no longer|not contact|not (?:call|message|write|text)|end\w*|terminat\w*|clos\w*)\b/.test(
        m.n.text,
      ) ||
        /\b(?:dejaremos de|dejamos de (?:comunicarnos|contactarl[oae]|escribirle|llamarle)|no (?:le |lo |la )?(?:volveremos a|vamos a volver a) (?:contactar|llamar|escribir)|suspender\w* (?:todo )?(?:el )?contacto|cesar\w* (?:toda )?(?:la )?comunicacion|no (?:le )?(?:contactaremos|escribiremos|llamaremos) mas|ya no (?:le |lo |la )?(?:vamos a|volveremos a|va a) (?:contactar|llamar|escribir|molestar)|(?:confirm|acus)\w* (?:recibo|su solicitud)|confirm\w*\b[^.!?]{0,40}\b(?:dejar de|dejaremos de|no (?:volver a )?(?:contactarl|llamarl|escribirl))\w*|cerr\w* (?:el|todo|nuestro|cualquier) (?:contacto|cobro)|(?:unico|ultimo) mensaje)\b/.test(
          m.n.text,
        ) ||
        /\b(?:may|might|intends? to|will|plans? to|puede|podria|tiene la intencion de|piensa)\b[^.!?]{0,30}\b(?:invoke|pursue|exercise|use|invocar|ejercer|utilizar|usar|recurrir a)\b[^.!?]{0,40}\b(?:remed\w*|recursos?)\b/.test(
          m.n.text,
        ) ||
        // The termination notice in other words ("no further messages will be sent", "this is the last message you'll receive"),
        // and a specified remedy the creditor intends to invoke ("our client intends to file suit").
        /\b(?:no (?:further|more) (?:contact|communications?|messages?|calls?|letters?|collection|offers?|texts?|emails?)|(?:last|final) (?:message|communication|contact|letter)|(?:stop|stopping|cease|ceasing|end|ending|terminat\w*|discontinu\w*|clos\w*) (?:all |our |any |further |of )*(?:contact|communications?|collection|efforts|messages|calls|file)|(?:not|won't|will not|no longer) (?:contact|message|call|write to|text|email) you(?: again| further| anymore)?|(?:won't|wont|will not) hear from (?:us|me|our office)(?: again)?|ultimo mensaje|no (?:recibira|(?:le |les )?(?:enviaremos|escribiremos|mandaremos|enviamos|mandamos)) mas|(?:este|esta) (?:es|sera) (?:el|la) (?:ultim[oa]|final)\b|cerr\w* (?:el|su|nuestro) (?:expediente|archivo|caso)|(?:terminamos|suspendemos|cesamos|detenemos|damos por terminad[oa]s) (?:todos? |l[oa]s |el |nuestr[oa]s )*(?:contacto|cobro|comunicacion(?:es)?|(?:esfuerzos|gestiones|intentos|acciones) de cobr\w*))\b/.test(
          m.n.text,
        ) ||
        // The request honored or recorded, the end of contact or the last letter said in Spanish word orders, and the one notice
        // 1692c(c)(3) still allows ("only one written notice if the creditor decides to pursue a specific remedy").
        /\b(?:honou?r\w*|respect\w*|accept\w*|recorded|noted|logged|processed)\b (?:your|the) (?:request|letter|wishes|decision|instructions?)\b|\byour (?:request|letter|instructions?|decision) (?:is|has been|was|will be) (?:honou?red|respected|noted|recorded|accepted|processed)\b|\b(?:only|one|single|a|the) (?:further |final |last |other )?(?:written )?notice\b[^.!?]{0,60}\b(?:if|should|when|in case)\b[^.!?]{0,25}\b(?:creditor|lender|client|company|bank|owner|we)\b[^.!?]{0,15}\b(?:decides?|elects?|chooses?|opts?|intends?|plans?|takes?|pursues?|invokes?|seeks?)\b/.test(
          m.n.text,
        ) ||
        /\b(?:no|ya no) (?:l[oae]s? )?(?:contactaremos|llamaremos|escribiremos|molestaremos|buscaremos|volveremos a (?:contactar|llamar|escribir|molestar))(?:l[oae]s?)?\b|\b(?:ultim[oa]|final) (?:carta|comunicacion|mensaje|aviso|contacto|correo|notificacion)\b|\b(?:respetamos|registramos|aceptamos|atenderemos|cumpliremos|honraremos|tomamos nota de) (?:su|tu) (?:pedido|solicitud|peticion|decision|carta|instruccion|deseo)\b|\b(?:su|tu) (?:pedido|solicitud|peticion|decision) (?:fue|quedo|ha sido|esta) (?:registrad|anotad|aceptad|procesad)\w*|\b(?:solo|unicamente|solamente)\b[^.!?]{0,30}\b(?:enviaremos|mandaremos|escribiremos|mandariamos|enviariamos|recibira|le llegara|notificaremos)\b[^.!?]{0,40}\bsi (?:el|la|nuestro|nuestra|su) (?:acreedor|cliente|banco|empresa|compania)\b|\b(?:la|lo) (?:respetaremos|respetamos|cumpliremos|honraremos|atenderemos)\b/.test(
          m.n.text,
        ) ||
        // The efforts named first and their end after: "our attempts to reach you about this have ended".
        /\b(?:efforts|attempts|collection|contact|outreach)\b[^.!?]{0,40}\b(?:have|has|are|is|were|was) (?:now )?(?:ended|stopped|ceased|closed|terminated|over|finished|concluded|discontinued)\b|\b(?:esfuerzos|intentos|gestiones|cobranza|contacto)\b[^.!?]{0,40}\b(?:han terminado|terminaron|terminan|han cesado|cesaron|concluyeron|han concluido|se suspendieron|han sido suspendid[oa]s|quedan suspendid[oa]s)\b/.test(
          m.n.text,
        ) ||
        // The remedy told as the one the firm ordinarily takes (1692c(c)(3)): "as we normally do, the account may go to an attorney";
        // held over an unpaid sum it is a demand.
        (/\b(?:as (?:we|the creditor|our client|the client) (?:normally|ordinarily|usually|typically|routinely|always) do(?:es)?|(?:como|tal como|segun) (?:lo )?(?:hacemos|hace|se hace) (?:normalmente|habitualmente|usualmente|ordinariamente|siempre|de costumbre)|como es (?:nuestra )?(?:costumbre|practica (?:habitual|normal))|as is our (?:usual |normal |ordinary |standard )?practice)\b[^.!?]{0,120}\b(?:may|might|could|will|would|puede|podria|pasara|sera|va a)\b/.test(
          m.n.text,
        ) &&
          !/\$ ?\d|\b(?:si no (?:nos )?(?:paga|pagas|abona|liquida|salda)|unless you pay|if you (?:don't|dont|do not) pay)\b/.test(m.n.text)) ||
        /\b(?:client|creditor|we|cliente|acreedor)\b[^.!?]{0,20}\b(?:will|piensa)\b[^.!?]{0,15}\b(?:file|bring|sue|pursue|presentar|demandar|interponer)\w*|\b(?:intends? to|has decided to|decided to|plans? to|tiene la intencion de|ha decidido|decidio|decidimos)\b[^.!?]{0,15}\b(?:file|bring|sue|pursue|presentar|demandar|interponer)\w*/.test(
          m.n.text,
        ))
    )
      return null;
    return { action: 'block', triggers: [cease] };
  },
};

export const representedConsumerRule: Rule = {
  id: 'represented-consumer',
  citation: '15 U.S.C. 1692c(a)(2); 12 CFR 1006.6(b)(2)',
  description: 'Contact with a consumer known to be represented by an attorney',
  suggestion: () => "The consumer has an attorney: contact the consumer's attorney instead.",
  check: (m, ctx) => {
    if (!ctx.isRepresented) return null;
    // The attorney's consent to direct communication makes the whole conversation lawful, payment included.
    if (matchAll(m, ATTORNEY_CONSENTS, { negatable: false }).length > 0 && !NOT_CONSENTED.test(m.n.text)) return null;
    // Written to the attorney, the message is the contact 1692c(a)(2) requires, whatever it asks.
    if (isToTheConsumersAttorney(m.n.text)) return null;
    const lawful =
      matchAll(m, ASKS_FOR_THE_ATTORNEY, { negatable: false }).length > 0 ||
      (NAMES_THE_ATTORNEY.test(m.n.text) && matchAll(m, ASKS_FOR_THEIR_NAME, { negatable: false }).length > 0) ||
      matchAll(m, ATTORNEY_SILENT, { negatable: false }).length > 0 ||
      // Turning to the attorney names no sum: "we'll only talk with your lawyer, but send the $200 first" still collects.
      (matchAll(m, TURNS_TO_THE_ATTORNEY, { negatable: false }).length > 0 && !/\$ ?\d/.test(m.n.text)) ||
      (NAMES_THE_ATTORNEY.test(m.n.text) && NO_RESPONSE_FOR_A_PERIOD.test(m.n.text));
    if (lawful && !asksForPayment(m) && !remindsOfBalance(m)) return null;
    return { action: 'block', triggers: ['the account is flagged as represented by an attorney'] };
  },
};

export const inconvenientTimeRule: Rule = {
  id: 'inconvenient-time',
  citation: `15 U.S.C. 1692c(a)(1); 12 CFR ${CONTACT_WINDOW.section}`,
  description: `Contact before ${START} or after ${END} at the consumer's location`,
  suggestion: () => `The message is held and delivered at ${START} in the consumer's time zone.`,
  check: (_m, ctx) => (ctx.holdUntil ? { action: 'hold', triggers: [`outside ${START}–${END} in the consumer's time zone`] } : null),
};
