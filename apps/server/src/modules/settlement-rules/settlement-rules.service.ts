import {
  accountFactSource,
  type CounterofferOffer,
  currentActionOf,
  describePhases,
  evaluateOffer,
  formatCents,
  mayRulesActAlone,
  NEGOTIATION_MESSAGES,
  type RuleDecision,
  type RuleOffer,
  type RuleSet,
  type SaveRuleSetInputSchema,
  type SettlementRule,
  type SimulationItem,
  simulateRules,
} from '@parley/shared';
import type { FastifyBaseLogger } from 'fastify';
import type { z } from 'zod';
import type { Database } from '../../db/client.js';
import { settlementRuleAnswers, settlementRuleSets } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { findAccountFacts } from '../accounts/account-facts.js';
import type { Viewer } from '../accounts/viewer.js';
import { loadAutomationComplianceContext } from '../chat/compliance/account-context.js';
import { scanMessage } from '../chat/compliance/scanner.js';
import type { AutomationMark, NegotiationService } from '../negotiation/negotiation.service.js';
import { findCounterHistory, findFirmOffers, findLatestConsumerOfferOf, findRuleSet } from './settlement-rules.queries.js';

type Actor = { userId: number; lawFirmId: number; ip: string; isAdmin: boolean };
type Offer = { totalAmountCents: number; payments: number; firstPaymentDate: string | null; phases: RuleOffer['phases'] };

export const ruleOfferOf = (o: Offer): RuleOffer => ({
  total_amount_cents: o.totalAmountCents,
  payments: o.payments,
  first_payment_date: o.firstPaymentDate,
  phases: o.phases,
});

/** A plan of the rules as the counteroffer form sends it (total in cents; equal payments, no tiers typed). */
const counterofferOf = (p: RuleOffer): CounterofferOffer => ({
  total_amount: p.total_amount_cents,
  first_payment_date: p.first_payment_date,
  phases: [],
  payments: p.payments,
});

/** The words the consumer receives from an automatic answer, as the compliance scanner reads them. */
function answerText(decision: RuleDecision, offer: RuleOffer): string {
  if (decision.decision === 'accept') return `We accept your offer of ${formatCents(offer.total_amount_cents)}. ${NEGOTIATION_MESSAGES.acceptDisclosure}.`;
  const plans = decision.counteroffers.map((p, i) => `Offer ${i + 1}: ${formatCents(p.total_amount_cents)} as ${describePhases(p.phases)}.`);
  return `We can settle this account on these terms. ${plans.join(' ')} ${NEGOTIATION_MESSAGES.counterDisclosure}.`;
}

/**
 * A firm's settlement rules (issue 23): kept per firm, run as a suggestion or by themselves, and
 * simulated. Every decision is `evaluateOffer` (packages/shared); every answer goes through the
 * negotiation service, as a collector's would.
 */
export function createSettlementRulesService(deps: { db: Database; clock: Clock; audit: Audit; negotiation: NegotiationService; log: FastifyBaseLogger }) {
  const { db, clock, audit, negotiation, log } = deps;

  /** Answers the latest consumer offer of a case by the firm's automatic rules; false when it left it. */
  async function answerAutomatically(documentId: number): Promise<boolean> {
    const latest = await findLatestConsumerOfferOf(db, documentId);
    const lawFirmId = latest?.doc.lawFirmId;
    if (!latest || lawFirmId == null) return false;
    const { doc, offer } = latest;
    if (currentActionOf(doc) !== 'accept_or_counteroffer') return false;
    const set = await findRuleSet(db, lawFirmId);
    if (set?.mode !== 'automatic' || set.updatedByUserId === null) return false;
    const now = clock.now();
    const ruleOffer = ruleOfferOf(offer);
    const decision = evaluateOffer(set.rules, ruleOffer, { balance_cents: doc.lawsuitAmountCents, plaintiff_name: doc.plaintiffName }, now);
    if (decision.decision === 'leave' || decision.rule_name === null) return false;
    // Issue 33: the balance and creditor the rule read must be the firm's (imported, or confirmed by
    // staff). On facts only the consumer typed ("my balance is $100", "it's Friendly Bank") the rules
    // suggest, and a person answers.
    const facts = await findAccountFacts(db, doc);
    const basis = { decision: decision.decision, rule: decision.rule_name, reason: decision.reason, facts };
    if (!mayRulesActAlone(facts.source)) {
      await audit.record({
        action: 'settlement_rules.suggested_only',
        realm: 'collector',
        lawFirmId,
        details: { customer_document_id: documentId, offer_id: offer.id, ...basis },
      });
      return false;
    }
    // Every automated message passes the compliance scanner, as a collector's chat message does.
    const scan = scanMessage(answerText(decision, ruleOffer), await loadAutomationComplianceContext(db, documentId, now));
    if (scan.isBlocked) {
      await audit.record({
        action: 'settlement_rules.blocked',
        realm: 'collector',
        details: { customer_document_id: documentId, offer_id: offer.id, rules: scan.findings.map((f) => f.rule) },
      });
      return false;
    }
    const ruleName = decision.rule_name;
    const mark: AutomationMark = async (tx, locked, eventId) => {
      // The offer the rules read must still be the one waiting: a newer one is answered on its own;
      // and the facts they read must still be the account's.
      if (locked.latestOfferId !== offer.id) throw new AppError('CONFLICT', NEGOTIATION_MESSAGES.stale);
      if (locked.lawsuitAmountCents !== facts.balance_cents || locked.plaintiffName !== facts.plaintiff_name) {
        throw new AppError('CONFLICT', NEGOTIATION_MESSAGES.stale);
      }
      const inserted = await tx
        .insert(settlementRuleAnswers)
        .values({
          offerId: offer.id,
          customerDocumentId: documentId,
          eventId,
          decision: decision.decision as 'accept' | 'counter',
          ruleName,
          reason: decision.reason,
          createdAt: now,
        })
        .onConflictDoNothing()
        .returning({ offerId: settlementRuleAnswers.offerId });
      if (inserted.length === 0) throw new AppError('CONFLICT', NEGOTIATION_MESSAGES.stale);
      // Which facts the answer rested on, and who supplied them.
      await audit.record(
        {
          action: 'settlement_rules.answered',
          actorUserId: set.updatedByUserId,
          realm: 'collector',
          lawFirmId,
          details: { customer_document_id: documentId, offer_id: offer.id, event_id: eventId, ...basis },
        },
        tx,
      );
    };
    // The firm acts through the administrator who turned the rules on (audit log), as staff would.
    const viewer: Viewer = { scope: { lawFirmId }, canWrite: true, userId: set.updatedByUserId, lawFirmId, ip: 'settlement-rules' };
    try {
      if (decision.decision === 'accept') await negotiation.acceptOffer(viewer, documentId, [], mark);
      else {
        const result = await negotiation.counteroffer(viewer, documentId, decision.counteroffers.map(counterofferOf), [], mark);
        if (!result.ok) throw new Error(`settlement rule "${ruleName}" wrote an invalid counteroffer: ${result.errors.join(', ')}`);
      }
      return true;
    } catch (error) {
      // A collector answered first (or the offer moved on): their answer stands.
      if (error instanceof AppError && (error.code === 'CONFLICT' || error.code === 'RULE_VIOLATED')) return false;
      throw error;
    }
  }

  return {
    async getRuleSet(actor: Actor): Promise<RuleSet> {
      const set = await findRuleSet(db, actor.lawFirmId);
      return {
        mode: set?.mode ?? 'off',
        rules: set?.rules ?? [],
        updated_at: set?.updatedAt.toISOString() ?? null,
        can_edit: actor.isAdmin,
      };
    },

    async saveRuleSet(actor: Actor, input: z.output<typeof SaveRuleSetInputSchema>): Promise<RuleSet> {
      const values = { mode: input.mode, rules: input.rules, updatedByUserId: actor.userId, updatedAt: clock.now() };
      await db.transaction(async (tx) => {
        await tx
          .insert(settlementRuleSets)
          .values({ lawFirmId: actor.lawFirmId, ...values })
          .onConflictDoUpdate({ target: settlementRuleSets.lawFirmId, set: values });
        await audit.record(
          {
            action: 'settlement_rules.saved',
            actorUserId: actor.userId,
            realm: 'collector',
            ip: actor.ip,
            details: { mode: input.mode, rules: input.rules.length },
          },
          tx,
        );
      });
      return this.getRuleSet(actor);
    },

    /**
     * Runs a draft rule set over the firm's offers: those waiting now, answered as of now, and every
     * earlier consumer offer, answered as of the day it was made.
     */
    async simulate(lawFirmId: number, rules: SettlementRule[]) {
      const now = clock.now();
      const [rows, counters] = await Promise.all([findFirmOffers(db, lawFirmId), findCounterHistory(db, lawFirmId, now)]);
      const items: SimulationItem[] = rows.map((r) => {
        const account = { balance_cents: r.balanceCents, plaintiff_name: r.plaintiffName };
        return {
          kind: r.isOpen ? 'open' : 'history',
          offer: ruleOfferOf(r.offer),
          account,
          today: r.isOpen ? now : r.offer.createdAt,
          settled_cents: r.settledCents,
          facts_source: accountFactSource(r.confirmation, account),
        };
      });
      return simulateRules(rules, items, counters);
    },

    /** The rules' answer to an account's waiting offer, for the dialog; null when off or nothing waits. */
    async suggestion(viewer: Viewer, documentId: number) {
      const doc = await negotiation.readableDocument(viewer, documentId);
      if (doc.lawFirmId === null || currentActionOf(doc) !== 'accept_or_counteroffer') return null;
      const set = await findRuleSet(db, doc.lawFirmId);
      if (!set || set.mode === 'off') return null;
      const latest = await findLatestConsumerOfferOf(db, documentId);
      if (!latest) return null;
      const decision = evaluateOffer(
        set.rules,
        ruleOfferOf(latest.offer),
        { balance_cents: doc.lawsuitAmountCents, plaintiff_name: doc.plaintiffName },
        clock.now(),
      );
      const facts = await findAccountFacts(db, doc);
      return { decision: decision.decision, rule_name: decision.rule_name, reason: decision.reason, counteroffers: decision.counteroffers, facts };
    },

    /** After each consumer offer: answers it when the firm's rules are automatic. Never throws to the consumer. */
    /** After each committed consumer offer: the firm's rules answer, if the firm runs them automatically (most firms read one row and stop). */
    async afterConsumerOffer(documentId: number, lawFirmId: number): Promise<void> {
      try {
        const set = await findRuleSet(db, lawFirmId);
        if (set?.mode !== 'automatic' || set.updatedByUserId === null) return;
        await answerAutomatically(documentId);
      } catch (error) {
        log.error({ err: error, customer_document_id: documentId }, 'settlement rules could not answer the offer');
      }
    },

    answerAutomatically,
  };
}

export type SettlementRulesService = ReturnType<typeof createSettlementRulesService>;
