import { OkSchema } from '@parley/shared';
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../client';

/** Collector spec 7 builds the activity log CSV in the browser; the server audits the download. */
export async function reportActivityLogDownload(customerDocumentId: number): Promise<void> {
  OkSchema.parse(await apiFetch('POST', '/collectors/api/activity_log_downloaded', { customer_document_id: customerDocumentId }));
}

export function useReportActivityLogDownload() {
  return useMutation({ mutationFn: reportActivityLogDownload });
}
