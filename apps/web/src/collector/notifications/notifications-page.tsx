import { Center, Divider, Loader, Paper, Stack, Text, Title } from '@mantine/core';
import { ALL_STATES_LABEL, NOTIFICATION_MESSAGES, type NotificationPolicy, POLICY_ALL } from '@parley/shared';
import { useEffect, useState } from 'react';
import { useDeleteNotificationPolicy } from '../../api/collector/notifications/delete-notification-policy';
import { useNotificationPolicies } from '../../api/collector/notifications/notification-policies';
import { useNotificationPolicyActions } from '../../api/collector/notifications/notification-policy-actions';
import { useNotificationPolicyStates } from '../../api/collector/notifications/notification-policy-states';
import { ConfirmModal } from '../../ui/confirm-modal';
import { LoadFailure } from '../../ui/load-failure';
import { PageHeading } from '../../ui/page-heading';
import { SuccessBanner } from '../../ui/success-banner';
import { AddPolicyForm } from './components/add-policy-form';
import { PoliciesTable, policyEventLabel } from './components/policies-table';
import { statesText } from './policy-form-rows';

const NOTICE_MS = 5000;
const LOAD_FAILED = 'Failed to load notification policies';

/** Collector spec 2 "Notifications page": who is emailed about what, per event and state. */
export function NotificationsPage() {
  const policies = useNotificationPolicies();
  const actions = useNotificationPolicyActions();
  const states = useNotificationPolicyStates();
  const deletePolicy = useDeleteNotificationPolicy();
  // Kept after the modal closes, so its text does not vanish while it fades out.
  const [policyToDelete, setPolicyToDelete] = useState<NotificationPolicy | null>(null);
  const [isDeleting, setIsDeleting] = useState(false);
  const [notice, setNotice] = useState<string | null>(null);

  useEffect(() => {
    if (!notice) return;
    const timer = window.setTimeout(() => setNotice(null), NOTICE_MS);
    return () => window.clearTimeout(timer);
  }, [notice]);

  function askToDelete(policy: NotificationPolicy) {
    setPolicyToDelete(policy);
    setIsDeleting(true);
  }
  function closeDeletion() {
    setIsDeleting(false);
    deletePolicy.reset();
  }

  const heading = (
    <PageHeading title="Notifications">
      <Text c="dimmed" size="sm" maw={720}>
        Choose who at your firm is emailed when a consumer makes an offer or sends a message, and when an account needs payment details or a settlement
        agreement. When no policy matches an account, your firm's admins are emailed.
      </Text>
    </PageHeading>
  );

  const failed = [policies, actions, states].find((q) => q.isError);
  if (failed) {
    return (
      <>
        {heading}
        <LoadFailure
          message={LOAD_FAILED}
          onRetry={() => {
            for (const q of [policies, actions, states]) if (q.isError) void q.refetch();
          }}
        />
      </>
    );
  }
  if (!policies.data || !actions.data || !states.data) {
    return (
      <>
        {heading}
        <Center py="xl">
          <Loader aria-label="Loading" />
        </Center>
      </>
    );
  }

  return (
    <>
      {heading}
      <Stack gap="lg" maw={960}>
        <Paper withBorder radius="md" p={{ base: 'md', sm: 'lg' }}>
          <Stack gap="md">
            <Title order={2} fz="lg">
              Policies
            </Title>
            <SuccessBanner message={notice} />
            <PoliciesTable policies={policies.data} onDelete={askToDelete} />
            <Divider />
            <Stack gap={2}>
              <Title order={2} fz="lg">
                Add a policy
              </Title>
              <Text size="sm" c="dimmed">
                Everyone listed gets each matching email. Choose 'All events' or 'All states' to cover everything.
              </Text>
            </Stack>
            <AddPolicyForm actions={actions.data} states={states.data} onAdded={setNotice} />
          </Stack>
        </Paper>
      </Stack>
      <ConfirmModal
        opened={isDeleting}
        title="Delete policy"
        confirmLabel="Delete"
        isDestructive
        isPending={deletePolicy.isPending}
        error={deletePolicy.isError ? NOTIFICATION_MESSAGES.deleteFailed : null}
        onClose={closeDeletion}
        onConfirm={() => policyToDelete && deletePolicy.mutate(policyToDelete.id, { onSuccess: closeDeletion })}
      >
        <Stack gap={4}>
          <Text size="sm">{NOTIFICATION_MESSAGES.deleteConfirm}</Text>
          {policyToDelete ? (
            <Text size="sm" fw={600} style={{ overflowWrap: 'anywhere' }}>
              {policyEventLabel(policyToDelete)} · {policyToDelete.state.includes(POLICY_ALL) ? ALL_STATES_LABEL : statesText(policyToDelete.state)}
            </Text>
          ) : null}
        </Stack>
      </ConfirmModal>
    </>
  );
}
