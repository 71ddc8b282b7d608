export const messages: Record<string, string> = {
  'language.label': 'Idioma',
  'language.saveFailed': 'No pudimos guardar su idioma. Inténtelo de nuevo.',
};
