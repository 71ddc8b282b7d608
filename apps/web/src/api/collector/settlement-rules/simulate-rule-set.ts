import { type SettlementRuleInput, SimulationResultSchema } from '@parley/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../client';

export type SimulationResult = ReturnType<typeof SimulationResultSchema.parse>;

/** Runs a draft rule set over the firm's open offers and history; nothing is saved. */
export async function simulateRuleSet(rules: SettlementRuleInput[]): Promise<SimulationResult> {
  return SimulationResultSchema.parse(await apiFetch('POST', '/collectors/api/settlement_rules/simulate', { rules }));
}

export const useSimulateRuleSet = () => useMutation({ mutationFn: simulateRuleSet });
