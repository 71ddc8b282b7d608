import { describe, expect, it } from 'vitest';
import {
  answerDeadline,
  captionLine,
  courtLevelOf,
  DEBT_TYPES,
  deadlineText,
  dueDate,
  federalGarnishmentCap,
  JURISDICTIONS,
  jurisdictionOf,
  jurisdictionSources,
  limitationFor,
} from './jurisdictions.js';
import { stateName, US_STATE_CODES, US_STATES } from './us-states.js';

const filled = (text: string | undefined) => typeof text === 'string' && text.trim().length > 0;

describe('jurisdiction data', () => {
  it('covers every state and DC once, by a valid code', () => {
    expect(JURISDICTIONS).toHaveLength(51);
    expect(JURISDICTIONS.map((j) => j.state).sort()).toEqual([...US_STATE_CODES].sort());
  });

  it.each(JURISDICTIONS.map((j) => [j.state, j] as const))('%s is complete', (state, j) => {
    expect(j.name).toBe(US_STATES[state]);
    for (const text of [j.answerTitle, j.pleading, j.generalDenial, j.caption.versus, j.caption.caseNumberLabel, j.caption.venueLabel]) {
      expect(filled(text)).toBe(true);
    }
    // Courts: at least one, unique keys, a caption naming the state, a deadline rule with its citation.
    expect(j.courts.length).toBeGreaterThan(0);
    expect(new Set(j.courts.map((c) => c.key)).size).toBe(j.courts.length);
    for (const c of j.courts) {
      expect(filled(c.name)).toBe(true);
      expect(c.caption.toUpperCase()).toContain(j.name.toUpperCase());
      expect(filled(c.answer.citation)).toBe(true);
      expect(['calendar', 'court_days']).toContain(c.answer.counting);
      if (c.answer.from === 'service') expect(c.answer.days).toBeGreaterThan(0);
      else expect(c.answer.days).toBe(0);
      if (c.limitCents !== null) expect(Number.isInteger(c.limitCents) && c.limitCents > 0).toBe(true);
      if (c.formRequired !== undefined) expect(c.formRequired).toMatch(/Parley cannot (prepare|fill)[^.]*\.$/);
    }
    // A limitation period, with its statute, for every kind of debt.
    for (const { key } of DEBT_TYPES) {
      const l = j.limitations[key];
      expect(Number.isInteger(l.years) && l.years >= 1 && l.years <= 15).toBe(true);
      expect(filled(l.citation)).toBe(true);
    }
    expect(filled(j.revival.text)).toBe(true);
    expect(filled(j.revival.citation)).toBe(true);
    expect(jurisdictionSources(j).length).toBeGreaterThanOrEqual(2);
  });

  it('flags the courts that need their own form', () => {
    const flagged = JURISDICTIONS.filter((j) => j.courts.some((c) => c.formRequired)).map((j) => j.state);
    expect(flagged).toEqual(['CT', 'IL', 'MD', 'OR']);
    expect(courtLevelOf(jurisdictionOf('MD') as never, 'district').formRequired).toContain('Notice of Intention to Defend');
    expect(courtLevelOf(jurisdictionOf('MD') as never, 'circuit').formRequired).toBeUndefined();
  });

  it('reads an unknown debt type as a credit card or account', () => {
    const wa = jurisdictionOf('WA');
    if (!wa) throw new Error('no WA');
    expect(limitationFor(wa, 'oral_contract')).toMatchObject({ years: 3, citation: 'RCW 4.16.080(3)' });
    expect(limitationFor(wa, null)).toMatchObject({ years: 6, citation: 'RCW 4.16.040(2)' });
    expect(limitationFor(wa, 'timeshare')).toEqual(limitationFor(wa, 'open_account'));
  });

  it('fills the venue into the caption, or leaves a blank to write by hand', () => {
    const wa = jurisdictionOf('WA');
    if (!wa) throw new Error('no WA');
    expect(captionLine(courtLevelOf(wa, 'district'), 'King')).toBe('IN THE DISTRICT COURT OF THE STATE OF WASHINGTON IN AND FOR KING COUNTY');
    expect(captionLine(courtLevelOf(wa, 'superior'), null)).toBe('IN THE SUPERIOR COURT OF THE STATE OF WASHINGTON IN AND FOR ________ COUNTY');
  });
});

describe('answer deadlines', () => {
  it.each([
    // Washington 20 days: served Mon 2026-11-02 → Sun 11-22 → Mon 11-23.
    ['WA', 'district', '2026-11-02', '2026-11-23'],
    ['WA', 'superior', '2026-10-01', '2026-10-21'],
    // Texas justice court: 14 days, a weekend moving to Monday (Tex. R. Civ. P. 502.5); day 14 on
    // Veterans Day (Wed 11-11) moves to the next day (Tex. R. Civ. P. 4).
    ['TX', 'justice', '2026-10-28', '2026-11-12'],
    ['TX', 'justice', '2026-10-27', '2026-11-10'],
    ['TX', 'justice', '2026-10-31', '2026-11-16'],
    // Texas county and district courts: the Monday next after 20 days, even when day 20 is a Monday.
    ['TX', 'county', '2026-10-28', '2026-11-23'],
    ['TX', 'district', '2026-10-26', '2026-11-16'],
    ['TX', 'district', '2026-10-27', '2026-11-23'],
    // New York 20 days (personal service).
    ['NY', 'nyc_civil', '2026-10-01', '2026-10-21'],
    // California 30 days: Sat 10-31 → Mon 11-02.
    ['CA', 'limited_civil', '2026-10-01', '2026-11-02'],
    ['FL', 'county', '2026-10-05', '2026-10-26'],
    ['NJ', 'special_civil', '2026-10-01', '2026-11-05'],
    // Thanksgiving is no last day, nor, in California, the day after (Code Civ. Proc. § 135): 30 days
    // from 10-26 land on Wed 11-25 (kept); from 10-28 on Fri 11-27 → Mon 11-30.
    ['CA', 'limited_civil', '2026-10-26', '2026-11-25'],
    ['CA', 'limited_civil', '2026-10-28', '2026-11-30'],
    // Ohio's courts are open the day after Thanksgiving: 28 days from 10-30 → Fri 11-27 stays.
    ['OH', 'municipal', '2026-10-30', '2026-11-27'],
    // Columbus Day is not every state's court holiday, so it never moves a last day (an earlier day is safe, a later one is not).
    ['FL', 'county', '2026-09-22', '2026-10-12'],
  ])('%s %s served %s → %s', (state, court, served, due) => {
    expect(answerDeadline(state, served, court)).toBe(due);
  });

  it('gives more days where the rule does, for papers that came by mail, outside the state, or not in hand', () => {
    // Michigan: 21 days in hand, 28 by mail or outside Michigan (MCR 2.108(A)(2)).
    expect(answerDeadline('MI', '2026-11-02', 'district')).toBe('2026-11-23');
    expect(answerDeadline('MI', '2026-11-02', 'district', 'mail')).toBe('2026-11-30');
    // Washington: 60 days when served outside the state (RCW 4.28.180); day 60 on a Saturday → Monday.
    expect(answerDeadline('WA', '2026-10-06', 'superior', 'outside_state')).toBe('2026-12-07');
    // Maryland District Court: 15 days, 60 when served outside Maryland (Md. Rule 3-307(a)); Utah: 21 days, 30 outside Utah (URCP 12(a)).
    expect(answerDeadline('MD', '2026-10-05', 'district')).toBe('2026-10-20');
    expect(answerDeadline('MD', '2026-10-05', 'district', 'outside_state')).toBe('2026-12-04');
    expect(answerDeadline('UT', '2026-11-02', 'district', 'outside_state')).toBe('2026-12-02');
    // New York: 30 days when served outside the state (CPLR 320(a)); papers left or taped to the door and
    // mailed are served 10 days after proof is filed, so 40 days from the day they were left: Sunday 13 → Monday 14.
    expect(answerDeadline('NY', '2026-11-03', 'nyc_civil', 'outside_state')).toBe('2026-12-03');
    expect(answerDeadline('NY', '2026-11-03', 'nyc_civil', 'not_in_person')).toBe('2026-12-14');
    // A rule with nothing more for mail keeps its days.
    expect(answerDeadline('FL', '2026-11-03', 'county', 'mail')).toBe(answerDeadline('FL', '2026-11-03', 'county'));
    expect(deadlineText(courtLevelOf(jurisdictionOf('MI') as never, 'district').answer)).toBe(
      'Within 21 days after you were served; 28 days if you were served by mail; 28 days if you were served outside the state (MCR 2.108(A)(1), (A)(2)).',
    );
  });

  it("uses the state's usual court when none is named", () => {
    expect(answerDeadline('TX', '2026-10-27')).toBe('2026-11-10');
    expect(answerDeadline('TX', '2026-10-27', 'no-such-court')).toBe('2026-11-10');
  });

  it('counts a South Carolina magistrate case’s written answer from service, not from a date on the summons (blind set AC2)', () => {
    // Served Tuesday, December 1, 2026: 30 days end on Thursday, December 31.
    expect(answerDeadline('SC', '2026-12-01', 'magistrate')).toBe('2026-12-31');
    // Served Friday, October 16: day 30 is a Sunday, so the answer is due Monday, November 16.
    expect(answerDeadline('SC', '2026-10-16', 'magistrate')).toBe('2026-11-16');
  });

  it('has no date where the summons names it, nor for an unknown state or a bad date', () => {
    expect(answerDeadline('VA', '2026-10-01', 'general_district')).toBeNull();
    expect(deadlineText(courtLevelOf(jurisdictionOf('VA') as never, 'general_district').answer)).toContain('printed on your summons');
    expect(answerDeadline('ZZ', '2026-10-01')).toBeNull();
    expect(answerDeadline('WA', '10/01/2026')).toBeNull();
  });

  it('counts court days without weekends', () => {
    // Thu 2026-10-01 + 5 court days: Fri 2, Mon 5, Tue 6, Wed 7, Thu 8.
    expect(dueDate({ days: 5, counting: 'court_days', from: 'service', citation: 'test' }, '2026-10-01')).toBe('2026-10-08');
  });

  it('says how the deadline is counted', () => {
    const tx = jurisdictionOf('TX');
    if (!tx) throw new Error('no TX');
    expect(deadlineText(courtLevelOf(tx, 'district').answer)).toBe(
      'By 10:00 a.m. on the Monday after 20 days have passed since you were served (Tex. R. Civ. P. 99(b)).',
    );
    expect(deadlineText(courtLevelOf(tx, 'justice').answer)).toBe('Within 14 days after you were served (Tex. R. Civ. P. 502.5(a)).');
  });

  it('says it in Spanish with the same days and citation, and names the state as US Spanish does', () => {
    const tx = jurisdictionOf('TX');
    const va = jurisdictionOf('VA');
    if (!tx || !va) throw new Error('no TX or VA');
    expect(deadlineText(courtLevelOf(tx, 'district').answer, 'es')).toBe(
      'Antes de las 10:00 a. m. del lunes siguiente a que pasen 20 días desde que lo notificaron (Tex. R. Civ. P. 99(b)).',
    );
    expect(deadlineText(courtLevelOf(tx, 'justice').answer, 'es')).toBe('Dentro de 14 días después de que lo notificaron (Tex. R. Civ. P. 502.5(a)).');
    expect(deadlineText(courtLevelOf(va, 'general_district').answer, 'es')).toContain('impresa en su citación');
    expect([stateName('NY', 'es'), stateName('TX', 'es'), stateName('NY')]).toEqual(['Nueva York', 'Texas', 'New York']);
  });
});

describe('the federal cap on wage garnishment (15 U.S.C. 1673)', () => {
  it('takes the lesser of 25% and the amount above 30 times the minimum wage, per pay period', () => {
    expect(federalGarnishmentCap(80_000, 'week')).toEqual({ floorCents: 21_750, quarterCents: 20_000, aboveFloorCents: 58_250, capCents: 20_000 });
    expect(federalGarnishmentCap(25_000, 'week').capCents).toBe(3_250); // $250 − $217.50
    expect(federalGarnishmentCap(20_000, 'week').capCents).toBe(0);
    expect(federalGarnishmentCap(100_000, 'two_weeks').floorCents).toBe(43_500);
    expect(federalGarnishmentCap(100_000, 'half_month').floorCents).toBe(47_125);
    expect(federalGarnishmentCap(200_000, 'month')).toMatchObject({ floorCents: 94_250, capCents: 50_000 });
  });
});
