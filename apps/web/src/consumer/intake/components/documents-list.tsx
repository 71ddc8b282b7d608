import { Button, Group, Paper, Text, Title } from '@mantine/core';
import type { Product } from '@parley/shared';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';

const m = {
  title: { id: 'intake.start.title', defaultMessage: 'Start from your papers' },
  hint: { id: 'intake.start.hint', defaultMessage: 'Got a summons or a collection letter? Start with a photo of it.' },
} satisfies Record<string, MessageDescriptor>;

const START: { product: Product; label: MessageDescriptor }[] = [
  { product: 'debt_answer', label: { id: 'intake.start.debtAnswer', defaultMessage: 'Answer a lawsuit' } },
  { product: 'solosettle', label: { id: 'intake.start.solosettle', defaultMessage: 'Settle with your papers' } },
  { product: 'document_generation', label: { id: 'intake.start.letter', defaultMessage: 'Write a letter' } },
];

/** Starts a walk-through from a photo of the papers; the cases it makes show in the case list above. */
export function StartFromPapers() {
  const intl = useIntl();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="start-title">
      <Group justify="space-between" gap="xs">
        <div>
          <Title order={2} fz="lg" id="start-title">
            {intl.formatMessage(m.title)}
          </Title>
          <Text size="sm" c="dimmed">
            {intl.formatMessage(m.hint)}
          </Text>
        </div>
        <Group gap="xs">
          {START.map((s) => (
            <Button
              key={s.product}
              component={Link}
              to={`/customer_documents?document_name=${s.product}`}
              size="xs"
              variant={s.product === 'debt_answer' ? 'filled' : 'default'}
            >
              {intl.formatMessage(s.label)}
            </Button>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}
