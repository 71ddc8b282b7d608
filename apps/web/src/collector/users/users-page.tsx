import { Alert } from '@mantine/core';
import { ComingLater } from '../../ui/coming-later';
import { PageHeading } from '../../ui/page-heading';
import { useCollectorSession } from '../session/collector-session';

export function UsersPage() {
  const { isAdmin } = useCollectorSession();
  return (
    <>
      <PageHeading title="Users" />
      {isAdmin ? (
        <ComingLater>Inviting and removing staff users, and your firm authentication code, are coming in a later release of Parley.</ComingLater>
      ) : (
        <Alert color="gray" variant="light">
          Only firm administrators can manage users.
        </Alert>
      )}
    </>
  );
}
