import { Button, Paper, Stack, Text, TextInput } from '@mantine/core';
import { DigitalCheckEmailInputSchema, FIRM_MESSAGES } from '@parley/shared';
import { type FormEvent, useState } from 'react';
import { useSaveDigitalCheckEmail } from '../../../api/collector/digital-check-email';
import { describeError } from '../../../api/errors';
import { textField } from '../../../lib/form-errors';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { ErrorBanner } from '../../../ui/error-banner';
import { StepUpCodeInput } from './step-up-code-input';

/** Collector spec 5, "Digital check": the email the checks are sent to is required. */
export function DigitalCheckForm({ defaultEmail, onSaved }: { defaultEmail: string; onSaved: (message: string) => void }) {
  // A saved change that waits out its cooling-off period leaves the form on the page: a new generation empties it.
  const [generation, setGeneration] = useState(0);
  const { errors, clearOnEdit, validate, showServerErrors } = useFieldErrors();
  const saveEmail = useSaveDigitalCheckEmail();

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const input = validate(DigitalCheckEmailInputSchema, { email: textField(form, 'email'), mfa_code: textField(form, 'mfa_code') });
    if (!input) return;
    saveEmail.mutate(input, {
      // Emptied of the code just used (a change that waits its cooling-off period leaves the form here).
      onSuccess: (message) => {
        setGeneration((g) => g + 1);
        onSaved(message);
      },
      onError: (error) => {
        showServerErrors(error, ['email', 'mfa_code']);
      },
    });
  }

  const bannerMessage = saveEmail.isError && !errors.email && !errors.mfa_code ? describeError(saveEmail.error, FIRM_MESSAGES.emailSaveFailed) : null;

  return (
    <Paper withBorder radius="md" p="lg">
      <form key={generation} noValidate onSubmit={handleSubmit} onChange={clearOnEdit} aria-label="Digital check">
        <Stack gap="md">
          <Text size="sm" c="dimmed">
            Settlement payments reach your firm as digital checks, sent to this address.
          </Text>
          <ErrorBanner message={bannerMessage} />
          <TextInput label="Email" name="email" type="email" inputMode="email" autoComplete="email" defaultValue={defaultEmail} error={errors.email} />
          <StepUpCodeInput error={errors.mfa_code} />
          <Button type="submit" loading={saveEmail.isPending} style={{ alignSelf: 'flex-start' }}>
            Save email
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
