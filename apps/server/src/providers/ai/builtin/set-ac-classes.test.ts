import { describe, expect, it } from 'vitest';
import { askSoloAt, firstParagraph } from '../../../test/ask-solo.js';

/**
 * Blind set AC's classes, in questions of other people, amounts, states, debts and wording than the set's. Unsafe first: a
 * court date already passed met "that date is your deadline" and no judgment deadlines; requests for admission met a
 * generic 30 days in a state with fewer. Then a debt declined for naming immigration or a landlord, a federal student
 * loan's administrative garnishment met the judgment creditor's 25%, a paid collection still reported met the medical-debt
 * policy, and a "court" message asking for payment by app met the phone-collector scam text.
 */
const now = new Date('2026-12-03T15:00:00Z');
const { plan } = askSoloAt(now);
const first = firstParagraph;

describe('blind set AC unsafe class: a court date already passed', () => {
  it('says the judgment’s own deadlines, counted from the judgment, never the passed date as the deadline', () => {
    const en = plan(
      'A process server left papers at my old place in Arlington after I had moved to Maryland. It was Arlington General District Court, return date November 27, on a Capital One card. That day is gone now, did I lose?',
      'en',
      'MD',
    );
    expect(first(en)).toMatch(/has passed, so it is no longer your deadline/);
    expect(en).toMatch(/within 10 days after the judgment/);
    expect(en).toMatch(/Monday, December 7, 2026/);
    expect(en).toMatch(/no longer lived/);
    expect(en).not.toMatch(/That date is your deadline/);
    const unknown = plan('My small claims hearing in Boise was November 16 and I was not there. Did they win? What can I do now?', 'en', 'ID');
    expect(first(unknown)).toMatch(/counted from the day it was entered/);
    expect(unknown).toMatch(/ask the clerk today/);
    const es = plan('La audiencia en la oficina del magistrado de Scranton era el 12 de noviembre y no estuve. ¿Ya ganaron? ¿Qué hago?', 'es', 'PA');
    expect(first(es)).toMatch(/ya no es su plazo/);
    expect(es).toMatch(/30 días después de la sentencia/);
  });
});

describe('blind set AC unsafe class: requests for admission and the state’s own time', () => {
  it('gives the state’s shorter time and its last day, never a generic 30 days', () => {
    const en = plan(
      'In my Cook County case the bank’s attorney sent me requests for admission on November 12. I already filed my appearance and answer. Can I just ignore them?',
      'en',
      'IL',
    );
    expect(first(en)).toMatch(/within 28 days/);
    expect(first(en)).toMatch(/taken as admitted/);
    expect(en).toMatch(/Thursday, December 10, 2026/);
    expect(en).not.toMatch(/within 30 days after they were served/);
    const unsure = plan('A debt buyer’s lawyer served me requests for admission in my Oregon case. How long do I have?', 'en', 'OR');
    expect(first(unsure)).toMatch(/time printed in the requests/);
    expect(first(unsure)).not.toMatch(/within 30 days/);
    const es = plan(
      'Presenté mi respuesta pero no le mandé copia al abogado. Ahora me enviaron solicitudes de admisión el 16 de noviembre. ¿Las ignoro?',
      'es',
      'MI',
    );
    expect(first(es)).toMatch(/28 días/);
    expect(es).toMatch(/entregue ahora una copia de su respuesta/);
  });
});

describe('blind set AC wrong classes', () => {
  it('answers a debt judgment beside an immigration worry, not as an immigration matter', () => {
    const en = plan(
      'A magistrate court in Tucson entered a default judgment against me for $2,900 on a payday loan. Can they put me in jail? I also have my citizenship interview next month, will this judgment hurt my green card application?',
      'en',
      'AZ',
    );
    expect(en).not.toMatch(/I cannot help with it here/);
    expect(en).toMatch(/judgment/);
  });

  it('answers a landlord’s charge sent to collections as a debt to dispute', () => {
    const en = plan(
      'My old landlord in Boise held onto my deposit and now a collection agency wants $1,700 for repainting and cleaning. I have photos from the day I left. What should I do?',
      'en',
      'ID',
    );
    expect(first(en)).toMatch(/dispute it in writing/);
    expect(en).toMatch(/wear and tear/);
    expect(en).not.toMatch(/outside what Ask Solo covers/);
  });

  it('gives a federal student loan’s administrative garnishment its 15% and hearing, never the 25% rule', () => {
    const en = plan(
      'Department of Education letter says administrative wage garnishment starts soon on my defaulted federal loans. No court case ever. My take home is $1,200 a week. How much can they take? Omaha',
      'en',
      'NE',
    );
    expect(first(en)).toMatch(/15%/);
    expect(en).toMatch(/\$180\.00 a week/);
    expect(en).toMatch(/right to a hearing/);
    expect(en).not.toMatch(/\$300\.00/);
    const es = plan(
      'El Departamento de Educación me va a embargar el sueldo por mis préstamos federales. Gano $1,000 por semana. ¿Cuánto pueden quitar? Vivo en Texas.',
      'es',
      'TX',
    );
    expect(first(es)).toMatch(/15%/);
    expect(es).toMatch(/\$150\.00 por semana/);
    expect(es).toMatch(/no detiene este embargo/);
  });

  it('tells a person with a paid collection still reported to dispute with the credit bureaus, not the medical policy', () => {
    const en = plan(
      'I paid the gym in full before they sent it anywhere and have the receipt, but a collection from them is still on my TransUnion. How do I fix it?',
      'en',
      'OH',
    );
    expect(first(en)).toMatch(/each credit bureau/);
    expect(en).not.toMatch(/medical collections/);
  });

  it('calls a "court" e-mail or text asking for payment by app a scam and says to verify with the clerk', () => {
    const en = plan(
      'Got an email from "District Court Notices" saying a lawsuit will be filed unless I send $380 by Cash App today. Is this legit?',
      'en',
      'WA',
    );
    expect(first(en)).toMatch(/scam: courts do not collect/);
    expect(en).toMatch(/clerk/);
    const es = plan('Me llegó un mensaje de texto de una "corte" que dice que pague $500 por Venmo hoy para cerrar mi caso. ¿Es real?', 'es', 'FL');
    expect(first(es)).toMatch(/estafa: las cortes no cobran/);
  });
});
