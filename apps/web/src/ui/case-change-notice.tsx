import { Alert, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { dismissCaseNotice, useLatestCaseChange } from '../app/case-live';
import { translateServerText } from '../i18n/server-messages';
import { sayChange } from './case-change-words';

/**
 * Says, in place, the latest change the other side (or a colleague) made while this view was open,
 * or why a move was refused. Nothing is rendered (no gap in a stack) when there is nothing to say.
 */
export function CaseChangeNotice({ caseId, mb, action }: { caseId?: number; mb?: string; action?: (caseId: number) => ReactNode }) {
  const notice = useLatestCaseChange(caseId);
  const intl = useIntl();
  if (!notice) return null;
  return (
    <Alert role="status" color="indigo" variant="light" mb={mb} withCloseButton closeButtonLabel="Dismiss" onClose={() => dismissCaseNotice(notice.id)}>
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{notice.change ? sayChange(intl, notice.change) : translateServerText(intl, notice.text)}</Text>
        {action?.(notice.caseId)}
      </Group>
    </Alert>
  );
}
