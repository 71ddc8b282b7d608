import { Stack } from '@mantine/core';
import { ComingLater } from '../../ui/coming-later';
import { PageHeading } from '../../ui/page-heading';
import { CasesList } from '../cases/components/cases-list';
import { useConsumerUser } from '../session/consumer-session';

export function DashboardPage() {
  const user = useConsumerUser();
  return (
    <>
      <PageHeading title={user.first_name ? `Welcome, ${user.first_name}` : 'Welcome'} documentTitle="Dashboard" />
      <Stack gap="lg">
        <CasesList />
        <ComingLater>Your documents, payment plans and reports will appear here in a later release of Parley.</ComingLater>
      </Stack>
    </>
  );
}
