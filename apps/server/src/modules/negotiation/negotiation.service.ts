import { consumerMoves } from './negotiation.consumer-moves.js';
import { createNegotiationContext, type NegotiationDeps } from './negotiation.context.js';
import { firmMoves } from './negotiation.firm-moves.js';

export { type AutomationMark, type CounterofferResult, draftOf, type FirmNotifier } from './negotiation.context.js';
/** Read by other modules: this module's queries are its own, and this is the door to them. */
export { findLatestFirmOffers } from './negotiation.queries.js';

/** The negotiation of a case, both sides' moves (negotiation.firm-moves.ts, negotiation.consumer-moves.ts) on one shared context. */
export function createNegotiationService(deps: NegotiationDeps) {
  const ctx = createNegotiationContext(deps);
  return { ...firmMoves(ctx), ...consumerMoves(ctx) };
}

export type NegotiationService = ReturnType<typeof createNegotiationService>;
