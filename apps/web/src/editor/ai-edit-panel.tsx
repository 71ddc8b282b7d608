import { Alert, Button, Group, Loader, Paper, Radio, ScrollArea, Slider, Stack, Text, Textarea } from '@mantine/core';
import { AI_EDIT_DEFAULT_REQUEST, AI_EDIT_OPTIONS, AI_EDIT_SLIDER, type AiEditOptionId, type EditDocumentResponse } from '@parley/shared';
import { useMutation } from '@tanstack/react-query';
import { type Editor, EditorContent, useEditor } from '@tiptap/react';
import StarterKit from '@tiptap/starter-kit';
import { useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { editDocumentWithAi } from './api';
import classes from './editor-page.module.css';
import { aiEditorText, optionHighText, optionLabelText, optionLowText } from './editor-text';

const m = {
  review: { id: 'editor.review', defaultMessage: 'Review the AI edit' },
  edited: { id: 'editor.edited', defaultMessage: 'Edited text' },
  accept: { id: 'editor.accept', defaultMessage: 'Accept' },
  reject: { id: 'editor.reject', defaultMessage: 'Reject' },
  selectHint: { id: 'editor.selectHint', defaultMessage: 'Select text to edit just that part, or edit the whole document.' },
  whatToChange: { id: 'editor.whatToChange', defaultMessage: 'What to change' },
  yourRequest: { id: 'editor.yourRequest', defaultMessage: 'Your request' },
  editWithAi: { id: 'editor.editWithAi', defaultMessage: 'Edit with AI' },
} satisfies Record<string, MessageDescriptor>;

/** An AI edit waiting for the consumer's accept or reject, with the selection it replaces (null: the whole document). */
export type PendingEdit = EditDocumentResponse & { selection: { from: number; to: number } | null };

/** AI edit mode (consumer spec 2, 4, 9): one dimension at a time, on the selection or the whole document. */
export function AiEditPanel({
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
