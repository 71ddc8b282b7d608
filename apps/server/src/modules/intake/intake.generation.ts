import { createHash } from 'node:crypto';
import {
  type CourtLevel,
  captionLine,
  courtLevelOf,
  DEFENSES,
  type DefenseKey,
  type DownloadKind,
  formatMailingAddress,
  generatedDownloadKind,
  INTAKE_MESSAGES,
  jurisdictionOf,
  LETTER_KINDS,
  MAILING_ADDRESS_MESSAGES,
  MailingAddressSchema,
  PRODUCT_TITLES,
  type Product,
  WALK_THROUGHS,
} from '@parley/shared';
import { eq } from 'drizzle-orm';
import { afterCommit, type Database, type Executor } from '../../db/client.js';
import { caseIntakes, customerDocuments, editorDocuments, users } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import { AppError } from '../../platform/errors.js';
import { documentGenerationDuration, timed } from '../../platform/metrics.js';
import type { Storage } from '../../platform/storage.js';
import type { Consumer, IntakeCases } from './intake.service.js';
import { caseAnswerDeadline, stepInput } from './intake.steps.js';
import { renderPdf, renderWord } from './legal-document-render.js';
import { answerDocument, type CaseFacts, defenseText, type LegalDocument, settlementOfferLetter, validationLetter } from './legal-documents.js';

const GENERATION_FAILED = 'We could not prepare your document.';

/** The facts a document is made from, as one value: the day it is dated is not one of them. */
function fingerprintOf(facts: CaseFacts): string {
  return createHash('sha256')
    .update(JSON.stringify({ ...facts, date: null }))
    .digest('hex');
}

type GeneratedFile = { name: string; title: string; key: string; contentType: string };

/** The generated Answer and letters: made in the background, polled by the download page. */
export function createIntakeGeneration(deps: {
  db: Database;
  clock: Clock;
  storage: Storage;
  cases: IntakeCases;
  runInBackground: (job: 'generate', id: number, work: (id: number) => Promise<void>) => Promise<void>;
}) {
  const { db, clock, storage, cases, runInBackground } = deps;

  async function factsOf(documentId: number): Promise<{ facts: CaseFacts; product: Product; letterKind: string | null; state: string | null }> {
    const [row] = await db
      .select()
      .from(customerDocuments)
      .innerJoin(caseIntakes, eq(caseIntakes.customerDocumentId, customerDocuments.id))
      .where(eq(customerDocuments.id, documentId));
    if (!row) throw new Error(`case ${documentId} not found`);
    const { customer_documents: doc, case_intakes: intake } = row;
    const [user] = doc.userId ? await db.select({ email: users.email }).from(users).where(eq(users.id, doc.userId)) : [];
    // Never a partial address line: a case saved before addresses had to be complete fails here
    // with a message the download page shows, rather than print "Columbus, 43215".
    const address = MailingAddressSchema.safeParse({
      street: doc.mailingStreet ?? '',
      city: doc.mailingCity ?? '',
      state: doc.mailingState ?? '',
      zip: doc.mailingZip ?? '',
    });
    if (!address.success) throw new AppError('RULE_VIOLATED', MAILING_ADDRESS_MESSAGES.incomplete);
    const rows = await cases.stepRows(documentId);
    const j = jurisdictionOf(doc.lawsuitState);
    const level = j ? courtLevelOf(j, stepInput(rows, 'jurisdiction', 'court_level')) : null;
    const phone = intake.phoneNumber ? `(${intake.phoneNumber.slice(0, 3)}) ${intake.phoneNumber.slice(3, 6)}-${intake.phoneNumber.slice(6)}` : null;
    return {
      product: doc.product as Product,
      letterKind: intake.letterKind,
      state: doc.lawsuitState,
      facts: {
        consumerName: doc.customerName,
        consumerAddress: formatMailingAddress(address.data),
        consumerPhone: phone,
        consumerEmail: user?.email ?? doc.email,
        plaintiffName: doc.plaintiffName ?? 'Plaintiff',
        lawFirmName: intake.lawFirmName ?? doc.pendingLawFirmName,
        lawyerEmails: intake.lawyerEmails,
        civilNumber: doc.civilNumber,
        amountCents: doc.lawsuitAmountCents,
        court: intake.courtName
          ? {
              name: intake.courtName,
              // The chosen court's own caption when it sits in the case's state and is of the chosen level; else the level's convention.
              caption:
                intake.courtState === doc.lawsuitState || !level ? await courtCaption(intake.courtId, intake.courtName, level) : captionLine(level, null),
              address: [intake.courtStreet ?? '', [intake.courtCity, intake.courtState, intake.courtZip].filter(Boolean).join(' ')],
            }
          : null,
        courtLevelKey: level?.key ?? null,
        debtType: stepInput(rows, 'defenses', 'debt_type'),
        answerDeadline: caseAnswerDeadline(doc, intake, rows),
        servedOn: intake.servedOn,
        defenses: intake.defenses as DefenseKey[],
        hardshipStatement: doc.hardshipStatement,
        date: clock.now().toISOString().slice(0, 10),
      },
    };
  }

  /**
   * The court line: the chosen court's caption, unless the court is of another level than the one
   * the Answer is written for (a County Court at Law under the Justice Court's 14-day rule); then
   * the chosen level's caption, its venue left to fill in (issue 37.8).
   */
  async function courtCaption(courtId: number | null, name: string, level: CourtLevel | null): Promise<string> {
    if (!courtId) return name.toUpperCase();
    const { courts } = await import('../../db/schema/index.js');
    const [c] = await db.select({ caption: courts.captionName, levelKey: courts.levelKey }).from(courts).where(eq(courts.id, courtId));
    if (!c) return name.toUpperCase();
    if (level && c.levelKey && c.levelKey !== level.key) return captionLine(level, null);
    return c.caption;
  }

  function documentsFor(product: Product, letterKind: string | null, state: string | null, facts: CaseFacts): LegalDocument[] {
    if (product === 'debt_answer') {
      const j = jurisdictionOf(state);
      if (!j) throw new AppError('RULE_VIOLATED', INTAKE_MESSAGES.selectState);
      return [answerDocument(facts, j)];
    }
    return [letterKind === 'settlement_offer' ? settlementOfferLetter(facts) : validationLetter(facts)];
  }

  /** The download files of a case's document: a PDF and a Word file, under names (and so URLs) that never change. */
  async function renderFiles(product: Product, letterKind: string | null, doc: LegalDocument): Promise<GeneratedFile[]> {
    const title = product === 'debt_answer' ? 'Answer' : (LETTER_KINDS.find((l) => l.key === letterKind)?.title ?? 'Letter');
    return [
      {
        name: `${doc.filename}.pdf`,
        title: `${title} (PDF)`,
        key: await storage.put(
          Buffer.from(
            await timed(
              documentGenerationDuration,
              () => renderPdf(doc),
              () => ({ document: 'legal_pdf' }),
            ),
          ),
        ),
        contentType: 'application/pdf',
      },
      {
        name: `${doc.filename}.docx`,
        title: `${title} (Word)`,
        key: await storage.put(
          await timed(
            documentGenerationDuration,
            () => renderWord(doc),
            () => ({ document: 'legal_docx' }),
          ),
        ),
        contentType: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
      },
    ];
  }

  async function generate(documentId: number): Promise<void> {
    try {
      const { facts, product, letterKind, state } = await factsOf(documentId);
      // One document per case: an Answer, or the letter the consumer chose.
      const [doc] = documentsFor(product, letterKind, state, facts);
      if (!doc) throw new Error(`case ${documentId} has no document`);
      const files = await renderFiles(product, letterKind, doc);
      await db.transaction(async (tx) => {
        const [old] = await tx.select({ files: caseIntakes.generatedFiles }).from(caseIntakes).where(eq(caseIntakes.customerDocumentId, documentId));
        await tx
          .update(caseIntakes)
          .set({
            documentState: 'completed',
            documentError: null,
            generatedFiles: files,
            generatedDocument: doc,
            generatedAt: clock.now(),
            generatedFrom: fingerprintOf(facts),
            updatedAt: clock.now(),
          })
          .where(eq(caseIntakes.customerDocumentId, documentId));
        await cases.saveStep(tx, documentId, 'document_download', { errors: {}, complete: true });
        // A document made again replaces the files of the one before.
        afterCommit(tx, () => {
          for (const f of old?.files ?? []) if (!files.some((n) => n.key === f.key)) void storage.delete(f.key).catch(() => undefined);
        });
      });
    } catch (err) {
      await db
        .update(caseIntakes)
        .set({ documentState: 'failed', documentError: err instanceof AppError ? err.message : GENERATION_FAILED, updatedAt: clock.now() })
        .where(eq(caseIntakes.customerDocumentId, documentId));
      if (!(err instanceof AppError)) throw err;
    }
  }

  /**
   * Which version the page serves: when it was made, whether a fact it uses changed since (a
   * document whose facts can no longer make one counts as changed), and whether the editor holds edits.
   */
  async function versionOf(documentId: number, state: string, intake: { generatedAt: Date | null; generatedFrom: string | null }) {
    if (state !== 'completed') return { generated_at: null, out_of_date: false, edited: false };
    const current = await factsOf(documentId).then(
      (f) => fingerprintOf(f.facts),
      () => null,
    );
    const [edit] = await db.select({ id: editorDocuments.customerDocumentId }).from(editorDocuments).where(eq(editorDocuments.customerDocumentId, documentId));
    return {
      generated_at: intake.generatedAt?.toISOString() ?? null,
      out_of_date: intake.generatedFrom !== null && current !== intake.generatedFrom,
      edited: edit !== undefined,
    };
  }

  /** The download page's poll: starts the generation once every step before it is done. */
  async function downloads(consumer: Consumer, documentId: number) {
    const { doc, intake } = await cases.getCase(consumer, documentId);
    const product = doc.product as Product;
    if (product === 'solosettle') throw new AppError('NOT_FOUND', 'A SoloSettle case has no generated document');
    const rows = await cases.stepRows(documentId);
    const done = new Set(rows.filter((r) => r.completedAt).map((r) => r.stepName));
    const before = WALK_THROUGHS[product].filter((s) => s !== 'document_download');
    let state: 'pending' | 'processing' | 'completed' | 'failed' = intake.documentState ?? 'pending';
    if (intake.documentState === null && before.every((s) => done.has(s))) {
      await db.update(caseIntakes).set({ documentState: 'processing', updatedAt: clock.now() }).where(eq(caseIntakes.customerDocumentId, documentId));
      await runInBackground('generate', documentId, generate);
      state = 'processing';
    }
    return {
      state,
      error: intake.documentError,
      title: PRODUCT_TITLES[product],
      answer_deadline: caseAnswerDeadline(doc, intake, rows),
      downloads:
        state === 'completed' ? intake.generatedFiles.map((f) => ({ title: f.title, url: `/api_controller/documents/${documentId}/files/${f.name}` })) : [],
      ...(await versionOf(documentId, state, intake)),
    };
  }

  return {
    generate,

    /**
     * A completed case's document as generated, with what the editor needs to know about it
     * (caller checks ownership). Cases generated before the blocks were kept are rebuilt from
     * their facts. Null when the case has no completed document.
     */
    async generatedDocument(documentId: number): Promise<{ document: LegalDocument; product: Product; state: string | null; kind: DownloadKind } | null> {
      const [row] = await db
        .select({ intake: caseIntakes, product: customerDocuments.product, state: customerDocuments.lawsuitState })
        .from(caseIntakes)
        .innerJoin(customerDocuments, eq(customerDocuments.id, caseIntakes.customerDocumentId))
        .where(eq(caseIntakes.customerDocumentId, documentId));
      if (row?.intake.documentState !== 'completed') return null;
      const product = row.product as Product;
      const kind = generatedDownloadKind(product, row.intake.letterKind);
      if (row.intake.generatedDocument) return { document: row.intake.generatedDocument, product, state: row.state, kind };
      const { facts, letterKind, state } = await factsOf(documentId);
      const [document] = documentsFor(product, letterKind, state, facts);
      if (!document) return null;
      await db.update(caseIntakes).set({ generatedDocument: document }).where(eq(caseIntakes.customerDocumentId, documentId));
      return { document, product, state: row.state, kind };
    },

    /** The case's current download files (caller checks ownership). */
    async downloadsOf(documentId: number): Promise<GeneratedFile[]> {
      const [row] = await db.select({ files: caseIntakes.generatedFiles }).from(caseIntakes).where(eq(caseIntakes.customerDocumentId, documentId));
      return row?.files ?? [];
    },

    /** The defense paragraphs an Answer for this case would hold, by defense (empty for a letter or an unsupported state). */
    async defenseParagraphs(documentId: number): Promise<Partial<Record<DefenseKey, string>>> {
      const { facts, product, state } = await factsOf(documentId);
      const j = jurisdictionOf(state);
      if (product !== 'debt_answer' || !j) return {};
      return Object.fromEntries(DEFENSES.map((d) => [d.key, defenseText(d.key, j, facts)]));
    },

    /** Lays out an edited document again; the same download URLs then serve the edit. */
    async renderEdited(documentId: number, doc: LegalDocument): Promise<GeneratedFile[]> {
      const [row] = await db
        .select({ product: customerDocuments.product, letterKind: caseIntakes.letterKind })
        .from(caseIntakes)
        .innerJoin(customerDocuments, eq(customerDocuments.id, caseIntakes.customerDocumentId))
        .where(eq(caseIntakes.customerDocumentId, documentId));
      if (!row) throw new AppError('NOT_FOUND', 'Document not found');
      return renderFiles(row.product as Product, row.letterKind, doc);
    },

    /**
     * Points the case's downloads at newly rendered files inside the caller's transaction; the
     * files they replace are deleted once it commits.
     */
    async useFiles(tx: Executor, documentId: number, files: GeneratedFile[]): Promise<void> {
      const [old] = await tx.select({ files: caseIntakes.generatedFiles }).from(caseIntakes).where(eq(caseIntakes.customerDocumentId, documentId));
      await tx.update(caseIntakes).set({ generatedFiles: files, updatedAt: clock.now() }).where(eq(caseIntakes.customerDocumentId, documentId));
      afterCommit(tx, () => {
        for (const f of old?.files ?? []) void storage.delete(f.key).catch(() => undefined);
      });
    },

    /** Deletes rendered files no download points at (a save that lost to a newer one). */
    async discardFiles(files: GeneratedFile[]): Promise<void> {
      await Promise.all(files.map((f) => storage.delete(f.key).catch(() => undefined)));
    },

    downloads,

    /**
     * Makes a completed (or failed) document again from the case's current facts (issue 37.2); edits
     * saved in the editor are replaced, as the page warned. 409 while it is being made.
     */
    async regenerate(consumer: Consumer, documentId: number) {
      const { doc, intake } = await cases.getCase(consumer, documentId);
      if (doc.product === 'solosettle') throw new AppError('NOT_FOUND', 'A SoloSettle case has no generated document');
      if (intake.documentState === null) throw new AppError('CONFLICT', INTAKE_MESSAGES.documentNotMadeYet);
      if (intake.documentState === 'processing') throw new AppError('CONFLICT', INTAKE_MESSAGES.documentBeingMade);
      await db.transaction(async (tx) => {
        await tx.delete(editorDocuments).where(eq(editorDocuments.customerDocumentId, documentId));
        await tx
          .update(caseIntakes)
          .set({ documentState: 'processing', documentError: null, updatedAt: clock.now() })
          .where(eq(caseIntakes.customerDocumentId, documentId));
      });
      await runInBackground('generate', documentId, generate);
      return downloads(consumer, documentId);
    },

    async file(consumer: Consumer, documentId: number, name: string) {
      const { intake } = await cases.getCase(consumer, documentId);
      const file = intake.generatedFiles.find((f) => f.name === name);
      if (!file) throw new AppError('NOT_FOUND', 'Document not found');
      const bytes = await storage.get(file.key);
      if (!bytes) throw new AppError('NOT_FOUND', 'Document not found');
      return { bytes, name: file.name, contentType: file.contentType };
    },
  };
}
