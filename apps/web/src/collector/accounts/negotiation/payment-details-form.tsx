import { Button, Center, Group, Loader, Paper, Stack, Text, Textarea, TextInput } from '@mantine/core';
import { accountPaymentDetailsFromFirm, NEGOTIATION_DONE, NEGOTIATION_MESSAGES, UpdatePaymentDetailsInputSchema } from '@parley/shared';
import { useState } from 'react';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { isConflict } from '../../../api/collector/accounts/negotiation-conflicts';
import { type PaymentDetailsInput, useUpdatePaymentDetails } from '../../../api/collector/accounts/update-payment-details';
import { useLawFirm } from '../../../api/collector/law-firm';
import { describeError } from '../../../api/errors';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { ErrorBanner } from '../../../ui/error-banner';
import { InfoTip } from '../../../ui/info-tip';

type Prefill = ReturnType<typeof accountPaymentDetailsFromFirm>;

/** Collector spec 5 "Payment details (per account)": all four fields, no PO boxes; filled in from the firm's. */
export function PaymentDetailsForm({ account }: { account: Account }) {
  const lawFirm = useLawFirm();
  if (lawFirm.isPending)
    return (
      <Center py="md">
        <Loader size="sm" aria-label="Loading your firm's payment details" />
      </Center>
    );
  // Without the firm's details (none saved, or they failed to load) the fields start blank.
  return <PaymentDetailsFields account={account} prefill={lawFirm.data ? accountPaymentDetailsFromFirm(lawFirm.data) : null} />;
}

function PaymentDetailsFields({ account, prefill }: { account: Account; prefill: Prefill }) {
  const [values, setValues] = useState({ file_number: account.file_number ?? '', payee: '', recipient: '', mailing_address: '', ...prefill });
  const [isEditing, setIsEditing] = useState(prefill === null);
  const [isConfirming, setIsConfirming] = useState(false);
  const send = useUpdatePaymentDetails(NEGOTIATION_DONE.paymentDetailsSent(account.customer_name));
  const fieldErrors = useFieldErrors();

  const set = (key: keyof typeof values) => (e: { currentTarget: { value: string } }) => {
    const value = e.currentTarget.value;
    setValues((v) => ({ ...v, [key]: value }));
  };

  function review() {
    send.reset();
    if (fieldErrors.validate(UpdatePaymentDetailsInputSchema, { customer_document_id: account.id, ...values })) setIsConfirming(true);
    // A prefilled value the rules refuse (an old PO box) must be visible to be fixed.
    else setIsEditing(true);
  }

  function submit() {
    const input: PaymentDetailsInput = { customer_document_id: account.id, ...values };
    send.mutate(input, {
      onSuccess: () => setIsConfirming(false),
      onError: (error) => {
        if (isConflict(error)) setIsConfirming(false);
        else fieldErrors.showServerErrors(error, ['file_number', 'payee', 'recipient', 'mailing_address']);
      },
    });
  }

  const error = send.isError && !isConflict(send.error) ? describeError(send.error, NEGOTIATION_MESSAGES.paymentDetailsFailed) : null;
  return (
    <Stack gap="sm" maw={520}>
      <TextInput label="File number" required value={values.file_number} onChange={set('file_number')} error={fieldErrors.errors.file_number} maxLength={64} />
      {isEditing ? (
        <>
          <TextInput label="Payee" required value={values.payee} onChange={set('payee')} error={fieldErrors.errors.payee} maxLength={200} />
          <TextInput label="Recipient" required value={values.recipient} onChange={set('recipient')} error={fieldErrors.errors.recipient} maxLength={200} />
          <Textarea
            label={
              <>
                Mailing address <InfoTip text={NEGOTIATION_MESSAGES.poBox} />
              </>
            }
            required
            autosize
            minRows={2}
            value={values.mailing_address}
            onChange={set('mailing_address')}
            error={fieldErrors.errors.mailing_address}
            maxLength={500}
          />
        </>
      ) : (
        <Paper component="section" withBorder radius="md" p="sm" aria-label="Payment details from your firm">
          <Group justify="space-between" align="flex-start" wrap="nowrap" gap="sm">
            <Stack gap={2} miw={0}>
              <Text size="xs" c="dimmed">
                From your firm's Payment Details
              </Text>
              <Text size="sm">
                Payable to <strong>{values.payee}</strong>
              </Text>
              <Text size="sm">Mail to {values.recipient}</Text>
              <Text size="sm" style={{ whiteSpace: 'pre-line' }}>
                {values.mailing_address}
              </Text>
            </Stack>
            <Button variant="subtle" size="compact-sm" onClick={() => setIsEditing(true)}>
              Edit
            </Button>
          </Group>
        </Paper>
      )}
      {!isConfirming ? <ErrorBanner message={error} /> : null}
      <Button onClick={review} style={{ alignSelf: 'flex-start' }}>
        Send payment details
      </Button>
      <ConfirmModal
        opened={isConfirming}
        title="Send payment details"
        confirmLabel="Submit"
        isPending={send.isPending}
        error={error}
        onConfirm={submit}
        onClose={() => setIsConfirming(false)}
      >
        {NEGOTIATION_MESSAGES.submitConfirm}
      </ConfirmModal>
    </Stack>
  );
}
