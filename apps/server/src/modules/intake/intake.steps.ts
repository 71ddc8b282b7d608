import { answerDeadline, type Product, STEP_TITLES, type StepName, stepUrl, WALK_THROUGHS } from '@parley/shared';
import type { caseIntakes, customerDocuments, walkThroughStepResponses } from '../../db/schema/index.js';

export type Doc = typeof customerDocuments.$inferSelect;
export type Intake = typeof caseIntakes.$inferSelect;
export type StepRow = typeof walkThroughStepResponses.$inferSelect;

/** A plain input saved with a step, as text (the court level of the first step, the debt type of the defenses). */
export function stepInput(rows: readonly StepRow[], step: StepName, name: string): string | null {
  const value = rows.find((r) => r.stepName === step)?.inputs[name];
  return typeof value === 'string' && value !== '' ? value : null;
}

/** The answer deadline of a case: its state, the court level chosen at the first step, the service date. */
export function caseAnswerDeadline(doc: Doc, intake: Intake, rows: readonly StepRow[]): string | null {
  return doc.lawsuitState && intake.servedOn ? answerDeadline(doc.lawsuitState, intake.servedOn, stepInput(rows, 'jurisdiction', 'court_level')) : null;
}

/** Where a case's walk-through stands by its saved steps: each step, the current one, and where to resume. */
export function progress(doc: Doc, rows: StepRow[]) {
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
