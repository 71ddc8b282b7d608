import { Alert } from '@mantine/core';
import type { ReactNode } from 'react';

/** What a staff member sees on a page only the firm's administrators may open. */
export function AdminsOnly({ children }: { children: ReactNode }) {
  return (
    <Alert color="gray" variant="light" maw={560}>
      {children}
    </Alert>
  );
}
