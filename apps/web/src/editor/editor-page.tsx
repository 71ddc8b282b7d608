import {
  Alert,
  Anchor,
  Box,
  Button,
  Container,
  Drawer,
  Group,
  Loader,
  Menu,
  Paper,
  Radio,
  ScrollArea,
  Select,
  Slider,
  Stack,
  Text,
  Textarea,
  Title,
} from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import {
  AI_EDIT_DEFAULT_REQUEST,
  AI_EDIT_OPTIONS,
  AI_EDIT_SLIDER,
  type AiEditOptionId,
  EDITOR_SAVE_ALERT_MS,
  type EditDocumentResponse,
  type EditorDocument,
  type EditorDocumentList,
} from '@parley/shared';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, describeError } from '../api/errors';
import { FullPageLoader } from '../ui/full-page-loader';
import { LoadFailure } from '../ui/load-failure';
import { editDocumentWithAi, editorKeys, fetchEditorDocument, fetchEditorDocuments, saveEditorContent } from './api';
import classes from './editor-page.module.css';
import { editorPath } from './editor-path';
import { aiEditorText, documentName, optionHighText, optionLabelText, optionLowText } from './editor-text';
import { PageGaps } from './page-gaps';

/** The editable area's name is an HTML attribute TipTap sets; its value is a message like any label. */
const ARIA_LABEL = 'aria-label';

// The editor's own words; the document it edits stays in English (courts take English filings).
const m = {
  loadFailed: { id: 'editor.loadFailed', defaultMessage: 'We could not load your document. Please try again.' },
  title: { id: 'editor.title', defaultMessage: 'Document editor' },
  openOne: { id: 'editor.openOne', defaultMessage: 'Open one of your documents:' },
  none: {
    id: 'editor.none',
    defaultMessage: 'You have no generated Answer or letter yet. Answer the questions about your case and Parley prepares it; then you can edit it here.',
  },
  startLetter: { id: 'editor.startLetter', defaultMessage: 'Start a letter' },
  answerLawsuit: { id: 'editor.answerLawsuit', defaultMessage: 'Answer a lawsuit' },
  document: { id: 'editor.document', defaultMessage: 'Document' },
  aiEdit: { id: 'editor.aiEdit', defaultMessage: 'AI edit' },
  download: { id: 'editor.download', defaultMessage: 'Download' },
  save: { id: 'editor.save', defaultMessage: 'Save' },
  unsaved: { id: 'editor.unsaved', defaultMessage: 'Unsaved changes' },
  inSync: { id: 'editor.inSync', defaultMessage: 'Downloads match this version' },
  reload: { id: 'editor.reload', defaultMessage: 'Reload' },
  heading: { id: 'editor.tool.heading', defaultMessage: 'Heading' },
  numbered: { id: 'editor.tool.numbered', defaultMessage: 'Numbered list' },
  undo: { id: 'editor.tool.undo', defaultMessage: 'Undo' },
  redo: { id: 'editor.tool.redo', defaultMessage: 'Redo' },
  review: { id: 'editor.review', defaultMessage: 'Review the AI edit' },
  edited: { id: 'editor.edited', defaultMessage: 'Edited text' },
  accept: { id: 'editor.accept', defaultMessage: 'Accept' },
  reject: { id: 'editor.reject', defaultMessage: 'Reject' },
  selectHint: { id: 'editor.selectHint', defaultMessage: 'Select text to edit just that part, or edit the whole document.' },
  whatToChange: { id: 'editor.whatToChange', defaultMessage: 'What to change' },
  yourRequest: { id: 'editor.yourRequest', defaultMessage: 'Your request' },
  editWithAi: { id: 'editor.editWithAi', defaultMessage: 'Edit with AI' },
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

type EditorDocuments = EditorDocumentList['documents'];

/** The case has no generated document: the consumer's others to open, or a way to start one. */
function NoDocument({ message, documents }: { message: string; documents: EditorDocuments }) {
  return (
    <Container size="sm" py="xl">
      <Stack gap="md">
        <Title order={1} size="h2">
          <FormattedMessage {...m.title} />
        </Title>
        <Text>{message}</Text>
        {documents.length > 0 ? (
          <>
            <Text fw={600}>
              <FormattedMessage {...m.openOne} />
            </Text>
            <Stack gap={6}>
              {documents.map((d) => (
                <Anchor key={d.customer_document_id} component={Link} to={editorPath(d.customer_document_id)}>
                  {d.title} ({d.product})
                </Anchor>
              ))}
            </Stack>
          </>
        ) : (
          <Text c="dimmed">
            <FormattedMessage {...m.none} />
          </Text>
        )}
        <Group>
          <Button component={Link} to="/customer_documents?document_name=document_generation">
            <FormattedMessage {...m.startLetter} />
          </Button>
          <Button component={Link} to="/customer_documents?document_name=debt_answer" variant="default">
            <FormattedMessage {...m.answerLawsuit} />
          </Button>
        </Group>
      </Stack>
    </Container>
  );
}

type PendingEdit = EditDocumentResponse & { selection: { from: number; to: number } | null };
type SaveState = { kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; message: string } | { kind: 'stale' };

function DocumentEditor({
  id,
  title,
  initialContent,
  initialVersion,
  downloads,
  documents,
}: {
  id: number;
  title: string;
  initialContent: string;
  initialVersion: number;
  downloads: EditorDocument['downloads'];
  documents: EditorDocuments;
}) {
  const intl = useIntl();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [isAiMode, setIsAiMode] = useState(false);
  const [pending, setPending] = useState<PendingEdit | null>(null);
  const [saveState, setSaveState] = useState<SaveState>({ kind: 'idle' });
  const [isDirty, setIsDirty] = useState(false);
  const version = useRef(initialVersion);
  const saveTimer = useRef<ReturnType<typeof setTimeout> | null>(null);
  const isMobile = useMediaQuery('(max-width: 991px)');
  const editor = useEditor({
    extensions: [StarterKit.configure({ link: false, bold: false, italic: false, strike: false, underline: false, code: false, bulletList: false }), PageGaps],
    content: initialContent,
    immediatelyRender: true,
    editorProps: { attributes: { [ARIA_LABEL]: intl.formatMessage(m.document), role: 'textbox', 'aria-multiline': 'true' } },
    onUpdate: () => setIsDirty(true),
  });
  useEffect(() => () => void (saveTimer.current && clearTimeout(saveTimer.current)), []);

  const save = useMutation({
    mutationFn: () => saveEditorContent(id, editor?.getHTML() ?? '', version.current),
    onSuccess: (saved) => {
      version.current = saved.version;
      setIsDirty(false);
      setSaveState({ kind: 'saved' });
      void queryClient.invalidateQueries({ queryKey: editorKeys.list(), exact: true });
    },
    onError: (error) => {
      if (error instanceof ApiError && error.status === 409) setSaveState({ kind: 'stale' });
      else
        setSaveState({
          kind: 'failed',
          message: error instanceof ApiError && error.status < 500 ? error.message : intl.formatMessage(aiEditorText.saveFailed),
        });
    },
    onSettled: (_data, error) => {
      if (saveTimer.current) clearTimeout(saveTimer.current);
      // A refused stale save stays on screen until the consumer reloads.
      if (!(error instanceof ApiError && error.status === 409)) saveTimer.current = setTimeout(() => setSaveState({ kind: 'idle' }), EDITOR_SAVE_ALERT_MS);
    },
  });

  /** Downloads carry the saved document: unsaved edits are saved first. */
  const download = async (url: string) => {
    if (isDirty) {
      try {
        await save.mutateAsync();
      } catch {
        return;
      }
    }
    window.location.assign(url);
  };

  const aiPanel = editor ? <AiEditPanel id={id} editor={editor} pending={pending} setPending={setPending} /> : null;
  return (
    <Box>
      <Group className={classes.header} justify="space-between" px="sm" wrap="nowrap" gap="xs">
        <Group gap={0} wrap="nowrap" style={{ overflowX: 'auto', minWidth: 0 }}>
          <Toolbar editor={editor} />
        </Group>
        <Group gap="xs" wrap="nowrap">
          <Button size="xs" variant={isAiMode ? 'filled' : 'light'} color="grape" onClick={() => setIsAiMode((v) => !v)} aria-pressed={isAiMode}>
            <FormattedMessage {...m.aiEdit} />
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="xs" variant="default">
                <FormattedMessage {...m.download} />
              </Button>
            </Menu.Target>
            <Menu.Dropdown>
              {downloads.map((d) => (
                <Menu.Item key={d.url} onClick={() => void download(d.url)}>
                  {d.title}
                </Menu.Item>
              ))}
            </Menu.Dropdown>
          </Menu>
          <Button size="xs" onClick={() => save.mutate()} loading={save.isPending}>
            <FormattedMessage {...m.save} />
          </Button>
        </Group>
      </Group>
      <Group className={classes.docbar} px="sm" py={6} gap="xs" justify="space-between">
        {documents.length > 1 ? (
          <Select
            aria-label={intl.formatMessage(m.document)}
            size="xs"
            w={360}
            maw="100%"
            allowDeselect={false}
            value={String(id)}
            data={documents.map((d) => ({ value: String(d.customer_document_id), label: `${d.title} (${d.product})` }))}
            onChange={(value) => value && navigate(editorPath(Number(value)))}
          />
        ) : (
          <Text size="sm" fw={600} truncate>
            {title}
          </Text>
        )}
        <Text size="xs" c="dimmed">
          {intl.formatMessage(isDirty ? m.unsaved : m.inSync)}
        </Text>
      </Group>
      {saveState.kind !== 'idle' ? (
        <Alert color={saveState.kind === 'saved' ? 'teal' : 'red'} variant="light" radius={0} py={6} role={saveState.kind === 'saved' ? 'status' : 'alert'}>
          {saveState.kind === 'saved'
            ? intl.formatMessage(aiEditorText.saved)
            : saveState.kind === 'stale'
              ? intl.formatMessage(aiEditorText.staleSave)
              : saveState.message}
          {saveState.kind === 'stale' ? (
            <Button size="compact-xs" variant="white" color="red" ml="sm" onClick={() => window.location.reload()}>
              <FormattedMessage {...m.reload} />
            </Button>
          ) : null}
        </Alert>
      ) : null}
      <Group align="flex-start" gap={0} wrap="nowrap">
        <Box className={classes.canvas} style={{ flex: 1, minWidth: 0 }}>
          <Title order={1} className="visually-hidden" style={{ position: 'absolute', left: -9999 }}>
            {title}
          </Title>
          <div className={classes.pages}>
            <EditorContent editor={editor} />
          </div>
        </Box>
        {isAiMode && !isMobile ? (
          <Paper
            w={340}
            p="md"
            radius={0}
            withBorder
            style={{ position: 'sticky', top: 110, alignSelf: 'flex-start' }}
            aria-label={intl.formatMessage(m.aiEdit)}
          >
            {aiPanel}
          </Paper>
        ) : null}
      </Group>
      <Drawer opened={Boolean(isAiMode && isMobile)} onClose={() => setIsAiMode(false)} position="bottom" size="85%" title={intl.formatMessage(m.aiEdit)}>
        {aiPanel}
      </Drawer>
    </Box>
  );
}

function Toolbar({ editor }: { editor: Editor | null }) {
  const intl = useIntl();
  if (!editor) return null;
  const button = (label: string, name: string, run: () => void, isActive = false) => (
    <Button key={name} size="compact-sm" variant={isActive ? 'filled' : 'subtle'} color="gray" onClick={run} aria-label={name} aria-pressed={isActive}>
      {label}
    </Button>
  );
  return (
    <>
      {button('H', intl.formatMessage(m.heading), () => editor.chain().focus().toggleHeading({ level: 2 }).run(), editor.isActive('heading', { level: 2 }))}
      {button('1.', intl.formatMessage(m.numbered), () => editor.chain().focus().toggleOrderedList().run(), editor.isActive('orderedList'))}
      {button('↶', intl.formatMessage(m.undo), () => editor.chain().focus().undo().run())}
      {button('↷', intl.formatMessage(m.redo), () => editor.chain().focus().redo().run())}
    </>
  );
}

/** AI edit mode (consumer spec 2, 4, 9): one dimension at a time, on the selection or the whole document. */
function AiEditPanel({
  id,
  editor,
  pending,
  setPending,
}: {
  id: number;
  editor: Editor;
  /** Kept by the page: the panel moves between the side and a drawer when the window narrows. */
  pending: PendingEdit | null;
  setPending: (edit: PendingEdit | null) => void;
}) {
  const intl = useIntl();
  const [optionId, setOptionId] = useState<AiEditOptionId>('legal_formality');
  const [values, setValues] = useState<Record<string, number>>({});
  const [request, setRequest] = useState('');
  const option = AI_EDIT_OPTIONS.find((o) => o.id === optionId) ?? AI_EDIT_OPTIONS[0];
  const value = values[optionId] ?? AI_EDIT_SLIDER.default;

  const run = useMutation({
    mutationFn: () => {
      const { from, to, empty } = editor.state.selection;
      const selected = empty ? '' : editor.state.doc.textBetween(from, to, '\n');
      return editDocumentWithAi(id, {
        current_content: editor.getHTML(),
        option_id: optionId,
        slider_value: value,
        slider_label: option.label,
        user_input: request.trim() || AI_EDIT_DEFAULT_REQUEST,
        selected_text: selected || undefined,
      }).then((result) => ({ ...result, selection: selected ? { from, to } : null }));
    },
    onSuccess: setPending,
  });

  const accept = () => {
    if (!pending) return;
    if (pending.selection && pending.selected_edit_content !== null) {
      editor.chain().focus().insertContentAt(pending.selection, pending.selected_edit_content).run();
    } else {
      editor.commands.setContent(pending.edited_content);
    }
    setPending(null);
  };

  if (pending) {
    return (
      <Stack gap="sm">
        <Text fw={700}>
          <FormattedMessage {...m.review} />
        </Text>
        <Text size="sm">{pending.edit_summary}</Text>
        <ScrollArea.Autosize mah={320}>
          <Paper withBorder p="sm" bg="gray.0" className={classes.preview} aria-label={intl.formatMessage(m.edited)}>
            {pending.selected_edit_content !== null ? <Text size="sm">{pending.selected_edit_content}</Text> : <PreviewHtml html={pending.edited_content} />}
          </Paper>
        </ScrollArea.Autosize>
        <Group grow>
          <Button color="teal.9" onClick={accept}>
            <FormattedMessage {...m.accept} />
          </Button>
          <Button variant="default" onClick={() => setPending(null)}>
            <FormattedMessage {...m.reject} />
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        <FormattedMessage {...m.selectHint} />
      </Text>
      <Radio.Group value={optionId} onChange={(v) => setOptionId(v as AiEditOptionId)} label={intl.formatMessage(m.whatToChange)}>
        <Stack gap={6} mt={6}>
          {AI_EDIT_OPTIONS.map((o) => (
            <Radio key={o.id} value={o.id} label={intl.formatMessage(optionLabelText[o.id])} />
          ))}
        </Stack>
      </Radio.Group>
      <div>
        <Text size="sm" fw={500} id="ai-slider-label">
          {intl.formatMessage(optionLabelText[option.id])}: {value}
        </Text>
        <Slider
          min={AI_EDIT_SLIDER.min}
          max={AI_EDIT_SLIDER.max}
          step={1}
          value={value}
          onChange={(v) => setValues((held) => ({ ...held, [optionId]: v }))}
          marks={[
            { value: 1, label: intl.formatMessage(optionLowText[option.id]) },
            { value: 10, label: intl.formatMessage(optionHighText[option.id]) },
          ]}
          thumbProps={{ 'aria-labelledby': 'ai-slider-label' }}
          mb="lg"
        />
      </div>
      <Textarea
        label={intl.formatMessage(m.yourRequest)}
        placeholder={intl.formatMessage(aiEditorText.defaultRequest)}
        value={request}
        onChange={(e) => setRequest(e.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={4}
      />
      {run.isError ? (
        <Alert color="red" variant="light">
          {intl.formatMessage(aiEditorText.editFailed)}
        </Alert>
      ) : null}
      {run.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{intl.formatMessage(aiEditorText.editing)}</Text>
        </Group>
      ) : null}
      <Button color="grape" onClick={() => run.mutate()} disabled={run.isPending}>
        <FormattedMessage {...m.editWithAi} />
      </Button>
    </Stack>
  );
}

/** The server-sanitized edit, shown read-only through the same editor schema (no raw HTML injection). */
function PreviewHtml({ html }: { html: string }) {
  const preview = useEditor({ extensions: [StarterKit.configure({ link: false })], content: html, editable: false, immediatelyRender: true }, [html]);
  return <EditorContent editor={preview} />;
}
