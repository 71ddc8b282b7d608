import { COURT_APPOINTED_ROLE, isToTheConsumersAttorney } from '../meaning.js';
import { normalize } from '../normalize.js';
import type { Check } from './types.js';
import { OTHER_PEOPLE_ES, OTHERS } from './vocabulary.js';

// Who reads a third-party message: a group, someone else, the consumer in another role (a spouse, an executor, one the
// consumer authorized), and what 1692c leaves of a finding once the reader is known (the third-party rule's `keep`).

/** A message written where a group reads it: a greeting to everyone, "here in the group", "one of you". */
export const GROUP_ADDRESSED = String.raw`(?:\b(?:hi|hey|hello|morning|evening) (?:everyone|everybody|y'?all|all of you|folks)\b|\beveryone (?:in|on) (?:the|this)\b|\b(?:in|to|on|into) (?:the|this|our|your) (?:[a-z]+ ){0,2}?(?:group(?: chat| text| thread)?|(?:family|group|team|church|neighbou?rhood|building) (?:chat|thread|text|channel))\b|\b(?:one|any|some) of you\b|\b(?:here |out loud )?(?:for|to) (?:everybody|everyone|all of you|y'?all)(?: here| in (?:this|the) (?:chat|group|thread))?\b|\b(?:added|invited|brought) (?:me|us) (?:in)?to (?:this|the|your) (?:[a-z]+ )?(?:chat|group|thread)\b)`;
export const GROUP_ADDRESSED_ES = String.raw`(?:\bhola a todos\b|\b(?:en|al) (?:el |este |nuestro )?(?:grupo|chat (?:familiar|de la familia|del grupo))\b|\b(?:alguno|alguna|uno|una) de ustedes\b|\bpara (?:todos|todas) (?:aqui|ustedes|en (?:el|este) (?:grupo|chat))\b|\b(?:me|nos) (?:agrego|agregaron|anadio|anadieron|metio|metieron|invito|invitaron) (?:a|al) (?:este |el |su )?(?:grupo|chat)\b)`;

/**
 * The reader named as someone 1692c(d) counts as the consumer: the spouse, a parent or guardian, the
 * executor or administrator ("as Dale's spouse you're someone we may discuss his account with").
 */
const READER_IS_THE_CONSUMER = new RegExp(
  String.raw`\b(?:as|since you(?:'re| are)|you(?:'re| are)|como|ya que (?:usted )?es|usted es) (?:the |his |her |their |su |la |el )?${COURT_APPOINTED_ROLE}\b|${
    /\b(?:as|since|because|now that) (?:you(?:'re| are) )?(?:(?:mr|mrs|ms|miss|dr)\.? )?(?:his|her|their|the (?:consumer|account holder|borrower|debtor)'s|[a-z]+'s) (?:(?:court[- ]?appointed|court|appointed|duly appointed|named) )?(?:spouse|wife|husband|executor|executrix|administrator|administratrix|personal representative|legal guardian|guardian|conservator)\b|\byou(?:'re| are) (?:(?:mr|mrs|ms|miss|dr)\.? )?(?:his|her|their|[a-z]+'s) (?:(?:court[- ]?appointed|court|appointed|duly appointed|named) )?(?:spouse|wife|husband|executor|executrix|administrator|personal representative|legal guardian|guardian|conservator)\b|\b(?:como|por ser|ya que es|usted es) (?:su |la |el )?(?:esposa|esposo|conyuge|albacea|tutor[ao]?|tutora legal|administrador[ao]? (?:de la sucesion|del patrimonio)) (?:de|del)\b/
      .source
  }`,
);
/**
 * The reader named as someone the consumer authorized, the prior consent 1692c(b) allows: "since Mr. Ruiz gave us written
 * permission to discuss the loan with you", "como apoderado de su hermana", "as her power of attorney".
 */
const CONSUMER_CONSENTED =
  /(?<!(?:\b(?:not|never|no|nunca)|n't) (?:\w+ ){0,2})\b(?:authoriz\w*|permitted|allowed|gave (?:us )?(?:his |her |their )?(?:written )?(?:permission|consent)) (?:us )?(?:in writing )?to (?:speak|talk|discuss(?: \w+){0,3}?|communicate|deal) with you\b|\b(?:as|since you(?:'re| are)|you(?:'re| are)) (?:his|her|their|[a-z]+'s) (?:power of attorney|poa|attorney-in-fact|authorized (?:representative|agent))\b|(?<!\b(?:no|nunca) (?:\w+ ){0,2})\b(?:nos )?autoriz\w* (?:por escrito )?a (?:hablar|tratar|comunicarnos|platicar) con usted\b|\bcomo (?:su )?(?:apoderad[oa]|representante autorizad[oa])\b/;
/** What the spouse or executor may be told: the consumer's own debt in the third person ("his account", "she owes"). */
const CONSUMERS_OWN_DEBT =
  /\b(?:his|her|their) (?:[\w-]+ ){0,3}?(?:debt|balance|account|bill|loan|card|arrears)\b|\b(?:he|she)(?:'s| is| has)? (?:still )?(?:owes|behind|overdue)\b|\b(?:su|la) (?:deuda|cuenta|saldo|prestamo)\b/;

/** The reader addressed as someone other than the consumer: "this message is for the HR department", "you're his supervisor", "ur the roommate", "usted es la casera". */
export const THIRD_PARTY_READER = String.raw`\b(?:this (?:message|note|email|text|letter) is (?:for|to|addressed to) (?:the )?(?:\w+ ){0,3}?${OTHERS}|(?:(?:you(?:'re| are)|ur|u r|you must be) (?:the|his|her|their|[a-z]+'s)|your (?:the|his|her|their)) ${OTHERS})\b`;
export const THIRD_PARTY_READER_ES = String.raw`\b(?:usted es|tu eres|eres) (?:el|la|su) ${OTHER_PEOPLE_ES}\b`;
const READ_BY_SOMEONE_ELSE = new RegExp(`${THIRD_PARTY_READER}|${THIRD_PARTY_READER_ES}`);
/** How the reader is addressed, as the consumer or as someone else: what a trigger says to the reader, not of others. */
const READER_ADDRESSED = new RegExp(`${READER_IS_THE_CONSUMER.source}|${THIRD_PARTY_READER}|${THIRD_PARTY_READER_ES}`);
/** The debt told as the reader's own: "the $300 bill for the building is yours", "está a su nombre". */
const READERS_OWN_DEBT =
  /\b(?:(?:is|are) (?:all )?yours|in your name|you (?:still )?owe|your (?:own )?(?:balance|bill|debt|account|loan)|(?:esta|estan) a (?:su|tu) nombre|a nombre de usted|usted (?:nos )?debe|le corresponde a usted)\b/;
/** The reader addressed by a role ("you're the landlord at 5 Elm") in a message that tells them their own debt: the consumer. */
const isTheDebtorInARole = (text: string) => READ_BY_SOMEONE_ELSE.test(text) && READERS_OWN_DEBT.test(text);
const READ_BY_A_GROUP = new RegExp(`${GROUP_ADDRESSED}|${GROUP_ADDRESSED_ES}`);
/**
 * The reader addressed as someone else (or as a group: "hey everyone… one of you can remind him"), and not as whom 1692c(d)
 * counts as the consumer, nor told the debt is theirs.
 */
export const isReadBySomeoneElse = (text: string) =>
  (READ_BY_A_GROUP.test(text) || (READ_BY_SOMEONE_ELSE.test(text) && !READER_IS_THE_CONSUMER.test(text))) && !READERS_OWN_DEBT.test(text);

/**
 * What 1692c leaves of a finding, read the same for the rule's phrasings and its frame. Nothing told to the consumer's attorney
 * (1692c(b) lets the firm tell them: "your client still owes $800"). To a reader who is the consumer (a spouse, an executor, one
 * the consumer authorized, or one addressed by a role and told the debt is theirs), the debt told to that reader alone; anyone
 * else told still blocks.
 */
/** The spouse, whom 1692c(d) counts as the consumer. */
const SPOUSE = /\b(?:wife|husband|spouse|esposa|esposo|marido|conyuge)\b/g;
/** The spouse's contact said to be the law's leave or the consumer's wish: "the law lets us discuss it with your wife", "como lo permite la ley". */
const SPOUSE_TOLD_LAWFULLY =
  /\b(?:(?:the |federal |state )?(?:law|fdcpa|rules?) (?:lets|allows|permits) us|spouses? (?:counts?|is treated|are treated|is considered) (?:as|like) (?:the )?consumer|as the law (?:allows|permits)|(?:like|as) you asked|at your request|(?:como|segun) (?:lo )?permite la ley|la ley (?:nos )?permite|como (?:usted )?(?:lo )?pidio)\b/;
/** Words that press with the spouse: the spouse to learn what the consumer hides ("would your wife want to know…"). */
const PRESSED = /\b(?:know|knowing|find(?:s|ing)? out|found out|hear(?:s|ing)?|learn\w*|hid\w*|secret\w*|se enter\w*|sep\w*|saber|escond\w*)\b/;
/** The same pressure anywhere in the message: what the consumer hides, to be found out. */
const PRESSED_IN_THE_MESSAGE =
  /\b(?:find(?:s|ing)? out|found out|hid(?:e|es|ing|den)|secret\w*|behind (?:her|his|their) back|se enter\w*|escond\w*|a escondidas)\b/;
const toTheSpouseAlone = (said: string) =>
  new RegExp(SPOUSE.source).test(said) && !PRESSED.test(said) && !new RegExp(String.raw`\b${OTHERS}\b`).test(said.replace(SPOUSE, ''));

export const keepWhatOthersAreTold =
  (found: Check): Check =>
  (m, ctx) => {
    const hit = found(m, ctx);
    const text = m.n.text;
    if (!hit || isToTheConsumersAttorney(text)) return null;
    // The spouse told with the law's leave or at the consumer's wish, said as such (1692c(d)); telling the spouse as a threat still blocks.
    const told =
      SPOUSE_TOLD_LAWFULLY.test(text) && !PRESSED_IN_THE_MESSAGE.test(text) ? hit.triggers.filter((t) => !toTheSpouseAlone(normalize(t).text)) : hit.triggers;
    const toTheConsumer = READER_IS_THE_CONSUMER.test(text) || CONSUMER_CONSENTED.test(text) || isTheDebtorInARole(text);
    const triggers = !toTheConsumer
      ? told
      : told.filter((t) => {
          const said = normalize(t).text;
          const toTheReaderAlone = !new RegExp(String.raw`\b${OTHERS}\b`).test(said.replace(new RegExp(READER_ADDRESSED, 'g'), ''));
          return !(toTheReaderAlone && (READER_ADDRESSED.test(said) || CONSUMERS_OWN_DEBT.test(said)));
        });
    return triggers.length > 0 ? { ...hit, triggers } : null;
  };
