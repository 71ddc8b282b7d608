import { type AuditLogResponse, AuditLogResponseSchema } from '@parley/shared';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../client';
import { type AuditLogFilters, auditLogKeys, auditLogSearch } from './keys';

/** The firm's audit log, one page (firm administrators; the on-call administrator reads every firm). */
export async function getAuditLog(filters: AuditLogFilters): Promise<AuditLogResponse> {
  return AuditLogResponseSchema.parse(await apiFetch('GET', `/collectors/api/audit_log${auditLogSearch(filters)}`));
}

export const auditLogQueryOptions = (filters: AuditLogFilters) =>
  queryOptions({ queryKey: auditLogKeys.list(filters), queryFn: () => getAuditLog(filters), placeholderData: keepPreviousData });

export function useAuditLog(filters: AuditLogFilters, { isEnabled }: { isEnabled: boolean }) {
  return useQuery({ ...auditLogQueryOptions(filters), enabled: isEnabled });
}
