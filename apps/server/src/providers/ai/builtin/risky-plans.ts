import type { Language } from '@parley/shared';
import { POST_JUDGMENT_ORDER } from './suit-stage-words.js';

/**
 * Plans that hurt the person who makes them, read on folded text in either language (blind set L
 * class: a person's risky plan met silence). Each is named by what it does, not by who proposed it.
 */
export const RISKY_PLANS = [
  'false_income',
  'lie_to_court',
  'false_evidence',
  'hide_money',
  'bank_access',
  'false_identity',
  'false_report',
  'own_debt_report',
  'identity_papers',
  'signs_for_them',
  'forged_paper',
  'cash_out_retirement',
  'cash_out_college',
  'dodge_garnishment',
  'skip_hearing',
  'skip_exam',
] as const;
export type RiskyPlan = (typeof RISKY_PLANS)[number];
const SOMEONE_ELSE =
  '(?:girlfriend|boyfriend|wife|husband|spouse|partner|mom|mother|dad|father|parents?|brother|sister|friend|cousin|aunt|uncle|son|daughter|grandma|grandmother|relative|roommate|buddy|buddies|neighbou?r|coworker|co-worker|in-laws?|son-in-law|daughter-in-law|nephew|niece|grandson|granddaughter|someone else|somebody else|another person|novia|novio|esposa|esposo|pareja|mama|madre|papa|padre|padres|hermano|hermana|amigo|amiga|primo|prima|tia|tio|hijo|hija|abuela|vecino|vecina|compadre|comadre|cunado|cunada|suegro|suegra|yerno|nuera|sobrino|sobrina|nieto|nieta|otra persona|alguien mas)';
/**
 * The debt a caller asks about is someone else's: a wrong number, another person's name, "not me" (blind set X: a
 * caller for a stranger's debt asked for the person's birth date and Social Security digits "to confirm").
 */
const NOT_THEIR_DEBT = String.raw`\b(?:i'?m not (?!sure|able|going|gonna|working|paying|the only|in)[a-z]+|(?:that'?s|it'?s|is|was) not me|not mine|isn'?t mine|not my (?:debt|account|loan|card|bill)|wrong (?:number|person|guy|name)|(?:someone|somebody) else|(?:calling|looking|asking) for (?:a |some |my |an? (?:old|former) )(?!payment)[a-z]+|for (?:a|some) (?:guy|man|woman|lady|person|stranger)|no soy (?:yo|el|ella|esa persona|[a-z]+)|no es (?:mi|mia|mio) (?:deuda|cuenta)?|numero equivocado|persona equivocada|otra persona|buscando a)\b`;
/** A caller's ask for a birth date or part of a Social Security number, or the person's wish to give them. */
const IDENTIFIERS_ASKED = String.raw`\b(?:verify|verifying|confirm|confirming|give|giving|provide|providing|tell|read|share|want\w*|ask\w*(?: me)?(?: for)?|need\w*|verificar|confirmar|dar|darle|darles|doy|pasarle|decirle|piden|pidieron|quieren)\b[^.?!]{0,40}\b(?:date of birth|birth ?date|birthday|dob|(?:last|first) (?:4|four)\b|ssn|fecha de nacimiento|cumpleanos|ultimos (?:4|cuatro)\b)`;
/**
 * A paper made to look as if it came from someone else (a law firm, the police, a court, a doctor, the creditor) to show a
 * judge or a collector (blind set X): forgery whatever it says. Read from its parts: a verb of making or faking, a paper,
 * and whose it seems to be (their letterhead, seal or signature; "from" them; "as if" theirs; a fake one). "Ask the firm
 * for a dismissal letter", "make a police report", "my doctor wrote me a note" are the lawful way, not this.
 */
const MAKE =
  '(?:make|making|create|creating|print|printing|type|typing|write|writing|draw(?:ing)? up|whip(?:ping)? up|mock(?:ing)? up|put(?:ting)? together|cook(?:ing)? up|come up with|design|hac(?:er|erla|erlo|erme)|hago|hagamos|haga|crear|creo|imprimir|imprimo|escribir|escribo|armar|armo|redactar)';
/** Making a paper as its author (printing or copying one that exists is not). */
const AUTHOR =
  '(?:make|making|create|creating|type|typing|write|writing|draw(?:ing)? up|whip(?:ping)? up|mock(?:ing)? up|put(?:ting)? together|cook(?:ing)? up|hac(?:er|erla|erlo|erme)|hago|hagamos|haga|crear|escribir|escribo|armar|redactar)';
/** Verbs that are forging in themselves: "fake a police report", "inventar un reporte de la policía". */
const FORGE = String.raw`(?:forg(?:e|ing)|fak(?:e|ing)|falsify\w*|counterfeit\w*|photoshop\w*|doctor(?:ing)? up|make up|making up|mak(?:e|ing) (?:\w+ )?up|invent\w*|falsific\w*|invent(?:ar|o|emos)|clon\w*)`;
const FAKE = '(?:fake|forged|phony|phoney|bogus|made-up|made up|counterfeit|falsa|falso|falsificad[oa]|inventad[oa]|chueca|chueco|trucha|trucho)';
/** Papers a person makes or files about another themselves (a police report, a "denuncia"): lawful to author. */
const SELF_FILED = ['report', 'reporte', 'informe', 'denuncia'];
const PAPERS = [
  ...['letter', 'note', 'report', 'receipt', 'statement', 'order', 'notice', 'paper', 'document', 'certificate', 'record'],
  ...['release', 'dismissal', 'subpoena', '(?:pay ?|check |pay check )stubs?', 'paystubs?', 'w-?2s?', '1099s?', 'tax returns?'],
  ...['talon(?:es)? de (?:pago|cheque)', 'colillas? de pago', 'carta', 'nota', 'reporte', 'informe', 'denuncia', 'recibo'],
  ...['constancia', 'orden', 'documento', 'certificado', 'comprobante', 'estado de cuenta'],
];
const PAPER = `(?:${PAPERS.join('|')})`;
/** A paper no one but its author can make: a letter, a receipt, a pay stub, an order (a police report one files oneself is lawful). */
const AUTHORED_PAPER = `(?:${PAPERS.filter((paper) => !SELF_FILED.includes(paper)).join('|')})`;
const AUTHORITY = `(?:the |my |a |an |their |his |her |la |el |los |las |mi |un |una |del |de la )?(?:police|cops|court|judge|clerk|law ?firm|lawyers?|attorneys?|collector|creditor|bank|sheriff|doctor|dr|clinic|hospital|nurse|employer|boss|landlord|property manager|manager|company|agency|irs|policia|corte|tribunal|juez|jueza|juzgado|abogad[oa]s?|bufete|cobrador|acreedor|banco|alguacil|doctora?|medico|medica|clinica|hospital|patron|jefe|jefa|casero|dueno|compania|agencia)(?:'?s)?`;
const OTHERS_MARK = '(?:letterhead|logo|seal|stamp|signature|membrete|logotipo|sello|firma)';
const FORGED_PAPER = new RegExp(
  // A paper made on someone's letterhead, logo or stamp, or with their signature.
  String.raw`\b(?:${MAKE}|${FORGE}|use|using|copy|copying|usar|copiar)\b[^.?!]{0,60}\b(?:their|the|his|her|a|an|its|la|el|su|un|una|con|on|with)\s+(?:[\w'’]+\s+){0,3}?${OTHERS_MARK}\b` +
    // A paper faked in itself, or made to be a fake one.
    String.raw`|\b${FORGE}\b[^.?!]{0,30}\b${PAPER}\b|\b${MAKE}\b[^.?!]{0,40}\b(?:my own|mi propi[oa]|an? ${FAKE}|${FAKE}|un[oa]? ${FAKE}|an? (?:official|real)[- ]looking)\s+(?:[\w-]+\s+){0,2}?${PAPER}\b|\b${MAKE}\b[^.?!]{0,40}\b${PAPER}\s+(?:\w+\s+){0,2}?${FAKE}\b` +
    // A letter or note written as from someone else: "type up a note from my doctor", "una carta del abogado".
    String.raw`|\b(?:${AUTHOR}|${FORGE})\b[^.?!]{0,30}\b(?:a|an|one|my own|up a|un|una|mi propia|mi propio)\s+(?:\w+\s+){0,2}?${AUTHORED_PAPER}\s+(?:\w+\s+){0,2}?(?:from|by|de|del|de la)\s+${AUTHORITY}` +
    String.raw`|\b(?:${FORGE})\b[^.?!]{0,40}\b${PAPER}\s+(?:\w+\s+){0,2}?(?:from|of|de|del|de la)\s+${AUTHORITY}` +
    // Made to look like someone else's.
    String.raw`|\b(?:as (?:if|though)|(?:make|making|so) (?:it|them) (?:look|seem)s? like) (?:it |they )?(?:was |were |came |come |is |'s )?(?:from|by|written by|signed by)\s+${AUTHORITY}` +
    String.raw`|\b(?:como si (?:fuera|viniera|la hubiera\w*|lo hubiera\w*)|que parezca(?: que viene)?|que se vea) (?:de|del|hecha por|escrita por|firmada por)\s+${AUTHORITY}` +
    // Someone else's name signed on a paper: "sign her name", "sign my landlord's name", "firmar con el nombre del doctor".
    String.raw`|\b(?:sign|signing|put|putting|forge|forging)\s+(?:(?:my|the|our|his|her)\s+)?(?:\w+['’]s|her|his|their)\s+(?:name|signature)\b[\s\S]{0,80}\b(?:letter|note|receipt|paper|statement|document)\b` +
    String.raw`|\b(?:letter|note|receipt|paper|statement|document)\b[^.?!]{0,80}\b(?:sign|signing|put|putting|forge|forging)\s+(?:(?:my|the|our|his|her)\s+)?(?:\w+['’]s|her|his|their)\s+(?:name|signature)\b` +
    String.raw`|\b(?:firmar|firmo|firmarla|firmarlo|poner|pongo|imitar|imito|falsificar)\b[^.?!]{0,20}\b(?:con el nombre|el nombre|la firma)\s+(?:de|del|de la)\s+${AUTHORITY}`,
);
/**
 * Cashing out a 401(k), an IRA or a pension to pay a creditor (blind set X): money a judgment creditor usually cannot
 * reach, turned into cash it can, less a penalty and tax. Read from its parts: the account, an act of taking the money
 * out (said of the account, or of "it" after the account is named, by the person or proposed by someone else), and a
 * creditor to pay. A rollover, a loan from the plan, or asking whether the plan is safe is no such plan.
 */
const RETIREMENT = String.raw`(?:401\s?\(?k\)?s?|403\s?\(?b\)?|457(?:\s?\(?b\)?)?|ira|iras|roth|pensions?|retirement(?: account| money| savings| fund| plan)?|tsp|thrift savings|plan de retiro|fondo de retiro|cuenta de retiro|ahorros? de retiro|retiro|jubilacion)`;
const CASH_OUT = String.raw`(?:cash(?:ing|ed)?(?: (?:it|them|that|everything))?(?: all)? (?:out|in)|withdraw\w*|(?:hardship |early )?withdrawal|(?:tak(?:e|ing)|took)\s+(?:[\w$,.]+\s+){0,3}?(?:out(?: of)?|from)|pull(?:ing|ed)?|drain\w*|liquidat\w*|empty(?:ing)?(?: out)?|tap(?:ping)? into|break(?:ing)? into|dip(?:ping)? into|raid\w*|us(?:e|ing)|sa(?:car|carlo|carla|co|camos|que|quemos|cara|caramos)|retir(?:ar|arlo|arla|o|e|emos|ara)|vaci(?:ar|arlo|arla|o|e|emos)|cobr(?:ar|arlo|arla|o|e|emos)|liquid(?:ar|arlo|arla|o|e)|us(?:ar|arlo|o|e)|agarr\w*)`;
/** The same act said of "it" once the account is named: "my 401k has $9,000; pull it all out", "sacarlo todo". */
const CASH_IT_OUT = String.raw`(?:(?:cash|pull|take|get|clean)(?:ing|ed)?\s+(?:it|them|that|everything|the money|all of it)(?:\s+all)?\s+out|withdraw\w*\s+(?:it|them|that|everything|all)|(?:drain|empty|liquidate|raid)\w*\s+(?:it|them)|us(?:e|ing)\s+(?:it|that money)|(?:sac|retir|vaci|cobr|liquid)ar(?:lo|la|los)(?:\s+todo)?|(?:saco|saque|saquemos|retiro|retire|vacio|cobro|cobre)\s+todo)`;
const TO_PAY = String.raw`(?:pay\w*|settle\w*|satisfy\w*|clear\w*|knock\w* (?:\w+ )?out|wip(?:e|ing|ed) (?:\w+ )?out|take care of|cover\w*|put (?:it |that |the money )?towards?|be done|get (?:it|this|them) over|get rid of|leave (?:me|us) alone|go away|before (?:they|the \w+) (?:take|get|come|grab)|pag\w*|liquid\w*|sald\w*|quit\w* (?:la|esa|mi|esta) deuda|quitarme|salir de|acabar con|terminar con|de una vez|me dejen)`;
const CASH_OUT_RETIREMENT = new RegExp(
  String.raw`^(?![\s\S]*\b(?:401\s?\(?k\)? loan|loan (?:from|against|on|out of) (?:my|the|our)|prestamo (?:de|del|contra) (?:mi|el))\b)(?=[\s\S]*\b${TO_PAY}\b)` +
    String.raw`[\s\S]*?(?:(?<!\b(?:they|creditors?|collectors?|bank|court|sheriff|hospital|plaintiff|it|them|he|she|pueden|puede|van a)\s(?:\w+\s)?)\b${CASH_OUT}\b[^.?!]{0,40}\b${RETIREMENT}\b(?!\s+(?:is|are|es|esta) (?:protected|safe|exempt|protegid))` +
    String.raw`|\b${RETIREMENT}\b[\s\S]{0,120}?\b${CASH_IT_OUT}\b` +
    String.raw`|\b(?:my|the|our|mi|el|la)\s+(?:old\s+|viejo\s+)?${RETIREMENT}\b[\s\S]{0,60}?\b(?:should i|can i|could i|i'?ll|i will|i could|thinking (?:of|about)|going to|gonna|and|to|que)\s+(?:just\s+)?${CASH_OUT}\b)`,
);
/**
 * Cashing out a 529 college savings plan to pay a creditor (set BB: "sacar la plata del 529 y pagarle al acreedor" met a payment
 * plan card that called a settlement from it fine): read like the retirement plan's, from the account, the act and the payment.
 */
const COLLEGE_SAVINGS = String.raw`(?:529s?(?: plan| account| savings(?: plan)?)?|coverdell|college (?:savings|fund|plan|account)|(?:plan|cuenta) 529|plan de ahorros? (?:universitario|para la universidad)|ahorros? (?:para la universidad|universitari[oa]s?))`;
const CASH_OUT_COLLEGE = new RegExp(
  String.raw`^(?=[\s\S]*\b${TO_PAY}\b)[\s\S]*?(?:\b${CASH_OUT}\b[^.?!]{0,40}\b${COLLEGE_SAVINGS}\b|\b${COLLEGE_SAVINGS}\b[\s\S]{0,120}?\b${CASH_IT_OUT}\b)`,
);
/**
 * A lower income than the real one put on a fee-waiver application or another sworn financial form (blind set Y: "mi prima
 * dice que ponga que gano menos de lo que gano para que me lo aprueben"). Read from its parts: saying, putting or
 * writing a smaller figure than one earns, or understating income by name; in a message about a court, a fee or a form.
 * "I earn less than I used to" and "gano menos que antes" tell the truth.
 */
const LESS_THAN_EARNED = String.raw`(?:less|lower|smaller|a lower (?:number|amount|figure))\b[^.?!]{0,20}\bthan (?:i|we|he|she|you) (?:really |actually |truly |in fact )?(?:make|earn|do|get|bring in|take home|made|earned)\b(?! (?:before|last|in|at|when|since|now|anymore|any more|these days|used to))`;
const MENOS_DE_LO_QUE = String.raw`menos de lo que (?:realmente |de verdad |en verdad )?(?:gano|ganamos|gana|cobro|cobramos|recibo|recibimos|me pagan|nos pagan)\b`;
const FALSE_INCOME = new RegExp(
  String.raw`\b(?:put|puts|putting|write|writing|say|saying|claim|claiming|list|listing|report|reporting|tell|state|declare|fill in|mark)\b[^.?!]{0,50}\b${LESS_THAN_EARNED}` +
    String.raw`|\b(?:understat\w*|under-?report\w*)\s+(?:my |our |his |her |the )?(?:real |actual |true )?(?:income|earnings|salary|wages|pay)\b` +
    String.raw`|\b(?:lowball\w*|fudg\w*|shav\w*|lie about|lie on|lying about|lying on|fake|lower)\s+(?:my|our|his|her|the)\s+(?:real |actual |true )?(?:income|earnings|salary|wages|pay|numbers?)\b` +
    String.raw`|\b(?:ponga|poner|pongo|ponerle|pongale|escriba|escribir|escribo|diga|decir|digo|declare|declarar|declaro|reporte|reportar|reporto|anote|anotar)\b[^.?!]{0,40}\bque (?:gano|ganamos|gana|cobro|recibo|me pagan)\s+(?:\$?\s?[\d,.]+\s+)?menos\b(?! que antes)` +
    String.raw`|\b${MENOS_DE_LO_QUE}|\bmentir\w*\b[^.?!]{0,25}\b(?:sobre|en|con|acerca de) (?:mis |los |el |mi |lo que )?(?:ingresos?|sueldo|salario|gano)\b|\b(?:bajar|bajarle|rebajar|reducir)\w*\b[^.?!]{0,15}\b(?:mis |los |el |mi )?(?:ingresos?|sueldo|salario)\b[^.?!]{0,40}\b(?:solicitud|formulario|exencion|aplazamiento|corte|juzgado|tribunal|cuota|tarifa)\b` +
    // No work or no income said while the person works: "say I don't work even though I do part-time", "digo que no trabajo aunque sí trabajo".
    String.raw`|\b(?:put|putting|write|writing|say|saying|claim|claiming|tell|list|check|mark|state)\b[^.?!]{0,30}\b(?:i|we)(?:'m| am| are)? (?:don'?t|do not|have no|unemployed|not working|no longer work)\b[^.?!]{0,40}\b(?:even though|though|although|but|when|while)\b[^.?!]{0,20}\b(?:i|we) (?:do|actually|really|still|work|make|earn|get paid|have)\b` +
    String.raw`|\b(?:digo|decir|diga|digamos|pongo|poner|ponga|escribo|escribir|declaro|declarar)\b[^.?!]{0,20}\bque no (?:trabajo|tengo (?:trabajo|ingresos?|sueldo)|gano nada|recibo nada)\b[^.?!]{0,30}\b(?:aunque|pero|cuando|y)\b[^.?!]{0,15}\b(?:si )?(?:trabajo|gano|tengo|cobro|me pagan)\b`,
);
/**
 * A fee waiver or another sworn financial application: where a false income is warned against in these words. A lie told
 * to a judge is lie_to_court's.
 */
const SWORN_FORM =
  /\b(?:fee|fees|waiver|waive|defer\w*|in forma pauperis|application|form|affidavit|cuota|cuotas|tarifa|tarifas|exencion|exoneren|exoneracion|aplazamiento|solicitud|formulario|declaracion jurada)\b/;

/**
 * Pay taken in cash or off the books, or pay moved elsewhere, to get around a garnishment (blind set AJ: "ask my boss to pay me
 * cash so they can't take it" and "switch my payouts to my NJ account" met silence). "I paid them in cash" is no such plan.
 */
const DODGE_GARNISHMENT = new RegExp(
  String.raw`\b(?:pay|paid|paying|pays|give|giving)\s+me\s+(?:in\s+)?(?:cash|under the table|off the books)\b[^.?!]{0,60}\b(?:so|to avoid|to dodge|to get around|instead|garnish\w*|can'?t|cant|won'?t|wont)\b` +
    String.raw`|\bget(?:ting)? paid\s+(?:in\s+)?(?:cash|under the table|off the books)\b[^.?!]{0,60}\b(?:so|to avoid|to dodge|to get around|garnish\w*|can'?t|cant)\b` +
    String.raw`|\b(?:switch|move|moving|change|changing|redirect\w*|send|sending|route)\w*\s+(?:all\s+)?(?:of\s+)?(?:my\s+|the\s+|his\s+|her\s+|their\s+|our\s+)?(?:pay(?:checks?)?|payouts?|direct deposits?|deposits?|wages?|earnings|checks?)\b[^.?!]{0,60}\b(?:so (?:they|it|nothing|the \w+) (?:can'?t|cant|won'?t|wont|don'?t)|to (?:avoid|dodge|get around|hide)|(?:they )?(?:can'?t|cant) (?:touch|take|get|reach|find))` +
    String.raw`|\b(?:pague|pagar|paga|pagarme|pagueme|pagame)\s+(?:en\s+)?(?:efectivo|cash|por debajo de la mesa)\b[^.?!]{0,60}\b(?:para que no|asi no|y no)\b` +
    String.raw`|\b(?:cambiar|pasar|mandar|mover)\w*\s+(?:mi\s+|el\s+|los\s+|mis\s+)?(?:cheque|sueldo|pago|pagos|deposito\w*|salario)\b[^.?!]{0,60}\bpara que no\b`,
);

/**
 * Telling the court or a creditor's lawyer something untrue, or leaving something off a sworn form (blind set T): a plain lie
 * ("can I just lie", "say I don't work even though I do"), and a denial the person would make to the court ("tell the judge the
 * card was never mine", "decirle al juez que nunca me entregaron nada"). Every blind question that met the denial so far showed
 * it untrue by its own facts (the papers taped to the door, the cash earned); the warning's words also say how a true one is raised.
 */
const LIE_TO_COURT = new RegExp(
  String.raw`${/\b(?:i|we|can i|could i|should i|i'?ll|i will|i'?m going to|i am going to|i could|i should|just)\s+(?:just\s+)?(?:lie|fib)\b|\b(?:puedo|podria|voy a|debo|deberia|quiero|pienso|mejor)\s+(?:le\s+|les\s+)?mentir\w*|\bmiento\b|\b(?:say|tell|claim)\b[^.?!]{0,40}\beven though (?:i|it|that|they|he|she) (?:didn'?t|did not|isn'?t|is not|wasn'?t|was not|don'?t|do not|do|does|did|have|had|am|was|still)\b|\b(?:leav\w*|left|keep\w*)\b[^.?!]{0,30}\b(?:it|them|that|the \w+)\s+off\b[^.?!]{0,30}\b(?:sheet|form|list|schedule|affidavit|questionnaire)?|\b(?:not|don'?t|do not|won'?t|skip)\s+(?:list|listing|mention\w*|disclos\w*|report\w*)\b[^.?!]{0,30}\b(?:on|in)\s+(?:the|that|my)\s+(?:\w+\s+){0,2}(?:sheet|form|schedule|affidavit)|\b(?:no (?:poner|pongo|incluir|incluyo|declarar|declaro))\b[^.?!]{0,30}\b(?:en el|en la)\s+(?:formulario|hoja|lista|declaracion)/.source}|${/\b(?:i(?:'ll| will| could| can| should| might| would)?|can i|could i|should i|just|to)\s+(?:just\s+)?(?:tell|say|claim)\b[^.?!]{0,25}\b(?:the )?(?:judge|court|clerk|creditor|lawyer|attorney|them)\b[^.?!]{0,25}\b(?:(?:i|we) (?:never|didn'?t|did not|don'?t|do not|wasn'?t|was not|have no|haven'?t)|(?:i'?m|i am|we'?re|we are) (?:unemployed|not working|out of work|broke)|(?:it|that|this|the (?:\w+ )?(?:card|debt|account|loan)) (?:was|is) (?:never|not) (?:mine|ours|my (?:card|debt|account|loan))|(?:it|that|this|the (?:\w+ )?(?:card|debt|account|loan)) (?:wasn'?t|isn'?t) (?:mine|ours))\b|\b(?:tell|say|claim)\b[^.?!]{0,25}\b(?:i|we) (?:don'?t have|do not have|have no) (?:any )?(?:income|money|job|work|assets|accounts?|anything)\b/.source}|${/\b(?:decir|decirle|decirles|digo|le digo|diga|le diga|digale|dile|digamos|dijera|le dijera|poner|escribir|escribirle)\b[^.?!]{0,25}\b(?:al juez|a la jueza|a la corte|al tribunal|al abogado|a la secretaria)\b[^.?!]{0,25}\bque (?:no|nunca|jamas)\b/.source}`,
);
/** The debt said to be the person's own: "it's mine", "I did open it", "la debo". A denial before it ("not mine") is none. */
const OWN_DEBT_SAID =
  /\b(?:(?:it'?s|it is|its|this is|that'?s|that is|they'?re|they are|is|are|was)\s+(?:(?!not\b|never\b|no\b)\w+\s+){0,2}?(?:mine|my (?:own )?(?:debt|bill|account|card|loan))|(?:i|we) (?:just )?never paid (?:it|them|that|the bill)|(?:i|we) (?:did|do|really|probably) (?:owe|open\w*|run up|use)|i know (?:i owe|it'?s mine|it is mine)|(?<!\bno )(?:es|era|son|eran) (?:\w+\s+)?(?:mia|mio|mias|mios)|(?<!\bno )(?:yo )?(?:si )?la (?:debo|abri|saque|use)|(?<!\bno )(?:yo )?(?:si )?lo (?:debo|abri|saque|use))\b/;
/** What staying away is said in: skipping, not going, or a letter sent in place of going. */
const STAYS_AWAY =
  '(?:' +
  String.raw`\b(?:skip|skipping|blow off|blowing off)\b[^.?!]{0,20}\b(?:going|the hearing|court|the court date|it|the trial|the exam\w*|appearing|showing up)\b` +
  String.raw`|\b(?:can|could|should|do|would) i (?:just |simply )?(?:not go|not show up|not appear|stay home|not come)\b` +
  // The other side's word that the person need not come (set AW: "the office manager told me … so i dont need to show up").
  String.raw`|\b(?:told|tells|said|says|promised)\b[^.?!]{0,100}\b(?:i|we) (?:don'?t|do not|dont|won'?t|wont) (?:need|have) to (?:show up|go|come|appear|be there)\b` +
  String.raw`|\b(?:me|nos) (?:dijo|dijeron|dice|dicen|prometio|prometieron)\b[^.?!]{0,100}\bno (?:tengo|tenemos|necesito|necesitamos|hace falta) (?:que )?(?:ir|presentarme|presentarnos|comparecer|venir)\b` +
  String.raw`|\b(?:letter|mail|write|send|email|carta|escrib\w*|mand\w*)\b[^.?!]{0,60}\b(?:instead of|rather than|and not|without|so i (?:don'?t|do not|won'?t) have to|en vez de|en lugar de|sin) (?:going|showing up|appearing|ir|presentarme|comparecer)\b` +
  String.raw`|\b(?:instead of|rather than|en vez de|en lugar de) (?:going|showing up|appearing|ir|presentarme|comparecer)\b[^.?!]{0,60}\b(?:letter|mail|write|send|email|carta|escrib\w*|mand\w*)\b` +
  String.raw`|\b(?:puedo|podria|debo) (?:solo |nada mas )?(?:no ir|no presentarme|no comparecer|faltar)\b|\bno (?:ir|presentarme) a la (?:audiencia|corte|cita)\b` +
  ')';
/**
 * Staying away from a hearing or a trial, or sending a letter to the judge in its place (blind set AK: "can I just mail a letter
 * to the judge saying I dispute it and skip going"); read only in a message that tells of one. After a judgment the order to
 * appear is the stage's own (suit-stage-words.ts `POST_JUDGMENT_ORDER`), and staying away risks a bench warrant, not a default:
 * `risksIn` keeps the one of the two plans that is the stage's.
 */
const SKIP_HEARING = new RegExp(
  String.raw`^(?=[\s\S]*\b(?:hearing|court date|trial|appear\w*|audiencia|cita (?:en|de) la corte|juicio|comparecer)\b)[\s\S]*?${STAYS_AWAY}`,
);
const SKIP_EXAM = new RegExp(STAYS_AWAY);

const RISKY: Record<RiskyPlan, RegExp> = {
  false_income: FALSE_INCOME,
  lie_to_court: LIE_TO_COURT,
  // A paper someone else writes that says something untrue, to show the court or a creditor (blind set T: a made-up loan letter).
  false_evidence:
    // (Or an image made to show a payment that was not made: "make a screenshot that looks like I paid" (set AH).)
    /\b(?:make|making|create|creating|fake|faking|photoshop\w*|edit\w*|hac(?:er|erla|erlo)|crear|editar)\b[^.?!]{0,25}\b(?:a |an |the |una |un )?(?:screenshot|screen ?shot|screen ?cap|captura(?: de pantalla)?|confirmation|confirmacion)\b[^.?!]{0,30}\b(?:look\w* like|as if|show\w* (?:that )?i|que parezca|como si)\b|\b(?:write|writes|wrote|make|makes|made|sign|signs|type)\b[^.?!]{0,25}\b(?:a |me a |up a )?(?:letter|note|statement|affidavit|receipt|contract)\s+(?:saying|that says|stating|claiming|to say)\b|\b(?:escrib\w*|hacer\w*|firmar\w*)\b[^.?!]{0,25}\b(?:una )?(?:carta|nota|declaracion|recibo)\s+(?:diciendo|que diga|que dice)\b/,
  hide_money: new RegExp(
    String.raw`\b(?:move|moving|put|putting|open\w*|invoic\w*|bill\w*|title\w*|transfer\w*|switch\w*|register\w*|get paid|deposit\w*)\b[^.?!]{0,60}\b(?:in|under|into) (?:just |only )?(?:her|his|their|(?:my |a )?${SOMEONE_ELSE}(?:'?s)?) names?\b|\b(?:in|under) (?:just |only )?(?:her|his|their|(?:my )?${SOMEONE_ELSE}(?:'?s)?) names?\b[^.?!]{0,60}\b(?:move|moving|put|transfer\w*|deposit\w*|invoic\w*|so (?:it|they|nothing))\b|\b(?:a nombre de|en la cuenta de) (?:mi |su )?${SOMEONE_ELSE}\b[^.?!]{0,50}\b(?:pasar|paso|mover|muevo|poner|pongo|transferir|depositar|cobrar|facturar)\b|\b(?:(?:(?:move|moving)\b(?!\s+(?:back\s+)?(?:to|into|in|out)\b)|transfer\w*|put|putting|keep|keeping|park|stash|send|sending|deposit\w*|switch\w*|title|sign(?:ing)? over)\b[^.?!]{0,50}\b(?:in|into|to|under|over to)\s+(?:my\s+|the\s+|a\s+)?${SOMEONE_ELSE}(?:'?s)?\b|hid(?:e|ing)\b[^.?!]{0,25}\b(?:money|cash|savings|assets|paycheck|car|funds)|(?:pasar\w*|paso|pase|pasele|poner\w*|pongo|ponga|pongale|mover\w*|muevo|transferir\w*|transfiero|transfiera|traspas\w*|depositar\w*|deposito|esconder\w*|escondo)\b[^.?!]{0,50}\b(?:a nombre de|en la cuenta de|a la cuenta de|cuenta de)\s+(?:mi\s+|un\s+|una\s+)?${SOMEONE_ELSE})` +
      // Blind set T: property signed or given over, cash kept at someone's place, a refund sent to another's account, "so they can't find it".
      String.raw`|\b(?:sign\w*|deed\w*|gift\w*|give|giving|hand\w*)\s+(?:the\s+|my\s+|it\s+|them\s+)?(?:\w+\s+){0,3}?(?:over\s+)?to\s+(?:my\s+)?${SOMEONE_ELSE}\b[^.?!]{0,40}\b(?:just in case|so (?:they|the|it|nobody|no one)|before|to keep|to protect)|\b(?:sign\w*|deed\w*)\s+(?:the\s+|my\s+)?\w+(?:\s+\w+)?\s+over\s+to\b|\bkeep\w*\s+(?:my\s+|the\s+|all\s+(?:my\s+)?)?(?:cash|money|savings|tips)\s+(?:at|with)\s+(?:my\s+)?${SOMEONE_ELSE}(?:'?s)?\b|\b(?:deposit\w*|sen[dt]\w*|direct\w*|go|goes|move|moving|put|putting|transfer\w*|pay|paid|paying)\b[^.?!]{0,30}\b(?:in|into|to)\s+(?:his|her|their|(?:my\s+)?(?:\d+[- ]?(?:year|yr)s?[- ]?old\s+|little\s+|teenage\s+|baby\s+)?${SOMEONE_ELSE}(?:'?s)?)\s+(?:bank\s+|checking\s+|savings\s+)?account\b|\b(?:move|moving|put|putting|transfer\w*)\s+(?:his|her|their)\s+(?:money|savings|paycheck|check|ssi|benefits|funds)\s+(?:in|into|to)\s+my\s+(?:own\s+)?account\b|\bso (?:they|the (?:creditor|bank|collector)|nobody|no one) (?:can'?t|cannot|won'?t|will not|don'?t|do not|never|will never|can never) (?:find|see)\b|\b(?:put|putting|keep|keeping|stash\w*|mov(?:e|ing)|hid(?:e|ing))\s+(?:it|them|the money|the cash|everything|all of it)\s+(?:somewhere|some ?place|away)\b[^.?!]{0,40}\b(?:safe|before (?:they|the \w+) (?:find|get|see)|so (?:they|nobody|no one))|\bbefore (?:they|the (?:creditor|collector|bank)) (?:find|finds|get to|gets to) (?:it|them|the money)\b|\b(?:ponerlo|guardarlo|esconderlo|moverlo)\b[^.?!]{0,30}\b(?:en (?:un )?lugar seguro|donde no (?:lo )?encuentren|antes de que (?:lo )?encuentren)\b|\bpara que no (?:lo |la |los |las |me )?(?:encuentren|vean)\b|\b(?:sacar|saco|retirar)\b[^.?!]{0,40}\b(?:dar\w*|pasar\w*|mandar\w*)\b[^.?!]{0,15}\b(?:a mi|a un|a una)?\s*${SOMEONE_ELSE}|\b(?:dar|darle|darselo|darsela|darselos|pasarle|pasarselo)\b[^.?!]{0,30}\b(?:a mi|a un|a una)\s+${SOMEONE_ELSE}\b[^.?!]{0,40}\b(?:para que no|asi no)\b` +
      // Blind set V: money handed to someone "to hold" until the case is over, and things moved to someone's garage or house before a levy.
      String.raw`|\b(?:giv\w*|gave|hand\w*|send\w*|sent|transfer\w*|leav\w*|left|pass\w*)\b[^.?!]{0,40}\bto\s+(?:my\s+|a\s+)?${SOMEONE_ELSE}\b[^.?!]{0,40}\b(?:to hold|hold (?:it|on ?to it|onto it|them|the \w+)|to (?:keep|stash|hide|sit on)|keep (?:it|them) (?:for me|safe)|for safe ?keeping|until (?:the|this|it|after|i)\b)` +
      String.raw`|\b(?:let|have|ask|get)\s+(?:my\s+)?${SOMEONE_ELSE}\s+(?:to\s+)?(?:hold|keep|stash|hide|store|sit on)\s+(?:it|them|the|my|all|on ?to|onto)\b` +
      String.raw`|\b(?:move|moving|moved|take|taking|put|putting|hide|hiding|store|storing|stash\w*|park\w*|bring|bringing|keep|keeping|leave|leaving)\s+(?:all\s+)?(?:of\s+)?(?:my\s+|the\s+|our\s+|these\s+|those\s+)?(?:\w+\s+){0,2}?(?:everything|stuff|things|tools|furniture|tvs?|couch|belongings|property|equipment|car|truck|van|cash|money|jewelry|guns?|savings|valuables|it|them)\b[^.?!]{0,30}\b(?:to|at|in|into|over to)\s+(?:my\s+|a\s+)?${SOMEONE_ELSE}(?:['’]?s)?\s+(?:garage|house|place|home|apartment|apt|shed|storage|yard|barn|basement|driveway|trailer)\b` +
      String.raw`|\b(?:dar\w*|doy|le doy|(?:se (?:la|lo|los|las)|le|les) (?:den|de|dieran|diera)|pasar\w*|paso|pasen|entregar\w*|entreguen|mandar\w*|manden|dejar\w*|dejo|dejen)\b[^.?!]{0,40}\b(?:a|con)\s+(?:mi|un|una)\s+${SOMEONE_ELSE}\b[^.?!]{0,40}\b(?:para que (?:me )?(?:lo|la|los|las) (?:guard\w*|teng\w*|cuid\w*|escond\w*)|(?:me )?(?:lo|la|los|las) guard\w*|hasta que (?:termine|se acabe|pase|acabe))` +
      String.raw`|\bque (?:mi|un|una) ${SOMEONE_ELSE} (?:me )?(?:guarde|tenga|esconda|cuide)\b` +
      // Blind set X: savings sent to a relative's account "before the trial", the Spanish verb carrying its pronoun ("pasarlos", "transferirle").
      String.raw`|\b(?:pas|transfer|mov|pon|deposit|d|regal|traspas|mand)(?:ar|er|ir)(?:se)?(?:le|les|lo|la|los|las)?\b[^.?!]{0,80}\b(?:a|en|con)\s+(?:la cuenta de\s+|el nombre de\s+|nombre de\s+)?(?:mi|un|una)\s+${SOMEONE_ELSE}\b[^.?!]{0,60}\b(?:antes (?:de|del) (?:que|la|el|juicio|sentencia|audiencia|corte|fallo|embargo)|para que no (?:me |se )?(?:lo |la |los |las )?(?:quiten|embarguen|encuentren|vean|toquen|saquen|lleven)|mientras (?:tanto|pasa|se (?:resuelve|arregla|calma)|dure))` +
      // Blind set AF: the truck or the cattle hidden at a relative's house ("esconderla en casa de mi compadre").
      String.raw`|\b(?:escond|ocult)\w*\b[^.?!]{0,40}\b(?:en (?:la )?casa de|con|donde)\s+(?:mi|un|una)\s+${SOMEONE_ELSE}\b` +
      String.raw`|\b(?:transfer\w*|mov(?:e|ing)|send|sending|giv(?:e|ing)|put(?:ting)?|deposit\w*|sign(?:ing)? over)\b[^.?!]{0,50}\b(?:to|into|in|under)\s+(?:my\s+|a\s+)?${SOMEONE_ELSE}(?:['’]?s)?\b[^.?!]{0,40}\b(?:before (?:the |my |a |they |it )?(?:trial|judgm?ent|hearing|court date|case|levy|garnish\w*|sue|get)|so (?:they|the (?:creditor|collector|court|bank|sheriff)) (?:can'?t|cannot|won'?t) (?:take|touch|get|grab|reach|levy|seize))` +
      String.raw`|\b(?:llevar\w*|llevo|mover\w*|muevo|pasar\w*|esconder\w*|escondo|guardar\w*|guardo|meter\w*)\s+(?:todas?\s+|todos\s+)?(?:mis|mi|su|sus|nuestr[oa]s?|las|los|el|la|todo|todas|todos)\s+(?:\w+\s+){0,2}?(?:cosas|herramientas|muebles|tele\w*|carro|troca|camioneta|dinero|efectivo|joyas|todo)\b[^.?!]{0,30}\b(?:a|en)\s+(?:la\s+|el\s+)?(?:casa|cochera|garaje|garage|bodega|patio|traila)\s+de\s+(?:mi|un|una)\s+${SOMEONE_ELSE}` +
      // Blind set AB: money sent to a relative's account before a levy takes it ("pase todo a su cuenta", "wire it over to her account").
      String.raw`|^(?=[\s\S]*\b(?:levy|levied|garnish\w*|freez\w*|froze|frozen|judgm?ent|creditors?|collectors?|sheriff|writ|embarg\w*|congel\w*|sentencia|cobrador\w*|acreedor\w*)\b)(?=[\s\S]*\b${SOMEONE_ELSE}\b)[\s\S]*?\b(?:should|can|could|gonna|going to|thinking (?:of|about)|plan\w* to|says?|said|told me to|wants? me to|suggest\w*|idea|want to|i'?ll)\b[^.?!]{0,30}\b(?:move|moving|shift\w*|wire|wiring|transfer\w*|send|sending|put|putting|deposit\w*|switch\w*)\b[^.?!]{0,60}\b(?:to|into|in)\s+(?:her|his|their|(?:my\s+)?${SOMEONE_ELSE}(?:['’]?s)?)\s+(?:\w+\s+)?(?:account|checking|savings|bank)\b` +
      String.raw`|^(?=[\s\S]*\b(?:embarg\w*|congel\w*|sentencia|cobrador\w*|acreedor\w*|writ|levy|garnish\w*)\b)(?=[\s\S]*\b${SOMEONE_ELSE}\b)[\s\S]*?\b(?:que|debo|deberia|puedo|podria|voy a|vamos a|pienso|quiero|quiere|mejor)\s+(?:le\s+|les\s+|se\s+)?(?:pase|pasar\w*|paso|pasamos|transfier\w*|transferir\w*|mueva|mover\w*|muevo|deposit\w*|mand\w*|ponga|poner\w*|meta|meter\w*)\b[^.?!]{0,50}\b(?:a|en)\s+(?:su|la)\s+cuenta\b` +
      // Blind set AW: the relative named, then the transfer to them said with a pronoun ("que pongamos la troca a su nombre",
      // "que se la pase a ella"). A card already "a su nombre" is told with no verb of handing over.
      String.raw`|^(?=[\s\S]*\b${SOMEONE_ELSE}\b)[\s\S]*?\b(?:pas(?:e|ar|arle|arla|arlo|amos|emos|ela|elo)|pong(?:a|amos|ala|alo)|pon(?:er|erla|erlo|erle)|transfier(?:a|o|e)|transferir\w*|traspas\w*|escritur\w*|regal(?:e|ar|arle)|firm(?:e|ar)(?:le|la|lo)?)\b[^.?!]{0,40}\b(?:a su nombre|a nombre (?:de )?(?:el|ella|ellos|ellas)|a (?:el|ella)(?! le\b))\b`,
  ),
  bank_access:
    /\bpa(?:y|ying|id|go|gar|gue)\b[^.?!]{0,40}\b(?:over|on|by|por) (?:the )?(?:phone|telefono)\b[^.?!]{0,30}\b(?:debit card|card|tarjeta|checking|cuenta)\b|\b(?:debit card|tarjeta de debito)\b[^.?!]{0,30}\b(?:over|on|by|por) (?:the )?(?:phone|telefono)\b|\b(?:(?:give|giving|read|reading|share|sharing|provide|tell|send|hand over)\b[^.?!]{0,40}\b|(?:want|wants|asked for|asking for|need|needs)\s+(?:my\s+)?)(?:debit card|card number|card info\w*|bank (?:login|password|info\w*|account (?:number|info\w*))|online banking|routing (?:and account )?number|account and routing|checking account (?:number|info\w*))|\b(?:dar|darle|darles|doy|le doy|les doy|pasar|pasarle)\b[^.?!]{0,40}\b(?:numero de (?:mi )?tarjeta|tarjeta de debito|clave del banco|contrasena del banco|numero de cuenta|datos (?:del|de mi) banco)/,
  false_identity: new RegExp(
    String.raw`\b(?:photoshop\w*|forg\w*|fak\w*|doctor\w*|edit\w*|make up|falsific\w*|inventar)\b[^.?!]{0,30}\b(?:paid in full|paid-in-full|settlement|deletion|zero balance|pagad[oa]|pago total)\b[^.?!]{0,15}\b(?:letter|carta|receipt|recibo)\b|\b(?:cpns?|credit privacy numbers?|new (?:ssn|social security number|credit (?:file|identity|profile))|(?:use|using|borrow\w*)\s+(?:my\s+)?${SOMEONE_ELSE}(?:'?s)?\s+(?:social|ssn|social security)|(?:${SOMEONE_ELSE}|someone|he|she)\b[^.?!]{0,30}\b(?:make|makes|made|can make|will make|fake)\b[^.?!]{0,30}\b(?:paid in full|paid-in-full|settlement|deletion) letter|numero de privacidad|usar el (?:seguro social|social) de (?:mi\s+)?${SOMEONE_ELSE})\b`,
  ),
  // An identity-theft report for charges the person allowed: "I let my brother use my card … file an identity theft report".
  false_report:
    /(?:\b(?:let|lent|gave|allowed|loaned)\b[^.?!]{0,40}\b(?:my|mi) (?:credit card|debit card|card|account|info\w*)|\bwith my (?:ok|okay|permission|consent|blessing)\b|\b(?:le|les) (?:deje|di|preste) (?:usar )?(?:mi )?(?:tarjeta|cuenta)|\bcon mi permiso\b)[\s\S]{0,300}\b(?:identity theft|robo de identidad|identitytheft\.gov)\b/,
  // An identity-theft report (or a 605B block) for a debt the person says is their own (blind set U: "it's probably mine … file an identity theft report").
  own_debt_report: new RegExp(
    String.raw`^(?=[\s\S]*${OWN_DEBT_SAID.source})(?=[\s\S]*\b(?:file|filing|do|make|submit|report|send|use|put in|presentar|presente|presento|hacer|haga|hago|poner|ponga|levantar|levante|reportar|reporte|denunciar|denuncia)\b[^.?!]{0,40}\b(?:identity theft|identity-theft|robo de identidad|ftc report|605b|identitytheft\.gov)\b)`,
  ),
  // Full Social Security number or ID copies asked to "verify" a debt that is not the person's.
  identity_papers: new RegExp(
    String.raw`^(?=[\s\S]*${NOT_THEIR_DEBT})[\s\S]*?(?:${IDENTIFIERS_ASKED})|` +
      /\b(?:send|sending|mail|email|give|giving|upload|fax|mande|mandar|mandarles|mando|envie|enviar|enviarles|dar|darles)\b[^.?!]{0,40}\b(?:(?:my |mi |su )?(?:full |whole |complete )?(?:social security|ssn|seguro social)(?: number| completo| numero)?|(?:a )?cop(?:y|ies|ia) (?:of |de )?(?:my |mi |su )?(?:id|license|driver'?s license|licencia|identificacion|pasaporte|passport))\b/
        .source,
  ),
  forged_paper: FORGED_PAPER,
  cash_out_retirement: CASH_OUT_RETIREMENT,
  cash_out_college: CASH_OUT_COLLEGE,
  dodge_garnishment: DODGE_GARNISHMENT,
  skip_hearing: SKIP_HEARING,
  skip_exam: SKIP_EXAM,
  signs_for_them: new RegExp(
    String.raw`\b(?:${SOMEONE_ELSE})\b[^.?!]{0,30}\b(?:sign|signs|signing|file|filing|answer|go to court|appear)\b[^.?!]{0,15}\bfor me\b|\bsign (?:my|his|her) name\b|\b(?:sign|signing|file|filing)\b(?: (?:it|them|the answer|the papers|the form))? for (?:her|him|my ${SOMEONE_ELSE})\b|\b(?:${SOMEONE_ELSE})\b[^.?!]{0,30}\b(?:firme|firma|firmar|presente|vaya a la corte)\b[^.?!]{0,15}\bpor mi\b|\bfirm(?:ar|o|arla|arlo)\b[^.?!]{0,20}\bpor (?:ella|el|mi ${SOMEONE_ELSE})\b`,
  ),
};
/**
 * Leaving income out, or saying there is none, where the person will answer under oath (a class from blind set V, e.g.
 * "should I tell them I have no income and skip the cash from my side jobs?" before a post-judgment exam). Read
 * only in a message about a court, an exam or a sworn form: "don't mention it to my mom" is no lie.
 */
const OMITS_UNDER_OATH = new RegExp(
  String.raw`\b(?:say|tell (?:them|the judge|the court|the lawyer|the attorney)|claim|swear)\s+(?:that\s+)?(?:i|we)\s+(?:get|make|earn|have|receive|got)\s+(?:nothing|no (?:income|money|job)|zero|\$0)\b` +
    String.raw`|\b(?:and|or|but|just|i'?ll|i will|can i|could i|should i|i could|i can|to)\s+(?:just\s+)?(?:not|never|don'?t|do not|won'?t)\s+(?:mention|tell (?:them|the judge|the court|anyone) about|bring up|disclose|report|list|say anything about)\s+(?:the|my|that|about|any|how|where)\b` +
    String.raw`|\b(?:i'?m not|i am not|not|never|won'?t)\s+(?:telling|going to tell|gonna tell|tell)\s+(?:them|the judge|the court|the lawyer|anyone)\s+(?:where|about|what|how much)\b` +
    String.raw`|\bwithout (?:mentioning|telling (?:them|the judge|the court) about|disclosing|reporting|listing)\s+(?:the|my|that|any)\b|\bleav\w* (?:out|off) (?:the|my|that|any)\b` +
    String.raw`|\b(?:decir|digo|decirle|decirles|le digo|les digo|declarar)\s+(?:que\s+)?(?:no (?:gano|tengo|recibo|cobro) nada|no tengo (?:ingresos|dinero|trabajo)|no trabajo|no gano)\b` +
    String.raw`|\b(?:y|o|pero|puedo|podria|mejor|voy a|para)\s+no\s+(?:mencionar|decir nada de|decir lo de|contar lo de|contar|declarar|reportar|incluir)\b|\bsin (?:mencionar|decir lo de|decir nada de|contar lo de|declarar)\b|\b(?:ocultar|esconder|callarme)\b[^.?!]{0,20}\b(?:ingreso\w*|lo que gano|el trabajo|lo de)\b`,
);
const UNDER_OATH =
  /\b(?:court|judge|exam\w*|oath|hearing|proceedings?|debtor|citation|order to appear|sworn|affidavit|questionnaire|interrogator\w*|fact information|juez|corte|tribunal|audiencia|juramento|examen|formulario|declaracion jurada|comparecer)\b/;

const COURT_PAPERS =
  /\b(?:answer|court papers|court forms?|summons|complaint|motion|filing|file it|respuesta|contestacion|papeles (?:de la corte|del tribunal)|demanda)\b/;

/** The risky plans a question tells of, in their fixed order. */
export function risksIn(folded: string): RiskyPlan[] {
  const omits = OMITS_UNDER_OATH.test(folded) && UNDER_OATH.test(folded);
  const ordered = POST_JUDGMENT_ORDER.test(folded);
  const found = RISKY_PLANS.filter(
    (risk) =>
      (RISKY[risk].test(folded) &&
        (risk !== 'false_income' || SWORN_FORM.test(folded)) &&
        (risk !== 'skip_hearing' || !ordered) &&
        (risk !== 'skip_exam' || ordered)) ||
      (risk === 'lie_to_court' && omits),
  );
  // A false income is warned against once, in its own words: a sworn application's.
  if (found.includes('false_income')) return found.filter((risk) => risk !== 'lie_to_court');
  // A forged "paid in full" letter is warned against with the credit-file fraud it comes with, once.
  if (found.includes('false_identity')) return found.filter((risk) => risk !== 'forged_paper');
  if (!found.includes('forged_paper')) return found;
  // A paper in someone else's name is the forgery's warning first, before an untrue paper's; a name signed on a letter,
  // not on court papers, is the forgery's alone.
  const rest = found.filter((risk) => risk !== 'forged_paper' && (risk !== 'signs_for_them' || COURT_PAPERS.test(folded)));
  return ['forged_paper', ...rest];
}

/** What Solo says against each plan, first in its answer, in the reply language. */
export const RISKY_PLAN_WORDS = {
  en: {
    false_income:
      "Don't put a lower income than you really earn on a fee-waiver application or any other form you sign for the court: it is signed under oath or penalty of perjury, so a false figure is perjury or fraud on the court, and if it comes out the waiver can be taken back, the fees charged to you, and you can face a fine or charges, which hurts your case too. Put your real income: you may still qualify, because courts waive the fees, or defer them (you pay later or in installments), for people whose income is low for the size of their household or who get public benefits, and a judge can grant part of a waiver. Ask the clerk for the fee-waiver or deferral form and file it with your Answer; the fee is never a reason to miss the deadline.",
    lie_to_court:
      "Don't tell the court, the creditor's lawyer or the judge anything untrue, and don't leave anything off a form you sign under oath or out of what you say at a debtor's exam (a fact information sheet, an affidavit), cash from side work included: that is perjury or contempt of court, it can bring a fine or jail for that, not for the debt, and it can cost you the protections you do have. Tell the truth and claim what the law protects for you (exempt income, exempt property, a homestead, retirement accounts); if you believe the papers were not served properly, say plainly what happened and let the court decide; if the debt really is not yours (a stolen identity, a mix-up of names), say exactly that in your Answer and bring what shows it: that is a defense, not a lie.",
    false_evidence:
      "Don't give the court or the creditor a letter or paper that says something untrue, whoever writes it (a made-up loan, a backdated note): that is fraud on the court, a crime for the writer and for you, and it can lose you the case and the exemption you are claiming. True records are what work: bank statements, pay stubs, a benefits letter, and the court's exemption form filed on time.",
    hide_money:
      "Don't move money or property into someone else's name or account, hand it to a relative or friend to hold, or move your things to someone else's house or garage to keep them from a creditor or the sheriff. A court can undo that as a fraudulent (voidable) transfer, the person holding it can be brought into the case, hiding property from a levy is concealment the judge can punish, and you would have to tell the truth about it under oath later. What protects you is lawful: before a judgment a creditor cannot take your money or things without a court order; after one, only what is not exempt, and the exemptions (benefits, part of your pay, household goods, tools of your trade, a vehicle up to a value) are claimed with the court on time, with a claim of exemption. Spending on real living costs, or putting the money toward a settlement you can afford, is lawful too.",
    bank_access:
      "Don't give a collector your debit card number, bank login or account numbers on the phone, and never an online-banking password. Get the deal in writing first (the amount, that it settles the account in full, how it will be reported); then pay once, by a method you control, such as a payment you start yourself or a money order, and keep the receipt.",
    false_identity:
      'Don\'t use a CPN ("credit privacy number") or anyone else\'s number to get credit, a lease or a loan: applying with a number that is not your own Social Security number is fraud, a federal crime, and CPNs are often stolen numbers, many of them children\'s. A "paid in full" letter the collector did not write is forgery. What works: dispute real errors on your report, get any paid or settled letter from the collector itself, and build new history on your own name.',
    signs_for_them:
      "No one can sign a person's court papers or answer a suit for them except that person or a lawyer they hire: a spouse or relative who is not a lawyer cannot, and signing someone else's name is forgery. If the person sued cannot get to court, they can ask the clerk how to file by mail or online, and sign it themselves.",
    false_report:
      "An identity-theft report is only for charges made without your permission. If you gave him the card, the card issuer can usually hold you responsible for what he charged until you told it he could no longer use it, and filing an identity-theft report that is not true is a false statement to the government, a crime. What you can do: dispute any charge you did not allow with the issuer and the collector in writing, ask for the account's statements, and settle with the person who ran up the charges; free legal aid can help.",
    own_debt_report:
      "Don't file an identity-theft report for a debt that is yours. The FTC's report is made under penalty of perjury, a false one is a federal crime, and a credit bureau can undo a block that rests on it (15 U.S.C. § 1681c-2(c)). What works instead: dispute anything on the entry that is wrong; a collection can stay on your report about 7 years from when the debt first went unpaid, and paying it does not restart that; paying or settling it, with a written promise of how it will be reported, and proof of payment to show a landlord often help.",
    identity_papers:
      "Don't give a collector or a caller your date of birth, any digits of your Social Security number, or copies of your ID to 'verify' or 'confirm' a debt that is not yours: verifying the debt is the collector's job, not yours, and those numbers are what an identity thief or a scammer needs. If they are calling about someone else, tell them they have the wrong person and number and not to call you again, and say it in writing too; a debt collector that keeps calling after that can be breaking federal law (the FDCPA, and the TCPA for robocalls to a cell phone). If an account in your name is not yours, dispute it in writing and ask for the proof that you owe it; if your identity was used without permission, report it at IdentityTheft.gov.",
    forged_paper:
      "Don't make a letter, report or court paper that looks as if it came from someone else (a doctor or clinic, an employer, a law firm's letterhead, the police, a court, the creditor), or sign someone else's name on one, even if what it says is true: that is forgery, and showing it to a judge or a collector is fraud on the court or a false report, a crime that can lose you the case and bring charges. Use the real thing instead: a note or letter asked of the one it would come from (a doctor's office writes one on request); the papers you already have (a settlement letter, your bank record of payment), sent in writing to the other side with a demand that they file what they promised, and brought to court; a report you make yourself, free, at IdentityTheft.gov or with the police; the court's own records from the clerk.",
    cash_out_retirement:
      "Think twice before cashing out a 401(k), 403(b), IRA or pension to pay a creditor: money inside a retirement plan is protected from judgment creditors (an employer plan under the federal ERISA law, an IRA under most states' laws and in bankruptcy), so a creditor usually cannot take it, and taking it out turns protected money into ordinary cash a bank levy can reach. Before age 59½ a withdrawal usually costs a 10% early-withdrawal penalty plus income tax, and an employer plan withholds 20% for tax up front, so you net much less than the balance. It is your choice; if you still want to use it, learn the tax cost first and get a written settlement for less than the full balance before you withdraw anything. Other money or a payment plan is usually the better source.",
    cash_out_college:
      "Think twice before cashing out a 529 college savings plan to pay a creditor: many states protect 529 accounts from judgment creditors by law (Florida's, Fla. Stat. § 222.22, and Texas's, Tex. Prop. Code § 42.0022, among them), and in bankruptcy what was put in more than two years before filing for a child or grandchild is protected (11 U.S.C. § 541(b)(6)). Taken out and not spent on school costs, the earnings are taxed as income with a 10% federal penalty, and once out of the plan the money is ordinary cash a bank levy can reach. Moving it to a relative's account to keep it from the creditor can be undone as a fraudulent transfer. Ask legal aid whether your state protects the account before you touch it.",
    skip_hearing:
      "Don't skip the hearing or count on a letter to the judge, or on the other side's word that you need not come, in its place: only a dismissal filed with the court ends the case, and the hearing is where it is decided, and if you (or a lawyer for you) are not there, the plaintiff can get a default judgment against you, which can lead to a wage garnishment or a bank levy. If you cannot go that day, ask the court in writing, as early as you can and well before the date, to postpone it or to let you appear by phone or video, and go unless the clerk confirms it was granted. Bring your papers and your defenses to the hearing.",
    skip_exam:
      "Don't skip the examination: it is a court order, and when a person ordered to appear stays away the judge can issue a bench warrant (a civil arrest, sometimes called a body attachment) for contempt of court: not for the debt, for ignoring the order. Go, bring what the order lists, answer truthfully, and claim what the law protects for you (exempt income and property). If you cannot go that day, ask the court in writing before the date to reschedule, and go unless the clerk confirms it was moved.",
    dodge_garnishment:
      "Don't ask your employer to pay you in cash or off the books, or move your pay or payouts somewhere else, to get around a garnishment: a wage garnishment is taken by the employer before you are paid, an employer served with the order must withhold and answers for what it fails to withhold, pay off the books breaks tax and wage laws, and hiding income from a judgment creditor can be contempt of court. Sending deposits to another bank or state does not stop a wage garnishment and can look like hiding money. What protects you is lawful: the legal limit on what can be taken from each check, your state's exemptions, and a claim of exemption or hardship filed with the court by its deadline.",
  },
  es: {
    false_income:
      'No ponga en la solicitud de exención de cuotas, ni en ningún otro formulario que firme para el tribunal, un ingreso menor que el que de verdad gana: se firma bajo juramento o so pena de perjurio, así que una cifra falsa es perjurio o fraude ante el tribunal, y si se descubre le pueden quitar la exención, cobrarle las cuotas y ponerle una multa o cargos, lo que también perjudica su caso. Ponga su ingreso real: aun así puede calificar, porque los tribunales eximen las cuotas, o las aplazan (usted paga después o en pagos), a las personas cuyo ingreso es bajo para el tamaño de su familia o que reciben beneficios públicos, y el juez puede conceder una exención parcial. Pida en la secretaría el formulario de exención o aplazamiento de cuotas y preséntelo con su Contestación; la cuota nunca es razón para dejar pasar el plazo.',
    lie_to_court:
      'No le diga al tribunal, al juez ni al abogado del acreedor nada que no sea cierto, y no deje nada fuera de un formulario que firma bajo juramento ni de lo que diga en un examen del deudor (una hoja de información, una declaración jurada), incluido el dinero en efectivo de trabajos por su cuenta: eso es perjurio o desacato, puede traer una multa o cárcel por eso, no por la deuda, y puede hacerle perder las protecciones que sí tiene. Diga la verdad y reclame lo que la ley le protege (ingresos y bienes exentos, su vivienda, sus cuentas de jubilación); si cree que no le entregaron los papeles como se debe, diga con claridad lo que pasó y deje que el tribunal decida; si de verdad la deuda no es suya (le robaron la identidad, una confusión de nombres), dígalo así en su Respuesta y lleve lo que lo demuestre: eso es una defensa, no una mentira.',
    false_evidence:
      'No le dé al tribunal ni al acreedor una carta o un papel que diga algo falso, aunque lo escriba otra persona (un préstamo inventado, una nota con fecha cambiada): es fraude al tribunal, un delito para quien lo escribe y para usted, y puede hacerle perder el caso y la exención que reclama. Lo que sirve son documentos verdaderos: estados de cuenta, talones de pago, una carta de beneficios y el formulario de exención del tribunal presentado a tiempo.',
    hide_money:
      'No pase dinero ni bienes a nombre o a la cuenta de otra persona, no se los dé a un pariente o amigo para que se los guarde, ni lleve sus cosas a la casa o el garaje de otra persona para que el acreedor o el alguacil no los alcancen. El tribunal puede anular eso como una transferencia fraudulenta, puede meter en el caso a quien los guarda, esconder bienes de un embargo es ocultación que el juez puede castigar, y más adelante tendría que decir la verdad sobre eso bajo juramento. Lo que sí le protege es legal: antes de una sentencia el acreedor no puede quitarle su dinero ni sus cosas sin una orden del tribunal; después, solo lo que no está exento, y las exenciones (beneficios, parte de su sueldo, los muebles y cosas de la casa, las herramientas de su oficio, un vehículo hasta cierto valor) se reclaman a tiempo ante el tribunal con un reclamo de exención (claim of exemption). Gastar en lo que de verdad necesita para vivir, o usar el dinero para un acuerdo que pueda pagar, también es legal.',
    bank_access:
      'No le dé a un cobrador por teléfono el número de su tarjeta de débito, su usuario del banco ni sus números de cuenta, y nunca la contraseña de su banca en línea. Pida primero el acuerdo por escrito (la cantidad, que liquida la cuenta por completo, cómo se reportará); luego pague una sola vez, con un método que usted controle, como un pago que usted mismo inicia o un giro postal, y guarde el recibo.',
    false_identity:
      'No use un CPN ("número de privacidad de crédito") ni el número de otra persona para pedir crédito, un alquiler o un préstamo: solicitar con un número que no es su propio Seguro Social es fraude, un delito federal, y los CPN suelen ser números robados, muchos de niños. Una carta de "pagado por completo" que el cobrador no escribió es una falsificación. Lo que sí funciona: disputar los errores reales de su reporte, pedirle al propio cobrador la carta de pago o de acuerdo, y crear historial nuevo a su propio nombre.',
    signs_for_them:
      'Nadie puede firmar los papeles del tribunal de una persona ni contestar una demanda por ella, salvo esa persona o un abogado que contrate: un cónyuge o un pariente que no es abogado no puede, y firmar con el nombre de otra persona es falsificación. Si la persona demandada no puede ir al tribunal, puede preguntar al secretario cómo presentar por correo o en línea, y firmarlo ella misma.',
    false_report:
      'Un reporte de robo de identidad es solo para cargos hechos sin su permiso. Si usted le dio la tarjeta, el banco emisor en general puede hacerle responsable de lo que esa persona cargó hasta que usted le avisó que ya no podía usarla, y presentar un reporte de robo de identidad que no es cierto es una declaración falsa ante el gobierno, un delito. Lo que sí puede hacer: disputar por escrito con el emisor y con el cobrador cualquier cargo que usted no permitió, pedir los estados de cuenta, y arreglar con la persona que hizo los cargos; la asistencia legal gratuita puede ayudarle.',
    own_debt_report:
      'No presente un reporte de robo de identidad por una deuda que es suya. El reporte de la FTC se hace bajo pena de perjurio, uno falso es un delito federal, y la agencia de crédito puede deshacer un bloqueo basado en él (15 U.S.C. § 1681c-2(c)). Lo que sí funciona: disputar lo que esté mal en el registro; una cuenta en cobranza puede quedar en su reporte unos 7 años desde que la deuda dejó de pagarse, y pagarla no reinicia ese plazo; pagarla o llegar a un acuerdo, con una promesa por escrito de cómo se reportará, y mostrarle al arrendador el comprobante de pago suelen ayudar.',
    identity_papers:
      'No le dé a un cobrador ni a quien le llame su fecha de nacimiento, ningún dígito de su Seguro Social ni copias de su identificación para "verificar" o "confirmar" una deuda que no es suya: verificar la deuda le toca al cobrador, no a usted, y esos datos son lo que busca un ladrón de identidad o un estafador. Si llaman por otra persona, dígales que se equivocaron de persona y de número y que no le llamen más, y dígalo también por escrito; un cobrador que sigue llamando después de eso puede estar violando la ley federal (la FDCPA, y la TCPA si son llamadas automáticas a un celular). Si una cuenta a su nombre no es suya, dispútela por escrito y pida la prueba de que usted la debe; si usaron su identidad sin permiso, repórtelo en IdentityTheft.gov.',
    forged_paper:
      'No haga una carta, un reporte ni un papel del tribunal que parezca venir de otra persona (de un médico o una clínica, de un patrón, con el membrete de un bufete, de la policía, de un tribunal o del acreedor), ni firme con el nombre de otra persona, aunque lo que diga sea cierto: eso es falsificación, y mostrárselo a un juez o a un cobrador es fraude ante el tribunal o un reporte falso, un delito que puede hacerle perder el caso y traerle cargos. Use lo verdadero: una nota o carta pedida a quien la daría (el consultorio de un médico la escribe si se la pide); los papeles que ya tiene (una carta de acuerdo, el registro de su banco del pago), enviados por escrito a la otra parte pidiendo que presente lo que prometió, y llevados al tribunal; un reporte que usted hace, gratis, en IdentityTheft.gov o con la policía; los registros del propio tribunal que le da el secretario.',
    cash_out_retirement:
      'Piénselo bien antes de sacar el dinero de un 401(k), 403(b), IRA o pensión para pagarle a un acreedor: el dinero dentro de un plan de retiro está protegido de los acreedores con sentencia (un plan del empleador por la ley federal ERISA, una IRA por las leyes de la mayoría de los estados y en bancarrota), así que en general el acreedor no puede tomarlo, y al sacarlo se vuelve dinero común que un embargo de cuenta sí alcanza. Antes de los 59½ años un retiro suele costar una multa del 10% más el impuesto sobre la renta, y un plan del empleador retiene el 20% de impuestos por adelantado, así que recibe mucho menos que el saldo. La decisión es suya; si aun así quiere usarlo, averigüe primero el costo en impuestos y consiga por escrito un acuerdo por menos del saldo total antes de sacar nada. Otro dinero o un plan de pagos suele ser mejor fuente.',
    cash_out_college:
      'Piénselo bien antes de sacar el dinero de un plan 529 de ahorro universitario para pagarle a un acreedor: muchos estados protegen las cuentas 529 de los acreedores con sentencia por ley (Florida, Fla. Stat. § 222.22, y Texas, Tex. Prop. Code § 42.0022, entre ellos), y en una bancarrota lo que se depositó más de dos años antes, para un hijo o un nieto, queda protegido (11 U.S.C. § 541(b)(6)). Si lo saca y no lo usa en gastos de estudio, las ganancias pagan impuesto sobre la renta más una multa federal del 10%, y fuera del plan el dinero es efectivo común que un embargo de cuenta sí alcanza. Pasarlo a la cuenta de un pariente para que el acreedor no lo alcance puede anularse como una transferencia fraudulenta. Pregunte a la asistencia legal si su estado protege la cuenta antes de tocarla.',
    skip_hearing:
      'No falte a la audiencia ni cuente con que una carta al juez, o la palabra de la otra parte de que no hace falta ir, la reemplace: solo un desistimiento presentado ante el tribunal termina el caso, y en la audiencia se decide, y si usted (o un abogado suyo) no está, el demandante puede obtener una sentencia en rebeldía (default judgment) en su contra, que puede llevar a un embargo de sueldo o de cuenta. Si no puede ir ese día, pida por escrito al tribunal, cuanto antes y bastante antes de la fecha, que la pospongan o que le permitan comparecer por teléfono o por video, y vaya salvo que la secretaría le confirme que se concedió. Lleve sus papeles y sus defensas a la audiencia.',
    skip_exam:
      'No falte al examen: es una orden del tribunal, y cuando la persona citada no se presenta el juez puede dictar una orden de arresto civil (bench warrant o body attachment) por desacato al tribunal: no por la deuda, sino por no cumplir la orden. Vaya, lleve lo que pide la orden, conteste con la verdad y reclame lo que la ley le protege (ingresos y bienes exentos). Si no puede ir ese día, pida por escrito al tribunal antes de la fecha que lo cambien, y vaya salvo que la secretaría le confirme que se cambió.',
    dodge_garnishment:
      'No le pida a su patrón que le pague en efectivo o por debajo de la mesa, ni cambie su sueldo o sus pagos a otro lado, para escaparse de un embargo: el embargo de sueldo lo descuenta el patrón antes de pagarle, el patrón que recibe la orden tiene que descontar y responde por lo que no descuente, pagar por debajo de la mesa viola las leyes de impuestos y de salarios, y esconder ingresos de un acreedor con sentencia puede ser desacato al tribunal. Mandar los depósitos a otro banco o a otro estado no detiene un embargo de sueldo y puede parecer que esconde dinero. Lo que sí le protege es legal: el límite de lo que pueden quitarle de cada cheque, las exenciones de su estado, y un reclamo de exención o de necesidad presentado ante el tribunal a tiempo.',
  },
} satisfies Record<Language, Record<RiskyPlan, string>>;
