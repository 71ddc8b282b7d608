import { Anchor, Box, Button, Container, Group, SimpleGrid, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { ParleyMark } from '../ui/parley-logo';

// Server-rendered pages: plain links (a full page load), not client-side routes.
const PUBLIC_LINKS = [
  { href: '/blog', label: 'Blog' },
  { href: '/solosettle', label: 'SoloSettle' },
  { href: '/debt_answer', label: 'Debt Answer' },
];

const POINTS = [
  { title: 'For collectors', text: 'Review offers, counter with clear terms and keep every step of a settlement on record.' },
  { title: 'For consumers', text: 'Answer a debt with a plan you can afford, and see where your case stands at any time.' },
];

export function LandingPage() {
  useDocumentTitle('Parley · Settle debts by negotiation');
  return (
    <Box component="main" mih="100dvh" bg="gray.0">
      <Container size="md" py={{ base: 48, sm: 96 }} px="md">
        <Stack gap="xl">
          <Group justify="space-between" align="center">
            <ParleyMark size={52} />
            <Group component="nav" aria-label="Public pages" gap="md">
              {PUBLIC_LINKS.map((link) => (
                <Anchor key={link.href} href={link.href} c="dark" fw={500}>
                  {link.label}
                </Anchor>
              ))}
            </Group>
          </Group>
          <Stack gap="sm">
            <Title order={1} fz={{ base: 30, sm: 44 }} lh={1.15}>
              Parley
            </Title>
            <Text fz={{ base: 'lg', sm: 'xl' }} c="dimmed" maw={620}>
              Debt settlement by negotiation: collectors and consumers agree on terms both can keep.
            </Text>
          </Stack>
          <Group gap="sm">
            <Button component={Link} to="/collectors" size="md">
              I'm a collector
            </Button>
            <Button component={Link} to="/users/sign_in" size="md" variant="default">
              I'm a consumer
            </Button>
          </Group>
          <SimpleGrid cols={{ base: 1, sm: 2 }} spacing="md" mt="lg">
            {POINTS.map((point) => (
              <Group key={point.title} align="flex-start" wrap="nowrap" gap="sm">
                <ThemeIcon variant="light" radius="xl" size="md" aria-hidden="true">
                  ✓
                </ThemeIcon>
                <Stack gap={2}>
                  <Text fw={600}>{point.title}</Text>
                  <Text size="sm" c="dimmed">
                    {point.text}
                  </Text>
                </Stack>
              </Group>
            ))}
          </SimpleGrid>
          <Text component="footer" size="sm" c="dimmed" mt="xl">
            Facing a debt lawsuit or a collector? Read our <Anchor href="/blog">plain-language guides</Anchor>, answer a lawsuit with{' '}
            <Anchor href="/debt_answer">Debt Answer</Anchor> or settle with <Anchor href="/solosettle">SoloSettle</Anchor>.
          </Text>
        </Stack>
      </Container>
    </Box>
  );
}
