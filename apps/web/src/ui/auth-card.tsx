import { Anchor, Box, Center, Paper, Stack, Text, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'react-router';
import { LanguageSwitch } from '../i18n/language-switch';
import { common } from './common-messages';
import { ParleyLogo } from './parley-logo';
import { useSiteTitle } from './site-title';

interface AuthCardProps {
  title: string;
  description?: ReactNode;
  children: ReactNode;
  footer?: ReactNode;
  /** Consumer screens offer English / Español; the collector portal is in English only. */
  withLanguageSwitch?: boolean;
}

/** The frame of every signed-out screen: no app layout, a centered card under the Parley name. */
export function AuthCard({ title, description, children, footer, withLanguageSwitch = false }: AuthCardProps) {
  const intl = useIntl();
  useSiteTitle(title);
  return (
    <Box component="main" mih="100dvh" bg="gray.0" px="md" py={{ base: 'xl', sm: 64 }}>
      <Center>
        <Stack w="100%" maw={420} gap="lg">
          <Center>
            <Anchor component={Link} to="/" underline="never" aria-label={intl.formatMessage(common.parleyHome)}>
              <ParleyLogo size={34} />
            </Anchor>
          </Center>
          {withLanguageSwitch ? (
            <Center>
              <LanguageSwitch signedIn={false} />
            </Center>
          ) : null}
          <Paper withBorder shadow="sm" radius="lg" p={{ base: 'lg', sm: 'xl' }}>
            <Stack gap="lg">
              <Stack gap={6}>
                <Title order={1} fz={{ base: 22, sm: 26 }}>
                  {title}
                </Title>
                {description ? (
                  <Text c="dimmed" size="sm">
                    {description}
                  </Text>
                ) : null}
              </Stack>
              {children}
            </Stack>
          </Paper>
          {footer ? (
            <Text ta="center" size="sm" c="dimmed">
              {footer}
            </Text>
          ) : null}
        </Stack>
      </Center>
    </Box>
  );
}
