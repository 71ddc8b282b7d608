import { TextInput } from '@mantine/core';

/** The fresh two-step check a payout change asks for: the authenticator's current code, or a recovery code. */
export function StepUpCodeInput({ error }: { error?: string | undefined }) {
  return (
    <TextInput
      label="Two-step code"
      name="mfa_code"
      autoComplete="one-time-code"
      spellCheck={false}
      description="From your authenticator app, or one of your recovery codes."
      error={error}
      maw={260}
    />
  );
}
