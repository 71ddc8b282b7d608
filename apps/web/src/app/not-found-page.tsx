import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { useDocumentTitle } from '@mantine/hooks';
import { Link } from 'react-router';
import { ParleyLogo } from '../ui/parley-logo';

export function NotFoundPage() {
  useDocumentTitle('Page not found · Parley');
  return (
    <Center component="main" mih="100dvh" px="md" bg="gray.0">
      <Stack align="center" gap="md" maw={440} ta="center">
        <Anchor component={Link} to="/" underline="never" aria-label="Parley home">
          <ParleyLogo size={30} />
        </Anchor>
        <Text fw={700} fz={56} lh={1} c="indigo.5" aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={26}>
          Page not found
        </Title>
        <Text c="dimmed">The page you asked for does not exist or has moved. Check the address, or start again from the home page.</Text>
        <Button component={Link} to="/">
          Go to the home page
        </Button>
      </Stack>
    </Center>
  );
}
