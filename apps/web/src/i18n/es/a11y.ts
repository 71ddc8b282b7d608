export const messages: Record<string, string> = {
  'a11y.closeDialog': 'Cerrar',
  'a11y.skipToContent': 'Saltar al contenido principal',
};
