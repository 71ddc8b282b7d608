import { Button } from '@mantine/core';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { useReportActivityLogDownload } from '../../../api/collector/activity-log-downloaded';
import { DownloadIcon } from '../../../ui/action-icons';
import { activityLogFileName, buildActivityLogCsv, downloadCsv } from '../activity-log-csv';

/** Collector spec 7, "Client-side only": the CSV is built from the events the list already holds. */
export function ActivityLogButton({ account }: { account: Account }) {
  const report = useReportActivityLogDownload();
  function download() {
    downloadCsv(buildActivityLogCsv(account), activityLogFileName(account.customer_document.id));
    // The firm's audit log records the export (GLBA Safeguards Rule); the file is already saved either way.
    report.mutate(account.customer_document.id);
  }
  return (
    <Button variant="default" size="sm" leftSection={<DownloadIcon />} onClick={download}>
      Download activity log (CSV)
    </Button>
  );
}
