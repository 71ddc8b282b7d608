import { Alert, Avatar, Button, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import { BANK_MESSAGES, type FinancialBaseReport, type FinancialReport, PAY_FREQUENCY_LABELS } from '@parley/shared';
import { Link } from 'react-router';
import { Money } from '../../ui/money';
import { ExpensesByCategory, IncomeExpensesChart } from './budget-charts';

const LINK_PATH = `/plaid/link?redirect_url=${encodeURIComponent('/my_dashboard?activeTab=financial_report')}`;
const SOURCE_TYPES = { wages: 'Wages', benefits: 'Benefits', other: 'Other income' } as const;
const date = (iso: string | null) =>
  iso ? new Date(`${iso}T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', day: 'numeric', year: 'numeric', timeZone: 'UTC' }) : '—';

function Figure({ label, cents }: { label: string; cents: number }) {
  return (
    <Paper withBorder radius="md" p="sm">
      <Text size="xs" c="dimmed" tt="uppercase" fw={600}>
        {label}
      </Text>
      <Text fw={700} fz="xl">
        <Money cents={cents} />
      </Text>
    </Paper>
  );
}

function Budget({ report }: { report: FinancialBaseReport }) {
  const left = report.average_monthly_income - report.average_monthly_expenses;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Figure label="Monthly income" cents={report.average_monthly_income} />
        <Figure label="Monthly expenses" cents={report.average_monthly_expenses} />
        <Figure label="Average balance" cents={report.average_monthly_balance} />
        <Figure label="Income last year" cents={report.income_last_year} />
      </SimpleGrid>
      <Text size="sm" c={left >= 0 ? 'teal.8' : 'red.8'}>
        {left >= 0 ? (
          <>
            On average <Money cents={left} /> a month is left after expenses: room for a settlement payment.
          </>
        ) : (
          <>
            On average you spend <Money cents={-left} /> a month more than you earn.
          </>
        )}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="xs">
          <Title order={3} fz="md">
            Income and expenses by month
          </Title>
          <IncomeExpensesChart months={report.monthly} />
        </Stack>
        <Stack gap="xs">
          <Title order={3} fz="md">
            Expenses by category
          </Title>
          <ExpensesByCategory categories={report.expenses_by_category} />
        </Stack>
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} fz="md">
          Income sources
        </Title>
        <Table.ScrollContainer minWidth={520}>
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>Paid by</Table.Th>
                <Table.Th>Type</Table.Th>
                <Table.Th>Paid</Table.Th>
                <Table.Th ta="right">Monthly</Table.Th>
                <Table.Th>Next payment</Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.income_sources.map((s) => (
                <Table.Tr key={s.employer_name}>
                  <Table.Td fw={600}>{s.employer_name}</Table.Td>
                  <Table.Td>{SOURCE_TYPES[s.type]}</Table.Td>
                  <Table.Td>{PAY_FREQUENCY_LABELS[s.pay_frequency]}</Table.Td>
                  <Table.Td ta="right">
                    <Money cents={s.average_monthly_income} />
                  </Table.Td>
                  <Table.Td>{date(s.next_payment_date)}</Table.Td>
                </Table.Tr>
              ))}
            </Table.Tbody>
          </Table>
        </Table.ScrollContainer>
      </Stack>
      <Stack gap="xs">
        <Title order={3} fz="md">
          Accounts
        </Title>
        {report.bank_accounts.map((a) => (
          <Group key={`${a.institution_name}-${a.mask}`} justify="space-between" wrap="nowrap">
            <Group gap="sm" wrap="nowrap">
              <Avatar src={a.logo} alt="" radius="md" size={36} />
              <Stack gap={0}>
                <Text fw={600} size="sm">
                  {a.name} ••{a.mask}
                </Text>
                <Text size="xs" c="dimmed">
                  {a.institution_name} · {a.type}
                </Text>
              </Stack>
            </Group>
            <Money cents={a.total_balance} fw={600} />
          </Group>
        ))}
      </Stack>
      <Text size="xs" c="dimmed">
        From your transactions of {date(report.period_start)} to {date(report.period_end)}; transfers between your own accounts and card payments are left out.
      </Text>
    </Stack>
  );
}

/** Consumer spec 4 "Financial report status": available, consent_required and reconnect, each with its screen. */
export function FinancialReportView({ report }: { report: FinancialReport }) {
  const base = report.base_report;
  let body: React.ReactNode;
  switch (report.status) {
    case 'consent_required':
      body = (
        <Stack gap="sm" align="flex-start">
          {report.last_error && (
            <Alert color="orange" variant="light" w="100%">
              {report.last_error}
            </Alert>
          )}
          <Text>{BANK_MESSAGES.consentRequired}</Text>
          <Button component={Link} to={LINK_PATH}>
            Connect your bank
          </Button>
        </Stack>
      );
      break;
    case 'reconnect':
      body = (
        <Stack gap="md">
          <Alert color="orange" variant="light" title="Reconnect your bank">
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{BANK_MESSAGES.reconnect}</Text>
              <Button component={Link} to={LINK_PATH} size="xs">
                Reconnect
              </Button>
            </Stack>
          </Alert>
          {base && (
            <div style={{ opacity: 0.6 }}>
              <Budget report={base} />
            </div>
          )}
        </Stack>
      );
      break;
    case 'processing':
      body = (
        <Group gap="sm">
          <Loader size="sm" />
          <Text>{BANK_MESSAGES.processing}</Text>
        </Group>
      );
      break;
    case 'available':
      body = base ? (
        <Stack gap="md">
          {report.last_error && (
            <Alert color="orange" variant="light">
              {report.last_error} This is your previous report.
            </Alert>
          )}
          <Budget report={base} />
          <Group>
            <Button component={Link} to={LINK_PATH} variant="default" size="xs">
              Connect another bank
            </Button>
          </Group>
        </Stack>
      ) : null;
      break;
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="budget-title">
      <Title order={2} fz="lg" id="budget-title" mb="md">
        Financial report
      </Title>
      {body}
    </Paper>
  );
}
