import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { INTAKE_LIMITS, INTAKE_MESSAGES } from '@parley/shared';
import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link, useSearchParams } from 'react-router';
import { useDownloads, useRegenerate } from '../../api/consumer/intake/downloads';
import { describeError } from '../../api/errors';
import { editorPath } from '../../editor/editor-path';
import { useFormat } from '../../i18n/use-format';
import { ConfirmModal } from '../../ui/confirm-modal';
import { PageHeading } from '../../ui/page-heading';
import { useIntakeWords } from './intake-words';

const m = {
  yourDocument: { id: 'intake.download.yourDocument', defaultMessage: 'Your document' },
  yourTitle: { id: 'intake.download.yourTitle', defaultMessage: 'Your {title}' },
  fileBy: {
    id: 'intake.download.fileBy',
    defaultMessage: "File your Answer with the court by <b>{date}</b>, and send a copy to the plaintiff's lawyer.",
  },
  ready: { id: 'intake.download.ready', defaultMessage: 'Your document is ready.' },
  download: { id: 'intake.download.download', defaultMessage: 'Download {title}' },
  editHint: { id: 'intake.download.editHint', defaultMessage: 'Want to change a word first? Edits you save in the editor go into these downloads.' },
  edit: { id: 'intake.download.edit', defaultMessage: 'Edit in the editor' },
  preparing: { id: 'intake.download.preparing', defaultMessage: 'Preparing your document…' },
  madeOn: { id: 'intake.download.madeOn', defaultMessage: 'These files were made on {date}.' },
  outOfDate: {
    id: 'intake.download.outOfDate',
    defaultMessage: 'You changed details this document uses after it was made. These files still have the old ones.',
  },
  remake: { id: 'intake.download.remake', defaultMessage: 'Make it again with my current details' },
  remakeTitle: { id: 'intake.download.remakeTitle', defaultMessage: 'Replace your edits?' },
  remakeEdited: {
    id: 'intake.download.remakeEdited',
    defaultMessage: 'You saved edits to this document in the editor. Making it again from your current details replaces them.',
  },
  remakeConfirm: { id: 'intake.download.remakeConfirm', defaultMessage: 'Make it again' },
  back: { id: 'cases.page.backToDashboard', defaultMessage: 'Back to your dashboard' },
} satisfies Record<string, MessageDescriptor>;

/** /my_dashboard/download?id=…: polls until the document is ready, at most 20 polls. */
export function DownloadPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const downloads = useDownloads(id);
  const words = useIntakeWords();
  const intl = words.intl;
  const format = useFormat();
  const data = downloads.data;
  const regenerate = useRegenerate(id);
  const [confirming, setConfirming] = useState(false);
  const remake = () => regenerate.mutate(undefined, { onSuccess: () => setConfirming(false) });
  const remakeError = regenerate.isError ? words.message(describeError(regenerate.error, INTAKE_MESSAGES.downloadFailed)) : null;
  const gaveUp = data !== undefined && data.state !== 'completed' && (data.state === 'failed' || downloads.polls >= INTAKE_LIMITS.downloadMaxPolls);

  return (
    <>
      <PageHeading title={data ? intl.formatMessage(m.yourTitle, { title: words.productTitle(data.title) }) : intl.formatMessage(m.yourDocument)} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760}>
        <Stack gap="md">
          {data?.answer_deadline ? (
            <Alert color="blue" variant="light">
              <FormattedMessage
                {...m.fileBy}
                values={{ b: (chunks: React.ReactNode[]) => <strong>{chunks}</strong>, date: format.date(data.answer_deadline) }}
              />
            </Alert>
          ) : null}
          {downloads.isError ? (
            <Alert color="red" variant="light" role="alert">
              {describeError(downloads.error, words.message(INTAKE_MESSAGES.downloadFailed), intl)}
            </Alert>
          ) : gaveUp ? (
            <Alert color="red" variant="light" role="alert">
              {data?.state === 'failed' && data.error ? `${words.message(data.error)} ` : ''}
              {words.message(INTAKE_MESSAGES.downloadFailed)}
            </Alert>
          ) : data?.state === 'completed' ? (
            <Stack gap="xs">
              <Text>{intl.formatMessage(m.ready)}</Text>
              {data.generated_at ? (
                <Text size="sm" c="dimmed">
                  {intl.formatMessage(m.madeOn, { date: format.dateTime(data.generated_at) })}
                </Text>
              ) : null}
              {data.out_of_date ? (
                <Alert color="yellow" variant="light" role="status">
                  <Stack gap="xs" align="flex-start">
                    <Text size="sm">{intl.formatMessage(m.outOfDate)}</Text>
                    <Button size="sm" loading={regenerate.isPending && !confirming} onClick={() => (data.edited ? setConfirming(true) : remake())}>
                      {intl.formatMessage(m.remake)}
                    </Button>
                    {remakeError && !confirming ? (
                      <Text size="sm" c="red" role="alert">
                        {remakeError}
                      </Text>
                    ) : null}
                  </Stack>
                </Alert>
              ) : null}
              <Group>
                {data.downloads.map((d) => (
                  <Button key={d.url} component="a" href={d.url} download variant={d.title.includes('PDF') ? 'filled' : 'default'}>
                    {intl.formatMessage(m.download, { title: d.title })}
                  </Button>
                ))}
              </Group>
              <Text size="sm" c="dimmed">
                {intl.formatMessage(m.editHint)}
              </Text>
              <Button component={Link} to={editorPath(id)} variant="light" style={{ alignSelf: 'flex-start' }}>
                {intl.formatMessage(m.edit)}
              </Button>
            </Stack>
          ) : (
            <Group>
              <Loader size="sm" />
              <Text>{intl.formatMessage(m.preparing)}</Text>
            </Group>
          )}
          <ConfirmModal
            opened={confirming}
            title={intl.formatMessage(m.remakeTitle)}
            confirmLabel={intl.formatMessage(m.remakeConfirm)}
            isDestructive
            isPending={regenerate.isPending}
            error={confirming ? remakeError : null}
            onConfirm={remake}
            onClose={() => setConfirming(false)}
          >
            {intl.formatMessage(m.remakeEdited)}
          </ConfirmModal>
          <Anchor component={Link} to="/my_dashboard" size="sm">
            {intl.formatMessage(m.back)}
          </Anchor>
        </Stack>
      </Paper>
    </>
  );
}
