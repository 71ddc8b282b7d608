import { datesIn } from './date-mentions.js';

/**
 * Papers signed for, received or left at the home by someone else, and passed on to the person days later (blind set Z:
 * a mother signed the certified-mail card on one day and handed the papers over six days later; the deadline was counted
 * from the later day and came out later than the real one). Service happens when the papers are delivered (the card
 * signed, the papers left with a household member or at the door), not when they reach the person's hands, so the day
 * they were passed on never starts the count: the earlier day does, and when the question does not give it, no day is
 * counted and the person is sent to the proof of service. Read on folded, lower-case text.
 */
export type HandedOnLater = {
  /** The day the papers were signed for, received or left at the home, or the mailed papers' own date, when the question gives it. */
  receivedOn: string | null;
  /** The day someone passed them on to the person, or the day mailed papers reached them. */
  passedOn: string;
  /** Passed on by someone in the household, or dated by their mailing (a clerk's or a Secretary of State's letter). */
  by: 'household' | 'mailing';
};

/** Someone in the household, in either language: the one who had the papers first. */
const HOUSEHOLD = String.raw`(?:(?:my|his|her|our)\s+(?:\w+\s+)?(?:wife|husband|spouse|partner|mom|mother|dad|father|son|daughter|kid|roommate|room-mate|neighbou?r|sister|brother|landlord|girlfriend|boyfriend|grandmother|grandma|grandpa|aunt|uncle|cousin|mother-in-law|father-in-law)|(?:mi|su)\s+(?:\w+\s+)?(?:esposa|esposo|marido|mama|mami|madre|papa|padre|hijo|hija|roommate|companer[oa] de cuarto|vecin[oa]|herman[oa]|suegr[oa]|novi[oa]|abuel[oa]|ti[oa]|prim[oa]))`;

/**
 * Words just before a date that make it the day someone in the household passed the papers on, or the day the person
 * first got or saw them ("gave it to me Saturday", "only gave it to me on", "no me pasó el sobre hasta el", "me la dio hasta
 * el"). "Me la entregaron" alone is the handing over itself, and stays the service.
 */
const PASSED_ON = new RegExp(
  // (Not "a process server gave her the papers": given to the household member, not by them; set AU.)
  String.raw`${HOUSEHOLD}[^.?!]{0,140}\b(?:gave|handed|passed|brought|showed|forwarded|dio|entrego|paso|trajo|enseno|mostro)\b(?!\s+(?:him|her)\b)[^.?!]{0,40}$` +
    String.raw`|\b(?:didn'?t|did not|never|only|finally|no)\s+(?:\w+\s+){0,4}?(?:give|gave|hand|handed|pass|passed|show|showed|bring|brought|dio|entrego|paso|trajo|enseno|mostro)\b[^.?!]{0,40}$` +
    String.raw`|\b(?:me|se)\s+(?:la|lo|las|los)\s+(?:dio|paso|trajo|enseno|mostro|entrego)\s+hasta\b[^.?!]{0,15}$`,
);

/** Words near a date that make it the day the papers came to the home: signed for, received, left, taped, delivered. */
const CAME_HOME =
  /\b(?:signed|firmo|firmaron|received|recibio|recibieron|got (?:the|a|some|it|them)|left|dejaron|dejo|taped|posted|pegaron|delivered|arrived|came|gave|handed|llego|llegaron|served|notificaron|entregaron (?:a|con)|(?:dieron|entregaron)\b[^.?!]{0,25}\b(?:a|con) (?:mi|su))\b/;

/** The day the papers came to the home and the day they were passed on to the person, when the question tells both apart. */
export function handedOnLaterIn(folded: string, now: Date): HandedOnLater | null {
  const today = now.toISOString().slice(0, 10);
  const mentions = datesIn(folded, now).filter((m) => m.iso <= today);
  const before = (at: number, chars: number) => folded.slice(Math.max(0, at - chars), at);
  const passed = mentions.find((m) => PASSED_ON.test(before(m.at, 200)));
  if (!passed) return null;
  // The day the papers came: an earlier date with words of their coming near it, before it or just after.
  const received = mentions.find(
    (m) => m !== passed && m.iso < passed.iso && (CAME_HOME.test(before(m.at, 70)) || CAME_HOME.test(folded.slice(m.end, m.end + 30))),
  );
  // A sentence that names no one else who had the papers first is the person's own reading, not a passing on.
  const someoneElse = received !== undefined || SOMEONE_ELSE_HAD_THEM.test(folded);
  return someoneElse ? { receivedOn: received?.iso ?? null, passedOn: passed.iso, by: 'household' } : null;
}

/**
 * Mailed papers with a date of their own and a later day they reached the person (set AQ: a Kentucky suit served through the
 * Secretary of State, "the letter from the Sec of State is dated Dec 4 and she got it yesterday (Sat Dec 5)", was counted
 * from the day it was opened). Where the count runs from the mailing, the later day gives a last day too late; the earlier
 * one is the safe count. Asked only of papers that came by mail (served-how.ts). Folded text.
 */
/** Words just before a date that make it the mailed papers' own: "dated Dec 4", "postmarked", "mailed on", "con fecha del". */
const PAPER_DATED = /\b(?:dated|postmarked|post-marked|mailed (?:out )?on|sent (?:out )?on|con fecha (?:del? )?|fechad[oa] (?:el )?|matasellos (?:del? )?)\s*$/;
/** Words near a later date that make it the day the papers reached the person. */
const GOT_THEM = /\b(?:got|received|picked up|opened|came|arrived|recibi\w*|llego|abri\w*)\b/;

export function mailedEarlierIn(folded: string, now: Date): HandedOnLater | null {
  const today = now.toISOString().slice(0, 10);
  const mentions = datesIn(folded, now).filter((m) => m.iso <= today);
  const dated = mentions.find((m) => PAPER_DATED.test(folded.slice(Math.max(0, m.at - 25), m.at)));
  if (!dated) return null;
  const got = mentions.find(
    (m) => m.iso > dated.iso && (GOT_THEM.test(folded.slice(Math.max(0, m.at - 40), m.at)) || GOT_THEM.test(folded.slice(m.end, m.end + 30))),
  );
  return got ? { receivedOn: dated.iso, passedOn: got.iso, by: 'mailing' } : null;
}

/** Someone else signed for, received or was left the papers. */
const SOMEONE_ELSE_HAD_THEM = new RegExp(
  String.raw`${HOUSEHOLD}\b[^.?!]{0,60}\b(?:signed|firmo|received|recibio|got|took|left|dejaron|dejo|accepted|agarro)\b|\b(?:signed|left|dejaron|dejo|dieron|entregaron|gave (?:them|it|the papers)|handed (?:them|it|the papers))\b[^.?!]{0,30}\b(?:with|con|a|to)\s+(?:my|mi|su|his|her)\b` +
    // "some guy handed him papers for me" (set AU): the papers went to someone else first
    String.raw`|\b(?:handed|gave|served)\s+(?:him|her)\s+(?:the\s+|some\s+)?(?:papers|summons|documents|envelope|lawsuit)\b|\ble\s+(?:dieron|entregaron|dejaron)\s+(?:los|unos|el)\s+(?:papeles|documentos|sobre)\b`,
);
