import { Button } from '@mantine/core';
import { CHAT_MESSAGES } from '@parley/shared';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { OPEN_CHAT_EVENT, type OpenChatWithUserDetail } from '../../../chat/collector-chat-launcher';

/** Collector spec 7, "Browser event": an account row opens (or starts) the chat with its consumer. */
export function MessageConsumerButton({ account }: { account: Account }) {
  const onClick = () => {
    const recipientId = account.customer_document.user_id;
    if (recipientId === null) {
      // Collector spec 8: starting a conversation without the consumer's user id.
      window.alert(CHAT_MESSAGES.noConsumer);
      return;
    }
    const detail: OpenChatWithUserDetail = {
      recipientId,
      documentId: account.customer_document.id,
      recipientName: account.customer_name,
      recipientStatus: account.last_action ?? undefined,
      recipientType: 'user',
    };
    window.dispatchEvent(new CustomEvent(OPEN_CHAT_EVENT, { detail }));
  };
  return (
    <Button size="xs" variant="light" onClick={onClick}>
      Message consumer
    </Button>
  );
}
