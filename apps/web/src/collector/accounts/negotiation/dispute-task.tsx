import { Alert, Button, FileInput, Stack, Text } from '@mantine/core';
import { DISPUTE_MESSAGES, DISPUTE_UPLOAD_MAX_BYTES, DISPUTE_WORDING, HELD_ACTIONS_WORDING } from '@parley/shared';
import { useState } from 'react';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { useUploadDisputeVerification } from '../../../api/collector/accounts/upload-dispute-verification';
import { describeError } from '../../../api/errors';

const isPdfFile = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

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

  return (
    <Stack gap="sm" maw={560}>
      <Alert color="orange" variant="light" title={DISPUTE_WORDING.collector.label} role="status">
        <Text size="sm">{DISPUTE_WORDING.collector.row()}</Text>
        <Text size="sm" mt={4}>
          Paused until then: {HELD_ACTIONS_WORDING.toLowerCase()}. Chat messages asking for payment or a settlement are blocked.
        </Text>
      </Alert>
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
