import { Group, Stack, Text } from '@mantine/core';
import type { FinancialBaseReport } from '@parley/shared';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useFormat } from '../../i18n/use-format';
import { budgetCategoryText } from './report-text';

export const chartText = {
  income: { id: 'report.chart.income', defaultMessage: 'Income' },
  expenses: { id: 'report.chart.expenses', defaultMessage: 'Expenses' },
  byMonth: { id: 'report.chart.byMonth', defaultMessage: 'Income and expenses by month' },
  month: { id: 'report.chart.month', defaultMessage: '{month}: income {income}, expenses {expenses}' },
  byCategory: { id: 'report.chart.byCategory', defaultMessage: 'Expenses by category' },
  perMonth: { id: 'report.chart.perMonth', defaultMessage: '{amount}/mo' },
} satisfies Record<string, MessageDescriptor>;

const INCOME = '#2f9e44';
const EXPENSES = '#e8590c';

/** Income against expenses, month by month: paired bars on a shared scale. */
export function IncomeExpensesChart({ months }: { months: FinancialBaseReport['monthly'] }) {
  const intl = useIntl();
  const format = useFormat();
  /** "2026-03" as the month's short name in the page's language ("Mar", "mar"). */
  const monthLabel = (month: string) => intl.formatDate(`${month}-15T12:00:00Z`, { month: 'short', timeZone: 'UTC' });
  const max = Math.max(1, ...months.flatMap((row) => [row.income_cents, row.expenses_cents]));
  const width = 640;
  const height = 220;
  const plot = height - 28;
  const slot = width / Math.max(1, months.length);
  const bar = Math.max(4, slot * 0.32);
  return (
    <Stack gap={6}>
      <Group gap="md">
        <Legend color={INCOME} label={intl.formatMessage(chartText.income)} />
        <Legend color={EXPENSES} label={intl.formatMessage(chartText.expenses)} />
      </Group>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-label={intl.formatMessage(chartText.byMonth)}>
        <line x1={0} y1={plot} x2={width} y2={plot} stroke="#dee2e6" />
        {months.map((row, i) => {
          const x = i * slot + slot / 2;
          const hIncome = (row.income_cents / max) * (plot - 8);
          const hExpenses = (row.expenses_cents / max) * (plot - 8);
          return (
            <g key={row.month}>
              <title>
                {intl.formatMessage(chartText.month, {
                  month: monthLabel(row.month),
                  income: format.money(row.income_cents),
                  expenses: format.money(row.expenses_cents),
                })}
              </title>
              <rect x={x - bar - 1} y={plot - hIncome} width={bar} height={hIncome} rx={2} fill={INCOME} />
              <rect x={x + 1} y={plot - hExpenses} width={bar} height={hExpenses} rx={2} fill={EXPENSES} />
              <text x={x} y={height - 8} fontSize="12" textAnchor="middle" fill="#868e96">
                {monthLabel(row.month)}
              </text>
            </g>
          );
        })}
      </svg>
    </Stack>
  );
}

function Legend({ color, label }: { color: string; label: string }) {
  return (
    <Group gap={6}>
      <span style={{ width: 10, height: 10, borderRadius: 2, background: color, display: 'inline-block' }} />
      <Text size="xs" c="dimmed">
        {label}
      </Text>
    </Group>
  );
}

const CATEGORY_COLORS = ['#4263eb', '#1098ad', '#f59f00', '#e8590c', '#ae3ec9', '#37b24d', '#f03e3e', '#1c7ed6', '#74b816', '#868e96', '#d6336c', '#495057'];

/** Where the money goes: each category's monthly average as a bar. */
export function ExpensesByCategory({ categories }: { categories: FinancialBaseReport['expenses_by_category'] }) {
  const intl = useIntl();
  const format = useFormat();
  // A category the app does not know yet keeps the server's English label.
  const labelOf = (c: (typeof categories)[number]) => {
    const known = budgetCategoryText[c.category as keyof typeof budgetCategoryText];
    return known ? intl.formatMessage(known) : c.label;
  };
  const max = Math.max(1, ...categories.map((c) => c.monthly_average_cents));
  return (
    <Stack gap={8} role="list" aria-label={intl.formatMessage(chartText.byCategory)}>
      {categories.map((c, i) => (
        <Stack key={c.category} gap={2} role="listitem">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{labelOf(c)}</Text>
            <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {intl.formatMessage(chartText.perMonth, { amount: format.money(c.monthly_average_cents) })}
            </Text>
          </Group>
          <div style={{ height: 8, borderRadius: 4, background: 'var(--mantine-color-gray-1)' }}>
            <div
              style={{
                width: `${(c.monthly_average_cents / max) * 100}%`,
                height: 8,
                borderRadius: 4,
                background: CATEGORY_COLORS[i % CATEGORY_COLORS.length],
              }}
            />
          </div>
        </Stack>
      ))}
    </Stack>
  );
}
