import { Button, FileInput, Stack } from '@mantine/core';
import { AGREEMENT_MAX_BYTES, NEGOTIATION_DONE, NEGOTIATION_MESSAGES } from '@parley/shared';
import { useState } from 'react';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { isConflict } from '../../../api/collector/accounts/negotiation-conflicts';
import { useUploadSettlementAgreement } from '../../../api/collector/accounts/upload-settlement-agreement';
import { ApiError, describeError } from '../../../api/errors';
import { ConfirmModal } from '../../../ui/confirm-modal';
import { DisclosuresField, filledLines } from './disclosures-field';

const isPdfFile = (file: File) => file.type === 'application/pdf' || /\.pdf$/i.test(file.name);
/** Refusals of the file itself: too large, not a PDF (or password-protected), a PDF without pages. */
const FILE_REFUSALS = new Set([413, 415, 422]);
const UPLOAD_FAILED = 'The agreement could not be sent. Please try again.';

/** What the browser can tell before sending: the name or type says PDF, and the size is within the limit. */
function fileProblem(file: File | null): string | null {
  if (!file || !isPdfFile(file)) return NEGOTIATION_MESSAGES.pdfOnly;
  if (file.size > AGREEMENT_MAX_BYTES) return NEGOTIATION_MESSAGES.agreementTooLarge;
  return null;
}

/** Collector spec 5 "Settlement agreement": a PDF is required; disclosures go with it. */
export function AgreementUploadForm({ account }: { account: Account }) {
  const [file, setFile] = useState<File | null>(null);
  const [fileError, setFileError] = useState<string | null>(null);
  const [lines, setLines] = useState<string[]>([]);
  const [isConfirming, setIsConfirming] = useState(false);
  const upload = useUploadSettlementAgreement(NEGOTIATION_DONE.agreementSent(account.customer_name));

  function review() {
    const problem = fileProblem(file);
    setFileError(problem);
    if (problem) return;
    upload.reset();
    setIsConfirming(true);
  }

  function submit() {
    if (!file) return;
    upload.mutate(
      { customerDocumentId: account.id, file, disclosures: filledLines(lines) },
      {
        onSuccess: () => setIsConfirming(false),
        // Beyond collector spec 8 ("only logged"): a refused file (not a PDF by its bytes, over 10 MB,
        // password-protected, no pages) is said in the dialog, which stays open, and under the file
        // field, in the server's words; the firm chooses another file. A 409 goes to the row's
        // conflict dialog, with the step the account is at now.
        onError: (error) => {
          if (isConflict(error)) {
            setIsConfirming(false);
            return;
          }
          if (error instanceof ApiError && (error.fields.file || FILE_REFUSALS.has(error.status))) setFileError(error.fields.file ?? error.message);
        },
      },
    );
  }

  const error = upload.isError && !isConflict(upload.error) ? describeError(upload.error, UPLOAD_FAILED) : null;
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
          upload.reset();
          setFileError(f ? fileProblem(f) : null);
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
        error={error}
        onConfirm={submit}
        onClose={() => setIsConfirming(false)}
      >
        {NEGOTIATION_MESSAGES.submitConfirm}
      </ConfirmModal>
    </Stack>
  );
}
