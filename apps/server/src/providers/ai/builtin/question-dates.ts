/**
 * What each date a question gives is (issue 35): the day the papers came, a date the court set ("appear Thursday December 17"),
 * the day of a judgment, told by the words around each date that date-mentions.ts reads. Works on folded text (lower case, no
 * accents); dates are ISO `YYYY-MM-DD`, read in the asker's calendar: `now` is the moment they asked.
 */

import { type DateMention, datesIn, isoOf, today } from './date-mentions.js';
import { THEY_SIGNED_A_JUDGMENT } from './suit-stage-words.js';

/**
 * Words that make a date the day the papers came; through a state official, the day the certificate of that service was
 * filed, when the service is complete (set AW: Virginia's Secretary of the Commonwealth).
 */
const SERVED =
  /\b(certificate of compliance|affidavit of compliance|served|serve|handed|delivered|gave|got (?:me|it|them|the papers|served|a|the summons)|received|signed (?:for|the)|signed|sign for|mailed|arrived|came|left (?:it|them|the papers)?|taped|posted (?:on|to)|found (?:the |some |court )?(?:papers|summons|complaint)|found (?:it|them) (?:in|on|at|taped|stuck|left)?|process server|deputy|constable|sheriff|notificaron|notifico|notificad[oa]s?|emplazad[oa]s?|sirvieron|entregaron|entrego|recibi|llego|llegaron|firme|firmo|firmaron|dejaron|dejo|pegaron|me (?:la |lo |los |las )?(?:dieron|dio|llevaron|llevo|trajeron|trajo)|(?:le|les|nos) (?:dieron|dio|entregaron|dejaron)|se (?:la|lo|los|las) (?:dieron|dio|dejaron|dejo))\b/;
/**
 * Words that make a date one the court set: to appear, a hearing, a return date; in Spanish also "tengo corte el 15", "la fecha de
 * corte es el 12/15" (a card's "fecha de corte", its statement day, is none).
 */
const COURT_SET =
  /\b(appear|appearance|hearing|return date|court date|trial|pretrial|arraignment|show up|be in court|must attend|presentarme|presentarse|presentese|comparecer|comparecencia|audiencia|cita en la corte|juicio|(?:tengo|tiene|tenemos) que (?:ir|presentarme|estar)(?: (?:a|en) (?:la )?(?:corte|tribunal|juzgado))?|(?:tengo|tiene|tenemos) (?:corte|tribunal|juzgado)|(?:fecha|dia) (?:de|en|para) (?:la )?corte(?! de (?:la |mi |su )?(?:tarjeta|cuenta|factura|estado))|(?:fecha|dia) (?:en|del|de) (?:el )?(?:tribunal|juzgado))\b/;

/** A payment demanded by the date that follows: "if I don't pay today", "pay by today", "si no pago hoy", "que pague antes de". */
const PAY_BY =
  /\b(?:(?:if|unless) (?:i|we|you) (?:don'?t|do not|can'?t|cannot|didn'?t)? ?(?:pay|send|wire)\w*(?: (?:it|them|the \w+|\$[\d,.]+))?|pay(?: it| up| them)? (?:by|before|until)|(?:si no|a menos que) (?:\w+ )?(?:pago|pagamos|pague|pagues|paga|mando|envio)(?: (?:el|la|los|\$[\d,.]+))?|(?:que )?pague(?:mos)? (?:antes de|para)(?: el)?)\s*$/;

/** A full stop that ends a sentence: not the one after a title or a short form ("judge st. clair", "mr. lopez", "no. 24"). */
const SENTENCE_END = /(?<!\b(?:mr|mrs|ms|dr|st|jr|sr|sra|srta|lic|atty|no|vs|v|co|inc|ave|blvd|rd|apt))[.?!](?=\s)/;

/** A sentence's opening before its date: nothing, or a weekday, "on", "el", "this past". */
/** Where a sentence opens, after the fillers people type first ("ok so this morning a guy handed me…"; blind set AJ). */
const SENTENCE_OPENING =
  /(?:^|[.?!\n]\s*)(?:(?:so|ok|okay|well|and|but|hi|hey|um|y|pues|bueno|oiga|hola),?\s+){0,3}(?:(?:on|this past|last|el|este|el pasado)\s+)?(?:(?:sunday|monday|tuesday|wednesday|thursday|friday|saturday|domingo|lunes|martes|miercoles|jueves|viernes|sabado),?\s+)?(?:the\s+|el\s+)?$/;
/** A clause's opening before its date: "…after surgery and on nov 12 a man walked in and handed me papers" (blind set AM). */
const CLAUSE_OPENING = /(?:,\s*|\s)(?:and|then|but|y|pero|luego)\s+(?:(?:then|luego)\s+)?(?:on|el)\s+$/;
/** A payment or a letter in the sentence makes its date that of something else. */
const NOT_THE_HANDING = /\b(?:pa(?:y|id|yment)\w*|pag\w*|letter|carta|dated|fechad[oa]|judgm?ent|sentencia)\b/;
/**
 * A date that opens the sentence telling of the handing, with the story between ("Oct 2 I was walking the
 * dog when a woman handed me papers"; blind set W): that sentence's only date, with no payment or letter in it.
 */
function opensTheHanding(folded: string, m: DateMention, mentions: DateMention[]): boolean {
  const head = folded.slice(Math.max(0, m.at - 40), m.at);
  if (!SENTENCE_OPENING.test(head) && !CLAUSE_OPENING.test(head)) return false;
  const rest = folded.slice(m.end).match(/^[^.?!\n]{0,200}/)?.[0] ?? '';
  const sentenceEnd = m.end + rest.length;
  if (mentions.some((o) => o !== m && o.at >= m.end && o.at < sentenceEnd)) return false;
  return SERVED.test(rest) && !NOT_THE_HANDING.test(rest);
}

/**
 * A date that closes the sentence telling of the handing, with the story between ("me entregaron una demanda de un
 * hospital en el condado de Harris el viernes 27 de noviembre"): that sentence's only date, with no payment, letter or
 * judgment in it.
 */
function handedEarlierInSentence(folded: string, m: DateMention, mentions: DateMention[]): boolean {
  const opening = folded.slice(0, m.at).search(/[^.?!\n]{0,200}$/);
  const sentenceStart = opening < 0 ? m.at : opening;
  const head = folded.slice(sentenceStart, m.at);
  if (mentions.some((o) => o !== m && o.end > sentenceStart && o.at < m.at)) return false;
  return SERVED.test(head) && !NOT_THE_HANDING.test(head) && !COURT_SET.test(head);
}

/** An arbitration's words just before a date: "arbitration hearing on March 9", "audiencia de arbitraje el 9 de marzo". */
const ARBITRATION_BEFORE = /\barbitra(?:tion|tor|je)\b[^.?!]{0,30}$/;

/** The words before a letter's own date. */
const LETTER_DATED = /\b(?:dated|postmarked|fechad[oa]|con fecha(?: del?)?)\s+(?:the\s+|el\s+)?$/;
/** A judgment "dated" a day is dated by its signing: "a default judgment from the county court dated June 16" (set AO look). */
const JUDGMENT_DATED = /\b(?:judgm?ent|sentencia|fallo)\b[^.?!$]{0,60}\b(?:dated|fechad[oa]|con fecha(?: del?)?)\s+(?:the\s+|el\s+)?$/;

export type QuestionDates = {
  /** The day the papers came, the earlier one when the question gives two. */
  servedOn: string | null;
  /**
   * Every day the question says papers came, in the order written: two suits served on two days each have their own
   * last day (blind set Y: a second suit on the same card, served eleven days after the first).
   */
  servedDates: string[];
  /** The day the question says a judgment was entered or signed: what the time to undo or appeal it runs from. */
  judgmentOn: string | null;
  /** The other day the person said it might have been ("nov 10 or 11"). */
  servedOrElse: string | null;
  /** A date the court set for the person to appear, when the question gives one. */
  courtDate: string | null;
  /** The day the question was asked, in the asker's calendar: what a deadline is compared with. */
  today: string;
};

/**
 * The service date and the court-set date of a question. A date is the court's when words of an
 * appearance stand just before it; the service date is one not after today with words of service
 * near it (before it, or just after). A date with neither (a last payment, a judgment) is neither.
 */
export function questionDates(folded: string, now: Date): QuestionDates {
  const mentions = datesIn(folded, now);
  const todayIso = isoOf(today(now));
  const before = (m: DateMention, chars: number) => folded.slice(Math.max(0, m.at - chars), m.at);
  // The cue nearest before a date decides: "the hearing is Dec 8, they gave it to me Nov 16" serves on Nov 16.
  const lastAt = (pattern: RegExp, text: string) => Math.max(-1, ...[...text.matchAll(new RegExp(pattern.source, 'g'))].map((x) => x.index ?? 0));
  const judgeActedOn = (m: DateMention) =>
    JUDGMENT_SIGNED.test(before(m, 60)) ||
    (SIGNED_IT.test(before(m, 30)) && JUDGMENT_WORDS.test(before(m, 150))) ||
    LOST_THE_CASE.test(before(m, 80)) ||
    RULED_ON.test(before(m, 50)) ||
    JUDGE_RULED.test(folded.slice(m.end, m.end + 120).split(/[.?!]/)[0] ?? '');
  const courtSet = mentions.filter((m) => {
    const window = before(m, 50);
    // An arbitration hearing's date is never the day to answer by (blind set W): the court's own count still runs.
    if (ARBITRATION_BEFORE.test(before(m, 40))) return false;
    // Papers are never dated ahead: a later day they are "dated" ("papeles de la corte con fecha 14 de diciembre") is one they set.
    if (m.iso > todayIso && LETTER_DATED.test(before(m, 25))) return true;
    const court = lastAt(COURT_SET, window);
    return court >= 0 && court > lastAt(SERVED, window);
  });
  // A letter's own date ("a letter dated Nov 27") is when it was written, not when papers were served.
  // A day a payment is demanded by is no day of service: "if I don't pay today", "si no pago hoy y dejaron papeles …" (one's own probe).
  // A hearing's day the judge ruled on is the judgment's too: "missed the hearing and on Nov 30 the judge gave judgment" (blind set AN).
  const past = mentions.filter(
    (m) =>
      (!courtSet.includes(m) || judgeActedOn(m)) &&
      m.iso <= todayIso &&
      (!LETTER_DATED.test(before(m, 25)) || JUDGMENT_DATED.test(before(m, 90))) &&
      !PAY_BY.test(before(m, 30)),
  );
  // "A default judgment signed Monday Nov 9": the judge's signing, never a service (blind set AB: its signing read as a service's).
  // "In court on Nov 23 the judge gave them a judgment": the day told before the judge's ruling.
  const judged = past.find((m) => {
    // The judgment's words in the date's own sentence: "…judgment that same day. I called the court on Nov 20" dates the call, not it.
    // Up to 150 characters of it: "a default judgment was signed against me in the Harris County justice court on November 16".
    const window = before(m, 150).split(SENTENCE_END).at(-1) ?? '';
    const entered = /\b(?:was |were )?entered(?: on)?\s+$/.test(before(m, 20)) && JUDGMENT_WORDS.test(before(m, 120));
    // "Signed" after the judgment is its signing, no service: "a default judgment was signed against me … on November 16".
    const servedAt = lastAt(
      SERVED,
      window.replace(JUDGMENT_THEN_SIGNED, (words) => words.replace(/\bsigned\b/, '      ')),
    );
    return (JUDGMENT_WORDS.test(window) && lastAt(JUDGMENT_WORDS, window) > servedAt) || entered || judgeActedOn(m);
  });
  // The day a judge signed or gave a judgment is no service ("signed" is also a certified letter's).
  const handed = past.filter((m) => m !== judged || !judgeActedOn(m));
  const served =
    handed.find((m) => SERVED.test(before(m, 60))) ??
    handed.find((m) => SERVED.test(folded.slice(m.end, m.end + 30))) ??
    handed.find((m) => opensTheHanding(folded, m, mentions)) ??
    handed.find((m) => handedEarlierInSentence(folded, m, mentions));
  const servedDates = handed
    .filter(
      (m) =>
        (SERVED.test(before(m, 60)) && lastAt(SERVED, before(m, 60)) > lastAt(JUDGMENT_WORDS, before(m, 60))) ||
        SERVED.test(folded.slice(m.end, m.end + 30)) ||
        opensTheHanding(folded, m, mentions) ||
        handedEarlierInSentence(folded, m, mentions),
    )
    .map((m) => m.iso);
  // A judgment's day: the nearest cue before the date is the judgment, not a service ("a default judgment on Nov 19").
  // "…was entered on June 1, 2005" a little further from the word judgment is its day too (blind set Z review).
  return {
    servedOn: served?.iso ?? null,
    servedOrElse: served?.orElse ?? null,
    servedDates: [...new Set(servedDates)],
    judgmentOn: judged?.iso ?? null,
    courtDate: courtSet[0]?.iso ?? null,
    today: todayIso,
  };
}

/** A judgment said signed or entered just before its date: "a default judgment signed Monday". */
const JUDGMENT_SIGNED =
  /(?:\b(?:judgm?ents?|sentencia|fallo)\b[^.?!]{0,30}\b(?:signed|entered|granted|firmad[oa]|firmo|firmaron|dictad[oa]|dictaron|dicto)|\b(?:signed|entered|granted|gave|firmo|firmaron|dicto|dictaron)\s+(?:a |the |una |la |el )?(?:default |agreed )?(?:judgm?ent|sentencia|fallo)\b[^.?!]{0,30})\s+(?:on\s+|el\s+|this\s+past\s+)?(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+|(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)\s+)?$/;
const WEEKDAY_BEFORE = String.raw`(?:(?:mon|tues|wednes|thurs|fri|satur|sun)day\s+|(?:lunes|martes|miercoles|jueves|viernes|sabado|domingo)\s+)?`;
/** The case lost on the date: "lost my case in Knox County General Sessions on Tuesday, November 24". */
const LOST_THE_CASE = /\b(?:lost|perdi|perdimos)\s+(?:my |the |our |this |el |mi )?(?:case|trial|hearing|lawsuit|suit|caso|juicio|demanda)\b[^.?!]{0,70}$/;
/** A ruling told just before its date: "the judge ruled against me on November 30", "falló en mi contra el 30 de noviembre". */
const RULED_ON = new RegExp(
  String.raw`\b(?:ruled|decided|found|held)\s+(?:against (?:me|us)|for (?:the )?(?:plaintiff|creditor|collector|bank|them))\s+(?:on\s+)?${WEEKDAY_BEFORE}$|\b(?:fallo|decidio|resolvio)\s+en (?:mi|nuestra) contra\s+(?:el\s+)?${WEEKDAY_BEFORE}$`,
);
/** The judgment, named before, signed on the date: "la firmaron el 16 de noviembre", "judge signed it nov 18" (set AX). */
const SIGNED_IT = new RegExp(
  String.raw`\b(?:la|lo) (?:firmaron|firmo|dictaron|dicto)\s+(?:el\s+)?${WEEKDAY_BEFORE}$|\b(?:judge|court|they|he|she)\s+(?:signed|entered)\s+it\s+(?:on\s+)?${WEEKDAY_BEFORE}$`,
);
/** The judge's ruling told right after a date: "on Nov 23 the judge gave them a judgment", "el 23 … y le dieron default judgment". */
// (The judge named with the court's words between, the judgment in English inside Spanish: "el juez de paz del precinto 5 en austin firmo un 'default judgment'"; blind set AM.)
const JUDGE_RULED = new RegExp(
  String.raw`^[^.?!]{0,40}\b(?:judge|court|magistrate|juez|jueza|corte)\b[^.?!]{0,40}?\b(?:gave|granted|entered|awarded|ruled|signed|dicto|dio|otorgo|fallo|firmo|firmaron|emitio)\b[^.?!]{0,40}\b(?:judgm?ent|sentencia|fallo|against me|en mi contra)\b|^[^.?!]{0,20}\b${THEY_SIGNED_A_JUDGMENT}|^[^.?!]{0,100}?\b(?:(?:le|les|me|nos|te) (?:dieron|dio|pusieron|puso)|(?:they|he|she) (?:gave|entered|granted) (?:her|him|me|us|them)|(?:got|received|recibio|recibi))\s+(?:an? |un |una |la |el )?(?:default(?: judgm?ent)?|judgm?ent|sentencia|fallo)\b(?!\s+(?:on|el|dated|signed|entered)\b)`,
);
/** A judgment and, just after it, its signing: "judgment was signed", "judgment (default) signed". */
const JUDGMENT_THEN_SIGNED = /\b(?:judgm?ents?)\b[^.?!]{0,20}\bsigned\b/g;
/** Words that make a date the day of a judgment. */
const JUDGMENT_WORDS = /\b(?:judgm?ents?|sentencia|fallo)\b/;
