import {
  BankAccountInputSchema,
  DigitalCheckEmailInputSchema,
  FIRM_MESSAGES,
  LawFirmResponseSchema,
  MessageSchema,
  UpdateFirmPaymentDetailsInputSchema,
} from '@parley/shared';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { firmActorOf } from '../../platform/auth.js';
import type { RouteContext } from '../../route-context.js';

const tags = ['direct deposit and payment details'];

/**
 * Firm administrators only, reading as well as changing (issue 5: no user-scope collector, other
 * firm or anonymous caller reads or changes any of it). Bank numbers are masked to the last four.
 */
export function firmSettingsRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const settings = services.firmSettings;
  const admin = guards.requireCollector({ admin: true });
  return async (app) => {
    app.get(
      '/collectors/api/get_law_firm',
      {
        preHandler: admin,
        schema: { tags, summary: "The firm's payout method and payment details; account numbers masked", response: { 200: LawFirmResponseSchema } },
      },
      async (req) => ({ law_firm: await settings.getLawFirm(firmActorOf(req).lawFirmId) }),
    );

    app.post(
      '/collectors/api/digital_check_email',
      {
        preHandler: admin,
        schema: {
          tags,
          summary: 'Set the email that digital checks are sent to (admin)',
          body: DigitalCheckEmailInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await settings.setDigitalCheckEmail(firmActorOf(req), req.body.email);
        return { message: FIRM_MESSAGES.emailSaved };
      },
    );

    app.post(
      '/collectors/api/bank_account',
      {
        preHandler: admin,
        schema: {
          tags,
          summary:
            'Connect the ACH payout account (admin). Routing number: 9 digits passing the ABA checksum; account number 4–17 digits. Replaces any active account.',
          body: BankAccountInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await settings.connectBankAccount(firmActorOf(req), req.body);
        return { message: FIRM_MESSAGES.bankSaved };
      },
    );

    app.post(
      '/collectors/api/remove_bank_account',
      { preHandler: admin, schema: { tags, summary: 'Remove the ACH account (admin); payouts revert to digital checks', response: { 200: MessageSchema } } },
      async (req) => {
        await settings.removeBankAccount(firmActorOf(req));
        return { message: FIRM_MESSAGES.bankRemoved };
      },
    );

    app.post(
      '/collectors/api/update_firm_payment_details',
      {
        preHandler: admin,
        schema: {
          tags,
          summary: "Update the firm's payee and mailing address (admin)",
          body: UpdateFirmPaymentDetailsInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await settings.updatePaymentDetails(firmActorOf(req), req.body.law_firm);
        return { message: FIRM_MESSAGES.detailsSaved };
      },
    );
  };
}
