import { Center, Divider, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { FIRM_MESSAGES } from '@parley/shared';
import { useEffect, useState } from 'react';
import { useRemoveFirmUser } from '../../api/collector/remove-user';
import { type FirmUser, useFirmUsers } from '../../api/collector/users';
import { describeError } from '../../api/errors';
import { AdminsOnly } from '../../ui/admins-only';
import { ConfirmModal } from '../../ui/confirm-modal';
import { LoadFailure } from '../../ui/load-failure';
import { PageHeading } from '../../ui/page-heading';
import { SuccessBanner } from '../../ui/success-banner';
import { useCollectorSession } from '../session/collector-session';
import { AddUserForm } from './components/add-user-form';
import { AuthCodeCard } from './components/auth-code-card';
import { UsersTable } from './components/users-table';

// Collector spec 8, "Users": the success text is shown for 5 s.
const NOTICE_MS = 5000;

export function UsersPage() {
  const { isAdmin } = useCollectorSession();
  return (
    <>
      <PageHeading title="Users" />
      {isAdmin ? <FirmUsers /> : <AdminsOnly>Only firm administrators can manage users.</AdminsOnly>}
    </>
  );
}

function FirmUsers() {
  const { userId } = useCollectorSession();
  const users = useFirmUsers({ isEnabled: true });
  const removeUser = useRemoveFirmUser();
  // Kept after the modal closes, so its text does not vanish while it fades out.
  const [userToRemove, setUserToRemove] = useState<FirmUser | null>(null);
  const [isRemoving, setIsRemoving] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  function askToRemove(user: FirmUser) {
    setUserToRemove(user);
    setIsRemoving(true);
  }

  function closeRemoval() {
    setIsRemoving(false);
    removeUser.reset();
  }

  if (users.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (users.isError) return <LoadFailure message={describeError(users.error, FIRM_MESSAGES.fetchUsersFailed)} onRetry={() => void users.refetch()} />;

  return (
    <Stack gap="lg" maw={760}>
      <AuthCodeCard authToken={users.data.auth_token} onRegenerated={setNotice} />
      <Paper withBorder radius="md" p="lg">
        <Stack gap="md">
          <Stack gap={2}>
            <Title order={2} fz="lg">
              Staff
            </Title>
            <Text size="sm" c="dimmed">
              People who sign in with their own email. New users get an email invite to choose a password.
            </Text>
          </Stack>
          <SuccessBanner message={notice} />
          <UsersTable users={users.data.users} viewerId={userId} onRemove={askToRemove} onDone={setNotice} />
          <Divider />
          <AddUserForm onAdded={setNotice} />
        </Stack>
      </Paper>
      <ConfirmModal
        opened={isRemoving}
        title={userToRemove?.invite_pending ? 'Revoke invite' : 'Remove user'}
        confirmLabel={userToRemove?.invite_pending ? 'Revoke' : 'Remove'}
        isDestructive
        isPending={removeUser.isPending}
        error={removeUser.isError ? describeError(removeUser.error, FIRM_MESSAGES.removeUserFailed) : null}
        onClose={closeRemoval}
        onConfirm={() => userToRemove && removeUser.mutate(userToRemove.id, { onSuccess: closeRemoval })}
      >
        <Stack gap={4}>
          <Text size="sm">{userToRemove?.invite_pending ? 'The invite link stops working. Revoke the invite to:' : FIRM_MESSAGES.removeUserConfirm}</Text>
          <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
            {userToRemove?.email}
          </Text>
        </Stack>
      </ConfirmModal>
    </Stack>
  );
}
