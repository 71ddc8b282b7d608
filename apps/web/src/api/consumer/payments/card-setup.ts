import { CardSetupSchema } from '@parley/shared';
import { apiFetch } from '../../client';

/**
 * Starts the card form for the signed-in consumer: with Stripe, a SetupIntent of their own
 * customer, so the card token it makes can be saved by them alone (null for the sandbox).
 */
export const startCardSetup = async () => CardSetupSchema.parse(await apiFetch('POST', '/api/v1/payments/card_setups')).client_secret;
