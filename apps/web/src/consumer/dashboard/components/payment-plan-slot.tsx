import type { DashboardCase } from '@parley/shared';
import { PaymentPlanPanel } from '../../payment-plan/payment-plan-panel';

/** The payment plan panel of a case whose settlement agreement is signed (consumer spec 2). */
export function PaymentPlanSlot({ caseItem }: { caseItem: DashboardCase }) {
  if (!caseItem.has_payment_plan) return null;
  const settled = caseItem.documents.find((d) => d.product === 'solosettle' && d.is_completed);
  return settled ? <PaymentPlanPanel caseId={settled.id} /> : null;
}
