/**
 * Offers backed by the budget (issue 24, part 3): from the consumer's financial report, the offers
 * they can afford, each explained in plain words. Pure, so the server answers with it and the
 * tests can try it on thousands of budgets.
 */
import { equalPaymentPhases, formatCents, type Phase, wholeDollarCents } from '../money/money.js';
import { compareWithFirm, firmAskCents, MAX_COUNTEROFFERS, MAX_PAYMENTS, MIN_INSTALLMENT_CENTS, type OfferComparison, offerErrors } from './offers.js';

/** A plan's monthly payment may use at most this share of the usual monthly spare money. */
export const AFFORDABLE_SHARE_OF_DISPOSABLE = 0.8;
/** Savings a lump sum never touches: kept for emergencies. */
export const EMERGENCY_CUSHION_CENTS = 100_000;
/** Plan lengths the ladder tries, in months (each within MAX_PAYMENTS). */
export const LADDER_PLAN_MONTHS = [3, 6, 12, 24] as const;
/** Bands the firm may see instead of amounts: $1,000 wide. */
export const BUDGET_BAND_WIDTH_CENTS = 100_000;
/**
 * Where the ladder starts when the firm has not countered (issue 37): the share of the balance that
 * charged-off consumer debts commonly settle for, a lump sum lower than a plan. Planning figures for
 * an opening offer, not a promise of what a firm accepts; once the firm counters, its counteroffer
 * is the target instead, and never exceeded.
 */
export const TYPICAL_SETTLEMENT_PERCENT = { lump_sum: 40, plan: 50 } as const;

export type LadderBudget = {
  /** Average monthly income, cents (the report's average_monthly_income). */
  monthlyIncomeCents: number;
  /** Average monthly expenses, cents (the report's average_monthly_expenses). */
  monthlyExpensesCents: number;
  /** Money in checking and savings today, cents. */
  savingsCents: number;
};

export type LadderRung = {
  kind: 'lump_sum' | 'plan';
  total_amount_cents: number;
  /** Equal monthly payments (1 for a lump sum); the form's "Monthly payments". */
  payments: number;
  phases: Phase[];
  /** The largest single payment of the rung. */
  largest_payment_cents: number;
  /** What it leaves: for a lump sum, the savings after it; for a plan, the usual monthly spare money after its largest payment. */
  left_after_cents: number;
  /** Its total against the firm's latest counteroffer, or, before the firm answered, against the balance. */
  comparison: OfferComparison;
};

/**
 * Why the ladder is empty, as facts the reader's language words: no balance to offer on, or nothing
 * affordable (no spare money each month, or too little once a margin is kept; savings not above the
 * emergency cushion, or above it by less than a dollar).
 */
export type NoLadderReason = { kind: 'no_balance' } | { kind: 'unaffordable'; has_spare_money: boolean; savings_above_cushion: boolean };

/**
 * What the ladder aims at: the firm's latest counteroffer (the least of them when it sent several),
 * or, before the firm has answered, what debts like this typically settle for.
 */
export type LadderBasis = { kind: 'firm_counter'; firm_counter_cents: number } | { kind: 'typical'; lump_sum_percent: number; plan_percent: number };

export type OfferLadder = {
  basis: LadderBasis;
  disposable_income_cents: number;
  /** The most a monthly payment may be: AFFORDABLE_SHARE_OF_DISPOSABLE of the spare money, whole dollars. */
  affordable_monthly_cents: number;
  emergency_cushion_cents: number;
  rungs: LadderRung[];
  /** Why there are no rungs; null when there are some. */
  reason: NoLadderReason | null;
};

const wholeDollarsDown = (cents: number) => Math.max(0, wholeDollarCents(cents, Math.floor));
const largest = (phases: readonly Phase[]) => Math.max(...phases.map((p) => p.payment_amount_cents));

/**
 * The ladder: a lump sum when savings above the cushion allow, then plans of LADDER_PLAN_MONTHS
 * whose every payment fits the affordable monthly amount. At most MAX_COUNTEROFFERS rungs, each a
 * valid offer for this case (offerErrors is empty), none above the balance owed.
 */
export function offerLadder(
  budget: LadderBudget,
  terms: {
    balanceCents: number;
    validFirstPaymentDate: string;
    /** The totals of the firm's latest counteroffers (empty before the firm answered). */
    firmCounterCents?: readonly number[];
  },
): OfferLadder {
  const disposable = budget.monthlyIncomeCents - budget.monthlyExpensesCents;
  const affordable = wholeDollarsDown(Math.floor(Math.max(0, disposable) * AFFORDABLE_SHARE_OF_DISPOSABLE));
  const spareSavings = wholeDollarsDown(budget.savingsCents - EMERGENCY_CUSHION_CENTS);
  const owed = terms.balanceCents;
  const ask = firmAskCents(terms.firmCounterCents ?? []);
  const basis: LadderBasis =
    ask !== null
      ? { kind: 'firm_counter', firm_counter_cents: ask }
      : { kind: 'typical', lump_sum_percent: TYPICAL_SETTLEMENT_PERCENT.lump_sum, plan_percent: TYPICAL_SETTLEMENT_PERCENT.plan };
  // The most each kind of rung proposes: never above the firm's own ask, nor above the balance.
  const targetOf = (kind: LadderRung['kind']) =>
    Math.min(
      owed,
      basis.kind === 'firm_counter'
        ? basis.firm_counter_cents
        : wholeDollarsDown(Math.round((owed * (kind === 'lump_sum' ? basis.lump_sum_percent : basis.plan_percent)) / 100)),
    );
  const compared = (total: number) => compareWithFirm(total, terms.firmCounterCents ?? [], owed);
  const rungs: LadderRung[] = [];
  const isValid = (total: number, payments: number) =>
    offerErrors(
      { total_amount_cents: total, first_payment_date: terms.validFirstPaymentDate, payments, phases: [] },
      { validFirstPaymentDate: terms.validFirstPaymentDate, balanceCents: owed },
    ).length === 0;

  const lump = Math.min(targetOf('lump_sum'), spareSavings);
  if (owed > 0 && lump >= MIN_INSTALLMENT_CENTS && isValid(lump, 1)) {
    rungs.push({
      kind: 'lump_sum',
      total_amount_cents: lump,
      payments: 1,
      phases: equalPaymentPhases(lump, 1),
      largest_payment_cents: lump,
      left_after_cents: budget.savingsCents - lump,
      comparison: compared(lump),
    });
  }

  const planTarget = targetOf('plan');
  if (planTarget > 0 && affordable >= MIN_INSTALLMENT_CENTS) {
    for (const months of LADDER_PLAN_MONTHS) {
      if (rungs.length >= MAX_COUNTEROFFERS) break;
      // Reach the target sooner when the monthly amount covers it in fewer months.
      let payments = Math.min(months, MAX_PAYMENTS, Math.ceil(planTarget / affordable));
      let total = Math.min(planTarget, affordable * payments);
      let phases = equalPaymentPhases(total, payments);
      // The cents that do not divide go on the last payment: one more month keeps it affordable.
      while (largest(phases) > affordable && payments < Math.min(months, MAX_PAYMENTS)) {
        payments += 1;
        total = Math.min(planTarget, affordable * payments);
        phases = equalPaymentPhases(total, payments);
      }
      if (largest(phases) > affordable || !isValid(total, payments)) continue;
      if (rungs.some((r) => r.total_amount_cents === total && r.payments === payments)) continue;
      rungs.push({
        kind: 'plan',
        total_amount_cents: total,
        payments,
        phases,
        largest_payment_cents: largest(phases),
        left_after_cents: disposable - largest(phases),
        comparison: compared(total),
      });
    }
  }

  return {
    basis,
    disposable_income_cents: disposable,
    affordable_monthly_cents: affordable,
    emergency_cushion_cents: EMERGENCY_CUSHION_CENTS,
    rungs,
    reason: rungs.length > 0 ? null : noLadderReason(disposable, budget.savingsCents, owed),
  };
}

function noLadderReason(disposable: number, savings: number, owed: number): NoLadderReason {
  if (owed <= 0) return { kind: 'no_balance' };
  return { kind: 'unaffordable', has_spare_money: disposable > 0, savings_above_cushion: savings > EMERGENCY_CUSHION_CENTS };
}

/** A monthly amount as the band a firm may see: "$2,000–$2,999" (a month: the reader's language says so). Negative amounts band as $0. */
export function monthlyBand(cents: number): string {
  const low = Math.floor(Math.max(0, cents) / BUDGET_BAND_WIDTH_CENTS) * BUDGET_BAND_WIDTH_CENTS;
  const dollars = (c: number) => formatCents(c).replace(/\.00$/, '');
  return `${dollars(low)}–${dollars(low + BUDGET_BAND_WIDTH_CENTS - 100)}`;
}
