import { BankConnectionResponseSchema, FinancialReportSchema, LinkTokenResponseSchema, PublicTokenResponseSchema } from '@parley/shared';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { homeKeys } from './keys';

export async function createLinkToken() {
  return LinkTokenResponseSchema.parse(await apiFetch('POST', '/api/v1/bank/link_token'));
}

/** Consent given and a bank chosen: the public token (sandbox Link), exchanged at once for a connection. */
export async function connectSandboxBank(input: { linkToken: string; institutionId: string }) {
  const { public_token } = PublicTokenResponseSchema.parse(
    await apiFetch('POST', '/api/v1/bank/sandbox/public_token', { link_token: input.linkToken, institution_id: input.institutionId, consent: true }),
  );
  return BankConnectionResponseSchema.parse(await apiFetch('POST', '/api/v1/bank/connections', { public_token }));
}

export function useLinkToken() {
  return useMutation({ mutationFn: createLinkToken });
}

export function useConnectBank() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: connectSandboxBank,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: homeKeys.financialReport() }),
  });
}

export async function getFinancialReport() {
  return FinancialReportSchema.parse(await apiFetch('GET', '/api/v1/financial_report'));
}
export const financialReportQuery = () => queryOptions({ queryKey: homeKeys.financialReport(), queryFn: getFinancialReport });
export const useFinancialReport = (enabled: boolean) => useQuery({ ...financialReportQuery(), enabled });
