import { Alert, Button, Checkbox, Group, Stack, Text, TextInput } from '@mantine/core';
import { COURT_CLOSING_MESSAGES, type CourtClosing } from '@parley/shared';
import { useState } from 'react';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { downloadCourtClosing, useCourtClosing, useUpdateCourtClosing } from '../../../api/collector/accounts/court-closing';
import { ApiError, describeError } from '../../../api/errors';
import { localToday } from '../../../lib/local-today';
import { DownloadIcon } from '../../../ui/action-icons';
import { formatCalendarDate } from '../../format-dates';

/**
 * Issue 37.9: a paid-off lawsuit's last step on the firm's side. Parley has drawn up the paper that
 * ends the case (a stipulation of dismissal, or a satisfaction when a judgment was entered); the
 * firm downloads it, files it, and marks it filed, which the consumer sees.
 */
export function CourtClosingPanel({ account, isReadOnly }: { account: Account; isReadOnly: boolean }) {
  const latestEventAt = account.latest_event?.created_at ?? null;
  const closing = useCourtClosing(account.id, latestEventAt);
  if (closing.isPending) return <Text size="sm">Loading the court closing…</Text>;
  if (closing.isError)
    return (
      <Alert color="red" variant="light" role="alert">
        {describeError(closing.error, COURT_CLOSING_MESSAGES.downloadFailed)}
      </Alert>
    );
  return <ClosingSteps account={account} closing={closing.data} latestEventAt={latestEventAt} isReadOnly={isReadOnly} />;
}

function ClosingSteps({
  account,
  closing,
  latestEventAt,
  isReadOnly,
}: {
  account: Account;
  closing: CourtClosing;
  latestEventAt: string | null;
  isReadOnly: boolean;
}) {
  const update = useUpdateCourtClosing(latestEventAt);
  const [filedOn, setFiledOn] = useState(localToday);
  const [downloading, setDownloading] = useState(false);
  const [downloadError, setDownloadError] = useState<string | null>(null);
  const isOverdue = closing.filed_on === null && localToday() > closing.due_on;
  const fieldError = update.error instanceof ApiError ? (update.error.fields.filed_on ?? null) : null;
  const generalError = update.isError && !fieldError ? describeError(update.error, 'The change could not be saved. Please try again.') : null;

  async function download() {
    setDownloading(true);
    setDownloadError(null);
    try {
      await downloadCourtClosing(account.id, closing);
    } catch (e) {
      setDownloadError(describeError(e, COURT_CLOSING_MESSAGES.downloadFailed));
    } finally {
      setDownloading(false);
    }
  }
  const save = (change: { judgment_entered?: boolean; filed_on?: string | null }) =>
    update.mutate({ customer_document_id: account.id, judgment_entered: closing.judgment_entered, filed_on: closing.filed_on, ...change });

  return (
    <Stack gap="xs" component="section" aria-label="Close the lawsuit">
      <Text fw={600}>Close the lawsuit</Text>
      <Text size="sm">
        Paid off on {formatCalendarDate(closing.paid_off_on)}. The settlement agreement promises the {closing.title.toLowerCase()} by{' '}
        {formatCalendarDate(closing.due_on)}.
      </Text>
      {closing.filed_on ? (
        <Alert color="green" variant="light" role="status" p="xs">
          <Text size="sm">Filed on {formatCalendarDate(closing.filed_on)}. The consumer sees that the lawsuit is closed.</Text>
        </Alert>
      ) : isOverdue ? (
        <Alert color="yellow" variant="light" role="note" p="xs">
          <Text size="sm">Not marked as filed, and the agreement’s date has passed.</Text>
        </Alert>
      ) : null}
      {isReadOnly ? null : (
        <Checkbox
          label="A judgment was entered in this case (file a satisfaction of judgment instead of a dismissal)"
          checked={closing.judgment_entered}
          disabled={update.isPending || closing.filed_on !== null}
          onChange={(e) => save({ judgment_entered: e.currentTarget.checked })}
        />
      )}
      <Group gap="xs" align="flex-end" wrap="wrap">
        <Button variant="default" size="xs" leftSection={<DownloadIcon />} loading={downloading} onClick={() => void download()}>
          Download {closing.title.toLowerCase()}
        </Button>
        {isReadOnly ? null : closing.filed_on === null ? (
          <>
            <TextInput
              type="date"
              size="xs"
              label="Filed on"
              value={filedOn}
              max={localToday()}
              min={closing.paid_off_on}
              error={fieldError}
              onChange={(e) => setFiledOn(e.currentTarget.value)}
            />
            <Button size="xs" loading={update.isPending} onClick={() => save({ filed_on: filedOn })}>
              Mark as filed
            </Button>
          </>
        ) : (
          <Button variant="subtle" size="xs" loading={update.isPending} onClick={() => save({ filed_on: null })}>
            Not filed after all
          </Button>
        )}
      </Group>
      {downloadError || generalError ? (
        <Text size="sm" c="red.8" role="alert">
          {downloadError ?? generalError}
        </Text>
      ) : null}
    </Stack>
  );
}
