import { CREDIT_SCORE_MAX, CREDIT_SCORE_MIN } from '@parley/shared';
import { isoDate, seededRng } from '../seeded-random.js';
import { type BureauReport, type CreditProvider, CreditProviderError, type KnownDebt, type Tradeline } from './credit-provider.js';

/**
 * The sandbox bureau: a coherent credit file per consumer, seeded by their user id. The consumer's
 * own debts in Parley appear as collection accounts (a real bureau holds the same debts), beside
 * seeded cards and loans with their late payments, inquiries and sometimes a medical collection.
 * The score follows from that file the way FICO weighs it, so the reasons and factors agree with it.
 *
 * Sandbox test case: an SSN ending in 0000 has no credit file (the report's error state).
 */
export const SANDBOX_NO_FILE_LAST_FOUR = '0000';

const CARD_ISSUERS = ['Capital One', 'Discover', 'Chase', 'Citi', 'Synchrony Bank', 'Credit One Bank', 'Bank of America'];
const AUTO_LENDERS = ['Ally Financial', 'Toyota Financial', 'Santander Consumer', 'Westlake Financial'];
const STUDENT_SERVICERS = ['Nelnet', 'MOHELA', 'Aidvantage'];
const MEDICAL_COLLECTIONS = [
  { collector: 'Midwest Medical Recovery', original: "St. Mary's Regional Hospital" },
  { collector: 'Credence Resource Management', original: 'T-Mobile' },
  { collector: 'Convergent Outsourcing', original: 'Spectrum' },
];

const REASONS = {
  derogatory: 'Serious delinquency, and public record or collection filed',
  lates: 'Time since delinquency is too recent or unknown',
  utilization: 'Proportion of balances to credit limits is too high on revolving accounts',
  age: 'Length of time accounts have been established',
  inquiries: 'Too many inquiries last 12 months',
  thin: 'Too few accounts currently paid as agreed',
  revolvingBalance: 'Amount owed on revolving accounts is too high',
} as const;

function monthsBefore(now: Date, months: number): string {
  const d = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - months, Math.min(28, now.getUTCDate())));
  return isoDate(d);
}

function fileOf(userId: number, now: Date, knownDebts: KnownDebt[]): { tradelines: Tradeline[]; inquiries: BureauReport['inquiries']; publicRecords: number } {
  const rng = seededRng('sandbox-credit-file', userId);
  const tradelines: Tradeline[] = [];
  const struggling = rng.chance(0.6);
  const cards = rng.int(1, 4);
  for (let i = 0; i < cards; i++) {
    const limitCents = rng.pick([50_000, 100_000, 150_000, 300_000, 500_000, 800_000, 1_200_000]);
    const use = struggling ? rng.int(45, 98) : rng.int(3, 40);
    const reported = rng.int(12, 24);
    tradelines.push({
      id: `tl-${userId}-card-${i}`,
      kind: 'revolving',
      creditorName: rng.pick(CARD_ISSUERS),
      originalCreditor: null,
      openedOn: monthsBefore(now, rng.int(14, 150)),
      closedOn: null,
      balanceCents: Math.round((limitCents * use) / 100),
      limitCents,
      paymentsReported: reported,
      latePayments: struggling && rng.chance(0.5) ? rng.int(1, 3) : 0,
      chargedOff: false,
    });
  }
  if (rng.chance(0.55)) {
    tradelines.push({
      id: `tl-${userId}-auto`,
      kind: 'installment',
      creditorName: rng.pick(AUTO_LENDERS),
      originalCreditor: null,
      openedOn: monthsBefore(now, rng.int(6, 60)),
      closedOn: null,
      balanceCents: rng.int(400_000, 2_200_000),
      limitCents: null,
      paymentsReported: 24,
      latePayments: struggling && rng.chance(0.3) ? 1 : 0,
      chargedOff: false,
    });
  }
  if (rng.chance(0.45)) {
    tradelines.push({
      id: `tl-${userId}-student`,
      kind: 'installment',
      creditorName: rng.pick(STUDENT_SERVICERS),
      originalCreditor: null,
      openedOn: monthsBefore(now, rng.int(40, 160)),
      closedOn: null,
      balanceCents: rng.int(800_000, 4_500_000),
      limitCents: null,
      paymentsReported: 24,
      latePayments: 0,
      chargedOff: false,
    });
  }
  // The consumer's debts in collections, as the collector reports them.
  knownDebts.forEach((debt, i) => {
    tradelines.push({
      id: `tl-${userId}-coll-${i}`,
      kind: 'collection',
      creditorName: debt.collectorName ?? debt.creditorName,
      originalCreditor: debt.creditorName,
      openedOn: debt.openedOn,
      closedOn: null,
      balanceCents: debt.balanceCents,
      limitCents: null,
      paymentsReported: 0,
      latePayments: 0,
      chargedOff: true,
    });
  });
  if (struggling && rng.chance(0.5)) {
    const medical = rng.pick(MEDICAL_COLLECTIONS);
    tradelines.push({
      id: `tl-${userId}-coll-medical`,
      kind: 'collection',
      creditorName: medical.collector,
      originalCreditor: medical.original,
      openedOn: monthsBefore(now, rng.int(4, 30)),
      closedOn: null,
      balanceCents: rng.int(18_000, 240_000),
      limitCents: null,
      paymentsReported: 0,
      latePayments: 0,
      chargedOff: true,
    });
  }
  const inquiries = Array.from({ length: rng.int(0, struggling ? 6 : 2) }, () => ({
    date: monthsBefore(now, rng.int(1, 23)),
    creditorName: rng.pick([...CARD_ISSUERS, ...AUTO_LENDERS]),
  }));
  return { tradelines, inquiries, publicRecords: struggling && rng.chance(0.08) ? 1 : 0 };
}

/** FICO-like scoring of the file: each penalty also names the reason it gives. */
function scoreOf(file: ReturnType<typeof fileOf>, now: Date): { score: number; reasons: string[] } {
  const open = file.tradelines.filter((t) => t.kind !== 'collection' && t.closedOn === null);
  const penalties: [string, number][] = [];
  const late = open.reduce((s, t) => s + t.latePayments, 0);
  if (late > 0) penalties.push([REASONS.lates, Math.min(110, 30 + late * 18)]);
  const revolving = open.filter((t) => t.kind === 'revolving');
  const limit = revolving.reduce((s, t) => s + (t.limitCents ?? 0), 0);
  const balance = revolving.reduce((s, t) => s + t.balanceCents, 0);
  const utilization = limit > 0 ? (balance / limit) * 100 : 100;
  if (utilization > 10) penalties.push([REASONS.utilization, Math.round(Math.min(120, (utilization - 10) * 1.4))]);
  if (balance > 500_000) penalties.push([REASONS.revolvingBalance, 12]);
  const derogatory = file.tradelines.filter((t) => t.kind === 'collection' || t.chargedOff).length + file.publicRecords;
  if (derogatory > 0) penalties.push([REASONS.derogatory, Math.min(150, 55 + (derogatory - 1) * 25)]);
  const ages = open.map((t) => (now.getTime() - Date.parse(t.openedOn)) / (30.44 * 86_400_000));
  const averageAge = ages.length ? ages.reduce((a, b) => a + b, 0) / ages.length : 0;
  if (averageAge < 96) penalties.push([REASONS.age, Math.round(Math.min(60, (96 - averageAge) * 0.6))]);
  const recentInquiries = file.inquiries.filter((q) => now.getTime() - Date.parse(q.date) < 365 * 86_400_000).length;
  if (recentInquiries > 0) penalties.push([REASONS.inquiries, recentInquiries * 6]);
  if (open.length < 4) penalties.push([REASONS.thin, (4 - open.length) * 10]);
  const total = penalties.reduce((s, [, p]) => s + p, 0);
  const score = Math.max(CREDIT_SCORE_MIN, Math.min(CREDIT_SCORE_MAX, Math.round(CREDIT_SCORE_MAX - 20 - total)));
  const reasons = penalties
    .sort((a, b) => b[1] - a[1])
    .slice(0, 4)
    .map(([reason]) => reason);
  return { score, reasons };
}

export function createSandboxCreditBureau(): CreditProvider {
  return {
    name: 'sandbox',
    async pullReport(subject, { now, knownDebts }) {
      if (subject.ssnLastFour === SANDBOX_NO_FILE_LAST_FOUR) {
        throw new CreditProviderError('NO_FILE_FOUND', 'No credit file matches the name, SSN, birthdate and address given.');
      }
      const file = fileOf(subject.userId, now, knownDebts);
      const { score, reasons } = scoreOf(file, now);
      // A year of monthly scores that ends at today's, drifting as balances and marks changed.
      const rng = seededRng('sandbox-credit-history', subject.userId);
      const history: { date: string; value: number }[] = [];
      let value = score;
      for (let m = 0; m < 12; m++) {
        history.unshift({ date: monthsBefore(now, m), value });
        value = Math.max(CREDIT_SCORE_MIN, Math.min(CREDIT_SCORE_MAX, value + rng.int(-14, 10)));
      }
      return {
        bureau: 'Sandbox Credit Bureau',
        model: 'FICO Score 8',
        score,
        reasons,
        tradelines: file.tradelines,
        inquiries: file.inquiries,
        publicRecords: file.publicRecords,
        scoreHistory: history,
      };
    },
  };
}
