import { CONSUMER_WORDING, type SettlementCase } from '@parley/shared';

/** What a case's stage says to the consumer: the shared wording (lifecycle.ts), filled from the case. */
export function stageWording(c: SettlementCase) {
  const wording = CONSUMER_WORDING[c.stage];
  return {
    ...wording,
    text: wording.text({
      firmName: c.law_firm_name,
      firmOnParley: c.law_firm_on_parley,
      amountOwedCents: c.amount_owed_cents,
      firmOfferCount: c.firm_offers.length,
    }),
  };
}
