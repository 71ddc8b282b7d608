import { z } from 'zod';
import { PG_INTEGER_MAX } from './common.js';
import { CourtResultSchema } from './court-result.js';

/**
 * Ask Solo, the AI assistant (consumer spec 2 "Chat", 3, 4, 7 "AI chat", 8, 9). Field names are
 * the spec's camelCase ones, since the spec's own client reads them so.
 */

/** Consumer spec 9. */
export const PILOT_LIMITS = {
  idleAnimationMs: 7_000,
  panelClosingMs: 400,
  composerMaxRows: 2,
  suggestionTimeoutMs: 10_000,
  /** Two retries, after 1 s then 2 s; then the list is empty. */
  suggestionRetryDelaysMs: [1_000, 2_000] as const,
  /** Suggestions refresh 2 s after the last delta when no final object arrives. */
  streamFallbackMs: 2_000,
  toastMs: 10_000,
  iframeMinHeight: 200,
  iframeMaxHeight: 800,
  iframeDefaultHeight: 400,
  userRequestMaxLength: 4_000,
  filesPerCompletion: 5,
  completionsPageSize: 20,
  uploadMaxBytes: 26_214_400,
} as const;

export const PILOT_UPLOAD_EXTENSIONS = ['pdf', 'jpeg', 'jpg', 'gif', 'png'] as const;

/** Consumer spec 8: every chat toast is followed by PILOT_TOAST_SUFFIX. */
export const PILOT_MESSAGES = {
  loadMessages: 'Unable to load messages!',
  loadLatestThread: 'Unable to load latest thread!',
  createThread: 'Unable to create new thread!',
  createQuestion: 'Unable to create question!',
  loadPersonas: 'Unable to load personas!',
  updateQuestion: 'Unable to update question!',
  personaGone: 'Selected persona is no longer available, clearing selection',
  fileTooLarge: 'File if to large. Max size is 25MB.',
  fileType: (ext: string) => `File type (${ext}) isn't allowed.`,
  uploadFailed: 'File upload failed! Please try again in a few moments.',
  iframeFailed: 'Failed to load content',
  threadNotFound: 'Thread not found',
  completionNotFound: 'Question not found',
  fileNotFound: 'File not found',
} as const;
export const PILOT_TOAST_SUFFIX = 'Please try again in a few minutes.';

/** Socket.IO events of the room pilot:{thread_key} (architecture "Realtime"). */
export const PILOT_EVENTS = {
  join: 'pilot:join',
  leave: 'pilot:leave',
  /** A PilotStreamMessage: a delta to append, or the whole completion (which ends the stream). */
  message: 'pilot:message',
  functionCall: 'pilot:function_call',
} as const;

export const COMPLETION_STATES = ['processing', 'completed', 'failed'] as const;
export const FUNCTION_CALL_STATES = ['pending', 'executing', 'completed', 'failed'] as const;
export const FILE_STATES = ['uploading', 'uploaded', 'upload_failed'] as const;
export const RATINGS = [1, 0, -1] as const;
export const RatingSchema = z.union([z.literal(1), z.literal(0), z.literal(-1)]);
export type Rating = z.infer<typeof RatingSchema>;

/** The tools the assistant may call. */
export const PILOT_FUNCTIONS = ['start_debt_answer', 'start_solosettle', 'start_document_generation', 'search_courts', 'display_payment_widget'] as const;
export type PilotFunctionName = (typeof PILOT_FUNCTIONS)[number];

/** What the chat shows while a call is pending or executing. */
export const FUNCTION_PROGRESS_MESSAGES: Record<PilotFunctionName, string> = {
  start_debt_answer: 'Preparing your Debt Answer…',
  start_solosettle: 'Preparing your SoloSettle case…',
  start_document_generation: 'Preparing your document…',
  search_courts: 'Searching courts…',
  display_payment_widget: 'Opening the payment form…',
};

export const PersonaSchema = z.object({ id: z.string(), name: z.string(), description: z.string(), avatarUrl: z.string() });
export type Persona = z.infer<typeof PersonaSchema>;

export const CitationSchema = z.object({ slug: z.string(), title: z.string(), url: z.string(), heading: z.string().nullable() });
export type Citation = z.infer<typeof CitationSchema>;

export const FunctionCallResultSchema = z.object({
  message: z.string(),
  iframe_url: z.string().nullable().optional(),
  /** A link the chat shows as a button (start a case). */
  url: z.string().nullable().optional(),
  courts: z.array(CourtResultSchema).optional(),
});

export const PilotFunctionCallSchema = z.object({
  id: z.number().int(),
  pilotCompletionId: z.number().int(),
  functionName: z.enum(PILOT_FUNCTIONS),
  state: z.enum(FUNCTION_CALL_STATES),
  result: FunctionCallResultSchema.nullable(),
  errorMessage: z.string().nullable(),
});
export type PilotFunctionCall = z.infer<typeof PilotFunctionCallSchema>;

export const PilotFileSchema = z.object({
  id: z.number().int(),
  clientId: z.string(),
  name: z.string(),
  contentType: z.string(),
  state: z.enum(FILE_STATES),
  progress: z.number().min(0).max(100),
  uploadError: z.string().nullable(),
  showPath: z.string(),
  signedId: z.string(),
});
export type PilotFile = z.infer<typeof PilotFileSchema>;

export const PilotCompletionSchema = z.object({
  id: z.number().int(),
  threadKey: z.string(),
  pilotThreadId: z.number().int(),
  userRequest: z.string(),
  assistantResponse: z.string(),
  state: z.enum(COMPLETION_STATES),
  rating: RatingSchema,
  createdAt: z.string(),
  pilotFiles: z.array(PilotFileSchema),
  pilotFunctionCalls: z.array(PilotFunctionCallSchema),
  persona: PersonaSchema.nullable(),
  /** The knowledge-base articles the answer is drawn from. */
  citations: z.array(CitationSchema),
});
export type PilotCompletion = z.infer<typeof PilotCompletionSchema>;

export const PilotThreadSchema = z.object({ id: z.number().int(), threadKey: z.string(), createdAt: z.string() });
export type PilotThread = z.infer<typeof PilotThreadSchema>;
export const PilotThreadResponseSchema = z.object({ pilotThread: PilotThreadSchema });

export const ThreadKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/, 'threadKey is not valid');

export const CompletionsQuerySchema = z.object({
  thread_key: ThreadKeySchema.optional(),
  pilot_thread_id: z.coerce.number().int().positive().max(PG_INTEGER_MAX).optional(),
  /** Older pages: 1 is the newest. */
  page: z.coerce.number().int().min(1).max(10_000).default(1),
});
export const CompletionsResponseSchema = z.object({
  pilotCompletions: z.array(PilotCompletionSchema),
  hasNextPage: z.boolean(),
  pilotThread: PilotThreadSchema,
});
export type CompletionsResponse = z.infer<typeof CompletionsResponseSchema>;

export const CompletionContextSchema = z
  .object({
    currentDateTime: z.string().max(64).optional(),
    locales: z.array(z.string().max(35)).max(10).optional(),
    authenticated: z.boolean().optional(),
    path: z.string().max(300).optional(),
  })
  .catchall(z.union([z.string().max(500), z.number(), z.boolean(), z.null(), z.array(z.string().max(64)).max(10)]));

export const CreateCompletionInputSchema = z.strictObject({
  pilotCompletion: z.strictObject({
    agentKey: z.string().max(64).default('ask_solo'),
    pilotFileIds: z.array(z.number().int().positive()).max(PILOT_LIMITS.filesPerCompletion).default([]),
    context: CompletionContextSchema.default({}),
    userRequest: z
      .string()
      .trim()
      .min(1, 'Please write a question.')
      .max(PILOT_LIMITS.userRequestMaxLength, `Questions can be at most ${PILOT_LIMITS.userRequestMaxLength} characters.`),
    threadKey: ThreadKeySchema,
    pilotThreadId: z.number().int().positive().max(PG_INTEGER_MAX).optional(),
    personaId: z.string().max(64).nullable().optional(),
  }),
});
export type CreateCompletionInput = z.input<typeof CreateCompletionInputSchema>;
export const CompletionResponseSchema = z.object({ pilotCompletion: PilotCompletionSchema });

export const RateCompletionInputSchema = z.strictObject({ pilotCompletion: z.strictObject({ rating: RatingSchema }) });
export const CompletionIdParamsSchema = z.object({ id: z.coerce.number().int().positive().max(2_147_483_647) });

export const PersonasResponseSchema = z.object({ data: z.array(PersonaSchema) });

export const PromptSuggestionSchema = z.object({ id: z.string(), text: z.string(), metadata: z.object({ source: z.string() }) });
export type PromptSuggestion = z.infer<typeof PromptSuggestionSchema>;
export const PromptSuggestionsQuerySchema = z.object({
  agent_key: z.string().max(64).optional(),
  pilot_thread_id: z.coerce.number().int().positive().max(PG_INTEGER_MAX).optional(),
  thread_key: ThreadKeySchema.optional(),
  user_context: z.string().max(500).optional(),
});
export const PromptSuggestionsResponseSchema = z.object({ suggestions: z.array(PromptSuggestionSchema) });

export const DirectUploadResponseSchema = z.object({ signed_id: z.string(), filename: z.string(), content_type: z.string(), byte_size: z.number().int() });
export type DirectUploadResponse = z.infer<typeof DirectUploadResponseSchema>;
export const CreatePilotFileInputSchema = z.strictObject({
  pilot_file: z.strictObject({
    attachment: z.string().min(10).max(200),
    client_id: z.string().min(1).max(64),
    thread_key: ThreadKeySchema,
  }),
});
export const PilotFileResponseSchema = z.object({ pilotFile: PilotFileSchema });

/** A stream message: a delta carries the response length it follows, so a client can tell a gap. */
export const PilotStreamMessageSchema = z.union([
  z.object({ type: z.literal('delta'), pilotCompletionId: z.number().int(), offset: z.number().int(), delta: z.string() }),
  z.object({ type: z.literal('object'), pilotCompletion: PilotCompletionSchema }),
]);
export type PilotStreamMessage = z.infer<typeof PilotStreamMessageSchema>;

export const PilotRoomInputSchema = z.object({ threadKey: ThreadKeySchema });

/** The link a "start a case" function call gives (consumer spec 2). */
export const PILOT_DOCUMENT_NAMES = ['debt_answer', 'solosettle', 'document_generation'] as const;
export type PilotDocumentName = (typeof PILOT_DOCUMENT_NAMES)[number];
export const pilotCaseLink = (documentName: PilotDocumentName) => `/customer_documents?document_name=${documentName}&source=pilot`;
export const paymentWidgetPath = (customerDocumentId: number) => `/customer_documents/${customerDocumentId}/payment_widget`;

/** Consumer spec 9: the payment iframe's height, clamped. */
export function clampIframeHeight(height: unknown): number {
  const n = typeof height === 'number' ? height : Number.parseInt(String(height ?? ''), 10);
  if (!Number.isFinite(n)) return PILOT_LIMITS.iframeDefaultHeight;
  return Math.min(PILOT_LIMITS.iframeMaxHeight, Math.max(PILOT_LIMITS.iframeMinHeight, Math.round(n)));
}

/** Consumer spec 4: pressing the rating already given sets 0. */
export function nextRating(current: Rating, pressed: 1 | -1): Rating {
  return current === pressed ? 0 : pressed;
}
