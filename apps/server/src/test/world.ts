import { eq } from 'drizzle-orm';
import { caseIntakes, customerDocuments, lawFirms, rateLimitHits, users } from '../db/schema/index.js';
import { recordPaymentReceived } from '../modules/cases/case-store.js';
import { type SeededFirm, seedDemo } from '../modules/demo/seed-demo.js';
import type { SessionUser } from '../platform/sessions.js';
import { createTestAccount } from './factories.js';
import { collectorAgent, consumerAgent } from './fixtures.js';
import { ACCOUNTS, MARKERS, type Role, type SignedInRole } from './matrix-roles.js';
import { PNG, PNG_FILE, SUMMONS_PNG, samplePdf } from './sample-files.js';
import { Agent, type TestApp } from './test-app.js';

export const FIRST_PAYMENT_DATE = '2026-11-10';
const BLOG_SLUG = 'how-to-answer-a-debt-collection-lawsuit';

export type CaseStage = 'new' | 'offered' | 'countered' | 'agreed' | 'details_sent' | 'agreement_sent' | 'signed';

export type World = Awaited<ReturnType<typeof buildWorld>>;

/**
 * Seeds the demo firms and people, then builds through the real API what each role owns: cases,
 * accounts, conversations with an attachment, a notification policy, payout settings, comments.
 * Factories make a fresh object for each call of a mutating route, so no cell of the matrix
 * depends on another's side effects.
 */
export async function buildWorld(t: TestApp) {
  // 19:00 UTC is inside 8 a.m.–9 p.m. in every contiguous US zone (Reg F 1006.6(b)(1)), so firm messages go out.
  t.clock.set(new Date('2026-11-02T19:00:00Z'));
  const { demoFirm: firmX, otherFirm: firmY } = await seedDemo(t.database, t.services.crypto);
  const db = t.services.db;
  const userIds = {} as Record<SignedInRole, number>;
  for (const [role, { email }] of Object.entries(ACCOUNTS) as [SignedInRole, { email: string }][]) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (!row) throw new Error(`no demo user ${email}`);
    userIds[role] = row.id;
  }

  // Long-lived browsers that build fixtures; the matrix itself calls with a fresh session per cell.
  const consumerA = await consumerAgent(t.app, ACCOUNTS.consumerA.email);
  const consumerB = await consumerAgent(t.app, ACCOUNTS.consumerB.email);
  const staffX = await collectorAgent(t.app, ACCOUNTS.firmXUser.email);
  const agreementPdf = await samplePdf();

  async function ok(res: { statusCode: number; body: string; json(): unknown }, what: string) {
    if (res.statusCode !== 200) throw new Error(`fixture ${what} failed: ${res.statusCode} ${res.body}`);
    return res.json() as Record<string, unknown>;
  }

  /** A SoloSettle case a consumer opened with firm X, walked to `stage` through both sides' API. */
  async function newCase(owner: 'consumerA' | 'consumerB', stage: CaseStage = 'new', reference = `REF-${Math.random().toString(36).slice(2, 10)}`) {
    const consumer = owner === 'consumerA' ? consumerA : consumerB;
    const created = await ok(
      await consumer.post('/api/v1/settlement_cases', {
        law_firm_id: firmX.id,
        plaintiff_name: 'Midland Funding LLC',
        amount_owed_cents: 500_000,
        state: 'TX',
        reference_number: reference,
      }),
      'open case',
    );
    const id = created.id as number;
    if (stage === 'new') return { id };
    await ok(
      await consumer.post(`/api/v1/settlement_cases/${id}/offers`, { total_amount_cents: 200_000, first_payment_date: FIRST_PAYMENT_DATE, payments: 4 }),
      'offer',
    );
    if (stage === 'offered') return { id };
    if (stage === 'countered') {
      await ok(
        await staffX.post('/collectors/api/create_counteroffer', {
          customer_document_id: id,
          disclosures: [],
          offers: [{ total_amount: '3000.00', first_payment_date: FIRST_PAYMENT_DATE, phases: [], payments: 3 }],
        }),
        'counteroffer',
      );
      const view = await ok(await consumer.get(`/api/v1/settlement_cases/${id}`), 'case view');
      return { id, offerId: (view.firm_offers as { id: number }[])[0]?.id as number };
    }
    await ok(await staffX.post('/collectors/api/accept_offer', { customer_document_id: id, disclosures: [] }), 'accept offer');
    if (stage === 'agreed') return { id };
    await ok(
      await staffX.post('/collectors/api/update_payment_details', {
        customer_document_id: id,
        file_number: 'DLG-1',
        payee: 'Demo Law Group Trust Account',
        recipient: 'Accounts Receivable',
        mailing_address: '100 Main St, Austin, TX 78701',
      }),
      'payment details',
    );
    if (stage === 'details_sent') return { id };
    await ok(await uploadAgreement(staffX, id), 'upload agreement');
    if (stage === 'agreement_sent') return { id };
    await ok(
      await consumer.post(`/api/v1/settlement_cases/${id}/sign`, { typed_name: owner === 'consumerA' ? 'Jordan Miller' : 'Casey Nguyen', consent: true }),
      'sign',
    );
    return { id };
  }

  function uploadAgreement(agent: Agent, id: number) {
    return agent.multipart('/collectors/api/upload_settlement_agreement', { customer_document_id: String(id), 'disclosures[]': ['Sent by Demo Law Group'] }, [
      { field: 'file', filename: 'agreement.pdf', contentType: 'application/pdf', bytes: agreementPdf },
    ]);
  }

  /** Consumer A's signed lawsuit case at firm X, paid off: its court side is for the firm to close (issue 37.9). */
  async function newPaidOffCaseA(): Promise<number> {
    const { id } = await newCase('consumerA', 'signed');
    await db.transaction((tx) => recordPaymentReceived(tx, id, 200_000, t.clock.now()));
    return id;
  }

  /** An account of firm X with no consumer on Parley, built through the event writer. */
  const newAccountX = (opts: { archived?: boolean; name?: string } = {}) =>
    createTestAccount(db, t.clock.now(), { lawFirmId: firmX.id, name: opts.name ?? 'Fresh Account', debtCents: 250_000, archived: opts.archived });

  async function newPolicyX(): Promise<number> {
    const body = await ok(
      await staffX.post('/collectors/api/add_notification_policy', { email_type: '*', state: ['*'], emails: ['fresh@firmx.test'] }),
      'policy',
    );
    return (body.policy as { id: number }).id;
  }

  async function newStaffX(): Promise<number> {
    const [row] = await db
      .insert(users)
      .values({ kind: 'collector', email: `staff-${Math.random().toString(36).slice(2, 10)}@demo-law.test`, lawFirmId: firmX.id, lawFirmScope: 'user' })
      .returning({ id: users.id });
    return row?.id as number;
  }

  // A reader outside the matrix writes the comments to report and moderate, so every role may report them.
  const [reader] = await db
    .insert(users)
    .values({ kind: 'consumer', email: 'reader@example.test', firstName: 'Riley', lastName: 'Reader', emailVerifiedAt: t.clock.now() })
    .returning();
  if (!reader) throw new Error('insert failed');
  async function newComment(): Promise<number> {
    const comment = await t.services.blog.createComment(reader as SessionUser, BLOG_SLUG, { body: 'A comment by another reader.' }, '127.0.0.1');
    await db.delete(rateLimitHits);
    return comment.id;
  }

  // ---- What each role owns, shared by the reading rows ----
  const accountX = await newAccountX({ name: MARKERS.accountX.text });
  const accountY = await createTestAccount(db, t.clock.now(), { lawFirmId: firmY.id, name: MARKERS.accountY.text, debtCents: 180_000 });
  const caseA = await newCase('consumerA', 'agreement_sent', MARKERS.caseA.text);
  const caseB = await newCase('consumerB', 'offered', MARKERS.caseB.text);
  // Consumer B also has an account at firm Y, so firm Y has someone to talk to.
  const caseBAtY = await createTestAccount(db, t.clock.now(), { lawFirmId: firmY.id, name: 'Casey Nguyen', debtCents: 90_000 });
  await db.update(customerDocuments).set({ userId: userIds.consumerB }).where(eq(customerDocuments.id, caseBAtY));

  const conversationA = (await ok(await consumerA.post('/api/v1/conversations', { law_firm_id: firmX.id, document_id: caseA.id }), 'conversation A')).data as {
    id: number;
  };
  const messageA = await postMessage(consumerA, conversationA.id, MARKERS.chatA.text, true);
  const attachmentUrlA = (messageA.data as { attributes: { attachments: { url: string }[] } }).attributes.attachments[0]?.url as string;
  const conversationB = (await ok(await consumerB.post('/api/v1/conversations', { law_firm_id: firmY.id, document_id: caseBAtY }), 'conversation B')).data as {
    id: number;
  };
  await postMessage(consumerB, conversationB.id, MARKERS.chatB.text, false);

  await ok(await staffX.post('/collectors/api/add_notification_policy', { email_type: '*', state: ['*'], emails: [MARKERS.policyX.text] }), 'policy X');
  // Set in the database: changing it through the API takes a fresh two-step code (firm-settings.test.ts).
  await db.update(lawFirms).set({ digitalCheckEmail: MARKERS.payoutX.text }).where(eq(lawFirms.id, firmX.id));
  // Firm Y carries its own settings, so reading them is a real answer, not an empty one.
  await db.update(lawFirms).set({ payee: 'Other Collections Trust' }).where(eq(lawFirms.id, firmY.id));
  await db.delete(rateLimitHits);

  // ---- Payments: consumer A's signed case with a payment plan, autopay set up with a test card ----
  async function newCard(agent: Agent = consumerA, number = '4242 4242 4242 4242'): Promise<string> {
    const body = await ok(await agent.post('/api/v1/payments/sandbox/payment_methods', { number, exp_month: 12, exp_year: 2030, cvc: '123' }), 'card');
    return body.id as string;
  }
  /** A signed case of consumer A: its plan, with autopay set up unless `autopay` is false. */
  async function newPlanA(opts: { autopay?: boolean } = {}) {
    const { id } = await newCase('consumerA', 'signed');
    if (opts.autopay === false) return { id, subscriptionId: 0 };
    const plan = await ok(await consumerA.post(`/api/v1/payment_plans/${id}/autopay`, { payment_method_id: await newCard() }), 'autopay');
    return { id, subscriptionId: plan.subscription_id as number };
  }
  const planA = await newPlanA();
  const extra = await ok(await consumerA.post(`/api/v1/payment_plans/${planA.id}/additional_payments`, { amount_cents: 10_000 }), 'additional payment');
  const planView = await ok(await consumerA.get(`/api/v1/payment_plans/${planA.id}`), 'plan');
  const paymentA = (planView.payment_history as { id: number }[])[0]?.id as number;
  if (!paymentA) throw new Error(`fixture payment failed: ${JSON.stringify(extra)}`);
  /** A payment waiting for the bank's authentication (a 3-D Secure card), for the return and authenticate routes. */
  async function newPaymentIntentA(): Promise<{ planId: number; paymentIntent: string }> {
    const { id } = await newCase('consumerA', 'signed');
    await ok(
      await consumerA.post(`/api/v1/payment_plans/${id}/autopay`, { payment_method_id: await newCard(consumerA, '4000 0027 6000 3184') }),
      'autopay 3ds',
    );
    const result = await ok(await consumerA.post(`/api/v1/payment_plans/${id}/additional_payments`, { amount_cents: 10_000 }), 'payment 3ds');
    const paymentIntent = /payment_intent=([A-Za-z0-9_]+)/.exec(String(result.redirect_url))?.[1] ?? String(result.payment_intent ?? '');
    return { planId: id, paymentIntent };
  }

  // ---- Ask Solo (pilot): consumer A's thread, a question and an uploaded file ----
  const threadA = (await ok(await consumerA.post('/pilot/completions/new_thread.json'), 'pilot thread')).pilotThread as { id: number; threadKey: string };
  const asked = await ok(
    await consumerA.post('/pilot/completions.json', {
      pilotCompletion: { agentKey: 'ask_solo', userRequest: MARKERS.pilotA.text, threadKey: threadA.threadKey, context: { locales: ['en-US'] } },
    }),
    'pilot question',
  );
  const completionA = (asked.pilotCompletion as { id: number }).id;
  await t.services.pilot.idle();
  async function newPilotUploadA(): Promise<string> {
    const up = await ok(
      await consumerA.multipart('/rails/active_storage/direct_uploads', {}, [
        { field: 'file', filename: 'summons.png', contentType: 'image/png', bytes: PNG_FILE },
      ]),
      'pilot upload',
    );
    return up.signed_id as string;
  }
  const pilotFileA = (
    (
      await ok(
        await consumerA.post('/pilot/files.json', { pilot_file: { attachment: await newPilotUploadA(), client_id: 'c-1', thread_key: threadA.threadKey } }),
        'pilot file',
      )
    ).pilotFile as { id: number }
  ).id;

  // ---- Intake and the AI editor: consumer A's Debt Answer case and generated document ----
  /** A Debt Answer case of consumer A; with a lawyer's email on it, or with a photo of the papers uploaded. */
  async function newIntakeA(opts: { lawyerEmail?: string; withUpload?: boolean } = {}): Promise<number> {
    const id = (await ok(await consumerA.post('/customer_documents?document_name=debt_answer'), 'intake case')).id as number;
    if (opts.lawyerEmail) {
      await ok(
        await consumerA.post(`/api_controller/update_walk_through_step_response/${id}`, {
          step_name: 'document_summary',
          inputs: { lawyer_email: opts.lawyerEmail },
        }),
        'lawyer email',
      );
    }
    if (opts.withUpload) {
      await ok(
        // A real photo of papers: extraction reads it in the background once prepopulation starts.
        await consumerA.multipart(`/api_controller/upload_file/${id}`, { camera: 'false' }, [
          { field: 'file', filename: 'summons.png', contentType: 'image/png', bytes: SUMMONS_PNG },
        ]),
        'intake upload',
      );
    }
    return id;
  }
  const intakeA = await newIntakeA();
  await ok(
    await consumerA.post(`/api_controller/update_walk_through_step_response/${intakeA}`, {
      step_name: 'document_summary',
      inputs: { customer_name: MARKERS.intakeA.text },
    }),
    'intake step',
  );
  async function newDirectUploadA(opts: { withBytes?: boolean } = {}): Promise<{ token: string; signedId: string }> {
    const body = await ok(
      await consumerA.post('/api_controller/direct_uploads', { blob: { filename: 'letter.png', content_type: 'image/png', byte_size: PNG_FILE.length } }),
      'direct upload',
    );
    const url = (body.direct_upload as { url: string }).url;
    if (opts.withBytes)
      await ok(await consumerA.request('PUT', url, PNG_FILE, { headers: { 'content-type': 'application/octet-stream' } }), 'direct upload bytes');
    return { token: url.split('/').pop() as string, signedId: body.signed_id as string };
  }
  /** A letter case of consumer A's whose document the intake has generated (the editor opens only those). */
  async function newEditorDocumentA(): Promise<number> {
    const id = (await ok(await consumerA.post('/customer_documents?document_name=document_generation'), 'editor document')).id as number;
    // A document is only laid out from a complete mailing address.
    await db
      .update(customerDocuments)
      .set({ plaintiffName: 'Midland Funding LLC', mailingStreet: '1 Main St', mailingCity: 'Austin', mailingState: 'TX', mailingZip: '78701' })
      .where(eq(customerDocuments.id, id));
    await db
      .insert(caseIntakes)
      .values({ customerDocumentId: id, letterKind: 'debt_validation', documentState: 'processing', updatedAt: t.clock.now() })
      .onConflictDoUpdate({ target: caseIntakes.customerDocumentId, set: { letterKind: 'debt_validation', documentState: 'processing' } });
    await t.services.intake.generation.generate(id);
    return id;
  }
  const editorDocumentA = await newEditorDocumentA();
  await ok(await consumerA.post(`/steps_api/save_editor_content/${editorDocumentA}`, { content: `<p>${MARKERS.editorA.text}</p>` }), 'editor content');

  // ---- Bank connection (financial report): a fresh link each call ----
  async function newBankPublicToken(agent: Agent = consumerA): Promise<string> {
    const link = await ok(await agent.post('/api/v1/bank/link_token'), 'link token');
    const token = await ok(
      await agent.post('/api/v1/bank/sandbox/public_token', { link_token: link.link_token, institution_id: 'ins_sandbox_tartan', consent: true }),
      'public token',
    );
    return token.public_token as string;
  }
  await db.delete(rateLimitHits);

  async function postMessage(agent: Agent, conversationId: number, text: string, withAttachment: boolean) {
    const res = await agent.multipart(
      `/api/v1/conversations/${conversationId}/messages`,
      { 'message[body]': text },
      withAttachment ? [{ field: 'message[attachments][]', filename: 'receipt.png', contentType: 'image/png', bytes: PNG }] : [],
    );
    return ok(res, 'message');
  }

  /** A fresh browser signed in as `role`: a new session row, without hashing a password. */
  async function agentAs(role: Role): Promise<Agent> {
    const agent = new Agent(t.app);
    if (role === 'anonymous') return agent;
    const { realm } = ACCOUNTS[role];
    const token = await t.services.sessions.create(realm, userIds[role], { ip: '127.0.0.1', userAgent: 'authorization-matrix' });
    agent.setCookie(`parley_${realm}_session`, token);
    return agent;
  }

  return {
    t,
    /**
     * Waits for the work requests leave running in this process (a scan's OCR, a collector
     * message's compliance scan, a credit pull, a bank report, an assistant's answer, a webhook
     * delivery, queued mail): its writes are not the next request's.
     */
    async settle() {
      const { intake, chat, creditReport, financialReport, pilot, mailer, portfolio, webhooks } = t.services;
      await Promise.all([
        intake.files.settle(),
        chat.settle(),
        creditReport.settle(),
        financialReport.settle(),
        pilot.idle(),
        portfolio.settle(),
        webhooks.settle(),
      ]);
      await mailer.idle();
    },
    firmX,
    firmY,
    userIds,
    blogSlug: BLOG_SLUG,
    accountX,
    accountY,
    caseA: caseA.id,
    caseB: caseB.id,
    conversationA: conversationA.id,
    planA,
    paymentA,
    threadA,
    completionA,
    pilotFileA,
    intakeA,
    editorDocumentA,
    newCard,
    newPlanA,
    newPaymentIntentA,
    newPilotUploadA,
    newIntakeA,
    newDirectUploadA,
    newEditorDocumentA,
    newBankPublicToken,
    attachmentUrlA,
    agreementPdf,
    agentAs,
    newCase,
    newPaidOffCaseA,
    newAccountX,
    newPolicyX,
    newStaffX,
    newComment,
    /** Clears the rate-limit windows, so the matrix's repeated sign-ins and writes are not throttled. */
    resetRateLimits: () => db.delete(rateLimitHits),
  };
}

export type { SeededFirm };
