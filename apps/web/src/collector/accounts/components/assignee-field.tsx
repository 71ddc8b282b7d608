import { Button, Group, Select, Text } from '@mantine/core';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { useAssignAccounts, useWorkQueue } from '../../../api/collector/work-queue';
import { describeError } from '../../../api/errors';
import { useCollectorSession } from '../../session/collector-session';

const NOBODY = 'nobody';

/**
 * Whose work queue holds the account (issue 38.2): an administrator assigns it to anyone on the
 * staff or to nobody; anyone else sees whether it is theirs and takes it when nobody holds it.
 */
export function AssigneeField({ account, isReadOnly }: { account: Account; isReadOnly: boolean }) {
  const { isAdmin, userId } = useCollectorSession();
  const assign = useAssignAccounts();
  // The queue answers with the firm's staff (to an administrator; to anyone else, themselves).
  const staff = useWorkQueue(null, { isEnabled: !isReadOnly }).data?.staff ?? [];
  const holder = account.customer_document.assigned_user_id;
  const move = (user: number | null) => assign.mutate({ customer_document_ids: [account.id], user_id: user });
  const error = assign.isError ? (
    <Text size="sm" c="red.8" role="alert">
      {describeError(assign.error, 'The account could not be assigned. Try again.')}
    </Text>
  ) : null;
  if (isAdmin && !isReadOnly) {
    return (
      <>
        <Select
          size="xs"
          aria-label="Assigned to"
          w="100%"
          maw={220}
          allowDeselect={false}
          disabled={assign.isPending || staff.length === 0}
          value={holder === null ? NOBODY : String(holder)}
          onChange={(v) => v !== null && move(v === NOBODY ? null : Number(v))}
          data={[
            { value: NOBODY, label: 'Nobody' },
            ...staff.map((s) => ({ value: String(s.id), label: s.id === userId ? `${s.name} (you)` : s.name })),
            // A holder not in the list (an invite not yet accepted when the list was read) still shows.
            ...(holder !== null && !staff.some((s) => s.id === holder) ? [{ value: String(holder), label: 'A colleague' }] : []),
          ]}
        />
        {error}
      </>
    );
  }
  const words = holder === null ? 'Nobody' : holder === userId ? 'You' : isAdmin ? (staff.find((s) => s.id === holder)?.name ?? 'A colleague') : 'A colleague';
  return (
    <>
      <Group gap="xs">
        <Text span inherit>
          {words}
        </Text>
        {holder === null && !isReadOnly && userId !== null ? (
          <Button size="compact-xs" variant="light" loading={assign.isPending} onClick={() => move(userId)}>
            Take it
          </Button>
        ) : null}
      </Group>
      {error}
    </>
  );
}
