import { Anchor, Button, Center, Stack, Text, Title } from '@mantine/core';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { Link } from 'react-router';
import { common } from '../ui/common-messages';
import { ParleyLogo } from '../ui/parley-logo';
import { useSiteTitle } from '../ui/site-title';

const m = {
  title: { id: 'notFound.title', defaultMessage: 'Page not found' },
  text: {
    id: 'notFound.text',
    defaultMessage: 'The page you asked for does not exist or has moved. Check the address, or start again from the home page.',
  },
  home: { id: 'notFound.home', defaultMessage: 'Go to the home page' },
} satisfies Record<string, MessageDescriptor>;

export function NotFoundPage() {
  const intl = useIntl();
  useSiteTitle(intl.formatMessage(m.title));
  return (
    <Center component="main" mih="100dvh" px="md" bg="gray.0">
      <Stack align="center" gap="md" maw={440} ta="center">
        <Anchor component={Link} to="/" underline="never" aria-label={intl.formatMessage(common.parleyHome)}>
          <ParleyLogo size={30} />
        </Anchor>
        <Text fw={700} fz={56} lh={1} c="indigo.5" aria-hidden="true">
          404
        </Text>
        <Title order={1} fz={26}>
          {intl.formatMessage(m.title)}
        </Title>
        <Text c="dimmed">{intl.formatMessage(m.text)}</Text>
        <Button component={Link} to="/">
          {intl.formatMessage(m.home)}
        </Button>
      </Stack>
    </Center>
  );
}
