import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { tokenizeSandboxCard } from '../../../api/consumer/payments/sandbox';
import { describeError } from '../../../api/errors';
import { autopayText, paymentMessages } from '../payment-messages';
import type { CardFormProps } from './card-form-props';

const m = {
  checkFailed: { id: 'pay.card.checkFailed', defaultMessage: 'We could not check this card. Please try again.' },
  number: { id: 'pay.card.number', defaultMessage: 'Card number' },
  expiry: { id: 'pay.card.expiry', defaultMessage: 'Expiry (MM / YY)' },
  expiryPlaceholder: { id: 'pay.card.expiryPlaceholder', defaultMessage: 'MM / YY' },
  cvc: { id: 'pay.card.cvc', defaultMessage: 'CVC' },
  zip: { id: 'pay.card.zip', defaultMessage: 'ZIP' },
  sandboxNote: {
    id: 'pay.card.sandboxNote',
    defaultMessage: 'Sandbox mode: no real card is charged. Use 4242 4242 4242 4242 with any future date; 4000 0000 0000 0341 saves but its payments decline.',
  },
} satisfies Record<string, MessageDescriptor>;

const digitsOf = (value: string) => value.replace(/\D/g, '');
/** 4242424242424242 → "4242 4242 4242 4242" as the consumer types. */
const groupCardNumber = (value: string) =>
  digitsOf(value)
    .slice(0, 19)
    .replace(/(\d{4})(?=\d)/g, '$1 ');
const formatExpiry = (value: string) => {
  const d = digitsOf(value).slice(0, 4);
  return d.length > 2 ? `${d.slice(0, 2)} / ${d.slice(2)}` : d;
};

/**
 * The sandbox's card form (the default offline): the card goes to the sandbox provider, which
 * answers with a token as Stripe Elements would; Parley's own API only ever sees the token.
 */
export function SandboxCardForm({ submitLabel, onPaymentMethod, isPending, error }: CardFormProps) {
  const [number, setNumber] = useState('');
  const [expiry, setExpiry] = useState('');
  const [cvc, setCvc] = useState('');
  const [postal, setPostal] = useState('');
  const intl = useIntl();
  const [problem, setProblem] = useState<string | null>(null);
  const [tokenizing, setTokenizing] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const exp = digitsOf(expiry);
    // Consumer spec 5 "Card form": an incomplete card says so before anything is sent.
    if (digitsOf(number).length < 13 || exp.length !== 4 || !/^\d{3,4}$/.test(cvc) || digitsOf(postal).length < 5) {
      setProblem(intl.formatMessage(autopayText.cardIncomplete));
      return;
    }
    setProblem(null);
    setTokenizing(true);
    try {
      const token = await tokenizeSandboxCard({ number, exp_month: Number(exp.slice(0, 2)), exp_year: 2000 + Number(exp.slice(2)), cvc, postal_code: postal });
      await onPaymentMethod(token.id);
    } catch (err) {
      setProblem(describeError(err, intl.formatMessage(m.checkFailed)));
    } finally {
      setTokenizing(false);
    }
  }

  const shown = problem ?? (error ? describeError(error, intl.formatMessage(paymentMessages.setupFailed)) : null);
  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage(paymentMessages.cardDetails)}>
      <Stack gap="sm" maw={460}>
        <TextInput
          label={intl.formatMessage(m.number)}
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={number}
          onChange={(e) => setNumber(groupCardNumber(e.currentTarget.value))}
        />
        <Group grow gap="sm" align="flex-start">
          <TextInput
            label={intl.formatMessage(m.expiry)}
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder={intl.formatMessage(m.expiryPlaceholder)}
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.currentTarget.value))}
          />
          <TextInput
            label={intl.formatMessage(m.cvc)}
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            onChange={(e) => setCvc(digitsOf(e.currentTarget.value).slice(0, 4))}
          />
          <TextInput
            label={intl.formatMessage(m.zip)}
            inputMode="numeric"
            autoComplete="postal-code"
            placeholder="78701"
            value={postal}
            onChange={(e) => setPostal(digitsOf(e.currentTarget.value).slice(0, 5))}
          />
        </Group>
        {shown ? (
          <Alert color="red" variant="light" role="alert">
            {shown}
          </Alert>
        ) : null}
        <Button type="submit" loading={tokenizing || isPending} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
        <Text size="xs" c="dimmed">
          <FormattedMessage {...m.sandboxNote} />
        </Text>
      </Stack>
    </form>
  );
}
