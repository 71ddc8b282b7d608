import { wholePercentDown } from '../money/money.js';
import type { ScheduledPayment } from './payment-schedule.js';

/**
 * The consumer's payment plan panel (consumer spec 3 "Payment plan"), computed from the agreed
 * schedule and what was actually paid. Pure: the server answers with it, tests pin it.
 */
export type PlanCharge = ScheduledPayment & { status: 'scheduled' | 'processing' | 'paid' | 'failed' | 'covered' };
export type PlanPayment = { id: number; amount_cents: number; date: string };

export function planProgress(input: {
  debtCents: number | null;
  totalCents: number;
  charges: readonly PlanCharge[];
  payments: readonly PlanPayment[];
  /** What the ledger says was received, when known; else the payments' sum. */
  collectedCents?: number;
}) {
  const paidCents = input.collectedCents ?? input.payments.reduce((s, p) => s + p.amount_cents, 0);
  const open = input.charges.filter((c) => c.status !== 'paid' && c.status !== 'covered');
  const next = open[0] ?? null;
  const dates = input.payments.map((p) => p.date).sort();
  const balance = Math.max(input.totalCents - paidCents, 0);
  return {
    total_amount_customer_pays: input.totalCents,
    balance_remaining: balance,
    total_savings: input.debtCents === null ? 0 : Math.max(input.debtCents - input.totalCents, 0),
    previous_payment_date: dates.at(-1) ?? null,
    last_payment_date: dates.at(-1) ?? null,
    next_payment_amount: next?.amount_cents ?? null,
    next_payment_date: next?.date ?? null,
    progress_percentage: wholePercentDown(paidCents, input.totalCents),
    total_payments_count: input.charges.length,
    payments_remaining: open.length,
  };
}

/**
 * An extra payment comes off the end of the plan: the last payments shrink, and any it covers in
 * full drop out. Returns the new amount of each charge (same order); amounts never go below zero.
 */
export function applyExtraPayment(charges: readonly { amount_cents: number; open: boolean }[], extraCents: number): number[] {
  const out = charges.map((c) => c.amount_cents);
  let left = extraCents;
  for (let i = charges.length - 1; i >= 0 && left > 0; i--) {
    if (!charges[i]?.open) continue;
    const take = Math.min(out[i] ?? 0, left);
    out[i] = (out[i] ?? 0) - take;
    left -= take;
  }
  return out;
}
