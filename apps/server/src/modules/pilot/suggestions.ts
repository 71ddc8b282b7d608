import type { Citation, PromptSuggestion } from '@parley/shared';

/**
 * Prompt suggestions: follow-ups to the article the last answer cited, else what to ask first.
 * Deterministic, from curated lists.
 */
const FOLLOW_UPS: Record<string, string[]> = {
  'how-to-answer-a-debt-collection-lawsuit': ['What are affirmative defenses?', 'How long do I have to answer?', 'Help me answer my lawsuit'],
  'debt-lawsuit-deadlines-by-court': ['Can I get an extension of time to answer?', 'What happens if I miss the deadline?', 'Help me answer my lawsuit'],
  'answer-deadlines-by-state': ['How do I confirm my exact deadline?', 'What goes in an answer?', 'Help me answer my lawsuit'],
  'default-judgment-what-to-do': ['Can a default judgment be set aside?', 'Can they garnish my wages?', 'Can I settle a judgment?'],
  'fdcpa-your-rights-with-debt-collectors': ['How do I make a collector stop calling?', 'What is a debt validation letter?', 'Where do I report a collector?'],
  'debt-validation-letters': ['How long do I have to dispute a debt?', 'What must a validation notice contain?', 'Can you draft a validation letter for me?'],
  'how-to-settle-a-debt': ['How much should I offer?', 'What should a settlement agreement say?', 'I want to settle my debt'],
  'credit-after-debt-settlement': ['What is pay for delete?', 'How long does a settled account stay on my report?', 'How do I rebuild my credit?'],
  'time-barred-zombie-debt': ['Can a payment restart the statute of limitations?', 'Can they sue me on an old debt?', 'What are zombie debt red flags?'],
  'how-to-use-parley': ['How does SoloSettle work?', 'How do personas work?', 'How does my payment plan work?'],
};
const STATUTE_FOLLOW_UPS = ['Can a payment restart the clock?', 'Is the statute of limitations the same as credit reporting?', 'Help me answer my lawsuit'];
const STARTERS = ['How do I answer a debt lawsuit?', 'Can a debt collector call me at work?', 'How do I settle a debt?'];
const CASE_STARTERS = ['How does SoloSettle work?', 'What should a settlement agreement say?', 'I want to pay my settlement'];

export function suggestionsFor(last: { intent: string | null; citations: Citation[] } | null, userContext: string): PromptSuggestion[] {
  const slug = last?.citations[0]?.slug;
  let texts: string[];
  let source: string;
  if (slug) {
    texts = FOLLOW_UPS[slug] ?? (slug.startsWith('statute-of-limitations') ? STATUTE_FOLLOW_UPS : STARTERS);
    source = 'knowledge_base';
  } else if (/my_cases|settle/i.test(userContext)) {
    texts = CASE_STARTERS;
    source = 'page_context';
  } else {
    texts = STARTERS;
    source = 'starter';
  }
  return texts.map((text, i) => ({ id: `${source}-${slug ?? 'none'}-${i}`, text, metadata: { source } }));
}
