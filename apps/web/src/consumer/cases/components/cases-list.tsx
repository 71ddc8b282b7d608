import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CONSUMER_WORDING, formatCents } from '@parley/shared';
import { Link } from 'react-router';
import { useSettlementCases } from '../../../api/consumer/cases/settlement-cases';
import { describeError } from '../../../api/errors';

/** The consumer's SoloSettle cases with where each stands. */
export function CasesList() {
  const cases = useSettlementCases();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label="Your settlements">
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg">
          Your settlements
        </Title>
        <Button component={Link} to="/my_cases/new" size="sm">
          Settle a debt
        </Button>
      </Group>
      {cases.isError ? (
        <Text c="red.8" size="sm" role="alert">
          {describeError(cases.error, 'We could not load your cases.')}
        </Text>
      ) : cases.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          No settlements yet. Start one with the letter or court papers you received.
        </Text>
      ) : (
        <Stack gap="xs">
          {cases.data?.map((c) => (
            <Group key={c.id} justify="space-between" wrap="wrap" gap="xs" py={6} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <Stack gap={0}>
                <Anchor component={Link} to={`/my_cases/${c.id}`} fw={600}>
                  {c.plaintiff_name ?? 'Case'} · {c.law_firm_name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {c.amount_owed_cents !== null ? `${formatCents(c.amount_owed_cents)} owed` : ''}
                  {c.reference_number ? ` · Ref. ${c.reference_number}` : ''}
                </Text>
              </Stack>
              <Badge variant="light" color={CONSUMER_WORDING[c.stage].color}>
                {CONSUMER_WORDING[c.stage].badge}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
