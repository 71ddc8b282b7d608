import type { Config } from '../../config.js';
import { createBuiltinProvider } from './builtin/builtin-provider.js';
import type { AiProvider } from './interface.js';
import { createKnowledgeBase, type KnowledgeBase } from './knowledge-base.js';
import { createOpenAiCompatibleProvider } from './openai-compatible.js';

export type { AiProvider } from './interface.js';
export { AiProviderError } from './interface.js';

/** The provider configuration picks, once at start-up (architecture "AI"). */
export function createAiProvider(
  config: Config['ai'],
  knowledgeBase: KnowledgeBase = createKnowledgeBase(),
  options: { chunkDelayMs?: number } = {},
): AiProvider {
  if (config.kind === 'openai-compatible') {
    return createOpenAiCompatibleProvider({ baseUrl: config.baseUrl, apiKey: config.apiKey, model: config.model, knowledgeBase });
  }
  return createBuiltinProvider({ knowledgeBase, chunkDelayMs: options.chunkDelayMs });
}
