import { Center, Loader, Text } from '@mantine/core';
import { FIRM_MESSAGES } from '@parley/shared';
import { useLawFirm } from '../../api/collector/law-firm';
import { AdminsOnly } from '../../ui/admins-only';
import { LoadFailure } from '../../ui/load-failure';
import { PageHeading } from '../../ui/page-heading';
import { useCollectorSession } from '../session/collector-session';
import { PaymentDetailsForm } from './components/payment-details-form';

/** /collectors/payment_details: the payee and mailing address checks to the firm are made out to. */
export function PaymentDetailsPage() {
  const { isAdmin } = useCollectorSession();
  const lawFirm = useLawFirm({ enabled: isAdmin });
  return (
    <>
      <PageHeading title="Payment Details">
        <Text c="dimmed">Who settlement checks are made out to, and where they are mailed.</Text>
      </PageHeading>
      {!isAdmin ? (
        <AdminsOnly>Only firm administrators can view and change the firm's payment details.</AdminsOnly>
      ) : lawFirm.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : lawFirm.isError ? (
        // Collector spec 8, "Firm payment details": this text, whatever the cause.
        <LoadFailure message={FIRM_MESSAGES.loadFailed} onRetry={() => void lawFirm.refetch()} />
      ) : (
        <PaymentDetailsForm firm={lawFirm.data} />
      )}
    </>
  );
}
