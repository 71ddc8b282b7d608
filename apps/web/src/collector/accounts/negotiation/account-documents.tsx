import { Button, Group, Stack, Text } from '@mantine/core';
import { NEGOTIATION_MESSAGES } from '@parley/shared';
import { useState } from 'react';
import { ACCOUNT_DOCUMENTS, type AccountDocumentKind, downloadAccountDocument } from '../../../api/collector/accounts/download-account-document';
import { ApiError } from '../../../api/errors';
import { DownloadIcon } from '../../../ui/action-icons';

/** The agreement and the authorization letter, once terms are agreed (collector spec 7). */
export function AccountDocuments({ customerDocumentId }: { customerDocumentId: number }) {
  const [pending, setPending] = useState<AccountDocumentKind | null>(null);
  const [error, setError] = useState<string | null>(null);

  async function download(kind: AccountDocumentKind) {
    setPending(kind);
    setError(null);
    try {
      await downloadAccountDocument(kind, customerDocumentId);
    } catch (e) {
      // Collector spec 8 "Document download failure": inline, the server's words when it gave some.
      const fallback = kind === 'settlement_agreement' ? NEGOTIATION_MESSAGES.agreementDownloadFailed : NEGOTIATION_MESSAGES.downloadFailed;
      setError(e instanceof ApiError ? e.message : fallback);
    } finally {
      setPending(null);
    }
  }

  return (
    <Stack gap={4}>
      <Group gap="xs">
        {(Object.keys(ACCOUNT_DOCUMENTS) as AccountDocumentKind[]).map((kind) => (
          <Button key={kind} variant="default" size="xs" leftSection={<DownloadIcon />} loading={pending === kind} onClick={() => void download(kind)}>
            {ACCOUNT_DOCUMENTS[kind].label}
          </Button>
        ))}
      </Group>
      {error ? (
        <Text size="sm" c="red.8" role="alert">
          {error}
        </Text>
      ) : null}
    </Stack>
  );
}
