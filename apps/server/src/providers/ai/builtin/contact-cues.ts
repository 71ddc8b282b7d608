import { type AskCue, RELATIVES_DEBT_CUE } from './situation-cues.js';
import { DEATH, RELATIVE } from './slot-words.js';

/**
 * The asks about a collector's calls and contacts: when it may call, whom it may tell (a boss, the public, relatives, a former
 * spouse) and how often, in the order they are read; ask-cues.ts spreads them in their place among the others (split from it).
 */

/** Someone else calling or telling; "I told my sister" is the person's own doing. */
const CALL = String.raw`(?<!\b(?:i|yo|we) )(?:call\w*|phon\w*|rang|ring\w*|text\w*|contact\w*|told|tell\w*|talk\w* to|bother\w*|harass\w*|messag\w*|dm'?d|emailed|llaman|llamaron|llamando|llamo|llama|dijeron a|le dijeron|conto|contaron|molest\w*|mensaje\w*)`;
/** Only the ways of reaching someone by phone: "they told me the hearing is at 9" is no call. */
const PHONE = String.raw`(?:call\w*|phon\w*|rang|ring\w*|text\w*|llam\w*|mensaje\w*)`;
const WORKPLACE = String.raw`(?:boss|employer|job|dispatch\w*|supervisor|manager|foreman|hr|human resources|coworkers?|co-workers?|payroll|front desk|jefe|jefa|patron|patrona|supervisora?|gerente|mayordomo|companeros? de trabajo|recursos humanos)`;

/** People around the person who are neither family nor work: their church, team, building, friends. */
const OTHERS_AROUND = String.raw`(?:pastor|priest|minister|reverend|rabbi|imam|bishop|deacon|church|congregation|coach|neighbou?rs?|friends?|roommates?|landlord|teacher|doctor|sacerdote|cura|ministro|iglesia|congregacion|entrenador|vecin[oa]s?|amig[oa]s?|companer[oa]s? de cuarto|casero|casera|maestr[oa])`;

const SOCIAL_NETWORK = '(?:linkedin|facebook|instagram|messenger|tiktok|twitter|whatsapp|social media|redes sociales)';
const MESSAGED = "(?:messag\\w*|dm'?d|dms|wrote|contacted|sent|mensaje\\w*|escribieron|contactaron|mandaron)";
/** Others the person knows online (relatives are the family cue's); a "friend request" is the collector's to the person. */
const PEOPLE_ONLINE =
  '(?:coworkers?|co-workers?|colleagues?|friends?|family|relatives|contacts|followers|companeros|amigos|familia(?:res)?|contactos)(?! requests?)';

export const CONTACT_CUES: readonly AskCue[] = [
  // A lawyer hired, and the collector still contacting the person: it must deal with the lawyer (1692c(a)(2)), before how often it may
  // call or text (set AZ: a letter of representation and nine texts since met the texting card's "collectors may text you").
  {
    name: 'represented_still_contacted',
    pattern:
      /\b(?:(?:hired|have|got|retained) (?:a |an )?(?:lawyer|attorney)|(?:my|our) (?:lawyer|attorney)\b[^.?!]{0,60}\b(?:sent|wrote|mailed|faxed|letter|notified|told)|letters? of representation|cartas? de representacion|(?:contrate|tengo) (?:a |un |una )?abogad[oa]|mi abogad[oa]\b[^.?!]{0,60}\b(?:mando|envio|escribio|les dijo|carta))\b/,
    cards: ['c-have-a-lawyer'],
    needs:
      /\b(?:still|keep|keeps|kept|continu\w*|siguen|todavia|aun)\b[^.?!]{0,30}\b(?:text\w*|call\w*|contact\w*|email\w*|writ\w*|messag\w*|llam\w*|escrib\w*|mand\w*|mensaje\w*)/,
  },
  // A written dispute sent, and the collector still calling or never answering: collection waits for verification (1692g(b)), before
  // how often it may call (set AZ: "I sent a letter … saying I dispute it … they keep calling" met the 7-in-7 card).
  {
    name: 'dispute_unanswered',
    pattern:
      /\b(?:(?:sent|mailed|wrote|faxed)\b[^.?!]{0,80}\bdisput\w*|disput\w*\b[^.?!]{0,40}\b(?:letter|in writing|by mail|certified)|(?:mande|envie|escribi)\b[^.?!]{0,80}\bdisput\w*|disput\w* por escrito|carta de disputa)\b(?=[\s\S]*\b(?:never (?:answered|responded|replied|sent|wrote)|(?:no|nunca) (?:me )?(?:contestaron|respondieron|mandaron|enviaron|han contestado|han respondido)|(?:keep|keeps|kept|still) (?:on )?(?:calling|texting|asking|demanding|collecting|sending|trying)|siguen (?:llamando|cobrando|mandando|insistiendo)|no (?:answer|response|reply)|haven'?t (?:answered|responded|heard|sent))\b)/,
    cards: ['c-after-dispute-pause'],
  },
  // Calls before 8 a.m. or after 9 p.m. (Reg F 1006.6(b)(1)).
  {
    name: 'call_time',
    pattern: new RegExp(
      String.raw`\b${PHONE}\b[^.?!]{0,50}(?:\b(?:[1-7]|12)(?::\d\d)? ?a\.?m\b|\b(?:9|10|11)(?::\d\d)? ?p\.?m\b|\bat night\b|\bmidnight\b|\bbefore (?:8|eight)\b|\bafter (?:9|nine)\b|\bearly (?:in the )?morning\b|\bde (?:la )?madrugada\b|\bmedianoche\b|\ba las (?:[1-7]|10|11) de la (?:manana|noche)\b)`,
    ),
    cards: ['c-call-times'],
  },
  // A collector messaging the person's coworkers, friends or family on a social network: a disclosure to third parties, before where
  // it may call (set AZ: messages on LinkedIn to three coworkers met the card on calls at work).
  {
    name: 'social_messages_to_others',
    pattern: new RegExp(
      String.raw`\b${SOCIAL_NETWORK}\b[^.?!]{0,80}\b${MESSAGED}\b[^.?!]{0,40}\b${PEOPLE_ONLINE}\b|\b${MESSAGED}\b[^.?!]{0,40}\b${PEOPLE_ONLINE}\b[^.?!]{0,30}\b(?:on|en|through|via|por) ${SOCIAL_NETWORK}\b`,
    ),
    cards: ['c-social-media-public-posts'],
  },
  // A collector who told a boss, a dispatcher or the office about the debt.
  {
    name: 'employer_told',
    // Some of them counted ("messages to 3 of my coworkers", "a varios de mis compañeros de trabajo"; set AZ).
    pattern: new RegExp(
      String.raw`\b${CALL}\b (?:(?:to|a|al|con|with) )?(?:(?:\d+|some|several|a few|two|three|four|five|all|many|varios|algunos|dos|tres|cuatro|todos) (?:of |de )?)?(?:my |mi |mis |el |la |los |las |the |our |his |her )?${WORKPLACE}\b`,
    ),
    cards: ['c-contact-employer', 'c-calls-at-work'],
  },
  // The creditor's own billing office calling, and whether the collection laws reach it.
  {
    name: 'original_creditor',
    pattern:
      /\b(?:not (?:a|an) (?:collection agency|collector|agency|debt collector)|(?:store|hospital|dentist|dental office|clinic|bank|lender|company|gym|landlord)(?:'s)? (?:itself|own (?:billing|credit|collection)\w*)|in-?house (?:credit|billing|collection)\w*|original creditor|fdcpa (?:doesn'?t|does not|don'?t) (?:apply|cover)|no es (?:una )?agencia|(?:el|la) (?:mism[oa]) (?:hospital|tienda|banco|clinica|dentista))\b/,
    cards: ['c-original-creditor-vs-collector'],
  },
  // A collector posting about the debt where the public or the person's friends can see it: the card on public posts leads,
  // before the one on relatives it may also have messaged (blind set J: "they commented on my public post"; set AT: a family WhatsApp group).
  {
    name: 'social_public_post',
    pattern:
      /\b(?:post\w* (?:\w+ )?on (?:my |his |her |their )?(?:wall|page|timeline|profile|feed)|comment\w* on (?:my |a )?(?:public )?(?:post|photo|picture|wall|status)|(?:my |a )?public (?:post|comment|page)|publicly|en mi muro|publicaron en mi|comentaron en mi|(?:whatsapp|family|text|chat) group|group (?:chat|text)|grupo (?:de (?:whatsapp|la familia|mi familia|familia)|familiar)|al grupo)\b/,
    cards: ['c-social-media-public-posts'],
  },
  // A collector who called or told someone outside the family and the job: a pastor, a coach, a neighbour, a friend, a landlord
  // (blind set BA: "called my pastor at church … told him I owe $2,300" was answered with the card on employers).
  {
    name: 'others_told',
    pattern: new RegExp(String.raw`\b${CALL}\b (?:(?:to|a|al|con|with) )?(?:(?:my|mi|mis|the|our|el|la|los|las) )?(?:[\w']+ ){0,2}?${OTHERS_AROUND}\b`),
    cards: ['c-contact-neighbors-friends'],
  },
  RELATIVES_DEBT_CUE,
  // A collector calling or telling relatives about the debt.
  {
    name: 'family_called',
    pattern: new RegExp(String.raw`\b${CALL}\b (?:(?:to|a|al|con) )?(?:(?:my|mi|mis|the|our) )?(?:\w+ )?${RELATIVE}\b`),
    cards: ['c-contact-family', 'c-contact-neighbors-friends'],
    unless: new RegExp(String.raw`\b${DEATH}\b|\b(?:served|left|handed|gave|entregaron|dejaron|dieron)\b`),
  },
  // A collector calling or telling a former spouse about the debt: no spouse under the law, so a third person (blind set AX: "a
  // collection agency called my EX-wife … and told her I owe" was answered with divorce cards).
  {
    name: 'former_spouse_called',
    pattern: new RegExp(
      String.raw`^(?=[\s\S]*\b(?:ex[- ]?(?:wife|husband|spouse|esposa|esposo)|ex|former (?:wife|husband|spouse)|exesposa|exesposo)\b)(?=[\s\S]*\b(?:collectors?|collection agency|debt collector|cobrador\w*|agencia de cobr\w*)\b)[\s\S]*\b${CALL}\b (?:(?:to|a|al|con) )?(?:(?:my|mi|the) )?(?:ex[- ]?(?:wife|husband|spouse|esposa|esposo)|ex|former (?:wife|husband|spouse)|exesposa|exesposo|him|her|a el|a ella)\b`,
    ),
    cards: ['c-contact-family'],
  },
  // How often a collector may call ("10 times a day", "¿me pueden llamar tanto?"): the 7-in-7 presumption (blind set Y).
  {
    name: 'call_frequency',
    pattern:
      /\b(?:(?:\d+|two|three|four|five|six|seven|eight|nine|ten|twenty|many|so many|dos|tres|cuatro|cinco|seis|siete|ocho|nueve|diez|veinte|muchas|tantas|varias)\s+(?:times?|veces|calls|llamadas)\s+(?:a|per|each|every|al|por|cada|en el|en un)\s+(?:day|dia|week|semana|hour|hora)|(?:call|calling|phon)\w*\s+(?:me\s+)?(?:so much|so often|nonstop|non-stop|constantly|all day)|(?:pueden|puede)\s+(?:\w+\s+)?llamar(?:me|le)?\s+tanto|me llaman?\s+(?:tanto|sin parar|todo el dia))\b/,
    cards: ['c-call-frequency'],
    // Texts and emails do not count toward the calls (12 C.F.R. § 1006.14(b)(2)): a message about texts is the texts card's.
    needs: /\b(?:call\w*|llam\w*|phon\w*|rings?|ringing|telefon\w*|voicemails?)\b/,
    // Calls to a workplace have their own, narrower rule, whose cards answer first.
    unless: /\b(?:work|job|boss|supervisor|employer|manager|trabajo|jefe|jefa|patron|supervisora?)\b/,
  },
];
