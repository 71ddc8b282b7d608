import { ComingLater } from '../../ui/coming-later';
import { PageHeading } from '../../ui/page-heading';

export function NotificationsPage() {
  return (
    <>
      <PageHeading title="Notifications" />
      <ComingLater>Choosing who is emailed about offers, requests and messages is coming in a later release of Parley.</ComingLater>
    </>
  );
}
