import { Alert, Anchor } from '@mantine/core';
import type { DashboardCase } from '@parley/shared';
import { Link } from 'react-router';

/**
 * The payment plan panel's place in a case (consumer spec 2 "a payment plan panel"). The payment
 * plan feature (apps/web/src/consumer/payment-plan/) replaces this body with its panel; until then it
 * says where the plan stands.
 */
export function PaymentPlanSlot({ caseItem }: { caseItem: DashboardCase }) {
  if (!caseItem.has_payment_plan) return null;
  const settled = caseItem.documents.find((d) => d.product === 'solosettle' && d.is_completed);
  return (
    <Alert color="teal" variant="light" title="Payment plan">
      Your settlement agreement is signed, so your payment plan has started.{' '}
      {settled && (
        <Anchor component={Link} to={settled.resume_url}>
          See the schedule
        </Anchor>
      )}
    </Alert>
  );
}
