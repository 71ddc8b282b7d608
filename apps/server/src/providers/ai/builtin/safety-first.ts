import type { Language } from '@parley/shared';
import { ASIDE_WORDS, asidesIn } from './asides.js';
import { CRISIS_WORDS, crisisIn } from './crisis.js';

/**
 * What Ask Solo says before any answer, whichever provider writes the answer (the built-in one or a
 * language model): a medical emergency's 911 line, which is then all that is said; else the crisis
 * line for thoughts of self-harm, and the parts of the message that are not Parley's (asides.ts),
 * unless the whole message is not (a case that is not a debt is refused whole).
 */
export function safetyFirst(question: string, language: Language, notADebtCase: boolean): { emergency: string | null; before: string[] } {
  const crisis = crisisIn(question);
  if (crisis === 'medical') return { emergency: CRISIS_WORDS[language].medical, before: [] };
  return {
    emergency: null,
    before: [
      ...(crisis === 'self_harm' ? [CRISIS_WORDS[language].self_harm] : []),
      // A plan to stop court-ordered child support is warned against even in a message that is not about a debt (blind set Y).
      ...asidesIn(question)
        .filter((aside) => !notADebtCase || aside === 'child_support')
        .map((aside) => ASIDE_WORDS[language][aside]),
    ],
  };
}
