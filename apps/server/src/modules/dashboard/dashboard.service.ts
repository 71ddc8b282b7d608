import { agreementSigned, caseStateOf, type DashboardCase, type DashboardResponse } from '@parley/shared';
import type { Database } from '../../db/client.js';
import type { CreditReportService } from '../credit-report/credit-report.service.js';
import type { FinancialReportService } from '../financial-report/financial-report.service.js';
import type { Doc } from '../intake/intake.steps.js';
import type { ProfileService } from '../profile/profile.service.js';
import { findConsumerDocuments } from './dashboard.queries.js';
import { documentView, type IntakeCard } from './document-view.js';

const caseKey = (plaintiff: string | null, civilNumber: string | null) =>
  plaintiff ? `${plaintiff.trim().toLowerCase()}|${(civilNumber ?? '').trim().toLowerCase()}` : null;

/**
 * GET /my_dashboard.json (consumer spec 7): the consumer's documents grouped into cases (one
 * lawsuit or debt: the same plaintiff and case number), the documents tied to none, the profile,
 * and both reports.
 */
export function createDashboardService(deps: {
  db: Database;
  profile: ProfileService;
  creditReport: CreditReportService;
  financialReport: FinancialReportService;
  /** Where each walk-through of these documents stands (intake.service.ts progressCards). */
  intakeCards: (docs: readonly Doc[]) => Promise<Map<number, IntakeCard>>;
}) {
  const { db, profile, creditReport, financialReport, intakeCards } = deps;

  return {
    async getDashboard(userId: number): Promise<DashboardResponse> {
      // Four reads that need nothing of each other, side by side: under load each statement waits
      // for a pool connection, and one after another the waits added up (issue 40).
      const mine = profile.profileAndIdentity(userId);
      const [{ rows, cards }, credit, financial, { profile: userProfile }] = await Promise.all([
        findConsumerDocuments(db, userId).then(async (rows) => ({ rows, cards: await intakeCards(rows.map((r) => r.doc)) })),
        creditReport.getReport(userId, async () => (await mine).identity()),
        financialReport.getReport(userId),
        mine,
      ]);
      const cases = new Map<string, DashboardCase>();
      const unorganized = [];
      for (const row of rows) {
        const key = caseKey(row.doc.plaintiffName, row.doc.civilNumber);
        const view = documentView(row, cards.get(row.doc.id) ?? null);
        if (!key) {
          unorganized.push(view);
          continue;
        }
        const existing = cases.get(key);
        // The payment plan starts once the agreement is signed (the payment plan panel fills the rest).
        const state = caseStateOf(row.doc);
        const hasPlan = row.doc.product === 'solosettle' && agreementSigned(state);
        const paidOff = hasPlan && state === 'paid_off';
        if (existing) {
          existing.documents.push(view);
          existing.has_payment_plan ||= hasPlan;
          existing.plan_paid_off ||= paidOff;
          continue;
        }
        cases.set(key, {
          id: row.doc.id,
          info: {
            plaintiff_name: row.doc.plaintiffName,
            lawsuit_amount: row.doc.lawsuitAmountCents,
            civil_number: row.doc.civilNumber,
            lawsuit_exists: row.doc.lawsuitExists,
            law_firm_name: row.firmName ?? row.doc.pendingLawFirmName,
            state: row.doc.lawsuitState,
          },
          has_payment_plan: hasPlan,
          plan_paid_off: paidOff,
          documents: [view],
        });
      }
      return {
        cases: [...cases.values()],
        credit_report: credit,
        financial_report: financial,
        unorganizedDocuments: unorganized,
        user_profile: userProfile,
        credit_report_solosettles: creditReport.settlementOffers(
          credit,
          rows.map((r) => r.doc),
        ),
      };
    },
  };
}
export type DashboardService = ReturnType<typeof createDashboardService>;
