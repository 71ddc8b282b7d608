import { Button, Group, Stack, TextInput } from '@mantine/core';
import { FIRM_MESSAGES, MfaVerifyInputSchema } from '@parley/shared';
import type { FormEvent } from 'react';
import { useDisableMfa } from '../../../api/collector/mfa-disable';
import { describeError } from '../../../api/errors';
import { textField } from '../../../lib/form-errors';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { ErrorBanner } from '../../../ui/error-banner';

/** Turning verification off takes a current code (or a recovery code), so a borrowed session cannot. */
export function MfaDisableForm({ onDisabled, onCancel }: { onDisabled: (message: string) => void; onCancel: () => void }) {
  const { errors, clearOnEdit, validate, showServerErrors } = useFieldErrors();
  const disable = useDisableMfa();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const input = validate(MfaVerifyInputSchema, { code: textField(new FormData(event.currentTarget), 'code') });
    if (!input) return;
    // Awaited rather than passed as mutate() callbacks: the status reloads as "off", which unmounts this
    // form, and mutate() drops the callbacks of an unmounted caller.
    try {
      onDisabled(await disable.mutateAsync(input));
    } catch (error) {
      showServerErrors(error, ['code']);
    }
  }

  return (
    <form noValidate onSubmit={(event) => void handleSubmit(event)} onChange={clearOnEdit} aria-label="Turn off two-step verification">
      <Stack gap="md">
        <ErrorBanner message={disable.isError && !errors.code ? describeError(disable.error, FIRM_MESSAGES.genericError) : null} />
        <TextInput
          label="Code"
          name="code"
          autoComplete="one-time-code"
          spellCheck={false}
          autoCapitalize="off"
          description="A code from your authenticator app, or one of your recovery codes."
          error={errors.code}
          maw={320}
        />
        <Group gap="sm">
          <Button type="submit" color="red" loading={disable.isPending}>
            Turn off
          </Button>
          <Button variant="default" onClick={onCancel} disabled={disable.isPending}>
            Cancel
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
