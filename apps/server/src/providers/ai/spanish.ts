import { foldAccents, type Language, writtenLanguage } from '@parley/shared';

/**
 * Reading a consumer's Spanish (issue 24). People type Spanish with and without accents ("qué" and
 * "que", "citación" and "citacion"), so patterns on Spanish questions are written on the folded
 * text: lowercase, no accents, no opening ¿ ¡, straight quotes.
 */
export function foldSpanish(text: string): string {
  return foldAccents(text).replace(/[’‘]/g, "'");
}

/** A question plainly written in Spanish (shared `writtenLanguage`). */
export function isSpanish(text: string): boolean {
  return writtenLanguage(text) === 'es';
}

/**
 * Ask Solo answers in the language on the consumer's account, whatever language the question is
 * typed in (issue 35: "language by the account, then by the question"); a Spanish question on an
 * English account is told, in Spanish, where to switch (`languageNote`).
 */
export function answerLanguage(consumerLanguage: Language, _question: string): Language {
  return consumerLanguage;
}

/** Said first when the question is in the other language than the account's. */
export function languageNote(consumerLanguage: Language, question: string): string | null {
  return consumerLanguage === 'en' && isSpanish(question)
    ? 'Su cuenta está en inglés, así que le respondo en inglés. Para recibir las respuestas en español, cambie el idioma en su perfil.'
    : null;
}

/**
 * A Spanish question's words put into English, so the English articles can be searched for it
 * (the built-in provider only points to an article this way and never quotes it; the OpenAI-compatible one sends its sections to the model). Folded words, the glossary's terms.
 */
const SPANISH_TO_ENGLISH: [RegExp, string][] = [
  [/\bsentencia en rebeldia\b/, 'default judgment'],
  [/\bplazo de prescripcion|prescri\w*/, 'statute of limitations time-barred'],
  [/\bembargo de salario\b/, 'wage garnishment'],
  [/\bagencias? de cobranza|cobrador\w*/, 'debt collector'],
  [/\bplan de pagos\b/, 'payment plan'],
  [/\baviso de validacion|validacion\b/, 'validation notice'],
  [/\bcontestacion\w*|contestar\w*|respond\w*/, 'answer'],
  [/\bdemand\w*/, 'lawsuit sued'],
  [/\bcitacion\w*|emplazamiento/, 'summons'],
  [/\btribunal\w*|corte\w*|juzgado\w*/, 'court'],
  [/\bembarg\w*/, 'garnishment levy'],
  [/\bsueldo\w*|salario\w*/, 'wages'],
  [/\bplazo\w*/, 'deadline'],
  [/\bacuerdo\w*|arregl\w*/, 'settlement settle'],
  [/\bdeuda\w*/, 'debt'],
  [/\bacreedor\w*/, 'creditor'],
  [/\bdisput\w*/, 'dispute'],
  [/\bcredito\w*/, 'credit'],
  [/\breporte\w*|informe\w*/, 'report'],
  [/\bpag\w*/, 'payment pay'],
  [/\boferta\w*/, 'offer'],
  [/\babogad\w*/, 'lawyer'],
  [/\bdefensa\w*/, 'defense'],
  [/\bcuenta bancaria|cuenta de banco|banco\w*/, 'bank account'],
  [/\bquiebra\w*|bancarrota\w*/, 'bankruptcy'],
  [/\bimpuesto\w*/, 'tax'],
  [/\bllamad\w*|llamar\w*/, 'calls'],
  [/\btrabajo\w*|empleador\w*|jefe\w*|patron\w*/, 'work employer'],
  [/\bcarta\w*/, 'letter'],
  [/\bdocumento\w*/, 'document'],
  [/\bpersona\w*/, 'persona'],
  // A hospital or doctor's bill, forgiven debt, insurance: a Spanish question about them is ours too.
  [/\bfactura\w*|cuenta del hospital/, 'bill'],
  [/\bhospital\w*|medic\w*|emergencia\w*|clinica\w*|ambulancia\w*/, 'medical hospital'],
  [/\bperdon\w*|condon\w*|cancelaron (?:la|el|parte)/, 'forgiven canceled debt'],
  [/\b1099\w*/, '1099-C tax'],
  [/\bmensaje\w*/, 'messages'],
];

export function englishSearchTerms(question: string): string {
  const folded = foldSpanish(question);
  return SPANISH_TO_ENGLISH.flatMap(([pattern, english]) => (pattern.test(folded) ? [english] : [])).join(' ');
}
