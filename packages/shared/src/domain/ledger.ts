/**
 * Parley's double-entry ledger, the pure part: every movement of money is a journal of lines that
 * sum to zero (debits positive, credits negative, integer cents), and each line may name the
 * account (customer document) it belongs to, whose lines in a journal sum to zero as well.
 */

export const LEDGER_ACCOUNTS = [
  /** Money Parley holds: consumer payments in, refunds and payouts out. */
  'platform_cash',
  /** What Parley owes each law firm (credit balance). */
  'firm_payable',
  /** Parley's fee, when there is one (credit balance). */
  'platform_fees',
  /** Payouts sent to a firm and not settled yet. */
  'payouts_in_transit',
] as const;
export type LedgerAccount = (typeof LEDGER_ACCOUNTS)[number];

export const JOURNAL_KINDS = ['payment', 'refund', 'reversal', 'payout', 'payout_settled', 'payout_returned'] as const;
export type JournalKind = (typeof JOURNAL_KINDS)[number];

export type LedgerLine = { account: LedgerAccount; amountCents: number; lawFirmId: number | null; documentId: number | null };
export type PostedLine = LedgerLine & { journalId: number };

const sum = (lines: readonly { amountCents: number }[]) => lines.reduce((s, l) => s + l.amountCents, 0);

/** Why a journal may not be posted, or null when it balances. */
export function journalProblem(lines: readonly LedgerLine[]): string | null {
  if (lines.length < 2) return 'a journal needs at least two lines';
  for (const l of lines) {
    if (!Number.isSafeInteger(l.amountCents) || l.amountCents === 0) return `line amounts must be non-zero whole cents, not ${l.amountCents}`;
  }
  if (sum(lines) !== 0) return `debits and credits differ by ${sum(lines)} cents`;
  const byDocument = new Map<number, number>();
  for (const l of lines) if (l.documentId !== null) byDocument.set(l.documentId, (byDocument.get(l.documentId) ?? 0) + l.amountCents);
  for (const [doc, total] of byDocument) if (total !== 0) return `the lines of account ${doc} differ by ${total} cents`;
  if (lines.some((l) => l.documentId === null) && byDocument.size > 0) return 'either every line names its account or none does';
  return null;
}

/**
 * The ledger's invariant over everything posted: each journal sums to zero, each account's
 * (customer document's) lines sum to zero, and so does the whole ledger. Returns every violation.
 */
export function ledgerInvariantViolations(lines: readonly PostedLine[]): string[] {
  const problems: string[] = [];
  const byJournal = new Map<number, PostedLine[]>();
  for (const l of lines) byJournal.set(l.journalId, [...(byJournal.get(l.journalId) ?? []), l]);
  for (const [id, journal] of byJournal) {
    const problem = journalProblem(journal);
    if (problem) problems.push(`journal ${id}: ${problem}`);
  }
  const byDocument = new Map<number, number>();
  for (const l of lines) if (l.documentId !== null) byDocument.set(l.documentId, (byDocument.get(l.documentId) ?? 0) + l.amountCents);
  for (const [doc, total] of byDocument) if (total !== 0) problems.push(`account ${doc} is off by ${total} cents`);
  if (sum(lines) !== 0) problems.push(`the ledger is off by ${sum(lines)} cents`);
  return problems;
}

/** An account's balance by ledger account: debits positive. */
export function balancesOf(lines: readonly LedgerLine[]): Record<LedgerAccount, number> {
  const out = Object.fromEntries(LEDGER_ACCOUNTS.map((a) => [a, 0])) as Record<LedgerAccount, number>;
  for (const l of lines) out[l.account] += l.amountCents;
  return out;
}

/** Parley's fee on a payment, in basis points, rounded down: the firm never gets less than its share by rounding. */
export function platformFeeCents(amountCents: number, feeBasisPoints: number): number {
  return Math.floor((amountCents * feeBasisPoints) / 10_000);
}

/** The lines of a consumer payment: cash in, the firm's share owed, Parley's fee if any. */
export function paymentLines(p: { amountCents: number; feeCents: number; lawFirmId: number; documentId: number }): LedgerLine[] {
  const lines: LedgerLine[] = [
    { account: 'platform_cash', amountCents: p.amountCents, lawFirmId: p.lawFirmId, documentId: p.documentId },
    { account: 'firm_payable', amountCents: -(p.amountCents - p.feeCents), lawFirmId: p.lawFirmId, documentId: p.documentId },
  ];
  if (p.feeCents > 0) lines.push({ account: 'platform_fees', amountCents: -p.feeCents, lawFirmId: p.lawFirmId, documentId: p.documentId });
  return lines;
}

/** The lines that undo a payment (a failed-payment reversal), or a part of it (a refund, charged to the firm's share first). */
export function reversalLines(p: { amountCents: number; feeCents: number; lawFirmId: number; documentId: number }): LedgerLine[] {
  return paymentLines(p).map((l) => ({ ...l, amountCents: -l.amountCents }));
}

/** A refund of part of a payment: cash back to the consumer, taken from what the firm is owed. */
export function refundLines(p: { amountCents: number; lawFirmId: number; documentId: number }): LedgerLine[] {
  return [
    { account: 'firm_payable', amountCents: p.amountCents, lawFirmId: p.lawFirmId, documentId: p.documentId },
    { account: 'platform_cash', amountCents: -p.amountCents, lawFirmId: p.lawFirmId, documentId: p.documentId },
  ];
}
