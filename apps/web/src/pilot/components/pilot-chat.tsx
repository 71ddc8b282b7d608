import {
  ActionIcon,
  Avatar,
  Badge,
  Box,
  Button,
  CloseButton,
  FileButton,
  Group,
  Loader,
  Paper,
  Progress,
  ScrollArea,
  Stack,
  Text,
  Textarea,
  Tooltip,
  UnstyledButton,
} from '@mantine/core';
import { type Persona, PILOT_LIMITS, type PilotCompletion } from '@parley/shared';
import { type KeyboardEvent, useEffect, useRef, useState } from 'react';
import { FormattedMessage, type MessageDescriptor, useIntl } from 'react-intl';
import { activeFunctionCalls } from '../stream';
import type { AskSolo, DraftFile } from '../use-ask-solo';
import { AnswerText } from './answer-text';
import { FunctionCallCard } from './function-call-card';
import { ExternalIcon, PaperclipIcon, PlusIcon, ThumbDownIcon, ThumbUpIcon } from './pilot-icons';

export const soloMessages = {
  askSolo: { id: 'solo.askSolo', defaultMessage: 'Ask Solo' },
  close: { id: 'solo.close', defaultMessage: 'Close Ask Solo' },
} satisfies Record<string, MessageDescriptor>;
const m = {
  choosePersona: { id: 'solo.persona.choose', defaultMessage: 'Choose persona' },
  defaultPersona: { id: 'solo.persona.default', defaultMessage: 'Default persona' },
  connection: { id: 'solo.connection', defaultMessage: '{state, select, CONNECTED {CONNECTED} other {DISCONNECTED}}' },
  realtime: { id: 'solo.realtime', defaultMessage: 'Realtime {state, select, CONNECTED {CONNECTED} other {DISCONNECTED}}' },
  newConversation: { id: 'solo.newConversation', defaultMessage: 'New conversation' },
  openInTab: { id: 'solo.openInTab', defaultMessage: 'Open in a new tab' },
  openSoloInTab: { id: 'solo.openSoloInTab', defaultMessage: 'Open Ask Solo in a new tab' },
  personas: { id: 'solo.persona.list', defaultMessage: 'Personas' },
  useDefault: { id: 'solo.persona.useDefault', defaultMessage: 'Use the default persona' },
  conversation: { id: 'solo.conversation', defaultMessage: 'Conversation with Solo' },
  earlier: { id: 'solo.earlier', defaultMessage: 'Show earlier messages' },
  greeting: {
    id: 'solo.greeting',
    defaultMessage:
      "Hi, I'm Solo. Ask me about a debt lawsuit, a collector, settling a debt, or how to use Parley. I'm not a lawyer, but I'll point you to the right information.",
  },
  suggested: { id: 'solo.suggested', defaultMessage: 'Suggested questions' },
  attached: { id: 'solo.attached', defaultMessage: 'Attached: {name}' },
  answer: { id: 'solo.answer', defaultMessage: "Solo's answer" },
  writing: { id: 'solo.writing', defaultMessage: 'Solo is writing' },
  failed: { id: 'solo.failed', defaultMessage: 'This answer failed.' },
  helpful: { id: 'solo.helpful', defaultMessage: 'Helpful' },
  notHelpful: { id: 'solo.notHelpful', defaultMessage: 'Not helpful' },
  attach: { id: 'solo.attach', defaultMessage: 'Attach a file' },
  question: { id: 'solo.question', defaultMessage: 'Ask Solo a question' },
  questionPlaceholder: { id: 'solo.questionPlaceholder', defaultMessage: 'Ask Solo a question…' },
  send: { id: 'solo.send', defaultMessage: 'Send' },
  uploaded: { id: 'solo.file.uploaded', defaultMessage: 'Uploaded' },
  remove: { id: 'solo.file.remove', defaultMessage: 'Remove {name}' },
  uploading: { id: 'solo.file.uploading', defaultMessage: 'Uploading {name}' },
} satisfies Record<string, MessageDescriptor>;

/** The chat itself (consumer spec 2 "Chat"): a chat view and a persona view, in the panel or full window. */
export function PilotChat({ solo, variant, onClose }: { solo: AskSolo; variant: 'panel' | 'full'; onClose?: () => void }) {
  const intl = useIntl();
  const [view, setView] = useState<'chat' | 'personas'>('chat');
  const persona = solo.personas.find((p) => p.id === solo.personaId) ?? null;
  return (
    <Stack gap={0} h="100%" style={{ minHeight: 0 }}>
      <Group justify="space-between" wrap="nowrap" px="sm" py={8} style={{ borderBottom: '1px solid var(--mantine-color-gray-3)' }}>
        <Group gap={8} wrap="nowrap" style={{ minWidth: 0 }}>
          <Avatar src={persona?.avatarUrl ?? null} alt="" size={30} color="teal" radius="xl">
            S
          </Avatar>
          <div style={{ minWidth: 0 }}>
            <Text fw={700} size="sm" lh={1.2}>
              <FormattedMessage {...soloMessages.askSolo} />
            </Text>
            <UnstyledButton onClick={() => setView(view === 'chat' ? 'personas' : 'chat')} aria-label={intl.formatMessage(m.choosePersona)}>
              <Text size="xs" c="teal.9" truncate>
                {persona ? persona.name : intl.formatMessage(m.defaultPersona)} ▾
              </Text>
            </UnstyledButton>
          </div>
        </Group>
        {/* The connection state is read whole ("CONNEC…" said nothing at 390 px): the persona's name gives way instead. */}
        <Group gap={4} wrap="nowrap" style={{ flexShrink: 0 }}>
          <Badge
            size="xs"
            variant="dot"
            color={solo.connection === 'CONNECTED' ? 'teal' : 'red'}
            aria-label={intl.formatMessage(m.realtime, { state: solo.connection })}
          >
            {intl.formatMessage(m.connection, { state: solo.connection })}
          </Badge>
          <Tooltip label={intl.formatMessage(m.newConversation)}>
            <ActionIcon variant="subtle" color="gray" onClick={solo.newThread} aria-label={intl.formatMessage(m.newConversation)}>
              <PlusIcon />
            </ActionIcon>
          </Tooltip>
          {variant === 'panel' ? (
            <Tooltip label={intl.formatMessage(m.openInTab)}>
              <ActionIcon component="a" href="/solo" target="_blank" variant="subtle" color="gray" aria-label={intl.formatMessage(m.openSoloInTab)}>
                <ExternalIcon />
              </ActionIcon>
            </Tooltip>
          ) : null}
          {onClose ? <CloseButton onClick={onClose} aria-label={intl.formatMessage(soloMessages.close)} /> : null}
        </Group>
      </Group>
      {view === 'personas' ? (
        <PersonaView
          personas={solo.personas}
          selectedId={solo.personaId}
          onSelect={(id) => {
            solo.setPersonaId(id);
            setView('chat');
          }}
        />
      ) : (
        <ChatView solo={solo} />
      )}
    </Stack>
  );
}

function PersonaView({ personas, selectedId, onSelect }: { personas: Persona[]; selectedId: string | null; onSelect: (id: string | null) => void }) {
  const intl = useIntl();
  return (
    <ScrollArea style={{ flex: 1 }} p="sm">
      <Stack gap="xs" role="listbox" aria-label={intl.formatMessage(m.personas)}>
        {personas.map((p) => (
          <UnstyledButton key={p.id} onClick={() => onSelect(p.id)} role="option" aria-selected={p.id === selectedId}>
            <Paper withBorder p="sm" radius="md" bg={p.id === selectedId ? 'teal.0' : undefined}>
              <Group wrap="nowrap" align="flex-start">
                <Avatar src={p.avatarUrl} alt="" radius="xl" />
                <div>
                  <Text fw={600} size="sm">
                    {p.name}
                  </Text>
                  <Text size="xs" c="dimmed">
                    {p.description}
                  </Text>
                </div>
              </Group>
            </Paper>
          </UnstyledButton>
        ))}
        {selectedId ? (
          <Button variant="subtle" size="xs" onClick={() => onSelect(null)}>
            <FormattedMessage {...m.useDefault} />
          </Button>
        ) : null}
      </Stack>
    </ScrollArea>
  );
}

function ChatView({ solo }: { solo: AskSolo }) {
  const intl = useIntl();
  const viewport = useRef<HTMLDivElement>(null);
  const last = solo.completions.at(-1);
  // Follow the newest text as it streams.
  // biome-ignore lint/correctness/useExhaustiveDependencies: the scroll follows these values changing, it does not read them
  useEffect(() => {
    viewport.current?.scrollTo({ top: viewport.current.scrollHeight });
  }, [last?.assistantResponse, last?.pilotFunctionCalls, solo.completions.length, solo.suggestions]);
  return (
    <>
      <ScrollArea style={{ flex: 1 }} viewportRef={viewport} px="sm" py="xs" aria-label={intl.formatMessage(m.conversation)} role="log">
        {solo.hasOlder ? (
          <Group justify="center" mb="xs">
            <Button size="compact-xs" variant="subtle" onClick={solo.loadOlder} loading={solo.isLoadingOlder}>
              <FormattedMessage {...m.earlier} />
            </Button>
          </Group>
        ) : null}
        {solo.isLoading ? (
          <Group justify="center" p="md">
            <Loader size="sm" />
          </Group>
        ) : solo.completions.length === 0 ? (
          <Text size="sm" c="dimmed" p="xs">
            <FormattedMessage {...m.greeting} />
          </Text>
        ) : (
          <Stack gap="md">
            {solo.completions.map((c) => (
              <CompletionView key={c.id} completion={c} onRate={(pressed) => solo.rate(c, pressed)} />
            ))}
          </Stack>
        )}
      </ScrollArea>
      {solo.suggestions.length > 0 && !solo.isAsking && last?.state !== 'processing' ? (
        <Group gap={6} px="sm" pb={6} aria-label={intl.formatMessage(m.suggested)}>
          {solo.suggestions.map((s) => (
            <Button
              key={s.id}
              size="compact-xs"
              variant="light"
              color="gray"
              radius="xl"
              onClick={() => solo.ask(s.text)}
              styles={{ label: { whiteSpace: 'normal' } }}
            >
              {s.text}
            </Button>
          ))}
        </Group>
      ) : null}
      <Composer solo={solo} />
    </>
  );
}

function CompletionView({ completion, onRate }: { completion: PilotCompletion; onRate: (pressed: 1 | -1) => void }) {
  const intl = useIntl();
  const active = activeFunctionCalls(completion);
  return (
    <Stack gap={6} data-testid="pilot-completion">
      {/* WCAG 1.4.3: white on teal.7 is 3.1:1; on teal.9 it is 5:1. */}
      <Paper bg="teal.9" c="white" px="sm" py={6} radius="md" style={{ alignSelf: 'flex-end', maxWidth: '85%' }}>
        <Text size="sm" style={{ whiteSpace: 'pre-wrap' }}>
          {completion.userRequest}
        </Text>
        {completion.pilotFiles.map((f) => (
          <Text key={f.id} size="xs" c="teal.0">
            {intl.formatMessage(m.attached, { name: f.name })}
          </Text>
        ))}
      </Paper>
      <Paper
        bg="gray.0"
        px="sm"
        pt={8}
        pb={4}
        radius="md"
        style={{ maxWidth: '95%' }}
        aria-label={intl.formatMessage(m.answer)}
        aria-busy={completion.state === 'processing'}
      >
        {completion.assistantResponse ? <AnswerText text={completion.assistantResponse} /> : null}
        {completion.state === 'processing' && !completion.assistantResponse ? (
          <Loader size="xs" type="dots" mb="xs" aria-label={intl.formatMessage(m.writing)} />
        ) : null}
        <Stack gap={6} mb={6}>
          {completion.pilotFunctionCalls.map((call) => (
            <FunctionCallCard key={call.id} call={call} />
          ))}
        </Stack>
        {completion.state !== 'processing' ? (
          <Group gap={2} justify="flex-end">
            {active.length === 0 && completion.state === 'failed' ? (
              <Text size="xs" c="red" mr="auto">
                <FormattedMessage {...m.failed} />
              </Text>
            ) : null}
            <ActionIcon
              variant={completion.rating === 1 ? 'filled' : 'subtle'}
              color="teal"
              size="sm"
              aria-label={intl.formatMessage(m.helpful)}
              aria-pressed={completion.rating === 1}
              onClick={() => onRate(1)}
            >
              <ThumbUpIcon />
            </ActionIcon>
            <ActionIcon
              variant={completion.rating === -1 ? 'filled' : 'subtle'}
              color="red"
              size="sm"
              aria-label={intl.formatMessage(m.notHelpful)}
              aria-pressed={completion.rating === -1}
              onClick={() => onRate(-1)}
            >
              <ThumbDownIcon />
            </ActionIcon>
          </Group>
        ) : null}
      </Paper>
    </Stack>
  );
}

function Composer({ solo }: { solo: AskSolo }) {
  const intl = useIntl();
  const [text, setText] = useState('');
  const isUploading = solo.files.some((f) => f.state === 'uploading');
  // The keydown reads the box itself: a state update from the last keystroke may not have rendered yet.
  const send = (value = text) => {
    const question = value.trim();
    if (!question || solo.isAsking || isUploading || !solo.thread) return;
    solo.ask(question);
    setText('');
  };
  const onKeyDown = (e: KeyboardEvent<HTMLTextAreaElement>) => {
    if (e.key === 'Enter' && !e.shiftKey) {
      e.preventDefault();
      send(e.currentTarget.value);
    }
  };
  return (
    <Box px="sm" pb="sm" pt={4} style={{ borderTop: '1px solid var(--mantine-color-gray-2)' }}>
      {solo.files.length > 0 ? (
        <Stack gap={4} mb={6}>
          {solo.files.map((f) => (
            <FileChip key={f.clientId} file={f} onRemove={() => solo.removeFile(f.clientId)} />
          ))}
        </Stack>
      ) : null}
      <Group gap={6} wrap="nowrap" align="flex-end">
        <FileButton onChange={(file) => file && solo.attach(file)} accept="application/pdf,image/jpeg,image/png,image/gif">
          {(props) => (
            <ActionIcon {...props} variant="subtle" color="gray" size="lg" aria-label={intl.formatMessage(m.attach)}>
              <PaperclipIcon />
            </ActionIcon>
          )}
        </FileButton>
        <Textarea
          aria-label={intl.formatMessage(m.question)}
          placeholder={intl.formatMessage(m.questionPlaceholder)}
          value={text}
          onChange={(e) => setText(e.currentTarget.value)}
          onKeyDown={onKeyDown}
          autosize
          minRows={1}
          maxRows={PILOT_LIMITS.composerMaxRows}
          maxLength={PILOT_LIMITS.userRequestMaxLength}
          disabled={!solo.thread}
          style={{ flex: 1 }}
        />
        <Button onClick={() => send()} disabled={!text.trim() || isUploading || !solo.thread} loading={solo.isAsking} color="teal">
          <FormattedMessage {...m.send} />
        </Button>
      </Group>
    </Box>
  );
}

function FileChip({ file, onRemove }: { file: DraftFile; onRemove: () => void }) {
  const intl = useIntl();
  return (
    <Paper withBorder px="xs" py={4} radius="sm">
      <Group justify="space-between" wrap="nowrap" gap="xs">
        <Text size="xs" truncate style={{ flex: 1 }}>
          {file.name}
        </Text>
        {file.state === 'uploaded' ? (
          <Text size="xs" c="teal">
            <FormattedMessage {...m.uploaded} />
          </Text>
        ) : null}
        <CloseButton size="xs" onClick={onRemove} aria-label={intl.formatMessage(m.remove, { name: file.name })} />
      </Group>
      {file.state === 'uploading' ? (
        <Progress value={file.progress} size="xs" mt={4} aria-label={intl.formatMessage(m.uploading, { name: file.name })} />
      ) : null}
      {file.state === 'upload_failed' ? (
        <Text size="xs" c="red" role="alert">
          {file.uploadError}
        </Text>
      ) : null}
    </Paper>
  );
}
