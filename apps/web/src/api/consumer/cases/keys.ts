import { consumerKeys } from '../keys';

export const casesKeys = {
  all: [...consumerKeys.all, 'settlement-cases'] as const,
  detail: (id: number) => [...casesKeys.all, 'detail', id] as const,
  offerLadder: (id: number) => [...casesKeys.all, 'offer-ladder', id] as const,
  /** Under `all`, so a live change to the case (a dispute verified) refetches it too. */
  validationNotice: (id: number) => [...casesKeys.all, 'validation-notice', id] as const,
  lawFirms: (query: string) => [...consumerKeys.all, 'law-firms', query] as const,
};
