import { Text } from '@mantine/core';
import { ComingLater } from '../../ui/coming-later';
import { PageHeading } from '../../ui/page-heading';
import { useCollectorSession } from '../session/collector-session';

export function AccountsPage() {
  const { lawFirmName } = useCollectorSession();
  return (
    <>
      <PageHeading title="Accounts">{lawFirmName ? <Text c="dimmed">Welcome, {lawFirmName}</Text> : null}</PageHeading>
      <ComingLater>The accounts list, with its metrics, filters and offers, is coming in a later release of Parley.</ComingLater>
    </>
  );
}
