import {
  BAD_TOKEN,
  BUDGET_SHARE,
  caseWithNoticeA,
  counteroffer,
  DEMO_PASSWORD,
  identityTheftReportA,
  newApiKeyX,
  newBudgetCaseA,
  newEndpointX,
  newImportX,
  newOpenDisputeA,
  ORIGINAL_CREDITOR_REQUEST,
  PNG_FILE,
  PORTFOLIO_CSV,
  PORTFOLIO_MAPPING,
  paymentDetails,
  shared,
  unique,
  verifiedDisputeA,
} from './authorization-fixtures.js';
import type { MatrixRequest } from './matrix-request.js';
import { ROLES, type Role } from './matrix-roles.js';
import type { World } from './world.js';

export type { MatrixRequest } from './matrix-request.js';

/**
 * Who may call what: the expected status of every route the server registers, for each role,
 * against fixtures owned by firm X and consumer A (apps/server/src/test/world.ts builds them).
 * apps/server/src/proof/authorization.test.ts walks Fastify's route table and fails on any route
 * missing here, so a new route cannot be forgotten: add one row per route.
 *
 * Roles, in column order:
 *   anon  nobody signed in            A     consumer A (owns the case / conversation)
 *   B     consumer B (another consumer of the same firm)
 *   xUser firm X collector, user scope  xAdm firm X collector, admin scope
 *   yAdm  firm Y administrator          onCall Parley's on-call administrator (reads every firm, writes none)
 *
 * Codes: 200 allowed; 302 redirected to sign-in; 401 no session of the right kind; 403 signed in but
 * not allowed (scope, read-only, on-call only); 404 the object belongs to someone else (tenancy:
 * another firm's or consumer's object answers as if it did not exist). Other 4xx are stated where the
 * route is public but its token or state refuses everyone alike.
 *
 * `request` builds the call for one cell. Rows that change data take a fresh object from a world
 * factory on every call, so each cell starts from the same state. HEAD routes that Fastify adds for
 * each GET are checked with the GET row.
 */
/**
 * The wall-clock budget of one row's test in the route proofs. It catches a hang, not slowness: the
 * proofs run at the lowest priority beside the end-to-end journeys, and there a row's time is set by
 * how long Chromium keeps both cores busy (a process at nice 19 beside two busy cores had 36 s of CPU in
 * 5.5 minutes here). A row that takes 2 s alone took over 90 s in a clean-clone run (stop 86), after
 * 30 s and then 90 s had each been raised for the same reason.
 */
export const PROOF_ROW_BUDGET = 600_000;

export type MatrixRow = {
  route: string;
  expect: Record<Role, number>;
  request: (world: World, as: Role) => MatrixRequest | Promise<MatrixRequest>;
  /**
   * 'signature': a provider webhook, authenticated by its signature instead of a session and a CSRF token.
   * 'on-read': a GET that changes something (the credit pull), so it takes the CSRF token like a write.
   */
  csrf?: 'signature' | 'on-read';
};

type Statuses = [anon: number, A: number, B: number, xUser: number, xAdm: number, yAdm: number, onCall: number];

function row(route: string, statuses: Statuses, request: MatrixRow['request'] | string, options: Pick<MatrixRow, 'csrf'> = {}): MatrixRow {
  const expect = Object.fromEntries(ROLES.map((role, i) => [role, statuses[i]])) as Record<Role, number>;
  const build = typeof request === 'string' ? () => ({ url: request }) : request;
  if (options.csrf !== 'on-read') return { route, expect, request: build, ...options };
  return { route, expect, request: async (w, as) => ({ ...(await build(w, as)), csrfOnRead: true }), ...options };
}

const PUBLIC: Statuses = [200, 200, 200, 200, 200, 200, 200];
const SIGNED_IN: Statuses = [401, 200, 200, 200, 200, 200, 200];
const CONSUMERS: Statuses = [401, 200, 200, 401, 401, 401, 401];
const COLLECTORS: Statuses = [401, 401, 401, 200, 200, 200, 200];
/** Firm settings and staff: administrators of a firm, each for their own firm. */
const FIRM_ADMINS: Statuses = [401, 401, 401, 403, 200, 200, 403];
/** Notification policies: every collector of a firm; the on-call administrator belongs to none. */
const FIRM_STAFF: Statuses = [401, 401, 401, 200, 200, 200, 403];
/** An account of firm X: its staff act on it, firm Y does not find it, on-call reads it only. */
const X_ACCOUNT_READ: Statuses = [401, 401, 401, 200, 200, 404, 200];
const X_ACCOUNT_WRITE: Statuses = [401, 401, 401, 200, 200, 404, 403];
/** A consumer's private file on firm X's account (the FTC identity-theft report): firm X's staff only, not the on-call administrator. */
const X_ACCOUNT_PRIVATE: Statuses = [401, 401, 401, 200, 200, 404, 404];
/** Consumer A's case: A alone among consumers; collectors use their own routes. */
const A_CASE: Statuses = [401, 200, 404, 401, 401, 401, 401];
/** Consumer A's conversation with firm X: its two parties only; the on-call administrator takes part in no chat. */
const A_CONVERSATION: Statuses = [401, 200, 404, 200, 200, 404, 403];
/** Consumer A's autopay date (consumer spec 7): another consumer's plan is refused with 403, as the spec says. */
const A_PLAN_DATE: Statuses = [401, 200, 403, 401, 401, 401, 401];
/** A payout change (or cancelling one): only with two-step verification on (none of the matrix's users has it), the on-call administrator never. */
const PAYOUT_CHANGE: Statuses = [401, 401, 401, 403, 403, 403, 403];
/** Firm X's key or endpoint: its administrators; firm Y's finds nothing; staff and the on-call administrator are refused. */
const X_ADMIN_OBJECT: Statuses = [401, 401, 401, 403, 200, 404, 403];
const ON_CALL_ONLY: Statuses = [401, 401, 401, 403, 403, 403, 200];
const X_IMPORT: Statuses = [401, 401, 401, 403, 200, 404, 403];
// biome-ignore format: a table reads best with its columns aligned
export const AUTHORIZATION_MATRIX: MatrixRow[] = [
  //  route                                                      anon    A     B  xUser  xAdm  yAdm onCall
  // ---- Platform and API documentation: public ----
  row('GET /healthz',                                            PUBLIC, '/healthz'),
  row('GET /readyz',                                             PUBLIC, '/readyz'),
  // Loopback clients only when METRICS_TOKEN is unset (app.inject connects from 127.0.0.1); metrics.test.ts covers the rest.
  row('GET /metrics',                                            PUBLIC, '/metrics'),
  row('GET /api/csrf',                                           PUBLIC, '/api/csrf'),
  row('GET /api/docs',                                           PUBLIC, '/api/docs'),
  row('GET /api/docs/json',                                      PUBLIC, '/api/docs/json'),
  row('GET /api/docs/yaml',                                      PUBLIC, '/api/docs/yaml'),
  // swagger-ui sends its static index to /api/docs.
  row('GET /api/docs/static/index.html',                         [302, 302, 302, 302, 302, 302, 302], '/api/docs/static/index.html'),
  row('GET /api/docs/static/swagger-initializer.js',             PUBLIC, '/api/docs/static/swagger-initializer.js'),
  row('GET /api/docs/static/*',                                  PUBLIC, '/api/docs/static/swagger-ui.css'),

  // ---- Collector sign-in ----
  row('POST /collectors/api/login',                              PUBLIC, () => ({ url: '/collectors/api/login', body: { email: 'staff@demo-law.test', password: DEMO_PASSWORD } })),
  // Without the challenge cookie of a half-finished sign-in, nobody completes one.
  row('POST /collectors/api/login/mfa',                          [401, 401, 401, 401, 401, 401, 401], () => ({ url: '/collectors/api/login/mfa', body: { code: '123456' } })),
  row('GET /collectors/api/check_auth',                          PUBLIC, '/collectors/api/check_auth'),
  row('GET /collectors/api/basic_stats',                         COLLECTORS, '/collectors/api/basic_stats'),
  row('DELETE /collectors/api/logout',                           COLLECTORS, '/collectors/api/logout'),
  // Token-authorized: a wrong invite or reset token refuses everyone alike.
  row('POST /collectors/api/accept_invite',                      [422, 422, 422, 422, 422, 422, 422], () => ({ url: '/collectors/api/accept_invite', body: { token: BAD_TOKEN, password: 'a-long-passphrase' } })),
  row('POST /collectors/api/password/forgot',                    PUBLIC, () => ({ url: '/collectors/api/password/forgot', body: { email: 'staff@demo-law.test' } })),
  row('POST /collectors/api/password/reset',                     [422, 422, 422, 422, 422, 422, 422], () => ({ url: '/collectors/api/password/reset', body: { token: BAD_TOKEN, password: 'a-long-passphrase' } })),

  // ---- Consumer sign-in ----
  row('POST /users',                                             PUBLIC, () => ({ url: '/users', body: { user: { first_name: 'New', last_name: 'Person', email: `new-${unique()}@example.test`, password: 'a-long-passphrase', password_confirmation: 'a-long-passphrase' } } })),
  row('POST /users/sign_in',                                     PUBLIC, () => ({ url: '/users/sign_in', body: { user: { email: 'consumer2@demo.test', password: DEMO_PASSWORD } } })),
  row('DELETE /users/sign_out',                                  CONSUMERS, '/users/sign_out'),
  row('POST /users/password',                                    PUBLIC, () => ({ url: '/users/password', body: { user: { email: 'consumer@demo.test' } } })),
  row('PUT /users/password',                                     [422, 422, 422, 422, 422, 422, 422], () => ({ url: '/users/password', body: { user: { reset_password_token: BAD_TOKEN, password: 'a-long-passphrase', password_confirmation: 'a-long-passphrase' } } })),
  // Token-authorized: a wrong confirmation link refuses everyone alike; a new link goes to a signed-in consumer only.
  row('PUT /users/confirmation',                                 [422, 422, 422, 422, 422, 422, 422], () => ({ url: '/users/confirmation', body: { confirmation_token: BAD_TOKEN } })),
  row('POST /users/confirmation',                                CONSUMERS, '/users/confirmation'),
  row('GET /api/v1/check_auth',                                  SIGNED_IN, '/api/v1/check_auth'),

  // ---- Two-step verification: each collector their own; requiring it is a firm admin's call ----
  row('GET /collectors/api/mfa',                                 COLLECTORS, '/collectors/api/mfa'),
  row('POST /collectors/api/mfa/setup',                          COLLECTORS, '/collectors/api/mfa/setup'),
  // Nothing pending to confirm and nothing on to disable: a wrong code is refused for every collector.
  row('POST /collectors/api/mfa/confirm',                        [401, 401, 401, 422, 422, 422, 422], () => ({ url: '/collectors/api/mfa/confirm', body: { code: '123456' } })),
  row('POST /collectors/api/mfa/disable',                        [401, 401, 401, 422, 422, 422, 422], () => ({ url: '/collectors/api/mfa/disable', body: { code: '123456' } })),
  row('POST /collectors/api/mfa/require',                        FIRM_ADMINS, () => ({ url: '/collectors/api/mfa/require', body: { required: false } })),

  // ---- Accounts workspace: firm X's account ----
  row('GET /collectors/api/calculate_collector_metrics',         COLLECTORS, '/collectors/api/calculate_collector_metrics'),
  row('GET /collectors/api/filter_values',                       COLLECTORS, '/collectors/api/filter_values'),
  row('GET /collectors/api/apply_filters',                       COLLECTORS, '/collectors/api/apply_filters?filters[archived][]=active&filters[archived][]=archived'),
  row('GET /collectors/api/get_current_action',                  X_ACCOUNT_READ, (w) => ({ url: `/collectors/api/get_current_action?customer_document_id=${w.accountX}` })),
  row('POST /collectors/api/activity_log_downloaded',             X_ACCOUNT_READ, (w) => ({ url: '/collectors/api/activity_log_downloaded', body: { customer_document_id: w.accountX } })),
  row('POST /collectors/api/archive_document',                   X_ACCOUNT_WRITE, async (w) => ({ url: '/collectors/api/archive_document', body: { customer_document_id: await w.newAccountX() } })),
  row('POST /collectors/api/unarchive_document',                 X_ACCOUNT_WRITE, async (w) => ({ url: '/collectors/api/unarchive_document', body: { customer_document_id: await w.newAccountX({ archived: true }) } })),
  row('POST /collectors/api/update_file_number',                 X_ACCOUNT_WRITE, async (w) => ({ url: '/collectors/api/update_file_number', body: { customer_document_id: await w.newAccountX(), file_number: 'F-1' } })),
  // Issue 33: automation on consumer-supplied facts. Only the firm's own people vouch for an
  // account's balance and creditor (never an API key, the on-call administrator or a consumer).
  row('POST /collectors/api/confirm_account_facts',              X_ACCOUNT_WRITE, async (w) => ({ url: '/collectors/api/confirm_account_facts', body: { customer_document_id: await w.newAccountX(), balance_cents: 500_000, plaintiff_name: 'Matrix Creditor' } })),

  // ---- Firm settings and staff: administrators, each of their own firm ----
  // Direct Deposit and Payment Details: every user of the firm (collector spec 6). Where payouts go is an
  // administrator's change with a fresh two-step code: the demo administrators have none on, so they are
  // refused too here (firm-settings.test.ts covers the change with a code).
  row('GET /collectors/api/get_law_firm',                        FIRM_STAFF, '/collectors/api/get_law_firm'),
  row('POST /collectors/api/digital_check_email',                PAYOUT_CHANGE, () => ({ url: '/collectors/api/digital_check_email', body: { email: 'checks@firm.test', mfa_code: '123456' } })),
  row('POST /collectors/api/bank_account',                       PAYOUT_CHANGE, () => ({ url: '/collectors/api/bank_account', body: { email: 'payouts@firm.test', routing_number: '021000021', account_number: '000123456789', account_name: 'A Firm LLC', account_type: 'CHECKING', mfa_code: '123456' } })),
  row('POST /collectors/api/remove_bank_account',                PAYOUT_CHANGE, () => ({ url: '/collectors/api/remove_bank_account', body: { mfa_code: '123456' } })),
  row('POST /collectors/api/cancel_payout_change',               PAYOUT_CHANGE, () => ({ url: '/collectors/api/cancel_payout_change', body: { payout_change_id: 1, mfa_code: '123456' } })),
  row('POST /collectors/api/update_firm_payment_details',        FIRM_STAFF, () => ({ url: '/collectors/api/update_firm_payment_details', body: { law_firm: { payee: 'Trust Account', mailing_street: '1 Main St', mailing_city: 'Austin', mailing_state: 'TX', mailing_zip: '78701' } } })),
  row('POST /collectors/api/request_payout_change',              [401, 401, 401, 200, 422, 422, 403], () => ({ url: '/collectors/api/request_payout_change', body: { note: 'New account' } })),
  row('GET /collectors/api/users',                               FIRM_ADMINS, '/collectors/api/users'),
  row('GET /collectors/api/audit_log',                           [401, 401, 401, 403, 200, 200, 200], '/collectors/api/audit_log'),
  row('GET /collectors/api/audit_log.csv',                       [401, 401, 401, 403, 200, 200, 200], '/collectors/api/audit_log.csv'),
  row('POST /collectors/api/users/create',                       FIRM_ADMINS, () => ({ url: '/collectors/api/users/create', body: { user: { email: `hire-${unique()}@firm.test`, law_firm_scope: 'user' } } })),
  row('POST /collectors/api/users/remove',                       [401, 401, 401, 403, 200, 404, 403], async (w) => ({ url: '/collectors/api/users/remove', body: { user_id: await w.newStaffX() } })),
  row('POST /collectors/api/users/role',                         [401, 401, 401, 403, 200, 404, 403], async (w) => ({ url: '/collectors/api/users/role', body: { user_id: await w.newStaffX(), law_firm_scope: 'admin' } })),
  row('POST /collectors/api/users/resend_invite',                [401, 401, 401, 403, 200, 404, 403], async (w) => ({ url: '/collectors/api/users/resend_invite', body: { user_id: await w.newStaffX() } })),
  row('POST /collectors/api/users/regenerate_auth_token',        FIRM_ADMINS, '/collectors/api/users/regenerate_auth_token'),

  // ---- API keys and webhook endpoints: administrators of their own firm, with a session (firm-api.test.ts tests the keys themselves) ----
  row('GET /collectors/api/api_keys',                            FIRM_ADMINS, '/collectors/api/api_keys'),
  row('POST /collectors/api/api_keys',                           FIRM_ADMINS, () => ({ url: '/collectors/api/api_keys', body: { name: 'CRM sync', scope: 'read' } })),
  row('POST /collectors/api/api_keys/:id/rotate',                X_ADMIN_OBJECT, async (w) => ({ url: `/collectors/api/api_keys/${await newApiKeyX(w)}/rotate`, body: { overlap: 'none' } })),
  row('POST /collectors/api/api_keys/:id/revoke',                X_ADMIN_OBJECT, async (w) => ({ url: `/collectors/api/api_keys/${await newApiKeyX(w)}/revoke` })),
  row('GET /collectors/api/webhook_endpoints',                   FIRM_ADMINS, '/collectors/api/webhook_endpoints'),
  row('POST /collectors/api/webhook_endpoints',                  FIRM_ADMINS, () => ({ url: '/collectors/api/webhook_endpoints', body: { url: 'https://hooks.example.test/parley', events: ['case.offer'] } })),
  row('PATCH /collectors/api/webhook_endpoints/:id',             X_ADMIN_OBJECT, async (w) => ({ url: `/collectors/api/webhook_endpoints/${(await newEndpointX(w)).endpointId}`, body: { enabled: false } })),
  row('DELETE /collectors/api/webhook_endpoints/:id',            X_ADMIN_OBJECT, async (w) => ({ url: `/collectors/api/webhook_endpoints/${(await newEndpointX(w)).endpointId}` })),
  row('GET /collectors/api/webhook_endpoints/:id/deliveries',    X_ADMIN_OBJECT, async (w) => ({ url: `/collectors/api/webhook_endpoints/${(await newEndpointX(w)).endpointId}/deliveries` })),
  row('POST /collectors/api/webhook_endpoints/:id/deliveries/:deliveryId/redeliver', X_ADMIN_OBJECT, async (w) => { const e = await newEndpointX(w, { withDelivery: true }); return { url: `/collectors/api/webhook_endpoints/${e.endpointId}/deliveries/${e.deliveryId}/redeliver` }; }),
  row('POST /collectors/api/webhook_endpoints/:id/test',         X_ADMIN_OBJECT, async (w) => ({ url: `/collectors/api/webhook_endpoints/${(await newEndpointX(w)).endpointId}/test` })),
  // ---- Portfolio import and export (firm administrators), recovery reports (firm staff) ----
  row('POST /collectors/api/portfolio/imports',                  FIRM_ADMINS, () => ({ url: '/collectors/api/portfolio/imports', multipart: { fields: {}, files: [{ field: 'file', filename: 'portfolio.csv', contentType: 'text/csv', bytes: PORTFOLIO_CSV }] } })),
  row('GET /collectors/api/portfolio/imports/:id',               X_IMPORT, async (w) => ({ url: `/collectors/api/portfolio/imports/${await newImportX(w)}` })),
  row('POST /collectors/api/portfolio/imports/:id/run',          X_IMPORT, async (w) => ({ url: `/collectors/api/portfolio/imports/${await newImportX(w)}/run`, body: { mapping: PORTFOLIO_MAPPING, dry_run: true } })),
  row('GET /collectors/api/portfolio/exports/:kind',             FIRM_ADMINS, '/collectors/api/portfolio/exports/accounts'),
  row('GET /collectors/api/reports/recovery',                    FIRM_STAFF, '/collectors/api/reports/recovery'),
  row('GET /collectors/api/work_queue',                          FIRM_STAFF, '/collectors/api/work_queue'),
  // Each caller assigns a fresh account of firm X to themselves: firm X's staff take it, firm Y does not find it.
  row('POST /collectors/api/accounts/assign',                    X_ACCOUNT_WRITE, async (w, as) => ({ url: '/collectors/api/accounts/assign', body: { customer_document_ids: [await w.newAccountX()], user_id: as === 'anonymous' ? 1 : w.userIds[as] } })),

  // ---- Negotiation, the firm's side: a case consumer A opened with firm X, at the right stage ----
  row('POST /collectors/api/accept_offer',                       X_ACCOUNT_WRITE, async (w) => ({ url: '/collectors/api/accept_offer', body: { customer_document_id: (await w.newCase('consumerA', 'offered')).id, disclosures: [] } })),
  row('POST /collectors/api/create_counteroffer',                X_ACCOUNT_WRITE, async (w) => ({ url: '/collectors/api/create_counteroffer', body: counteroffer((await w.newCase('consumerA', 'offered')).id) })),
  row('POST /collectors/api/determine_offer_last_payment',       X_ACCOUNT_READ, (w) => ({ url: '/collectors/api/determine_offer_last_payment', body: { customer_document_id: w.accountX, total_amount: '1000', payments: 3, phases: [] } })),
  row('POST /collectors/api/update_payment_details',             X_ACCOUNT_WRITE, async (w) => ({ url: '/collectors/api/update_payment_details', body: paymentDetails((await w.newCase('consumerA', 'agreed')).id) })),
  row('POST /collectors/api/upload_settlement_agreement',        X_ACCOUNT_WRITE, async (w) => ({ url: '/collectors/api/upload_settlement_agreement', multipart: { fields: { customer_document_id: String((await w.newCase('consumerA', 'details_sent')).id), 'disclosures[]': [] }, files: [{ field: 'file', filename: 'agreement.pdf', contentType: 'application/pdf', bytes: w.agreementPdf }] } })),
  row('POST /collectors/api/settlement_agreement',               X_ACCOUNT_READ, (w) => ({ url: '/collectors/api/settlement_agreement', body: { customer_document_id: w.caseA } })),
  row('POST /collectors/api/render_document',                    X_ACCOUNT_READ, (w) => ({ url: '/collectors/api/render_document', body: { customer_document_id: w.caseA } })),

  // ---- Settlement rules (issue 23): every collector of a firm reads them, its administrators change and simulate them ----
  row('GET /collectors/api/settlement_rules',                    FIRM_STAFF, '/collectors/api/settlement_rules'),
  row('POST /collectors/api/settlement_rules',                   FIRM_ADMINS, () => ({ url: '/collectors/api/settlement_rules', body: { mode: 'off', rules: [{ name: 'Default', min_lump_sum_percent: 40, plan_minimums: [{ max_months: 6, min_percent: 50 }], max_months: 6, min_installment_cents: 5000, first_payment_within_days: 30 }] } })),
  row('POST /collectors/api/settlement_rules/simulate',          FIRM_ADMINS, () => ({ url: '/collectors/api/settlement_rules/simulate', body: { rules: [{ name: 'Default', min_lump_sum_percent: 40, plan_minimums: [{ max_months: 6, min_percent: 50 }], max_months: 6, min_installment_cents: 5000, first_payment_within_days: 30 }] } })),
  row('GET /collectors/api/settlement_rules/suggestion',         X_ACCOUNT_READ, (w) => ({ url: `/collectors/api/settlement_rules/suggestion?customer_document_id=${w.accountX}` })),

  // ---- Negotiation, the consumer's side: consumer A's case ----
  row('GET /api/v1/law_firms',                                   CONSUMERS, '/api/v1/law_firms?query=Demo'),
  row('GET /api/v1/settlement_cases',                            CONSUMERS, '/api/v1/settlement_cases'),
  row('POST /api/v1/settlement_cases',                           CONSUMERS, (w) => ({ url: '/api/v1/settlement_cases', body: { law_firm_id: w.firmX.id, plaintiff_name: 'Midland Funding LLC', amount_owed_cents: 100_000, state: 'TX', reference_number: `R-${unique()}` } })),
  row('GET /api/v1/settlement_cases/:id',                        A_CASE, (w) => ({ url: `/api/v1/settlement_cases/${w.caseA}` })),
  row('POST /api/v1/settlement_cases/:id/offers',                A_CASE, async (w) => ({ url: `/api/v1/settlement_cases/${(await w.newCase('consumerA', 'new')).id}/offers`, body: { total_amount_cents: 200_000, first_payment_date: '2026-11-10', payments: 4 } })),
  row('POST /api/v1/settlement_cases/:id/accept',                A_CASE, async (w) => { const c = await w.newCase('consumerA', 'countered'); return { url: `/api/v1/settlement_cases/${c.id}/accept`, body: { offer_id: c.offerId } }; }),
  row('GET /api/v1/settlement_cases/:id/agreement',              A_CASE, (w) => ({ url: `/api/v1/settlement_cases/${w.caseA}/agreement` })),
  row('POST /api/v1/settlement_cases/:id/sign',                  A_CASE, async (w) => ({ url: `/api/v1/settlement_cases/${(await w.newCase('consumerA', 'agreement_sent')).id}/sign`, body: { typed_name: 'Jordan Miller', consent: true } })),

  // ---- Disputes and the validation notice: consumer A's case; the firm's side on firm X's account ----
  row('GET /api/v1/settlement_cases/:id/validation_notice',       A_CASE, (w) => ({ url: `/api/v1/settlement_cases/${w.caseA}/validation_notice` })),
  row('GET /api/v1/settlement_cases/:id/validation_notice.pdf',   A_CASE, (w) => ({ url: `/api/v1/settlement_cases/${w.caseA}/validation_notice.pdf` })),
  row('POST /api/v1/esign_consent',                              CONSUMERS, () => ({ url: '/api/v1/esign_consent', body: { agree: true } })),
  row('POST /api/v1/settlement_cases/:id/disputes',              A_CASE, async (w) => ({ url: `/api/v1/settlement_cases/${(await w.newCase('consumerA', 'new')).id}/disputes`, body: ORIGINAL_CREDITOR_REQUEST })),
  row('POST /api/v1/settlement_cases/:id/identity_theft',        A_CASE, async (w) => ({ url: `/api/v1/settlement_cases/${(await w.newCase('consumerA', 'new')).id}/identity_theft`, multipart: { fields: { details: 'Not my account.' }, files: [{ field: 'file', filename: 'ftc-report.pdf', contentType: 'application/pdf', bytes: w.agreementPdf }] } })),
  row('GET /api/v1/settlement_cases/:id/disputes/:disputeId/verification', A_CASE, async (w) => { const d = await verifiedDisputeA(w); return { url: `/api/v1/settlement_cases/${d.caseId}/disputes/${d.disputeId}/verification` }; }),
  row('GET /collectors/api/validation_notice',                   X_ACCOUNT_READ, async (w) => ({ url: `/collectors/api/validation_notice?customer_document_id=${await caseWithNoticeA(w)}` })),
  row('POST /collectors/api/validation_notice_pdf',              X_ACCOUNT_READ, async (w) => ({ url: '/collectors/api/validation_notice_pdf', body: { customer_document_id: await caseWithNoticeA(w) } })),
  row('POST /collectors/api/upload_dispute_verification',        X_ACCOUNT_WRITE, async (w) => ({ url: '/collectors/api/upload_dispute_verification', multipart: { fields: { customer_document_id: String((await newOpenDisputeA(w)).caseId) }, files: [{ field: 'file', filename: 'verification.pdf', contentType: 'application/pdf', bytes: w.agreementPdf }] } })),
  row('GET /collectors/api/court_closing',                       X_ACCOUNT_READ, async (w) => ({ url: `/collectors/api/court_closing?customer_document_id=${await shared(w, 'paidOffA', () => w.newPaidOffCaseA())}` })),
  row('POST /collectors/api/court_closing/document',             X_ACCOUNT_READ, async (w) => ({ url: '/collectors/api/court_closing/document', body: { customer_document_id: await shared(w, 'paidOffA', () => w.newPaidOffCaseA()) } })),
  row('POST /collectors/api/court_closing',                      X_ACCOUNT_WRITE, async (w) => ({ url: '/collectors/api/court_closing', body: { customer_document_id: await w.newPaidOffCaseA(), judgment_entered: true, filed_on: null } })),
  row('GET /collectors/api/dispute_report',                      X_ACCOUNT_PRIVATE, async (w) => { const d = await identityTheftReportA(w); return { url: `/collectors/api/dispute_report?customer_document_id=${d.caseId}&dispute_id=${d.disputeId}` }; }),

  // ---- Offers backed by the budget: consumer A's case ----
  row('GET /api/v1/settlement_cases/:id/offer_ladder',           A_CASE, (w) => ({ url: `/api/v1/settlement_cases/${w.caseA}/offer_ladder` })),
  row('PUT /api/v1/settlement_cases/:id/budget_share',           A_CASE, async (w) => ({ url: `/api/v1/settlement_cases/${await newBudgetCaseA(w)}/budget_share`, body: BUDGET_SHARE })),
  row('DELETE /api/v1/settlement_cases/:id/budget_share',        A_CASE, async (w) => ({ url: `/api/v1/settlement_cases/${await newBudgetCaseA(w, { shared: true })}/budget_share` })),

  // ---- Notification policies: firm X's policy ----
  row('GET /collectors/api/get_notification_policy_actions',     FIRM_STAFF, '/collectors/api/get_notification_policy_actions'),
  row('GET /collectors/api/get_notification_policy_states',      FIRM_STAFF, '/collectors/api/get_notification_policy_states'),
  row('GET /collectors/api/get_notification_policies',           FIRM_STAFF, '/collectors/api/get_notification_policies'),
  row('POST /collectors/api/add_notification_policy',            FIRM_STAFF, () => ({ url: '/collectors/api/add_notification_policy', body: { email_type: '*', state: ['TX'], emails: ['alerts@firm.test'] } })),
  row('DELETE /collectors/api/notification_policies/:id',        [401, 401, 401, 200, 200, 404, 403], async (w) => ({ url: `/collectors/api/notification_policies/${await w.newPolicyX()}` })),

  // ---- Chat: consumer A's conversation with firm X ----
  row('GET /api/v1/conversations',                               [401, 200, 200, 200, 200, 200, 403], '/api/v1/conversations'),
  // Consumers name the firm, collectors the consumer; each about consumer A's case at firm X.
  row('POST /api/v1/conversations',                              [401, 200, 404, 200, 200, 404, 403], (w, as) => ({ url: '/api/v1/conversations', body: as === 'consumerA' || as === 'consumerB' ? { law_firm_id: w.firmX.id, document_id: w.caseA } : { recipient_id: w.userIds.consumerA, document_id: w.caseA } })),
  row('GET /api/v1/conversations/:id/messages',                  A_CONVERSATION, (w) => ({ url: `/api/v1/conversations/${w.conversationA}/messages` })),
  row('POST /api/v1/conversations/:id/messages',                 A_CONVERSATION, (w) => ({ url: `/api/v1/conversations/${w.conversationA}/messages`, multipart: { fields: { 'message[body]': 'Thank you, I will call on Monday.' }, files: [] } })),
  row('GET /api/v1/conversations/:id/attachments/:attachmentId', A_CONVERSATION, (w) => ({ url: w.attachmentUrlA })),

  // ---- Blog: public reading; signed-in commenting; moderation by the on-call administrator ----
  row('GET /blog',                                               PUBLIC, '/blog'),
  row('GET /blog/:slug',                                         PUBLIC, (w) => ({ url: `/blog/${w.blogSlug}` })),
  row('GET /blog/assets/blog.js',                                PUBLIC, '/blog/assets/blog.js'),
  row('GET /blog/rss.xml',                                       PUBLIC, '/blog/rss.xml'),
  row('GET /sitemap.xml',                                        PUBLIC, '/sitemap.xml'),
  row('GET /robots.txt',                                         PUBLIC, '/robots.txt'),
  row('GET /blog/moderation',                                    [302, 302, 302, 302, 302, 302, 200], '/blog/moderation'),
  row('GET /api/blog/posts/:slug/comments',                      PUBLIC, (w) => ({ url: `/api/blog/posts/${w.blogSlug}/comments` })),
  row('POST /api/blog/posts/:slug/comments',                     SIGNED_IN, (w) => ({ url: `/api/blog/posts/${w.blogSlug}/comments`, body: { body: 'Helpful, thank you.' } })),
  row('POST /api/blog/comments/:id/report',                      SIGNED_IN, async (w) => ({ url: `/api/blog/comments/${await w.newComment()}/report` })),
  row('GET /collectors/api/blog/reported_comments',              ON_CALL_ONLY, '/collectors/api/blog/reported_comments'),
  row('POST /collectors/api/blog/comments/:id/hide',             ON_CALL_ONLY, async (w) => ({ url: `/collectors/api/blog/comments/${await w.newComment()}/hide` })),
  row('POST /collectors/api/blog/comments/:id/keep',             ON_CALL_ONLY, async (w) => ({ url: `/collectors/api/blog/comments/${await w.newComment()}/keep` })),

  // ---- Newsletter and product pages: public; emailed links carry their own secret ----
  row('POST /api/newsletter',                                    PUBLIC, () => ({ url: '/api/newsletter', body: { email: `reader-${unique()}@example.test` } })),
  row('GET /newsletter/confirm',                                 [404, 404, 404, 404, 404, 404, 404], `/newsletter/confirm?token=${BAD_TOKEN}`),
  row('GET /newsletter/unsubscribe',                             [404, 404, 404, 404, 404, 404, 404], `/newsletter/unsubscribe?id=1&token=${BAD_TOKEN}`),
  row('GET /solosettle',                                         PUBLIC, '/solosettle'),
  row('GET /debt_answer',                                        PUBLIC, '/debt_answer'),

  // ---- Payments, the consumer's side: consumer A's signed case and its plan ----
  row('GET /api/v1/payments/config',                             CONSUMERS, '/api/v1/payments/config'),
  row('POST /api/v1/payments/card_setups',                       CONSUMERS, '/api/v1/payments/card_setups'),
  row('GET /api/v1/payment_plans/:id',                           A_CASE, (w) => ({ url: `/api/v1/payment_plans/${w.planA.id}` })),
  row('POST /api/v1/payment_plans/:id/autopay',                  A_CASE, async (w) => ({ url: `/api/v1/payment_plans/${(await w.newPlanA({ autopay: false })).id}/autopay`, body: { payment_method_id: await w.newCard() } })),
  row('PUT /api/v1/payment_plans/:id/payment_method',            A_CASE, async (w) => ({ url: `/api/v1/payment_plans/${(await w.newPlanA()).id}/payment_method`, body: { payment_method_id: await w.newCard() } })),
  row('POST /api/v1/payment_plans/:id/additional_payments',      A_CASE, async (w) => ({ url: `/api/v1/payment_plans/${(await w.newPlanA()).id}/additional_payments`, body: { amount_cents: 5_000 } })),
  row('POST /api/v1/payment_plans/:id/payment_return',           A_CASE, async (w) => { const p = await w.newPaymentIntentA(); return { url: `/api/v1/payment_plans/${p.planId}/payment_return`, body: { payment_intent: p.paymentIntent } }; }),
  row('GET /api/v1/payment_plans/:id/receipts/:payment_id',      A_CASE, (w) => ({ url: `/api/v1/payment_plans/${w.planA.id}/receipts/${w.paymentA}` })),
  // Consumer spec 7 accepts any of three methods for the autopay date change, and names 403 (not 404) for another consumer's plan.
  // Nothing of the plan is disclosed either way; the spec's status is kept for the Ask Solo widget that reads it.
  row('PUT /api/subscription_payment_dates/:id',                 A_PLAN_DATE, async (w) => ({ url: `/api/subscription_payment_dates/${(await w.newPlanA()).subscriptionId}`, body: { payment_date: '2026-11-05' } })),
  row('PATCH /api/subscription_payment_dates/:id',               A_PLAN_DATE, async (w) => ({ url: `/api/subscription_payment_dates/${(await w.newPlanA()).subscriptionId}`, body: { payment_date: '2026-11-05' } })),
  row('POST /api/subscription_payment_dates/:id',                A_PLAN_DATE, async (w) => ({ url: `/api/subscription_payment_dates/${(await w.newPlanA()).subscriptionId}`, body: { payment_date: '2026-11-05' } })),
  // The provider's webhook: no session, no CSRF token; a missing signature refuses everyone alike.
  row('POST /api/payments/webhook',                              [400, 400, 400, 400, 400, 400, 400], () => ({ url: '/api/payments/webhook', raw: { contentType: 'application/json', bytes: JSON.stringify({ id: 'evt_1', type: 'payment_intent.succeeded' }) } }), { csrf: 'signature' }),
  // Payouts of the firm: every collector of a firm, each of their own; the on-call administrator belongs to none.
  row('GET /collectors/api/payouts',                             FIRM_STAFF, '/collectors/api/payouts'),
  // The sandbox's stand-in for the provider's browser side.
  row('POST /api/v1/payments/sandbox/payment_methods',           CONSUMERS, () => ({ url: '/api/v1/payments/sandbox/payment_methods', body: { number: '4242 4242 4242 4242', exp_month: 12, exp_year: 2030, cvc: '123' } })),
  row('POST /api/v1/payments/sandbox/authenticate/:payment_intent', A_CASE, async (w) => ({ url: `/api/v1/payments/sandbox/authenticate/${(await w.newPaymentIntentA()).paymentIntent}`, body: { outcome: 'approve' } })),
  // Embedded mode only, like the development mailbox.
  row('POST /dev/payments/run_due_charges',                      PUBLIC, () => ({ url: '/dev/payments/run_due_charges', body: { through_date: '2026-11-01' } })),

  // ---- Ask Solo (pilot): consumer A's thread ----
  row('GET /pilot/completions.json',                             A_CASE, (w) => ({ url: `/pilot/completions.json?thread_key=${w.threadA.threadKey}` })),
  row('GET /pilot/completions/latest_thread.json',               CONSUMERS, '/pilot/completions/latest_thread.json'),
  row('POST /pilot/completions/new_thread.json',                 CONSUMERS, '/pilot/completions/new_thread.json'),
  row('POST /pilot/completions.json',                            A_CASE, (w) => ({ url: '/pilot/completions.json', body: { pilotCompletion: { agentKey: 'ask_solo', userRequest: 'What is a summons?', threadKey: w.threadA.threadKey, context: { locales: ['en-US'] } } } })),
  row('PATCH /pilot/completions/:id.json',                       A_CASE, (w) => ({ url: `/pilot/completions/${w.completionA}.json`, body: { pilotCompletion: { rating: 1 } } })),
  row('GET /pilot/completions/prompt_suggestions',               A_CASE, (w) => ({ url: `/pilot/completions/prompt_suggestions?thread_key=${w.threadA.threadKey}` })),
  row('GET /pilot/personas.json',                                CONSUMERS, '/pilot/personas.json'),
  row('POST /rails/active_storage/direct_uploads',               CONSUMERS, () => ({ url: '/rails/active_storage/direct_uploads', multipart: { fields: {}, files: [{ field: 'file', filename: 'summons.png', contentType: 'image/png', bytes: PNG_FILE }] } })),
  row('POST /pilot/files.json',                                  A_CASE, async (w) => ({ url: '/pilot/files.json', body: { pilot_file: { attachment: await w.newPilotUploadA(), client_id: `c-${unique()}`, thread_key: w.threadA.threadKey } } })),
  row('GET /pilot/files/:id',                                    A_CASE, (w) => ({ url: `/pilot/files/${w.pilotFileA}` })),

  // ---- Intake (Debt Answer and the steps engine): consumer A's case ----
  row('POST /customer_documents',                                CONSUMERS, '/customer_documents?document_name=debt_answer'),
  row('GET /api_controller/walk_through/:id',                    A_CASE, (w) => ({ url: `/api_controller/walk_through/${w.intakeA}` })),
  row('GET /api_controller/get_supported_jurisdictions',         CONSUMERS, '/api_controller/get_supported_jurisdictions'),
  row('POST /api_controller/update_walk_through_step_response/:id', A_CASE, async (w) => ({ url: `/api_controller/update_walk_through_step_response/${await w.newIntakeA()}`, body: { step_name: 'document_summary', inputs: { customer_name: 'Jordan Miller' } } })),
  row('POST /api_controller/upload_file/:id',                    A_CASE, async (w) => ({ url: `/api_controller/upload_file/${await w.newIntakeA()}`, multipart: { fields: { camera: 'false' }, files: [{ field: 'file', filename: 'summons.png', contentType: 'image/png', bytes: PNG_FILE }] } })),
  row('POST /api_controller/direct_uploads',                     CONSUMERS, () => ({ url: '/api_controller/direct_uploads', body: { blob: { filename: 'letter.png', content_type: 'image/png', byte_size: PNG_FILE.length } } })),
  // The upload token is consumer A's: another consumer's bytes for it are refused as if it did not exist.
  row('PUT /api_controller/direct_uploads/:token',               A_CASE, async (w) => ({ url: `/api_controller/direct_uploads/${(await w.newDirectUploadA()).token}`, raw: { contentType: 'application/octet-stream', bytes: PNG_FILE } })),
  row('POST /api_controller/attach_upload/:id',                  A_CASE, async (w) => ({ url: `/api_controller/attach_upload/${await w.newIntakeA()}`, body: { signed_id: (await w.newDirectUploadA({ withBytes: true })).signedId } })),
  row('POST /api_controller/prepopulate_from_document_files/:id', A_CASE, async (w) => ({ url: `/api_controller/prepopulate_from_document_files/${await w.newIntakeA({ withUpload: true })}`, body: { camera: false, upload: true } })),
  row('GET /api_controller/get_extracted_walk_through_step_responses/:id', A_CASE, (w) => ({ url: `/api_controller/get_extracted_walk_through_step_responses/${w.intakeA}` })),
  row('GET /api/courts/search',                                  CONSUMERS, '/api/courts/search?query=harris%20justice&state=TX'),
  row('GET /api/law_firms/search',                               CONSUMERS, '/api/law_firms/search?query=demo%20law'),
  row('GET /api/plaintiffs/search',                              CONSUMERS, '/api/plaintiffs/search?query=Discover%20Bank'),
  row('GET /api/addresses/autocomplete',                         CONSUMERS, '/api/addresses/autocomplete?query=7700'),
  row('POST /api_controller/save_law_firm/:id',                  A_CASE, async (w) => ({ url: `/api_controller/save_law_firm/${await w.newIntakeA()}`, body: { law_firm_name: 'Demo Law Group' } })),
  row('POST /api_controller/save_plaintiff/:id',                 A_CASE, async (w) => ({ url: `/api_controller/save_plaintiff/${await w.newIntakeA()}`, body: { plaintiff_name: 'Midland Funding LLC' } })),
  row('POST /api_controller/save_court/:id',                     A_CASE, async (w) => ({ url: `/api_controller/save_court/${await w.newIntakeA()}`, body: { court_name: 'Harris County Justice Court' } })),
  row('POST /api_controller/update_phone_number/:id',            A_CASE, async (w) => ({ url: `/api_controller/update_phone_number/${await w.newIntakeA()}`, body: { phone_number: '7135550123', consents_to_sms: true } })),
  row('DELETE /api_controller/delete_lawyer_email/:id',          A_CASE, async (w) => ({ url: `/api_controller/delete_lawyer_email/${await w.newIntakeA({ lawyerEmail: 'a@firm.test' })}?email=a@firm.test` })),
  row('GET /api_controller/documents/:id/downloads',             A_CASE, (w) => ({ url: `/api_controller/documents/${w.intakeA}/downloads` })),
  // Nothing generated yet: the owner cannot make it again (409), others find no case.
  row('POST /api_controller/documents/:id/regenerate',          [401, 409, 404, 401, 401, 401, 401], (w) => ({ url: `/api_controller/documents/${w.intakeA}/regenerate`, body: {} })),
  // Nothing generated yet: the owner finds no file either, others find no case.
  row('GET /api_controller/documents/:id/files/:name',           [401, 404, 404, 401, 401, 401, 401], (w) => ({ url: `/api_controller/documents/${w.intakeA}/files/answer.pdf` })),

  // ---- The AI editor: consumer A's generated document ----
  row('GET /steps_api/editor_documents',                          CONSUMERS, '/steps_api/editor_documents'),
  row('GET /steps_api/editor_content/:id',                       A_CASE, (w) => ({ url: `/steps_api/editor_content/${w.editorDocumentA}` })),
  row('POST /steps_api/edit_document_with_ai/:id',               A_CASE, (w) => ({ url: `/steps_api/edit_document_with_ai/${w.editorDocumentA}`, body: { current_content: '<p>Dear court,</p>', option_id: 'general_edit' } })),
  row('POST /steps_api/save_editor_content/:id',                 A_CASE, async (w) => ({ url: `/steps_api/save_editor_content/${await w.newEditorDocumentA()}`, body: { content: '<p>Dear court,</p>' } })),

  // ---- Hardship summary: the account view's rules (get_current_action) ----
  row('GET /collectors/api/hardship_summary',                    X_ACCOUNT_READ, (w) => ({ url: `/collectors/api/hardship_summary?customer_document_id=${w.caseA}` })),

  // ---- Consumer home: each consumer's own dashboard, profile and reports ----
  row('GET /my_dashboard.json',                                  CONSUMERS, '/my_dashboard.json'),
  row('GET /my_dashboard/download',                              A_CASE, (w) => ({ url: `/my_dashboard/download?id=${w.planA.id}` })),
  row('PUT /api/v1/language',                                    CONSUMERS, () => ({ url: '/api/v1/language', body: { language: 'en' } })),
  row('PUT /users',                                              CONSUMERS, () => ({ url: '/users', body: { user: { first_name: 'Jordan', last_name: 'Miller', current_password: DEMO_PASSWORD } } })),
  // A GET that asks the bureau for a report: it takes the CSRF token like a write. The profile lacks what the bureau needs.
  row('GET /my_dashboard/fetch_credit_report',                   [401, 422, 422, 401, 401, 401, 401], '/my_dashboard/fetch_credit_report', { csrf: 'on-read' }),
  row('GET /api/v1/financial_report',                            CONSUMERS, '/api/v1/financial_report'),
  row('POST /api/v1/bank/link_token',                            CONSUMERS, '/api/v1/bank/link_token'),
  row('POST /api/v1/bank/sandbox/public_token',                  CONSUMERS, async (w, as) => { const agent = await w.agentAs(as); const link = await agent.post('/api/v1/bank/link_token'); return { url: '/api/v1/bank/sandbox/public_token', body: { link_token: link.statusCode === 200 ? link.json().link_token : 'link-sandbox-none', institution_id: 'ins_sandbox_tartan', consent: true } }; }),
  // A public token is consumer A's: another consumer cannot connect A's bank.
  row('POST /api/v1/bank/connections',                           [401, 200, 422, 401, 401, 401, 401], async (w) => ({ url: '/api/v1/bank/connections', body: { public_token: await w.newBankPublicToken() } })),

  // ---- Embedded mode only (no SMTP server configured): the development mailbox ----
  row('GET /dev/mailbox.json',                                   PUBLIC, '/dev/mailbox.json'),
  row('GET /dev/mailbox',                                        PUBLIC, '/dev/mailbox'),
  row('GET /dev/mailbox.css',                                    PUBLIC, '/dev/mailbox.css'),
];

/**
 * Where the leak check does not search an answer, named with the reason: `'all'` roles for a route
 * whose answer may show anything by design, or the roles whose job is to read every firm's rows
 * there (every other role's answer on that route is still searched).
 */
export const LEAK_CHECK_EXEMPT: Record<string, { roles: readonly Role[] | 'all'; reason: string }> = {
  'GET /dev/mailbox.json': {
    roles: 'all',
    reason: 'embedded mode only: the local mailbox of every message sent; never registered when SMTP is configured',
  },
  'GET /dev/mailbox': { roles: 'all', reason: 'embedded mode only, as above' },
  'GET /collectors/api/audit_log': {
    roles: ['onCall'],
    reason: "the on-call administrator reads every firm's audit entries, with a firm filter (docs/operating/audit-log.md)",
  },
  'GET /collectors/api/audit_log.csv': { roles: ['onCall'], reason: 'as GET /collectors/api/audit_log' },
};

/**
 * Refusals decided after the input is validated, because they are decided on what the validated
 * input names (issue 33, point 12). proof/authorization.test.ts sends every refused caller an
 * empty and an invalid body: where the table's refusal comes from a guard (every 401, and the 403s
 * of scope, role and two-step verification), the answer must be that refusal. The refusals below
 * may instead be the validation answer, but then exactly the answer an allowed caller gets for the
 * same body: it depends on nothing the caller may not know. Every 404 (another firm's or consumer's
 * object, named by the validated input) is treated so too; these are the 401s and 403s that are.
 */
const ON_CALL_ACTS_FOR_NO_FIRM =
  "the on-call administrator is refused where the handler acts for a firm (firmActorOf: 'This action belongs to a law firm account.')";
export const REFUSED_ON_THE_VALIDATED_INPUT: Record<string, { roles: readonly Role[]; reason: string }> = {
  'POST /collectors/api/login/mfa': {
    roles: ROLES,
    reason: 'sign-in, before any session: the 401 says there is no pending two-step sign-in, and the body is the code being checked',
  },
  ...Object.fromEntries(
    [
      'POST /collectors/api/accept_offer',
      'POST /collectors/api/archive_document',
      'POST /collectors/api/unarchive_document',
      'POST /collectors/api/confirm_account_facts',
      'POST /collectors/api/create_counteroffer',
      'POST /collectors/api/request_payout_change',
      'POST /collectors/api/update_file_number',
      'POST /collectors/api/update_firm_payment_details',
      'POST /collectors/api/update_payment_details',
      'POST /collectors/api/upload_dispute_verification',
      'POST /collectors/api/upload_settlement_agreement',
      'POST /api/v1/conversations',
    ].map((route) => [route, { roles: ['onCall'] as const, reason: ON_CALL_ACTS_FOR_NO_FIRM }]),
  ),
  'POST /api/v1/payment_plans/:id/autopay': {
    roles: ['consumerB'],
    reason: "another consumer's plan answers 403 (consumer spec 7), found by the validated id",
  },
};
