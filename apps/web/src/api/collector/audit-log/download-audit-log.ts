import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiGetFile } from '../../client';
import { type AuditLogFilters, auditLogKeys, auditLogSearch } from './keys';

/** The filtered log as CSV; the server records the download in the log itself. */
export async function downloadAuditLog(filters: AuditLogFilters): Promise<Blob> {
  return apiGetFile(`/collectors/api/audit_log.csv${auditLogSearch(filters, { withPage: false })}`);
}

export function useDownloadAuditLog() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: downloadAuditLog,
    // The export is now an entry of the log.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: auditLogKeys.all }),
  });
}
