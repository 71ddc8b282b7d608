/**
 * A firm's settlement rules (issue 23): which consumer offers it accepts, and what it counters
 * with, as one pure function. The suggestion in the accept/counteroffer dialog, the automatic
 * answer and the simulation all call `evaluateOffer`, so they cannot disagree.
 *
 * A plan's length is its number of payments, one a month (the offer model has no other frequency).
 */
import { equalPaymentPhases, formatCents, isUnderPercentOf, type Phase, percentOf, percentOfCentsInDollars } from '../money/money.js';
import { validFirstPaymentDate } from './negotiation.js';
import { MAX_COUNTEROFFERS, offerErrors, paymentCount } from './offers.js';

export const RULE_SET_MODES = ['off', 'suggest', 'automatic'] as const;
export type RuleSetMode = (typeof RULE_SET_MODES)[number];
export const RULE_SET_MODE_LABELS: Record<RuleSetMode, string> = {
  off: 'Off',
  suggest: 'Suggest',
  automatic: 'Automatic',
};

/** The least share of the balance a plan of at most `max_months` payments must pay. */
export type PlanMinimum = { max_months: number; min_percent: number };

export type SettlementRule = {
  name: string;
  /** Only accounts of this creditor/plaintiff (compared without case or surrounding spaces); null: any. */
  plaintiff_name: string | null;
  /** Only balances inside this band (inclusive); null: no bound. */
  min_balance_cents: number | null;
  max_balance_cents: number | null;
  /** A single payment must pay at least this share of the balance. */
  min_lump_sum_percent: number;
  /** Plans: the share needed by plan length, shortest first. No entry: only lump sums are taken. */
  plan_minimums: PlanMinimum[];
  max_months: number;
  min_installment_cents: number;
  /** The first payment must fall within this many days of the day the offer is answered. */
  first_payment_within_days: number;
};

/** An offer as the rules read it (a consumer's offer, or one of the counteroffers they write). */
export type RuleOffer = { total_amount_cents: number; payments: number; first_payment_date: string | null; phases: Phase[] };
export type RuleAccount = { balance_cents: number | null; plaintiff_name: string | null };

export type RuleDecision = {
  decision: 'accept' | 'counter' | 'leave';
  /** The rule that decided; null when none matched. */
  rule_name: string | null;
  rule_index: number | null;
  reason: string;
  /** For `counter`: 1 to 5 plans the rule allows, closest to the consumer's offer first. */
  counteroffers: RuleOffer[];
};

/** What a counteroffer is worth when the firm's own history is too small to say: half of its smallest plan. */
export const COUNTER_RECOVERY_WEIGHT = 0.5;
/** Countered cases with a known outcome the firm's history needs before the simulation trusts it over the assumption. */
export const MIN_COUNTER_HISTORY = 10;
/** A counter has had its chance once this many days have passed: a case still talking after it counts as not settled by it. */
export const COUNTER_OUTCOME_DAYS = 30;

/**
 * The firm's own record of its counteroffers (issue 38.4): each case's first counter at least
 * COUNTER_OUTCOME_DAYS old, what those counters asked (their smallest plans), and what the cases that
 * went on to agree settled for.
 */
export type CounterHistory = { cases: number; agreed: number; countered_cents: number; agreed_cents: number };

/** What a counteroffer's cent is worth: settled cents per countered cent in the firm's history, else the assumption. */
export function counterRecoveryWeight(history: CounterHistory | null): { weight: number; from_history: boolean } {
  if (!history || history.cases < MIN_COUNTER_HISTORY || history.countered_cents <= 0) return { weight: COUNTER_RECOVERY_WEIGHT, from_history: false };
  return { weight: Math.min(1, Math.round((history.agreed_cents / history.countered_cents) * 1000) / 1000), from_history: true };
}

const sameName = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

// ---- Whose facts a rule reads (issue 33) ----

/**
 * Who supplied an account's balance and creditor: the consumer who typed them, the firm's import,
 * or a staff member who confirmed them on the account. A rule keyed on a creditor, or measuring an
 * offer against a balance, is only as good as those facts: automation acts on the firm's facts
 * alone; on the consumer's it suggests and a person decides.
 */
export const ACCOUNT_FACT_SOURCES = ['consumer', 'import', 'staff'] as const;
export type AccountFactSource = (typeof ACCOUNT_FACT_SOURCES)[number];
export const ACCOUNT_FACT_SOURCE_LABELS: Record<AccountFactSource, string> = {
  consumer: 'Typed by the consumer, not confirmed by the firm',
  import: "From the firm's import",
  staff: 'Confirmed by the firm',
};
/** The firm's confirmation of an account's facts, as stored: the values it vouched for. */
export type FirmConfirmation = { balance_cents: number; plaintiff_name: string | null; source: 'import' | 'staff' };

/**
 * Whose facts the account's current balance and creditor are: the firm's while they are still the
 * values it imported or confirmed; the consumer's otherwise (none confirmed, or changed since).
 */
export function accountFactSource(confirmed: FirmConfirmation | null, account: RuleAccount): AccountFactSource {
  if (confirmed === null || account.balance_cents !== confirmed.balance_cents) return 'consumer';
  const sameCreditor = sameName(confirmed.plaintiff_name ?? '', account.plaintiff_name ?? '');
  return sameCreditor ? confirmed.source : 'consumer';
}

/** A confirmation as read with its confirmer: their name (null for an import) and when. */
export type FirmConfirmationRead = FirmConfirmation & { confirmed_by: string | null; confirmed_at: string };

/** The facts a rule reads on an account, with whose they are (AccountFactsSchema's shape). */
export function accountFactsOf(confirmed: FirmConfirmationRead | null, account: RuleAccount) {
  const source = accountFactSource(confirmed, account);
  const firm = source === 'consumer' ? null : confirmed;
  return {
    balance_cents: account.balance_cents,
    plaintiff_name: account.plaintiff_name,
    source,
    confirmed_by: firm?.confirmed_by ?? null,
    confirmed_at: firm?.confirmed_at ?? null,
  };
}

/** Settlement rules may accept or counter by themselves only on facts the firm supplied or confirmed. */
export const mayRulesActAlone = (source: AccountFactSource): boolean => source !== 'consumer';

function matches(rule: SettlementRule, account: RuleAccount): boolean {
  if (rule.plaintiff_name !== null && (account.plaintiff_name === null || !sameName(rule.plaintiff_name, account.plaintiff_name))) return false;
  const balance = account.balance_cents;
  if (rule.min_balance_cents !== null && (balance === null || balance < rule.min_balance_cents)) return false;
  if (rule.max_balance_cents !== null && (balance === null || balance > rule.max_balance_cents)) return false;
  return true;
}

/** More specific first: a creditor outweighs a balance band, which outweighs nothing. */
function specificity(rule: SettlementRule): number {
  return (rule.plaintiff_name !== null ? 2 : 0) + (rule.min_balance_cents !== null || rule.max_balance_cents !== null ? 1 : 0);
}

/** The rule that applies to an account: the most specific match, the first in order among equals. */
export function ruleFor(rules: readonly SettlementRule[], account: RuleAccount): { rule: SettlementRule; index: number } | null {
  let best: { rule: SettlementRule; index: number } | null = null;
  rules.forEach((rule, index) => {
    if (matches(rule, account) && (best === null || specificity(rule) > specificity(best.rule))) best = { rule, index };
  });
  return best;
}

/** The share a plan of `months` payments must pay under a rule; null when the rule takes no such plan. */
export function requiredPercent(rule: SettlementRule, months: number): number | null {
  if (months <= 1) return rule.min_lump_sum_percent;
  if (months > rule.max_months) return null;
  const tier = [...rule.plan_minimums].sort((a, b) => a.max_months - b.max_months).find((t) => months <= t.max_months);
  return tier ? tier.min_percent : null;
}

function addDays(isoDate: string, days: number): string {
  const d = new Date(`${isoDate}T00:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
}

const usDate = (iso: string) => `${iso.slice(5, 7)}/${iso.slice(8, 10)}/${iso.slice(0, 4)}`;
const plural = (n: number, one: string) => `${n} ${n === 1 ? one : `${one}s`}`;

/** Why an offer falls short of a rule; empty when it meets it. */
function shortfalls(rule: SettlementRule, offer: RuleOffer, balance: number, today: Date): string[] {
  const problems: string[] = [];
  const months = paymentCount(offer.phases);
  const share = percentOf(offer.total_amount_cents, balance);
  const needed = requiredPercent(rule, months);
  if (months > rule.max_months) problems.push(`${plural(months, 'payment')} is longer than the ${plural(rule.max_months, 'month')} allowed`);
  else if (needed === null) problems.push(`plans of ${plural(months, 'payment')} are not taken`);
  // Exact in cents: the share in words is rounded, the comparison is not.
  else if (isUnderPercentOf(offer.total_amount_cents, balance, needed)) {
    problems.push(
      `${share}% of the balance is under the ${needed}% needed for ${months === 1 ? 'a lump sum' : `a plan of up to ${plural(months, 'payment')}`}`,
    );
  }
  const smallest = Math.min(...offer.phases.map((p) => p.payment_amount_cents));
  if (smallest < rule.min_installment_cents)
    problems.push(`a payment of ${formatCents(smallest)} is under the ${formatCents(rule.min_installment_cents)} minimum`);
  const first = offer.first_payment_date;
  const earliest = validFirstPaymentDate(today);
  const latest = addDays(today.toISOString().slice(0, 10), rule.first_payment_within_days);
  if (first === null || first < earliest) problems.push(`the first payment date is before ${usDate(earliest)}`);
  else if (first > latest) problems.push(`the first payment on ${usDate(first)} is later than ${rule.first_payment_within_days} days`);
  return problems;
}

/**
 * The plans a rule allows for an account, nearest the consumer's offer first: the consumer's own
 * length at the rule's price, a lump sum, then each plan length the rule names at its longest.
 * Never below what the consumer offered, never above the balance, each one a valid counteroffer.
 */
export function allowedPlans(rule: SettlementRule, offer: RuleOffer, balance: number, today: Date): RuleOffer[] {
  const earliest = validFirstPaymentDate(today);
  const latest = addDays(today.toISOString().slice(0, 10), rule.first_payment_within_days);
  const first = offer.first_payment_date && offer.first_payment_date >= earliest && offer.first_payment_date <= latest ? offer.first_payment_date : earliest;
  const wanted = [paymentCount(offer.phases), 1, ...[...rule.plan_minimums].sort((a, b) => a.max_months - b.max_months).map((t) => t.max_months)];
  const plans: RuleOffer[] = [];
  for (const asked of wanted) {
    const percent = requiredPercent(rule, Math.min(asked, rule.max_months));
    if (percent === null) continue;
    const total = Math.min(balance, Math.max(offer.total_amount_cents, percentOfCentsInDollars(balance, percent)));
    // Fewer payments when the installments would be under the rule's minimum.
    const months = Math.max(1, Math.min(asked, rule.max_months, Math.floor(total / rule.min_installment_cents)));
    if (requiredPercent(rule, months) === null || total < percentOfCentsInDollars(balance, requiredPercent(rule, months) as number)) continue;
    const plan: RuleOffer = { total_amount_cents: total, payments: months, first_payment_date: first, phases: equalPaymentPhases(total, months) };
    if (plans.some((p) => p.total_amount_cents === plan.total_amount_cents && p.payments === plan.payments)) continue;
    const draft = { total_amount_cents: total, first_payment_date: first, payments: months, phases: [] };
    if (offerErrors(draft, { validFirstPaymentDate: earliest, balanceCents: balance }).length > 0) continue;
    if (shortfalls(rule, plan, balance, today).length > 0) continue;
    plans.push(plan);
    if (plans.length === MAX_COUNTEROFFERS) break;
  }
  return plans;
}

/**
 * The firm's answer to a consumer's offer under its rules, on `today` (the day the offer is
 * answered): accept it, counter it with the best plans the deciding rule allows, or leave it to a
 * person. The reason says which rule decided and why, in words.
 */
export function evaluateOffer(rules: readonly SettlementRule[], offer: RuleOffer, account: RuleAccount, today: Date): RuleDecision {
  const leave = (reason: string, rule: { rule: SettlementRule; index: number } | null = null): RuleDecision => ({
    decision: 'leave',
    rule_name: rule?.rule.name ?? null,
    rule_index: rule?.index ?? null,
    reason,
    counteroffers: [],
  });
  const chosen = ruleFor(rules, account);
  if (!chosen) return leave('No rule matches this account.');
  const balance = account.balance_cents;
  if (balance === null || balance <= 0) return leave(`Rule "${chosen.rule.name}" needs the balance, and this account has none.`, chosen);
  const { rule, index } = chosen;
  const problems = shortfalls(rule, offer, balance, today);
  if (problems.length === 0) {
    const months = paymentCount(offer.phases);
    return {
      decision: 'accept',
      rule_name: rule.name,
      rule_index: index,
      reason: `Meets rule "${rule.name}": ${percentOf(offer.total_amount_cents, balance)}% of the balance in ${plural(months, 'payment')} (at least ${requiredPercent(rule, months)}% needed).`,
      counteroffers: [],
    };
  }
  const plans = allowedPlans(rule, offer, balance, today);
  const why = problems.join('; ');
  if (plans.length === 0) return leave(`Rule "${rule.name}" allows no plan for this account: ${why}.`, chosen);
  return { decision: 'counter', rule_name: rule.name, rule_index: index, reason: `Rule "${rule.name}": ${why}.`, counteroffers: plans };
}

// ---- The simulation ----

export type SimulationItem = {
  /** An offer waiting for the firm now, or one from the firm's history. */
  kind: 'open' | 'history';
  offer: RuleOffer;
  account: RuleAccount;
  /** The day the offer is (or was) answered. */
  today: Date;
  /** What the case settled for in the end, for the history's comparison; null when it did not. */
  settled_cents: number | null;
  /** Who supplied the account's balance and creditor. */
  facts_source: AccountFactSource;
};

export type SimulationCounts = { accept: number; counter: number; leave: number; expected_recovery_cents: number };
export type SimulationResult = {
  /** `on_consumer_facts`: open offers whose account facts only the consumer gave: there the rules suggest, a person answers. */
  open: SimulationCounts & { on_consumer_facts: number };
  history: SimulationCounts & { offers: number; actual_recovery_cents: number };
  by_rule: { rule_name: string; accept: number; counter: number; leave: number }[];
  /** Settled cents per countered cent: the firm's own (`counter_basis.from_history`), else COUNTER_RECOVERY_WEIGHT. */
  counter_recovery_weight: number;
  /** The cases the weight rests on: countered, with a known outcome, and how many of them agreed. */
  counter_basis: { cases: number; agreed: number; from_history: boolean };
};

/** The value the simulation gives a decision: an accepted total, or a counter's smallest plan at the counter weight. */
export function expectedRecoveryCents(decision: RuleDecision, offer: RuleOffer, counterWeight = COUNTER_RECOVERY_WEIGHT): number {
  if (decision.decision === 'accept') return offer.total_amount_cents;
  if (decision.decision === 'counter') return Math.round(counterWeight * Math.min(...decision.counteroffers.map((p) => p.total_amount_cents)));
  return 0;
}

/**
 * Runs a (draft) rule set over open offers and past ones: what it would have done, and what that is
 * worth, a counter valued by the firm's own history of counters when it has enough of one.
 */
export function simulateRules(rules: readonly SettlementRule[], items: readonly SimulationItem[], counters: CounterHistory | null = null): SimulationResult {
  const { weight, from_history } = counterRecoveryWeight(counters);
  const empty = (): SimulationCounts => ({ accept: 0, counter: 0, leave: 0, expected_recovery_cents: 0 });
  const open = { ...empty(), on_consumer_facts: 0 };
  const history = { ...empty(), offers: 0, actual_recovery_cents: 0 };
  const byRule = new Map<string, { rule_name: string; accept: number; counter: number; leave: number }>();
  for (const item of items) {
    const decision = evaluateOffer(rules, item.offer, item.account, item.today);
    const counts = item.kind === 'open' ? open : history;
    counts[decision.decision] += 1;
    counts.expected_recovery_cents += expectedRecoveryCents(decision, item.offer, weight);
    if (item.kind === 'open' && !mayRulesActAlone(item.facts_source)) open.on_consumer_facts += 1;
    if (item.kind === 'history') {
      history.offers += 1;
      history.actual_recovery_cents += item.settled_cents ?? 0;
    }
    const name = decision.rule_name ?? 'No matching rule';
    const row = byRule.get(name) ?? { rule_name: name, accept: 0, counter: 0, leave: 0 };
    row[decision.decision] += 1;
    byRule.set(name, row);
  }
  return {
    open,
    history,
    by_rule: [...byRule.values()],
    counter_recovery_weight: weight,
    counter_basis: { cases: counters?.cases ?? 0, agreed: counters?.agreed ?? 0, from_history },
  };
}
