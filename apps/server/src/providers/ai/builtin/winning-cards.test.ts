import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { Language } from '@parley/shared';
import { describe, expect, it } from 'vitest';
import { createKnowledgeBase } from '../knowledge-base.js';
import { answerLanguage } from '../spanish.js';
import { planAnswer } from './answer.js';
import { createCardIndex, loadCards } from './cards.js';

/**
 * The card each known question is answered from, held in winning-cards.json. The cue table
 * (ask-cues.ts) is first-match-wins by position and the card search weighs a story's words too, so a
 * new cue or card can take questions that are not its own; its own tests would still pass. This reads
 * every question the project holds (each card's examples, and every blind set's questions, graded
 * before) and fails on any that changed its card or intent. A change meant is accepted by reading the
 * diff of winning-cards.json (`npx vitest run -u` writes it) question by question.
 */
const EVAL_DIR = fileURLToPath(new URL('../eval/blind/', import.meta.url));
const now = new Date('2026-11-29T12:00:00Z');

type Asked = { id: string; question: string; language: Language; state: string | null };

function blindQuestions(): Asked[] {
  const out: Asked[] = [];
  for (const set of readdirSync(EVAL_DIR).sort()) {
    const file = path.join(EVAL_DIR, set, 'questions.jsonl');
    let text: string;
    try {
      text = readFileSync(file, 'utf8');
    } catch {
      continue;
    }
    for (const line of text.split('\n').filter((l) => l.trim())) {
      const q = JSON.parse(line) as { id: string; question: string; account_language?: Language; account_lang?: Language; account_state?: string | null };
      out.push({ id: `${set}/${q.id}`, question: q.question, language: q.account_language ?? q.account_lang ?? 'en', state: q.account_state ?? null });
    }
  }
  return out;
}

describe('the card each known question is answered from (cue order, issue 35)', () => {
  it('is unchanged for every card example and every blind set question', async () => {
    const kb = createKnowledgeBase();
    const cards = loadCards();
    const index = createCardIndex(cards);
    const asked: Asked[] = [
      ...cards.flatMap((card) => [
        ...card.examples.en.map((question, i) => ({ id: `${card.id}/en/${i}`, question, language: 'en' as const, state: null })),
        ...card.examples.es.map((question, i) => ({ id: `${card.id}/es/${i}`, question, language: 'es' as const, state: null })),
      ]),
      ...blindQuestions(),
    ];
    const winners: Record<string, string> = {};
    for (const q of asked) {
      const language = answerLanguage(q.language, q.question);
      winners[q.id] = planAnswer(kb, q.question, 'balanced', language, { cards: index, state: q.state, now }).intent;
    }
    await expect(`${JSON.stringify(winners, null, 2)}\n`).toMatchFileSnapshot('./winning-cards.json');
    // Some 3,200 questions answered in full: about 15 s alone, twice that beside the other test files in one run.
  }, 120_000);
});
