import { TextInput } from '@mantine/core';

/**
 * The fresh two-step check a payout change asks for: the authenticator's current code, or a
 * recovery code. In a form it is read by name; in a confirmation dialog it is controlled
 * (`value`, `onChange`) and takes the focus.
 */
export function StepUpCodeInput({ error, value, onChange }: { error?: string | undefined; value?: string; onChange?: (code: string) => void }) {
  const controlled = onChange
    ? { value, onChange: (event: { currentTarget: { value: string } }) => onChange(event.currentTarget.value), 'data-autofocus': true }
    : {};
  return (
    <TextInput
      label="Two-step code"
      name="mfa_code"
      autoComplete="one-time-code"
      spellCheck={false}
      description="From your authenticator app, or one of your recovery codes."
      error={error}
      maw={260}
      {...controlled}
    />
  );
}
