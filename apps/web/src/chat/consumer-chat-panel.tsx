import { Paper, Title } from '@mantine/core';
import { useState } from 'react';
import { ChatWidget } from './chat-widget';

/** Collector spec 2 and 6: consumers get the chat widget without a launcher, docked on their pages. */
export function ConsumerChatPanel() {
  const [openId, setOpenId] = useState<number | null>(null);
  return (
    <Paper withBorder radius="md" p="md" mt="xl" component="section" aria-label="Messages with law firms">
      <Title order={3} size="h4" mb="sm">
        Messages
      </Title>
      <div style={{ height: openId ? 520 : undefined }}>
        <ChatWidget realm="consumer" openId={openId} onOpenChange={setOpenId} />
      </div>
    </Paper>
  );
}
