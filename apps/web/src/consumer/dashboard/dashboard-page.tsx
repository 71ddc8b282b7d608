import { ComingLater } from '../../ui/coming-later';
import { PageHeading } from '../../ui/page-heading';
import { useConsumerUser } from '../session/consumer-session';

export function DashboardPage() {
  const user = useConsumerUser();
  return (
    <>
      <PageHeading title={user.first_name ? `Welcome, ${user.first_name}` : 'Welcome'} documentTitle="Dashboard" />
      <ComingLater>Your cases, documents and reports will appear here in a later release of Parley.</ComingLater>
    </>
  );
}
