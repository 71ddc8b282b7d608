import { Alert, Badge, Button, Checkbox, FileInput, Group, Paper, Progress, Select, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { PORTFOLIO_FIELDS, PORTFOLIO_LIMITS, type PortfolioImport, type PortfolioMapping } from '@parley/shared';
import { useState } from 'react';
import { usePortfolioImport, useRunPortfolioImport, useUploadPortfolio } from '../../api/collector/portfolio/portfolio-import';
import { describeError } from '../../api/errors';
import { AdminsOnly } from '../../ui/admins-only';
import { PageHeading } from '../../ui/page-heading';
import { useCollectorSession } from '../session/collector-session';

export function PortfolioPage() {
  const { isAdmin } = useCollectorSession();
  return (
    <>
      <PageHeading title="Import and export" />
      {isAdmin ? (
        <Stack gap="lg" maw={960}>
          <ImportCard />
          <ExportCard />
        </Stack>
      ) : (
        <AdminsOnly>Only firm administrators can import or export accounts.</AdminsOnly>
      )}
    </>
  );
}

function ExportCard() {
  const exports = [
    { kind: 'accounts', label: 'Accounts' },
    { kind: 'offers', label: 'Offers' },
    { kind: 'payments', label: 'Payments' },
  ];
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Title order={2} fz="lg">
          Export
        </Title>
        <Text size="sm" c="dimmed">
          CSV files of all your firm’s accounts, offers and consumer payments. The accounts file can be imported back.
        </Text>
        <Group>
          {exports.map((e) => (
            <Button key={e.kind} component="a" href={`/collectors/api/portfolio/exports/${e.kind}`} download variant="light">
              Export {e.label.toLowerCase()} (CSV)
            </Button>
          ))}
        </Group>
      </Stack>
    </Paper>
  );
}

function ImportCard() {
  const upload = useUploadPortfolio();
  const run = useRunPortfolioImport();
  const [importId, setImportId] = useState<number | null>(null);
  const [mapping, setMapping] = useState<PortfolioMapping>({});
  const [assignRoundRobin, setAssignRoundRobin] = useState(false);
  const current = usePortfolioImport(importId);
  const data = current.data;

  async function choose(file: File | null) {
    if (!file) return;
    run.reset();
    const uploaded = await upload.mutateAsync(file).catch(() => null);
    if (!uploaded) return;
    setImportId(uploaded.id);
    setMapping(uploaded.mapping as PortfolioMapping);
  }

  const missing = PORTFOLIO_FIELDS.filter((f) => f.required && !mapping[f.key]);
  const isRunning = data?.status === 'validating' || data?.status === 'importing';

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Title order={2} fz="lg">
          Import accounts
        </Title>
        <Text size="sm" c="dimmed">
          A CSV (UTF-8) or Excel (.xlsx) file with a header row, up to {PORTFOLIO_LIMITS.maxRows.toLocaleString('en-US')} rows. Rows are matched by your account
          reference: importing a file again updates changed accounts and never duplicates one. Accounts already in negotiation are not changed by a file.
        </Text>
        <FileInput
          label="Portfolio file"
          placeholder="Choose a .csv or .xlsx file"
          accept=".csv,.xlsx,text/csv"
          onChange={(f) => void choose(f)}
          disabled={upload.isPending || isRunning}
        />
        {upload.isPending && <Text size="sm">Reading the file…</Text>}
        {upload.isError && (
          <Alert color="red" role="alert">
            {describeError(upload.error, 'The file could not be uploaded.')}
          </Alert>
        )}
        {data && (
          <>
            <Title order={3} fz="md">
              Columns of {data.filename}
            </Title>
            <SimpleGrid cols={{ base: 1, sm: 2, md: 3 }}>
              {PORTFOLIO_FIELDS.map((field) => (
                <Select
                  key={field.key}
                  label={`${field.label}${field.required ? ' (required)' : ''}`}
                  data={data.headers.filter((h) => h !== '').map((h) => ({ value: h, label: h }))}
                  value={mapping[field.key] ?? null}
                  onChange={(v) => setMapping((m) => ({ ...m, [field.key]: v }))}
                  clearable={!field.required}
                  placeholder="Not imported"
                  disabled={isRunning}
                />
              ))}
            </SimpleGrid>
            {missing.length > 0 && (
              <Text size="sm" c="red">
                Choose the column for {missing.map((f) => f.label).join(', ')}.
              </Text>
            )}
            <Checkbox
              label="Give the new accounts to the firm's staff in turn (each lands in someone's work queue)"
              checked={assignRoundRobin}
              onChange={(e) => setAssignRoundRobin(e.currentTarget.checked)}
              disabled={isRunning}
            />
            <Group>
              <Button
                variant="light"
                disabled={missing.length > 0 || isRunning}
                loading={run.isPending && run.variables?.dryRun}
                onClick={() => run.mutate({ id: data.id, mapping, dryRun: true, assignRoundRobin })}
              >
                Check the file (dry run)
              </Button>
              <Button
                disabled={missing.length > 0 || isRunning}
                loading={run.isPending && !run.variables?.dryRun}
                onClick={() => run.mutate({ id: data.id, mapping, dryRun: false, assignRoundRobin })}
              >
                Import
              </Button>
            </Group>
            {run.isError && (
              <Alert color="red" role="alert">
                {describeError(run.error, 'The import could not start.')}
              </Alert>
            )}
            {data.status !== 'uploaded' && <ImportReport data={data} />}
          </>
        )}
      </Stack>
    </Paper>
  );
}

const STATUS_TEXT: Record<PortfolioImport['status'], string> = {
  uploaded: 'Uploaded',
  validating: 'Checking…',
  validated: 'Dry run finished: nothing was imported',
  importing: 'Importing…',
  imported: 'Import finished',
  failed: 'Stopped',
};

function ImportReport({ data }: { data: PortfolioImport }) {
  const isRunning = data.status === 'validating' || data.status === 'importing';
  const verb = data.dry_run ? 'would be' : '';
  return (
    <Stack gap="sm" aria-live="polite">
      <Group gap="sm">
        <Badge color={data.status === 'failed' ? 'red' : data.status === 'imported' ? 'green' : 'blue'}>{STATUS_TEXT[data.status]}</Badge>
        <Text size="sm">{data.rows_read.toLocaleString('en-US')} rows read</Text>
      </Group>
      {isRunning && <Progress value={100} animated aria-label="Import in progress" />}
      {data.error && (
        <Alert color="red" role="alert">
          {data.error}
        </Alert>
      )}
      <Table withTableBorder maw={520} aria-label="Import summary">
        <Table.Tbody>
          <Table.Tr>
            <Table.Th>Valid rows</Table.Th>
            <Table.Td>{data.rows_valid.toLocaleString('en-US')}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Rows with errors (not imported)</Table.Th>
            <Table.Td>{data.rows_invalid.toLocaleString('en-US')}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Accounts {verb} created</Table.Th>
            <Table.Td>{data.created_count.toLocaleString('en-US')}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Accounts {verb} updated</Table.Th>
            <Table.Td>{data.updated_count.toLocaleString('en-US')}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>Unchanged</Table.Th>
            <Table.Td>{data.unchanged_count.toLocaleString('en-US')}</Table.Td>
          </Table.Tr>
          <Table.Tr>
            <Table.Th>In negotiation (left as they are)</Table.Th>
            <Table.Td>{data.locked_count.toLocaleString('en-US')}</Table.Td>
          </Table.Tr>
        </Table.Tbody>
      </Table>
      {data.errors.length > 0 && (
        <>
          <Title order={3} fz="md">
            Rows with errors
          </Title>
          <Table.ScrollContainer minWidth={420} maxHeight={360}>
            <Table striped withTableBorder aria-label="Rows with errors">
              <Table.Thead>
                <Table.Tr>
                  <Table.Th>Row</Table.Th>
                  <Table.Th>Field</Table.Th>
                  <Table.Th>Problem</Table.Th>
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {data.errors.map((e) => (
                  <Table.Tr key={`${e.row}-${e.field}`}>
                    <Table.Td>{e.row}</Table.Td>
                    <Table.Td>{PORTFOLIO_FIELDS.find((f) => f.key === e.field)?.label ?? e.field}</Table.Td>
                    <Table.Td>{e.message}</Table.Td>
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
          {data.rows_invalid > data.errors.length && <Text size="sm">Only the first {data.errors.length.toLocaleString('en-US')} problems are listed.</Text>}
        </>
      )}
    </Stack>
  );
}
