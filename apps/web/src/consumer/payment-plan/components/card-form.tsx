import { Loader } from '@mantine/core';
import { lazy, Suspense } from 'react';
import { useIntl } from 'react-intl';
import { usePaymentsConfig } from '../../../api/consumer/payments/payments-config';
import { paymentMessages } from '../payment-messages';
import type { CardFormProps } from './card-form-props';
import { SandboxCardForm } from './sandbox-card-form';

// Stripe's script loads only when Stripe is configured: the sandbox needs no network.
const StripeCardForm = lazy(() => import('./stripe-card-form'));

/** Consumer spec 5 "Card form": Stripe Elements when Stripe is configured, else the sandbox's card form. */
export function CardForm(props: CardFormProps) {
  const intl = useIntl();
  const config = usePaymentsConfig();
  const loading = intl.formatMessage(paymentMessages.loadingCardForm);
  if (config.isPending) return <Loader size="sm" aria-label={loading} />;
  if (config.data?.provider === 'stripe' && config.data.publishable_key) {
    return (
      <Suspense fallback={<Loader size="sm" aria-label={loading} />}>
        <StripeCardForm {...props} publishableKey={config.data.publishable_key} />
      </Suspense>
    );
  }
  return <SandboxCardForm {...props} />;
}
