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
  AI_EDITOR_MESSAGES,
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
import { Link, useNavigate, useParams } from 'react-router';
import { ApiError, describeError } from '../api/errors';
import { FullPageLoader } from '../ui/full-page-loader';
import { LoadFailure } from '../ui/load-failure';
import { editDocumentWithAi, editorKeys, fetchEditorDocument, fetchEditorDocuments, saveEditorContent } from './api';
import classes from './editor-page.module.css';
import { editorPath } from './editor-path';

/**
 * /document_generations/{id}/steps/document_generation_editor: the consumer's generated Answer or
 * letter in the rich-text editor with AI edit mode. Saves go into the document itself, so its PDF
 * and Word downloads (here and on the dashboard) carry the edit.
 */
export function EditorPage() {
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
    if (!isMissing)
      return (
        <LoadFailure message={describeError(document.error, 'We could not load your document. Please try again.')} onRetry={() => void document.refetch()} />
      );
    return <NoDocument message={document.error.message} documents={documents} />;
  }
  return (
    <DocumentEditor
      key={id}
      id={id}
      title={document.data.title}
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
          Document editor
        </Title>
        <Text>{message}</Text>
        {documents.length > 0 ? (
          <>
            <Text fw={600}>Open one of your documents:</Text>
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
            You have no generated Answer or letter yet. Answer the questions about your case and Parley prepares it; then you can edit it here.
          </Text>
        )}
        <Group>
          <Button component={Link} to="/customer_documents?document_name=document_generation">
            Start a letter
          </Button>
          <Button component={Link} to="/customer_documents?document_name=debt_answer" variant="default">
            Answer a lawsuit
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
    extensions: [StarterKit.configure({ link: false, bold: false, italic: false, strike: false, underline: false, code: false, bulletList: false })],
    content: initialContent,
    immediatelyRender: true,
    editorProps: { attributes: { 'aria-label': 'Document', role: 'textbox', 'aria-multiline': 'true' } },
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
      else setSaveState({ kind: 'failed', message: error instanceof ApiError && error.status < 500 ? error.message : AI_EDITOR_MESSAGES.saveFailed });
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
            AI edit
          </Button>
          <Menu position="bottom-end" withinPortal>
            <Menu.Target>
              <Button size="xs" variant="default">
                Download
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
            Save
          </Button>
        </Group>
      </Group>
      <Group className={classes.docbar} px="sm" py={6} gap="xs" justify="space-between">
        {documents.length > 1 ? (
          <Select
            aria-label="Document"
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
          {isDirty ? 'Unsaved changes' : 'Downloads match this version'}
        </Text>
      </Group>
      {saveState.kind !== 'idle' ? (
        <Alert color={saveState.kind === 'saved' ? 'teal' : 'red'} variant="light" radius={0} py={6} role={saveState.kind === 'saved' ? 'status' : 'alert'}>
          {saveState.kind === 'saved' ? AI_EDITOR_MESSAGES.saved : saveState.kind === 'stale' ? AI_EDITOR_MESSAGES.staleSave : saveState.message}
          {saveState.kind === 'stale' ? (
            <Button size="compact-xs" variant="white" color="red" ml="sm" onClick={() => window.location.reload()}>
              Reload
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
          <Paper w={340} p="md" radius={0} withBorder style={{ position: 'sticky', top: 110, alignSelf: 'flex-start' }} aria-label="AI edit">
            {aiPanel}
          </Paper>
        ) : null}
      </Group>
      <Drawer opened={Boolean(isAiMode && isMobile)} onClose={() => setIsAiMode(false)} position="bottom" size="85%" title="AI edit">
        {aiPanel}
      </Drawer>
    </Box>
  );
}

function Toolbar({ editor }: { editor: Editor | null }) {
  if (!editor) return null;
  const button = (label: string, name: string, run: () => void, isActive = false) => (
    <Button key={name} size="compact-sm" variant={isActive ? 'filled' : 'subtle'} color="gray" onClick={run} aria-label={name} aria-pressed={isActive}>
      {label}
    </Button>
  );
  return (
    <>
      {button('H', 'Heading', () => editor.chain().focus().toggleHeading({ level: 2 }).run(), editor.isActive('heading', { level: 2 }))}
      {button('1.', 'Numbered list', () => editor.chain().focus().toggleOrderedList().run(), editor.isActive('orderedList'))}
      {button('↶', 'Undo', () => editor.chain().focus().undo().run())}
      {button('↷', 'Redo', () => editor.chain().focus().redo().run())}
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
        <Text fw={700}>Review the AI edit</Text>
        <Text size="sm">{pending.edit_summary}</Text>
        <ScrollArea.Autosize mah={320}>
          <Paper withBorder p="sm" bg="gray.0" className={classes.preview} aria-label="Edited text">
            {pending.selected_edit_content !== null ? <Text size="sm">{pending.selected_edit_content}</Text> : <PreviewHtml html={pending.edited_content} />}
          </Paper>
        </ScrollArea.Autosize>
        <Group grow>
          <Button color="teal.9" onClick={accept}>
            Accept
          </Button>
          <Button variant="default" onClick={() => setPending(null)}>
            Reject
          </Button>
        </Group>
      </Stack>
    );
  }
  return (
    <Stack gap="sm">
      <Text size="sm" c="dimmed">
        Select text to edit just that part, or edit the whole document.
      </Text>
      <Radio.Group value={optionId} onChange={(v) => setOptionId(v as AiEditOptionId)} label="What to change">
        <Stack gap={6} mt={6}>
          {AI_EDIT_OPTIONS.map((o) => (
            <Radio key={o.id} value={o.id} label={o.label} />
          ))}
        </Stack>
      </Radio.Group>
      <div>
        <Text size="sm" fw={500} id="ai-slider-label">
          {option.label}: {value}
        </Text>
        <Slider
          min={AI_EDIT_SLIDER.min}
          max={AI_EDIT_SLIDER.max}
          step={1}
          value={value}
          onChange={(v) => setValues((held) => ({ ...held, [optionId]: v }))}
          marks={[
            { value: 1, label: option.low },
            { value: 10, label: option.high },
          ]}
          thumbProps={{ 'aria-labelledby': 'ai-slider-label' }}
          mb="lg"
        />
      </div>
      <Textarea
        label="Your request"
        placeholder={AI_EDIT_DEFAULT_REQUEST}
        value={request}
        onChange={(e) => setRequest(e.currentTarget.value)}
        autosize
        minRows={2}
        maxRows={4}
      />
      {run.isError ? (
        <Alert color="red" variant="light">
          {AI_EDITOR_MESSAGES.editFailed}
        </Alert>
      ) : null}
      {run.isPending ? (
        <Group gap="xs" role="status">
          <Loader size="xs" />
          <Text size="sm">{AI_EDITOR_MESSAGES.editing}</Text>
        </Group>
      ) : null}
      <Button color="grape" onClick={() => run.mutate()} disabled={run.isPending}>
        Edit with AI
      </Button>
    </Stack>
  );
}

/** The server-sanitized edit, shown read-only through the same editor schema (no raw HTML injection). */
function PreviewHtml({ html }: { html: string }) {
  const preview = useEditor({ extensions: [StarterKit.configure({ link: false })], content: html, editable: false, immediatelyRender: true }, [html]);
  return <EditorContent editor={preview} />;
}
