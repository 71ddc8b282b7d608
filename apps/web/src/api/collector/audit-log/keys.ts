import type { AuditLogQuery } from '@parley/shared';
import { collectorKeys } from '../keys';

/** Query keys of the Audit log page. */
export const auditLogKeys = {
  all: [...collectorKeys.all, 'audit-log'] as const,
  list: (filters: AuditLogFilters) => [...auditLogKeys.all, 'list', filters] as const,
};

export type AuditLogFilters = Partial<Omit<AuditLogQuery, 'page'>> & { page: number };

/** The query string both the list and its CSV take. */
export function auditLogSearch(filters: AuditLogFilters, { withPage = true } = {}): string {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(filters)) {
    if (value === undefined || value === null || value === '') continue;
    if (key === 'page' && (!withPage || value === 1)) continue;
    params.set(key, String(value));
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}
