import type { Citation, Language, PromptSuggestion } from '@parley/shared';

/**
 * Prompt suggestions: follow-ups to the article the last answer cited, else what to ask first.
 * Deterministic, from curated lists, each question beside its Spanish (issue 24): a Spanish
 * speaker is offered questions Solo answers in Spanish.
 */
type Texts = Record<Language, string[]>;

const FOLLOW_UPS: Record<string, Texts> = {
  'how-to-answer-a-debt-collection-lawsuit': {
    en: ['What are affirmative defenses?', 'How long do I have to answer?', 'Help me answer my lawsuit'],
    es: ['¿Qué son las defensas afirmativas?', '¿Cuánto tiempo tengo para contestar la demanda?', 'Ayúdeme a contestar mi demanda'],
  },
  'debt-lawsuit-deadlines-by-court': {
    en: ['Can I get an extension of time to answer?', 'What happens if I miss the deadline?', 'Help me answer my lawsuit'],
    es: ['¿Puedo pedir más tiempo para contestar?', '¿Qué pasa si no contesto antes del plazo?', 'Ayúdeme a contestar mi demanda'],
  },
  'answer-deadlines-by-state': {
    en: ['How do I confirm my exact deadline?', 'What goes in an answer?', 'Help me answer my lawsuit'],
    es: ['¿Cómo confirmo mi plazo exacto?', '¿Qué va en una Contestación?', 'Ayúdeme a contestar mi demanda'],
  },
  'default-judgment-what-to-do': {
    en: ['Can a default judgment be set aside?', 'Can they garnish my wages?', 'Can I settle a judgment?'],
    es: ['¿Se puede anular una sentencia en rebeldía?', '¿Pueden embargar mi sueldo?', '¿Puedo llegar a un acuerdo después de una sentencia?'],
  },
  'fdcpa-your-rights-with-debt-collectors': {
    en: ['How do I make a collector stop calling?', 'What is a debt validation letter?', 'Where do I report a collector?'],
    es: ['¿Cómo hago que un cobrador deje de llamarme?', '¿Qué es una carta de validación de deuda?', '¿Dónde denuncio a un cobrador?'],
  },
  'debt-validation-letters': {
    en: ['How long do I have to dispute a debt?', 'What must a validation notice contain?', 'Can you draft a validation letter for me?'],
    es: ['¿Cuánto tiempo tengo para disputar una deuda?', '¿Qué debe decir un aviso de validación?', 'Prepare una carta de validación por mí'],
  },
  'how-to-settle-a-debt': {
    en: ['How much should I offer?', 'What should a settlement agreement say?', 'I want to settle my debt'],
    es: ['¿Cuánto debo ofrecer?', '¿Qué debe decir un acuerdo?', 'Quiero llegar a un acuerdo'],
  },
  'credit-after-debt-settlement': {
    en: ['What is pay for delete?', 'How long does a settled account stay on my report?', 'How do I rebuild my credit?'],
    es: ['¿Qué es "pay for delete"?', '¿Cuánto tiempo se queda una cuenta en mi reporte de crédito?', '¿Cómo reconstruyo mi crédito?'],
  },
  'time-barred-zombie-debt': {
    en: ['Can a payment restart the statute of limitations?', 'Can they sue me on an old debt?', 'What are zombie debt red flags?'],
    es: ['¿Un pago puede reiniciar el plazo de prescripción?', '¿Me pueden demandar por una deuda vieja?', '¿Qué es una deuda prescrita?'],
  },
  'how-to-use-parley': {
    en: ['How does SoloSettle work?', 'How do personas work?', 'How does my payment plan work?'],
    es: ['¿Cómo funciona SoloSettle?', '¿Cómo funcionan las personas de Solo?', '¿Cómo funciona mi plan de pagos?'],
  },
};
const STATUTE_FOLLOW_UPS: Texts = {
  en: ['Can a payment restart the clock?', 'Is the statute of limitations the same as credit reporting?', 'Help me answer my lawsuit'],
  es: ['¿Un pago puede reiniciar el plazo?', '¿El plazo de prescripción es lo mismo que el reporte de crédito?', 'Ayúdeme a contestar mi demanda'],
};
const STARTERS: Texts = {
  en: ['How do I answer a debt lawsuit?', 'Can a debt collector call me at work?', 'How do I settle a debt?'],
  es: ['¿Qué pasa si no respondo a la demanda?', '¿Pueden embargar mi sueldo?', '¿Me pueden demandar por una deuda vieja?'],
};
const CASE_STARTERS: Texts = {
  en: ['How does SoloSettle work?', 'What should a settlement agreement say?', 'I want to pay my settlement'],
  es: ['¿Cómo funciona SoloSettle?', '¿Qué debe decir un acuerdo?', 'Quiero pagar mi acuerdo'],
};

export function suggestionsFor(
  last: { intent: string | null; citations: Citation[] } | null,
  userContext: string,
  language: Language = 'en',
): PromptSuggestion[] {
  const slug = last?.citations[0]?.slug;
  let texts: Texts;
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
  return texts[language].map((text, i) => ({ id: `${source}-${slug ?? 'none'}-${i}`, text, metadata: { source } }));
}
