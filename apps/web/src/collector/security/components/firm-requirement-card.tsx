import { Paper, Stack, Switch } from '@mantine/core';
import { FIRM_MESSAGES } from '@parley/shared';
import { useState } from 'react';
import { useSetFirmMfaRequirement } from '../../../api/collector/mfa-require';
import { describeError } from '../../../api/errors';
import { ErrorBanner } from '../../../ui/error-banner';
import { SuccessBanner } from '../../../ui/success-banner';

/** Admins: require two-step verification of every staff user of the firm. */
export function FirmRequirementCard({ firmName, isRequired }: { firmName: string; isRequired: boolean }) {
  const setRequirement = useSetFirmMfaRequirement();
  // The choice shows at once (a controlled switch would otherwise snap back until the mutation's state
  // arrives); once the call settles and the status has reloaded, the status speaks again.
  const [chosen, setChosen] = useState<boolean | null>(null);

  function choose(required: boolean) {
    setChosen(required);
    setRequirement.mutate(required, { onSettled: () => setChosen(null) });
  }

  return (
    <Paper withBorder radius="md" p="lg">
      <Stack gap="sm">
        <Switch
          label={`Require two-step verification for everyone at ${firmName}`}
          description="Staff who have not set it up yet, you included, must do so before they can use the portal. While it is on, the firm authentication code cannot be used to sign in."
          checked={chosen ?? isRequired}
          disabled={setRequirement.isPending}
          onChange={(event) => choose(event.currentTarget.checked)}
        />
        <SuccessBanner message={setRequirement.isSuccess ? setRequirement.data : null} />
        <ErrorBanner message={setRequirement.isError ? describeError(setRequirement.error, FIRM_MESSAGES.genericError) : null} />
      </Stack>
    </Paper>
  );
}
