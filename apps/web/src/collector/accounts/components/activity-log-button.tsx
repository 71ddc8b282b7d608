import { Button } from '@mantine/core';
import type { Account } from '../../../api/collector/accounts/apply-filters';
import { DownloadIcon } from '../../../ui/action-icons';
import { activityLogFileName, buildActivityLogCsv, downloadCsv } from '../activity-log-csv';

/** Collector spec 7, "Client-side only": the CSV is built from the events the list already holds. */
export function ActivityLogButton({ account }: { account: Account }) {
  return (
    <Button
      variant="default"
      size="sm"
      leftSection={<DownloadIcon />}
      onClick={() => downloadCsv(buildActivityLogCsv(account), activityLogFileName(account.customer_document.id))}
    >
      Download activity log (CSV)
    </Button>
  );
}
