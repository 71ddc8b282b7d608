import {
  answerDeadline,
  birthdateError,
  caseLabels,
  DefensesInputsSchema,
  DOCUMENT_SECTION_TITLES,
  detailsSummaryMessage,
  digitsOf,
  fileFormatOf,
  generatedDownloadKind,
  HardshipInputsSchema,
  hardshipStatement,
  INTAKE_MESSAGES,
  isValidEmailAddress,
  JurisdictionInputsSchema,
  jurisdictionOf,
  LetterChoiceInputsSchema,
  type MailingAddressField,
  MailingAddressSchema,
  mailingAddressErrors,
  PRODUCT_TITLES,
  type Product,
  STEP_PROGRESS_LABELS,
  STEP_SECTIONS,
  STEP_TITLES,
  type StepName,
  type StepResponseInput,
  type SummaryFieldName,
  ssnError,
  stepUrl,
  summaryFieldError,
  summaryFields,
  US_STATE_CODES,
  WALK_THROUGH_STATUS_TEXTS,
  WALK_THROUGH_STATUS_TITLES,
  WALK_THROUGHS,
  type WalkThrough,
} from '@parley/shared';
import { and, asc, eq } from 'drizzle-orm';
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

export type Consumer = { userId: number; ip: string };
export type Doc = typeof customerDocuments.$inferSelect;
export type Intake = typeof caseIntakes.$inferSelect;
type StepRow = typeof walkThroughStepResponses.$inferSelect;

const CASE_NOT_FOUND = 'Case not found';

/** A plain input saved with a step, as text (the court level of the first step, the debt type of the defenses). */
export function stepInput(rows: readonly StepRow[], step: StepName, name: string): string | null {
  const value = rows.find((r) => r.stepName === step)?.inputs[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The answer deadline of a case: its state, the court level chosen at the first step, the service date. */
export function caseAnswerDeadline(doc: Doc, intake: Intake, rows: readonly StepRow[]): string | null {
  return doc.lawsuitState && intake.servedOn ? answerDeadline(doc.lawsuitState, intake.servedOn, stepInput(rows, 'jurisdiction', 'court_level')) : null;
}
const STATE_CODES: readonly string[] = US_STATE_CODES;

/** The case's documents and steps, and the answers of each step (consumer spec 2, 7). */
/** Where the details form shows each part of the mailing address's message. */
export const DETAILS_ADDRESS_FIELDS: Record<MailingAddressField, string> = { street: 'address', city: 'city', state: 'state', zip: 'zip_code' };

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

  function progress(doc: Doc, rows: StepRow[]) {
    const product = doc.product as Product;
    const done = new Set(rows.filter((r) => r.completedAt !== null).map((r) => r.stepName));
    const steps = WALK_THROUGHS[product];
    const current = steps.find((s) => !done.has(s)) ?? null;
    // SoloSettle ends in the negotiation: the consumer makes an offer on the case page.
    const resumeUrl = current
      ? stepUrl(product, doc.id, current)
      : product === 'solosettle'
        ? `/my_cases/${doc.id}`
        : stepUrl(product, doc.id, 'document_download');
    return {
      steps: steps.map((s) => ({ name: s, title: STEP_TITLES[s], url: stepUrl(product, doc.id, s), completed: done.has(s), current: s === current })),
      current,
      resumeUrl,
      isCompleted: current === null,
    };
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

  /** The summary's fields: each one sent is checked alone and saved when valid. */
  function applySummary(doc: Doc, intake: Intake, inputs: Record<string, unknown>, complete: boolean) {
    const errors: Record<string, string> = {};
    const docPatch: Partial<Doc> = {};
    const intakePatch: Partial<Intake> = {};
    let lawsuitExists = doc.lawsuitExists;
    if ('determine_if_lawsuit_exists' in inputs) {
      if (typeof inputs.determine_if_lawsuit_exists === 'boolean') lawsuitExists = docPatch.lawsuitExists = inputs.determine_if_lawsuit_exists;
      else errors.determine_if_lawsuit_exists = INTAKE_MESSAGES.required;
    }
    const context = { lawsuitExists, states: STATE_CODES };
    const current: Record<SummaryFieldName, unknown> = {
      customer_name: doc.customerName,
      plaintiff_name: doc.plaintiffName,
      law_firm_name: intake.lawFirmName ?? doc.pendingLawFirmName ?? (doc.lawFirmId ? 'on Parley' : null),
      lawyer_email: intake.lawyerEmails.join(', '),
      lawsuit_state: doc.lawsuitState,
      lawsuit_amount: doc.lawsuitAmountCents,
      civil_number: doc.civilNumber,
      determine_if_lawsuit_exists: lawsuitExists,
    };
    const names = summaryFields(lawsuitExists).map((f) => f.name);
    for (const name of names) {
      const given = name in inputs;
      if (!given && !complete) continue;
      const value = given ? inputs[name] : current[name];
      const error = summaryFieldError(name, value, context);
      // Lawyer emails are needed only where the case goes to a firm that is not on Parley.
      const emailOptional = name === 'lawyer_email' && (doc.product !== 'solosettle' || doc.lawFirmId !== null) && (value === '' || value === null);
      if (error && !emailOptional) {
        errors[name] = error;
        continue;
      }
      if (!given) continue;
      const text = typeof value === 'string' ? value.trim() : '';
      if (name === 'customer_name') docPatch.customerName = text;
      if (name === 'plaintiff_name') docPatch.plaintiffName = text;
      if (name === 'lawsuit_state') docPatch.lawsuitState = text;
      if (name === 'lawsuit_amount') docPatch.lawsuitAmountCents = value as number;
      if (name === 'civil_number') docPatch.civilNumber = text || null;
      if (name === 'law_firm_name') {
        intakePatch.lawFirmName = text;
        if (doc.product === 'solosettle' && doc.lawFirmId === null) docPatch.pendingLawFirmName = text;
      }
      if (name === 'lawyer_email') {
        const emails = text
          .split(',')
          .map((e) => e.trim().toLowerCase())
          .filter(Boolean);
        intakePatch.lawyerEmails = emails;
        if (doc.product === 'solosettle' && doc.lawFirmId === null) docPatch.pendingLawyerEmail = emails[0] ?? null;
      }
    }
    return { errors, docPatch, intakePatch };
  }

  /** The details form: address, SSN, birthdate, lawyer emails, service date and the accuracy box. */
  function applyDetails(doc: Doc, intake: Intake, input: StepResponseInput) {
    const { inputs, complete } = input;
    const errors: Record<string, string> = {};
    const docPatch: Partial<Doc> = {};
    const intakePatch: Partial<Intake> = {};
    const today = clock.now().toISOString().slice(0, 10);
    const labels = caseLabels(doc.lawsuitExists);
    const missing: string[] = [];
    const invalid: string[] = [];

    const address = inputs.customer_mailing_address as Record<string, unknown> | undefined;
    if (address !== undefined) {
      // Letters and the Answer print this address: it is complete or it is refused (a 422 naming
      // each missing part), never saved half-filled.
      const given = {
        street: String(address.customer_street ?? ''),
        city: String(address.customer_city ?? ''),
        state: String(address.customer_state ?? ''),
        zip: String(address.customer_zip_code ?? ''),
      };
      const parsed = MailingAddressSchema.safeParse(given);
      if (!parsed.success) {
        const problems = mailingAddressErrors(given);
        const fields = Object.fromEntries(Object.entries(problems).map(([part, message]) => [DETAILS_ADDRESS_FIELDS[part as MailingAddressField], message]));
        throw new AppError('RULE_VIOLATED', `Your mailing address is incomplete: ${Object.values(problems).join('; ')}`, fields);
      }
      docPatch.mailingStreet = parsed.data.street;
      docPatch.mailingCity = parsed.data.city;
      docPatch.mailingState = parsed.data.state;
      docPatch.mailingZip = parsed.data.zip;
    }
    const ssn = inputs.social_security_number as Record<string, unknown> | undefined;
    if (ssn !== undefined) {
      const full = digitsOf(String(ssn.social_security_number ?? ''));
      const four = digitsOf(String(ssn.social_security_number_last_four ?? ''));
      const error = ssnError({ showFullSSN: full !== '', fullSSN: full, lastFour: four });
      if (error) errors.ssn = error;
      else if (full) {
        docPatch.ssnEncrypted = crypto.encrypt(full);
        docPatch.ssnLastFour = full.slice(-4);
      } else {
        docPatch.ssnEncrypted = null;
        docPatch.ssnLastFour = four;
      }
    }
    if ('birthdate' in inputs) {
      const error = birthdateError(String(inputs.birthdate ?? ''), today);
      if (error) errors.birthdate = error;
      else docPatch.birthdate = String(inputs.birthdate);
    }
    if ('lawyer_emails' in inputs) {
      const emails = (Array.isArray(inputs.lawyer_emails) ? inputs.lawyer_emails : []).map((e) => String(e).trim().toLowerCase()).filter(Boolean);
      if (!emails.every(isValidEmailAddress)) errors.lawyer_emails = INTAKE_MESSAGES.lawyerEmails;
      else {
        intakePatch.lawyerEmails = emails;
        if (doc.product === 'solosettle' && doc.lawFirmId === null) docPatch.pendingLawyerEmail = emails[0] ?? null;
      }
    }
    if ('served_on' in inputs && inputs.served_on) {
      const served = String(inputs.served_on);
      if (!/^\d{4}-\d{2}-\d{2}$/.test(served) || served > today) errors.served_on = 'Please enter the date you were served';
      else intakePatch.servedOn = served;
    }
    if (complete) {
      const merged = { ...doc, ...docPatch };
      const mergedIntake = { ...intake, ...intakePatch };
      const need = (ok: boolean, label: string, key: string, message: string) => {
        if (ok || errors[key]) return;
        missing.push(label);
        errors[key] = message;
      };
      need(Boolean(merged.plaintiffName?.trim()), labels.plaintiff, 'plaintiff_name', INTAKE_MESSAGES.plaintiff);
      need(Boolean(merged.mailingStreet && merged.mailingCity && merged.mailingState && merged.mailingZip), 'Address', 'address', INTAKE_MESSAGES.address);
      need(Boolean(mergedIntake.phoneNumber), 'Phone Number', 'phone_number', INTAKE_MESSAGES.phone);
      need(Boolean(merged.ssnLastFour), 'SSN', 'ssn', INTAKE_MESSAGES.ssnEither);
      need(Boolean(merged.birthdate), 'Birthdate', 'birthdate', INTAKE_MESSAGES.birthdate);
      if (doc.product === 'solosettle') {
        need(merged.lawFirmId !== null || Boolean(merged.pendingLawFirmName), labels.lawFirm, 'law_firm_name', INTAKE_MESSAGES.lawFirmRequired);
        need(merged.lawFirmId !== null || Boolean(merged.pendingLawyerEmail), labels.lawyerEmail, 'lawyer_emails', INTAKE_MESSAGES.lawyerEmails);
      }
      if (doc.product === 'debt_answer') {
        need(Boolean(mergedIntake.courtName), 'Court', 'court', 'Please choose the court');
        need(Boolean(mergedIntake.servedOn), 'Date served', 'served_on', 'Please enter the date you were served');
      }
      for (const [key, label] of Object.entries({
        zip_code: 'ZIP code',
        ssn: 'SSN',
        birthdate: 'Birthdate',
        lawyer_emails: labels.lawyerEmail,
        served_on: 'Date served',
      })) {
        if (errors[key] && !missing.includes(label) && key in inputs) invalid.push(label);
      }
      if (inputs.confirmed !== true) errors.confirmed = INTAKE_MESSAGES.confirmAccurate;
      const summary = detailsSummaryMessage(missing, invalid);
      if (summary) errors.form = summary;
      else if (errors.confirmed) errors.form = INTAKE_MESSAGES.confirmAccurate;
      if (!errors.form && Object.keys(errors).length === 0) intakePatch.detailsConfirmedAt = clock.now();
    }
    return { errors, docPatch, intakePatch };
  }

  /**
   * The first step of a Debt Answer: the state, and the court level where the state has several.
   * Nothing sensitive is asked before it, so a court that needs its own form is named first.
   */
  function applyJurisdiction(input: StepResponseInput) {
    const errors: Record<string, string> = {};
    const docPatch: Partial<Doc> = {};
    const parsed = JurisdictionInputsSchema.safeParse(input.inputs);
    if (!parsed.success) {
      for (const issue of parsed.error.issues) errors[String(issue.path[0] ?? 'inputs')] ??= issue.message;
      return { errors, docPatch, intakePatch: {} };
    }
    const j = jurisdictionOf(parsed.data.lawsuit_state);
    const level = parsed.data.court_level ?? null;
    if (!j) errors.lawsuit_state = INTAKE_MESSAGES.selectState;
    else if (level !== null && !j.courts.some((c) => c.key === level)) errors.court_level = INTAKE_MESSAGES.courtLevel;
    else if (level === null && j.courts.length > 1 && input.complete) errors.court_level = INTAKE_MESSAGES.courtLevel;
    if (!errors.lawsuit_state) docPatch.lawsuitState = parsed.data.lawsuit_state;
    return { errors, docPatch, intakePatch: {} };
  }

  function applyStructured(input: StepResponseInput) {
    const errors: Record<string, string> = {};
    const docPatch: Partial<Doc> = {};
    const intakePatch: Partial<Intake> = {};
    const fieldsOf = (issues: { path: PropertyKey[]; message: string }[]) => {
      for (const issue of issues) errors[String(issue.path[0] ?? 'inputs')] ??= issue.message;
    };
    if (input.step_name === 'hardship') {
      const parsed = HardshipInputsSchema.safeParse(input.inputs);
      if (!parsed.success) fieldsOf(parsed.error.issues);
      else {
        const answers = Object.fromEntries(Object.entries(parsed.data).filter(([, v]) => v !== undefined)) as Record<string, string>;
        docPatch.hardship = answers;
        docPatch.hardshipStatement = hardshipStatement(answers) || null;
      }
    }
    if (input.step_name === 'defenses') {
      const parsed = DefensesInputsSchema.safeParse(input.inputs);
      if (!parsed.success) fieldsOf(parsed.error.issues);
      else {
        intakePatch.defenses = parsed.data.defenses;
        if (parsed.data.served_on) intakePatch.servedOn = parsed.data.served_on;
      }
    }
    if (input.step_name === 'letter_choice') {
      const parsed = LetterChoiceInputsSchema.safeParse(input.inputs);
      if (!parsed.success) errors.letter_kind = INTAKE_MESSAGES.required;
      else intakePatch.letterKind = parsed.data.letter_kind;
    }
    return { errors, docPatch, intakePatch };
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
        const applied =
          input.step_name === 'document_summary'
            ? applySummary(doc, intake, input.inputs, input.complete)
            : input.step_name === 'details'
              ? applyDetails(doc, intake, input)
              : input.step_name === 'jurisdiction'
                ? applyJurisdiction(input)
                : input.step_name === 'scan_document' || input.step_name === 'document_download'
                  ? { errors: {}, docPatch: {}, intakePatch: {} }
                  : applyStructured(input);
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
     * Where each of the consumer's walk-throughs stands (its steps, status, downloads and answer
     * deadline), by case id: the dashboard's one read model of a case (dashboard/document-view.ts) uses it.
     */
    async progressCards(userId: number): Promise<Map<number, IntakeCard>> {
      const rows = await db
        .select()
        .from(customerDocuments)
        .innerJoin(caseIntakes, eq(caseIntakes.customerDocumentId, customerDocuments.id))
        .where(eq(customerDocuments.userId, userId));
      const cards = new Map<number, IntakeCard>();
      for (const { customer_documents: doc, case_intakes: intake } of rows) {
        const rows = await stepRows(doc.id);
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
