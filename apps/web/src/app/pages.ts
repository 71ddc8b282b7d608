/**
 * Every page of the app, as data: its path, the module (under src/, without .tsx) and export that
 * render it, the layout around it, and whether search engines may index it.
 *
 * One table, three readers: the router (each module is its own chunk, fetched when its route is
 * first matched), the build (which writes each page's chunks to dist/.vite/pages.json), and from
 * that file the server (it preloads the page's own chunks and marks private pages `noindex`) and
 * the bundle budgets of `npm test`.
 */
export type LayoutName = 'collector' | 'consumer';

export type PageEntry = {
  path: string;
  module: string;
  component: string;
  layout?: LayoutName;
  /** Signed-out pages a person would search for; every other page answers `noindex`. */
  isIndexable?: boolean;
};

export const LAYOUTS: Record<LayoutName, { module: string; component: string }> = {
  collector: { module: 'collector/layout/collector-layout', component: 'CollectorLayout' },
  consumer: { module: 'consumer/layout/consumer-layout', component: 'ConsumerLayout' },
};

const intakeProducts = ['solosettles', 'debt_answers', 'document_generations'];

export const PAGES: PageEntry[] = [
  { path: '/', module: 'landing/landing-page', component: 'LandingPage', isIndexable: true },

  // Collector portal (collector spec 2): sign-in and invite sit outside the authenticated layout.
  { path: '/collectors', module: 'collector/sign-in/sign-in-page', component: 'SignInPage', isIndexable: true },
  { path: '/collectors/invite', module: 'collector/invite/invite-page', component: 'InvitePage' },
  { path: '/collectors/password/forgot', module: 'collector/password/forgot-password-page', component: 'ForgotPasswordPage' },
  { path: '/collectors/password/reset', module: 'collector/password/reset-password-page', component: 'ResetPasswordPage' },
  { path: '/collectors/accounts', module: 'collector/accounts/accounts-page', component: 'AccountsPage', layout: 'collector' },
  { path: '/collectors/work_queue', module: 'collector/work-queue/work-queue-page', component: 'WorkQueuePage', layout: 'collector' },
  { path: '/collectors/direct_deposit', module: 'collector/direct-deposit/direct-deposit-page', component: 'DirectDepositPage', layout: 'collector' },
  { path: '/collectors/payment_details', module: 'collector/payment-details/payment-details-page', component: 'PaymentDetailsPage', layout: 'collector' },
  { path: '/collectors/settlement_rules', module: 'collector/settlement-rules/settlement-rules-page', component: 'SettlementRulesPage', layout: 'collector' },
  { path: '/collectors/users', module: 'collector/users/users-page', component: 'UsersPage', layout: 'collector' },
  { path: '/collectors/audit_log', module: 'collector/audit-log/audit-log-page', component: 'AuditLogPage', layout: 'collector' },
  { path: '/collectors/notifications', module: 'collector/notifications/notifications-page', component: 'NotificationsPage', layout: 'collector' },
  { path: '/collectors/integrations', module: 'collector/integrations/integrations-page', component: 'IntegrationsPage', layout: 'collector' },
  { path: '/collectors/security', module: 'collector/security/security-page', component: 'SecurityPage', layout: 'collector' },
  { path: '/collectors/portfolio', module: 'collector/portfolio/portfolio-page', component: 'PortfolioPage', layout: 'collector' },
  { path: '/collectors/reports', module: 'collector/reports/reports-page', component: 'ReportsPage', layout: 'collector' },

  // Consumer side: signed-out screens have no layout (consumer spec 6).
  { path: '/users/sign_up', module: 'consumer/sign-up/sign-up-page', component: 'SignUpPage', isIndexable: true },
  { path: '/users/sign_in', module: 'consumer/sign-in/sign-in-page', component: 'SignInPage', isIndexable: true },
  { path: '/users/sign_out', module: 'consumer/sign-out/sign-out-page', component: 'SignOutPage' },
  { path: '/users/password/new', module: 'consumer/password/request-reset-page', component: 'RequestResetPage' },
  { path: '/users/password/edit', module: 'consumer/password/reset-password-page', component: 'ResetPasswordPage' },
  { path: '/users/confirmation', module: 'consumer/email-confirmation/confirm-email-page', component: 'ConfirmEmailPage' },
  { path: '/my_dashboard', module: 'consumer/dashboard/dashboard-page', component: 'DashboardPage', layout: 'consumer' },
  { path: '/my_cases/new', module: 'consumer/cases/new-case-page', component: 'NewCasePage', layout: 'consumer' },
  { path: '/my_cases/:id', module: 'consumer/cases/case-page', component: 'CasePage', layout: 'consumer' },
  { path: '/plaid/link', module: 'consumer/bank-link/plaid-link-page', component: 'PlaidLinkPage', layout: 'consumer' },
  {
    path: '/customer_documents/:id/setup_additional_payment_amount',
    module: 'consumer/payment-plan/additional-payment-page',
    component: 'AdditionalPaymentPage',
    layout: 'consumer',
  },
  { path: '/document_generations/:id/steps/document_generation_editor', module: 'editor/editor-page', component: 'EditorPage', layout: 'consumer' },
  // A new case of any product (also Ask Solo's `source=pilot` links): created, then its first step.
  { path: '/customer_documents', module: 'consumer/intake/start-case-page', component: 'StartCasePage', layout: 'consumer' },
  { path: '/my_dashboard/download', module: 'consumer/intake/download-page', component: 'DownloadPage', layout: 'consumer' },
  ...intakeProducts.flatMap((product): PageEntry[] => [
    { path: `/${product}/:id`, module: 'consumer/intake/walk-through-page', component: 'WalkThroughPage', layout: 'consumer' },
    { path: `/${product}/:id/steps/:step`, module: 'consumer/intake/walk-through-page', component: 'StepPage', layout: 'consumer' },
  ]),

  // Ask Solo in a full window (consumer spec 2), without the consumer layout around it.
  { path: '/solo', module: 'pilot/solo-page', component: 'SoloPage' },
  // The provider's return (possibly inside the chat's payment iframe) and the sandbox's 3-D Secure page: no layout.
  { path: '/customer_documents/:id/payment_widget', module: 'consumer/payment-plan/payment-widget-page', component: 'PaymentWidgetPage' },
  {
    path: '/customer_documents/:id/payment_widget/payment_success',
    module: 'consumer/payment-plan/payment-success-page',
    component: 'PaymentSuccessPage',
  },
  { path: '/sandbox/authenticate/:paymentIntent', module: 'consumer/payment-plan/sandbox-authenticate-page', component: 'SandboxAuthenticatePage' },

  // The product entry pages' start button (server-rendered /solosettle and /debt_answer link here).
  { path: '/start/:product', module: 'consumer/start/start-case-page', component: 'StartCasePage' },

  { path: '*', module: 'app/not-found-page', component: 'NotFoundPage' },
];
