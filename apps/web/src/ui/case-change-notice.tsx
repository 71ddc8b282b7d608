import { Alert } from '@mantine/core';
import { dismissCaseNotice, useLatestCaseChange } from '../app/case-live';

/** Says, in place, the latest change the other side (or a colleague) made while this view was open. */
export function CaseChangeNotice({ caseId }: { caseId?: number }) {
  const notice = useLatestCaseChange(caseId);
  return (
    <div role="status" aria-live="polite">
      {notice ? (
        <Alert color="indigo" variant="light" mb="md" withCloseButton closeButtonLabel="Dismiss" onClose={() => dismissCaseNotice(notice.id)}>
          {notice.text}
        </Alert>
      ) : null}
    </div>
  );
}
