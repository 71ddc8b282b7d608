import { type AccountFacts, AccountFactsSchema } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiFetch } from '../../client';
import { settlementRulesKeys } from '../settlement-rules/keys';
import { accountsKeys } from './keys';

export interface ConfirmAccountFactsInput {
  customerDocumentId: number;
  balanceCents: number;
  plaintiffName: string;
}

const AnswerSchema = z.object({ account_facts: AccountFactsSchema });

/** A staff member vouches for the balance and creditor (issue 33): the firm's rules may then act alone. */
export async function confirmAccountFacts({ customerDocumentId, balanceCents, plaintiffName }: ConfirmAccountFactsInput): Promise<AccountFacts> {
  const body = await apiFetch('POST', '/collectors/api/confirm_account_facts', {
    customer_document_id: customerDocumentId,
    balance_cents: balanceCents,
    plaintiff_name: plaintiffName,
  });
  return AnswerSchema.parse(body).account_facts;
}

/** The list shows the confirmed facts (and a corrected balance); the rules' suggestion reads them too. */
export function useConfirmAccountFacts() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: confirmAccountFacts,
    onSettled: async () => {
      await Promise.all([
        queryClient.invalidateQueries({ queryKey: accountsKeys.lists() }),
        queryClient.invalidateQueries({ queryKey: [...settlementRulesKeys.all, 'suggestion'] }),
      ]);
    },
  });
}
