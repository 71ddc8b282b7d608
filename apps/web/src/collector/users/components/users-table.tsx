import { ActionIcon, Alert, Badge, Button, Group, NativeSelect, Table, Text, VisuallyHidden } from '@mantine/core';
import { useResendFirmInvite, useSetFirmUserRole } from '../../../api/collector/manage-user';
import type { FirmUser } from '../../../api/collector/users';
import { describeError } from '../../../api/errors';
import { TrashIcon } from '../../../ui/icons';
import classes from './users-table.module.css';

const ROLE_LABELS = { user: 'User', admin: 'Admin' } as const;

interface UsersTableProps {
  users: readonly FirmUser[];
  viewerId: number | null;
  onRemove: (user: FirmUser) => void;
  /** What a role change or a resent invite did, in words, for the page's banner. */
  onDone: (message: string) => void;
}

/**
 * Collector spec 2: email and role; a user cannot remove themselves, so their own row has no icon.
 * Issue 38.9: an administrator changes a colleague's role (never their own) and sends a pending
 * invite again; removing a pending invite revokes it.
 */
export function UsersTable({ users, viewerId, onRemove, onDone }: UsersTableProps) {
  const setRole = useSetFirmUserRole();
  const resend = useResendFirmInvite();
  const failure = setRole.isError
    ? describeError(setRole.error, 'The role could not be changed.')
    : resend.isError
      ? describeError(resend.error, 'The invite could not be sent again.')
      : null;
  return (
    <>
      {failure ? (
        <Alert color="red" role="alert" p="xs">
          {failure}
        </Alert>
      ) : null}
      <Table verticalSpacing="sm" highlightOnHover>
        <Table.Thead>
          <Table.Tr>
            <Table.Th>Email</Table.Th>
            <Table.Th w={110}>Role</Table.Th>
            <Table.Th w={110}>
              <VisuallyHidden>Actions</VisuallyHidden>
            </Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {users.map((user) => {
            const isViewer = user.id === viewerId;
            return (
              <Table.Tr key={user.id} className={classes.row}>
                <Table.Td>
                  <Group gap={6} wrap="wrap">
                    <Text size="sm" className={classes.email}>
                      {user.email}
                    </Text>
                    {isViewer ? (
                      <Badge size="sm" color="gray" variant="light">
                        You
                      </Badge>
                    ) : null}
                    {user.invite_pending ? (
                      <Badge size="sm" color="yellow" variant="light">
                        Invite pending
                      </Badge>
                    ) : null}
                    {user.mfa_enabled ? (
                      <Badge size="sm" color="teal" variant="light">
                        2-step on
                      </Badge>
                    ) : null}
                  </Group>
                </Table.Td>
                <Table.Td>
                  {isViewer ? (
                    <Text size="sm">{ROLE_LABELS[user.law_firm_scope]}</Text>
                  ) : (
                    <NativeSelect
                      size="xs"
                      aria-label={`Role of ${user.email}`}
                      value={user.law_firm_scope}
                      disabled={setRole.isPending}
                      data={[
                        { value: 'user', label: ROLE_LABELS.user },
                        { value: 'admin', label: ROLE_LABELS.admin },
                      ]}
                      onChange={(e) => {
                        resend.reset();
                        setRole.mutate({ userId: user.id, scope: e.currentTarget.value === 'admin' ? 'admin' : 'user' }, { onSuccess: onDone });
                      }}
                    />
                  )}
                </Table.Td>
                <Table.Td>
                  {isViewer ? null : (
                    <Group gap={4} wrap="nowrap" justify="flex-end">
                      {user.invite_pending ? (
                        <Button
                          size="compact-xs"
                          variant="subtle"
                          loading={resend.isPending && resend.variables === user.id}
                          onClick={() => {
                            setRole.reset();
                            resend.mutate(user.id, { onSuccess: onDone });
                          }}
                        >
                          Resend<VisuallyHidden> the invite to {user.email}</VisuallyHidden>
                        </Button>
                      ) : null}
                      <ActionIcon
                        variant="subtle"
                        color="red"
                        my={-4}
                        className={classes.removeButton}
                        aria-label={user.invite_pending ? `Revoke the invite to ${user.email}` : `Remove ${user.email}`}
                        onClick={() => onRemove(user)}
                      >
                        <TrashIcon />
                      </ActionIcon>
                    </Group>
                  )}
                </Table.Td>
              </Table.Tr>
            );
          })}
        </Table.Tbody>
      </Table>
    </>
  );
}
