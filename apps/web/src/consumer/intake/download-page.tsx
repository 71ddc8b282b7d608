import { Alert, Anchor, Button, Group, Loader, Paper, Stack, Text } from '@mantine/core';
import { formatLongDate, INTAKE_LIMITS, INTAKE_MESSAGES } from '@parley/shared';
import { Link, useSearchParams } from 'react-router';
import { useDownloads } from '../../api/consumer/intake/downloads';
import { describeError } from '../../api/errors';
import { editorPath } from '../../editor/editor-path';
import { PageHeading } from '../../ui/page-heading';

/** /my_dashboard/download?id=…: polls until the document is ready, at most 20 polls. */
export function DownloadPage() {
  const [params] = useSearchParams();
  const id = Number(params.get('id'));
  const downloads = useDownloads(id);
  const data = downloads.data;
  const gaveUp = data !== undefined && data.state !== 'completed' && (data.state === 'failed' || downloads.polls >= INTAKE_LIMITS.downloadMaxPolls);

  return (
    <>
      <PageHeading title={data ? `Your ${data.title}` : 'Your document'} />
      <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} maw={760}>
        <Stack gap="md">
          {data?.answer_deadline ? (
            <Alert color="blue" variant="light">
              File your Answer with the court by <strong>{formatLongDate(data.answer_deadline)}</strong>, and send a copy to the plaintiff's lawyer.
            </Alert>
          ) : null}
          {downloads.isError ? (
            <Alert color="red" variant="light" role="alert">
              {describeError(downloads.error, INTAKE_MESSAGES.downloadFailed)}
            </Alert>
          ) : gaveUp ? (
            <Alert color="red" variant="light" role="alert">
              {data?.state === 'failed' && data.error ? `${data.error} ` : ''}
              {INTAKE_MESSAGES.downloadFailed}
            </Alert>
          ) : data?.state === 'completed' ? (
            <Stack gap="xs">
              <Text>Your document is ready.</Text>
              <Group>
                {data.downloads.map((d) => (
                  <Button key={d.url} component="a" href={d.url} download variant={d.title.includes('PDF') ? 'filled' : 'default'}>
                    Download {d.title}
                  </Button>
                ))}
              </Group>
              <Text size="sm" c="dimmed">
                Want to change a word first? Edits you save in the editor go into these downloads.
              </Text>
              <Button component={Link} to={editorPath(id)} variant="light" style={{ alignSelf: 'flex-start' }}>
                Edit in the editor
              </Button>
            </Stack>
          ) : (
            <Group>
              <Loader size="sm" />
              <Text>Preparing your document…</Text>
            </Group>
          )}
          <Anchor component={Link} to="/my_dashboard" size="sm">
            Back to your dashboard
          </Anchor>
        </Stack>
      </Paper>
    </>
  );
}
