import { randomBytes } from 'node:crypto';
import { type ExtractedFields, INTAKE_LIMITS, INTAKE_MESSAGES, type Product, stepUrl, US_STATE_CODES } from '@parley/shared';
import { and, asc, eq, isNull, sql } from 'drizzle-orm';
import type { Database } from '../../db/client.js';
import { caseIntakes, customerDocuments, intakeFiles } from '../../db/schema/index.js';
import type { Clock } from '../../platform/clock.js';
import type { Crypto } from '../../platform/crypto.js';
import { AppError } from '../../platform/errors.js';
import { ocrDuration, timed } from '../../platform/metrics.js';
import { checkUploadedFile, type UploadRules } from '../../platform/multipart-upload.js';
import type { Storage } from '../../platform/storage.js';
import { inspectPdf, UNTRUSTED_FILE_LIMITS, UntrustedFileError } from '../../platform/untrusted-files/index.js';
import { updateCaseDetails } from '../cases/case-store.js';
import { emptyExtractedFields, extractFields } from './extract-fields.js';
import type { Consumer, IntakeCases } from './intake.service.js';
import { readPdfText, type TextReader } from './ocr.js';

export type BackgroundQueue = { enqueue(job: 'extract' | 'generate', documentId: number): Promise<void> };

/** The papers' upload (consumer spec 7): one PDF, JPEG, GIF or PNG of at most 25 MB, by its content. */
export const PAPERS_UPLOAD: UploadRules = {
  maxFileBytes: INTAKE_LIMITS.maxUploadBytes,
  kinds: ['pdf', 'jpg', 'png', 'gif'],
  maxFields: 5,
  messages: {
    tooLarge: INTAKE_MESSAGES.uploadTooLarge,
    wrongType: ({ extension }) => INTAKE_MESSAGES.uploadType(extension),
    missing: 'Please choose a file',
    // The spec has one "too large" message for the papers.
    tooManyPixels: INTAKE_MESSAGES.uploadTooLarge,
  },
};

/**
 * Refuses what the spec refuses: over 25 MB, or not a PDF, JPEG, GIF or PNG by its content. And
 * what would cost far more to read than its size says (issue 18), with the spec's "too large"
 * message: an image of more pixels than UNTRUSTED_FILE_LIMITS allows, by its header and before
 * anything decodes it (checkUploadedFile, as every upload), or a PDF of too many pages or whose
 * streams inflate past the limit (parsed in a worker with a heap limit and a timeout).
 */
export async function checkUpload(bytes: Buffer, filename: string): Promise<{ extension: string; contentType: string }> {
  if (bytes.length > INTAKE_LIMITS.maxUploadBytes) throw new AppError('PAYLOAD_TOO_LARGE', INTAKE_MESSAGES.uploadTooLarge);
  const type = await checkUploadedFile(bytes, filename, PAPERS_UPLOAD);
  if (type.extension === 'pdf' && (await pdfTooCostly(bytes))) throw new AppError('PAYLOAD_TOO_LARGE', INTAKE_MESSAGES.uploadTooLarge);
  return { extension: type.extension, contentType: type.contentType };
}

/** A PDF that does not parse passes here: reading it fails later, and the summary says so. */
async function pdfTooCostly(bytes: Buffer): Promise<boolean> {
  try {
    const facts = await inspectPdf(bytes);
    return facts.pages > UNTRUSTED_FILE_LIMITS.maxPdfPages || !facts.withinDecodedLimit;
  } catch (err) {
    return err instanceof UntrustedFileError && err.reason !== 'failed';
  }
}

const safeName = (name: string) => name.replace(/[^\w.\- ]+/g, '_').slice(0, 120) || 'upload';

/** Scans and uploads, and reading them (OCR or a PDF's text) into the summary fields. */
export function createIntakeFiles(deps: {
  db: Database;
  clock: Clock;
  crypto: Crypto;
  storage: Storage;
  reader: TextReader;
  cases: IntakeCases;
  log: { error(o: object, m: string): void };
}) {
  const { db, clock, crypto, storage, reader, cases, log } = deps;
  let queue: BackgroundQueue | null = null;
  const pending = new Set<Promise<void>>();

  function inProcess(work: () => Promise<void>) {
    const run = work()
      .catch((err) => log.error({ err }, 'intake background work failed'))
      .finally(() => pending.delete(run));
    pending.add(run);
  }

  async function extract(documentId: number): Promise<void> {
    const files = await db.select().from(intakeFiles).where(eq(intakeFiles.customerDocumentId, documentId)).orderBy(asc(intakeFiles.id));
    const texts: string[] = [];
    for (const file of files.filter((f) => f.isUploaded)) {
      const bytes = await storage.get(file.storageKey);
      if (!bytes) continue;
      try {
        const kind = file.contentType === 'application/pdf' ? 'pdf' : 'image';
        const read = () => (kind === 'pdf' ? readPdfText(bytes) : reader.readImage(bytes));
        texts.push(await timed(ocrDuration, read, (outcome) => ({ kind, outcome: outcome.ok ? 'ok' : 'error' })));
      } catch (err) {
        // One unreadable file (or one over the worker's limits) must not leave the case processing.
        log.error({ err: err instanceof Error ? err.message : String(err), fileId: file.id }, 'intake file could not be read');
      }
    }
    const fields = texts.length > 0 ? extractFields(texts.join('\n')) : emptyExtractedFields();
    const found = [fields.customer_name, fields.plaintiff_name, fields.lawsuit_amount, fields.civil_number, fields.law_firm_name].filter(
      (v) => v !== null,
    ).length;
    const now = clock.now();
    if (found < 2) {
      await db
        .update(caseIntakes)
        .set({ extractionState: 'failed', extractionError: INTAKE_MESSAGES.scanFailed, extractedFields: null, updatedAt: now })
        .where(eq(caseIntakes.customerDocumentId, documentId));
      return;
    }
    await db.transaction(async (tx) => {
      const [doc] = await tx.select().from(customerDocuments).where(eq(customerDocuments.id, documentId)).for('update');
      if (!doc) return;
      const ssn = fields.social_security_number ? { ssnEncrypted: crypto.encrypt(fields.social_security_number) } : {};
      await updateCaseDetails(tx, documentId, { ...caseValuesOf(fields, doc), ...ssn });
      await tx
        .update(caseIntakes)
        .set({
          extractionState: 'completed',
          extractionError: null,
          // A full SSN is kept only encrypted, on the case.
          extractedFields: { ...fields, social_security_number: null },
          updatedAt: now,
          ...(fields.law_firm_name ? { lawFirmName: fields.law_firm_name } : {}),
          ...(fields.lawyer_email ? { lawyerEmails: [fields.lawyer_email] } : {}),
          ...(fields.customer_phone_number ? { phoneNumber: fields.customer_phone_number } : {}),
          // The court as the summons names it, unless the consumer already chose one; the details step searches the directory for it (issue 36).
          ...(fields.court_name ? { courtName: sql`coalesce(${caseIntakes.courtName}, ${fields.court_name})` } : {}),
        })
        .where(eq(caseIntakes.customerDocumentId, documentId));
    });
  }

  return {
    extract,
    useQueue(next: BackgroundQueue) {
      queue = next;
    },
    /** Tests: wait for in-process work to finish. */
    async settle() {
      while (pending.size > 0) await Promise.all([...pending]);
    },
    runInBackground(job: 'extract' | 'generate', documentId: number, work: (id: number) => Promise<void>) {
      if (queue) return queue.enqueue(job, documentId);
      inProcess(() => work(documentId));
      return Promise.resolve();
    },

    async upload(consumer: Consumer, documentId: number, file: { bytes: Buffer; filename: string; camera: boolean }) {
      await cases.getCase(consumer, documentId);
      const type = await checkUpload(file.bytes, file.filename);
      const key = await storage.put(file.bytes);
      const [row] = await db
        .insert(intakeFiles)
        .values({
          customerDocumentId: documentId,
          userId: consumer.userId,
          storageKey: key,
          filename: safeName(file.filename),
          contentType: type.contentType,
          byteSize: file.bytes.length,
          fromCamera: file.camera,
          createdAt: clock.now(),
        })
        .returning();
      if (!row) throw new Error('file insert returned nothing');
      return { id: row.id, name: row.filename, content_type: row.contentType, byte_size: row.byteSize, state: 'uploaded' as const };
    },

    /** Direct upload, step one: a blob record and where to send its bytes. */
    async createDirectUpload(consumer: Consumer, blob: { filename: string; content_type: string; byte_size: number }) {
      if (blob.byte_size > INTAKE_LIMITS.maxUploadBytes) throw new AppError('PAYLOAD_TOO_LARGE', INTAKE_MESSAGES.uploadTooLarge);
      const ext = (blob.filename.split('.').pop() ?? '').toLowerCase();
      if (!['pdf', 'jpeg', 'jpg', 'gif', 'png'].includes(ext)) throw new AppError('UNSUPPORTED_MEDIA_TYPE', INTAKE_MESSAGES.uploadType(ext || 'unknown'));
      const token = randomBytes(24).toString('base64url');
      await db.insert(intakeFiles).values({
        userId: consumer.userId,
        storageKey: '',
        filename: safeName(blob.filename),
        contentType: blob.content_type,
        byteSize: blob.byte_size,
        uploadToken: token,
        isUploaded: false,
        createdAt: clock.now(),
      });
      return { signed_id: token, direct_upload: { url: `/api_controller/direct_uploads/${token}`, headers: { 'content-type': 'application/octet-stream' } } };
    },

    /** Direct upload, step two: the bytes, checked by content like any upload. */
    async receiveDirectUpload(consumer: Consumer, token: string, bytes: Buffer) {
      const [row] = await db
        .select()
        .from(intakeFiles)
        .where(and(eq(intakeFiles.uploadToken, token), eq(intakeFiles.userId, consumer.userId), eq(intakeFiles.isUploaded, false)));
      if (!row) throw new AppError('NOT_FOUND', 'Upload not found');
      const type = await checkUpload(bytes, row.filename);
      const key = await storage.put(bytes);
      await db
        .update(intakeFiles)
        .set({ storageKey: key, contentType: type.contentType, byteSize: bytes.length, isUploaded: true })
        .where(eq(intakeFiles.id, row.id));
    },

    /** Direct upload, last step: the uploaded blob joins the case. */
    async attachDirectUpload(consumer: Consumer, documentId: number, token: string, camera: boolean) {
      await cases.getCase(consumer, documentId);
      const [row] = await db
        .update(intakeFiles)
        .set({ customerDocumentId: documentId, fromCamera: camera })
        .where(
          and(
            eq(intakeFiles.uploadToken, token),
            eq(intakeFiles.userId, consumer.userId),
            eq(intakeFiles.isUploaded, true),
            isNull(intakeFiles.customerDocumentId),
          ),
        )
        .returning();
      if (!row) throw new AppError('NOT_FOUND', 'Upload not found');
      return { id: row.id, name: row.filename, content_type: row.contentType, byte_size: row.byteSize, state: 'uploaded' as const };
    },

    /** prepopulate_from_document_files: read the papers in the background; the summary shows the result. */
    async prepopulate(consumer: Consumer, documentId: number): Promise<{ resume_url: string }> {
      const { doc } = await cases.getCase(consumer, documentId);
      const files = await db
        .select({ id: intakeFiles.id })
        .from(intakeFiles)
        .where(and(eq(intakeFiles.customerDocumentId, documentId), eq(intakeFiles.isUploaded, true)));
      if (files.length === 0) throw new AppError('VALIDATION_FAILED', 'Please add a photo or file of your papers first');
      await db.transaction(async (tx) => {
        await tx
          .update(caseIntakes)
          .set({ extractionState: 'processing', extractionError: null, updatedAt: clock.now() })
          .where(eq(caseIntakes.customerDocumentId, documentId));
        await cases.saveStep(tx, documentId, 'scan_document', { inputs: { files: files.length }, errors: {}, complete: true });
      });
      await this.runInBackground('extract', documentId, extract);
      return { resume_url: stepUrl(doc.product as Product, documentId, 'document_summary') };
    },

    async extracted(consumer: Consumer, documentId: number) {
      const { intake } = await cases.getCase(consumer, documentId);
      return {
        state: intake.extractionState ?? ('none' as const),
        error: intake.extractionError,
        fields: intake.extractionState === 'completed' ? intake.extractedFields : null,
      };
    },
  };
}

function caseValuesOf(f: ExtractedFields, doc: typeof customerDocuments.$inferSelect): Partial<typeof customerDocuments.$inferSelect> {
  const states: readonly string[] = US_STATE_CODES;
  const address = f.customer_mailing_address;
  return {
    ...(f.customer_name ? { customerName: f.customer_name } : {}),
    ...(f.plaintiff_name ? { plaintiffName: f.plaintiff_name } : {}),
    ...(f.lawsuit_amount ? { lawsuitAmountCents: f.lawsuit_amount } : {}),
    ...(f.civil_number ? { civilNumber: f.civil_number } : {}),
    // A state the consumer already chose (a Debt Answer's first step) is theirs to change on the summary.
    ...(f.lawsuit_state && states.includes(f.lawsuit_state) && !doc.lawsuitState ? { lawsuitState: f.lawsuit_state } : {}),
    ...(f.determine_if_lawsuit_exists !== null ? { lawsuitExists: f.determine_if_lawsuit_exists } : {}),
    ...(address.customer_street ? { mailingStreet: address.customer_street } : {}),
    ...(address.city ? { mailingCity: address.city } : {}),
    ...(address.state ? { mailingState: address.state } : {}),
    ...(address.zip_code ? { mailingZip: address.zip_code } : {}),
    ...(f.social_security_number_last_four ? { ssnLastFour: f.social_security_number_last_four } : {}),
    ...(f.birthdate ? { birthdate: f.birthdate } : {}),
    ...(doc.product === 'solosettle' && doc.lawFirmId === null && f.law_firm_name ? { pendingLawFirmName: f.law_firm_name } : {}),
    ...(doc.product === 'solosettle' && doc.lawFirmId === null && f.lawyer_email ? { pendingLawyerEmail: f.lawyer_email } : {}),
  };
}
