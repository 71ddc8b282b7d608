import { ActionIcon, Badge, Group, Table, Text, VisuallyHidden } from '@mantine/core';
import type { FirmUser } from '../../../api/collector/users';
import { TrashIcon } from '../../../ui/icons';
import classes from './users-table.module.css';

const ROLE_LABELS = { user: 'User', admin: 'Admin' } as const;

interface UsersTableProps {
  users: readonly FirmUser[];
  viewerId: number | null;
  onRemove: (user: FirmUser) => void;
}

/** Collector spec 2: email and role; a user cannot remove themselves, so their own row has no icon. */
export function UsersTable({ users, viewerId, onRemove }: UsersTableProps) {
  return (
    <Table verticalSpacing="sm" highlightOnHover>
      <Table.Thead>
        <Table.Tr>
          <Table.Th>Email</Table.Th>
          <Table.Th w={90}>Role</Table.Th>
          <Table.Th w={52}>
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
                <Text size="sm">{ROLE_LABELS[user.law_firm_scope]}</Text>
              </Table.Td>
              <Table.Td>
                {isViewer ? null : (
                  <ActionIcon
                    variant="subtle"
                    color="red"
                    my={-4}
                    className={classes.removeButton}
                    aria-label={`Remove ${user.email}`}
                    onClick={() => onRemove(user)}
                  >
                    <TrashIcon />
                  </ActionIcon>
                )}
              </Table.Td>
            </Table.Tr>
          );
        })}
      </Table.Tbody>
    </Table>
  );
}
