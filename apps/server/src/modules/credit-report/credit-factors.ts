import { CREDIT_SCORE_MAX, type CreditBaseReport, type CreditFactor, type CreditFactors, FACTOR_IMPACT, factorTier, scoreTier } from '@parley/shared';
import type { BureauReport } from '../../providers/credit/index.js';

const MONTH_MS = 30.44 * 86_400_000;

/** What to do first about the factor that hurts most (consumer spec 3 "improvement_message"). */
const IMPROVEMENT: Record<CreditFactor, string> = {
  derogatory_marks:
    'Collection accounts weigh most on your score. Settling them stops them from growing and gets them reported as paid: you can make an offer on each one below.',
  payment_history: 'Late payments weigh heavily. Every on-time payment from now on helps; autopay for at least the minimum keeps a slip from happening.',
  credit_utilization: 'Your cards are close to their limits. Bringing balances under 30% of each limit is the quickest way to raise your score.',
  credit_age: 'Your accounts are young. Keep your oldest cards open, even unused, so your average account age keeps growing.',
  hard_inquiries: 'Several recent applications for credit count against you. Holding off on new applications for a few months lets them fade.',
  total_accounts: 'A few more accounts paid as agreed would help; a secured card used lightly and paid in full is a safe way to build them.',
  available_credit: 'Your unused credit is low. Paying down balances frees it up, which lenders read as room to spare.',
};
/** Among equally bad factors, the one Parley can help with first: collections, then payments, then the rest. */
const PRIORITY: CreditFactor[] = [
  'derogatory_marks',
  'payment_history',
  'credit_utilization',
  'available_credit',
  'credit_age',
  'hard_inquiries',
  'total_accounts',
];

/** The factors of consumer spec 3, computed from the bureau's file; the score and its reasons are the bureau's. */
export function deriveCreditReport(bureau: BureauReport, now: Date): Omit<CreditBaseReport, 'collection_accounts' | 'error'> {
  const open = bureau.tradelines.filter((t) => t.kind !== 'collection' && t.closedOn === null);
  const reported = open.reduce((s, t) => s + t.paymentsReported, 0);
  const late = open.reduce((s, t) => s + t.latePayments, 0);
  const revolving = open.filter((t) => t.kind === 'revolving');
  const limit = revolving.reduce((s, t) => s + (t.limitCents ?? 0), 0);
  const balance = revolving.reduce((s, t) => s + t.balanceCents, 0);
  const ageMonths = open.length ? Math.floor(open.reduce((s, t) => s + (now.getTime() - Date.parse(t.openedOn)) / MONTH_MS, 0) / open.length) : 0;
  const values = {
    payment_history: reported === 0 ? 100 : Math.floor(((reported - late) / reported) * 1000) / 10,
    credit_utilization: limit === 0 ? 0 : Math.round((balance / limit) * 100),
    derogatory_marks: bureau.tradelines.filter((t) => t.kind === 'collection' || t.chargedOff).length + bureau.publicRecords,
    credit_age: ageMonths,
    total_accounts: bureau.tradelines.filter((t) => t.kind !== 'collection').length,
    hard_inquiries: bureau.inquiries.filter((q) => now.getTime() - Date.parse(q.date) < 24 * MONTH_MS).length,
    available_credit: Math.max(0, limit - balance),
  } satisfies Record<CreditFactor, number>;
  const factor = (key: CreditFactor) => ({ status_tier: factorTier[key](values[key]), impact: FACTOR_IMPACT[key] });
  const factors: CreditFactors = {
    payment_history: { value: values.payment_history, ...factor('payment_history') },
    credit_utilization: { value: values.credit_utilization, ...factor('credit_utilization') },
    derogatory_marks: { value: values.derogatory_marks, ...factor('derogatory_marks') },
    credit_age: { value: { years: Math.floor(ageMonths / 12), months: ageMonths % 12 }, ...factor('credit_age') },
    total_accounts: { value: values.total_accounts, ...factor('total_accounts') },
    hard_inquiries: { value: values.hard_inquiries, ...factor('hard_inquiries') },
    available_credit: { value: values.available_credit, ...factor('available_credit') },
  };
  const worst = [...PRIORITY].filter((k) => factors[k].status_tier >= 3).sort((a, b) => factors[b].status_tier - factors[a].status_tier)[0];
  return {
    credit_score: { value: bureau.score, status_tier: scoreTier(bureau.score), score_reasons: bureau.reasons, model: bureau.model, max: CREDIT_SCORE_MAX },
    improvement_message: worst ? IMPROVEMENT[worst] : 'Your credit is in good shape. Keep paying on time and keep card balances low.',
    factors,
    score_history: bureau.scoreHistory,
    bureau: bureau.bureau,
    fetched_at: now.toISOString(),
  };
}
