import { Alert, Button, FileInput, Group, Stack, Text, Textarea, Title } from '@mantine/core';
import { useDisclosure } from '@mantine/hooks';
import { DISPUTE_DETAILS_MAX_CHARS, DISPUTE_UPLOAD_MAX_BYTES, type ValidationNotice } from '@parley/shared';
import { useState } from 'react';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useReportIdentityTheft } from '../../../api/consumer/cases/report-identity-theft';
import { ApiError, describeError } from '../../../api/errors';

const m = {
  title: { id: 'dispute.identityTheft.title', defaultMessage: 'Identity theft' },
  intro: {
    id: 'dispute.identityTheft.intro',
    defaultMessage:
      'If this debt was opened in your name without your permission, send your FTC identity-theft report (from IdentityTheft.gov). The firm must pause collection until it answers.',
  },
  start: { id: 'dispute.identityTheft.start', defaultMessage: 'Report identity theft' },
  file: { id: 'dispute.identityTheft.file', defaultMessage: 'FTC identity-theft report' },
  filePlaceholder: { id: 'dispute.identityTheft.filePlaceholder', defaultMessage: 'Choose a file' },
  statement: { id: 'dispute.identityTheft.statement', defaultMessage: 'What happened (optional)' },
  submit: { id: 'dispute.identityTheft.submit', defaultMessage: 'Send the report' },
  cancel: { id: 'dispute.identityTheft.cancel', defaultMessage: 'Cancel' },
  fileMissing: { id: 'dispute.identityTheft.fileMissing', defaultMessage: 'Choose your FTC report first.' },
  fileType: { id: 'dispute.identityTheft.fileType', defaultMessage: 'The report must be a PDF, JPG or PNG file.' },
  alreadyOpen: {
    id: 'dispute.identityTheft.alreadyOpen',
    defaultMessage: 'You already have an open request on this account. The firm must answer it before you send another.',
  },
  failed: { id: 'dispute.identityTheft.failed', defaultMessage: 'Your report could not be sent. Please try again.' },
} satisfies Record<string, MessageDescriptor>;

/** Messages with values (react-intl checks them by type). */
const mv = {
  fileHint: { id: 'dispute.identityTheft.fileHint', defaultMessage: 'A PDF, JPG or PNG file, up to {megabytes} MB.' },
  statementHint: { id: 'dispute.identityTheft.statementHint', defaultMessage: 'A few words for the firm, up to {max} characters.' },
  fileTooLarge: { id: 'dispute.identityTheft.fileTooLarge', defaultMessage: 'The report must be {megabytes} MB or smaller.' },
  statementTooLong: { id: 'dispute.identityTheft.statementTooLong', defaultMessage: 'Use at most {max} characters.' },
} satisfies Record<string, MessageDescriptor>;

const MEGABYTES = DISPUTE_UPLOAD_MAX_BYTES / (1024 * 1024);
/** What the server accepts (it judges the bytes too); checked here first so the words come at once. */
const REPORT_FILE = /\.(pdf|jpe?g|png)$/i;

/**
 * The consumer reports identity theft with the FTC report attached (12 CFR 1006.38; the model
 * form's "This is not my debt" with its proof). Shown while no request is open; once sent, the
 * notice panel says collection is paused, with the report among the requests.
 */
export function IdentityTheftForm({ notice }: { notice: ValidationNotice }) {
  const intl = useIntl();
  const [isOpen, form] = useDisclosure(false);
  const [file, setFile] = useState<File | null>(null);
  const [details, setDetails] = useState('');
  const [fileError, setFileError] = useState<string | null>(null);
  const report = useReportIdentityTheft();

  const tooLong = details.trim().length > DISPUTE_DETAILS_MAX_CHARS;
  function submit() {
    if (!file) return setFileError(intl.formatMessage(m.fileMissing));
    if (!REPORT_FILE.test(file.name)) return setFileError(intl.formatMessage(m.fileType));
    if (file.size > DISPUTE_UPLOAD_MAX_BYTES) return setFileError(intl.formatMessage(mv.fileTooLarge, { megabytes: MEGABYTES }));
    if (tooLong) return;
    report.mutate({ caseId: notice.customer_document_id, file, details: details.trim() });
  }
  const serverError = report.isError ? serverWords(report.error) : null;
  function serverWords(error: unknown): { field: 'file' | 'details' | null; text: string } {
    if (error instanceof ApiError) {
      if (error.status === 415) return { field: 'file', text: intl.formatMessage(m.fileType) };
      if (error.status === 413) return { field: 'file', text: intl.formatMessage(mv.fileTooLarge, { megabytes: MEGABYTES }) };
      if (error.status === 409) return { field: null, text: intl.formatMessage(m.alreadyOpen) };
      if (error.fields.details) return { field: 'details', text: error.fields.details };
    }
    return { field: null, text: describeError(error, intl.formatMessage(m.failed)) };
  }

  return (
    <Stack gap="xs" component="section" aria-label={intl.formatMessage(m.title)}>
      <Title order={3} fz="md">
        {intl.formatMessage(m.title)}
      </Title>
      <Text size="sm">{intl.formatMessage(m.intro)}</Text>
      {isOpen ? (
        <Stack gap="sm">
          <FileInput
            label={intl.formatMessage(m.file)}
            placeholder={intl.formatMessage(m.filePlaceholder)}
            description={intl.formatMessage(mv.fileHint, { megabytes: MEGABYTES })}
            accept="application/pdf,image/jpeg,image/png,.pdf,.jpg,.jpeg,.png"
            clearable
            value={file}
            error={fileError ?? (serverError?.field === 'file' ? serverError.text : null)}
            onChange={(f) => {
              setFile(f);
              setFileError(null);
              report.reset();
            }}
          />
          <Textarea
            label={intl.formatMessage(m.statement)}
            description={intl.formatMessage(mv.statementHint, { max: DISPUTE_DETAILS_MAX_CHARS })}
            autosize
            minRows={2}
            value={details}
            error={
              tooLong ? intl.formatMessage(mv.statementTooLong, { max: DISPUTE_DETAILS_MAX_CHARS }) : serverError?.field === 'details' ? serverError.text : null
            }
            onChange={(e) => {
              setDetails(e.currentTarget.value);
              report.reset();
            }}
          />
          {serverError && serverError.field === null ? (
            <Alert color="red" role="alert">
              {serverError.text}
            </Alert>
          ) : null}
          <Group gap="sm">
            <Button onClick={submit} loading={report.isPending}>
              {intl.formatMessage(m.submit)}
            </Button>
            <Button variant="subtle" onClick={form.close} disabled={report.isPending}>
              {intl.formatMessage(m.cancel)}
            </Button>
          </Group>
        </Stack>
      ) : (
        <Button variant="default" onClick={form.open} style={{ alignSelf: 'flex-start' }}>
          {intl.formatMessage(m.start)}
        </Button>
      )}
    </Stack>
  );
}
