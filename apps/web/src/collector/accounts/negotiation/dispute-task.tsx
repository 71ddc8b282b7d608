import { Alert, Anchor, Button, FileInput, Group, Stack, Text } from '@mantine/core';
import {
  DISPUTE_KIND_LABELS,
  DISPUTE_MESSAGES,
  DISPUTE_REASON_LABELS,
  DISPUTE_UPLOAD_MAX_BYTES,
  DISPUTE_WORDING,
  type DisputeView,
  formatCents,
  formatLongDate,
} from '@parley/shared';
import { useId, useState } from 'react';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { useUploadDisputeVerification } from '../../../api/collector/accounts/upload-dispute-verification';
import { disputeReportUrl, useValidationNotice } from '../../../api/collector/accounts/validation-notice';
import { describeError } from '../../../api/errors';

const isPdfFile = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** The collection actions the account's step would offer, shown disabled while the dispute holds them (12 CFR 1006.38(d)(2)). */
function heldActions(account: Account): string[] {
  switch (account.current_action.type) {
    case 'accept_or_counteroffer':
      return account.current_action.params.can_accept === false ? ['Counteroffer'] : ['Accept', 'Counteroffer'];
    case 'request_payment_details':
      return ['Send payment details'];
    case 'request_settlement_agreement':
      return ['Upload settlement agreement'];
    default:
      return [];
  }
}

/**
 * An open dispute (12 CFR 1006.38): the firm's task, the collection actions it holds said in words
 * (not hidden), and the upload of verification that lifts the hold.
 */
export function DisputeTask({ account, isReadOnly }: { account: Account; isReadOnly: boolean }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const upload = useUploadDisputeVerification();

  function submit() {
    if (!file || !isPdfFile(file)) return setFileError(DISPUTE_MESSAGES.verificationPdfOnly);
    if (file.size > DISPUTE_UPLOAD_MAX_BYTES) return setFileError(DISPUTE_MESSAGES.verificationTooLarge);
    upload.mutate({ customerDocumentId: account.id, file });
  }

  const reasonId = useId();
  const held = heldActions(account);
  const notice = useValidationNotice(account.id);
  const request = notice.data?.disputes.find((d) => d.verified_at === null) ?? null;

  return (
    <Stack gap="sm" maw={560}>
      <Alert color="orange" variant="light" title={DISPUTE_WORDING.collector.label} role="status">
        <Text size="sm">{DISPUTE_WORDING.collector.row()}</Text>
        {request ? <DisputeRequest customerDocumentId={account.id} request={request} /> : null}
        {notice.isError ? (
          <Text size="sm" c="red.8" mt={4}>
            {describeError(notice.error, 'The consumer’s request could not be loaded.')}
          </Text>
        ) : null}
      </Alert>
      {held.length > 0 ? (
        <Group gap="xs">
          {held.map((label) => (
            <Button key={label} variant="default" size="xs" disabled aria-describedby={reasonId}>
              {label}
            </Button>
          ))}
        </Group>
      ) : null}
      <Text size="xs" c="dimmed" id={reasonId}>
        {DISPUTE_MESSAGES.hold} Chat messages asking for payment or a settlement are blocked.
      </Text>
      {isReadOnly ? null : (
        <>
          <FileInput
            label="Verification (PDF)"
            placeholder="Choose a PDF"
            accept="application/pdf,.pdf"
            clearable
            value={file}
            error={fileError}
            onChange={(f) => {
              setFile(f);
              setFileError(null);
              upload.reset();
            }}
          />
          {upload.isError ? (
            <Alert color="red" role="alert">
              {describeError(upload.error, 'The verification could not be sent. Please try again.')}
            </Alert>
          ) : null}
          <Button onClick={submit} loading={upload.isPending} style={{ alignSelf: 'flex-start' }}>
            Upload verification
          </Button>
        </>
      )}
    </Stack>
  );
}

/** What the consumer sent: the kind, the model form's reason, the part disputed, their words and, for identity theft, the FTC report. */
function DisputeRequest({ customerDocumentId, request }: { customerDocumentId: number; request: DisputeView }) {
  const reason = request.kind === 'dispute' && request.reason ? DISPUTE_REASON_LABELS[request.reason] : null;
  return (
    <Stack gap={4} mt="xs">
      <Text size="sm">
        <b>{DISPUTE_KIND_LABELS[request.kind]}</b> received {formatLongDate(request.opened_at.slice(0, 10))}
        {request.scope === 'part' && request.amount_cents !== null ? `, for ${formatCents(request.amount_cents)} of the debt` : ''}.{reason ? ` ${reason}` : ''}
      </Text>
      {request.details ? (
        <Text size="sm" fs="italic">
          “{request.details}”
        </Text>
      ) : null}
      {request.has_report ? (
        <Anchor size="sm" href={disputeReportUrl(customerDocumentId, request.id)} download>
          Download the FTC identity-theft report
        </Anchor>
      ) : null}
    </Stack>
  );
}
