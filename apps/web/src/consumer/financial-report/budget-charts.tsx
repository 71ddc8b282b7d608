import { Group, Stack, Text } from '@mantine/core';
import { type FinancialBaseReport, formatCents } from '@parley/shared';

const INCOME = '#2f9e44';
const EXPENSES = '#e8590c';
const monthLabel = (month: string) => new Date(`${month}-15T12:00:00Z`).toLocaleDateString('en-US', { month: 'short', timeZone: 'UTC' });

/** Income against expenses, month by month: paired bars on a shared scale. */
export function IncomeExpensesChart({ months }: { months: FinancialBaseReport['monthly'] }) {
  const max = Math.max(1, ...months.flatMap((m) => [m.income_cents, m.expenses_cents]));
  const width = 640;
  const height = 220;
  const plot = height - 28;
  const slot = width / Math.max(1, months.length);
  const bar = Math.max(4, slot * 0.32);
  return (
    <Stack gap={6}>
      <Group gap="md">
        <Legend color={INCOME} label="Income" />
        <Legend color={EXPENSES} label="Expenses" />
      </Group>
      <svg viewBox={`0 0 ${width} ${height}`} width="100%" role="img" aria-label="Income and expenses by month">
        <line x1={0} y1={plot} x2={width} y2={plot} stroke="#dee2e6" />
        {months.map((m, i) => {
          const x = i * slot + slot / 2;
          const hIncome = (m.income_cents / max) * (plot - 8);
          const hExpenses = (m.expenses_cents / max) * (plot - 8);
          return (
            <g key={m.month}>
              <title>{`${monthLabel(m.month)}: income ${formatCents(m.income_cents)}, expenses ${formatCents(m.expenses_cents)}`}</title>
              <rect x={x - bar - 1} y={plot - hIncome} width={bar} height={hIncome} rx={2} fill={INCOME} />
              <rect x={x + 1} y={plot - hExpenses} width={bar} height={hExpenses} rx={2} fill={EXPENSES} />
              <text x={x} y={height - 8} fontSize="12" textAnchor="middle" fill="#868e96">
                {monthLabel(m.month)}
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
  const max = Math.max(1, ...categories.map((c) => c.monthly_average_cents));
  return (
    <Stack gap={8} role="list" aria-label="Expenses by category">
      {categories.map((c, i) => (
        <Stack key={c.category} gap={2} role="listitem">
          <Group justify="space-between" gap="xs">
            <Text size="sm">{c.label}</Text>
            <Text size="sm" fw={600} style={{ fontVariantNumeric: 'tabular-nums' }}>
              {formatCents(c.monthly_average_cents)}/mo
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
