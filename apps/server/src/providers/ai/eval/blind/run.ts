/**
 * Runs a blind question set (see README.md here) through the built-in provider the way the
 * product does: the consumer's account language and state, the question as typed. Writes the
 * answers beside the questions for a grader who has not seen the assistant's code or cards.
 * It prints no score: grading is the grader's.
 *
 *   npx tsx apps/server/src/providers/ai/eval/blind/run.ts <questions.jsonl> <answers.jsonl>
 */
import { readFileSync, writeFileSync } from 'node:fs';
import type { Language } from '@parley/shared';
import { createBuiltinProvider } from '../../builtin/builtin-provider.js';
import { createKnowledgeBase } from '../../knowledge-base.js';

// The account language is `account_language` in some sets' files and `account_lang` in others: both are read.
type Question = { id: string; question: string; account_language?: Language; account_lang?: Language; account_state: string | null };

const [input, output] = process.argv.slice(2);
if (!input || !output) throw new Error('usage: run.ts <questions.jsonl> <answers.jsonl>');
const questions = readFileSync(input, 'utf8')
  .split('\n')
  .filter((l) => l.trim())
  .map((l) => JSON.parse(l) as Question);
const provider = createBuiltinProvider({ knowledgeBase: createKnowledgeBase(), chunkDelayMs: 0 });
const lines: string[] = [];
const started = performance.now();
for (const q of questions) {
  let text = '';
  const citations: string[] = [];
  let tool: string | null = null;
  for await (const event of provider.complete({
    history: [],
    userRequest: q.question,
    language: q.account_language ?? q.account_lang ?? 'en',
    persona: null,
    files: [],
    context: { state: q.account_state ?? undefined },
  })) {
    if (event.type === 'delta') text += event.text;
    if (event.type === 'citation') citations.push(`${event.citation.title}${event.citation.heading ? ` — ${event.citation.heading}` : ''}`);
    if (event.type === 'tool_call') tool = event.name;
  }
  lines.push(JSON.stringify({ id: q.id, answer: text, citations, tool }));
}
writeFileSync(output, `${lines.join('\n')}\n`);
process.stdout.write(`${questions.length} answers in ${((performance.now() - started) / 1000).toFixed(1)} s → ${output}\n`);
