import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './touch-targets.css';
import { MantineProvider, type MantineThemeOverride, MantineThemeProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { I18nProvider } from '../i18n/i18n-provider';
import { common } from '../ui/common-messages';
import { createQueryClient } from './query-client';
import { cssVariablesResolver, theme } from './theme';

// The toasts' container loads after the page: no page needs it to show itself (issue 20). A toast
// raised before it arrives is kept by the notifications store and shown when it mounts.
const Notifications = lazy(() => import('@mantine/notifications').then((m) => ({ default: m.Notifications })));

export function AppProviders({ children }: { children: ReactNode }) {
  const [queryClient] = useState(createQueryClient);
  return (
    // The light scheme is forced: Mantine would otherwise keep the choice in localStorage.
    <MantineProvider theme={theme} cssVariablesResolver={cssVariablesResolver} forceColorScheme="light">
      <QueryClientProvider client={queryClient}>
        <I18nProvider>
          <Toasts />
          {children}
        </I18nProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}

/**
 * Every toast's close button is named in the page's language, whoever raises the toast; a close
 * button with no name is a button a screen reader cannot announce (axe button-name, WCAG 4.1.2).
 */
function Toasts() {
  const intl = useIntl();
  const named = useMemo<MantineThemeOverride>(
    () => ({ components: { Notification: { defaultProps: { closeButtonProps: { 'aria-label': intl.formatMessage(common.close) } } } } }),
    [intl],
  );
  return (
    <MantineThemeProvider theme={named}>
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
    </MantineThemeProvider>
  );
}
