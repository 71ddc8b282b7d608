import { Accordion, Anchor, Badge, Button, Group, List, Paper, Stack, Text, Title } from '@mantine/core';
import { formatLongDate, type Product } from '@parley/shared';
import { Link } from 'react-router';
import { useCustomerDocuments } from '../../../api/consumer/intake/documents';
import { describeError } from '../../../api/errors';

const START: { product: Product; label: string }[] = [
  { product: 'debt_answer', label: 'Answer a lawsuit' },
  { product: 'solosettle', label: 'Settle with your papers' },
  { product: 'document_generation', label: 'Write a letter' },
];

/** The dashboard's documents: sectioned steps, resume links and downloads (consumer spec 3). */
export function DocumentsList() {
  const documents = useCustomerDocuments();
  return (
    <Paper withBorder radius="lg" p={{ base: 'md', sm: 'xl' }} component="section" aria-label="Your documents">
      <Group justify="space-between" mb="md" gap="xs">
        <Title order={2} fz="lg">
          Your documents
        </Title>
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
      {documents.isError ? (
        <Text c="red.8" size="sm" role="alert">
          {describeError(documents.error, 'We could not load your documents.')}
        </Text>
      ) : documents.data?.length === 0 ? (
        <Text size="sm" c="dimmed">
          Got a summons or a collection letter? Start with a photo of it.
        </Text>
      ) : (
        <Accordion variant="separated" radius="md">
          {documents.data?.map((d) => (
            <Accordion.Item key={d.id} value={String(d.id)}>
              <Accordion.Control>
                <Group justify="space-between" wrap="wrap" gap="xs" pr="sm">
                  <Stack gap={0}>
                    <Text fw={600}>{d.title}</Text>
                    <Text size="xs" c="dimmed">
                      {d.status_definition}
                      {d.answer_deadline ? ` · Answer due ${formatLongDate(d.answer_deadline)}` : ''}
                    </Text>
                  </Stack>
                  <Badge color={d.status_color} variant="light">
                    {d.status}
                  </Badge>
                </Group>
              </Accordion.Control>
              <Accordion.Panel>
                <Stack gap="sm">
                  {d.sectioned_steps.map((section) => (
                    <Stack key={section.name} gap={4}>
                      <Text size="sm" fw={600}>
                        {section.name}
                      </Text>
                      <List size="sm" spacing={2}>
                        {section.steps.map((s) => (
                          <List.Item key={s.url} icon={<Text c={s.completed ? 'green.7' : 'gray.5'}>{s.completed ? '✓' : '○'}</Text>}>
                            <Anchor component={Link} to={s.url} size="sm" fw={s.current ? 700 : 400}>
                              {s.title}
                            </Anchor>
                          </List.Item>
                        ))}
                      </List>
                    </Stack>
                  ))}
                  <Group gap="xs">
                    {d.is_completed ? (
                      d.downloads.map((dl) => (
                        <Button key={dl.url} component="a" href={dl.url} download size="xs" variant="default">
                          {dl.title}
                        </Button>
                      ))
                    ) : (
                      <Button component={Link} to={d.resume_url} size="xs">
                        Resume
                      </Button>
                    )}
                    {d.is_completed && d.product === 'solosettle' ? (
                      <Button component={Link} to={d.resume_url} size="xs">
                        Open the negotiation
                      </Button>
                    ) : null}
                  </Group>
                </Stack>
              </Accordion.Panel>
            </Accordion.Item>
          ))}
        </Accordion>
      )}
    </Paper>
  );
}
