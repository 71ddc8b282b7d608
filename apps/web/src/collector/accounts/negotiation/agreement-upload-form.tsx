import { Button, FileInput, Stack } from '@mantine/core';
import { NEGOTIATION_MESSAGES } from '@parley/shared';
import { useState } from 'react';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { useUploadSettlementAgreement } from '../../../api/collector/accounts/upload-settlement-agreement';
import { ApiError } from '../../../api/errors';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { DisclosuresField, filledLines } from './disclosures-field';

const isPdfFile = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);

/** Collector spec 5 "Settlement agreement": a PDF is required; disclosures go with it. */
export function AgreementUploadForm({ account }: { account: Account }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [lines, setLines] = useState<string[]>([]);
  const [isConfirming, setIsConfirming] = useState(false);
  const upload = useUploadSettlementAgreement();

  function review() {
    if (!file || !isPdfFile(file)) {
      setFileError(NEGOTIATION_MESSAGES.pdfOnly);
      return;
    }
    setIsConfirming(true);
  }

  function submit() {
    if (!file) return;
    upload.mutate(
      { customerDocumentId: account.id, file, disclosures: filledLines(lines) },
      {
        onSuccess: () => setIsConfirming(false),
        // Collector spec 8: a failed upload is logged; the dialog closes and the form stays. A
        // refused file (not a PDF that opens, password-protected, no pages, too large) also says
        // why under the file field, in the server's words.
        onError: (error) => {
          console.warn('Settlement agreement upload failed', error);
          if (error instanceof ApiError && (error.code === 'UNSUPPORTED_MEDIA_TYPE' || error.code === 'PAYLOAD_TOO_LARGE' || error.code === 'RULE_VIOLATED')) {
            setFileError(error.message);
          }
          setIsConfirming(false);
        },
      },
    );
  }

  return (
    <Stack gap="sm" maw={520}>
      <FileInput
        label="Settlement agreement (PDF)"
        placeholder="Choose a PDF"
        accept="application/pdf,.pdf"
        required
        clearable
        value={file}
        error={fileError}
        onChange={(f) => {
          setFile(f);
          setFileError(f && !isPdfFile(f) ? NEGOTIATION_MESSAGES.pdfOnly : null);
        }}
      />
      <DisclosuresField fixedLine={NEGOTIATION_MESSAGES.agreementDisclosure} lines={lines} onChange={setLines} />
      <Button onClick={review} style={{ alignSelf: 'flex-start' }}>
        Send agreement
      </Button>
      <ConfirmModal
        opened={isConfirming}
        title="Send settlement agreement"
        confirmLabel="Submit"
        isPending={upload.isPending}
        onConfirm={submit}
        onClose={() => setIsConfirming(false)}
      >
        {NEGOTIATION_MESSAGES.submitConfirm}
      </ConfirmModal>
    </Stack>
  );
}
