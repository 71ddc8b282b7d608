/** The consumer's header, navigation and drawer. */
export const messages: Record<string, string> = {
  'layout.loadAccountFailed': 'No pudimos cargar su cuenta. Inténtelo de nuevo.',
  'nav.account': 'Cuenta',
  'nav.cases': 'Casos',
  'nav.close': 'Cerrar la navegación',
  'nav.connectBank': 'Conectar un banco',
  'nav.creditReport': 'Informe de crédito',
  'nav.dashboard': 'Panel',
  'nav.documents': 'Documentos',
  'nav.financialReport': 'Informe financiero',
  'nav.greeting': 'Hola, {firstName}',
  'nav.menu': 'Menú',
  'nav.myCases': 'Mis casos',
  'nav.myFinances': 'Mis finanzas',
  'nav.open': 'Abrir la navegación',
  'nav.profile': 'Perfil',
  'nav.settleDebt': 'Llegar a un acuerdo',
};
