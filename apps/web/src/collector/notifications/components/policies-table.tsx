import { ActionIcon, Box, Group, Paper, Stack, Table, Text, VisuallyHidden } from '@mantine/core';
import { NOTIFICATION_EVENT_LABELS, type NotificationPolicy, splitAddresses } from '@parley/shared';
import { TrashIcon } from '../../../ui/icons';
import { statesText } from '../policy-form-rows';
import classes from './policies-table.module.css';

interface PoliciesTableProps {
  policies: readonly NotificationPolicy[];
  onDelete: (policy: NotificationPolicy) => void;
}

export function policyEventLabel(policy: NotificationPolicy): string {
  return NOTIFICATION_EVENT_LABELS[policy.email_type];
}

function deleteLabel(policy: NotificationPolicy): string {
  return `Delete policy: ${policyEventLabel(policy)}, ${statesText(policy.state)}`;
}

function EmailList({ addresses }: { addresses: string }) {
  return (
    <ul className={classes.emails}>
      {splitAddresses(addresses).map((email) => (
        <li key={email}>
          <Text size="sm" className={classes.email}>
            {email}
          </Text>
        </li>
      ))}
    </ul>
  );
}

/**
 * Collector spec 2 "Notifications page": Event, State / Territory, Recipient Emails and a delete
 * control. Below 768 px each policy is a card instead of a row.
 */
export function PoliciesTable({ policies, onDelete }: PoliciesTableProps) {
  if (policies.length === 0) {
    return (
      <Text size="sm" c="dimmed" py="sm">
        No policies yet. Until you add one, your firm's admins get every notification email.
      </Text>
    );
  }
  return (
    <>
      <Box visibleFrom="sm">
        <Table verticalSpacing="sm" highlightOnHover>
          <Table.Thead>
            <Table.Tr>
              <Table.Th>Event</Table.Th>
              <Table.Th>State / Territory</Table.Th>
              <Table.Th>Recipient Emails</Table.Th>
              <Table.Th w={52}>
                <VisuallyHidden>Actions</VisuallyHidden>
              </Table.Th>
            </Table.Tr>
          </Table.Thead>
          <Table.Tbody>
            {policies.map((policy) => (
              <Table.Tr key={policy.id}>
                <Table.Td>
                  <Text size="sm" fw={500}>
                    {policyEventLabel(policy)}
                  </Text>
                </Table.Td>
                <Table.Td maw={220}>
                  <Text size="sm">{statesText(policy.state)}</Text>
                </Table.Td>
                <Table.Td>
                  <EmailList addresses={policy.addresses} />
                </Table.Td>
                <Table.Td>
                  <ActionIcon variant="subtle" color="red" my={-4} aria-label={deleteLabel(policy)} onClick={() => onDelete(policy)}>
                    <TrashIcon />
                  </ActionIcon>
                </Table.Td>
              </Table.Tr>
            ))}
          </Table.Tbody>
        </Table>
      </Box>
      <Stack hiddenFrom="sm" gap="sm" component="ul" className={classes.cards} aria-label="Notification policies">
        {policies.map((policy) => (
          <Paper key={policy.id} component="li" withBorder radius="md" p="sm">
            <Group justify="space-between" align="flex-start" wrap="nowrap" gap="xs">
              <Text size="sm" fw={600}>
                {policyEventLabel(policy)}
              </Text>
              <ActionIcon variant="subtle" color="red" aria-label={deleteLabel(policy)} onClick={() => onDelete(policy)}>
                <TrashIcon />
              </ActionIcon>
            </Group>
            <Text size="xs" c="dimmed" mt={4}>
              State / Territory
            </Text>
            <Text size="sm">{statesText(policy.state)}</Text>
            <Text size="xs" c="dimmed" mt={6}>
              Recipient Emails
            </Text>
            <EmailList addresses={policy.addresses} />
          </Paper>
        ))}
      </Stack>
    </>
  );
}
