import { Alert, Button, Group, Stack, Text, TextInput } from '@mantine/core';
import { AUTOPAY_MESSAGES } from '@parley/shared';
import { useState } from 'react';
import { tokenizeSandboxCard } from '../../../api/consumer/payments/sandbox';
import { describeError } from '../../../api/errors';
import type { CardFormProps } from './card-form';

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
  const [problem, setProblem] = useState<string | null>(null);
  const [tokenizing, setTokenizing] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const exp = digitsOf(expiry);
    // Consumer spec 5 "Card form": an incomplete card says so before anything is sent.
    if (digitsOf(number).length < 13 || exp.length !== 4 || !/^\d{3,4}$/.test(cvc) || digitsOf(postal).length < 5) {
      setProblem(AUTOPAY_MESSAGES.cardIncomplete);
      return;
    }
    setProblem(null);
    setTokenizing(true);
    try {
      const token = await tokenizeSandboxCard({ number, exp_month: Number(exp.slice(0, 2)), exp_year: 2000 + Number(exp.slice(2)), cvc, postal_code: postal });
      await onPaymentMethod(token.id);
    } catch (err) {
      setProblem(describeError(err, 'We could not check this card. Please try again.'));
    } finally {
      setTokenizing(false);
    }
  }

  const shown = problem ?? (error ? describeError(error, 'We could not set up autopay. Please try again.') : null);
  return (
    <form onSubmit={submit} noValidate aria-label="Card details">
      <Stack gap="sm" maw={460}>
        <TextInput
          label="Card number"
          inputMode="numeric"
          autoComplete="cc-number"
          placeholder="1234 1234 1234 1234"
          value={number}
          onChange={(e) => setNumber(groupCardNumber(e.currentTarget.value))}
        />
        <Group grow gap="sm" align="flex-start">
          <TextInput
            label="Expiry (MM / YY)"
            inputMode="numeric"
            autoComplete="cc-exp"
            placeholder="MM / YY"
            value={expiry}
            onChange={(e) => setExpiry(formatExpiry(e.currentTarget.value))}
          />
          <TextInput
            label="CVC"
            inputMode="numeric"
            autoComplete="cc-csc"
            placeholder="123"
            value={cvc}
            onChange={(e) => setCvc(digitsOf(e.currentTarget.value).slice(0, 4))}
          />
          <TextInput
            label="ZIP"
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
          Sandbox mode: no real card is charged. Use 4242 4242 4242 4242 with any future date; 4000 0000 0000 0341 saves but its payments decline.
        </Text>
      </Stack>
    </form>
  );
}
