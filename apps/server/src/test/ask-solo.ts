import type { Language } from '@parley/shared';
import { planAnswer } from '../providers/ai/builtin/answer.js';
import { createCardIndex, loadCards } from '../providers/ai/builtin/cards.js';
import { createKnowledgeBase } from '../providers/ai/knowledge-base.js';

/** Ask Solo's built-in planner as the blind-set class tests ask it: the shipped articles and cards, answers planned as of `now`. */
export function askSoloAt(now: Date) {
  const kb = createKnowledgeBase();
  const cards = createCardIndex(loadCards());
  const planned = (question: string, language: Language, state: string | null = null) => planAnswer(kb, question, 'balanced', language, { cards, state, now });
  const plan = (question: string, language: Language, state: string | null = null) => planned(question, language, state).text;
  return { planned, plan };
}

/** An answer's first paragraph: what the person reads before anything else. */
export const firstParagraph = (text: string) => text.split('\n\n')[0] ?? '';
