import { Badge, Stack, Table, Text } from '@mantine/core';
import type { AuditLogEntry } from '@parley/shared';
import { formatTimestamp } from '../../format-dates';

/** A short reading of an entry's details: the keys a person cares about, not the raw JSON. */
function describeDetails(entry: AuditLogEntry): string {
  const parts: string[] = [];
  if (entry.target_type && entry.target_id) parts.push(`${entry.target_type.replaceAll('_', ' ')} ${entry.target_id}`);
  for (const [key, value] of Object.entries(entry.details ?? {})) {
    if (value === null || value === undefined || key === 'route' || key === 'law_firm_id') continue;
    const shown = typeof value === 'object' ? JSON.stringify(value) : String(value);
    parts.push(`${key.replaceAll('_', ' ')}: ${shown}`);
  }
  return parts.join(' · ');
}

export function AuditLogTable({
  entries,
  showFirm,
  firmNames,
}: {
  entries: readonly AuditLogEntry[];
  showFirm: boolean;
  firmNames: readonly { id: number; name: string }[] | null;
}) {
  const firmName = (id: number | null) => (id === null ? '—' : (firmNames?.find((f) => f.id === id)?.name ?? `#${id}`));
  return (
    <Table.ScrollContainer minWidth={820}>
      <Table verticalSpacing="xs" striped highlightOnHover aria-label="Audit log entries">
        <Table.Thead>
          <Table.Tr>
            <Table.Th w={190}>Time</Table.Th>
            <Table.Th>Action</Table.Th>
            <Table.Th>User</Table.Th>
            {showFirm ? <Table.Th>Firm</Table.Th> : null}
            <Table.Th w={200}>From</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {entries.map((entry) => (
            <Table.Tr key={entry.id}>
              <Table.Td>
                <Text size="sm">{formatTimestamp(entry.at)}</Text>
              </Table.Td>
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm" fw={500} c={entry.action === 'authorization_refused' || entry.action.endsWith('failed') ? 'red.8' : undefined}>
                    {entry.action_label}
                  </Text>
                  <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
                    {describeDetails(entry)}
                  </Text>
                </Stack>
              </Table.Td>
              <Table.Td>
                <Stack gap={2} align="flex-start">
                  <Text size="sm" style={{ overflowWrap: 'anywhere' }}>
                    {entry.actor_email ?? (entry.actor_user_id ? `User #${entry.actor_user_id}` : 'Unknown')}
                  </Text>
                  {entry.realm ? (
                    <Badge size="xs" variant="light" color={entry.realm === 'consumer' ? 'grape' : 'blue'}>
                      {entry.realm === 'consumer' ? 'Consumer' : 'Firm'}
                    </Badge>
                  ) : null}
                </Stack>
              </Table.Td>
              {showFirm ? (
                <Table.Td>
                  <Text size="sm">{firmName(entry.law_firm_id)}</Text>
                </Table.Td>
              ) : null}
              <Table.Td>
                <Stack gap={2}>
                  <Text size="sm">{entry.ip ?? '—'}</Text>
                  <Text size="xs" c="dimmed" lineClamp={1} title={entry.user_agent ?? undefined}>
                    {entry.user_agent ?? ''}
                  </Text>
                </Stack>
              </Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Table.ScrollContainer>
  );
}
