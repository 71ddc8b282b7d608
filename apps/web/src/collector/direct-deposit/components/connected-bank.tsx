import { Badge, DataList, Group, Paper, Stack, Text } from '@mantine/core';
import type { LawFirmView } from '@parley/shared';
import type { ReactNode } from 'react';
import { BankIcon } from '../../../ui/icons';
import { ACCOUNT_TYPE_LABELS } from '../account-types';

type BankAccountView = NonNullable<LawFirmView['bank_account']>;

/** Collector spec 4: "When bank_id is present, the connected view shows." Numbers come masked. */
export function ConnectedBank({ bank, action }: { bank: BankAccountView; action?: ReactNode }) {
  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="md">
        <Group justify="space-between" wrap="nowrap" gap="sm">
          <Group gap="xs" wrap="nowrap" miw={0}>
            <BankIcon />
            <Text fw={600} truncate="end">
              {bank.institution_name}
            </Text>
          </Group>
          <Badge color="teal" variant="light" style={{ flex: 'none' }}>
            Connected
          </Badge>
        </Group>
        <DataList labelWidth={150} gap="xs">
          <DataList.Item>
            <DataList.ItemLabel>Institution</DataList.ItemLabel>
            <DataList.ItemValue>{bank.institution_name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Account type</DataList.ItemLabel>
            <DataList.ItemValue>{ACCOUNT_TYPE_LABELS[bank.account_type]}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Account holder</DataList.ItemLabel>
            <DataList.ItemValue>{bank.account_name}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Account number</DataList.ItemLabel>
            <DataList.ItemValue ff="monospace">{bank.account_number_masked}</DataList.ItemValue>
          </DataList.Item>
          <DataList.Item>
            <DataList.ItemLabel>Routing number</DataList.ItemLabel>
            <DataList.ItemValue ff="monospace">{bank.routing_number_masked}</DataList.ItemValue>
          </DataList.Item>
        </DataList>
        {action}
      </Stack>
    </Paper>
  );
}
