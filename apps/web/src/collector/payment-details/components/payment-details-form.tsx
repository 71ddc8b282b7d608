import { Button, Group, NativeSelect, Paper, SimpleGrid, Stack, TextInput } from '@mantine/core';
import { FIRM_MESSAGES, FirmPaymentDetailsSchema, type LawFirmView, NEGOTIATION_MESSAGES, US_STATE_CODES, US_STATES } from '@parley/shared';
import { type FormEvent, useState } from 'react';
import { useUpdateFirmPaymentDetails } from '../../../api/collector/update-firm-payment-details';
import { ApiError } from '../../../api/errors';
import { type FieldErrors, textField } from '../../../lib/form-errors';
import { useFieldErrors } from '../../../lib/use-field-errors';
import { ErrorBanner } from '../../../ui/error-banner';
import { InfoTip } from '../../../ui/info-tip';
import { SuccessBanner } from '../../../ui/success-banner';

const FIELDS = ['payee', 'mailing_name', 'mailing_street', 'mailing_city', 'mailing_state', 'mailing_zip'] as const;
const STATE_OPTIONS = [{ value: '', label: 'Select a state', disabled: true }, ...US_STATE_CODES.map((code) => ({ value: code, label: US_STATES[code] }))];

/** Collector spec 2, "Payment Details page (firm)": payee name, optional mailing name, street, city, state, ZIP. */
export function PaymentDetailsForm({ firm }: { firm: LawFirmView }) {
  const { errors, setErrors, clearOnEdit, validate } = useFieldErrors();
  const update = useUpdateFirmPaymentDetails();
  const [isSaved, setIsSaved] = useState(false);

  function handleSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    setIsSaved(false);
    const form = new FormData(event.currentTarget);
    const input = validate(FirmPaymentDetailsSchema, Object.fromEntries(FIELDS.map((name) => [name, textField(form, name)])));
    if (!input) return;
    update.mutate(
      { law_firm: input },
      {
        onSuccess: () => setIsSaved(true),
        onError: (error) => {
          if (error instanceof ApiError) setErrors(withoutPrefix(error.fields, 'law_firm.'));
        },
      },
    );
  }

  const hasFieldError = FIELDS.some((name) => errors[name]);

  return (
    <Paper withBorder radius="md" p="lg" maw={640}>
      <form noValidate onSubmit={handleSubmit} onChange={clearOnEdit} aria-label="Payment details">
        <Stack gap="md">
          <SuccessBanner message={isSaved ? FIRM_MESSAGES.detailsSaved : null} />
          {/* Collector spec 8: this text for any failure; field messages go beside their fields. */}
          <ErrorBanner message={update.isError && !hasFieldError ? FIRM_MESSAGES.detailsFailed : null} />
          <TextInput label="Payee name" name="payee" autoComplete="organization" defaultValue={firm.payee ?? ''} error={errors.payee} />
          <TextInput label="Mailing name (optional)" name="mailing_name" defaultValue={firm.mailing_name ?? ''} error={errors.mailing_name} />
          <TextInput
            label={
              <>
                Street <InfoTip text={NEGOTIATION_MESSAGES.poBox} />
              </>
            }
            name="mailing_street"
            autoComplete="address-line1"
            defaultValue={firm.mailing_street ?? ''}
            error={errors.mailing_street}
          />
          <SimpleGrid cols={{ base: 1, sm: 3 }} spacing="md">
            <TextInput label="City" name="mailing_city" autoComplete="address-level2" defaultValue={firm.mailing_city ?? ''} error={errors.mailing_city} />
            <NativeSelect label="State" name="mailing_state" data={STATE_OPTIONS} defaultValue={firm.mailing_state ?? ''} error={errors.mailing_state} />
            <TextInput
              label="ZIP"
              name="mailing_zip"
              inputMode="numeric"
              autoComplete="postal-code"
              maxLength={10}
              defaultValue={firm.mailing_zip ?? ''}
              error={errors.mailing_zip}
            />
          </SimpleGrid>
          <Group>
            <Button type="submit" loading={update.isPending}>
              Save payment details
            </Button>
          </Group>
        </Stack>
      </form>
    </Paper>
  );
}

/** The server names fields as sent (`law_firm.payee`); the form's inputs are named without the wrapper. */
function withoutPrefix(fields: Readonly<Record<string, string>>, prefix: string): FieldErrors {
  const errors: FieldErrors = {};
  for (const [name, message] of Object.entries(fields)) errors[name.startsWith(prefix) ? name.slice(prefix.length) : name] = message;
  return errors;
}
