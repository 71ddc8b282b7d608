/** Consumer spec 9: credit score maximum 850, FICO model; its bands and the tier labels of the factors. */

export const CREDIT_SCORE_MIN = 300;
export const CREDIT_SCORE_MAX = 850;
export const CREDIT_SCORE_MODEL = 'FICO';

export const STATUS_TIERS = [1, 2, 3, 4, 5] as const;
export type StatusTier = (typeof STATUS_TIERS)[number];

/**
 * The one table of score bands (spec: under 580 very poor; under 670 poor; under 740 good; under
 * 800 very good; else excellent), worst first: each band's lowest score, its words and its status
 * tier. Every place that labels a score reads it from here (`scoreBand`, `scoreLabel`); a score is
 * named by its band only, never by the factors' tier words below (725 was "Good" beside "FAIR").
 */
export const SCORE_BAND_TABLE = [
  { band: 'very_poor', floor: CREDIT_SCORE_MIN, label: 'Very poor', tier: 5 },
  { band: 'poor', floor: 580, label: 'Poor', tier: 4 },
  { band: 'good', floor: 670, label: 'Good', tier: 3 },
  { band: 'very_good', floor: 740, label: 'Very good', tier: 2 },
  { band: 'excellent', floor: 800, label: 'Excellent', tier: 1 },
] as const satisfies readonly { band: string; floor: number; label: string; tier: StatusTier }[];

export type ScoreBand = (typeof SCORE_BAND_TABLE)[number]['band'];
export const SCORE_BANDS: readonly ScoreBand[] = SCORE_BAND_TABLE.map((b) => b.band);
export const SCORE_BAND_LABELS = Object.fromEntries(SCORE_BAND_TABLE.map((b) => [b.band, b.label])) as Record<ScoreBand, string>;
export const SCORE_BAND_FLOORS = Object.fromEntries(SCORE_BAND_TABLE.map((b) => [b.band, b.floor])) as Record<ScoreBand, number>;

function bandRowOf(score: number): (typeof SCORE_BAND_TABLE)[number] {
  let row: (typeof SCORE_BAND_TABLE)[number] = SCORE_BAND_TABLE[0];
  for (const r of SCORE_BAND_TABLE) if (score >= r.floor) row = r;
  return row;
}

export function scoreBand(score: number): ScoreBand {
  return bandRowOf(score).band;
}

/** The words for a score: its band's label ("Good" for 725). */
export function scoreLabel(score: number): string {
  return bandRowOf(score).label;
}

/** A score's status tier: the best band is tier 1, the worst tier 5 (one tier per band). */
export function scoreTier(score: number): StatusTier {
  return bandRowOf(score).tier;
}

/** The words of a credit factor's status tier (spec's tier labels): for factors, not for the score. */
export const TIER_LABELS: Record<StatusTier, string> = {
  1: 'Excellent',
  2: 'Good',
  3: 'Fair',
  4: 'Needs some love',
  5: 'Needs extra love',
};

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
