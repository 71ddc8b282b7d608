import { Stack, Title } from '@mantine/core';
import type { ReactNode } from 'react';
import { useSiteTitle } from './site-title';

/** The h1 of a page inside an app layout; also names the browser tab. */
export function PageHeading({ title, documentTitle = title, children }: { title: string; documentTitle?: string; children?: ReactNode }) {
  useSiteTitle(documentTitle);
  return (
    <Stack gap={4} mb="lg">
      <Title order={1} fz={{ base: 24, sm: 28 }}>
        {title}
      </Title>
      {children}
    </Stack>
  );
}
