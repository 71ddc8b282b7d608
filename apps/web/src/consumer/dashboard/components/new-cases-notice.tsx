import { Button, Group, Paper, Text } from '@mantine/core';
import type { DashboardCase } from '@parley/shared';
import { useEffect, useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  held: { id: 'dashboard.cases.newHeld', defaultMessage: '{count, plural, one {# new case} other {# new cases}}' },
  show: { id: 'dashboard.cases.showNew', defaultMessage: 'Show' },
  showLabel: { id: 'dashboard.cases.showNewLabel', defaultMessage: '{count, plural, one {Show the new case} other {Show the new cases}}' },
} satisfies Record<string, MessageDescriptor>;

/**
 * Cases that arrive while the dashboard is open (a firm's import, a case opened in another tab) are held back, not
 * inserted into the list: inserted, they pushed everything under them down, the docked messages panel included, so a
 * press that began on a button ended on another (issue 40). The cases the page opened with stay as they are and keep
 * following the news in place; the new ones are named by a notice and shown when the person asks.
 */
export function useHeldNewCases(cases: DashboardCase[] | undefined) {
  const [shownIds, setShownIds] = useState<ReadonlySet<number> | null>(null);
  useEffect(() => {
    if (cases && shownIds === null) setShownIds(new Set(cases.map((c) => c.id)));
  }, [cases, shownIds]);
  const all = cases ?? [];
  const isShown = (c: DashboardCase) => shownIds === null || shownIds.has(c.id);
  return {
    shown: all.filter(isShown),
    held: all.filter((c) => !isShown(c)),
    showAll: () => setShownIds(new Set(all.map((c) => c.id))),
  };
}

/**
 * The held cases' notice: fixed at the bottom left, clear of the Ask Solo button on the right, so showing or hiding it
 * moves nothing on the page.
 */
export function NewCasesNotice({ count, onShow }: { count: number; onShow: () => void }) {
  const intl = useIntl();
  if (count === 0) return null;
  return (
    <Paper role="status" withBorder shadow="md" radius="md" p="xs" pos="fixed" style={{ left: 16, bottom: 20, zIndex: 190, maxWidth: 'calc(100vw - 190px)' }}>
      <Group gap="sm" wrap="nowrap">
        <Text size="sm" fw={600}>
          {intl.formatMessage(m.held, { count })}
        </Text>
        <Button size="xs" onClick={onShow} aria-label={intl.formatMessage(m.showLabel, { count })}>
          {intl.formatMessage(m.show)}
        </Button>
      </Group>
    </Paper>
  );
}
