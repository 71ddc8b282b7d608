import { Anchor, Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import type { ReactNode } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { ParleyMark } from '../ui/parley-logo';

const m = {
  documentTitle: { id: 'landing.documentTitle', defaultMessage: 'Parley · Settle debts by negotiation' },
  publicPages: { id: 'landing.publicPages', defaultMessage: 'Public pages' },
  tagline: { id: 'landing.tagline', defaultMessage: 'Debt settlement by negotiation: collectors and consumers agree on terms both can keep.' },
  collector: { id: 'landing.collector', defaultMessage: "I'm a collector" },
  consumer: { id: 'landing.consumer', defaultMessage: "I'm a consumer" },
  forCollectors: { id: 'landing.forCollectors.title', defaultMessage: 'For collectors' },
  forCollectorsText: {
    id: 'landing.forCollectors.text',
    defaultMessage: 'Review offers, counter with clear terms and keep every step of a settlement on record.',
  },
  forConsumers: { id: 'landing.forConsumers.title', defaultMessage: 'For consumers' },
  forConsumersText: {
    id: 'landing.forConsumers.text',
    defaultMessage: 'Answer a debt with a plan you can afford, and see where your case stands at any time.',
  },
  footer: {
    id: 'landing.footer',
    defaultMessage:
      'Facing a debt lawsuit or a collector? Read our <blog>plain-language guides</blog>, answer a lawsuit with <answer>Debt Answer</answer> or settle with <settle>SoloSettle</settle>.',
  },
} satisfies Record<string, MessageDescriptor>;

// Server-rendered pages: plain links (a full page load), not client-side routes. Names, the same in
// English and Spanish ("blog" is Spanish too).
const PUBLIC_LINKS = [
  { href: '/blog', name: 'Blog' },
  { href: '/solosettle', name: 'SoloSettle' },
  { href: '/debt_answer', name: 'Debt Answer' },
];

const POINTS = [
  { key: 'collectors', title: m.forCollectors, text: m.forCollectorsText },
  { key: 'consumers', title: m.forConsumers, text: m.forConsumersText },
];

const link = (href: string) => (chunks: ReactNode[]) => <Anchor href={href}>{chunks}</Anchor>;

export function LandingPage() {
  const intl = useIntl();
  useDocumentTitle(intl.formatMessage(m.documentTitle));
  return (
    <Box component="main" mih="100dvh" bg="gray.0">
      <Container size="md" py={{ base: 48, sm: 96 }} px="md">
        <Stack gap="xl">
          <Group justify="space-between" align="center">
            <ParleyMark size={52} />
            <Group component="nav" aria-label={intl.formatMessage(m.publicPages)} gap="md">
              {PUBLIC_LINKS.map((l) => (
                <Anchor key={l.href} href={l.href} c="dark" fw={500}>
                  {l.name}
                </Anchor>
              ))}
            </Group>
          </Group>
          <Stack gap="sm">
            <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
              Parley
            </Title>
            <Text fz={{ base: 'lg', sm: 'xl' }} c="dimmed" maw={620}>
              {intl.formatMessage(m.tagline)}
            </Text>
          </Stack>
          <Group gap="sm">
            <Button component={Link} to="/collectors" size="md">
              {intl.formatMessage(m.collector)}
            </Button>
            <Button component={Link} to="/users/sign_in" size="md" variant="default">
              {intl.formatMessage(m.consumer)}
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="lg">
            {POINTS.map((point) => (
              <Group key={point.key} align="flex-start" wrap="nowrap" gap="sm">
                <ThemeIcon variant="light" radius="xl" size="md" aria-hidden="true">
                  ✓
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={600}>{intl.formatMessage(point.title)}</Text>
                  <Text size="sm" c="dimmed">
                    {intl.formatMessage(point.text)}
                  </Text>
                </Stack>
              </Group>
            ))}
          </SimpleGrid>
          <Text component="footer" size="sm" c="dimmed" mt="xl">
            <FormattedMessage {...m.footer} values={{ blog: link('/blog'), answer: link('/debt_answer'), settle: link('/solosettle') }} />
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
