import {
  BankAccountInputSchema,
  DigitalCheckEmailInputSchema,
  FIRM_MESSAGES,
  LawFirmResponseSchema,
  MessageSchema,
  RemoveBankAccountInputSchema,
  RequestPayoutChangeInputSchema,
  UpdateFirmPaymentDetailsInputSchema,
} from '@parley/shared';
import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { asGuard, auditActorOf, firmActorOf, sessionOf } from '../../platform/auth.js';
import { AppError } from '../../platform/errors.js';
import type { RouteContext } from '../../route-context.js';
import { mfaRefusal } from '../mfa/mfa.service.js';

const tags = ['direct deposit and payment details'];

/**
 * Collector spec 6: every user of the firm sees Direct Deposit and uses Payment Details. Where the
 * payouts go (the ACH account, the digital check email) only an administrator changes, with a fresh
 * two-step check; staff ask the administrators instead. No other firm or anonymous caller reads or
 * changes any of it. Bank numbers are masked to the last four.
 */
export function firmSettingsRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const settings = services.firmSettings;
  const staff = guards.requireCollector();
  const admin = guards.requireCollector({ admin: true });

  /**
   * Only an administrator with two-step verification on changes where payouts go: a guard, so an
   * administrator without it is refused (403) whatever the body holds, before the body is checked.
   */
  const requirePayoutMfa = asGuard(async function requirePayoutMfa(req: FastifyRequest): Promise<void> {
    if (!sessionOf(req).user.totpEnabledAt) throw new AppError('FORBIDDEN', FIRM_MESSAGES.payoutNeedsMfa);
  });
  const payoutAdmin = [admin, requirePayoutMfa];

  /** The fresh two-step check a payout change needs: a current authenticator code or an unused recovery code. */
  async function confirmPayoutChange(req: FastifyRequest, code: string): Promise<void> {
    const { user } = sessionOf(req);
    const check = await services.mfa.verify(user, code);
    if (check !== 'accepted') {
      const message = mfaRefusal(check, FIRM_MESSAGES.payoutCodeInvalid);
      throw new AppError('VALIDATION_FAILED', message, { mfa_code: message });
    }
  }

  return async (app) => {
    app.get(
      '/collectors/api/get_law_firm',
      {
        preHandler: staff,
        schema: { tags, summary: "The firm's payout method and payment details; account numbers masked", response: { 200: LawFirmResponseSchema } },
      },
      async (req) => {
        const lawFirm = await settings.getLawFirm(firmActorOf(req).lawFirmId);
        if (lawFirm.bank_account && lawFirm.bank_id) {
          await services.audit.recordView(sessionOf(req).sessionId, {
            ...auditActorOf(req),
            action: 'view.payout_bank_account',
            target: { type: 'bank_account', id: lawFirm.bank_id },
          });
        }
        return { law_firm: lawFirm };
      },
    );

    app.post(
      '/collectors/api/digital_check_email',
      {
        preHandler: payoutAdmin,
        schema: {
          tags,
          summary: 'Set the email that digital checks are sent to (admin, with a current two-step code in mfa_code)',
          body: DigitalCheckEmailInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await confirmPayoutChange(req, req.body.mfa_code);
        await settings.setDigitalCheckEmail(firmActorOf(req), req.body.email);
        return { message: FIRM_MESSAGES.emailSaved };
      },
    );

    app.post(
      '/collectors/api/bank_account',
      {
        preHandler: payoutAdmin,
        schema: {
          tags,
          summary:
            'Connect the ACH payout account (admin, with a current two-step code in mfa_code). Routing number: 9 digits passing the ABA checksum; account number 4–17 digits. Replaces any active account.',
          body: BankAccountInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await confirmPayoutChange(req, req.body.mfa_code);
        await settings.connectBankAccount(firmActorOf(req), req.body);
        return { message: FIRM_MESSAGES.bankSaved };
      },
    );

    app.post(
      '/collectors/api/remove_bank_account',
      {
        preHandler: payoutAdmin,
        schema: {
          tags,
          summary: 'Remove the ACH account (admin, with a current two-step code in mfa_code); payouts revert to digital checks',
          body: RemoveBankAccountInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await confirmPayoutChange(req, req.body.mfa_code);
        await settings.removeBankAccount(firmActorOf(req));
        return { message: FIRM_MESSAGES.bankRemoved };
      },
    );

    app.post(
      '/collectors/api/update_firm_payment_details',
      {
        preHandler: staff,
        schema: {
          tags,
          summary: "Update the firm's payee and mailing address (any user of the firm; the administrators are emailed when staff change it)",
          body: UpdateFirmPaymentDetailsInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await settings.updatePaymentDetails(firmActorOf(req), req.body.law_firm, sessionOf(req).user.lawFirmScope === 'admin');
        return { message: FIRM_MESSAGES.detailsSaved };
      },
    );

    app.post(
      '/collectors/api/request_payout_change',
      {
        preHandler: staff,
        schema: {
          tags,
          summary: "Ask the firm's administrators to change where payouts go (emails them; at most one request per user every 10 minutes)",
          body: RequestPayoutChangeInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        const { user } = sessionOf(req);
        await settings.requestPayoutChange(firmActorOf(req), { requester: user.email ?? 'A user of your firm', note: req.body.note });
        return { message: FIRM_MESSAGES.payoutChangeRequested };
      },
    );
  };
}
