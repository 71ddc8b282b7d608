import { Alert, Anchor, Button, Checkbox, Stack, Text, TextInput } from '@mantine/core';
import { ESIGN_CONSENT_TEXT, type SettlementCase, SignAgreementInputSchema } from '@parley/shared';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useSignAgreement } from '../../../api/consumer/cases/sign-agreement';
import { ApiError, describeError } from '../../../api/errors';
import { labelMessages } from '../../../i18n/label-messages';
import { useFieldErrors } from '../../../lib/use-field-errors';

/** The E-SIGN consent's English is the shared one (the server records it with the signature). */
export const SIGN_LABELS = labelMessages('offers.sign', { consent: ESIGN_CONSENT_TEXT });

const m = {
  readFirst: { id: 'offers.sign.readFirst', defaultMessage: 'Read the agreement before you sign:' },
  agreementPdf: { id: 'offers.sign.agreementPdf', defaultMessage: '{filename} (PDF)' },
  defaultFilename: { id: 'offers.sign.defaultFilename', defaultMessage: 'settlement agreement' },
  typedName: { id: 'offers.sign.typedName', defaultMessage: 'Type your full name to sign' },
  typedNameHint: {
    id: 'offers.sign.typedNameHint',
    defaultMessage: 'Your legal name as the agreement gives it under the signature line. You may leave out a middle name or initial.',
  },
  failed: { id: 'offers.sign.failed', defaultMessage: 'We could not record your signature. Please try again.' },
  submit: { id: 'offers.sign.submit', defaultMessage: 'Sign agreement' },
  recorded: {
    id: 'offers.sign.recorded',
    defaultMessage: 'We record the time, your IP address and your browser with your signature, and add a signature certificate to the agreement.',
  },
} satisfies Record<string, MessageDescriptor>;

/** The fields a refusal can name; the server's message for one goes beside it (the typed name not the signer's, issue 37.3). */
const SIGN_FIELDS = ['typed_name', 'consent'] as const;

/** Read the agreement, consent to electronic records, type your name, sign. */
export function SignPanel({ settlementCase }: { settlementCase: SettlementCase }) {
  const [typedName, setTypedName] = useState('');
  const [consent, setConsent] = useState(false);
  const sign = useSignAgreement();
  const fieldErrors = useFieldErrors();
  const intl = useIntl();

  function submit(event: React.FormEvent) {
    event.preventDefault();
    const input = fieldErrors.validate(SignAgreementInputSchema, { typed_name: typedName, consent: consent || undefined });
    if (input)
      sign.mutate({ caseId: settlementCase.id, typedName: input.typed_name }, { onError: (error) => fieldErrors.showServerErrors(error, SIGN_FIELDS) });
  }
  const isFieldRefusal = sign.error instanceof ApiError && SIGN_FIELDS.some((name) => name in (sign.error as ApiError).fields);

  return (
    <form onSubmit={submit} onChange={fieldErrors.clearOnEdit} noValidate>
      <Stack gap="sm" maw={560}>
        <Text size="sm">
          {intl.formatMessage(m.readFirst)}{' '}
          <Anchor href={`/api/v1/settlement_cases/${settlementCase.id}/agreement`} target="_blank" rel="noopener" fw={600}>
            {intl.formatMessage(m.agreementPdf, { filename: settlementCase.agreement?.filename ?? intl.formatMessage(m.defaultFilename) })}
          </Anchor>
        </Text>
        <Checkbox
          label={intl.formatMessage(SIGN_LABELS.consent)}
          name="consent"
          checked={consent}
          onChange={(e) => setConsent(e.currentTarget.checked)}
          error={fieldErrors.errors.consent}
        />
        <TextInput
          label={intl.formatMessage(m.typedName)}
          description={intl.formatMessage(m.typedNameHint)}
          name="typed_name"
          required
          autoComplete="name"
          value={typedName}
          onChange={(e) => setTypedName(e.currentTarget.value)}
          error={fieldErrors.errors.typed_name}
          maxLength={200}
          styles={{ input: { fontFamily: 'Georgia, "Times New Roman", serif', fontStyle: 'italic', fontSize: 18 } }}
        />
        {sign.isError && !isFieldRefusal ? (
          <Alert color="red" variant="light" role="alert">
            {describeError(sign.error, intl.formatMessage(m.failed), intl)}
          </Alert>
        ) : null}
        <Button type="submit" loading={sign.isPending} style={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage(m.submit)}
        </Button>
        <Text size="xs" c="dimmed">
          {intl.formatMessage(m.recorded)}
        </Text>
      </Stack>
    </form>
  );
}
