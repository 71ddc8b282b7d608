import { type JournalKind, journalProblem, type LedgerLine, type PostedLine, paymentLines } from '@parley/shared';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { ledgerEntries, ledgerJournals } from '../../db/schema/index.js';

/**
 * The ledger's writer: a journal and its lines go in together, once per idempotency key (a retried
 * job or a redelivered webhook posts nothing the second time). Balances are never stored: they
 * are sums of lines.
 */
export async function postJournal(
  tx: Executor,
  journal: {
    kind: JournalKind;
    key: string;
    lawFirmId: number | null;
    paymentId?: number | null;
    payoutId?: number | null;
    memo?: string;
    at: Date;
    lines: LedgerLine[];
  },
): Promise<boolean> {
  const problem = journalProblem(journal.lines);
  if (problem) throw new Error(`unbalanced journal ${journal.key}: ${problem}`);
  const [row] = await tx
    .insert(ledgerJournals)
    .values({
      kind: journal.kind,
      idempotencyKey: journal.key,
      lawFirmId: journal.lawFirmId,
      paymentId: journal.paymentId ?? null,
      payoutId: journal.payoutId ?? null,
      memo: journal.memo ?? null,
      createdAt: journal.at,
    })
    .onConflictDoNothing({ target: ledgerJournals.idempotencyKey })
    .returning({ id: ledgerJournals.id });
  if (!row) return false;
  await tx.insert(ledgerEntries).values(
    journal.lines.map((l) => ({
      journalId: row.id,
      account: l.account,
      lawFirmId: l.lawFirmId,
      customerDocumentId: l.documentId,
      amountCents: l.amountCents,
      createdAt: journal.at,
    })),
  );
  return true;
}

/** A consumer payment the platform received: cash in, the firm's share owed (and Parley's fee, if any). */
export function postConsumerPayment(
  tx: Executor,
  p: { key: string; paymentId: number | null; documentId: number; lawFirmId: number; amountCents: number; feeCents: number; at: Date },
) {
  return postJournal(tx, { kind: 'payment', key: p.key, lawFirmId: p.lawFirmId, paymentId: p.paymentId, at: p.at, lines: paymentLines(p) });
}

/** The journal kinds that move money between the consumer and Parley (not payouts to firms). */
const CONSUMER_KINDS: JournalKind[] = ['payment', 'refund', 'reversal'];

/**
 * Net money received from each account's consumer (payments less refunds and reversals): the cash
 * lines of consumer journals, per customer document. A subquery the metrics join.
 */
export function collectedByDocument(db: Executor) {
  return db
    .select({
      documentId: sql<number>`${ledgerEntries.customerDocumentId}`.as('ledger_document_id'),
      collectedCents: sql<string>`sum(${ledgerEntries.amountCents})`.as('ledger_collected_cents'),
    })
    .from(ledgerEntries)
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .where(and(eq(ledgerEntries.account, 'platform_cash'), inArray(ledgerJournals.kind, CONSUMER_KINDS)))
    .groupBy(ledgerEntries.customerDocumentId)
    .as('ledger_collected');
}

export async function collectedCentsOf(db: Executor, documentId: number): Promise<number> {
  const [row] = await db
    .select({ cents: sql<string>`coalesce(sum(${ledgerEntries.amountCents}), 0)` })
    .from(ledgerEntries)
    .innerJoin(ledgerJournals, eq(ledgerJournals.id, ledgerEntries.journalId))
    .where(and(eq(ledgerEntries.customerDocumentId, documentId), eq(ledgerEntries.account, 'platform_cash'), inArray(ledgerJournals.kind, CONSUMER_KINDS)));
  return Number(row?.cents ?? 0);
}

/** What Parley owes a firm, per account: the credit balance of firm_payable (positive = owed). */
export async function firmPayableByDocument(db: Executor, lawFirmId: number): Promise<{ documentId: number; owedCents: number }[]> {
  const rows = await db
    .select({ documentId: ledgerEntries.customerDocumentId, cents: sql<string>`-sum(${ledgerEntries.amountCents})` })
    .from(ledgerEntries)
    .where(and(eq(ledgerEntries.account, 'firm_payable'), eq(ledgerEntries.lawFirmId, lawFirmId)))
    .groupBy(ledgerEntries.customerDocumentId);
  return rows.map((r) => ({ documentId: r.documentId as number, owedCents: Number(r.cents) })).filter((r) => r.owedCents !== 0);
}

/** Firms Parley owes money to. */
export async function firmsOwed(db: Executor): Promise<number[]> {
  const rows = await db
    .select({ lawFirmId: ledgerEntries.lawFirmId })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.account, 'firm_payable'))
    .groupBy(ledgerEntries.lawFirmId)
    .having(sql`sum(${ledgerEntries.amountCents}) < 0`);
  return rows.map((r) => r.lawFirmId).filter((id): id is number => id !== null);
}

/** Every posted line, for the invariant check. */
export async function allLedgerLines(db: Database): Promise<PostedLine[]> {
  const rows = await db.select().from(ledgerEntries);
  return rows.map((r) => ({
    journalId: r.journalId,
    account: r.account,
    amountCents: r.amountCents,
    lawFirmId: r.lawFirmId,
    documentId: r.customerDocumentId,
  }));
}
