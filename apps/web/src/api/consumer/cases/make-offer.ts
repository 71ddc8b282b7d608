import type { ConsumerOfferInput } from '@parley/shared';
import { apiFetch } from '../../client';
import { useCaseMutation } from './use-case-mutation';

export const makeOffer = ({ caseId, offer }: { caseId: number; offer: ConsumerOfferInput }) =>
  apiFetch('POST', `/api/v1/settlement_cases/${caseId}/offers`, offer);
export const useMakeOffer = () => useCaseMutation(makeOffer);
