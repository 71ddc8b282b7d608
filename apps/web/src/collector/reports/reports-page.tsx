import '@mantine/charts/styles.css';
import { BarChart, LineChart } from '@mantine/charts';
import { Button, Center, Group, Loader, NativeSelect, Paper, SimpleGrid, Stack, Table, Text, Title, VisuallyHidden } from '@mantine/core';
import { centsToDollars, formatCents, type RecoveryReport } from '@parley/shared';
import { useState } from 'react';
import { useRecoveryReport } from '../../api/collector/portfolio/recovery-report';
import { describeError } from '../../api/errors';
import { LoadFailure } from '../../ui/load-failure';
import { PageHeading } from '../../ui/page-heading';
import { formatMonth } from '../format-dates';

type Row = Record<string, string | number>;
type Column = { key: string; label: string; money?: boolean };

const dollars = (cents: number) => centsToDollars(Math.round(cents));
// A spreadsheet runs a cell starting with = + - @ as a formula (CSV injection): such text is quoted.
const cell = (v: string | number) => {
  const text = typeof v === 'number' ? String(v) : /^[=+\-@\t\r]/.test(v) ? `'${v}` : v;
  return /[",\n\r]/.test(text) ? `"${text.replaceAll('"', '""')}"` : text;
};

function downloadCsv(name: string, columns: Column[], rows: Row[]) {
  const lines = [
    columns.map((c) => cell(c.label)).join(','),
    ...rows.map((r) => columns.map((c) => cell(c.money ? dollars(Number(r[c.key])) : (r[c.key] ?? ''))).join(',')),
  ];
  const url = URL.createObjectURL(new Blob([`${lines.join('\r\n')}\r\n`], { type: 'text/csv' }));
  const a = document.createElement('a');
  a.href = url;
  a.download = `${name}.csv`;
  a.click();
  URL.revokeObjectURL(url);
}

/**
 * One report: its chart, a CSV of its numbers, and the same numbers as a table (the chart's
 * accessible alternative, WCAG 1.1.1). The chart is hidden from assistive technology and `inert`:
 * its tooltips' focusable layer would otherwise be reachable by Tab inside a hidden region.
 */
function ReportCard({
  title,
  name,
  columns,
  rows,
  chart,
  controls,
}: {
  title: string;
  name: string;
  columns: Column[];
  rows: Row[];
  chart: React.ReactNode;
  controls?: React.ReactNode;
}) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Group justify="space-between">
          <Title order={2} fz="lg">
            {title}
          </Title>
          <Button size="xs" variant="light" onClick={() => downloadCsv(name, columns, rows)}>
            Download CSV<VisuallyHidden> of {title}</VisuallyHidden>
          </Button>
        </Group>
        {controls}
        {rows.length === 0 ? (
          <Text size="sm">No data yet.</Text>
        ) : (
          <div aria-hidden="true" inert>
            {chart}
          </div>
        )}
        <details>
          <summary>Show as a table</summary>
          <Table.ScrollContainer minWidth={360}>
            <Table striped withTableBorder aria-label={title}>
              <Table.Thead>
                <Table.Tr>
                  {columns.map((c) => (
                    <Table.Th key={c.key}>{c.label}</Table.Th>
                  ))}
                </Table.Tr>
              </Table.Thead>
              <Table.Tbody>
                {rows.map((r) => (
                  // The first column names the row (a month, a status, a state, a payout): unique per report.
                  <Table.Tr key={String(r[columns[0]?.key ?? ''])}>
                    {columns.map((c) => (
                      <Table.Td key={c.key}>{c.money ? formatCents(Number(r[c.key])) : r[c.key]}</Table.Td>
                    ))}
                  </Table.Tr>
                ))}
              </Table.Tbody>
            </Table>
          </Table.ScrollContainer>
        </details>
      </Stack>
    </Paper>
  );
}

const moneyAxis = (v: number) => `$${Math.round(v).toLocaleString('en-US')}`;
const GROUP_COLUMNS = (first: Column): Column[] => [
  first,
  { key: 'accounts', label: 'Accounts' },
  { key: 'placed_cents', label: 'Placed', money: true },
  { key: 'recovered_cents', label: 'Recovered', money: true },
];
const inDollars = (rows: Row[]) => rows.map((r) => ({ ...r, Placed: dollars(Number(r.placed_cents)), Recovered: dollars(Number(r.recovered_cents)) }));
const groupSeries = [
  { name: 'Placed', color: 'gray.5' },
  { name: 'Recovered', color: 'teal.7' },
];
/**
 * A grouped report's bars lie across, one per row, each named on its own line: on an axis below
 * them the chart drops the names that do not fit (a status, a creditor), and a bar without a name
 * is a number nobody can read. The height follows the number of rows.
 */
function GroupChart({ rows, by, rowHeight }: { rows: Row[]; by: string; rowHeight: number }) {
  return (
    <BarChart
      h={Math.max(160, 64 + rows.length * rowHeight)}
      data={inDollars(rows)}
      dataKey={by}
      orientation="vertical"
      valueFormatter={moneyAxis}
      series={groupSeries}
      withLegend
      legendProps={{ verticalAlign: 'bottom' }}
      yAxisProps={{ width: 140, interval: 0 }}
    />
  );
}

export function ReportsPage() {
  const report = useRecoveryReport();
  return (
    <>
      <PageHeading title="Reports" />
      {report.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : report.isError ? (
        <LoadFailure message={describeError(report.error, 'The reports could not be loaded.')} onRetry={() => void report.refetch()} />
      ) : (
        <Reports data={report.data} />
      )}
    </>
  );
}

function Reports({ data }: { data: RecoveryReport }) {
  const t = data.totals;
  const months = data.over_time.map((m) => m.month);
  const [from, setFrom] = useState<string | null>(null);
  const [to, setTo] = useState<string | null>(null);
  const first = from ?? months[0] ?? '';
  const last = to ?? months.at(-1) ?? '';
  const inRange = data.over_time.filter((m) => m.month >= first && m.month <= last);
  const overTime = inRange.map((m) => ({ ...m, Recovered: dollars(m.recovered_cents), Outstanding: dollars(m.outstanding_cents) }));
  const recoveredInRange = inRange.reduce((sum, m) => sum + m.recovered_cents, 0);
  const monthOptions = months.map((m) => ({ value: m, label: formatMonth(m) }));
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, sm: 4 }}>
        {[
          ['Accounts', t.accounts.toLocaleString('en-US')],
          ['Placed', formatCents(t.placed_cents)],
          ['Recovered', formatCents(t.recovered_cents), 'All accounts, archived included'],
          ['Outstanding', formatCents(t.outstanding_cents)],
        ].map(([label, value, hint]) => (
          <Paper key={label} withBorder radius="md" p="md">
            <Text size="sm" c="dimmed">
              {label}
            </Text>
            <Text fw={700} fz="lg">
              {value}
            </Text>
            {hint ? (
              <Text size="xs" c="dimmed">
                {hint}
              </Text>
            ) : null}
          </Paper>
        ))}
      </SimpleGrid>
      {/* The accounts page's Collected counts active accounts only (collector spec 9): the two agree, and say how. */}
      <Text size="sm" data-testid="recovered-reconciled">
        Recovered since the first account, {formatCents(t.recovered_cents)}, is the accounts page's Collected on active accounts (
        {formatCents(t.recovered_active_cents)}) plus {formatCents(t.recovered_archived_cents)} recovered on archived accounts.
      </Text>
      <ReportCard
        title="Recovered and outstanding over time"
        name="recovered-over-time"
        columns={[
          { key: 'month', label: 'Month' },
          { key: 'recovered_cents', label: 'Recovered that month', money: true },
          { key: 'outstanding_cents', label: 'Outstanding at month end', money: true },
        ]}
        rows={inRange}
        controls={
          months.length > 1 ? (
            <Group gap="sm" align="end" wrap="wrap">
              <NativeSelect
                label="From"
                data={monthOptions.filter((o) => o.value <= last)}
                value={first}
                onChange={(e) => setFrom(e.currentTarget.value)}
                w={150}
              />
              <NativeSelect
                label="To"
                data={monthOptions.filter((o) => o.value >= first)}
                value={last}
                onChange={(e) => setTo(e.currentTarget.value)}
                w={150}
              />
              <Text size="sm" pb={6} aria-live="polite">
                Recovered {first === last ? `in ${formatMonth(first)}` : `from ${formatMonth(first)} to ${formatMonth(last)}`}: {formatCents(recoveredInRange)}
              </Text>
            </Group>
          ) : null
        }
        chart={
          <LineChart
            h={260}
            data={overTime}
            dataKey="month"
            valueFormatter={moneyAxis}
            withLegend
            legendProps={{ verticalAlign: 'bottom' }}
            xAxisProps={{ tickFormatter: formatMonth }}
            series={[
              { name: 'Recovered', color: 'teal.7' },
              { name: 'Outstanding', color: 'orange.7' },
            ]}
          />
        }
      />
      <ReportCard
        title="By status"
        name="by-status"
        columns={GROUP_COLUMNS({ key: 'status', label: 'Status' })}
        rows={data.by_status}
        chart={<GroupChart rows={data.by_status} by="status" rowHeight={56} />}
      />
      <ReportCard
        title="By state"
        name="by-state"
        columns={GROUP_COLUMNS({ key: 'state', label: 'State' })}
        rows={data.by_state}
        chart={<GroupChart rows={data.by_state} by="state" rowHeight={24} />}
      />
      <ReportCard
        title="By creditor (top 15 by amount placed)"
        name="by-creditor"
        columns={GROUP_COLUMNS({ key: 'creditor', label: 'Creditor' })}
        rows={data.by_creditor}
        chart={<GroupChart rows={data.by_creditor} by="creditor" rowHeight={44} />}
      />
      <ReportCard
        title="Response time to offers"
        name="response-time"
        columns={[
          { key: 'bucket', label: 'Firm answered in' },
          { key: 'accounts', label: 'Accounts' },
        ]}
        rows={data.response_time.buckets}
        chart={
          <Stack gap="xs">
            <Text size="sm">
              {data.response_time.answered.toLocaleString('en-US')} of {data.response_time.offers.toLocaleString('en-US')} offers answered; median{' '}
              {data.response_time.median_hours ?? '–'} h, 90th percentile {data.response_time.p90_hours ?? '–'} h.
            </Text>
            <BarChart
              h={240}
              data={data.response_time.buckets}
              dataKey="bucket"
              series={[{ name: 'accounts', label: 'Accounts', color: 'indigo.6' }]}
              withLegend
              legendProps={{ verticalAlign: 'bottom' }}
              xAxisProps={{ interval: 0 }}
            />
          </Stack>
        }
      />
      <ReportCard
        title="Payouts reconciled to the ledger"
        name="payouts"
        columns={[
          { key: 'id', label: 'Payout' },
          { key: 'created_at', label: 'Sent' },
          { key: 'status', label: 'Status' },
          { key: 'amount_cents', label: 'Amount', money: true },
          { key: 'ledger_cents', label: 'Ledger', money: true },
          { key: 'reconciled_text', label: 'Reconciled' },
        ]}
        rows={data.payouts.map(({ reconciled, ...p }) => ({ ...p, created_at: p.created_at.slice(0, 10), reconciled_text: reconciled ? 'Yes' : 'No' }))}
        chart={
          <Text size="sm">
            {data.payouts.filter((p) => p.reconciled).length} of {data.payouts.length} payouts match their ledger entries.
          </Text>
        }
      />
    </Stack>
  );
}
