import { useQuery } from '@tanstack/react-query';
import { type MessageDescriptor, useIntl } from 'react-intl';
import { useParams } from 'react-router';
import { ApiError, describeError } from '../api/errors';
import { FullPageLoader } from '../ui/full-page-loader';
import { LoadFailure } from '../ui/load-failure';
import { editorKeys, fetchEditorDocument, fetchEditorDocuments } from './api';
import { DocumentEditor } from './document-editor';
import { documentName } from './editor-text';
import { NoDocument } from './no-document';

// The editor's own words; the document it edits stays in English (courts take English filings).
const m = {
  loadFailed: { id: 'editor.loadFailed', defaultMessage: 'We could not load your document. Please try again.' },
} satisfies Record<string, MessageDescriptor>;

/**
 * /document_generations/{id}/steps/document_generation_editor: the consumer's generated Answer or
 * letter in the rich-text editor with AI edit mode. Saves go into the document itself, so its PDF
 * and Word downloads (here and on the dashboard) carry the edit.
 */
export function EditorPage() {
  const intl = useIntl();
  const id = Number(useParams().id);
  const list = useQuery({ queryKey: editorKeys.list(), queryFn: fetchEditorDocuments });
  const document = useQuery({
    queryKey: editorKeys.document(id),
    queryFn: () => fetchEditorDocument(id),
    enabled: Number.isInteger(id) && id > 0,
    staleTime: Number.POSITIVE_INFINITY,
    retry: (count, error) => !(error instanceof ApiError && error.status < 500) && count < 2,
  });
  if (document.isPending || list.isPending) return <FullPageLoader />;
  const documents = list.data?.documents ?? [];
  if (document.isError) {
    const isMissing = document.error instanceof ApiError && [404, 422].includes(document.error.status);
    if (!isMissing) return <LoadFailure message={describeError(document.error, intl.formatMessage(m.loadFailed))} onRetry={() => void document.refetch()} />;
    return <NoDocument message={document.error.message} documents={documents} />;
  }
  return (
    <DocumentEditor
      key={id}
      id={id}
      title={documentName(intl, document.data)}
      initialContent={document.data.content}
      initialVersion={document.data.version}
      downloads={document.data.downloads}
      documents={documents}
    />
  );
}
