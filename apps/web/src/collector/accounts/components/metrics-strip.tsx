import { Alert, Paper, SimpleGrid, Skeleton, Text } from '@mantine/core';
import { type CollectorMetrics, formatCents } from '@parley/shared';
import { useCollectorMetrics } from '../../../api/collector/accounts/calculate-collector-metrics';
import { describeError } from '../../../api/errors';

// Collector spec 9: the response rate is green at 90% or above, otherwise a warning colour.
const GOOD_RESPONSE_RATE = 90;

interface Metric {
  label: string;
  value: (m: CollectorMetrics) => string;
  color?: (m: CollectorMetrics) => string | undefined;
  hint?: string | ((m: CollectorMetrics) => string | undefined);
}

const METRICS: readonly Metric[] = [
  { label: 'Collected', value: (m) => formatCents(m.collected_amount), hint: 'Active accounts; Reports adds archived' },
  { label: 'Uncollected', value: (m) => formatCents(m.uncollected_amount), hint: 'Agreed, not yet paid' },
  { label: 'Waiting on consumer', value: (m) => formatCents(m.waiting_on_consumer_amount) },
  {
    label: 'Waiting on collector',
    value: (m) => formatCents(m.waiting_on_collector_amount),
    // Open disputes are the firm's move too: verification before any collection (issue 38.3).
    hint: (m) => (m.disputes_open > 0 ? `${m.disputes_open} ${m.disputes_open === 1 ? 'dispute' : 'disputes'} to verify` : undefined),
  },
  {
    label: 'Response rate',
    value: (m) => `${m.response_rate.toFixed(1)}%`,
    // WCAG 1.4.3: both at least 4.5:1 on white (teal.7 and orange.7 were about 3:1).
    color: (m) => (m.response_rate >= GOOD_RESPONSE_RATE ? 'teal.9' : '#c2410c'),
    hint: `Target ${GOOD_RESPONSE_RATE}% or above`,
  },
  { label: 'Offers in last 30 days', value: (m) => String(m.offers_count) },
];

const hintOf = (metric: Metric, data: CollectorMetrics | undefined) =>
  typeof metric.hint === 'function' ? (data ? metric.hint(data) : undefined) : metric.hint;

/** The firm's totals over its active accounts, two cards a row on phones. */
export function MetricsStrip() {
  const metrics = useCollectorMetrics();
  // A refresh that fails keeps the figures shown (and says so under them); only a first load that fails has nothing to show.
  if (metrics.isError && !metrics.data) {
    return (
      <Alert color="red" variant="light" role="alert" mb="lg">
        {describeError(metrics.error, 'We could not load the metrics.')}
      </Alert>
    );
  }
  const strip = (
    <SimpleGrid component="section" aria-label="Metrics" cols={{ base: 2, sm: 3, lg: 6 }} spacing={{ base: 'xs', sm: 'sm' }} mb="lg">
      {METRICS.map((metric) => (
        <Paper key={metric.label} withBorder radius="md" px="md" py="sm" role="group" aria-label={metric.label}>
          {/* Two lines' room, so the values line up when a label wraps. */}
          <Text size="xs" c="dimmed" fw={600} tt="uppercase" lh={1.3} mih={31} style={{ letterSpacing: 0.3 }}>
            {metric.label}
          </Text>
          {metrics.data ? (
            <Text
              fz={{ base: 17, sm: 20 }}
              fw={700}
              mt={4}
              c={metric.color?.(metrics.data)}
              style={{ fontVariantNumeric: 'tabular-nums', whiteSpace: 'nowrap' }}
            >
              {metric.value(metrics.data)}
            </Text>
          ) : (
            <Skeleton height={24} mt={6} width="70%" />
          )}
          {hintOf(metric, metrics.data) ? (
            <Text size="xs" c="dimmed" mt={2}>
              {hintOf(metric, metrics.data)}
            </Text>
          ) : null}
        </Paper>
      ))}
    </SimpleGrid>
  );
  if (!metrics.isError) return strip;
  return (
    <>
      {strip}
      <Text size="xs" c="red.8" role="status" mt={-8} mb="lg">
        The figures above are from their last load; refreshing them failed: {describeError(metrics.error, 'the server did not answer.')}
      </Text>
    </>
  );
}
