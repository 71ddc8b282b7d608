import { dueDate, type Language, stateName, type UsStateCode } from '@parley/shared';
import { datesIn, MONTHS } from './date-mentions.js';
import { daysFrom, longDate } from './long-date.js';
import { ADMISSIONS } from './slot-words.js';

/**
 * Requests for admission served in a suit: discovery with its own time, not a summons (blind set AB), and that time is the
 * state's, never a generic 30 days (blind set AC: a state with 28 days met "30 days", a later last day than the rule's).
 * Only the rules Parley is sure of are here, each with its source; `mail` is the days a state adds when they came by mail,
 * given only where sure. Elsewhere the answer says to go by the time printed in the requests or the state's rule, and
 * computes nothing.
 */
const ADMISSION_DAYS: Partial<Record<UsStateCode, { days: number; citation: string; mail?: number }>> = {
  UT: { days: 28, citation: 'Utah R. Civ. P. 36(a)' },
  MI: { days: 28, citation: 'MCR 2.312(B)(1)' },
  IL: { days: 28, citation: 'Ill. S. Ct. R. 216(c)' },
  OH: { days: 28, citation: 'Ohio Civ. R. 36(A)(1)' },
  NY: { days: 20, citation: 'N.Y. CPLR 3123(a)' },
  VA: { days: 21, citation: 'Va. Sup. Ct. R. 4:11(a)' },
  NC: { days: 30, citation: 'N.C. R. Civ. P. 36(a)', mail: 3 },
  GA: { days: 30, citation: 'O.C.G.A. § 9-11-36(a)(2)', mail: 3 },
  TX: { days: 30, citation: 'Tex. R. Civ. P. 198.2(a)', mail: 3 },
  CA: { days: 30, citation: 'Cal. Code Civ. Proc. § 2033.250', mail: 5 },
  PA: { days: 30, citation: 'Pa. R.C.P. 4014(b)' },
  FL: { days: 30, citation: 'Fla. R. Civ. P. 1.370(a)' },
};

const CAME_BY_MAIL = /\b(?:mailed|by mail|in the mail|por correo|me (?:las|los|la|lo) mandaron|me (?:las|los) enviaron)\b/;
const OWNERSHIP_ASKED = /\b(?:own|owns|ownership|chain of title|assign\w*|bill of sale|standing|bought|dueno|cesion|compro)\b/;

const WORDS = {
  en: {
    lead: (time: string) =>
      `Requests for admission are part of the lawsuit (discovery), not a new summons, and filing your Answer does not answer them. Each one must be answered in writing and served on the other side’s lawyer ${time}: any request not answered in time is taken as admitted, which can lose the case without a trial. Admit only what you know is true, deny what is not, and for what you cannot check say that after a reasonable inquiry you lack the information to admit or deny it; sign the responses, send them to the plaintiff’s lawyer and keep proof of when.`,
    known: (days: number, state: string, citation: string) => `within ${days} days after they were served on you, in ${state} (${citation})`,
    unknown:
      'by the time printed in the requests or set by your state’s rule, which in several states is shorter than 30 days (28 days, or even 20 or 21), so do not count on 30: check the requests and ask the clerk',
    dated: (sent: string, days: number, due: string) => `Counted from ${sent}, ${days} days end on ${due}: serve your responses by then.`,
    serveAnswer:
      'Also serve a copy of your Answer on the plaintiff’s lawyer now and file a certificate (proof) of service with the court: the court does not send it for you. Your Answer was still filed; sending the copy fixes the service.',
    mailed: (withMail: string) =>
      `Because they came by mail, your state adds days for mailing, which moves the last day to ${withMail}; serve by the earlier date to be safe.`,
    passed: (sent: string, days: number, due: string) =>
      `Counted from ${sent}, the ${days} days (with any days added for mail) ended on ${due}, so the requests are now treated as admitted. That is not the end: file a motion asking the court to let you withdraw or amend the deemed admissions now, with your written responses attached, and before any hearing on a motion that relies on them; courts often allow it when the case can be decided on its merits. A lawyer or legal aid can help with this step.`,
  },
  es: {
    lead: (time: string) =>
      `Las solicitudes de admisión (requests for admission) son parte de la demanda (el intercambio de pruebas), no una nueva citación, y haber presentado su respuesta a la demanda no las contesta. Cada una se contesta por escrito y se entrega al abogado de la otra parte ${time}: la que no conteste a tiempo se da por admitida, y eso puede hacerle perder el caso sin juicio. Admita solo lo que sabe que es cierto, niegue lo que no, y para lo que no puede verificar diga que después de una investigación razonable no tiene información para admitir o negar; firme las respuestas, envíelas al abogado del demandante y guarde prueba de cuándo.`,
    known: (days: number, state: string, citation: string) => `dentro de los ${days} días después de que se las entregaron, en ${state} (${citation})`,
    unknown:
      'dentro del plazo que dicen las solicitudes o que fija la regla de su estado, que en varios estados es menor de 30 días (28, o incluso 20 o 21): no cuente con 30; revise las solicitudes y pregunte en la secretaría de la corte',
    dated: (sent: string, days: number, due: string) =>
      `Contando desde el ${sent}, los ${days} días terminan el ${due}: entregue sus respuestas a más tardar ese día.`,
    serveAnswer:
      'Además, entregue ahora una copia de su respuesta a la demanda al abogado del demandante y presente a la corte un certificado (prueba) de esa entrega: la corte no lo hace por usted. Su respuesta sí quedó presentada; enviar la copia corrige la entrega.',
    mailed: (withMail: string) =>
      `Como llegaron por correo, su estado suma días por el correo, lo que pasa el último día al ${withMail}; entregue antes de la primera fecha para estar seguro.`,
    passed: (sent: string, days: number, due: string) =>
      `Contando desde el ${sent}, los ${days} días (con los días que se suman por correo) terminaron el ${due}, así que ahora las solicitudes se tienen por admitidas. No es el final: presente ya una moción pidiendo a la corte que le permita retirar o corregir esas admisiones, con sus respuestas por escrito adjuntas, y antes de cualquier audiencia sobre una moción que se apoye en ellas; las cortes suelen permitirlo cuando el caso puede decidirse por el fondo. Un abogado o la ayuda legal gratuita pueden ayudarle con este paso.`,
  },
} as const;

type AdmissionSlots = { state: UsStateCode | null; judgment: unknown; admissionsOn: string | null; servedOn: string | null; today: string };

/** An Answer filed but never served on the plaintiff's lawyer: the court does not send it. */
const ANSWER_NOT_SENT =
  /\b(?:didn'?t|did not|never|no)\s+(?:send|sent|mail|serve|give|le (?:mande|envie))\b[^.?!]{0,40}\b(?:copy|lawyer|attorney|abogado|copia)\b/;

/**
 * The day the requests came, when the question dates them in their own sentence ("it was like oct 20 they mailed them"):
 * never another paper's day (a summary-judgment motion mailed later), which would count a time that has run as still open.
 */
export function admissionsDayIn(folded: string, now: Date): string | null {
  const today = now.toISOString().slice(0, 10);
  const sentenceAround = (at: number, end: number) => {
    const from = Math.max(...['.', '?', '!'].map((c) => folded.lastIndexOf(c, at - 1))) + 1;
    const stops = ['.', '?', '!'].map((c) => folded.indexOf(c, end)).filter((i) => i >= 0);
    return folded.slice(from, stops.length > 0 ? Math.min(...stops) : folded.length);
  };
  return datesIn(folded, now).find((m) => m.iso <= today && ADMISSIONS.test(sentenceAround(m.at, m.end)))?.iso ?? null;
}

/** A recent month and day the question gives ("nov 9", "9 de noviembre"), on or before today. */
export function dayNamed(folded: string, today: string): string | null {
  const names = Object.keys(MONTHS).join('|');
  const m = new RegExp(`\\b(${names})\\.?\\s+(\\d{1,2})\\b|\\b(\\d{1,2}) de (${names})\\b`).exec(folded);
  if (!m) return null;
  const month = MONTHS[(m[1] ?? m[4]) as string] as number;
  const day = Number(m[2] ?? m[3]);
  const [y, tm] = today.split('-').map(Number) as [number, number];
  const iso = `${month <= tm ? y : y - 1}-${String(month).padStart(2, '0')}-${String(day).padStart(2, '0')}`;
  // Requests are answered within weeks: a date more than 45 days back is another event (the suit, the Answer).
  const ago = daysFrom(iso, today);
  return day >= 1 && day <= 31 && ago >= 0 && ago <= 45 ? iso : null;
}

/** The lines for requests for admission: the state's own time where sure, dated from when they were served. */
export function admissionLines(folded: string, slots: AdmissionSlots, language: Language, ownershipWords: string): string[] | null {
  if (!ADMISSIONS.test(folded) || slots.judgment) return null;
  const words = WORDS[language];
  const rule = slots.state ? ADMISSION_DAYS[slots.state] : undefined;
  const time = rule && slots.state ? words.known(rule.days, stateName(slots.state, language), rule.citation) : words.unknown;
  const sent = slots.admissionsOn ?? slots.servedOn ?? dayNamed(folded, slots.today);
  const add = (iso: string, days: number) => (slots.state ? dueDate({ days, counting: 'calendar', from: 'service', citation: '' }, iso, slots.state) : null);
  const due = rule && sent ? add(sent, rule.days) : null;
  const withMail = rule?.mail && sent && CAME_BY_MAIL.test(folded) ? add(sent, rule.days + rule.mail) : null;
  const last = withMail ?? due;
  const dated =
    sent && due && last && last < slots.today
      ? [words.passed(longDate(sent, language), rule?.days ?? 0, longDate(last, language))]
      : sent && due
        ? [
            `${words.dated(longDate(sent, language), rule?.days ?? 0, longDate(due, language))}${withMail ? ` ${words.mailed(longDate(withMail, language))}` : ''}`,
          ]
        : [];
  return [words.lead(time), ...dated, ...(ANSWER_NOT_SENT.test(folded) ? [words.serveAnswer] : []), ...(OWNERSHIP_ASKED.test(folded) ? [ownershipWords] : [])];
}
