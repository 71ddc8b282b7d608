import type { Language } from '@parley/shared';
import { ANSWER_WORDS } from './answer-words.js';
import type { PlannedAnswer } from './article-answer.js';
import { OVERLAY_WORDS } from './overlay-words.js';
import { RISKY_PLAN_WORDS } from './risky-plans.js';
import type { Situation } from './situations.js';
import type { Slots } from './slots.js';

/** Answers no situation is added to: a greeting, a refusal, a tool started, a matter outside consumer debt, an emergency. */
const NOT_SITUATED = new Set(['greeting', 'thanks', 'false_document', 'not_a_debt_case', 'emergency']);

/**
 * The answer with what the message's situations decide said first (situations.ts). A situation that `replaces` is the
 * answer, after any warning against a risky plan: the cards near its words answer another debt (blind set AA: a car
 * co-signer's card to a co-signer whose student died). An article's closest paragraph or an "I don't know" gives way to it
 * too; the overlays said before that paragraph stay. A scam card already says it is a scam, so the scam line is not repeated.
 */
export function withSituations(planned: PlannedAnswer, situations: readonly Situation[], slots: Slots, language: Language): PlannedAnswer {
  if (planned.toolCall || NOT_SITUATED.has(planned.intent)) return planned;
  const said = situations.filter((s) => s.beforeScamCard || !/^card:c-scam/.test(planned.intent));
  const lines = said.filter((s) => !s.trails).flatMap((s) => s.lines);
  const after = said.filter((s) => s.trails).flatMap((s) => s.lines);
  if (lines.length + after.length === 0) return planned;
  const intent = `situation:${said.map((s) => s.name).join('+')}`;
  const paragraphs = planned.text.split('\n\n');
  const notALawyer = OVERLAY_WORDS[language].notALawyer;
  const risks = slots.risks.map((risk) => RISKY_PLAN_WORDS[language][risk]);
  if (said.some((s) => s.replaces)) return { ...planned, intent, sources: [], text: [...risks, ...lines, ...after, notALawyer].join('\n\n') };
  const noAnswer = [ANSWER_WORDS[language].fromArticle, ANSWER_WORDS[language].dontKnow, OVERLAY_WORDS[language].fallback('').slice(0, 30)];
  const at = paragraphs.findIndex((p) => noAnswer.some((words) => words !== '' && p.startsWith(words)));
  if (at >= 0) {
    // With no card and no article to follow, what would have followed one leads.
    // A served person's deadline, said before the paragraph, still leads what only follows (blind set AB: a title loan's deficiency).
    const [lead, trail] = lines.length > 0 ? [lines, after] : slots.served ? [[], after] : [after, []];
    return { ...planned, intent, sources: [], text: [...lead, ...paragraphs.slice(0, at).filter((p) => !lead.includes(p)), ...trail, notALawyer].join('\n\n') };
  }
  // A warning against a risky plan stays first.
  const warned = paragraphs.filter((p) => risks.includes(p));
  const body = paragraphs.filter((p) => !lines.includes(p) && !risks.includes(p) && !after.includes(p));
  // What follows goes before the sources and the limits, the answer's last words.
  const source = ANSWER_WORDS[language].source;
  const end = body.findIndex((p) => p.startsWith(source) || p === notALawyer);
  const cut = end < 0 ? body.length : end;
  return { ...planned, text: [...warned, ...lines, ...body.slice(0, cut), ...after, ...body.slice(cut)].join('\n\n') };
}
