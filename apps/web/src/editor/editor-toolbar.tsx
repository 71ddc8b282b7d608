import { Button } from '@mantine/core';
import type { Editor } from '@tiptap/react';
import { type MessageDescriptor, useIntl } from 'react-intl';

const m = {
  heading: { id: 'editor.tool.heading', defaultMessage: 'Heading' },
  numbered: { id: 'editor.tool.numbered', defaultMessage: 'Numbered list' },
  undo: { id: 'editor.tool.undo', defaultMessage: 'Undo' },
  redo: { id: 'editor.tool.redo', defaultMessage: 'Redo' },
} satisfies Record<string, MessageDescriptor>;

/** The formatting the editor offers: a heading, a numbered list, undo and redo. */
export function EditorToolbar({ editor }: { editor: Editor | null }) {
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
