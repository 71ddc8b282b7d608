import { type Citation, PILOT_FUNCTIONS, type PilotFunctionName } from '@parley/shared';
import { CARD_MIN_SCORE } from './builtin/answer.js';
import { ANSWER_WORDS } from './builtin/answer-words.js';
import { type CardIndex, createCardIndex, loadCards } from './builtin/cards.js';
import { notADebtCaseText } from './builtin/not-a-debt-case.js';
import { overlaysFor, overlayText } from './builtin/overlays.js';
import { safetyFirst } from './builtin/safety-first.js';
import { askedAt, slotsOf } from './builtin/slots.js';
import { type AiProvider, AiProviderError, type CompletionEvent, type CompletionRequest, type EditDocumentRequest } from './interface.js';
import type { KnowledgeBase } from './knowledge-base.js';
import { findPersona } from './personas.js';
import { answerLanguage, englishSearchTerms, isSpanish } from './spanish.js';
import { TOOL_DEFINITIONS } from './tools.js';

/**
 * Any OpenAI-compatible chat-completions endpoint (LLM_BASE_URL, LLM_API_KEY, LLM_MODEL), over
 * fetch with server-sent events. The knowledge base is retrieved here too and handed to the model
 * as numbered sources, so its answers cite the same articles the built-in provider does.
 */

type Message = { role: 'system' | 'user' | 'assistant'; content: string };
type StreamChunk = {
  choices?: { delta?: { content?: string | null; tool_calls?: { index: number; id?: string; function?: { name?: string; arguments?: string } }[] } }[];
  error?: { message?: string };
};

const REQUEST_TIMEOUT_MS = 60_000;
const SOURCES = 3;

export function createOpenAiCompatibleProvider({
  baseUrl,
  apiKey,
  model,
  knowledgeBase,
  cards = createCardIndex(loadCards()),
  fetchImpl = fetch,
}: {
  baseUrl: string;
  apiKey: string | undefined;
  model: string;
  knowledgeBase: KnowledgeBase;
  cards?: CardIndex;
  fetchImpl?: typeof fetch;
}): AiProvider {
  async function post(body: Record<string, unknown>, signal?: AbortSignal): Promise<Response> {
    let response: Response;
    try {
      response = await fetchImpl(`${baseUrl}/chat/completions`, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          accept: body.stream ? 'text/event-stream' : 'application/json',
          ...(apiKey ? { authorization: `Bearer ${apiKey}` } : {}),
        },
        body: JSON.stringify({ model, ...body }),
        signal: signal ? AbortSignal.any([signal, AbortSignal.timeout(REQUEST_TIMEOUT_MS)]) : AbortSignal.timeout(REQUEST_TIMEOUT_MS),
      });
    } catch (err) {
      throw new AiProviderError(`The language model could not be reached: ${(err as Error).message}`);
    }
    if (!response.ok) {
      const detail = await response.text().catch(() => '');
      throw new AiProviderError(`The language model answered ${response.status}: ${errorMessageOf(detail)}`, response.status);
    }
    return response;
  }

  async function json(messages: Message[]): Promise<string> {
    const response = await post({ messages, stream: false, temperature: 0 });
    const body = (await response.json().catch(() => null)) as { choices?: { message?: { content?: string } }[] } | null;
    const content = body?.choices?.[0]?.message?.content;
    if (typeof content !== 'string') throw new AiProviderError('The language model gave no answer');
    return content;
  }

  return {
    name: 'openai-compatible',
    async *complete(request: CompletionRequest, signal?: AbortSignal): AsyncIterable<CompletionEvent> {
      const language = answerLanguage(request.language, request.userRequest);
      // What is said before any answer (safety-first.ts): a medical emergency hears 911 and nothing else, and no model is asked.
      const slots = slotsOf(request.userRequest, request.context.state, askedAt(request.context.currentDateTime));
      const { emergency, before: lead } = safetyFirst(request.userRequest, language, slots.notADebtCase);
      if (emergency) {
        yield { type: 'intent', intent: 'emergency' };
        yield { type: 'delta', text: emergency };
        return;
      }
      // The articles are English: a Spanish question is searched with its words put into English.
      const hits = knowledgeBase.search((isSpanish(request.userRequest) && englishSearchTerms(request.userRequest)) || request.userRequest, SOURCES);
      const persona = findPersona(request.persona?.id);
      // The authored card that fits comes first, in the reply language: the model grounds on the same answers as the built-in provider.
      const [card] = cards.search(request.userRequest, 1).filter((h) => h.score >= CARD_MIN_SCORE);
      const cardSource = card
        ? [
            `Prepared answer (prefer it): ${card.card[language].short}\n${card.card[language].facts.join('\n')}\n${card.card[language].next}\n(${card.card.citation})`,
          ]
        : [];
      const sources = [
        ...cardSource,
        ...hits.map((h, i) => `[${i + 1}] ${h.section.title}${h.section.heading ? ` — ${h.section.heading}` : ''}\n${h.section.text.slice(0, 2_500)}`),
      ];
      // The overlays are Parley's, not the model's: a state's bar on wage garnishment, a sued person's
      // deadline, the truth about jail, the benefits rules. The model is told them, so it does not
      // contradict them (a federal 25% cap where the state bars wage garnishment), and they follow its answer.
      const overlays = slots.notADebtCase
        ? [notADebtCaseText(request.userRequest, language)]
        : overlaysFor(card?.card ?? null, slots).flatMap((o) => overlayText(o, slots, language));
      const system = [
        'You are Solo, the assistant of Parley, a product that helps US consumers answer debt lawsuits, deal with debt collectors and settle debts.',
        'Answer from the numbered sources when they cover the question, and cite them as [1], [2]. If they do not, say plainly that you do not know.',
        `Never give legal advice about the person's own case; end every answer with: "${ANSWER_WORDS[language].notALawyer}"`,
        language === 'es'
          ? 'Answer in US Spanish, whatever language the sources are in: address the person as "usted", use plain words, and use these terms: settlement = acuerdo, payment plan = plan de pagos, lawsuit = demanda, Answer (the court filing) = Contestación, court = tribunal, default judgment = sentencia en rebeldía, garnishment = embargo de salario, statute of limitations = plazo de prescripción, validation notice = aviso de validación, dispute = disputa, debt = deuda, creditor = acreedor, collection agency = agencia de cobranza. Keep the names Parley, Solo, Debt Answer and SoloSettle.'
          : 'Answer in English.',
        slots.notADebtCase
          ? 'This is not a consumer debt case: use no tool, give no debt deadline, and point the person to the court and to free legal help.'
          : 'Use a tool when the person asks you to start a case, search for a court, or pay.',
        lead.length ? `Already said to the person before your answer (do not repeat it; answer the rest):\n${lead.join('\n')}` : '',
        overlays.length ? `These facts are true for this person and override the sources; never contradict them:\n${overlays.join('\n')}` : '',
        persona ? `Style: ${persona.instruction}` : '',
        request.context.currentDateTime ? `The person's current date and time: ${request.context.currentDateTime}.` : '',
        request.files.length
          ? `The person attached: ${request.files.map((f) => `${f.name} (${f.contentType})`).join(', ')}. You cannot see their contents.`
          : '',
        sources.length ? `Sources:\n\n${sources.join('\n\n')}` : 'No sources matched this question.',
      ]
        .filter(Boolean)
        .join('\n');
      const messages: Message[] = [{ role: 'system', content: system }, ...request.history, { role: 'user', content: request.userRequest }];
      const response = await post(
        { messages, stream: true, tools: TOOL_DEFINITIONS.map((t) => ({ type: 'function', function: t })), tool_choice: 'auto' },
        signal,
      );
      if (!response.body) throw new AiProviderError('The language model sent no stream');

      if (lead.length > 0) yield { type: 'delta', text: `${lead.join('\n\n')}\n\n` };
      let answer = '';
      const calls = new Map<number, { name: string; args: string }>();
      let isDone = false;
      for await (const data of serverSentEvents(response.body)) {
        if (data === '[DONE]') {
          isDone = true;
          break;
        }
        let chunk: StreamChunk;
        try {
          chunk = JSON.parse(data) as StreamChunk;
        } catch {
          throw new AiProviderError('The language model sent a malformed stream');
        }
        if (chunk.error) throw new AiProviderError(`The language model failed: ${chunk.error.message ?? 'unknown error'}`);
        const delta = chunk.choices?.[0]?.delta;
        if (delta?.content) {
          answer += delta.content;
          yield { type: 'delta', text: delta.content };
        }
        for (const call of delta?.tool_calls ?? []) {
          const held = calls.get(call.index) ?? { name: '', args: '' };
          held.name += call.function?.name ?? '';
          held.args += call.function?.arguments ?? '';
          calls.set(call.index, held);
        }
      }
      // A stream that ends without [DONE] was cut: the answer may be partial, so it is not used.
      if (!isDone) throw new AiProviderError('The language model stream ended early');
      if (overlays.length > 0) yield { type: 'delta', text: `\n\n${overlays.join('\n\n')}` };
      yield { type: 'intent', intent: calls.size > 0 ? [...calls.values()].map((c) => c.name).join(',') : 'question' };
      for (const [index, hit] of hits.entries()) {
        if (answer.includes(`[${index + 1}]`)) yield { type: 'citation', citation: knowledgeBase.citationOf(hit.section) satisfies Citation };
      }
      for (const call of calls.values()) {
        // A criminal, traffic or family case gets no debt tool, whatever the model asked for.
        if (slots.notADebtCase || !(PILOT_FUNCTIONS as readonly string[]).includes(call.name)) continue;
        let args: Record<string, unknown> = {};
        try {
          args = call.args ? (JSON.parse(call.args) as Record<string, unknown>) : {};
        } catch {
          throw new AiProviderError(`The language model sent invalid arguments for ${call.name}`);
        }
        yield { type: 'tool_call', name: call.name as PilotFunctionName, arguments: args };
      }
    },
    async summarize({ text }) {
      return (
        await json([
          {
            role: 'system',
            content:
              "Summarize a consumer's hardship answers for the debt collector handling their account, in at most three neutral sentences. Use only facts in the text; do not add advice.",
          },
          { role: 'user', content: text },
        ])
      ).trim();
    },
    async extractFields({ text, fields }) {
      const content = await json([
        {
          role: 'system',
          content: `Extract these fields from the text and answer with one JSON object only, using null when a field is absent: ${fields.map((f) => `${f.name} (${f.description})`).join('; ')}.`,
        },
        { role: 'user', content: text },
      ]);
      const parsed = parseJsonObject(content);
      return Object.fromEntries(fields.map((f) => [f.name, typeof parsed[f.name] === 'string' ? (parsed[f.name] as string) : null]));
    },
    async editDocument(request: EditDocumentRequest) {
      const content = await json([
        {
          role: 'system',
          content: [
            'You edit legal documents for a consumer. Keep the HTML structure (p, h1-h3, ul, ol, li, strong, em) and change only the wording.',
            `Dimension: ${request.optionId.replace('_', ' ')}, set to ${request.sliderValue} on a scale of 1 to 10 where 5 means unchanged.`,
            'For tone balance, 1 is defendant-friendly and 10 plaintiff-friendly. Only cite real statutes and rules.',
            'Answer with one JSON object only: {"content": "<the edited text>", "summary": "<one sentence saying what changed>"}.',
          ].join('\n'),
        },
        { role: 'user', content: `Request: ${request.request}\n\n${request.isSelection ? 'Selected text' : 'Document'}:\n${request.content}` },
      ]);
      const parsed = parseJsonObject(content);
      if (typeof parsed.content !== 'string' || typeof parsed.summary !== 'string') throw new AiProviderError('The language model gave no edit');
      return { content: parsed.content, summary: parsed.summary };
    },
  };
}

function errorMessageOf(body: string): string {
  try {
    const parsed = JSON.parse(body) as { error?: { message?: string } | string };
    if (typeof parsed.error === 'string') return parsed.error;
    if (parsed.error?.message) return parsed.error.message;
  } catch {
    // Not JSON: a proxy's page.
  }
  return body.slice(0, 200) || 'no details';
}

function parseJsonObject(content: string): Record<string, unknown> {
  const start = content.indexOf('{');
  const end = content.lastIndexOf('}');
  try {
    const parsed = JSON.parse(content.slice(start, end + 1)) as unknown;
    if (parsed && typeof parsed === 'object' && !Array.isArray(parsed)) return parsed as Record<string, unknown>;
  } catch {
    // Reported below.
  }
  throw new AiProviderError('The language model did not answer with JSON');
}

/** The `data:` payloads of a server-sent-events stream, one per event. */
export async function* serverSentEvents(body: ReadableStream<Uint8Array>): AsyncIterable<string> {
  const decoder = new TextDecoder();
  let buffer = '';
  const reader = body.getReader();
  try {
    while (true) {
      let read: ReadableStreamReadResult<Uint8Array>;
      try {
        read = await reader.read();
      } catch (err) {
        throw new AiProviderError(`The language model stream broke: ${(err as Error).message}`);
      }
      if (read.done) break;
      buffer += decoder.decode(read.value, { stream: true });
      let boundary = buffer.search(/\r?\n\r?\n/);
      while (boundary >= 0) {
        const event = buffer.slice(0, boundary);
        buffer = buffer.slice(boundary).replace(/^\r?\n\r?\n/, '');
        const data = event
          .split(/\r?\n/)
          .filter((line) => line.startsWith('data:'))
          .map((line) => line.slice(5).replace(/^ /, ''))
          .join('\n');
        if (data) yield data;
        boundary = buffer.search(/\r?\n\r?\n/);
      }
    }
  } finally {
    reader.releaseLock();
  }
}
