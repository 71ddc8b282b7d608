import {
  type BudgetLadderResponse,
  type BudgetShare,
  type BudgetShareInput,
  EMERGENCY_CUSHION_CENTS,
  type FinancialBaseReport,
  monthlyBand,
  offerLadder,
  validFirstPaymentDate,
} from '@parley/shared';
import { and, eq, inArray } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { budgetShares, customerDocuments } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { recordBudgetShareChanged } from '../cases/case-store.js';
import type { FinancialReportService } from '../financial-report/financial-report.service.js';
import { findLatestFirmOffers } from '../negotiation/negotiation.service.js';

type Consumer = { userId: number; ip: string };

/** Checking and savings today: what a lump sum may come from (credit cards are not savings). */
const savingsOf = (report: FinancialBaseReport) =>
  report.bank_accounts.filter((a) => a.type === 'checking' || a.type === 'savings').reduce((s, a) => s + Math.max(0, a.total_balance), 0);

const shareOf = (row: typeof budgetShares.$inferSelect): BudgetShare => ({
  income_band: row.incomeBand,
  expense_band: row.expenseBand,
  shared_at: row.sharedAt.toISOString(),
});

/** Issue 24 part 3: offers backed by the budget, and the consented "Budget verified" share. */
export function createBudgetLadderService(deps: { db: Database; clock: Clock; audit: Audit; financialReport: FinancialReportService }) {
  const { db, clock, audit, financialReport } = deps;

  /** The consumer's own SoloSettle case, or NOT_FOUND (another consumer's case is not theirs to see). */
  async function ownCase(consumer: Consumer, caseId: number) {
    const [doc] = await db
      .select({ id: customerDocuments.id, owedCents: customerDocuments.lawsuitAmountCents })
      .from(customerDocuments)
      .where(and(eq(customerDocuments.id, caseId), eq(customerDocuments.userId, consumer.userId), eq(customerDocuments.product, 'solosettle')));
    if (!doc) throw new AppError('NOT_FOUND', 'Case not found');
    return doc;
  }

  async function baseReport(userId: number) {
    const report = await financialReport.getReport(userId);
    return report.base_report;
  }

  async function currentShare(caseId: number) {
    const [row] = await db.select().from(budgetShares).where(eq(budgetShares.customerDocumentId, caseId));
    return row ? shareOf(row) : null;
  }

  return {
    async ladder(consumer: Consumer, caseId: number): Promise<BudgetLadderResponse> {
      const doc = await ownCase(consumer, caseId);
      const report = await baseReport(consumer.userId);
      const share = await currentShare(caseId);
      if (!report) {
        return {
          has_report: false,
          basis: null,
          disposable_income_cents: null,
          affordable_monthly_cents: null,
          emergency_cushion_cents: EMERGENCY_CUSHION_CENTS,
          rungs: [],
          reason: null,
          income_band: null,
          expense_band: null,
          share,
        };
      }
      // Issue 37: never more than the firm itself asked for (its latest counteroffers).
      const firmCounterCents = (await findLatestFirmOffers(db, caseId)).map((o) => o.totalAmountCents);
      const ladder = offerLadder(
        { monthlyIncomeCents: report.average_monthly_income, monthlyExpensesCents: report.average_monthly_expenses, savingsCents: savingsOf(report) },
        { balanceCents: doc.owedCents ?? 0, validFirstPaymentDate: validFirstPaymentDate(clock.now()), firmCounterCents },
      );
      return {
        has_report: true,
        ...ladder,
        income_band: monthlyBand(report.average_monthly_income),
        expense_band: monthlyBand(report.average_monthly_expenses),
        share,
      };
    },

    /** Shares the chosen bands of today's report with the case's firm; sharing again replaces them. */
    async share(consumer: Consumer, caseId: number, input: BudgetShareInput): Promise<BudgetShare> {
      await ownCase(consumer, caseId);
      const report = await baseReport(consumer.userId);
      if (!report) throw new AppError('CONFLICT', 'Connect your bank before sharing a verified budget');
      const values = {
        incomeBand: input.share_income_band ? monthlyBand(report.average_monthly_income) : null,
        expenseBand: input.share_expense_band ? monthlyBand(report.average_monthly_expenses) : null,
        sharedAt: clock.now(),
      };
      const [row] = await db.transaction(async (tx) => {
        const rows = await tx
          .insert(budgetShares)
          .values({ customerDocumentId: caseId, userId: consumer.userId, ...values })
          .onConflictDoUpdate({ target: budgetShares.customerDocumentId, set: values })
          .returning();
        await audit.record(
          {
            action: 'budget_shared',
            realm: 'consumer',
            actorUserId: consumer.userId,
            ip: consumer.ip,
            details: { customer_document_id: caseId, income_band: values.incomeBand !== null, expense_band: values.expenseBand !== null },
          },
          tx,
        );
        await recordBudgetShareChanged(tx, caseId, true);
        return rows;
      });
      return shareOf(row as typeof budgetShares.$inferSelect);
    },

    /** Withdraws consent: the firm no longer sees the badge. Withdrawing twice is harmless. */
    async withdraw(consumer: Consumer, caseId: number): Promise<void> {
      await ownCase(consumer, caseId);
      await db.transaction(async (tx) => {
        const gone = await tx.delete(budgetShares).where(eq(budgetShares.customerDocumentId, caseId)).returning({ id: budgetShares.customerDocumentId });
        if (gone.length > 0) {
          await audit.record(
            { action: 'budget_share_withdrawn', realm: 'consumer', actorUserId: consumer.userId, ip: consumer.ip, details: { customer_document_id: caseId } },
            tx,
          );
          await recordBudgetShareChanged(tx, caseId, false);
        }
      });
    },
  };
}
export type BudgetLadderService = ReturnType<typeof createBudgetLadderService>;

/** The firm's side: each listed case's consented share, by case id (bands only). */
export async function findBudgetShares(db: Database, caseIds: number[]): Promise<Map<number, BudgetShare>> {
  if (caseIds.length === 0) return new Map();
  const rows = await db.select().from(budgetShares).where(inArray(budgetShares.customerDocumentId, caseIds));
  return new Map(rows.map((r) => [r.customerDocumentId, shareOf(r)]));
}
