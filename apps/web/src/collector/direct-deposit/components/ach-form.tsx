import { Button, NativeSelect, Paper, Stack, TextInput } from '@mantine/core';
import { ACCOUNT_TYPES, BankAccountInputSchema, FIRM_MESSAGES } from '@parley/shared';
import { type FormEvent, useState } from 'react';
import { useConnectBankAccount } from '../../../api/collector/bank-account';
import { describeError } from '../../../api/errors';
import { textField } from '../../../lib/form-errors';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { ErrorBanner } from '../../../ui/error-banner';
import { DigitsInput } from '../../../ui/masked-inputs';
import { ACCOUNT_TYPE_LABELS } from '../account-types';
import { StepUpCodeInput } from './step-up-code-input';

const FIELDS = ['email', 'routing_number', 'account_number', 'account_name', 'account_type', 'mfa_code'] as const;
const ACCOUNT_TYPE_OPTIONS = ACCOUNT_TYPES.map((value) => ({ value, label: ACCOUNT_TYPE_LABELS[value] }));

/** Collector spec 5, "ACH form": the same schema, and so the same messages, as the server. */
export function AchForm({ defaultEmail, onSaved }: { defaultEmail: string; onSaved: (message: string) => void }) {
  // A saved change that waits out its cooling-off period leaves the form on the page: a new generation empties it.
  const [generation, setGeneration] = useState(0);
  const { errors, clearOnEdit, validate, showServerErrors } = useFieldErrors();
  const connectBank = useConnectBankAccount();

  async function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const form = new FormData(event.currentTarget);
    const email = textField(form, 'email').trim();
    const input = validate(BankAccountInputSchema, {
      // The email is optional: blank keeps the firm's current one.
      email: email === '' ? undefined : email,
      routing_number: textField(form, 'routing_number'),
      account_number: textField(form, 'account_number'),
      account_name: textField(form, 'account_name'),
      account_type: textField(form, 'account_type'),
      mfa_code: textField(form, 'mfa_code'),
    });
    if (!input) return;
    // Awaited rather than passed as mutate() callbacks: once the firm reloads with its bank account,
    // this form is replaced by the connected view, and mutate() drops the callbacks of an unmounted caller.
    try {
      // The server's message: saved, or (for a non-administrator) when the change takes effect.
      onSaved(await connectBank.mutateAsync(input));
      // A change that waits out its cooling-off period leaves this form on the page: empty it of the
      // account number and the code just used.
      setGeneration((g) => g + 1);
    } catch (error) {
      showServerErrors(error, FIELDS);
    }
  }

  const hasFieldError = FIELDS.some((name) => errors[name]);
  const bannerMessage = connectBank.isError && !hasFieldError ? describeError(connectBank.error, FIRM_MESSAGES.genericError) : null;

  return (
    <Paper withBorder radius="md" p="lg">
      <form key={generation} noValidate onSubmit={(event) => void handleSubmit(event)} onChange={clearOnEdit} aria-label="ACH direct deposit">
        <Stack gap="md">
          <ErrorBanner message={bannerMessage} />
          <TextInput
            label="Email"
            name="email"
            type="email"
            inputMode="email"
            autoComplete="email"
            defaultValue={defaultEmail}
            description="Where we send payout notices."
            error={errors.email}
          />
          <DigitsInput
            label="Routing number"
            name="routing_number"
            maxDigits={9}
            description="9 digits, printed first on your checks."
            error={errors.routing_number}
          />
          <DigitsInput label="Account number" name="account_number" maxDigits={17} error={errors.account_number} />
          <TextInput label="Account holder name" name="account_name" autoComplete="organization" error={errors.account_name} />
          <NativeSelect label="Account type" name="account_type" data={ACCOUNT_TYPE_OPTIONS} defaultValue="CHECKING" error={errors.account_type} />
          <StepUpCodeInput error={errors.mfa_code} />
          <Button type="submit" loading={connectBank.isPending} style={{ alignSelf: 'flex-start' }}>
            Save bank account
          </Button>
        </Stack>
      </form>
    </Paper>
  );
}
