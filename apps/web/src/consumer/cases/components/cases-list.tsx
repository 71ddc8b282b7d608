import { Anchor, Badge, Button, Group, Paper, Stack, Text, Title } from '@mantine/core';
import { CONSUMER_WORDING } from '@parley/shared';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { useSettlementCases } from '../../../api/consumer/cases/settlement-cases';
import { describeError } from '../../../api/errors';
import { useFormat } from '../../../i18n/use-format';
import { STAGE_MESSAGES } from '../case-words';

const m = {
  title: { id: 'cases.list.title', defaultMessage: 'Your settlements' },
  settle: { id: 'cases.list.settle', defaultMessage: 'Settle a debt' },
  loadFailed: { id: 'cases.list.loadFailed', defaultMessage: 'We could not load your cases.' },
  empty: { id: 'cases.list.empty', defaultMessage: 'No settlements yet. Start one with the letter or court papers you received.' },
  untitled: { id: 'cases.list.untitled', defaultMessage: 'Case' },
  owed: { id: 'cases.page.owed', defaultMessage: '{amount} owed' },
  reference: { id: 'cases.page.reference', defaultMessage: ' · Ref. {reference}' },
} satisfies Record<string, MessageDescriptor>;

/** The consumer's SoloSettle cases with where each stands. */
export function CasesList() {
  const cases = useSettlementCases();
  const intl = useIntl();
  const { money } = useFormat();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label={intl.formatMessage(m.title)}>
      <Group justify="space-between" mb="md">
        <Title order={2} fz="lg">
          {intl.formatMessage(m.title)}
        </Title>
        <Button component={Link} to="/my_cases/new" size="sm">
          {intl.formatMessage(m.settle)}
        </Button>
      </Group>
      {cases.isError ? (
        <Text c="red.8" size="sm" role="alert">
          {describeError(cases.error, intl.formatMessage(m.loadFailed))}
        </Text>
      ) : cases.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          {intl.formatMessage(m.empty)}
        </Text>
      ) : (
        <Stack gap="xs">
          {cases.data?.map((c) => (
            <Group key={c.id} justify="space-between" wrap="wrap" gap="xs" py={6} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
              <Stack gap={0}>
                <Anchor component={Link} to={`/my_cases/${c.id}`} fw={600}>
                  {c.plaintiff_name ?? intl.formatMessage(m.untitled)} · {c.law_firm_name}
                </Anchor>
                <Text size="xs" c="dimmed">
                  {c.amount_owed_cents !== null ? intl.formatMessage(m.owed, { amount: money(c.amount_owed_cents) }) : ''}
                  {c.reference_number ? intl.formatMessage(m.reference, { reference: c.reference_number }) : ''}
                </Text>
              </Stack>
              <Badge variant="light" color={CONSUMER_WORDING[c.stage].color}>
                {intl.formatMessage(STAGE_MESSAGES[c.stage].badge)}
              </Badge>
            </Group>
          ))}
        </Stack>
      )}
    </Paper>
  );
}
