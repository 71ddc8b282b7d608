import { Alert, Anchor, Badge, Button, Center, Group, Loader, Paper, SegmentedControl, Select, Stack, Text, VisuallyHidden } from '@mantine/core';
import { CHAT_EVENTS, type WorkItem, type WorkQueue, type WorkQueueStaff } from '@parley/shared';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { DEFAULT_ACCOUNTS_QUERY, toAccountsSearchParams } from '../../api/collector/accounts/accounts-query';
import { type QueueOwner, useAssignAccounts, useWorkQueue, workQueueKeys } from '../../api/collector/work-queue';
import { describeError } from '../../api/errors';
import { useCaseLive } from '../../app/case-live';
import { realtimeSocket } from '../../app/realtime';
import { LoadFailure } from '../../ui/load-failure';
import { PageHeading } from '../../ui/page-heading';
import { formatDate } from '../format-dates';
import { useCollectorSession } from '../session/collector-session';

const LIVE_KEYS = [workQueueKeys.all] as const;
const HOUR = 3_600_000;
const DAY = 24 * HOUR;
const NOBODY = 'nobody';

/** "3 hours", "6 days": how long an item has waited. */
function waited(since: string, now: number): string {
  const ms = Math.max(0, now - new Date(since).getTime());
  if (ms < HOUR) return 'under an hour';
  if (ms < DAY) return `${Math.floor(ms / HOUR)} hour${ms < 2 * HOUR ? '' : 's'}`;
  const days = Math.floor(ms / DAY);
  return `${days} day${days === 1 ? '' : 's'}`;
}

/** The accounts page showing one account, as its own links and the notification emails write it. */
const accountHref = (id: number) =>
  `/collectors/accounts?${toAccountsSearchParams({ ...DEFAULT_ACCOUNTS_QUERY, filters: { customer_document_id: String(id) } })}`;

/** Refetches the queue when a conversation changes: a consumer's new message is work. */
function useConversationsLive() {
  const queryClient = useQueryClient();
  useEffect(() => {
    const socket = realtimeSocket('collector');
    const refresh = () => void queryClient.invalidateQueries({ queryKey: workQueueKeys.all });
    socket.on(CHAT_EVENTS.conversationUpdated, refresh);
    return () => {
      socket.off(CHAT_EVENTS.conversationUpdated, refresh);
    };
  }, [queryClient]);
}

/**
 * Issue 38.2: a personal work queue. What waits on the firm across the person's accounts, oldest
 * first: offers to answer, payment details and agreements to send, disputes with their answer-by
 * date, consumers' messages, failed autopay charges. Staff see theirs and the unassigned accounts'
 * (and take those); administrators see anyone's and reassign. Live: both sides' moves refetch it.
 */
export function WorkQueuePage() {
  const { isAdmin, userId } = useCollectorSession();
  const [owner, setOwner] = useState<QueueOwner>(null);
  const queue = useWorkQueue(owner);
  useCaseLive('collector', LIVE_KEYS);
  useConversationsLive();
  return (
    <>
      <PageHeading title="Work queue">
        <Text c="dimmed" size="sm">
          What waits on you, oldest first. New offers, disputes, messages and failed payments appear here as they arrive.
        </Text>
      </PageHeading>
      {queue.isPending ? (
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      ) : queue.isError ? (
        <LoadFailure message={describeError(queue.error, 'The work queue could not be loaded.')} onRetry={() => void queue.refetch()} />
      ) : (
        <Stack gap="md">
          <OwnerPicker data={queue.data} owner={owner} onChange={setOwner} isAdmin={isAdmin} userId={userId} />
          <QueueItems data={queue.data} isAdmin={isAdmin} userId={userId} />
        </Stack>
      )}
    </>
  );
}

function OwnerPicker({
  data,
  owner,
  onChange,
  isAdmin,
  userId,
}: {
  data: WorkQueue;
  owner: QueueOwner;
  onChange: (owner: QueueOwner) => void;
  isAdmin: boolean;
  userId: number | null;
}) {
  const mine = data.staff.find((s) => s.id === userId)?.items ?? 0;
  if (!isAdmin) {
    return (
      <SegmentedControl
        aria-label="Whose queue"
        value={owner === 'unassigned' ? 'unassigned' : 'me'}
        onChange={(v) => onChange(v === 'unassigned' ? 'unassigned' : null)}
        data={[
          { value: 'me', label: `My queue (${mine})` },
          { value: 'unassigned', label: `Unassigned (${data.unassigned_items})` },
        ]}
      />
    );
  }
  const others = data.staff.filter((s) => s.id !== userId);
  return (
    <Select
      label="Whose queue"
      maw={360}
      allowDeselect={false}
      value={owner === null ? 'me' : String(owner)}
      onChange={(v) => onChange(v === 'me' || v === null ? null : v === 'unassigned' || v === 'all' ? v : Number(v))}
      data={[
        { value: 'me', label: `My queue (${mine})` },
        ...others.map((s) => ({ value: String(s.id), label: `${s.name} (${s.items})` })),
        { value: 'unassigned', label: `Unassigned (${data.unassigned_items})` },
        { value: 'all', label: 'Everyone' },
      ]}
    />
  );
}

function QueueItems({ data, isAdmin, userId }: { data: WorkQueue; isAdmin: boolean; userId: number | null }) {
  const now = Date.now();
  if (data.items.length === 0) {
    return (
      <Paper withBorder radius="md" p="lg">
        <Text>{data.owner === 'unassigned' ? 'No unassigned account needs anything.' : 'Nothing waits here. Well done.'}</Text>
      </Paper>
    );
  }
  return (
    <Stack gap="sm" component="ol" style={{ listStyle: 'none', padding: 0, margin: 0 }} aria-label="Work queue items">
      {data.items.map((item) => (
        <li key={`${item.kind}-${item.customer_document_id}`}>
          <QueueItem item={item} now={now} staff={data.staff} isAdmin={isAdmin} userId={userId} showHolder={data.owner === 'all'} />
        </li>
      ))}
      {data.more && (
        <Text size="sm" c="dimmed">
          Only the oldest {data.items.length} items are listed; answer these and the next ones appear.
        </Text>
      )}
    </Stack>
  );
}

function QueueItem({
  item,
  now,
  staff,
  isAdmin,
  userId,
  showHolder,
}: {
  item: WorkItem;
  now: number;
  staff: WorkQueueStaff[];
  isAdmin: boolean;
  userId: number | null;
  showHolder: boolean;
}) {
  const assign = useAssignAccounts();
  const overdue = item.due !== null && new Date(item.due).getTime() < now;
  const holder = staff.find((s) => s.id === item.assigned_user_id)?.name ?? null;
  const move = (user: number | null) => assign.mutate({ customer_document_ids: [item.customer_document_id], user_id: user });
  return (
    <Paper withBorder radius="md" p="md">
      <Stack gap={6}>
        <Group justify="space-between" align="flex-start" wrap="wrap" gap="xs">
          <Stack gap={2} style={{ minWidth: 0, flex: '1 1 220px' }}>
            <Text fw={700}>{item.title}</Text>
            <Text size="sm">
              <Anchor component={Link} to={accountHref(item.customer_document_id)}>
                {item.customer_name}
              </Anchor>
              {item.reference ? ` · ${item.reference}` : ''}
            </Text>
            {item.detail && (
              <Text size="sm" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                {item.kind === 'message' ? `“${item.detail}”` : item.detail}
              </Text>
            )}
          </Stack>
          <Stack gap={4} align="flex-end">
            <Badge variant="light" color={overdue ? 'red' : 'gray'}>
              Waiting {waited(item.since, now)}
            </Badge>
            {item.due && (
              <Text size="sm" c={overdue ? 'red.8' : undefined} fw={overdue ? 700 : undefined}>
                {overdue ? 'Overdue since' : 'Answer by'} {formatDate(item.due)}
              </Text>
            )}
          </Stack>
        </Group>
        <Group gap="sm" wrap="wrap">
          {showHolder && (
            <Text size="sm" c="dimmed">
              {holder ? `Held by ${holder}` : 'Nobody holds it'}
            </Text>
          )}
          {item.assigned_user_id === null && userId !== null && (
            <Button size="xs" variant="light" loading={assign.isPending} onClick={() => move(userId)}>
              Take it<VisuallyHidden> ({item.customer_name})</VisuallyHidden>
            </Button>
          )}
          {isAdmin && (
            <Select
              size="xs"
              aria-label={`Assign ${item.customer_name} to`}
              placeholder="Assign to…"
              w="100%"
              maw={200}
              allowDeselect={false}
              disabled={assign.isPending}
              value={item.assigned_user_id === null ? NOBODY : String(item.assigned_user_id)}
              onChange={(v) => v !== null && move(v === NOBODY ? null : Number(v))}
              data={[{ value: NOBODY, label: 'Nobody' }, ...staff.map((s) => ({ value: String(s.id), label: s.id === userId ? `${s.name} (you)` : s.name }))]}
            />
          )}
        </Group>
        {assign.isError && (
          <Alert color="red" role="alert" p="xs">
            {describeError(assign.error, 'The account could not be assigned. Try again.')}
          </Alert>
        )}
      </Stack>
    </Paper>
  );
}
