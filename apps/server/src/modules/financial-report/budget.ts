import { BUDGET_CATEGORY_LABELS, type BudgetCategory, type FinancialBaseReport, type IncomeSource } from '@parley/shared';
import type { BankAccount, BankTransaction } from '../../providers/bank/index.js';
import { counterpartyKey, dayOfIso, detectPaySchedule, displayName, isoOfDayNumber, nextPayday } from './income-detection.js';

/**
 * The financial report (consumer spec 3): a budget computed from a bank connection's accounts and
 * a year of transactions. Transfers between the consumer's own accounts and card payments move
 * money without earning or spending it, so they count neither as income nor as expenses (the card
 * purchases themselves are the spending).
 */

const EXPENSE_CATEGORIES: [RegExp, BudgetCategory][] = [
  [/^RENT_AND_UTILITIES_RENT$/, 'rent'],
  [/^RENT_AND_UTILITIES_/, 'utilities'],
  [/^FOOD_AND_DRINK_GROCERIES$/, 'groceries'],
  [/^FOOD_AND_DRINK_/, 'dining'],
  [/^TRANSPORTATION_/, 'transportation'],
  [/^GENERAL_SERVICES_INSURANCE$/, 'insurance'],
  [/^LOAN_PAYMENTS_/, 'loan_payments'],
  [/^MEDICAL_/, 'medical'],
  [/^ENTERTAINMENT_/, 'entertainment'],
  [/^TRANSFER_OUT_WITHDRAWAL$/, 'cash'],
  [/^GENERAL_MERCHANDISE_/, 'shopping'],
];
const categoryOf = (detailed: string): [BudgetCategory, string] => {
  const category = EXPENSE_CATEGORIES.find(([pattern]) => pattern.test(detailed))?.[1] ?? 'other';
  return [category, BUDGET_CATEGORY_LABELS[category]];
};

const isCardPayment = (t: BankTransaction) => t.category.detailed === 'LOAN_PAYMENTS_CREDIT_CARD_PAYMENT';
/** Money moved between accounts (savings transfers); a cash withdrawal is spending, not a transfer. */
const isTransfer = (t: BankTransaction) =>
  isCardPayment(t) || ((t.category.primary === 'TRANSFER_IN' || t.category.primary === 'TRANSFER_OUT') && t.category.detailed !== 'TRANSFER_OUT_WITHDRAWAL');

/** The report's period: the 12 full calendar months before the month of `asOf`. */
export function reportPeriod(asOf: Date): { start: string; end: string; months: string[] } {
  const y = asOf.getUTCFullYear();
  const m = asOf.getUTCMonth();
  const start = new Date(Date.UTC(y, m - 12, 1));
  const end = new Date(Date.UTC(y, m, 0));
  const months = Array.from({ length: 12 }, (_, i) => new Date(Date.UTC(y, m - 12 + i, 1)).toISOString().slice(0, 7));
  return { start: start.toISOString().slice(0, 10), end: end.toISOString().slice(0, 10), months };
}

const benefitsPattern = /\b(SSA|SOC SEC|TREAS|UNEMPLOYMENT|DSS|VA BENEFITS|SNAP|CHILD SUPPORT)\b/;

type DetectedSource = IncomeSource & { key: string };

/**
 * Recurring deposits grouped by who paid them; each group with 3+ deposits is an income source.
 * Its schedule is read from every deposit up to today; its monthly average from the period's.
 */
export function incomeSources(
  transactions: BankTransaction[],
  accounts: BankAccount[],
  window: { periodEnd: string; months: number; asOf: Date },
): DetectedSource[] {
  const depository = new Set(accounts.filter((a) => a.type === 'depository').map((a) => a.accountId));
  const groups = new Map<string, BankTransaction[]>();
  for (const t of transactions) {
    if (t.pending || t.amountCents >= 0 || !depository.has(t.accountId) || isTransfer(t)) continue;
    const key = counterpartyKey(t.merchantName ?? t.name);
    if (!key) continue;
    groups.set(key, [...(groups.get(key) ?? []), t]);
  }
  const asOfIso = window.asOf.toISOString().slice(0, 10);
  const sources: DetectedSource[] = [];
  for (const [key, deposits] of groups) {
    if (deposits.length < 3) continue;
    const schedule = detectPaySchedule(deposits.map((t) => ({ date: t.date, amountCents: -t.amountCents })));
    const inPeriod = deposits.filter((t) => t.date <= window.periodEnd);
    const totalCents = inPeriod.reduce((s, t) => s - t.amountCents, 0);
    const first = Math.min(...deposits.map((t) => dayOfIso(t.date)));
    // A source that started within the period (a new job) averages over the months it has paid.
    const activeMonths = Math.min(window.months, Math.max(1, (dayOfIso(window.periodEnd) + 1 - first) / 30.44));
    const isWages =
      deposits.some((t) => t.category.detailed === 'INCOME_WAGES') || /\b(PAYROLL|DIRECT DEP|SALARY)\b/.test(deposits[0]?.name.toUpperCase() ?? '');
    sources.push({
      key,
      employer_name: deposits[0]?.merchantName ?? displayName(key),
      type: isWages ? 'wages' : benefitsPattern.test(key) ? 'benefits' : 'other',
      average_monthly_income: Math.round(totalCents / activeMonths),
      pay_frequency: schedule.frequency,
      next_payment_date: nextPayday(schedule, asOfIso),
    });
  }
  return sources.sort((a, b) => b.average_monthly_income - a.average_monthly_income);
}

/** Each depository account's balance at the end of each day, walked back from today's balance. */
function averageMonthlyBalance(
  accounts: BankAccount[],
  transactions: BankTransaction[],
  period: { start: string; end: string; months: string[] },
  asOf: Date,
): number {
  const depository = accounts.filter((a) => a.type === 'depository');
  let balance = depository.reduce((s, a) => s + a.currentBalanceCents, 0);
  const flowsByDay = new Map<number, number>();
  for (const t of transactions) {
    if (!depository.some((a) => a.accountId === t.accountId)) continue;
    const day = dayOfIso(t.date);
    flowsByDay.set(day, (flowsByDay.get(day) ?? 0) + t.amountCents);
  }
  const byMonth = new Map<string, { sum: number; days: number }>();
  const startDay = dayOfIso(period.start);
  const endDay = dayOfIso(period.end);
  for (let day = dayOfIso(asOf.toISOString().slice(0, 10)); day >= startDay; day--) {
    if (day <= endDay) {
      const month = isoOfDayNumber(day).slice(0, 7);
      const entry = byMonth.get(month) ?? { sum: 0, days: 0 };
      entry.sum += balance;
      entry.days += 1;
      byMonth.set(month, entry);
    }
    // Before this day's transactions, money in (negative) had not arrived yet and money out was still there.
    balance += flowsByDay.get(day) ?? 0;
  }
  const monthly = period.months.map((m) => byMonth.get(m)).filter((e): e is { sum: number; days: number } => !!e && e.days > 0);
  return monthly.length === 0 ? 0 : Math.round(monthly.reduce((s, e) => s + e.sum / e.days, 0) / monthly.length);
}

export function buildFinancialReport(input: {
  accounts: BankAccount[];
  transactions: BankTransaction[];
  institution: { name: string; logo: string | null };
  asOf: Date;
}): FinancialBaseReport {
  const { accounts, institution, asOf } = input;
  const period = reportPeriod(asOf);
  const posted = input.transactions.filter((t) => !t.pending);
  const inPeriod = posted.filter((t) => t.date >= period.start && t.date <= period.end);
  const sources = incomeSources(
    posted.filter((t) => t.date >= period.start),
    accounts,
    { periodEnd: period.end, months: 12, asOf },
  );
  const incomeKeys = new Set(sources.map((s) => s.key));
  const depository = new Set(accounts.filter((a) => a.type === 'depository').map((a) => a.accountId));
  const isIncome = (t: BankTransaction) =>
    t.amountCents < 0 && depository.has(t.accountId) && !isTransfer(t) && incomeKeys.has(counterpartyKey(t.merchantName ?? t.name));

  const monthly = new Map(period.months.map((m) => [m, { income: 0, expenses: 0 }]));
  const categories = new Map<string, { label: string; cents: number }>();
  for (const t of inPeriod) {
    const bucket = monthly.get(t.date.slice(0, 7));
    if (!bucket) continue;
    if (isIncome(t)) {
      bucket.income -= t.amountCents;
      continue;
    }
    if (isTransfer(t)) continue;
    // Spending, less refunds (a refund is money back on a purchase, not income).
    if (t.amountCents < 0 && depository.has(t.accountId)) continue;
    bucket.expenses += t.amountCents;
    const [key, label] = categoryOf(t.category.detailed);
    const entry = categories.get(key) ?? { label, cents: 0 };
    entry.cents += t.amountCents;
    categories.set(key, entry);
  }
  const months = [...monthly.entries()].map(([month, v]) => ({ month, income_cents: v.income, expenses_cents: v.expenses }));
  const totalExpenses = months.reduce((s, m) => s + m.expenses_cents, 0);
  const lastYearStart = isoOfDayNumber(dayOfIso(asOf.toISOString().slice(0, 10)) - 365);
  const incomeLastYear = posted.filter((t) => t.date > lastYearStart && isIncome(t)).reduce((s, t) => s - t.amountCents, 0);

  return {
    average_monthly_balance: averageMonthlyBalance(accounts, posted, period, asOf),
    // The income sources listed below, added up: the headline and its parts are one figure (issue 37.5). A source
    // that began in the period (a new job) counts at what it pays a month, not spread over the months before it.
    average_monthly_income: sources.reduce((sum, s) => sum + s.average_monthly_income, 0),
    average_monthly_expenses: Math.round(totalExpenses / 12),
    income_last_year: incomeLastYear,
    bank_accounts: accounts.map((a) => ({
      name: a.name,
      institution_name: institution.name,
      type: a.subtype,
      mask: a.mask,
      logo: institution.logo,
      total_balance: a.currentBalanceCents,
    })),
    income_sources: sources.map((s) => ({
      employer_name: s.employer_name,
      type: s.type,
      average_monthly_income: s.average_monthly_income,
      pay_frequency: s.pay_frequency,
      next_payment_date: s.next_payment_date,
    })),
    monthly: months,
    expenses_by_category: [...categories.entries()]
      .map(([category, v]) => ({ category, label: v.label, monthly_average_cents: Math.round(v.cents / 12) }))
      .filter((c) => c.monthly_average_cents > 0)
      .sort((a, b) => b.monthly_average_cents - a.monthly_average_cents),
    period_start: period.start,
    period_end: period.end,
    generated_at: asOf.toISOString(),
  };
}
