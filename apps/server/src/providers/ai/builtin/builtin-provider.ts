import type { AiProvider, CompletionEvent, CompletionRequest } from '../interface.js';
import type { KnowledgeBase } from '../knowledge-base.js';
import { findPersona } from '../personas.js';
import { answerLanguage, languageNote } from '../spanish.js';
import { planAnswer } from './answer.js';
import { ANSWER_WORDS } from './answer-words.js';
import { type CardIndex, createCardIndex, loadCards } from './cards.js';
import { editDocumentBuiltin } from './document-edits.js';
import { askedAt } from './slots.js';
import { extractFieldsBuiltin, summarizeBuiltin } from './summarize.js';

/**
 * The offline provider (architecture "AI"): retrieval over Parley's own articles, rules and
 * curated tables; no model, no network. An honest product mode: it cites its source, says when
 * it does not know, and says it is not a lawyer.
 */
export function createBuiltinProvider({
  knowledgeBase,
  cards = createCardIndex(loadCards()),
  chunkDelayMs = 12,
}: {
  knowledgeBase: KnowledgeBase;
  cards?: CardIndex;
  chunkDelayMs?: number;
}): AiProvider {
  return {
    name: 'builtin',
    async *complete(request: CompletionRequest, signal?: AbortSignal): AsyncIterable<CompletionEvent> {
      const persona = findPersona(request.persona?.id);
      const language = answerLanguage(request.language, request.userRequest);
      const plan = planAnswer(knowledgeBase, request.userRequest, persona?.style ?? 'balanced', language, {
        cards,
        state: request.context.state,
        now: askedAt(request.context.currentDateTime),
      });
      yield { type: 'intent', intent: plan.intent };
      const note = languageNote(request.language, request.userRequest);
      let text = note ? `${note}\n\n${plan.text}` : plan.text;
      if (request.files.length > 0) {
        text = `${ANSWER_WORDS[language].files(request.files.map((f) => f.name).join(', '))}\n\n${text}`;
      }
      for (const section of plan.sources) yield { type: 'citation', citation: knowledgeBase.citationOf(section) };
      // Streamed a few words at a time, as a model would.
      for (const chunk of text.match(/\S+\s*|\s+/g)?.reduce<string[]>((acc, word, i) => {
        if (i % 3 === 0) acc.push(word);
        else acc[acc.length - 1] += word;
        return acc;
      }, []) ?? []) {
        if (signal?.aborted) return;
        if (chunkDelayMs > 0) await new Promise((resolve) => setTimeout(resolve, chunkDelayMs));
        yield { type: 'delta', text: chunk };
      }
      if (plan.toolCall) yield { type: 'tool_call', name: plan.toolCall.name, arguments: plan.toolCall.arguments };
    },
    async summarize({ text }) {
      return summarizeBuiltin(text);
    },
    async extractFields({ text, fields }) {
      return extractFieldsBuiltin(text, fields);
    },
    async editDocument(request) {
      return editDocumentBuiltin(request);
    },
  };
}
