import { MAX_WEBHOOK_ENDPOINTS_PER_FIRM } from '@parley/shared';
import { detectAttachmentType } from '../platform/file-type.js';
import type { World } from './world.js';

/**
 * The objects the authorization matrix's rows call against (authorization-matrix.ts): firm X's API
 * keys, webhook endpoints and imports, consumer A's notices, disputes and budget cases, built per
 * cell or shared per world.
 */
/** The keys `newApiKeyX` made, per world: each call revokes the earlier ones, so firm X stays under its limit of active keys. */
const apiKeysMadeX = new WeakMap<World, number[]>();
/** A fresh API key of firm X, made by its administrator. */
export async function newApiKeyX(w: World): Promise<number> {
  const actor = { userId: w.userIds.firmXAdmin, lawFirmId: w.firmX.id, ip: '127.0.0.1' };
  const made = apiKeysMadeX.get(w) ?? [];
  apiKeysMadeX.set(w, made);
  // Revoking is idempotent: a key a cell already revoked stays as it is.
  for (const id of made.splice(0)) await w.t.services.apiKeys.revoke(actor, id);
  const id = (await w.t.services.apiKeys.create(actor, { name: `key-${unique()}`, scope: 'read' })).apiKey.id;
  made.push(id);
  return id;
}
/** The endpoints `newEndpointX` made, per world: each call deletes the earlier ones, so firm X stays under its limit. */
const endpointsMadeX = new WeakMap<World, number[]>();
/**
 * A fresh webhook endpoint of firm X (to a port nothing listens on), with one failed test delivery when asked.
 * A firm holds at most MAX_WEBHOOK_ENDPOINTS_PER_FIRM endpoints: the ones this fixture made before are
 * deleted first (each cell still gets a fresh endpoint), then the oldest others (the create row's) if needed.
 */
export async function newEndpointX(w: World, options: { withDelivery?: boolean } = {}): Promise<{ endpointId: number; deliveryId: number }> {
  const actor = { userId: w.userIds.firmXAdmin, lawFirmId: w.firmX.id, ip: '127.0.0.1' };
  const { webhooks } = w.t.services;
  const made = endpointsMadeX.get(w) ?? [];
  endpointsMadeX.set(w, made);
  const { endpoints } = await webhooks.list(w.firmX.id);
  const existing = new Set(endpoints.map((e) => e.id));
  const stale = made.splice(0).filter((id) => existing.has(id));
  const others = endpoints.map((e) => e.id).filter((id) => !stale.includes(id));
  const crowding = others.slice(0, Math.max(0, others.length - (MAX_WEBHOOK_ENDPOINTS_PER_FIRM - 1)));
  for (const id of [...stale, ...crowding]) await webhooks.remove(actor, id);
  const { endpoint } = await webhooks.create(actor, { url: 'http://127.0.0.1:9/parley', events: ['case.offer'] });
  made.push(endpoint.id);
  if (!options.withDelivery) return { endpointId: endpoint.id, deliveryId: 0 };
  await webhooks.sendTest(actor, endpoint.id);
  await webhooks.settle();
  const [delivery] = await webhooks.deliveries(w.firmX.id, endpoint.id);
  return { endpointId: endpoint.id, deliveryId: delivery?.id ?? 0 };
}

// ---- Disputes and the validation notice (12 CFR 1006.34, 1006.38) ----
export type Answer = { statusCode: number; body: string; json(): unknown };
async function fixtureOk<T>(res: Answer, what: string): Promise<T> {
  if (res.statusCode !== 200) throw new Error(`matrix fixture ${what} failed: ${res.statusCode} ${res.body}`);
  return res.json() as T;
}
type NoticeAnswer = { disputes: { id: number }[] };
export const ORIGINAL_CREDITOR_REQUEST = { kind: 'original_creditor' };
/** Per world, objects that read-only rows share (a GET changes nothing, so every cell may read the same one). */
const sharedOf = new WeakMap<World, Map<string, Promise<unknown>>>();
export function shared<T>(w: World, key: string, make: () => Promise<T>): Promise<T> {
  const cache = sharedOf.get(w) ?? new Map<string, Promise<unknown>>();
  sharedOf.set(w, cache);
  if (!cache.has(key)) cache.set(key, make());
  return cache.get(key) as Promise<T>;
}
/** Consumer A's case with its validation notice delivered (the consumer's first view delivers it), so the on-call administrator finds it too. */
export async function caseWithNoticeA(w: World): Promise<number> {
  return shared(w, 'caseWithNoticeA', async () => {
    await fixtureOk(await (await w.agentAs('consumerA')).get(`/api/v1/settlement_cases/${w.caseA}/validation_notice`), 'validation notice');
    return w.caseA;
  });
}
/** A fresh case of consumer A at firm X with an open request for the original creditor, for the firm to verify. */
export async function newOpenDisputeA(w: World): Promise<{ caseId: number; disputeId: number }> {
  const { id } = await w.newCase('consumerA', 'new');
  const notice = await fixtureOk<NoticeAnswer>(
    await (await w.agentAs('consumerA')).post(`/api/v1/settlement_cases/${id}/disputes`, ORIGINAL_CREDITOR_REQUEST),
    'open dispute',
  );
  return { caseId: id, disputeId: notice.disputes[0]?.id ?? 0 };
}
/** A dispute of consumer A that firm X answered with its verification (a PDF). */
export function verifiedDisputeA(w: World): Promise<{ caseId: number; disputeId: number }> {
  return shared(w, 'verifiedDisputeA', async () => {
    const dispute = await newOpenDisputeA(w);
    const staff = await w.agentAs('firmXUser');
    await fixtureOk(
      await staff.multipart('/collectors/api/upload_dispute_verification', { customer_document_id: String(dispute.caseId) }, [
        { field: 'file', filename: 'verification.pdf', contentType: 'application/pdf', bytes: w.agreementPdf },
      ]),
      'verification',
    );
    return dispute;
  });
}
/** An identity-theft report of consumer A, with the FTC report attached (a PDF). */
export function identityTheftReportA(w: World): Promise<{ caseId: number; disputeId: number }> {
  return shared(w, 'identityTheftReportA', async () => {
    const { id } = await w.newCase('consumerA', 'new');
    const consumer = await w.agentAs('consumerA');
    const notice = await fixtureOk<NoticeAnswer>(
      await consumer.multipart(`/api/v1/settlement_cases/${id}/identity_theft`, { details: 'Not my account.' }, [
        { field: 'file', filename: 'ftc-report.pdf', contentType: 'application/pdf', bytes: w.agreementPdf },
      ]),
      'identity-theft report',
    );
    return { caseId: id, disputeId: notice.disputes[0]?.id ?? 0 };
  });
}

// ---- Offers backed by the budget (issue 24): they need consumer A's financial report ----
export const BUDGET_SHARE = { share_income_band: true, share_expense_band: false };
/** Consumer A's bank, connected once per world (the sandbox bank), so A has a financial report. */
function bankConnectedA(w: World): Promise<void> {
  return shared(w, 'bankConnectedA', async () => {
    const consumer = await w.agentAs('consumerA');
    await fixtureOk(await consumer.post('/api/v1/bank/connections', { public_token: await w.newBankPublicToken() }), 'bank connection');
    await w.settle();
  });
}
/** A fresh case of consumer A, with a verified budget shared when asked. */
export async function newBudgetCaseA(w: World, options: { shared?: boolean } = {}): Promise<number> {
  await bankConnectedA(w);
  const { id } = await w.newCase('consumerA', 'new');
  if (options.shared) await fixtureOk(await (await w.agentAs('consumerA')).put(`/api/v1/settlement_cases/${id}/budget_share`, BUDGET_SHARE), 'budget share');
  return id;
}

// A PNG signature and a 1 x 1 IHDR header (uploads are refused when the header says nothing of the size).
export const PNG_FILE = Buffer.concat([
  Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
  Buffer.from('0000000d49484452000000010000000108000000', 'hex'),
  Buffer.alloc(64, 1),
]);
export const DEMO_PASSWORD = 'Parley-demo-2026!';
/** A portfolio import of firm X: its administrators only; firm Y does not find it. */
export const PORTFOLIO_CSV = Buffer.from('reference,customer_name,lawsuit_amount,lawsuit_state,plaintiff_name\r\nM-1,Matrix Row,500,TX,Matrix Bank\r\n');
export const PORTFOLIO_MAPPING = {
  reference: 'reference',
  customer_name: 'customer_name',
  lawsuit_amount: 'lawsuit_amount',
  lawsuit_state: 'lawsuit_state',
  plaintiff_name: 'plaintiff_name',
};
export async function newImportX(w: World): Promise<number> {
  const type = detectAttachmentType(PORTFOLIO_CSV);
  if (!type) throw new Error('the matrix CSV is not detected as CSV');
  const actor = { userId: w.userIds.firmXAdmin, lawFirmId: w.firmX.id, ip: '127.0.0.1' };
  return (await w.t.services.portfolio.upload(actor, { fieldname: 'file', filename: 'portfolio.csv', data: PORTFOLIO_CSV, type })).id;
}
export const BAD_TOKEN = 'x'.repeat(43);
export const unique = () => Math.random().toString(36).slice(2, 10);
export const counteroffer = (id: number) => ({
  customer_document_id: id,
  disclosures: [],
  offers: [{ total_amount: '3000.00', first_payment_date: '2026-11-20', phases: [], payments: 3 }],
});
export const paymentDetails = (id: number) => ({
  customer_document_id: id,
  file_number: 'DLG-9',
  payee: 'Demo Law Group Trust Account',
  recipient: 'Accounts Receivable',
  mailing_address: '100 Main St, Austin, TX 78701',
});
