import { Alert, Anchor, Badge, Button, Group, List, Paper, Stack, Text } from '@mantine/core';
import { CHAT_MESSAGES, CHAT_SCAN_FALLBACK_MS, type ChatMessage, CONTACT_WINDOW } from '@parley/shared';
import { useEffect, useState } from 'react';
import { type IntlShape, type MessageDescriptor, useIntl } from 'react-intl';
import { translateServerText } from '../i18n/server-messages';

const m = {
  attachment: { id: 'chat.message.attachment', defaultMessage: 'Attachment: {filename}' },
  delivers: {
    id: 'chat.message.delivers',
    defaultMessage:
      "Held until {start} in the consumer's time zone ({when} your time): Regulation F § {section} allows contact only from {start} to {end} where the consumer is",
  },
  triggeredBy: { id: 'chat.blocked.triggeredBy', defaultMessage: 'Triggered by: {triggers}' },
  suggestedRewrite: { id: 'chat.blocked.suggestedRewrite', defaultMessage: 'Suggested compliant rewrite:' },
  useSuggestion: { id: 'chat.blocked.useSuggestion', defaultMessage: 'Use suggestion' },
} satisfies Record<string, MessageDescriptor>;

/** Collector spec 4: 'Scanning for Compliance...' until a push, or the 10 s fallback marks it scanned. */
function useScanFallback(message: ChatMessage): boolean {
  const [isExpired, setExpired] = useState(() => Date.now() - new Date(message.attributes.created_at).getTime() > CHAT_SCAN_FALLBACK_MS);
  useEffect(() => {
    if (message.attributes.scanned || isExpired) return;
    const left = CHAT_SCAN_FALLBACK_MS - (Date.now() - new Date(message.attributes.created_at).getTime());
    const timer = setTimeout(() => setExpired(true), Math.max(0, left));
    return () => clearTimeout(timer);
  }, [message.attributes.scanned, message.attributes.created_at, isExpired]);
  return message.attributes.scanned || isExpired;
}

/** One message: its sender, words and files, its scan, hold or block, and a blocked one's reasons and suggested rewrite. */
export function MessageBubble({ message, isMine, onUseRewrite }: { message: ChatMessage; isMine: boolean; onUseRewrite: (text: string) => void }) {
  const intl = useIntl();
  const a = message.attributes;
  const isScanned = useScanFallback(message);
  const blocked = translateServerText(intl, CHAT_MESSAGES.blocked);
  return (
    <Stack gap={4} align={isMine ? 'flex-end' : 'flex-start'} data-message-id={message.id}>
      <Paper
        px="sm"
        py={6}
        radius="md"
        maw="85%"
        bg={a.blocked ? 'red.0' : isMine ? 'teal.7' : 'white'}
        c={a.blocked ? 'red.9' : isMine ? 'white' : 'dark'}
        withBorder={!isMine || a.blocked}
      >
        <Text size="xs" fw={600} opacity={0.85}>
          {a.sender.display_name}
        </Text>
        {a.body ? (
          <Text size="sm" style={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}>
            {a.body}
          </Text>
        ) : null}
        {a.attachments.map((file) => (
          <Anchor
            key={file.url}
            href={file.url}
            target="_blank"
            rel="noopener"
            size="sm"
            c={isMine && !a.blocked ? 'white' : undefined}
            underline="always"
            display="block"
          >
            {intl.formatMessage(m.attachment, { filename: file.filename })}
          </Anchor>
        ))}
      </Paper>
      <Group gap={6}>
        <Text size="xs" c="dimmed">
          {intl.formatTime(a.created_at, { hour: 'numeric', minute: '2-digit' })}
        </Text>
        {isMine && !isScanned ? (
          <Badge size="xs" color="yellow" variant="light">
            {translateServerText(intl, CHAT_MESSAGES.scanning)}
          </Badge>
        ) : null}
        {a.held_until ? (
          // Held until the consumer's next 8 a.m. (the scanner's send window): the reason and the rule, not only a time.
          <Text size="xs" c="blue.9" maw="85%">
            {intl.formatMessage(m.delivers, {
              when: intl.formatDate(a.held_until, { weekday: 'short', hour: 'numeric', minute: '2-digit' }),
              ...contactWindow(intl),
            })}
          </Text>
        ) : null}
      </Group>
      {a.blocked ? (
        // A group, not an alert: a history of blocked messages is not read out on opening; a new
        // block is announced once by the view's live region.
        <Alert color="red" variant="light" title={blocked} maw="85%" p="xs" role="group" aria-label={blocked} data-blocked-reason={message.id}>
          <List size="xs" spacing={4}>
            {a.violations
              .filter((v) => v.blocking)
              .map((v) => (
                <List.Item key={v.rule}>
                  <Text size="xs" fw={600} span>
                    {v.description}
                  </Text>{' '}
                  <Text size="xs" span c="dimmed">
                    ({v.citation})
                  </Text>
                  <Text size="xs">{intl.formatMessage(m.triggeredBy, { triggers: v.triggers.map((t) => `“${t}”`).join(', ') })}</Text>
                  {v.suggestion ? <Text size="xs">{v.suggestion}</Text> : null}
                </List.Item>
              ))}
          </List>
          {a.suggested_rewrite ? (
            <Stack gap={4} mt="xs">
              <Text size="xs" fw={600}>
                {intl.formatMessage(m.suggestedRewrite)}
              </Text>
              <Text size="xs" style={{ whiteSpace: 'pre-wrap' }}>
                {a.suggested_rewrite}
              </Text>
              <Button size="compact-xs" variant="light" onClick={() => onUseRewrite(a.suggested_rewrite ?? '')} w="fit-content">
                {intl.formatMessage(m.useSuggestion)}
              </Button>
            </Stack>
          ) : null}
        </Alert>
      ) : null}
    </Stack>
  );
}

/** The contact hours as the page's language writes a time of day (one source: CONTACT_WINDOW). */
function contactWindow(intl: IntlShape) {
  const hour = (h: number) => intl.formatTime(new Date(2000, 0, 1, h), { hour: 'numeric', minute: '2-digit' });
  return { start: hour(CONTACT_WINDOW.startHour), end: hour(CONTACT_WINDOW.endHour), section: CONTACT_WINDOW.section };
}
