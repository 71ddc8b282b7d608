import '@mantine/core/styles.css';
import '@mantine/notifications/styles.css';
import './touch-targets.css';
import { MantineProvider } from '@mantine/core';
import { QueryClientProvider } from '@tanstack/react-query';
import { lazy, type ReactNode, Suspense, useState } from 'react';
import { I18nProvider } from '../i18n/i18n-provider';
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
      <Suspense fallback={null}>
        <Notifications position="top-right" />
      </Suspense>
      <QueryClientProvider client={queryClient}>
        <I18nProvider>{children}</I18nProvider>
      </QueryClientProvider>
    </MantineProvider>
  );
}
