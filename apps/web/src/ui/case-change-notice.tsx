import { Alert, Box, Group, Text } from '@mantine/core';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { dismissCaseNotice, useLatestCaseChange } from '../app/case-live';
import { translateServerText } from '../i18n/server-messages';
import { sayChange } from './case-change-words';

/**
 * Says, in place, the latest change the other side (or a colleague) made while this view was open,
 * or why a move was refused. Nothing is rendered (no gap in a stack) when there is nothing to say.
 *
 * `floating`: a page's notice floats under the header instead of entering the page above its content. Entering, it pushed
 * the form down under the person's pointer: a consumer's click on "Send offer" landed on the button above it as the firm's
 * news arrived (the clean-clone run of 2026-12-05), and the page's layout shifted. Its text lets clicks through to what is
 * under it; only its own link and Dismiss take them.
 */
export function CaseChangeNotice({
  caseId,
  mb,
  action,
  floating = false,
}: {
  caseId?: number;
  mb?: string;
  action?: (caseId: number) => ReactNode;
  floating?: boolean;
}) {
  const notice = useLatestCaseChange(caseId);
  const intl = useIntl();
  if (!notice) return null;
  const alert = (
    <Alert
      role="status"
      color="indigo"
      variant="light"
      mb={floating ? undefined : mb}
      withCloseButton
      closeButtonLabel="Dismiss"
      onClose={() => dismissCaseNotice(notice.id)}
      styles={floating ? { closeButton: { pointerEvents: 'auto' } } : undefined}
    >
      <Group gap="xs" wrap="wrap">
        <Text size="sm">{notice.change ? sayChange(intl, notice.change) : translateServerText(intl, notice.text)}</Text>
        {action ? <Box style={{ pointerEvents: 'auto' }}>{action(notice.caseId)}</Box> : null}
      </Group>
    </Alert>
  );
  if (!floating) return alert;
  return (
    <Box
      pos="fixed"
      bg="white"
      style={{
        top: 'calc(var(--app-shell-header-height, 60px) + 12px)',
        left: '50%',
        transform: 'translateX(-50%)',
        width: 'min(560px, calc(100vw - 24px))',
        zIndex: 150,
        pointerEvents: 'none',
        borderRadius: 'var(--mantine-radius-default)',
        boxShadow: 'var(--mantine-shadow-md)',
      }}
    >
      {alert}
    </Box>
  );
}
