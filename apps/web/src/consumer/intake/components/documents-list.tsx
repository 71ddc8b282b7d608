import { Button, Group, Paper, Text, Title } from '@mantine/core';
import type { Product } from '@parley/shared';
import { Link } from 'react-router';

const START: { product: Product; label: string }[] = [
  { product: 'debt_answer', label: 'Answer a lawsuit' },
  { product: 'solosettle', label: 'Settle with your papers' },
  { product: 'document_generation', label: 'Write a letter' },
];

/** Starts a walk-through from a photo of the papers; the cases it makes show in the case list above. */
export function StartFromPapers() {
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-labelledby="start-title">
      <Group justify="space-between" gap="xs">
        <div>
          <Title order={2} fz="lg" id="start-title">
            Start from your papers
          </Title>
          <Text size="sm" c="dimmed">
            Got a summons or a collection letter? Start with a photo of it.
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
              {s.label}
            </Button>
          ))}
        </Group>
      </Group>
    </Paper>
  );
}
