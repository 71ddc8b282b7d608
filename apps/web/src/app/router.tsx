import { createBrowserRouter } from 'react-router';
import { AccountsPage } from '../collector/accounts/accounts-page';
import { DirectDepositPage } from '../collector/direct-deposit/direct-deposit-page';
import { InvitePage } from '../collector/invite/invite-page';
import { CollectorLayout } from '../collector/layout/collector-layout';
import { NotificationsPage } from '../collector/notifications/notifications-page';
import { ForgotPasswordPage } from '../collector/password/forgot-password-page';
import { ResetPasswordPage as CollectorResetPasswordPage } from '../collector/password/reset-password-page';
import { PaymentDetailsPage } from '../collector/payment-details/payment-details-page';
import { SecurityPage } from '../collector/security/security-page';
import { SignInPage as CollectorSignInPage } from '../collector/sign-in/sign-in-page';
import { UsersPage } from '../collector/users/users-page';
import { PlaidLinkPage } from '../consumer/bank-link/plaid-link-page';
import { CasePage } from '../consumer/cases/case-page';
import { NewCasePage } from '../consumer/cases/new-case-page';
import { DashboardPage } from '../consumer/dashboard/dashboard-page';
import { ConfirmEmailPage } from '../consumer/email-confirmation/confirm-email-page';
import { DownloadPage } from '../consumer/intake/download-page';
import { StartCasePage as IntakeStartPage } from '../consumer/intake/start-case-page';
import { StepPage, WalkThroughPage } from '../consumer/intake/walk-through-page';
import { ConsumerLayout } from '../consumer/layout/consumer-layout';
import { RequestResetPage } from '../consumer/password/request-reset-page';
import { ResetPasswordPage as ConsumerResetPasswordPage } from '../consumer/password/reset-password-page';
import { AdditionalPaymentPage } from '../consumer/payment-plan/additional-payment-page';
import { PaymentSuccessPage } from '../consumer/payment-plan/payment-success-page';
import { PaymentWidgetPage } from '../consumer/payment-plan/payment-widget-page';
import { SandboxAuthenticatePage } from '../consumer/payment-plan/sandbox-authenticate-page';
import { SignInPage as ConsumerSignInPage } from '../consumer/sign-in/sign-in-page';
import { SignOutPage } from '../consumer/sign-out/sign-out-page';
import { SignUpPage } from '../consumer/sign-up/sign-up-page';
import { StartCasePage } from '../consumer/start/start-case-page';
import { EditorPage } from '../editor/editor-page';
import { LandingPage } from '../landing/landing-page';
import { SoloPage } from '../pilot/solo-page';
import { NotFoundPage } from './not-found-page';

export const router = createBrowserRouter([
  { path: '/', element: <LandingPage /> },

  // Collector portal (collector spec 2): sign-in and invite sit outside the authenticated layout.
  { path: '/collectors', element: <CollectorSignInPage /> },
  { path: '/collectors/invite', element: <InvitePage /> },
  { path: '/collectors/password/forgot', element: <ForgotPasswordPage /> },
  { path: '/collectors/password/reset', element: <CollectorResetPasswordPage /> },
  {
    element: <CollectorLayout />,
    children: [
      { path: '/collectors/accounts', element: <AccountsPage /> },
      { path: '/collectors/direct_deposit', element: <DirectDepositPage /> },
      { path: '/collectors/payment_details', element: <PaymentDetailsPage /> },
      { path: '/collectors/users', element: <UsersPage /> },
      { path: '/collectors/notifications', element: <NotificationsPage /> },
      { path: '/collectors/security', element: <SecurityPage /> },
    ],
  },

  // Consumer side: signed-out screens have no layout (consumer spec 6).
  { path: '/users/sign_up', element: <SignUpPage /> },
  { path: '/users/sign_in', element: <ConsumerSignInPage /> },
  { path: '/users/sign_out', element: <SignOutPage /> },
  { path: '/users/password/new', element: <RequestResetPage /> },
  { path: '/users/password/edit', element: <ConsumerResetPasswordPage /> },
  { path: '/users/confirmation', element: <ConfirmEmailPage /> },
  {
    element: <ConsumerLayout />,
    children: [
      { path: '/my_dashboard', element: <DashboardPage /> },
      { path: '/my_cases/new', element: <NewCasePage /> },
      { path: '/my_cases/:id', element: <CasePage /> },
      { path: '/plaid/link', element: <PlaidLinkPage /> },
      { path: '/customer_documents/:id/setup_additional_payment_amount', element: <AdditionalPaymentPage /> },
      { path: '/document_generations/:id/steps/document_generation_editor', element: <EditorPage /> },
      // A new case of any product (also Ask Solo's `source=pilot` links): created, then its first step.
      { path: '/customer_documents', element: <IntakeStartPage /> },
      { path: '/my_dashboard/download', element: <DownloadPage /> },
      ...['solosettles', 'debt_answers', 'document_generations'].flatMap((product) => [
        { path: `/${product}/:id`, element: <WalkThroughPage /> },
        { path: `/${product}/:id/steps/:step`, element: <StepPage /> },
      ]),
    ],
  },

  // Ask Solo in a full window (consumer spec 2), without the consumer layout around it.
  { path: '/solo', element: <SoloPage /> },
  // The provider's return (possibly inside the chat's payment iframe) and the sandbox's 3-D Secure page: no layout.
  { path: '/customer_documents/:id/payment_widget', element: <PaymentWidgetPage /> },
  { path: '/customer_documents/:id/payment_widget/payment_success', element: <PaymentSuccessPage /> },
  { path: '/sandbox/authenticate/:paymentIntent', element: <SandboxAuthenticatePage /> },

  // The product entry pages' start button (server-rendered /solosettle and /debt_answer link here).
  { path: '/start/:product', element: <StartCasePage /> },

  { path: '*', element: <NotFoundPage /> },
]);
