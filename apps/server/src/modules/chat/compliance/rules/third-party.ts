import { isRemedyUndone } from '../case-facts.js';
import { CONSENT_GIVEN_SOURCE, isConsentGiven, isConsumerChoice } from '../meaning.js';
import { type Exemptions, matchAll, textRule } from './negation.js';
import { GROUP_ADDRESSED, GROUP_ADDRESSED_ES, isReadBySomeoneElse, keepWhatOthersAreTold } from './third-party-reader.js';
import type { Check, Patterns, Rule } from './types.js';
import { DEBT_WORDS, DEBT_WORDS_ES, OTHER_PEOPLE_ES, OTHERS, OTHERS_ES, OTHERS_NOT_SPOUSE } from './vocabulary.js';

// Rule third-party (who reads the message, and what 1692c leaves of a finding once that is known: third-party-reader.ts).

/** Who has a say over the consumer at work or in the service: the command, a sergeant, the boss, payroll. */
const SUPERIORS =
  '(?:chief|captain|lieutenant|charge nurse|chain of command|command|commanding officer|commander|co|first sergeant|platoon sergeant|master sergeant|sergeant|unit commander|company commander|division officer|supervising officer|employer|boss|supervisor|manager|foreman|hr|human resources|payroll(?: office| department)?)';
const SUPERIORS_ES =
  '(?:comandante|oficial al mando|sargento(?: primero| mayor)?|cadena de mando|capitan|teniente|jefe|jefa|patron|patrona|empleador|supervisor|supervisora|recursos humanos|nomina)';

/**
 * A call to someone else only to find the consumer, naming no debt: what 1692b allows ("we called
 * your sister's number trying to find you and only asked for your contact information").
 */
const LOCATION_ONLY =
  /\b(?:trying|tried|try|to) (?:to )?(?:find|locate|reach|get in touch with|get hold of) you\b|\bonly (?:asked|ask|asking) (?:them |her |him )?(?:for|about|where|how) (?:your |to )?(?:contact|location|address|phone|number|whereabouts|new number|reach you)\b|\blocation information\b|\bto (?:get|find|ask for|confirm|verify|update) (?:a |an |the |your )?(?:good |current |new |working |better |correct |right )?(?:number|phone(?: number)?|address|contact(?: info(?:rmation)?)?|way to reach you)\b|\b(?:didn't|did not|never) (?:tell|say|mention)\w* (?:him|her|them|anyone|anybody)? ?what (?:it|this|the call) (?:was|is) (?:about|for|regarding)\b|\bpara (?:conseguir|pedir|confirmar|obtener) (?:su |un |el )?(?:numero|telefono|direccion|contacto)\b|\bno (?:le |les )?(?:dije|dijimos|mencione|mencionamos) (?:de )?(?:que|para que) (?:se trataba|era|llamaba)\b|\bsolo (?:le |les )?pregunt\w* (?:por |como )?(?:su |localizarl[oa] )?(?:telefono|direccion|contacto|numero)?/;
const DEBT_NAMED = /\b(?:owe\w*|debt|balance|bill|collect\w*|past due|overdue|payment|pay|deuda|debe|saldo|cobr\w*|pago)\b/;
/**
 * A contact made to hang on the debt's outcome ("if we can't sort out the account this week, I'll message your friends to find you",
 * or "Then I'll …" after the question) is leverage, not a search for someone the firm cannot find.
 */
const OUTCOME_CONDITION =
  /\b(?:if|unless|until)\b[^.!?]{0,40}\b(?:sort\w* (?:\w+ ){0,4}?out|pay\w*|settle\w*|resolv\w*|work\w* (?:\w+ ){0,2}?out|take care of|clear\w* (?:up|it|this)|hear back|get back to (?:me|us))\b|^\W*(?:then|otherwise|or else|if not|de lo contrario|si no)\b|\b(?:si no|a menos que|hasta que)\b[^.!?]{0,40}\b(?:arregl|pag|resolv|liquid|contest|respond|llam)\w*/;
const isLocationContact = (sentence: string) =>
  LOCATION_ONLY.test(sentence) && !DEBT_NAMED.test(sentence) && !OUTCOME_CONDITION.test(sentence) && !REASON_TOLD.test(sentence);

/**
 * Someone who is not the consumer asked to pay the consumer's debt or to pass it on ("any chance you can take care of it
 * for him", "¿le pueden decir a Rosa que su cuenta tiene saldo vencido?"). The request is the firm's, so "you can" is no
 * choice of the consumer's here.
 */
const ASKED_OF_OTHERS: Patterns = {
  en: [
    // Someone else asked to remind or chase the consumer: "I'll ask her to remind you about the plan", "have him get on you about it".
    /\b(?:ask|asking|have|get|tell|telling|want) (?:him|her|them)\b (?:to )?(?:remind|nudge|ping|tell|get (?:after|on)|push|bug|chase) you\b[^.!?]{0,15}\b(?:about|of|to pay|regarding|re)\b/,
    /\b(?:(?:can|could|would|will) you|you (?:can|could|might))\b[^.!?]{0,30}\b(?:take care of|pay|cover|handle|settle|clear|chip in on)\b (?:off )?(?:it|this|that|the (?:\w+ )?(?:bill|balance|debt|account)|(?:his|her|their) (?:[\w-]+ ){0,3}?(?:bill|balance|debt|account|loan))\b[^.!?]{0,20}\bfor (?:him|her|them|your (?:dad|mom|father|mother|son|daughter|brother|sister|grandma|grandpa|grandmother|grandfather|uncle|aunt|parents?|kid|roommate|friend|cousin|boyfriend|girlfriend|nephew|niece|in-laws?|mother-in-law|father-in-law))\b|\bpay (?:off )?(?:your (?:dad|mom|father|mother|son|daughter|brother|sister|grandma|grandpa|grandmother|grandfather|uncle|aunt|parents?|kid|roommate|friend|cousin|boyfriend|girlfriend|nephew|niece|in-laws?|mother-in-law|father-in-law)'s|(?:his|her|their) (?:[\w-]+ ){0,3}?(?:bill|balance|debt|account|loan))\b[^.!?]{0,30}\b(?:for (?:him|her|them)|on (?:his|her|their) behalf)\b/,
    // The debt of the person to be told, told to the reader: "you could tell her the lease is $2,100 past due". Not the reader's own
    // debt ("your balance"), so the reader's "you could" chooses nothing of theirs.
    /\b(?:tell|remind|let|warn|inform) (?:him|her|them)(?: know)? (?:that )?(?:the|his|her|their) (?:[\w-]+ ){0,4}?(?:is|are|was|has been|have been)\b[^.!?]{0,30}(?:\$ ?\d|\b(?:past due|overdue|behind|late|unpaid|delinquent|outstanding|in collections?)\b)/,
    /\b(?:tell|let|remind|ask|inform|pass (?:it )?(?:along|on) to)\b (?!(?:me|us|you)\b)[a-z]+(?: [a-z]+){0,4}? (?:know )?(?:that )?(?:his|her|their) (?:[\w-]+ ){0,4}?(?:bill|balance|account|debt|loan|card|payment)s?\b[^.!?]{0,40}(?:\$ ?\d|\b(?:past due|overdue|behind|late|unpaid|owed|due|outstanding|delinquent|in collections?)\b)/,
    // "Please let your carrier Carl know that Prairie Recovery still hasn't received his $1,045 payment".
    // (The rest is a lookahead: its "hasn't received" tells the debt, and is not a denial of the request.)
    /\b(?:let|tell|remind|inform)\b (?!(?:me|us|you)\b)(?:[a-z]+ ){1,5}?know\b(?=(?: that)? [^.!?]{0,60}\b(?:his|her|their)\b[^.!?]{0,30}(?:\$ ?\d|\b(?:payment|balance|bill|debt|account)\b))/,
    // Someone at work or where the consumer lives said able to help the consumer remember the debt, or the firm collect it:
    // "your roommate might help you keep track of the $300", "your manager might help us sort this out".
    new RegExp(
      String.raw`\b(?:(?:folks|people|staff|ladies|guys|nurses|someone|somebody|anyone|everyone) (?:at|in|from|over at) (?:the |your )?(?:[\w'-]+ ){0,3}?|your |the )${OTHERS}\b(?! (?:at|in|of) (?:our|this)\b)[^.!?]{0,30}\b(?:can|could|might|may|will|would)\b (?:\w+ ){0,2}?(?:help (?:you )?(?:remember|recall|keep track of|not forget)|help us (?:\w+ ){0,2}?(?:sort|figure|get|collect|settle|resolve|clear|reach|find)\w*|remind you (?:about|of))\b`,
    ),
  ],
  es: [
    // A quien lee, de una vecina por su nombre: "¿le puede decir a la señora Rosa del 4B que tiene un pago pendiente?" (blind set AF).
    /\b(?:le|me|nos) (?:puede|podria|pudiera|puedes|podrias) (?:decir|avisar|comentar|recordar|pasar (?:el|un|este) (?:mensaje|recado))\b (?:a )?(?:la |el |al )?(?:senora|senor|sra\.?|sr\.?|vecin[oa]|don|dona|muchach[oa])?\b[^.!?]{0,50}\b(?:debe|adeuda|tiene (?:un |una |su )?(?:pago|deuda|saldo|cuenta|balance|factura)s?(?: pendientes?| atrasad[oa]s?| vencid[oa]s?)?)\b/,
    // El recado pedido a quien lee: "¿le puede avisar que su préstamo está atrasado?".
    /\b(?:le )?(?:puede|podria|pueden|podrian)\b (?:usted )?(?:avisar|decir|comentar|recordar)(?:le)? (?:a (?:el|ella|[a-z]+) )?(?:de )?que (?:su|el|la) (?:\w+ ){0,3}?(?:esta|sigue|va|quedo) (?:atrasad|vencid|pendiente|en cobranza|sin pagar)\w*/,
    new RegExp(String.raw`\b${OTHERS_ES}\b[^.!?]{0,40}\b(?:para )?que (?:le|te) (?:recuerde|avise|diga|presione|insista)\w*\b`),
    /\b(?:decir|decirle|diganle|digale|digan|avisar|avisarle|avisenle|recordar|recordarle|recuerdenle|comentar|comentarle|pasarle el (?:recado|mensaje))\w* a (?!usted\b)[a-z]+ (?:de )?que\b[^.!?]{0,80}\b(?:saldo|deuda|debe|vencid[oa]|atrasad[oa]|pendiente|cobro|cobranza)\b/,
    // "Díganle a Héctor que los $560 siguen sin pagarse", "díganle porfa que seguimos esperando el payment de $275".
    /\b(?:diganle|digale|dile|avisenle|avisele|recuerdenle|recuerdele|comentenle)\b (?:a (?!(?:su |tu )?abogad)[a-z]+ )?(?:\w+ )?que\b(?=[^.!?]{0,80}(?:\$ ?\d|\b(?:saldo|deuda|debe|vencid[oa]|atrasad[oa]|pendiente|sin pagar\w*|payment)\b))/,
    /\b(?:puede|podria|pueden|podrian|quiere|quisiera)\b[^.!?]{0,30}\b(?:pagar|cubrir|liquidar|encargarse de|hacerse cargo de|ayudar con)\w*\b[^.!?]{0,40}\bpor (?:el|ella|ellos|su (?:papa|mama|padre|madre|hij[oa]|herman[oa]|abuel[oa]|ti[oa]|prim[oa]|novi[oa]|amig[oa]|suegr[oa]|sobrin[oa]))\b|\b(?:pagar|cubrir|liquidar)\w* (?:la (?:deuda|cuenta)|el saldo) (?:de|a) su (?:papa|mama|padre|madre|hij[oa]|herman[oa]|abuel[oa]|ti[oa]|prim[oa]|novi[oa]|amig[oa]|suegr[oa]|sobrin[oa])\b/,
    // Alguien del trabajo o de donde vive la persona que "le puede ayudar a acordarse" de la deuda: el encargo es de la empresa.
    new RegExp(
      String.raw`\b(?:(?:la gente|el personal|alguien|las enfermeras|los de|las de) (?:de |en )?(?:la |el |su )?(?:[a-z]+ ){0,3}?(?:recepcion|oficina|administracion|trabajo|iglesia|residencia|asilo)|${OTHERS_ES})\b[^.!?]{0,30}\b(?:le |la |lo |nos )?(?:puede|pueden|podria|podrian)\b (?:\w+ ){0,2}?(?:ayudar(?:le|la|lo)? a (?:recordar|acordarse|no olvidar)|recordarle|ayudarnos a (?:cobrar|resolver|arreglar|localizar))\w*`,
    ),
  ],
};
const alsoAskedOfOthers =
  (check: Check): Check =>
  (m, ctx) => {
    const hit = check(m, ctx);
    const asked = matchAll(m, ASKED_OF_OTHERS, { negatable: true }).filter((t) => !hit?.triggers.includes(t));
    if (asked.length === 0) return hit;
    return { action: 'block', triggers: [...(hit?.triggers ?? []), ...asked] };
  };

/** The reason for a call, named: what a third party must not be told (1692b(2)). */
/**
 * The sender's contact held over the reader as a condition: "pay by Friday and I won't have to give them a call", "I'd hate to have
 * to call her". A contact the sender would be driven to is a contact threatened.
 */
const HAVE_TO = String.raw` (?:won't|wont|will not|wouldn't|wouldnt|would not|may|might|will|would|'ll|'d) (?:even )?(?:have|need) to| (?:'d|would) hate to have to| (?:don't|do not) want to have to`;
/** A channel others read or run: a school's parent portal, a church's group, an employer's HR portal, a neighbourhood app. */
const SHARED_CHANNEL = String.raw`(?:through|via|on|in|over) (?:the |your |his |her |their )?(?:[\w'-]+ ){0,3}?(?:parent portal|school (?:app|portal|website|office)|class(?:room)? (?:app|group|chat)|pta|church(?:'s)? (?:group|bulletin|newsletter|page|chat|office)|hr portal|employee portal|company (?:intranet|portal|slack|chat)|group chats?|group texts?|facebook group|neighbou?rhood (?:app|group)|nextdoor|linkedin)\b`;
const PURPOSE = String.raw`\b(?:why (?:we(?:'re| are| keep| need to| have been|'ve been)|i(?:'m| am| keep| need to| have been|'ve been)) (?:(?:trying|attempting) to )?(?:call(?:ing)?|contact(?:ing)?|reach(?:ing)? (?:out|you|him|her|them)|writ(?:e|ing)|text(?:ing)?|get(?:ting)? (?:in touch|a ?hold of|hold of)|look(?:ing)? for (?:you|him|her|them)|talk(?:ing)? to (?:you|him|her|them))|what (?:the|our|this|my) (?:call|calls|message|visit|letter) (?:is|are) about|the (?:reason|purpose) (?:for|of|behind) (?:the|our|my|this) (?:call|contact|visit|message))\b`;
/** The reason for the calls to be told to someone: "let them know why we're trying to reach you" seeks no location (set BA). */
const REASON_TOLD = new RegExp(String.raw`\b(?:let (?:\w+ )?know|tell\w*|explain\w*|inform\w*)\b[^.!?]{0,20}${PURPOSE}`);

/** What clears a reading of the debt told to others, in the rule's phrasings and its frame alike. */
export const THIRD_PARTY_EXEMPTIONS: Exemptions = {
  // The employer asked to stop a garnishment that was released is told of no debt to collect.
  // A choice offered to the reader is the consumer's only when the reader is the consumer ("usted es el casero…; puede decirle…" is not).
  exemptClause: (clause, text) => (isConsumerChoice(clause) && !isReadBySomeoneElse(text)) || isRemedyUndone(clause),
  // A contact the consumer asked for ("per your request, I'll call your son") has the consumer's consent.
  exempt: (sentence) => isLocationContact(sentence) || isConsentGiven(sentence),
};

export const thirdPartyRule: Rule = {
  id: 'third-party',
  citation: '15 U.S.C. 1692c(b); 12 CFR 1006.6(d)(1)',
  description: 'Disclosure of the debt to third parties',
  suggestion: () => 'Remove any mention of contacting other people about the debt.',
  check: alsoAskedOfOthers(
    textRule(
      {
        en: [
          // Telling others offered as a question or a jibe: "how would your church group feel hearing about the loan?", "would you like your
          // boss to know about the bill?", "maybe I'll just send the balance straight to him" (the boss named before), "figured they'd want to
          // know one of their nurses isn't paying her bills".
          new RegExp(
            String.raw`\b(?:would|will|wouldn't)\b (?:your|ur) (?:\w+ )?${OTHERS}\b(?: (?:at|from|over at|down at|on)(?: [\w&'.-]+){1,5}?)? (?:want|like|care|be (?:happy|glad|interested)) to (?:hear|know|find out|learn|see|read) about\b|\b(?:how would|would you like|do you want|you want|wouldn't want|would you want)\b[^.!?]{0,10}\b(?:your|ur) (?:\w+ )?${OTHERS}\b[^.!?]{0,20}\b(?:to )?(?:hear|hearing|know|knowing|find out|finding out|learn|learning|see|seeing|read|reading)\b[^.!?]{0,10}\babout\b|\b(?:send|forward|pass|mail|email|text)\w*\b (?:the |your |this |that )?(?:\w+ )?(?:balance|bill|debt|statement|invoice|account)\b (?:straight |right |directly )?to (?:him|her|them)\b(?<=\b${OTHERS}\b[\s\S]{0,150})|\b(?:they|he|she|the \w+|your \w+)(?:'d| would)? (?:should |might |would |'d )?(?:want to |like to |ought to |deserve to )?know\b[^.!?]{0,60}?\b(?:(?:isn't|is not|aren't|are not|not|never) (?:paying|pay)|owes?|debts?|bills?|behind on)\b`,
          ),
          // Others' reaction to the debt wondered aloud: "wonder how the 7:15 carpool would feel knowing who's been ghosting the phone bill".
          /\b(?:wonder\w*|imagine|curious)\b[^.!?]{0,10}\b(?:how|what)\b[^.!?]{0,40}(?<!\byou )\b(?:would|will|might|'d|gonna) (?:feel|think|react|say)\b[^.!?]{0,20}\b(?:knowing|if (?:they|she|he|everyone|everybody) (?:knew|found out|heard|learned|saw)|to (?:know|hear|find out|learn|see))\b/,
          // Someone else expected to relay the debt: "try your supervisor, maybe she can pass along that you owe Discover".
          /\b(?:she|he|they|someone|somebody)\b (?:can|could|will|would|might|may) (?:\w+ )?(?:pass (?:it |this )?(?:along|on)|relay|let you know|tell you)\b[^.!?]{0,40}(?:\b(?:owe\w*|debt|balance|past due|overdue)\b|\$ ?\d)/,
          // Telling others offered as the price of silence: "if you'd rather HR not hear about the $900, just pick up" (blind set AF).
          /\bif you(?:'d| would) (?:rather|prefer)\b (?:that )?(?:[\w'-]+ ){1,6}?(?:not|didn't|never|wasn't|weren't) (?:hear|know|find out|learn|get wind|see)\b/,
          // The debt let slip in a call to the workplace, or posted on a public list of debtors (blind set AF): "I'm calling your
          // manager to verify employment and it might just come up", "your account is on our public page of 90+ day accounts".
          new RegExp(
            String.raw`\b${OTHERS}\b[\s\S]{0,160}?\b(?:it|the (?:debt|balance|account|bill|loan)|your (?:debt|balance|account|bill))\b (?:might|may|could|would|will|is bound to|is likely to)(?: just| probably| easily| well)? (?:come up|slip out|get mentioned|be mentioned|get brought up|be brought up)\b`,
          ),
          /\b(?:public|community|facebook|online|social media|instagram|website) (?:page|list|post|board|wall|group|feed)\b[^.!?]{0,40}\b(?:accounts?|debtors?|deadbeats?|delinquen\w*|past due|overdue|\d+\+? ?days?)\b|\byou(?:'ve| have) been tagged\b/,
          // The consumer's commanding officer or chain of command told, or to be told, of the debt.
          /\b(?:contact|call|notify|tell|inform|reach out to|email|write to|loop in|talk to|let)\w*\b[^.!?]{0,20}\b(?:your|his|her) (?:commanding officer|commander|co|first sergeant|chain of command|unit commander|command|platoon sergeant|supervising officer)\b|\b(?:commanding officer|commander|first sergeant|chain of command)\b[^.!?]{0,80}\b(?:we(?:'ll| will| are going to|'re going to|'re gonna) (?:contact|call|notify|tell|inform|reach out|email|write)|(?:will|is going to) (?:hear|know|be told) (?:from us|about (?:this|it|the (?:debt|balance|account))))\b/,
          // The debt taken through the consumer's (or a spouse's) command or boss, or that person said able to see it paid:
          // "we'll work through his platoon sergeant", "your husband's CO can help make sure the $300 gets paid".
          new RegExp(
            String.raw`\b(?:go|goes|going|went|gone|work|works|working|route|routing|run|running|push|pushing|handle|handling|take|taking|bring|bringing|do|doing|get|getting|settle|settling|sort|sorting)\b(?: (?:this|it|that|things|everything|the (?:\w+ )?(?:account|balance|debt|bill|matter|loan)))?(?: (?:up|over|out|along|straight))? (?:through|via|by way of) (?:your|his|her|their)(?: (?:husband|wife|spouse|partner)'s)? (?:\w+ )?${SUPERIORS}\b`,
          ),
          new RegExp(
            String.raw`\b(?:your|his|her|their)(?: (?:husband|wife|spouse|partner)'s)? (?:\w+ )?${SUPERIORS}\b(?!'s)[^.!?]{0,20}\b(?:can|could|will|would|may|might|is going to)\b (?:\w+ ){0,2}?(?:help|make sure|see (?:to it )?that|ensure|get|have)\b[^.!?]{0,60}(?:\$ ?\d|\b(?:balance|bill|debt|loan|payments?|installments?|account|arrears)\b)`,
          ),
          // Posting the debt where others see it, or others finding out, said as a prospect.
          // The reader told what a relative of theirs owes ("I haven't been able to reach your sister Kim about the $1,150 she owes"):
          // the reader is not the one who owes (a spouse may be told, third-party-reader.ts).
          new RegExp(String.raw`\b(?:your|ur) (?:\w+ )?${OTHERS_NOT_SPOUSE}\b[^.!?]{0,40}\b(?:she|he|they) (?:still )?(?:owes?|has to pay|needs to pay)\b`),
          // The reader asked to pass the debt on to someone else: "can you tell your dad he owes $1,240".
          /\b(?:can|could|would|will) you (?:please )?(?:tell|let|remind|give|pass (?:on|along) to)\b[^.!?]{0,10}\b(?:your|ur) (?:\w+ )?(?:mom|dad|mother|father|parents?|wife|husband|sister|brother|son|daughter|grandma|grandpa|roommate|boss)\b[^.!?]{0,40}\b(?:owes?|debt|balance|bill|pay|\$ ?\d)/,
          // A third person asked to pass the message on: "could you let Pastor Reyes know we need to hear from him about the balance".
          /\b(?:can|could|would|will) you (?:please )?(?:let|tell|remind|ask|have) (?!me\b|us\b|you\b|yourself\b)(?:[a-z]+ ){1,3}?(?:know|call|contact|reach out)\b[^.!?]{0,60}\b(?:balance|bill|debt|owes?|past due|collections?|payment)\b/,
          // The debt asked about in a group or online: "I'll just post in the moms group and ask if anyone knows how to reach you about the bill".
          /\bpost\w*\b[^.!?]{0,40}\b(?:group|facebook|page|nextdoor|instagram|tiktok|twitter|social media|feed|wall|forum|online)\b[^.!?]{0,80}\b(?:balance|bill|debt|owes?|past due|account|reach you|find you)\b/,
          // A third party told about the debt, said as done: "I messaged your parents about the $8,900", "told your dispatcher it was about the debt".
          /\b(?:told|messaged|dm'?d|texted|called|emailed|wrote to|let|informed|notified|reached out to|contacted)\b[^.!?]{0,10}\b(?:your|his|her)(?: \w+)? (?:parents?|mom|dad|mother|father|wife|husband|spouse|sister|brother|son|daughter|kids?|family|relatives?|grandparents?|boss|employer|manager|supervisor|dispatcher|foreman|coworkers?|co-workers?|commander|commanding officer|sergeant|landlord|neighbors?|neighbours?|pastor|church|friends?|roommates?|in-laws?)\b[^.!?]{0,60}\b(?:about|regarding|that you owe|it was about|know about)\b[^.!?]{0,30}\b(?:debt|balance|bill|loan|account|owe|\$ ?\d)/,
          /\b(?:post|posting|posted|list|listing|put|putting|share|sharing|publish\w*)\b[^.!?]{0,60}\b(?:facebook|instagram|twitter|tiktok|nextdoor|social media|bulletin board|newsletter|website|group chat|most delinquent|wall of shame)\b/,
          /\b(?:everyone|everybody|all of them|people|your (?:family|relatives|guests|neighbors|neighbours|coworkers|friends))\b[^.!?]{0,20}\b(?:found|find|finds|finding) out (?:about|that)\b/,
          new RegExp(
            String.raw`\b(?:we|i|we'll|i'll|we've|i've|we're|i'm|our (?:office|team|firm|staff|investigator)|someone from (?:our|the) (?:office|firm)|us)\b(?:(?!\byou\b)[^.!?]){0,30}\b(?:tell|telling|told|explain(?:ed|ing)? (?:it |this |that |the (?:situation|account|balance|matter) )?to|inform|informing|informed|notify|notifying|notified|contact|contacting|contacted|call|calling|called|phone|phoning|phoned|ring|ringing|email|emailing|text|texting|reach out to|reaching out to|reached out to|speak (?:to|with)|spoke (?:to|with)|spoken (?:to|with)|talk (?:to|with)|talked (?:to|with)|let|alert|write to|visit|mail|message|messaging|messaged|dm|dming|dm'?d|inbox|hit up|ping)\b[^.!?]{0,20}\b(?:your |the )?${OTHERS}\b`,
          ),
          new RegExp(
            String.raw`\byour ${OTHERS}(?: (?:at|from|over at|down at|on)(?: [\w&'.-]+){1,4}?)? (?:will|is going to|are going to|may|might|could|would|should) (?:be )?(?:notified|told|informed|contacted|called|hear|find out|learn|know|get a call|getting a call|getting (?:a |an )?(?:letter|visit|email|message|text)|receive|receiving)\b`,
          ),
          /\beveryone at your (?:work|job|office|church|school)\b/,
          new RegExp(
            String.raw`\b(?:a|one|the|my|our) (?:\w+ )?(?:call|letter|visit|email|message|note|text) (?:goes |is going |will go )?to your ${OTHERS}\b`,
          ),
          // The consumer's friends or followers online written to: "I'll reach out to some of your Facebook friends", "DM your followers".
          /\b(?:we|i)(?:'ll| will|'m going to| am going to|'re going to| are going to|'m gonna| might| may| could| can)? (?:just |also |then |probably |start (?:to )?)?(?:message|messaging|dm|pm|inbox|text|email|contact|reach out to|write to|hit up|ping|tag|friend request)\b[^.!?]{0,30}\b(?:your|his|her) (?:\w+ )?(?:friends|followers|contacts|connections|friends list|mutuals)\b/,
          // Contact through a public social-media channel (1006.22(f)(4)): comments on the consumer's posts, a public reply.
          /\b(?:comment\w*|repl(?:y|ies|ying)|post\w*|writ\w*|leav\w* (?:a |an )?(?:comment|note|message|reply))\b (?:\w+ ){0,2}?(?:on|under|to) (?:your|her|his) (?:(?:\w+ )?(?:posts?|photos?|pictures?|pics?|wall|timeline|feed|stories|story|videos?|reels?|tweets?)|(?:facebook|fb|instagram|ig|insta|twitter|tiktok|linkedin|youtube|snapchat)(?: (?:profile|page|account))?)\b|\b(?:facebook|fb|instagram|ig|insta|twitter|tiktok|nextdoor|linkedin|social media|youtube|snapchat)\b[\s\S]{0,120}?\bpublic(?:ly)?\b (?:\w+ )?(?:comments?|posts?|repl(?:y|ies)|messages?|notes?|threads?|shout ?outs?)\b|\bpublic(?:ly)?\b (?:\w+ )?(?:comments?|posts?|repl(?:y|ies)|messages?|notes?)\b[\s\S]{0,120}?\b(?:facebook|fb|instagram|ig|insta|twitter|tiktok|nextdoor|linkedin|social media|youtube|snapchat)\b/,
          /\btag\w* you\b[^.!?]{0,60}\b(?:facebook|instagram|twitter|tiktok|public\w*|page|post|group|story|stories)\b/,
          // The message itself a public reply (blind set AX): it answers the consumer's own post or asks to move to private while naming the debt.
          /\b(?:(?:dm|pm|inbox) (?:us|me)|(?:send|shoot) (?:us|me) an? (?:dm|pm)|(?:love|loving|nice|great|cute|gorgeous|awesome) (?:the |your |those |these )?(?:\w+ )?(?:pics|pictures|photos|post|selfies?|reel|story|video))\b(?:(?<=(?:\$ ?\d|\b(?:balance|debt|owe\w*|past due|overdue|bill)\b)[\s\S]{0,200})|(?=[\s\S]{0,200}(?:\$ ?\d|\b(?:balance|debt|owe\w*|past due|overdue|bill)\b)))/,
          // Someone else told why the firm calls: "I'll make sure she understands why we're calling", "explain what the call is about".
          new RegExp(
            String.raw`\b(?:make sure|ensure|so that|let|tell|explain to|inform|remind)\b (?:she|he|they|him|her|them)\b (?:\w+ )?(?:understands?|knows?|is aware|are aware|know|understand|learns?|hears?)?\s?(?:exactly |just )?${PURPOSE}|(?<=\b(?:your|the) (?:\w+ )?${OTHERS}\b[^.!?]{0,100})\b(?:explain|tell|mention|say|share|let (?:\w+ )?know)\w*\b[^.!?]{0,20}${PURPOSE}`,
          ),
          // The contact announced by a pronoun once the person is named: "your company commander can help you find time. I'll reach out to him Monday",
          // "I've got your mom's number … should I loop her in" (set AS).
          // Asked for by the consumer before it ("you asked us to speak with your daughter. I'll call her today"), it is consented to (1692c(b)).
          new RegExp(
            String.raw`(?<=\b(?:your|his|her) (?:\w+ )?${OTHERS}\b(?!'s\b(?! (?:(?:cell|phone|home|work|contact) )?(?:number|phone|cell|contact|email|info)))[\s\S]{0,160})(?<!(?:${CONSENT_GIVEN_SOURCE})[\s\S]{0,200})\b(?:i|we)(?:'ll| will|'m going to| am going to|'re going to| are going to|'m gonna|'re gonna| plan to| intend to|${HAVE_TO})? (?:also |just |then |probably |definitely )?(?:(?:call|ring|phone|text|email|message|contact|reach out to|write to|talk to|speak (?:to|with)|visit|tell|notify|inform|loop in|give) (?:him|her|them)|(?:loop|bring|pull|get) (?:him|her|them) (?:in|into (?:this|it)|involved))\b`,
          ),
          // The announcement with its subject dropped: "gonna text your supervisor", "about to call your landlord".
          new RegExp(
            String.raw`(?<!\byou(?:'re| are) |\bare you )\b(?:gonna|going to|fixing to|fixin to|about to|planning to) (?:go ahead and )?(?:text|call|email|contact|ring|message|notify|tell|inform|reach out to|write to|visit|loop in|ping|dm)\b[^.!?]{0,20}\byour (?:\w+ )?${OTHERS}\b`,
          ),
          // Softer: the employer "may need to verify your employment", a list of who owes posted in the building.
          // In both sender patterns the verb is the sender's: with "you" between, it is the reader's own act ("I appreciate you reaching out for your dad").
          new RegExp(
            String.raw`\b(?:we|i|we'll|i'll|we're|i'm|our (?:office|team|firm|staff)|us)\b(?:(?!\byou\b)[^.!?]){0,40}\b(?:confirm|verify|check|ask|reach|try|get in touch with|involve|loop in|send (?:a |an )?(?:letter|notice|message) to|mail|copy)\w*\b[^.!?]{0,30}\byour ${OTHERS}\b`,
          ),
          /\b(?:may|might|will|would|could|going to|have to|need to)\b[^.!?]{0,30}\b(?:verify|confirm|check) (?:your )?(?:employment|job|work status|income|wages)\b/,
          new RegExp(
            String.raw`\byour ${OTHERS} (?:has been (?:or|and) will be|(?:will|is going to|are going to|may|might|could|would|can)(?: \w+){0,2}?) (?:be )?(?:notified|told|informed|contacted|called|seeing|see|hear|find out|learn|get|receive|verify|confirm)\b`,
          ),
          new RegExp(String.raw`\byour ${OTHERS} (?:could|might|may|can|will) (?:help |)(?:nudge|remind|encourage|talk|convince|persuade|get|push) you\b`),
          /\b(?:post|put|display|list|publish|hang|pin|circulate|share)\w* (?:[a-z']+ ){0,4}?(?:names?|list|notice|flyer|photo|picture)\b[^.!?]{0,40}\b(?:lobby|bulletin board|notice board|community board|front desk|break room|newsletter|mailroom|elevator|entrance|hallway|building)\b/,
          /\blist of (?:residents|tenants|people|debtors|neighbou?rs|members|employees|customers|accounts)\b[^.!?]{0,40}\b(?:owe|overdue|delinquent|behind|unpaid|late|debts?)\b/,
          // Written to someone other than the consumer: "please tell your brother he owes", "her balance is past due".
          /\b(?:his|her|their) (?:past due |overdue |outstanding |unpaid )?(?:debt|balance|account|bill|loan|arrears|collection account)\b|\b(?:he|she) (?:still )?(?:owes|is behind|hasn't paid|has not paid|defaulted|never paid)\b|\b(?:he|she)(?:'s| has) (?:still |fallen |gotten |been )?(?:behind|overdue|past due|late on)\b/,
          // A third person asked to relay or to act on the debt: "tell her the $600 is overdue", "could you knock on his door about it".
          /\b(?:tell|remind|let|ask|warn|nudge|get|have) (?:him|her|them)\b[^.!?]{0,80}(?:\b(?:owes?|behind|past due|overdue|balance|debt|bill)\b|\$ ?\d)/,
          // The debt written where a group reads it: "hi everyone", "replying here in the group", "one of you could remind her".
          new RegExp(String.raw`${GROUP_ADDRESSED}[\s\S]{0,200}?${DEBT_WORDS}|${DEBT_WORDS}[\s\S]{0,200}?${GROUP_ADDRESSED}`),
          // The debt told by its nature to someone else: "told the receptionist it was about a money matter you keep avoiding".
          /\b(?:told|explained to|mentioned to|said to|let|informed)\b (?!you\b|yourself\b)(?:[a-z']+ ){1,3}?(?:that )?(?:it|this|the call|my call|the message)(?:'s| is| was| had to do with| has to do with) (?:about |regarding |concerning |over |with )?(?:a |an |the |your |his |her |some )?(?:\w+ ){0,2}?(?:financial|money|debt|bill|billing|payment|collection|overdue|past due|unpaid|outstanding|balance)\w*\b/,
          /\b(?!(?:you|who|which|that|it|nobody|one|everyone|anyone|what|still|account|loan|card|debt|bill|balance|amount|contract|estate)\b)[a-z]+,? (?:still )?owes (?:us|our (?:client|company|office|firm|agency)|\$|money|a balance|the balance|on)\b/,
          /\b(?:call|contact|phone|email|fax|text|notify|tell|inform)(?:s|ed|ing)? (?!you\b)(?:\w+ ){0,2}?your (?:job|office|work|workplace|company|place of (?:work|employment)|job site)\b/,
          new RegExp(
            String.raw`\b(?:tell|let|ask|remind|have|get|pass (?:this|it|the message|along)(?: along| on)? to)\b[^.!?]{0,10}\byour ${OTHERS}\b[^.!?]{0,40}\b(?:know|call|pay|contact|reach|owes?|debt|balance|account|bill)\b`,
          ),
          /\b(?:left|gave|explained|told|mentioned|discussed|shared)\w*\b[^.!?]{0,40}\b(?:with|to) (?:the )?(?:person|woman|man|lady|guy|gentleman|someone|whoever|girl|boy|kid|child|teenager)\b[^.!?]{0,10}\b(?:who|that)? ?(?:answered|picked up)\b|\bsomeone at your (?:job|office|work|building|house|home|church)\b[^.!?]{0,20}\b(?:told|informed|contacted|know|knows|hear|aware)\b|\b(?:have a word|ask around)\b[^.!?]{0,20}\b(?:your|the) (?:manager|boss|neighbou?rhood|building|office|work|neighbou?rs)\b/,
          // A third person who asked about the consumer's debts answered: "your neighbor asked whether you owed anything; we said you did".
          /\b(?:asked|asking|called (?:to ask|asking)|wanted to know)\b[^.!?]{0,30}\b(?:if|whether) you (?:had|have|owed?|were behind)\b[^.!?]{0,50}[.!?,;]?\s*(?:and )?(?:we|i) (?:told|said|confirmed|let)\b[^.!?]{0,15}\b(?:yes|you did|you do|that you (?:do|did))\b/,
          // The consumer reached through a channel others read, said as a plan or a reluctant last resort: "we'd prefer not to go through
          // the parent portal", "hope we don't have to message you on your church's group chat".
          new RegExp(
            String.raw`\b(?:(?:prefer|rather|hope|want|like)\w* (?:not to|we (?:don't|do not|won't|will not) (?:have|need) to|not|never to)|(?:hate|don't want|do not want|wouldn't want|would not want) to) (?:have to )?(?:reach out|contact|message|write|post|send|go|get in touch|notify|ping)\w*\b[^.!?]{0,25}\b${SHARED_CHANNEL}|\b(?:we|i)(?:'ll| will|'re going to| are going to|'m going to| am going to|'re gonna| might| may| could) (?:just |also |then |have to )?(?:reach out|contact|message|write|post|send|get in touch|notify|ping)\w*\b[^.!?]{0,25}\b${SHARED_CHANNEL}`,
          ),
          // A disclosure voiced as a regret or done through an office where the consumer lives: "I'd hate to have to explain this loan to your shift supervisor", "go over the bill with the front office at your care home".
          new RegExp(
            String.raw`\b(?:hate|would hate|'d hate|rather not|don't want|do not want|wouldn't want|would not want) to (?:have to )?(?:explain|mention|discuss|bring up|go over|raise|describe|bring)\b[^.!?]{0,50}\b(?:to (?:your (?:\w+ ){0,2}?\w+)|with (?:your |the )?(?:\w+ )?${OTHERS})\b`,
          ),
          /\b(?:go over|discuss|explain|bring up|talk about|review)\b[^.!?]{0,40}\bwith (?:the |someone (?:in|at) the )?(?:\w+ ){0,2}?(?:office|staff|desk|manager|administrator)\b (?:at|of|in) your\b/,
          // The same regret with the people brought in ("I'd hate to have to loop in your shift lead", "the last thing we want is to get your
          // landlord involved"), and a visit to "ask around".
          new RegExp(
            String.raw`\b(?:hate|would hate|'d hate|rather not|wouldn't want|would not want|last thing (?:i|we) (?:want|need) is|hope (?:i|we) (?:don't|do not|won't) (?:have|need) to) (?:to )?(?:have to )?(?:loop (?:in|into)|bring in|pull in|drag in|get|involve|reach out to|contact|call|cc|copy|alert|notify|ask|tell|write to|email)\b[^.!?]{0,15}?\b(?:your |the )(?:[\w'-]+ ){0,3}?${OTHERS}\b`,
          ),
          /\b(?:we|i)(?:'ll|'re| will| are| am| might| may| could|'d| can)?\b[^.!?]{0,60}\bask(?:ing)? around\b/,
          // The disclosure told as done: "I explained the balance to your sister", "your boss was informed", "I filled him in on the balance".
          /\b(?:fill|filled|filling) (?:him|her|them) in (?:on|about) (?:the|your|this) (?:\w+ ){0,2}?(?:balance|debt|account|bill|loan|arrears)\b|\b(?:explained|mentioned|told|gave)\b[^.!?]{0,10}\b(?:the|your) (?:\w+ ){0,2}?(?:balance|debt|arrears) to (?:him|her|them)\b/,
          // The disclosure voiced as help: a note to a relative about the overdue payments "so she can help you catch up",
          // the debt explained to a neighbour who will "let you know".
          /\b(?:i|we)(?:'ll|'ve|'d| will| would| have| can| could| just| already| went ahead and| am going to|'m going to| are going to|'re going to)?(?: go ahead and| just| also| quickly)? (?:send|sent|write|wrote|text|texted|email|emailed|mail|mailed|give|gave|leave|left|drop|dropped|pass|passed)\w* (?:her|him|them)\b(?! (?:to|over to|back to) you\b| your way\b)[^.!?]{0,60}\b(?:explain\w*|about|regarding|re|covering|detailing|listing|on|of|with)\b[^.!?]{0,40}\b(?:past due|overdue|late|behind|balance|debt|bill|installments?|payments?|arrears|owe\w*)\b/,
          /\bso (?:she|he|they) (?:can|could|will|would|might) (?:help (?:you )?(?:get (?:caught up|current|back on track)|catch up|pay|cover|settle|sort out|with (?:the|your|this) (?:\w+ ){0,2}?(?:bill|balance|payments?|debt|account|installments?))|(?:remind|nudge|push|get) you to pay)\b/,
          /\b(?:i|we|and|then) (?:explained|mentioned|told (?:her|him|them)|let (?:her|him|them) know|informed (?:her|him|them)|said)(?: to (?:her|him|them))?(?: that)? you(?:'re| are| were|'ve| have| had)? (?:been |fallen |gotten |still |a bit |a little |way |pretty )*(?:behind|late|past due|overdue|delinquent|in arrears|owing|owe)\b(?=[^.!?]{0,80}\b(?:she|he|they)(?:'d|'ll| would| will| said| says| promised| agreed| offered| can| could)\b)|\b(?:i|we) (?:explained|mentioned|told (?:her|him|them)|let (?:her|him|them) know|informed (?:her|him|them))(?: to (?:her|him|them))?(?: that)? you(?:'re| are| were|'ve| have| had)? (?:been |fallen |gotten |still |a bit |a little |way |pretty )*(?:behind|late|past due|overdue|delinquent|in arrears|owing|owe)\b(?<=\b(?:she|he|they|your (?:\w+ )?(?:neighbou?r|daughter|son|sister|brother|mother|father|mom|dad|wife|husband|aunt|uncle|cousin|roommate|landlord))\b[\s\S]{0,160})/,
          new RegExp(
            String.raw`\b(?:explain|mention|discuss|shar|disclos|left|leave|gave|give|forward|cc|copied|copy|talked|spoke|went over|go over|goes over|going over|went through|go through|goes through|going through|talk(?:ed|ing)? (?:it|this|that|things|everything) over|brought up|told|tell|notif|inform|let|emailed|called|texted|faxed|mailed|sent)\w*\b[^.!?]{0,40}\b(?:with|to) your ${OTHERS}\b`,
          ),
          new RegExp(
            String.raw`\byour ${OTHERS} (?:was|were|has been|have been|now|already|is now|are now)\b[^.!?]{0,15}\b(?:told|informed|notified|contacted|called|made aware|sent|knows?|aware)\b`,
          ),
          new RegExp(
            String.raw`\byour ${OTHERS} (?:will|is going to|are going to|may|might|could|would) (?:be )?(?:getting|receiving|get|receive) (?:a |an )?(?:call|letter|message|visit|email)\b`,
          ),
          // (The employer's, not the consumer's: "your employer will be served and you will get a copy" sends the copy to the consumer.)
          /\b(?:hr|human resources|payroll|your employer|your boss|your manager)\b(?:(?!\byou\b)[^.!?]){0,25}\b(?:gets?|will get|receives?|will receive) (?:a copy|notice|a call|a letter|word|the file|a heads up)\b/,
          // A heads-up for someone else, asked or offered: "should I just give your supervisor a heads up about the boat deficiency" (set AW).
          new RegExp(
            String.raw`\b(?:give|gives|giving|send|drop|shoot)\b (?:your|his|her) (?:[\w'-]+ ){0,3}?${OTHERS}\b(?:[^.!?]{0,40}) (?:a )?heads[- ]?up\b|\b(?:give|send|drop|shoot)\b (?:a )?heads[- ]?up to (?:your|his|her) (?:[\w'-]+ ){0,3}?${OTHERS}\b`,
          ),
          // The account put through the employer's own channel: "I'll upload your account summary through the hospital's HR portal".
          /\b(?:upload|post|submit|send|share|forward|file|enter|put|drop)\w*\b[^.!?]{0,40}\b(?:account|balance|debt|file|statement|summary|details|information|info|paperwork)\b[^.!?]{0,30}\b(?:through|via|on|in|into|to|with) (?:your |the |their )?(?:[\w'&-]+ ){0,3}?(?:hr|human resources|payroll|employer|benefits|employee) (?:portal|system|department|dept|office|team|site|inbox|email|hotline|line)\b/,
          /\b(?:listed|posted|named|published|printed|shown)\b[^.!?]{0,40}\b(?:bulletin board|newsletter|lobby|notice board|community board|clubhouse|mailroom|elevator)\b/,
          // A licensing board told, or about to be told, of a private debt: "we'll be writing the nursing board about this balance".
          /\b(?:letter|complaint|report|notice|notif\w*|call|email|write|writ\w*|report\w*|contact\w*|tell\w*|inform\w*|send\w*|forward\w*|let)\b[^.!?]{0,30}\b(?:board of (?:[a-z]+ ){0,2}?[a-z]+|(?:state |licensing |medical |nursing |pharmacy |dental |bar |contractors? |real estate |accountancy |cosmetology |professional |teaching |certification )(?:board|commission|association|licensing (?:board|agency|authority))|licensing (?:board|agency|authority|office)|state bar|bar association)\b(?:[^.!?]{0,40}\b(?:debt|bill|balance|account|unpaid|owe\w*|collection|past due|arrears)\b|(?=[^.!?]{0,60}[.!?]\s*(?:whether|it'?s up to you|your call|unless|if you)))/,
          // Someone the reader knows said to owe: "your dad's behind on the lease", "your roommate owes $400", "your tenant ... owes our client" (set AV).
          // (A spouse counts as the consumer, 1692c(d).)
          /\byour (?:mom|mother|dad|father|parents?|son|daughter|brother|sister|grand(?:ma|pa|mother|father|parents?)|aunt|uncle|cousin|roommate|neighbou?r|friend|boss|coworker|nephew|niece|in-?laws?|tenants?|renters?|employees?|workers?|students?|patients?|members?)(?:'s| is| has| are| have)? (?:still |fallen |gotten |been |way |now )?(?:behind|overdue|past due|late on|in default|in collections?|owes?|owing)\b/,
          // The reader asked about someone named, with the debt: "we've been trying to reach Deacon Ellis about an overdue balance".
          /\b(?:trying|tried|try|attempting) to (?:reach|contact|get (?:in touch with|hold of)|locate) (?:(?:mr|mrs|ms|miss|dr|deacon|pastor|brother|sister|coach|father|reverend|rev|elder|officer|sergeant)\.? [a-z]+(?: [a-z]+)? (?:about|regarding|concerning|over) (?:a |an |the |his |her |their |some )?|(?!(?:you|yourself|the|our|your|a|an|them|us|me|him|her|someone|somebody|anyone|out|back|over)\b)[a-z]+(?: [a-z]+)? (?:about|regarding|concerning|over) (?:his|her|their) )(?:\w+ ){0,2}?(?:balance|debt|bill|account|loan|payment|amount)s?\b/,
          // The consumer's friends or followers online said to be the ones who should hear of the debt.
          /\byour (?:[\w-]+ ){0,2}?(?:followers|friends|contacts|connections|network|crew|fans|subscribers|audience)\b[^.!?]{0,25}\b(?:should|ought to|need to|deserve to|would (?:\w+ )?(?:love|like|want|enjoy|be interested)|might (?:\w+ )?(?:like|want|enjoy|be interested)|will (?:\w+ )?(?:love|want|enjoy)) (?:to )?(?:know|hear|find out|learn|read|see)\b[^.!?]{0,80}(?:\$ ?\d|\b(?:owe\w*|debt|unpaid|never paid|skipped|bill|balance|behind)\b)|\b(?:maybe|perhaps)\b(?<=\b(?:facebook|instagram|tiktok|twitter|linkedin|snapchat|social media|followers|tagged|group chat)\b[\s\S]{0,200}(?:maybe|perhaps))[^.!?]{0,10}\b(?:they|them|those (?:people|guys|folks))\b[^.!?]{0,10}\b(?:should|ought to|need to|deserve to|would want to) (?:know|hear|find out|learn|see)\b[^.!?]{0,80}(?:\$ ?\d|\b(?:owe\w*|debt|unpaid|never paid|skipped|bill|balance|behind)\b)/,
        ],
        es: [
          // "Me pregunto qué pensarían sus vecinos si supieran": the reaction of others wondered aloud.
          /\b(?:me pregunto|imaginese|imaginate|quisiera saber)\b[^.!?]{0,10}\b(?:que|como)\b[^.!?]{0,40}\b(?:pensaria\w*|diria\w*|sentiria\w*|reaccionaria\w*)\b[^.!?]{0,30}\bsi (?:supiera\w*|se entera\w*|vieran|viera)\b/,
          // El contacto anunciado con un pronombre una vez nombrada la persona: "Su capataz parece buena persona. Voy a hablar con él".
          new RegExp(
            String.raw`(?<=\b${OTHERS_ES}\b[\s\S]{0,160})\b(?:(?:voy|vamos|van) a (?:hablar|platicar|comunicarme|comunicarnos|reunirme|reunirnos)|hablare|hablaremos|platicare|platicaremos|me comunicare|nos comunicaremos) con (?:ella|ellos|ellas|el(?=\s*(?:[.!?,;]|$| (?:el|este|esta|hoy|manana|pronto|de nuevo|otra vez|lunes|martes|miercoles|jueves|viernes|sabado|domingo)\b)))`,
          ),
          // Una junta o colegio profesional avisado de una deuda privada.
          /\b(?:carta|queja|reporte|denuncia|aviso|avis\w*|report\w*|escrib\w*|notific\w*|contact\w*|mand\w*|envi\w*)\b[^.!?]{0,30}\b(?:junta (?:estatal )?de (?:[a-z]+ ){0,2}?[a-z]+|colegio de (?:abogados|medicos|enfermer[oa]s|farmaceuticos|contadores|ingenieros|dentistas)|(?:junta|comision|oficina) de licencias)\b/,
          // La deuda llevada por medio del mando o del jefe: "vamos a hacerlo por medio de su comandante", "su sargento nos puede ayudar a que pague".
          new RegExp(
            String.raw`\b(?:por medio de|a traves de|mediante|por conducto de|pasando por|por la via de) (?:su|sus|tu|tus) (?:\w+ )?${SUPERIORS_ES}\b|\b(?:el|la|los|su|sus|tu) (?:\w+ ){0,2}?${SUPERIORS_ES}\b[^.!?]{0,30}\b(?:nos |le |les |te )?(?:puede|pueden|podria|podrian|va a|van a)\b (?:\w+ )?(?:ayudar|asegurar|encargar|hacer que|ver que)\w*\b[^.!?]{0,60}(?:\$ ?\d|\b(?:saldo|deuda|prestamo|pagos?|cuotas?|abonos?|liquid\w*|pagu\w*|pagar)\b)`,
          ),
          /\b(?:contact|llam|avis|inform|escrib|notific|habl)\w*\b[^.!?]{0,20}\b(?:a )?(?:su|tu) (?:comandante|oficial al mando|sargento|superior|cadena de mando)\b|\b(?:comandante|oficial al mando|sargento primero|cadena de mando)\b[\s\S]{0,100}?\b(?:lo|la|le|los) (?:vamos a|van a|voy a) (?:contactar|llamar|avisar|informar|escribir)\b/,
          new RegExp(
            String.raw`\b(?:(?:vamos|voy|tendremos que|tendre que|podriamos|podemos) a? ?(?:\w+ )?(?:llamar|hablar|contactar|avisar|informar|decir|contar|visitar|escribir|notificar)\w*|(?:llamaremos|hablaremos|contactaremos|avisaremos|informaremos|diremos|contaremos|visitaremos|escribiremos|notificaremos|llamare|hablare|contactare|avisare|informare|dire|contare|dijimos|llamamos|hablamos|contactamos|ya hablamos|(?:le |les )(?:escribo|llamo|aviso|marco|mando (?:un )?mensaje)))\b[^.!?]{0,20}\b(?:a |con )?${OTHERS_ES}\b`,
          ),
          // Someone where the consumer lives or works called and told the debt (set U, held by the second reader alone until set AY's rules):
          // "vamos a llamar a la recepción y explicarles lo de tu deuda", "le vamos a explicar al encargado lo de su deuda", "y dejarle
          // el recado con los detalles de la deuda" (set AA, held by the reader alone until set BD's rules).
          new RegExp(
            String.raw`\b(?:vamos|voy|van) a (?:llamar|hablar|ir|escribir|visitar)\w* (?:a|con) (?:la|el|los|las) [^.!?]{1,40}? y (?:(?:explicar|contar|decir|informar|avisar)(?:le|les)|dejar(?:le|les)?)\b(?![^.!?]{0,40}\ba (?:usted|ti)\b)[^.!?]{0,45}${DEBT_WORDS_ES}|\b(?:explicar|contar|decir|informar)(?:le|les)? (?:a|al) (?:la |los |las |el )?${OTHER_PEOPLE_ES}\b[^.!?]{0,30}${DEBT_WORDS_ES}`,
          ),
          new RegExp(
            String.raw`\b${OTHERS_ES} (?:se (?:va|van) a enterar|se entera\w*|se enter(?:e|en)|lo sepa\w*|sepa\w*|(?:va|van) a saber|sabra\w*|recibira\w* (?:una )?(?:llamada|carta|visita|mensaje)|(?:sera|seran) (?:notificad|informad|contactad|llamad)\w*)\b`,
          ),
          // Un canal público de redes sociales: comentarios en sus publicaciones, un mensaje en su muro.
          /\b(?:comentar\w*|escrib\w*|publicar\w*|poner\w*|dejar\w*|respond\w*)\b[^.!?]{0,20}\ben (?:su|tu|sus|tus) (?:muro|publicaciones|fotos|historias?|videos?|posts?|(?:perfil|pagina|cuenta) de (?:facebook|instagram|tiktok|twitter|linkedin|youtube)|facebook|instagram|tiktok|twitter)\b|\bcomentarios? public\w*|\bpublic\w* (?:comentario|mensaje)\w*/,
          /\b(?:(?:escrib[ae]nos|escribeme|mand[ae]nos|mandame|envi[ae]nos) (?:un )?(?:dm|inbox|mensaje privado|al privado|al interno|por (?:privado|interno|inbox|dm))|(?:que )?(?:lindas|bonitas|hermosas|buenisimas) (?:las |tus |sus |esas )?fotos)\b(?:(?<=(?:\$ ?\d|\b(?:saldo|deuda|debe\w*|adeud\w*|atrasad\w*|cuenta pendiente)\b)[\s\S]{0,200})|(?=[\s\S]{0,200}(?:\$ ?\d|\b(?:saldo|deuda|debe\w*|adeud\w*|atrasad\w*|cuenta pendiente)\b)))/,
          /\btodos en su (?:trabajo|oficina|iglesia|escuela)\b/,
          new RegExp(
            String.raw`\b(?:vamos a|voy a|tendremos que|tendriamos que|tendre que|podriamos|podemos|podria|debemos|deberiamos)\b[^.!?]{0,20}\b(?:comunicar|contactar|llamar|hablar|verificar|confirmar|preguntar|avisar|informar|consultar|escribir)\w*\b[^.!?]{0,20}\b(?:a |con )?${OTHERS_ES}\b`,
          ),
          new RegExp(
            String.raw`\b${OTHERS_ES} (?:podria|podrian|puede|pueden|va a|van a|tendra que|tendran que) (?:enterarse|saber\w*|recibir|ver|verificar|confirmar|llamar)\w*`,
          ),
          /\b(?:verificar|confirmar|comprobar) (?:su |tu )?(?:empleo|trabajo|sueldo|salario)\b/,
          // Someone else told why the firm calls: "le voy a explicar el motivo de la llamada".
          new RegExp(
            String.raw`(?<=\b(?:${OTHERS_ES}|a (?:ella|el))\b[^.!?]{0,120})\b(?:explic|dec|dir|cont|coment|inform)\w*\b[^.!?]{0,15}\b(?:el motivo|la razon|el porque|el por que|por que (?:le |la |lo )?(?:llamamos|estamos llamando|buscamos)|de que se trata)\b`,
          ),
          new RegExp(
            // What the consumer told the firm ("usted nos dijo que su hijo…") is not the firm telling anyone.
            String.raw`(?<!\b(?:usted|ud|nos|me|tu|te) )\b(?:explic|mencion|coment|hablamos|hable|hablo|deje|dejamos|dejo|dij|contamos|conte|compart|informamos|avisamos|notificamos|enviamos|mandamos|llamamos|llame)\w*\b[^.!?]{0,40}\b(?:a |con )?${OTHERS_ES}\b`,
          ),
          // La deuda contada como ayuda: una nota a un familiar "para que le ayude a ponerse al corriente".
          new RegExp(
            String.raw`(?<!\b(?:usted|ud|nos|me|tu|te) )\b(?:mand|envi|escrib|dej|pas)\w*\b[^.!?]{0,40}\ba ${OTHERS_ES}\b[^.!?]{0,60}\b(?:atrasad[oa]s?|vencid[oa]s?|pendientes?|debe|deuda|saldo|pagos?|cuotas?|mensualidades)\b`,
          ),
          /\bpara que (?:ella|el|ellos|ellas)? ?(?:le|te|les) (?:ayude|ayuden|eche la mano|echen la mano) (?:a |con )(?:ponerse al (?:dia|corriente)|pagar|cubrir|liquidar|salir de|(?:la|el|los|las|esta|este|su) (?:\w+ ){0,2}?(?:deuda|saldo|pagos?|cuotas?|cuenta))\b|\bpara que (?:le|te|les) (?:recuerde|recuerden|insista|insistan) (?:que|en) pag\w*/,
          // La misma pena de meter a otros, una visita para preguntar por ahí.
          new RegExp(
            String.raw`\b(?:odiaria|no quisiera|no me gustaria|preferiria no|ojala no|lo ultimo que quiero es) (?:tener que )?(?:involucrar|meter|avisar|contactar|llamar|incluir|consultar|escribir|decir)\w*\b[^.!?]{0,15}?\b(?:a |al |a la )?(?:${OTHERS_ES}|(?:la |el )(?:oficina|administracion|recepcion|direccion|gerencia|personal) (?:de|del)\b)`,
          ),
          /\b(?:pasamos|pasaremos|vamos a pasar|iremos|vamos a ir|voy a pasar)\b[^.!?]{0,60}\b(?:preguntar|preguntamos|preguntaremos) (?:por ahi|a la gente|a quien (?:sea|este)|al personal|a todos)\b/,
          /\b(?:persona|senora|senor|muchacho|muchacha|joven|nino|nina) que (?:contesto|respondio)\b|\b(?:preguntaremos|vamos a preguntar|hablaremos|hablamos)\b[^.!?]{0,20}\b(?:sus|tus) vecinos\b/,
          // Alguien conocido de quien lee dicho deudor, o el recado pedido: "su papá debe $1,500".
          /\b(?:su|tu) (?:papa|mama|padre|madre|herman[oa]|hij[oa]|abuel[oa]|ti[oa]|prim[oa]|vecin[oa]|amig[oa]|suegr[oa]|sobrin[oa]|jefe|jefa)\b (?:ya |todavia |aun )?(?:debe|esta atrasad[oa]|tiene (?:una deuda|un saldo|pagos? atrasados?)|no ha pagado|sigue sin pagar|sigue debiendo)\b/,
          /\b(?:sus|tus) (?:amigos|seguidores|contactos)(?: (?:de|en) (?:facebook|instagram|tiktok|redes(?: sociales)?|whatsapp|linkedin))?\b[^.!?]{0,20}\b(?:(?:deberian|tendrian que|podrian|van a|querrian|les gustaria) (?:saber|enterarse|conocer|leer)|se (?:enteraran|enteren|enterarian|enteraria))\b/,
          /\bla deuda de (?:su|tu) \w+\b|\b(?:digale|dile|avisele|avisale|recuerdele|pidale)\b[^.!?]{0,10}\b(?:a )?(?:su|tu) \w+\b[^.!?]{0,30}\b(?:debe|deuda|saldo|pague|nos llame|llamarnos)\b/,
          // Someone else asked to pass the debt on: "dile que le escribimos por los $900 que debe", "avísele que está atrasada".
          /\b(?:digale|dile|digales|avisele|avisale|aviseles|recuerdele|recuerdale|comentele|comentale|pasele el (?:recado|mensaje)|dele el (?:recado|mensaje))\b[^.!?]{0,100}(?:\b(?:debe|deuda|saldo|atrasad[oa]s?|pague)\b|\$ ?\d)/,
          new RegExp(String.raw`${GROUP_ADDRESSED_ES}[\s\S]{0,200}?${DEBT_WORDS_ES}|${DEBT_WORDS_ES}[\s\S]{0,200}?${GROUP_ADDRESSED_ES}`),
          /\b(?:le|les) (?:dije|dijimos|explique|explicamos|comente|comentamos|avise|avisamos) a (?!usted\b)(?:[a-z]+ ){1,3}?que (?:era|es|se trataba|se trata) (?:de|por|sobre) (?:un |una |la |el |su )?(?:\w+ ){0,2}?(?:deuda|dinero|cuenta|pago|saldo|cobro|asunto (?:financiero|de dinero))\b/,
          new RegExp(
            String.raw`\b${OTHERS_ES} (?:ya )?(?:sabe|saben|se entero|se enteraron|fue informad|fueron informad|fue notificad|fue contactad|esta enterad|estan enterad)\w*`,
          ),
          /\b(?:poner|publicar|colgar|pegar|exhibir|circular|compartir)\w* (?:[a-z]+ ){0,4}?(?:nombres?|lista|aviso|foto)\b[^.!?]{0,40}\b(?:entrada|vestibulo|lobby|edificio|tablero|cartelera|boletin|pasillo|elevador|ascensor|iglesia)\b|\blista de (?:morosos|deudores)\b/,
        ],
      },
      {
        negatable: true,
        ...THIRD_PARTY_EXEMPTIONS,
        // Implied: the threat is the suggestion that others will learn of the debt.
        implied: {
          en: [
            new RegExp(
              String.raw`\b(?:if|before|when|once|until) your ${OTHERS} (?:finds?|found|hears?|heard|learns?|learned|knows?|knew|sees?|saw|gets? wind|gets? (?:a )?(?:call|letter|message|visit))\b`,
            ),
            new RegExp(String.raw`\b(?:does|do|did|would|will) your ${OTHERS} know\b`),
            // Anyone at all learning of the debt, said as a prospect: "would suck if the athletic dept found out about the gym balance".
            /\b(?:if|before|when|once|until) (?:the|your|ur|his|her) (?:[\w&'-]+ ){0,3}?(?:found|finds?|were to find|heard|hears|learned|learns|got wind|gets wind|caught wind) (?:out )?(?:about|of) (?:the |your |this |that |ur )?(?:[\w&'-]+ ){0,3}?(?:balance|debt|bill|account|loan|arrears|money you owe)\b/,
            new RegExp(
              String.raw`\b(?:your ${OTHERS}|(?:pastor|reverend|rev|deacon|bishop|elder|coach) [a-z]+|(?:the )?other (?:parents|tenants|residents|members|families|employees|neighbou?rs|customers|students|people|moms|dads))\b[^.!?]{0,40}\b(?:might|may|would|could) (?:\w+ )?(?:like|love|want|be (?:\w+ )?(?:interested|curious|surprised|shocked)) to (?:know|hear|learn|find out)\b`,
            ),
            // Everyone at a place the consumer belongs to, said to want to learn why they owe: "maybe everyone at St. Luke's would
            // like to know why you're behind on tuition?" (set BB).
            /\b(?:every(?:one|body)|all the (?:folks|people|members|parents|families)) (?:at|in|from) (?:your |the )?(?:(?:st|mt|ft)\. )?[\w'&-]+(?: [\w'&-]+){0,2}?\b[^.!?]{0,40}\b(?:might|may|would|could) (?:\w+ )?(?:like|love|want|be (?:\w+ )?(?:interested|curious|surprised|shocked)) to (?:know|hear|learn|find out)\b(?=[^.!?]{0,100}(?:\$ ?\d|\b(?:owe\w*|debt|unpaid|never paid|behind|balance|bill|past due|late)\b))/,
            /\b(?:haven't|have not|hasn't|has not|didn't|did not)\b[^.!?]{0,20}\b(?:said|told|mentioned|shared|say|tell|mention|share|called|contacted)\b[^.!?]{0,30}\b(?:anything|anyone|anybody|a word|a soul|them|him|her)\b\W{0,8}(?:yet|so far|for now)\b/,
            new RegExp(
              String.raw`\b(?:want|like|should|shall)\b[^.!?]{0,15}\b(?:me|us|i|we) (?:to )?(?:send|forward|copy|cc|share|show|mail|email|text)\b[^.!?]{0,30}\b(?:to (?:them|him|her)|(?:to )?your ${OTHERS})\b`,
            ),
            new RegExp(String.raw`\bwhat (?:would |will |might )?your ${OTHERS} (?:would |will |might )?(?:think|say)\b`),
            // The press or the public getting the account, said as a prospect, and silence bought by payment.
            /\b(?:if|should|were|once|when|before)\b[^.!?]{0,40}\b(?:(?:the|a|some|any) (?:local )?(?:newspapers?|press|media|reporters?|journalists?|tv station|radio station|news station|newsroom)|voters|your (?:constituents|congregation|customers|clients|patients|parishioners|followers|students|donors))\b[^.!?]{0,30}\b(?:ended up with|end up with|ends up with|saw|sees|learned|learns|found out|finds out|got (?:hold|wind) of|gets (?:hold|wind) of|caught wind of|obtained|picked up|ran (?:a story|it|with it))\b|\b(?:end(?:ed|s)? up|wound up|wind up) with (?:a )?(?:copy|copies|details|the file|a printout) of your\b/,
            /\b(?:keep|keeping) (?:this|it|things|the (?:\w+ )?(?:account|debt|matter|balance)) (?:quiet|under wraps|hush(?:-hush)?|out of the (?:papers?|news|public eye|spotlight)|between us|private|off the record)\b[^.!?]{0,60}\b(?:you(?:'re| are) the (?:one|only one|person)|(?:it's |that's )?up to you|only you can|you can make sure|depends on you|in your hands)\b/,
            // (The person placed by where they work or live between: "your manager over at Hillcrest Toyota"; set AY.)
            new RegExp(
              String.raw`\b(?:wouldn't|would not|don't|do not|hate (?:for|to have)|hate it if) (?:want )?(?:for )?your ${OTHERS}\b(?:,? (?:over |down |up |out )?(?:at|in|from|on) [^.!?,]{1,40}?,?)? to (?:know|find out|hear|learn|see)\b`,
            ),
            // The contact of someone else held ready, with a wish not to use it: "we have the number for HR at Dunmore, but I'd rather not use it".
            new RegExp(
              String.raw`\b(?:have|got|found|pulled|keep|kept)\b (?:the |your |a |their )?(?:(?:phone |direct )?numbers?|contact(?: info)?|emails?|address(?:es)?) (?:for|of|at) (?:your |the )?(?:[\w'-]+ ){0,2}?${OTHERS}\b[\s\S]{0,100}?\b(?:rather not|(?:don'?t|do not) want to|hate to|hope (?:i|we) (?:don'?t|won'?t)|wouldn'?t want to) (?:have to )?(?:use|call|dial|contact|reach out|ring)\b`,
            ),
          ],
          es: [
            new RegExp(
              String.raw`\b(?:si|antes de que|cuando|hasta que) ${OTHERS_ES} (?:se entera\w*|se entere\w*|sabe|sepa\w*|lo sabe|lo sepa\w*|ve|vea\w*|recib\w* (?:noticias|una llamada|una carta|un mensaje))\b`,
            ),
            new RegExp(String.raw`\bque (?:pensaria|diria|va a pensar|dira|pensara)n? ${OTHERS_ES}\b`),
            new RegExp(
              String.raw`\b(?:a )?(?:${OTHERS_ES}|(?:el )?(?:pastor|padre|hermano|reverendo) [a-z]+)\b[^.!?]{0,30}\b(?:le|les) (?:encantaria|gustaria|interesaria|sorprenderia) (?:saber|enterarse|escuchar|oir)\b`,
            ),
            /\b(?:todavia|aun|por ahora|hasta ahora) no (?:le |les )?(?:he|hemos) (?:dicho|contado|comentado|avisado|llamado|mencionado)\b|\bno (?:le |les )?(?:he|hemos) (?:dicho|contado|comentado|avisado|mencionado) (?:nada|a nadie)\b\W{0,8}(?:todavia|aun|por ahora)\b/,
            /\bsi (?:el periodico|la prensa|los medios|el noticiero|los periodistas|un reportero|los votantes|sus (?:clientes|feligreses|pacientes|electores|seguidores|alumnos|vecinos))\b[^.!?]{0,30}\b(?:recib|consigu|se enter|ve|vier|tuvier|obtuvier|public)\w*|\b(?:mantener|guardar|dejar) (?:esto|esta cuenta|el asunto|todo) (?:en silencio|callad[oa]|en secreto|entre nosotros|en privado|discreto)\b[^.!?]{0,60}\b(?:depende de (?:usted|ti)|esta en sus manos|usted (?:es quien|puede) (?:asegur|lograr|evitar))/,
            /\bque (?:les|se los?|se las?) (?:mande|envie|pase|comparta|muestre|reenvie|mandemos|enviemos)\b|\b(?:quiere|quieres|prefiere|prefieres|desea|deseas)\b[^.!?]{0,15}\b(?:mande|envie|pase|comparta)\w*\b[^.!?]{0,30}\ba (?:ellas|ellos)\b/,
            new RegExp(
              String.raw`\b(?:no (?:querra|quiere|quisiera|le gustaria)|seria una (?:pena|lastima|verguenza))\b[^.!?]{0,20}\bque ${OTHERS_ES} (?:se enter|sep|lo sep|sup|vea)\w*`,
            ),
          ],
        },
      },
    ),
  ),
  keep: keepWhatOthersAreTold,
};
