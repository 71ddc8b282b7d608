import { Center, Loader, Text } from '@mantine/core';
import { FIRM_MESSAGES } from '@parley/shared';
import { useLawFirm } from '../../api/collector/law-firm';
import { LoadFailure } from '../../ui/load-failure';
import { PageHeading } from '../../ui/page-heading';
import { PaymentDetailsForm } from './components/payment-details-form';

/** /collectors/payment_details: the payee and mailing address checks to the firm are made out to. */
export function PaymentDetailsPage() {
  const lawFirm = useLawFirm();
  return (
    <>
      <PageHeading title="Payment Details">
        <Text c="dimmed">Who settlement checks are made out to, and where they are mailed.</Text>
      </PageHeading>
      {lawFirm.isPending ? (
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
