import { Alert, Avatar, Button, Group, Loader, Paper, SimpleGrid, Stack, Table, Text, Title } from '@mantine/core';
import type { FinancialBaseReport, FinancialReport } from '@parley/shared';
import { FormattedMessage, type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useFormat } from '../../i18n/use-format';
import { Money } from '../../ui/money';
import { bankText } from '../bank-link/bank-text';
import { chartText, ExpensesByCategory, IncomeExpensesChart } from './budget-charts';
import { payFrequencyText } from './report-text';

const LINK_PATH = `/plaid/link?redirect_url=${encodeURIComponent('/my_dashboard?activeTab=financial_report')}`;
const sourceTypeText = {
  wages: { id: 'report.sourceType.wages', defaultMessage: 'Wages' },
  benefits: { id: 'report.sourceType.benefits', defaultMessage: 'Benefits' },
  other: { id: 'report.sourceType.other', defaultMessage: 'Other income' },
} satisfies Record<string, MessageDescriptor>;
const m = {
  monthlyIncome: { id: 'report.monthlyIncome', defaultMessage: 'Monthly income' },
  monthlyExpenses: { id: 'report.monthlyExpenses', defaultMessage: 'Monthly expenses' },
  averageBalance: { id: 'report.averageBalance', defaultMessage: 'Average balance' },
  incomeLastYear: { id: 'report.incomeLastYear', defaultMessage: 'Income last year' },
  leftOver: { id: 'report.leftOver', defaultMessage: 'On average {amount} a month is left after expenses: room for a settlement payment.' },
  overspend: { id: 'report.overspend', defaultMessage: 'On average you spend {amount} a month more than you earn.' },
  incomeSources: { id: 'report.incomeSources', defaultMessage: 'Income sources' },
  paidBy: { id: 'report.paidBy', defaultMessage: 'Paid by' },
  type: { id: 'report.type', defaultMessage: 'Type' },
  paid: { id: 'report.paid', defaultMessage: 'Paid' },
  monthly: { id: 'report.monthly', defaultMessage: 'Monthly' },
  nextPayment: { id: 'report.nextPayment', defaultMessage: 'Next payment' },
  accounts: { id: 'report.accounts', defaultMessage: 'Accounts' },
  period: {
    id: 'report.period',
    defaultMessage: 'From your transactions of {start} to {end}; transfers between your own accounts and card payments are left out.',
  },
  connect: { id: 'report.connect', defaultMessage: 'Connect your bank' },
  reconnectTitle: { id: 'report.reconnectTitle', defaultMessage: 'Reconnect your bank' },
  reconnect: { id: 'report.reconnect', defaultMessage: 'Reconnect' },
  previous: { id: 'report.previous', defaultMessage: 'This is your previous report.' },
  connectAnother: { id: 'report.connectAnother', defaultMessage: 'Connect another bank' },
  title: { id: 'report.title', defaultMessage: 'Financial report' },
} satisfies Record<string, MessageDescriptor>;

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
  const intl = useIntl();
  const format = useFormat();
  const date = (iso: string | null) => (iso ? format.date(iso, 'medium') : '—');
  const left = report.average_monthly_income - report.average_monthly_expenses;
  return (
    <Stack gap="lg">
      <SimpleGrid cols={{ base: 2, md: 4 }} spacing="sm">
        <Figure label={intl.formatMessage(m.monthlyIncome)} cents={report.average_monthly_income} />
        <Figure label={intl.formatMessage(m.monthlyExpenses)} cents={report.average_monthly_expenses} />
        <Figure label={intl.formatMessage(m.averageBalance)} cents={report.average_monthly_balance} />
        <Figure label={intl.formatMessage(m.incomeLastYear)} cents={report.income_last_year} />
      </SimpleGrid>
      <Text size="sm" c={left >= 0 ? 'teal.8' : 'red.8'}>
        {left >= 0 ? (
          <FormattedMessage {...m.leftOver} values={{ amount: <Money cents={left} /> }} />
        ) : (
          <FormattedMessage {...m.overspend} values={{ amount: <Money cents={-left} /> }} />
        )}
      </Text>
      <SimpleGrid cols={{ base: 1, md: 2 }} spacing="xl">
        <Stack gap="xs">
          <Title order={3} fz="md">
            <FormattedMessage {...chartText.byMonth} />
          </Title>
          <IncomeExpensesChart months={report.monthly} />
        </Stack>
        <Stack gap="xs">
          <Title order={3} fz="md">
            <FormattedMessage {...chartText.byCategory} />
          </Title>
          <ExpensesByCategory categories={report.expenses_by_category} />
        </Stack>
      </SimpleGrid>
      <Stack gap="xs">
        <Title order={3} fz="md">
          <FormattedMessage {...m.incomeSources} />
        </Title>
        {/* On a phone each source is a card: a table there hid its Monthly and Next payment columns off the screen (issue 37.5). */}
        <Stack gap="xs" hiddenFrom="sm">
          {report.income_sources.map((s) => (
            <Paper key={s.employer_name} withBorder radius="md" p="sm">
              <Text fw={600}>{s.employer_name}</Text>
              <Text size="sm" c="dimmed">
                {intl.formatMessage(sourceTypeText[s.type])} · {intl.formatMessage(payFrequencyText[s.pay_frequency])}
              </Text>
              <Group justify="space-between" mt={4}>
                <Text size="sm">
                  <FormattedMessage {...m.monthly} />
                </Text>
                <Money cents={s.average_monthly_income} fw={600} />
              </Group>
              <Group justify="space-between">
                <Text size="sm">
                  <FormattedMessage {...m.nextPayment} />
                </Text>
                <Text size="sm">{date(s.next_payment_date)}</Text>
              </Group>
            </Paper>
          ))}
        </Stack>
        <Table.ScrollContainer minWidth={520} visibleFrom="sm">
          <Table verticalSpacing="xs">
            <Table.Thead>
              <Table.Tr>
                <Table.Th>
                  <FormattedMessage {...m.paidBy} />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage {...m.type} />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage {...m.paid} />
                </Table.Th>
                <Table.Th ta="right">
                  <FormattedMessage {...m.monthly} />
                </Table.Th>
                <Table.Th>
                  <FormattedMessage {...m.nextPayment} />
                </Table.Th>
              </Table.Tr>
            </Table.Thead>
            <Table.Tbody>
              {report.income_sources.map((s) => (
                <Table.Tr key={s.employer_name}>
                  <Table.Td fw={600}>{s.employer_name}</Table.Td>
                  <Table.Td>{intl.formatMessage(sourceTypeText[s.type])}</Table.Td>
                  <Table.Td>{intl.formatMessage(payFrequencyText[s.pay_frequency])}</Table.Td>
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
          <FormattedMessage {...m.accounts} />
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
        <FormattedMessage {...m.period} values={{ start: date(report.period_start), end: date(report.period_end) }} />
      </Text>
    </Stack>
  );
}

/** Consumer spec 4 "Financial report status": available, consent_required and reconnect, each with its screen. */
export function FinancialReportView({ report }: { report: FinancialReport }) {
  const intl = useIntl();
  const base = report.base_report;
  let body: React.ReactNode;
  switch (report.status) {
    case 'consent_required':
      body = (
        <Stack gap="sm" align="flex-start">
          {report.last_error && (
            <Alert color="orange" variant="light" w="100%">
              {bankMessage(intl, report.last_error)}
            </Alert>
          )}
          <Text>{intl.formatMessage(bankText.consentRequired)}</Text>
          <Button component={Link} to={LINK_PATH}>
            <FormattedMessage {...m.connect} />
          </Button>
        </Stack>
      );
      break;
    case 'reconnect':
      body = (
        <Stack gap="md">
          <Alert color="orange" variant="light" title={intl.formatMessage(m.reconnectTitle)}>
            <Stack gap="xs" align="flex-start">
              <Text size="sm">{intl.formatMessage(bankText.reconnect)}</Text>
              <Button component={Link} to={LINK_PATH} size="xs">
                <FormattedMessage {...m.reconnect} />
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
          <Text>{intl.formatMessage(bankText.processing)}</Text>
        </Group>
      );
      break;
    case 'available':
      body = base ? (
        <Stack gap="md">
          {report.last_error && (
            <Alert color="orange" variant="light">
              {bankMessage(intl, report.last_error)} <FormattedMessage {...m.previous} />
            </Alert>
          )}
          <Budget report={base} />
          <Group>
            <Button component={Link} to={LINK_PATH} variant="default" size="xs">
              <FormattedMessage {...m.connectAnother} />
            </Button>
          </Group>
        </Stack>
      ) : null;
      break;
  }
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="budget-title">
      <Title order={2} fz="lg" id="budget-title" mb="md">
        <FormattedMessage {...m.title} />
      </Title>
      {body}
    </Paper>
  );
}

/** The report's last error, one of the bank's texts, in the page's language; a text not among them as it came. */
function bankMessage(intl: IntlShape, text: string): string {
  const descriptor = Object.values<MessageDescriptor>(bankText).find((d) => d.defaultMessage === text);
  return descriptor ? intl.formatMessage(descriptor) : text;
}
