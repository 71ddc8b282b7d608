import { Anchor, Button, Container, Group, Stack, Text, Title } from '@mantine/core';
import type { EditorDocumentList } from '@parley/shared';
import { FormattedMessage, type MessageDescriptor } from 'react-intl';
import { Link } from 'react-router';
import { editorPath } from './editor-path';

const m = {
  title: { id: 'editor.title', defaultMessage: 'Document editor' },
  openOne: { id: 'editor.openOne', defaultMessage: 'Open one of your documents:' },
  none: {
    id: 'editor.none',
    defaultMessage: 'You have no generated Answer or letter yet. Answer the questions about your case and Parley prepares it; then you can edit it here.',
  },
  startLetter: { id: 'editor.startLetter', defaultMessage: 'Start a letter' },
  answerLawsuit: { id: 'editor.answerLawsuit', defaultMessage: 'Answer a lawsuit' },
} satisfies Record<string, MessageDescriptor>;

/** The case has no generated document: the consumer's others to open, or a way to start one. */
export function NoDocument({ message, documents }: { message: string; documents: EditorDocumentList['documents'] }) {
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
