import { Alert, Button, Center, Group, Loader, Pagination, Paper, Select, Stack, Text, TextInput } from '@mantine/core';
import { AUDIT_ACTION_LABELS, AUDIT_ACTIONS, type AuditAction } from '@parley/shared';
import { useState } from 'react';
import { useAuditLog } from '../../api/collector/audit-log/audit-log';
import { useDownloadAuditLog } from '../../api/collector/audit-log/download-audit-log';
import type { AuditLogFilters } from '../../api/collector/audit-log/keys';
import { describeError } from '../../api/errors';
import { DownloadIcon } from '../../ui/action-icons';
import { AdminsOnly } from '../../ui/admins-only';
import { LoadFailure } from '../../ui/load-failure';
import { PageHeading } from '../../ui/page-heading';
import { saveFile } from '../../ui/save-file';
import { useCollectorSession } from '../session/collector-session';
import { AuditLogTable } from './components/audit-log-table';

const ACTION_OPTIONS = AUDIT_ACTIONS.map((value) => ({ value, label: AUDIT_ACTION_LABELS[value] })).sort((a, b) => a.label.localeCompare(b.label));

/** Who did what, when and from where in the firm's portal (GLBA Safeguards Rule 314.4(c)(8)). */
export function AuditLogPage() {
  const { isAdmin, isOnCallAdmin } = useCollectorSession();
  return (
    <>
      <PageHeading title="Audit log">
        <Text size="sm" c="dimmed">
          Sign-ins, security changes, payout changes, exports and views of customer information, newest first. Entries cannot be changed or deleted.
        </Text>
      </PageHeading>
      {isAdmin || isOnCallAdmin ? <FirmAuditLog isOnCallAdmin={isOnCallAdmin} /> : <AdminsOnly>Only firm administrators can read the audit log.</AdminsOnly>}
    </>
  );
}

function FirmAuditLog({ isOnCallAdmin }: { isOnCallAdmin: boolean }) {
  const [filters, setFilters] = useState<AuditLogFilters>({ page: 1 });
  const dateError = filters.from && filters.to && filters.from > filters.to ? 'The start date must be on or before the end date' : null;
  // A reversed range is shown beside the date, not sent: the list keeps the last good page.
  const log = useAuditLog(filters, { isEnabled: !dateError });
  const download = useDownloadAuditLog();
  const change = (next: Partial<AuditLogFilters>) => setFilters((f) => ({ ...f, ...next, page: next.page ?? 1 }));

  if (log.isPending) {
    return (
      <Center py="xl">
        <Loader aria-label="Loading" />
      </Center>
    );
  }
  if (log.isError && !log.data)
    return <LoadFailure message={describeError(log.error, 'The audit log could not be loaded.')} onRetry={() => void log.refetch()} />;

  const { entries, total, page_size, users, law_firms } = log.data;
  const pages = Math.max(1, Math.ceil(total / page_size));
  return (
    <Stack gap="md">
      <Paper withBorder radius="md" p="md">
        <Group align="flex-end" gap="sm" wrap="wrap">
          {isOnCallAdmin && law_firms ? (
            <Select
              label="Firm"
              placeholder="All firms"
              clearable
              w={{ base: '100%', sm: 200 }}
              data={law_firms.map((f) => ({ value: String(f.id), label: f.name }))}
              value={filters.law_firm_id ? String(filters.law_firm_id) : null}
              onChange={(v) => change({ law_firm_id: v ? Number(v) : undefined, user_id: undefined })}
            />
          ) : null}
          <Select
            label="Action"
            placeholder="All actions"
            clearable
            searchable
            w={{ base: '100%', sm: 240 }}
            data={ACTION_OPTIONS}
            value={filters.action ?? null}
            onChange={(v) => change({ action: (v as AuditAction | null) ?? undefined })}
          />
          <Select
            label="User"
            placeholder="Everyone"
            clearable
            searchable
            w={{ base: '100%', sm: 240 }}
            data={users.map((u) => ({ value: String(u.id), label: u.email }))}
            value={filters.user_id ? String(filters.user_id) : null}
            onChange={(v) => change({ user_id: v ? Number(v) : undefined })}
          />
          <TextInput
            label="From"
            type="date"
            w={{ base: '47%', sm: 160 }}
            value={filters.from ?? ''}
            onChange={(e) => change({ from: e.currentTarget.value || undefined })}
          />
          <TextInput
            label="To"
            type="date"
            w={{ base: '47%', sm: 160 }}
            value={filters.to ?? ''}
            error={dateError}
            onChange={(e) => change({ to: e.currentTarget.value || undefined })}
          />
          <Button
            variant="default"
            leftSection={<DownloadIcon />}
            loading={download.isPending}
            disabled={Boolean(dateError)}
            onClick={() => download.mutate(filters, { onSuccess: (blob) => saveFile(blob, `audit-log-${new Date().toISOString().slice(0, 10)}.csv`) })}
          >
            Download CSV
          </Button>
        </Group>
      </Paper>
      {download.isError ? (
        <Alert color="red" variant="light" role="alert">
          {describeError(download.error, 'The CSV could not be downloaded. Please try again.')}
        </Alert>
      ) : null}
      {log.isError ? (
        <Alert color="red" variant="light" role="alert">
          {describeError(log.error, 'The audit log could not be loaded.')}
        </Alert>
      ) : null}
      <Text size="sm" c="dimmed" aria-live="polite">
        {total === 0 ? 'No entries match these filters.' : `${total.toLocaleString('en-US')} ${total === 1 ? 'entry' : 'entries'}`}
      </Text>
      {entries.length > 0 ? <AuditLogTable entries={entries} showFirm={isOnCallAdmin} firmNames={law_firms} /> : null}
      {pages > 1 ? <Pagination total={pages} value={filters.page} onChange={(page) => change({ page })} aria-label="Audit log pages" /> : null}
    </Stack>
  );
}
