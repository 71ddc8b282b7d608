import { Paper, Title } from '@mantine/core';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { ChatWidget } from './chat-widget';

const m = {
  region: { id: 'chat.panel.region', defaultMessage: 'Messages with law firms' },
  title: { id: 'chat.panel.title', defaultMessage: 'Messages' },
} satisfies Record<string, MessageDescriptor>;

/** Collector spec 2 and 6: consumers get the chat widget without a launcher, docked on their pages. */
export function ConsumerChatPanel() {
  const intl = useIntl();
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Paper withBorder radius="md" p="md" mt="xl" component="section" aria-label={intl.formatMessage(m.region)}>
      <Title order={3} size="h4" mb="sm">
        {intl.formatMessage(m.title)}
      </Title>
      <div style={{ height: openId ? 520 : undefined }}>
        <ChatWidget realm="consumer" openId={openId} onOpenChange={setOpenId} />
      </div>
    </Paper>
  );
}
