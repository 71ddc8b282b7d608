/** What every card form takes: the sandbox's and Stripe's (card-form.tsx picks one). */
export type CardFormProps = {
  submitLabel: string;
  /** Called with the provider's token for the card (a payment method id). */
  onPaymentMethod: (paymentMethodId: string) => Promise<unknown>;
  isPending: boolean;
  error: unknown;
};
