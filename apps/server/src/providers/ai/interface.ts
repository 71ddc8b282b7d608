import type { Citation, DefenseKey, Language, Persona, PilotFunctionName } from '@parley/shared';

/**
 * The AI provider layer (architecture "AI"): one interface, a built-in offline provider and an
 * OpenAI-compatible one, picked once from configuration (./index.ts).
 */

export type ChatTurn = { role: 'user' | 'assistant'; content: string };

export type CompletionRequest = {
  /** Earlier turns of the thread, oldest first (the current question is not among them). */
  history: ChatTurn[];
  userRequest: string;
  /** The consumer's language (users.language): the answer is in it, and in Spanish to a question written in Spanish. */
  language: Language;
  persona: Persona | null;
  /** Files attached to the question: names and types (their contents stay on the server). */
  files: { name: string; contentType: string }[];
  /** `state`: the consumer's state on their account, used when the question names none. */
  context: { currentDateTime?: string; locales?: string[]; state?: string };
};

/** What a completion streams: text to append, the sources it drew on, and tools it asks to run. */
export type CompletionEvent =
  | { type: 'delta'; text: string }
  | { type: 'citation'; citation: Citation }
  | { type: 'intent'; intent: string }
  | { type: 'tool_call'; name: PilotFunctionName; arguments: Record<string, unknown> };

export type EditDocumentRequest = {
  /** Sanitized HTML of the whole document, or the selected text when `selection` is true. */
  content: string;
  isSelection: boolean;
  optionId: 'legal_formality' | 'citation_density' | 'tone_balance' | 'friendliness' | 'general_edit';
  /** 1 to 10; 5 leaves the dimension where it is. */
  sliderValue: number;
  /** What the consumer typed in "Your request"; empty when they left the default. */
  request: string;
  /** The document being edited: an Answer or a letter, its state, and the Answer's defense paragraphs by defense. */
  context?: { kind: 'answer' | 'letter'; state: string | null; defenseParagraphs: Partial<Record<DefenseKey, string>> };
};
export type EditDocumentResult = { content: string; summary: string };

export type FieldSpec = { name: string; description: string };

export interface AiProvider {
  readonly name: 'builtin' | 'openai-compatible';
  /** Streams an answer; throws AiProviderError when the model cannot be reached or the stream breaks. */
  complete(request: CompletionRequest, signal?: AbortSignal): AsyncIterable<CompletionEvent>;
  summarize(request: { text: string; purpose: 'hardship' }): Promise<string>;
  /** Reads the named fields out of free text; a field it cannot find is null. */
  extractFields(request: { text: string; fields: FieldSpec[] }): Promise<Record<string, string | null>>;
  editDocument(request: EditDocumentRequest): Promise<EditDocumentResult>;
}

/** A provider failure the caller shows as a failed answer, never as a 500 with internals. */
export class AiProviderError extends Error {
  constructor(
    message: string,
    readonly status: number | null = null,
  ) {
    super(message);
    this.name = 'AiProviderError';
  }
}
