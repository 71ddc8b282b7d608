import { collectorKeys } from '../keys';

/** Query keys of the accounts page; a list is keyed by its canonical query string. */
export const accountsKeys = {
  all: [...collectorKeys.all, 'accounts'] as const,
  lists: () => [...accountsKeys.all, 'list'] as const,
  list: (queryString: string) => [...accountsKeys.lists(), queryString] as const,
  metrics: () => [...accountsKeys.all, 'metrics'] as const,
  filterValues: () => [...accountsKeys.all, 'filter-values'] as const,
  validationNotices: () => [...accountsKeys.all, 'validation-notice'] as const,
  validationNotice: (customerDocumentId: number) => [...accountsKeys.validationNotices(), customerDocumentId] as const,
  courtClosing: (customerDocumentId: number, latestEventAt: string | null) =>
    [...accountsKeys.all, 'court-closing', customerDocumentId, latestEventAt] as const,
};
