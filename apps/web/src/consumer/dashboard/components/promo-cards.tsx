import { Button, CloseButton, Group, Paper, SimpleGrid, Stack, Text } from '@mantine/core';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { isPromoHidden, readDismissals, withDismissal, writeDismissals } from '../promo-dismissals';

const m = {
  dismiss: { id: 'dashboard.promo.dismiss', defaultMessage: 'Dismiss: {title}' },
} satisfies Record<string, MessageDescriptor>;

/** A promo's words come already in the reader's language. */
export type Promo = { id: string; title: string; text: string; action: string; to: string };

/** Dismissible promo cards (consumer spec 2); a dismissed card is hidden for 7 days. */
export function PromoCards({ promos }: { promos: Promo[] }) {
  const intl = useIntl();
  const [dismissals, setDismissals] = useState(readDismissals);
  const shown = promos.filter((p) => !isPromoHidden(p.id, dismissals, Date.now()));
  if (shown.length === 0) return null;
  const dismiss = (id: string) => {
    const next = withDismissal(dismissals, id, Date.now());
    writeDismissals(next);
    setDismissals(next);
  };
  return (
    <SimpleGrid cols={{ base: 1, md: Math.min(shown.length, 3) }} spacing="md">
      {shown.map((p) => (
        <Paper key={p.id} radius="lg" p="md" bg="indigo.0" component="aside" aria-label={p.title}>
          <Group justify="space-between" align="flex-start" wrap="nowrap">
            <Stack gap={4}>
              <Text fw={700}>{p.title}</Text>
              <Text size="sm" c="dimmed">
                {p.text}
              </Text>
            </Stack>
            <CloseButton aria-label={intl.formatMessage(m.dismiss, { title: p.title })} onClick={() => dismiss(p.id)} />
          </Group>
          <Button component={Link} to={p.to} size="xs" mt="sm" variant="light">
            {p.action}
          </Button>
        </Paper>
      ))}
    </SimpleGrid>
  );
}
