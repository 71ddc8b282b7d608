import { Alert, Box, Button, Stack } from '@mantine/core';
import { CardElement, Elements, useElements, useStripe } from '@stripe/react-stripe-js';
import type { Stripe } from '@stripe/stripe-js';
// The pure entry loads Stripe.js only when loadStripe is called, not as a side effect of importing it.
import { loadStripe } from '@stripe/stripe-js/pure';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { startCardSetup } from '../../../api/consumer/payments/card-setup';
import { describeError } from '../../../api/errors';
import { autopayText, paymentMessages } from '../payment-messages';
import type { CardFormProps } from './card-form-props';

const stripes = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let promise = stripes.get(key);
  if (!promise) {
    promise = loadStripe(key);
    stripes.set(key, promise);
  }
  return promise;
};

/** Stripe Elements, when Stripe's keys are configured: the card goes to Stripe, Parley gets its token. */
export default function StripeCardForm(props: CardFormProps & { publishableKey: string }) {
  // Stripe writes its own field hints and card errors in the page's language.
  const locale = useIntl().locale.startsWith('es') ? 'es' : 'en';
  return (
    <Elements stripe={stripeFor(props.publishableKey)} options={{ locale }}>
      <StripeCard {...props} />
    </Elements>
  );
}

function StripeCard({ submitLabel, onPaymentMethod, isPending, error }: CardFormProps) {
  const intl = useIntl();
  const incomplete = intl.formatMessage(autopayText.cardIncomplete);
  const stripe = useStripe();
  const elements = useElements();
  const [complete, setComplete] = useState(false);
  const [problem, setProblem] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    const card = elements?.getElement(CardElement);
    if (!stripe || !card) return;
    if (!complete) {
      setProblem(incomplete);
      return;
    }
    setBusy(true);
    // The card is saved to the consumer's own Stripe customer through a SetupIntent the server
    // made for them: the server accepts only a card saved that way (a bare token is not enough).
    let result: Awaited<ReturnType<Stripe['confirmCardSetup']>>;
    try {
      const clientSecret = await startCardSetup();
      if (!clientSecret) throw new Error(incomplete);
      result = await stripe.confirmCardSetup(clientSecret, { payment_method: { card } });
    } catch (err) {
      setBusy(false);
      setProblem(describeError(err, intl.formatMessage(paymentMessages.setupFailed)));
      return;
    }
    setBusy(false);
    const paymentMethod = result.setupIntent?.payment_method;
    if (result.error || !paymentMethod) {
      setProblem(result.error?.message ?? incomplete);
      return;
    }
    setProblem(null);
    await onPaymentMethod(typeof paymentMethod === 'string' ? paymentMethod : paymentMethod.id);
  }

  const shown = problem ?? (error ? describeError(error, intl.formatMessage(paymentMessages.setupFailed)) : null);
  return (
    <form onSubmit={submit} noValidate aria-label={intl.formatMessage(paymentMessages.cardDetails)}>
      <Stack gap="sm" maw={460}>
        <Box p="sm" style={{ border: '1px solid var(--mantine-color-gray-4)', borderRadius: 8 }}>
          <CardElement options={{ hidePostalCode: false }} onChange={(e) => setComplete(e.complete)} />
        </Box>
        {shown ? (
          <Alert color="red" variant="light" role="alert">
            {shown}
          </Alert>
        ) : null}
        <Button type="submit" loading={busy || isPending} disabled={!stripe} style={{ alignSelf: 'flex-start' }}>
          {submitLabel}
        </Button>
      </Stack>
    </form>
  );
}
