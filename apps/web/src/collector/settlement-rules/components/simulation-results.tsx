import '@mantine/charts/styles.css';
import { BarChart } from '@mantine/charts';
import { Paper, SimpleGrid, Stack, Text, Title } from '@mantine/core';
import { formatCents, SETTLEMENT_RULE_MESSAGES } from '@parley/shared';
import type { SimulationResult } from '../../../api/collector/settlement-rules/simulate-rule-set';

function Figure({ label, value }: { label: string; value: string }) {
  return (
    <Paper withBorder p="sm" radius="md">
      <Text size="xs" c="dimmed" fw={600} tt="uppercase">
        {label}
      </Text>
      <Text fz="xl" fw={700}>
        {value}
      </Text>
    </Paper>
  );
}

/** What a draft rule set would do with the firm's offers, as numbers and a chart. */
export function SimulationResults({ result }: { result: SimulationResult }) {
  const { open, history } = result;
  const data = [
    { group: 'Open offers', Accept: open.accept, Counter: open.counter, Leave: open.leave },
    { group: 'Past offers', Accept: history.accept, Counter: history.counter, Leave: history.leave },
  ];
  return (
    <Stack gap="sm" component="section" aria-label="Simulation results">
      <Title order={2} fz="lg">
        Simulation
      </Title>
      <SimpleGrid cols={{ base: 2, sm: 4 }} spacing="sm">
        <Figure label="Would accept (open)" value={String(open.accept)} />
        <Figure label="Would counter (open)" value={String(open.counter)} />
        <Figure label="Would leave (open)" value={String(open.leave)} />
        <Figure label="Expected recovery (open)" value={formatCents(open.expected_recovery_cents)} />
      </SimpleGrid>
      <Text size="sm">
        Past offers: {history.offers} answered as of their day — accept {history.accept}, counter {history.counter}, leave {history.leave}; expected recovery{' '}
        {formatCents(history.expected_recovery_cents)} against {formatCents(history.actual_recovery_cents)} actually settled.
      </Text>
      {open.on_consumer_facts > 0 ? <Text size="sm">{SETTLEMENT_RULE_MESSAGES.onConsumerFacts(open.on_consumer_facts)}</Text> : null}
      <Text size="sm" c="dimmed">
        {SETTLEMENT_RULE_MESSAGES.simulationBasis(result.counter_recovery_weight, result.counter_basis)}
      </Text>
      <BarChart
        h={220}
        data={data}
        dataKey="group"
        type="stacked"
        withLegend
        series={[
          { name: 'Accept', color: 'teal.7' },
          { name: 'Counter', color: 'blue.7' },
          { name: 'Leave', color: 'gray.6' },
        ]}
        aria-label="Offers the draft would accept, counter and leave"
      />
    </Stack>
  );
}
