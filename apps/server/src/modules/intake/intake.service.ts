import {
  DOCUMENT_SECTION_TITLES,
  fileFormatOf,
  generatedDownloadKind,
  PRODUCT_TITLES,
  type Product,
  STEP_PROGRESS_LABELS,
  STEP_SECTIONS,
  STEP_TITLES,
  type StepName,
  type StepResponseInput,
  stepUrl,
  WALK_THROUGH_STATUS_TEXTS,
  WALK_THROUGH_STATUS_TITLES,
  WALK_THROUGHS,
  type WalkThrough,
} from '@parley/shared';
import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Database, Executor } from '../../db/client.js';
import { caseIntakes, customerDocuments, intakeFiles, lawFirms, users, walkThroughStepResponses } from '../../db/schema/index.js';
import type { Audit } from '../../platform/audit.js';
import type { Clock } from '../../platform/clock.js';
import type { Crypto } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import type { RateLimiter } from '../../platform/rate-limit.js';
import { openCase, updateCaseDetails } from '../cases/case-store.js';
import { consumeNewCase } from '../cases/new-case-limit.js';
import type { IntakeCard } from '../dashboard/document-view.js';
import { applyStep } from './intake.step-rules.js';
import { caseAnswerDeadline, type Doc, type Intake, progress, type StepRow, stepInput } from './intake.steps.js';

export type Consumer = { userId: number; ip: string };

const CASE_NOT_FOUND = 'Case not found';

/** The case's documents and steps, and the answers of each step (consumer spec 2, 7). */
export function createIntakeCases(deps: { db: Database; clock: Clock; crypto: Crypto; audit: Audit; limiter: RateLimiter }) {
  const { db, clock, crypto, audit, limiter } = deps;

  async function getCase(consumer: Consumer, id: number, tx: Executor = db): Promise<{ doc: Doc; intake: Intake }> {
    const [row] = await tx
      .select()
      .from(customerDocuments)
      .innerJoin(caseIntakes, eq(caseIntakes.customerDocumentId, customerDocuments.id))
      .where(and(eq(customerDocuments.id, id), eq(customerDocuments.userId, consumer.userId)));
    if (!row) throw new AppError('NOT_FOUND', CASE_NOT_FOUND);
    return { doc: row.customer_documents, intake: row.case_intakes };
  }

  async function stepRows(id: number, tx: Executor = db): Promise<StepRow[]> {
    return tx.select().from(walkThroughStepResponses).where(eq(walkThroughStepResponses.customerDocumentId, id));
  }

  async function saveStep(
    tx: Executor,
    id: number,
    step: StepName,
    patch: { inputs?: Record<string, unknown>; encrypted?: string | null; errors: Record<string, string>; complete: boolean },
  ) {
    const now = clock.now();
    const [existing] = await tx
      .select()
      .from(walkThroughStepResponses)
      .where(and(eq(walkThroughStepResponses.customerDocumentId, id), eq(walkThroughStepResponses.stepName, step)));
    const inputs = { ...(existing?.inputs ?? {}), ...(patch.inputs ?? {}) };
    const completedAt = patch.complete && Object.keys(patch.errors).length === 0 ? now : patch.complete ? null : (existing?.completedAt ?? null);
    const values = {
      inputs,
      errors: patch.errors,
      completedAt,
      updatedAt: now,
      ...(patch.encrypted !== undefined ? { encryptedInputs: patch.encrypted } : {}),
    };
    if (existing) await tx.update(walkThroughStepResponses).set(values).where(eq(walkThroughStepResponses.id, existing.id));
    else await tx.insert(walkThroughStepResponses).values({ customerDocumentId: id, stepName: step, ...values });
  }

  async function view(doc: Doc, intake: Intake): Promise<WalkThrough> {
    const rows = await stepRows(doc.id);
    const p = progress(doc, rows);
    const [firm] = doc.lawFirmId ? await db.select({ name: lawFirms.name }).from(lawFirms).where(eq(lawFirms.id, doc.lawFirmId)) : [];
    const files = await db.select().from(intakeFiles).where(eq(intakeFiles.customerDocumentId, doc.id)).orderBy(asc(intakeFiles.id));
    return {
      id: doc.id,
      product: doc.product as Product,
      title: PRODUCT_TITLES[doc.product as Product],
      resume_url: p.resumeUrl,
      is_completed: p.isCompleted,
      steps: p.steps,
      case: {
        customer_name: doc.customerName,
        lawsuit_exists: doc.lawsuitExists,
        plaintiff_name: doc.plaintiffName,
        law_firm_name: firm?.name ?? intake.lawFirmName ?? doc.pendingLawFirmName,
        law_firm_id: doc.lawFirmId,
        lawyer_emails: intake.lawyerEmails,
        lawsuit_state: doc.lawsuitState,
        lawsuit_amount: doc.lawsuitAmountCents,
        civil_number: doc.civilNumber,
        address: { street: doc.mailingStreet ?? '', city: doc.mailingCity ?? '', state: doc.mailingState ?? '', zip_code: doc.mailingZip ?? '' },
        phone_number: intake.phoneNumber,
        ssn_last_four: doc.ssnLastFour,
        has_full_ssn: doc.ssnEncrypted !== null,
        birthdate: doc.birthdate,
        court: intake.courtName
          ? {
              id: intake.courtId,
              name: intake.courtName,
              street: intake.courtStreet ?? '',
              city: intake.courtCity ?? '',
              state: intake.courtState ?? '',
              zip_code: intake.courtZip ?? '',
            }
          : null,
        served_on: intake.servedOn,
        court_level: stepInput(rows, 'jurisdiction', 'court_level'),
        debt_type: stepInput(rows, 'defenses', 'debt_type'),
        answer_deadline: caseAnswerDeadline(doc, intake, rows),
        defenses: intake.defenses,
        hardship: doc.hardship,
        letter_kind: intake.letterKind,
        files: files
          .filter((f) => f.isUploaded)
          .map((f) => ({ id: f.id, name: f.filename, content_type: f.contentType, byte_size: f.byteSize, state: 'uploaded' as const })),
      },
    };
  }

  return {
    getCase,
    progress,
    saveStep,
    stepRows,

    async createCase(consumer: Consumer, product: Product, source: 'pilot' | undefined): Promise<{ id: number; resume_url: string }> {
      await consumeNewCase(limiter, consumer.userId);
      const [user] = await db.select().from(users).where(eq(users.id, consumer.userId));
      if (!user) throw new AppError('UNAUTHENTICATED', 'Please sign in to continue.');
      const id = await db.transaction(async (tx) => {
        const doc = await openCase(tx, { owner: user, product, at: clock.now() });
        await tx.insert(caseIntakes).values({ customerDocumentId: doc.id, updatedAt: clock.now() });
        await audit.record(
          {
            action: 'case.created',
            actorUserId: consumer.userId,
            realm: 'consumer',
            ip: consumer.ip,
            details: { customer_document_id: doc.id, product, source: source ?? null },
          },
          tx,
        );
        return doc.id;
      });
      return { id, resume_url: stepUrl(product, id, WALK_THROUGHS[product][0] as StepName) };
    },

    async walkThrough(consumer: Consumer, id: number): Promise<WalkThrough> {
      const { doc, intake } = await getCase(consumer, id);
      return view(doc, intake);
    },

    /** update_walk_through_step_response: saves what is valid, answers every error by input name. */
    async updateStep(
      consumer: Consumer,
      id: number,
      input: StepResponseInput,
    ): Promise<{ errors: Record<string, string>; resume_url: string; completed: boolean }> {
      const result = await db.transaction(async (tx) => {
        const { doc, intake } = await getCase(consumer, id, tx);
        const product = doc.product as Product;
        if (!WALK_THROUGHS[product].includes(input.step_name)) {
          throw new AppError('VALIDATION_FAILED', `A ${PRODUCT_TITLES[product]} has no ${input.step_name} step`, { step_name: 'Unknown step' });
        }
        const applied = applyStep(doc, intake, input, { clock, crypto });
        if (Object.keys(applied.docPatch).length > 0) await updateCaseDetails(tx, id, applied.docPatch, 'consumer');
        // A new state on the summary sends the consumer back to confirm the court of that state.
        const movedState = applied.docPatch.lawsuitState !== undefined && applied.docPatch.lawsuitState !== doc.lawsuitState;
        if (movedState && input.step_name !== 'jurisdiction' && WALK_THROUGHS[product].includes('jurisdiction')) {
          await tx
            .update(walkThroughStepResponses)
            .set({ completedAt: null, updatedAt: clock.now() })
            .where(and(eq(walkThroughStepResponses.customerDocumentId, id), eq(walkThroughStepResponses.stepName, 'jurisdiction')));
        }
        if (Object.keys(applied.intakePatch).length > 0) {
          await tx
            .update(caseIntakes)
            .set({ ...applied.intakePatch, updatedAt: clock.now() })
            .where(eq(caseIntakes.customerDocumentId, id));
        }
        // Sensitive inputs are kept encrypted, and the plain inputs never hold them.
        const sensitive = new Set(input.encrypted);
        const plain = Object.fromEntries(Object.entries(input.inputs).filter(([k]) => !sensitive.has(k)));
        const secret = Object.fromEntries(Object.entries(input.inputs).filter(([k]) => sensitive.has(k)));
        await saveStep(tx, id, input.step_name, {
          inputs: plain,
          encrypted: Object.keys(secret).length > 0 ? crypto.encrypt(JSON.stringify(secret)) : undefined,
          errors: applied.errors,
          complete: input.complete,
        });
        const rows = await stepRows(id, tx);
        const [fresh] = await tx.select().from(customerDocuments).where(eq(customerDocuments.id, id));
        return { errors: applied.errors, progress: progress(fresh as Doc, rows), product };
      });
      return { errors: result.errors, resume_url: result.progress.resumeUrl, completed: input.complete && Object.keys(result.errors).length === 0 };
    },

    /**
     * Where each walk-through of these documents (one consumer's, already read) stands: its steps,
     * status, downloads and answer deadline, by case id. The dashboard's one read model of a case
     * (dashboard/document-view.ts) uses it. Two statements however many cases: their intakes, then
     * all their steps.
     */
    async progressCards(docs: readonly Doc[]): Promise<Map<number, IntakeCard>> {
      const cards = new Map<number, IntakeCard>();
      if (docs.length === 0) return cards;
      const intakes = await db
        .select()
        .from(caseIntakes)
        .where(
          inArray(
            caseIntakes.customerDocumentId,
            docs.map((d) => d.id),
          ),
        );
      if (intakes.length === 0) return cards;
      const allSteps = await db
        .select()
        .from(walkThroughStepResponses)
        .where(
          inArray(
            walkThroughStepResponses.customerDocumentId,
            intakes.map((i) => i.customerDocumentId),
          ),
        );
      const docById = new Map(docs.map((d) => [d.id, d]));
      for (const intake of intakes) {
        const doc = docById.get(intake.customerDocumentId);
        if (!doc) continue;
        const rows = allSteps.filter((s) => s.customerDocumentId === doc.id);
        const p = progress(doc, rows);
        const status = p.isCompleted ? 'completed' : intake.extractionState === 'processing' ? 'reading_papers' : 'in_progress';
        const kind = generatedDownloadKind(doc.product, intake.letterKind);
        cards.set(doc.id, {
          status: WALK_THROUGH_STATUS_TITLES[status],
          status_key: status,
          status_color: p.isCompleted ? 'green' : 'blue',
          status_definition: p.isCompleted
            ? WALK_THROUGH_STATUS_TEXTS.done
            : WALK_THROUGH_STATUS_TEXTS.next.replace('{step}', p.current ? STEP_TITLES[p.current] : ''),
          is_completed: p.isCompleted,
          resume_url: p.resumeUrl,
          answer_deadline: caseAnswerDeadline(doc, intake, rows),
          sectioned_steps: STEP_SECTIONS.map((section) => ({
            key: section.key,
            name: DOCUMENT_SECTION_TITLES[section.key],
            steps: p.steps
              .filter((s) => section.steps.includes(s.name))
              .map((s) => ({
                key: s.name,
                title: s.title,
                value: s.completed ? STEP_PROGRESS_LABELS.done : s.current ? STEP_PROGRESS_LABELS.next : null,
                url: s.url,
                completed: s.completed,
                current: s.current,
                filing_methods: [],
              })),
          })).filter((section) => section.steps.length > 0),
          downloads: intake.generatedFiles.map((f) => ({
            kind,
            format: fileFormatOf(f.contentType),
            title: f.title,
            url: `/api_controller/documents/${doc.id}/files/${f.name}`,
          })),
          law_firm_name: intake.lawFirmName,
        });
      }
      return cards;
    },

    view,
  };
}
export type IntakeCases = ReturnType<typeof createIntakeCases>;
