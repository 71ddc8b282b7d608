/** Consumer spec 9: credit score maximum 850, FICO model; its bands and the tier labels of the factors. */

export const CREDIT_SCORE_MIN = 300;
export const CREDIT_SCORE_MAX = 850;
export const CREDIT_SCORE_MODEL = 'FICO';

export const SCORE_BANDS = ['very_poor', 'poor', 'good', 'very_good', 'excellent'] as const;
export type ScoreBand = (typeof SCORE_BANDS)[number];

export const SCORE_BAND_LABELS: Record<ScoreBand, string> = {
  very_poor: 'Very poor',
  poor: 'Poor',
  good: 'Good',
  very_good: 'Very good',
  excellent: 'Excellent',
};

/** The lowest score of each band: under 580 very poor; under 670 poor; under 740 good; under 800 very good; else excellent. */
export const SCORE_BAND_FLOORS: Record<ScoreBand, number> = { very_poor: CREDIT_SCORE_MIN, poor: 580, good: 670, very_good: 740, excellent: 800 };

export function scoreBand(score: number): ScoreBand {
  if (score < 580) return 'very_poor';
  if (score < 670) return 'poor';
  if (score < 740) return 'good';
  if (score < 800) return 'very_good';
  return 'excellent';
}

export const STATUS_TIERS = [1, 2, 3, 4, 5] as const;
export type StatusTier = (typeof STATUS_TIERS)[number];

export const TIER_LABELS: Record<StatusTier, string> = {
  1: 'Excellent',
  2: 'Good',
  3: 'Fair',
  4: 'Needs some love',
  5: 'Needs extra love',
};

/** A score's status tier: the best band is tier 1, the worst tier 5 (one tier per band). */
export function scoreTier(score: number): StatusTier {
  const tiers: Record<ScoreBand, StatusTier> = { excellent: 1, very_good: 2, good: 3, poor: 4, very_poor: 5 };
  return tiers[scoreBand(score)];
}

/** Where the score sits on a 300–850 gauge, 0 to 1. */
export function scoreFraction(score: number): number {
  const clamped = Math.min(CREDIT_SCORE_MAX, Math.max(CREDIT_SCORE_MIN, score));
  return (clamped - CREDIT_SCORE_MIN) / (CREDIT_SCORE_MAX - CREDIT_SCORE_MIN);
}

export const CREDIT_FACTORS = [
  'payment_history',
  'credit_utilization',
  'derogatory_marks',
  'credit_age',
  'total_accounts',
  'hard_inquiries',
  'available_credit',
] as const;
export type CreditFactor = (typeof CREDIT_FACTORS)[number];

export const CREDIT_FACTOR_LABELS: Record<CreditFactor, string> = {
  payment_history: 'Payment history',
  credit_utilization: 'Credit card use',
  derogatory_marks: 'Derogatory marks',
  credit_age: 'Credit age',
  total_accounts: 'Total accounts',
  hard_inquiries: 'Hard inquiries',
  available_credit: 'Available credit',
};

export const FACTOR_IMPACTS = ['high', 'medium', 'low'] as const;
export type FactorImpact = (typeof FACTOR_IMPACTS)[number];

/**
 * The tier of each factor's value, by the thresholds consumer credit services publish
 * (on-time share, utilization, marks, age, accounts, inquiries, open credit in cents).
 */
export const factorTier = {
  payment_history: (onTimePercent: number): StatusTier =>
    onTimePercent >= 100 ? 1 : onTimePercent >= 99 ? 2 : onTimePercent >= 97 ? 3 : onTimePercent >= 94 ? 4 : 5,
  credit_utilization: (percent: number): StatusTier => (percent < 10 ? 1 : percent < 30 ? 2 : percent < 50 ? 3 : percent < 75 ? 4 : 5),
  derogatory_marks: (count: number): StatusTier => (count === 0 ? 1 : count === 1 ? 4 : 5),
  credit_age: (months: number): StatusTier => (months >= 108 ? 1 : months >= 84 ? 2 : months >= 60 ? 3 : months >= 24 ? 4 : 5),
  total_accounts: (count: number): StatusTier => (count >= 21 ? 1 : count >= 11 ? 2 : count >= 6 ? 3 : count >= 3 ? 4 : 5),
  hard_inquiries: (count: number): StatusTier => (count === 0 ? 1 : count <= 2 ? 2 : count <= 4 ? 3 : count <= 6 ? 4 : 5),
  available_credit: (cents: number): StatusTier => (cents >= 2_000_000 ? 1 : cents >= 1_000_000 ? 2 : cents >= 500_000 ? 3 : cents >= 100_000 ? 4 : 5),
} satisfies Record<CreditFactor, (value: number) => StatusTier>;

/** How much each factor weighs on a FICO score (its published weights: history 35 %, amounts owed 30 %, …). */
export const FACTOR_IMPACT: Record<CreditFactor, FactorImpact> = {
  payment_history: 'high',
  credit_utilization: 'high',
  derogatory_marks: 'high',
  credit_age: 'medium',
  total_accounts: 'low',
  hard_inquiries: 'low',
  available_credit: 'medium',
};
