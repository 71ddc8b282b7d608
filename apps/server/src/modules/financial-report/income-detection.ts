import type { PayFrequency } from '@parley/shared';

/**
 * Pay frequency and next payday, detected from the dates and amounts of deposits alone (nothing
 * in a bank transaction says how often it recurs). Each schedule a US payroll uses is fitted to
 * the deposits: weekly and every-two-weeks paydays on a fixed weekday, twice-a-month and monthly
 * paydays on fixed days of the month, moved a few days for weekends and holidays. A schedule fits
 * when most deposits fall on it (precision) and most of its paydays have a deposit (recall), so a
 * missed or shifted payday does not break it and random deposits do not make one up.
 */

const DAY_MS = 86_400_000;
export const MIN_PRECISION = 0.8;
export const MIN_RECALL = 0.75;
/** Regular pay varies little (overtime, a bonus); irregular income (gig payouts) varies a lot. */
const MAX_AMOUNT_SPREAD = 0.25;

export const dayOfIso = (iso: string) => Math.floor(Date.parse(`${iso}T00:00:00Z`) / DAY_MS);
export const isoOfDayNumber = (day: number) => new Date(day * DAY_MS).toISOString().slice(0, 10);
const weekday = (day: number) => (day + 4) % 7;
const isWeekend = (day: number) => weekday(day) === 0 || weekday(day) === 6;
const previousWeekday = (day: number) => {
  let d = day;
  while (isWeekend(d)) d--;
  return d;
};
const nextWeekday = (day: number) => {
  let d = day;
  while (isWeekend(d)) d++;
  return d;
};
/** Most payrolls pay before a weekend; some (often "the 1st") pay after it. */
type Shift = 'before' | 'after';
const moved = (day: number, shift: Shift) => (shift === 'before' ? previousWeekday(day) : nextWeekday(day));
const ymd = (day: number) => {
  const d = new Date(day * DAY_MS);
  return { y: d.getUTCFullYear(), m: d.getUTCMonth(), dom: d.getUTCDate() };
};
const dayOf = (y: number, m: number, dom: number) => Math.floor(Date.UTC(y, m, dom) / DAY_MS);
const lastDom = (y: number, m: number) => ymd(dayOf(y, m + 1, 0)).dom;

/** A day of the month a payroll pays on: a date (1–28) or the month's last day. */
type Anchor = number | 'last';
const nominal = (y: number, m: number, a: Anchor) => dayOf(y, m, a === 'last' ? lastDom(y, m) : a);

type Model =
  | { kind: 'periodic'; frequency: 'WEEKLY' | 'BIWEEKLY'; step: number; phase: number }
  | { kind: 'monthly'; frequency: 'SEMI_MONTHLY' | 'MONTHLY'; anchors: Anchor[] };

// Payroll moves a payday earlier for a weekend or holiday (up to 3 days: a Monday holiday), rarely later.
const EARLY = 3;
const LATE = 2;

function scheduleDays(model: Model, from: number, to: number): number[] {
  const out: number[] = [];
  if (model.kind === 'periodic') {
    const first = model.phase + Math.ceil((from - model.phase) / model.step) * model.step;
    for (let d = first; d <= to; d += model.step) out.push(d);
    return out;
  }
  const start = ymd(from);
  // Date.UTC carries a month past December into the next year.
  const y = start.y;
  for (let m = start.m; dayOf(y, m, 1) <= to; m++) {
    for (const a of model.anchors) {
      const d = nominal(y, m, a);
      if (d >= from && d <= to) out.push(d);
    }
  }
  return out;
}

/**
 * Precision and recall of a schedule against deposit days, and how far deposits sit from their
 * paydays once those are moved before weekends (to tell apart schedules that fit equally well).
 */
function fit(model: Model, days: number[]): { precision: number; recall: number; offset: number; shift: Shift } {
  const first = days[0] as number;
  const last = days[days.length - 1] as number;
  const early = model.kind === 'periodic' ? Math.min(EARLY, Math.floor(model.step / 4)) : EARLY;
  const late = model.kind === 'periodic' ? Math.min(LATE, Math.floor(model.step / 4)) : LATE;
  // Scheduled paydays inside the observed span (a deposit may come up to `early` days before its payday).
  const scheduled = scheduleDays(model, first - late, last + early);
  const matches = (deposit: number, payday: number) => deposit - payday <= late && payday - deposit <= early;
  let onSchedule = 0;
  const offset = { before: 0, after: 0 };
  for (const d of days) {
    const payday = scheduled.find((s) => matches(d, s));
    if (payday === undefined) continue;
    onSchedule++;
    offset.before += Math.abs(d - moved(payday, 'before'));
    offset.after += Math.abs(d - moved(payday, 'after'));
  }
  const paid = scheduled.filter((s) => days.some((d) => matches(d, s))).length;
  const shift: Shift = offset.after < offset.before ? 'after' : 'before';
  return {
    precision: onSchedule / days.length,
    recall: scheduled.length === 0 ? 0 : paid / scheduled.length,
    offset: onSchedule ? offset[shift] / onSchedule : 0,
    shift,
  };
}

function candidates(days: number[]): Model[] {
  const models: Model[] = [];
  for (const [frequency, step] of [
    ['WEEKLY', 7],
    ['BIWEEKLY', 14],
  ] as const) {
    // The phase most deposits sit on (a payday is moved only earlier, so the latest residue wins ties).
    const counts = new Map<number, number>();
    for (const d of days) for (let back = 0; back <= Math.min(EARLY, step / 4); back++) counts.set((d + back) % step, (counts.get((d + back) % step) ?? 0) + 1);
    const best = [...counts.entries()].sort((a, b) => b[1] - a[1])[0];
    if (best) models.push({ kind: 'periodic', frequency, step, phase: best[0] });
  }
  const anchors: Anchor[] = [...Array.from({ length: 28 }, (_, i) => i + 1), 'last'];
  for (const a of anchors) models.push({ kind: 'monthly', frequency: 'MONTHLY', anchors: [a] });
  for (const a of anchors) {
    for (const b of anchors) {
      if (a === 'last' || (b !== 'last' && (b - a < 12 || b - a > 18)) || (b === 'last' && a < 10)) continue;
      models.push({ kind: 'monthly', frequency: 'SEMI_MONTHLY', anchors: [a, b] });
    }
  }
  return models;
}

function median(values: number[]): number {
  const s = [...values].sort((a, b) => a - b);
  const mid = Math.floor(s.length / 2);
  return s.length % 2 ? (s[mid] as number) : ((s[mid - 1] as number) + (s[mid] as number)) / 2;
}

/** How much amounts stray from their median: the median absolute deviation over the median. */
export function amountSpread(amounts: number[]): number {
  if (amounts.length === 0) return 0;
  const m = median(amounts);
  return m === 0 ? 0 : median(amounts.map((a) => Math.abs(a - m))) / m;
}

export type PaySchedule = { frequency: PayFrequency; model: Model | null; shift?: Shift };

export function detectPaySchedule(deposits: { date: string; amountCents: number }[]): PaySchedule {
  // Deposits a day apart are one payday (a check split over two deposits).
  const days: number[] = [];
  for (const d of [...new Set(deposits.map((x) => dayOfIso(x.date)))].sort((a, b) => a - b)) {
    if (days.length === 0 || d - (days[days.length - 1] as number) > 1) days.push(d);
  }
  if (days.length < 3) return { frequency: 'UNKNOWN', model: null };
  if (amountSpread(deposits.map((d) => d.amountCents)) > MAX_AMOUNT_SPREAD) return { frequency: 'UNKNOWN', model: null };
  let best: { model: Model; score: number; offset: number; shift: Shift } | null = null;
  for (const model of candidates(days)) {
    const { precision, recall, offset, shift } = fit(model, days);
    if (precision < MIN_PRECISION || recall < MIN_RECALL) continue;
    const score = precision * recall;
    if (!best || score > best.score + 1e-9 || (Math.abs(score - best.score) <= 1e-9 && offset < best.offset)) best = { model, score, offset, shift };
  }
  return best ? { frequency: best.model.frequency, model: best.model, shift: best.shift } : { frequency: 'UNKNOWN', model: null };
}

/** The next payday after `asOf` on a detected schedule, moved off a weekend as the payer does; null when irregular. */
export function nextPayday(schedule: PaySchedule, asOf: string): string | null {
  const model = schedule.model;
  if (!model) return null;
  const after = dayOfIso(asOf);
  const shift = schedule.shift ?? 'before';
  if (model.kind === 'periodic') {
    // Count on from the phase the deposits sit on, so one shifted payday does not move the next.
    for (let d = model.phase + Math.floor((after - model.phase) / model.step) * model.step; ; d += model.step) {
      const payday = moved(d, shift);
      if (payday > after) return isoOfDayNumber(payday);
    }
  }
  for (const d of scheduleDays(model, after - 31, after + 70)) {
    const payday = moved(d, shift);
    if (payday > after) return isoOfDayNumber(payday);
  }
  return null;
}

export const PAYMENTS_PER_MONTH: Record<PayFrequency, number | null> = { WEEKLY: 52 / 12, BIWEEKLY: 26 / 12, SEMI_MONTHLY: 2, MONTHLY: 1, UNKNOWN: null };

/**
 * The counterparty of a deposit, from its bank description: the words before ACH details
 * (`NORTHWIND LOGISTICS DES:PAYROLL ID:0123 … PPD` → `NORTHWIND LOGISTICS`), without digits.
 */
export function counterpartyKey(description: string): string {
  const head = description.toUpperCase().split(/\s(?:DES|ID|INDN|CO ID|TRACE|REF|CONF|PPD|WEB)\s*:|\sPPD\b|\sWEB\b/)[0] ?? '';
  return head
    .replace(/[^A-Z& ]+/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

export function displayName(key: string): string {
  return key
    .toLowerCase()
    .split(' ')
    .map((w) => (/^(llc|inc|usa|ssa)$/.test(w) ? w.toUpperCase() : w.charAt(0).toUpperCase() + w.slice(1)))
    .join(' ');
}
