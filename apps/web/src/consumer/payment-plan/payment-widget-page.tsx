import { Anchor, Box, Text } from '@mantine/core';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { useParams } from 'react-router';
import { useCurrentUser } from '../../api/consumer/check-auth';
import { FullPageLoader } from '../../ui/full-page-loader';
import { PaymentPlanPanel } from './payment-plan-panel';

const m = {
  signIn: { id: 'pay.widget.signIn', defaultMessage: 'Please <link>sign in to Parley</link> to see your payment plan.' },
} satisfies Record<string, MessageDescriptor>;

/**
 * /customer_documents/{id}/payment_widget: the payment plan on its own, for Ask Solo's
 * `display_payment_widget` iframe (same origin only: the CSP's frame-ancestors is 'self').
 */
export function PaymentWidgetPage() {
  const caseId = Number(useParams().id);
  const session = useCurrentUser();
  if (session.isPending) return <FullPageLoader />;
  if (!session.data?.is_consumer) {
    return (
      <Box p="md">
        <Text size="sm">
          <FormattedMessage
            {...m.signIn}
            values={{
              link: (chunks: React.ReactNode[]) => (
                <Anchor href="/users/sign_in" target="_top">
                  {chunks}
                </Anchor>
              ),
            }}
          />
        </Text>
      </Box>
    );
  }
  return (
    <Box p="sm">
      <PaymentPlanPanel caseId={caseId} />
    </Box>
  );
}
