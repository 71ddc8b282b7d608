import { type Exemptions, textRule } from './negation.js';
import type { Patterns, Rule } from './types.js';

// Rules abuse and violence.

/** An insult's words said in denying it: "nobody here thinks you're a deadbeat", "no creemos que usted sea un tramposo". */
const INSULT_DENIED =
  /\b(?:nobody|no one|none of us|we don't|we do not|i don't|i do not|we never|i never) (?:here )?(?:think|thinks|believe|believes|consider|considers|see|sees|call|calls|called|thought)\b|\bno (?:creemos|pensamos|creo|pienso|consideramos) que\b|\byou(?:'re| are) not (?:a |an |some )?\w+ (?:for|because|just because)\b|\b(?:usted|tu) no (?:es|eres) (?:ningun|ninguna|un|una)\b|\b(?:i'm|i am|we're|we are|nobody(?:'s| is)|no one(?:'s| is)) not (?:here |trying |going |writing |calling )?(?:to )?(?:call|calling|label|labelling|labeling|name|naming|judge|judging)\b[^.!?]{0,20}\b(?:you|anybody|anyone|anyone here|somebody|people|nobody)\b|\bno (?:estoy|estamos|vengo|venimos) (?:aqui )?(?:para |a )?(?:llamar|insultar|juzgar|decir)\w*\b/;

/** An insult quoted to disown it (set AV): "calling you a 'deadbeat' was way out of line", "le pido perdón por llamarle 'vago'". */
const INSULT_TAKEN_BACK =
  /['"‘“][^'"’”]{2,30}['"’”][^.!?]{0,30}\b(?:was|is|were|has been)\b (?:\w+ ){0,2}?(?:out of line|uncalled for|unacceptable|inappropriate|wrong|unprofessional|not (?:ok|okay|acceptable|right))\b|\b(?:sorry|apologi[sz]e|apologies)\b[^.!?]{0,30}\b(?:call(?:ed|ing)?|said|wrote|used)\b[^.!?]{0,20}['"‘“]|['"‘“][^'"’”]{2,30}['"’”][^.!?]{0,30}\b(?:fue|es|estuvo)\b (?:\w+ ){0,2}?(?:fuera de lugar|inaceptable|inapropiad[oa]|un error|una falta de respeto)\b|\b(?:disculp\w*|perdon\w*|lo siento|lamento)\b[^.!?]{0,30}\b(?:llam\w*|dij\w*|escrib\w*)\b[^.!?]{0,20}['"‘“]/;

/** A pejorative aimed at the firm's own tools, not the consumer: "our website is being a piece of junk today", "el portal es una porquería". */
const THING_CURSED =
  /\b(?:our|the|this|that|my)(?: (?:\w+))? (?:portal|website|site|app|system|systems|link|printer|computer|software|payment page|server|phone system|phones|connection|wifi|wi fi|network|scanner|fax|laptop)\b[^.!?]{0,30}\b(?:is|are|was|were|being|been|keeps? being|acting like)\b[^.!?]{0,20}\b(?:piece of (?:junk|garbage|trash|crap)|junk|garbage|trash|crap|crappy|useless|a joke|a mess)\b|\b(?:el|la|nuestro|nuestra|este|esta|mi) (?:portal|sitio|pagina|app|aplicacion|sistema|enlace|link|impresora|computadora|conexion|red)\b[^.!?]{0,30}\b(?:es|esta|anda|sigue)\b[^.!?]{0,20}\b(?:una )?(?:porqueria|basura|cochinada|inservible|un desastre|de lo peor)\b/;
const NAMES_THE_READER = /\b(?:you|your|u|ur|usted|tu|te)\b/;

/**
 * Profanity masked with symbols ("f**k", "a**hole", "p***"): the mask hides the letters, not the word. Aimed at the
 * reader it is abuse; quoted to apologise for it or to take it back ("the word 'b****' he used was wrong") it is not.
 */
const MASKED_PROFANITY: Patterns = {
  en: [/(?<![a-z0-9*#@%])(?:f|fu|s|sh|b|bi|a|as|d|da|c|cr|p|pi|m|mf)[*#@%]{2,}[a-z]*|(?<![a-z0-9*#@%])(?:f|sh|b|a|d)[*#]+(?:ck|t|tch|mn|hole|holes)\b/],
  es: [/(?<![a-z0-9*#@%])(?:p|pe|pu|pend|ching|cabr|mierd|c|j|jod|put|hdp)[*#@%]{2,}[a-z]*/],
};
const MASK_TAKEN_BACK =
  /\b(?:sorry|apologi[sz]\w*|apolog(?:y|ies)|unacceptable|inappropriate|should(?:n't| not) have|was wrong|(?:won't|will not|never) (?:happen|be used|use)|language like|disculp\w*|perdon\w*|lo sentimos|inaceptable|no debio|no debi|estuvo mal)\b/;
const maskedProfanity = textRule(MASKED_PROFANITY, {
  negatable: false,
  exempt: (sentence) => MASK_TAKEN_BACK.test(sentence) || !NAMES_THE_READER.test(sentence),
});

/** The abuse rule's words: insults, profanity, contempt. */
/** What clears a word of abuse, in the rule's phrasings and its frame alike. */
export const ABUSE_EXEMPTIONS: Exemptions = {
  // "Nobody here thinks you're a deadbeat" says the opposite of the insult; "calling you a 'deadbeat', that was out of line" takes it back.
  exempt: (sentence) => INSULT_TAKEN_BACK.test(sentence),
  exemptClause: (clause) => INSULT_DENIED.test(clause) || (THING_CURSED.test(clause) && !NAMES_THE_READER.test(clause)),
};

const abuseWords = textRule(
  {
    en: [
      /\bdead ?beats?\b/,
      // The consumer's illness or disability mocked as a pretence: "so the surgery is the excuse now", "stop playing helpless".
      /\b(?:stroke|cancer|chemo|surgery|illness|sickness|disability|diagnosis|injury|depression|heart attack|seizures?|wheelchair)\b[^.!?]{0,25}\b(?:is|as) (?:the|your|an?) (?:new )?(?:excuse|story|sob story|act)\b|\b(?:quit|stop|enough) (?:acting|playing|pretending to be|with the) (?:all )?(?:helpless|sick|crippled|disabled|invalid|sickly|feeble)\b/,
      /\b(?:f+u*c+k+\w*|fck\w*|fuk\w*|fk|motherf\w+|stfu)\b/,
      /\b(?:sh[i]?t+(?:ty|head|hole|s)?|sht|bullsh[i]?t|crap(?:py)?|piss(?:ed)?)\b/,
      /\b(?:b[i]?tch(?:es|y)?|bastards?|a[s]{1,2} ?holes?|jackass|dumbass|dumb ass|scumbags?|scum|sleaze ?bags?|dirtbags?)\b/,
      /\b(?:idiots?|idiotic|morons?|imbeciles?|losers?|lowlifes?|low life|freeloaders?|parasites?|leech(?:es)?|degenerates?|cheapskates?|mooch(?:es|ers?)?|spongers?|scroungers?|trailer trash|white trash|bums?|dumb|clowns?|crooks?)\b/,
      // Also with a word of its own before the insult: "you are a two-faced hypocrite", "an embarrassment and a disgrace".
      /\byou(?:'re| are)? (?:so |such an? |an? |just an? )?(?:stupid|pathetic|worthless|useless|lazy|trash|garbage|pig|joke|disgrace|liar|hypocrite)\b|\byou(?:'re| are) (?:so |such an? |an? |just an? )?(?!(?:not|never|no)\b)[\w-]+ (?:and (?:an? )?)?(?:stupid|pathetic|worthless|useless|lazy|trash|garbage|pig|joke|disgrace|liar|hypocrite)\b|\blying (?:[\w-]+ )?(?:hypocrite|snake|weasel|crook|rat|bum|sack|scumbag|dog)\b/,
      /\b(?:stupid|pathetic|worthless|useless|lazy) (?:person|people|excuse|human|man|woman|debtor|consumer)\b/,
      /\b(?:don't|do not|stop) (?:be|being|acting) (?:so )?(?:stupid|dumb|an idiot|a fool|childish)\b/,
      /\b(?:screw you|go to hell|shut (?:up|your (?:mouth|trap))|damn(?:ed|it)?|goddamn\w*|piece of (?:garbage|trash|work|junk)|ass(?:es)?)\b/,
      /\b(?:too|so|that|how|such an?) (?:stupid|dumb|ignorant|lazy|pathetic)\b/,
      /\b(?:grow up|man up|act like an adult|be an adult for once)\b/,
      // The consumer's addiction or recovery mocked, or the consumer lumped in with "you people": "whatever you were using",
      // "lay off the pills", a scare-quoted "recovery", "you people are all the same".
      /\bwhatever (?:you(?:'re| are| were)?|u) (?:were |are |was )?(?:using|on|taking|smoking|snorting|shooting|drinking|popping)\b(?! (?:to|for|before|as|at|with)\b)|\b(?:lay|laid|laying) off (?:the )?(?:pills|booze|bottle|drugs|dope|weed|sauce|meth|crack|powder)\b|\b(?:spen[dt]|spending|blow|blew|blowing|wast\w*|throw\w* away)\b[^.!?]{0,25}\b(?:on|in) (?:drugs|dope|pills|booze|liquor|beer|weed|meth|crack|(?:your|the) (?:habit|fix|next fix|drinking|using|bottle)|getting (?:high|drunk|wasted|loaded))\b/,
      /["'](?:recovery|rehab|sober|sobriety|clean|treatment)["']|\b(?:junkies?|crackheads?|druggies?|dope ?heads?|pill ?heads?|pill ?poppers?|tweakers?|winos?|boozers?|drunks)\b|(?<!\bif )\byou(?:'re| are)? (?:a |an |just a |such a |nothing but a |some )?(?:drunk|addict|alcoholic|junkie)\b(?! (?:driver|driving|program|support|services))/,
      /\b(?:you people|people like you|your kind|folks like you|you (?:addicts|types|lot))\b[^.!?]{0,40}\b(?:are )?all (?:the same|alike)\b/,
      // Demeaning by comparison or question: "a normal adult would have paid", "do you lie to everyone this much?".
      /\b(?:a|any) (?:normal|responsible|real|functioning|decent|grown|honest) (?:adult|person|human(?: being)?|man|woman)\b[^.!?]{0,25}\bwould(?: have)? (?:paid|pay|settled|answered)\b|\bdo you (?:always )?lie to (?:everyone|everybody|all your)\b|(?<!\b(?:if|whether|unless|that) )\byou(?:'ve| have)? (?:lied|been lying) (?:to (?:me|us)|about)\b|\b(?:people|folks|types|guys|those) like you\b[^.!?]{0,30}\b(?:never|always|don't|do not|can't|cannot|won't|will not|think|expect)\b (?:\w+ ){0,3}?(?:pay\w*|learn\w*|chang\w*|keep\w*|follow\w*|answer\w*|listen\w*|grow up|responsib\w*|excuses?|lie|lying|whin\w*|complain\w*|get away|skip\w*|dodg\w*|ignor\w*|someone else|others|the rest of us|handouts?|free|owe)\b|\byou(?:'re| are) (?:such a |a )?(?:liar|compulsive liar)\b/,
      /\b(?:no shame|shameless|low character|no character|sorriest|sorry excuse for|poor excuse for|habitual defaulter|like a (?:functioning|responsible|real|normal) (?:adult|person|human)|what'?s the excuse this time)\b/,
      // Likened to animals or children: "people who do that are animals", "written by an illiterate child".
      /\b(?:are|is|you're|you are|like|bunch of|pack of) (?:an? |such |nothing but |a bunch of )?(?:\w+ )?(?:animals|savages|pigs|swine|vermin|rats|cockroaches|monkeys)\b|\billiterate\b|\b(?:written|typed|done|made) by an? (?:\w+ )?(?:child|toddler|kid|monkey|chimp|five year old|5 year old|second grader)\b/,
      /\b(?:nice|good|great) (?:job|work|try|going|one),? (?:genius|einstein|smart guy|smarty pants|champ|hotshot)\b/,
      /\bpathetic\b|\bdisgraceful\b|,\s*(?:genius|einstein|sherlock|smart guy|smarty pants|hotshot|princess)\b|\blike (?:everything|everyone|everybody) else in your life\b/,
      // Said of "some people" and left to fit: "some folks are just trash", "if the shoe fits".
      /\b(?:people|folks|some people|some folks|those people|your kind|people like you|types like you|some of you)\b[^.!?]{0,20}\b(?:are|is)\b (?:just |simply |nothing but |plain )?(?:trash|garbage|scum|animals|losers|leeches|parasites|deadbeats|lowlifes|bums|freeloaders)\b|\bif the shoe fits\b|\bwhat kind of (?:a )?(?:person|people|human being)\b[^.!?]{0,20}\b(?:you are|you're)\b/,
      /\bwhat kind of (?:a )?(?:trash|garbage|loser|scum|deadbeat|lowlife|parasite|freeloader)\b|\bwhat kind of (?:a )?(?:person|mother|father|parent|man|woman|human being|adult|grown \w+)\b[^.!?]{0,60}\b(?:stiffs?|cheats?|skips? out|doesn't pay|does not pay|won't pay|ignores?|dodges?|walks? away from)\b/,
      // Demeaning by age, disability, mind or origin: "senile or just cheap?", "somebody who can hear AND think", "the trailer park you crawled out of".
      /\b(?:senile|demented|lost (?:your|her|his) marbles|off (?:your|her|his) rocker|brain ?dead|half ?wit|dim ?wit|nitwit|retard\w*|feeble ?minded)\b|\bor (?:just|simply|plain) (?:cheap|lazy|stupid|dumb|greedy|selfish)\b/,
      // The consumer's language or accent mocked (set AV): "I can barely understand your English", "learn the language before you sign".
      /\b(?:can(?:'t|not| not)?|could(?:n't| not)?|nobody can|no one can) (?:barely |hardly |even |ever )?(?:understand|follow|make out)\b[^.!?]{0,20}\byour (?:broken |bad |heavy |thick )?(?:english|accent)\b|\b(?:learn|go learn|try learning|pick up) (?:the language|english|proper english|real english|to speak english|to talk english)\b|\byour (?:broken|bad|terrible|awful|poor) english\b|\bgo back (?:to )?(?:your (?:own )?country|where you (?:came|come|are|were) from)\b/,
      // Slowness of mind mocked: "as slow as you sound", "are you really that dense".
      /\b(?:as|so|that|this|how) (?:slow|dense|thick|simple)(?: in the head)? as you (?:sound|look|seem|act|are)\b|\b(?:are you|you(?:'re| are)) (?:just |really |that |so |a bit |kind of )?(?:slow|dense|thick) (?:in the head|or something|or what)\b|\bslow in the head\b/,
      // A basic capacity mocked as one more failing: "or is reading a problem too?", "is math a struggle as well?".
      /\b(?:is|are) (?:reading|writing|hearing|listening|counting|math|numbers|spelling|thinking|understanding|comprehension) (?:also |maybe )?(?:a |another )?(?:problem|struggle|challenge|issue|hard) (?:too|as well|also|for you too)\b/,
      /\b(?:somebody|someone|anybody|anyone|a person) who can (?:actually )?(?:hear|see|read|count|speak|talk) and (?:think|read|understand|count)\b|\b(?:crawl(?:ed)?|slither(?:ed)?|climb(?:ed)?) out (?:of|from)\b|\b(?:trailer park|the gutter|the ghetto|the projects|the sticks)\b[^.!?]{0,30}\b(?:you|your|where)\b/,
      // The consumer's work or age held up as the measure of what they can't do (set AY): "even a fry cook can handle a payment plan",
      // "less time flipping burgers and more time opening your mail".
      /\beven (?:a|an|your|some) (?:[\w-]+ ){0,2}?(?:cook|fry cook|janitor|cashier|waitress|waiter|dishwasher|burger flipper|busboy|child|kid|toddler|baby|monkey|chimp|fifth grader|5th grader|third grader|teenager|high schooler|dropout)s? (?:can|could|would|knows?|gets?|understands?|manages?|handles?|figures? out|is able to)\b|\b(?:less|more) time (?:flipping (?:burgers|pancakes)|scrubbing (?:toilets|floors)|mopping floors|bagging groceries)\b/,
      /\b(?:your (?:best|effort|excuses?|word)(?: is| are)?|you(?:'re| are)) (?:garbage|trash|pathetic|worthless|a joke|useless|a waste)\b|\bgrown[- ]ass\b|\b(?:ducking|dodging|hiding)\b[^.!?]{0,40}\blike a (?:child|baby|little kid|coward)\b/,
    ],
    es: [
      /\b(?:derrame|cancer|quimio|cirugia|enfermedad|discapacidad|diagnostico|lesion|depresion|infarto|silla de ruedas)\b[^.!?]{0,25}\b(?:es|como) (?:la|su|tu|una) (?:nueva )?(?:excusa|historia|pretexto)\b|\b(?:deje|deja|dejese|dejate) de (?:hacerse|hacerte) (?:el|la) (?:enferm[oa]|invalid[oa]|inutil|incapaz|victima)\b/,
      /\b(?:idiotas?|estupid[oa]s?|imbecil(?:es)?|pendej[oa]s?|cabron(?:es|a)?|sinverguenzas?|mentiros[oa]s?|inutil(?:es)?|basura|maldit[oa]s?|mierda|put[oa]s?|tont[oa]s?|huevon(?:es)?|vag[oa]s?|muert[oa]s? de hambre|desgraciad[oa]s?|gorron(?:es|a)?|mantenid[oa]s?|cochin[oa]s?|carajo|joder|jodid[oa]s?|ching\w+|pinche|culer[oa]s?|tarad[oa]s?|mugros[oa]s?|lacras?|sanguijuelas?|parasitos?|rateros? de cuarta|cono|hij[oa]s? de (?:puta|perra)|perdedor(?:es|a)?|fracasad[oa]s?|ignorantes?|cerdo|cerda|payas[oa]s?|vividor(?:es|a)?)\b/,
      /\b(?:callese|callate|cierre la boca|vayase al (?:diablo|infierno)|vete al (?:diablo|infierno)|a la (?:mierda|verga)|no sea (?:tan )?(?:tont[oa]|estupid[oa]|idiota|vag[oa]))\b/,
      /\b(?:es|eres|son|sea|ser|seas) (?:un[oa]? |tan |muy )?(?:floj[oa]s?|zangan[oa]s?|aprovechad[oa]s?)\b/,
      // Good for nothing, or too lazy even to pay, said of the reader (set BA): "no sea tan bueno para nada", "¿o eso también le da flojera?".
      /\b(?:un[oa]? |tan |sea |seas |eres |es usted |usted es )buen[oa]s? para nada\b|\b(?:usted|tu) no (?:sirve|sirves) (?:ni )?para nada\b|\bni para pagar (?:sirve|sirves)\b|\b(?:tambien|hasta|ademas|o) (?:eso )?(?:tambien )?(?:le|te|les) da (?:flojera|pereza|hueva)\b|\b(?:le|te) da (?:flojera|pereza|hueva) (?:pagar|trabajar|contestar|leer)\b/,
      /\b(?:es|eres|son|sera)(?: usted| tu)? (?:un[oa]? |tan |muy )?(?:rata|ratas|cerdo|animal|payaso|fracaso|vergüenza|verguenza|desastre|hipocrit[ao]s?)\b/,
      /\b(?:tambien|ademas|acaso) (?:le|te) cuesta (?:leer|entender|oir|escuchar|contar|sumar|escribir)\b|\b(?:tambien|ademas) (?:tiene|tienes) problemas? (?:para|de|con) (?:leer|entender|oir|contar|la lectura)\b/,
      /\b(?:senil|chochea\w*|chocho|chocha|retrasad[oa]|menso|mensa|ignorante)\b|\bo (?:nada mas|solo|simplemente) (?:tacañ[oa]|tacan[oa]|codo|coda|floj[oa]|vag[oa])\b|\bno sabe(?:s)? ni (?:leer|contar|escribir)\b/,
      // Su idioma o su acento como burla: "aprenda inglés antes de firmar", "no se le entiende nada", "regrésese a su país".
      /\b(?:aprenda|aprende|aprender|vaya a aprender) (?:el )?(?:ingles|idioma|a hablar (?:bien )?(?:ingles|espanol))\b|\bno se (?:le |te )?entiende (?:nada|ni (?:una|media) palabra)\b|\bsu (?:ingles|espanol) (?:mocho|masticado|de rancho)\b|\b(?:regresese|regresate|vuelvase|vuelvete|larguese|largate) (?:a|para) su (?:pais|tierra|rancho)\b/,
      /\b(?:tan |muy |bien )?(?:lent[oa]|brut[oa]|cort[oa] de entendimiento)\b (?:como (?:se oye|suena|se ve|parece)|de la cabeza)\b/,
      /\b(?:son|es|eres|como) (?:unos |unas |un |una )?(?:animales|salvajes|cerdos|ratas|bestias)\b|\banalfabet[oa]s?\b/,
      // Su trabajo o un niño como medida de lo que no sabe hacer: "hasta un niño de primaria entiende un plan de pagos".
      /\b(?:hasta|incluso|aun) (?:un|una) (?:[a-z]+ ){0,2}?(?:nino|nina|chamaco|chamaca|escuincle|bebe|mono|changuito|cocinero|lavaplatos|mesero|mesera|cajero|cajera|conserje|barrendero)s? (?:de (?:\w+ ){1,2})?(?:puede|podria|sabe|entiende|entenderia|le entiende|maneja|lo hace|lo haria|logra)\b/,
      // La adicción o la recuperación de la persona como burla: "lo que se mete", "gastarse el dinero en el vicio", una "rehabilitación" entre comillas, "son todos iguales".
      /\b(?:drogadict[oa]s?|tecat[oa]s?|marihuanos?|teporochos?|cocainomanos?|crackeros?)\b|\b(?:gast\w*|tir\w*|derroch\w*|malgast\w*)\b[^.!?]{0,25}\ben (?:el |la |los |las |sus |su )?(?:drogas?|vicios?|alcohol|cerveza|trago|pastillas|mota|cristal|chupe|borracheras?)\b|\blo que (?:usted |tu )?se (?:mete|metia) (?:por la nariz|en las venas|al cuerpo)\b|\blo que (?:usted |tu )?se (?:fuma|fumaba|inyecta|inyectaba)\b/,
      /["'](?:rehabilitacion|recuperacion|rehab|sobri[oa]|limpi[oa]|tratamiento)["']|(?<!\b(?:para|a|con|de|entre) )\b(?:ustedes|gente como (?:usted|tu|ustedes)|los de su (?:tipo|clase))\b[^.!?]{0,40}\b(?:son todos|todos son|son todas|todas son) (?:iguales|lo mismo|la misma cosa)\b/,
      // Contempt for the person rather than words of abuse: shame, "people like you", nobody trusts them.
      /\b(?:que|una|da) verguenza de (?:persona|gente|mujer|hombre|madre|padre|familia)\b|\b(?:tipico|tipica|clasico) de (?:gente|personas|alguien) como (?:usted|tu|ustedes)\b|\bgente (?:como usted|como tu|de su clase|de su tipo)\b|\b(?:con razon|por algo) nadie (?:le|te|les) (?:fia|presta|cree|da credito)\b|\bsin palabra\b|\b(?:no tiene|no tienes) (?:palabra|verguenza|dignidad)\b/,
      /\b(?:que|la|ese|esa) (?:clase|tipo) de (?:persona|gente|tipo|mujer|hombre|madre|padre|mama|papa|ser humano)\b[^.!?]{0,20}\b(?:es|eres|son)\b|\buna cualquiera\b(?! de\b)|\b(?:es|eres) una (?:zorra|perra)\b|\b(?:hay gente|algunos|algunas personas|gente como usted|gente como tu)\b[^.!?]{0,15}\b(?:son|es) (?:pura |una |unos )?(?:basura|lacras?|escoria)\b/,
    ],
  },
  { negatable: false, ...ABUSE_EXEMPTIONS },
);

export const abuseRule: Rule = {
  id: 'abuse',
  citation: '15 U.S.C. 1692d(2); 12 CFR 1006.14(d)',
  description: 'Obscene, profane or abusive language',
  suggestion: () => 'Remove the insulting or profane words; describe the account and the options plainly.',
  check: (m, ctx) => {
    const hit = abuseWords(m, ctx);
    const masked = maskedProfanity(m, ctx)?.triggers.filter((t) => !hit?.triggers.includes(t)) ?? [];
    return masked.length > 0 ? { action: 'block', triggers: [...(hit?.triggers ?? []), ...masked] } : hit;
  },
};

/** The night, when harm is pictured happening unseen: "one of these nights", "alguna noche". */
const NIGHT =
  "(?:one (?:of these )?nights?|some ?night|late at night|in the (?:middle of the )?night|overnight|while you(?:'re| are)? (?:asleep|sleeping|away|out))";
const NIGHT_ES = '(?:una (?:de estas )?noches?|alguna noche|de noche|en la noche|a media ?noche|de madrugada|mientras (?:usted )?(?:duerme|no esta))';
/** What the consumer owns or loves, pictured harmed. */
const BELONGINGS =
  '(?:cars?|trucks?|boats?|fences?|yard|lawn|garden|flower ?beds?|windows?|windshields?|tires?|house|home|porch|garage|shed|roof|mailbox|door|dog|cat|pets?|property|trailer|rv|camper|bikes?|motorcycles?)';
const BELONGINGS_ES =
  '(?:carro|troca|camioneta|coche|casa|cerca|barda|jardin|patio|flores|ventanas?|llantas|porche|cochera|garaje|perro|gato|techo|buzon|lancha|moto|remolque)';
/** Who is sent for the property or to the door. */
const ENVOY = String.raw`(?:repos?|repossess\w*|recover(?:y|ies)|tow\w*|pickups?|field (?:agent|guy|team|rep)s?|drivers?|cousin|brother|uncle|nephew|boys|guys|guy|fellas|crew|muscle)`;
const ENVOY_ES = String.raw`(?:reposesion\w*|reposee\w*|recuperacion\w*|recoge\w*|remolc\w*|grua|chofer|primo|hermano|tio|sobrino|muchachos?|chavos?|cobrador(?:es)? de campo)`;
/** Described as rough: "not exactly known for being gentle", "has a short fuse", "no es precisamente paciente", "tiene la mecha corta". */
const ROUGH = String.raw`(?:(?:not|isn't|is not|aren't|are not|ain't) (?:exactly |really |always |the most |what you'd call )?(?:(?:known for (?:(?:his|her|their|being) )?|big on |one for )(?:gentle|gentleness|patient|patience|nice|niceness|polite|manners|friendly|calm|soft|delicate)|(?:the )?(?:gentle|delicate|soft|patient)(?: (?:type|kind|sort))?)\b|(?:has|with|got|have) (?:a (?:(?:bad|short|nasty|real|hot|quick|mean|very) ){0,2}(?:temper|fuse|streak)|anger (?:issues|problems))\b|(?:doesn't|does not|don't|won't) (?:play nice|ask nicely|ask twice|take no for an answer|knock (?:first|politely))\b|(?:he|she|they|who)(?:'s| is| are|'re| can be| gets)? (?:a bit |pretty |very |kind of |real |really |a little )?(?:rough|heavy[- ]?handed|hot[- ]?headed|violent)\b|hot ?head(?:ed)?\b)`;
const ROUGH_ES = String.raw`(?:no es (?:precisamente |muy |nada |lo que se dice )?(?:delicad[oa]|paciente|suave|gentil)\b|no (?:se anda|anda) con (?:rodeos|cuentos|delicadezas)\b|tiene (?:muy )?(?:mal genio|mal caracter|la mano pesada|la mecha corta|pocas pulgas|malas pulgas)\b|no tiene (?:mucha |nada de )?paciencia\b|es (?:medio |bien |muy |algo )?(?:brusc[oa]|bronco|violent[oa]|agresiv[oa])\b)`;

export const violenceRule: Rule = {
  id: 'violence',
  citation: '15 U.S.C. 1692d(1); 12 CFR 1006.14(c)',
  description: 'Threat of violence or harm to the person, their reputation or property',
  suggestion: () => 'Remove any statement about harm to the consumer, their property or their reputation.',
  check: textRule(
    {
      en: [
        /\b(?:a lot of|lots of|lot of|so many|plenty of|many) things (?:that )?(?:could|can|might) go wrong\b|\b(?:shame|pity|too bad|funny|crazy|scary) how (?:easy|easily|quick|quickly|fast|cheap)\b[^.!?]{0,40}\b(?:crack|break|smash|shatter|burn|scratch|key|dent|slash|flood|sink|go missing|disappear|catch fire|get (?:damaged|scratched|broken|keyed|stolen))\w*|\b(?:would|it'd) be a shame if (?:something|anything)\b/,
        /\b(?:shame|pity|too bad) if (?:it|your \w+|the \w+|they|he|she)\b[^.!?]{0,40}\b(?:wasn't|weren't|isn't|got|gets|were|was) (?:still )?(?:in one piece|damaged|scratched|broken|smashed|keyed|burned|hurt|missing)\b|\bnot in one piece\b|\bwasn't in one piece\b|\b(?:swing|stop|come|drop)s? by to ['"]?(?:talk|chat|have a word|visit)\b|\b(?:easy|not hard) (?:it is )?to find (?:someone's|somebody's|your|where you)\b/,
        /\bknow where (?:you|your (?:kids|children|family|wife|husband)) (?:live|lives|work|works|sleep|park|go to school)\b/,
        // A visit or a talk the consumer "won't forget" (blind set AX, both languages): harm left unnamed.
        /\b(?:visit|talk|chat|conversation|word|house call|drop-in)\b (?:that )?you (?:won't|will not|will never|'ll never|wouldn't|would not|are not going to|aren't going to|'re not going to) (?:ever )?forget\b/,
        // Associates who know the consumer's movements: "some of our guys know the route you drive home", "my cousins know when you leave work".
        /\b(?:my|our|some of (?:my|our)|a (?:couple|few) of (?:my|our)) (?:\w+ )?(?:guys|boys|fellas|people|friends|cousins?|associates|buddies|crew|brothers?|men)\b[^.!?]{0,25}\b(?:know|knows|found out|figured out|have seen|watch(?:ed)?)\b[^.!?]{0,40}\b(?:where|when|what time|which way|the (?:route|road|way)) (?:you|your (?:wife|husband|kids|son|daughter))\b/,
        // Watched, and proxies who want "a word": "I know which truck stop you park at", "friends out that way who'd love to have a word with you".
        /\bknows? (?:exactly )?(?:which|what) (?:[a-z]+ ){1,2}?(?:you|your (?:kids|children|family|wife|husband|son|daughter)) (?:live|lives|work|works|sleep|park|parks|eat|go|stay|stop|hang out|drink|shop|walk|walks|take|takes|bring|brings|jog|jogs|run|runs|ride|rides)\b|\b(?:friends?|guys|boys|buddies|pals|associates|cousins|fellas)\b[^.!?]{0,40}\b(?:have a (?:word|little talk|talk|chat|conversation) with you|pay you a (?:little )?visit)\b/,
        /\b(?:see|you know|guess|wait and see|find out) what (?:happens|will happen|can happen)\b/,
        /\b(?:if|when) something (?:happened|happens|were to happen) to\b|\bbefore (?:something|anything) (?:bad )?(?:happens|happened) to (?:yours|your|it|them|him|her|the)\b/,
        // Harm pictured beside the thing itself by a fire emoji and a regret: "nice boat in the driveway 🔥 be a shame".
        new RegExp(
          String.raw`\b${BELONGINGS}\b[^.!?]{0,40}🔥[^.!?]{0,15}\b(?:be|would be|'d be|it'd be) a (?:real )?(?:shame|pity)\b|🔥[^.!?]{0,40}\b${BELONGINGS}\b`,
        ),
        // A part of a vehicle or a home pictured damaged or failing: "fuel lines get cut, stuff happens", "brake lines just give out",
        // "trucks left out have a way of getting their tires slashed".
        /\b(?:(?:fuel|brake|gas) (?:lines?|hoses?)|tires?|tyres?|windows?|windshields?|headlights?|mirrors?|paint ?jobs?)\b[^.!?]{0,30}\b(?:get|gets|got|getting|can get|could get|just|sometimes|have been)? ?(?:cut|snipped|slashed|smashed|busted|keyed|punctured|shattered|give out|gives out|fail|fails|tampered with|loosened)\b/,
        // People sent to talk in person: "a couple of the guys will come have that talk with you in person".
        /\b(?:guys|boys|fellas|men|friends|associates|buddies)\b[^.!?]{0,40}\b(?:talk|chat|word|conversation|visit)\w*\b[^.!?]{0,20}\b(?:in person|face to face)\b/,
        // A pet or a thing of theirs named, and harm to it wished away: "cute dog btw. would hate for him to get out of the yard some night".
        new RegExp(
          String.raw`^(?=[\s\S]*\b${BELONGINGS}\b)[\s\S]*\bhate (?:for|to see|to hear (?:of|about)) (?:him|her|it|them|your \w+|the \w+|that \w+)\b[^.!?]{0,15}\b(?:to )?(?:get (?:out|loose|lost|hurt|sick|hit|run over|stolen|damaged|scratched|keyed|towed)|go (?:missing|astray)|run (?:off|away)|disappear|wander off|catch fire|burn)\b`,
        ),
        // Also with the subject dropped or the regret heightened: "Be a real shame if…", "that'd be a terrible pity if…".
        /(?:\b(?:(?:it|that|this) (?:would|'d|will|could) be|would be|it'd be|that'd be)|(?<![\w'] )\bbe) (?:a (?:(?:real|real big|big|terrible|awful|damn|darn|huge|crying|such a) )?(?:shame|pity)|(?:really |very )?(?:embarrassing|humiliating|awkward|unfortunate)) if\b/,
        // Harm pictured as an accident one night, and payment as the way never to see it: "if a truck accidentally rolled into that fence one night",
        // "pay by Friday and we never have to find out".
        new RegExp(
          String.raw`\b(?:accidental(?:ly)?|by accident|freak accident)\b(?=[^.!?]{0,100}\b${NIGHT}\b)(?=[^.!?]{0,100}\b${BELONGINGS}\b)|\b${BELONGINGS}\b[^.!?]{0,40}\b(?:accidental(?:ly)?|by accident)\b(?=[^.!?]{0,80}\b${NIGHT}\b)`,
        ),
        // A man sent for the property described as rough: "my cousin does our repos and he's not exactly known for being gentle".
        new RegExp(String.raw`\b${ENVOY}\b[^.!?]{0,80}\b${ROUGH}|\b${ROUGH}[^.!?]{0,60}\b${ENVOY}\b`),
        /\b(?:accidents? (?:happen|can happen|tend to happen)|(?:tend to|might|may|could) have (?:an )?accidents?)\b/,
        /\bthings (?:could|might|will|can|are going to|are gonna|may) (?:get|turn) (?:ugly|messy|nasty|bad|rough|very bad|worse)\b/,
        /\b(?:before|until|when|or) things (?:\w+ )?(?:get|gets|turn|turns|go|goes) (?:ugly|messy|nasty|bad|rough|very bad|worse|south|physical)\b|\b(?:ugly|bad|rough|messy|nasty|painful) (?:for (?:you|u) )?physically\b|\bget(?:s|ting)? physical\b/,
        /\b(?:i'm|i am|we're|we are|and) not (?:just )?(?:talking|speaking) about (?:your )?(?:credit|credit score|money|the (?:debt|account|balance|money)|court|a lawsuit|legal action)\b/,
        /\b(?:we have (?:our |other )?ways|you(?:'ll| will) be sorry)\b/,
        /\b(?:make sure|let) (?:your |the )?(?:whole )?(?:neighbou?rhood|town|street|block|community|city) knows?\b/,
        /\b(?:hurt|harm|beat|kill|shoot|break|smash|burn|wreck|slash|torch|key|snap|crack|bust|twist|stab|punch)\b[^.!?]{0,25}\b(?:you|your (?:legs?|arms?|face|jaw|nose|neck|teeth|head|skull|ribs?|fingers?|hands?|bones?|back|spine|car|house|home|family|kids|children|property|windows?|knees?|tires?|dog|stuff))\b/,
        // People sent to "talk" who are not the talking kind.
        /\b(?:not|aren't|arent|isn't|isnt|ain't) the (?:talking|friendly|patient|gentle|chatty) (?:type|kind|sort)\b|\b(?:send|sending|sends)\b[^.!?]{0,20}\b(?:guys|boys|fellas|people|someone|somebody)\b[^.!?]{0,30}\bto ['"]?(?:talk|chat|have a word|reason)['"]? (?:to|with) (?:you|u)\b/,
        // Harm veiled as a prospect: "you'll end up in the hospital", "wouldn't want anything to happen to her place".
        /\bend (?:up )?(?:in (?:the |a )?(?:hospital|er|emergency room|icu|wheelchair|cast|morgue|ditch)|up hurt|up in pieces)\b|\b(?:wouldn't|would not|don't|do not|won't|will not) want (?:anything|something) (?:bad )?to happen\b/,
        /\bsomething (?:bad|unfortunate|terrible|nasty) (?:will|might|could|may|is going to|is gonna) happen\b/,
        /\b(?:it would be a shame if|accidents happen|watch your back|sleep with one eye open|you(?:'ll| will) regret (?:it|this)|you(?:'ll| will) pay for (?:this|that))\b/,
        /\b(?:show up|come|coming|stop by|drop by|swing by|pay you a visit|visit|send(?:ing)? (?:someone|somebody|people|a guy|our guys|an agent|agents|a team))\b[^.!?]{0,20}\b(?:at|to|by) your (?:house|home|door|doorstep|work|job|place|office|workplace|apartment|school)\b/,
        // The sender's own temper brought to the consumer's door: "you do NOT want me in a bad mood on your porch".
        /\byou (?:do not|don't|dont|really don't|really do not) want (?:me|us|him|my guys|our guys) (?:\w+ ){0,4}?(?:on|at|near|by|around|outside) your (?:porch|door|doorstep|house|home|place|yard|job|work|car)\b/,
        // Laying hands on the consumer, at work or anywhere: "drag you out by your collar", a visit to "the shop you work at".
        /\b(?:drag|haul|yank|shove|march|frog ?march|throw|toss)\w* (?:you|u|your (?:\w+ )?(?:ass|butt|behind|body))\b (?:\w+ )?(?:out|outside|off|down|across|around|into|onto|through|by (?:the|your) (?:collar|hair|neck|arm|ear|shirt|throat))\b|\bby (?:your|the) (?:collar|hair|neck|throat|scruff|ear)\b|\b(?:punch|slap|smack|choke|strangle|beat) (?:you|u)\b(?! (?:up with|with) (?:a|an|the|some|our) )/,
        /\b(?:show(?:ing)? up|com(?:e|ing)|stop(?:ping)? by|drop(?:ping)? by|swing(?:ing)? by|head(?:ing)?|walk(?:ing)?|march(?:ing)?|storm(?:ing)?|go(?:ing)?)(?: down| over| in| up| on)? (?:to|at|by|into) (?:that|the|this) (?:[\w'-]+ ){0,3}?(?:you work (?:at|in)|where you work|you(?:'re| are) working at)\b/,
        /\b(?:tell|let|inform)\b[^.!?]{0,30}\b(?:everyone|everybody)(?: else)? (?:you're|you are|that you)\b/,
        /\b(?:tell|let|inform|show) (?:everyone|everybody|the whole (?:town|neighbou?rhood|world|street)|all your (?:friends|neighbou?rs))\b/,
        /\b(?:ruin|destroy|trash|wreck) your (?:reputation|name|good name|life)\b/,
        // A payment that posts online is booked, not published: "payments still post online", "your autopay should post online by Friday".
        /(?<!\b(?:payments?|deposits?|autopays?|transfers?|checks?|transactions?|installments?)\b(?: \w+){0,2} )\b(?:post|publish|share|put|plaster|broadcast)\b[^.!?]{0,40}\b(?:online|facebook|social media|twitter|instagram|tiktok|internet|newspaper|billboard)\b/,
        /\b(?:publicly )?(?:shame|humiliate|embarrass|expose) you\b/,
        // Implied harm: a life made hard, a worry voiced about what might happen.
        /\bmake (?:your|his|her) life (?:very |really |so |a )?(?:difficult|miserable|hell|living hell|hard|unbearable|nightmare)\b/,
        /\b(?:hate|would hate|'d hate) for (?:something|anything) (?:bad )?to happen\b/,
        /\b(?:car|house|home|windows?|tires?|property|mailbox)\b[^.!?]{0,15}\b(?:got|gets|get|were|was|getting) (?:scratched|damaged|keyed|broken|smashed|slashed|burned|vandalized)\b|\b(?:better|best) watch (?:out|yourself|your step)\b/,
        /\b(?:people|guys|someone|friends|associates) in your (?:area|neighbou?rhood|building|town)\b/,
        /\bwe know (?:your (?:address|schedule|routine|car|plates?|kids'? school|daily route)|what (?:car|time) you)\b|\b(?:people|folks|those|anyone) who (?:don't pay|ignore us|cross us|stiff us)\b[^.!?]{0,30}\b(?:regret|get hurt|pay the price|learn the hard way)\b|\bdeal with you (?:personally|ourselves|in person|our way)\b|\b(?:watch|careful|look over)\b[^.!?]{0,30}\bif i were you\b/,
        /\b(?:won't|will not|wouldn't|would not|aren't going to) like how (?:that|this|it|the) (?:talk|visit|conversation|meeting|chat) (?:goes|ends|turns out)\b|\b(?:can(?:not|'t)|won't|will not|could not|couldn't) (?:guarantee|promise) (?:the )?safety\b|\b(?:field|recovery) team is (?:very |really |quite )?(?:aggressive|rough|not gentle)\b/,
        /\b(?:hate|would hate|'d hate|shame|pity) (?:for|if) (?:that|this|something|anything|the same(?: thing)?|it) (?:\w+ )?(?:to )?happen\w* to (?:you|your)\b/,
        /\b(?:with|bring|bringing|brought|carry|carrying|grab|grabbing)\w* (?:a |my |the |some )?(?:bat|baseball bat|gun|knife|piece|crowbar|pipe|tire iron|brass knuckles)\b|\b(?:con|llevo|llevare|traigo|traere) (?:un |el |mi )?(?:bate|pistola|cuchillo|fierro|machete)\b/,
        // Harm said to befall those who don't pay, as the way of things: "people who skip out on a bill tend to get hurt", "have a way of having accidents".
        /\b(?:people|folks|those|anyone|anybody|someone|somebody|guys|customers|debtors|the ones|whoever) (?:who|that) (?:(?:don't|dont|do not|never|won't) (?:pay|settle)|stiff|skip(?: out on)?|welsh(?: on)?|run out on|walk (?:away|out) on|duck|dodge|default on|stop paying)\w*\b(?=[^.!?]{0,80}\b(?:get(?:s|ting)? hurt|end(?:s|ing)? up (?:hurt|injured|in (?:the|a) (?:hospital|er|ditch))|ha(?:ve|s|ving) (?:an? )?accidents?|get(?:s|ting)? (?:injured|roughed up|beat up|banged up)|disappear)\b)|\bha(?:ve|s) a way of (?:getting (?:hurt|injured|roughed up|beat up)|having (?:an? )?accidents?|ending up (?:hurt|injured|in (?:the|a) (?:hospital|ditch))|disappearing)\b/,
        // Veiled harm to property: a car, a porch, windows pictured burned or wrecked ("hate for the garage to catch fire", "their trucks end up in bad shape").
        /\b(?:cars?|trucks?|pickups?|vans?|suvs?|motorcycles?|vehicles?|house|home|porch|deck|garage|windows?|windshields?|tires?|roof|yard|shop|store|property|mailbox|fence|boat)\b[^.!?]{0,40}\b(?:catch(?:es|ing)? (?:on )?fire|go(?:es)? up in (?:flames|smoke)|burn(?:s|ed|t)? (?:down|to the ground)|end(?:s|ed)? up (?:looking like|in (?:rough|bad|terrible|sorry) shape|in pieces|smashed|busted|wrecked)|in (?:rough|bad|sorry|terrible) shape)\b/,
        /\b(?:hate|shame|pity|too bad)\b[^.!?]{0,25}\b(?:for|if) (?:it|that|this|your \w+|the \w+)\b[^.!?]{0,15}\b(?:to )?(?:catch(?:es)? (?:on )?fire|go(?:es)? up in (?:flames|smoke)|burn(?:s|ed)? down|get(?:s)? (?:torched|wrecked|trashed|vandalized))\b/,
        // A visit promised "the hard way": "someone will knock on your door the hard way".
        /\b(?:knock\w*|visit\w*|come|show up|stop by|drop by)\b[^.!?]{0,40}\b(?:the hard way|the ugly way|not (?:so )?nicely)\b/,
        // Harm veiled as a friendly warning about thieves around the consumer's things: "take good care of your horses, I hear there are rustlers around".
        /\b(?:take (?:good )?care of|keep an eye on|watch|look after|lock up|guard)\b[^.!?]{0,30}\byour\b[^.!?]{0,60}\b(?:thieves|thief|rustlers?|vandals?|break-?ins?|burglars?|prowlers?|people (?:stealing|breaking in))\b/,
        // Harm veiled as someone else "handling" it, or as collectors who do more than write: "before somebody handles it for you", "not all our guys stick to texting".
        /\bbefore (?:somebody|someone|anybody|one of (?:our|the|my) (?:guys|boys|people|collectors|agents))(?: else)? (?:handles|takes care of|deals with|settles|sorts out|handle|take care of|deal with) (?:it|this|that|things|you)(?: for you)?\b|\bnot (?:all|every one of|everyone (?:on|in)|everybody (?:on|in)) (?:the |our |my |these |those )?(?:guys|boys|people|collectors|agents|team|crew)\b[^.!?]{0,40}\b(?:sticks? to|stops? at|keeps? it to|just (?:texts?|calls?|writes?)|(?:are|is) as (?:nice|polite|patient) as)\b/,
        // Harm left to the imagination about the consumer's things: "lots of things can happen to a parked car. Just saying."
        // Weather's harm is no one's threat ("hurricane season: lots of things can happen to a parked car in a flood zone").
        /(?<!\b(?:floods?|flooding|hurricanes?|storms?|hail|tornado\w*|weather|wildfires?|freez\w*|huracan\w*|tormentas?|inundaci\w*)\b[^.!?]{0,60})\b(?:lots of|a lot of|all (?:kinds|sorts) of|so many|plenty of|many|funny|crazy|strange|bad) things (?:can|could|might|may|tend to|do|have been known to) happen to (?:(?:a|an|your|that|the|those|these) )?(?:[\w-]+ ){0,2}?(?:cars?|trucks?|vans?|suvs?|vehicles?|bikes?|motorcycles?|boats?|houses?|homes?|places?|property|trailers?|windows?|tires?)\b(?![^.!?]{0,60}(?:flood|hurricane|storm|hail|tornado|weather|wildfire))|\b(?:muchas|tantas|todo tipo de) cosas (?:le )?(?:pueden|podrian|suelen) pasar(?:le)? a (?:un|una|su|ese|esa|el|la) (?:[\w-]+ ){0,2}?(?:carro|coche|auto|camioneta|troca|moto|casa|propiedad|traila|ventanas?|llantas?)\b(?![^.!?]{0,60}\b(?:floods?|flooding|hurricanes?|storms?|hail|tornado\w*|weather|wildfires?|huracan\w*|tormentas?|inundaci\w*)\b)/,
        /\byou never know what (?:might|could|can|will) happen\b|\bhope nothing (?:bad )?happens to\b|\bnice (?:car|house|home|family|kids) you(?:'ve| have)? (?:got|have)\b/,
        // Veiled harm: how easily something could befall the person's things or plans, their children's whereabouts, a personal visit "to settle this".
        /\b(?:real |really |pretty |very |so )?easy for (?:somebody|someone|anybody|anyone|something) to\b|\b(?:hate|shame|pity) (?:for|if) (?:anything|something) (?:\w+ ){0,2}?(?:to )?(?:happen\w*|get in the way|go wrong|went wrong|got in the way)\b/,
        // The child's school as the thing owed is a bill, not a whereabouts: "your son's school balance of $300 is past due".
        /\byour (?:boy|girl|kids?|son|daughter|children|little one)\b[^.!?]{0,40}\b(?:school|elementary|daycare|day care|bus|practice|playground)\b(?! (?:\w+ )?(?:balance|bill|fees?|tuition|account|invoice|payments?|charges?|costs?|lunch(?:es)? (?:balance|account|bill)|pass|supplies|uniforms?)\b)/,
        // Collection "not the kind with paperwork" by someone sent the consumer's way (blind set AF): a visit outside the law.
        /\b(?:just )?not the (?:kind|sort|type) (?:with|that (?:uses|needs|involves|does)) (?:any )?(?:paperwork|papers|lawyers?|courts?|judges?|letters|forms)\b|\b(?:collections?|collecting)\W{0,3} (?:too |also )?(?:just )?(?:the )?(?:old[- ]school|off[- ]the[- ]books|street|unofficial) (?:kind|way|style)\b/,
        /\b(?:settle|handle|sort out|sort|deal with) (?:this|it|things|you) (?:man to man|face to face|in person|the old way|the old fashioned way|outside)\b|\b(?:drive|come|head|go) (?:out |over |down |up )?there myself\b/,
        /\b(?:visit|talk|chat|conversation|trip)\b[^.!?]{0,30}\b(?:not|isn't|won't be|ain't|its not|it's not) (?:gonna be |going to be )?(?:a |the )?(?:friendly|nice|pleasant|pretty|polite|social)\b|\b(?:someone|somebody|a couple (?:of )?guys|our guys|the boys)\b[^.!?]{0,20}\b(?:pay you a visit|come (?:by|see you|talk to you)|stop by|swing by|visit you)\b/,
      ],
      es: [
        // La mascota o una cosa suya nombrada y el daño deseado lejos: "qué bonito perro, no quisiera que se le perdiera una noche".
        new RegExp(
          String.raw`^(?=[\s\S]*\b${BELONGINGS_ES}\b)[\s\S]*\b(?:no (?:quisiera|quisieramos|me gustaria|nos gustaria)|odiaria|seria una (?:pena|lastima)|que pena seria) que\b[^.!?]{0,30}\b(?:se (?:le )?(?:perdiera|escapara|saliera|lastimara|danara|quemara|pierda|escape|salga|lastime|dane|queme)|le (?:pasara|pase) algo)\b`,
        ),
        /\b(?:lastima|que pena|es increible|da miedo) (?:lo )?(?:facil|rapido) (?:que )?[^.!?]{0,40}\b(?:romp|quebr|quem|ray|estrell|aboll|poncha|hund|desaparec|se pierd|se rob)\w*|\b(?:muchas cosas|cualquier cosa|de todo)\b[^.!?]{0,10}\b(?:le )?(?:puede|pueden|podria|podrian) (?:pasar|salir mal|suceder)(?:le)?\b[^.!?]{0,10}\b(?:a )?(?:un|una|su|tu|el|la) (?:carro|casa|bote|lancha|troca|camioneta|negocio|auto|moto|paneles|ventanas)\b/,
        // El daño como lo que les pasa a quienes no pagan: "la gente que no paga suele salir lastimada".
        /\b(?:la gente|las personas|los|las|quienes|el|la)(?: que)? (?:no (?:paga|pagan|cumple|cumplen|liquida|liquidan)|se (?:hace|hacen) (?:el|la|los) desentendid[oa]s?|deja|dejan) (?:[^.!?]{0,60})\b(?:(?:sale|salen|termina|terminan|acaba|acaban) (?:lastimad|herid|golpead)\w*|(?:suele|suelen|llega|llegan a) (?:salir|terminar) (?:lastimad|herid|golpead)\w*|(?:tiene|tienen|sufre|sufren) (?:un |algun )?accidentes?|se (?:lastima|lastiman|accidenta|accidentan))\b/,
        /\b(?:termin|acab)\w* en el hospital\b|\bno (?:quisiera|quisieramos|queremos|quiero) que (?:le |les |te )?(?:pase|suceda|ocurra) (?:algo|nada)\b/,
        /\bno respondo (?:por|de) lo que (?:le|te|les) (?:pase|suceda|ocurra|llegue a pasar)\b/,
        /\bsabemos (?:donde|en que) (?:vive|vives|viven|trabaja|trabajas|duerme|estudian|estacionas?|estaciona)\b|\bsabemos (?:(?:a|en|por) (?:que|cual) \w+|a donde|por donde) (?:lleva|llevas|pasea|paseas|saca|sacas|camina|caminas|corre|corres|deja|dejas)\b/,
        // Hombres mandados a "platicar en persona", o a una plática que no será amable: "le mando a dos muchachos para que platiquen
        // con usted en persona", "unos muchachos a platicar con él, y no van a ir a platicar bonito".
        /\b(?:muchachos|hombres|chavos|amigos|tipos|compas)\b[^.!?]{0,40}\b(?:platiqu|platic|habl|convers|visit)\w*\b(?:[^.!?]{0,25}\b(?:en persona|cara a cara)\b|[^.!?]{0,60}\bno (?:(?:precisamente|exactamente|nada mas|solo) (?:a |para )?(?:platicar|hablar|conversar)|(?:\w+ ){0,4}?(?:platicar|hablar|conversar|platiquen|hablen)\w* (?:bonito|bien|amablemente|por las buenas|de buenas|tranquil\w*))\b)/,
        /\b(?:algo (?:malo|feo|terrible) (?:le |te )?(?:puede|podria|va a) (?:pasar|suceder)|(?:seria|que) (?:una )?(?:(?:verdadera|gran|tremenda|autentica|real|enorme) )?(?:lastima|pena|verguenza) (?:que|si)|(?:se|te) (?:va|vas) a arrepentir|se arrepentira|(?:los )?accidentes (?:pasan|suceden)|las cosas (?:se )?(?:pueden|podrian|van a) poner (?:feas|peor|mal|muy mal|feo)|cuidese la espalda|tenemos (?:nuestras |otras )?(?:formas|maneras))\b/,
        /\b(?:mandar|enviar)\w* (?:a )?(?:alguien|gente|nuestra gente|un agente|agentes|un equipo|una persona|a nuestros hombres)\b/,
        /\b(?:iremos|vamos a ir|pasaremos|nos presentaremos|apareceremos|llegaremos|lo visitaremos|la visitaremos|le visitaremos|vamos a visitarl[oa]|visitaremos)\b[^.!?]{0,20}\b(?:a|por|en) (?:su|tu) (?:casa|hogar|puerta|trabajo|oficina|domicilio|escuela|departamento|apartamento)\b/,
        /\b(?:(?:le|te|lo|la) (?:haremos|vamos a hacer) (?:dano|algo)|(?:lo|la|le|te) (?:vamos a|van a) (?:lastimar|golpear|matar|romper|quemar)|(?:romper|quemar|rayar|ponchar|destrozar)\w* (?:su|tu|sus|tus) (?:carro|casa|auto|coche|ventanas|llantas|cara|piernas))\b/,
        /\b(?:arruinar|destruir|manchar)\w* (?:su|tu) (?:reputacion|nombre|buen nombre|vida)\b/,
        /\b(?:sac|arrastr|jal|agarr|llev)\w*\b[^.!?]{0,25}\b(?:del (?:cuello|pelo|cabello|brazo|pescuezo)|de la (?:camisa|oreja|greña|grena|mano)|a jalones|a rastras|a empujones|a golpes|a la fuerza|a patadas|a tirones)\b|\b(?:ir|voy|vamos|pasar|paso|llegar|llego|caer|caigo|aparecer|aparezco)\w*\b[^.!?]{0,25}\b(?:donde (?:trabaja|trabajas|labora)|(?:al|a la|a ese|a esa) (?:[a-z]+ ){0,3}?(?:donde|en (?:el|la) que|en que) (?:trabaja|trabajas|labora))\b/,
        /\b(?:publicar|compartir|subir|anunciar|exhibir)\w*\b[^.!?]{0,40}\b(?:en linea|facebook|redes sociales|twitter|instagram|tiktok|internet|periodico|cartel)\b/,
        /\b(?:diremos|vamos a decir|le contaremos|les diremos|contaremos) a todos\b|\b(?:todo el (?:barrio|vecindario|pueblo|mundo)|todos sus (?:vecinos|amigos)) (?:sabra|sabran|se enterara\w*|va a saber|van a saber)\b/,
        /\b(?:lo|la|le|te) (?:vamos a |van a )?(?:avergonzar|humillar|exhibir|exponer)\w*\b/,
        /\b(?:hacer|haremos|hare|vamos a hacer|voy a hacer)(?:le|te)? (?:(?:le|te) )?la vida (?:imposible|un infierno|miserable|de cuadritos|dificil)\b/,
        /\bsabemos (?:su|tu) (?:direccion|horario|rutina|carro|placa)\b|\b(?:nos )?(?:encargaremos|vamos a encargar) de (?:usted|ti) (?:personalmente|nosotros mismos)\b|\b(?:cuidado|cuidaria|cuidarme)\b[^.!?]{0,30}\bsi yo fuera usted\b/,
        /\b(?:sus|tus) (?:hijos|hijas|ninos|ninas|nenes|chamacos|muchachos|chicos)\b[^.!?]{0,40}\b(?:escuela|colegio|kinder|guarderia|parada|autobus|camion escolar)\b/,
        /\bmas (?:le|te) vale (?:cuidarse|tener cuidado)\b|\bandese con cuidado\b|\btenga cuidado\b[^.!?]{0,20}\b(?:casa|carro|familia|hijos)\b/,
        /\bno (?:estoy|estamos|le estoy|le estamos|hablo|hablamos|le hablo|le hablamos|te hablo) (?:hablando )?(?:solo )?(?:de|del) (?:su |tu |el |la )?(?:credito|dinero|la deuda|cuenta|demanda|corte)\b(?!\s+(?:con|a) )/,
        /\b(?:cuide|cuidese|cuida|cuidate|vigile|vigila|tenga cuidado con|ten cuidado con)\b[^.!?]{0,40}\b(?:sus|tus|su|tu)\b[^.!?]{0,60}\b(?:ladron(?:es)?|cuatreros?|rateros?|maleantes|vandalos|delincuentes|robos)\b/,
        /\bantes de que (?:alguien|uno de (?:nuestros|los|mis) (?:muchachos|chavos|hombres|cobradores))(?: mas)? (?:se encargue|se haga cargo|lo arregle|lo resuelva)(?: de (?:usted|ti|esto|eso|ello))?(?: por usted)?\b|\bno todos (?:nuestros |los |mis )?(?:muchachos|chavos|cobradores|agentes|hombres)\b[^.!?]{0,40}\b(?:se quedan en|se limitan a|nada mas|solo) (?:mandar |mandan |hacen )?(?:mensajes|textos|llamadas|llamar|escribir)\b/,
        /\b(?:no|nunca|quien) (?:se )?sabe (?:uno )?(?:lo )?que (?:le |te |les |nos )?(?:puede|podria|va a|vaya a|pueda) (?:pasar|suceder|ocurrir)\b|\bojala no (?:le |te )?pase nada\b/,
        /\b(?:muy |bien |tan )?facil (?:que|para que) (?:alguien|algo)\b|\b(?:seria|que) (?:una )?(?:lastima|pena) que (?:a )?(?:su|tu|sus|tus) \w+\b[^.!?]{0,30}\b(?:pasara|pase|sucediera|suceda)\b|\b(?:arreglar|resolver) (?:esto|esta cuenta|las cosas) (?:en persona|cara a cara|de hombre a hombre)\b/,
        // Una visita "de mala manera", gente "por su rumbo", la casa o el carro que amanece quemado: daño velado.
        /\b(?:ir|vayan?|pasar|pasen|llegar|lleguen|toc\w*|visit\w*|busc\w*|caerle)\b[^.!?]{0,40}\b(?:de mala manera|por las malas|a la mala|de malas maneras)\b/,
        // Gente de quien escribe que sabe por dónde anda la persona: "mis muchachos ya saben dónde trabaja de noche".
        /\b(?:mis|nuestros|unos|algunos de (?:mis|nuestros)) (?:companeros|muchachos|amigos|chavos|primos?|hermanos?|hombres|socios|camaradas)\b[^.!?]{0,25}\b(?:ya )?(?:saben|conocen|averiguaron|vieron)\b[^.!?]{0,30}\b(?:donde|a que hora|por donde|cuando|que ruta|el camino)\b/,
        /\b(?:companeros|muchachos|amigos|chavos|camaradas|gente nuestra|nuestra gente)\b[^.!?]{0,15}\b(?:andan|estan|anda|rondan|se mueven) (?:por|en) (?:su|tu) (?:rumbo|barrio|colonia|zona|cuadra|calle|vecindario)\b/,
        /\b(?:casa|carro|troca|coche|ventanas?|llantas?|porche|negocio|tienda|propiedad)\b[^.!?]{0,40}\b(?:se (?:le |te )?(?:queme|quemara|incendie|incendiara)|amanezca (?:quemad|rayad|golpead|ponchad|destrozad)\w*|termine (?:quemad|rayad|destrozad|golpead)\w*)/,
        /\b(?:visita|visitita|platica|charla|conversacion)\b (?:que )?(?:no|nunca|jamas) (?:va|vaya|van|vayan|iba) a olvidar\b/,
        /\b(?:visita|platicar|hablar|conversar)\b[^.!?]{0,40}\b(?:no (?:va a ser|sera) (?:nada )?(?:bonito|agradable|amable|amistos[oa])|no precisamente para (?:hablar|platicar|conversar))\b|\b(?:los muchachos|mis muchachos|unos amigos|la gente|alguien)\b[^.!?]{0,20}\b(?:van a ir|iran|pasaran|va a ir|va a pasar|(?:te|le) va a (?:hacer una visita|visitar)|(?:te|le) van a (?:hacer una visita|visitar))\b/,
        // A visit said not to be for talking, and a visit by the sender's people the consumer should pay before (set AS): "alguien pasa por
        // su casa en la noche, y no va a ser para platicar", "los muchachos … no tanto. Pague antes de que lo vayan a visitar".
        /\b(?:pasa|pasan|pasara|pasaran|va a pasar|van a pasar|llega|llegan|va a ir|van a ir|ira|iran|visita|visitan)\b[^.!?]{0,60}\bno (?:va a ser|sera|es) (?:precisamente )?para (?:platicar|hablar|conversar|saludar|tomar (?:un )?cafe)\b|(?<=\b(?:muchachos|chavos|compas|mi gente|nuestra gente|los de (?:la|esa) zona)\b[\s\S]{0,200})\bantes de que (?:lo|la|le|los|las) (?:vayan a visitar|visiten|vengan a visitar|vayan a buscar|busquen|encuentren)\b/,
        // Daño pintado como accidente de noche, el pago como manera de nunca saberlo, y el que va por las cosas descrito como bruto.
        new RegExp(
          String.raw`\b(?:por accidente|sin querer|accidentalmente)\b(?=[^.!?]{0,100}\b${NIGHT_ES}\b)(?=[^.!?]{0,100}\b${BELONGINGS_ES}\b)|\b${BELONGINGS_ES}\b[^.!?]{0,40}\b(?:por accidente|sin querer|accidentalmente)\b(?=[^.!?]{0,80}\b${NIGHT_ES}\b)`,
        ),
        new RegExp(String.raw`\b${ENVOY_ES}\b[^.!?]{0,80}\b${ROUGH_ES}|\b${ROUGH_ES}[^.!?]{0,60}\b${ENVOY_ES}\b`),
      ],
    },
    {
      negatable: true,
      // Payment as the way never to see the harm: the "never" is the threat's own ("pay by Friday and we never have to find out").
      implied: {
        en: [
          /\b(?:and|then|so) (?:we|you|nobody|no one|none of us) (?:will )?(?:never |won't |don't |do not |will never )?(?:ever )?(?:have|has|need|needs) to (?:find out|see what happens|learn what happens)\b/,
          // A visit named as a euphemism and then as one the consumer would not want ("does 'home visits'. You don't want one"), or the
          // way the sender's people talk in person said to be unpleasant ("you won't like how we talk"): a veiled threat of harm.
          /\b(?:visits?|house calls?|home calls?|drop-?ins?|check-?ins?)\b['"]?[\s\S]{0,80}?\b(?:you (?:don't|do not|won't|wouldn't|would not) want (?:one|that|a visit|him|them|us)|you'd (?:rather|better) not (?:get|have|receive|see) (?:one|that|him|them|us))\b/,
          /\b(?:won't|will not|wouldn't|would not|don't|do not|never|doesn't|does not)\b (?:really )?(?:like|enjoy|appreciate) (?:how|the way) (?:we|they|he|our (?:guys|boys|people|team)|those|these|such) (?:\w+ )?(?:talk|chat|visit|conversation|meeting)s?\b/,
        ],
        es: [
          /\b(?:y|asi|entonces) (?:nadie|nosotros|usted|ninguno) (?:nunca )?(?:tiene|tenemos|tendra|tendremos|necesita|necesitamos) que (?:averiguar|saber|descubrir|enterarse|ver)(?:lo)?\b/,
          // Una visita en persona que "no le va a gustar", o la manera de platicar de quien escribe: amenaza velada.
          /\bno (?:le|te|les) (?:va|van|vaya|vayan) a gustar\b[^.!?]{0,40}\b(?:como|la forma|la manera|lo que)\b[^.!?]{0,20}\b(?:platicamos|hablamos|conversamos|visitamos|hacemos las cosas)\b|\b(?:visitas?|platica|en persona|visitarl[oae]s?|ir a (?:platicar|hablar))\b[^.!?]{0,60}\bno (?:le|te|les) (?:va|van) a gustar\b/,
        ],
      },
    },
  ),
};
