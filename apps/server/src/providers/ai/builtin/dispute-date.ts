import type { Language } from '@parley/shared';
import { datesIn } from './date-mentions.js';
import { asksToBackdate } from './intents.js';
import { longDate } from './long-date.js';

/**
 * The last day to dispute printed on a validation notice, as the question quotes it ("the letter says I have until January 4
 * to dispute", "tengo hasta el lunes 21 de diciembre para disputar"; blind set Z: "before the validation period ends" was
 * said, and "you have 30 days", with the person's own printed day never repeated). Regulation F makes the collector print
 * that day (12 C.F.R. § 1006.34(c)(3)); a day already past still leaves a late dispute worth sending. Read on folded text.
 */
const UNTIL_BEFORE =
  /\b(?:until|till|'til|by|before|no later than|deadline (?:is|of)|hasta(?: el)?|antes del?|a mas tardar(?: el)?|fecha limite(?: es| del?)?)\s+(?:the\s+|el\s+)?(?:(?:monday|tuesday|wednesday|thursday|friday|saturday|sunday|lunes|martes|miercoles|jueves|viernes|sabado|domingo),?\s+)?$/;
const DISPUTE = /\b(?:disput\w*|validat\w*|verif\w*)\b/;
/**
 * "Until" after a letter's coming is the day it came, not a deadline (blind set AJ: "their validation letter didnt come till
 * Monday Nov 23" was read as the last day to dispute, and a window open to December 28 was said to have passed).
 */
const CAME_UNTIL =
  /\b(?:come|came|arriv\w*|get|got|gotten|receiv\w*|show(?:ed)? up|deliver\w*|mail\w*|sent|send|llego|llegaron|recibi\w*|mandaron|enviaron|entregaron)\b[^.?!]{0,24}\b(?:until|till|'til|hasta)\s+(?:the\s+|el\s+)?\S*,?\s*$/;

/**
 * The person's own dispute told as sent on a day: "I mailed my dispute certified on Nov 19", "mandé mi disputa el 19 de
 * noviembre" (blind set AY: a dispute mailed the day before the printed last day was called late).
 */
const SENT_BEFORE = /\b(?:mailed|sent|faxed|emailed|e-mailed|submitted|filed|disputed|mande|envie|mandamos|enviamos)\b[^.?!]{0,40}$/;

/** The last day to dispute the letter gives, and the day the person says they sent their dispute, when they do. */
export type DisputeBy = { by: string; sentOn: string | null };

const sentenceOf = (folded: string, at: number, end: number) => {
  const start = Math.max(0, ...['.', '?', '!'].map((mark) => folded.lastIndexOf(mark, at) + 1));
  const ends = ['.', '?', '!'].map((mark) => folded.indexOf(mark, end)).filter((i) => i >= 0);
  return folded.slice(start, ends.length ? Math.min(...ends) : folded.length);
};

export function disputeByIn(folded: string, now: Date): DisputeBy | null {
  const dates = datesIn(folded, now);
  const by = dates.find((m) => {
    const before = folded.slice(Math.max(0, m.at - 60), m.at);
    return UNTIL_BEFORE.test(before.slice(-40)) && !CAME_UNTIL.test(before) && DISPUTE.test(sentenceOf(folded, m.at, m.end));
  });
  if (!by) return null;
  // A letter to be dated back ("date it Nov 25 and I'll say I mailed it then") was sent on no day.
  const sent = asksToBackdate(folded)
    ? undefined
    : dates.find((m) => m !== by && SENT_BEFORE.test(folded.slice(Math.max(0, m.at - 50), m.at)) && DISPUTE.test(sentenceOf(folded, m.at, m.end)));
  return { by: by.iso, sentOn: sent?.iso ?? null };
}

const WORDS = {
  en: {
    open: (date: string) =>
      `The last day to dispute printed on your letter is ${date}. Send a written dispute so it arrives by then: say that you dispute the debt and ask for verification and the name and address of the original creditor; send it by certified mail with a return receipt, or the way the letter allows (some accept disputes online), and keep a copy. If it arrives in time, the collector must stop collecting until it mails you the verification (15 U.S.C. § 1692g(b)).`,
    sentInTime: (sent: string, by: string) =>
      `You sent your dispute on ${sent}, within the time your letter gave (to ${by}): a written dispute sent within the validation period is generally treated as on time, even if it arrived a few days later. Until the collector mails you verification, it must stop collecting the debt (15 U.S.C. § 1692g(b)), and if it reports the debt to a credit bureau it must show it as disputed (15 U.S.C. § 1692e(8)). If it kept collecting or reporting without that, you can complain to the CFPB and your state attorney general, and ask a consumer lawyer whether it broke the law.`,
    passed: (date: string) =>
      `The date your letter gave to dispute, ${date}, has passed, but you can still dispute in writing today, truthfully dated: the collector no longer has to pause collection to verify, but not disputing in time is not an admission that you owe the debt (15 U.S.C. § 1692g(c)), you keep every defense, and once you dispute, any credit reporting by the collector must show the debt as disputed.`,
  },
  es: {
    open: (date: string) =>
      `El último día para disputar que aparece en su carta es el ${date}. Mande una disputa por escrito que llegue a más tardar ese día: diga que disputa la deuda y pida la verificación y el nombre y la dirección del acreedor original; mándela por correo certificado con acuse de recibo, o de la forma que permita la carta (algunas aceptan disputas en línea), y guarde una copia. Si llega a tiempo, el cobrador debe dejar de cobrar hasta que le envíe la verificación por correo (15 U.S.C. § 1692g(b)).`,
    sentInTime: (sent: string, by: string) =>
      `Usted mandó su disputa el ${sent}, dentro del plazo que le dio su carta (hasta el ${by}): una disputa por escrito enviada dentro del período de validación por lo general cuenta como a tiempo, aunque haya llegado unos días después. Hasta que el cobrador le mande la verificación por correo, debe dejar de cobrar la deuda (15 U.S.C. § 1692g(b)), y si reporta la deuda a una agencia de crédito debe indicar que está disputada (15 U.S.C. § 1692e(8)). Si siguió cobrando o reportando sin eso, puede quejarse ante la CFPB y el procurador general de su estado, y preguntar a un abogado de consumidores si violó la ley.`,
    passed: (date: string) =>
      `La fecha que le dio su carta para disputar, el ${date}, ya pasó, pero todavía puede disputar por escrito hoy, con la fecha verdadera: el cobrador ya no tiene que detener el cobro para verificar, pero no disputar a tiempo no significa que usted admita la deuda (15 U.S.C. § 1692g(c)), conserva todas sus defensas, y una vez que dispute, si el cobrador reporta la deuda debe indicar que está disputada.`,
  },
} satisfies Record<Language, unknown>;

/** The person's dispute sent by the letter's last day: nothing is left for them to send (answer.ts drops a card's "send a dispute now"). */
export const disputeSentInTime = (d: DisputeBy | null): d is DisputeBy & { sentOn: string } => d?.sentOn != null && d.sentOn <= d.by;

export function disputeByLine(dispute: DisputeBy, today: string, language: Language): string {
  const words = WORDS[language];
  const { by } = dispute;
  if (disputeSentInTime(dispute)) return words.sentInTime(longDate(dispute.sentOn, language), longDate(by, language));
  return by >= today ? words.open(longDate(by, language)) : words.passed(longDate(by, language));
}
