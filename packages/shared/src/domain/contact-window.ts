/**
 * The hours a collector may reach a consumer, at the consumer's location: 8 a.m. to 9 p.m.
 * (15 U.S.C. 1692c(a)(1); Regulation F, 12 CFR 1006.6(b)(1)(i)). The server holds a message sent
 * outside them until the next start; the pages say why with these same hours and section.
 */
export const CONTACT_WINDOW = { startHour: 8, endHour: 21, section: '1006.6(b)(1)(i)' } as const;

/** An hour of the day as a clock reads it in English: 8 → "8:00 a.m.", 21 → "9:00 p.m.". */
export function englishClockHour(hour: number): string {
  return `${hour % 12 === 0 ? 12 : hour % 12}:00 ${hour < 12 ? 'a.m.' : 'p.m.'}`;
}
