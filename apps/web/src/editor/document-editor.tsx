import { Alert, Box, Button, Drawer, Group, Menu, Paper, Select, Text, Title } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { EDITOR_SAVE_ALERT_MS, type EditorDocument, type EditorDocumentList } from '@parley/shared';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useEffect, useRef, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { useNavigate } from 'react-router';
import { ApiError } from '../api/errors';
import { AiEditPanel, type PendingEdit } from './ai-edit-panel';
import { editorKeys, saveEditorContent } from './api';
import classes from './editor-page.module.css';
import { editorPath } from './editor-path';
import { aiEditorText } from './editor-text';
import { EditorToolbar } from './editor-toolbar';
import { PageGaps } from './page-gaps';

/** The editable area's name is an HTML attribute TipTap sets; its value is a message like any label. */
const ARIA_LABEL = 'aria-label';

const m = {
  document: { id: 'editor.document', defaultMessage: 'Document' },
  aiEdit: { id: 'editor.aiEdit', defaultMessage: 'AI edit' },
  download: { id: 'editor.download', defaultMessage: 'Download' },
  save: { id: 'editor.save', defaultMessage: 'Save' },
  unsaved: { id: 'editor.unsaved', defaultMessage: 'Unsaved changes' },
  inSync: { id: 'editor.inSync', defaultMessage: 'Downloads match this version' },
  reload: { id: 'editor.reload', defaultMessage: 'Reload' },
} satisfies Record<string, MessageDescriptor>;

type SaveState = { kind: 'idle' } | { kind: 'saved' } | { kind: 'failed'; message: string } | { kind: 'stale' };

/** The document in the rich-text editor: its toolbar, downloads, saves, and the AI edit panel beside it or in a drawer. */
export function DocumentEditor({
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
  documents: EditorDocumentList['documents'];
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
          <EditorToolbar editor={editor} />
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
