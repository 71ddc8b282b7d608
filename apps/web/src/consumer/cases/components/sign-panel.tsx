import { Alert, Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { ESIGN_CONSENT_TEXT, type SettlementCase, SignAgreementInputSchema } from '@parley/shared';
import { useState } from 'react';
import { useSignAgreement } from '../../../api/consumer/cases/sign-agreement';
import { describeError } from '../../../api/errors';
import { useFieldErrors } from '../../../lib/use-field-errors';

/** Read the agreement, consent to electronic records, type your name, sign. */
export function SignPanel({ settlementCase }: { settlementCase: SettlementCase }) {
  const [typedName, setTypedName] = useState('');
  const [consent, setConsent] = useState(false);
  const sign = useSignAgreement();
  const fieldErrors = useFieldErrors();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = fieldErrors.validate(SignAgreementInputSchema, { typed_name: typedName, consent: consent || undefined });
    if (input) sign.mutate({ caseId: settlementCase.id, typedName: input.typed_name });
  }

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="sm" maw={560}>
        <Text size="sm">
          Read the agreement before you sign:{' '}
          <Anchor href={`/api/v1/settlement_cases/${settlementCase.id}/agreement`} target="_blank" rel="noopener" fw={600}>
            {settlementCase.agreement?.filename ?? 'settlement agreement'} (PDF)
          </Anchor>
        </Text>
        <Checkbox label={ESIGN_CONSENT_TEXT} checked={consent} onChange={(e) => setConsent(e.currentTarget.checked)} error={fieldErrors.errors.consent} />
        <TextInput
          label="Type your full name to sign"
          required
          autoComplete="name"
          value={typedName}
          onChange={(e) => setTypedName(e.currentTarget.value)}
          error={fieldErrors.errors.typed_name}
          maxLength={200}
          styles={{ input: { fontFamily: 'Georgia, "Times New Roman", serif', fontStyle: 'italic', fontSize: 18 } }}
        />
        {sign.isError ? (
          <Alert color="red" variant="light" role="alert">
            {describeError(sign.error, 'We could not record your signature. Please try again.')}
          </Alert>
        ) : null}
        <Button type="submit" loading={sign.isPending} style={{ alignSelf: 'flex-start' }}>
          Sign agreement
        </Button>
        <Text size="xs" c="dimmed">
          We record the time, your IP address and your browser with your signature, and add a signature certificate to the agreement.
        </Text>
      </Stack>
    </form>
  );
}
