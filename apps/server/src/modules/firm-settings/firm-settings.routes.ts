import {
  BankAccountInputSchema,
  CancelPayoutChangeInputSchema,
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
import type { PayoutChangeOutcome } from './payout-change.js';

const tags = ['direct deposit and payment details'];

/**
 * Collector spec 6: every user of the firm sees Direct Deposit and uses Payment Details. Where the
 * payouts go (the ACH account, the digital check email) a user with two-step verification changes,
 * with a fresh code: an administrator's change applies at once, anyone else's after a cooling-off
 * period the administrators (emailed at once) can cancel it in (issue 38.5). Users without two-step
 * verification ask the administrators. No other firm or anonymous caller reads or changes any of it.
 * Bank numbers are masked to the last four.
 */
export function firmSettingsRoutes({ services, guards }: RouteContext): FastifyPluginAsyncZod {
  const settings = services.firmSettings;
  const staff = guards.requireCollector();
  // The on-call administrator belongs to no firm: refused by the guard, before the body is read.
  const firmUser = guards.requireCollector({ allowOnCall: false });

  /**
   * Only a user with two-step verification on changes where payouts go: a guard, so a user without
   * it is refused (403) whatever the body holds, before the body is checked.
   */
  const mayChangePayout = (req: FastifyRequest) => sessionOf(req).user.totpEnabledAt !== null;
  const requirePayoutMfa = asGuard(async function requirePayoutMfa(req: FastifyRequest): Promise<void> {
    const { user } = sessionOf(req);
    if (!mayChangePayout(req))
      throw new AppError('FORBIDDEN', user.lawFirmScope === 'admin' ? FIRM_MESSAGES.payoutNeedsMfa : FIRM_MESSAGES.payoutStaffNeedsMfa);
  });
  const payoutChanger = [firmUser, requirePayoutMfa];
  const payoutActorOf = (req: FastifyRequest) => ({ ...firmActorOf(req), isAdmin: sessionOf(req).user.lawFirmScope === 'admin' });
  /** The answer to a payout change: the route's own message once applied, else when it takes effect. */
  const answer = (outcome: PayoutChangeOutcome, appliedMessage: string) => ({
    message: outcome.applied ? appliedMessage : FIRM_MESSAGES.payoutChangeScheduled,
  });

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
        const lawFirm = await settings.getLawFirm({ ...payoutActorOf(req), mayChangePayout: mayChangePayout(req) });
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
        preHandler: payoutChanger,
        schema: {
          tags,
          summary:
            'Set the email that digital checks are sent to, with a current two-step code in mfa_code (an administrator: at once; another user: after the cooling-off period)',
          body: DigitalCheckEmailInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await confirmPayoutChange(req, req.body.mfa_code);
        return answer(await settings.changePayout(payoutActorOf(req), { kind: 'digital_check_email', email: req.body.email }), FIRM_MESSAGES.emailSaved);
      },
    );

    app.post(
      '/collectors/api/bank_account',
      {
        preHandler: payoutChanger,
        schema: {
          tags,
          summary:
            'Connect the ACH payout account, with a current two-step code in mfa_code (an administrator: at once; another user: after the cooling-off period). Routing number: 9 digits passing the ABA checksum; account number 4–17 digits. Replaces any active account.',
          body: BankAccountInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await confirmPayoutChange(req, req.body.mfa_code);
        return answer(await settings.changePayout(payoutActorOf(req), { kind: 'bank_account', input: req.body }), FIRM_MESSAGES.bankSaved);
      },
    );

    app.post(
      '/collectors/api/remove_bank_account',
      {
        preHandler: payoutChanger,
        schema: {
          tags,
          summary:
            'Remove the ACH account, with a current two-step code in mfa_code (an administrator: at once; another user: after the cooling-off period); payouts revert to digital checks',
          body: RemoveBankAccountInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await confirmPayoutChange(req, req.body.mfa_code);
        return answer(await settings.changePayout(payoutActorOf(req), { kind: 'remove_bank_account' }), FIRM_MESSAGES.bankRemoved);
      },
    );

    app.post(
      '/collectors/api/cancel_payout_change',
      {
        preHandler: payoutChanger,
        schema: {
          tags,
          summary:
            "Cancel the firm's pending payout change, with a current two-step code in mfa_code (an administrator: any; another user: their own). 409 once it has taken effect or was cancelled",
          body: CancelPayoutChangeInputSchema,
          response: { 200: MessageSchema },
        },
      },
      async (req) => {
        await confirmPayoutChange(req, req.body.mfa_code);
        await settings.cancelPayoutChange(payoutActorOf(req), req.body.payout_change_id);
        return { message: FIRM_MESSAGES.payoutChangeCancelled };
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
