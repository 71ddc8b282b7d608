import { Alert, Center, DataList, Loader, Paper, Stack, Text } from '@mantine/core';
import { FIRM_MESSAGES, type LawFirmView, US_STATES, type UsStateCode } from '@parley/shared';
import { useLawFirm } from '../../api/collector/law-firm';
import { LoadFailure } from '../../ui/load-failure';
import { PageHeading } from '../../ui/page-heading';
import { useCollectorSession } from '../session/collector-session';
import { PaymentDetailsForm } from './components/payment-details-form';

/** /collectors/payment_details: the payee and mailing address checks to the firm are made out to. */
export function PaymentDetailsPage() {
  const { isAdmin } = useCollectorSession();
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
      ) : isAdmin ? (
        <PaymentDetailsForm firm={lawFirm.data} />
      ) : (
        <PaymentDetailsSummary firm={lawFirm.data} />
      )}
    </>
  );
}

/** Staff see the details and cannot change them. */
function PaymentDetailsSummary({ firm }: { firm: LawFirmView }) {
  const state = firm.mailing_state && firm.mailing_state in US_STATES ? US_STATES[firm.mailing_state as UsStateCode] : firm.mailing_state;
  const rows: ReadonlyArray<[string, string | null]> = [
    ['Payee name', firm.payee],
    ['Mailing name', firm.mailing_name],
    ['Street', firm.mailing_street],
    ['City', firm.mailing_city],
    ['State', state],
    ['ZIP', firm.mailing_zip],
  ];
  return (
    <Stack gap="lg" maw={560}>
      <Alert color="gray" variant="light">
        Only firm administrators can change payment details.
      </Alert>
      <Paper withBorder radius="md" p="lg">
        <DataList labelWidth={130} gap="xs">
          {rows.map(([label, value]) => (
            <DataList.Item key={label}>
              <DataList.ItemLabel>{label}</DataList.ItemLabel>
              <DataList.ItemValue c={value ? undefined : 'dimmed'}>{value || 'Not set'}</DataList.ItemValue>
            </DataList.Item>
          ))}
        </DataList>
      </Paper>
    </Stack>
  );
}
